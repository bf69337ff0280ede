"""A small DWZ-rated club round robin for the DWZ tests (worked by hand in docs/rules/rating.md §4.10): six
players, one new, a forfeit; and helpers to build an event from a list of games and evaluate it."""
from __future__ import annotations

import datetime as dt

from generator.core.model import Game, GameResult, Player, Round, Start, Tournament
from generator.core.ratings.dwz import Change
from generator.core.ratings.dwz_event import DwzEvaluation, evaluate
from generator.core.scoring import scorecards

W, B, D = GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW


def event(players: tuple[Player, ...], games: list[tuple[int, int, GameResult]],
          end: dt.date | None = dt.date(2026, 5, 30)) -> Tournament:
    rounds = tuple(Round(i, (Game(Start(w), Start(b), r),)) for i, (w, b, r) in enumerate(games, start=1))
    return Tournament("t", "T", players, rounds, end_date=end)


def run(tournament: Tournament) -> DwzEvaluation:
    return evaluate(tournament, scorecards(tournament))


def change(evaluation: DwzEvaluation, start: int) -> Change:
    found = evaluation.results[Start(start)]
    assert isinstance(found, Change)
    return found


CLUB = (Player(Start(1), "A", dwz=1850, dwz_index=32, birth="1985"),
        Player(Start(2), "B", dwz=1720, dwz_index=15, birth="2009"),
        Player(Start(3), "C", dwz=1640, dwz_index=40, birth="1968"),
        Player(Start(4), "D", dwz=1510, dwz_index=2, birth="2002"),
        Player(Start(5), "E", dwz=1180, dwz_index=9, birth="1959"),
        Player(Start(6), "F", birth="1996"))
CLUB_GAMES = [(1, 2, D), (1, 3, W), (1, 4, W), (1, 5, W), (1, 6, B), (2, 3, W), (2, 4, D), (2, 5, W), (2, 6, W),
              (3, 4, W), (3, 5, W), (3, 6, D), (4, 5, GameResult.WHITE_WINS_FORFEIT), (4, 6, W), (5, 6, B)]
