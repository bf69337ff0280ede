"""generator/core/ratings/dwz.py: one player's DWZ (Wertungsordnung 3.3, 3.5.2, 3.6, Annex 1.2), pinned with
published evaluations and with cases worked by hand for every branch of E.

Published figures:
* SK Troisdorf, "DWZ – Deutsche Wertungszahl" (https://sktroisdorf.de/wp/2018/11/15/dwz-deutsche-wertungszahl):
  one game between DWZ 1000 and DWZ 1200, the six new ratings. The page gives no ages; its figures come out only
  with both players counted as youths (up to 20, J = 5) and an index above 1, as below.
* The DSB's DWZ database as mirrored by the Main-Taunus chess federation's player pages (mtsj.de, "Die Daten für
  die DWZ-Entwicklung … stammen aus der DWZ-Datenbank des DSB"): for Karsten Neumann (SVG Eppstein 1932,
  https://www.mtsj.de/verein/svg-eppstein-1932/karsten-neumann) and Leander Lehnert (Sfr. Mörfelden-Walldorf,
  https://www.mtsj.de/verein/sfr-moerfelden-walldorf/leander-josef-lehnert) every evaluation's points, games,
  expected score (three decimals) and new DWZ-index. Each new DWZ follows from the one before with the published
  We; the ages are not shown, and every figure comes out with J = 15 (over 25, or no birth year).
"""
from __future__ import annotations

from fractions import Fraction

import pytest

from generator.core.model import Start
from generator.core.ratings.dwz import (
    AgeGroup,
    Bound,
    age_group,
    coefficient,
    established_change,
    expected_score,
    new_rating,
    performance,
    rated_term,
    round_half_up,
)
from generator.core.tiebreaks.values import Opponent, OpponentKind

HALF = Fraction(1, 2)


def terms(own: int, *games: tuple[int, Fraction | int]) -> list:
    return [rated_term(i, Opponent(OpponentKind.REAL, Start(i + 1)), own, rating, Fraction(score))
            for i, (rating, score) in enumerate(games, start=1)]


def new_dwz(old: int, index: int | None, age: int | None, *games: tuple[int, Fraction | int]) -> int:
    return established_change(old, index, False, age, terms(old, *games)).new


@pytest.mark.parametrize(("score", "first", "second"), [(1, 1101, 1132), (HALF, 1035, 1177), (0, 985, 1232)])
def test_sk_troisdorf_one_game_between_1000_and_1200(score: Fraction | int, first: int, second: int) -> None:
    """Published: player 1 (1000) wins 1101 / draws 1035 / loses 985; player 2 (1200) 1132 / 1177 / 1232.
    E.g. 1000 wins: We .2398, a youth over-performing: fB = 1000/2000 = .5, E0 = 1 + 5 = 6 → 3 → raised to 5;
    1000 + 800 × .7602 / 6 = 1101.4. 1000 loses: SBr = e² − 1 = 6.389, E = 12.389 → 12; 1000 − 800 × .2398 / 13
    = 985.2."""
    assert new_dwz(1000, 5, 15, (1200, score)) == first
    assert new_dwz(1200, 5, 15, (1000, 1 - Fraction(score))) == second


NEUMANN = [  # old, index, W, n, We as published, new
    (1711, 60, "2.5", 3, "2.348", 1716), (1716, 61, "5", 5, "4.656", 1725), (1725, 62, "3", 6, "3.148", 1721),
    (1721, 63, "0", 1, "0.057", 1719), (1719, 64, "1", 1, "0.771", 1726), (1726, 65, "1.5", 5, "2.717", 1692),
    (1692, 66, "0", 1, "0.039", 1691), (1691, 67, "0.5", 2, "0.634", 1687), (1687, 68, "1.5", 3, "2.134", 1667),
    (1667, 69, "2", 5, "2.987", 1639), (1639, 70, "0.5", 1, "0.435", 1641), (1641, 71, "3.5", 5, "2.873", 1660),
    (1660, 72, "2.5", 3, "2.467", 1661), (1661, 73, "3.5", 5, "3.023", 1675), (1675, 74, "3", 4, "3.182", 1670),
    (1670, 75, "2.5", 4, "2.839", 1660), (1660, 76, "0.5", 3, "0.420", 1662), (1662, 77, "5", 6, "4.589", 1673),
    (1673, 78, "1", 6, "1.028", 1672), (1672, 79, "1", 1, "0.510", 1688),
]
LEHNERT = [
    (812, 1, "2", 3, "1.557", 856), (856, 2, "2", 6, "2.207", 852), (852, 4, "5.5", 6, "3.010", 943),
    (943, 5, "3.5", 9, "2.993", 959), (959, 6, "0", 2, "1.244", 922), (922, 7, "1", 5, "2.102", 894),
    (894, 8, "2", 5, "1.563", 911), (911, 9, "2", 3, "1.139", 947), (947, 10, "0", 1, "0.213", 940),
    (940, 11, "1", 4, "0.057", 978), (978, 12, "2", 5, "2.092", 975), (975, 13, "1", 4, "0.145", 1009),
    (1009, 14, "0", 5, "0.499", 994), (994, 15, "1", 4, "0.736", 1005), (1005, 16, "4", 6, "2.895", 1045),
    (1045, 17, "1", 1, "0.487", 1069), (1069, 18, "4", 5, "2.473", 1127), (1127, 19, "1", 3, "1.364", 1114),
    (1114, 20, "1", 1, "0.141", 1152), (1152, 21, "0.5", 7, "1.372", 1124), (1124, 22, "0", 5, "1.047", 1089),
]


@pytest.mark.parametrize(("old", "index", "points", "games", "expected", "new"), NEUMANN + LEHNERT)
def test_published_dsb_evaluations(old: int, index: int, points: str, games: int, expected: str, new: int) -> None:
    """41 evaluations of the DSB's database, each new DWZ from the old one, W, n and the published We."""
    e = coefficient(old, index, None, Fraction(points), Fraction(expected))
    assert round_half_up(new_rating(old, Fraction(points), Fraction(expected), e.value, games)) == new


def test_the_published_records_take_every_branch_but_youth() -> None:
    """Lehnert's first evaluation at index 1 is bounded by 5 × 1; below 1300 an under-performance brakes
    (856-2: SBr = e^(444/150) − 1 = 18.30, E = 15.54 + 18.30 = 33.8 → 34, above 30 because braked); Neumann's
    at index 60 is the plain E0 = (R0/1000)⁴ + 15 (1711: 23.57 → 24)."""
    first = coefficient(812, 1, None, Fraction(2), Fraction("1.557"))
    assert (first.rounded, first.value, first.bound, first.cap) == (15, 5, Bound.INDEX, 5)
    braked = coefficient(856, 2, None, Fraction(2), Fraction("2.207"))
    assert braked.brake is not None and round(braked.brake, 2) == Fraction("18.30")
    assert (braked.value, braked.cap, braked.bound) == (34, 150, Bound.NONE)
    plain = coefficient(1711, 60, None, Fraction("2.5"), Fraction("2.348"))
    assert (plain.acceleration, plain.brake, plain.value, plain.cap) == (None, None, 24, 30)


def test_age_groups_of_annex_1_2() -> None:
    """J = 5 up to 20, 10 from 21 to 25, 15 above; no birth year counts as over 25."""
    assert [age_group(a) for a in (8, 20, 21, 25, 26, 90, None)] == [
        AgeGroup.YOUTH, AgeGroup.YOUTH, AgeGroup.JUNIOR, AgeGroup.JUNIOR, AgeGroup.ADULT, AgeGroup.ADULT,
        AgeGroup.ADULT]


def test_senior_e_is_the_base_value() -> None:
    """R0 1500, 41 years, index 10; 3 of 5 against 1600, 1450, 1550, 1700, 1500: We = .3618 + .5702 + .4298 +
    .2398 + .5 = 2.1016; E0 = 1.5⁴ + 15 = 20.0625 → 20; 1500 + 800 × .8984 / 25 = 1528.7 → 1529."""
    change = established_change(1500, 10, False, 41, terms(1500, (1600, 1), (1450, 1), (1550, 1), (1700, 0),
                                                             (1500, 0)))
    assert round(change.expected, 4) == Fraction("2.1016")
    assert change.coefficient is not None and change.coefficient.base == Fraction("20.0625")
    assert (change.coefficient.value, change.new, change.change, change.new_index) == (20, 1529, 29, 11)


def test_junior_e_and_the_index_bound() -> None:
    """R0 1510, 24 years, index 2; 1½ of 4 against 1850, 1720, 1640, 1596: We 1.0470; E0 = 1.51⁴ + 10 = 15.199
    → 15, but the index 2 bounds it at 10: 1510 + 800 × .4530 / 14 = 1535.9 → 1536 (with E 15: 1529)."""
    change = established_change(1510, 2, False, 24, terms(1510, (1850, 0), (1720, HALF), (1640, 0), (1596, 1)))
    e = change.coefficient
    assert e is not None and (e.group, e.rounded, e.value, e.bound, e.cap) == (AgeGroup.JUNIOR, 15, 10, Bound.INDEX,
                                                                              10)
    assert (round(change.expected, 4), change.new) == (Fraction("1.0470"), 1536)


@pytest.mark.parametrize(("index", "cap"), [(1, 5), (2, 10), (5, 25), (6, 30), (None, 30)])
def test_the_index_bound_applies_up_to_index_5(index: int | None, cap: int) -> None:
    """E ≤ 5 × index while the index is at most 5, ≤ 30 above (and for an unknown index)."""
    assert coefficient(2000, index, 40, Fraction(1), Fraction(1, 2)).cap == cap


def test_youth_acceleration() -> None:
    """R0 1720, 17 years, scores 4 where 3.3467 was expected: fB = 1720/2000 = .86; E0 = 1.72⁴ + 5 = 13.752;
    E = 11.83 → 12. R0 1400, 15 years, 3 of 5 against 1500, 1600, 1450, 1550, 1400: We 1.8294, fB = .7,
    E = 8.84 × .7 = 6.19 → 6: 1400 + 800 × 1.1706 / 11 = 1485.1 → 1485."""
    e = coefficient(1720, 15, 17, Fraction(4), Fraction("3.3467"))
    assert (e.acceleration, e.value) == (Fraction("0.86"), 12)
    change = established_change(1400, 8, False, 15, terms(1400, (1500, 1), (1600, 1), (1450, 1), (1550, 0),
                                                            (1400, 0)))
    assert change.coefficient is not None and change.coefficient.acceleration == Fraction(7, 10)
    assert (change.coefficient.value, change.new) == (6, 1485)


def test_acceleration_is_bounded_to_half_and_one_and_only_for_youths_who_reach_we() -> None:
    assert coefficient(800, 9, 12, Fraction(1), Fraction(1, 2)).acceleration == HALF       # 800/2000 → .5
    assert coefficient(2300, 9, 12, Fraction(1), Fraction(1, 2)).acceleration == 1         # 2300/2000 → 1
    assert coefficient(1500, 9, 12, Fraction(0), Fraction(1, 2)).acceleration is None      # W < We
    assert coefficient(1500, 9, 21, Fraction(1), Fraction(1, 2)).acceleration is None      # a junior


def test_brake_surcharge() -> None:
    """R0 1180, 67 years, 0 of 4 where .1597 was expected: SBr = e^(120/150) − 1 = 1.2255; E0 = 1.18⁴ + 15 =
    16.939; E = 18.16 → 18. R0 1200, 40 years, 1 of 5 against 1300, 1250, 1400, 1150, 1350: We 1.8995,
    SBr .948, E = 17.07 + .95 → 18: 1200 − 800 × .8995 / 23 = 1168.7 → 1169."""
    e = coefficient(1180, 9, 67, Fraction(0), Fraction("0.1597"))
    assert e.brake is not None and round(e.brake, 4) == Fraction("1.2255") and e.value == 18
    change = established_change(1200, 12, False, 40, terms(1200, (1300, 0), (1250, 0), (1400, 0), (1150, 1),
                                                            (1350, 0)))
    assert change.coefficient is not None and change.coefficient.brake is not None
    assert (round(change.expected, 4), change.coefficient.value, change.new) == (Fraction("1.8995"), 18, 1169)


def test_a_brake_lifts_the_bound_to_150() -> None:
    """R0 500 losing where it was expected to score: SBr = e^(800/150) − 1 = 206.1, E0 = 15.06: E 221 → 150,
    whatever the index; at W = We exactly no brake (the current text: W < We) but a youth's fB (W ≥ We)."""
    braked = coefficient(500, 1, 40, Fraction(0), Fraction(1, 10))
    assert (braked.rounded, braked.value, braked.bound, braked.cap) == (221, 150, Bound.BRAKED, 150)
    level = coefficient(1200, 9, 15, Fraction(1), Fraction(1))
    assert (level.brake, level.acceleration) == (None, Fraction(6, 10))


def test_e_is_at_least_5() -> None:
    """1200, a youth, wins against 1000: fB .6, E0 = 1.2⁴ + 5 = 7.0736, E = 4.24 → 4 → raised to 5."""
    e = coefficient(1200, 9, 15, Fraction(1), Fraction("0.7602"))
    assert (e.rounded, e.value, e.bound) == (4, 5, Bound.MINIMUM)


def test_one_game_is_enough_and_none_changes_nothing() -> None:
    """3.5.2: n ≥ 1. Without a rated game the DWZ and its index stay."""
    assert established_change(1600, 20, False, 40, terms(1600, (1600, 1))).new == 1600 + round_half_up(
        Fraction(800 * 1, 2 * (23 + 1)))
    unchanged = established_change(1600, 20, False, 40, [])
    assert (unchanged.coefficient, unchanged.new, unchanged.new_index, unchanged.games) == (None, 1600, 20, 0)


def test_a_fide_rating_as_starting_dwz_counts_index_1_for_the_bound_and_6_in_the_list() -> None:
    """WO 2.2.4 and Annex 1.2: E ≤ 5 (index 1), and the new DWZ's index follows 6."""
    change = established_change(1900, None, True, 40, terms(1900, (1900, 1), (1800, HALF)))
    assert change.coefficient is not None and (change.coefficient.cap, change.coefficient.value) == (5, 5)
    assert change.new_index == 7


def test_rounding_is_half_away_from_zero() -> None:
    assert [round_half_up(Fraction(n, 2)) for n in (3, 5, -3, -5)] == [2, 3, -2, -3]


def test_expected_score_sums_the_probabilities() -> None:
    assert expected_score(1600, [1600, 1600]) == 1
    assert round(expected_score(1880, [1880, 2080]), 4) == Fraction("0.7398")


def test_performance_is_the_rating_whose_expectation_is_the_score() -> None:
    """3.6: 2½ of 5 against 1850, 1720, 1640, 1510, 1180: at 1596 the expectation is 2.5021, at 1595 2.4967, so
    the score 2.5 is reached between them, nearer 1596. Not the mean plus the table's difference (1580). At 0 %
    or 100 % no rating gives the score."""
    assert performance([1850, 1720, 1640, 1510, 1180], Fraction(5, 2)) == 1596
    assert round(expected_score(1596, [1850, 1720, 1640, 1510, 1180]), 4) == Fraction("2.5021")
    assert performance([1500] * 5, Fraction(5)) is None and performance([1500] * 5, Fraction(0)) is None
    assert performance([1500] * 4, Fraction(2)) == 1500


def test_the_performance_is_the_nearest_whole_rating_whatever_the_field() -> None:
    """Fields spread wide and narrow, scores from ½ to n − ½: E(Rh − ½) ≤ W < E(Rh + ½), the expectation taken at
    half-integer differences."""
    import random

    from generator.core.ratings.normal import winning_probability
    rng = random.Random(5)
    for _ in range(40):
        opponents = [rng.randint(800, 2600) for _ in range(rng.randint(5, 11))]
        points = Fraction(rng.randint(1, 2 * len(opponents) - 1), 2)
        rh = performance(opponents, points)
        assert rh is not None
        below = sum(winning_probability(2 * (rh - o) - 1) for o in opponents)
        above = sum(winning_probability(2 * (rh - o) + 1) for o in opponents)
        assert below <= points < above, (opponents, points, rh)
