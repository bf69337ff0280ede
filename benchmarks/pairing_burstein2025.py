"""Time every round of generated 100-, 400- and 1000-player tournaments paired by Burstein 2025 (9 rounds: rounds
1-4 are Dutch seeding rounds, 5-9 Burstein rounds); print the seconds per round, and the peak memory of each
Burstein round.

Budget: 400 players under 1 s and 1000 under 5 s for any round. The tournament is built round by round
by the engine under test, results drawn as in benchmarks/pairing.py (draws ~30 %, an occasional forfeit, about 1 %
of the players on a half-point bye or absent each round).

usage: python benchmarks/pairing_burstein2025.py [SIZES...] [--seed N] [--rounds 2,3,7]

`--rounds` prints only those rounds (every round is still paired, to build the tournament): 2 and 3 are seeding
rounds, 7 a Burstein round, the three the issue asks about. The machine's load average is printed beside the
figures, since they are wall-clock seconds.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
import tracemalloc
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from pairing import _result

from generator.core.model import (
    Bye,
    ByeKind,
    Colour,
    Game,
    PairingSystem,
    Player,
    Round,
    Start,
    Tournament,
)
from generator.core.pairing.burstein2025 import pair

BUDGETS = {400: 1.0, 1000: 5.0}
ROUNDS = 9
SEEDING = 4  # the default for 9 rounds (Art. 1.6.2)


def measure(size: int, seed: int) -> list[tuple[int, float, float]]:
    """(round, seconds, peak MB) for every round of one generated tournament."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1000, 2700) for _ in range(size)), reverse=True)
    players = tuple(Player(Start(i + 1), f"Player {i + 1}", ratings[i]) for i in range(size))
    t = Tournament(slug=f"bench-{size}", name=f"Benchmark {size}", players=players, planned_rounds=ROUNDS,
                   initial_colour=Colour.WHITE, pairing=PairingSystem.BURSTEIN_2025)
    out = []
    for number in range(1, ROUNDS + 1):
        away = rng.sample(range(1, size + 1), max(1, size // 100)) if number > 1 else []
        absences = tuple(Bye(Start(s), rng.choice((ByeKind.HALF, ByeKind.ZERO))) for s in away)
        t = replace(t, rounds=t.rounds + (Round(number, (), absences),))
        started = time.perf_counter()
        pairing = pair(t, number)
        elapsed = time.perf_counter() - started
        peak = 0
        if number > SEEDING:  # the seeding rounds are the Dutch engine's: benchmarks/pairing.py measures it
            tracemalloc.start()
            pair(t, number)
            _, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
        out.append((number, elapsed, peak / 2 ** 20))
        games = tuple(Game(b.white, b.black, _result(t.player(b.white), t.player(b.black), rng), board)
                      for board, b in enumerate(pairing.boards, start=1))
        byes = absences + ((Bye(pairing.bye, ByeKind.PAB),) if pairing.bye is not None else ())
        t = replace(t, rounds=t.rounds[:-1] + (Round(number, games, byes),))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[100, 400, 1000])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rounds", default="", help="print only these rounds, e.g. 2,3,7 (default: all)")
    args = parser.parse_args()
    shown_rounds = {int(r) for r in args.rounds.split(",") if r.strip()}
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'players':>8} {'round':>6} {'kind':>9} {'seconds':>8} {'peak MB':>8} {'budget':>7}")
    for size in args.sizes:
        for number, elapsed, peak in measure(size, args.seed + size):
            if shown_rounds and number not in shown_rounds:
                continue
            kind = "seeding" if number <= SEEDING else "burstein"
            budget = BUDGETS.get(size)
            verdict = "" if budget is None else ("ok" if elapsed <= budget else "OVER")
            shown = f"{budget:.0f} s" if budget is not None else "-"
            print(f"{size:>8} {number:>6} {kind:>9} {elapsed:>8.3f} {peak:>8.1f} {shown:>7} {verdict}", flush=True)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
