"""Who is who across events: FIDE ID, else national ID, else members.yml, else the name, said so."""
from __future__ import annotations

import datetime as dt

from contentfiles import errors_of, make_site, warnings_of

from generator.core.errors import Location
from generator.core.model import Player, Start
from generator.loading.identities import Event, identify, slug_of
from generator.loading.members import Member, Spot


def _event(slug, *players, day=None):
    return Event(slug, tuple(Player(Start(i), name, **ids) for i, (name, ids) in enumerate(players, start=1)),
                 f"content/{slug}/tournament.yml", day)


def _people(events, members=()):
    problems = []
    found = identify(events, members, problems)
    return {p.slug: p for p in found.people}, found, problems


def test_the_same_fide_id_is_one_person_whatever_the_name():
    people, found, _ = _people([
        _event("autumn", ("Konstantin Brandt", {"fide_id": "4694821"}), day=dt.date(2025, 9, 1)),
        _event("rapid", ("K. Brandt", {"fide_id": "4694821"}), day=dt.date(2026, 10, 1))])
    (brandt,) = people.values()
    assert brandt.appearances == (("autumn", 1), ("rapid", 1)) and brandt.how == "fide"
    assert brandt.name == "K. Brandt" and not brandt.by_name      # the name of the latest event
    assert found.of[("rapid", 1)] == found.of[("autumn", 1)] == brandt.slug


def test_two_fide_ids_are_two_people_even_of_one_name():
    people, _, _ = _people([_event("a", ("Anna Weiß", {"fide_id": "1"})), _event("b", ("Anna Weiß", {"fide_id": "2"}))])
    assert sorted(people) == ["anna-weiss-1", "anna-weiss-2"]


def test_a_national_id_joins_events_without_fide_id_and_links_to_the_fide_id_beside_it():
    people, _, _ = _people([
        _event("league", ("Weiß, Anna", {"national_id": "10234"})),
        _event("open", ("Anna Weiss", {"national_id": "10234", "fide_id": "555"})),
        _event("rapid", ("A. Weiß", {"fide_id": "555"}))])
    (anna,) = people.values()
    assert (anna.how, anna.fide_id, anna.national_id, len(anna.appearances)) == ("fide", "555", "10234", 3)


def test_a_player_without_id_joins_the_one_person_of_his_name_and_is_marked_so():
    people, _, _ = _people([_event("a", ("Lena Hoffmann", {"fide_id": "77"})), _event("b", ("Hoffmann, Lena", {}))])
    (lena,) = people.values()
    assert lena.by_name == frozenset({("b", 1)}) and lena.how == "fide"


def test_players_without_id_of_one_name_are_one_person_by_name_alone():
    people, _, _ = _people([_event("a", ("Bernd Jäger", {})), _event("b", ("Bernd Jaeger", {}))])
    (bernd,) = people.values()
    assert bernd.how == "name" and bernd.by_name == frozenset({("a", 1), ("b", 1)})


def test_a_name_shared_by_two_people_with_ids_joins_neither():
    people, _, _ = _people([_event("a", ("Anna Weiß", {"fide_id": "1"})), _event("b", ("Anna Weiß", {"fide_id": "2"})),
                            _event("c", ("Anna Weiß", {}))])
    assert len(people) == 3 and people["anna-weiss-3"].appearances == (("c", 1),)
    assert people["anna-weiss-3"].how == "one"


def test_a_member_entry_joins_its_aliases_and_its_name_gives_the_profile_name():
    member = Member("Konstantin Brandt", aliases=("Konni Brandt",))
    people, _, problems = _people([_event("a", ("Konni Brandt", {})), _event("b", ("Konstantin Brandt", {}))],
                                  [member])
    (brandt,) = people.values()
    assert (brandt.slug, brandt.how, brandt.by_name, problems) == ("konstantin-brandt", "member", frozenset(), [])


def test_a_member_never_takes_a_player_whose_id_differs():
    member = Member("Anna Weiß", fide_id="1")
    people, _, _ = _people([_event("a", ("Anna Weiß", {"fide_id": "2"})), _event("b", ("Anna Weiß", {}))], [member])
    assert {p.appearances for p in people.values()} == {(("a", 1),), (("b", 1),)}


def test_an_alias_matching_two_people_is_an_error_at_the_alias():
    spot = Spot(Location("members.yml", 3, 30), "  - {name: Weiß, aliases: [A. Weiß]}")
    member = Member("Weiß", aliases=("A. Weiß",), spot=spot, alias_spots=(spot,))
    _, _, problems = _people([_event("a", ("A. Weiß", {"fide_id": "1"})), _event("b", ("A. Weiß", {"fide_id": "2"}))],
                             [member])
    (problem,) = problems
    assert problem.is_error and str(problem.location) == "members.yml:3:30"
    assert problem.message == ("the alias 'A. Weiß' of Weiß matches two people: A. Weiß in b (FIDE ID 2) and "
                               "A. Weiß in a (FIDE ID 1)")


def test_a_national_id_given_to_two_fide_ids_keeps_them_apart_with_a_warning():
    people, _, problems = _people([_event("a", ("Anna Weiß", {"fide_id": "1", "national_id": "9"})),
                                   _event("b", ("Anna Weiss", {"fide_id": "2", "national_id": "9"}))])
    assert len(people) == 2
    (problem,) = problems
    assert not problem.is_error and problem.location == Location("content/b/tournament.yml")
    assert "national ID 9 is given to Anna Weiss (FIDE ID 2) and to Anna Weiß in a (FIDE ID 1)" in problem.message


def test_slugs_are_the_folded_name():
    assert slug_of("Jörg Schäfer") == "joerg-schaefer" and slug_of("Meißner, Tobias") == "tobias-meissner"
    assert slug_of("Олена") == "player"


# --- in a site: the problems as `bulletin build` reports them

def test_a_member_matching_no_one_is_a_warning_with_a_did_you_mean(tmp_path):
    root = make_site(tmp_path, {"members.yml": "members:\n  - {name: Konstantin Brand}\n"})
    assert warnings_of(root) == [("members.yml:2:5", "member Konstantin Brand matches no player of the site")]


def test_an_alias_of_a_member_matching_two_fide_ids_stops_the_build(tmp_path):
    second = ("name: Rapid\nrounds: 3\nplayers:\n  - {no: 1, name: Anna Weiß, fide_id: 222}\n")
    root = make_site(tmp_path, {"members.yml": "members:\n  - {name: A. Weiß, aliases: [Anna Weiß]}\n",
                                "content/rapid/tournament.yml": second},
                     "name: Open\nrounds: 3\nplayers:\n  - {no: 1, name: Anna Weiß, fide_id: 111}\n")
    ((location, message),) = errors_of(root)
    assert location == "members.yml:2:31" and message.startswith("the alias 'Anna Weiß' of A. Weiß matches two people")
