"""generator/core/tiebreaks/text.py: explanations in plain words, the same for `bulletin explain` and the site (what
a tournament's rules page states: tests/test_core_tiebreaks_rulespage.py)."""
from __future__ import annotations

from fractions import Fraction as F

from tiebreak_cases import load, value

from generator.core.model import RuleSet, Start
from generator.core.standings import explain
from generator.core.tiebreaks import text


def test_rendered_explanation_redoes_the_sum():
    """The terminal/site text lists each term with its working and ends with the sum of the terms not cut
    (TEC #14 Paul, C.07: 3 + 2½ + 2 + 1½ = 9 after leaving out one round not played by choice); the heading
    writes the value as the pages do (9, not 9.0)."""
    t = load("tec-swiss.trf")
    value = explain(t, Start(14), 5, rules=RuleSet.FIDE_2024, chain=("BH/C1",))[0]
    lines = text.render(value)
    assert lines[0] == "Buchholz Cut-1 (BH/C1): 9"
    assert "  [left out] Round 3: stand-in for Nick, Test  →  2" in lines
    assert lines[-1] == "  3 + 2½ + 2 + 1½ = 9"
    assert text.computation(value) == "3 + 2½ + 2 + 1½ = 9"


def test_headings_write_fractions_like_the_pages():
    """`bulletin explain` headings: 15½ and 6¼, not 15.5 and 6.25; an average keeps its two decimals."""
    from generator.core.tiebreaks.values import Value
    assert text.shown(Value("BH/C1", F(31, 2), (), RuleSet.FIDE_2026)) == "15½"
    assert text.shown(Value("SB", F(25, 4), (), RuleSet.FIDE_2026)) == "6¼"
    assert text.shown(Value("AOB", F(1525, 100), (), RuleSet.FIDE_2026, decimals=2)) == "15.25"


def test_a_2012_virtual_opponent_is_labelled_and_its_formula_worked_with_every_number_named():
    """Nick (#12, TEC) after his withdrawal, 2012 rule: round 4 counts against a virtual opponent who starts on
    his 2 points, takes the opposite of his 0 and has no round left to draw: 2 + (1 − 0) + ½ · (5 − 4) = 3½.
    The two ½ of such a formula never stand unlabelled: 'score before the round' and '½ for a draw'."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2012, "BH", 12)
    assert text.term_label(v.terms[0]) == "Round 1: David, Test (no. 4)"
    assert text.term_label(v.terms[3]) == "Round 4: virtual opponent (zero-point bye: absent or asked for)"
    assert text.term_working(v, v.terms[3]) == ("score before the round 2 + opposite result (1 − 0) + ½ for a draw "
                                                "× rounds left (5 − 4) = 3½")


def test_sonneborn_berger_working_names_both_factors():
    """David (#4, TEC, C.07 2024): his half-point bye is worth ½ × his own 3½ = 1¾ (C.07 16.4)."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2024, "SB", 4)
    assert text.term_working(v, v.terms[1]) == ("the stand-in's score is the player's own score 3½; result ½ × "
                                                "the stand-in's score 3½ = 1¾")
    assert text.computation(v) == "3 + 1¾ + 1½ + 1¾ + 1¾ = 9¾"


# -- the Herbstturnier of the example site, players 10, 19 and 22, after round 6 of 7 (worked by hand) --------

def herbst(rules: RuleSet) -> tuple[object, dict[int, tuple]]:
    from pathlib import Path

    from generator.loading.load import load_tournament
    t, _ = load_tournament(Path(__file__).resolve().parent.parent / "content" / "herbst-2026")
    return t, {n: explain(t, Start(n), 6, rules=rules) for n in (10, 19, 22)}


def notes_of(t, values, start: int) -> tuple[text.RoundNote, ...]:
    return text.round_notes(values, text.Subject(t.player(Start(start)).name, 6, 7))


def test_herbst_2026_each_round_once_with_the_opponent_named():
    """Fide-2026, standings after round 6. Jonas Weiß (no. 10, 3 points: 0, ½, 0, forfeit win, ½, 1) won round 4
    by forfeit against Luca Engel (1½: ½, 0, 0, forfeit loss, 0, 1): the stand-in counts min(3, 1½) = 1½.
    Marie Fuchs (2½) has her zero-point bye in round 6, the last round counted: a requested bye with no game
    after it, a draw for her opponents: 2½ + ½ = 3. Emil Hartmann (no. 19, 4 points) had the PAB in round 3:
    min(4, ½ × 6) = 3. Luca Engel's own forfeit loss: min(1½, Jonas Weiß's 3) = 1½. Each of these rounds has
    one note, counted by BH/C1, BH and SB alike."""
    t, values = herbst(RuleSet.FIDE_2026)
    jonas = notes_of(t, values[10], 10)
    assert [(n.round, n.codes) for n in jonas] == [(2, ("BH/C1", "BH", "SB")), (4, ("BH/C1", "BH", "SB"))]
    assert jonas[0].sentence == (
        "Round 2: Marie Fuchs's score is 2½, counted as 3: round 6 (zero-point bye: absent or asked for) counts as "
        "a draw, because it is a requested bye with no game after it (these standings count rounds 1–6 only, so "
        "round 6 is the end for now).")
    assert jonas[0].working == "Marie Fuchs's points 2½ + ½ for round 6 → 3"
    assert (jonas[0].rule, jonas[0].section) == (
        "a requested bye at the end counts as a draw for the opponents: C.07 16.3", "5.7")
    assert jonas[1].sentence == (
        "Round 4: Luca Engel did not come (Jonas Weiß won by forfeit). It counts as a game against a stand-in who "
        "has the lower of two scores, Jonas Weiß's (3) and Luca Engel's (1½), that is 1½.")
    assert jonas[1].working == "own score 3, capped at Luca Engel's 1½ → 1½"
    assert jonas[1].section == "6.1"
    (emil,) = notes_of(t, values[19], 19)
    assert emil.sentence == (
        "Round 3: Emil Hartmann had the pairing-allocated bye (no opponent was left in the pairing). It counts as "
        "a game against a stand-in who has the lower of two scores, Emil Hartmann's (4) and half the rounds "
        "counted (½ × 6 = 3), that is 3.")
    assert emil.working == "own score 4, capped at half the rounds, ½ × 6 = 3 → 3" and emil.section == "6.2"
    (luca,) = notes_of(t, values[22], 22)
    assert luca.sentence == (
        "Round 4: Luca Engel did not come (a forfeit loss against Jonas Weiß). It counts as a game against a "
        "stand-in who has the lower of two scores, Luca Engel's (1½) and Jonas Weiß's (3), that is 1½.")


def test_herbst_2026_the_tie_breaks_refer_to_the_round_instead_of_repeating_it():
    """Jonas Weiß's BH/C1 leaves out the stand-in's 1½ (the lowest) and refers to round 4's note; his SB names
    both factors: result 1 × the stand-in's 1½, result ½ × Marie Fuchs's counted 3."""
    _, values = herbst(RuleSet.FIDE_2026)
    subject = text.Subject("Jonas Weiß", 6, 7)
    notes = text.round_notes(values[10], subject)
    bh_c1, _, sb = values[10]
    assert text.term_working(bh_c1, bh_c1.terms[3], notes, subject) == "see round 4 above; left out: the lowest value"
    assert text.term_working(sb, sb.terms[1], notes, subject) == (
        "see round 2 above; result ½ × Marie Fuchs's counted score 3 = 1½")
    assert text.term_working(sb, sb.terms[3], notes, subject) == (
        "see round 4 above; result 1 × the stand-in's score 1½ = 1½")
    lines = text.render_all(values[10], subject)
    assert sum("did not come" in line for line in lines) == 1
    assert lines.count("Buchholz Cut-1 (BH/C1): 15½") == 1 and "Sonneborn-Berger (SB): 6¼" in lines


def test_herbst_2012_in_german_the_virtual_opponent_in_its_own_words():
    """Fide-2012, German. Jonas Weiß's round 4: score before it ½ (0 + ½ + 0), opposite result 1 − 1, two rounds
    left after it (6 − 4): ½ + 0 + ½ × 2 = 1½. Emil Hartmann's PAB: 0 + (1 − 1) + ½ × 3 = 1½. Luca Engel's
    forfeit loss: ½ + (1 − 0) + ½ × 2 = 2½. Henrik Voß (1 point, from his PAB of round 5) counts ½ for Luca
    Engel: the PAB as a draw, named as our reading. The virtual opponent's score is said in words, once, with no
    symbol (Svon, SPR, SfPR) a reader would have to look up."""
    from generator.i18n.catalogues import translator
    de = translator("de")
    t, values = herbst(RuleSet.FIDE_2012)
    word = lambda m: str(de.word(m))
    jonas = notes_of(t, values[10], 10)
    assert word(jonas[1].working) == ("Punktzahl vor der Runde ½ + entgegengesetztes Ergebnis (1 − 1) + ½ je Remis "
                                      "× verbleibende Runden (6 − 4) = 1½")
    assert word(jonas[1].sentence) == (
        "Runde 4: Luca Engel ist nicht angetreten (Jonas Weiß gewann kampflos). Das zählt als Partie gegen einen "
        "virtuellen Gegner, der die Runde mit der Punktzahl von Jonas Weiß beginnt, das entgegengesetzte Ergebnis "
        "erhält und jede spätere Runde remis spielt, also am Ende 1½ hat.")
    (emil,) = notes_of(t, values[19], 19)
    assert word(emil.working) == ("Punktzahl vor der Runde 0 + entgegengesetztes Ergebnis (1 − 1) + ½ je Remis × "
                                  "verbleibende Runden (6 − 3) = 1½")
    luca = notes_of(t, values[22], 22)
    assert word(luca[0].working).endswith("(1 − 0) + ½ je Remis × verbleibende Runden (6 − 4) = 2½")
    assert word(luca[1].sentence) == (
        "Runde 6: die Punktzahl von Henrik Voß ist 1, gezählt als ½: Runde 5 (Freilos der Auslosung) zählt als "
        "Remis, wie jede nicht am Brett gespielte Runde (bei einem Freilos ist das unsere Lesart).")
    shared = [word(n) for n in text.shared_notes(values[10])]
    assert any(n.startswith("Die Punktzahl des virtuellen Gegners (Regel von 2012) ist die Punktzahl des Spielers "
                            "vor der Runde") for n in shared)
    every_word = " ".join([word(n) for n in shared] + [word(note.rule) for note in jonas + luca])
    assert not {"Svon", "SPR", "SfPR"} & set(every_word.replace("(", " ").split())   # words, not symbols


def test_herbst_2026_in_spanish_the_cap_of_a_forfeit():
    """Spanish, fide-2026: Jonas Weiß's round 4, min(3, 1½) = 1½, in the same words."""
    from generator.i18n.catalogues import translator
    t, values = herbst(RuleSet.FIDE_2026)
    note = notes_of(t, values[10], 10)[1]
    es = translator("es")
    assert str(es.word(note.sentence)) == (
        "Ronda 4: Luca Engel no se presentó (Jonas Weiß ganó por incomparecencia). Cuenta como una partida contra "
        "un sustituto con la menor de dos puntuaciones, la de Jonas Weiß (3) y la de Luca Engel (1½), es decir "
        "1½.")
    assert str(es.word(note.working)) == "puntuación propia 3, limitada a 1½ de Luca Engel → 1½"


def test_an_average_ends_with_its_rounding_and_a_note_is_printed_last():
    """ARO #4 = (1650 + 1600 + 2100 + 2200) / 4 = 1887.5, rounded half up to 1888; a 2012 cut prints the note
    that no 2012 rule cuts unplayed rounds first (docs/rules/decisions.md §2.6)."""
    t = load("tec-swiss.trf")
    assert text.computation(value(t, RuleSet.FIDE_2024, "ARO", 4)) == "7550 / 4 = 1887.50, rounded half up: 1888"
    lines = text.render(value(t, RuleSet.FIDE_2012, "BH/C1", 12))
    assert lines[-2] == "  3½ + 2 + 3½ + 3 = 12"
    assert lines[-1].startswith("  note: 2012 rules: no rule is known that cuts unplayed rounds first")


def test_the_notes_of_the_terms_are_those_note_for_finds():
    """`noted_rounds` works each term's note once (BH/C1 and BH share their terms): for every player of the
    Herbst tournament, under each rule set and with Fore Buchholz beside Buchholz (two notes for one round),
    its notes are `round_notes` and each term's is the one `note_for` finds among them."""
    from generator.core.standings import compute_standings
    t, _ = herbst(RuleSet.FIDE_2026)
    noted = 0
    for rules in (RuleSet.FIDE_2012, RuleSet.FIDE_2024, RuleSet.FIDE_2026, RuleSet.NONE):
        standings = compute_standings(t, 6, rules=rules, chain=("BH/C1", "BH", "FB", "SB"))
        for player in t.players:
            values = standings.explanations[player.start]
            subject = text.Subject(player.name, 6, 7)
            notes, per_term = text.noted_rounds(values, subject)
            assert notes == text.round_notes(values, subject)
            assert [list(own) for own in per_term] == [[text.note_for(term, notes, v.rules, subject)
                                                         for term in v.terms] for v in values]
            noted += sum(note is not None for own in per_term for note in own)
    assert noted > 0


def test_a_withdrawal_whose_changes_cancel_out_says_so():
    """2012 rules, TEC: Nick (#12) won round 2 by the bye and round 3 by forfeit, then withdrew. As David counts
    him, rounds 2 and 3 count ½ less and rounds 4 and 5 ½ more: 2 − ½ − ½ + ½ + ½ = 2. The sentence says the
    score is counted as 2 all the same because the changes cancel out, not "2, counted as 2"."""
    v = value(load("tec-swiss.trf"), RuleSet.FIDE_2012, "BH", 4)
    note = text.round_notes((v,), text.Subject("David", 5, 5))[0]
    assert note.round == 1
    assert note.sentence.startswith("Round 1: Nick, Test's score of 2 is counted as 2 all the same, since the "
                                    "changes cancel out: round 2 (pairing-allocated bye) counts as a draw")
    assert note.working == "Nick, Test's points 2 − ½ for round 2 − ½ for round 3 + ½ for round 4 + ½ for round 5 → 2"


def test_the_cut_of_a_round_the_player_chose_not_to_play_names_the_lowest_value_it_replaces():
    """Luca Engel (Herbst, 2026, after round 6) lost round 4 by forfeit: its stand-in's 1½ is left out of BH/C1
    although round 6 counts only 1. The struck term says what it replaces and why, and the definition above it
    says that such a round goes first: no contradiction left for the reader to resolve."""
    t, values = herbst(RuleSet.FIDE_2026)
    bh_c1 = values[22][0]
    (cut,) = [term for term in bh_c1.terms if term.cut]
    assert cut.round == 4
    assert cut.cut_reason == ("left out instead of round 6 (the lowest value, 1): the player chose not to play this "
                              "round (forfeit loss), and such a round goes first (C.07 16.5)")
    assert "a round the player chose not to play" in text.description(bh_c1)
    assert "chose not to play" not in text.description(values[19][0])   # Emil Hartmann: nothing he chose
    assert "by choice" not in text.description(bh_c1) + cut.cut_reason
