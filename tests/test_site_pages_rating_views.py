"""generator/site/pages/rating_views.py: the DWZ evaluation worded, every figure named, in en, de and es: the
issue's example sentence "Expected 2.38 from your 1650 against …; E = 18 (age 34: base …); 800 × (3.5 − 2.38) /
(18 + 6) = 37 → new DWZ 1687" as the pages say it, and the table of every player's change. The figures come from
the club round robin worked by hand in tests/test_core_ratings_dwz_event.py."""
from __future__ import annotations

from fractions import Fraction

import pytest
from dwzdata import CLUB, CLUB_GAMES, event, run

from generator.core.model import Start
from generator.core.ratings.dwz import established_change, rated_term
from generator.core.ratings.dwz_event import NoDwz, NoDwzReason
from generator.core.tiebreaks.values import Opponent, OpponentKind
from generator.i18n.catalogues import translator
from generator.site.pages.rating_views import dwz_card, dwz_table, fixed, signed, with_index
from generator.site.pages.views import PlayerRef

EN, DE, ES = translator("en"), translator("de"), translator("es")
EVALUATION = run(event(CLUB, CLUB_GAMES))
REFS = {p.start: PlayerRef(start=p.start, name=p.name, href=f"player/{p.start}/") for p in CLUB}


def test_fixed_decimals_round_half_away_with_a_true_minus() -> None:
    assert [fixed(Fraction("2.3805"), 3), fixed(Fraction("-0.05"), 1), fixed(Fraction("-0.04"), 1),
            fixed(Fraction(7, 2), 0)] == ["2.381", "−0.1", "0.0", "4"]
    assert (signed(37), signed(-4), signed(0), with_index(1650, 23), with_index(1650, None)) == (
        "+37", "−4", "0", "1650-23", "1650")


def test_a_rated_players_card_names_every_figure() -> None:
    """A (1850-32, 41 years): the games with D and P(D); We 4.140; E 27 from age 41, over 25, J 15, base
    (1850/1000)⁴ + 15 = 26.714; Rn = 1850 + 800 × (3½ − 4.140) / (27 + 5) = 1834.0 → 1834-33."""
    card = dwz_card(EVALUATION.results[Start(1)], "A", REFS, EN)
    assert (card.old, card.new, card.change) == ("1850-32", "1834-33", "−16")
    assert [(g.round, g.opponent.name, g.rating, g.difference, g.expected, g.result) for g in card.games][:2] == [
        (1, "B", "1720", "+130", "0.677", "½"), (2, "C", "1640", "+210", "0.771", "1")]
    assert card.games[-1].rating == "1596 (first DWZ)"
    expected, coefficient, new = card.steps
    assert expected.startswith("Expected score We = 4.140: the sum of P(D) over the 5 rated games, with D = 1850 "
                               "(A) − the opponent's DWZ (1720, 1640, 1510, 1180, 1596)")
    assert coefficient == ("Development coefficient E = 27: age 41 (over 25): J = 15; base value E0 = "
                           "(1850/1000)⁴ + 15 = 26.714; rounded 27.")
    assert new == ("New DWZ Rn = 1850 + 800 × (W 3½ − We 4.140) / (E 27 + n 5) = 1850 − 16.0 = 1834.0, "
                   "rounded 1834 (index 32 → 33).")
    assert card.notes == ("Performance Rh = 1716: the DWZ whose expected score equals the points scored (WO 3.6).",)


def test_acceleration_brake_and_index_bound_are_worded() -> None:
    """B (a youth over-performing): fB = 1720/2000 = 0.860; E (1180, under-performing): SBr 1.226; D (index 2):
    bounded by 5 × 2 = 10."""
    b, e, d = (dwz_card(EVALUATION.results[Start(s)], n, REFS, EN).steps[1] for s, n in ((2, "B"), (5, "E"), (4, "D")))
    assert "age 17 (up to 20): J = 5" in b and "acceleration factor fB = 1720/2000 = 0.860" in b
    assert "E0 × fB + SBr = 11.827, rounded 12" in b
    assert "brake surcharge SBr = e^((1300 − 1180)/150) − 1 = 1.226 (DWZ below 1300 and W < We)" in e
    assert "age 24 (21 to 25): J = 10" in d and d.endswith("rounded 15; at most 5 × index 2 = 10.")


def test_first_dwz_and_none_are_worded() -> None:
    first = dwz_card(EVALUATION.results[Start(6)], "F", REFS, EN)
    assert (first.old, first.new, first.change) == ("new", "1596-1", "")
    assert first.steps[0] == ("First DWZ: the rating at which the expected score over the 5 rated games equals "
                              "the 2½ points scored: 1596; index 1 (WO 3.4.4).")
    assert first.steps[1].startswith("First extra stage")
    few = dwz_card(NoDwz(NoDwzReason.FEW_GAMES, 1, Fraction(1)), "G", REFS, EN)
    assert few.new == "" and few.steps == ("No DWZ yet: 1 game against players with a DWZ; a first DWZ needs 5. "
                                           "It is kept for the next evaluation (WO 3.4.2).",)


@pytest.mark.parametrize(("tr", "words"), [
    (DE, ("Gewinnerwartung We = 4.140", "Entwicklungskoeffizient E = 27: Alter 41 (über 25)",
          "Neue DWZ Rn = 1850 + 800 × (W 3½ − We 4.140)", "gerundet 1834 (Index 32 → 33)", "Leistung Rh = 1716")),
    (ES, ("Puntuación esperada We = 4.140", "Coeficiente de desarrollo E = 27: edad 41 (más de 25)",
          "Nuevo DWZ Rn = 1850 + 800 × (W 3½ − We 4.140)", "redondeado 1834 (índice 32 → 33)",
          "Rendimiento Rh = 1716")),
])
def test_the_card_in_german_and_spanish(tr, words: tuple[str, ...]) -> None:
    card = dwz_card(EVALUATION.results[Start(1)], "A", REFS, tr)
    text = " ".join(card.steps + card.notes)
    assert all(w in text for w in words), text


def test_a_fide_start_and_an_exceptional_opponent_are_said() -> None:
    own = Opponent(OpponentKind.REAL, Start(2))
    term = rated_term(1, own, 1900, 2404, Fraction(0), listed=1968)
    card = dwz_card(established_change(1900, None, True, 40, [term]), "G", {Start(2): REFS[Start(2)]}, EN)
    assert card.old == "1900-6" and card.games[0].rating == "1968 → 2404 (performance)"
    assert card.notes[0].startswith("No DWZ yet: the FIDE rating 1900 counts as the starting DWZ")
    assert "at most 5 × index 1 = 5" in card.steps[1]


def test_the_table_of_every_player() -> None:
    """In the order asked for (the standings'), with the sort values the page's script reads."""
    table = dwz_table(EVALUATION, REFS, [Start(2), Start(1), Start(6)], EN)
    assert [(r.player.name, r.old, r.old_index, r.points, r.games, r.expected, r.e, r.performance, r.new,
             r.new_index, r.change) for r in table.rows] == [
        ("B", "1720", "15", Fraction(4), 5, "3.347", "12", "1859", "1751", "16", "+31"),
        ("A", "1850", "32", Fraction(7, 2), 5, "4.140", "27", "1716", "1834", "33", "−16"),
        ("F", "new", "", Fraction(5, 2), 5, "", "", "1596", "1596", "1", "")]
    assert (table.rows[1].old_sort, table.rows[1].new_sort, table.rows[1].change_sort, table.year) == (
        1850, 1834, -16, 2026)
