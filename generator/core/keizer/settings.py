"""The settings of a Keizer competition and the value numbers they give (docs/rules/keizer.md §2-§5).

There is no federation text for the Keizer system: every club writes its own rules and the programs differ, so
every choice is a setting. The defaults are KeizerForClubs' (the ratio rule, 1 / ½ / 0, bye 50 %, excused and
unexcused 35 %, club duty 70 %, one pass per evening); `FREEKEIZER` is FreeKeizer's set.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from types import MappingProxyType


class KeizerSettingError(ValueError):
    """Settings that give no usable value numbers (a negative value, a ratio of 1 or less)."""


class Recalculation(Enum):
    """How the circle of values and ranks is closed (docs/rules/keizer.md §6)."""

    ONE_PASS = "one-pass"          # all evenings valued by the ranking after the evening before (KFC, FreeKeizer)
    FIXED_POINT = "fixed-point"    # revalue until the ranking stays (chesspairing)
    FROZEN = "frozen"              # each evening valued once, by the ranking before it


class SelfValue(Enum):
    """Which own value a player is credited once, as if he had beaten himself (docs/rules/keizer.md §5)."""

    CURRENT = "current"    # the value of his rank in the valuation (KFC, chesspairing)
    INITIAL = "initial"    # the value of his place in the starting order (FreeKeizer)
    NONE = "none"


class Rounding(Enum):
    NONE = "none"          # exact fractions
    INTEGER = "integer"    # each evening's points rounded to a whole number, .5 up (FreeKeizer's running total)


@dataclass(frozen=True)
class KeizerSettings:
    """Every choice of a Keizer competition. Shares of a game are of the opponent's value, the others of one's
    own. `top` fixes the value of rank 1; without it the top value follows from `ratio`, the value of rank 1
    over that of the last rank (KeizerForClubs: round((N − 1)·q/(q − 1)), half to even)."""

    top: int | None = None
    ratio: Fraction = Fraction(3)
    step: int = 1
    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    loss: Fraction = Fraction(0)
    forfeit_win: Fraction = Fraction(1)
    forfeit_loss: Fraction = Fraction(0)
    bye: Fraction = Fraction(1, 2)
    excused: Fraction = Fraction(35, 100)
    unexcused: Fraction = Fraction(35, 100)
    club: Fraction = Fraction(70, 100)
    absence_limit: int | None = 5      # excused and unexcused absences that earn points; None: no limit
    after_first_game: bool = False     # an absence earns nothing before the player's first game (FreeKeizer)
    self_value: SelfValue = SelfValue.CURRENT
    recalculation: Recalculation = Recalculation.ONE_PASS
    rounding: Rounding = Rounding.NONE
    rematch_gap: int | None = 3        # a rematch needs this many evenings since the last meeting; None: never
    iterations: int = 20               # at most this many revaluations (fixed point)

    def values(self, players: int) -> tuple[int, ...]:
        """The value of rank 1, 2, …, `players`; `KeizerSettingError` when one would be negative."""
        if players <= 0:
            return ()
        top = self.top_value(players)
        last = top - (players - 1) * self.step
        if last < 0:
            raise KeizerSettingError(
                f"top value {top} falling by {self.step} a rank gives the last of {players} players {last}: "
                f"the top value must be at least {(players - 1) * self.step}")
        return tuple(top - rank * self.step for rank in range(players))

    def top_value(self, players: int) -> int:
        if self.top is not None:
            return self.top
        if self.ratio <= 1:
            raise KeizerSettingError(f"ratio {self.ratio} must be above 1: it is the value of the first over the "
                                     f"value of the last")
        return round((players - 1) * self.step * self.ratio / (self.ratio - 1))   # Fraction: half to even


DEFAULT = KeizerSettings()

# FreeKeizer (src/SchaakConstantes.h, src/Competitie.cpp): the top value is a parameter of the competition.
FREEKEIZER = KeizerSettings(
    loss=Fraction(1, 6), bye=Fraction(4, 6), excused=Fraction(2, 6), unexcused=Fraction(2, 6), club=Fraction(2, 6),
    after_first_game=True, self_value=SelfValue.INITIAL, rounding=Rounding.INTEGER, rematch_gap=3)

VARIANTS: Mapping[str, KeizerSettings] = MappingProxyType({
    "keizerforclubs": DEFAULT,
    "freekeizer": FREEKEIZER,
})
