"""generator/core/tiebreaks/ratings.py: ARO, TPR, PTP, APRO and APPO over the games played over the board (docs/rules/
tiebreaks.md §10.13–§10.17), with the FIDE B.02 tables. Figures from the TEC fixture or worked by hand."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from tiebreak_cases import load, tournament, value

from generator.core.model import RuleSet
from generator.core.tiebreaks import ratings

F = Fraction


def test_aro_cut_with_one_game_is_undefined():
    """docs/rules/decisions.md §2.18: ARO-Cut-1 with a single game over the board is undefined (TEC prints 0, we
    print 'undef')."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "ARO/C1", 12)
    assert v.value is None and v.display == "undef"


def test_tpr_summary_names_the_table_difference():
    """TPR #2 = ARO 1880 + dp(0.80) 240 = 2120 (B.02 table)."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "TPR", 2)
    assert v.value == 2120 and "ARO 1880 + dp(0.80) +240 = 2120" in v.summary


def test_ptp_extremes():
    """C.07 10.4: score 0 → lowest opponent − 800; 100% → highest + 800 (our documented choice)."""
    t = tournament(3, ["1-2 1-0", "1-3 1-0"], ratings={1: 2000, 2: 1900, 3: 1700})
    assert value(t, RuleSet.FIDE_2024, "PTP", 1).value == 1900 + 800
    assert value(t, RuleSet.FIDE_2024, "PTP", 3).value == 2000 - 800


def test_unrated_opponents_are_left_out_of_rating_tiebreaks_when_the_tournament_says_so():
    """`unrated_rating: leave-out`: rating-based tie-breaks skip unrated opponents in the sum and the count."""
    t = replace(tournament(3, ["1-2 1-0", "1-3 ="], ratings={1: 2000, 2: 1800}), unrated_left_out=True)
    v = value(t, RuleSet.FIDE_2024, "ARO", 1)
    assert v.value == 1800 and [x.cut for x in v.terms] == [False, True]


def test_unrated_opponents_count_as_the_tournaments_unrated_rating():
    """`unrated_rating: 1000`: no. 1 met 1800 and an unrated player: ARO (1800 + 1000) / 2 = 1400; TPR with
    1½ of 2 (p = 0.75, dp +193) = 1593, worked by hand from the B.02 table."""
    t = replace(tournament(3, ["1-2 1-0", "1-3 ="], ratings={1: 2000, 2: 1800}), unrated_rating=1000)
    aro = value(t, RuleSet.FIDE_2024, "ARO", 1)
    assert aro.value == 1400 and [x.value for x in aro.terms] == [1800, 1000]
    assert "counted as 1000" in aro.terms[1].note
    assert value(t, RuleSet.FIDE_2024, "TPR", 1).value == 1400 + 193


def test_without_a_rule_for_unrated_players_the_rating_tie_breaks_are_dropped():
    """C.07 Art. 10: with an unrated player taking part and no rule for them, ARO, TPR, PTP, APRO and APPO are
    dropped: undefined for everyone, the rated players too, as the FIDE TEC checker does."""
    t = tournament(3, ["1-2 1-0", "1-3 ="], ratings={1: 2000, 2: 1800})
    for code in ("ARO", "TPR", "PTP", "APRO", "APPO"):
        for start in (1, 2, 3):
            v = value(t, RuleSet.FIDE_2024, code, start)
            assert v.value is None, (code, start)
    assert "dropped: an unrated player takes part" in value(t, RuleSet.FIDE_2024, "ARO", 2).summary
    rated = tournament(3, ["1-2 1-0", "1-3 ="], ratings={1: 2000, 2: 1800, 3: 1600})
    assert value(rated, RuleSet.FIDE_2024, "ARO", 1).value == 1700


def test_the_b02_tables_at_their_ends_and_one_row_between():
    """FIDE B.02 8.1: dp(1.00) = +800, dp(0.80) = +240, dp(0.50) = 0, dp(0.20) = −240, dp(0) = −800; the expected
    score is 0.50 at equal ratings and reaches 1.00 only beyond 735 points (no 400-point rule, C.07 10.3)."""
    assert [ratings.dp(p) for p in (100, 80, 50, 20, 0)] == [800, 240, 0, -240, -800]
    assert ratings.expected_hundredths(0) == 50
    assert (ratings.expected_hundredths(735), ratings.expected_hundredths(736)) == (99, 100)
    assert (ratings.expected_hundredths(-735), ratings.expected_hundredths(-736)) == (1, 0)
    assert ratings.expected_hundredths(400) == 92


def test_averages_are_rounded_half_up():
    """C.07 10.1: 7550 / 4 = 1887.5 → 1888 (David #4's ARO); 7549 / 4 = 1887.25 → 1887."""
    assert (ratings.divide_half_up(7550, 4), ratings.divide_half_up(7549, 4)) == (1888, 1887)
    assert value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "ARO", 4).value == 1888


def test_a_3_1_0_event_has_the_performances_of_the_same_games_scored_1_half_0():
    """TPR's p is the share of a win's points: TEC #2's games scored 3 / 1 / 0 give p = 0.80 and TPR 2120 as
    under 1 / ½ / 0, and PTP is the same too (a 3 / 1 / 0 file ended in an IndexError of the dp table, found by
    the property tests over the format)."""
    from generator.core.model import PointSystem
    tec = load("tec-swiss.trf")
    three = replace(tec, points=PointSystem(win=F(3), draw=F(3, 2), loss=F(0), forfeit_win=F(3), pab=F(3),
                                            full_bye=F(3), half_bye=F(3, 2)))
    for code in ("TPR", "PTP", "APRO"):
        assert value(three, RuleSet.FIDE_2024, code, 2).value == value(tec, RuleSet.FIDE_2024, code, 2).value
    assert value(three, RuleSet.FIDE_2024, "TPR", 2).value == 2120
