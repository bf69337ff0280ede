"""Standings: points over rounds 1..k, then the tie-break chain applied group by group, shared ranks."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from tiebreak_cases import tournament

from generator.core.model import RuleSet, Start
from generator.core.standings import compute_standings, explain
from generator.core.tiebreaks.codes import UnknownTieBreak
from generator.trf.reader import read_trf

DATA = Path(__file__).parent / "data" / "tiebreaks"
F = Fraction


def order(standings):
    return [(r.rank_label, r.start) for r in standings.rows]


def test_points_decide_first_then_the_chain():
    """A higher score ranks first; equal scores go by the first tie-break. After 2 rounds 1 and 2 have 1½;
    BH(1) = 1 (#3) + 1½ (#2) = 2½ beats BH(2) = 0 (#4) + 1½ (#1) = 1½."""
    t = tournament(4, ["1-3 1-0, 2-4 1-0", "1-2 =, 3-4 1-0"], tiebreaks=("BH",))
    s = compute_standings(t, 2)
    assert order(s) == [("1", 1), ("2", 2), ("3", 3), ("4", 4)]
    assert [r.tiebreaks for r in s.rows[:2]] == [(F(5, 2),), (F(3, 2),)]


def test_full_ties_share_a_rank_label():
    """Players equal on points and every tie-break share a rank, written "1–2", and are listed by number."""
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "1-3 =, 2-4 ="], tiebreaks=("BH",))
    s = compute_standings(t, 2)
    assert order(s) == [("1–2", 1), ("1–2", 3), ("3–4", 2), ("3–4", 4)]
    assert (s.rows[0].rank, s.rows[0].rank_last) == (1, 2)


def test_without_a_chain_equal_points_share_a_rank():
    """No tie-breaks configured: players level on points share the rank."""
    t = tournament(3, ["1-2 1-0, 3 PAB"])
    assert order(compute_standings(t, 1)) == [("1–2", 1), ("1–2", 3), ("3", 2)]


def test_direct_encounter_sees_only_players_still_tied():
    """DE compares only the players tied on points and every earlier tie-break (the TEC round robin): first in the
    chain it orders Alyx ahead of Bruno and Charline; after SB, which already separates her, it does not apply."""
    t = read_trf((DATA / "tec-round-robin.trf").read_text(), "tec-round-robin.trf")
    de_first = compute_standings(t, 5, rules=RuleSet.FIDE_2024, chain=("DE",))
    after_sb = compute_standings(t, 5, rules=RuleSet.FIDE_2024, chain=("SB", "DE"))
    assert order(de_first) == [("1", 1), ("2–3", 2), ("2–3", 3), ("4", 6), ("5", 5), ("6", 4)]
    alyx = after_sb.explanations[Start(1)][1]
    assert alyx.value == 0 and "not tied with anyone" in alyx.summary
    assert de_first.explanations[Start(1)][0].value == 2


def test_standings_after_an_earlier_round_use_those_rounds_only():
    """Standings after round k count rounds 1..k: points and tie-breaks (docs/rules/tiebreaks.md §3.3)."""
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "1-3 0-1, 2-4 1-0"], tiebreaks=("BH",))
    after_1 = compute_standings(t, 1)
    assert {r.start: r.points for r in after_1.rows} == {1: 1, 2: 0, 3: 1, 4: 0}
    assert {r.start: r.tiebreaks[0] for r in after_1.rows} == {1: 0, 2: 1, 3: 0, 4: 1}
    assert after_1.after_round == 1 and all(len(c.cells) == 1 for c in after_1.cards.values())


def test_undefined_values_rank_below_defined_ones():
    """ARO is undefined without a rated opponent; such a player ranks after those with an ARO (unrated opponents
    left out, as the tournament says: `unrated_rating: leave-out`)."""
    t = replace(tournament(4, ["1-2 1-0, 3-4 1-0"], ratings={2: 1500}, tiebreaks=("ARO",)), unrated_left_out=True)
    s = compute_standings(t, 1)
    assert order(s)[:2] == [("1", 1), ("2", 3)] and s.row(Start(3)).tiebreaks == (None,)


def test_rules_and_chain_overrides_and_the_explanations():
    """`rules`/`chain` override the tournament's; explanations follow the chain, one Value per code."""
    t = tournament(4, ["1-2 +-, 3-4 =", "1-3 =, 2-4 ="], rules=RuleSet.FIDE_2012, tiebreaks=("BH",))
    s = compute_standings(t, 2, rules=RuleSet.FIDE_2024, chain=("SB", "BH/C1"))
    assert s.rules is RuleSet.FIDE_2024 and s.chain == ("SB", "BH/C1")
    assert [v.code for v in s.explanations[Start(1)]] == ["SB", "BH/C1"]
    assert [v.code for v in explain(t, Start(1), 2)] == ["BH"]
    assert explain(t, Start(1), 2)[0].rules is RuleSet.FIDE_2012


def test_unknown_code_in_the_chain_is_refused():
    """A chain code the engine does not know raises UnknownTieBreak (a ValueError) quoting it."""
    t = tournament(2, ["1-2 1-0"], tiebreaks=("BHX",))
    with pytest.raises(UnknownTieBreak, match="BHX") as info:
        compute_standings(t, 1)
    assert isinstance(info.value, ValueError)


def test_standings_without_explanations_rank_the_same_and_keep_no_terms():
    """`explain=False` (the site's standings before the latest round) gives the same rows, ranks and values,
    with no explanations held. After 2 rounds: #1 2, #3 1, #2 and #4 ½; BH(2) = 2 + 1 = 3 = BH(4) = 1 + 2 and
    SB(2) = 0·2 + ½·1 = ½ = SB(4) = ½·1 + 0·2, so #2 and #4 share rank 3–4."""
    t = tournament(4, ["1-2 1-0, 3-4 =", "1-4 1-0, 2-3 ="], tiebreaks=("BH", "SB"))
    explained, bare = compute_standings(t, 2), compute_standings(t, 2, explain=False)
    assert bare.rows == explained.rows and bare.chain == explained.chain
    assert order(bare) == [("1", 1), ("2", 3), ("3–4", 2), ("3–4", 4)]
    assert [r.tiebreaks for r in bare.rows[2:]] == [(F(3), F(1, 2)), (F(3), F(1, 2))]
    assert explained.explanations and bare.explanations == {}


def test_each_score_as_the_opponents_tie_breaks_count_it():
    """The standings carry each player's score as others' Buchholz count it (the column "counted as"): TEC #12
    Nick (L, PAB, forfeit win, then withdrawn: 2 points) counts 3 under C.07 16.3 (the two withdrawal rounds as
    draws), 2 under the 2012 rule (0 + ½ + ½ + ½ + ½), 2 in plain sums; #4 David's half-point bye followed by
    games counts at face value, 3½, under C.07."""
    t = read_trf((Path(__file__).parent / "data" / "tiebreaks" / "tec-swiss.trf").read_text(), "tec-swiss.trf")
    counted = {rules: compute_standings(t, 5, rules=rules, chain=("BH",), explain=False).counted
               for rules in RuleSet}
    assert [counted[r][Start(12)] for r in (RuleSet.FIDE_2026, RuleSet.FIDE_2012, RuleSet.NONE)] == [3, 2, 2]
    assert counted[RuleSet.FIDE_2024][Start(4)] == Fraction(7, 2)
    assert counted[RuleSet.FIDE_2012][Start(14)] == 3    # forfeit loss and zero-point bye as draws: 2 + ½ + ½
