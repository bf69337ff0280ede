"""Everything about a tournament as one JSON document: settings, players, rounds, the standings after each
finished round with every tie-break value, and for the latest standings the terms each value was computed from.

Pure: model + standings in, UTF-8 bytes out, the same bytes for the same input (keys in a fixed order).
Scores and tie-break values are exact decimal strings ("3.5", "12.25"; a value no finite decimal writes is
"p/q"), so no reader rounds them. Explanations are data, not sentences: a tie-break's terms list the round,
the opponent, the figure as credited, each adjustment with its rule, the figure used and whether a modifier
cut it; `summary` and `notes` carry what the engine says about averages and special cases. Terms are rows
(lists) under a `term_columns` header, which keeps the file about a third of the size of one object per term.

Why the terms only for the latest standings: for every round they would make the file of a 1000-player,
11-round Swiss 21 MB and cost over a second per build (benchmarks/build.py); earlier rounds' explanations
follow from the rounds in the same file, and `bulletin explain --after-round K` prints them.
"""
from __future__ import annotations

import datetime as dt
import json
from fractions import Fraction
from typing import Any, Callable, Mapping

from generator.core.cache import BoundedCache, Same
from generator.core.model import Game, Player, Round, Tournament
from generator.core.standings import Standings
from generator.core.tiebreaks.values import Term, Value, decimal_text

FORMAT = "chess-bulletin/tournament-1"
TERM_COLUMNS = ("round", "opponent", "value", "raw", "adjustments", "score", "result", "note", "voluntary", "cut",
                "cut_reason")


Exact = Callable[[Fraction | int | None], str | None]
FragmentMemo = BoundedCache[tuple[Same, bool], str]


def fragment_memo(size: int = 64) -> FragmentMemo:
    """A build session's standings entries as JSON text, kept while the same standings objects come back
    (`serve`, `watch`: `BuildSession.standings_after` hands back the same object for unchanged rounds)."""
    return BoundedCache(size)


def tournament_json(tournament: Tournament, standings: Mapping[int, Standings],
                    fragments: FragmentMemo | None = None) -> bytes:
    """The JSON document; `standings` maps each finished round k to the standings after it. `fragments` keeps
    each standings entry's text for the next document with the same standings object."""
    figures = exact_texts()
    document = {
        "format": FORMAT,
        "tournament": _settings(tournament, figures),
        "players": [_player(p, tournament) for p in sorted(tournament.players, key=lambda p: p.start)],
        "rounds": [_round(r, tournament) for r in tournament.rounds],
        "term_columns": list(TERM_COLUMNS),
        "standings": [],
    }
    head = _dumps(document)[:-len("[]}")]
    parts = [_standings_json(standings[k], k == max(standings), figures, fragments) for k in sorted(standings)]
    return (head + "[" + ",".join(parts) + "]}").encode("utf-8")


def _dumps(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _standings_json(s: Standings, explained: bool, figures: Exact, fragments: FragmentMemo | None) -> str:
    """One standings entry as JSON text, from the memo while the same standings object is reused."""
    if fragments is None:
        return _dumps(_standings(s, explained, figures))
    return fragments.get((Same(s), explained), lambda: _dumps(_standings(s, explained, figures)))


def exact(value: Fraction | int | None) -> str | None:
    """A score as an exact decimal string; None stays None (an undefined tie-break)."""
    return None if value is None else decimal_text(Fraction(value))


def exact_texts() -> Exact:
    """`exact`, remembering each figure's text: a tournament has a few hundred distinct figures, written 10⁵
    times into one document, and most are the very same Fraction objects (the tie-breaks' context makes each score
    once), found by their `id` before any hashing of their value."""
    texts: dict[tuple[int, int], str] = {}
    by_id: dict[int, str] = {}
    kept: list[Fraction | int] = []   # alive while `by_id` is: an id is never reused for another object

    def text(value: Fraction | int | None) -> str | None:
        if value is None:
            return None
        found = by_id.get(id(value))
        if found is None:
            key = (value.numerator, value.denominator)   # cheaper to hash than the Fraction
            found = texts.get(key)
            if found is None:
                found = texts[key] = decimal_text(Fraction(value))
            by_id[id(value)] = found
            kept.append(value)
        return found
    return text


def _date(value: dt.date | None) -> str | None:
    return value.isoformat() if value else None


def _settings(t: Tournament, figures: Exact) -> dict[str, Any]:
    return {
        "slug": t.slug, "name": t.name, "start_date": _date(t.start_date), "end_date": _date(t.end_date),
        "venue": t.venue, "planned_rounds": t.planned_rounds, "pairing": t.pairing.value,
        "rules": t.rules.value if t.rules else None, "tiebreaks": list(t.tiebreaks),
        "points": {name: figures(getattr(t.points, name)) for name in t.points.__dataclass_fields__},
        "initial_colour": {"w": "white", "b": "black"}[t.initial_colour.value] if t.initial_colour else None,
        "schedule": [_date(t.round_date(n)) for n in range(1, max(t.planned_rounds, t.rounds_entered) + 1)],
        "forbidden_pairs": sorted(sorted(pair) for pair in t.forbidden_pairs),
        "info": dict(t.extra),
    }


def _player(p: Player, t: Tournament) -> dict[str, Any]:
    return {"no": p.start, "name": p.name, "rating": p.rating, "fide_id": p.fide_id, "federation": p.federation,
            "club": p.club, "title": p.title, "sex": p.sex, "birth": p.birth,
            "withdrawn_from_round": t.withdrawals.get(p.start), "info": dict(p.extra)}


def _round(r: Round, t: Tournament) -> dict[str, Any]:
    return {"number": r.number, "date": _date(t.round_date(r.number)), "in_progress": r.in_progress,
            "games": [_game(g) for g in r.games],
            "byes": [{"player": b.player, "kind": b.kind.value} for b in r.byes]}


def _game(g: Game) -> dict[str, Any]:
    return {"board": g.board, "white": g.white, "black": g.black, "result": g.result.value or None,
            "played": g.result.played, "forfeit": g.result.forfeit}


def _standings(s: Standings, explained: bool, figures: Exact) -> dict[str, Any]:
    rows = []
    terms: dict[int, list[Any]] = {}   # each term's row by the term's id (alive in `s` meanwhile)
    for row in s.rows:
        entry: dict[str, Any] = {"rank": row.rank, "rank_last": row.rank_last, "no": row.start,
                                 "points": figures(row.points), "tiebreaks": [figures(v) for v in row.tiebreaks]}
        if explained:
            entry["explanations"] = [_value(v, figures, terms) for v in s.explanations.get(row.start, ())]
        rows.append(entry)
    return {"after_round": s.after_round, "rules": s.rules.value, "chain": list(s.chain), "rows": rows}


def _value(v: Value, figures: Exact, terms: dict[int, list[Any]]) -> dict[str, Any]:
    """A value with its terms' rows; a term shared with another value (Buchholz and its cuts share most: 10,000 of
    a 1000-player Swiss's 33,000) is made into a row once."""
    rows = []
    for t in v.terms:
        row = terms.get(id(t))
        if row is None:
            row = terms[id(t)] = _term(t, figures)
        rows.append(row)
    return {"code": v.code, "value": figures(v.value), "shape": v.shape.value, "summary": v.summary or None,
            "notes": list(v.notes), "terms": rows}


def _term(t: Term, figures: Exact) -> list[Any]:
    opponent = t.opponent
    if opponent is None:
        who: Any = None
    elif opponent.start is not None:
        who = opponent.start
    else:
        who = opponent.kind.value if not opponent.formula else f"{opponent.kind.value}: {opponent.formula}"
    adjustments = [[a.reason, figures(a.change), a.round] for a in t.adjustments] if t.adjustments else None
    return [t.round, who, figures(t.value), figures(t.raw), adjustments, figures(t.score), figures(t.result),
            t.note, t.voluntary, t.cut, t.cut_reason]
