"""The club's own pages, planned from every event's record (pages/records.py) and who is who
(`loading.identities`): the front page, a profile per person, the player index and a page per season."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from generator.i18n.catalogues import Translator
from generator.loading.config import SiteConfig
from generator.loading.identities import Identities
from generator.site.pages.club_views import LeadStory
from generator.site.pages.contexts import HomeContext, Page
from generator.site.pages.news_views import NewsItem
from generator.site.pages.people import PLAYERS_URL, Person, people_of
from generator.site.pages.people_pages import ProfileMemo, index_page, profile_pages
from generator.site.pages.records import EventRecord
from generator.site.pages.seasons import on_now, season_pages, season_views, seasons

LATEST_NEWS_COUNT = 5      # the lead story and the titles of the posts after it


@dataclass(frozen=True)
class ClubPlan:
    home: Page
    pages: tuple[Page, ...]          # the profiles, the player index, the seasons
    people: tuple[Person, ...]       # for their calendars and feeds (exports/following.py)


def plan_club(config: SiteConfig, tr: Translator, identities: Identities, events: Sequence[EventRecord],
              news: Sequence[NewsItem], lead: LeadStory | None, memo: ProfileMemo | None = None) -> ClubPlan:
    """The front page and the club's pages of these events (tournaments and leagues, in any order); `memo`, a
    build session's, keeps the profiles of people whose events did not change."""
    people = people_of(identities, events)
    listed = {slug: i for i, slug in enumerate(config.tournaments)} if config.tournaments is not None else None
    views = season_views(seasons(events, config.season_start, listed))
    pages = [*profile_pages(people, identities.of, tr, config.season_start, memo)]
    if people:
        pages.append(index_page(people, tr))
    pages += season_pages(views, tr)
    later = tuple(news[1:LATEST_NEWS_COUNT] if lead is not None else news[:LATEST_NEWS_COUNT])
    context = HomeContext(lead=lead, news=later, more_news=len(news) > LATEST_NEWS_COUNT, on_now=on_now(events),
                          seasons=views, players_href=PLAYERS_URL if people else None)
    home = Page("", config.title, context, description=config.description or tr("describe.home", site=config.title))
    return ClubPlan(home, tuple(pages), people)
