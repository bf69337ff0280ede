"""Pair rounds 2, 3 and 7 of generated tournaments, Burstein and Dutch; print time and memory, and (given
`--reference PATH` to a locally built bbpPairings) the reference engine's time on the same TRF and the ratio.

Budgets: every case under 5 s and under 150 MB, and no case slower than the reference (ratio <= 1.0).
The sizes of the issue are 100, 400, 1000 and 2000 players (Dutch up to 1000); the quick default is 100 and 400.
Rounds 1 to 6 are paired by the engine under test, with results drawn from the rating difference (seeded; draws
~30%, an occasional forfeit, about 1% of the players on a half-point bye or absent each round), so that round 7
looks like a real Swiss (score groups, floats, rematch bans, colour histories, byes); round 2 and 3 are the same
tournament cut after round 1 and 2 (the early rounds' huge score groups).

Columns: `engine` is our pairing alone, in this process (best of --runs); `ours` and `ref` are whole processes on
the same TRF file (`python -m generator pair FILE.trf`, start-up included, against `bbpPairings --SYSTEM FILE -p`),
run paired and interleaved (ours, ref, ours, ref, ...; the median of each), so that a burst of load elsewhere hits
both alike; `ratio` is ours / ref; `floor` is the interpreter alone (`python -c pass`, the median of at least
five runs, measured before the cases) / ref: the lowest ratio any program run by this Python can reach, so a case
whose floor is over 1.0 cannot meet the ratio budget however fast the pairing (the reference pairs a club
tournament in less time than CPython takes to start); `same` says whether both wrote the same pairing; `heap` is
the peak Python heap of one pairing (tracemalloc), `rss MB` the peak resident size of our process (the budget's)
and `ref MB` the reference's, each started by a small process of its own (SPAWNER), so that neither counts this
one's memory (a figure is at least that small process's own, about 11 MB: the reference's 4 MB reads 11).
The machine's load average is printed first: figures taken while other processes run are slower.

usage: python benchmarks/pairing.py [SIZES...] [--rounds 2 3 7] [--system burstein|dutch|both] [--runs N]
                                    [--reference PATH/TO/bbpPairings.exe] [--seed N]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.core.model import Bye, ByeKind, Colour, Game, GameResult, PairingSystem, Player, Round, Start, Tournament  # noqa: E402
from generator.core.pairing.core import exchange_format  # noqa: E402
from generator.core.pairing.systems import pair_next_round  # noqa: E402
from generator.trf.writer import trf16  # noqa: E402

TIME_BUDGET = 5.0        # seconds a case
MEMORY_BUDGET = 150.0    # MB a case
RATIO_BUDGET = 1.0       # ours / reference
DUTCH_LARGEST = 1000     # the issue lists Dutch up to 1000 players
# As a user runs it: bytecode cached (a shell with PYTHONDONTWRITEBYTECODE would recompile every module)
AS_INSTALLED = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


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


def engine_figures(tournament: Tournament, round_number: int, runs: int) -> tuple[float, float, str]:
    """Seconds (best of `runs`, untraced), peak heap MB (one traced run) and the pairing in exchange format."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        pairing = pair_next_round(tournament, round_number)
        times.append(time.perf_counter() - started)
    tracemalloc.start()
    pair_next_round(tournament, round_number)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return min(times), peak / 2 ** 20, exchange_format(pairing)


# The processes measured are started by a small process of their own, started before this one grows: on Linux
# the peak resident size a child reports counts the memory of the process that started it (the address space it
# was forked from, before its exec), so a child started from this benchmark, which holds tournaments of 2000
# players and tracemalloc's records, reported this benchmark's 142 MB for every case after the largest.
SPAWNER = r"""
import json, os, subprocess, sys, time
for line in sys.stdin:
    job = json.loads(line)
    started = time.perf_counter()
    child = subprocess.Popen(job["argv"], cwd=job["cwd"], env=job["env"], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    out, err = child.stdout.read(), child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)
    print(json.dumps({"seconds": time.perf_counter() - started, "rss": usage.ru_maxrss / 1024,
                      "code": os.waitstatus_to_exitcode(status), "out": out.decode(), "err": err.decode()}),
          flush=True)
"""


class Spawner:
    """Runs commands in processes started by a small `python -S` of its own (see SPAWNER)."""

    def __init__(self) -> None:
        self._process = subprocess.Popen([sys.executable, "-S", "-c", SPAWNER], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, text=True)

    def run(self, argv: list[str]) -> tuple[float, float, str]:
        """Wall seconds, the process's peak resident MB and its standard output; a failure stops the benchmark."""
        assert self._process.stdin is not None and self._process.stdout is not None
        self._process.stdin.write(json.dumps({"argv": argv, "cwd": str(ROOT), "env": AS_INSTALLED}) + "\n")
        self._process.stdin.flush()
        done = json.loads(self._process.stdout.readline())
        if done["code"]:
            raise SystemExit(f"{' '.join(argv)} failed ({done['code']}):\n{done['err']}")
        return done["seconds"], done["rss"], done["out"]

    def close(self) -> None:
        assert self._process.stdin is not None
        self._process.stdin.close()
        self._process.wait()


def side_by_side(spawner: Spawner, trf: Path, system: str, reference: str, runs: int
                 ) -> tuple[float, float, float, float, bool]:
    """Median wall seconds of our process and the reference's, interleaved; the peak resident MB of ours and of
    the reference's (the largest of the runs); whether both wrote the same pairing."""
    ours_argv = [sys.executable, "-m", "generator", "pair", str(trf)]
    output = trf.with_suffix(".ref.txt")
    ref_argv = [reference, f"--{system}", str(trf), "-p", str(output)]
    ours_times, ref_times, ours_peak, ref_peak = [], [], 0.0, 0.0
    same = True
    for _ in range(runs):
        elapsed, rss, ours_out = spawner.run(ours_argv)
        ours_times.append(elapsed)
        ours_peak = max(ours_peak, rss)
        elapsed, rss, _ = spawner.run(ref_argv)
        ref_times.append(elapsed)
        ref_peak = max(ref_peak, rss)
        same = same and ours_out == output.read_text(encoding="utf-8")
    return statistics.median(ours_times), statistics.median(ref_times), ours_peak, ref_peak, same


def interpreter_alone(spawner: Spawner, runs: int) -> float:
    """Median wall seconds of this Python starting and doing nothing (`python -c pass`), started as ours is."""
    spawner.run([sys.executable, "-c", "pass"])   # its files into the page cache, as ours are after a first run
    return statistics.median(spawner.run([sys.executable, "-c", "pass"])[0] for _ in range(max(runs, 5)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[100, 400])
    parser.add_argument("--rounds", nargs="+", type=int, default=[2, 3, 7])
    parser.add_argument("--system", choices=("burstein", "dutch", "both"), default="both")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--reference", help="a bbpPairings executable built from its public source")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    systems = ("burstein", "dutch") if args.system == "both" else (args.system,)
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f} "
          f"on {os.cpu_count()} cores")
    reference_columns = (f" {'ours':>8} {'ref':>8} {'ratio':>6} {'floor':>6} {'same':>5} {'rss MB':>7} {'ref MB':>7}"
                         if args.reference else "")
    spawner = Spawner() if args.reference else None   # started while this process is small
    bare = 0.0
    if spawner is not None:
        bare = interpreter_alone(spawner, args.runs)
        print(f"the interpreter alone (python -c pass): {bare:.3f} s")
    print(f"{'system':>8} {'players':>7} {'round':>5} {'engine':>8} {'heap MB':>8}{reference_columns}  verdict")
    over = False
    with tempfile.TemporaryDirectory() as scratch:
        for system in systems:
            for size in args.sizes:
                if system == "dutch" and size > DUTCH_LARGEST:
                    continue
                played = generated_tournament(size, max(args.rounds) - 1, args.seed + size, system)
                for round_number in sorted(args.rounds):
                    tournament = replace(played, rounds=played.rounds[:round_number - 1])
                    elapsed, heap, _ = engine_figures(tournament, round_number, args.runs)
                    ok = elapsed <= TIME_BUDGET and heap <= MEMORY_BUDGET
                    line = f"{system:>8} {size:>7} {round_number:>5} {elapsed:>6.3f} s {heap:>8.1f}"
                    if args.reference:
                        trf = Path(scratch) / f"{system}-{size}-{round_number}.trf"
                        trf.write_text(trf16(tournament), encoding="utf-8")
                        assert spawner is not None
                        ours_s, ref_s, rss, ref_rss, same = side_by_side(spawner, trf, system, args.reference,
                                                                         args.runs)
                        ratio = ours_s / ref_s
                        ok = ok and ratio <= RATIO_BUDGET and same and rss <= MEMORY_BUDGET
                        line += (f" {ours_s:>6.3f} s {ref_s:>6.3f} s {ratio:>6.2f} {bare / ref_s:>6.2f}"
                                 f" {'yes' if same else 'NO':>5}"
                                 f" {rss:>7.1f} {ref_rss:>7.1f}")
                    over |= not ok
                    print(f"{line}  {'ok' if ok else 'OVER'}", flush=True)
    if spawner is not None:
        spawner.close()
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
