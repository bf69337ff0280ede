"""generator/tiebreaks/text.py: explanations in plain words, the same for `bulletin explain` and the site, and what a
tournament's tie-break page states."""
from __future__ import annotations

from generator.model import RuleSet, Start
from generator.standings import explain
from generator.tiebreaks import profile, text
from tiebreak_cases import load, tournament, value


def test_rendered_explanation_redoes_the_sum():
    """The terminal/site text lists each term with its working and ends with the sum of the terms not cut
    (TEC #14 Paul, C.07: 3 + 2½ + 2 + 1½ = 9 after cutting one voluntarily unplayed round)."""
    t = load("tec-swiss.trf")
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


def test_a_2012_virtual_opponent_is_labelled_with_its_formula_filled_in():
    """Nick (#12, TEC) after his withdrawal, 2012 rule: round 4 counts against a virtual opponent who starts on
    his 2 points, takes the opposite of his 0 and has no round left to draw: 2 + (1 − 0) + ½ · (5 − 4) = 3½."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2012, "BH", 12)
    assert text.term_label(v.terms[0]) == "Round 1: #4 David, Test"
    assert text.term_label(v.terms[3]) == "Round 4: virtual opponent: 2 + (1 − 0) + ½ · (5 − 4) = 3½"
    assert text.term_working(v, v.terms[3]) == ("zero-point bye (absent): not played, counted against a virtual "
                                                "opponent (2012 rule)")


def test_sonneborn_berger_working_shows_each_product():
    """David (#4, TEC, C.07 2024): his half-point bye is worth ½ × his own 3½ = 1¾ (C.07 16.4)."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "SB", 4)
    assert text.term_working(v, v.terms[1]).startswith("result ½ × 3½ = 1¾; half-point bye")
    assert text.computation(v) == "3 + 1¾ + 1½ + 1¾ + 1¾ = 9¾"


def test_an_average_ends_with_its_rounding_and_a_note_is_printed_last():
    """ARO #4 = (1650 + 1600 + 2100 + 2200) / 4 = 1887.5, rounded half up to 1888; a 2012 cut prints the note
    that no 2012 rule cuts unplayed rounds first (docs/rules/decisions.md §2.6)."""
    t = load("tec-swiss.trf")
    assert text.computation(value(t, RuleSet.FIDE_2024, "ARO", 4)) == "7550 / 4 = 1887.50, rounded half up: 1888"
    lines = text.render(value(t, RuleSet.FIDE_2012, "BH/C1", 12))
    assert lines[-2] == "  3½ + 2 + 3½ + 3 = 12"
    assert lines[-1].startswith("  note: 2012 rules: no rule is known that cuts unplayed rounds first")
