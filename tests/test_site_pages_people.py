"""The person index (pages/people.py): one person with the events he played, his totals and his results against
the other people, from two small events worked by hand (tests/clubdata.py)."""
from __future__ import annotations

from fractions import Fraction

from clubdata import club_events

from generator.core.model import Start
from generator.site.pages.people import Tally, collation_key, head_to_head, sort_name, totals


def _two_events():
    identities, _, people = club_events()
    return identities, people


def test_a_person_has_every_event_he_played_the_earliest_first():
    identities, people = _two_events()
    berg = next(p for p in people if p.slug == "anna-berg")
    assert [(p.event.slug, p.entry.start, p.entry.points) for p in berg.played] == [
        ("club-2026", 1, Fraction(3, 2)), ("club-2027", 2, Fraction(0))]
    assert identities.of[("club-2027", Start(1))] == identities.of[("club-2026", Start(2))] == "boris-cole-smith"


def test_totals_count_the_games_over_the_board():
    _, people = _two_events()
    berg = next(p for p in people if p.slug == "anna-berg")
    assert totals(berg) == Tally(3, 1, 1, 1, Fraction(3, 2))     # beat Fox, drew Cole, lost to Cole
    eng = next(p for p in people if p.slug == "david-eng")
    assert totals(eng) == Tally()                                # a bye and a forfeit: no game over the board


def test_head_to_head_adds_up_the_games_against_each_person_across_events():
    identities, people = _two_events()
    berg = next(p for p in people if p.slug == "anna-berg")
    assert head_to_head(berg, identities.of) == {"boris-cole-smith": Tally(2, 0, 1, 1, Fraction(1, 2)),
                                                 "eva-fox": Tally(1, 1, 0, 0, Fraction(1))}


def test_names_sort_by_surname_folded():
    assert sort_name("Tobias Meißner") == "Meißner, Tobias" and sort_name("Meißner, Tobias") == "Meißner, Tobias"
    names = ["Anna Weiß", "Ulrich Bäcker", "Helga Baumann", "Jonas Weiss", "Emre Aydın"]
    assert sorted(names, key=collation_key) == ["Emre Aydın", "Ulrich Bäcker", "Helga Baumann", "Anna Weiß",
                                                "Jonas Weiss"]
