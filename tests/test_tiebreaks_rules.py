"""Rule-set selection, tie-break codes, number formatting and the plain-words renderer."""
from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest

from generator.model import RuleSet, Start
from generator.tiebreaks import (UnknownTieBreak, chess_text, decimal_text, parse_code, profile, rules_for,
                                 rules_in_force)
from generator.tiebreaks import text
from generator.standings import explain
from generator.trf import read_trf
from tiebreak_cases import tournament

DATA = Path(__file__).parent / "data" / "tiebreaks"


@pytest.mark.parametrize("start,expected", [
    (dt.date(2023, 8, 31), RuleSet.FIDE_2012),
    (dt.date(2024, 3, 31), RuleSet.FIDE_2012),
    (dt.date(2024, 4, 1), RuleSet.FIDE_2024),
    (dt.date(2026, 2, 28), RuleSet.FIDE_2024),
    (dt.date(2026, 3, 1), RuleSet.FIDE_2026),
    (None, RuleSet.FIDE_2026),
])
def test_start_date_chooses_the_rule_set(start, expected):
    """§4.8: C.07 for every FIDE-rated event from 1 Apr 2024, the 2026 amendment from 1 Mar 2026; undated
    events get the latest rules."""
    assert rules_in_force(start) is expected


def test_the_tournament_rule_set_wins_over_the_date():
    """An organiser's `rules:` overrides the date (many events kept the old rules in their regulations)."""
    t = tournament(2, ["1-2 1-0"], rules=RuleSet.FIDE_2012)
    assert rules_for(t) is RuleSet.FIDE_2012


def test_every_rule_set_states_itself_and_its_choices():
    """Each rule set has a plain-language summary and lists its decisions on the spec's open [?] points."""
    for rules in RuleSet:
        p = profile(rules)
        assert p.title and len(p.summary) > 80 and p.choices
    assert any("pairing-allocated bye" in c for c in profile(RuleSet.FIDE_2012).choices)      # §4.1
    assert any("not cut first" in c for c in profile(RuleSet.FIDE_2012).choices)              # §4.2
    assert any("late entry" in c for c in profile(RuleSet.FIDE_2024).choices)                 # §4.3
    assert any("full-point bye" in c for c in profile(RuleSet.FIDE_2024).choices)             # §4.4
    assert any("100%" in c for c in profile(RuleSet.FIDE_2026).choices)                       # §4.5
    assert any("after round k" in c for c in profile(RuleSet.FIDE_2026).choices)              # §4.6
    assert any("double forfeit" in c for c in profile(RuleSet.FIDE_2026).choices)             # §4.7


@pytest.mark.parametrize("written,canonical,low,high", [
    ("BH", "BH", 0, 0), ("bh/c1", "BH/C1", 1, 0), ("BH-C2", "BH/C2", 2, 0), ("BH/M2", "BH/M2", 2, 2),
    ("SB/C1", "SB/C1", 1, 0), ("ps/c1", "PS/C1", 1, 0), ("ARO/C1", "ARO/C1", 1, 0), ("KS", "KS", 0, 0),
])
def test_codes_and_modifiers(written, canonical, low, high):
    """C.07 codes with /Cn cuts and /Mn medians, case-insensitive; '-' accepted for '/' (SB-C1)."""
    code = parse_code(written)
    assert (code.text, code.low, code.high) == (canonical, low, high)


@pytest.mark.parametrize("bad,hint", [("BHH", "did you mean 'BH'?"), ("SB/M1", "takes no /M1 modifier"),
                                      ("WIN/C1", "takes no /C1 modifier")])
def test_unknown_codes_are_refused_with_a_hint(bad, hint):
    """A code or modifier the engine does not know raises UnknownTieBreak, quoting it, with a hint."""
    with pytest.raises(UnknownTieBreak) as info:
        parse_code(bad)
    assert bad in str(info.value) and info.value.hint and hint in info.value.hint


@pytest.mark.parametrize("value,decimals,shown", [
    (Fraction(25, 2), None, "12.5"), (Fraction(11), None, "11.0"), (Fraction(39, 4), None, "9.75"),
    (Fraction(1338, 100), 2, "13.38"), (Fraction(15), 2, "15.00"), (Fraction(1888), 0, "1888"),
    (Fraction(-1, 2), None, "-0.5"), (Fraction(1, 3), None, "1/3"),
])
def test_exact_decimal_text(value, decimals, shown):
    """Machine outputs write Fractions as exact decimals, never through floats; a non-decimal stays a fraction."""
    assert decimal_text(value, decimals) == shown


@pytest.mark.parametrize("value,shown", [(Fraction(5, 2), "2½"), (Fraction(1, 2), "½"), (Fraction(7, 4), "1¾"),
                                         (Fraction(3), "3"), (Fraction(-1, 2), "−½"), (Fraction(0), "0")])
def test_chess_text(value, shown):
    """Scores as chess players write them."""
    assert chess_text(value) == shown


def test_rendered_explanation_redoes_the_sum():
    """The terminal/site text lists each term with its working and ends with the sum of the terms not cut
    (TEC #14 Paul, C.07: 3 + 2½ + 2 + 1½ = 9 after cutting one voluntarily unplayed round)."""
    t = read_trf((DATA / "tec-swiss.trf").read_text(), "tec-swiss.trf")
    value = explain(t, Start(14), 5, rules=RuleSet.FIDE_2024, chain=("BH/C1",))[0]
    lines = text.render(value)
    assert lines[0] == "Buchholz Cut-1 (BH/C1): 9.0"
    assert "  [cut] Round 3: dummy opponent: your own score 2 (C.07 16.4)  →  2" in lines
    assert lines[-1] == "  3 + 2½ + 2 + 1½ = 9"
    assert text.computation(value) == "3 + 2½ + 2 + 1½ = 9"


def test_rule_statement_for_the_tie_break_page():
    """The tournament's tie-break page states the chain in order, with what each modifier leaves out, and the
    rule set with why it applies and our decisions on open points."""
    t = tournament(2, ["1-2 1-0"], rules=RuleSet.FIDE_2012, tiebreaks=("BH/C1", "SB", "PS/C1"))
    statement = text.rule_statement(t)
    assert [(i.code, i.title) for i in statement.chain] == [("BH/C1", "Buchholz Cut-1"), ("SB", "Sonneborn-Berger"),
                                                          ("PS/C1", "Progressive score Cut-1")]
    assert statement.chain[0].description.endswith("leaving out the least significant value")
    assert statement.chain[2].description.endswith("leaving out the first running total")
    assert statement.rules == "fide-2012" and "virtual opponent" in statement.summary
    assert statement.selection == "The organiser chose this rule set."
    assert statement.choices == profile(RuleSet.FIDE_2012).choices
