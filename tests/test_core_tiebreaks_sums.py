"""generator/core/tiebreaks/sums.py: Buchholz, Sonneborn-Berger, Fore Buchholz, progressive score and AOB, with the
cuts and medians (docs/rules/tiebreaks.md §9, §10.1–§10.5). Figures from the TEC fixtures or worked by hand."""
from __future__ import annotations

from fractions import Fraction

from tiebreak_cases import load, tournament, value

from generator.core.model import RuleSet
from generator.core.tiebreaks.values import OpponentKind

F = Fraction


def test_example_a_vur_cut_first_with_reason():
    """C.07 16.5 (Ex. A, #4 David): the HPB dummy (3½) is cut before the lower real 1½; BH-C1 11½."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "BH/C1", 4)
    cut = [t for t in v.terms if t.cut]
    assert v.value == F(23, 2) and [t.round for t in cut] == [2]
    assert cut[0].opponent.kind is OpponentKind.DUMMY
    assert cut[0].cut_reason == ("left out instead of round 3 (the lowest value, 1½): the player chose not to "
                                 "play this round (half-point bye), and such a round goes first (C.07 16.5)")


def test_example_a_sb_cut_takes_the_larger_candidate_2026():
    """C.07 16.5 for SB: VUR contribution 1¼ < least significant (#13, score 1½) 1½, so 1½ is cut: 7¾."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2026, "SB/C1", 4)
    assert v.value == F(31, 4) and [t.round for t in v.terms if t.cut] == [3]


def test_example_b_forgetting_16_5_would_give_9_5():
    """Ex. B (#14 Paul): a VUR (2.0) is cut, not the lower 1½ — BH-C1 is 9.0, not 9.5."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "BH/C1", 14)
    assert v.value == 9 and next(t for t in v.terms if t.cut).voluntary


def test_fore_buchholz_adjusts_opponents_last_round():
    """C.07 8.3: Maria's FB 12½ — each last-round result is taken as a draw, shown as an adjustment."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "FB", 11)
    assert v.value == F(25, 2)
    stephan = v.terms[1]
    assert (stephan.raw, stephan.score) == (F(7, 2), F(3)) and "Fore Buchholz" in stephan.adjustments[0].reason


def test_aob_is_rounded_to_two_decimals():
    """C.07 8.2: #14's opponents' BH 12 + 13½ + 14 = 39½ / 3 = 13.1666… → 13.17 (shown with 2 decimals)."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "AOB", 14)
    assert v.value == F(1317, 100) and v.display == "13.17"


def test_round_robin_sb_cut_takes_smaller_contribution_on_tied_scores():
    """C.07 14.1 (docs/rules/tiebreaks.md §9.1), TEC round robin: Helene's lowest opponents #4 and #5 both have 1½; the smaller contribution, ¾, is cut."""
    v = value(load("tec-round-robin.trf"), RuleSet.FIDE_2024, "SB/C1", 6)
    assert [(t.round, t.value) for t in v.terms if t.cut] == [(3, F(3, 4))]


def test_progressive_score_cut_drops_the_earliest_running_totals():
    """C.07 7.5 and 14.1 (docs/rules/tiebreaks.md §10.4): Bruno (#2, TEC) scored 1, 1, ½, 1, ½: running totals
    1, 2, 2½, 3½, 4; PS = 13, PS-C1 = 13 − 1 = 12 (the round-1 total is cut)."""
    t = load("tec-swiss.trf")
    assert value(t, RuleSet.FIDE_2024, "PS", 2).value == 13
    cut = value(t, RuleSet.FIDE_2024, "PS/C1", 2)
    assert cut.value == 12 and [x.round for x in cut.terms if x.cut] == [1]


def test_median_cuts_the_vur_low_and_the_plain_highest():
    """C.07 14.3 with 16.5 (docs/rules/tiebreaks.md §9.2–§9.3): David (#4, TEC, 2024) counts 3, 3½ (dummy of his
    half-point bye), 1½, 3½, 3½ = 15. The low cut takes the voluntarily unplayed round (3½, not the lower 1½);
    the high cut takes a plain highest, round 4's 3½: BH-M1 = 15 − 3½ − 3½ = 8."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "BH/M1", 4)
    assert v.value == 8 and [x.round for x in v.terms if x.cut] == [2, 4]


def test_cutting_more_values_than_there_are_rounds_leaves_nothing():
    """After one round BH-C2 and BH-M1 have nothing left to add: 0 (docs/rules/decisions.md §2.20)."""
    t = tournament(2, ["1-2 1-0"])
    assert value(t, RuleSet.FIDE_2024, "BH", 1).value == 0 + 0   # the opponent scored 0
    assert value(t, RuleSet.FIDE_2024, "BH/C2", 2).value == 0
    assert value(t, RuleSet.FIDE_2024, "BH/M1", 2).value == 0
    assert value(t, RuleSet.FIDE_2024, "BH", 2).value == 1


def test_2012_sb_cut_drops_the_lowest_scored_opponent_with_a_note():
    """decisions §2.7: no 2012 SB-cut rule is known; as in C.07 the contribution of the opponent with the lowest
    score goes. Paul (#14, TEC, 2012): opponents S* 2½ (#6, won: 2½), 2½ (#8, lost: 0), virtual 3 and 2½ (lost:
    0, 0), #13 1½ (won: 1½); SB 4, and the lowest score, 1½, is #13's: SB-C1 = 4 − 1½ = 2½."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2012, "SB/C1", 14)
    assert v.value == F(5, 2) and [x.round for x in v.terms if x.cut] == [5]
    assert any("no Sonneborn-Berger cut rule is known" in n for n in v.notes)


def test_buchholz_in_a_round_robin_says_it_is_not_meant_for_one():
    """C.07 Art. 8, note of 2026 (decisions §2.23): computed, with the note."""
    v = value(load("tec-round-robin.trf"), RuleSet.FIDE_2026, "BH", 1)
    assert any("not meant for round robins" in n for n in v.notes)


def test_sb_cut_with_two_vurs_whose_dummies_the_2026_caps_set_apart():
    """docs/rules/decisions.md §2.28, worked by hand. Player 1 scores 3½ in 5 rounds: beats
    no. 2 (who scores 0), half-point bye, forfeit loss to no. 3 (4 points), beats no. 4 (3½) and no. 5 (2½).
    2026 (16.4): the bye's dummy is capped at ½ · 5 = 2½ (contribution ½ · 2½ = 1¼), the forfeit's at no. 3's
    4, so his own 3½ (contribution 0 · 3½ = 0). SB = 0 + 1¼ + 0 + 3½ + 2½ = 7¼. The least significant value is
    no. 2's 0; of the VURs, as the values are ordered (by the dummy's score), the bye's 2½ comes first, and its
    1¼ is not lower than 0: cut (16.5.1), SB-C1 = 6, as the FIDE TEC checker gives. Under 2024 both dummies
    score 3½ (bye 1¾, forfeit 0): SB = 7¾, the VURs tie on score, the forfeit's 0 is cut: SB-C1 = 7¾."""
    t = tournament(9, [
        "1-2 1-0, 3-6 1-0, 4-7 1-0, 5-8 1-0, 9 PAB",
        "1 HPB, 3-7 1-0, 9-2 1-0, 4-8 =, 5-6 1-0",
        "1-3 -+, 2-4 0-1, 5-7 =, 6-9 =, 8 PAB",
        "4-1 0-1, 3-5 1-0, 2-6 0-1, 7-8 =, 9 PAB",
        "1-5 1-0, 3-9 0-1, 2-7 0-1, 4-6 1-0, 8 PAB",
    ])
    sb_2026 = value(t, RuleSet.FIDE_2026, "SB", 1)
    assert sb_2026.value == F(29, 4)
    cut_2026 = value(t, RuleSet.FIDE_2026, "SB/C1", 1)
    assert cut_2026.value == 6 and [x.round for x in cut_2026.terms if x.cut] == [2]
    assert value(t, RuleSet.FIDE_2024, "SB", 1).value == F(31, 4)
    cut_2024 = value(t, RuleSet.FIDE_2024, "SB/C1", 1)
    assert cut_2024.value == F(31, 4) and [x.round for x in cut_2024.terms if x.cut] == [3]
