"""The syntax of a PGN file (the PGN standard of 1994, sections 8 and 9): its games, each with its tags and its
moves as written, comments, NAGs and variations in place, every token located. The moves are only text here;
generator/loading/chessmoves.py plays them. Pure: text in, games and located problems out."""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from types import MappingProxyType

from generator.core.errors import Location, Problem

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")
SUFFIXES = MappingProxyType({"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6})   # PGN standard 8.2.3.8: their NAGs
DIAGRAM_MARK = "[#]"    # in a comment: a diagram of the position here (as ChessBase writes it)

_TOKENS = re.compile(r"""
    (?P<tag>\[[ \t]*(?P<name>[A-Za-z0-9_]+)[ \t]*"(?P<value>(?:[^"\\\n]|\\.)*)"[ \t]*\])
  | (?P<badtag>\[[^\]\n]*\]?)
  | (?P<comment>\{[^}]*\}?)
  | (?P<rest>;[^\n]*)
  | (?P<escape>(?<![^\n])%[^\n]*)
  | (?P<nag>\$\d+)
  | (?P<open>\()
  | (?P<close>\))
  | (?P<result>(?:1-0|0-1|1/2-1/2|\*)(?![A-Za-z0-9]))
  | (?P<number>\d+[ \t]*\.+)
  | (?P<move>[A-Za-z0-9][A-Za-z0-9+#=:\-/]*)(?P<suffix>[!?]{1,2})?
  | (?P<loose>[!?]{1,2})
  | (?P<space>\s+)
  | (?P<other>.)
""", re.VERBOSE)
_COMMAND = re.compile(r"\[%[^\]]*\]")   # [%clk 0:03:12], [%eval 0.4]: for programs, not for readers


@dataclass
class RawMove:
    san: str
    line: int
    column: int
    nags: list[int] = field(default_factory=list)
    comment: list[str] = field(default_factory=list)
    variations: list[RawLine] = field(default_factory=list)
    diagram: bool = False


@dataclass
class RawLine:
    moves: list[RawMove] = field(default_factory=list)
    comment: list[str] = field(default_factory=list)


@dataclass
class RawTag:
    name: str
    value: str
    line: int
    column: int


@dataclass
class RawGame:
    """One game as its file writes it; `result` is its termination marker (None: the file ends, or the next game
    begins, before it: a truncated game)."""

    first_line: int
    tags: list[RawTag] = field(default_factory=list)
    line: RawLine = field(default_factory=RawLine)
    result: str | None = None
    text: str = ""

    def tag(self, name: str) -> RawTag | None:
        return next((t for t in self.tags if t.name == name), None)


class _Lines:
    """Offsets in the text to 1-based line and column, and the text of a line for quoting."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def at(self, offset: int) -> tuple[int, int]:
        index = bisect.bisect_right(self.starts, offset) - 1
        return index + 1, offset - self.starts[index] + 1

    def quoted(self, line: int) -> str:
        start = self.starts[line - 1]
        end = self.text.find("\n", start)
        return self.text[start:end if end >= 0 else len(self.text)].rstrip("\r")


class PgnReader:
    """Reads every game of one file's text; `shown` names the file in messages."""

    def __init__(self, text: str, shown: str) -> None:
        self.text = text
        self.shown = shown
        self.lines = _Lines(text)
        self.problems: list[Problem] = []
        self.games: list[RawGame] = []
        self._game: RawGame | None = None
        self._stack: list[RawLine] = []
        self._start = 0   # where the current game's text begins
        self._moved = False   # the current game has movetext
        self._faulty = False   # a problem of the current game was told (a cut-off is then a follow-on)
        self._last_end = 0   # where the last token of the moves ends: a cut-off game is told there

    def problem(self, offset: int, message: str, hint: str | None = None) -> None:
        self._faulty = True
        line, column = self.lines.at(offset)
        self.problems.append(Problem(Location(self.shown, line, column), message, self.lines.quoted(line), hint))

    def read(self) -> list[RawGame]:
        for match in _TOKENS.finditer(self.text):
            if match.group("tag") is not None:
                self._tag(match)
            elif match.group("move") is not None:
                self._move(match)
            else:
                self._other(match.lastgroup or "", match)
        if self._game is not None and (self._moved or self._game.tags):
            self._truncated(len(self.text))
        return self.games

    # -- games ---------------------------------------------------------------------------------------------

    def _begin(self, offset: int) -> RawGame:
        if self._game is None:
            self._game = RawGame(self.lines.at(offset)[0])
            self._stack = [self._game.line]
            self._start, self._moved, self._faulty = offset, False, False
        return self._game

    def _end(self, offset: int, result: str | None) -> None:
        assert self._game is not None
        self._game.result = result
        self._game.text = self.text[self._start:offset].strip().replace("\r\n", "\n")
        self.games.append(self._game)
        self._game = None

    def _truncated(self, offset: int) -> None:
        """The current game ends without its result; told unless a problem of it was (the cause, most likely)."""
        assert self._game is not None
        name = " – ".join(t.value for t in self._game.tags if t.name in ("White", "Black")) or "a game"
        if self._faulty:
            self._end(offset, None)
            return
        if self._moved:
            self.problem(self._last_end, f"the moves of {name} end without a result: the game is cut off",
                         "a game's moves end with its result: 1-0, 0-1, 1/2-1/2 or *; is part of the file missing?")
        else:
            self.problem(self._start, f"{name} has tags but no moves and no result: the game is cut off",
                         "a game's tags are followed by its moves and its result (1-0, 0-1, 1/2-1/2 or *)")
        self._end(offset, None)

    def _tag(self, match: re.Match[str]) -> None:
        if self._game is not None and self._moved:
            self._truncated(match.start())
        game = self._begin(match.start())
        line, column = self.lines.at(match.start())
        value = match.group("value").replace('\\"', '"').replace("\\\\", "\\")
        name = match.group("name")
        if game.tag(name) is not None:
            self.problem(match.start(), f"the tag {name} is given twice in one game", "keep one of them")
            return
        game.tags.append(RawTag(name, value, line, column))

    def _move(self, match: re.Match[str]) -> None:
        self._begin(match.start())
        self._moved, self._last_end = True, match.end()
        line, column = self.lines.at(match.start())
        move = RawMove(match.group("move"), line, column)
        if match.group("suffix"):
            self._suffix(match.group("suffix"), match.start("suffix"), move)
        self._stack[-1].moves.append(move)

    def _suffix(self, text: str, offset: int, move: RawMove) -> None:
        if text in SUFFIXES:
            move.nags.append(SUFFIXES[text])
        else:
            self.problem(offset, f"'{text}' is no move annotation", "the annotations are !, ?, !!, ??, !? and ?!")

    def _other(self, kind: str, match: re.Match[str]) -> None:
        text, offset = match.group(), match.start()
        if kind in ("space", "escape", "rest"):
            return
        if kind == "badtag":
            self.problem(offset, f"a tag is [Name \"value\"], not {text}",
                         'write the value in double quotes on one line, e.g. [White "Krüger, Sophie"]')
            return
        if kind == "other":
            self.problem(offset, f"unexpected '{text}' in the moves",
                         "a game's moves are move numbers, moves, {comments}, (variations), $NAGs and the result")
            return
        self._begin(offset)
        self._moved, self._last_end = True, match.end()
        current = self._stack[-1]
        last = current.moves[-1] if current.moves else None
        if kind == "comment":
            self._comment(text, offset, current, last)
        elif kind in ("nag", "loose"):
            if last is None:
                self.problem(offset, f"the annotation {text} stands before any move",
                             "put it after the move it is about")
            elif kind == "nag":
                last.nags.append(int(text[1:]))
            else:
                self._suffix(text, offset, last)
        elif kind == "open":
            self._open(offset, last)
        elif kind == "close":
            self._close(offset)
        elif kind == "result":
            self._result(text, offset)

    def _comment(self, text: str, offset: int, current: RawLine, last: RawMove | None) -> None:
        if not text.endswith("}"):
            self.problem(offset, "a comment is opened with { but never closed with }", "close the comment")
            return
        body = text[1:-1]
        if DIAGRAM_MARK in body and last is not None:
            last.diagram = True
        body = " ".join(_COMMAND.sub(" ", body.replace(DIAGRAM_MARK, " ")).split())
        if body:
            (last.comment if last is not None else current.comment).append(body)

    def _open(self, offset: int, last: RawMove | None) -> None:
        if last is None:
            self.problem(offset, "a variation ( … ) stands before any move it could replace",
                         "a variation follows the move it is an alternative to")
            self._stack.append(RawLine())   # read it anyway, to find its closing parenthesis
            return
        variation = RawLine()
        last.variations.append(variation)
        self._stack.append(variation)

    def _close(self, offset: int) -> None:
        if len(self._stack) > 1:
            self._stack.pop()
        else:
            self.problem(offset, "a ) closes no variation", "remove it, or open the variation with (")

    def _result(self, text: str, offset: int) -> None:
        if len(self._stack) > 1:
            self.problem(offset, f"the result {text} stands inside a variation: {len(self._stack) - 1} "
                                 f"( not closed", "close each variation with ) before the result")
            del self._stack[1:]
        self._end(offset + len(text), text)


def read_pgn(text: str, shown: str) -> tuple[list[RawGame], list[Problem]]:
    """The games of a PGN file's text and the problems of its syntax."""
    reader = PgnReader(text, shown)
    return reader.read(), reader.problems
