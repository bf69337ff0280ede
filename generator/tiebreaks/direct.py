"""Direct encounter (C.07 Art. 6; docs/rules/tiebreaks.md §10.6): an order inside a group of tied players, from
their games together.

The value is the number of players of the group placed below the player, so higher is better and
players the encounter cannot separate share a value.
"""
from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from typing import Sequence

from ..model import Start
from ..scoring import Cell, CellKind
from .context import PLAYED, Context
from .values import Shape, Term, Value, chess_text
from .wording import say


def in_mini_table(ctx: Context, cell: Cell) -> bool:
    """A game of the mini-table: played over the board; in a round robin a forfeit too, for the winner and the
    loser alike. C.07 15 counts a round-robin forfeit as a game against the scheduled opponent; the 2026
    amendment (15.2) takes the forfeit loss out of the Type-B counts (Art. 7) and the rating-based tie-breaks
    (Art. 10) only, so direct encounter (Art. 6) keeps both sides (docs/rules/decisions.md §2.27)."""
    if cell.kind in PLAYED:
        return True
    return (ctx.round_robin and cell.opponent is not None
            and cell.kind in (CellKind.FORFEIT_WIN, CellKind.FORFEIT_LOSS))


def _games(ctx: Context, members: Sequence[Start]) -> dict[Start, dict[Start, list[int]]]:
    """Each member's results (units) against each other member: played games; forfeits too in round robins."""
    inside = set(members)
    results: dict[Start, dict[Start, list[int]]] = {m: defaultdict(list) for m in members}
    for member in members:
        line = ctx.lines[member]
        for index, cell in enumerate(line.cells):
            if cell.opponent in inside and in_mini_table(ctx, cell):
                results[member][cell.opponent].append(line.points[index])
    return results


def _mini_table(ctx: Context, members: Sequence[Start]) -> tuple[dict[Start, Fraction], dict[Start, Fraction], bool]:
    """Mini-table points (two games against one opponent are averaged), best reachable points, all met?"""
    results = _games(ctx, members)
    points: dict[Start, Fraction] = {}
    best: dict[Start, Fraction] = {}
    complete = True
    for member in members:
        met = results[member]
        points[member] = sum((Fraction(sum(r), len(r) * ctx.unit) for r in met.values()), Fraction(0))
        missing = sum(1 for other in members if other != member and other not in met)
        complete = complete and not missing
        best[member] = points[member] + missing * ctx.frac(ctx.win)
    return points, best, complete


def tiers(ctx: Context, members: Sequence[Start]) -> list[list[Start]]:
    """The group split into ordered tiers: a split stands only when nobody below can still catch up."""
    if len(members) < 2:
        return [list(members)]
    points, best, complete = _mini_table(ctx, members)
    if not complete and not ctx.profile.de_certainty:
        return [list(members)]
    ordered = sorted(members, key=lambda m: (-points[m], m))
    groups, current = [], [ordered[0]]
    for i in range(1, len(ordered)):
        upper, lower = ordered[:i], ordered[i:]
        if min(points[u] for u in upper) > max(best[x] for x in lower):
            groups.append(current)
            current = []
        current.append(ordered[i])
    groups.append(current)
    if len(groups) == 1:
        return groups
    return [sub for group in groups for sub in tiers(ctx, group)]


def direct_encounter(ctx: Context, group: Sequence[Start], code: str) -> dict[Start, Value]:
    """DE values for one group of players tied on everything before DE in the chain."""
    members = sorted(group)
    if len(members) < 2:
        return {m: Value(code, Fraction(0), (), ctx.rules, Shape.RANK, say("de.not_tied"), decimals=0)
                for m in members}
    ordered = tiers(ctx, members)
    points, _, complete = _mini_table(ctx, members)
    table = ", ".join(f"#{m} {chess_text(points[m])}" for m in sorted(members, key=lambda m: (-points[m], m)))
    met = say("de.all_met") if complete else say("de.not_all_met")
    if not complete and not ctx.profile.de_certainty:
        met = say("de.not_all_met_2012")
    below, out = len(members), {}
    for tier in ordered:
        below -= len(tier)
        for member in tier:
            place = len(members) - below - len(tier) + 1
            shared = (say("de.places_shared", first=place, last=place + len(tier) - 1) if len(tier) > 1
                      else say("de.place", place=place))
            summary = say("de.summary", group="#" + ", #".join(map(str, members)), met=met, table=table,
                          shared=shared, size=len(members), below=below)
            terms = _terms(ctx, member, members) if ctx.explain else ()
            out[member] = Value(code, Fraction(below), terms, ctx.rules, Shape.RANK, summary, decimals=0)
    return out


def _terms(ctx: Context, member: Start, members: Sequence[Start]) -> tuple[Term, ...]:
    line = ctx.lines[member]
    inside = set(members)
    terms = []
    for index, cell in enumerate(line.cells):
        if cell.opponent in inside and in_mini_table(ctx, cell):
            note = say("de.game") if cell.kind in PLAYED else say("de.forfeit")
            terms.append(Term(index + 1, ctx.opponent(cell.opponent), ctx.frac(line.points[index]),
                              result=ctx.frac(line.points[index]), note=note))
    return tuple(terms)
