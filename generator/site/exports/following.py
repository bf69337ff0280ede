"""Following a player: his own rounds as an iCalendar file (RFC 5545) and his pairings and results as an Atom feed
(RFC 4287), for each player of an event (beside his page: `calendar.ics`, `feed.xml`) and for each person over
every event (beside the profile).

Pure: records in (pages/records.py, pages/people.py), bytes out, the same bytes for the same input. A round with a
date is a calendar event: at its time when tournament.yml gives one (a local "floating" time, RFC 5545 §3.3.5,
since a club's players are where the club is), else all day. It lasts until the next round of the same day
starts, else `SESSION` (a classical game's session; the content format has no length of a round). Once paired, the
event names the opponent, colour and board, and once played, the result. The feed has one entry a round that is
paired, updated to the result once it is in, dated the round's date (else the event's start; a round of an
undated event is left out, since Atom wants a date).
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence

from generator.core.model import Colour
from generator.core.scoring import CellKind, exact_sum
from generator.i18n import Translator
from generator.loading.config import SiteConfig
from generator.site.exports.ical import escape, fold
from generator.site.feeds import FEED_SIZE, escape as xml, quoteattr, site_address
from generator.site.pages.formatting import CELL_LABELS, COLOUR_NAMES, format_points
from generator.site.pages.people import CALENDAR_FILE, FEED_FILE, Person
from generator.site.pages.records import EntryRecord, EventRecord, GameRecord, RoundSlot

PRODUCT = "-//chess-bulletin//player's rounds//EN"
SESSION = dt.timedelta(hours=4)


def event_files(config: SiteConfig, event: EventRecord, tr: Translator) -> dict[str, bytes]:
    """Each player's calendar and feed for one event, by output path (beside his page in the event)."""
    files: dict[str, bytes] = {}
    rounds = {slot.number: slot for slot in event.rounds}
    for entry in event.entries.values():
        games = {g.round: g for g in entry.games}
        events = [_vevent(config, event, slot, entry, games.get(slot.number), rounds, tr)
                  for slot in event.rounds if slot.date is not None]
        title = tr("follow.title", player=entry.name, name=event.name)
        files[f"{entry.href}{CALENDAR_FILE}"] = calendar(title, events)
        entries = [_entry(config, event, entry, game, rounds, tr) for game in reversed(entry.games)]
        files[f"{entry.href}{FEED_FILE}"] = feed(config, title, entry.href, [e for e in entries if e is not None],
                                                 event.language)
    return files


def person_files(config: SiteConfig, person: Person, tr: Translator) -> dict[str, bytes]:
    """A person's calendar and feed over every event, by output path (beside the profile)."""
    events: list[str] = []
    entries: list[tuple[dt.date, str, str]] = []
    for played in person.played:
        event, entry = played.event, played.entry
        rounds = {slot.number: slot for slot in event.rounds}
        games = {g.round: g for g in entry.games}
        events += [_vevent(config, event, slot, entry, games.get(slot.number), rounds, tr)
                   for slot in event.rounds if slot.date is not None]
        for game in entry.games:
            made = _entry(config, event, entry, game, rounds, tr, with_event=True)
            if made is not None:
                entries.append(made)
    title = tr("follow.person_title", player=person.name)
    entries.sort(key=lambda e: (e[0], e[1]), reverse=True)
    return {f"{person.href}{CALENDAR_FILE}": calendar(title, events),
            f"{person.href}{FEED_FILE}": feed(config, title, person.href, entries, config.language)}


def calendar(name: str, events: Iterable[str]) -> bytes:
    """VCALENDAR around the VEVENTs given (each already folded, lines ending in CR LF)."""
    head = "".join(fold(line) + "\r\n" for line in ("BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:{PRODUCT}",
                                                     "CALSCALE:GREGORIAN", f"X-WR-CALNAME:{escape(name)}"))
    return (head + "".join(events) + "END:VCALENDAR\r\n").encode("utf-8")


def _opponent(event: EventRecord, game: GameRecord) -> str:
    found = event.entries.get(game.opponent) if game.opponent is not None else None
    return found.name if found is not None else ""


def _what(event: EventRecord, game: GameRecord | None, tr: Translator) -> str:
    """The round as the player sees it: the pairing, the result, or his bye; "" before he is paired."""
    if game is None:
        return ""
    colour = tr(COLOUR_NAMES[game.colour]) if game.colour in (Colour.WHITE, Colour.BLACK) else ""
    if game.opponent is None:
        return tr(CELL_LABELS[game.outcome])
    if game.outcome is CellKind.PENDING:
        return tr("follow.paired", colour=colour, opponent=_opponent(event, game), board=game.board or "–")
    return tr("follow.played", outcome=tr(CELL_LABELS[game.outcome]), opponent=_opponent(event, game), colour=colour,
              board=game.board or "–")


def _vevent(config: SiteConfig, event: EventRecord, slot: RoundSlot, entry: EntryRecord, game: GameRecord | None,
            rounds: dict[int, RoundSlot], tr: Translator) -> str:
    assert slot.date is not None, "only rounds with a date are calendar events"
    host = config.address.host or "chess-bulletin.invalid"
    summary = tr("follow.round", name=event.name, n=slot.number)
    what = _what(event, game, tr)
    lines = ["BEGIN:VEVENT", f"UID:{event.slug}-round-{slot.number}-{entry.start}@{host}",
             f"DTSTAMP:{slot.date:%Y%m%d}T000000Z", *_when(slot, rounds),
             f"SUMMARY:{escape(f'{summary}: {what}' if what else summary)}"]
    if event.venue:
        lines.append(f"LOCATION:{escape(event.venue)}")
    if config.address.is_full:
        lines.append(f"URL:{site_address(config, slot.href or entry.href)}")
    lines += ["TRANSP:OPAQUE" if slot.time else "TRANSP:TRANSPARENT", "END:VEVENT"]
    return "".join(fold(line) + "\r\n" for line in lines)


def _when(slot: RoundSlot, rounds: dict[int, RoundSlot]) -> list[str]:
    assert slot.date is not None
    if slot.time is None:
        return [f"DTSTART;VALUE=DATE:{slot.date:%Y%m%d}", f"DTEND;VALUE=DATE:{slot.date + dt.timedelta(days=1):%Y%m%d}"]
    start = dt.datetime.combine(slot.date, slot.time)
    following = rounds.get(slot.number + 1)
    end = start + SESSION
    if following is not None and following.date == slot.date and following.time is not None:
        end = min(end, dt.datetime.combine(following.date, following.time)) if following.time > slot.time else end
    return [f"DTSTART:{start:%Y%m%dT%H%M%S}", f"DTEND:{end:%Y%m%dT%H%M%S}"]


def _entry(config: SiteConfig, event: EventRecord, entry: EntryRecord, game: GameRecord, rounds: dict[int, RoundSlot],
           tr: Translator, with_event: bool = False) -> tuple[dt.date, str, str] | None:
    """(date, id, the <entry> element) of a round he is paired or has a bye in; None without a date."""
    slot = rounds.get(game.round)
    day = (slot.date if slot is not None else None) or event.day
    if day is None:
        return None
    title = tr("follow.entry", n=game.round, what=_what(event, game, tr))
    if with_event:
        title = f"{event.name}: {title}"
    href = f"{entry.href}#round-{game.round}"
    score = exact_sum([g.points for g in entry.games if g.round <= game.round and g.outcome is not CellKind.PENDING])
    summary = tr("follow.summary", name=event.name, points=format_points(score), n=game.round) \
        if game.outcome is not CellKind.PENDING else event.name
    stamp = f"{day.isoformat()}T00:00:00Z"
    address = site_address(config, entry.href)
    element = (f"<entry>\n<title>{xml(title)}</title>\n<id>{xml(_id(config, href))}</id>\n"
               f"<link rel=\"alternate\" href={quoteattr(address)}/>\n<updated>{stamp}</updated>\n"
               f"<summary>{xml(summary)}</summary>\n</entry>")
    return day, href, element


def _id(config: SiteConfig, href: str) -> str:
    """An entry's id: its address when the site has a host, else a name-based one (as feeds.py's)."""
    base = config.address.absolute_base
    if base is not None:
        return site_address(config, href)
    import uuid   # here: only a site without a host needs it

    return uuid.uuid5(uuid.NAMESPACE_URL, f"chess-bulletin:{config.title}:{config.base_path}{href}").urn


def feed(config: SiteConfig, title: str, page: str, entries: Sequence[tuple[dt.date, str, str]],
         language: str) -> bytes:
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
