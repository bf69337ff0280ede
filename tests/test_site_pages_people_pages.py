"""A profile page per person and the player index (pages/people_pages.py), from tests/clubdata.py."""
from __future__ import annotations

from fractions import Fraction

from clubdata import club_events

from generator.i18n.catalogues import translator
from generator.site.pages.club_views import HeadToHead, PersonRef
from generator.site.pages.contexts import PlayerIndexContext, ProfileContext
from generator.site.pages.people_pages import ProfileMemo, index_page, profile_pages


def _profiles(memo=None):
    identities, _, people = club_events()
    pages = profile_pages(people, identities.of, translator("en"), 7, memo)
    return {page.url: page for page in pages}


def _berg(pages=None) -> ProfileContext:
    context = (pages or _profiles())["players/anna-berg/"].context
    assert isinstance(context, ProfileContext)
    return context


def test_a_profile_lists_every_event_the_latest_first_each_linked_to_the_players_page_in_it():
    # 2027: 0 of 1 against Cole (2060): performance 2060 − 800 = 1260 (B.02 8.1.2, p = 0); change 20 × (0 − .57)
    # = −11.4, rounded −11. 2026: see tests/test_site_pages_records.py.
    berg = _berg()
    assert [(e.name, e.player_href, e.points, e.counted, e.rank, e.field) for e in berg.events] == [
        ("Club Championship 2027", "tournament/club-2027/player/2/", Fraction(0), 1, "2", 2),
        ("Club Championship 2026", "tournament/club-2026/player/1/", Fraction(3, 2), 2, "2–3", 7)]
    assert [(e.season, e.performance, e.rating, e.rating_change) for e in berg.events] == [
        ("2026/27", 1260, 2110, "−11"), ("2025/26", 2143, 2100, "+2")]


def test_the_totals_and_the_games_against_other_people():
    berg = _berg()
    assert (berg.totals.events, berg.totals.games, berg.totals.wins, berg.totals.draws, berg.totals.losses,
            berg.totals.points, berg.totals.percent) == (2, 3, 1, 1, 1, Fraction(3, 2), "50.0")
    assert berg.head_to_head == (
        HeadToHead(PersonRef("Boris Cole-Smith", "players/boris-cole-smith/"), 2, 0, 1, 1, Fraction(1, 2)),
        HeadToHead(PersonRef("Eva Fox", "players/eva-fox/"), 1, 1, 0, 0, Fraction(1)))


def test_the_profile_says_how_the_person_was_recognised_and_links_his_calendar_and_feed():
    berg = _berg()
    assert berg.recognised == "Recognised in every event by the FIDE ID 1234567."
    assert (berg.calendar_href, berg.feed_href) == ("players/anna-berg/calendar.ics", "players/anna-berg/feed.xml")
    assert berg.rating_chart is not None and [p.rating for p in berg.rating_chart.points] == [2100, 2110]


def test_a_person_of_one_event_has_no_chart():
    fox = _profiles()["players/eva-fox/"].context
    assert isinstance(fox, ProfileContext) and fox.rating_chart is None
    assert fox.recognised == "One event so far."


def test_a_profile_is_kept_while_his_events_are_the_same_records():
    memo = ProfileMemo()
    identities, records, people = club_events()
    words = translator("en")
    first = profile_pages(people, identities.of, words, 7, memo)
    again = profile_pages(people, identities.of, words, 7, memo)
    assert len(first) == 7 and all(a is b for a, b in zip(first, again))
    other = profile_pages(people, identities.of, translator("de"), 7, memo)
    assert not any(a is b for a, b in zip(first, other))


def test_the_index_is_alphabetical_by_surname_grouped_by_initial_with_folded_search_text():
    _, _, people = club_events()
    page = index_page(people, translator("en"))
    context = page.context
    assert isinstance(context, PlayerIndexContext) and context.count == 7
    assert [(letter, [e.sort_name for e in entries]) for letter, entries in context.groups] == [
        ("B", ["Berg, Anna"]), ("C", ["Cole-Smith, Boris"]), ("D", ["Díaz, Clara"]), ("E", ["Eng, David"]),
        ("F", ["Fox, Eva"]), ("G", ["Grün, Felix"]), ("H", ["Hahn, Greta"])]
    cole = context.groups[1][1][0]
    assert cole.search == "boris cole-smith cole-smith, boris boris cole" and cole.events == 2


def test_facts_come_from_the_latest_event_that_gives_them():
    berg = _berg()       # the 2027 list gives her no federation, club or title; the 2026 one does
    assert (berg.federation, berg.club, berg.person.title) == ("GER", "SC Nord", "FM")
