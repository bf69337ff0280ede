"""The site of tests/sitedata.py planned as data, and the page of a URL with its context of the kind asked for
(the pages tests read what a page shows from there)."""
from __future__ import annotations

from typing import TypeVar

from sitedata import club_site, club_tournament

from generator.core.model import Tournament
from generator.core.standings import compute_standings
from generator.site.pages.contexts import Page, PageContext
from generator.site.pages.data import prepare_tournament
from generator.site.pages.planner import SitePlan, plan_site

SLUG = "tournament/club-2026/"
K = TypeVar("K", bound=PageContext)


def plan(tournament: Tournament | None = None, **hooks: object) -> SitePlan:
    tournament = tournament or club_tournament()
    site = club_site(tournaments=(tournament,))
    return plan_site(site, [prepare_tournament(tournament, compute_standings)], **hooks)  # type: ignore[arg-type]


def page(site_plan: SitePlan, url: str) -> Page:
    return next(p for p in site_plan.pages if p.url == url)


def context_of(site_plan: SitePlan, url: str, kind: type[K]) -> K:
    """The context of the page at `url`, which must be of that kind."""
    found = page(site_plan, url).context
    assert isinstance(found, kind), f"{url} is a {type(found).__name__}, not a {kind.__name__}"
    return found
