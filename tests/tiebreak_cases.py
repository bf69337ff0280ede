"""Hand-made tournaments for the tie-break tests, written one round per string.

A round is a comma-separated list of entries:
  "1-2 1-0"  player 1 (White) beat player 2      "1-2 =" a draw      "1-2 0-1" Black won
  "1-2 +-"   White won by forfeit   "1-2 -+" Black won by forfeit    "1-2 --" double forfeit
  "3 PAB"    pairing-allocated bye  "3 FPB" full-point bye  "3 HPB" half-point bye  "3 ZPB" zero-point bye
  "3 FREE"   a round robin's free round
Players with no entry in a round are absent (a zero-point bye, or withdrawn per `withdrawals`).

Also the TEC fixtures (tests/data/tiebreaks/: copies of the FIDE TEC *Exercises in Tie-Breaking* tournaments)
and the two look-ups every tie-break test makes: `values` (one code for every player) and `value` (one player).
"""
from __future__ import annotations

from pathlib import Path

from generator.core.model import (
    Bye,
    ByeKind,
    Game,
    GameResult,
    PairingSystem,
    Player,
    Round,
    RuleSet,
    Start,
    Tournament,
    WithdrawalRule,
)
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.registry import compute, parse_code
from generator.core.tiebreaks.values import Value
from generator.trf.reader import read_trf

DATA = Path(__file__).parent / "data" / "tiebreaks"

RESULTS = {"1-0": GameResult.WHITE_WINS, "0-1": GameResult.BLACK_WINS, "=": GameResult.DRAW,
           "+-": GameResult.WHITE_WINS_FORFEIT, "-+": GameResult.BLACK_WINS_FORFEIT,
           "--": GameResult.DOUBLE_FORFEIT, "?": GameResult.PENDING}
BYES = {"PAB": ByeKind.PAB, "FPB": ByeKind.FULL, "HPB": ByeKind.HALF, "ZPB": ByeKind.ZERO, "FREE": ByeKind.FREE}


def parse_round(number: int, text: str) -> Round:
    games, byes = [], []
    for entry in filter(None, (e.strip() for e in text.split(","))):
        who, what = entry.split()
        if "-" in who:
            white, black = (Start(int(x)) for x in who.split("-"))
            games.append(Game(white, black, RESULTS[what]))
        else:
            byes.append(Bye(Start(int(who)), BYES[what]))
    return Round(number, tuple(games), tuple(byes))


def tournament(players: int, rounds: list[str], *, rules: RuleSet | None = None, planned: int | None = None,
               ratings: dict[int, int] | None = None, withdrawals: dict[int, int] | None = None,
               round_robin: bool = False, tiebreaks: tuple[str, ...] = (),
               withdrawal: WithdrawalRule | None = None) -> Tournament:
    ratings = ratings or {}
    return Tournament(
        slug="case", name="Case",
        players=tuple(Player(Start(i), f"P{i}", ratings.get(i)) for i in range(1, players + 1)),
        rounds=tuple(parse_round(i, text) for i, text in enumerate(rounds, start=1)),
        planned_rounds=planned or len(rounds), rules=rules, tiebreaks=tiebreaks,
        pairing=PairingSystem.ROUND_ROBIN if round_robin else PairingSystem.DUTCH,
        withdrawals={Start(k): v for k, v in (withdrawals or {}).items()}, withdrawal=withdrawal,
    )


def load(name: str) -> Tournament:
    """A TEC fixture of tests/data/tiebreaks/ (tec-swiss.trf, tec-round-robin.trf)."""
    return read_trf((DATA / name).read_text(), name)


def values(t: Tournament, rules: RuleSet, code: str, after_round: int | None = None) -> dict[Start, Value]:
    """The tie-break `code` of every player after `after_round` (default: every round entered) under `rules`."""
    ctx = Context(t, t.rounds_entered if after_round is None else after_round, rules)
    return compute(ctx, parse_code(code), ctx.starts)


def value(t: Tournament, rules: RuleSet, code: str, start: int, after_round: int | None = None) -> Value:
    return values(t, rules, code, after_round)[Start(start)]
