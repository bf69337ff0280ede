"""Time `load_site` alone on a synthetic tournament: N players, R rounds, seeded results with forfeits and byes.

    python benchmarks/load_content.py [--players 1000] [--rounds 11]

Prints the time to read and validate the content (best and median of several runs) and the peak memory
of one run.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.loading.load import load_site  # noqa: E402


def write_site(root: Path, players: int, rounds: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    (root / "site.yml").write_text("title: Benchmark\n", encoding="utf-8")
    folder = root / "content" / "synthetic"
    (folder / "rounds").mkdir(parents=True)
    lines = ["name: Synthetic open", f"rounds: {rounds}", "tiebreaks: [BH/C1, BH, SB]", "players:"]
    lines += [f"  - {{no: {n}, name: Player Number{n}, rating: {2600 - n}, fed: GER, club: Club {n % 40}}}"
              for n in range(1, players + 1)]
    (folder / "tournament.yml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    results = ["1-0"] * 40 + ["0-1"] * 35 + ["½-½"] * 22 + ["+-", "-+", "--"]
    for number in range(1, rounds + 1):
        order = list(range(1, players + 1))
        rng.shuffle(order)  # not a Swiss: rematches are possible and only warned about
        byes = order[-2:] if players % 2 == 0 else order[-1:]
        paired = order[: len(order) - len(byes)]
        boards = [f"  - [{paired[i]}, {paired[i + 1]}, {rng.choice(results)}]" for i in range(0, len(paired), 2)]
        text = [f"round: {number}", "boards:", *boards, "byes:", f"  half: [{byes[0]}]"]
        if len(byes) > 1:
            text.append(f"  zero: [{byes[1]}]")
        (folder / "rounds" / f"{number:02d}.yml").write_text("\n".join(text) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--repeat", type=int, default=5, help="runs to time; the best and the median are shown")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        write_site(root, args.players, args.rounds)
        timings = []
        for _ in range(args.repeat):
            started = time.perf_counter()
            site = load_site(root)
            timings.append(time.perf_counter() - started)
        tracemalloc.start()
        load_site(root)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    games = sum(len(r.games) for r in site.tournaments[0].rounds)
    best, median = min(timings), statistics.median(timings)
    print(f"load_site: {args.players} players x {args.rounds} rounds ({games} games): best {best * 1000:.0f} ms, "
          f"median {median * 1000:.0f} ms of {len(timings)} runs; peak {peak / 2**20:.1f} MiB; "
          f"{len(site.warnings)} warnings")


if __name__ == "__main__":
    main()
