"""A Keizer ranking in words (docs/rules/keizer.md): the numbers, each term, the recalculation."""
from __future__ import annotations

import dataclasses
from fractions import Fraction

from tests.keizer_cases import CAP, K1_SETTINGS, K2_SETTINGS, TAL, P, k1, k2

from generator.core.keizer.explain import calculation, points_text, share_text, term_sentences
from generator.core.keizer.ranking import ranking_after
from generator.core.keizer.settings import Recalculation


def test_points_are_written_exactly_where_they_can_be() -> None:
    assert [points_text(Fraction(x)) for x in ("17.75", "9.75", "18.45", "41/3", "14")] == [
        "17¾", "9¾", "18.45", "13⅔", "14"]
    assert points_text(Fraction(1, 7)) == "≈0.14"


def test_shares_as_a_clubs_rules_write_them() -> None:
    assert [share_text(Fraction(x)) for x in ("1/2", "1/3", "35/100", "1/6", "0", "1/7")] == [
        "½", "⅓", "35 %", "⅙", "0", "1/7"]


def test_every_evening_of_capablanca_after_round_three() -> None:
    after = ranking_after(k1(3), 3)
    assert term_sentences(after.explained[CAP].terms, K1_SETTINGS) == (
        "own value 5, once",
        "win against Steinitz, valued 4 this round → 4",
        "absent, excused → 35 % of own value 5 = 1¾",
        "win against Botwinnik, valued 7 this round → 7")
    assert term_sentences(after.explained[TAL].terms, K1_SETTINGS)[2] == \
        "bye (an odd number came) → ½ of own value 2 = 1"   # Tal was last after round 1


def test_freekeizers_rounding_and_the_absence_before_the_first_game() -> None:
    sentences = term_sentences(ranking_after(k2(3), 3).explained[P[8]].terms, K2_SETTINGS)
    assert sentences[1] == "absent, excused → ⅓ of own value 5 = 1⅔; not counted: no game played yet"
    assert sentences[2] == "bye (an odd number came) → ⅔ of own value 5 = 3⅓, rounded to 3"


def test_the_recalculation_in_words() -> None:
    assert calculation(ranking_after(k1(3), 3), K1_SETTINGS) == (
        "every round so far valued by the ranking after round 2, then ranked by the points",
        "equal points are ordered by the starting list")
    fixed = dataclasses.replace(K1_SETTINGS, recalculation=Recalculation.FIXED_POINT)
    assert calculation(ranking_after(k1(3, fixed), 3), fixed)[:2] == (
        "pass 1: every round valued by the starting order, giving a new order (2 players moved)",
        "pass 2: every round valued by the order of pass 1, giving the same order: settled")
