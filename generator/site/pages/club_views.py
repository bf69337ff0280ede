"""The frozen view objects of the club's own pages: a person's profile, the player index, the seasons and the front
page. Words in them are in the page's language already; links are site-relative URLs (pages/urls.py).
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from fractions import Fraction

from generator.site.pages.news_views import EmbedView


@dataclass(frozen=True)
class PersonRef:
    """A person as a link to the profile."""

    name: str
    href: str
    title: str | None = None


@dataclass(frozen=True)
class ProfileEvent:
    """One event on a profile: where and when, how it went, and the player's page in it."""

    name: str
    href: str                      # the event
    player_href: str               # the player's page in the event
    season: str
    start: dt.date | None
    team: str | None               # a league player's team
    points: Fraction
    counted: int                   # the finished rounds of his
    rank: str                      # "3" or "3–5" of `field`; "" in a league or before round 1 is finished
    field: int
    performance: int | None
    rating: int | None
    rating_change: str             # "+13", "−4"; "" when not shown
    final: bool
    status: str
    by_name: bool                  # joined to this person by the name alone
    games: tuple[tuple[int, str], ...] = ()   # (round, URL) of each of his games whose moves the event gives


@dataclass(frozen=True)
class HeadToHead:
    """The games against one other person, over all events."""

    opponent: PersonRef
    games: int
    wins: int
    draws: int
    losses: int
    points: Fraction


@dataclass(frozen=True)
class Totals:
    """A person's totals over every event: finished games with an opponent (forfeits not counted as played)."""

    events: int
    games: int
    wins: int
    draws: int
    losses: int
    points: Fraction               # in those games
    percent: str                   # "62.5", shown only: the points stay exact


@dataclass(frozen=True)
class IndexEntry:
    """A person in the player index."""

    person: PersonRef
    sort_name: str                 # "Meißner, Tobias": surname first, as the list is ordered
    letter: str                    # the initial the list groups by
    events: int
    latest: str                    # the latest event's name
    search: str                    # the folded names the search box compares (name, surname first, aliases)


@dataclass(frozen=True)
class SeasonEvent:
    """An event in a season's list: where it stands, who won (or leads), its standings."""

    name: str
    href: str
    kind: str                      # "tournament" or "league"
    start: dt.date | None
    end: dt.date | None
    status: str
    final: bool
    winners: tuple[str, ...]
    standings_href: str | None
    players: int


@dataclass(frozen=True)
class SeasonView:
    label: str
    href: str
    events: tuple[SeasonEvent, ...]
    current: bool = False


@dataclass(frozen=True)
class OnNow:
    """A running event's next round: when, and its pairings once paired."""

    event: str
    event_href: str
    round: int
    date: dt.date | None
    time: str                      # "19:30", "" when not given
    pairings_href: str | None


@dataclass(frozen=True)
class LeadStory:
    """The latest news post on the front page: its title, date, its opening and its first live table."""

    title: str
    href: str
    date: dt.date
    author: str | None
    opening: str                   # the first paragraph, as Markdown
    table: EmbedView | None
