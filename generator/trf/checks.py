"""Other programs' TRF files, read leniently: one decoding path for every command (UTF-8, else Windows-1252
with a warning), and what a file's player lines say beside the results, checked against them: the points
(columns 81-84) and the rank (86-89) another program wrote, against the score the results give and the rank the
file's own tie-breaks give. `generator/trf/reader.py` reads the file and reports these as located warnings (the file
was edited by hand, or the program counts a bye otherwise); the standings always count the results.

Older programs write some byes without a result letter (`0000 -  `) or with a game's (`0000 - =`): such a bye is
read as the kind the player's score column implies, when exactly one kind makes his total agree (`scored_byes`)."""
from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction

from generator.core.errors import Location, Problem, Severity
from generator.core.model import Bye, ByeKind, Start, Tournament
from generator.core.scoring import points_of_players
from generator.core.standings import compute_standings
from generator.core.tiebreaks.values import decimal_text
from generator.loading.contentfile import decode_utf8
from generator.trf.cells import Cell

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


# The kinds a bye written without its own letter may be, in the order a warning names them.
_READINGS = ((ByeKind.HALF, "half-point"), (ByeKind.FULL, "full-point"), (ByeKind.ZERO, "zero-point"))


def scored_byes(tournament: Tournament, uncertain: Mapping[Start, list[Cell]],
                lines: Mapping[Start, tuple[int, str]]) -> tuple[Tournament, list[ColumnWarning]]:
    """The tournament with each player's byes of `uncertain` (read as zero-point byes) read as the one kind of bye
    that makes the player's score column agree with the results, and a warning for each player so read. Where no
    kind or more than one does, the byes stay zero-point byes (and `column_warnings` says the column differs)."""
    if not uncertain:
        return tournament, []
    computed = points_of_players(tournament)
    points = tournament.points
    read: dict[Start, ByeKind] = {}
    warnings: list[ColumnWarning] = []
    for start, cells in sorted(uncertain.items()):
        line_no, line = lines[start]
        written = decimal_value(line[80:84].strip().replace(",", "."))
        if written is None:
            continue
        difference = written - computed[start]
        fits = [(kind, words) for kind, words in _READINGS
                if len(cells) * (points.for_bye(kind) - points.zero_bye) == difference]
        if len(fits) != 1 or (fits[0][0] is ByeKind.ZERO and all(c.result == " " for c in cells)):
            continue   # a blank read as TRF-2026 reads it needs no word
        kind, words = fits[0]
        read[start] = kind
        warnings.append(_read_as(tournament.player(start).name, start, cells, words, written, line_no, line))
    if not read:
        return tournament, warnings
    rounds = tuple(replace(r, byes=tuple(Bye(b.player, read[b.player]) if b.player in read and any(
        c.round == r.number for c in uncertain[b.player]) else b for b in r.byes)) for r in tournament.rounds)
    return replace(tournament, rounds=rounds), warnings


def _read_as(name: str, start: Start, cells: list[Cell], words: str, written: Fraction, line_no: int,
             line: str) -> ColumnWarning:
    rounds = " and ".join(str(c.round) for c in cells)
    shown = ", ".join(sorted({f"'0000 - {c.result}'" for c in cells}))
    what = "no result letter" if all(c.result == " " for c in cells) else "a game's result letter"
    plural = "s" if len(cells) > 1 else ""
    return (line_no, cells[0].column, line,
            f"{name} (no. {start}): round{plural} {rounds} ({shown}, a bye with {what}) read as {words} "
            f"bye{plural}: only that reading gives the {_score_text(written)} of the score column",
            "older programs write some byes so; check the player's rounds if the score column may be wrong")
