"""generator/core/tiebreaks/context.py: what one round of a player counts against under each rule set (docs/rules/
tiebreaks.md §4–§8): the 2012 virtual opponent, the C.07 dummy opponent and its 2026 cap, an opponent's score as
the player sees it, and the plain sums.

Figures come from the TEC Swiss fixture (tests/data/tiebreaks/tec-swiss.trf; docs/rules/tiebreaks.md §8.1) or
were worked by hand from the rule quoted in each docstring.
"""
from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from tiebreak_cases import load, tournament, value

from generator.core.model import RuleSet, Start
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.values import OpponentKind

F = Fraction


def test_example_a_2026_cap_shows_both_figures():
    """2026 16.4 cap: David's HPB dummy is min(3½, ½·5) = 2½; the term keeps 3½ and the reason."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2026, "BH", 4)
    dummy = v.terms[1]
    assert (dummy.raw, dummy.score, v.value) == (F(7, 2), F(5, 2), F(14))
    assert dummy.adjustments[0].change == -1 and "capped at 2½" in dummy.adjustments[0].reason
    assert dummy.opponent.formula.startswith("min(3½, ½ · 5) = 2½")


def test_example_c_withdrawn_player_seen_by_opponents():
    """C.07 16.3 (Nick #12: L, PAB, FW, WD, WD): face 2.0, seen by #4 as 3.0, both WD rounds as draws."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "BH", 4)
    nick = v.terms[0]
    assert (nick.raw, nick.score) == (F(2), F(3))
    assert [a.round for a in nick.adjustments] == [4, 5]
    assert all("counted as a draw" in a.reason and "C.07 16.3" in a.reason for a in nick.adjustments)


def test_example_e_forfeit_cap_uses_scheduled_opponent():
    """2026 cap for a forfeit win (Maria #11 vs #9, AS 1½): dummy 2½ → 1½, BH 13½ → 12½."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2026, "BH", 11)
    assert v.terms[3].score == F(3, 2) and "scheduled opponent #9" in v.terms[3].adjustments[0].reason
    assert v.value == F(25, 2)


def test_2012_virtual_opponents_of_the_withdrawn_player():
    """2012 (Ex. C): Nick's Svon R2 PAB 1½, R3 FW 2, R4 WD 3½, R5 WD 3; BH 13½, SB 3½."""
    t = load("tec-swiss.trf")
    bh = value(t, RuleSet.FIDE_2012, "BH", 12)
    assert [x.value for x in bh.terms[1:]] == [F(3, 2), F(2), F(7, 2), F(3)]
    assert all(x.opponent.kind is OpponentKind.VIRTUAL for x in bh.terms[1:])
    assert bh.terms[3].opponent.formula == "2 + (1 − 0) + ½ · (5 − 4) = 3½"
    assert value(t, RuleSet.FIDE_2012, "SB", 12).value == F(7, 2)


def test_round_robin_forfeit_counts_as_won_game_but_not_in_aro():
    """Decision (a) of docs/rules/round-robin.md: Franck's forfeit loss to Helene (round 4) is left out of his
    ARO under the 2024 rules as under the 2026 amendment, as the FIDE TEC checker does: (2200 + 2050 + 2150 +
    2100) / 4 = 2125, not 10500 / 5 = 2100. Plain sums still count the scheduled opponent. Helene's forfeit win
    is a game won (C.07 15) under both."""
    t = load("tec-round-robin.trf")
    for rules in (RuleSet.FIDE_2024, RuleSet.FIDE_2026):
        aro = value(t, rules, "ARO", 5)
        assert aro.value == 2125 and [term.opponent.start for term in aro.terms] == [1, 4, 2, 3]
        assert value(t, rules, "WON", 6).value == 1
    assert value(t, RuleSet.NONE, "ARO", 5).value == 2100


def _svon_case(rounds: int, history: list[str], unplayed: str, at: int):
    """Player 1 meets players 2, 3, … in turn; round `at` is the unplayed one."""
    entries = []
    for r in range(1, rounds + 1):
        opponent = r + 1
        if r == at:
            entries.append(unplayed.format(opp=opponent))
        else:
            entries.append(f"1-{opponent} {history[r - 1] if r <= len(history) else '='}")
    return tournament(rounds + 1, entries, rules=RuleSet.FIDE_2012)


@pytest.mark.parametrize("rounds,history,unplayed,at,svon,formula", [
    (8, ["1-0", "=", "="], "1-{opp} +-", 4, F(4), "2 + (1 − 1) + ½ · (8 − 4) = 4"),
    (9, ["=", "=", "=", "0-1"], "1-{opp} -+", 5, F(9, 2), "1½ + (1 − 0) + ½ · (9 − 5) = 4½"),
    (6, [], "1 HPB", 1, F(3), "0 + (1 − ½) + ½ · (6 − 1) = 3"),
    # the Handbook's own examples and the 2009 minutes' (as quoted by arbiters' manuals)
    (9, ["1-0", "="], "1-{opp} -+", 3, F(11, 2), "1½ + (1 − 0) + ½ · (9 − 3) = 5½"),
    (9, ["1-0", "1-0", "1-0", "=", "0-1"], "1-{opp} +-", 6, F(5), "3½ + (1 − 1) + ½ · (9 − 6) = 5"),
    (9, ["1-0", "1-0"], "1-{opp} +-", 3, F(5), "2 + (1 − 1) + ½ · (9 − 3) = 5"),
    (9, ["1-0", "1-0", "1-0", "1-0", "0-1", "0-1"], "1-{opp} -+", 7, F(6), "4 + (1 − 0) + ½ · (9 − 7) = 6"),
], ids=["ex1-forfeit-win", "ex2-forfeit-loss", "ex3-half-bye", "handbook-fl-r3", "handbook-fw-r6",
        "minutes-a-fw-r3", "minutes-b-fl-r7"])
def test_seed_001_virtual_opponent(rounds, history, unplayed, at, svon, formula):
    """docs/rules/tiebreaks.md §4.1: Svon = SPR + (1 − SfPR) + 0.5·(n − R); the Spanish note's answers 4, 4.5
    and 3, and the handbook/minutes figures 5.5, 5, 5 and 6, each with its formula shown filled in."""
    t = _svon_case(rounds, history, unplayed, at)
    term = value(t, RuleSet.FIDE_2012, "BH", 1).terms[at - 1]
    assert term.opponent.kind is OpponentKind.VIRTUAL
    assert (term.value, term.opponent.formula) == (svon, formula)


@pytest.mark.parametrize("unplayed", ["2-3 +-", "3-2 +-", "2 PAB", "2 HPB", "2 ZPB", "2 FPB"])
def test_seed_000_rule_a1_opponents_unplayed_games_count_as_draws(unplayed):
    """Rule A1: an opponent's unplayed game counts as a draw, whatever its cause (bye, forfeit, other)."""
    t = tournament(4, ["1-2 1-0, 3-4 =", unplayed + (", 1-4 =" if "-" in unplayed else ", 1-3 =, 4 ZPB"),
                       "2-4 1-0, 1-3 ="], rules=RuleSet.FIDE_2012)
    seen = value(t, RuleSet.FIDE_2012, "BH", 1).terms[0]
    assert seen.opponent.start == 2 and seen.score == 0 + F(1, 2) + 1
    assert [a.round for a in seen.adjustments] == ([2] if seen.raw != F(3, 2) else [])


def test_seed_000_rule_a2_withdrawn_or_late_opponent_gets_draws():
    """Rule A2: an opponent who withdrew (or joined late) has the missing rounds counted as draws."""
    late_and_gone = tournament(4, ["1-3 1-0", "1-2 1-0, 3-4 =", "1-4 ="], withdrawals={2: 3})
    term = value(late_and_gone, RuleSet.FIDE_2012, "BH", 1).terms[1]
    assert (term.raw, term.score) == (F(0), F(1))
    assert [a.round for a in term.adjustments] == [1, 3]


def test_seed_000_rule_b1_virtual_opponent_opposite_result_then_draws():
    """Rule B1: the virtual opponent starts the round on the player's score, takes the opposite result,
    then draws: after a forfeit win in R2 of 4 (score 1 before): 1 + 0 + ½·2 = 2."""
    t = tournament(5, ["1-2 1-0", "1-3 +-", "1-4 =", "1-5 ="], rules=RuleSet.FIDE_2012)
    term = value(t, RuleSet.FIDE_2012, "BH", 1).terms[1]
    assert term.value == 2 and term.opponent.formula == "1 + (1 − 1) + ½ · (4 − 2) = 2"


def test_seed_000_rule_b1_sonneborn_berger_follows_the_same_rule():
    """Rule B1: SB uses the virtual opponent too: a forfeit win adds 1 × Svon, a forfeit loss 0 × Svon."""
    t = tournament(5, ["1-2 1-0, 3-4 =", "1-3 +-, 2-4 =", "1-4 =, 2-3 ="], rules=RuleSet.FIDE_2012)
    sb = value(t, RuleSet.FIDE_2012, "SB", 1)
    assert sb.terms[1].value == 1 * (1 + 0 + F(1, 2) * 1)
    loser = value(t, RuleSet.FIDE_2012, "SB", 3)
    assert loser.terms[1].value == 0 and loser.terms[1].score == F(1, 2) + 1 + F(1, 2)


def test_seed_000_rule_b2_forfeit_is_unplayed_for_both_players():
    """Rule B2: a paired but unplayed game gives both players a virtual opponent; neither counts the other."""
    t = tournament(4, ["1-2 +-, 3-4 =", "1-3 =, 2-4 ="], rules=RuleSet.FIDE_2012)
    for start in (1, 2):
        term = value(t, RuleSet.FIDE_2012, "BH", start).terms[0]
        assert term.opponent.kind is OpponentKind.VIRTUAL and term.opponent.start is None


def test_seed_000_intermediate_standings_use_rounds_so_far():
    """docs/rules/decisions.md §2.2: after round k the virtual opponent draws only up to k (n = k)."""
    t = tournament(5, ["1-2 +-", "1-3 =", "1-4 =", "1-5 ="], rules=RuleSet.FIDE_2012)
    after_2 = value(t, RuleSet.FIDE_2012, "BH", 1, after_round=2).terms[0]
    final = value(t, RuleSet.FIDE_2012, "BH", 1).terms[0]
    assert (after_2.value, final.value) == (F(1, 2), F(3, 2))
    assert after_2.opponent.formula == "0 + (1 − 1) + ½ · (2 − 1) = ½"


def test_2012_handbook_example_as_opponent():
    """docs/rules/tiebreaks.md §4.2 (the 2009 minutes' example): A ends on 6 with a forfeit win in R3; as
    someone's opponent A counts 6 − 1 + ½ = 5½."""
    rounds = []
    for r in range(1, 10):
        if r == 1:
            rounds.append("1-2 1-0")      # B meets A in round 1
        elif r == 3:
            rounds.append("1-3 +-")
        else:
            rounds.append(f"1-{r + 2} {'1-0' if r in (2, 4, 5, 6) else '0-1'}")
    t = tournament(12, rounds, rules=RuleSet.FIDE_2012)
    assert Context(t, 9, RuleSet.FIDE_2012).frac(Context(t, 9, RuleSet.FIDE_2012).lines[1].score) == 6
    assert value(t, RuleSet.FIDE_2012, "BH", 2).terms[0].score == F(11, 2)


def test_c07_requested_bye_before_a_game_keeps_face_value():
    """C.07 16.2.3/16.3: an HPB followed by a played game is seen at face value (no adjustment)."""
    t = tournament(4, ["1-2 1-0, 3 HPB, 4 ZPB", "3-1 =, 2-4 =", "1-4 1-0, 2-3 ="])
    term = value(t, RuleSet.FIDE_2024, "BH", 1).terms[1]
    assert term.raw == term.score == 1 + F(1, 2) and term.adjustments == ()


def test_c07_forfeit_loss_in_the_tail_keeps_face_value():
    """C.07 16.3: only requested byes of the tail become draws; a forfeit loss there stays 0."""
    t = tournament(4, ["1-2 1-0, 3-4 =", "2-3 -+, 1-4 =", "2 ZPB, 1-3 =, 4 PAB"])
    term = value(t, RuleSet.FIDE_2024, "BH", 1).terms[0]
    assert term.raw == 0 and term.score == F(1, 2)  # R2 forfeit loss 0, R3 ZPB → ½
    assert [a.round for a in term.adjustments] == [3]


def test_c07_double_forfeit_capped_against_scheduled_opponent_2026():
    """C.07 16.4.1 as amended from 1 March 2026 (docs/rules/tiebreaks.md §6.1, §8.6): for a forfeit the dummy
    opponent's score is the player's own score capped at the scheduled opponent's score as others see it
    (16.3); a double forfeit is a forfeit loss for both players, so the cap applies to it.

    Rounds: R1 1-2 1-0, 3-4 0-1; R2 1-3 double forfeit, 2-4 ½-½; R3 1-4 1-0, #2 PAB, #3 zero-point bye.
    Scores: #1 1 + 0 + 1 = 2; #2 0 + ½ + 1 = 1½; #3 0 + 0 + 0 = 0; #4 1 + ½ + 0 = 1½.
    #3's bye is in the last round (16.2.5), so others see it as a draw: AS(#3) = 0 + 0 + ½ = ½;
    AS(#2) = 1½ and AS(#4) = 1½ (nothing of theirs is adjusted).
    #1's Buchholz = R1 AS(#2) 1½ + R2 dummy + R3 AS(#4) 1½:
      2024, no cap:            dummy = S(#1) = 2                 BH = 5
      2026, forfeit cap:       dummy = min(2, AS(#3) ½) = ½      BH = 3½
    Wrong readings give other figures: the cap of other unplayed rounds, min(2, ½ × 3 rounds) = 1½, gives 4½;
    #3's credited score 0 instead of AS gives 3."""
    t = tournament(4, ["1-2 1-0, 3-4 0-1", "1-3 --, 2-4 =", "1-4 1-0, 2 PAB, 3 ZPB"])
    assert value(t, RuleSet.FIDE_2024, "BH", 1).value == 5
    capped = value(t, RuleSet.FIDE_2026, "BH", 1)
    dummy = capped.terms[1]
    assert dummy.opponent.kind is OpponentKind.DUMMY and dummy.voluntary
    assert (dummy.raw, dummy.score) == (F(2), F(1, 2))
    assert "scheduled opponent #3" in dummy.adjustments[0].reason
    assert capped.value == F(7, 2)


def test_plain_sums_count_forfeit_opponent_and_nothing_for_byes():
    """Rule set 'none': BH is the sum of the actual scores of the scheduled opponents; a bye adds 0."""
    t = tournament(3, ["1-2 +-, 3 PAB", "1-3 =, 2 PAB"])
    v = value(t, RuleSet.NONE, "BH", 1)
    assert [x.value for x in v.terms] == [F(1), F(3, 2)] and v.value == F(5, 2)


def _bh_under_every_rule_set(t, start: int) -> list[Fraction]:
    return [value(t, rules, "BH", start).value for rules in (RuleSet.FIDE_2012, RuleSet.FIDE_2024,
                                                              RuleSet.FIDE_2026, RuleSet.NONE)]


def test_full_point_bye_under_the_four_rule_sets():
    """docs/rules/tiebreaks.md §8.3: R1 1-2 1-0, 3-4 1-0; R2 1-3 0-1, #2 full-point bye, #4 absent; R3 2-3 1-0,
    1-4 1-0. #2 has 2 points. Round 2 counts: 2012 virtual 0 + (1 − 1) + ½·(3 − 2) = ½; 2024 dummy 2; 2026
    dummy min(2, ½·3) = 1½; plain sums 0. With 2 + 2 for the two games: BH 4½, 6, 5½, 4."""
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "1-3 0-1, 2 FPB, 4 ZPB", "2-3 1-0, 1-4 1-0"])
    assert _bh_under_every_rule_set(t, 2) == [F(9, 2), 6, F(11, 2), 4]
    assert value(t, RuleSet.FIDE_2026, "SB", 2).value == F(7, 2)       # 0 + 1 × 1½ + 1 × 2


def test_late_entry_is_a_requested_bye_followed_by_games():
    """docs/rules/tiebreaks.md §8.9, decisions §2.3: #3 joins in round 2 (R1 1-2 1-0, #4 PAB; R2 1-3 ½-½, 2-4
    ½-½; R3 1-4 1-0, 2-3 0-1). #3's missing round 1 counts 2012 virtual 0 + 1 + ½·2 = 2, C.07 dummy 1½ (capped at
    ½·3 = 1½ in 2026), plain 0; #1 sees #3 as 2 under 2012 (the missing round a draw) and 1½ under C.07 (16.2.3:
    face value). #3's BH: 2 + 2½ + ½ = 5; 1½ + 2½ + ½ = 4½ (2024 and 2026); 0 + 2½ + ½ = 3."""
    t = tournament(4, ["1-2 1-0, 4 PAB", "1-3 =, 2-4 =", "1-4 1-0, 2-3 0-1"])
    assert _bh_under_every_rule_set(t, 3) == [5, F(9, 2), F(9, 2), 3]
    assert [value(t, rules, "BH", 1).terms[1].score for rules in (RuleSet.FIDE_2012, RuleSet.FIDE_2024)] == [
        2, F(3, 2)]


def test_a_board_without_a_result_is_an_unplayed_round_not_chosen():
    """docs/rules/tiebreaks.md §8.10, decisions §2.4: standings after round 2 while 1-3 has no result (R1 1-2
    1-0, 3-4 ½-½; R2 1-3 ?, 2-4 1-0). #1 (1 point): 2012 virtual 1 + (1 − 0) + 0 = 2, BH 1 + 2 = 3; C.07 dummy
    1, BH 2; plain sums count #3's ½: 1½. Not a VUR, so a cut does not take it first."""
    t = tournament(4, ["1-2 1-0, 3-4 =", "1-3 ?, 2-4 1-0"])
    assert _bh_under_every_rule_set(t, 1) == [3, 2, 2, F(3, 2)]
    assert not value(t, RuleSet.FIDE_2024, "BH", 1).terms[1].voluntary


def test_the_2026_bye_cap_counts_the_rounds_of_the_standings():
    """docs/rules/decisions.md §2.12: David (#4, TEC) after round 3 has 2½ (W, half-point bye, W); the cap of
    his bye is ½ × 3 = 1½, not ½ × 5: the dummy counts 1½ (2024: 2½). Round 1's Nick has 2 points then (L, PAB, forfeit
    win), round 3's Opal 1½ (W, D, L): BH 2 + 1½ + 1½ = 5 under 2026."""
    t = load("tec-swiss.trf")
    capped = value(t, RuleSet.FIDE_2026, "BH", 4, after_round=3)
    assert (capped.terms[1].score, capped.value) == (F(3, 2), 5)
    assert value(t, RuleSet.FIDE_2024, "BH", 4, after_round=3).terms[1].score == F(5, 2)


def test_acceleration_points_never_enter_the_tie_breaks():
    """docs/rules/decisions.md §2.25: virtual points of an accelerated pairing (here a point for #1 and #2 in
    rounds 1–2) are for the pairing only; the standings' Buchholz is the same with and without them."""
    t = tournament(4, ["1-3 1-0, 2-4 =", "1-2 =, 3-4 1-0"])
    accelerated = dataclasses.replace(t, acceleration={Start(1): (F(1), F(1)), Start(2): (F(1), F(1))})
    for rules in RuleSet:
        assert [value(accelerated, rules, "BH", s).value for s in (1, 2, 3, 4)] == \
            [value(t, rules, "BH", s).value for s in (1, 2, 3, 4)]
