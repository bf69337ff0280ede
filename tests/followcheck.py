"""What makes a player's calendar a valid iCalendar file (RFC 5545) and his feed a valid Atom feed (RFC 4287): read
by another implementation (the `icalendar` package; the standard library's XML parser) and held to the rules those
readers let pass (line length and endings, the properties each component must have, unique ids, dates)."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import icalendar

ATOM = "{http://www.w3.org/2005/Atom}"
STAMP = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z")


def calendar_events(data: bytes) -> list[icalendar.Event]:
    """The VEVENTs of a calendar, after checking it: CR LF line ends, lines of at most 75 octets (§3.1), VERSION
    and PRODID (§3.6), each VEVENT with UID, DTSTAMP and DTSTART (§3.6.1), UIDs unique, DTEND after DTSTART."""
    assert data.endswith(b"\r\n") and b"\n" not in data.replace(b"\r\n", b"")
    assert all(len(line) <= 75 for line in data.split(b"\r\n"))
    calendar = icalendar.Calendar.from_ical(data)
    assert calendar.name == "VCALENDAR" and calendar["VERSION"] == "2.0" and calendar["PRODID"]
    events = list(calendar.walk("VEVENT"))
    for event in events:
        assert {"UID", "DTSTAMP", "DTSTART"} <= set(event), event
        if "DTEND" in event:
            assert event.decoded("DTEND") > event.decoded("DTSTART")
    assert len({str(e["UID"]) for e in events}) == len(events)
    return events


def feed_entries(data: bytes) -> list[ET.Element]:
    """The entries of an Atom feed, after checking it (RFC 4287 §4.1): the feed and each entry with exactly one id,
    title and updated (a date-time), the feed with an author and a self link, each entry an alternate link; ids
    unique."""
    feed = ET.fromstring(data)
    assert feed.tag == f"{ATOM}feed"
    for element in (feed, *feed.findall(f"{ATOM}entry")):
        for name in ("id", "title", "updated"):
            assert len(element.findall(f"{ATOM}{name}")) == 1, (name, ET.tostring(element)[:200])
        assert STAMP.fullmatch(element.findtext(f"{ATOM}updated") or "")
    assert feed.find(f"{ATOM}author/{ATOM}name") is not None
    assert [link.get("rel") for link in feed.findall(f"{ATOM}link")] == ["alternate", "self"]
    entries = feed.findall(f"{ATOM}entry")
    assert all(entry.find(f"{ATOM}link[@rel='alternate']") is not None for entry in entries)
    assert len({entry.findtext(f"{ATOM}id") for entry in entries}) == len(entries)
    return entries
