"""The tie-break engine against the FIDE TEC fixtures, the seeds' worked examples and hand-made cases.

Figures come from tests/data/tiebreaks/ (copies of the shared TEC fixtures: Held, *Exercises in
Tie-Breaking*, and the spec's §3.3 round robin) or were worked by hand from the rule quoted in each docstring.
"""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from generator.model import RuleSet, Start
from generator.tiebreaks import Context, OpponentKind, compute, parse_code
from generator.trf import read_trf
from tiebreak_cases import tournament

DATA = Path(__file__).parent / "data" / "tiebreaks"
F = Fraction


def load(name: str):
    return read_trf((DATA / name).read_text(), name)


def values(t, rules: RuleSet, code: str, after_round: int | None = None):
    ctx = Context(t, t.rounds_entered if after_round is None else after_round, rules)
    return compute(ctx, parse_code(code), ctx.starts)


def value(t, rules: RuleSet, code: str, start: int, after_round: int | None = None):
    return values(t, rules, code, after_round)[Start(start)]


# --------------------------------------------------------------------------- the TEC Swiss fixture table

def _markdown_tables(text: str) -> list[list[dict[str, str]]]:
    tables, header = [], None
    for line in text.splitlines():
        if not line.startswith("|"):
            header = None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None:
            header = cells
            tables.append([])
        elif not set("".join(cells)) <= set("-: "):
            tables[-1].append(dict(zip(header, cells)))
    return tables


_YEARS = {"2012": RuleSet.FIDE_2012, "2024": RuleSet.FIDE_2024, "2026": RuleSet.FIDE_2026}
_BH_COLUMNS = {"BH": "BH", "C1": "BH/C1", "C2": "BH/C2", "M1": "BH/M1", "SB": "SB", "SB-C1": "SB/C1",
               "FB": "FB", "AOB": "AOB"}
_SECOND_TABLE = {"WIN": "WIN", "WON": "WON", "BPG": "BPG", "BWG": "BWG", "GE/REP": "GE", "PS": "PS",
                 "PS-C1": "PS/C1", "ARO": "ARO", "ARO-C1": "ARO/C1", "TPR": "TPR", "PTP": "PTP", "APRO": "APRO",
                 "APPO": "APPO"}


def _expected_cases():
    first, second = _markdown_tables((DATA / "tec-expected.md").read_text())
    cases = []
    for row in first:
        for column, text in row.items():
            year, _, name = column.partition(" ")
            if year in _YEARS:
                cases.append((_YEARS[year], _BH_COLUMNS[name], int(row["#"]), text))
    # The counts and ratings do not depend on the unplayed-round rules: check them under all three.
    for row in second:
        for column, text in row.items():
            if column in _SECOND_TABLE:
                cases += [(rules, _SECOND_TABLE[column], int(row["#"]), text) for rules in _YEARS.values()]
    return cases


EXPECTED = _expected_cases()


def test_fixture_table_was_read_whole():
    """Every figure of tec-expected.md becomes a case: 16 players × (5 + 8 + 6 rule-set columns + 13 × 3)."""
    assert len(EXPECTED) == 16 * (5 + 8 + 6 + 13 * 3)


@pytest.fixture(scope="module")
def tec_contexts():
    t = load("tec-swiss.trf")
    return {rules: Context(t, 5, rules) for rules in _YEARS.values()}


@pytest.mark.parametrize("rules,code,start,expected", EXPECTED,
                         ids=[f"{r.value}-{c}-{s}" for r, c, s, _ in EXPECTED])
def test_tec_swiss_fixture(tec_contexts, rules, code, start, expected):
    """Each figure of the TEC Swiss exercise (Held, §2.1) under the 2012, C.07-2024 and C.07-2026 rules."""
    ctx = tec_contexts[rules]
    got = compute(ctx, parse_code(code), [Start(start)])[Start(start)]
    assert got.value == (None if expected == "undef" else Fraction(expected))


def test_tec_swiss_points_column():
    """Points in the fixture table equal the points summed from the TRF round cells."""
    first, _ = _markdown_tables((DATA / "tec-expected.md").read_text())
    ctx = Context(load("tec-swiss.trf"), 5, RuleSet.FIDE_2024)
    assert {int(r["#"]): Fraction(r["pts"]) for r in first} == {s: ctx.frac(l.score) for s, l in ctx.lines.items()}


# --------------------------------------------------------------------------- spec §3.2 worked examples

def test_example_a_vur_cut_first_with_reason():
    """C.07 16.5 (Ex. A, #4 David): the HPB dummy (3½) is cut before the lower real 1½; BH-C1 11½."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "BH/C1", 4)
    cut = [t for t in v.terms if t.cut]
    assert v.value == F(23, 2) and [t.round for t in cut] == [2]
    assert cut[0].opponent.kind is OpponentKind.DUMMY
    assert cut[0].cut_reason == "cut: voluntarily unplayed round is cut first (C.07 16.5)"


def test_example_a_2026_cap_shows_both_figures():
    """2026 16.4 cap: David's HPB dummy is min(3½, ½·5) = 2½; the term keeps 3½ and the reason."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2026, "BH", 4)
    dummy = v.terms[1]
    assert (dummy.raw, dummy.score, v.value) == (F(7, 2), F(5, 2), F(14))
    assert dummy.adjustments[0].change == -1 and "capped at 2½" in dummy.adjustments[0].reason
    assert dummy.opponent.formula.startswith("min(3½, ½ · 5) = 2½")


def test_example_a_sb_cut_takes_the_larger_candidate_2026():
    """C.07 16.5 for SB: VUR contribution 1¼ < least significant (#13, score 1½) 1½, so 1½ is cut: 7¾."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2026, "SB/C1", 4)
    assert v.value == F(31, 4) and [t.round for t in v.terms if t.cut] == [3]


def test_example_b_forgetting_16_5_would_give_9_5():
    """Ex. B (#14 Paul): a VUR (2.0) is cut, not the lower 1½ — BH-C1 is 9.0, not 9.5."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "BH/C1", 14)
    assert v.value == 9 and next(t for t in v.terms if t.cut).voluntary


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


def test_aro_cut_with_one_game_is_undefined():
    """§2.8: ARO-Cut-1 with a single game over the board is undefined (TEC prints 0, we print 'undef')."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "ARO/C1", 12)
    assert v.value is None and v.display == "undef"


def test_tpr_summary_names_the_table_difference():
    """TPR #2 = ARO 1880 + dp(0.80) 240 = 2120 (B.02 table)."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "TPR", 2)
    assert v.value == 2120 and "ARO 1880 + dp(0.80) +240 = 2120" in v.summary


# --------------------------------------------------------------------------- spec §3.3 round robin

RR_EXPECTED = {
    "SB": ["9.25", "6.25", "6.25", "4.25", "3.25", "2.25"],
    "SB/C1": ["9.25", "4.75", "4.75", "4.25", "3.25", "1.50"],
    "KS": ["2.0", "0.5", "0.5", "1.0", "0.5", "0.0"],
}


@pytest.mark.parametrize("rules", list(_YEARS.values()))
@pytest.mark.parametrize("code", list(RR_EXPECTED))
def test_round_robin_fixture(code, rules):
    """Spec §3.3 (TEC round robin): forfeits count as games against the real opponent; no dummy (C.07 15)."""
    got = values(load("tec-round-robin.trf"), rules, code)
    assert [got[Start(s)].value for s in range(1, 7)] == [F(x) for x in RR_EXPECTED[code]]


def test_round_robin_sb_cut_takes_smaller_contribution_on_tied_scores():
    """§3.3: Helene's lowest opponents #4 and #5 both have 1½; the smaller contribution, ¾, is cut."""
    v = value(load("tec-round-robin.trf"), RuleSet.FIDE_2024, "SB/C1", 6)
    assert [(t.round, t.value) for t in v.terms if t.cut] == [(3, F(3, 4))]


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


# --------------------------------------------------------------------------- seed 001: three Svon examples

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
    # spec §3.1: the handbook text (chesspub) and the 2009 minutes (Vega manual)
    (9, ["1-0", "="], "1-{opp} -+", 3, F(11, 2), "1½ + (1 − 0) + ½ · (9 − 3) = 5½"),
    (9, ["1-0", "1-0", "1-0", "=", "0-1"], "1-{opp} +-", 6, F(5), "3½ + (1 − 1) + ½ · (9 − 6) = 5"),
    (9, ["1-0", "1-0"], "1-{opp} +-", 3, F(5), "2 + (1 − 1) + ½ · (9 − 3) = 5"),
    (9, ["1-0", "1-0", "1-0", "1-0", "0-1", "0-1"], "1-{opp} -+", 7, F(6), "4 + (1 − 0) + ½ · (9 − 7) = 6"),
], ids=["ex1-forfeit-win", "ex2-forfeit-loss", "ex3-half-bye", "handbook-fl-r3", "handbook-fw-r6",
        "minutes-a-fw-r3", "minutes-b-fl-r7"])
def test_seed_001_virtual_opponent(rounds, history, unplayed, at, svon, formula):
    """Seed 001 / spec §3.1: Svon = SPR + (1 − SfPR) + 0.5·(n − R); seed answers 4, 4.5 and 3, and the
    handbook/minutes figures 5.5, 5, 5 and 6, each with its formula shown filled in."""
    t = _svon_case(rounds, history, unplayed, at)
    term = value(t, RuleSet.FIDE_2012, "BH", 1).terms[at - 1]
    assert term.opponent.kind is OpponentKind.VIRTUAL
    assert (term.value, term.opponent.formula) == (svon, formula)


# --------------------------------------------------------------------------- seed 000: rules A and B (2012)

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
    """Issue 3 / seed 000: after round k the virtual opponent draws only up to k (n = k)."""
    t = tournament(5, ["1-2 +-", "1-3 =", "1-4 =", "1-5 ="], rules=RuleSet.FIDE_2012)
    after_2 = value(t, RuleSet.FIDE_2012, "BH", 1, after_round=2).terms[0]
    final = value(t, RuleSet.FIDE_2012, "BH", 1).terms[0]
    assert (after_2.value, final.value) == (F(1, 2), F(3, 2))
    assert after_2.opponent.formula == "0 + (1 − 1) + ½ · (2 − 1) = ½"


def test_2012_handbook_example_as_opponent():
    """§3.1 (2009 minutes): A ends on 6 with a forfeit win in R3; as someone's opponent A counts 6 − 1 + ½ = 5½."""
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


# --------------------------------------------------------------------------- C.07 hand-made cases

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
    """§4.7: a double forfeit is a forfeit loss for both; under 2026 the dummy is capped by the scheduled
    opponent's score as seen by others."""
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "1-3 --, 2-4 ="])
    term = value(t, RuleSet.FIDE_2026, "BH", 1).terms[1]
    assert term.voluntary and term.raw == 1 and term.score == 1   # min(1, AS(#3) = 1)
    term3 = value(t, RuleSet.FIDE_2026, "BH", 3).terms[1]
    assert term3.score == 1                                         # min(1, AS(#1) = 1)


def test_de_certainty_rule_when_not_all_met():
    """C.07 6 (§2.6): A beat B and C, B and C never met: A is placed first; 2012 needs all to have met."""
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
    """§2.6: two players who met twice get the average of their two results."""
    t = tournament(2, ["1-2 1-0", "2-1 ="])
    got = values(t, RuleSet.FIDE_2024, "DE")
    assert (got[Start(1)].value, got[Start(2)].value) == (1, 0)
    assert "#1 ¾, #2 ¼" in got[Start(1)].summary


def test_ptp_extremes():
    """C.07 10.4: score 0 → lowest opponent − 800; 100% → highest + 800 (our documented choice)."""
    t = tournament(3, ["1-2 1-0", "1-3 1-0"], ratings={1: 2000, 2: 1900, 3: 1700})
    assert value(t, RuleSet.FIDE_2024, "PTP", 1).value == 1900 + 800
    assert value(t, RuleSet.FIDE_2024, "PTP", 3).value == 2000 - 800


def test_unrated_opponents_are_left_out_of_rating_tiebreaks():
    """Rating-based tie-breaks skip unrated opponents in the sum and the count (documented choice)."""
    t = tournament(3, ["1-2 1-0", "1-3 ="], ratings={2: 1800})
    v = value(t, RuleSet.FIDE_2024, "ARO", 1)
    assert v.value == 1800 and [x.cut for x in v.terms] == [False, True]


def test_plain_sums_count_forfeit_opponent_and_nothing_for_byes():
    """Rule set 'none': BH is the sum of the actual scores of the scheduled opponents; a bye adds 0."""
    t = tournament(3, ["1-2 +-, 3 PAB", "1-3 =, 2 PAB"])
    v = value(t, RuleSet.NONE, "BH", 1)
    assert [x.value for x in v.terms] == [F(1), F(3, 2)] and v.value == F(5, 2)
