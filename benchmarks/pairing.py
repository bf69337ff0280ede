"""Pair round 7 of generated 100-, 400- and 1000-player tournaments, Burstein and Dutch; print time and memory.

Budgets: Burstein (issue 4) 100 players under 0.1 s, 400 under 1 s, 1000 under 5 s, memory under 200 MB;
Dutch (issue 8) 100 under 0.2 s, 400 under 2 s, 1000 under 10 s, memory under 300 MB. For scale, the
reference engine (C++) needs about 0.01 / 0.09 / 1.0 s for Burstein and 4 s / 55 s at 400 / 1000 for Dutch.
Rounds 1-6 are paired by the engine under test, with results drawn from the rating difference (seeded; draws
~30%, an occasional forfeit, about 1% of the players on a half-point bye or absent each round), so the
round-7 state looks like a real Swiss: score groups, floats, rematch bans, colour histories and byes.

usage: python benchmarks/pairing.py [SIZES...] [--system burstein|dutch|both] [--seed N]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
import tracemalloc
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.model import (Bye, ByeKind, Colour, Game, GameResult, PairingSystem, Player, Round,  # noqa: E402
                             Start, Tournament)
from generator.pairing import pair_next_round  # noqa: E402

BUDGETS = {"burstein": ({100: 0.1, 400: 1.0, 1000: 5.0}, 200),
           "dutch": ({100: 0.2, 400: 2.0, 1000: 10.0}, 300)}


def _result(white: Player, black: Player, rng: random.Random) -> GameResult:
    if rng.random() < 0.01:
        return rng.choice((GameResult.WHITE_WINS_FORFEIT, GameResult.BLACK_WINS_FORFEIT))
    expected = 1 / (1 + 10 ** (((black.rating or 0) - (white.rating or 0)) / 400))
    if rng.random() < 0.3:
        return GameResult.DRAW
    return GameResult.WHITE_WINS if rng.random() < expected else GameResult.BLACK_WINS


def generated_tournament(size: int, rounds_played: int, seed: int, system: str) -> Tournament:
    """`size` players, rounds 1..rounds_played paired by `system`, results drawn."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1000, 2700) for _ in range(size)), reverse=True)
    players = tuple(Player(Start(i + 1), f"Player {i + 1}", ratings[i]) for i in range(size))
    tournament = Tournament(slug=f"bench-{size}", name=f"Benchmark {size}", players=players, planned_rounds=9,
                            initial_colour=Colour.WHITE, pairing=PairingSystem(system))
    for number in range(1, rounds_played + 1):
        away = rng.sample(range(1, size + 1), max(1, size // 100)) if number > 1 else []
        absences = tuple(Bye(Start(s), rng.choice((ByeKind.HALF, ByeKind.ZERO))) for s in away)
        tournament = replace(tournament, rounds=tournament.rounds + (Round(number, (), absences),))
        pairing = pair_next_round(tournament, number)
        games = tuple(Game(b.white, b.black, _result(tournament.player(b.white), tournament.player(b.black), rng),
                           board) for board, b in enumerate(pairing.boards, start=1))
        byes = absences + ((Bye(pairing.bye, ByeKind.PAB),) if pairing.bye is not None else ())
        tournament = replace(tournament, rounds=tournament.rounds[:-1] + (Round(number, games, byes),))
    return tournament


def measure(size: int, seed: int, system: str) -> tuple[float, float]:
    """Seconds (best of three, untraced) and peak MB (one traced run) to pair round 7."""
    tournament = generated_tournament(size, 6, seed, system)
    times = []
    for _ in range(3):
        started = time.perf_counter()
        pair_next_round(tournament, 7)
        times.append(time.perf_counter() - started)
    tracemalloc.start()
    pair_next_round(tournament, 7)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return min(times), peak / 2 ** 20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[100, 400, 1000])
    parser.add_argument("--system", choices=("burstein", "dutch", "both"), default="both")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    systems = ("burstein", "dutch") if args.system == "both" else (args.system,)
    print(f"{'system':>8} {'players':>8} {'round 7':>10} {'budget':>8} {'peak MB':>8}")
    for system in systems:
        budgets, memory_budget = BUDGETS[system]
        for size in args.sizes:
            elapsed, peak = measure(size, args.seed + size, system)
            budget = budgets.get(size)
            verdict = "" if budget is None else ("ok" if elapsed <= budget and peak < memory_budget else "OVER")
            shown = f"{budget:.1f} s" if budget is not None else "-"
            print(f"{system:>8} {size:>8} {elapsed:>8.3f} s {shown:>8} {peak:>8.1f} {verdict}", flush=True)


if __name__ == "__main__":
    main()
