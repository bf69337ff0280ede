"""What is at stake in a Keizer competition's next evening, in Keizer points (docs/rules/keizer.md §9).

With one pass per evening, every evening so far is valued by the ranking before the next one, which its results
do not change: each player's Keizer points after the evening depend on his own result only. So the best place
of a player with a result is exact, board by board: every other board takes the result that puts the fewest of
its two players ahead of him (the worst place: the most), the absent and the bye as they are. A fixed point
revalues everything by the new order and a frozen ranking values each evening apart: no outlook is made for
them.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from generator.core.keizer.points import evenings, tally
from generator.core.keizer.ranking import ranking_after, settings_of, starting_order, valuation
from generator.core.keizer.settings import Recalculation
from generator.core.model import Game, GameResult, Round, Start, Tournament

RESULTS: tuple[tuple[str, str, GameResult], ...] = (   # white's result, black's, the board's
    ("win", "loss", GameResult.WHITE_WINS), ("draw", "draw", GameResult.DRAW), ("loss", "win", GameResult.BLACK_WINS))
_ORDER = ("win", "draw", "loss")


@dataclass(frozen=True)
class Outcome:
    result: str                # "win", "draw", "loss"
    points: Fraction           # the player's Keizer points after the evening with it
    best: int                  # his best and worst place then, over every result of the other boards
    worst: int


@dataclass(frozen=True)
class PlayerOutlook:
    start: Start
    before: Fraction           # his Keizer points before the evening
    place: int                 # his place before it
    outcomes: tuple[Outcome, ...]


@dataclass(frozen=True)
class Outlook:
    round_number: int
    players: tuple[PlayerOutlook, ...]     # the players on a board, in the order of the ranking before


def outlook(tournament: Tournament, paired: Round) -> Outlook | None:
    """Each player's Keizer points and places after `paired` for each result of his game; None when the
    recalculation is not one pass, or a result is in already."""
    settings = settings_of(tournament)
    if settings.recalculation is not Recalculation.ONE_PASS or not paired.games:
        return None
    if not all(game.result.pending for game in paired.games):
        return None
    number = paired.number
    before = ranking_after(tournament, number - 1)
    points = {game: _board_points(tournament, paired, game, before.values) for game in paired.games}
    fixed = _fixed_points(tournament, paired, before.values)
    place = {s: i for i, s in enumerate(starting_order(tournament))}
    out = []
    for s in before.order:
        game = next((g for g in paired.games if s in g.players()), None)
        if game is not None:
            outcomes = [_outcome(s, game, index, points, fixed, place) for index in range(len(RESULTS))]
            outcomes.sort(key=lambda o: _ORDER.index(o.result))
            out.append(PlayerOutlook(s, before.points[s], before.rank(s), tuple(outcomes)))
    return Outlook(number, tuple(out))


Points = Mapping[Game, tuple[tuple[Fraction, Fraction], ...]]


def _outcome(player: Start, game: Game, index: int, points: Points, fixed: Mapping[Start, Fraction],
             place: Mapping[Start, int]) -> Outcome:
    """The player's points and places with the board's result number `index`; ties go by the starting list."""
    side = 0 if game.white == player else 1
    mine, theirs = points[game][index][side], points[game][index][1 - side]
    key = (mine, -place[player])
    opponent = game.opponent_of(player)
    ahead = sum(1 for q, v in fixed.items() if (v, -place[q]) > key) + ((theirs, -place[opponent]) > key)
    least = most = 0
    for board, by_result in points.items():
        if board is not game:
            counts = [sum((v, -place[q]) > key for q, v in zip(board.players(), pair)) for pair in by_result]
            least, most = least + min(counts), most + max(counts)
    white_result, black_result, _ = RESULTS[index]
    return Outcome(black_result if side else white_result, mine, 1 + ahead + least, 1 + ahead + most)


def _with_round(tournament: Tournament, paired: Round) -> Tournament:
    kept = tuple(r for r in tournament.rounds if r.number < paired.number)
    return dataclasses.replace(tournament, rounds=kept + (paired,))


def _scores(tournament: Tournament, paired: Round, values: Mapping[Start, int]) -> dict[Start, Fraction]:
    t = _with_round(tournament, paired)
    settings = settings_of(t)
    initial = valuation(settings, starting_order(t))
    return {s: v.value or Fraction(0) for s, v in tally(t, settings, evenings(t, paired.number), values,
                                                          initial).items()}


def _board_points(tournament: Tournament, paired: Round, game: Game, values: Mapping[Start, int]
                  ) -> tuple[tuple[Fraction, Fraction], ...]:
    """(white's, black's) Keizer points after the evening for each result of the board."""
    out = []
    for _, _, result in RESULTS:
        games = tuple(dataclasses.replace(g, result=result) if g is game else g for g in paired.games)
        scores = _scores(tournament, dataclasses.replace(paired, games=games), values)
        out.append((scores[game.white], scores[game.black]))
    return tuple(out)


def _fixed_points(tournament: Tournament, paired: Round, values: Mapping[Start, int]) -> dict[Start, Fraction]:
    """The Keizer points after the evening of everyone without a board: absent, or the bye."""
    seated = {s for g in paired.games for s in g.players()}
    return {s: v for s, v in _scores(tournament, paired, values).items() if s not in seated}

