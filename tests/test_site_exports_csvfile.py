"""CSV download of the standings: RFC 4180 with a byte-order mark, one row per player, exact scores."""
from __future__ import annotations

import csv
import io
from dataclasses import replace
from pathlib import Path

from generator.core.model import Player, Start, Tournament
from generator.core.standings import compute_standings
from generator.site.exports.csvfile import standings_csv
from generator.trf.reader import read_trf

DATA = Path(__file__).parent / "data"


def _rows(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_one_row_per_player_in_standings_order_with_the_chain():
    """Header names the tie-breaks; rows follow the standings, shared ranks as '2-4', points exact."""
    tournament = replace(read_trf((DATA / "trf" / "tec-swiss.trf").read_text(encoding="utf-8"), "tec.trf"),
                         tiebreaks=("BH/C1",))
    standings = compute_standings(tournament, 5)
    rows = _rows(standings_csv(tournament, standings))
    assert rows[0] == ["Rank", "No", "Name", "Rating", "Federation", "Club", "Points", "BH/C1"]
    assert [int(r[1]) for r in rows[1:]] == [row.start for row in standings.rows]
    first = rows[1]
    assert first[2] == "Bruno, Test" and first[6] == "4.0"     # TEC: #2 Bruno leads with 4 points
    assert all(r[0] == row.rank_label.replace("–", "-") for r, row in zip(rows[1:], standings.rows))


def test_names_with_commas_and_umlauts_survive_a_spreadsheet():
    """Quoting and UTF-8 with a BOM: 'Weiß, Anna' comes back as one field, CR LF line ends."""
    tournament = Tournament("t", "T", (Player(Start(1), "Weiß, Anna", 1987, club='SK "Lindenau"'),))
    data = standings_csv(tournament, None)
    assert data.startswith(b"\xef\xbb\xbf") and b"\r\n" in data
    assert _rows(data)[1] == ["", "1", "Weiß, Anna", "1987", "", 'SK "Lindenau"', "0"]
