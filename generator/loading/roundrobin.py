"""The round files of a round robin, read against its schedule (the Berger tables, generator/core/pairing/berger.py).

The schedule fills in what a round file need not say: the free round of an odd number of players, and the
games of a player who withdrew (forfeits against him). It also checks the files: a player on a board in his free
round is an error, and so is a board with a withdrawn player's game played; a board the schedule does not have
is a warning, since the arbiter may swap rounds (a round that plays another round of the schedule whole is one
warning). The rules are in docs/rules/round-robin.md.
"""
from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from generator.core.errors import Severity
from generator.core.model import Bye, ByeKind, Game, GameResult, Start, Tournament
from generator.core.pairing.berger import ScheduledRound, ScheduleError, schedule, table_size
from generator.loading.players import PlayerIndex, label
from generator.loading.values import Problems, RoundEntries, file_problem
from generator.loading.yamlsource import YamlNode

_FORFEIT_AGAINST = MappingProxyType({  # (white withdrawn, black withdrawn) → the result
    (True, False): GameResult.BLACK_WINS_FORFEIT, (False, True): GameResult.WHITE_WINS_FORFEIT,
    (True, True): GameResult.DOUBLE_FORFEIT,
})
_LOST_BY = MappingProxyType({GameResult.BLACK_WINS_FORFEIT: (True, False),
                             GameResult.WHITE_WINS_FORFEIT: (False, True), GameResult.DOUBLE_FORFEIT: (True, True)})


def read_against_schedule(entries: list[RoundEntries], tournament: Tournament, index: PlayerIndex,
                          problems: Problems) -> None:
    """Check each round file against the schedule and complete its round (free round, withdrawn players'
    forfeits), in place."""
    try:
        planned = {r.number: r for r in schedule(tournament)}
    except ScheduleError:
        return   # tournament.yml's own error says why (too few players)
    checker = _Checker(tournament, index, problems, planned)
    for entry in entries:
        scheduled = planned.get(entry.round.number)
        if scheduled is not None and entry.round.games:
            checker.check(entry, scheduled)


class _Checker:
    def __init__(self, tournament: Tournament, index: PlayerIndex, problems: Problems,
                 planned: dict[int, ScheduledRound]) -> None:
        self.tournament = tournament
        self.index = index
        self.problems = problems
        self.planned = planned
        self.dummy = table_size(len(tournament.players))

    def name(self, start: Start) -> str:
        return label(self.index.by_start[start])

    def check(self, entry: RoundEntries, scheduled: ScheduledRound) -> None:
        number = entry.round.number
        swapped = self._swapped_round(entry, scheduled)
        if swapped is not None:
            scheduled = swapped
        else:
            self._check_boards(entry, scheduled)
        self._check_free_round(entry, scheduled)
        games = self._withdrawn_games(entry, scheduled)
        byes = entry.round.byes
        free = scheduled.free
        if free is not None and free not in entry.mentioned and not self.tournament.withdrawn_in(free, number):
            byes += (Bye(free, ByeKind.FREE),)
            entry.mentioned[free] = "given the free round"
        entry.round = replace(entry.round, games=games, byes=byes)

    # -- which round of the schedule the file plays --------------------------------------------------------

    def _swapped_round(self, entry: RoundEntries, scheduled: ScheduledRound) -> ScheduledRound | None:
        """Another round of the schedule when the file plays exactly its games (the arbiter swapped rounds):
        one warning for the round instead of one per board."""
        pairs = {g.players() for g in entry.round.games}
        if pairs <= scheduled.pairs():
            return None
        other = next((r for r in self.planned.values() if r.pairs() == pairs), None)
        if other is None:
            return None
        message = (f"round {scheduled.number} plays the games of round {other.number} of the schedule "
                   f"(Berger table round {other.table_round})")
        hint = "the arbiter may swap rounds; if that was not meant, check the round file and the pairing numbers"
        self.problems.append(entry.anchor.warning(message, hint) if entry.anchor is not None
                             else file_problem(entry.shown, message, hint, Severity.WARNING))
        return other

    def _check_boards(self, entry: RoundEntries, scheduled: ScheduledRound) -> None:
        """A board the schedule does not have is a warning naming the round and the board."""
        pairs = scheduled.pairs()
        for game, node in zip(entry.round.games, entry.board_nodes):
            if game.players() in pairs:
                continue
            where = f"round {scheduled.number}, board {game.board}"
            if (game.black, game.white) in pairs:
                message = (f"{where}: colours reversed from the schedule, where {self.name(game.black)} has White "
                           f"against {self.name(game.white)}")
            else:
                message = (f"{where}: {self.name(game.white)} – {self.name(game.black)} is not a game of the "
                           f"schedule{self._scheduled_opponent(scheduled, game.white)}")
            self.problems.append(node.warning(message, "the arbiter may change the schedule; if that was not "
                                                       "meant, check this board and the pairing numbers"))

    def _scheduled_opponent(self, scheduled: ScheduledRound, player: Start) -> str:
        board = scheduled.board_of(player)
        if board is not None:
            opponent = board.white if board.black == player else board.black
            return f" (the Berger table pairs {self.name(player)} with {self.name(opponent)})"
        if scheduled.free == player:
            return f" ({self.name(player)} has the free round)"
        return ""

    # -- the free round ------------------------------------------------------------------------------------

    def _check_free_round(self, entry: RoundEntries, scheduled: ScheduledRound) -> None:
        free = scheduled.free
        number = entry.round.number
        for game, node in zip(entry.round.games, entry.board_nodes):
            if free in game.players():
                self.problems.append(node.problem(
                    f"{self.name(free)} has the free round in round {number} by the schedule (the Berger table "
                    f"pairs them with number {self.dummy}, which nobody holds), but is on board {game.board}",
                    "in a round robin of an odd number of players one player has the free round each round; "
                    "check this board and the pairing numbers in tournament.yml"))
        for bye, node in zip(entry.round.byes, entry.bye_nodes):
            if bye.kind is ByeKind.FREE and bye.player != free:
                who = f"{self.name(free)} has it" if free is not None else "nobody has one (an even number of players)"
                self.problems.append(node.problem(
                    f"{self.name(bye.player)} has no free round in round {number} by the schedule: {who}",
                    "leave the free round out of the round file: the schedule gives it"))

    # -- withdrawn players ---------------------------------------------------------------------------------

    def _withdrawn_games(self, entry: RoundEntries, scheduled: ScheduledRound) -> tuple[Game, ...]:
        """A withdrawn player's games are forfeits against him: an empty result becomes one, a game the file
        leaves out is added; a result played (or won) by him after his withdrawal is an error."""
        number = entry.round.number
        out = []
        for position, game in enumerate(entry.round.games):
            gone = tuple(self.tournament.withdrawn_in(s, number) for s in game.players())
            if not any(gone):
                out.append(game)
            elif game.result.pending:
                out.append(replace(game, result=_FORFEIT_AGAINST[gone]))  # type: ignore[index]  # two players
            else:
                if _LOST_BY.get(game.result) != gone and position < len(entry.board_nodes):
                    self._played_after_withdrawal(entry.board_nodes[position], game, gone, number)
                out.append(game)
        for board in scheduled.boards:
            gone = tuple(self.tournament.withdrawn_in(s, number) for s in board.players())
            if any(gone) and not any(s in entry.mentioned for s in board.players()):
                out.append(Game(board.white, board.black, _FORFEIT_AGAINST[gone],  # type: ignore[index]  # two players
                                len(out) + 1))
                for start in board.players():
                    entry.mentioned[start] = "on a board the schedule gives (a withdrawal)"
        return tuple(out)

    def _played_after_withdrawal(self, node: YamlNode, game: Game, gone: tuple[bool, ...], number: int) -> None:
        start = game.white if gone[0] else game.black
        first = self.tournament.withdrawals[start]
        self.problems.append(node.problem(
            f"{self.name(start)} withdrew from round {first} on, but has the result {game.result.value} on board "
            f"{game.board} in round {number}",
            "a withdrawn player's games are forfeits against them: leave the result empty, or correct the "
            "withdrawal round in tournament.yml"))
