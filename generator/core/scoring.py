"""Per player and round: points, colour, opponent, and how the round came about (docs/rules/tiebreaks.md §2).

Pure: a `Tournament` in, `Scorecard`s out.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction
from math import lcm
from types import MappingProxyType

from generator.core.cache import BoundedCache, Same
from generator.core.model import ByeKind, Colour, Game, GameResult, PointSystem, Start, Tournament, WithdrawalRule


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
        return exact_sum([c.points for c in self.cells])

    def points_before(self, round_number: int) -> Fraction:
        return exact_sum([c.points for c in self.cells if c.round < round_number])

    def points_after(self, round_number: int) -> Fraction:
        return exact_sum([c.points for c in self.cells if c.round <= round_number])

    def running_scores(self) -> tuple[Fraction, ...]:
        return running_sums([c.points for c in self.cells])

    def cell(self, round_number: int) -> Cell:
        return self.cells[round_number - 1]

    def played_cells(self) -> tuple[Cell, ...]:
        return tuple(c for c in self.cells if c.played)

    def colours(self) -> tuple[Colour, ...]:
        """Colours of games played over the board, in order (forfeits and byes have none)."""
        return tuple(c.colour for c in self.cells if c.played and c.colour is not None)


def common_denominator(values: Iterable[Fraction]) -> int:
    """The least common denominator of `values`. Scores counted in whole units of 1/denominator stay exact and
    add and compare as ints, where every Fraction step costs a gcd and a new object (the pairing of a big round
    pays that thousands of times: benchmarks/pairing.py)."""
    denominator = 1
    for value in values:
        if denominator % value.denominator:
            denominator = lcm(denominator, value.denominator)
    return denominator


def in_units(value: Fraction, denominator: int) -> int:
    """`value` × `denominator`, exactly, for a common denominator of `value` (`common_denominator`)."""
    return value.numerator * (denominator // value.denominator)


def shared_fraction(units: int, denominator: int, made: dict[tuple[int, int], Fraction]) -> Fraction:
    """units / denominator, one object for equal values across calls with the same `made`: tuples holding them
    (sort keys) then compare equal members by identity instead of by Fraction.__eq__."""
    key = (units, denominator)
    known = made.get(key)
    if known is None:
        known = made[key] = Fraction(units, denominator)
    return known


def exact_sum(values: Sequence[Fraction]) -> Fraction:
    """The sum of a few Fractions of small denominators, added as whole numbers of their common denominator (one
    Fraction made, where adding them one by one normalises every partial sum)."""
    if not values:
        return Fraction(0)
    denominator = lcm(*{v.denominator for v in values})
    return Fraction(sum(v.numerator * (denominator // v.denominator) for v in values), denominator)


def running_sums(values: Sequence[Fraction]) -> tuple[Fraction, ...]:
    """Each partial sum of `values`, added as whole numbers of their common denominator; equal sums are one
    Fraction (a player's running score repeats often: a loss keeps it)."""
    denominator = lcm(*{v.denominator for v in values})
    made: dict[int, Fraction] = {}
    out, total = [], 0
    for value in values:
        total += value.numerator * (denominator // value.denominator)
        sum_ = made.get(total)
        if sum_ is None:
            sum_ = made[total] = Fraction(total, denominator)
        out.append(sum_)
    return tuple(out)


_GAME_KINDS: Mapping[GameResult, tuple[CellKind, CellKind]] = MappingProxyType({
    GameResult.WHITE_WINS: (CellKind.WIN, CellKind.LOSS),
    GameResult.BLACK_WINS: (CellKind.LOSS, CellKind.WIN),
    GameResult.DRAW: (CellKind.DRAW, CellKind.DRAW),
    GameResult.WHITE_WINS_FORFEIT: (CellKind.FORFEIT_WIN, CellKind.FORFEIT_LOSS),
    GameResult.BLACK_WINS_FORFEIT: (CellKind.FORFEIT_LOSS, CellKind.FORFEIT_WIN),
    GameResult.DOUBLE_FORFEIT: (CellKind.FORFEIT_LOSS, CellKind.FORFEIT_LOSS),
    GameResult.PENDING: (CellKind.PENDING, CellKind.PENDING),
})

_BYE_KINDS: Mapping[ByeKind, CellKind] = MappingProxyType({
    ByeKind.PAB: CellKind.PAB,
    ByeKind.FULL: CellKind.FULL_BYE,
    ByeKind.HALF: CellKind.HALF_BYE,
    ByeKind.ZERO: CellKind.ZERO_BYE,
    ByeKind.FREE: CellKind.FREE_ROUND,
})


def points_for(kind: CellKind, tournament: Tournament) -> Fraction:
    return points_table(tournament.points)[kind]


def points_table(p: PointSystem) -> Mapping[CellKind, Fraction]:
    """What each kind of round is worth under a point system (made once per round, not per cell: hashing a
    PointSystem of nine fractions for every cell cost a third of computing the standings)."""
    return {
        CellKind.WIN: p.win, CellKind.DRAW: p.draw, CellKind.LOSS: p.loss,
        CellKind.FORFEIT_WIN: p.forfeit_win, CellKind.FORFEIT_LOSS: p.forfeit_loss,
        CellKind.PAB: p.pab, CellKind.FULL_BYE: p.full_bye, CellKind.HALF_BYE: p.half_bye,
        CellKind.ZERO_BYE: p.zero_bye, CellKind.WITHDRAWN: p.zero_bye, CellKind.PENDING: _NOTHING,
        CellKind.FREE_ROUND: p.free_round, CellKind.STRUCK: _NOTHING,
    }


_NOTHING = Fraction(0)


def _game_cells(game: Game, round_number: int, table: Mapping[CellKind, Fraction]) -> dict[Start, Cell]:
    white_kind, black_kind = _GAME_KINDS[game.result]
    double = game.result is GameResult.DOUBLE_FORFEIT
    return {
        game.white: Cell(round_number, white_kind, table[white_kind], game.black, Colour.WHITE, double),
        game.black: Cell(round_number, black_kind, table[black_kind], game.white, Colour.BLACK, double),
    }


def round_cells(tournament: Tournament, round_number: int) -> dict[Start, Cell]:
    """Every player's cell in one round; players with nothing entered are absent (ZPB, or WD)."""
    table = points_table(tournament.points)
    cells: dict[Start, Cell] = {}
    entered = tournament.round(round_number)
    if entered is not None:
        for game in entered.games:
            cells.update(_game_cells(game, round_number, table))
        for bye in entered.byes:
            kind = _BYE_KINDS[bye.kind]
            cells[bye.player] = Cell(round_number, kind, table[kind])
    for player in tournament.players:
        if player.start not in cells:
            kind = CellKind.WITHDRAWN if tournament.withdrawn_in(player.start, round_number) else CellKind.ZERO_BYE
            cells[player.start] = Cell(round_number, kind, table[kind])
    return cells


# A round's cells depend on that round and on the players, withdrawals and point system, nothing else. The
# standings after rounds 1, 2, …, n of a tournament are each computed from a copy cut after its round, sharing
# those objects and the Round objects, so a memo found by identity builds the cells of round 1 once rather than
# n times (benchmarks/site_scale.py). A build session owns the memo and passes it in.
RoundCellsMemo = BoundedCache[tuple[Same, Same, Same, int, Same], dict[Start, Cell]]


def round_cells_memo(size: int = 128) -> RoundCellsMemo:
    """A memo for `scorecards`: each round's cells, kept while the very same objects come back. An edited
    tournament is read anew (new objects), so the memo need only hold the rounds of the tournament at hand."""
    return BoundedCache(size)


def scorecards(tournament: Tournament, after_round: int | None = None, *,
               memo: RoundCellsMemo | None = None,
               extending: Mapping[Start, Scorecard] | None = None) -> dict[Start, Scorecard]:
    """Scorecards over rounds 1..after_round (default: every round entered); `memo` keeps each round's cells
    for the next call with the same players, withdrawals, point system and round. `extending`, the scorecards
    of the same tournament over rounds 1..after_round − 1, get the last round added to them, unless a
    withdrawal may strike games (a round robin's: then every card is made again)."""
    last = tournament.rounds_entered if after_round is None else after_round
    if extending is not None and last > 0 and not may_strike(tournament):
        cells = _cells_of_round(tournament, last, memo)
        return {p.start: Scorecard(p.start, extending[p.start].cells + (cells[p.start],))
                for p in tournament.players}
    per_round = [_cells_of_round(tournament, number, memo) for number in range(1, last + 1)]
    cards = {
        p.start: Scorecard(p.start, tuple(cells[p.start] for cells in per_round))
        for p in tournament.players
    }
    struck = struck_players(tournament, cards, last)
    return _strike(cards, struck) if struck else cards


def points_of_players(tournament: Tournament) -> dict[Start, Fraction]:
    """Every player's points over the rounds entered, as `scorecards(tournament)` counts them, without making
    the cells: reading a TRF file checks its score column with them.
    Each round counts as `round_cells` does (a later entry for a player replaces an earlier one; a player with
    none has a zero-point bye), in whole units of the point system's common denominator."""
    if may_strike(tournament):
        return {start: card.points for start, card in scorecards(tournament).items()}
    table = points_table(tournament.points)
    denominator = common_denominator(table.values())
    units = {kind: in_units(value, denominator) for kind, value in table.items()}
    game_units = {result: (units[white], units[black]) for result, (white, black) in _GAME_KINDS.items()}
    absent = units[CellKind.ZERO_BYE]   # a withdrawn player's round is worth the same (points_table)
    total = {player.start: 0 for player in tournament.players}
    for number in range(1, tournament.rounds_entered + 1):
        entered = tournament.round(number)
        got: dict[Start, int] = {}
        if entered is not None:
            for game in entered.games:
                got[game.white], got[game.black] = game_units[game.result]
            for bye in entered.byes:
                got[bye.player] = units[_BYE_KINDS[bye.kind]]
        for start in total:
            total[start] += got.get(start, absent)
    made: dict[tuple[int, int], Fraction] = {}
    return {start: shared_fraction(value, denominator, made) for start, value in total.items()}


def may_strike(tournament: Tournament) -> bool:
    """Whether a withdrawal may strike games (`struck_players`): a round robin's under `annul-under-half`."""
    return (tournament.round_robin and bool(tournament.withdrawals)
            and (tournament.withdrawal or WithdrawalRule.ANNUL_UNDER_HALF) is not WithdrawalRule.KEEP)


# --- round robins: withdrawals and postponed games (docs/rules/round-robin.md) -------------------------------

def struck_players(tournament: Tournament, cards: Mapping[Start, Scorecard], after_round: int) -> frozenset[Start]:
    """Players whose results are struck after round `after_round`: in a round robin under `withdrawal:
    annul-under-half` (the default, FIDE's rule), a player who withdrew (by then) having played fewer than half
    of his games over the board. Old FIDE Tournament Rules (C.06, 2011) V.4: "If a player has completed less than
    50% of his games ..., the points scored by him or against him are not counted in the final standings"."""
    if not may_strike(tournament):
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
    return tuple(PendingGame(r.number, g.board, g.white, g.black)
                 for r in sorted(tournament.rounds, key=lambda r: r.number)
                 if r.number <= last for g in r.games if g.result.pending)


def _cells_of_round(tournament: Tournament, number: int, memo: RoundCellsMemo | None) -> dict[Start, Cell]:
    if memo is None:
        return round_cells(tournament, number)
    key = (Same(tournament.players), Same(tournament.withdrawals), Same(tournament.points), number,
           Same(tournament.round(number)))
    return memo.get(key, lambda: round_cells(tournament, number))
