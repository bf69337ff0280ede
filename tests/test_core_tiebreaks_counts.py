"""generator/core/tiebreaks/counts.py: the Type-B counts WIN, WON, BPG, BWG, GE (C.07 Art. 7) and Koya (C.07 9.2;
docs/rules/tiebreaks.md §10.7–§10.12), on hand-made tournaments worked by hand in each docstring."""
from __future__ import annotations

from fractions import Fraction

import pytest
from tiebreak_cases import tournament, value

from generator.core.model import RuleSet

# Five players, three rounds (White first on each board):
#   R1  1-2 1-0     3-4 forfeit won by 3 (White)   5 pairing-allocated bye
#   R2  2-1 0-1     4-5 forfeit won by 5 (Black)   3 half-point bye
#   R3  1-3 ½-½     2 full-point bye               4 and 5 absent (zero-point byes)
COUNTS = tournament(5, ["1-2 1-0, 3-4 +-, 5 PAB", "2-1 0-1, 4-5 -+, 3 HPB", "1-3 =, 2 FPB"])


@pytest.mark.parametrize("code,expected", [
    # WIN (7.1): rounds credited with a win's points, played or not.
    #   1: two wins over the board; 2: the full-point bye; 3: the forfeit win; 4: none; 5: PAB and forfeit win
    ("WIN", [2, 1, 1, 0, 2]),
    # WON (7.2): games won over the board only: player 1's two wins.
    ("WON", [2, 0, 0, 0, 0]),
    # BPG (7.3): games played over the board with Black: 1 in R2, 2 in R1, 3 in R3; 5's forfeit "as Black" is no game.
    ("BPG", [1, 1, 1, 0, 0]),
    # BWG (7.4): of those, won: player 1 in R2.
    ("BWG", [1, 0, 0, 0, 0]),
    # GE (7.6): rounds minus half-point byes, zero-point byes and forfeit losses. 3 had a half-point bye, 4 lost
    # by forfeit twice and was absent, 5 was absent once; 2's full-point bye counts as elected (decisions §2.15).
    ("GE", [3, 3, 2, 0, 2]),
])
def test_type_b_counts(code, expected):
    assert [value(COUNTS, RuleSet.FIDE_2024, code, s).value for s in range(1, 6)] == expected


def test_counts_do_not_depend_on_the_rule_set_in_a_swiss():
    """The unplayed-round rules (Art. 16) cover BH and SB only: the counts are the same under every rule set."""
    for code in ("WIN", "WON", "BPG", "BWG", "GE"):
        figures = {rules: [value(COUNTS, rules, code, s).value for s in range(1, 6)] for rules in RuleSet}
        assert len(set(map(tuple, figures.values()))) == 1, code


# Four players, a round robin of three rounds:
#   R1 1-2 1-0, 3-4 ½-½   R2 1-3 ½-½, 2-4 1-0   R3 4-1 ½-½, 2-3 1-0
# Scores: 1: 1 + ½ + ½ = 2; 2: 0 + 1 + 1 = 2; 3: ½ + ½ + 0 = 1; 4: ½ + 0 + ½ = 1. Half the maximum: ½ × 3 = 1½.
KOYA = dict(players=4, rounds=["1-2 1-0, 3-4 =", "1-3 =, 2-4 1-0", "4-1 =, 2-3 1-0"])


def test_koya_counts_points_against_opponents_on_half_the_maximum_or_more():
    """C.07 9.2: only #1 and #2 (2 points each) reach 1½. Player 1 beat #2: 1. Player 2 lost to #1: 0.
    Player 3 drew #1 and lost to #2: ½. Player 4 lost to #2 and drew #1: ½."""
    t = tournament(KOYA["players"], KOYA["rounds"], round_robin=True)
    assert [value(t, RuleSet.FIDE_2024, "KS", s).value for s in (1, 2, 3, 4)] == [1, 0, Fraction(1, 2),
                                                                                Fraction(1, 2)]
    assert value(t, RuleSet.FIDE_2024, "KS", 1).notes == ()


def test_koya_in_a_swiss_is_computed_the_same_way_with_a_note():
    """Koya is meant for round robins (C.07 9.2); in a Swiss the same figure comes with a note (decisions §2.23)."""
    t = tournament(KOYA["players"], KOYA["rounds"])
    v = value(t, RuleSet.FIDE_2024, "KS", 1)
    assert v.value == 1 and v.notes == ("Koya is meant for round robins; here it is computed the same way.",)
