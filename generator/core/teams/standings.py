"""The league table after any round k: the primary score, then the league's tie-break chain, shared ranks.

Pure, and shaped as `generator.core.standings` is: the chain is applied one tie-break at a time to the groups still
tied (so EDE sees exactly the teams tied on everything before it); teams still tied after the whole chain share
a rank ("5–7") and are listed by team number. Rounds 1..k only count.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from generator.core.teams.chain import TeamCode, compute_team, parse_team_chain, sort_key
from generator.core.teams.ledger import Ledger
from generator.core.teams.model import League, Score
from generator.core.teams.scoring import TeamCard
from generator.core.teams.tiebreaks import TeamContext
from generator.core.tiebreaks.values import Value


@dataclass(frozen=True)
class TeamRow:
    rank: int
    rank_last: int
    team: str
    played: int
    won: int
    drawn: int
    lost: int
    mp: Fraction
    gp: Fraction
    tiebreaks: tuple[Value, ...] = ()     # in chain order

    @property
    def rank_label(self) -> str:
        return str(self.rank) if self.rank == self.rank_last else f"{self.rank}–{self.rank_last}"


@dataclass(frozen=True)
class LeagueTable:
    after_round: int
    chain: tuple[str, ...]
    primary: Score
    rows: tuple[TeamRow, ...]
    cards: Mapping[str, TeamCard] = field(default_factory=dict)

    def row(self, team: str) -> TeamRow:
        return next(r for r in self.rows if r.team == team)


def compute_league_table(league: League, after_round: int | None = None, *, chain: Sequence[str] | None = None,
                         explain: bool = True) -> LeagueTable:
    """Rank the teams on the primary score over rounds 1..after_round (default: every round entered), then on
    the chain (the league's own unless given). Raises `UnknownTieBreak` for a code the registry does not know."""
    last = league.rounds_entered if after_round is None else after_round
    return _table(TeamContext(league, last, explain=explain), chain)


def compute_league_tables(league: League, *, chain: Sequence[str] | None = None) -> tuple[LeagueTable, ...]:
    """The table after each round 1..k entered (a league page's "after round 3"): the matches are scored once
    and each round's totals are the previous round's plus its own (`Ledger`); only the last table keeps its
    explanations."""
    last = league.rounds_entered
    ledger = Ledger(league, last)
    return tuple(_table(TeamContext(league, k, explain=k == last, ledger=ledger), chain) for k in range(1, last + 1))


def _table(ctx: TeamContext, chain: Sequence[str] | None) -> LeagueTable:
    league, last = ctx.league, ctx.n
    codes = parse_team_chain(league.tiebreaks if chain is None else chain)
    slugs = [t.slug for t in league.teams]
    primary = ctx.points[league.primary]
    groups = _split(slugs, lambda s: (primary[s],))
    values: dict[str, Mapping[str, Value]] = {}
    for code in codes:
        values[code.text] = _values_for(ctx, code, groups)
        keys = {slug: sort_key(code, value) for slug, value in values[code.text].items()}
        groups = [part for group in groups for part in _split(group, keys.__getitem__)]
    rows: list[TeamRow] = []
    number = {t.slug: t.number for t in league.teams}
    for group in groups:
        first = len(rows) + 1
        for slug in sorted(group, key=number.__getitem__):
            played, won, drawn, lost = ctx.ledger.counts[slug][last]
            rows.append(TeamRow(first, first + len(group) - 1, slug, played, won, drawn, lost,
                                ctx.totals[Score.MP][slug], ctx.totals[Score.GP][slug],
                                tuple(values[c.text][slug] for c in codes)))
    return LeagueTable(last, tuple(c.text for c in codes), league.primary, tuple(rows), ctx.cards)


def _values_for(ctx: TeamContext, code: TeamCode, groups: list[list[str]]) -> Mapping[str, Value]:
    if not code.tiebreak.per_group:
        return compute_team(ctx, code, [s for group in groups for s in group])
    out: dict[str, Value] = {}
    for group in groups:
        out.update(compute_team(ctx, code, group))
    return out


def _split(group: list[str], key: Callable[[str], tuple[Fraction | int, ...]]) -> list[list[str]]:
    """The group ordered best first by `key`, cut where the key changes."""
    if len(group) == 1:
        return [group]
    keys = {slug: key(slug) for slug in group}
    ordered = sorted(group, key=keys.__getitem__, reverse=True)
    parts: list[list[str]] = [[ordered[0]]]
    for slug in ordered[1:]:
        if keys[parts[-1][0]] == keys[slug]:
            parts[-1].append(slug)
        else:
            parts.append([slug])
    return parts
