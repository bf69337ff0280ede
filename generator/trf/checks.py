"""Other programs' TRF files, read leniently: one decoding path for every command (UTF-8, else Windows-1252
with a warning), and what a file's player lines say beside the results, checked against them: the points
(columns 81-84) and the rank (86-89) another program wrote, against the score the results give and the rank the
file's own tie-breaks give. `generator/trf/reader.py` reads the file and reports these as located warnings (the file
was edited by hand, or the program counts a bye otherwise); the standings always count the results."""
from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from fractions import Fraction

from generator.loading.contentfile import decode_utf8
from generator.core.errors import Location, Problem, Severity
from generator.core.model import Start, Tournament
from generator.core.scoring import points_of_players
from generator.core.tiebreaks.values import decimal_text
from generator.core.standings import compute_standings

ColumnWarning = tuple[int, int, str, str, str]   # line number, column, the line, message, hint
SHOWN_DIFFERENCES = 5   # past this many players, one warning counts the rest


def decode_trf(data: bytes, filename: str) -> tuple[str, Problem | None]:
    """The text of a TRF file as every command reads it: UTF-8 (a byte-order mark dropped); else Windows-1252,
    which older pairing and rating programs write (Latin-1 for the five bytes Windows-1252 leaves undefined),
    with a warning located at the first byte that is not UTF-8."""
    text, problem = decode_utf8(data, filename)
    if problem is None:
        return text, None
    try:
        text, encoding = data.decode("cp1252"), "Windows-1252"
    except UnicodeDecodeError:
        text, encoding = data.decode("latin-1"), "Latin-1"
    line_no, column = problem.location.line, problem.location.column
    shown = text.splitlines()[line_no - 1] if line_no <= len(text.splitlines()) else ""
    return text, Problem(Location(filename, line_no, column),
                         f"{problem.message.split(' (')[0]}; read as {encoding}, as older programs write it",
                         shown, "check the names with accents; save the file as UTF-8 to be sure",
                         Severity.WARNING)


def decimal_value(text: str) -> Fraction | None:
    """'4.5' -> 9/2; None for anything but digits with an optional decimal point."""
    if not re.fullmatch(r"\d+(\.\d+)?", text):
        return None
    return Fraction(text)


def column_warnings(tournament: Tournament, lines: Mapping[Start, tuple[int, str]],
                    named_tiebreaks: bool) -> list[ColumnWarning]:
    """A warning for each player whose score column differs from the results (the first few, then one that
    counts the rest). The rank is compared only when the file names its tie-breaks (record 202/212), every
    score agrees and every round entered is finished (the ranks of a round still being played vary)."""

    computed_points = points_of_players(tournament)
    differing = []
    read: dict[str, Fraction | None] = {}   # most players share a score: each text is read as a number once
    for player in tournament.players:
        line_no, line = lines[player.start]
        text = line[80:84].strip().replace(",", ".")
        written = read[text] if text in read else read.setdefault(text, decimal_value(text))
        if written is not None and written != computed_points[player.start]:
            differing.append((player, line_no, line, written, computed_points[player.start]))
    hint = "the standings count the results; check the player's rounds in the program that wrote the file"
    warnings: list[ColumnWarning] = [
        (line_no, 81, line, f"{player.name} (no. {player.start}): the score column says {_score_text(written)}, "
                            f"the results give {_score_text(computed)}", hint)
        for player, line_no, line, written, computed in differing[:SHOWN_DIFFERENCES]]
    if len(differing) > SHOWN_DIFFERENCES:
        _, line_no, line, *_ = differing[SHOWN_DIFFERENCES]
        warnings.append((line_no, 81, line, f"the score column differs from the results for "
                         f"{len(differing) - SHOWN_DIFFERENCES} more players", "the standings count the results"))
    if not differing and named_tiebreaks and tournament.rounds and \
            tournament.rounds_completed == tournament.rounds_entered:
        warnings += _rank_warning(tournament, lines)
    return warnings


def _score_text(points: Fraction) -> str:
    return decimal_text(points)


def _rank_warning(tournament: Tournament, lines: Mapping[Start, tuple[int, str]]) -> list[ColumnWarning]:
    """The first player whose rank column is outside his place (one rank out of place moves others)."""

    standings = compute_standings(tournament, tournament.rounds_entered, explain=False)
    shared: dict[int, int] = defaultdict(int)
    for row in standings.rows:
        shared[row.rank] += 1
    for row in standings.rows:
        line_no, line = lines[row.start]
        text = line[85:89].strip()
        if text.isdecimal() and not row.rank <= int(text) < row.rank + shared[row.rank]:
            ranks = (str(row.rank) if shared[row.rank] == 1
                     else f"{row.rank}-{row.rank + shared[row.rank] - 1}, shared")
            return [(line_no, 86, line, f"{tournament.player(row.start).name} (no. {row.start}): the rank "
                     f"column says {int(text)}, the standings by the file's tie-breaks "
                     f"({', '.join(standings.chain)}) give {ranks}",
                     "the program that wrote the file may break ties by other rules; the pages follow "
                     "the tie-breaks shown")]
    return []
