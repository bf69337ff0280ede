"""The Burstein system, original FIDE text: who ranks above whom inside a score group, and who gets the bye
(docs/rules/burstein.md, the steps 1-3 of burstein.py).

1. tie-breaks over the rounds played (art. 2, 3.2; §5): `index_values`;
2. the order inside score groups (art. 3.2, 3.3; §4, §6): `order_players`, `ranks_above`;
3. the bye (art. 4; §7): `choose_bye`.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from itertools import chain
from typing import TypeVar

from generator.core.model import PointSystem, Start
from generator.core.pairing.core import Outcome, PairingError, PlayerState
from generator.core.scoring import common_denominator, in_units

T = TypeVar("T")


# --- 1. tie-breaks -----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class IndexValues:
    """Sonneborn-Berger, Buchholz and Median of one player over the rounds played (docs/rules/burstein.md §5)."""

    # The pairing score, SB, Buchholz and Median as whole numbers of the players' common unit 1/D (SB of 1/D²):
    # the order compares these, as ints, where Fractions cost a call each (the order is a third of a pairing)
    units: tuple[int, int, int, int]
    denominator: int   # D

    @property
    def sonneborn_berger(self) -> Fraction:
        return Fraction(self.units[1], self.denominator * self.denominator)

    @property
    def buchholz(self) -> Fraction:
        return Fraction(self.units[2], self.denominator)

    @property
    def median(self) -> Fraction:
        return Fraction(self.units[3], self.denominator)


def _adjusted_score(player: PlayerState, own: Sequence[int], acceleration: int, draw: int) -> int:
    """An opponent's score for the tie-breaks, in units: acceleration plus points, unplayed rounds counted as
    draws (docs/rules/burstein.md §5.1). `own`: the points of each of the player's rounds, in units."""
    return acceleration + sum(u if r.played else draw for u, r in zip(own, player.history))


def _virtual_opponent_score(player: PlayerState, index: int, points: tuple[int, int, int, int],
                            own: Sequence[int], acceleration: int) -> int:
    """The 2009 FIDE rule for an unplayed round, in units: the player's score before it, plus the opposite
    result, plus a draw for every later round played (docs/rules/burstein.md §5.2). `points`: draw, win, PAB
    and forfeit loss in units; `own`: the points of each of the player's rounds, in units."""
    draw, win, pab, forfeit_loss = points
    history = player.history
    record = history[index]
    before = acceleration + sum(own[:index])
    later = draw * (len(history) - 1 - index)
    if record.outcome is Outcome.LOSS:
        opposite = win
    elif record.outcome is Outcome.DRAW:
        opposite = draw
    elif record.pab and pab < win:
        opposite = win if pab < draw else draw
    else:
        opposite = forfeit_loss
    return before + opposite + later


def index_values(players: Mapping[Start, PlayerState], points: PointSystem) -> dict[Start, IndexValues]:
    """SB, Buchholz and Median of every numbered player (Median is 0 while at most 2 rounds are played).
    Worked in whole units of the scores' common denominator, exactly (`IndexValues` gives them as fractions)."""
    # The values counted, by identity: a few Fraction objects (the point system's, the accelerations, the
    # totals) stand for thousands of records, so each is put in units once (a Fraction's numerator and
    # denominator are Python calls). Every one is held by `players` or `points` while this runs, so no two
    # share an id; the pairing score is the sum of two of them, not a value of its own.
    distinct = {id(value): value for value in chain(
        (points.draw, points.win, points.pab, points.forfeit_loss),
        (p.acceleration for p in players.values()), (p.points for p in players.values()),
        (r.points for p in players.values() for r in p.history))}
    denominator = common_denominator(distinct.values())
    units = {key: in_units(value, denominator) for key, value in distinct.items()}
    virtual_points = (units[id(points.draw)], units[id(points.win)], units[id(points.pab)],
                      units[id(points.forfeit_loss)])
    draw = virtual_points[0]
    own = {s: [units[id(r.points)] for r in p.history] for s, p in players.items()}
    acceleration = {s: units[id(p.acceleration)] for s, p in players.items()}
    adjusted = {s: _adjusted_score(p, own[s], acceleration[s], draw) for s, p in players.items()}
    out: dict[Start, IndexValues] = {}
    for start, player in players.items():
        values: list[int] = []
        sb = 0
        for index, (record, record_units) in enumerate(zip(player.history, own[start])):
            if record.played and record.opponent is not None:
                value = adjusted[record.opponent]
            else:
                value = _virtual_opponent_score(player, index, virtual_points, own[start], acceleration[start])
            values.append(value)
            sb += value * record_units
        buchholz = sum(values)
        median = buchholz - min(values) - max(values) if len(values) > 2 else 0
        score = units[id(player.points)] + acceleration[start]
        out[start] = IndexValues((score, sb, buchholz, median), denominator)
    return out


# --- 2. order ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Ranked:
    """A player with the values the order uses. The score and the keys of art. 3.2 are worked out once: a
    bracket's merge sort compares each player many times."""

    state: PlayerState
    index: IndexValues

    @property
    def start(self) -> Start:
        return self.state.start

    @cached_property
    def score(self) -> Fraction:
        return self.state.pairing_score

    @property
    def score_units(self) -> int:
        return self.index.units[0]

    @cached_property
    def same_score_key(self) -> tuple[int, int, int, int]:
        """Art. 3.2 against a player of the same score: SB, Buchholz, Median (high first), then pairing number
        (in `IndexValues.units`)."""
        _, sb, buchholz, median = self.index.units
        return (sb, buchholz, median, -self.state.rank)

    @cached_property
    def other_score_key(self) -> tuple[int, int, int, int]:
        """Against a player of another score, Buchholz and Median multiplied by the player's own pairing score
        (the reference's reading; in units, all of one scale)."""
        score, sb, buchholz, median = self.index.units
        return (sb, buchholz * score, median * score, -self.state.rank)


def ranks_above(a: Ranked, b: Ranked) -> bool:
    """Art. 3.2: SB, Buchholz, Median (high first), then pairing number; between players of different scores
    with Buchholz and Median weighed by the score (`Ranked.other_score_key`)."""
    if a.score_units == b.score_units:
        return a.same_score_key > b.same_score_key
    return a.other_score_key > b.other_score_key


def stable_merge_sort(items: Sequence[T], before: Callable[[T, T], bool]) -> list[T]:
    """A stable bottom-up merge sort that merges in a fixed pattern, so that even a comparison that is not a
    strict order (players of score 0 among floaters) gives the reference's order."""
    buckets: list[list[T]] = []
    for item in items:
        carry = [item]
        level = 0
        while level < len(buckets) and buckets[level]:
            carry = _merge(buckets[level], carry, before)
            buckets[level] = []
            level += 1
        if level == len(buckets):
            buckets.append(carry)
        else:
            buckets[level] = carry
    merged: list[T] = []
    for bucket in buckets:
        merged = _merge(bucket, merged, before)
    return merged


def _merge(first: list[T], second: list[T], before: Callable[[T, T], bool]) -> list[T]:
    out: list[T] = []
    i = j = 0
    while i < len(first) and j < len(second):
        if before(second[j], first[i]):
            out.append(second[j])
            j += 1
        else:
            out.append(first[i])
            i += 1
    out.extend(first[i:])
    out.extend(second[j:])
    return out


def order_players(present: Sequence[PlayerState], values: Mapping[Start, IndexValues]) -> list[Ranked]:
    """Pairing score (high first), then art. 3.2 inside each score."""
    # every key differs (the pairing numbers do), so the reversed sort is the ascending one of the negated keys
    return sorted((Ranked(p, values[p.start]) for p in present), key=lambda r: (r.score_units, r.same_score_key),
                  reverse=True)


# --- 3. the bye --------------------------------------------------------------------------------------------

def bye_eligible(player: PlayerState) -> bool:
    """Art. 4.1: no bye for a player who already had one or won by forfeit (a requested bye does not count)."""
    return not (player.had_pab or player.had_forfeit_win)


def choose_bye(order: Sequence[Ranked]) -> Ranked | None:
    """Art. 4.2: with an odd number of players, the last one in the order who may have the bye."""
    if len(order) % 2 == 0:
        return None
    for ranked in reversed(order):
        if bye_eligible(ranked.state):
            return ranked
    raise PairingError("the number of players is odd and every player has already had a bye or a forfeit win "
                       "(art. 4.1), so nobody can get the bye")
