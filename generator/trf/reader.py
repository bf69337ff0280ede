"""FIDE TRF-16 (with the bbpPairings/TRF(x) extensions `XXR`, `XXC`, `XXA`, `XXP`, `BB?`) and TRF-2026 into
the model.

The only TRF reader; `generator.trf.writer` writes both versions. Column positions are those of the FIDE TRF-16
description: a `001` player line has the starting number in columns 5-8, sex 10, title 11-13, name 15-47, rating
49-52, federation 54-56, FIDE id 58-68, birth date 70-79, points 81-84, rank 86-89, then one 10-column cell per
round from column 92: opponent (4 wide), colour, result.

TRF-2026 (FIDE, applied from 1 September 2025) keeps those columns and adds tournament records, read here:
`142` rounds, `152` initial colour (W/B), `162` points (a letter W D L A P X in column 6 and its points in 7-10,
the next pair 9 columns on), `202` tie-breaks (comma-separated codes; codes this program does not know are
left out), `240` byes of a round (type F/H/Z in column 5, round 7-9, players from 11 in 5-column steps),
`250` acceleration (points 10-13, rounds 15-17 to 19-21, players 23-26 to 28-31), `260` prohibited pairings
(rounds 5-7 to 9-11, then players in 5-column steps; read as forbidden for the whole tournament), and `###`
comment lines. `132` (round dates, YY/MM/DD from column 92 every 10 columns) is read in both versions.
Numbers in these records are read by whitespace-separated fields, so a file that is off by a column still
reads.
"""
from __future__ import annotations

import datetime as dt
import re
from collections import defaultdict
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType

from generator.core.errors import ContentError, Location, Problem, Severity, sort_problems
from generator.core.model import (
    TITLES,
    Bye,
    ByeKind,
    Colour,
    Game,
    PairingSystem,
    Player,
    PointSystem,
    Round,
    Start,
    Tournament,
)
from generator.core.tiebreaks.codes import UnknownTieBreak
from generator.core.tiebreaks.registry import parse_code
from generator.loading.contentfile import read_content_bytes
from generator.trf.cells import (
    BYE_CODES,
    CELL_WIDTH,
    FIRST_CELL,
    PENDING,
    SWAPPED,
    UNCERTAIN_BYE_LETTERS,
    Cell,
    game_result,
    read_cells,
)
from generator.trf.checks import column_warnings, decimal_value, decode_trf, scored_byes
from generator.trf.national import NationalRating, national_rating, with_national

_POINT_RECORDS = MappingProxyType({"BBW": "win", "BBD": "draw", "BBL": "loss", "BBZ": "zero_bye",
                                   "BBF": "forfeit_loss", "BBU": "pab"})
# Record 162: each letter stands for several ways a round can end (TRF-2026, "Scoring point system").
_POINT_LETTERS = MappingProxyType({"W": ("win", "forfeit_win", "full_bye"), "D": ("draw", "half_bye"),
                                   "L": ("loss",), "A": ("zero_bye", "forfeit_loss"), "P": ("pab",)})
_ADVANCE_BYES = MappingProxyType({"F": ByeKind.FULL, "H": ByeKind.HALF, "Z": ByeKind.ZERO})


class TrfError(ContentError):
    """A TRF file that cannot be read; carries every located problem."""


class TeamTrfError(TrfError):
    """A TRF file of a team event (its team records are listed by `team_records`): not an individual event."""


# The headers a league keeps by name (its `extra`; docs/downloads.md), written back by the league writer.
HEADER_NAMES = MappingProxyType({
    "022": "city", "032": "federation", "092": "type", "102": "arbiter", "112": "deputy_arbiter",
    "122": "time_control", "172": "starting_rank", "182": "pairing_controller", "192": "type_code",
    "222": "time_control_code"})

# Record 092 of a league that names no type of its own, as exports/trf.py writes it and trf_league reads it back.
WRITTEN_TYPES = ("Team: Swiss-System", "Team: Round-Robin")
# Old TRF files write titles as letters (g, m, f, c, wg, wm, wf, wc).
_TITLE_LETTERS = MappingProxyType({"g": "GM", "m": "IM", "f": "FM", "c": "CM", "wg": "WGM", "wm": "WIM", "wf": "WFM",
                                   "wc": "WCM"})


def title_of(text: str | None) -> str | None:
    """A FIDE title as the content format spells it, from 'GM', 'gm' or the old one-letter codes."""
    if not text:
        return None
    upper = text.strip().upper()
    return upper if upper in TITLES else _TITLE_LETTERS.get(text.strip().lower())


def spaced_comma(name: str) -> str:
    """'Kavouras,Kosmas' as 'Kavouras, Kosmas': a name written without the space after its comma would not
    break between its parts on a narrow page."""
    surname, comma, given = name.partition(",")
    return f"{surname.strip()}, {given.strip()}" if comma and given.strip() else name


def trf_name(name: str) -> str:
    """'Lastname, Firstname' as TRF asks; a name without a comma is taken as 'Given … Surname'."""
    if "," in name or " " not in name.strip():
        return name.strip()
    given, surname = name.strip().rsplit(" ", 1)
    return f"{surname}, {given}"


# The records only a team event has (TRF-2026 team section, and TRF-16's 013): composition, board order,
# team byes, forfeited matches, board colours, match points.
TEAM_RECORDS = ("013", "310", "300", "320", "330", "352", "362")


def team_records(text: str) -> list[tuple[int, str]]:
    """The team records of a TRF text as (line number, line), in file order."""
    return [(number, line.rstrip("\r\n")) for number, line in enumerate(text.lstrip("\ufeff").splitlines(), start=1)
            if line[:3] in TEAM_RECORDS]


def _refuse_team_file(text: str, filename: str) -> None:
    """A team event read as an individual one would come out wrong without a word: say what it is instead."""
    found = team_records(text)
    if not found:
        return
    teams = sum(1 for _, line in found if line[:3] in ("013", "310"))
    line_no, line = found[0]
    problem = Problem(Location(filename, line_no, 1), f"this TRF file is a team event ({teams} teams; record "
                      f"{line[:3]} on line {line_no}), not an individual tournament", line,
                      "chess-bulletin reads team competitions from a league folder (league.yml, teams/, rounds/; "
                      "see docs/content-format.md, \"Team competitions\"): bulletin import-trf FILE --to "
                      "content/<league> writes one from this file")
    raise TeamTrfError((problem,))


@dataclass
class Reader:
    filename: str
    problems: list[Problem] = field(default_factory=list)
    headers: dict[str, str] = field(default_factory=dict)
    players: list[Player] = field(default_factory=list)
    cells: dict[Start, list[Cell]] = field(default_factory=dict)
    planned_rounds: int = 0
    initial_colour: Colour | None = None
    acceleration: dict[Start, tuple[Fraction, ...]] = field(default_factory=dict)
    forbidden: set[frozenset[Start]] = field(default_factory=set)
    points: dict[str, Fraction] = field(default_factory=dict)
    round_dates: list[dt.date | None] = field(default_factory=list)
    tiebreaks: list[str] = field(default_factory=list)
    advance_byes: dict[int, list[Bye]] = field(default_factory=dict)
    score_columns: dict[Start, tuple[int, str]] = field(default_factory=dict)   # line number and line
    uncertain_byes: dict[Start, list[Cell]] = field(default_factory=dict)   # no result letter, or a game's
    national: dict[Start, NationalRating] = field(default_factory=dict)        # TRF-2026 records of the DWZ

    def problem(self, line_no: int, column: int, line: str, message: str, hint: str | None = None) -> None:
        self.problems.append(Problem(Location(self.filename, line_no, column), message, line, hint))

    def report(self, line_no: int, column: int, line: str, message: str, hint: str | None) -> None:
        self.problem(line_no, column, line, message, hint)

    def warning(self, line_no: int, column: int, line: str, message: str, hint: str | None = None) -> None:
        self.problems.append(Problem(Location(self.filename, line_no, column), message, line, hint,
                                     Severity.WARNING))


def read_trf(text: str, filename: str = "<trf>", slug: str | None = None,
             warnings: list[Problem] | None = None) -> Tournament:
    """Parse TRF text into a Tournament; raise TrfError listing every bad line (TeamTrfError for a team event).
    Warnings (a bad round date, a score column that disagrees with the results) go to `warnings` when given."""
    _refuse_team_file(text, filename)
    reader = Reader(filename)
    for line_no, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.rstrip("\r\n")
        if line.strip():
            read_line(reader, line_no, line)
    if not reader.players and not reader.problems:
        reader.problem(1, 1, text.splitlines()[0] if text.strip() else "", "no player lines (001) found",
                       "a TRF file lists each player on a line starting with '001'")
    rounds = _assemble_rounds(reader)
    if any(p.is_error for p in reader.problems):
        raise TrfError(tuple(reader.problems))
    tournament = _tournament(reader, rounds, slug or _slug_of(filename))
    tournament, read_byes = scored_byes(tournament, reader.uncertain_byes, reader.score_columns)
    for line_no, column, line, message, hint in read_byes + column_warnings(tournament, reader.score_columns,
                                                                            bool(reader.tiebreaks)):
        reader.warning(line_no, column, line, message, hint)
    if warnings is not None:
        warnings.extend(reader.problems)
    return tournament


def load_trf_file(path: Path) -> tuple[Tournament, list[Problem]]:
    """A tournament given as a .trf file on the command line (its slug the file's stem), and its warnings;
    `ContentError` with every problem, warnings too, when any of them is an error (as `loading.load_tournament`)."""
    problems: list[Problem] = []
    tournament = read_trf_file(path, path.as_posix(), path.stem, problems)
    if tournament is None or any(p.is_error for p in problems):
        raise ContentError(tuple(sort_problems(problems)))
    return tournament, sort_problems(problems)


def read_trf_file(path: Path, shown: str, slug: str, problems: list[Problem]) -> Tournament | None:
    """A .trf file read whole, as every command reads it (`decode_trf`); None when it cannot be read, its problems
    (and warnings) added to `problems`. `shown` is how the file is called in messages."""
    data, problem = read_content_bytes(path, shown)
    if problem is not None:
        problems.append(problem)
        return None
    text, warning = decode_trf(data, shown)
    if warning is not None:
        problems.append(warning)
    try:
        return read_trf(text, shown, slug=slug, warnings=problems)
    except ContentError as exc:
        problems.extend(exc.problems)
        return None


def read_line(reader: Reader, line_no: int, line: str) -> None:
    code = line[:3].upper()   # TRF-2026: codes are case-insensitive ('xxr', 'bbw' as some programs write them)
    rest = line[4:].strip() if len(line) > 3 else ""
    if code == "001":
        _read_player(reader, line_no, line)
    elif code == "###":
        return
    elif code in ("XXR", "142"):
        _read_int_record(reader, line_no, line, rest, "planned_rounds")
    elif code == "XXC":
        _read_initial_colour(reader, line_no, line, rest)
    elif code == "152":
        _read_initial_colour(reader, line_no, line, {"W": "white1", "B": "black1"}.get(rest.upper(), rest))
    elif code == "162":
        _read_point_letters(reader, line_no, line)
    elif code in ("202", "212"):
        _read_tiebreaks(reader, code, rest)
    elif code == "132":
        _read_round_dates(reader, line_no, line)
    elif code == "240":
        _read_advance_byes(reader, line_no, line)
    elif code == "250":
        _read_acceleration_2026(reader, line_no, line)
    elif code == "260":
        _read_prohibited(reader, line_no, line)
    elif code == "XXA":
        _read_acceleration(reader, line_no, line)
    elif code == "XXP":
        _read_forbidden(reader, line_no, line, rest)
    elif code in _POINT_RECORDS:
        _read_points(reader, line_no, line, code, rest)
    elif (record := national_rating(line)) is not None:
        reader.national[record.start] = record
    elif code.isdigit() or code.startswith("XX"):
        reader.headers.setdefault(code, rest)


def _read_int_record(reader: Reader, line_no: int, line: str, rest: str, attr: str) -> None:
    token = rest.split()[0] if rest.split() else ""
    if not token.isdecimal():
        reader.problem(line_no, 5, line, f"expected a whole number after {line[:3]}, found '{token}'")
        return
    setattr(reader, attr, int(token))


def _read_initial_colour(reader: Reader, line_no: int, line: str, rest: str) -> None:
    for token in rest.split():
        if token.lower() in ("white1", "black1"):
            reader.initial_colour = Colour.WHITE if token.lower() == "white1" else Colour.BLACK
            return
    # `XXC rank` and other options only change numbering; they do not set the colour.


def _read_acceleration(reader: Reader, line_no: int, line: str) -> None:
    """`XXA` by fixed columns, as the reference reads it: the starting number in columns 5-8, then one 4-column
    field per round from column 10, every 5 columns (10-13, 15-18, …); a blank field is 0 points."""
    start_text = line[4:8].strip()
    if not start_text.isdecimal() or int(start_text) == 0:
        reader.problem(line_no, 5, line, "an acceleration line XXA needs the starting number in columns 5-8",
                       "e.g. 'XXA    1  1.0  1.0  0.5' (number in 5-8, then each round's points from column 10)")
        return
    values: list[Fraction] = []
    for column in range(9, len(line.rstrip()), 5):
        field_text = line[column:column + 4].strip()
        if line[column + 4:column + 5].strip():
            reader.problem(line_no, column + 5, line, "an XXA value runs past its 4 columns",
                           "each round's points fill columns 10-13, 15-18, 20-23, …, right-aligned")
            return
        value = decimal_value(field_text) if field_text else Fraction(0)
        if value is None:
            reader.problem(line_no, column + 1, line, f"unreadable acceleration value '{field_text}'",
                           "points such as 1.0 or 0.5 in columns 10-13, 15-18, …; a blank field is 0")
            return
        values.append(value)
    reader.acceleration[Start(int(start_text))] = tuple(values)


def _read_forbidden(reader: Reader, line_no: int, line: str, rest: str) -> None:
    tokens = rest.split()
    if len(tokens) < 2 or not all(t.isdecimal() for t in tokens):
        reader.problem(line_no, 5, line, "unreadable forbidden-pair line", "write 'XXP a b' with two starting numbers")
        return
    numbers = [Start(int(t)) for t in tokens]
    for index, first in enumerate(numbers):  # every two of the listed players (as bbpPairings reads XXP)
        for other in numbers[index + 1:]:
            reader.forbidden.add(frozenset((first, other)))


def _read_points(reader: Reader, line_no: int, line: str, code: str, rest: str) -> None:
    try:
        reader.points[_POINT_RECORDS[code]] = Fraction(rest.split()[0])
    except (ValueError, IndexError):
        reader.problem(line_no, 5, line, f"unreadable points value in {code}", "e.g. 'BBW  1.0'")


def _read_point_letters(reader: Reader, line_no: int, line: str) -> None:
    pairs = re.findall(r"([A-Za-z])\s*(-?\d+(?:\.\d+)?)", line[3:])
    if not pairs:
        reader.problem(line_no, 5, line, "unreadable points record 162", "e.g. '162  W 1.0     D 0.5     L 0.0'")
    for letter, value in pairs:
        for name in _POINT_LETTERS.get(letter.upper(), ()):
            reader.points.setdefault(name, Fraction(value))


def _read_tiebreaks(reader: Reader, code: str, rest: str) -> None:
    if code == "212" and reader.tiebreaks:
        return   # 202 (breaking ties) wins over 212 (defining standings)
    known = []
    for text in (t.strip() for t in rest.split(",")):
        if not text or text.upper() == "PTS":
            continue
        try:
            known.append(parse_code(text).text)
        except UnknownTieBreak:
            continue
    reader.tiebreaks = list(dict.fromkeys(known))


def _read_round_dates(reader: Reader, line_no: int, line: str) -> None:
    """Record 132, read leniently like the other records: a date in its own 10-column cell from column 92 is that
    round's (a blank cell a round without a date); a line that is off by a column is read date by date. A date
    that cannot be read is a warning and leaves its round without a date: the dates are only shown."""
    fields = [(m.start(), m.group()) for m in re.finditer(r"\S+", line[3:])]
    fields = [(start + 3, text) for start, text in fields]
    in_cells = all(start >= FIRST_CELL and (start - FIRST_CELL) % CELL_WIDTH == 0 for start, _ in fields)
    dates: list[dt.date | None] = []
    for index, (start, text) in enumerate(fields):
        number = (start - FIRST_CELL) // CELL_WIDTH + 1 if in_cells else index + 1
        dates += [None] * (number - 1 - len(dates))
        day = _date(text)
        if day is None:
            reader.warning(line_no, start + 1, line, f"round {number}: unreadable date '{text}'; the round is "
                           "shown without a date", "record 132 gives each round's date as YY/MM/DD from column "
                           "92, every 10 columns")
        dates.append(day)
    reader.round_dates = dates


def _numbers(reader: Reader, line_no: int, line: str, tokens: list[str], what: str) -> list[int] | None:
    if not tokens or not all(t.isdecimal() for t in tokens):
        reader.problem(line_no, 5, line, f"unreadable {what} record {line[:3]}", "fields are whole numbers")
        return None
    return [int(t) for t in tokens]


def _read_advance_byes(reader: Reader, line_no: int, line: str) -> None:
    tokens = line[3:].split()
    kind = _ADVANCE_BYES.get(tokens[0].upper()) if tokens else None
    numbers = _numbers(reader, line_no, line, tokens[1:], "bye") if kind else None
    if kind is None or numbers is None or len(numbers) < 2:
        if kind is None:
            reader.problem(line_no, 5, line, "a bye record 240 starts with F, H or Z", "e.g. '240 H 003  026'")
        return
    byes = reader.advance_byes.setdefault(numbers[0], [])
    byes.extend(Bye(Start(n), kind) for n in numbers[1:])


def _read_acceleration_2026(reader: Reader, line_no: int, line: str) -> None:
    tokens = line[3:].split()
    if len(tokens) == 5:          # individual: the match-points field (5-8) is empty
        tokens = ["0"] + tokens
    try:
        value = Fraction(tokens[1])
        first_round, last_round, first, last = (int(t) for t in tokens[2:6])
    except (ValueError, IndexError):
        reader.problem(line_no, 5, line, "unreadable acceleration record 250",
                       "e.g. '250      1.0 001 003 0001 0090' (points, rounds, players)")
        return
    if first_round < 1 or first > last or first_round > last_round or first < 1:
        reader.problem(line_no, 5, line, "record 250 names its rounds and players as first to last, from 1",
                       "e.g. '250      1.0 001 003 0001 0090': rounds 1 to 3, players 1 to 90")
        return
    for start in range(first, last + 1):
        values = list(reader.acceleration.get(Start(start), ()))
        values += [Fraction(0)] * (last_round - len(values))
        for number in range(first_round, last_round + 1):
            values[number - 1] = value
        reader.acceleration[Start(start)] = tuple(values)


def _read_prohibited(reader: Reader, line_no: int, line: str) -> None:
    numbers = _numbers(reader, line_no, line, line[3:].split(), "prohibited-pairing")
    if numbers is None or len(numbers) < 4:
        if numbers is not None:
            reader.problem(line_no, 5, line, "a record 260 names two rounds and at least two players")
        return
    players = [Start(n) for n in numbers[2:]]
    for index, first in enumerate(players):
        for other in players[index + 1:]:
            reader.forbidden.add(frozenset((first, other)))


def _read_player(reader: Reader, line_no: int, line: str) -> None:
    start_text = line[4:8].strip()
    if not start_text.isdecimal():
        reader.problem(line_no, 5, line, f"starting number must be a whole number in columns 5-8, found "
                       f"'{start_text}'", "TRF columns are fixed: check that the line was not re-spaced")
        return
    start = Start(int(start_text))
    if start in reader.cells:
        reader.problem(line_no, 5, line, f"starting number {start} appears twice")
        return
    rating_text = line[48:52].strip()
    if rating_text and not rating_text.isdecimal():
        reader.problem(line_no, 49, line, f"rating must be a number in columns 49-52, found '{rating_text}'")
    reader.players.append(Player(
        start=start,
        name=spaced_comma(line[14:47].strip()) or f"Player {start}",
        rating=int(rating_text) if rating_text.isdecimal() and int(rating_text) > 0 else None,
        fide_id=line[57:68].strip().lstrip("0") and line[57:68].strip() or None,   # 0: no FIDE id
        federation=line[53:56].strip() or None,
        title=line[10:13].strip() or None,
        sex=line[9:10].strip() or None,
        birth=line[69:79].strip() or None,
    ))
    reader.cells[start] = read_cells(reader.report, line_no, line)
    reader.score_columns[start] = (line_no, line)


def _assemble_rounds(reader: Reader) -> dict[int, Round]:
    """Pair up the two cells of each board; unpaired cells become byes."""
    games: dict[int, list[Game]] = defaultdict(list)
    byes: dict[int, list[Bye]] = defaultdict(list)
    by_round = {start: {cell.round: cell for cell in cells} for start, cells in reader.cells.items()}
    for start, cells in sorted(reader.cells.items()):
        for cell in cells:
            opponent = cell.opponent
            if opponent == 0:
                if cell.result != PENDING:   # `0000 - *`: a round this player has nothing in yet
                    byes[cell.round].append(Bye(start, BYE_CODES.get(cell.result, ByeKind.ZERO)))
                if cell.result in UNCERTAIN_BYE_LETTERS:
                    reader.uncertain_byes.setdefault(start, []).append(cell)
                continue
            theirs = by_round.get(opponent)
            if theirs is None:
                reader.problem(cell.line_no, cell.column, cell.line,
                               f"round {cell.round}: opponent {opponent} is not a player of this file")
                continue
            other = theirs.get(cell.round)
            if opponent < start:
                if other is None or other.opponent != start:
                    _report_one_sided(reader, start, cell)
                continue  # the board was made from the opponent's line
            board = games[cell.round]
            game = _make_game(reader, start, cell, other, board=len(board) + 1)
            if game is not None:
                board.append(game)
    for number, listed in reader.advance_byes.items():
        seen = {b.player for b in byes[number]} | {p for g in games[number] for p in g.players()}
        byes[number].extend(b for b in listed if b.player not in seen)
    entered = set(games) | set(byes)
    for number in range(1, max(entered, default=0)):
        if number not in entered:   # every cell blank, before a round that was played: a zero-point bye each
            byes[number] = [Bye(p.start, ByeKind.ZERO) for p in sorted(reader.players, key=lambda p: p.start)]
    return {n: Round(n, tuple(games[n]), tuple(byes[n]), _at(reader.round_dates, n))
            for n in sorted(set(games) | {n for n, listed in byes.items() if listed})}


def _at(dates: list[dt.date | None], number: int) -> dt.date | None:
    return dates[number - 1] if 0 < number <= len(dates) else None


def _report_one_sided(reader: Reader, start: Start, cell: Cell) -> None:
    reader.problem(cell.line_no, cell.column, cell.line,
                   f"round {cell.round}: player {start} meets {cell.opponent}, but {cell.opponent}'s line "
                   f"does not show {start} in that round")


def _make_game(reader: Reader, start: Start, cell: Cell, other: Cell | None, board: int) -> Game | None:
    if other is None or other.opponent != start:
        _report_one_sided(reader, start, cell)
        return None
    result = game_result(cell.result, other.result)
    if result is None:
        reader.problem(cell.line_no, cell.column + 7, cell.line,
                       f"round {cell.round}: results '{cell.result}' and '{other.result}' of players {start} and "
                       f"{cell.opponent} do not fit together")
        return None
    if cell.colour == "w" or (cell.colour != "b" and other.colour != "w"):
        return Game(start, cell.opponent, result, board)
    return Game(cell.opponent, start, SWAPPED.get(result, result), board)


def _tournament(reader: Reader, rounds: dict[int, Round], slug: str) -> Tournament:
    h = reader.headers
    return Tournament(
        slug=slug,
        name=h.get("012", slug),
        players=tuple(sorted(with_national(reader.players, reader.national), key=lambda p: p.start)),
        rounds=tuple(rounds[n] for n in sorted(rounds)),
        planned_rounds=reader.planned_rounds or max(rounds, default=0),
        points=replace(PointSystem(), **_point_overrides(reader.points)),
        pairing=_pairing_system(h.get("092", ""), h.get("192", "")),
        start_date=_date(h.get("042")) or next((d for d in reader.round_dates if d is not None), None),
        end_date=_date(h.get("052")),
        venue=h.get("022") or None,
        initial_colour=reader.initial_colour,
        tiebreaks=tuple(reader.tiebreaks),
        schedule=tuple(reader.round_dates),
        acceleration=dict(reader.acceleration),
        baku_acceleration="BAKU" in h.get("192", "").upper(),
        cycles=2 if h.get("192", "").strip().upper() in DOUBLE_ROUND_ROBINS else 1,
        forbidden_pairs=frozenset(reader.forbidden),
        extra=tuple(sorted(h.items())),
    )


def _point_overrides(points: dict[str, Fraction]) -> dict[str, Fraction]:
    out = dict(points)
    if "win" in points:
        out.setdefault("forfeit_win", points["win"])
        out.setdefault("full_bye", points["win"])
        out.setdefault("pab", points["win"])
    if "draw" in points:
        out.setdefault("half_bye", points["draw"])
    return out


# Record 192, the encoded type of tournament (ETT26, the table TRF-2026 refers to): each code in use for a
# system this program pairs. FIDE_DUTCH_2026 is ETT26's; FIDE_DUTCH_2025 an earlier TEC draft's, which the
# reference engines and the TEC checker wrote and read; the bare code means the rules in force.
TYPE_CODES = MappingProxyType({
    **{f"FIDE_DUTCH{year}{baku}": PairingSystem.DUTCH for year in ("", "_2017", "_2025", "_2026")
       for baku in ("", "_BAKU")},
    **{code: PairingSystem.ROUND_ROBIN for code in ("FIDE_ROUNDROBIN", "BERGER_ROUNDROBIN", "CUSTOM_ROUNDROBIN",
                                                    "FIDE_DOUBLEROUNDROBIN", "BERGER_DOUBLEROUNDROBIN")},
})
DOUBLE_ROUND_ROBINS = ("FIDE_DOUBLEROUNDROBIN", "BERGER_DOUBLEROUNDROBIN")


def _pairing_system(record_092: str, record_192: str) -> PairingSystem:
    code = record_192.strip().upper()
    if code in TYPE_CODES or code.startswith("BERGER_ROUNDROBIN_G"):
        return TYPE_CODES.get(code, PairingSystem.ROUND_ROBIN)
    if code and "BURSTEIN" not in code:   # a system this program does not pair (Dubov, Double Swiss, custom)
        return PairingSystem.MANUAL
    text = f"{record_092} {record_192}".upper()
    if "BURSTEIN" in text:
        # the edition applied from 1 February 2026 names the year of its revision, 2025; a plain "Burstein" is the
        # original text
        return PairingSystem.BURSTEIN_2025 if "2025" in text else PairingSystem.BURSTEIN
    if "DUTCH" in text:
        return PairingSystem.DUTCH
    if "ROUND ROBIN" in text or "ROUND-ROBIN" in text or "ROUNDROBIN" in text:
        return PairingSystem.ROUND_ROBIN
    if "KEIZER" in text:
        return PairingSystem.KEIZER
    return PairingSystem.DUTCH if "SWISS" in text else PairingSystem.MANUAL


def _date(text: str | None) -> dt.date | None:
    if not text:
        return None
    for fmt in ("%Y/%m/%d", "%Y-%m-%d", "%d.%m.%Y", "%y/%m/%d"):
        try:
            return dt.datetime.strptime(text.strip(), fmt).date()
        except ValueError:
            continue
    return None


def _slug_of(filename: str) -> str:
    base = filename.replace("\\", "/").rsplit("/", 1)[-1]
    return base[:-4] if base.lower().endswith(".trf") else base
