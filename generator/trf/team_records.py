"""The team records of a TRF-2026 file, line by line, into plain records (`generator.trf.teams` makes the league
of them; its docstring lists the records and their columns).

A record that cannot be read is a located problem of the file's reader; records of the individual part (`001`,
the tournament records) go to the individual reader (`generator.trf.reader`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType

from generator.core.model import Colour, Start
from generator.core.teams.model import ByeKind, MatchForfeit, MatchPoints
from generator.trf.reader import HEADER_NAMES, WRITTEN_TYPES, Reader, read_line

_BYES_240 = MappingProxyType({"F": ByeKind.FULL, "H": ByeKind.HALF, "Z": ByeKind.ZERO})
_FORFEITS = MappingProxyType({"+-": MatchForfeit.HOME_WINS, "-+": MatchForfeit.AWAY_WINS, "--": MatchForfeit.DOUBLE})
# Records of a team file a league has no place for: left out, and said so when importing.
SETS_ASIDE = MappingProxyType({"250": "acceleration (records 250)", "260": "prohibited pairings (records 260)",
              "299": "abnormal points (records 299)", "801": "the informative records 801",
              "802": "the informative records 802"})


@dataclass
class TeamRecord:
    """A team: record 310 (or TRF-16's 013, numbered in file order), with the figures the file gives it."""

    number: int
    name: str
    short: str | None
    players: list[Start]
    line_no: int
    line: str
    mp: Fraction | None = None
    gp: Fraction | None = None
    rank: int | None = None


@dataclass(frozen=True)
class Lineup:
    """Record 300: a team's players board by board in one round."""

    round: int
    team: int
    opponent: int
    players: tuple[Start, ...]       # NO_PLAYER for an empty board
    line_no: int
    line: str


@dataclass(frozen=True)
class Forfeit:
    """Record 330: a match forfeited whole."""

    round: int
    kind: MatchForfeit
    first: int
    second: int
    line_no: int
    line: str


@dataclass
class TeamReader:
    """Every team record of one file as read, beside the individual reader of its other lines."""

    players: Reader
    teams: list[TeamRecord] = field(default_factory=list)
    old_teams: list[TeamRecord] = field(default_factory=list)          # 013
    lineups: dict[tuple[int, int], Lineup] = field(default_factory=dict)
    forfeits: list[Forfeit] = field(default_factory=list)
    byes: dict[tuple[int, int], tuple[ByeKind, int]] = field(default_factory=dict)
    pab_points: tuple[Fraction, Fraction] | None = None
    colours: tuple[Colour, ...] | None = None
    match_points: MatchPoints = field(default_factory=MatchPoints)
    tiebreaks: list[str] = field(default_factory=list)
    standings: list[str] = field(default_factory=list)
    extra: list[tuple[str, str]] = field(default_factory=list)
    set_aside: set[str] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)

    def problem(self, line_no: int, column: int, line: str, message: str, hint: str | None = None) -> None:
        self.players.problem(line_no, column, line, message, hint)


# -- records -------------------------------------------------------------------------------------------------

def read_team_line(reader: TeamReader, line_no: int, line: str) -> None:
    """One line of the file: a team record read here, anything else handed to the individual reader."""
    code = line[:3]
    handlers = {"310": _read_310, "013": _read_013, "300": _read_300, "320": _read_320, "330": _read_330,
                "240": _read_240, "352": _read_352, "362": _read_362}
    if code in handlers:
        handlers[code](reader, line_no, line)
    elif code in ("202", "212"):
        (reader.tiebreaks if code == "202" else reader.standings).extend(
            t.strip() for t in line[4:].split(",") if t.strip())
    elif code in HEADER_NAMES:
        if code != "092" or line[4:].strip() not in WRITTEN_TYPES:
            reader.extra.append((HEADER_NAMES[code], line[4:].strip()))
    elif code in SETS_ASIDE:
        reader.set_aside.add(code)
    else:
        read_line(reader.players, line_no, line)


def _read_310(reader: TeamReader, line_no: int, line: str) -> None:
    number = _whole(line[4:7])
    players = _starts(reader, line_no, line, line[73:], 74)
    if number is None or players is None:
        if number is None:
            reader.problem(line_no, 5, line, "a team record 310 has the team's number in columns 5-7",
                           "e.g. '310   1 SK Lindenau 1921 …' (number 5-7, name 9-40, players from column 74)")
        return
    reader.teams.append(TeamRecord(number, line[8:40].strip() or f"Team {number}", line[41:46].strip() or None,
                                    players, line_no, line, _points(line[54:60]), _points(line[61:67]),
                                    _whole(line[68:71])))


def _read_013(reader: TeamReader, line_no: int, line: str) -> None:
    players = _starts(reader, line_no, line, line[36:], 37)
    if players is not None:
        number = len(reader.old_teams) + 1
        reader.old_teams.append(TeamRecord(number, line[4:36].strip() or f"Team {number}", None, players,
                                            line_no, line))


def _read_300(reader: TeamReader, line_no: int, line: str) -> None:
    fields = line[3:].split()
    numbers = [_whole(f) for f in fields]
    if len(numbers) < 4 or any(n is None for n in numbers):
        reader.problem(line_no, 5, line, "unreadable out-of-order record 300",
                       "e.g. '300   1   5  17   14 0000   29   39' (round, team, opponent, each board's player)")
        return
    round_number, team, opponent, *players = (n for n in numbers if n is not None)
    if (round_number, team) in reader.lineups:
        reader.problem(line_no, 5, line, f"team {team} has a second record 300 for round {round_number} (also on "
                       f"line {reader.lineups[(round_number, team)].line_no})")
        return
    reader.lineups[(round_number, team)] = Lineup(round_number, team, opponent, tuple(Start(p) for p in players),
                                                   line_no, line)


def _read_320(reader: TeamReader, line_no: int, line: str) -> None:
    mp, gp = _points(line[4:8]), _points(line[9:13])
    if mp is None or gp is None:
        reader.problem(line_no, 5, line, "a bye record 320 starts with the match points (5-8) and game points "
                       "(10-13) of a pairing-allocated bye", "e.g. '320  1.0  2.0   12 …'")
        return
    reader.pab_points = (mp, gp)
    for round_number, column in enumerate(range(14, len(line), 4), start=1):
        text = line[column:column + 3].strip()
        team = _whole(text) if text else 0
        if team is None:
            reader.problem(line_no, column + 1, line, f"round {round_number}: unreadable team number '{text}'",
                           "record 320 names the team with the bye in round 1 at 15-17, round 2 at 19-21, …")
        elif team:
            reader.byes[(round_number, team)] = (ByeKind.PAB, line_no)


def _read_330(reader: TeamReader, line_no: int, line: str) -> None:
    fields = line[3:].split()
    kind = _FORFEITS.get(fields[0]) if fields else None
    numbers = [_whole(f) for f in fields[1:4]]
    if kind is None or len(numbers) != 3 or any(n is None for n in numbers):
        reader.problem(line_no, 5, line, "unreadable forfeited-match record 330",
                       "e.g. '330 +- 004 023 047' (+-, -+ or --, round, first team, second team)")
        return
    round_number, first, second = (n for n in numbers if n is not None)
    reader.forfeits.append(Forfeit(round_number, kind, first, second, line_no, line))


def _read_240(reader: TeamReader, line_no: int, line: str) -> None:
    fields = line[3:].split()
    kind = _BYES_240.get(fields[0].upper()) if fields else None
    numbers = [_whole(f) for f in fields[1:]]
    if kind is None or len(numbers) < 2 or any(n is None for n in numbers):
        reader.problem(line_no, 5, line, "unreadable bye record 240",
                       "e.g. '240 H 003  026  047' (F, H or Z, the round, the teams)")
        return
    round_number, *teams = (n for n in numbers if n is not None)
    for team in teams:
        reader.byes[(round_number, team)] = (kind, line_no)


def _read_352(reader: TeamReader, line_no: int, line: str) -> None:
    pattern = line[4:].strip().upper()
    if not re.fullmatch(r"[WB]+", pattern):
        reader.problem(line_no, 5, line, f"record 352 gives the colours board by board as W and B, not '{pattern}'",
                       "e.g. '352 WBWB'")
        return
    reader.colours = tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in pattern)


def _read_362(reader: TeamReader, line_no: int, line: str) -> None:
    found = dict(re.findall(r"(T[WDL])\s*(-?\d+(?:\.\d+)?)", line[3:].upper()))
    if not found:
        reader.problem(line_no, 5, line, "unreadable match points record 362", "e.g. '362 TW 2.0   TD 1.0   TL 0.0'")
        return
    default = MatchPoints()
    reader.match_points = MatchPoints(*(Fraction(found[code]) if code in found else value for code, value in
                                        (("TW", default.win), ("TD", default.draw), ("TL", default.loss))))


def _starts(reader: TeamReader, line_no: int, line: str, text: str, column: int) -> list[Start] | None:
    numbers = [_whole(f) for f in text.split()]
    if any(n is None for n in numbers):
        reader.problem(line_no, column, line, f"record {line[:3]}: the players are starting numbers, every 5 "
                       f"columns from column {column}")
        return None
    return [Start(n) for n in numbers if n]


def _whole(text: str) -> int | None:
    text = text.strip()
    return int(text) if text.isdecimal() else None


def _points(text: str) -> Fraction | None:
    text = text.strip()
    return Fraction(text) if re.fullmatch(r"-?\d+(\.\d+)?", text) else None
