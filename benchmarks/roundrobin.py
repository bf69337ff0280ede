"""How fast is a round robin's schedule? Times the Berger tables and the full schedule, prints figures.

    python benchmarks/roundrobin.py                  # 24 players x 2 cycles (issue 13 point 9: under 10 ms)
    python benchmarks/roundrobin.py --players 40 --cycles 1 --repeat 200

Figures: the table alone (built from nothing: `berger_table`'s cache cleared each time), the full schedule of
every round with players from a Tournament (cold: the caches cleared; warm: the table cached), the schedule
recognised back from the rounds (`recognise`, as for a TRF import), and the Varma numbering of 24 players.
Each figure is the median and the slowest of the repeats.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.model import Game, GameResult, PairingSystem, Player, Round, Start, Tournament  # noqa: E402
from generator.pairing import berger  # noqa: E402

BUDGET_MS = 10.0   # the full schedule of 24 players over 2 cycles (issue 13, point 9)
FEDERATIONS = ("GER", "GER", "GER", "FRA", "FRA", "ESP", "ITA", "NED", "POL", "SUI", "AUT", "CZE")


def tournament(players: int, cycles: int) -> Tournament:
    roster = tuple(Player(Start(i), f"Player {i:02d}", 2400 - 10 * i, federation=FEDERATIONS[i % len(FEDERATIONS)])
                   for i in range(1, players + 1))
    return Tournament("bench", "Bench", roster, pairing=PairingSystem.ROUND_ROBIN, cycles=cycles)


def clear_caches() -> None:
    berger.berger_table.cache_clear()
    berger.round_plans.cache_clear()


def timed(work: Callable[[], object], repeat: int, cold: bool) -> tuple[float, float]:
    """Median and slowest run, in milliseconds."""
    runs = []
    for _ in range(repeat):
        if cold:
            clear_caches()
        start = time.perf_counter()
        work()
        runs.append((time.perf_counter() - start) * 1000)
    return statistics.median(runs), max(runs)


def played(t: Tournament) -> Tournament:
    rounds = tuple(Round(r.number, tuple(Game(b.white, b.black, GameResult.DRAW, b.board) for b in r.boards))
                   for r in berger.schedule(t))
    return replace(t, rounds=rounds, planned_rounds=len(rounds))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=24)
    parser.add_argument("--cycles", type=int, default=2, choices=berger.CYCLES)
    parser.add_argument("--repeat", type=int, default=100)
    args = parser.parse_args()
    t = tournament(args.players, args.cycles)
    rounds = len(berger.schedule(t))
    print(f"round robin of {args.players} players over {args.cycles} cycle(s): {rounds} rounds, "
          f"{sum(len(r.boards) for r in berger.schedule(t))} games; {args.repeat} repeats (median / slowest)")
    figures = {
        "Berger table (cold)": timed(lambda: berger.berger_table(args.players), args.repeat, cold=True),
        "full schedule (cold)": timed(lambda: berger.schedule(t), args.repeat, cold=True),
        "full schedule (warm)": timed(lambda: berger.schedule(t), args.repeat, cold=False),
        "pairing of the last round": timed(lambda: berger.pair(t, rounds), args.repeat, cold=True),
    }
    imported = played(t)
    figures["recognise all rounds"] = timed(lambda: berger.recognise(imported), max(args.repeat // 10, 3), cold=True)
    if 9 <= args.players <= 24:
        figures["Varma numbers"] = timed(lambda: berger.varma_numbers(t.players), args.repeat, cold=False)
    for name, (median, slowest) in figures.items():
        print(f"  {name:<28} {median:8.3f} ms   {slowest:8.3f} ms")
    cold = figures["full schedule (cold)"][0]
    verdict = "within" if cold < BUDGET_MS else "OVER"
    print(f"budget: full schedule under {BUDGET_MS:.0f} ms: {cold:.3f} ms median, {verdict} budget")
    return 0 if cold < BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
