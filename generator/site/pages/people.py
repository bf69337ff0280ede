"""The site's person index: each `Person` (who, as `loading.identities` recognised him) with the events he played,
as their records have them (pages/records.py); his totals and his results against the other people of the site.

Pure and site-level: the events' records in, people out. The profile pages, the player index and the players'
calendars and feeds are planned from here (pages/people_pages.py, exports/following.py).
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from generator.core.model import Start
from generator.core.scoring import CellKind, exact_sum
from generator.loading.config import LoadedSite
from generator.loading.identities import Event, Identities, Identity, identify
from generator.loading.players import fold_name
from generator.site.pages.records import EntryRecord, EventRecord, GameRecord


def person_url(slug: str) -> str:
    return f"players/{slug}/"


PLAYERS_URL = "players/"
CALENDAR_FILE, FEED_FILE = "calendar.ics", "feed.xml"


@dataclass(frozen=True)
class Played:
    """One event of a person: the event, his entry in it, and whether only his name joined it to him."""

    event: EventRecord
    entry: EntryRecord
    by_name: bool = False


@dataclass(frozen=True)
class Person:
    """One person of the site with every event he played, the earliest first."""

    identity: Identity
    played: tuple[Played, ...]

    @property
    def slug(self) -> str:
        return self.identity.slug

    @property
    def name(self) -> str:
        return self.identity.name

    @property
    def href(self) -> str:
        return person_url(self.identity.slug)

    @property
    def latest(self) -> EntryRecord:
        return self.played[-1].entry

    def latest_of(self, field: str) -> str | None:
        """A fact as the latest event that gives it says (`title`, `federation`, `club`): a league's roster often
        leaves out what a tournament's starting list has."""
        return next((value for p in reversed(self.played) if (value := getattr(p.entry, field))), None)


@dataclass(frozen=True)
class Tally:
    """Games over the board, won, drawn and lost, and the points of them."""

    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    points: Fraction = Fraction(0)

    @classmethod
    def of(cls, games: Sequence[GameRecord]) -> Tally:
        outcomes = [g.outcome for g in games]
        return cls(len(games), outcomes.count(CellKind.WIN), outcomes.count(CellKind.DRAW),
                   outcomes.count(CellKind.LOSS), exact_sum([g.points for g in games]))


def sort_name(name: str) -> str:
    """A name surname first, as lists sorted by name show it: 'Tobias Meißner' -> 'Meißner, Tobias'."""
    if "," in name or len(name.split()) < 2:
        return name
    *given, surname = name.split()
    return f"{surname}, {' '.join(given)}"


def collation_key(name: str) -> str:
    """The order of names in alphabetical lists: by surname, then given name, folded (ß as ss, ü as ue, accents
    and case ignored)."""
    return fold_name(sort_name(name))


def identities_of(site: LoadedSite) -> Identities:
    """Who is who: as the loader found it, or (a site made by hand, without members.yml) worked out here."""
    if site.identities is not None:
        return site.identities
    events = [Event(t.slug, t.players, t.slug, t.start_date) for t in site.tournaments]
    events += [Event(league.slug, league.players, league.slug, league.start_date) for league in site.leagues]
    return identify(events, site.members, [])


def people_of(identities: Identities, records: Sequence[EventRecord]) -> tuple[Person, ...]:
    """Every person with an event among `records`, in the order of the identities (by slug)."""
    by_slug = {r.slug: r for r in records}
    people = []
    for identity in identities.people:
        played = [Played(by_slug[slug], by_slug[slug].entries[start], (slug, start) in identity.by_name)
                  for slug, start in identity.appearances if slug in by_slug and start in by_slug[slug].entries]
        if played:
            played.sort(key=lambda p: (p.event.day or dt.date.max, p.event.slug))
            people.append(Person(identity, tuple(played)))
    return tuple(people)


def totals(person: Person) -> Tally:
    """His games over the board in every event, finished."""
    return Tally.of([g for p in person.played for g in p.entry.games if g.over_the_board])


def head_to_head(person: Person, of: Mapping[tuple[str, Start], str]) -> dict[str, Tally]:
    """His games over the board against each other person (by slug), finished, over every event."""
    games: dict[str, list[GameRecord]] = {}
    for played in person.played:
        slug = played.event.slug
        for game in played.entry.games:
            if game.over_the_board and game.opponent is not None:
                other = of.get((slug, game.opponent))
                if other is not None and other != person.slug:
                    games.setdefault(other, []).append(game)
    return {other: Tally.of(found) for other, found in games.items()}


def total_points(person: Person) -> Fraction:
    """The points credited in every event (byes and forfeits included), after the rounds finished."""
    return exact_sum([p.entry.points for p in person.played])
