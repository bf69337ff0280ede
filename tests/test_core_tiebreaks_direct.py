"""generator/core/tiebreaks/direct.py: direct encounter inside a group of tied players (C.07 Art. 6; docs/rules/
tiebreaks.md §10.6). Hand-made groups and the TEC round robin."""
from __future__ import annotations

from fractions import Fraction

import pytest
from tiebreak_cases import load, tournament, values

from generator.core.model import RuleSet, Start
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.registry import compute, parse_code

F = Fraction


def test_de_certainty_rule_when_not_all_met():
    """C.07 6.3 (decisions §2.9, §2.24): A beat B and C, B and C never met: A is placed first; 2012 needs all
    to have met."""
    t = tournament(3, ["1-2 1-0", "3-1 0-1", "2 ZPB, 3 ZPB"])
    c07 = values(t, RuleSet.FIDE_2024, "DE")
    assert [c07[Start(s)].value for s in (1, 2, 3)] == [2, 0, 0]
    old = values(t, RuleSet.FIDE_2012, "DE")
    assert [old[Start(s)].value for s in (1, 2, 3)] == [0, 0, 0]


def test_de_no_certainty_when_a_missing_game_could_still_catch_up():
    """C.07 6: A beat B, C met neither: C could still reach A's mini-score, so nobody is placed."""
    t = tournament(3, ["1-2 1-0, 3 ZPB"])
    got = values(t, RuleSet.FIDE_2024, "DE")
    assert {v.value for v in got.values()} == {0}


def test_de_met_twice_results_are_averaged():
    """C.07 6.1.2: two players who met twice get the average of their two results."""
    t = tournament(2, ["1-2 1-0", "2-1 ="])
    got = values(t, RuleSet.FIDE_2024, "DE")
    assert (got[Start(1)].value, got[Start(2)].value) == (1, 0)
    assert "#1 ¾, #2 ¼" in got[Start(1)].summary


def _de_of_group(t, rules: RuleSet, group: tuple[int, ...]) -> list[Fraction]:
    ctx = Context(t, t.rounds_entered, rules)
    got = compute(ctx, parse_code("DE"), [Start(s) for s in group])
    return [got[Start(s)].value for s in group]


@pytest.mark.parametrize("rules", [RuleSet.FIDE_2012, RuleSet.FIDE_2024, RuleSet.NONE])
def test_round_robin_forfeit_counts_in_the_mini_table(rules):
    """TEC round robin, the 1½-point group David #4, Franck #5, Helene #6 (C.07 15.2: a forfeit in a round robin
    is a game). Mini-table: David 0 (lost to Franck) + ½ (drew Helene) = ½; Franck 1 (beat David) + 0 (forfeit
    loss to Helene) = 1; Helene ½ + 1 (forfeit win) = 1½. All met, so Helene, Franck, David: values 2, 1, 0
    (the number of the group placed below)."""
    assert _de_of_group(load("tec-round-robin.trf"), rules, (6, 5, 4)) == [2, 1, 0]


def test_round_robin_forfeit_counts_in_the_mini_table_2026():
    """C.07 as amended in 2026, 15.2: a forfeit in a round robin stays a game except for the Type-B counts
    (Art. 7) and the rating-based tie-breaks (Art. 10); direct encounter (Art. 6) is neither, so the figures of
    the test above stand: Helene 2, Franck 1, David 0."""
    assert _de_of_group(load("tec-round-robin.trf"), RuleSet.FIDE_2026, (6, 5, 4)) == [2, 1, 0]
