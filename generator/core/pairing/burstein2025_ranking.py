"""The 2025 Burstein system (C.04.4.2): the Index of Art. 1.7 and the ranking order of Art. 1.8 that every
bracket of `burstein2025` is ordered by; docs/rules/burstein-2025.md says what the text leaves open.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from generator.core.model import ByeKind, PointSystem, Start
from generator.core.pairing.core import PlayerState
from generator.core.scoring import common_denominator, in_units

# --- Art. 1.7: the Index -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Index:
    """Art. 1.7: the opposition of one player over the rounds played, Buchholz first, Sonneborn-Berger second."""

    buchholz: Fraction
    sonneborn_berger: Fraction


def _score_for_opponents(player: PlayerState, points: PointSystem) -> Fraction:
    """A player's score as it enters the Index of the players who met them: the current score, except that a
    run of zero-point byes up to the current round counts as draws (Art. 1.7.2, the exception)."""
    trailing = 0
    for record in reversed(player.history):
        if record.played or record.paired or record.bye is not ByeKind.ZERO:
            break
        trailing += 1
    return player.points + trailing * (points.draw - points.zero_bye)


def index_values(players: Mapping[Start, PlayerState], points: PointSystem) -> dict[Start, Index]:
    """Art. 1.7 for every player: Buchholz = the opponents' scores; Sonneborn-Berger = each of them times the
    points scored in that round. A round without a game over the board (a bye of any kind, a forfeit either
    way, an absence) counts as a game against oneself, at one's own current score. Virtual (acceleration)
    points are not scores here."""
    # exact, in whole units of 1/unit (a common denominator of every point value), summed as ints for speed
    unit = common_denominator(v for v in vars(points).values() if isinstance(v, Fraction))
    for_opponents = {start: in_units(_score_for_opponents(p, points), unit) for start, p in players.items()}
    out: dict[Start, Index] = {}
    for start, player in players.items():
        own = in_units(player.points, unit)
        buchholz = sonneborn_berger = 0
        for record in player.history:
            value = for_opponents[record.opponent] if record.played and record.opponent is not None else own
            buchholz += value
            sonneborn_berger += value * in_units(record.points, unit)
        out[start] = Index(Fraction(buchholz, unit), Fraction(sonneborn_berger, unit * unit))
    return out


# --- Art. 1.8: ranking order ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Ranked:
    """A player to pair with the values Art. 1.8 ranks by."""

    state: PlayerState
    index: Index

    @property
    def start(self) -> Start:
        return self.state.start

    @property
    def score(self) -> Fraction:
        return self.state.pairing_score

    def rank_key(self) -> tuple[Fraction, Fraction, int]:
        """Art. 1.8: Index (Buchholz, then Sonneborn-Berger, high first), then pairing number."""
        return (-self.index.buchholz, -self.index.sonneborn_berger, self.state.rank)
