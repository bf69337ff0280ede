"""content/<slug>/rounds/NN.pgn: the games of round NN, each matched to its board by the White, Black and Round
tags (names as the round files write them: the tournament's `PlayerIndex`), checked against the board's result,
played out (generator/loading/chessmoves.py) and attached to the board. A game that matches no board, disagrees
with the round file's result, or has a move that cannot be played is an error naming both files."""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from types import MappingProxyType

from generator.core.errors import Location, Problem, Severity, did_you_mean
from generator.core.gamescore import GameScore
from generator.core.model import Game, GameResult, Player, Round
from generator.loading.chessmoves import MISSING_HINT, BadPosition, ChessMissing, IllegalMove, chess_library, play
from generator.loading.contentfile import decode_utf8, read_content_bytes
from generator.loading.pgn import RawGame, RawTag, read_pgn
from generator.loading.players import PlayerIndex, label
from generator.loading.values import ROUNDS_DIR, Problems, RoundEntries, file_problem

GAMES_FILE = re.compile(r"(\d+)\.pgn", re.IGNORECASE)
# PGN standard 8.1.1 (the Seven Tag Roster) and 9 (the supplemental tags), and those the programs clubs use add
# (Sharly Chess, Swiss-Manager, ChessBase, lichess): other tags are told, for a misspelt one loses its value.
KNOWN_TAGS = frozenset((
    "Event", "Site", "Date", "Round", "White", "Black", "Result",
    "WhiteTitle", "BlackTitle", "WhiteElo", "BlackElo", "WhiteUSCF", "BlackUSCF", "WhiteNA", "BlackNA", "WhiteType",
    "BlackType", "EventDate", "EventSponsor", "Section", "Stage", "Board", "Opening", "Variation", "SubVariation",
    "ECO", "NIC", "Time", "UTCTime", "UTCDate", "TimeControl", "SetUp", "FEN", "Termination", "Annotator", "Mode",
    "PlyCount",
    "WhiteFideId", "BlackFideId", "WhiteTeam", "BlackTeam", "WhiteClub", "BlackClub", "WhiteRatingDiff",
    "BlackRatingDiff", "EventType", "EventRounds", "EventCountry", "EventCategory", "Source", "SourceDate",
    "SourceTitle", "SourceVersion", "SourceVersionDate", "SourceQuality", "GameId", "Variant", "Remark",
))
_RESULT_OF = MappingProxyType({"1-0": GameResult.WHITE_WINS, "0-1": GameResult.BLACK_WINS,
                               "1/2-1/2": GameResult.DRAW})
_ROUND_TAG = re.compile(r"\s*(\d+)(?:\.(\d+))?\s*")


def games_files(folder: Path, shown: str, problems: Problems) -> dict[int, tuple[Path, str]]:
    """rounds/NN.pgn by round number, each with its name in messages; a misnamed one is reported."""
    found: dict[int, tuple[Path, str]] = {}
    rounds = folder / ROUNDS_DIR
    if not rounds.is_dir():
        return found
    for path in sorted(rounds.iterdir()):
        if not path.is_file() or path.suffix.lower() != ".pgn":
            continue
        name = f"{shown}/{ROUNDS_DIR}/{path.name}"
        match = GAMES_FILE.fullmatch(path.name)
        if match is None or int(match[1]) == 0 or int(match[1]) in found:
            problems.append(file_problem(name, "a games file is named by its round number, like 06.pgn, once per "
                                               "round", "rename it after the round file it belongs to"))
            continue
        found[int(match[1])] = (path, name)
    return found


def read_games(folder: Path, shown: str, index: PlayerIndex, entries: list[RoundEntries],
               problems: Problems) -> list[RoundEntries]:
    """The round entries with the games of their rounds/NN.pgn attached to the boards."""
    files = games_files(folder, shown, problems)
    if not files:
        return entries
    try:
        chess_library()
    except ChessMissing:
        first = files[min(files)][1]
        problems.append(file_problem(first, "games files need python-chess, which is not installed", MISSING_HINT))
        return entries
    by_number = {entry.round.number: entry for entry in entries}
    for number, (path, name) in sorted(files.items()):
        entry = by_number.get(number)
        if entry is None:
            problems.append(file_problem(name, f"games of round {number}, but there is no round file "
                                               f"{ROUNDS_DIR}/{number:02d}.yml", "add the round file, or rename "
                                                                                 "the games file after its round"))
            continue
        entry.round = _RoundGames(entry, index, name, problems).attach(_read_file(path, name, problems))
    return entries


def _read_file(path: Path, name: str, problems: Problems) -> list[RawGame]:
    """The games of one file: UTF-8, else Windows-1252 with a warning (as older programs write, and as for TRF)."""
    data, problem = read_content_bytes(path, name)
    if problem is not None:
        problems.append(problem)
        return []
    text, problem = decode_utf8(data, name)
    if problem is not None:
        text = data.decode("cp1252", errors="replace")
        problems.append(dataclasses.replace(
            problem, message=f"{problem.message.split(' (')[0]}; read as Windows-1252, as older programs write it",
            source_line=text.splitlines()[problem.location.line - 1] if problem.location.line else None,
            hint="check the names with accents; save the file as UTF-8 to be sure", severity=Severity.WARNING))
    games, found = read_pgn(text, name)
    problems.extend(found)
    return games


class _RoundGames:
    """The games of one round's file matched to its boards."""

    def __init__(self, entry: RoundEntries, index: PlayerIndex, name: str, problems: Problems) -> None:
        self.entry = entry
        self.index = index
        self.name = name
        self.problems = problems
        self.round_file = entry.shown
        self.taken: dict[int, RawGame] = {}
        self.told: set[str] = set()   # the unknown tags warned of: once a file, not once a game

    def problem(self, where: RawTag | RawGame, message: str, hint: str | None = None,
                severity: Severity = Severity.ERROR) -> None:
        line, column = (where.line, where.column) if isinstance(where, RawTag) else (where.first_line, 1)
        self.problems.append(Problem(Location(self.name, line, column), message, self._quoted(where), hint, severity))

    @staticmethod
    def _quoted(where: RawTag | RawGame) -> str | None:
        if isinstance(where, RawTag):
            return f'[{where.name} "{where.value}"]'
        return where.text.split("\n", 1)[0] if where.text else None

    def attach(self, games: list[RawGame]) -> Round:
        rnd = self.entry.round
        attached = list(rnd.games)
        for raw in games:
            self._unknown_tags(raw)
            found = self._board(raw)
            if found is None:
                continue
            position, game = found
            record = self._record(raw, game)
            if record is not None:
                attached[position] = dataclasses.replace(game, record=record)
        return dataclasses.replace(rnd, games=tuple(attached))

    def _unknown_tags(self, raw: RawGame) -> None:
        for tag in raw.tags:
            if tag.name not in KNOWN_TAGS and tag.name not in self.told:
                self.told.add(tag.name)
                guess = did_you_mean(tag.name, KNOWN_TAGS, cutoff=0.75)
                self.problem(tag, f"unknown tag {tag.name}" + (f" — did you mean {guess}?" if guess else ""),
                             "the page shows the tags of the PGN standard; this one is left out",
                             Severity.WARNING)

    # -- which board ---------------------------------------------------------------------------------------

    def _board(self, raw: RawGame) -> tuple[int, Game] | None:
        number = self.entry.round.number
        if not self._round_agrees(raw, number):
            return None
        white, black = self._player(raw, "White"), self._player(raw, "Black")
        if white is None or black is None:
            return None
        games = self.entry.round.games
        for position, game in enumerate(games):
            if game.white == white.start and game.black == black.start:
                return self._free(raw, position, game)
        names = f"{label(white)} – {label(black)}"
        reversed_board = next((g for g in games if (g.white, g.black) == (black.start, white.start)), None)
        if reversed_board is not None:
            self.problem(raw.tag("White") or raw, f"round {number}: the round file has {label(black)} with White "
                         f"against {label(white)} on board {self._board_number(reversed_board)}, but this game "
                         f"has the colours the other way", f"correct the colours here or in {self._at(reversed_board)}")
        else:
            self.problem(raw.tag("White") or raw, f"round {number}: no board of {self.round_file} is {names}",
                         f"each game belongs to a board of its round; check the names and the round ({self._boards()})")
        return None

    def _free(self, raw: RawGame, position: int, game: Game) -> tuple[int, Game] | None:
        earlier = self.taken.get(position)
        if earlier is not None:
            self.problem(raw, f"round {self.entry.round.number}, board {self._board_number(game)} has a game "
                              f"already (line {earlier.first_line})", "keep one game per board")
            return None
        self.taken[position] = raw
        return position, game

    def _round_agrees(self, raw: RawGame, number: int) -> bool:
        tag = raw.tag("Round")
        if tag is None or tag.value.strip("?- ") == "":
            return True
        match = _ROUND_TAG.fullmatch(tag.value)
        if match is None:
            self.problem(tag, f"the Round tag '{tag.value}' is no round number", f"write [Round \"{number}\"]")
            return False
        if int(match[1]) != number:
            self.problem(tag, f"a game of round {match[1]} in the games file of round {number}",
                         f"move it to {ROUNDS_DIR}/{int(match[1]):02d}.pgn, or correct the Round tag")
            return False
        return True

    def _player(self, raw: RawGame, side: str) -> Player | None:
        tag = raw.tag(side)
        if tag is None or not tag.value.strip("? "):
            self.problem(raw, f"a game without a {side} tag cannot be matched to its board",
                         f"add [{side} \"name\"] with the name the round file uses")
            return None
        found = self.index.find(tag.value)
        if len(found) == 1:
            return found[0]
        if found:
            self.problem(tag, f"ambiguous player '{tag.value}': {', '.join(label(p) for p in found)}",
                         "write the full name as tournament.yml has it")
            return None
        guess = self.index.suggestion(tag.value)
        self.problem(tag, f"unknown player '{tag.value}'" + (f" — did you mean '{guess[0]}' (no. {guess[1].start})?"
                                                             if guess else ""),
                     "the names of tournament.yml, in either order ('Krüger, Sophie' or 'Sophie Krüger')")
        return None

    def _board_number(self, game: Game) -> int:
        return game.board or self.entry.round.games.index(game) + 1

    def _at(self, game: Game) -> str:
        node = self.entry.board_nodes[self.entry.round.games.index(game)]
        return f"{self.round_file}:{node.line}"

    def _boards(self) -> str:
        return f"round {self.entry.round.number} has {len(self.entry.round.games)} boards in {self.round_file}"

    # -- the record ----------------------------------------------------------------------------------------

    def _record(self, raw: RawGame, game: Game) -> GameScore | None:
        where = f"round {self.entry.round.number}, board {self._board_number(game)}"
        if raw.result is None:
            return None   # the reader said the game is cut off
        if not self._result_agrees(raw, game, where):
            return None
        fen = raw.tag("FEN")
        try:
            played = play(raw.line, fen.value if fen is not None else None)
        except IllegalMove as exc:
            self.problems.append(Problem(Location(self.name, exc.move.line, exc.move.column), f"{where}: {exc}",
                                         self._line_text(raw, exc.move.line), exc.hint))
            return None
        except BadPosition as exc:
            assert fen is not None
            self.problem(fen, f"{where}: the FEN tag is no position to play from: {exc}",
                         "copy the FEN from the program that set the position up")
            return None
        tags = tuple((t.name, t.value) for t in raw.tags if t.name in KNOWN_TAGS)
        return GameScore(tags, played.line, raw.result, raw.text, played.start)

    def _result_agrees(self, raw: RawGame, game: Game, where: str) -> bool:
        tag = raw.tag("Result")
        if tag is not None and tag.value != raw.result:
            self.problem(tag, f"{where}: the Result tag says {tag.value}, but the moves end with {raw.result}",
                         "the PGN standard asks both to agree: correct one of them")
            return False
        given = _RESULT_OF.get(raw.result or "")
        if game.result.forfeit:
            self.problem(raw, f"{where} was not played ({game.result.value} in {self._at(game)}), but the games "
                              f"file has its moves", "remove the game, or correct the result in the round file")
            return False
        if given is None or given is game.result:   # "*": the moves may be published before the result
            return True
        entered = "no result yet" if game.result.pending else f"{game.result.value}"
        self.problem(raw.tag("Result") or raw, f"{where}: the game ends {raw.result}, but {self._at(game)} has "
                     f"{entered}", "correct the result in one of the two files")
        return False

    def _line_text(self, raw: RawGame, line: int) -> str | None:
        lines = raw.text.split("\n")
        index = line - raw.first_line
        return lines[index] if 0 <= index < len(lines) else None
