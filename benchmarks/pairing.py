"""Pair round 7 of generated 100-, 400- and 1000-player Burstein tournaments; print time and peak memory.

Budgets (issue 4): 100 players under 0.1 s, 400 under 1 s, 1000 under 5 s; memory under 200 MB.
Rounds 1-6 are paired by the engine itself with results drawn from the rating difference (seeded), so the
round-7 state looks like a real Swiss: score groups, rematch bans and colour histories.

usage: python benchmarks/pairing.py [SIZES...] [--seed N]
"""
from __future__ import annotations

import argparse
import random
import time
import tracemalloc
from dataclasses import replace

from generator.model import Bye, ByeKind, Colour, Game, GameResult, Player, Round, Start, Tournament
from generator.pairing import pair_next_round

BUDGETS = {100: 0.1, 400: 1.0, 1000: 5.0}
MEMORY_BUDGET_MB = 200


def _result(white: Player, black: Player, rng: random.Random) -> GameResult:
    expected = 1 / (1 + 10 ** (((black.rating or 0) - (white.rating or 0)) / 400))
    draw = 0.3
    roll = rng.random()
    if roll < draw:
        return GameResult.DRAW
    return GameResult.WHITE_WINS if rng.random() < expected else GameResult.BLACK_WINS


def generated_tournament(size: int, rounds_played: int, seed: int) -> Tournament:
    """A tournament of `size` players with rounds 1..rounds_played paired by Burstein and results drawn."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1000, 2700) for _ in range(size)), reverse=True)
    players = tuple(Player(Start(i + 1), f"Player {i + 1}", ratings[i]) for i in range(size))
    tournament = Tournament(slug=f"bench-{size}", name=f"Benchmark {size}", players=players,
                            planned_rounds=9, initial_colour=Colour.WHITE)
    for number in range(1, rounds_played + 1):
        pairing = pair_next_round(tournament, number, "burstein")
        games = tuple(Game(b.white, b.black, _result(tournament.player(b.white), tournament.player(b.black), rng),
                           board) for board, b in enumerate(pairing.boards, start=1))
        byes = (Bye(pairing.bye, ByeKind.PAB),) if pairing.bye is not None else ()
        tournament = replace(tournament, rounds=tournament.rounds + (Round(number, games, byes),))
    return tournament


def measure(size: int, seed: int) -> tuple[float, float]:
    """Seconds (best of three, untraced) and peak MB (one traced run) to pair round 7."""
    tournament = generated_tournament(size, 6, seed)
    times = []
    for _ in range(3):
        started = time.perf_counter()
        pairing = pair_next_round(tournament, 7, "burstein")
        times.append(time.perf_counter() - started)
        assert len(pairing.boards) == size // 2
    tracemalloc.start()
    pair_next_round(tournament, 7, "burstein")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return min(times), peak / 2 ** 20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=sorted(BUDGETS))
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    print(f"{'players':>8} {'round 7':>10} {'budget':>8} {'peak MB':>8}")
    for size in args.sizes:
        elapsed, peak = measure(size, args.seed + size)
        budget = BUDGETS.get(size)
        verdict = "" if budget is None else ("ok" if elapsed <= budget and peak < MEMORY_BUDGET_MB else "OVER")
        shown = f"{budget:.1f} s" if budget is not None else "-"
        print(f"{size:>8} {elapsed:>8.3f} s {shown:>8} {peak:>8.1f} {verdict}")


if __name__ == "__main__":
    main()
