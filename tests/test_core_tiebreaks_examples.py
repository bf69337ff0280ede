"""generator/core/tiebreaks/examples.py: the rules page's worked examples are computed on the TEC Swiss as
docs/rules/tiebreaks.md §8.1 writes it; the tournament must be the TEC fixture's, player for player."""
from __future__ import annotations

from tiebreak_cases import load

from generator.core.model import RuleSet
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.examples import EXAMPLES, tec_swiss
from generator.core.tiebreaks.registry import compute, parse_code


def test_the_built_in_tec_swiss_has_the_fixtures_tie_breaks_under_every_rule_set():
    """Every player's BH and SB under the four rule sets equal those of tests/data/tiebreaks/tec-swiss.trf (the
    copy of the FIDE TEC exercise), so the rules page's examples are the exercise's figures."""
    built, fixture = tec_swiss(), load("tec-swiss.trf")
    for rules in RuleSet:
        for code in ("BH", "SB", "BH/C1"):
            ours = compute(Context(built, 5, rules), parse_code(code), tuple(p.start for p in built.players))
            theirs = compute(Context(fixture, 5, rules), parse_code(code), tuple(p.start for p in built.players))
            assert {s: v.value for s, v in ours.items()} == {s: v.value for s, v in theirs.items()}, (rules, code)


def test_each_example_is_the_kind_of_round_it_names():
    """Franck's round 3 is his PAB, Maria's 4 a forfeit win, Paul's 3 a forfeit loss and 4 an absence, David's 2
    his half-point bye, and David's round 1 opponent is Nick, who withdrew (docs/rules/tiebreaks.md §8.2–§8.8)."""
    t = tec_swiss()
    cards = Context(t, 5, RuleSet.FIDE_2026).lines
    kinds = {kind: cards[start].cells[r - 1] for kind, start, r in EXAMPLES}
    assert {k: c.kind.value for k, c in kinds.items() if k != "WD"} == {
        "PAB": "PAB", "FW": "FW", "FL": "FL", "HPB": "HPB", "ZPB": "ZPB"}
    assert kinds["WD"].opponent == 12 and t.withdrawals == {12: 4}
