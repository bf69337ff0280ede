"""generator/site/pages/formatting.py: figures and words as the pages write them, and tie-break explanations for
the player page."""
from __future__ import annotations

from fractions import Fraction

import pytest
from plans import SLUG, context_of, plan
from sitedata import club_tournament

from generator.i18n.catalogues import translator
from generator.site.pages.contexts import PlayerContext
from generator.site.pages.formatting import (
    format_points,
    plain_excerpt,
    signed_decimal,
    signed_hundredths,
    signed_whole,
    tournament_status,
)


def test_player_page_explains_each_tiebreak_of_the_chain_from_the_standings() -> None:
    """The explanations carried by the current standings reach the player page, one per tie-break of the
    chain, in chain order, with the same values as the standings row; real opponents link to their pages,
    a forfeit's dummy opponent does not (Berg played Fox and Cole; Eng won round 2 by forfeit)."""
    tournament = club_tournament(tiebreaks=("BH/C1", "SB"))
    site_plan = plan(tournament)
    context = context_of(site_plan, SLUG + "player/1/", PlayerContext)
    assert context.explanations is not None
    explanations = context.explanations.values
    assert [e.code for e in explanations] == ["BH/C1", "SB"]
    assert context.row is not None and tuple(e.value for e in explanations) == context.row.tiebreaks
    terms = explanations[1].terms
    assert [t.label.split(":")[0] for t in terms] == ["Round 1", "Round 2"]
    assert [t.opponent_href for t in terms] == [SLUG + "player/5/", SLUG + "player/2/"]
    assert context.explanations.rules and context.explanations.rules_href == SLUG + "tiebreaks/"
    eng = context_of(site_plan, SLUG + "player/4/", PlayerContext).explanations
    assert eng is not None
    eng_round_2 = eng.values[1].terms[1]
    assert "stand-in" in eng_round_2.label and eng_round_2.opponent_href is None
    assert eng_round_2.note_anchor == "round-2" and [n.anchor for n in eng.notes][-1] == "round-2"


def test_no_explanations_without_a_tiebreak_chain() -> None:
    """Without tie-breaks configured the player page has nothing to explain."""
    assert context_of(plan(), SLUG + "player/4/", PlayerContext).explanations is None


@pytest.mark.parametrize("value, text", [
    (Fraction(9, 2), "4½"), (Fraction(1, 2), "½"), (Fraction(0), "0"), (Fraction(12), "12"),
    (Fraction(49, 4), "12¼"), (Fraction(-1, 2), "−½"), (None, "–"),
])
def test_points_are_written_the_way_chess_players_write_them(value: Fraction | None, text: str) -> None:
    """Halves and quarters as ½ ¼ ¾, whole numbers plain; an undefined tie-break shows a dash."""
    assert format_points(value) == text


def test_an_excerpt_is_the_first_paragraph_of_text_in_plain_words() -> None:
    """Headings, live tables and raw HTML are skipped; emphasis and link markup go, the link's words stay;
    too long, it is cut at a word before the limit ("One two thre" → "One two …")."""
    post = "# Round 2\n\n{{ standings top=3 }}\n\nDavid **Eng** leads, see the [standings](/s/).\n\nMore."
    assert plain_excerpt(post) == "David Eng leads, see the standings."
    assert plain_excerpt("One two three four", limit=12) == "One two …"
    assert plain_excerpt("<p>html</p>\n\n| a | b |") == ""


def test_rating_changes_are_signed_as_fide_rounds_them_and_exact_per_game() -> None:
    """The total is a signed whole number (0 unsigned); a game's K × ΔR keeps its hundredths, at least one
    decimal: 20 × 0.19 = +3.8, 20 × −0.07 = −1.4, 40 × 0.12 = +4.8, 13 × 0.38 = +4.94; a minus sign, not a
    hyphen."""
    assert [signed_whole(n) for n in (13, -4, 0)] == ["+13", "\u22124", "0"]
    assert signed_decimal(20 * Fraction(19, 100)) == "+3.8"
    assert signed_decimal(20 * Fraction(-7, 100)) == "\u22121.4"
    assert signed_decimal(Fraction(15)) == "+15.0"
    assert signed_decimal(13 * Fraction(38, 100)) == "+4.94"
    assert signed_decimal(Fraction(0)) == "0.0"
    assert all(signed_hundredths(n) == signed_decimal(Fraction(n, 100)) for n in range(-2500, 2501))


@pytest.mark.parametrize("completed, planned, text", [
    (0, 7, "not started"), (3, 7, "after round 3 of 7"), (7, 7, "final after 7 rounds"),
    (3, 0, "after round 3"), (0, 0, "not started"),
])
def test_the_status_of_a_tournament(completed: int, planned: int, text: str) -> None:
    """What the banner and the home page say of a tournament's progress; without planned rounds it is never
    called final."""
    assert tournament_status(completed, planned, translator("en")) == text


def test_the_status_in_the_tournaments_language() -> None:
    """Worded by the catalogue of the page's language (generator/i18n/de.yml, es.yml)."""
    assert tournament_status(3, 7, translator("de")) == "nach Runde 3 von 7"
    assert tournament_status(7, 7, translator("de")) == "Endstand nach 7 Runden"


@pytest.mark.parametrize("language, one, more", [
    ("en", "with 1 point", "with 1½ points"),
    ("de", "mit 1 Punkt", "mit 1½ Punkten"),
    ("es", "con 1 punto", "con 1½ puntos"),
])
def test_one_point_is_singular_and_every_other_score_plural(language: str, one: str, more: str) -> None:
    """The leader line of the feed and the page descriptions: "with 1 point", but "with ½ points" and "with 1½
    points", as each language says it."""
    from generator.site.pages.formatting import with_points
    tr = translator(language)
    assert (with_points(tr, Fraction(1)), with_points(tr, Fraction(3, 2))) == (one, more)
    assert with_points(tr, Fraction(1, 2)).endswith(more.split()[-1])


def test_the_verb_agrees_with_the_number_of_leaders() -> None:
    """One leader "leads", several "lead" (standings page description)."""
    from generator.site.pages.formatting import one_or_other
    tr = translator("en")
    one = tr(one_or_other("describe.standings_leader", 1), name="Open", n=3, leaders="Anna Berg",
             with_points="with 3 points")
    two = tr(one_or_other("describe.standings_leader", 2), name="Open", n=3, leaders="Anna Berg, Boris Cole",
             with_points="with 3 points")
    assert one.endswith("Anna Berg leads with 3 points.") and two.endswith("Anna Berg, Boris Cole lead with 3 points.")


def test_a_players_tie_breaks_worded_together_are_those_worded_one_by_one() -> None:
    """`explain_player` words a term once for the tie-breaks that share it (BH/C1 keeps BH's uncut terms) and
    takes each term's round note from one pass: every player of the Herbst tournament, in English and German,
    gets the very explanations `explain_value` gives each tie-break alone."""
    from pathlib import Path

    from generator.core import tiebreaks
    from generator.core.model import RuleSet
    from generator.core.standings import compute_standings
    from generator.loading.load import load_tournament
    from generator.site.pages.formatting import explain_player, explain_value
    t, _ = load_tournament(Path(__file__).resolve().parent.parent / "content" / "herbst-2026")
    standings = compute_standings(t, 6, rules=RuleSet.FIDE_2026, chain=("BH/C1", "BH", "FB", "SB"))
    for language in ("en", "de"):
        tr = translator(language)
        for player in t.players:
            values = standings.explanations[player.start]
            subject = tiebreaks.text.Subject(player.name, 6, 7)
            found = explain_player(values, t.slug, subject, tr)
            assert found is not None
            notes = tiebreaks.text.round_notes(values, subject)
            shared = tiebreaks.text.shared_notes(values)
            assert found.values == tuple(explain_value(v, t.slug, tr, notes, subject, shared) for v in values)


def test_a_k_derived_without_a_birth_year_does_not_claim_one() -> None:
    """K derived from the rating: the card says "the rating and birth year given here" only when a birth year is
    given; without one it says so (the junior K 40 could not apply); final after 1 round is singular."""
    from generator.core.ratings.fide import RatingRules, k_factor, rating_change
    from generator.site.pages.formatting import rating_card
    words = translator("en")
    change = rating_change(1800, (), k_factor(1800, 0), RatingRules.OCTOBER_2025)
    assert "birth year given here" in rating_card(change, words).k_note
    without = rating_card(change, words, birth_known=False).k_note
    assert "birth year given here" not in without and "with no birth year given" in without
    assert "ohne Geburtsjahr" in rating_card(change, translator("de"), birth_known=False).k_note
    assert tournament_status(1, 1, words) == "final after 1 round"
