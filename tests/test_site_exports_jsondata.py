"""JSON download: everything about the tournament, exact scores, tie-break values after each round, and the
latest standings' explanations as data that add up to the values."""
from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from generator.core.standings import compute_standings
from generator.site.exports.jsondata import TERM_COLUMNS, exact, tournament_json
from generator.trf.reader import read_trf

DATA = Path(__file__).parent / "data"


def _tec():
    tournament = read_trf((DATA / "trf" / "tec-swiss.trf").read_text(encoding="utf-8"), "tec-swiss.trf")
    tournament = replace(tournament, tiebreaks=("BH/C1", "SB"))
    standings = {k: compute_standings(tournament, k) for k in range(1, 6)}
    return tournament, standings


def _document():
    tournament, standings = _tec()
    return json.loads(tournament_json(tournament, standings)), tournament, standings


def test_players_rounds_and_settings_are_all_there():
    """Every player, every game and bye of every round, and the tie-break chain appear in the file."""
    doc, tournament, _ = _document()
    assert [p["no"] for p in doc["players"]] == [p.start for p in tournament.players]
    assert doc["tournament"]["tiebreaks"] == ["BH/C1", "SB"]
    games = sum(len(r["games"]) for r in doc["rounds"])
    byes = sum(len(r["byes"]) for r in doc["rounds"])
    assert games == sum(len(r.games) for r in tournament.rounds)
    assert byes == sum(len(r.byes) for r in tournament.rounds)
    round4 = doc["rounds"][3]
    forfeit = next(g for g in round4["games"] if {g["white"], g["black"]} == {9, 11})
    assert forfeit["result"] == "-+" and forfeit["forfeit"] and not forfeit["played"]


def test_standings_after_every_round_with_values():
    """One standings entry per finished round; points and tie-break values are exact decimal strings equal to
    the engine's."""
    doc, _, standings = _document()
    assert [s["after_round"] for s in doc["standings"]] == [1, 2, 3, 4, 5]
    for entry in doc["standings"]:
        expected = standings[entry["after_round"]]
        for row, want in zip(entry["rows"], expected.rows):
            assert (row["no"], row["rank"], Fraction(row["points"])) == (want.start, want.rank, want.points)
            assert [Fraction(v) for v in row["tiebreaks"]] == list(want.tiebreaks)


def test_explanations_of_the_latest_standings_add_up():
    """For a sum-type tie-break (BH/C1, SB), the terms not cut add up to the value (the explanation is real
    data a reader can redo), and BH/C1 cuts exactly one term."""
    doc, _, _ = _document()
    value_at = TERM_COLUMNS.index("value")
    cut_at = TERM_COLUMNS.index("cut")
    latest = doc["standings"][-1]
    for row in latest["rows"]:
        for explanation in row["explanations"]:
            used = sum(Fraction(t[value_at]) for t in explanation["terms"] if not t[cut_at])
            assert used == Fraction(explanation["value"]), (row["no"], explanation["code"])
        bh = next(e for e in row["explanations"] if e["code"] == "BH/C1")
        assert sum(1 for t in bh["terms"] if t[cut_at]) == 1
    assert all("explanations" not in row for s in doc["standings"][:-1] for row in s["rows"])


def test_same_input_same_bytes():
    """Deterministic output: two runs give byte-identical files."""
    tournament, standings = _tec()
    assert tournament_json(tournament, standings) == tournament_json(tournament, dict(standings))


def test_exact_never_rounds():
    """Scores are written exactly: halves, quarters, and p/q where no decimal is exact."""
    assert [exact(Fraction(7, 2)), exact(Fraction(9, 4)), exact(Fraction(1, 3)), exact(None)] == \
           ["3.5", "2.25", "1/3", None]
