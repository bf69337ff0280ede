"""generator/site/exports/dwzfile.py: the DWZ evaluation as CSV (one row per player, as the DSB's evaluations list
Ro, W, n, We, E, Rh, Rn) and JSON (every game's figures), the same bytes for the same input; the figures are the
club round robin worked by hand (tests/dwzdata.py)."""
from __future__ import annotations

import csv
import io
import json

from dwzdata import CLUB, CLUB_GAMES, event, run

from generator.site.exports.dwzfile import CSV_COLUMNS, FORMAT, GAME_COLUMNS, dwz_csv, dwz_json

TOURNAMENT = event(CLUB, CLUB_GAMES)
EVALUATION = run(TOURNAMENT)


def test_csv_has_a_row_per_player_with_the_dsb_columns() -> None:
    data = dwz_csv(TOURNAMENT, EVALUATION)
    assert data.startswith("\ufeff".encode("utf-8"))
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert rows[1] == ["1", "A", "rated", "1850", "32", "3.5", "5", "4.140", "27", "1716", "1834", "33", "-16"]
    assert rows[4] == ["4", "D", "rated", "1510", "2", "1.5", "4", "1.047", "10", "", "1536", "3", "26"]
    assert rows[6] == ["6", "F", "first", "", "", "2.5", "5", "", "", "1596", "1596", "1", ""]


def test_json_has_every_figure_of_every_game() -> None:
    document = json.loads(dwz_json(TOURNAMENT, EVALUATION))
    assert (document["format"], document["year"], tuple(document["game_columns"])) == (FORMAT, 2026, GAME_COLUMNS)
    e = next(p for p in document["players"] if p["name"] == "E")
    assert (e["old"], e["points"], e["expected"], e["new"], e["new_index"]) == (1180, "0.0", "0.159655", 1174, 10)   # .1597 to four decimals
    assert e["coefficient"]["brake"] == "1.225541" and e["coefficient"]["value"] == 18
    assert e["rated_games"][0] == [4, 1, 1850, 1850, False, -670, "0.008923", "0.0"]
    f = next(p for p in document["players"] if p["name"] == "F")
    assert (f["kind"], f["stage"], f["new"]) == ("first", 1, 1596)


def test_the_same_input_gives_the_same_bytes() -> None:
    assert dwz_json(TOURNAMENT, run(TOURNAMENT)) == dwz_json(TOURNAMENT, EVALUATION)
    assert dwz_csv(TOURNAMENT, run(TOURNAMENT)) == dwz_csv(TOURNAMENT, EVALUATION)
