"""members.yml: the club's list of people, each entry one person, each name or alias one entry."""
from __future__ import annotations

from contentfiles import errors_of, make_site

from generator.loading.load import load_site
from generator.loading.members import person_key


def test_a_site_without_members_yml_has_no_members(tmp_path):
    assert load_site(make_site(tmp_path, {})).members == ()


def test_members_are_read_with_their_ids_and_aliases(tmp_path):
    site = load_site(make_site(tmp_path, {"members.yml": (
        "members:\n"
        "  - {name: Konstantin Brandt, fide_id: 4694821, aliases: [Konni Brandt, 'Brandt, K.']}\n"
        "  - name: Anna Weiß\n"
        "    national_id: 10234-567\n"
        "  - Jonas Weiß\n")}))
    brandt, weiss, jonas = site.members
    assert (brandt.name, brandt.fide_id, brandt.aliases) == ("Konstantin Brandt", "4694821",
                                                             ("Konni Brandt", "Brandt, K."))
    assert (weiss.name, weiss.national_id, weiss.fide_id) == ("Anna Weiß", "10234-567", None)
    assert jonas.name == "Jonas Weiß" and jonas.names == ("Jonas Weiß",)


def test_two_members_with_the_same_fide_id_are_an_error_at_the_second(tmp_path):
    root = make_site(tmp_path, {"members.yml": (
        "members:\n"
        "  - {name: Konstantin Brandt, fide_id: 4694821}\n"
        "  - {name: Anna Weiß, fide_id: 4694821}\n")})
    assert errors_of(root) == [("members.yml:3:5", "two members with the FIDE ID 4694821: Konstantin Brandt "
                                                   "(line 2) and Anna Weiß")]


def test_an_alias_naming_another_member_is_an_error_at_the_alias(tmp_path):
    root = make_site(tmp_path, {"members.yml": (
        "members:\n"
        "  - {name: Anna Weiß, aliases: [A. Weiß]}\n"
        "  - {name: Jonas Weiß, aliases: [Jonas, a. weiss]}\n")})
    assert errors_of(root) == [("members.yml:3:41", "the alias 'a. weiss' of Jonas Weiß also names Anna Weiß "
                                                    "(line 2)")]


def test_unknown_keys_and_missing_names_are_located(tmp_path):
    root = make_site(tmp_path, {"members.yml": (
        "members:\n"
        "  - {name: Anna Weiß, fide: 123}\n"
        "  - {fide_id: 456}\n")})
    assert errors_of(root) == [
        ("members.yml:2:23", "unknown key 'fide' in a member — did you mean 'fide_id'?"),
        ("members.yml:3:5", "a member needs a 'name'")]


def test_members_must_be_a_list(tmp_path):
    root = make_site(tmp_path, {"members.yml": "members: Anna Weiß\n"})
    assert errors_of(root) == [("members.yml:1:10", "'members' must be a list of people, not the text 'Anna Weiß'")]


def test_names_compare_folded_and_in_either_order():
    assert person_key("Meißner, Tobias") == person_key("tobias  MEISSNER") == person_key("Tobias Meißner")
    assert person_key("Jörg Schäfer") == person_key("Joerg Schaefer")
    assert person_key("Anna Weiß") != person_key("Jonas Weiß")
