"""Direct encounters between tied teams: C.07 13.3 (EDE) with the 13.3.2 board tie-breaks of the direct match
(EDEBT, EDEBB, EDET, EDEB), and the Bavarian youth leagues' direct comparison with the Berlin score (DEBW)
(docs/rules/teams.md §3).

Each is a sequence of steps over the matches between the teams of a tied group (a mini-table): a step orders the
group by what each team scored in those matches, and places a team only where no missing match could change it
(C.07 6, as the individual direct encounter). The value is the number of the group's teams placed below.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType

from generator.core.teams.model import Score
from generator.core.teams.phrases import say
from generator.core.teams.scoring import ZERO, TeamRound
from generator.core.teams.tiebreaks import TeamContext, berlin_weights
from generator.core.tiebreaks.values import OpponentKind, Shape, Term, Value, chess_text


@dataclass(frozen=True)
class Step:
    """One way of comparing the teams of a group: what a team's match against another member gives it, and the
    most one match not played yet could give."""

    label: str
    measure: Callable[[TeamRound], Fraction]
    most: Fraction
    lower_is_better: bool = False


@dataclass(frozen=True)
class Procedure:
    """The steps of a direct encounter, and what follows a split (`restart`: the smaller groups start again from
    the first step; otherwise from the step that split them, as C.07 13.3 does, TEC exercise 45)."""

    scores: tuple[str, ...]                 # the score steps: "primary", "secondary", "berlin", "boards"
    pair_steps: tuple[str, ...] = ()        # for exactly two teams still tied (C.07 13.3.2): "BC", "TBR", "BBE"
    restart: bool = False


PROCEDURES = MappingProxyType({
    "EDE": Procedure(("primary", "secondary")),
    # C.07 13.3.2, the four combinations the 2026 text names (TieBreakServer's codes)
    "EDEBT": Procedure(("primary", "secondary"), ("BC", "TBR")),
    "EDEBB": Procedure(("primary", "secondary"), ("BC", "BBE")),
    "EDET": Procedure(("primary", "secondary"), ("TBR",)),
    "EDEB": Procedure(("primary", "secondary"), ("BBE",)),
    # Bayerische Schachjugend, Spielordnung (as its Durchführungsbestimmungen quote it): direct comparison,
    # the Berlin score of the direct comparison, the front-most winning board; steps 3–5 again for fewer teams
    "DEBW": Procedure(("primary", "berlin", "boards"), restart=True),
})


def _score_step(ctx: TeamContext, score: Score) -> Step:
    return Step(say(f"team.score.{score.value}"), lambda r: ctx.own(r, score), ctx.win[score])


def _weighted_step(ctx: TeamContext, label: str, weights: Sequence[int], lower_is_better: bool = False) -> Step:
    def measure(team_round: TeamRound) -> Fraction:
        return sum((w * p for w, p in zip(weights, team_round.boards)), ZERO)
    return Step(label, measure, ctx.league.points.win * sum(weights), lower_is_better)


def _steps(ctx: TeamContext, name: str) -> list[Step]:
    n = ctx.league.boards
    if name in ("primary", "secondary"):
        return [_score_step(ctx, ctx.primary if name == "primary" else ctx.primary.other)]
    if name == "berlin":
        return [_weighted_step(ctx, say("team.ede.berlin"), berlin_weights(n))]
    if name in ("boards", "TBR"):   # board 1 alone, then board 2, …: the same order as boards 1, 1–2, 1–3, …
        return [_weighted_step(ctx, say("team.ede.board", board=b), [int(i == b) for i in range(1, n + 1)])
                for b in range(1, n + 1)]
    if name == "BBE":
        return [_weighted_step(ctx, say("team.ede.without", k=k), [int(i <= n - k) for i in range(1, n + 1)])
                for k in range(1, n)]
    return [_weighted_step(ctx, say("team.ede.board_count"), range(1, n + 1), lower_is_better=True)]   # BC


def _mini_table(ctx: TeamContext, members: Sequence[str], step: Step
                ) -> tuple[dict[str, Fraction], dict[str, Fraction]]:
    """Each member's figure from its matches against the other members (two matches against one team are
    averaged, as the individual direct encounter does), and the most it could reach with the missing ones
    (for a lower-is-better figure: the least)."""
    inside = set(members)
    points: dict[str, Fraction] = {}
    best: dict[str, Fraction] = {}
    sign = -1 if step.lower_is_better else 1
    for member in members:
        met: dict[str, list[Fraction]] = {}
        for counted in ctx.counted(member):
            opponent = counted.round.opponent
            if opponent in inside and counted.opponent.kind is OpponentKind.REAL:
                met.setdefault(opponent, []).append(sign * step.measure(counted.round))
        points[member] = sum((sum(r, ZERO) / len(r) for r in met.values()), ZERO)
        missing = sum(1 for other in members if other != member and other not in met)
        best[member] = points[member] + missing * (0 if step.lower_is_better else step.most)
    return points, best


def _split(ctx: TeamContext, members: list[str], step: Step) -> list[list[str]]:
    """C.07 13.3 (and 6): the group ordered on the mini-table, cut only where nobody below can still catch up."""
    points, best = _mini_table(ctx, members, step)
    ordered = sorted(members, key=lambda m: (-points[m], ctx.league.team(m).number))
    groups, current = [], [ordered[0]]
    for i in range(1, len(ordered)):
        if min(points[u] for u in ordered[:i]) > max(best[x] for x in ordered[i:]):
            groups.append(current)
            current = []
        current.append(ordered[i])
    groups.append(current)
    return groups


def _tiers(ctx: TeamContext, members: list[str], procedure: Procedure, steps: list[Step], explained: list[str]
           ) -> list[list[str]]:
    """The group split into tiers, best first; each smaller group still tied is split again."""
    if len(members) < 2:
        return [members]
    for index, step in enumerate(steps):
        tiers = _split(ctx, members, step)
        if ctx.explain:
            explained.append(_explain_step(ctx, members, step))
        if len(tiers) > 1:
            again = steps if procedure.restart else steps[index:]
            return [sub for tier in tiers for sub in _tiers(ctx, tier, procedure, again, explained)]
    if len(members) == 2 and procedure.pair_steps and _met(ctx, members):
        for name in procedure.pair_steps:
            for step in _steps(ctx, name):
                tiers = _split(ctx, members, step)
                if ctx.explain:
                    explained.append(_explain_step(ctx, members, step))
                if len(tiers) > 1:
                    return tiers
    return [members]


def _met(ctx: TeamContext, members: Sequence[str]) -> bool:
    first, second = members
    return any(c.round.opponent == second and c.opponent.kind is OpponentKind.REAL for c in ctx.counted(first))


def _explain_step(ctx: TeamContext, members: Sequence[str], step: Step) -> str:
    points, _ = _mini_table(ctx, members, step)
    sign = -1 if step.lower_is_better else 1
    table = ", ".join(f"#{ctx.league.team(m).number} {chess_text(sign * points[m])}" for m in
                      sorted(members, key=lambda m: (-points[m], ctx.league.team(m).number)))
    key = "team.ede.step_lower" if step.lower_is_better else "team.ede.step"
    return say(key, score=step.label, group=_group(ctx, members), table=table)


def _group(ctx: TeamContext, members: Sequence[str]) -> str:
    return ", ".join(f"#{n}" for n in sorted(ctx.league.team(m).number for m in members))


def direct_encounter(ctx: TeamContext, group: Sequence[str], code: str, name: str = "EDE") -> dict[str, Value]:
    """The values of one tied group (tied on everything before it in the chain) under procedure `name`: the
    number of the group's teams placed below each."""
    members = sorted(group, key=lambda m: ctx.league.team(m).number)
    if len(members) < 2:
        return {m: Value(code, ZERO, (), ctx.rules, Shape.RANK, say("team.ede.not_tied"), decimals=0)
                for m in members}
    procedure = PROCEDURES[name]
    steps = [step for part in procedure.scores for step in _steps(ctx, part)]
    explained: list[str] = []
    tiers = _tiers(ctx, members, procedure, steps, explained)
    out, below = {}, len(members)
    for tier in tiers:
        below -= len(tier)
        for member in tier:
            summary = say("team.ede.summary", group=_group(ctx, members), steps="; ".join(explained), below=below) \
                if ctx.explain else ""
            terms = _terms(ctx, member, members) if ctx.explain else ()
            out[member] = Value(code, Fraction(below), terms, ctx.rules, Shape.RANK, summary, decimals=0)
    return out


def _terms(ctx: TeamContext, member: str, members: Sequence[str]) -> tuple[Term, ...]:
    inside = set(members)
    return tuple(Term(c.round.round, c.opponent, ctx.own(c.round, ctx.primary), result=c.round.gp,
                      note=say("team.ede.match"))
                 for c in ctx.counted(member)
                 if c.round.opponent in inside and c.opponent.kind is OpponentKind.REAL)
