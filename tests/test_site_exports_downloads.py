"""generator/site/exports/downloads.py: the files a tournament offers next to its pages (docs/downloads.md): their
names, their order on the page, and their bytes."""
from __future__ import annotations

import dataclasses
import json

from sitedata import club_tournament

from generator.core.standings import compute_standings
from generator.site.exports.downloads import download_files, tournament_downloads

FOLDER = "tournament/club-2026/"


def undated(t):
    return dataclasses.replace(t, rounds=tuple(dataclasses.replace(r, date=None) for r in t.rounds),
                               schedule=())


def test_the_downloads_of_a_tournament_in_page_order():
    """CSV, JSON, TRF-16, TRF-2026 under the tournament's folder, and the calendar when rounds have dates."""
    downloads = tournament_downloads(club_tournament())
    assert [(d.kind, d.url, d.media_type) for d in downloads] == [
        ("csv", FOLDER + "standings.csv", "text/csv"),
        ("json", FOLDER + "club-2026.json", "application/json"),
        ("trf", FOLDER + "club-2026.trf", "text/plain"),
        ("trf2026", FOLDER + "club-2026-trf2026.trf", "text/plain"),
        ("ics", FOLDER + "schedule.ics", "text/calendar"),
    ]
    assert [d.kind for d in tournament_downloads(undated(club_tournament()))] == ["csv", "json", "trf", "trf2026"]


def test_every_download_gets_its_bytes():
    """One file per download: the CSV has a header and one row per player, the JSON parses and names the
    tournament and its players, both TRF files (CR LF lines) carry the
    tournament's name record and one record per player, the calendar is a
    VCALENDAR."""
    t = club_tournament()
    files = download_files(t, {k: compute_standings(t, k) for k in (1, 2)}, site_host="club.example")
    assert list(files) == [d.url for d in tournament_downloads(t)]
    csv_rows = files[FOLDER + "standings.csv"].decode("utf-8-sig").splitlines()   # with a BOM, for spreadsheets
    assert csv_rows[0] == "Rank,No,Name,Rating,Federation,Club,Points" and len(csv_rows) == 1 + 7
    data = json.loads(files[FOLDER + "club-2026.json"])
    assert data["tournament"]["name"] == "Club Championship 2026" and len(data["players"]) == 7
    for name in ("club-2026.trf", "club-2026-trf2026.trf"):
        lines = files[FOLDER + name].decode("utf-8").split("\r\n")
        assert "012 Club Championship 2026" in lines and sum(x.startswith("001 ") for x in lines) == 7
    assert files[FOLDER + "schedule.ics"].startswith(b"BEGIN:VCALENDAR")
