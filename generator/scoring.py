"""Per player and round: points, colour, opponent, and how the round came about (docs/rules/tiebreaks.md §2).

Pure: a `Tournament` in, `Scorecard`s out.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction
from functools import lru_cache
from typing import Mapping

from .model import Bye, ByeKind, Colour, Game, GameResult, PointSystem, Start, Tournament, WithdrawalRule


class CellKind(Enum):
    """What one round was for one player (docs/rules/tiebreaks.md §2.1)."""

    WIN = "W"
    DRAW = "D"
    LOSS = "L"
    FORFEIT_WIN = "FW"
    FORFEIT_LOSS = "FL"       # also each side of a double forfeit
    PAB = "PAB"
    FULL_BYE = "FPB"
    HALF_BYE = "HPB"
    ZERO_BYE = "ZPB"          # requested, announced absence, or simply not paired
    WITHDRAWN = "WD"          # a round after the player withdrew (C.07 16.1: counts as a ZPB)
    PENDING = "P"             # paired, result not yet entered
    FREE_ROUND = "FR"         # a round robin's free round (odd number of players): no game, free_round points
    STRUCK = "X"              # what the tie-breaks see of a game struck by a withdrawal: nothing at all

    @property
    def played(self) -> bool:
        """Played over the board."""
        return self in (CellKind.WIN, CellKind.DRAW, CellKind.LOSS)

    @property
    def unplayed(self) -> bool:
        return not self.played and self is not CellKind.PENDING

    @property
    def forfeit(self) -> bool:
        return self in (CellKind.FORFEIT_WIN, CellKind.FORFEIT_LOSS)

    @property
    def requested_bye(self) -> bool:
        """C.07 16.1: HPB and ZPB (absence and withdrawal included) are requested byes."""
        return self in (CellKind.HALF_BYE, CellKind.ZERO_BYE, CellKind.WITHDRAWN)


@dataclass(frozen=True)
class Cell:
    """One player's round. `opponent` is kept for forfeits (the scheduled opponent); `colour` too."""

    round: int
    kind: CellKind
    points: Fraction
    opponent: Start | None = None
    colour: Colour | None = None
    double_forfeit: bool = False
    struck: bool = False      # a round robin's game struck by a withdrawal (docs/rules/round-robin.md): 0 points

    @property
    def played(self) -> bool:
        return self.kind.played


@dataclass(frozen=True)
class Scorecard:
    """A player's rounds 1..k, in order."""

    start: Start
    cells: tuple[Cell, ...]

    @property
    def points(self) -> Fraction:
        return sum((c.points for c in self.cells), Fraction(0))

    def points_before(self, round_number: int) -> Fraction:
        return sum((c.points for c in self.cells if c.round < round_number), Fraction(0))

    def points_after(self, round_number: int) -> Fraction:
        return sum((c.points for c in self.cells if c.round <= round_number), Fraction(0))

    def running_scores(self) -> tuple[Fraction, ...]:
        total, out = Fraction(0), []
        for cell in self.cells:
            total += cell.points
            out.append(total)
        return tuple(out)

    def cell(self, round_number: int) -> Cell:
        return self.cells[round_number - 1]

    def played_cells(self) -> tuple[Cell, ...]:
        return tuple(c for c in self.cells if c.played)

    def colours(self) -> tuple[Colour, ...]:
        """Colours of games played over the board, in order (forfeits and byes have none)."""
        return tuple(c.colour for c in self.cells if c.played and c.colour is not None)


_GAME_KINDS: Mapping[GameResult, tuple[CellKind, CellKind]] = {
    GameResult.WHITE_WINS: (CellKind.WIN, CellKind.LOSS),
    GameResult.BLACK_WINS: (CellKind.LOSS, CellKind.WIN),
    GameResult.DRAW: (CellKind.DRAW, CellKind.DRAW),
    GameResult.WHITE_WINS_FORFEIT: (CellKind.FORFEIT_WIN, CellKind.FORFEIT_LOSS),
    GameResult.BLACK_WINS_FORFEIT: (CellKind.FORFEIT_LOSS, CellKind.FORFEIT_WIN),
    GameResult.DOUBLE_FORFEIT: (CellKind.FORFEIT_LOSS, CellKind.FORFEIT_LOSS),
    GameResult.PENDING: (CellKind.PENDING, CellKind.PENDING),
}

_BYE_KINDS: Mapping[ByeKind, CellKind] = {
    ByeKind.PAB: CellKind.PAB,
    ByeKind.FULL: CellKind.FULL_BYE,
    ByeKind.HALF: CellKind.HALF_BYE,
    ByeKind.ZERO: CellKind.ZERO_BYE,
    ByeKind.FREE: CellKind.FREE_ROUND,
}


def points_for(kind: CellKind, tournament: Tournament) -> Fraction:
    return _table_of(tournament.points)[kind]


# The table of the point system last asked for, found by identity: hashing a PointSystem (nine fractions) for
# every cell of every player of every round cost a third of computing the standings (benchmarks/site_scale.py).
_last_table: tuple[PointSystem, Mapping[CellKind, Fraction]] | None = None


def _table_of(points: PointSystem) -> Mapping[CellKind, Fraction]:
    global _last_table
    kept = _last_table   # one read: another thread may replace it meanwhile
    if kept is not None and kept[0] is points:
        return kept[1]
    table = _points_table(points)
    _last_table = (points, table)
    return table


@lru_cache(maxsize=32)
def _points_table(p: PointSystem) -> Mapping[CellKind, Fraction]:
    return {
        CellKind.WIN: p.win, CellKind.DRAW: p.draw, CellKind.LOSS: p.loss,
        CellKind.FORFEIT_WIN: p.forfeit_win, CellKind.FORFEIT_LOSS: p.forfeit_loss,
        CellKind.PAB: p.pab, CellKind.FULL_BYE: p.full_bye, CellKind.HALF_BYE: p.half_bye,
        CellKind.ZERO_BYE: p.zero_bye, CellKind.WITHDRAWN: p.zero_bye, CellKind.PENDING: Fraction(0),
        CellKind.FREE_ROUND: p.free_round, CellKind.STRUCK: Fraction(0),
    }


def _game_cells(game: Game, round_number: int, tournament: Tournament) -> dict[Start, Cell]:
    white_kind, black_kind = _GAME_KINDS[game.result]
    double = game.result is GameResult.DOUBLE_FORFEIT
    return {
        game.white: Cell(round_number, white_kind, points_for(white_kind, tournament), game.black,
                         Colour.WHITE, double),
        game.black: Cell(round_number, black_kind, points_for(black_kind, tournament), game.white,
                         Colour.BLACK, double),
    }


def _bye_cell(bye: Bye, round_number: int, tournament: Tournament) -> Cell:
    kind = _BYE_KINDS[bye.kind]
    return Cell(round_number, kind, points_for(kind, tournament))


def _absent_cell(player: Start, round_number: int, tournament: Tournament) -> Cell:
    kind = CellKind.WITHDRAWN if tournament.withdrawn_in(player, round_number) else CellKind.ZERO_BYE
    return Cell(round_number, kind, points_for(kind, tournament))


def round_cells(tournament: Tournament, round_number: int) -> dict[Start, Cell]:
    """Every player's cell in one round; players with nothing entered are absent (ZPB, or WD)."""
    cells: dict[Start, Cell] = {}
    entered = tournament.round(round_number)
    if entered is not None:
        for game in entered.games:
            cells.update(_game_cells(game, round_number, tournament))
        for bye in entered.byes:
            cells[bye.player] = _bye_cell(bye, round_number, tournament)
    for player in tournament.players:
        if player.start not in cells:
            cells[player.start] = _absent_cell(player.start, round_number, tournament)
    return cells


def scorecards(tournament: Tournament, after_round: int | None = None) -> dict[Start, Scorecard]:
    """Scorecards over rounds 1..after_round (default: every round entered)."""
    last = tournament.rounds_entered if after_round is None else after_round
    per_round = _recent_round_cells(tournament, last)
    cards = {
        p.start: Scorecard(p.start, tuple(cells[p.start] for cells in per_round))
        for p in tournament.players
    }
    struck = struck_players(tournament, cards, last)
    return _strike(cards, struck) if struck else cards


# --- round robins: withdrawals and postponed games (docs/rules/round-robin.md) -------------------------------

def struck_players(tournament: Tournament, cards: Mapping[Start, Scorecard], after_round: int) -> frozenset[Start]:
    """Players whose results are struck after round `after_round`: in a round robin under `withdrawal:
    annul-under-half` (the default, FIDE's rule), a player who withdrew (by then) having played fewer than half
    of his games over the board. Old FIDE Tournament Rules (C.06, 2011) V.4: "If a player has completed less than
    50% of his games ..., the points scored by him or against him are not counted in the final standings"."""
    rule = tournament.withdrawal or WithdrawalRule.ANNUL_UNDER_HALF
    if not tournament.round_robin or rule is WithdrawalRule.KEEP:
        return frozenset()
    games = (len(tournament.players) - 1) * tournament.cycles
    return frozenset(start for start, first_missed in tournament.withdrawals.items()
                     if first_missed <= after_round and start in cards
                     and 2 * len(cards[start].played_cells()) < games)


def _strike(cards: Mapping[Start, Scorecard], struck: frozenset[Start]) -> dict[Start, Scorecard]:
    """Every round of a struck player, and every game against one, worth nothing and marked struck."""
    out = {}
    for start, card in cards.items():
        cells = tuple(replace(c, points=Fraction(0), struck=True)
                      if start in struck or c.opponent in struck else c for c in card.cells)
        out[start] = Scorecard(start, cells)
    return out


@dataclass(frozen=True)
class PendingGame:
    round: int
    board: int
    white: Start
    black: Start


def pending_games(tournament: Tournament, after_round: int | None = None) -> tuple[PendingGame, ...]:
    """The games of rounds 1..after_round (default: every round entered) without a result yet, such as a round
    robin's postponed game: the standings count the games that are in and these not at all (a pending cell is
    worth nothing), so a page can say which games the standings are still waiting for."""
    last = tournament.rounds_entered if after_round is None else after_round
    return tuple(PendingGame(r.number, g.board, g.white, g.black) for r in sorted(tournament.rounds, key=lambda r: r.number)
                 if r.number <= last for g in r.games if g.result.pending)


# The round cells of the tournament last asked for, found by identity: the standings after rounds 1, 2, …, n of
# a tournament (each a copy cut after its round, sharing the players, withdrawals, point system and Round
# objects) would otherwise build the cells of round 1 n times (benchmarks/site_scale.py).
_Family = tuple[tuple, Mapping, PointSystem]
_last_cells: tuple[_Family, dict[int, tuple[object, dict[Start, Cell]]]] | None = None


def _recent_round_cells(tournament: Tournament, last: int) -> list[dict[Start, Cell]]:
    """`round_cells` of rounds 1..last, reusing a round's cells when nothing they depend on has changed."""
    global _last_cells
    family = (tournament.players, tournament.withdrawals, tournament.points)
    kept = _last_cells   # one read: another thread may replace it meanwhile
    same = kept is not None and all(a is b for a, b in zip(kept[0], family))
    known: dict[int, tuple[object, dict[Start, Cell]]] = dict(kept[1]) if same and kept else {}
    per_round = []
    for number in range(1, last + 1):
        entered = tournament.round(number)
        cached = known.get(number)
        if cached is None or cached[0] is not entered:
            cached = known[number] = (entered, round_cells(tournament, number))
        per_round.append(cached[1])
    _last_cells = (family, known)
    return per_round
