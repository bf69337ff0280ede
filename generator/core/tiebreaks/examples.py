"""The tournament of the rules page's worked examples: the Swiss of the FIDE TEC *Exercises in Tie-Breaking*
(Held, §2.1), five rounds and sixteen players, as docs/rules/tiebreaks.md §8.1 writes it. Pure data.

Each player's rounds: `+W9` beat no. 9 with White, `=B13` drew no. 13 with Black, `-F11` lost to no. 11 by
forfeit, `+F14` won against no. 14 by forfeit, `PAB`, `HPB`, `ZPB` the byes; Nick (no. 12) withdrew after
round 3 (his rounds 4 and 5).
"""
from __future__ import annotations

from types import MappingProxyType

from generator.core.model import Bye, ByeKind, Game, GameResult, PairingSystem, Player, Round, Start, Tournament

TEC_SWISS = (
    ("Alyx", "+W9 =B13 =W2 +B15 =W4"), ("Bruno", "+B10 +W7 =B1 +W16 =B3"),
    ("Charline", "=W11 +B6 +W8 =B4 =W2"), ("David", "+B12 HPB +W13 =W3 =B1"),
    ("Helene", "-W13 -B15 +W11 =B7 +W10"), ("Franck", "-B14 -W3 PAB +W10 +B8"),
    ("Genevieve", "+W15 -B2 -B16 =W5 -B11"), ("Irina", "=B16 +W14 -B3 +W13 -W6"),
    ("Jessica", "-B1 -W10 HPB -F11 PAB"), ("Lais", "-W2 +B9 -W15 -B6 -B5"),
    ("Maria", "=B3 -W16 -B5 +F9 +W7"), ("Nick", "-W4 PAB +F14 WD WD"),
    ("Opal", "+B5 =W1 -B4 -B8 -W14"), ("Paul", "+W6 -B8 -F12 ZPB +B13"),
    ("Reine", "-B7 +W5 +B10 -W1 -B16"), ("Stephan", "=W8 +B11 +W7 -B2 +W15"),
)
_BYES = MappingProxyType({"PAB": ByeKind.PAB, "HPB": ByeKind.HALF, "ZPB": ByeKind.ZERO})
_WHITE_WINS = MappingProxyType({
    ("+", "W"): GameResult.WHITE_WINS, ("=", "W"): GameResult.DRAW, ("-", "W"): GameResult.BLACK_WINS,
    ("+", "F"): GameResult.WHITE_WINS_FORFEIT, ("-", "F"): GameResult.BLACK_WINS_FORFEIT,
})


def tec_swiss() -> Tournament:
    """The TEC Swiss as a `Tournament` (a game is read from the side of the player with the lower number)."""
    rounds: list[tuple[list[Game], list[Bye]]] = [([], []) for _ in range(5)]
    withdrawals: dict[Start, int] = {}
    for number, (_, line) in enumerate(TEC_SWISS, start=1):
        for index, entry in enumerate(line.split()):
            games, byes = rounds[index]
            if entry == "WD":
                withdrawals.setdefault(Start(number), index + 1)
            elif entry in _BYES:
                byes.append(Bye(Start(number), _BYES[entry]))
            elif int(entry[2:]) > number:
                sign, colour, other = entry[0], entry[1], Start(int(entry[2:]))
                if colour == "B":   # the other player had White: the result read from his side
                    sign = {"+": "-", "-": "+", "=": "="}[sign]
                    games.append(Game(other, Start(number), _WHITE_WINS[(sign, "W")]))
                else:
                    games.append(Game(Start(number), other, _WHITE_WINS[(sign, colour)]))
    return Tournament(
        slug="tec-swiss", name="TEC Swiss",
        players=tuple(Player(Start(i), name) for i, (name, _) in enumerate(TEC_SWISS, start=1)),
        rounds=tuple(Round(i, tuple(g), tuple(b)) for i, (g, b) in enumerate(rounds, start=1)),
        planned_rounds=5, pairing=PairingSystem.DUTCH, withdrawals=withdrawals)


# The rules page's worked examples (docs/rules/tiebreaks.md §8.2–§8.8): the kind of unplayed round, the player
# and the round whose Buchholz term shows it.
EXAMPLES = (("PAB", Start(6), 3), ("FW", Start(11), 4), ("FL", Start(14), 3), ("HPB", Start(4), 2),
            ("ZPB", Start(14), 4), ("WD", Start(4), 1))
