"""Small hand-made tournaments for the pairing tests, written the way an arbiter reads a wall chart.

A round is a string of boards separated by ';': "1-3 1-0" (1 White, 3 Black, White won), "2-4 =", "5-6 +-"
(forfeit), "7-8 --", "9 pab", "10 half", "11 zero", "12 full", "13 free" (a round robin's free round); a board
without a result is pending.
"""
from __future__ import annotations

from fractions import Fraction

from generator.core.model import Bye, ByeKind, Colour, Game, GameResult, Player, Round, Start, Tournament

_RESULTS = {"1-0": GameResult.WHITE_WINS, "0-1": GameResult.BLACK_WINS, "=": GameResult.DRAW,
            "+-": GameResult.WHITE_WINS_FORFEIT, "-+": GameResult.BLACK_WINS_FORFEIT,
            "--": GameResult.DOUBLE_FORFEIT, "": GameResult.PENDING}
_BYES = {"pab": ByeKind.PAB, "half": ByeKind.HALF, "zero": ByeKind.ZERO, "full": ByeKind.FULL,
         "free": ByeKind.FREE}


def parse_round(number: int, text: str) -> Round:
    games, byes = [], []
    for item in filter(None, (part.strip() for part in text.split(";"))):
        first, _, rest = item.partition(" ")
        if "-" in first:
            white, black = first.split("-")
            games.append(Game(Start(int(white)), Start(int(black)), _RESULTS[rest.strip()], len(games) + 1))
        else:
            byes.append(Bye(Start(int(first)), _BYES[rest.strip()]))
    return Round(number, tuple(games), tuple(byes))


def tournament(players: int, *rounds: str, initial: Colour | None = Colour.WHITE, planned: int = 9,
               forbidden: tuple[tuple[int, int], ...] = (),
               acceleration: dict[int, tuple[Fraction, ...]] | None = None) -> Tournament:
    """Players 1..n rated from 2400 down; `rounds` as described in the module docstring."""
    return Tournament(
        slug="t", name="Test", planned_rounds=planned, initial_colour=initial,
        players=tuple(Player(Start(i), f"Player {i}", 2400 - 10 * i) for i in range(1, players + 1)),
        rounds=tuple(parse_round(n, text) for n, text in enumerate(rounds, start=1)),
        forbidden_pairs=frozenset(frozenset((Start(a), Start(b))) for a, b in forbidden),
        acceleration={Start(k): v for k, v in (acceleration or {}).items()},
    )


def boards(pairing) -> list[str]:
    """The pairing as 'white-black' strings in board order, the bye as 'n-0' last."""
    out = [f"{b.white}-{b.black}" for b in pairing.boards]
    if pairing.bye is not None:
        out.append(f"{pairing.bye}-0")
    return out
