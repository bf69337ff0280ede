"""The team tie-breaks of FIDE C.07 (articles 12, 13 and 16 with the team as participant) and the Berlin
score, explained term by term (docs/rules/teams.md §3).

Pure: a `League` in, `generator.tiebreaks.Value`s out (the individual engine's value objects, so a page shows
both alike). Notation of C.07 13: X the team, O_r its opponent in round r, s_r X's score in round r, S(O) the
opponent's score after the last round counted, n boards, p_b the team's points on board b.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import lcm

from ..model import RuleSet, Start
from ..tiebreaks import (
    Adjustment,
    Opponent,
    OpponentKind,
    Shape,
    Term,
    Value,
    chess_text,
)
from .model import League, Score
from .scoring import ZERO, Outcome, TeamCard, TeamRound, team_cards
from .wording import say

_RULES = RuleSet.FIDE_2024   # C.07 as the 2023/2024 text has it, with the team as participant


@dataclass(frozen=True)
class Counted:
    """One round as a sum-type team tie-break counts it: against whom, at what score, and why."""

    round: TeamRound
    opponent: Opponent
    seen: dict[Score, Fraction]            # the opponent's (or dummy's) score in each score system
    note: str | None = None
    adjustments: tuple[Adjustment, ...] = ()


class TeamContext:
    """A league after round `n`, with what the tie-breaks share computed once."""

    def __init__(self, league: League, after_round: int, *, explain: bool = True,
                 cards: Mapping[str, TeamCard] | None = None,
                 units: dict[int, tuple[TeamRound, list[int]]] | None = None) -> None:
        """`cards` (every round's, cut here after round `after_round`) and `units` (board points in integer units
        by round) may be shared by the contexts of one league's tables after each round."""
        self.league = league
        self.n = after_round
        self.explain = explain
        self.primary = league.primary
        self.cards: dict[str, TeamCard] = (team_cards(league, after_round) if cards is None else
                                           {s: TeamCard(s, c.rounds[:after_round]) for s, c in cards.items()})
        denominators = {league.points.win.denominator, league.points.draw.denominator,
                        league.points.loss.denominator, league.points.forfeit_win.denominator}
        self.unit = lcm(*denominators)   # board figures are summed as integers in 1/unit
        self.totals = {Score.MP: {s: c.mp for s, c in self.cards.items()},
                       Score.GP: {s: c.gp for s, c in self.cards.items()}}
        self.draw = {Score.MP: league.match_points.draw, Score.GP: league.points.draw * league.boards}
        self.win = {Score.MP: league.match_points.win, Score.GP: league.points.win * league.boards}
        self.seen: dict[str, dict[Score, Fraction]] = {}
        self.seen_adjustments: dict[str, tuple[Adjustment, ...]] = {}
        for slug, card in self.cards.items():
            self._seen(slug, card)
        self._counted: dict[str, tuple[Counted, ...]] = {}
        self._opponents: dict[str, Opponent] = {}
        self._units: dict[int, tuple[TeamRound, list[int]]] = {} if units is None else units

    def opponent(self, slug: str) -> Opponent:
        found = self._opponents.get(slug)
        if found is None:
            team = self.league.team(slug)
            found = self._opponents[slug] = Opponent(OpponentKind.REAL, Start(team.number), team.name)
        return found

    def own(self, team_round: TeamRound, score: Score) -> Fraction:
        return team_round.mp if score is Score.MP else team_round.gp

    def _seen(self, slug: str, card: TeamCard) -> None:
        """C.07 16.3: a requested bye followed by no round the team was available to play counts, for the
        opponents' tie-breaks, as a draw (TEC exercise 35: team #7's zero-point bye in the last round)."""
        seen = {Score.MP: card.mp, Score.GP: card.gp}
        adjustments = []
        for team_round in reversed(card.rounds):
            if team_round.outcome in (Outcome.OFF, Outcome.PENDING):
                continue
            if not team_round.outcome.requested:
                break
            for score in Score:
                change = self.draw[score] - self.own(team_round, score)
                seen[score] += change
                if score is self.primary and change:
                    adjustments.append(Adjustment(say("team.explain.adjusted", round=team_round.round),
                                                  change, team_round.round))
        self.seen[slug] = seen
        self.seen_adjustments[slug] = tuple(adjustments)

    def counted(self, slug: str) -> tuple[Counted, ...]:
        """Each finished round of a team as the sum-type tie-breaks count it."""
        cached = self._counted.get(slug)
        if cached is None:
            cached = self._counted[slug] = tuple(self._count(slug, r) for r in self.cards[slug].rounds
                                                 if r.outcome is not Outcome.PENDING)
        return cached

    def _count(self, slug: str, team_round: TeamRound) -> Counted:
        outcome = team_round.outcome
        forfeited = outcome in (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS, Outcome.DOUBLE_FORFEIT)
        if team_round.opponent is not None and (outcome.played or (forfeited and not self.league.swiss)):
            note = say("team.explain.forfeit_counts") if forfeited and self.explain else None
            return Counted(team_round, self.opponent(team_round.opponent), self.seen[team_round.opponent], note,
                           self.seen_adjustments[team_round.opponent])
        if outcome is Outcome.OFF:
            return Counted(team_round, Opponent(OpponentKind.NONE), {Score.MP: ZERO, Score.GP: ZERO},
                           say("team.explain.off") if self.explain else None)
        own = {Score.MP: self.totals[Score.MP][slug], Score.GP: self.totals[Score.GP][slug]}   # C.07 16.4
        formula = say("team.explain.dummy", outcome=say(f"team.outcome.{outcome.value}"),
                      score=say(f"team.score.{self.primary.value}"), value=chess_text(own[self.primary])) \
            if self.explain else None
        return Counted(team_round, Opponent(OpponentKind.DUMMY, formula=formula), own)


def _cut(ctx: TeamContext, terms: list[Term], significance: Sequence[Fraction], low: int, high: int
         ) -> list[Term]:
    """C.07 16.5: of a cut, a voluntarily unplayed round goes first when its value is at least the least
    significant one; otherwise the least significant value; a median also cuts the highest values."""
    remaining = list(range(len(terms)))
    reasons: dict[int, str] = {}
    for _ in range(low):
        if not remaining:
            break
        least = min(remaining, key=lambda i: (significance[i], terms[i].value, i))
        voluntary = [i for i in remaining if terms[i].voluntary]
        vur = min(voluntary, key=lambda i: (terms[i].value, i)) if voluntary else None
        if vur is not None and terms[vur].value >= terms[least].value:
            least, reason = vur, say("team.explain.cut_voluntary")
        else:
            reason = say("team.explain.cut_lowest")
        remaining.remove(least)
        reasons[least] = reason
    for _ in range(high):
        if not remaining:
            break
        highest = max(remaining, key=lambda i: (terms[i].value, -i))
        remaining.remove(highest)
        reasons[highest] = say("team.explain.cut_highest")
    return [t.as_cut(reasons[i]) if i in reasons else t for i, t in enumerate(terms)]


def _sum_value(ctx: TeamContext, code: str, terms: list[Term]) -> Value:
    total = sum((t.used for t in terms), ZERO)
    return Value(code, total, tuple(terms) if ctx.explain else (), _RULES)


def score_total(ctx: TeamContext, slug: str, code: str, score: Score) -> Value:
    """MP or GP (C.07 11.1); with the secondary score, MPvGP (C.07 13.1)."""
    terms = [Term(r.round, ctx.opponent(r.opponent) if r.opponent else None, ctx.own(r, score))
             for r in ctx.cards[slug].rounds if r.counts]
    return _sum_value(ctx, code, terms)


def buchholz(ctx: TeamContext, slug: str, code: str, score: Score, low: int = 0, high: int = 0) -> Value:
    """C.07 8.1 with the team as participant: the sum of the opponents' scores (adjusted by 16.3; an unplayed
    match in a team Swiss counts against a dummy team with the team's own score, 16.4)."""
    terms, significance = [], []
    for counted in ctx.counted(slug):
        value = counted.seen[score]
        adjustments = counted.adjustments if score is ctx.primary and ctx.explain else ()
        raw = value - sum((a.change for a in adjustments), ZERO)
        terms.append(Term(counted.round.round, counted.opponent, value, raw=raw, score=value, note=counted.note,
                          adjustments=adjustments,
                          voluntary=counted.round.outcome.voluntary))
        significance.append(value)
    return _sum_value(ctx, code, _cut(ctx, terms, significance, low, high))


def extended_sb(ctx: TeamContext, slug: str, code: str, opponent_score: Score, own_score: Score,
                low: int = 0) -> Value:
    """C.07 13.2.1–13.2.4: Σ S_a(O_r) · s_b,r, a = the opponent's score and b = the team's own, each MP or GP
    (EMMSB: MP·MP, EMGSB: opponent's MP · own GP, EGMSB: opponent's GP · own MP, EGGSB: GP·GP). A cut drops
    the least significant opponent (the lowest S_a), not the smallest product (TEC exercise 38)."""
    terms, significance = [], []
    opponent_word = say(f"team.score.{opponent_score.value}")
    for counted in ctx.counted(slug):
        factor = counted.seen[opponent_score]
        result = ctx.own(counted.round, own_score)
        note = counted.note
        if ctx.explain and counted.opponent.kind is not OpponentKind.NONE:
            product = say("team.explain.product", own=chess_text(result), opponent=opponent_word,
                          figure=chess_text(factor), value=chess_text(result * factor))
            note = product if note is None else f"{note}; {product}"
        terms.append(Term(counted.round.round, counted.opponent, result * factor, raw=factor, score=factor,
                          result=result, note=note, voluntary=counted.round.outcome.voluntary))
        significance.append(factor)
    return _sum_value(ctx, code, _cut(ctx, terms, significance, low, 0))


def matches_won(ctx: TeamContext, slug: str, code: str) -> Value:
    """Matches won, forfeits included (C.07 7.1 with the team as participant; DSJ Spielordnung 5.3, 5.4)."""
    terms = [Term(r.round, ctx.opponent(r.opponent) if r.opponent else None, Fraction(int(r.outcome.won)),
                  note=say("team.explain.won" if r.outcome.won else "team.explain.not_won") if ctx.explain else None)
             for r in ctx.cards[slug].rounds if r.counts]
    return _sum_value(ctx, code, terms)


def _board_rounds(ctx: TeamContext, slug: str) -> list[TeamRound]:
    """The rounds the board tie-breaks count: individual forfeits as played, a bye or a match won by forfeit
    as every board won (TEC exercises §12)."""
    return [r for r in ctx.cards[slug].rounds if r.counts and r.boards]


def _units(ctx: TeamContext, team_round: TeamRound) -> list[int]:
    """A round's board points as integers in 1/unit, worked out once per round and context."""
    kept = ctx._units.get(id(team_round))
    if kept is None or kept[0] is not team_round:
        kept = ctx._units[id(team_round)] = (team_round, [p.numerator * (ctx.unit // p.denominator)
                                                          for p in team_round.boards])
    return kept[1]


def _board_term(ctx: TeamContext, team_round: TeamRound, weights: Sequence[int]) -> Term:
    value = Fraction(sum(w * u for w, u in zip(weights, _units(ctx, team_round))), ctx.unit)
    note = None
    if ctx.explain:
        working = " + ".join(f"{w}×{chess_text(p)}" for w, p in zip(weights, team_round.boards))
        note = say("team.explain.boards", working=f"{working} = {chess_text(value)}")
    opponent = ctx.opponent(team_round.opponent) if team_round.opponent else None
    return Term(team_round.round, opponent, value, note=note)


def board_count(ctx: TeamContext, slug: str, code: str) -> Value:
    """C.07 12.1: Σ over the matches of Σ_b b · p_b; lower is better (the points sit on higher boards)."""
    weights = list(range(1, ctx.league.boards + 1))
    value = _sum_value(ctx, code, [_board_term(ctx, r, weights) for r in _board_rounds(ctx, slug)])
    summary = say("team.explain.lower_better", value=chess_text(value.value or ZERO)) if ctx.explain else ""
    return Value(code, value.value, value.terms, _RULES, Shape.SUM, summary)


def berlin(ctx: TeamContext, slug: str, code: str) -> Value:
    """The Berlin score (Berliner Wertung): on board b of n, the points count n − b + 1 times (board 1 the most,
    the last board once), summed over every match (docs/rules/teams.md §4)."""
    n = ctx.league.boards
    weights = [n - b + 1 for b in range(1, n + 1)]
    return _sum_value(ctx, code, [_board_term(ctx, r, weights) for r in _board_rounds(ctx, slug)])


def _board_totals(ctx: TeamContext, slug: str) -> list[Fraction]:
    totals = [0] * ctx.league.boards
    for team_round in _board_rounds(ctx, slug):
        for index, units in enumerate(_units(ctx, team_round)):
            totals[index] += units
    return [Fraction(t, ctx.unit) for t in totals]


def _vector(ctx: TeamContext, code: str, figures: list[Fraction], key: str, shift: int) -> Value:
    terms = tuple(Term(None, None, figure, note=say(key, k=index + shift, value=chess_text(figure))
                       if ctx.explain else None) for index, figure in enumerate(figures))
    summary = say("team.explain.vector", figures=", ".join(chess_text(f) for f in figures)) if ctx.explain else ""
    return Value(code, figures[0] if figures else ZERO, terms, _RULES, Shape.RANK, summary)


def top_board_results(ctx: TeamContext, slug: str, code: str) -> Value:
    """C.07 12.2: the game points on board 1, then on boards 1–2, 1–3, … compared in turn."""
    totals, running, figures = _board_totals(ctx, slug), ZERO, []
    for points in totals:
        running += points
        figures.append(running)
    return _vector(ctx, code, figures, "team.explain.cumulative", 1)


def bottom_board_elimination(ctx: TeamContext, slug: str, code: str) -> Value:
    """C.07 12.3: the game points without the last board, then without the last two, … compared in turn."""
    totals = _board_totals(ctx, slug)
    whole = sum(totals, ZERO)
    figures, running = [], whole
    for points in reversed(totals[1:]):
        running -= points
        figures.append(running)
    return _vector(ctx, code, figures, "team.explain.without", 1)


def normalisation_factor(league: League, rounds: int) -> int:
    """C.07 13.4.2: the maximum primary score of the event over the maximum secondary score of a match, rounded
    down (TEC exercise 49: 7 rounds × 2 MP over 4 GP gives 3)."""
    if league.primary is Score.MP:
        most, per_match = league.match_points.win * rounds, league.points.win * league.boards
    else:
        most, per_match = league.points.win * league.boards * rounds, league.match_points.win
    return max(int(most // per_match), 1) if per_match else 1


def schedule_strength(ctx: TeamContext, slug: str, code: str) -> Value:
    """C.07 13.4 (SSSC): the secondary score plus the Buchholz on the primary score divided by the
    normalisation factor."""
    factor = normalisation_factor(ctx.league, max(ctx.league.rounds, ctx.n))
    secondary = ctx.totals[ctx.primary.other][slug]
    bh = buchholz(ctx, slug, f"BH:{ctx.primary.value}", ctx.primary)
    value = secondary + Fraction(bh.value or ZERO, factor)
    summary = say("team.explain.sssc", secondary=chess_text(secondary), bh=chess_text(bh.value or ZERO),
                  factor=factor, value=chess_text(value)) if ctx.explain else ""
    return Value(code, value, bh.terms, _RULES, Shape.AVERAGE, summary)


# -- extended direct encounter ----------------------------------------------------------------------------

def _mini_table(ctx: TeamContext, members: Sequence[str], score: Score
                ) -> tuple[dict[str, Fraction], dict[str, Fraction]]:
    """Each member's score from its matches against the other members (two matches against one team are
    averaged, as the individual direct encounter does), and the most it could reach with the missing ones."""
    inside = set(members)
    points: dict[str, Fraction] = {}
    best: dict[str, Fraction] = {}
    for member in members:
        met: dict[str, list[Fraction]] = {}
        for counted in ctx.counted(member):
            opponent = counted.round.opponent
            if opponent in inside and counted.opponent.kind is OpponentKind.REAL:
                met.setdefault(opponent, []).append(ctx.own(counted.round, score))
        points[member] = sum((sum(r, ZERO) / len(r) for r in met.values()), ZERO)
        missing = sum(1 for other in members if other != member and other not in met)
        best[member] = points[member] + missing * ctx.win[score]
    return points, best


def _split(ctx: TeamContext, members: list[str], score: Score) -> list[list[str]]:
    """C.07 13.3 (and 6): the group ordered on the mini-table, cut only where nobody below can still catch up."""
    points, best = _mini_table(ctx, members, score)
    ordered = sorted(members, key=lambda m: (-points[m], ctx.league.team(m).number))
    groups, current = [], [ordered[0]]
    for i in range(1, len(ordered)):
        if min(points[u] for u in ordered[:i]) > max(best[x] for x in ordered[i:]):
            groups.append(current)
            current = []
        current.append(ordered[i])
    groups.append(current)
    return groups


def _ede_tiers(ctx: TeamContext, members: list[str], scores: tuple[Score, ...], steps: list[str]
               ) -> list[list[str]]:
    """C.07 13.3.1: direct encounter on the primary score; when it separates nobody, on the secondary score.
    Each smaller group still tied starts anew with the score that split it (TEC exercise 45: the three teams
    left tied by the game points are ranked on the game points again, "within the same application")."""
    if len(members) < 2:
        return [members]
    for index, score in enumerate(scores):
        tiers = _split(ctx, members, score)
        if ctx.explain:
            points, _ = _mini_table(ctx, members, score)
            table = ", ".join(f"#{ctx.league.team(m).number} {chess_text(points[m])}" for m in
                              sorted(members, key=lambda m: (-points[m], ctx.league.team(m).number)))
            steps.append(say("team.ede.step", score=say(f"team.score.{score.value}"), group=_group(ctx, members),
                             table=table))
        if len(tiers) > 1:
            return [sub for tier in tiers for sub in _ede_tiers(ctx, tier, scores[index:], steps)]
    return [members]


def _group(ctx: TeamContext, members: Sequence[str]) -> str:
    return ", ".join(f"#{n}" for n in sorted(ctx.league.team(m).number for m in members))


def extended_direct_encounter(ctx: TeamContext, group: Sequence[str], code: str) -> dict[str, Value]:
    """EDE values for one group tied on everything before it: the number of the group's teams placed below."""
    members = sorted(group, key=lambda m: ctx.league.team(m).number)
    if len(members) < 2:
        return {m: Value(code, ZERO, (), _RULES, Shape.RANK, say("team.ede.not_tied"), decimals=0)
                for m in members}
    steps: list[str] = []
    tiers = _ede_tiers(ctx, members, (ctx.primary, ctx.primary.other), steps)
    out, below = {}, len(members)
    for tier in tiers:
        below -= len(tier)
        for member in tier:
            summary = say("team.ede.summary", group=_group(ctx, members), steps="; ".join(steps), below=below) \
                if ctx.explain else ""
            terms = _ede_terms(ctx, member, members) if ctx.explain else ()
            out[member] = Value(code, Fraction(below), terms, _RULES, Shape.RANK, summary, decimals=0)
    return out


def _ede_terms(ctx: TeamContext, member: str, members: Sequence[str]) -> tuple[Term, ...]:
    inside = set(members)
    return tuple(Term(c.round.round, c.opponent, ctx.own(c.round, ctx.primary), result=c.round.gp,
                      note=say("team.ede.match"))
                 for c in ctx.counted(member)
                 if c.round.opponent in inside and c.opponent.kind is OpponentKind.REAL)
