"""The prize list as files (generator/site/exports/prizes.py): prizes.json with the reasons as data and as English
sentences, exact money as text; prizes.csv a row per award; the same bytes for the same input."""
from __future__ import annotations

import csv
import io
import json
from fractions import Fraction

import pytest
from sitedata import REPO

from generator.core.standings import compute_standings
from generator.loading.load import load_tournament
from generator.site.exports.downloads import download_files, tournament_downloads
from generator.site.exports.prizes import money_text, prizes_csv, prizes_json


@pytest.fixture(scope="module")
def herbst():
    tournament, _ = load_tournament(REPO / "content" / "herbst-2026")
    return tournament, compute_standings(tournament, 6)


def test_the_json_has_every_award_with_its_reasons_and_pools(herbst):
    tournament, standings = herbst
    document = json.loads(prizes_json(tournament, standings))
    assert document["format"] == "chess-bulletin/prizes-1" and document["provisional"] is True
    assert document["fund"] == document["paid"] == "1020.00"
    first, second, woman = document["awards"][:3]
    assert (first["list"], first["place"], first["name"], first["paid"]) == ("main", 1, "Mehmet Yılmaz", "300.00")
    assert woman["list"] == "Women" and woman["declined"] == [{"list": "main", "place": 4}]
    weiss = next(a for a in document["awards"] if a["name"] == "Anna Weiß")
    assert weiss["ahead"] == [{"player": 2, "took": {"list": "Women", "place": 1}}]
    assert weiss["pool"]["rule"] == "split" and weiss["pool"]["places"] == [3, 6]
    assert weiss["pool"]["prizes"] == ["150.00", "100.00", "50.00"] and weiss["pool"]["total"] == "300.00"
    assert weiss["said"][0] == "Anna Weiß: a share of the 3rd–6th prizes, 75\u00a0€."
    assert document["rules"]["sharing"] == "split" and document["categories"][0]["players"] == [9, 10, 14, 16, 17,
                                                                                                 20, 22, 24]


def test_the_csv_has_a_row_per_award(herbst):
    tournament, standings = herbst
    rows = list(csv.reader(io.StringIO(prizes_csv(tournament, standings).decode("utf-8-sig"))))
    assert rows[0] == ["List", "Place", "No", "Name", "Prize", "Paid", "Object", "Shared with"]
    assert rows[1] == ["main", "1", "5", "Mehmet Yılmaz", "300.00", "300.00", "", ""]
    brandt = next(r for r in rows if r[3] == "Konstantin Brandt")
    assert brandt[4:] == ["150.00", "75.00", "", "Anna Weiß; Jörg Schäfer; Emil Hartmann"]


def test_the_downloads_of_a_tournament_with_prizes_and_the_same_bytes_each_time(herbst):
    tournament, standings = herbst
    urls = [d.url for d in tournament_downloads(tournament)]
    assert "tournament/herbst-2026/prizes.json" in urls and "tournament/herbst-2026/prizes.csv" in urls
    files = download_files(tournament, {6: standings})
    assert files["tournament/herbst-2026/prizes.json"] == prizes_json(tournament, standings)
    assert prizes_csv(tournament, standings) == prizes_csv(tournament, standings)


def test_money_as_exact_text():
    assert [money_text(x) for x in (7500, 5, 123456)] == ["75.00", "0.05", "1234.56"]
    assert money_text(Fraction(10000, 3)) == "10000/300"
