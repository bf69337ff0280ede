"""How long `bulletin --help`, `pair`, `standings` and `explain` take as whole processes, beside the interpreter's
own start.

Budgets: `--help` under 0.10 s, the others under 0.25 s (the median). The runs are interleaved (one of each
command per turn), so a burst of load from elsewhere hits every command alike; the table gives the fastest and the
median run, the median's margin over `python -c pass`, and the median CPU time (user + system), which load
elsewhere inflates less than the wall-clock time. `pair` pairs round 7 of a copy of the example Burstein
tournament (content/herbst-2026 without its round 7 file), `pair .trf` the same round from a TRF-16 file;
`standings` and `explain` read the example as it is.

usage: python benchmarks/startup.py [--runs N]
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.loading.load import load_tournament  # noqa: E402
from generator.trf.writer import trf16  # noqa: E402

EXAMPLE = ROOT / "content" / "herbst-2026"
BUDGETS = {"bulletin --help": 0.10}   # the others: 0.25 s
# As a user runs it: bytecode cached in __pycache__ (an install compiles it; a shell that sets
# PYTHONDONTWRITEBYTECODE would recompile every module on every start, which is no measure of the program)
AS_INSTALLED = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def commands(unpaired: Path, trf: Path) -> dict[str, list[str]]:
    bulletin = [sys.executable, "-m", "generator"]
    return {
        "python -S -c pass": [sys.executable, "-S", "-c", "pass"],
        "python -c pass": [sys.executable, "-c", "pass"],
        "bulletin --help": [*bulletin, "--help"],
        "bulletin pair": [*bulletin, "pair", str(unpaired)],
        "bulletin pair .trf": [*bulletin, "pair", str(trf)],
        "bulletin standings": [*bulletin, "standings", str(EXAMPLE)],
        "bulletin explain": [*bulletin, "explain", str(EXAMPLE), "1"],
    }


def timed(argv: list[str]) -> tuple[float, float]:
    """Wall-clock seconds, and CPU seconds (user + system) of the child."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(argv, cwd=ROOT, env=AS_INSTALLED, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr.decode()}")
    return elapsed, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        unpaired = Path(scratch) / EXAMPLE.name
        shutil.copytree(EXAMPLE, unpaired)
        (unpaired / "rounds" / "07.yml").unlink()
        tournament, _ = load_tournament(unpaired)
        trf = Path(scratch) / "herbst-2026.trf"
        trf.write_text(trf16(dataclasses.replace(tournament, tiebreaks=())), encoding="utf-8")
        table = commands(unpaired, trf)
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in table}
        for argv in table.values():  # one untimed run each: bytecode cached, files in memory
            timed(argv)
        for _ in range(args.runs):
            for name, argv in table.items():
                times[name].append(timed(argv))
    bare = statistics.median(wall for wall, _ in times["python -c pass"])
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores "
          "(under load the wall time is noise; the CPU time less so)")
    print(f"{'command':<20} {'fastest':>8} {'median':>8} {'over bare':>10} {'CPU':>8} {'budget':>7}")
    for name, runs in times.items():
        median = statistics.median(wall for wall, _ in runs)
        cpu = statistics.median(used for _, used in runs)
        budget = BUDGETS.get(name, 0.25)
        verdict = "" if name.startswith("python") else ("ok" if median <= budget else "OVER")
        print(f"{name:<20} {min(wall for wall, _ in runs):>6.3f} s {median:>6.3f} s {median - bare:>8.3f} s "
              f"{cpu:>6.3f} s {budget if verdict else '':>7} {verdict}")


if __name__ == "__main__":
    main()
