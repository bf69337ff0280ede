"""iCalendar file of the round schedule (RFC 5545): one all-day event per dated round, CR LF, folding,
escaping, and the same bytes every build."""
from __future__ import annotations

import datetime as dt

from generator.core.model import Game, Player, Round, Start, Tournament
from generator.site.exports.ical import escape, fold, has_schedule, schedule_ics


def _tournament(**fields) -> Tournament:
    players = (Player(Start(1), "A"), Player(Start(2), "B"))
    rounds = (Round(1, (Game(Start(1), Start(2)),), date=dt.date(2026, 9, 4)),)
    base = dict(name="Herbstturnier 2026", planned_rounds=3, rounds=rounds, venue="Clubhaus Lindenau, Leipzig",
                schedule=(dt.date(2026, 9, 3), dt.date(2026, 9, 10), None))
    base.update(fields)
    return Tournament("herbst", players=players, **base)


def _events(data: bytes) -> list[dict[str, str]]:
    text = data.decode("utf-8").replace("\r\n ", "")   # unfold (§3.1)
    events, current = [], None
    for line in text.split("\r\n"):
        if line == "BEGIN:VEVENT":
            current = {}
        elif line == "END:VEVENT":
            events.append(current)
            current = None
        elif current is not None:
            name, _, value = line.partition(":")
            current[name] = value
    return events


def test_one_all_day_event_per_dated_round():
    """Round 1 takes its round file's date (4 Sept, not the planned 3rd), round 2 the schedule's; round 3 has
    no date and no event. All-day: DTSTART;VALUE=DATE and DTEND the next day."""
    events = _events(schedule_ics(_tournament(), "club.github.io"))
    assert [e["DTSTART;VALUE=DATE"] for e in events] == ["20260904", "20260910"]
    assert [e["DTEND;VALUE=DATE"] for e in events] == ["20260905", "20260911"]
    assert events[0]["SUMMARY"] == "Herbstturnier 2026: round 1"
    assert events[0]["LOCATION"] == "Clubhaus Lindenau\\, Leipzig"
    assert events[0]["UID"] == "herbst-round-1@club.github.io"
    assert all("DTSTAMP" in e for e in events)


def test_crlf_and_lines_at_most_75_octets():
    """§3.1: lines end in CR LF and no line is longer than 75 octets, even with a long name in UTF-8."""
    data = schedule_ics(_tournament(name="Großes Herbstturnier des Schachklubs Lindenau 1921 – Gruppe Ü " * 2))
    lines = data.split(b"\r\n")
    assert lines[-1] == b"" and all(b"\n" not in line for line in lines)
    assert max(len(line) for line in lines) <= 75
    assert data.startswith(b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")


def test_same_tournament_same_bytes():
    """DTSTAMP comes from the round date, not the clock: two builds give the same file."""
    assert schedule_ics(_tournament()) == schedule_ics(_tournament())


def test_no_dates_no_calendar():
    """A tournament without any round date has no schedule to offer."""
    assert not has_schedule(_tournament(rounds=(), schedule=()))
    assert has_schedule(_tournament())


def test_text_escaping_and_folding():
    """§3.3.11: backslash, semicolon, comma and newline escaped; §3.1: a fold never splits a character."""
    assert escape("a,b;c\\d\ne") == "a\\,b\\;c\\\\d\\ne"
    folded = fold("X" * 74 + "ü" + "Y")
    assert folded.split("\r\n")[0] == "X" * 74 and folded.split("\r\n")[1] == " üY"


def test_folding_never_splits_a_character_and_fills_each_line():
    """40 two-octet letters (80 octets): 37 of them fill the first line (74 octets; a 38th would make 76), the
    other 3 follow on a continuation line after its space."""
    assert fold("ä" * 40) == "ä" * 37 + "\r\n " + "ä" * 3
    assert fold("x" * 75) == "x" * 75 and fold("x" * 150) == "x" * 75 + "\r\n " + "x" * 74 + "\r\n " + "x"
