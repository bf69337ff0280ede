"""The round cells of a TRF player line (`001`): from column 92, one cell every 10 columns, opponent in 4, blank,
colour, blank, result. Read here for the individual reader (`generator.trf.reader`) and the team reader
(`generator.trf.teams`), with what the codes mean.

Result codes (TRF-16, kept by TRF-2026, case-insensitive): `1 = 0` a game played, `+ -` a forfeit, `W D L` a
game of less than one move (not rated), `U` a pairing-allocated bye, `F H Z` a full-, half- or zero-point bye,
and a blank, which TRF-2026 reads as `Z` (also a round robin's free round, a team's rest round). TRF-2026
defines no `*`; some programs write it for a round not played yet (the PGN sign of a game without a result), so
it is read so: a game still to play against an opponent, nothing at all without one (docs/downloads.md).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple

from generator.core.model import ByeKind, GameResult, Start

FIRST_CELL = 91   # 0-based index of column 92
CELL_WIDTH = 10
PENDING = "*"
# A bye cell written with no result letter or with a game's letter, as older programs write some byes: read
# by what the player's score column implies (generator/trf/checks.py `scored_byes`).
UNCERTAIN_BYE_LETTERS = frozenset(" =10WDL")
BYE_CODES = MappingProxyType({"U": ByeKind.PAB, "F": ByeKind.FULL, "H": ByeKind.HALF, "Z": ByeKind.ZERO,
                              " ": ByeKind.ZERO, "-": ByeKind.ZERO, "+": ByeKind.FULL})

Report = Callable[[int, int, str, str, "str | None"], None]   # line number, column, line, message, hint


class Cell(NamedTuple):
    round: int
    opponent: Start   # 0: none (a bye)
    colour: str
    result: str
    line_no: int
    column: int
    line: str


def read_cells(report: Report, line_no: int, line: str) -> list[Cell]:
    """The player's rounds, one cell of 8 columns every 10 from column 92. A well-formed cell is read at once;
    any other goes through `_checked_cell`, which reports what is wrong with it."""
    cells = []
    for round_number, offset in enumerate(range(FIRST_CELL, len(line), CELL_WIDTH), start=1):
        chunk = line[offset:offset + 8]
        opponent_text = chunk[:4].strip()
        colour, result = _COLOUR_CODES.get(chunk[5:6]), _RESULT_CODES.get(chunk[7:8])
        if opponent_text.isdecimal() and colour is not None and result is not None and chunk[4:5] in _BLANK \
                and chunk[6:7] in _BLANK:
            cells.append(Cell(round_number, Start(int(opponent_text)), colour, result, line_no, offset + 1, line))
        elif chunk.strip():
            cell = _checked_cell(report, line_no, line, offset, round_number)
            if cell is not None:
                cells.append(cell)
    return cells


# TRF-2026: "all codes are case-insensitive": colour W/B, results such as d, f, h, u as well
_COLOUR_CODES = MappingProxyType({code: code.lower() for code in "wbWB- "} | {"": " "})
_RESULT_CODES = MappingProxyType({code: code.upper() for code in "10=+-WDLUFHZwdlufhz *"} | {"": " "})
_BLANK = ("", " ")   # a column left blank, or beyond the end of a line whose last cell is cut short


def _checked_cell(report: Report, line_no: int, line: str, offset: int, round_number: int) -> Cell | None:
    """The cell at `offset`, or None with its problem reported."""
    chunk = line[offset:offset + 8].ljust(8)
    opponent_text, colour, result = chunk[0:4].strip(), chunk[5].lower(), chunk[7].upper()
    if chunk[4] != " " or chunk[6] != " ":
        column = offset + 5 if chunk[4] != " " else offset + 7
        report(line_no, column, line, f"round {round_number}: the cell is out of its columns ('{chunk.rstrip()}')",
               "each round takes 10 columns from column 92: opponent in 4, blank, colour, blank, result; check "
               "that the line was not re-spaced")
        return None
    if opponent_text and not opponent_text.isdecimal():
        report(line_no, offset + 1, line, f"round {round_number}: opponent must be a starting number, found "
               f"'{opponent_text}'", "each round takes 10 columns from column 92")
        return None
    if colour not in "wb- ":
        report(line_no, offset + 6, line, f"round {round_number}: colour must be w, b or -, found '{colour}'", None)
        return None
    if result not in _RESULT_CODES.values():
        report(line_no, offset + 8, line, f"round {round_number}: unknown result '{result}'",
               "results are 1 = 0 (played), + - (forfeit), U F H Z (byes), W D L (unrated), * (not played yet)")
        return None
    return Cell(round_number, Start(int(opponent_text or 0)), colour, result, line_no, offset + 1, line)


# The result from the first player's side, as if that player had White, by the two cells' result codes
_GAME_RESULTS: Mapping[tuple[str, str], GameResult] = MappingProxyType({
    **{pair: GameResult.WHITE_WINS for pair in (("1", "0"), ("W", "L"), ("1", "L"), ("W", "0"))},
    **{pair: GameResult.BLACK_WINS for pair in (("0", "1"), ("L", "W"), ("0", "W"), ("L", "1"))},
    **{(mine, theirs): GameResult.DRAW for mine in "=D" for theirs in "=D"},
    ("+", "-"): GameResult.WHITE_WINS_FORFEIT, ("-", "+"): GameResult.BLACK_WINS_FORFEIT,
    ("-", "-"): GameResult.DOUBLE_FORFEIT,
    **{pair: GameResult.PENDING for pair in ((" ", " "), (PENDING, PENDING), (PENDING, " "), (" ", PENDING))},
})
SWAPPED: Mapping[GameResult, GameResult] = MappingProxyType({
    GameResult.WHITE_WINS: GameResult.BLACK_WINS, GameResult.BLACK_WINS: GameResult.WHITE_WINS,
    GameResult.WHITE_WINS_FORFEIT: GameResult.BLACK_WINS_FORFEIT,
    GameResult.BLACK_WINS_FORFEIT: GameResult.WHITE_WINS_FORFEIT,
})


def game_result(mine: str, theirs: str) -> GameResult | None:
    """The result from the first player's side, as if that player had White."""
    return _GAME_RESULTS.get((mine, theirs))
