"""How fast is a Keizer competition? A season generated with random attendance, paired by the engine evening by
evening, then timed (CPU seconds):

    python benchmarks/keizer.py                          # 20 members, 30 evenings
    python benchmarks/keizer.py --members 40 --evenings 40

Figures: the pairing of each evening (median and slowest), the ranking after the last evening (one pass over
every evening), and the standings after every evening as a build makes them (each recomputes the rankings
before it, so this grows with the square of the evenings), with the machine's load average.
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.core.keizer.ranking import rankings  # noqa: E402
from generator.core.model import (  # noqa: E402
    Absence,
    AbsenceKind,
    Bye,
    ByeKind,
    Game,
    GameResult,
    PairingSystem,
    Player,
    Round,
    Start,
    Tournament,
)
from generator.core.pairing.systems import pair_next_round  # noqa: E402
from generator.core.standings import compute_standings  # noqa: E402

RESULTS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)


def season(members: int, evenings: int, seed: int) -> tuple[Tournament, list[float]]:
    """The season, and the CPU seconds of each evening's pairing."""
    rng = random.Random(seed)
    players = tuple(Player(Start(n), f"Member {n}", 2200 - 15 * n) for n in range(1, members + 1))
    t = Tournament("club", "Club evenings", players, pairing=PairingSystem.KEIZER)
    times = []
    for number in range(1, evenings + 1):
        absent = tuple(Absence(p.start, AbsenceKind.EXCUSED) for p in players if rng.random() < 0.2)
        t = dataclasses.replace(t, rounds=t.rounds + (Round(number, absences=absent),))
        start = time.process_time()
        pairing = pair_next_round(t)
        times.append(time.process_time() - start)
        games = tuple(Game(b.white, b.black, rng.choice(RESULTS), i) for i, b in enumerate(pairing.boards, 1))
        byes = (Bye(pairing.bye, ByeKind.PAB),) if pairing.bye else ()
        t = dataclasses.replace(t, rounds=t.rounds[:-1] + (Round(number, games, byes, absences=absent),))
    return t, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", type=int, default=20)
    parser.add_argument("--evenings", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    t, times = season(args.members, args.evenings, args.seed)
    print(f"{args.members} members, {args.evenings} evenings (seed {args.seed})")
    print(f"pairing an evening: median {statistics.median(times) * 1000:.1f} ms, slowest {max(times) * 1000:.1f} ms")
    start = time.process_time()
    rankings(t)
    print(f"the rankings after every evening, once: {time.process_time() - start:.3f} s")
    start = time.process_time()
    for k in range(1, args.evenings + 1):
        compute_standings(t, k, explain=k == args.evenings)
    print(f"standings after each evening (as a build): {time.process_time() - start:.2f} s")
    print("load average: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
