"""content/<slug>/rounds/NN.yml: boards, results and byes, checked within a round and across rounds."""
from __future__ import annotations

import re
from pathlib import Path
from types import MappingProxyType

from generator.core.errors import Severity
from generator.core.model import (
    Absence,
    AbsenceKind,
    Bye,
    ByeKind,
    Game,
    GameResult,
    PairingSystem,
    Player,
    Round,
    Start,
    Tournament,
)
from generator.loading.games import read_games
from generator.loading.players import PlayerIndex, label, resolve
from generator.loading.roundrobin import read_against_schedule
from generator.loading.values import (
    ROUNDS_DIR,
    Problems,
    RoundEntries,
    as_mapping,
    check_keys,
    file_problem,
    items_of,
    read_date,
    read_whole_number,
    read_yaml,
    unknown_key,
)
from generator.loading.yamlsource import Mapping, Scalar, Sequence, YamlNode

RESULT_HINT = ("write 1-0, 0-1 or ½-½ (also 1/2-1/2, 0.5-0.5, ½ or =); a forfeit is +- (white wins) or -+ "
               "(black wins), a double forfeit --; leave it empty until the game is played")
_RESULTS = MappingProxyType({
    "1-0": GameResult.WHITE_WINS, "0-1": GameResult.BLACK_WINS, "½-½": GameResult.DRAW, "=": GameResult.DRAW,
    "½": GameResult.DRAW,
    "+-": GameResult.WHITE_WINS_FORFEIT, "-+": GameResult.BLACK_WINS_FORFEIT, "--": GameResult.DOUBLE_FORFEIT,
})
_BYE_KEYS = MappingProxyType({"pab": ByeKind.PAB, "half": ByeKind.HALF, "zero": ByeKind.ZERO, "full": ByeKind.FULL,
                              "free": ByeKind.FREE})
_BYE_WORDS = MappingProxyType({ByeKind.PAB: "pairing-allocated bye", ByeKind.HALF: "half-point bye",
                               ByeKind.ZERO: "zero-point bye", ByeKind.FULL: "full-point bye",
                               ByeKind.FREE: "free round"})
ROUND_KEYS = ("round", "date", "boards", "byes", "absent")
_ABSENCE_KEYS = MappingProxyType({kind.value: kind for kind in AbsenceKind})
BOARD_KEYS = ("white", "black", "result")


# What word processors and phones put for the hyphen of '1-0': en and em dash, minus sign, figure dash, hyphens.
_DASHES = MappingProxyType(str.maketrans({"\u2013": "-", "\u2014": "-", "\u2212": "-", "\u2012": "-",
                                          "\u2010": "-", "\u2011": "-", "\ufe63": "-", "\uff0d": "-"}))


def parse_result(text: str) -> GameResult | None:
    """A result as typed ('1-0', '1–0', '½:½', '+-', '1/2-1/2', '0,5-0,5', '½', '=' …) or None when it is not
    one."""
    compact = "".join(text.split()).translate(_DASHES)
    compact = compact.replace("1/2", "½").replace("0.5", "½").replace("0,5", "½")
    if compact.count(":") == 1:  # German style 1:0, ½:½, +:-
        white, black = compact.split(":")
        forfeit = white in ("+", "-") and black in ("+", "-")
        compact = f"{white}{black}" if forfeit else f"{white}-{black}"
    return _RESULTS.get(compact)


def _decimal_comma_result(node: Sequence) -> str | None:
    """'[Name, Name, 0,5-0,5]': the YAML list read the decimal commas as separators. The result as typed, when
    the items past the two players join into one."""
    rest = [item for item in node.items[2:] if isinstance(item, Scalar)]
    if len(rest) < 2 or len(rest) != len(node.items) - 2:
        return None
    joined = ",".join(item.text.strip() for item in rest)
    return joined if "," in joined and parse_result(joined) is not None else None


_ROUND_FILE = re.compile(r"(\d+)\.ya?ml")
_IGNORED_FILE = re.compile(r"^\.|~$|\.swp$|\.bak$|\.orig$")
_GAMES_FILE = re.compile(r"\.pgn$", re.IGNORECASE)   # a round's games: generator/loading/games.py


def read_rounds(folder: Path, shown: str, tournament: Tournament, index: PlayerIndex,
                problems: Problems, games: bool = False) -> tuple[Round, ...]:
    """The rounds of a tournament folder (`shown` is its name in messages), in order; with `games`, the games of
    its rounds/NN.pgn files attached to their boards (a site's build: `bulletin pair` needs no moves)."""
    entries = RoundsReader(folder, shown, tournament, index, problems).read()
    if games:
        entries = read_games(folder, shown, index, entries, problems)
    return tuple(entry.round for entry in entries)


class RoundFiles:
    """The round files of a folder as both readers (a tournament's and a league's) take them: named by their number
    (`rounds/03.yml`), without gaps, their `round:` agreeing with the file name and within the rounds planned
    (`beyond_hint` says where the rounds are planned)."""

    def __init__(self, folder: Path, shown: str, planned: int, problems: Problems,
                 beyond_hint: str = "raise 'rounds:' in tournament.yml if the tournament got longer",
                 games: bool = False) -> None:
        self.games = games   # a tournament's rounds/ also holds its games files (NN.pgn)
        self.folder = folder
        self.shown = shown
        self.planned = planned
        self.problems = problems
        self.beyond_hint = beyond_hint

    def shown_of(self, path: Path) -> str:
        return f"{self.shown}/{ROUNDS_DIR}/{path.name}"

    def numbered(self) -> list[tuple[int, Path]]:
        """The round files by round number; a misnamed, zero or repeated one is reported and left out."""
        folder = self.folder / ROUNDS_DIR
        if not folder.is_dir():
            return []
        numbered: dict[int, Path] = {}
        for path in sorted(folder.iterdir()):
            if not path.is_file() or _IGNORED_FILE.search(path.name) or (self.games and _GAMES_FILE.search(path.name)):
                continue
            match = _ROUND_FILE.fullmatch(path.name)
            if not match:
                self.problems.append(file_problem(
                    self.shown_of(path), "a round file is named by its round number, like 03.yml",
                    f"rename the file, or move it out of {ROUNDS_DIR}/"))
                continue
            number = int(match[1])
            if number == 0:
                self.problems.append(file_problem(self.shown_of(path), "rounds are numbered from 1",
                                                  "the first round is 01.yml"))
                continue
            if number in numbered:
                self.problems.append(file_problem(
                    self.shown_of(path), f"round {number} is also given in {self.shown_of(numbered[number])}",
                    "keep one file per round"))
                continue
            numbered[number] = path
        return sorted(numbered.items())

    def check_gaps(self, files: list[tuple[int, Path]]) -> None:
        """Rounds are entered in order: rounds/01.yml and 03.yml without 02.yml is a mistake."""
        previous = 0
        for number, path in files:
            if number > previous + 1:
                missing = ", ".join(f"{n:02d}.yml" for n in range(previous + 1, number))
                self.problems.append(file_problem(
                    self.shown_of(path), f"round {number} follows a gap: no {missing} in {ROUNDS_DIR}/",
                    "rounds are entered in order; add the missing round file, or rename this one"))
            previous = number

    def check_round_number(self, mapping: Mapping, number: int, file_name: str, shown: str) -> None:
        """A `round:` in the file must be the number of its file name, and within the rounds planned."""
        node = mapping.get("round")
        if node is not None:
            given = read_whole_number(node, "round", self.problems, minimum=1)
            if given is not None and given != number:
                self.problems.append(node.problem(f"round {given} does not match the file name {file_name} "
                                                  f"(round {number})", "rename the file or correct 'round:'"))
        self.check_planned(number, node, shown)

    def check_planned(self, number: int, node: YamlNode | None, shown: str) -> None:
        if self.planned and number > self.planned:
            message = f"round {number} is beyond the {self.planned} rounds planned"
            self.problems.append(node.problem(message, self.beyond_hint) if node is not None
                                 else file_problem(shown, message, self.beyond_hint))


class RoundsReader:
    """Reads rounds/NN.yml in order and checks them against each other."""

    def __init__(self, folder: Path, shown: str, tournament: Tournament, index: PlayerIndex,
                 problems: Problems) -> None:
        self.folder = folder
        self.shown = shown
        self.problems = problems
        self.tournament = tournament
        self.index = index
        self.files = RoundFiles(folder, shown, tournament.planned_rounds, problems, games=True)

    def read(self) -> list[RoundEntries]:
        """Every round file in order, then the checks that compare rounds."""
        files = self.files.numbered()
        entries: list[RoundEntries] = []
        for number, path in files:
            errors_before = sum(p.is_error for p in self.problems)
            entry = self._read_round(number, path)
            if entry is not None:
                entry.faulty = sum(p.is_error for p in self.problems) > errors_before
                entries.append(entry)
        self.files.check_gaps(files)
        if self.tournament.round_robin:
            read_against_schedule(entries, self.tournament, self.index, self.problems)
        self._check_withdrawals(entries)
        self._check_repeated_pairings(entries)
        self._check_forbidden_pairs(entries)
        self._check_absent_players(entries)
        if not self.tournament.round_robin:   # a round robin's postponed games are pending meanwhile
            self._check_results_after_unfinished(entries)
        return entries

    # -- one round file ------------------------------------------------------------------------------------

    def _read_round(self, number: int, path: Path) -> RoundEntries | None:
        shown = self.files.shown_of(path)
        parsed = read_yaml(path, shown, self.problems)
        if parsed is None:
            return None
        if parsed.root is None:
            self.files.check_planned(number, None, shown)
            return RoundEntries(Round(number), None, shown)  # an empty file: the round is announced
        mapping = as_mapping(parsed.root, path.name, self.problems)
        if mapping is None:
            return None
        check_keys(mapping, ROUND_KEYS, "a round file", self.problems)
        self.files.check_round_number(mapping, number, path.name, shown)
        date = None
        if (node := mapping.get("date")) is not None and not (isinstance(node, Scalar) and node.is_null):
            date = read_date(node, "date", self.problems)
        anchor = mapping.key_node("boards") if "boards" in mapping else mapping
        entry = RoundEntries(Round(number, date=date), anchor, shown)
        games = self._boards(mapping.get("boards"), number, entry.mentioned, entry)
        byes = self._byes(mapping.get("byes"), number, entry.mentioned, entry)
        absences = self._absences(mapping.get("absent"), number, entry.mentioned)
        entry.round = Round(number, tuple(games), tuple(byes), date, absences)
        return entry

    def _absences(self, node: YamlNode | None, number: int, seen: dict[Start, str]) -> tuple[Absence, ...]:
        """A Keizer competition's `absent: {excused: [...], club: [...], unexcused: [...]}` (docs/rules/keizer.md
        §4): each kind earns its own share of the player's value."""
        if node is None:
            return ()
        if self.tournament.pairing is not PairingSystem.KEIZER:
            self.problems.append(node.problem(
                f"'absent' is for Keizer competitions, but this tournament is paired by "
                f"'{self.tournament.pairing.value}'", "list absent players under 'byes: zero:'"))
            return ()
        mapping = as_mapping(node, "'absent'", self.problems)
        found: list[Absence] = []
        for key, value in mapping.items() if mapping is not None else ():
            kind = _ABSENCE_KEYS.get(key.text)
            if kind is None:
                self.problems.append(unknown_key(key, tuple(_ABSENCE_KEYS), "absent"))
                continue
            for item in items_of(value):
                player = resolve(item, self.index, self.problems)
                if player is None:
                    continue
                if player.start in seen:
                    self.problems.append(item.problem(
                        f"{label(player)} is marked absent ({kind.value}) in round {number} but is already "
                        f"{seen[player.start]}", f"a player on a board came: take {label(player)} out of "
                        f"'absent', or off the board"))
                    continue
                seen[player.start] = f"absent ({kind.value})"
                found.append(Absence(player.start, kind))
        return tuple(found)

    def _boards(self, node: YamlNode | None, number: int, seen: dict[Start, str],
                entry: RoundEntries) -> list[Game]:
        games: list[Game] = []
        if node is None or (isinstance(node, Scalar) and node.is_null):
            return games
        if not isinstance(node, Sequence):
            self.problems.append(node.problem(f"'boards' must be a list, not {node.describe()}",
                                              "one line per board: - [white, black, result]"))
            return games
        for board, item in enumerate(node.items, start=1):
            game = self._board(item, board, number, seen)
            if game is not None:
                games.append(game)
                entry.board_nodes.append(item)
        return games

    def _board(self, node: YamlNode, board: int, number: int, seen: dict[Start, str]) -> Game | None:
        parts = self._board_parts(node)
        if parts is None:
            return None
        white_node, black_node, result_node = parts
        white = resolve(white_node, self.index, self.problems)
        black = resolve(black_node, self.index, self.problems)
        if white is not None and black is not None and white.start == black.start:
            self.problems.append(black_node.problem(f"{label(white)} cannot play against themselves"))
            return None
        place = f"on board {board}"
        white_ok = white is not None and self._first_time(white, white_node, place, number, seen)
        black_ok = black is not None and self._first_time(black, black_node, place, number, seen)
        result = self._result(result_node)
        if not (white_ok and black_ok) or result is None:
            return None
        return Game(white.start, black.start, result, board)  # type: ignore[union-attr]  # both *_ok: both found

    def _board_parts(self, node: YamlNode) -> tuple[YamlNode, YamlNode, YamlNode | None] | None:
        if isinstance(node, Sequence):
            if len(node) in (2, 3):
                items = node.items
                return items[0], items[1], items[2] if len(items) == 3 else None
            if (split := _decimal_comma_result(node)) is not None:
                self.problems.append(node.items[2].problem(
                    f"a board is [white, black, result], but the result '{split}' was split at its commas",
                    f"inside [ ] a comma separates items: write the draw as ½-½ or 0.5-0.5, or quote it: "
                    f"'{split}'"))
                return None
            self.problems.append(node.problem(
                f"a board is [white, black, result], but this one has {len(node)} "
                f"item{'' if len(node) == 1 else 's'}",
                "quote names that contain a comma, e.g. [\"Brandt, Konstantin\", 7, 1-0]"))
            return None
        if isinstance(node, Mapping):
            check_keys(node, BOARD_KEYS, "a board", self.problems)
            white, black = node.get("white"), node.get("black")
            if white is None or black is None:
                missing = "white" if white is None else "black"
                self.problems.append(node.problem(f"a board needs '{missing}'"))
                return None
            return white, black, node.get("result")
        self.problems.append(node.problem(f"a board is [white, black, result], not {node.describe()}"))
        return None

    def _result(self, node: YamlNode | None) -> GameResult | None:
        if node is None or (isinstance(node, Scalar) and node.is_null):
            return GameResult.PENDING
        if isinstance(node, Scalar):
            result = parse_result(node.text)
            if result is not None:
                return result
            self.problems.append(node.problem(f"invalid result '{node.text}'", RESULT_HINT))
            return None
        self.problems.append(node.problem(f"invalid result: {node.describe()}", RESULT_HINT))
        return None

    def _first_time(self, player: Player, node: YamlNode, place: str, number: int,
                    seen: dict[Start, str]) -> bool:
        """A player appears once per round: on one board or with one bye."""
        if player.start in seen:
            self.problems.append(node.problem(f"{label(player)} is already {seen[player.start]} in round "
                                              f"{number}", "each player has one board or one bye per round"))
            return False
        seen[player.start] = place
        return True

    def _byes(self, node: YamlNode | None, number: int, seen: dict[Start, str],
              entry: RoundEntries) -> list[Bye]:
        mapping = as_mapping(node, "'byes'", self.problems)
        if mapping is None:
            return []
        byes: list[Bye] = []
        for key, value in mapping.items():
            kind = _BYE_KEYS.get(key.text)
            if kind is None:
                self.problems.append(unknown_key(key, tuple(_BYE_KEYS), "byes"))
                continue
            if kind is ByeKind.FREE and not self.tournament.round_robin:
                self.problems.append(key.problem("'free' is the free round of a round robin, but this tournament "
                                                 f"is paired by '{self.tournament.pairing.value}'",
                                                 "a Swiss gives the pairing-allocated bye: pab"))
                continue
            for item in items_of(value):
                player = resolve(item, self.index, self.problems)
                if player is not None and self._first_time(player, item, f"given a {_BYE_WORDS[kind]}",
                                                           number, seen):
                    byes.append(Bye(player.start, kind))
                    entry.bye_nodes.append(item)
        pabs = [n for b, n in zip(byes, entry.bye_nodes) if b.kind is ByeKind.PAB]
        if len(pabs) > 1:
            self.problems.append(pabs[1].warning(f"{len(pabs)} pairing-allocated byes in round {number}",
                                                 "a Swiss round has at most one (for an odd number of players)"))
        return byes

    # -- checks across rounds ------------------------------------------------------------------------------

    def _check_withdrawals(self, entries: list[RoundEntries]) -> None:
        """A player who withdrew has no board and no bye other than a zero-point bye from that round on."""
        withdrawals = self.tournament.withdrawals
        if not withdrawals:
            return
        hint = "correct the withdrawal round in tournament.yml, or remove the {}"
        for entry in entries:
            number = entry.round.number
            boards = () if self.tournament.round_robin else zip(entry.round.games, entry.board_nodes)  # roundrobin.py
            for game, node in boards:
                for start in game.players():
                    if self.tournament.withdrawn_in(start, number):
                        self.problems.append(node.problem(
                            f"{label(self.index.by_start[start])} withdrew from round {withdrawals[start]} on, "
                            f"but has board {game.board} in round {number}", hint.format("board")))
            for bye, node in zip(entry.round.byes, entry.bye_nodes):
                if bye.kind is not ByeKind.ZERO and self.tournament.withdrawn_in(bye.player, number):
                    self.problems.append(node.problem(
                        f"{label(self.index.by_start[bye.player])} withdrew from round {withdrawals[bye.player]} "
                        f"on, but has a {_BYE_WORDS[bye.kind]} in round {number}", hint.format("bye")))

    def _keizer_rematch_allowed(self, earlier: list[int], number: int) -> bool:
        """A Keizer competition allows a rematch after `rematch_after` evenings (docs/rules/keizer.md §7)."""
        settings = self.tournament.keizer
        if settings is None or not earlier:
            return False
        return settings.rematch_gap is not None and number - earlier[-1] >= settings.rematch_gap

    def _check_repeated_pairings(self, entries: list[RoundEntries]) -> None:
        """FIDE C.04.1 (a): two players shall not play each other more than once. Forfeited games were not
        played, so only games played (or still to be played) count as a meeting. In a round robin each pair has
        one game per cycle, forfeited or not, so a pair on the board again is an error."""
        round_robin = self.tournament.round_robin
        allowed = self.tournament.cycles if round_robin else 1
        met: dict[frozenset[Start], list[int]] = {}
        for entry in entries:
            for game, node in zip(entry.round.games, entry.board_nodes):
                if game.result.forfeit and not round_robin:
                    continue
                pair = frozenset(game.players())
                earlier = met.setdefault(pair, [])
                if self._keizer_rematch_allowed(earlier, entry.round.number):
                    earlier.append(entry.round.number)
                    continue
                if len(earlier) >= allowed:
                    white, black = (self.index.by_start[s] for s in game.players())
                    rounds = ", ".join(str(r) for r in earlier)
                    message = f"{label(white)} and {label(black)} already played each other in round {rounds}"
                    if round_robin:
                        times = "once" if allowed == 1 else "twice"
                        self.problems.append(node.problem(
                            message, f"in this round robin each pair meets {times}; check the board against the "
                                     "schedule"))
                    else:
                        self.problems.append(node.warning(message, "players meet only once in a Swiss; check the "
                                                                   "pairing"))
                earlier.append(entry.round.number)

    def _check_forbidden_pairs(self, entries: list[RoundEntries]) -> None:
        forbidden = self.tournament.forbidden_pairs
        if not forbidden:
            return
        for entry in entries:
            for game, node in zip(entry.round.games, entry.board_nodes):
                if frozenset(game.players()) in forbidden:
                    white, black = (self.index.by_start[s] for s in game.players())
                    self.problems.append(node.warning(
                        f"{label(white)} and {label(black)} are paired although tournament.yml forbids it",
                        "forbidden_pairs keeps the pairing program from pairing them; check this board"))

    def _check_absent_players(self, entries: list[RoundEntries]) -> None:
        """Scoring counts a player with nothing entered as absent; say so unless the file says it."""
        for entry in entries:
            if not entry.round.games or entry.faulty or self.tournament.pairing is PairingSystem.KEIZER:
                continue  # not paired yet (maybe byes requested in advance); or the errors say more
            present = entry.mentioned
            number = entry.round.number
            absent = [p for p in self.tournament.players
                      if p.start not in present and not self.tournament.withdrawn_in(p.start, number)]
            if not absent:
                continue
            if len(absent) == 1:
                message = (f"{label(absent[0])} has no board and no bye in round {number}; "
                           "counted as absent (zero-point bye)")
            else:
                message = (f"{len(absent)} players have no board and no bye in round {number}: "
                           f"{', '.join(label(p) for p in absent)}; counted as absent (zero-point byes)")
            hint = "list absent players under 'byes: zero:' to say so"
            where = entry.anchor
            self.problems.append(where.warning(message, hint) if where is not None
                                 else file_problem(entry.shown, message, hint, Severity.WARNING))

    def _check_results_after_unfinished(self, entries: list[RoundEntries]) -> None:
        for earlier, later in zip(entries, entries[1:]):
            pending = [g for g in earlier.round.games if g.result.pending]
            finished = any(not g.result.pending for g in later.round.games)
            if pending and finished:
                node = earlier.board_nodes[earlier.round.games.index(pending[0])]
                self.problems.append(node.warning(
                    f"board {pending[0].board} of round {earlier.round.number} has no result, but round "
                    f"{later.round.number} has results", "enter the missing result"))
