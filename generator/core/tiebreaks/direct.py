"""Direct encounter (C.07 Art. 6; docs/rules/tiebreaks.md §10.6): an order inside a group of tied players, from
their games together.

The value is the number of players of the group placed below the player, so higher is better and
players the encounter cannot separate share a value.
"""
from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import lcm

from generator.core.model import Start
from generator.core.scoring import Cell
from generator.core.tiebreaks.context import PLAYED, Context
from generator.core.tiebreaks.values import Shape, Term, Value, chess_text
from generator.core.tiebreaks.wording import say

_GAME = say("de.game")
_FORFEIT = say("de.forfeit")


def in_mini_table(ctx: Context, cell: Cell) -> bool:
    """A game of the mini-table (`Context.mini_table_game`: forfeits too in round robins, C.07 15)."""
    return ctx.mini_table_game(cell)


class MiniTable:
    """The games of a group among themselves: points (two games against one opponent are averaged), best
    reachable points, and whether all have met. Kept in integers of 1/(unit · scale), `scale` the common multiple
    of the games per pair, so the splits compare ints; `points` and `best` are exact Fractions for the words."""

    def __init__(self, ctx: Context, members: Sequence[Start]) -> None:
        met = {m: _results_within(ctx.mini_results(ctx.lines[m]), members) for m in members}
        games = {len(r) for results in met.values() for r in results}
        self.scale = scale = lcm(*games) if members else 1
        win = ctx.win * scale
        self.units: dict[Start, int] = {}
        self.best_units: dict[Start, int] = {}
        self.complete = True
        for member in members:
            results = met[member]
            units = self.units[member] = (sum(map(sum, results)) if games == {1}
                                          else sum(sum(r) * (scale // len(r)) for r in results))
            missing = len(members) - 1 - len(results)
            self.complete = self.complete and not missing
            self.best_units[member] = units + missing * win
        self.denominator = ctx.unit * scale

    def points(self, member: Start) -> Fraction:
        return Fraction(self.units[member], self.denominator)


def _results_within(results: dict[Start, list[int]], members: Sequence[Start]) -> list[list[int]]:
    """A member's results against the others of the group: looked up by the fewer of his opponents and the
    group's members."""
    if len(results) <= len(members):
        inside = set(members)
        return [r for opponent, r in results.items() if opponent in inside]
    return [results[m] for m in members if m in results]


def tiers(ctx: Context, members: Sequence[Start], table: MiniTable | None = None) -> list[list[Start]]:
    """The group split into ordered tiers: a split stands only when nobody below can still catch up."""
    if len(members) < 2:
        return [list(members)]
    table = table or MiniTable(ctx, members)
    if not table.complete and not ctx.profile.de_certainty:
        return [list(members)]
    points, best = table.units, table.best_units
    ordered = sorted(sorted(members), key=points.__getitem__, reverse=True)   # stable: by number among equals
    best_below = [0] * len(ordered)   # best_below[i]: the best any of ordered[i:] can still reach
    reach = best_below[-1] = best[ordered[-1]]
    for i in range(len(ordered) - 2, -1, -1):
        reach = best_below[i] = max(reach, best[ordered[i]])
    groups, current = [], [ordered[0]]
    for i in range(1, len(ordered)):   # ordered[:i]'s lowest is ordered[i - 1]
        if points[ordered[i - 1]] > best_below[i]:
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
    mini = MiniTable(ctx, members)
    ordered = tiers(ctx, members, mini)
    complete = mini.complete
    table = ", ".join(f"#{m} {chess_text(mini.points(m))}"
                      for m in sorted(members, key=lambda m: (-mini.units[m], m)))
    met = say("de.all_met") if complete else say("de.not_all_met")
    if not complete and not ctx.profile.de_certainty:
        met = say("de.not_all_met_2012")
    below, out = len(members), {}
    named = "#" + ", #".join(map(str, members))
    for tier in ordered:
        below -= len(tier)
        for member in tier:
            place = len(members) - below - len(tier) + 1
            shared = (say("de.places_shared", first=place, last=place + len(tier) - 1) if len(tier) > 1
                      else say("de.place", place=place))
            summary = say("de.summary", group=named, met=met, table=table,
                          shared=shared, size=len(members), below=below)
            terms = _terms(ctx, member, members) if ctx.explain else ()
            out[member] = Value(code, Fraction(below), terms, ctx.rules, Shape.RANK, summary, decimals=0)
    return out


def direct_encounter_values(ctx: Context, group: Sequence[Start], code: str, low: int = 0,
                            high: int = 0) -> dict[Start, Fraction | None]:
    """`direct_encounter`'s values alone, for standings nobody reads the words of: the players ranked below
    each member of the group by the games among them (a round robin's standings after each of 46 rounds)."""
    members = sorted(group)
    if len(members) < 2:
        return {m: ctx.integer(0) for m in members}
    below = len(members)
    out: dict[Start, Fraction | None] = {}
    for tier in tiers(ctx, members, MiniTable(ctx, members)):
        below -= len(tier)
        out.update((member, ctx.integer(below)) for member in tier)
    return out


def _terms(ctx: Context, member: Start, members: Sequence[Start]) -> tuple[Term, ...]:
    line = ctx.lines[member]
    inside = set(members)
    terms = []
    for index, cell in enumerate(line.cells):
        if cell.opponent in inside and in_mini_table(ctx, cell):
            note = _GAME if cell.kind in PLAYED else _FORFEIT
            terms.append(Term(index + 1, ctx.opponent(cell.opponent), ctx.frac(line.points[index]),
                              result=ctx.frac(line.points[index]), note=note))
    return tuple(terms)
