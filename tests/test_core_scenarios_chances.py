"""generator/core/scenarios/chances.py: the FIDE expected score, the draw model, exact enumeration and the seeded simulation."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from scenario_cases import RACE, hand_tournament

from generator.core.model import Start
from generator.core.scenarios.chances import chances, expected_score, result_odds
from generator.loading.load import load_tournament

EXAMPLE = Path(__file__).resolve().parent.parent / "content" / "herbst-2026"


def test_the_expected_score_is_fides_with_the_400_point_rule():
    # FIDE Rating Regulations 8.1.2: D 0-3 → .50, 92-98 → .63; 8.3.1: more than 400 counts as 400 (.92)
    assert expected_score(2000, 2000) == Fraction(1, 2)
    assert expected_score(2095, 2000) == Fraction(63, 100)
    assert expected_score(2000, 2095) == Fraction(37, 100)
    assert expected_score(2700, 1500) == expected_score(1900, 1500) == Fraction(92, 100)
    assert expected_score(None, 1400) == Fraction(1, 2)   # unrated counts as 1400


def test_the_draw_model_keeps_the_expected_score():
    for white, black in ((2000, 2000), (2300, 1900), (1500, 2600)):
        odds = result_odds(white, black)
        assert sum(odds.values()) == 1
        assert odds[0] + odds[1] / 2 == expected_score(white, black)
    assert result_odds(2000, 2000)[1] == Fraction(3, 10)


def test_chances_are_exact_by_enumeration_and_add_up_per_place():
    tournament = hand_tournament(RACE)
    estimate = chances(tournament, tournament.round(3))
    assert estimate.method == "exact" and estimate.samples == 27
    for place in range(3):
        assert sum(row[place] for row in estimate.by_player.values()) == 1
    # equal ratings: Yılmaz and Meißner are symmetric except for board 3, which favours neither
    assert estimate.of(Start(1))[0] == estimate.of(Start(2))[0]


def test_the_simulation_is_seeded_and_the_same_every_time():
    tournament, _ = load_tournament(EXAMPLE)
    first = chances(tournament, tournament.round(7))
    assert first.method == "simulation" and first.samples == 2000
    assert chances(tournament, tournament.round(7)) == first
