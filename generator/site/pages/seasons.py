"""The archive: the site's events grouped by season, a page per season (its events and their winners), and what the
front page shows of them (the current season in full, the earlier ones as links, each running event's next round).

A season is a league's own `season:` where it gives one; otherwise it comes from the event's start: with
`season_start: 7` in site.yml (the default) a season runs from July to June and is called '2026/27', with
`season_start: 1` it is the calendar year, '2026'. An event without any date belongs to the newest season.
"""
from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence

from generator.i18n.catalogues import Translator
from generator.site.pages.club_views import OnNow, SeasonEvent, SeasonView
from generator.site.pages.contexts import Page, SeasonContext
from generator.site.pages.records import EventRecord

_YEAR = re.compile(r"\d{4}")
_NOT_IN_ADDRESSES = re.compile(r"[^0-9A-Za-z]+")


def season_label(event: EventRecord, start_month: int) -> str:
    """The season an event belongs to ('' when it has no date and names none)."""
    if event.season:
        return event.season
    day = event.day
    if day is None:
        return ""
    if start_month == 1:
        return str(day.year)
    year = day.year if day.month >= start_month else day.year - 1
    return f"{year}/{(year + 1) % 100:02d}"


def season_url(label: str) -> str:
    return f"seasons/{_NOT_IN_ADDRESSES.sub('-', label).strip('-').lower() or 'undated'}/"


def seasons(events: Sequence[EventRecord], start_month: int, listed: Mapping[str, int] | None = None
            ) -> list[tuple[str, list[EventRecord]]]:
    """The events by season, the latest season first (undated events in it); in a season the events in the order
    site.yml lists them (`listed`, by slug), else the latest first."""
    grouped: dict[str, list[EventRecord]] = {}
    for event in events:
        grouped.setdefault(season_label(event, start_month), []).append(event)
    undated = grouped.pop("", [])
    ordered = sorted(grouped.items(), key=lambda item: (_first_year(item[0]), item[0]), reverse=True)
    if undated:
        ordered = [(ordered[0][0], ordered[0][1] + undated), *ordered[1:]] if ordered else [("", undated)]
    if listed is not None:
        return [(label, sorted(found, key=lambda e: (listed.get(e.slug, len(listed)), e.slug)))
                for label, found in ordered]
    return [(label, sorted(found, key=lambda e: (e.day or dt.date.max, e.slug), reverse=True))
            for label, found in ordered]


def _first_year(label: str) -> int:
    found = _YEAR.search(label)
    return int(found.group()) if found else 0


def season_event(event: EventRecord) -> SeasonEvent:
    return SeasonEvent(event.name, event.href, event.kind, event.start, event.end, event.status, event.final,
                       event.winners, event.standings_href, len(event.entries))


def season_views(grouped: Sequence[tuple[str, list[EventRecord]]]) -> tuple[SeasonView, ...]:
    return tuple(SeasonView(label, season_url(label), tuple(season_event(e) for e in found), current=index == 0)
                 for index, (label, found) in enumerate(grouped))


def season_pages(views: Sequence[SeasonView], tr: Translator) -> list[Page]:
    """A page per season: its events, their winners and a link to each one's standings."""
    links = tuple((view.label or tr("season.undated"), view.href) for view in views)
    pages = []
    for view in views:
        label = view.label or tr("season.undated")
        winners = "; ".join(f"{e.name}: {', '.join(e.winners)}" for e in view.events if e.final and e.winners)
        description = tr("season.describe", season=label, n=len(view.events)) + (f" {winners}." if winners else "")
        pages.append(Page(view.href, tr("season.title", season=label), SeasonContext(season=view, seasons=links),
                          description=description))
    return pages


def on_now(events: Sequence[EventRecord]) -> tuple[OnNow, ...]:
    """Each event that has a round still to play: that round's date, time and pairings, the soonest first."""
    found = [OnNow(e.name, e.href, e.next_round.number, e.next_round.date,
                   f"{e.next_round.time:%H:%M}" if e.next_round.time else "", e.next_round.href)
             for e in events if e.next_round is not None]
    return tuple(sorted(found, key=lambda o: (o.date or dt.date.max, o.event, o.event_href)))
