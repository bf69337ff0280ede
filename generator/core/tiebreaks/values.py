"""What a tie-break computation hands back: a value and the terms anyone can redo it from.

Frozen value objects only; no arithmetic beyond formatting lives here.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from types import MappingProxyType
from typing import NamedTuple

from generator.core.model import RuleSet, Start
from generator.core.tiebreaks.wording import say


class OpponentKind(Enum):
    REAL = "real"          # a player of the tournament
    VIRTUAL = "virtual"    # 2012 rule: the virtual opponent of an unplayed round
    DUMMY = "dummy"        # C.07 16.4: the dummy opponent of an unplayed round
    NONE = "none"          # no opponent at all (a bye in a round robin, or rule set "none")


_UNNAMED = MappingProxyType({kind: say(f"explain.opponent.{kind}") for kind in ("virtual", "dummy", "none")})
_ONE, _HALF = Fraction(1), Fraction(1, 2)


@dataclass(frozen=True, slots=True)
class Unplayed:
    """A round the player did not play over the board, with the figures its sentence names (text.py).

    `cell` is the player's round (a `CellKind` value: "FW", "FL", "PAB", "FPB", "HPB", "ZPB", "WD", "P", "FR",
    "X"); `scheduled` the opponent who was paired (a forfeit or a board without a result). A dummy opponent
    (C.07 16.4) has the player's `own` score, at most `cap` (2026); a virtual opponent (2012) is worked from
    `before` (the score before the round), `got` (the points for it), the win and draw points and `rounds`."""

    cell: str
    double_forfeit: bool = False
    scheduled: Opponent | None = None
    scheduled_score: Fraction | None = None   # the scheduled opponent's score as others see it (the cap)
    own: Fraction | None = None
    cap: Fraction | None = None               # None: no cap (before 2026)
    rounds: int = 0                           # n, the rounds counted
    before: Fraction | None = None
    got: Fraction | None = None
    win: Fraction = _ONE
    draw: Fraction = _HALF
    tail: bool = False                        # a requested bye with only such rounds after it (C.07 16.2.5)


@dataclass(frozen=True, slots=True)
class Opponent:
    """Who a term was counted against; `formula` is filled in for virtual and dummy opponents, `unplayed` for
    every round not played over the board (a real opponent then is a forfeit counted as a game)."""

    kind: OpponentKind
    start: Start | None = None
    name: str | None = None
    formula: str | None = None
    unplayed: Unplayed | None = None

    @property
    def label(self) -> str:
        if self.kind is OpponentKind.REAL:
            return say("explain.opponent.real", name=self.name, start=self.start) if self.name else \
                say("explain.opponent.number", start=self.start)
        return _UNNAMED[self.kind.value]

    @property
    def who(self) -> str:
        """The opponent's name in a sentence (the number when there is no name)."""
        return self.name or say("explain.opponent.number", start=self.start)


@dataclass(frozen=True, slots=True)
class Adjustment:
    """One change to a raw figure, with the rule that makes it (`round` is None for a cap).

    `rule` names the rule for the sentence: "tail" (C.07 16.3), "2012", "2012-bye", "fore" (C.07 8.3), "cap";
    `cell` is the opponent's round that was changed (a `CellKind` value)."""

    reason: str
    change: Fraction
    round: int | None = None
    rule: str = ""
    cell: str = ""


class Term(NamedTuple):
    """One line of an explanation.

    `raw` is the figure as credited (an opponent's score, a rating, a running total); `adjustments` turn it
    into `score`; `value` is what the term contributes (for SB: `result` × `score`). A cut term keeps its
    value for display but is left out of the sum; `cut_reason` says why.
    """

    round: int | None
    opponent: Opponent | None
    value: Fraction
    raw: Fraction | None = None
    adjustments: tuple[Adjustment, ...] = ()
    score: Fraction | None = None
    result: Fraction | None = None
    note: str | None = None
    voluntary: bool = False      # the round is a VUR (C.07 16.1)
    cut: bool = False
    cut_reason: str | None = None

    @property
    def used(self) -> Fraction:
        """What this term adds to a sum-type value: its value, or nothing when cut."""
        return _ZERO if self.cut else self.value

    def as_cut(self, reason: str) -> "Term":
        return self._replace(cut=True, cut_reason=reason)


_ZERO = Fraction(0)


class Shape(Enum):
    """How the terms make the value."""

    SUM = "sum"          # value == sum of the used terms
    AVERAGE = "average"  # value == rounded mean of the used terms (see `summary`)
    RANK = "rank"        # direct encounter: a placing inside a tie group
    SEARCH = "search"    # perfect tournament performance: a search over ratings
    FIGURE = "figure"    # the participant's own figure (pairing number, rating): `summary` says what it is


@dataclass(frozen=True, slots=True)
class Value:
    """A tie-break value with everything needed to recompute it by hand.

    `value` is None when the tie-break is undefined for the player (e.g. ARO without rated games);
    an undefined value ranks below every defined one.
    """

    code: str
    value: Fraction | None
    terms: tuple[Term, ...]
    rules: RuleSet
    shape: Shape = Shape.SUM
    summary: str = ""
    notes: tuple[str, ...] = ()
    decimals: int | None = None   # fixed decimals for display (AOB: 2, ratings: 0); None: as exact as needed

    @property
    def display(self) -> str:
        return "undef" if self.value is None else decimal_text(self.value, self.decimals)


def decimal_text(value: Fraction, decimals: int | None = None) -> str:
    """Exact decimal text of a Fraction whose denominator divides a power of ten ("12.5", "11.0", "9.75").

    With `decimals` the text has exactly that many decimals (the value must already be rounded to them).
    Any other Fraction is written as a reduced fraction "p/q" rather than rounded silently.
    """
    if decimals == 0:
        return str(value.numerator // value.denominator) if value.denominator == 1 else _fraction_text(value)
    places = _decimal_places(value.denominator)
    if places is None:
        return _fraction_text(value)
    places = max(places, 1) if decimals is None else max(places, decimals)
    scaled = abs(value) * 10 ** places
    digits = str(scaled.numerator // scaled.denominator).rjust(places + 1, "0")
    sign = "-" if value < 0 else ""
    return f"{sign}{digits[:-places]}.{digits[-places:]}"


def _decimal_places(denominator: int) -> int | None:
    """The fewest decimals that write 1/denominator exactly; None when no finite number does."""
    twos = fives = 0
    while denominator % 2 == 0:
        denominator //= 2
        twos += 1
    while denominator % 5 == 0:
        denominator //= 5
        fives += 1
    return max(twos, fives) if denominator == 1 else None


def _fraction_text(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


_VULGAR = MappingProxyType({(1, 4): "¼", (1, 2): "½", (3, 4): "¾"})   # (numerator, denominator) of the part


def chess_text(value: Fraction | int) -> str:
    """A score as chess players write it: 2½, ½, 1¾, 3, −½; other fractions as decimals. The scores of a site
    (some 10⁵ written per build) are quarters from 0 to 256, read from a table made once."""
    numerator, denominator = value.numerator, value.denominator
    if denominator in (1, 2, 4):
        quarters = numerator * (4 // denominator)
        if 0 <= quarters < len(_QUARTERS):
            return _QUARTERS[quarters]
    return _worked_chess_text(numerator, denominator)


def _worked_chess_text(numerator: int, denominator: int) -> str:
    if denominator == 1 and numerator >= 0:
        return str(numerator)
    sign = "−" if numerator < 0 else ""
    whole, part = divmod(abs(numerator), denominator)
    if part == 0:
        return f"{sign}{whole}"
    vulgar = _VULGAR.get((part, denominator))
    if vulgar is None:
        return sign + decimal_text(Fraction(abs(numerator), denominator))
    return f"{sign}{whole}{vulgar}" if whole else sign + vulgar


_QUARTERS = tuple(f"{n // 4 or ''}{'¼½¾'[n % 4 - 1]}" if n % 4 else str(n // 4) for n in range(4 * 256))
