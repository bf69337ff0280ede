"""Following a player: his own rounds as an iCalendar file (RFC 5545) and his pairings and results as an Atom feed
(RFC 4287), for each player of an event (beside his page: `calendar.ics`, `feed.xml`) and for each person over
every event (beside the profile).

Pure: records in (pages/records.py, pages/people.py), bytes out, the same bytes for the same input. A round with a
date is a calendar event: at its time when tournament.yml gives one (a local "floating" time, RFC 5545 §3.3.5,
since a club's players are where the club is), else all day. It lasts until the next round of the same day
starts, else `SESSION` (a classical game's session; the content format has no length of a round). Once paired, the
event names the opponent, colour and board, and once played, the result. The feed has one entry a round that is
paired, updated to the result once it is in, dated the round's date (else the event's start; a round of an
undated event is left out, since Atom wants a date). A person's files are his events' parts put together
(`event_parts`: made once an event, for its players' files and its people's). A finished event has no files of
its players: nothing more will come of it, and the persons' files hold it.
"""
from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from xml.sax.saxutils import escape as xml
from xml.sax.saxutils import quoteattr

from generator.core.model import Colour, Start
from generator.core.scoring import CellKind, running_sums
from generator.i18n.catalogues import Translator
from generator.loading.config import SiteConfig
from generator.site.exports.ical import escape, fold
from generator.site.feeds import FEED_SIZE, site_address
from generator.site.pages.formatting import CELL_LABELS, COLOUR_NAMES, format_points
from generator.site.pages.people import CALENDAR_FILE, FEED_FILE, Person
from generator.site.pages.records import EntryRecord, EventRecord, GameRecord, RoundSlot

PRODUCT = "-//chess-bulletin//player's rounds//EN"
SESSION = dt.timedelta(hours=4)

Entry = tuple[dt.date, str, str]     # a feed entry: its date, its id (to order entries of a day) and the element
Parts = tuple[tuple[str, ...], tuple[Entry, ...]]   # a player's VEVENTs (round order) and feed entries (newest first)


def event_parts(config: SiteConfig, event: EventRecord, tr: Translator) -> dict[Start, Parts]:
    """Each player's calendar events and feed entries of one event, by his number in it."""
    words = _Words(tr)
    slots = {slot.number: _SlotLines(config, event, slot, event.rounds, words) for slot in event.rounds
             if slot.date is not None}
    parts: dict[Start, Parts] = {}
    for entry in event.entries.values():
        games = {g.round: g for g in entry.games}
        vevents = tuple(slot.vevent(event, entry, games.get(number), words) for number, slot in slots.items())
        running = running_sums([g.points if g.outcome is not CellKind.PENDING else g.points * 0 for g in entry.games])
        page = _id(config, entry.href) if config.address.is_full else ""
        link = quoteattr(site_address(config, entry.href))
        entries = [_entry(config, event, entry, game, score, link, page, words)
                   for game, score in zip(entry.games, running)]
        parts[entry.start] = (vevents, tuple(e for e in reversed(entries) if e is not None))
    return parts


def event_files(config: SiteConfig, event: EventRecord, parts: Mapping[Start, Parts], tr: Translator
                ) -> dict[str, bytes]:
    """Each player's calendar and feed for one event, by output path (beside his page in the event); none once the
    event is finished: nothing more will come, and his person's files (beside the profile) hold it all."""
    files: dict[str, bytes] = {}
    if event.final:
        return files
    title = tr.text("follow.title")
    for entry in event.entries.values():
        vevents, entries = parts[entry.start]
        name = title.format(player=entry.name, name=event.name)
        files[f"{entry.href}{CALENDAR_FILE}"] = calendar(name, vevents)
        files[f"{entry.href}{FEED_FILE}"] = feed(config, name, entry.href, entries, event.language)
    return files


def person_files(config: SiteConfig, person: Person, parts_of: Callable[[EventRecord], Mapping[Start, Parts]],
                 tr: Translator) -> dict[str, bytes]:
    """A person's calendar and feed over every event, by output path (beside the profile)."""
    vevents: list[str] = []
    entries: list[Entry] = []
    for played in person.played:
        found = parts_of(played.event)[played.entry.start]
        vevents += found[0]
        entries += found[1]
    title = tr("follow.person_title", player=person.name)
    entries.sort(key=lambda e: (e[0], e[1]), reverse=True)
    return {f"{person.href}{CALENDAR_FILE}": calendar(title, vevents),
            f"{person.href}{FEED_FILE}": feed(config, title, person.href, entries, config.language)}


def calendar(name: str, events: Iterable[str]) -> bytes:
    """VCALENDAR around the VEVENTs given (each already folded, lines ending in CR LF)."""
    head = "".join(fold(line) + "\r\n" for line in ("BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:{PRODUCT}",
                                                     "CALSCALE:GREGORIAN", f"X-WR-CALNAME:{escape(name)}"))
    return (head + "".join(events) + "END:VCALENDAR\r\n").encode("utf-8")


class _Words:
    """The words of one event's files, each looked up once."""

    def __init__(self, tr: Translator) -> None:
        self.colours = {colour: tr(key) for colour, key in COLOUR_NAMES.items() if colour is not None}
        self.outcomes = {kind: tr(key) for kind, key in CELL_LABELS.items()}
        self.paired, self.played = tr.text("follow.paired"), tr.text("follow.played")
        self.round, self.entry, self.summary = tr.text("follow.round"), tr.text("follow.entry"), tr.text(
            "follow.summary")

    def what(self, event: EventRecord, game: GameRecord | None) -> str:
        """The round as the player sees it: the pairing, the result, or his bye; "" before he is paired."""
        if game is None:
            return ""
        if game.opponent is None:
            return self.outcomes[game.outcome]
        opponent = event.entries.get(game.opponent)
        name = opponent.name if opponent is not None else ""
        colour = self.colours.get(game.colour, "") if game.colour in (Colour.WHITE, Colour.BLACK) else ""
        if game.outcome is CellKind.PENDING:
            return self.paired.format(colour=colour, opponent=name, board=game.board or "–")
        return self.played.format(outcome=self.outcomes[game.outcome], opponent=name, colour=colour,
                                  board=game.board or "–")


class _SlotLines:
    """What every player's calendar event of one round shares: the times, the place, the round's page."""

    def __init__(self, config: SiteConfig, event: EventRecord, slot: RoundSlot, rounds: Sequence[RoundSlot],
                 words: _Words) -> None:
        assert slot.date is not None, "only rounds with a date are calendar events"
        self.uid = (f"UID:{event.slug}-round-{slot.number}-", f"@{config.address.host or 'chess-bulletin.invalid'}")
        self.summary = words.round.format(name=event.name, n=slot.number)
        shared = [f"DTSTAMP:{slot.date:%Y%m%d}T000000Z", *_when(slot, rounds)]
        self.head = "".join(line + "\r\n" for line in shared)
        tail = [f"LOCATION:{escape(event.venue)}"] if event.venue else []
        tail += [f"URL:{site_address(config, slot.href)}"] if config.address.is_full and slot.href else []
        tail += ["TRANSP:OPAQUE" if slot.time else "TRANSP:TRANSPARENT", "END:VEVENT"]
        self.tail = "".join(fold(line) + "\r\n" for line in tail)

    def vevent(self, event: EventRecord, entry: EntryRecord, game: GameRecord | None, words: _Words) -> str:
        what = words.what(event, game)
        summary = escape(f"{self.summary}: {what}" if what else self.summary)
        uid = f"{self.uid[0]}{entry.start}{self.uid[1]}"
        return f"BEGIN:VEVENT\r\n{fold(uid)}\r\n{self.head}{fold('SUMMARY:' + summary)}\r\n{self.tail}"


def _when(slot: RoundSlot, rounds: Sequence[RoundSlot]) -> list[str]:
    assert slot.date is not None
    if slot.time is None:
        return [f"DTSTART;VALUE=DATE:{slot.date:%Y%m%d}", f"DTEND;VALUE=DATE:{slot.date + dt.timedelta(days=1):%Y%m%d}"]
    start = dt.datetime.combine(slot.date, slot.time)
    end = start + SESSION
    following = next((r for r in rounds if r.number == slot.number + 1), None)
    if following is not None and following.date == slot.date and following.time is not None \
            and following.time > slot.time:
        end = min(end, dt.datetime.combine(following.date, following.time))
    return [f"DTSTART:{start:%Y%m%dT%H%M%S}", f"DTEND:{end:%Y%m%dT%H%M%S}"]


def _entry(config: SiteConfig, event: EventRecord, entry: EntryRecord, game: GameRecord, score: Fraction, link: str,
           page: str, words: _Words) -> Entry | None:
    """(date, id, the <entry> element) of a round he is paired or has a bye in; None without a date. `page`: the
    player page's address, when the site has a host (the entries' ids are it with the round)."""
    slot = event.slot(game.round)
    day = (slot.date if slot is not None else None) or event.day
    if day is None:
        return None
    title = f"{event.name}: {words.entry.format(n=game.round, what=words.what(event, game))}"
    href = f"{entry.href}#round-{game.round}"
    summary = event.name if game.outcome is CellKind.PENDING else \
        words.summary.format(name=event.name, points=format_points(score), n=game.round)
    identifier = f"{page}#round-{game.round}" if page else _id(config, href)
    element = (f"<entry>\n<title>{xml(title)}</title>\n<id>{xml(identifier)}</id>\n"
               f"<link rel=\"alternate\" href={link}/>\n<updated>{day.isoformat()}T00:00:00Z</updated>\n"
               f"<summary>{xml(summary)}</summary>\n</entry>")
    return day, identifier, element


def _id(config: SiteConfig, href: str) -> str:
    """An entry's id: its address when the site has a host, else a name-based one (as feeds.py's)."""
    if config.address.is_full:
        return site_address(config, href)

    return uuid.uuid5(uuid.NAMESPACE_URL, f"chess-bulletin:{config.title}:{config.base_path}{href}").urn


def feed(config: SiteConfig, title: str, page: str, entries: Sequence[Entry], language: str) -> bytes:
    """An Atom feed of the newest `FEED_SIZE` entries, titled `title`, about the page `page`."""
    shown = list(entries[:FEED_SIZE])
    updated = max((day for day, _, _ in shown), default=dt.date(1970, 1, 1))
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             f'<feed xmlns="http://www.w3.org/2005/Atom" xml:lang={quoteattr(language)}>',
             f"<title>{xml(title)}</title>", f"<id>{xml(_id(config, page + FEED_FILE))}</id>",
             f"<updated>{updated.isoformat()}T00:00:00Z</updated>",
             f"<link rel=\"alternate\" href={quoteattr(site_address(config, page))}/>",
             f"<link rel=\"self\" href={quoteattr(site_address(config, page + FEED_FILE))}/>",
             f"<author><name>{xml(config.title)}</name></author>", "<generator>chess-bulletin</generator>",
             *(element for _, _, element in shown), "</feed>"]
    return ("\n".join(lines) + "\n").encode("utf-8")
