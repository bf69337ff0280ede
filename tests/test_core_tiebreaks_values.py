"""generator/core/tiebreaks/values.py: a tie-break value and its terms, and how figures are written (exact decimals for
machines, 2½ for people)."""
from __future__ import annotations

from fractions import Fraction

import pytest

from generator.core.model import RuleSet
from generator.core.tiebreaks.values import Opponent, OpponentKind, Shape, Term, Value, chess_text, decimal_text


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


def test_a_cut_term_keeps_its_value_for_display_but_adds_nothing():
    """Term.used is what a sum adds: the value, or 0 once cut; as_cut keeps the value and records why."""
    term = Term(3, Opponent(OpponentKind.DUMMY), Fraction(2), voluntary=True)
    cut = term.as_cut("cut: voluntarily unplayed round is cut first (C.07 16.5)")
    assert (term.used, cut.used, cut.value, cut.cut_reason) == (
        Fraction(2), Fraction(0), Fraction(2), "cut: voluntarily unplayed round is cut first (C.07 16.5)")


def test_an_undefined_value_displays_as_undef_and_a_rating_without_decimals():
    """ARO without a game over the board is undefined; ratings show as whole numbers, AOB with 2 decimals."""
    assert Value("ARO", None, (), RuleSet.FIDE_2024, Shape.AVERAGE).display == "undef"
    assert Value("ARO", Fraction(1888), (), RuleSet.FIDE_2024, Shape.AVERAGE, decimals=0).display == "1888"
    assert Value("AOB", Fraction(15), (), RuleSet.FIDE_2024, Shape.AVERAGE, decimals=2).display == "15.00"


def test_a_real_opponent_is_labelled_by_number_and_name():
    """A real opponent reads 'Jessica (no. 9)', by name with the starting number labelled as such (the
    standings' "No."); the virtual opponent, the stand-in (dummy opponent) and 'no opponent' by their kind."""
    assert Opponent(OpponentKind.REAL, 9, "Jessica").label == "Jessica (no. 9)"
    assert Opponent(OpponentKind.REAL, 9).label == "no. 9"
    assert [Opponent(k).label for k in (OpponentKind.VIRTUAL, OpponentKind.DUMMY, OpponentKind.NONE)] == [
        "virtual opponent", "stand-in", "no opponent"]
