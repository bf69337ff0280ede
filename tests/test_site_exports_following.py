"""Following a player (exports/following.py): his rounds as a calendar and his pairings and results as a feed, for
each event and for the person over all of them; valid (tests/followcheck.py), the same bytes for the same input."""
from __future__ import annotations

import dataclasses
import datetime as dt

from clubdata import club_events
from followcheck import ATOM, calendar_events, feed_entries

from generator.i18n.catalogues import translator
from generator.loading.config import SiteConfig
from generator.site.exports.following import event_files, event_parts, person_files

CONFIG = SiteConfig(title="Riverside Chess Club", base_url="https://club.example/chess/")
EN = translator("en")


def _files(config=CONFIG):
    _, records, people = club_events()
    parts = {r.slug: event_parts(config, r, EN) for r in records}
    files = {}
    for record in records:
        files.update(event_files(config, record, parts[record.slug], EN))
    for person in people:
        files.update(person_files(config, person, lambda e: parts[e.slug], EN))
    return files


def test_each_player_of_a_running_event_and_each_person_has_a_calendar_and_a_feed():
    files = _files()
    assert {"tournament/club-2027/player/2/calendar.ics", "tournament/club-2027/player/2/feed.xml",
            "players/anna-berg/calendar.ics", "players/anna-berg/feed.xml"} <= files.keys()
    assert len(files) == 2 * (2 + 7)       # the finished 2026 event has none: its players' persons hold it


def test_a_round_with_a_time_is_a_timed_event_and_names_the_opponent_colour_board_and_result():
    (event,) = calendar_events(_files()["tournament/club-2027/player/2/calendar.ics"])
    assert event.decoded("DTSTART") == dt.datetime(2027, 3, 1, 19, 30)      # floating local time
    assert event.decoded("DTEND") == dt.datetime(2027, 3, 1, 23, 30)        # a session of four hours
    assert str(event["SUMMARY"]) == ("Club Championship 2027, round 1: loss against Boris Cole-Smith "
                                     "(black, board 1)")
    assert str(event["LOCATION"]) == "Club rooms"
    assert str(event["URL"]) == "https://club.example/chess/tournament/club-2027/round/1/"


def test_a_round_without_a_time_is_an_all_day_event():
    events = calendar_events(_files()["players/anna-berg/calendar.ics"])[:2]
    assert [(e.decoded("DTSTART"), str(e["SUMMARY"])) for e in events] == [
        (dt.date(2026, 3, 2), "Club Championship 2026, round 1: win against Eva Fox (white, board 1)"),
        (dt.date(2026, 3, 9), "Club Championship 2026, round 2: draw against Boris Cole (black, board 1)")]


def test_the_next_round_of_the_same_day_ends_a_rounds_event():
    _, records, _ = club_events()
    second = records[1]
    rapid = dataclasses.replace(second, rounds=(dataclasses.replace(second.rounds[0], time=dt.time(10)),
                                                dataclasses.replace(second.rounds[0], number=2, time=dt.time(10, 45))))
    files = event_files(CONFIG, rapid, event_parts(CONFIG, rapid, EN), EN)
    first, _ = calendar_events(files["tournament/club-2027/player/2/calendar.ics"])
    assert first.decoded("DTEND") == dt.datetime(2027, 3, 1, 10, 45)


def test_the_feed_has_an_entry_a_round_the_newest_first_with_the_score():
    entries = feed_entries(_files()["players/anna-berg/feed.xml"])
    assert [e.findtext(f"{ATOM}title") for e in entries] == [
        "Club Championship 2027: Round 1: loss against Boris Cole-Smith (black, board 1)",
        "Club Championship 2026: Round 2: draw against Boris Cole (black, board 1)",
        "Club Championship 2026: Round 1: win against Eva Fox (white, board 1)"]
    assert entries[1].findtext(f"{ATOM}summary") == "Club Championship 2026: 1½ after round 2"
    assert entries[1].findtext(f"{ATOM}id") == "https://club.example/chess/tournament/club-2026/player/1/#round-2"
    own = feed_entries(_files()["tournament/club-2027/player/2/feed.xml"])
    assert [e.findtext(f"{ATOM}title") for e in own] == [entries[0].findtext(f"{ATOM}title")]


def test_a_pending_pairing_is_announced_and_a_bye_named():
    _, records, _ = club_events()
    from generator.core.model import Colour, Start
    from generator.core.scoring import CellKind
    from generator.site.pages.records import GameRecord
    first = records[0]
    berg = first.entries[Start(1)]
    paired = dataclasses.replace(berg, games=(*berg.games, GameRecord(3, CellKind.PENDING, berg.points * 0, Start(4),
                                                                      Colour.BLACK, 1)))
    eng = first.entries[Start(4)]
    event = dataclasses.replace(first, entries={**first.entries, Start(1): paired}, planned_rounds=3)
    files = event_files(CONFIG, event, event_parts(CONFIG, event, EN), EN)
    newest = feed_entries(files["tournament/club-2026/player/1/feed.xml"])[0]
    assert newest.findtext(f"{ATOM}title") == "Club Championship 2026: Round 3: black against David Eng, board 1"
    bye = feed_entries(files["tournament/club-2026/player/4/feed.xml"])[-1]
    assert eng.games[0].outcome is CellKind.PAB
    assert bye.findtext(f"{ATOM}title") == "Club Championship 2026: Round 1: pairing-allocated bye"


def test_a_finished_event_has_no_files_of_its_own():
    _, records, _ = club_events()
    assert records[0].final and event_files(CONFIG, records[0], event_parts(CONFIG, records[0], EN), EN) == {}


def test_a_persons_calendar_and_feed_hold_every_event():
    files = _files()
    events = calendar_events(files["players/anna-berg/calendar.ics"])
    assert [e.decoded("DTSTART") for e in events] == [dt.date(2026, 3, 2), dt.date(2026, 3, 9),
                                                      dt.datetime(2027, 3, 1, 19, 30)]
    titles = [e.findtext(f"{ATOM}title") for e in feed_entries(files["players/anna-berg/feed.xml"])]
    assert titles[0] == "Club Championship 2027: Round 1: loss against Boris Cole-Smith (black, board 1)"
    assert len(titles) == 3


def test_words_come_in_the_events_language():
    _, records, _ = club_events()
    de = translator("de")
    files = event_files(CONFIG, records[1], event_parts(CONFIG, records[1], de), de)
    (event,) = calendar_events(files["tournament/club-2027/player/1/calendar.ics"])
    assert str(event["SUMMARY"]) == "Club Championship 2027, Runde 1: Sieg gegen Anna Berg (Weiß, Brett 1)"


def test_without_a_host_the_ids_are_names_and_the_same_bytes_come_twice():
    bare = SiteConfig(title="Riverside Chess Club", base_url="/chess/")
    first, second = _files(bare), _files(bare)
    assert first == second
    entries = feed_entries(first["players/anna-berg/feed.xml"])
    assert all(e.findtext(f"{ATOM}id").startswith("urn:uuid:") for e in entries)
    assert b"URL:" not in first["players/anna-berg/calendar.ics"]
