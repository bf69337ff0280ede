"""How does `bulletin build` scale to a league's site? 50 tournaments built in full, then rebuilt after editing one
round file, as `serve`/`watch` do.

    python benchmarks/site_scale.py                   # 50 tournaments x 165 players x 11 rounds: 9,602 pages
    python benchmarks/site_scale.py --players 120     # 6,000 players, 7,352 pages
    python benchmarks/site_scale.py --tournaments 10 --players 60 --rounds 7 --edits 3

A club's archive of "about 6,000 players, 10,000 pages"; a Swiss tournament has a page per player plus two per
round, so the default takes the page count (8,250 players) and `--players 120` the player count.

Figures printed: the full build in a fresh process (`bulletin build`: wall time, CPU time and peak resident
memory of that process), then, in one long-running process like `bulletin watch`, the time of a rebuild after
each of a dozen one-round edits (each in another tournament; best, median and worst, so that a stall such as a
full pass of the cycle collector shows) and that process's peak memory.
Budgets: full build under 8 s, incremental rebuild under 1 s, memory under
1 GB. The machine has 2 cores shared with whatever else runs: CPU time below wall time means other processes
competed.

Run it on a quiet disk. On a file system like this machine's (ext4 without a journal), creating files in the
minutes after many were deleted (another run's temporary folders, a test suite) is several times slower: the
kernel steps over every recently freed inode before it hands out a new one. Such a run shows it as a full build
whose CPU time is mostly system time.
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from build import Synthetic, write_tournament  # noqa: E402  (benchmarks/build.py: one synthetic tournament)

BUDGET_FULL_S, BUDGET_INCREMENTAL_S, BUDGET_MEMORY_MB = 8.0, 1.0, 1024.0


def write_league(root: Path, tournaments: int, players: int, rounds: int, seed: int) -> None:
    """site.yml, one synthetic Swiss tournament per folder (another seed each) and one news post each."""
    (root / "content" / "news").mkdir(parents=True)
    (root / "site.yml").write_text("title: Synthetic league\nbase_url: /league/\n", encoding="utf-8")
    for index in range(tournaments):
        slug = f"open-{index + 1:02d}"
        with tempfile.TemporaryDirectory() as temp:
            write_tournament(Path(temp), Synthetic(players, rounds, seed + index))
            shutil.move(str(Path(temp) / "content" / "bench"), str(root / "content" / slug))
        (root / "content" / "news" / f"2026-05-{index % 28 + 1:02d}-{slug}.md").write_text(
            f"---\ntitle: Round {rounds} of {slug}\ndate: 2026-05-{index % 28 + 1:02d}\ntournament: {slug}\n"
            f"round: {rounds}\n---\nThe last round of **{slug}** is in.\n", encoding="utf-8")


def full_build(site: Path, out: Path) -> tuple[float, float, float, float, str]:
    """`bulletin build` in a fresh process: wall seconds, user and system CPU seconds, peak resident MB
    (of the process or of its largest child), closing line."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "generator", "build", "--site", str(site), "--out", str(out)],
                            capture_output=True, text=True, cwd=REPO)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        raise SystemExit(f"the build failed:\n{result.stderr}")
    user, system = after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime
    return wall, user, system, after.ru_maxrss / 1024, result.stdout.strip()


def edit_one_round(site: Path, slug: str, rng: random.Random) -> None:
    """Turn one result of the tournament's last round around ('1-0' <-> '0-1'), as an organiser's fix."""
    path = max((site / "content" / slug / "rounds").glob("*.yml"))
    lines = path.read_text(encoding="utf-8").splitlines()
    boards = [i for i, line in enumerate(lines) if line.endswith(("1-0]", "0-1]"))]
    i = rng.choice(boards)
    lines[i] = lines[i][:-4] + ("0-1]" if lines[i].endswith("1-0]") else "1-0]")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def incremental_builds(site: Path, out: Path, slugs: list[str], edits: int, seed: int) -> list[float]:
    """One process and build session, like `bulletin watch`: a first build, then one rebuild per edit (each in
    another tournament); the seconds of each rebuild. As in `watch`, whose file observer is a thread from the
    start, no build forks (generator/site/parallel.py: never with other threads)."""
    from generator.site.build import BuildSession
    observer = threading.Event()
    threading.Thread(target=observer.wait, daemon=True).start()
    session = BuildSession(site, out)
    session.build()
    rng = random.Random(seed)
    times = []
    for slug in rng.sample(slugs, min(edits, len(slugs))):
        edit_one_round(site, slug, rng)
        started, cpu_started = time.perf_counter(), time.process_time()
        report = session.build()
        times.append(time.perf_counter() - started)
        print(f"  edit in {slug}: {times[-1]:.3f} s wall, {time.process_time() - cpu_started:.3f} s CPU "
              f"({report.written} files written)")
    observer.set()
    return times


def verdict(value: float, budget: float) -> str:
    return f"budget {budget:g}: {'ok' if value <= budget else 'OVER'}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tournaments", type=int, default=50)
    parser.add_argument("--players", type=int, default=165)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--edits", type=int, default=12)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores", flush=True)
    with tempfile.TemporaryDirectory() as temp:
        site, out = Path(temp) / "site", Path(temp) / "out"
        started = time.perf_counter()
        write_league(site, args.tournaments, args.players, args.rounds, args.seed)
        print(f"{args.tournaments} tournaments x {args.players} players x {args.rounds} rounds "
              f"({args.tournaments * args.players} players), written in {time.perf_counter() - started:.1f} s")
        wall, user, system, rss, line = full_build(site, out)
        files = sum(1 for p in out.rglob("*") if p.is_file())
        print(f"full build (fresh process): {wall:.2f} s wall ({verdict(wall, BUDGET_FULL_S)}), "
              f"CPU {user:.2f} s user + {system:.2f} s system, "
              f"peak memory {rss:.0f} MB ({verdict(rss, BUDGET_MEMORY_MB)})")
        print(f"  {line}; {files} files in the output folder")
        if system > user / 2:
            print("  (much of the CPU time is the kernel's: a disk that deleted many files minutes ago? see the "
                  "docstring; run again in a few minutes)")
        print("incremental rebuilds (one process, as bulletin watch):")
        times = incremental_builds(site, Path(temp) / "out-watch",
                                   [f"open-{i + 1:02d}" for i in range(args.tournaments)], args.edits, args.seed)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        median = statistics.median(times)
        print(f"  best {min(times):.3f} s, median {median:.3f} s ({verdict(median, BUDGET_INCREMENTAL_S)}), "
              f"worst {max(times):.3f} s; "
              f"peak memory of this process {peak:.0f} MB ({verdict(peak, BUDGET_MEMORY_MB)})")
    over = wall > BUDGET_FULL_S or max(times) > BUDGET_INCREMENTAL_S or max(rss, peak) > BUDGET_MEMORY_MB
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
