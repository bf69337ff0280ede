"""generator/core/tiebreaks/rulespage.py: what a tournament's rules page states — the chain in plain words, its
paragraphs numbered 1, 2, … in the one order the page shows them and the player pages cite them, the worked
examples, and our decisions, those about tie-breaks the tournament does not use set apart."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from tiebreak_cases import load, tournament

from generator.core.model import RuleSet
from generator.core.standings import compute_standings
from generator.core.tiebreaks import rulespage, text
from generator.loading.load import load_tournament

CONTENT = Path(__file__).resolve().parent.parent / "content"


def test_rule_statement_for_the_tie_break_page():
    """The chain in order, with what each modifier leaves out; the rule set and why it applies; the paragraphs
    numbered 1 to 6 in the order shown (the 2012 Swiss with a cut: standings after round k, the virtual
    opponent, the opponents' unplayed rounds, forfeits, Cut-1, which rounds a 2012 cut takes)."""
    t = tournament(2, ["1-2 1-0"], rules=RuleSet.FIDE_2012, tiebreaks=("BH/C1", "SB", "PS/C1"))
    statement = rulespage.rule_statement(t)
    assert [(i.code, i.title) for i in statement.chain] == [("BH/C1", "Buchholz Cut-1"), ("SB", "Sonneborn-Berger"),
                                                          ("PS/C1", "Progressive score Cut-1")]
    assert statement.chain[0].description == "the sum of the opponents' scores, leaving out the lowest value (C.07 14.1)"
    assert statement.chain[2].description.endswith("leaving out the first running total")
    assert statement.rules == "fide-2012" and "virtual opponent" in statement.summary
    assert statement.selection == "The organiser chose this rule set."
    assert [(p.number, p.section) for p in statement.paragraphs] == [
        (1, "3.3"), (2, "4.1"), (3, "4.2"), (4, "4.3"), (5, "9.1"), (6, "4.4")]
    assert [p.anchor for p in statement.paragraphs][:2] == ["rule-1", "rule-2"]


def test_under_c07_a_cut_says_in_its_definition_that_a_round_the_player_chose_not_to_play_goes_first():
    """A Swiss under 2024/2026 rules: BH/C1's definition says that a round the player chose not to play is
    left out first even when another counts less (C.07 16.5); SB/C1's that it goes when it counts at least as
    much. Not under 2012, not in a round robin (C.07 15: no such rule), not for a tie-break without a cut."""
    def description(code: str, rules: RuleSet, round_robin: bool = False) -> str:
        return rulespage.chain_description(code, rules, round_robin)
    assert description("BH/C1", RuleSet.FIDE_2026).endswith(
        "but a round the player chose not to play (a bye asked for, an absence, a withdrawal or a forfeit loss) "
        "is left out first, even when another round counts less (C.07 16.5)")
    assert description("SB/C1", RuleSet.FIDE_2024).endswith("is left out instead when it counts at least as much "
                                                            "(C.07 16.5)")
    assert "chose not to play" not in description("BH/C1", RuleSet.FIDE_2012)
    assert "chose not to play" not in description("BH/C1", RuleSet.FIDE_2026, round_robin=True)
    assert "chose not to play" not in description("BH", RuleSet.FIDE_2026)


def test_the_rules_page_worked_examples_are_those_of_the_rule_notes():
    """One example per kind of unplayed round, with docs/rules/tiebreaks.md §8's Buchholz: 2026 Franck 11½,
    Maria 12½, Paul 11, David 14, Paul 11, David 14 (Nick counted 3); 2012 Franck 11, Maria 12, Paul 12, David
    13½. Each cites its paragraph by the number the page gives it: the 2026 caps are §6 (forfeit) and §7."""
    totals = {r: [e.total.rsplit("= ", 1)[1] for e in rulespage.worked_examples(r)] for r in RuleSet}
    assert totals[RuleSet.FIDE_2026] == ["11½", "12½", "11", "14", "11", "14"]
    assert totals[RuleSet.FIDE_2024] == ["12", "13½", "11", "15", "11", "15"]
    assert totals[RuleSet.FIDE_2012] == ["11", "12", "12", "13½", "12", "13½"]
    assert totals[RuleSet.NONE] == ["9", "12½", "9", "10½", "9"]     # Nick is counted at face value: no note
    sections = text.paragraph_sections(RuleSet.FIDE_2026, ("BH/C1", "BH", "SB"))
    examples = rulespage.worked_examples(RuleSet.FIDE_2026, sections)
    maria = examples[1]
    assert maria.note.working == "own score 2½, capped at Jessica's 1½ → 1½"
    assert [e.number for e in examples] == [7, 6, 6, 7, 7, 4]


def test_every_paragraph_is_one_of_the_rule_notes_with_its_article():
    """Every paragraph any rules page shows (each rule set, Swiss or round robin, with cuts and Fore Buchholz)
    is a paragraph of docs/rules/tiebreaks.md, with the article the notes give it; numbered 1, 2, … without a
    gap."""
    notes = (Path(__file__).resolve().parent.parent / "docs" / "rules" / "tiebreaks.md").read_text("utf-8")
    lines = notes.splitlines()
    for rules in RuleSet:
        for round_robin in (False, True):
            shown = rulespage.paragraphs(rules, ("BH/C1", "FB", "SB/C1"), round_robin)
            assert [p.number for p in shown] == list(range(1, len(shown) + 1))
            for paragraph in shown:
                line = next(line for line in lines if line.lstrip("# ").startswith(f"§{paragraph.section} "))
                article = str(paragraph.article)
                if article.startswith("C.07"):
                    assert article.split(",")[0] in line, (paragraph.section, line)


TOURNAMENTS = {"herbst-2026": ("BH/C1", "BH", "FB", "SB/C1"), "vereinsmeisterschaft-2026": ("DE", "SB/C1", "BH/C1"),
               "schnellschach-2026": ("BH/M1", "SB", "PS")}


@pytest.mark.parametrize("rules", list(RuleSet))
@pytest.mark.parametrize("slug", sorted(TOURNAMENTS))
def test_every_paragraph_a_player_page_cites_is_on_its_rules_page(slug: str, rules: RuleSet) -> None:
    """Whatever a player's round note cites ("rules §4") is a paragraph the tournament's rules page shows, for
    every player of the example's Swiss, rapid and round robin after each round, under every rule set: no
    "Regeln §5.7" pointing at a paragraph the page does not have."""
    t, _ = load_tournament(CONTENT / slug)
    chain = TOURNAMENTS[slug]
    sections = text.paragraph_sections(rules, chain, t.round_robin)
    cited: set[str] = set()
    for after in range(1, len(t.rounds) + 1):
        standings = compute_standings(t, after, rules=rules, chain=chain)
        for start, values in standings.explanations.items():
            subject = text.Subject(t.player(start).name, after, t.planned_rounds, t.round_robin)
            cited |= {note.section for note in text.round_notes(values, subject)}
    assert cited, "the example has rounds to explain"
    assert {s: text.paragraph_number(s, sections) for s in cited if text.paragraph_number(s, sections) == 0} == {}


def test_decisions_about_tie_breaks_the_tournament_does_not_use_are_set_apart():
    """The Herbst Swiss (BH/C1, BH, SB) states the decisions that concern it; those about rounds elected to
    play, perfect performance, rating-based tie-breaks and round robins are among the others, not with them.
    The club championship (a round robin with DE, SB, WIN, KS) states the free-round decision."""
    herbst, _ = load_tournament(CONTENT / "herbst-2026")
    statement = rulespage.rule_statement(herbst)
    shown = " ".join(statement.choices)
    for word in ("GE", "PTP", "ARO", "Round robins"):
        assert word not in shown
        assert word in " ".join(statement.other_choices)
    assert any("Standings after round k" in c for c in statement.choices)
    championship, _ = load_tournament(CONTENT / "vereinsmeisterschaft-2026")
    statement = rulespage.rule_statement(championship)
    assert any(c.startswith("Round robins: the free round") for c in statement.choices)
    assert not any("half the rounds counted" in c for c in statement.choices)   # the Swiss's cap for byes
    assert statement.examples == ()    # the stand-in's examples are a Swiss's


def test_the_tie_break_page_says_how_unrated_opponents_count():
    """With a rating-based tie-break in the chain, the page's open points name the tournament's rule for unrated
    players, or C.07 Art. 10's default."""
    t = replace(load("tec-swiss.trf"), tiebreaks=("ARO", "BH"))
    default = [c for c in rulespage.rule_statement(t).choices if "unrated" in c]
    assert default == [("When an unrated player takes part and the tournament gives no rule for unrated players, "
                        "the tie-breaks based on ratings (the opponents' average rating ARO, the performances TPR, "
                        "PTP, APRO and APPO) are dropped, as C.07 Art. 10 asks: they separate no one.")]
    rated = [c for c in rulespage.rule_statement(replace(t, unrated_rating=1000)).choices if "unrated" in c]
    assert rated == [("The tournament's rule for unrated players: in the rating-based tie-breaks an unrated "
                      "opponent counts as rated 1000.")]
    left_out = [c for c in rulespage.rule_statement(replace(t, unrated_left_out=True)).choices if "unrated" in c]
    assert left_out == [("The tournament's rule for unrated players: the rating-based tie-breaks leave unrated "
                         "opponents out of both the sum and the count.")]
    assert not any("unrated" in c for c in rulespage.rule_statement(replace(t, tiebreaks=("BH",))).choices)
