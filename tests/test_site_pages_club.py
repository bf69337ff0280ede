"""The club's front page and its own pages (pages/club.py): the latest news first with its opening and live table,
then what is on, then the seasons; the profiles, the player index and the season pages beside it."""
from __future__ import annotations

import dataclasses
import datetime as dt

from plans import context_of, plan
from sitedata import NEWS, club_site, club_tournament

from generator.core.standings import compute_standings
from generator.loading.config import NewsPost
from generator.site.pages.contexts import HomeContext
from generator.site.pages.data import prepare_tournament
from generator.site.pages.planner import plan_site


def _home(news=NEWS) -> HomeContext:
    tournament = club_tournament()
    site = club_site(tournaments=(tournament,), news=news)
    site_plan = plan_site(site, [prepare_tournament(tournament, compute_standings)])
    return context_of(site_plan, "", HomeContext)


def test_the_front_page_leads_with_the_latest_post_its_opening_and_then_the_others():
    home = _home()
    assert home.lead is not None
    assert (home.lead.title, home.lead.date, home.lead.href) == ("Round 2: Eng takes the lead", dt.date(2026, 3, 10),
                                                                 "news/round-2-report/")
    assert home.lead.opening == "David **Eng** leads after a forfeit win." and home.lead.table is None
    assert [n.title for n in home.news] == ["Welcome"] and not home.more_news


def test_the_lead_story_shows_its_first_live_table():
    post = NewsPost("standings", "After round 2", dt.date(2026, 3, 11),
                    "## The table\n\nEng leads.\n\n{{ standings after=2 top=3 }}\n\n{{ results round=2 }}\n",
                    tournament="club-2026", round=2)
    home = _home((post, *NEWS))
    assert home.lead is not None and home.lead.opening == "Eng leads."
    table = home.lead.table
    assert table is not None and table.kind == "standings" and table.top == 3 and table.standings is not None
    assert table.standings.lines[0].player.name == "David Eng"


def test_what_is_on_and_the_season_with_its_events():
    home = _home()
    (on,) = home.on_now
    assert (on.event, on.round, on.date, on.pairings_href) == ("Club Championship 2026", 3, dt.date(2026, 3, 16),
                                                               "tournament/club-2026/next/")
    (season,) = home.seasons
    assert (season.label, season.current, [e.name for e in season.events]) == ("2025/26", True,
                                                                                ["Club Championship 2026"])
    assert home.players_href == "players/"


def test_the_club_pages_are_planned_beside_the_events_and_the_menu_names_the_player_index():
    site_plan = plan()
    urls = {p.url for p in site_plan.pages}
    assert {"players/", "players/anna-berg/", "seasons/2025-26/"} <= urls
    assert ("players/", "players") in {(item.href, item.section) for item in site_plan.menu}
    assert len(site_plan.people) == 7


def test_a_site_without_news_or_events_has_a_plain_front_page():
    site_plan = plan_site(dataclasses.replace(club_site(tournaments=()), news=()), [])
    home = context_of(site_plan, "", HomeContext)
    assert (home.lead, home.news, home.on_now, home.seasons, home.players_href) == (None, (), (), (), None)
