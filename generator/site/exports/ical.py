"""The round schedule as an iCalendar file (RFC 5545) that phones and calendar programs subscribe to.

Pure: model in, bytes out, the same bytes for the same input. One all-day event per round with a known date
(its round file's `date:`, else `schedule:` in tournament.yml); no date, no event, and a tournament without
any date has no calendar (`has_schedule`). Lines end in CR LF and are folded at 75 octets (§3.1); text is
escaped (§3.3.11). DTSTAMP must be given (§3.6.1); to keep the file the same from build to build it is the
round's date at midnight UTC rather than the time of the build.
"""
from __future__ import annotations

import datetime as dt

from generator.core.model import Tournament

PRODUCT = "-//chess-bulletin//round schedule//EN"


def has_schedule(tournament: Tournament) -> bool:
    return any(_rounds_with_dates(tournament))


def schedule_ics(tournament: Tournament, site_host: str = "chess-bulletin.invalid") -> bytes:
    """VCALENDAR with one VEVENT per dated round; `site_host` makes the event UIDs unique worldwide."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:{PRODUCT}", "CALSCALE:GREGORIAN",
             f"X-WR-CALNAME:{escape(tournament.name)}"]
    for number, day in _rounds_with_dates(tournament):
        lines += [
            "BEGIN:VEVENT",
            f"UID:{tournament.slug}-round-{number}@{site_host}",
            f"DTSTAMP:{day:%Y%m%d}T000000Z",
            f"DTSTART;VALUE=DATE:{day:%Y%m%d}",
            f"DTEND;VALUE=DATE:{day + dt.timedelta(days=1):%Y%m%d}",
            f"SUMMARY:{escape(f'{tournament.name}: round {number}')}",
            *([f"LOCATION:{escape(tournament.venue)}"] if tournament.venue else []),
            "TRANSP:TRANSPARENT",
            "END:VEVENT",
        ]
    lines.append("END:VCALENDAR")
    return "".join(fold(line) + "\r\n" for line in lines).encode("utf-8")


def escape(text: str) -> str:
    """TEXT values (§3.3.11): backslash, semicolon, comma and line breaks escaped."""
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\r\n", "\\n").replace("\n", "\\n"))


def fold(line: str, limit: int = 75) -> str:
    """A content line longer than 75 octets split into lines of at most 75 octets, each continuation starting
    with a space (§3.1); a UTF-8 character is never split."""
    if len(line) <= limit and (line.isascii() or len(line.encode("utf-8")) <= limit):
        return line
    data = line.encode("utf-8")
    parts, start, room = [], 0, limit
    while start < len(data):
        end = min(start + room, len(data))
        while end < len(data) and data[end] & 0xC0 == 0x80:   # not inside a character's continuation bytes
            end -= 1
        parts.append(data[start:end].decode("utf-8"))
        start, room = end, limit - 1
    return "\r\n ".join(parts)


def _rounds_with_dates(tournament: Tournament) -> list[tuple[int, dt.date]]:
    count = max(tournament.planned_rounds, tournament.rounds_entered, len(tournament.schedule))
    return [(n, day) for n in range(1, count + 1) if (day := tournament.round_date(n)) is not None]
