"""The tournament as a FIDE Tournament Report File: TRF-16 (the rating report) and TRF-2026.

Pure: model + standings in, text out. Both versions share the player section (`001` lines, same columns as the
reader `generator.trf` documents: starting number 5-8, sex 10, title 11-13, name 15-47, rating 49-52,
federation 54-56, FIDE id 58-68, birth 70-79, points 81-84, rank 86-89, one 10-column cell per round from
column 92: opponent 92-95, colour 97, result 99). They differ in the tournament records:

- TRF-16 (FIDE Handbook C.04 Annex 2, 2016): headers 012-132, plus the widely read TRF(x) extensions `XXR`
  (planned rounds), `XXC` (initial colour) and `BB?` (points) that FIDE's server ignores.
- TRF-2026 (FIDE, applied from 1 September 2025): the same headers and `142` (rounds), `152` (initial colour
  W/B), `162` (points W/D/L/A/P), `202`/`212` (tie-breaks), `240` (byes of rounds not paired yet), `250`
  (acceleration), `260` (prohibited pairings), `###` comment lines.

Cells: a game is the opponent, the scheduled colour and `1 = 0` (played) or `+ -` (forfeit; a double forfeit is
`-` on both sides; a game still to be played has no result); a bye is `0000 -` with `U` (pairing-allocated),
`F` (full point), `H` (half point) or `Z` (zero point). A round a player has nothing in (absent without a
listed bye, withdrawn, or not entered yet) is left blank, which both versions read as `0000 - Z`.

Uncertain in TRF-2026 (the description read is a transcription of FIDE's PDF): whether `240` records should
also repeat byes already shown in the cells (here: only byes of rounds without boards, so nothing is listed
twice), the exact alignment inside `162` (code in column 6, points right-aligned in 7-10, every 9 columns),
and how `162` expresses a point system whose forfeit win or full-point bye differs from a win (it cannot; the
win's value is written, see `point_notes`).
"""
from __future__ import annotations

import datetime as dt
from fractions import Fraction
from types import MappingProxyType
from typing import Iterable, Mapping

from ..model import (Bye, ByeKind, Colour, Game, GameResult, PairingSystem, Player, PointSystem, Start,
                     Tournament)
from ..scoring import Scorecard, scorecards
from ..standings import Standings
from ..tiebreaks import decimal_text

FIRST_CELL_COLUMN = 92
CELL_WIDTH = 10
ROUND_DATE_FORMAT = "%y/%m/%d"      # record 132, both versions
DATE_FORMAT = "%Y/%m/%d"            # records 042, 052

_BYE_CODES = MappingProxyType({ByeKind.PAB: "U", ByeKind.FULL: "F", ByeKind.HALF: "H", ByeKind.ZERO: "Z"})
_TYPES = MappingProxyType({
    PairingSystem.BURSTEIN: "Individual: Swiss-System, Burstein",
    PairingSystem.DUTCH: "Individual: Swiss-System, Dutch",
    PairingSystem.ROUND_ROBIN: "Individual: Round-Robin",
    PairingSystem.MANUAL: "Individual",
})
# Results from White's side; Black's is the mirror image.
_WHITE_CODES = MappingProxyType({
    GameResult.WHITE_WINS: ("1", "0"), GameResult.BLACK_WINS: ("0", "1"), GameResult.DRAW: ("=", "="),
    GameResult.WHITE_WINS_FORFEIT: ("+", "-"), GameResult.BLACK_WINS_FORFEIT: ("-", "+"),
    GameResult.DOUBLE_FORFEIT: ("-", "-"), GameResult.PENDING: (" ", " "),
})
_EXTRA_HEADERS = MappingProxyType({"arbiter": "102", "time_control": "122"})


def trf16(tournament: Tournament, standings: Standings | None = None,
          cards: Mapping[Start, Scorecard] | None = None) -> str:
    """TRF-16 text (lines end in CR LF, as FIDE's rating server expects); `standings` gives the rank column,
    `cards` (the scorecards over every entered round, if already computed) the points column."""
    lines = _common_headers(tournament)
    lines.append(f"XXR {tournament.planned_rounds or tournament.rounds_entered}")
    if tournament.initial_colour is not None:
        lines.append(f"XXC {'white1' if tournament.initial_colour is Colour.WHITE else 'black1'}")
    lines += _bb_points(tournament.points)
    lines += player_lines(tournament, standings, cards)
    return _text(lines)


def trf2026(tournament: Tournament, standings: Standings | None = None,
            cards: Mapping[Start, Scorecard] | None = None) -> str:
    """TRF-2026 text: the TRF-16 headers and player lines plus the 2026 records (see the module docstring)."""
    lines = [f"### {tournament.name}: exported by chess-bulletin"]
    lines += _common_headers(tournament)
    lines.append(f"142 {tournament.planned_rounds or tournament.rounds_entered}")
    if tournament.initial_colour is not None:
        lines.append(f"152 {'W' if tournament.initial_colour is Colour.WHITE else 'B'}")
    if tournament.points != PointSystem():
        lines.append(points_record(tournament.points))
    if tournament.tiebreaks:
        lines.append(f"202 {','.join(tournament.tiebreaks)}")
        lines.append(f"212 {','.join(('PTS',) + tournament.tiebreaks)}")
    lines += player_lines(tournament, standings, cards)
    lines += _advance_byes(tournament)
    lines += _acceleration_records(tournament.acceleration)
    lines += _prohibited_records(tournament)
    return _text(lines)


def point_notes(points: PointSystem) -> tuple[str, ...]:
    """What record 162 cannot say about a point system (it has one value per letter)."""
    notes = []
    for field, letter, leader in (("forfeit_win", "W", "win"), ("full_bye", "W", "win"),
                                  ("half_bye", "D", "draw"), ("forfeit_loss", "A", "zero_bye")):
        if getattr(points, field) != getattr(points, leader):
            notes.append(f"{field} ({decimal(getattr(points, field))}) differs from {leader}: record 162 gives "
                         f"both as {letter}")
    return tuple(notes)


def points_record(points: PointSystem) -> str:
    """Record 162: a letter in column 6, its points right-aligned in 7-10, the next pair 9 columns on."""
    pairs = (("W", points.win), ("D", points.draw), ("L", points.loss), ("A", points.zero_bye), ("P", points.pab))
    record = "162"
    for index, (letter, value) in enumerate(pairs):
        record = record.ljust(5 + 9 * index) + letter + _width(decimal(value), 4)
    return record


def player_lines(tournament: Tournament, standings: Standings | None,
                 cards: Mapping[Start, Scorecard] | None = None) -> list[str]:
    """One `001` line per player, by starting number."""
    cards = scorecards(tournament) if cards is None else cards
    ranks = _ranks(tournament, standings)
    cells = _cells(tournament)
    return [_player_line(p, cards[p.start].points if p.start in cards else Fraction(0), ranks[p.start],
                         cells.get(p.start, {}), tournament.rounds_entered)
            for p in sorted(tournament.players, key=lambda p: p.start)]


def decimal(value: Fraction) -> str:
    """Points as TRF writes them: one decimal at least ('3.5', '11.0', '2.25'); 'p/q' where no decimal is exact
    (it then no longer fits TRF's columns, which is better than a silently rounded score)."""
    return decimal_text(value)


def trf_name(name: str) -> str:
    """'Lastname, Firstname' as TRF asks; a name without a comma is taken as 'Given … Surname'."""
    if "," in name or " " not in name.strip():
        return name.strip()
    given, surname = name.strip().rsplit(" ", 1)
    return f"{surname}, {given}"


# --------------------------------------------------------------------------- headers


def _common_headers(t: Tournament) -> list[str]:
    extra = dict(t.extra)
    lines = [f"012 {t.name}"]
    if t.venue or extra.get("022"):
        lines.append(f"022 {t.venue or extra['022']}")
    if extra.get("032"):
        lines.append(f"032 {extra['032']}")
    if t.start_date:
        lines.append(f"042 {t.start_date.strftime(DATE_FORMAT)}")
    if t.end_date:
        lines.append(f"052 {t.end_date.strftime(DATE_FORMAT)}")
    lines.append(f"062 {len(t.players)}")
    lines.append(f"072 {sum(1 for p in t.players if p.rating)}")
    lines.append(f"092 {extra.get('092') or _TYPES[t.pairing]}")
    if t.baku_acceleration and not t.acceleration:   # the reference's way to ask for Baku (dutch.md §9)
        lines.append("192 FIDE_DUTCH_2025_BAKU")
    for key, code in _EXTRA_HEADERS.items():
        if extra.get(key) or extra.get(code):
            lines.append(f"{code} {extra.get(key) or extra[code]}")
    dates = _round_dates(t)
    if any(dates):
        lines.append(_cells_record("132", [d.strftime(ROUND_DATE_FORMAT) if d else "" for d in dates]))
    return lines


def _round_dates(t: Tournament) -> list[dt.date | None]:
    count = max(t.planned_rounds, t.rounds_entered, len(t.schedule))
    return [t.round_date(n) for n in range(1, count + 1)]


def _cells_record(code: str, cells: Iterable[str]) -> str:
    line = code.ljust(FIRST_CELL_COLUMN - 1)
    for cell in cells:
        line += cell.ljust(CELL_WIDTH)
    return line.rstrip()


def _bb_points(points: PointSystem) -> list[str]:
    """bbpPairings' point records, only for values that differ from 1 / ½ / 0."""
    default = PointSystem()
    records = (("BBW", "win"), ("BBD", "draw"), ("BBL", "loss"), ("BBZ", "zero_bye"), ("BBF", "forfeit_loss"),
               ("BBU", "pab"))
    return [f"{code} {_width(decimal(getattr(points, field)), 4)}" for code, field in records
            if getattr(points, field) != getattr(default, field)]


# --------------------------------------------------------------------------- players


def _ranks(t: Tournament, standings: Standings | None) -> dict[Start, int]:
    if standings is not None:
        ranks = {row.start: row.rank for row in standings.rows}
        if all(p.start in ranks for p in t.players):
            return ranks
    return {p.start: i for i, p in enumerate(sorted(t.players, key=lambda p: p.start), start=1)}


def _cells(t: Tournament) -> dict[Start, dict[int, str]]:
    cells: dict[Start, dict[int, str]] = {}
    for rnd in t.rounds:
        for game in rnd.games:
            white, black = _game_cells(game)
            cells.setdefault(game.white, {})[rnd.number] = white
            cells.setdefault(game.black, {})[rnd.number] = black
        for bye in rnd.byes:
            cells.setdefault(bye.player, {})[rnd.number] = _bye_cell(bye)
    return cells


def _game_cells(game: Game) -> tuple[str, str]:
    white_code, black_code = _WHITE_CODES[game.result]
    return (f"{game.black:>4} w {white_code}", f"{game.white:>4} b {black_code}")


def _bye_cell(bye: Bye) -> str:
    return f"0000 - {_BYE_CODES[bye.kind]}"


def _player_line(player: Player, points: Fraction, rank: int, cells: Mapping[int, str], rounds: int) -> str:
    fixed = (f"001 {player.start:>4} {(player.sex or '')[:1]:1}{(player.title or '')[:3]:<3} "
             f"{trf_name(player.name)[:33]:<33} {player.rating or 0:>4} {(player.federation or '')[:3]:<3} "
             f"{(player.fide_id or '')[:11]:>11} {(player.birth or '')[:10]:<10} {_width(decimal(points), 4)} "
             f"{rank:>4}  ")
    return (fixed + "".join(cells.get(n, "").ljust(CELL_WIDTH) for n in range(1, rounds + 1))).rstrip()


def _width(text: str, width: int) -> str:
    return text.rjust(width) if len(text) <= width else text


# --------------------------------------------------------------------------- TRF-2026 records


def _advance_byes(t: Tournament) -> list[str]:
    """Records 240: byes given for a round whose boards are not paired yet (rounds with boards show theirs in
    the cells)."""
    lines = []
    for rnd in t.rounds:
        if rnd.games:
            continue
        for kind in (ByeKind.FULL, ByeKind.HALF, ByeKind.ZERO):
            players = sorted(b.player for b in rnd.byes if b.kind is kind)
            if players:
                lines.append(f"240 {_BYE_CODES[kind]} {rnd.number:03d} " + " ".join(f"{p:>4}" for p in players))
    return lines


def _acceleration_records(acceleration: Mapping[Start, tuple[Fraction, ...]]) -> list[str]:
    """Records 250: one per player and run of rounds with the same fictitious points."""
    lines = []
    for start in sorted(acceleration):
        for first, last, value in _runs(acceleration[start]):
            lines.append(f"250      {_width(decimal(value), 4)} {first:03d} {last:03d} {start:04d} {start:04d}")
    return lines


def _runs(values: tuple[Fraction, ...]) -> list[tuple[int, int, Fraction]]:
    runs: list[tuple[int, int, Fraction]] = []
    for number, value in enumerate(values, start=1):
        if value == 0:
            continue
        if runs and runs[-1][1] == number - 1 and runs[-1][2] == value:
            runs[-1] = (runs[-1][0], number, value)
        else:
            runs.append((number, number, value))
    return runs


def _prohibited_records(t: Tournament) -> list[str]:
    """Records 260: each forbidden pair for every round of the tournament."""
    last = max(t.planned_rounds, t.rounds_entered, 1)
    return [f"260 001 {last:03d} " + " ".join(f"{p:>4}" for p in sorted(pair))
            for pair in sorted(t.forbidden_pairs, key=sorted)]


def _text(lines: list[str]) -> str:
    return "\r\n".join(lines) + "\r\n"
