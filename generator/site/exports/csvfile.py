"""The standings as a CSV file for spreadsheets: one row per player, rank, name, points and each tie-break.

Pure: model + standings in, bytes out. RFC 4180 (comma-separated, CR LF line ends, fields quoted where they
need it), UTF-8 with a byte-order mark so that spreadsheet programs take umlauts for what they are. Scores are
exact decimals with a point ("3.5"), never rounded.
"""
from __future__ import annotations

import csv
import io

from generator.core.model import Tournament
from generator.core.standings import Standings
from generator.site.exports.jsondata import exact_texts

BOM = "\ufeff"


def standings_csv(tournament: Tournament, standings: Standings | None) -> bytes:
    """Rank, starting number, name, rating, federation, club, points and the tie-break chain; before the first
    round is finished, the starting list with empty ranks."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    chain = standings.chain if standings else ()
    writer.writerow(["Rank", "No", "Name", "Rating", "Federation", "Club", "Points", *chain])
    if standings is None:
        for player in sorted(tournament.players, key=lambda p: p.start):
            writer.writerow(["", player.start, player.name, player.rating or "", player.federation or "",
                             player.club or "", "0"])
    else:
        exact = exact_texts()
        for row in standings.rows:
            player = tournament.player(row.start)
            writer.writerow([row.rank_label.replace("–", "-"), row.start, player.name, player.rating or "",
                             player.federation or "", player.club or "", exact(row.points),
                             *(exact(v) if v is not None else "" for v in row.tiebreaks)])
    return (BOM + buffer.getvalue()).encode("utf-8")
