"""The DWZ of one player (Deutscher Schachbund, Wertungsordnung): the expected score, the development
coefficient E with each of its parts, the new DWZ, and the performance; pure and exact. The whole evaluation of a
tournament (which games count, first DWZ, exceptional players) is dwz_event.py's.

The rule text, in the DSB's online Wertungsordnung (docs/rules/rating.md §4 quotes and cites it):
* 3.3: P(D), the winning probability of a rating difference D, is the normal distribution with σ = 200·√2
  (normal.py); the expected score We is the sum of P(R0 − opponent) over the rated games.
* 3.5.2: with n ≥ 1 rated games, Rn = R0 + 800·(W − We)/(E + n).
* Annex 1.2: E = E0·fB + SBr, E0 = (R0/1000)⁴ + J with J = 5 up to 20 years, 10 from 21 to 25, 15 above;
  fB = R0/2000 within [0.5, 1.0], only for players up to 20 with W ≥ We, else 1; SBr = e^((1300 − R0)/150) − 1,
  only for R0 < 1300 and W < We, else 0; E rounded to a whole number, at least 5, at most 5·index while the
  index is at most 5 and 30 after (SBr = 0), at most 150 (SBr > 0); a player entered with a FIDE rating counts
  with index 1 for these bounds.
* 3.6: the performance Rh is the rating at which the expected score over the rated games equals W.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Callable, Sequence

from generator.core.ratings.normal import SCALE, exponential, scaled_probability
from generator.core.tiebreaks.values import Adjustment, Opponent, Term

YOUTH_UP_TO = 20              # Annex 1.2: "Jugendliche bis 20 Jahre"
JUNIOR_UP_TO = 25             # "Junioren von 21 bis 25 Jahren"
BRAKE_BELOW = 1300            # SBr for R0 < 1300
E_MINIMUM = 5
E_MAXIMUM = 30
E_MAXIMUM_BRAKED = 150
INDEX_CAPPED_UP_TO = 5        # "bei Index ≤ 5 ist E ≤ 5·Index"
FIDE_RATING_INDEX = 6         # 2.2.4: a FIDE rating taken as the starting DWZ is given index 6 …
FIDE_RATING_CAP_INDEX = 1     # … and Annex 1.2 uses index 1 for its bound on E
SPREAD = 800                  # 3.5.2: Rn = R0 + 800·(W − We)/(E + n)
PERFORMANCE_GAMES = 5         # 3.6: a performance needs at least 5 rated games
SEARCH_STEP = 64              # a performance is sought from the opponents' mean, this far either way at first
OPPONENT_FIRST = "first"              # a term's note: the opponent counted with the first DWZ won here
OPPONENT_PERFORMANCE = "performance"  # an adjustment's rule: the opponent counted with his performance (3.6.3)


class AgeGroup(Enum):
    """The age groups of Annex 1.2, with their J."""

    YOUTH = 5      # up to 20
    JUNIOR = 10    # 21 to 25
    ADULT = 15     # over 25, and anyone whose birth year is unknown


def age_group(age: int | None) -> AgeGroup:
    if age is None or age > JUNIOR_UP_TO:
        return AgeGroup.ADULT
    return AgeGroup.YOUTH if age <= YOUTH_UP_TO else AgeGroup.JUNIOR


class Bound(Enum):
    """Which bound of Annex 1.2 set E, if any."""

    NONE = "none"
    MINIMUM = "minimum"        # raised to 5
    INDEX = "index"            # lowered to 5 × index (index at most 5)
    MAXIMUM = "maximum"        # lowered to 30
    BRAKED = "braked"          # lowered to 150 (with a brake surcharge)


@dataclass(frozen=True)
class Coefficient:
    """E with every part of it (Annex 1.2)."""

    age: int | None             # None: the birth year is unknown, counted as over 25
    group: AgeGroup
    base: Fraction              # E0 = (R0/1000)⁴ + J
    acceleration: Fraction | None   # fB, when it applies (a youth with W ≥ We)
    brake: Fraction | None          # SBr, when it applies (R0 < 1300 and W < We), to normal.DECIMALS decimals
    unrounded: Fraction         # E0·fB + SBr
    rounded: int
    bound: Bound
    cap: int                    # the upper bound in force: 5·index, 30 or 150
    value: int                  # E


def round_half_up(value: Fraction) -> int:
    """To the nearest whole number, .5 away from zero (as E and Rn are rounded: docs/rules/rating.md §4.6)."""
    whole = (abs(value.numerator) * 2 + value.denominator) // (2 * value.denominator)
    return whole if value >= 0 else -whole


def coefficient(old: int, cap_index: int | None, age: int | None, points: Fraction,
                expected: Fraction) -> Coefficient:
    """E of a player rated `old` whose index for the bounds is `cap_index` (None: unknown, taken as above 5),
    aged `age`, who scored `points` where `expected` was expected."""
    group = age_group(age)
    base = Fraction(old, 1000) ** 4 + group.value
    acceleration = min(max(Fraction(old, 2000), Fraction(1, 2)), Fraction(1)) \
        if group is AgeGroup.YOUTH and points >= expected else None
    brake = exponential(Fraction(BRAKE_BELOW - old, 150)) - 1 if old < BRAKE_BELOW and points < expected else None
    unrounded = base * (acceleration if acceleration is not None else 1) + (brake or 0)
    rounded = round_half_up(unrounded)
    if brake is not None:
        cap, upper = E_MAXIMUM_BRAKED, Bound.BRAKED
    elif cap_index is not None and cap_index <= INDEX_CAPPED_UP_TO:
        cap, upper = E_MINIMUM * max(cap_index, 1), Bound.INDEX
    else:
        cap, upper = E_MAXIMUM, Bound.MAXIMUM
    value, bound = rounded, Bound.NONE
    if value < E_MINIMUM:
        value, bound = E_MINIMUM, Bound.MINIMUM
    if value > cap:
        value, bound = cap, upper
    return Coefficient(age, group, base, acceleration, brake, unrounded, rounded, bound, cap, value)


def expected_score(own: int, opponents: Sequence[int]) -> Fraction:
    """We: the sum of P(own − opponent) (3.3.2)."""
    return Fraction(sum(scaled_probability(2 * (own - rating)) for rating in opponents), SCALE)


def new_rating(old: int, points: Fraction, expected: Fraction, e: int, games: int) -> Fraction:
    """Rn before rounding (3.5.2)."""
    return old + SPREAD * (points - expected) / (e + games)


@dataclass(frozen=True)
class Change:
    """The DWZ change of a player rated before the tournament (an "established" player, 3.5).

    `terms` are the rated games as the tie-break explanations write rounds (tiebreaks/values.py): `raw` the
    opponent's rating as the evaluation has it (old DWZ, or a first DWZ won here), one adjustment when the
    opponent counts with his performance (3.6.3), `score` the rating counted, `value` P(D) for D = own − that,
    `result` the game's score. With no rated game there is no change: `coefficient` is None and new = old."""

    old: int
    index: int | None           # as given; None: unknown
    from_fide: bool             # no DWZ: the FIDE rating taken as the starting DWZ (4.1.2)
    terms: tuple[Term, ...]
    points: Fraction            # W
    expected: Fraction          # We
    coefficient: Coefficient | None
    exact: Fraction             # Rn before rounding
    performance: int | None     # Rh (5 rated games or more, neither 0 % nor 100 %)
    exceptional: bool           # Rh > R0 + 300: his opponents count him with Rh (3.6.3)

    @property
    def games(self) -> int:
        return len(self.terms)

    @property
    def new(self) -> int:
        return round_half_up(self.exact)

    @property
    def change(self) -> int:
        return self.new - self.old

    @property
    def new_index(self) -> int | None:
        """The index after the evaluation: one more (2.2.4), even for a single game; unchanged without one."""
        start = FIDE_RATING_INDEX if self.from_fide else self.index
        if start is None:
            return None
        return start + 1 if self.terms else start


Probability = Callable[[int], int]   # P × normal.SCALE of twice a rating difference (normal.scaled_probability)


def rated_term(round_number: int, opponent: Opponent, own: int, counted: int, score: Fraction, *,
               listed: int | None = None, first: bool = False,
               probability: Probability = scaled_probability) -> Term:
    """One rated game as a term: the opponent counted at `counted` (his `listed` DWZ when he counts with his
    performance instead, `first` when it is a first DWZ won here), P(own − counted), the game's score."""
    adjustments = (Adjustment("performance", Fraction(counted - listed), rule=OPPONENT_PERFORMANCE),) \
        if listed is not None and listed != counted else ()
    return Term(round_number, opponent, Fraction(probability(2 * (own - counted)), SCALE),
                Fraction(listed if listed is not None else counted), adjustments, Fraction(counted), score,
                OPPONENT_FIRST if first else None)


def established_change(old: int, index: int | None, from_fide: bool, age: int | None,
                       terms: Sequence[Term], performance: int | None = None, exceptional: bool = False) -> Change:
    """The change of a player rated `old` over his rated games `terms` (each worked by `rated_term`)."""
    points = sum((t.result or Fraction(0) for t in terms), Fraction(0))
    expected = Fraction(sum(t.value.numerator * (SCALE // t.value.denominator) for t in terms), SCALE)
    if not terms:
        return Change(old, index, from_fide, (), points, expected, None, Fraction(old), performance, exceptional)
    cap_index = FIDE_RATING_CAP_INDEX if from_fide else index
    e = coefficient(old, cap_index, age, points, expected)
    return Change(old, index, from_fide, tuple(terms), points, expected, e,
                  new_rating(old, points, expected, e.value, len(terms)), performance, exceptional)


def performance(opponents: Sequence[int], points: Fraction,
                probability: Probability = scaled_probability) -> int | None:
    """Rh (3.6.2), to the nearest whole number: the rating R whose expected score against `opponents` is
    `points`, i.e. the R with E(R − ½) ≤ W < E(R + ½). None at 0 % or 100 %, where no rating gives the score."""
    if not opponents or points <= 0 or points >= len(opponents):
        return None

    target = points * SCALE                         # whole: W is a number of half points

    def above(rating: int) -> bool:                 # E(rating + ½) > W
        return sum(probability(2 * (rating - o) + 1) for o in opponents) > target

    step, guess = SEARCH_STEP, sum(opponents) // len(opponents)
    low, high = guess - step, guess + step          # widened until they hold the answer, then halved
    while above(low):
        low, step = low - step, step * 2
    while not above(high):
        high, step = high + step, step * 2
    while low + 1 < high:                           # E(low + ½) ≤ W < E(high + ½): the answer is high
        middle = (low + high) // 2
        if above(middle):
            high = middle
        else:
            low = middle
    return high
