"""The value numbers the Keizer settings give (docs/rules/keizer.md §2)."""
from __future__ import annotations

from fractions import Fraction

import pytest

from generator.core.keizer.settings import KeizerSettingError, KeizerSettings


def test_the_ratio_rule_rounds_half_to_even_as_keizerforclubs() -> None:
    # KeizerForClubs: top = round((N - 1) * q / (q - 1)); 8 players, q = 3: 10.5 -> 10; 6 players: 7.5 -> 8
    assert KeizerSettings().values(8) == (10, 9, 8, 7, 6, 5, 4, 3)
    assert KeizerSettings().values(6) == (8, 7, 6, 5, 4, 3)
    assert KeizerSettings().values(16)[0] == 22   # 15 * 1.5 = 22.5 -> 22


def test_a_fixed_top_and_step() -> None:
    assert KeizerSettings(top=100, step=2).values(4) == (100, 98, 96, 94)


def test_a_value_below_zero_is_refused_with_the_least_top_that_works() -> None:
    with pytest.raises(KeizerSettingError, match="at least 15"):
        KeizerSettings(top=10).values(16)


def test_a_ratio_of_one_is_refused() -> None:
    with pytest.raises(KeizerSettingError, match="above 1"):
        KeizerSettings(ratio=Fraction(1)).values(5)
