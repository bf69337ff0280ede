"""generator/core/ratings/normal.py: the DWZ's winning probability P(D) = ½(1 + erf(D/400)) (Wertungsordnung 3.3:
a normal distribution with σ = 200·√2) and the exponential of the brake surcharge, worked in whole numbers.

The reference values of P are the standard normal table's Φ(D/282.84), as the project's DWZ summary lists them
to four decimals (and a club page's check: at +200 the stronger player must score 1.5 of 2, 2 × .7602); the
independent oracle for every difference is the C library's erf (math.erf), which agrees to the last place a
double holds."""
from __future__ import annotations

import math
from fractions import Fraction

import pytest

from generator.core.ratings.normal import DECIMALS, SCALE, exponential, winning_probability


@pytest.mark.parametrize(("difference", "table"), [(0, "0.5000"), (50, "0.5702"), (100, "0.6382"), (150, "0.7021"),
                                                   (200, "0.7602"), (250, "0.8116"), (300, "0.8556"),
                                                   (400, "0.9214")])
def test_probability_matches_the_normal_table_to_four_decimals(difference: int, table: str) -> None:
    assert round(winning_probability(2 * difference), 4) == Fraction(table)


def test_probability_is_symmetric_and_a_half_at_equal_ratings() -> None:
    """P(−D) = 1 − P(D): 1000 against 1200 expects .2398, 1200 against 1000 .7602, together one point."""
    for difference in (1, 37, 200, 255, 701, 1999):
        assert winning_probability(2 * difference) + winning_probability(-2 * difference) == 1
    assert winning_probability(0) == Fraction(1, 2)
    assert round(winning_probability(-400), 4) == Fraction("0.2398")


@pytest.mark.parametrize("twice", [1, 3, 101, 400, 801, 1600, 2400, 4000, 8001])
def test_probability_agrees_with_the_c_library_erf(twice: int) -> None:
    """Half-integer differences too (a performance is sought between whole ratings)."""
    assert abs(float(winning_probability(twice)) - 0.5 * (1 + math.erf(twice / 800))) < 1e-15


def test_probability_has_the_stated_decimals_and_is_the_same_every_time() -> None:
    value = winning_probability(2 * 137)
    assert SCALE % value.denominator == 0 and DECIMALS == 30
    assert value == winning_probability(2 * 137)


def test_exponential_of_the_brake_surcharge() -> None:
    """SBr = e^((1300 − R0)/150) − 1: for R0 1000, e² − 1 = 6.389056…; for R0 1180, e^0.8 − 1 = 1.225540…"""
    assert abs(float(exponential(Fraction(2))) - math.exp(2)) < 1e-14
    assert round(exponential(Fraction(120, 150)) - 1, 6) == Fraction("1.225541")
    assert exponential(Fraction(0)) == 1


def test_exponential_refuses_a_negative_power() -> None:
    with pytest.raises(ValueError, match="x ≥ 0"):
        exponential(Fraction(-1))
