"""A tournament's DWZ evaluation as files: a CSV with one row per player (Ro, W, n, We, E, Rh, Rn as the DSB's
evaluations list them) and a JSON document with every figure of every game, for a club's own tables.

Pure: evaluation in, bytes out, the same bytes for the same input. W is exact ("3.5"); We, P(D) and E's parts
to six decimals, the new DWZ before rounding to three (the engine keeps them to 30: generator/core/ratings)."""
from __future__ import annotations

import csv
import io
import json
from fractions import Fraction

from generator.core.model import Tournament
from generator.core.ratings.dwz import Change, Coefficient
from generator.core.ratings.dwz_event import DwzEvaluation, DwzResult, FirstDwz, NoDwz
from generator.core.tiebreaks.values import Term, decimal_text
from generator.site.exports.csvfile import BOM

FORMAT = "chess-bulletin/dwz-1"
GAME_COLUMNS = ("round", "opponent", "rating", "listed", "first", "difference", "expected", "result")
CSV_COLUMNS = ("No", "Name", "Kind", "Ro", "Index", "W", "n", "We", "E", "Rh", "Rn", "New index", "Change")


def _decimal(value: Fraction, places: int) -> str:
    """`value` to `places` decimals, halves away from zero ("2.380500"; "-1.5" with a plain minus)."""
    scaled = abs(value) * 10 ** places
    whole = int(scaled + Fraction(1, 2))
    digits = str(whole).rjust(places + 1, "0")
    return ("-" if value < 0 and whole else "") + f"{digits[:-places]}.{digits[-places:]}"


def _kind(result: DwzResult) -> str:
    return "rated" if isinstance(result, Change) else "first" if isinstance(result, FirstDwz) else "none"


def dwz_csv(tournament: Tournament, evaluation: DwzEvaluation) -> bytes:
    """One row per player in starting order: kind (rated, first, none), Ro and its index, W, n, We, E, Rh, Rn,
    its index and the change; empty where a figure does not apply."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for player in sorted(tournament.players, key=lambda p: p.start):
        result = evaluation.results.get(player.start)
        if result is None:
            continue
        writer.writerow([player.start, player.name, _kind(result), *_figures(result)])
    return (BOM + buffer.getvalue()).encode("utf-8")


def _figures(result: DwzResult) -> list[object]:
    if isinstance(result, Change):
        rated = result.coefficient is not None
        return [result.old, (6 if result.from_fide else result.index) or "", decimal_text(result.points, 1)
                if rated else "", result.games, _decimal(result.expected, 3) if rated else "",
                result.coefficient.value if result.coefficient else "", result.performance or "", result.new,
                result.new_index or "", result.change]
    if isinstance(result, FirstDwz):
        return ["", "", decimal_text(result.points, 1), result.games, "", "", result.iterated, result.new, 1, ""]
    return ["", "", decimal_text(result.points, 1), result.kept, "", "", "", "", "", ""]


def dwz_json(tournament: Tournament, evaluation: DwzEvaluation) -> bytes:
    """The evaluation: the year ages are counted in, then per player his kind and figures, E with its parts,
    and his rated games as rows under `game_columns`."""
    players = []
    for player in sorted(tournament.players, key=lambda p: p.start):
        result = evaluation.results.get(player.start)
        if result is not None:
            players.append({"no": player.start, "name": player.name, "kind": _kind(result), **_details(result)})
    document = {"format": FORMAT, "tournament": tournament.name, "year": evaluation.year,
                "game_columns": list(GAME_COLUMNS), "players": players}
    return (json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def _details(result: DwzResult) -> dict[str, object]:
    if isinstance(result, NoDwz):
        return {"reason": result.reason.value, "kept_games": result.kept, "points": decimal_text(result.points, 1)}
    if isinstance(result, FirstDwz):
        return {"stage": result.stage, "points": decimal_text(result.points, 1), "games": result.games,
                "iterated": result.iterated, "new": result.new, "new_index": 1,
                "rated_games": [_game(t, result.new) for t in result.terms]}
    return {"old": result.old, "index": result.index, "from_fide": result.from_fide,
            "points": decimal_text(result.points, 1), "games": result.games,
            "expected": _decimal(result.expected, 6), "coefficient": _coefficient(result.coefficient),
            "new_exact": _decimal(result.exact, 3), "new": result.new, "new_index": result.new_index,
            "change": result.change, "performance": result.performance, "exceptional": result.exceptional,
            "rated_games": [_game(t, result.old) for t in result.terms]}


def _coefficient(e: Coefficient | None) -> dict[str, object] | None:
    if e is None:
        return None
    return {"age": e.age, "j": e.group.value, "base": _decimal(e.base, 6),
            "acceleration": _decimal(e.acceleration, 6) if e.acceleration is not None else None,
            "brake": _decimal(e.brake, 6) if e.brake is not None else None,
            "unrounded": _decimal(e.unrounded, 6), "rounded": e.rounded, "bound": e.bound.value, "cap": e.cap,
            "value": e.value}


def _game(term: Term, own: int) -> list[object]:
    counted = int(term.score or 0)
    opponent = term.opponent.start if term.opponent is not None else None
    return [term.round, opponent, counted, int(term.raw or 0), term.note == "first", own - counted,
            _decimal(term.value, 6), decimal_text(term.result or Fraction(0), 1)]
