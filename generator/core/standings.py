"""Standings after any round k: points, then the tournament's tie-break chain, shared ranks for full ties.

Pure. Rounds 1..k only count (docs/rules/tiebreaks.md §3.3). The chain is applied one tie-break at a time to the groups
still tied, so direct encounter sees exactly the players tied on everything before it; players still tied
after the whole chain share a rank ("5–7") and are listed by starting number.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from math import lcm

from generator.core.keizer.ranking import Ranking, is_keizer, ranking_after
from generator.core.model import RuleSet, Start, Tournament
from generator.core.scoring import RoundCellsMemo, Scorecard
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.registry import Code, compute, parse_chain, values_only
from generator.core.tiebreaks.rules import rules_for
from generator.core.tiebreaks.values import Value


@dataclass(frozen=True)
class StandingRow:
    rank: int                 # first rank of the tie group
    rank_last: int            # last rank of the tie group (== rank when not shared)
    start: Start
    points: Fraction
    tiebreaks: tuple[Fraction | None, ...] = ()   # in the order of the chain; None: undefined for the player

    @property
    def rank_label(self) -> str:
        return str(self.rank) if self.rank == self.rank_last else f"{self.rank}–{self.rank_last}"


@dataclass(frozen=True)
class Standings:
    after_round: int
    chain: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    cards: dict[Start, Scorecard]
    rules: RuleSet = RuleSet.NONE
    explanations: Mapping[Start, tuple[Value, ...]] = field(default_factory=dict)  # per player, chain order
    counted: Mapping[Start, Fraction] = field(default_factory=dict)   # each score as opponents' tie-breaks count it
    keizer: Ranking | None = None     # a Keizer competition's ranking, which orders the rows (core/keizer/)

    def row(self, start: Start) -> StandingRow:
        return next(r for r in self.rows if r.start == start)


class ContextMemo:
    """The context of the standings computed last of each tournament, kept until the standings after its next
    round take it over (`standings_and_context`'s `previous`); at most `size` tournaments, the oldest go first.

    A tournament is named by a text of its settings; the rounds it was computed over are kept beside the context
    and compared (by identity first, so cheaply) rather than hashed."""

    def __init__(self, size: int = 8) -> None:
        self._size = size
        self._kept: dict[str, tuple[Sequence[object], Context]] = {}

    def take(self, name: str, rounds: Sequence[object], after_round: int) -> Context | None:
        """The context kept for the tournament `name` after `after_round` over these rounds, no longer kept."""
        kept = self._kept.get(name)
        if kept is None or kept[1].n != after_round or kept[0] != rounds:
            return None
        del self._kept[name]
        return kept[1]

    def keep(self, name: str, rounds: Sequence[object], context: Context) -> None:
        self._kept.pop(name, None)
        self._kept[name] = (rounds, context)
        while len(self._kept) > self._size:
            del self._kept[next(iter(self._kept))]


def compute_standings(tournament: Tournament, after_round: int, *, rules: RuleSet | None = None,
                      chain: Sequence[str] | None = None, explain: bool = True,
                      memo: RoundCellsMemo | None = None) -> Standings:
    """Rank players on points over rounds 1..after_round, then the tie-break chain, then share ranks.

    `rules` and `chain` override the tournament's own (the command line's --rules and --tiebreaks).
    Without `explain` the standings keep no explanations (a site shows them for the latest round only, and
    every round's terms of a league's site held at once would be most of the build's memory). `memo` (a build
    session's) keeps the cells of each round for the standings after the next (`scoring.scorecards`).
    Raises `UnknownTieBreak` for a code the engine does not know.
    """
    return standings_and_context(tournament, after_round, rules=rules, chain=chain, explain=explain, memo=memo)[0]


def standings_and_context(tournament: Tournament, after_round: int, *, rules: RuleSet | None = None,
                          chain: Sequence[str] | None = None, explain: bool = True,
                          memo: RoundCellsMemo | None = None,
                          previous: Context | None = None) -> tuple[Standings, Context]:
    """`compute_standings`, and the context it was computed in: pass that as `previous` to the standings after
    the next round of the same tournament, whose players' lines then grow by one round each instead of being
    made again (`tiebreaks.Context`). Anything else of `previous` than its lines is not used."""
    rule_set = rules if rules is not None else rules_for(tournament)
    keizer = is_keizer(tournament)
    codes = () if keizer else parse_chain(tournament.tiebreaks if chain is None else chain)
    ctx = Context(tournament, after_round, rule_set, explain=explain, memo=memo, previous=previous)
    computed = _compute(ctx, codes)
    return (_by_keizer(computed, ranking_after(tournament, after_round)) if keizer else computed), ctx


def _by_keizer(standings: Standings, ranking: Ranking) -> Standings:
    """A Keizer competition's standings: its ranking's order, every rank its own (equal Keizer points are
    ordered by the starting list: docs/rules/keizer.md §6); the points stay the games' points."""
    points = {row.start: row.points for row in standings.rows}
    rows = tuple(StandingRow(rank, rank, start, points[start]) for rank, start in enumerate(ranking.order, start=1))
    return replace(standings, rows=rows, keizer=ranking)


def _compute(ctx: Context, codes: tuple[Code, ...]) -> Standings:
    after_round, rule_set, explain = ctx.n, ctx.rules, ctx.explain
    points = {start: ctx.frac(line.score) for start, line in ctx.lines.items()}
    scores = {start: line.score for start, line in ctx.lines.items()}   # integer units: the order of the points
    groups = _split(list(ctx.starts), scores)
    values: dict[str, Mapping[Start, Value]] = {}
    figures: list[Mapping[Start, Fraction | None]] = []
    for code in codes:
        if explain:
            values[code.text] = _values_for(ctx, code, groups)
            figures.append({start: value.value for start, value in values[code.text].items()})
        else:
            figures.append(_figures_for(ctx, code, groups))
        groups = [part for group in groups for part in _split_by(group, figures[-1], code.lowest_first)]
    rows: list[StandingRow] = []
    for group in groups:
        first = len(rows) + 1
        for start in sorted(group):
            rows.append(StandingRow(first, first + len(group) - 1, start, points[start],
                                    tuple([f[start] for f in figures])))
    explanations = {s: tuple(values[c.text][s] for c in codes) for s in ctx.starts} if explain else {}
    counted = {start: ctx.frac(line.seen) for start, line in ctx.lines.items()}   # 2012 S*, C.07 16.3 AS
    return Standings(after_round, tuple(c.text for c in codes), tuple(rows), ctx.cards, rule_set, explanations,
                     counted)


def explain(tournament: Tournament, start: Start, after_round: int, *, rules: RuleSet | None = None,
            chain: Sequence[str] | None = None) -> tuple[Value, ...]:
    """How each tie-break of the chain was computed for one player (direct encounter needs the standings)."""
    return compute_standings(tournament, after_round, rules=rules, chain=chain).explanations[start]


def _values_for(ctx: Context, code: Code, groups: list[list[Start]]) -> Mapping[Start, Value]:
    if not code.tiebreak.per_group:
        return compute(ctx, code, ctx.starts)
    out: dict[Start, Value] = {}
    for group in groups:
        out.update(compute(ctx, code, group))
    return out


def _figures_for(ctx: Context, code: Code, groups: list[list[Start]]) -> Mapping[Start, Fraction | None]:
    """The values alone, for standings that are not explained (`tiebreaks.values`)."""
    if not code.tiebreak.per_group:
        return values_only(ctx, code, ctx.starts)
    out: dict[Start, Fraction | None] = {}
    for group in groups:
        out.update(values_only(ctx, code, group))
    return out


SortKey = int | tuple[int, int]   # points in units, or (defined, value in units)


def _split_by(group: list[Start], figures: Mapping[Start, Fraction | None],
              lowest_first: bool = False) -> list[list[Start]]:
    """The group ordered best first by the tie-break's `figures`, cut where they change. Each value is compared
    as an integer multiple of 1/L (L: the common denominator of the group's values), so that sorting compares
    ints, not Fractions; exact all the same. An undefined value ranks below every value. A group of one is
    not looked at (after the first tie-breaks most are). `lowest_first`: the lowest value is best (TPN)."""
    if len(group) == 1:
        return [group]
    values = [figures[start] for start in group]
    scale = lcm(*{f.denominator for f in values if f is not None})
    sign = -1 if lowest_first else 1
    keys = {start: (0, 0) if f is None else (1, sign * f.numerator * (scale // f.denominator))
            for start, f in zip(group, values)}
    return _split(group, keys)


def _split(group: list[Start], keys: Mapping[Start, SortKey]) -> list[list[Start]]:
    """The group ordered best first by `keys`, cut where the key changes."""
    if len(group) == 1:
        return [group]
    ordered = sorted(group, key=keys.__getitem__, reverse=True)
    parts: list[list[Start]] = [[ordered[0]]]
    last = keys[ordered[0]]
    for start in ordered[1:]:
        key = keys[start]
        if key == last:
            parts[-1].append(start)
        else:
            parts.append([start])
            last = key
    return parts
