"""Type-B counts (C.07 Art. 7: WIN, WON, BPG, BWG, GE) and Koya (C.07 9.2); one term per round
(docs/rules/tiebreaks.md §10.7–§10.12)."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from types import MappingProxyType
from typing import cast

from generator.core.model import Colour, Start
from generator.core.scoring import Cell, CellKind
from generator.core.tiebreaks.context import PLAYED, VOLUNTARY, Context, Line, Tally, cell_words
from generator.core.tiebreaks.values import Shape, Term, Value, chess_text
from generator.core.tiebreaks.wording import say

ONE, ZERO = Fraction(1), Fraction(0)


def counts_as_game(ctx: Context, cell: Cell) -> bool:
    """A game for the Type-B counts: played over the board; in round robins a forfeit too (C.07 15),
    except a forfeit loss under the 2026 amendment."""
    if cell.kind in PLAYED:
        return True
    return ctx.round_robin and ctx.round_robin_game(cell)


def _won_game(ctx: Context, cell: Cell) -> bool:
    return counts_as_game(ctx, cell) and cell.kind in (CellKind.WIN, CellKind.FORFEIT_WIN)


def _credited_win(ctx: Context, cell: Cell, points: int) -> bool:
    """WIN: rounds credited with the points of a win, played or not (OTB wins, FW, PAB, FPB)."""
    return cell.kind is CellKind.WIN or (cell.kind not in PLAYED and cell.kind is not CellKind.PENDING
                                          and points == ctx.win)


def _count(ctx: Context, start: Start, code: str, test: Callable[[Context, Cell, int], bool], what: str) -> Value:
    """One term per round, 1 when `test` holds; terms are shared between players with the same round."""
    line = ctx.lines[start]
    if not ctx.explain:
        return Value(code, Fraction(_tally(ctx, line, code, test)), (), ctx.rules, Shape.SUM, decimals=0)
    terms: list[Term] = []
    total = 0
    for index, cell in enumerate(line.cells):
        kind = (code, line.signatures[index], line.points[index])   # all that `test` looks at
        key = (kind, index)
        term = cast("Term | None", ctx.cache.get(key))
        if term is None:
            hit, note = cast("tuple[bool, str] | None", ctx.cache.get(kind)) or _count_note(ctx, cell, kind, test, what)
            term = ctx.cache[key] = Term(index + 1, None, ONE if hit else ZERO, note=note)
        terms.append(term)
        total += term.value.numerator
    return Value(code, Fraction(total), tuple(terms), ctx.rules, Shape.SUM, decimals=0)


def _count_note(ctx: Context, cell: Cell, kind: tuple[str, int, int], test: Tally, what: str) -> tuple[bool, str]:
    """Whether a round of this `kind` (code, cell signature, points) counts, and the words saying so: the same
    for every round of that kind, so made once per context."""
    code, _, points = kind
    hit = test(ctx, cell, points)
    words = cell_words(cell)
    if cell.colour is Colour.BLACK and counts_as_game(ctx, cell):
        words = say("count.with_black", cell=words)
    note = say("count.counts" if hit else "count.does_not_count", words=words, what=say(what))
    if code.startswith("GE") and cell.kind is CellKind.FULL_BYE:
        note = say("count.ge_full_bye", note=note)
    ctx.cache[kind] = (hit, note)
    return hit, note


def _tally(ctx: Context, line: Line, code: str, test: Tally) -> int:
    """How many of the line's rounds `test` counts: kept as running totals on the line, so the line one round
    longer (the standings after the next round) adds its last round only."""
    if line.tallies is None:
        line.tallies = {}
    tally = line.tallies.get(code)
    if tally is None:
        totals, total = [0], 0
        for cell, points in zip(line.cells, line.points):
            total += test(ctx, cell, points)
            totals.append(total)
        tally = line.tallies[code] = (test, totals)
    return tally[1][-1]


def _won(ctx: Context, cell: Cell, points: int) -> bool:
    return _won_game(ctx, cell)


def _black_game(ctx: Context, cell: Cell, points: int) -> bool:
    return counts_as_game(ctx, cell) and cell.colour is Colour.BLACK


def _black_win(ctx: Context, cell: Cell, points: int) -> bool:
    return _won_game(ctx, cell) and cell.colour is Colour.BLACK


def _elected(ctx: Context, cell: Cell, points: int) -> bool:
    return cell.kind not in VOLUNTARY


# Each count: what a round must be to count, and the words of a term.
COUNTS: Mapping[str, tuple[Tally, str]] = MappingProxyType({
    "WIN": (_credited_win, "count.round_won"),
    "WON": (_won, "count.game_won"),
    "BPG": (_black_game, "count.game_black"),
    "BWG": (_black_win, "count.game_won_black"),
    "GE": (_elected, "count.elected"),   # rounds − voluntarily unplayed rounds (requested byes, withdrawal, FL)
})


def count(ctx: Context, start: Start, code: str) -> Value:
    """One of the Type-B counts (`COUNTS`, by the code's base)."""
    test, what = COUNTS[code.split("/")[0]]
    return _count(ctx, start, code, test, what)


def count_values(ctx: Context, starts: Sequence[Start], code: str, low: int, high: int) -> dict[Start, Fraction]:
    """`count`'s values alone, for standings that are not explained."""
    test = COUNTS[code.split("/")[0]][0]
    return {start: ctx.integer(_tally(ctx, ctx.lines[start], code, test)) for start in starts}


def koya_games(ctx: Context) -> int:
    """The games a player can score in, for Koya's maximum: the rounds; in a round robin of an odd number of
    players less the free round of each full cycle, and less one per player who never had an opponent (who
    withdrew before playing, or whose games were struck), as the FIDE TEC checker counts."""
    games = ctx.n
    if not ctx.round_robin:
        return games
    players = len(ctx.lines)
    if players and ctx.n % players == 0:
        games -= ctx.n // players
    return games - sum(1 for line in ctx.lines.values() if all(c.opponent is None for c in line.cells))


def _koya_threshold(ctx: Context) -> int:
    """Half of the maximum, in units: the same for every player of the context, so worked out once."""
    threshold = cast("int | None", ctx.cache.get("koya-threshold"))
    if threshold is None:
        threshold = ctx.cache["koya-threshold"] = ctx.draw * koya_games(ctx)
    return threshold


def _koya_units(ctx: Context, line: Line, threshold: int) -> int:
    """The points of the line's games against opponents who scored `threshold` or more, in one sweep."""
    faced, lines = ctx.faced(line), ctx.lines
    return sum([points for opponent, points in zip(faced.games, faced.game_points)
                if lines[opponent].score >= threshold])


def koya_values(ctx: Context, starts: Sequence[Start], code: str, low: int, high: int) -> dict[Start, Fraction]:
    """`koya`'s values alone, for standings that are not explained."""
    threshold, lines, frac = _koya_threshold(ctx), ctx.lines, ctx.frac
    return {start: frac(_koya_units(ctx, lines[start], threshold)) for start in starts}


def koya(ctx: Context, start: Start, code: str) -> Value:
    """KS: points scored against opponents who reached half of the maximum (C.07 9.2;
    docs/rules/tiebreaks.md §10.12)."""
    threshold = _koya_threshold(ctx)
    line = ctx.lines[start]
    notes = () if ctx.round_robin else (say("koya.not_round_robin"),)
    lines = ctx.lines
    if not ctx.explain:
        return Value(code, ctx.frac(_koya_units(ctx, line, threshold)), (), ctx.rules, Shape.SUM, notes=notes)
    terms = []
    total = 0
    frac, game, scored = ctx.frac, line.game, line.points
    for index, cell in enumerate(line.cells):
        if cell.opponent is None or not game[index]:
            continue
        opponent_score = lines[cell.opponent].score
        counted = opponent_score >= threshold
        points = scored[index] if counted else 0
        total += points
        note = cast("str | None", ctx.cache.get(("koya-note", opponent_score)))
        if note is None:
            note = ctx.cache[("koya-note", opponent_score)] = say(
                "koya.reached" if counted else "koya.below", score=chess_text(frac(opponent_score)),
                threshold=chess_text(frac(threshold)))
        # round, opponent, value, raw (the opponent's score), adjustments, score, result, note
        terms.append(Term(index + 1, ctx.opponent(cell.opponent), frac(points), frac(opponent_score), (), None,
                          frac(scored[index]), note))
    return Value(code, frac(total), tuple(terms), ctx.rules, Shape.SUM, notes=notes)
