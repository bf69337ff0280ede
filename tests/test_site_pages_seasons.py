"""The archive (pages/seasons.py): events grouped by season, a page per season with its winners, and what is on."""
from __future__ import annotations

import dataclasses
import datetime as dt

from clubdata import club_events

from generator.i18n.catalogues import translator
from generator.site.pages.club_views import OnNow
from generator.site.pages.contexts import SeasonContext
from generator.site.pages.seasons import on_now, season_label, season_pages, season_url, season_views, seasons


def _events():
    _, records, _ = club_events()
    return records


def test_a_season_runs_from_the_start_month_and_is_named_by_its_years():
    first, second = _events()                      # March 2026, March 2027
    assert (season_label(first, 7), season_label(second, 7)) == ("2025/26", "2026/27")
    assert (season_label(first, 3), season_label(first, 4)) == ("2026/27", "2025/26")
    assert season_label(first, 1) == "2026"
    assert season_label(dataclasses.replace(first, season="Saison 2025"), 7) == "Saison 2025"   # a league's own
    assert season_url("2025/26") == "seasons/2025-26/" and season_url("") == "seasons/undated/"


def test_seasons_come_latest_first_and_an_undated_event_joins_the_latest():
    first, second = _events()
    undated = dataclasses.replace(first, slug="later", start=None, end=None, rounds=())
    grouped = seasons([first, second, undated], 7)
    assert [(label, [e.slug for e in found]) for label, found in grouped] == [
        ("2026/27", ["later", "club-2027"]), ("2025/26", ["club-2026"])]


def test_a_season_page_lists_its_events_with_their_winners_and_standings():
    views = season_views(seasons(_events(), 7))
    (latest, earlier) = season_pages(views, translator("en"))
    context = earlier.context
    assert isinstance(context, SeasonContext) and earlier.url == "seasons/2025-26/"
    (event,) = context.season.events
    assert (event.name, event.final, event.winners, event.standings_href) == (
        "Club Championship 2026", True, ("David Eng",), "tournament/club-2026/standings/")
    assert context.seasons == (("2026/27", "seasons/2026-27/"), ("2025/26", "seasons/2025-26/"))
    assert earlier.title == "Season 2025/26" and "Club Championship 2026: David Eng" in earlier.description
    assert views[0].current and not views[1].current


def test_what_is_on_is_each_unfinished_events_next_round_the_soonest_first():
    first, second = _events()
    running = dataclasses.replace(second, completed=0, next_round=dataclasses.replace(second.rounds[0],
                                                                                      href="tournament/x/next/"))
    assert on_now([first, running]) == (OnNow("Club Championship 2027", "tournament/club-2027/", 1,
                                              dt.date(2027, 3, 1), "19:30", "tournament/x/next/"),)
