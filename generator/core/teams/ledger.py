"""A league's rounds scored once, in whole numbers: what the table after every round is built from.

Match and game points are Fractions in the model; summing them as Fractions is what made the tables of a long
season slow (a Fraction addition normalises through a gcd each time). The ledger scores every match once
(`team_cards`), writes each figure as a whole number of the score's unit (the common denominator of every
figure that occurs: ½ for game points on 1 / ½ / 0 boards), and keeps running totals, so the figures after
round k are the figures after round k − 1 plus round k's. Pure.
"""
from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from fractions import Fraction
from math import lcm
from types import MappingProxyType
from typing import NamedTuple

from generator.core.teams.model import League, Score
from generator.core.teams.scoring import Outcome, TeamCard, TeamRound, team_cards
from generator.core.tiebreaks.values import chess_text

_WON = (Outcome.WIN, Outcome.FORFEIT_WIN)
_LOST = (Outcome.LOSS, Outcome.FORFEIT_LOSS, Outcome.DOUBLE_FORFEIT)
_FORFEITED = (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS, Outcome.DOUBLE_FORFEIT)


class Against(Enum):
    """Whom a finished round counts against in the opponent-based tie-breaks."""

    REAL = "real"      # the opponent (a forfeited match too, in a round robin: C.07 15.2)
    DUMMY = "dummy"    # a dummy team with the team's own score (C.07 16.4): byes, and forfeits in a team Swiss
    NONE = "none"      # nobody: a round off in a round robin


class Slot(NamedTuple):
    """A finished round of a team as the opponent-based tie-breaks see it (the scores it meets change with the
    round the table is after; this does not)."""

    round: TeamRound
    against: Against
    own: tuple[int, int]          # the team's MP and GP of the round, in units
    voluntary: bool               # a voluntarily unplayed round (C.07 16.1)


SCORE_INDEX = MappingProxyType({Score.MP: 0, Score.GP: 1})


class Ledger:
    """Every team's rounds 1..`last`, with running totals in integer units (index k: after round k)."""

    def __init__(self, league: League, last: int) -> None:
        self.league = league
        self.last = last
        self.cards: dict[str, TeamCard] = team_cards(league, last)
        rounds = [r for card in self.cards.values() for r in card.rounds]
        self.draw = {Score.MP: league.match_points.draw, Score.GP: league.points.draw * league.boards}
        self.win = {Score.MP: league.match_points.win, Score.GP: league.points.win * league.boards}
        self.unit = {
            Score.MP: _common_denominator([r.mp for r in rounds] + [self.draw[Score.MP], self.win[Score.MP]]),
            Score.GP: _common_denominator([r.gp for r in rounds] + [p for r in rounds for p in r.boards]
                                          + [league.points.draw, league.points.win]),
        }
        self.points: dict[str, dict[Score, list[int]]] = {}     # one entry per round
        self.running: dict[str, dict[Score, list[int]]] = {}    # after round 0, 1, …, last
        self.boards: dict[str, list[tuple[int, ...]]] = {}      # board points by round ((): no boards count)
        self.board_running: dict[str, list[tuple[int, ...]]] = {}
        self.counts: dict[str, list[tuple[int, int, int, int]]] = {}   # played, won, drawn, lost after round k
        self.slots: dict[str, list[Slot]] = {}        # the finished rounds, in order
        self.slots_upto: dict[str, list[int]] = {}    # how many of them are of rounds 1..k
        self._fractions: dict[tuple[int, int], Fraction] = {}          # the few values a season has, made once
        self._by_score: dict[Score, dict[int, Fraction]] = {Score.MP: {}, Score.GP: {}}
        self._texts: dict[Fraction, str] = {}
        for slug, card in self.cards.items():
            self._enter(slug, card.rounds)

    def units(self, value: Fraction, score: Score) -> int:
        unit = self.unit[score]
        return value.numerator * (unit // value.denominator)

    def fraction(self, units: int, score: Score) -> Fraction:
        made = self._by_score[score]
        found = made.get(units)
        if found is None:
            found = made[units] = Fraction(units, self.unit[score])
        return found

    def text(self, value: Fraction) -> str:
        """A figure as explanations write it ("2½"), worded once per league."""
        found = self._texts.get(value)
        if found is None:
            found = self._texts[value] = chess_text(value)
        return found

    def exact(self, numerator: int, denominator: int) -> Fraction:
        """numerator / denominator, made once per league (a season's figures repeat: 0, ½, 1, … on every page)."""
        key = (numerator, denominator)
        found = self._fractions.get(key)
        if found is None:
            found = self._fractions[key] = Fraction(numerator, denominator)
        return found

    def _enter(self, slug: str, rounds: tuple[TeamRound, ...]) -> None:
        gp_unit = self.unit[Score.GP]
        points: dict[Score, list[int]] = {Score.MP: [], Score.GP: []}
        running: dict[Score, list[int]] = {Score.MP: [0], Score.GP: [0]}
        boards: list[tuple[int, ...]] = []
        board_running = [(0,) * self.league.boards]
        counts = [(0, 0, 0, 0)]
        for team_round in rounds:
            for score, value in ((Score.MP, team_round.mp), (Score.GP, team_round.gp)):
                units = self.units(value, score)
                points[score].append(units)
                running[score].append(running[score][-1] + units)
            own = tuple(p.numerator * (gp_unit // p.denominator) for p in team_round.boards) \
                if team_round.counts else ()
            boards.append(own)
            total = board_running[-1]
            board_running.append(tuple(t + u for t, u in zip(total, own)) + total[len(own):] if own else total)
            counts.append(_counted(counts[-1], team_round.outcome))
        self.points[slug], self.running[slug], self.boards[slug] = points, running, boards
        self.board_running[slug], self.counts[slug] = board_running, counts
        slots = [Slot(r, self._against(r), (points[Score.MP][r.round - 1], points[Score.GP][r.round - 1]),
                      r.outcome.voluntary) for r in rounds if r.outcome is not Outcome.PENDING]
        self.slots[slug] = slots
        self.slots_upto[slug] = [sum(1 for slot in slots if slot.round.round <= k) for k in range(self.last + 1)]

    def _against(self, team_round: TeamRound) -> Against:
        outcome = team_round.outcome
        if team_round.opponent is not None and (outcome.played or (outcome in _FORFEITED and not self.league.swiss)):
            return Against.REAL
        return Against.NONE if outcome is Outcome.OFF else Against.DUMMY


def _counted(before: tuple[int, int, int, int], outcome: Outcome) -> tuple[int, int, int, int]:
    played, won, drawn, lost = before
    return (played + (outcome.played or outcome in _FORFEITED), won + (outcome in _WON),
            drawn + (outcome is Outcome.DRAW), lost + (outcome in _LOST))


def _common_denominator(values: Iterable[Fraction]) -> int:
    return lcm(1, *{v.denominator for v in values})
