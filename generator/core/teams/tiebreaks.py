"""The team tie-breaks of FIDE C.07 (articles 12, 13 and 16 with the team as participant) and the Berlin
score, explained term by term (docs/rules/teams.md §3).

Pure: a `League` in, `generator.core.tiebreaks.Value`s out (the individual engine's value objects, so a page shows
both alike). Notation of C.07 13: X the team, O_r its opponent in round r, s_r X's score in round r, S(O) the
opponent's score after the last round counted, n boards, p_b the team's points on board b.

Every figure is summed as a whole number of its score's unit (`Ledger`); a Fraction is made once per value, and
per term only when the value is explained. The direct encounters (EDE and its variants) live in `direct`.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from generator.core.model import RuleSet, Start
from generator.core.teams.ledger import SCORE_INDEX, Against, Ledger, Slot
from generator.core.teams.model import League, Score
from generator.core.teams.phrases import say
from generator.core.teams.scoring import ZERO, Outcome, TeamCard, TeamRound
from generator.core.tiebreaks.rules import rules_in_force
from generator.core.tiebreaks.values import Adjustment, Opponent, OpponentKind, Shape, Term, Value, chess_text

_FORFEITED = (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS, Outcome.DOUBLE_FORFEIT)


def league_rules(league: League) -> RuleSet:
    """The league's own rule set, else the one in force when it started (its start date, else its first round's
    date; the latest rules when undated), as for a tournament (`generator.core.tiebreaks.rules.rules_in_force`)."""
    if league.rules is not None:
        return league.rules
    return rules_in_force(league.start_date or next((d for d in league.dates if d), None))


@dataclass(frozen=True)
class Counted:
    """One round as a sum-type team tie-break counts it, for explanations and direct encounters: against whom,
    at what score (in units, by `SCORE_INDEX`), and why."""

    round: TeamRound
    opponent: Opponent
    seen: tuple[int, int]                       # the opponent's (or dummy's) MP and GP
    own: tuple[int, int]                        # the team's own MP and GP of the round
    voluntary: bool = False                     # a voluntarily unplayed round (C.07 16.1)
    note: str | None = None
    adjustments: Mapping[Score, tuple[Adjustment, ...]] | None = None


class TeamContext:
    """A league after round `n`, with what the tie-breaks share computed once."""

    def __init__(self, league: League, after_round: int, *, explain: bool = True,
                 ledger: Ledger | None = None) -> None:
        """`ledger` (the league's rounds in integer units) may be shared by the contexts of one league's tables
        after each round; it must reach `after_round`."""
        if ledger is None or ledger.last < after_round:
            ledger = Ledger(league, max(after_round, league.rounds_entered))
        self.league = league
        self.ledger = ledger
        self.frac = ledger.fraction
        self.n = after_round
        self.explain = explain
        self.primary = league.primary
        self.rules = league_rules(league)
        self.cap_dummy = league.swiss and self.rules is RuleSet.FIDE_2026
        self.cards: dict[str, TeamCard] = {s: TeamCard(s, c.rounds[:after_round]) for s, c in ledger.cards.items()}
        self.points = {score: {s: ledger.running[s][score][after_round] for s in ledger.cards} for score in Score}
        self.totals = {score: {s: ledger.fraction(p, score) for s, p in self.points[score].items()}
                       for score in Score}
        self.draw, self.win = ledger.draw, ledger.win
        self.draw_units = {score: ledger.units(ledger.draw[score], score) for score in Score}
        self.seen: dict[str, tuple[int, int]] = {}
        self.seen_adjustments: dict[str, dict[Score, tuple[Adjustment, ...]]] = {}
        for slug, card in self.cards.items():
            self._seen(slug, card)
        self.factor = normalisation_factor(league, max(league.rounds, after_round))   # C.07 13.4.2, for SSSC
        self._values: dict[tuple[str, Score], list[int]] = {}
        self._counted: dict[str, tuple[Counted, ...]] = {}
        self._opponents: dict[str, Opponent] = {}

    def opponent(self, slug: str) -> Opponent:
        found = self._opponents.get(slug)
        if found is None:
            team = self.league.team(slug)
            found = self._opponents[slug] = Opponent(OpponentKind.REAL, Start(team.number), team.name)
        return found

    def own(self, team_round: TeamRound, score: Score) -> Fraction:
        return team_round.mp if score is Score.MP else team_round.gp

    def slots(self, slug: str) -> list[Slot]:
        """The team's finished rounds 1..n."""
        return self.ledger.slots[slug][:self.ledger.slots_upto[slug][self.n]]

    def _seen(self, slug: str, card: TeamCard) -> None:
        """C.07 16.3: a requested bye followed by no round the team was available to play counts, for the
        opponents' tie-breaks, as a draw (TEC exercise 35: team #7's zero-point bye in the last round)."""
        seen = [self.points[Score.MP][slug], self.points[Score.GP][slug]]
        adjustments: dict[Score, list[Adjustment]] = {score: [] for score in Score}
        points = self.ledger.points[slug]
        for team_round in reversed(card.rounds):
            if team_round.outcome in (Outcome.OFF, Outcome.PENDING):
                continue
            if not team_round.outcome.requested:
                break
            for score, index in SCORE_INDEX.items():
                change = self.draw_units[score] - points[score][team_round.round - 1]
                seen[index] += change
                if change and self.explain:
                    adjustments[score].append(Adjustment(say("team.explain.adjusted", round=team_round.round),
                                                         self.frac(change, score), team_round.round, "tail"))
        self.seen[slug] = (seen[0], seen[1])
        if self.explain:
            self.seen_adjustments[slug] = {score: tuple(a) for score, a in adjustments.items()}

    def seen_values(self, slug: str, score: Score) -> list[int]:
        """What each finished round of the team counts in an opponent-based sum on `score`: the opponent's
        adjusted score, the dummy's, or nothing (a round off), in units."""
        key = (slug, score)
        found = self._values.get(key)
        if found is None:
            index, seen = SCORE_INDEX[score], self.seen
            found = self._values[key] = [
                seen[slot.round.opponent][index] if slot.against is Against.REAL  # type: ignore[index]  # REAL: has one
                else 0 if slot.against is Against.NONE else self._dummy(slug, slot, score)[0]
                for slot in self.slots(slug)]
        return found

    def _dummy(self, slug: str, slot: Slot, score: Score) -> tuple[int, Adjustment | None]:
        """C.07 16.4: an unplayed round counts against a dummy team with the team's own score; from 1 March 2026
        that score is capped, for a forfeit at the scheduled opponent's adjusted score, otherwise at a drawn
        match's score times the rounds (the amendment of 16.4, applied with the team as participant)."""
        own = self.points[score][slug]
        if not self.cap_dummy:
            return own, None
        team_round = slot.round
        if team_round.outcome in _FORFEITED and team_round.opponent is not None:
            cap = self.seen[team_round.opponent][SCORE_INDEX[score]]
            why = "team.explain.cap_forfeit"
        else:
            cap, why = self.draw_units[score] * self.n, "team.explain.cap_bye"
        if cap >= own:
            return own, None
        if not self.explain:
            return cap, None
        words, shown = say(f"team.score.{score.value}"), chess_text(self.frac(cap, score))
        opponent = f"#{self.league.team(team_round.opponent).number}" if team_round.opponent else ""
        reason = say(why, team=opponent, score=words, cap=shown) if why == "team.explain.cap_forfeit" else \
            say(why, score=words, draw=chess_text(self.draw[score]), rounds=self.n, cap=shown)
        return cap, Adjustment(reason, self.frac(cap - own, score))

    def counted(self, slug: str) -> tuple[Counted, ...]:
        """Each finished round of a team with whom it counts against and why (explanations, direct encounters)."""
        cached = self._counted.get(slug)
        if cached is None:
            mp, gp = self.seen_values(slug, Score.MP), self.seen_values(slug, Score.GP)
            cached = self._counted[slug] = tuple(self._count(slug, slot, (m, g))
                                                 for slot, m, g in zip(self.slots(slug), mp, gp))
        return cached

    def _count(self, slug: str, slot: Slot, seen: tuple[int, int]) -> Counted:
        team_round = slot.round
        if slot.against is Against.REAL:
            opponent = team_round.opponent
            assert opponent is not None
            note = say("team.explain.forfeit_counts") if self.explain and team_round.outcome in _FORFEITED \
                else None
            return Counted(team_round, self.opponent(opponent), seen, slot.own, slot.voluntary, note,
                           self.seen_adjustments.get(opponent))
        if slot.against is Against.NONE:
            return Counted(team_round, Opponent(OpponentKind.NONE), seen, slot.own, False,
                           say("team.explain.off") if self.explain else None)
        formula, adjustments = None, {}
        if self.explain:
            formula = say("team.explain.dummy", outcome=say(f"team.outcome.{team_round.outcome.value}"),
                          score=say(f"team.score.{self.primary.value}"),
                          value=chess_text(self.totals[self.primary][slug]))
            adjustments = {score: (adjustment,) for score in Score
                           if (adjustment := self._dummy(slug, slot, score)[1]) is not None}
        return Counted(team_round, Opponent(OpponentKind.DUMMY, formula=formula), seen, slot.own, slot.voluntary,
                       None, adjustments)


# -- sums ---------------------------------------------------------------------------------------------------

def cut_indices(values: Sequence[int], significance: Sequence[int], voluntary: Sequence[bool], low: int,
                high: int) -> dict[int, str]:
    """C.07 16.5: of a cut, a voluntarily unplayed round goes first when its value is at least the least
    significant one; otherwise the least significant value; a median also cuts the highest values. The terms
    cut, by index, with the message key that says why."""
    remaining = list(range(len(values)))
    reasons: dict[int, str] = {}
    for _ in range(low):
        if not remaining:
            break
        least = min(remaining, key=lambda i: (significance[i], values[i], i))
        candidates = [i for i in remaining if voluntary[i]]
        vur = min(candidates, key=lambda i: (values[i], i)) if candidates else None
        if vur is not None and values[vur] >= values[least]:
            least, reason = vur, "team.explain.cut_voluntary"
        else:
            reason = "team.explain.cut_lowest"
        remaining.remove(least)
        reasons[least] = reason
    for _ in range(high):
        if not remaining:
            break
        highest = max(remaining, key=lambda i: (values[i], -i))
        remaining.remove(highest)
        reasons[highest] = "team.explain.cut_highest"
    return reasons


def _total(values: Sequence[int], cut: Mapping[int, str]) -> int:
    return sum(v for i, v in enumerate(values) if i not in cut)


def _explained(terms: list[Term], cut: Mapping[int, str]) -> tuple[Term, ...]:
    return tuple(t.as_cut(say(cut[i])) if i in cut else t for i, t in enumerate(terms))


def score_total(ctx: TeamContext, slug: str, code: str, score: Score) -> Value:
    """MP or GP (C.07 11.1); with the secondary score, MPvGP (C.07 13.1)."""
    value = ctx.totals[score][slug]
    if not ctx.explain:
        return Value(code, value, (), ctx.rules)
    terms = tuple(Term(r.round, ctx.opponent(r.opponent) if r.opponent else None, ctx.own(r, score))
                  for r in ctx.cards[slug].rounds if r.counts)
    return Value(code, value, terms, ctx.rules)


def buchholz(ctx: TeamContext, slug: str, code: str, score: Score, low: int = 0, high: int = 0) -> Value:
    """C.07 8.1 with the team as participant: the sum of the opponents' scores (adjusted by 16.3; an unplayed
    match in a team Swiss counts against a dummy team with the team's own score, 16.4)."""
    values = ctx.seen_values(slug, score)
    cut = cut_indices(values, values, [s.voluntary for s in ctx.slots(slug)], low, high) if low or high else {}
    total = ctx.frac(_total(values, cut), score)
    if not ctx.explain:
        return Value(code, total, (), ctx.rules)
    terms = []
    for c, units in zip(ctx.counted(slug), values):
        value = ctx.frac(units, score)
        adjustments = (c.adjustments or {}).get(score, ())
        raw = value - sum((a.change for a in adjustments), ZERO)
        terms.append(Term(c.round.round, c.opponent, value, raw=raw, score=value, note=c.note,
                          adjustments=adjustments, voluntary=c.voluntary))
    return Value(code, total, _explained(terms, cut), ctx.rules)


def extended_sb(ctx: TeamContext, slug: str, code: str, opponent_score: Score, own_score: Score,
                low: int = 0) -> Value:
    """C.07 13.2.1–13.2.4: Σ S_a(O_r) · s_b,r, a = the opponent's score and b = the team's own, each MP or GP
    (EMMSB: MP·MP, EMGSB: opponent's MP · own GP, EGMSB: opponent's GP · own MP, EGGSB: GP·GP). A cut drops
    the least significant opponent (the lowest S_a), not the smallest product (TEC exercise 38)."""
    slots, own = ctx.slots(slug), SCORE_INDEX[own_score]
    factors = ctx.seen_values(slug, opponent_score)
    products = [slot.own[own] * f for slot, f in zip(slots, factors)]
    cut = cut_indices(products, factors, [s.voluntary for s in slots], low, 0) if low else {}
    total = ctx.ledger.exact(_total(products, cut), ctx.ledger.unit[opponent_score] * ctx.ledger.unit[own_score])
    if not ctx.explain:
        return Value(code, total, (), ctx.rules)
    terms = []
    opponent_word = say(f"team.score.{opponent_score.value}")
    for c, factor_units in zip(ctx.counted(slug), factors):
        factor = ctx.frac(factor_units, opponent_score)
        result = ctx.own(c.round, own_score)
        note = c.note
        if c.opponent.kind is not OpponentKind.NONE:
            text = ctx.ledger.text
            product = say("team.explain.product", own=text(result), opponent=opponent_word, figure=text(factor),
                          value=text(result * factor))
            note = product if note is None else f"{note}; {product}"
        terms.append(Term(c.round.round, c.opponent, result * factor, raw=factor, score=factor, result=result,
                          note=note, voluntary=c.voluntary))
    return Value(code, total, _explained(terms, cut), ctx.rules)


def matches_won(ctx: TeamContext, slug: str, code: str) -> Value:
    """Matches won, forfeits included (C.07 7.1 with the team as participant; DSJ Spielordnung 5.3, 5.4)."""
    won = Fraction(ctx.ledger.counts[slug][ctx.n][1])
    if not ctx.explain:
        return Value(code, won, (), ctx.rules)
    terms = tuple(Term(r.round, ctx.opponent(r.opponent) if r.opponent else None, Fraction(int(r.outcome.won)),
                       note=say("team.explain.won" if r.outcome.won else "team.explain.not_won"))
                  for r in ctx.cards[slug].rounds if r.counts)
    return Value(code, won, terms, ctx.rules)


_STANDARD = (ZERO, Fraction(1, 2), Fraction(1))   # below, at, above a draw's points


_BYES = (Outcome.PAB, Outcome.FULL_BYE, Outcome.HALF_BYE, Outcome.ZERO_BYE)


def _standard(points: Fraction, draw: Fraction) -> Fraction:
    return _STANDARD[(points > draw) - (points < draw) + 1]


def standard_points(ctx: TeamContext, slug: str, code: str, score: Score) -> Value:
    """C.07 7.7 (2026) with the team as participant, on match or game points (13: the primary score unless
    named): the score a 1 / ½ / 0 scoring would give. On MP each round counts 1 above a drawn match's match
    points, ½ at them, 0 below; on GP each board of a match counts so against a drawn game's points (forfeits as
    scored), a bye its game points shared out over the boards. Byes count as credited (docs/rules/teams.md §3)."""
    points, boards = ctx.league.points, ctx.league.boards
    figures: list[tuple[TeamRound, Fraction, str]] = []
    for r in ctx.cards[slug].rounds:
        if not r.counts:
            continue
        if score is Score.MP:
            figures.append((r, _standard(r.mp, ctx.draw[Score.MP]), ""))
            continue
        shares = (r.gp / boards,) * boards if r.outcome in _BYES else r.boards
        standard = [_standard(share, points.draw) for share in shares]
        figures.append((r, sum(standard, ZERO), " + ".join(ctx.ledger.text(f) for f in standard)))
    total = sum((f for _, f, _ in figures), ZERO)
    if not ctx.explain:
        return Value(code, total, (), ctx.rules)
    terms = []
    for r, figure, working in figures:
        opponent = ctx.opponent(r.opponent) if r.opponent else None
        note = say("team.explain.std_mp", outcome=say(f"team.outcome.{r.outcome.value}"),
                   points=ctx.ledger.text(r.mp), draw=ctx.ledger.text(ctx.draw[Score.MP]),
                   value=ctx.ledger.text(figure)) if score is Score.MP else \
            say("team.explain.std_gp", working=working, draw=ctx.ledger.text(points.draw),
                value=ctx.ledger.text(figure))
        terms.append(Term(r.round, opponent, figure, note=note))
    return Value(code, total, tuple(terms), ctx.rules)


def pairing_number(ctx: TeamContext, slug: str, code: str) -> Value:
    """C.07 7.8 (2026) with the team as participant: the team's pairing number (its number in TRF and in the
    explanations), the lowest first."""
    number = ctx.league.team(slug).number
    summary = say("team.explain.tpn", number=number) if ctx.explain else ""
    return Value(code, Fraction(number), (), ctx.rules, Shape.FIGURE, summary, decimals=0)


# -- boards -------------------------------------------------------------------------------------------------

def _board_rounds(ctx: TeamContext, slug: str) -> list[tuple[TeamRound, tuple[int, ...]]]:
    """The rounds the board tie-breaks count, with their board points in units: individual forfeits as played, a
    bye or a match won by forfeit as every board won (TEC exercises §12)."""
    boards = ctx.ledger.boards[slug]
    return [(r, boards[r.round - 1]) for r in ctx.cards[slug].rounds if boards[r.round - 1]]


def _weighted(ctx: TeamContext, slug: str, code: str, weights: Sequence[int]) -> Value:
    """Σ over the season's matches of Σ_b w_b · p_b, from the running board totals."""
    totals = ctx.ledger.board_running[slug][ctx.n]
    value = ctx.frac(sum(w * t for w, t in zip(weights, totals)), Score.GP)
    if not ctx.explain:
        return Value(code, value, (), ctx.rules)
    terms = []
    for team_round, units in _board_rounds(ctx, slug):
        points = [ctx.frac(u, Score.GP) for u in units]
        term_value = ctx.frac(sum(w * u for w, u in zip(weights, units)), Score.GP)
        working = " + ".join(f"{w}×{ctx.ledger.text(p)}" for w, p in zip(weights, points))
        opponent = ctx.opponent(team_round.opponent) if team_round.opponent else None
        terms.append(Term(team_round.round, opponent, term_value,
                          note=say("team.explain.boards", working=f"{working} = {ctx.ledger.text(term_value)}")))
    return Value(code, value, tuple(terms), ctx.rules)


def board_count(ctx: TeamContext, slug: str, code: str) -> Value:
    """C.07 12.1: Σ over the matches of Σ_b b · p_b; lower is better (the points sit on higher boards)."""
    value = _weighted(ctx, slug, code, range(1, ctx.league.boards + 1))
    summary = say("team.explain.lower_better", value=chess_text(value.value or ZERO)) if ctx.explain else ""
    return Value(code, value.value, value.terms, ctx.rules, Shape.SUM, summary)


def berlin_weights(boards: int) -> list[int]:
    """The Berlin score's weights: board b of n counts n − b + 1 times (board 1 the most, the last board once)."""
    return [boards - b + 1 for b in range(1, boards + 1)]


def berlin(ctx: TeamContext, slug: str, code: str) -> Value:
    """The Berlin score (Berliner Wertung): on board b of n, the points count n − b + 1 times (board 1 the most,
    the last board once), summed over every match (docs/rules/teams.md §3)."""
    return _weighted(ctx, slug, code, berlin_weights(ctx.league.boards))


def _vector(ctx: TeamContext, code: str, units: list[int], key: str) -> Value:
    """A value compared figure by figure; its terms are the figures (what `registry.sort_key` compares)."""
    figures = [ctx.frac(u, Score.GP) for u in units]
    terms = tuple(Term(None, None, figure, note=say(key, k=index + 1, value=ctx.ledger.text(figure))
                       if ctx.explain else None) for index, figure in enumerate(figures))
    summary = say("team.explain.vector", figures=", ".join(chess_text(f) for f in figures)) if ctx.explain else ""
    return Value(code, figures[0] if figures else ZERO, terms, ctx.rules, Shape.RANK, summary)


def top_board_results(ctx: TeamContext, slug: str, code: str) -> Value:
    """C.07 12.2: the game points on board 1, then on boards 1–2, 1–3, … compared in turn."""
    running, figures = 0, []
    for units in ctx.ledger.board_running[slug][ctx.n]:
        running += units
        figures.append(running)
    return _vector(ctx, code, figures, "team.explain.cumulative")


def bottom_board_elimination(ctx: TeamContext, slug: str, code: str) -> Value:
    """C.07 12.3: the game points without the last board, then without the last two, … compared in turn."""
    totals = ctx.ledger.board_running[slug][ctx.n]
    running, figures = sum(totals), []
    for units in reversed(totals[1:]):
        running -= units
        figures.append(running)
    return _vector(ctx, code, figures, "team.explain.without")


# -- schedule strength ----------------------------------------------------------------------------------------

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
    factor = ctx.factor
    secondary = ctx.totals[ctx.primary.other][slug]
    bh = buchholz(ctx, slug, f"BH:{ctx.primary.value}", ctx.primary)
    value = secondary + Fraction(bh.value or ZERO, factor)
    summary = say("team.explain.sssc", secondary=chess_text(secondary), bh=chess_text(bh.value or ZERO),
                  factor=factor, value=chess_text(value)) if ctx.explain else ""
    return Value(code, value, bh.terms, ctx.rules, Shape.AVERAGE, summary)
