"""How fast is `bulletin build`? Generates a synthetic Swiss tournament as YAML, builds it, prints figures.

    python benchmarks/build.py                      # the two budgets: 100 x 9 and 1000 x 11
    python benchmarks/build.py --players 300 --rounds 7 --seed 3
    python benchmarks/build.py --pair-next --pairing burstein   # the build pairs the next round too
    python benchmarks/build.py --site .             # a real site (the example): build and rebuilds, see below

The tournament: N rated players, R rounds paired by score groups (no repeats), seeded random results with
draws, forfeits (one-sided and double), the pairing-allocated bye, requested half- and zero-point byes, and
a few withdrawals. First a tournament of each size (another seed) is built by `bulletin build` in a process of
its own, three times (the median; the peak resident memory), before the benchmark deletes any file (see
`measure`); then the size is timed phase by phase (load, compute + plan, render, write) in one BuildSession and
rebuilt through it (what `serve` and `watch` do) unchanged and after one result of the last round changed; then
the first tournament is built once more under tracemalloc for the peak Python heap.

Budgets: at 1000 players x 11 rounds a full build (`bulletin build` in a process of its own) under 1.0 ms
a page and a rebuild with nothing changed under 0.5 ms a page; peak memory under 300 MB. The CPU time counts the
forked child that renders half the pages too. The machine's load average is printed first:
figures taken while other processes run are slower, the wall time more than the CPU time.
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.core.gcpause import no_cycle_collection  # noqa: E402
from generator.site.build import BuildSession, build_site  # noqa: E402

BUDGETS = {(100, 9): 0.5, (1000, 11): 3.0}   # seconds for a full build
PAGE_BUDGETS = {(1000, 11): (1.0, 0.5)}      # ms a page: full build, rebuild unchanged
MEMORY_BUDGET = 300.0                        # MB at 1000 x 11
RESULTS = ("1-0", "0-1", "½-½", "+-", "-+", "--")
RESULT_WEIGHTS = (40, 33, 22, 2, 2, 1)


@dataclass
class Synthetic:
    players: int
    rounds: int
    seed: int
    planned: int = 0   # planned rounds; more than `rounds` makes the build pair the next round itself

    def __post_init__(self) -> None:
        self.planned = self.planned or self.rounds


def write_tournament(root: Path, spec: Synthetic, pairing: str = "dutch") -> None:
    """site.yml, content/bench/tournament.yml and one rounds/NN.yml per round."""
    rng = random.Random(spec.seed)
    folder = root / "content" / "bench"
    (folder / "rounds").mkdir(parents=True)
    (root / "site.yml").write_text("title: Benchmark club\nbase_url: /bench/\n", encoding="utf-8")
    withdrawn = {start: rng.randint(2, spec.rounds) for start in rng.sample(range(1, spec.players + 1),
                                                                           max(1, spec.players // 100))}
    lines = [f"name: Synthetic Open {spec.players}x{spec.rounds}", f"rounds: {spec.planned}",
             f"pairing: {pairing}", "rules: fide-2026", "tiebreaks: [BH/C1, BH, SB]", "players:"]
    for start in range(1, spec.players + 1):
        rating = 2600 - start * 1800 // spec.players
        extra = f", withdrawn: {withdrawn[start]}" if start in withdrawn else ""
        lines.append(f"  - {{no: {start}, name: Player {start:04d}, rating: {rating}, fed: GER{extra}}}")
    (folder / "tournament.yml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    scores = {start: 0.0 for start in range(1, spec.players + 1)}
    met: set[frozenset[int]] = set()
    for number in range(1, spec.rounds + 1):
        text = _round(number, spec, rng, scores, met, withdrawn)
        (folder / "rounds" / f"{number:02d}.yml").write_text(text, encoding="utf-8")


def _round(number: int, spec: Synthetic, rng: random.Random, scores: dict[int, float],
           met: set[frozenset[int]], withdrawn: dict[int, int]) -> str:
    active = [s for s in scores if withdrawn.get(s, spec.rounds + 1) > number]
    requested = rng.sample(active, max(1, len(active) // 50)) if number < spec.rounds else []
    half = set(requested[: len(requested) // 2])
    zero = set(requested[len(requested) // 2:])
    playing = sorted((s for s in active if s not in half | zero), key=lambda s: (-scores[s], s))
    pab = playing.pop() if len(playing) % 2 else None
    boards = []
    while playing:
        white = playing.pop(0)
        index = next((i for i, s in enumerate(playing) if frozenset((white, s)) not in met), 0)
        black = playing.pop(index)
        met.add(frozenset((white, black)))
        result = rng.choices(RESULTS, RESULT_WEIGHTS)[0]
        boards.append(f"  - [{white}, {black}, {result}]")
        scores[white] += {"1-0": 1, "½-½": .5, "+-": 1}.get(result, 0)
        scores[black] += {"0-1": 1, "½-½": .5, "-+": 1}.get(result, 0)
    for start in half:
        scores[start] += .5
    byes = [f"  pab: {pab}"] if pab else []
    byes += [f"  half: [{', '.join(map(str, sorted(half)))}]"] if half else []
    byes += [f"  zero: [{', '.join(map(str, sorted(zero)))}]"] if zero else []
    if pab:
        scores[pab] += 1
    return "\n".join([f"round: {number}", "boards:", *boards, *(["byes:", *byes] if byes else [])]) + "\n"


def measure(spec: Synthetic, pairing: str) -> dict[str, float]:
    # The build in a process of its own comes first, before this benchmark deletes anything: on this machine's
    # file system, files and folders created in the minutes after many were deleted are several times slower to
    # make (the kernel steps over the recently freed inodes; site_scale.py says more), which measured the disk's
    # state, not the build (1.37 ms a page after the session's folder was deleted, 1.08 ms before).
    with tempfile.TemporaryDirectory() as fresh_temp:   # another seed: nothing cached from the builds below
        fresh = Path(fresh_temp)
        write_tournament(fresh, Synthetic(spec.players, spec.rounds, spec.seed + 1, spec.planned), pairing)
        figures = dict(zip(("fresh wall", "fresh cpu", "peak resident MB"), _fresh_build(fresh)))
        figures.update(_in_one_session(spec, pairing))
        tracemalloc.start()
        build_site(fresh)
        figures["peak heap MB"] = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
    return figures


def _in_one_session(spec: Synthetic, pairing: str) -> dict[str, float]:
    """The build phase by phase in one `BuildSession`, then its rebuilds (as `serve` and `watch` make them)."""
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        write_tournament(root, spec, pairing)
        figures: dict[str, float] = {}
        session = BuildSession(root)   # as `serve` and `watch` keep one
        with no_cycle_collection():   # as BuildSession.build runs
            cpu_started = _cpu()
            started = time.perf_counter()
            site = session.load()
            figures["load"] = time.perf_counter() - started
            mark = time.perf_counter()
            site_plan = session.plan(site)
            figures["compute + plan"] = time.perf_counter() - mark
            mark = time.perf_counter()
            files = session.render(site, site_plan)
            figures["render"] = time.perf_counter() - mark
            mark = time.perf_counter()
            session.write(root / "_site", files)
            figures["write"] = time.perf_counter() - mark
            figures["total"] = time.perf_counter() - started
            figures["cpu"] = _cpu() - cpu_started
        figures["pages"] = len(site_plan.pages)
        figures["megabytes"] = sum(len(b) for b in files.values()) / 1e6
        rebuild = session.build()
        figures["rebuild unchanged"] = rebuild.seconds
        figures["rebuild written"] = rebuild.written
        _change_one_result(root, spec.rounds)
        rebuild = session.build()
        figures["rebuild one result"] = rebuild.seconds
        figures["rebuild one result written"] = rebuild.written
    return figures


def _fresh_build(root: Path, runs: int = 3) -> tuple[float, float, float]:
    """`bulletin build` of the site in a process of its own, as an organiser runs it, `runs` times (each into an
    output folder of its own, none deleted meanwhile): the median wall seconds and CPU seconds (with its forked
    children) and the largest peak resident memory in MB (of it or of a child that renders half the pages): what
    the budgets of a full build are about. In this process the figures would also count the sessions and the
    tracemalloc build that follow, and a larger process forks less (generator/site/parallel.py)."""
    walls, cpus, peaks = [], [], []
    for run in range(runs):
        started = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-m", "generator", "build", "--site", str(root),
                                  "--out", str(root / f"_fresh{run}")],
                                 cwd=Path(__file__).resolve().parent.parent, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        walls.append(time.perf_counter() - started)
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode:
            raise RuntimeError(f"bulletin build failed with exit code {child.returncode}")
        cpus.append(usage.ru_utime + usage.ru_stime)
        peaks.append(usage.ru_maxrss / 1024)
    return statistics.median(walls), statistics.median(cpus), max(peaks)


def measure_site(source: Path) -> dict[str, float]:
    """A copy of a real site: a full build, a rebuild with nothing changed, after a news post is edited, and
    after one more result is entered in a round whose results are not all in (what is at stake in it is then
    searched again: pages/stake.py), each in the one session `serve` and `watch` keep; CPU seconds too."""
    import shutil
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp) / "site"
        root.mkdir()
        shutil.copy(source / "site.yml", root / "site.yml")
        shutil.copytree(source / "content", root / "content")
        session = BuildSession(root, root / "_out")
        figures: dict[str, float] = {}

        def timed(name: str) -> None:
            cpu = time.process_time()
            report = session.build()
            figures[name] = report.seconds
            figures[name + " cpu"] = time.process_time() - cpu
            figures["pages"] = report.pages

        timed("build")
        timed("rebuild unchanged")
        post = next(iter(sorted((root / "content" / "news").glob("*.md"))), None)
        if post is not None:
            post.write_text(post.read_text(encoding="utf-8") + "\nOne more line.\n", encoding="utf-8")
            timed("news post edited")
        pending = _pending_board(root)
        if pending is not None:
            path, old, new = pending
            path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
            timed("result entered")
    return figures


def _pending_board(root: Path) -> tuple[Path, str, str] | None:
    """The last board without a result in the site's round files: (file, line, the line with a draw)."""
    for path in sorted((root / "content").glob("*/rounds/*.yml"), reverse=True):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("  - [") and line.count(",") == 1:
                return path, line, line.rstrip("]") + ", ½-½]"
    return None


def _cpu() -> float:
    """CPU seconds of this process and of its reaped children (the forked renderer)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _change_one_result(root: Path, last_round: int) -> None:
    """The first board of the last round gets another result (1-0 becomes 0-1, anything else 1-0)."""
    path = root / "content" / "bench" / "rounds" / f"{last_round:02d}.yml"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    first = next(i for i, line in enumerate(lines) if line.startswith("  - ["))
    head, result = lines[first].rstrip("]\n").rsplit(", ", 1)
    lines[first] = f"{head}, {'0-1' if result == '1-0' else '1-0'}]\n"
    path.write_text("".join(lines), encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int)
    parser.add_argument("--rounds", type=int)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--pairing", choices=("dutch", "burstein"), default="dutch")
    parser.add_argument("--pair-next", action="store_true",
                        help="plan one round more, so that the build also pairs the next round with the engine")
    parser.add_argument("--site", type=Path, help="time builds of this site (e.g. the example: .) instead")
    args = parser.parse_args()
    if args.site:
        f = measure_site(args.site)
        print(f"{args.site.resolve().name}: {int(f['pages'])} pages")
        for name in ("build", "rebuild unchanged", "news post edited", "result entered"):
            if name in f:
                print(f"  {name:18} {f[name]:.3f} s ({f[name + ' cpu']:.3f} s of CPU)")
        return 0
    sizes = [(args.players, args.rounds)] if args.players and args.rounds else list(BUDGETS)
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f} "
          f"on {os.cpu_count()} cores")
    over = False
    for players, rounds in sizes:
        f = measure(Synthetic(players, rounds, args.seed, rounds + 1 if args.pair_next else rounds), args.pairing)
        budget = BUDGETS.get((players, rounds))
        verdict = "" if budget is None else (f" (budget {budget} s: {'ok' if f['total'] <= budget else 'OVER'})")
        over |= budget is not None and f["total"] > budget
        print(f"{players} players x {rounds} rounds: {int(f['pages'])} pages, {f['megabytes']:.1f} MB of HTML")
        print(f"  load {f['load']:.3f} s | compute + plan {f['compute + plan']:.3f} s | render {f['render']:.3f} s"
              f" | write {f['write']:.3f} s")
        print(f"  total {f['total']:.3f} s{verdict} = {1000 * f['total'] / f['pages']:.2f} ms per page"
              f" ({f['cpu']:.3f} s of CPU: more wall time than CPU means other processes competed)")
        pages = f["pages"]
        full_budget, rebuild_budget = PAGE_BUDGETS.get((players, rounds), (None, None))
        print(f"  per page: `bulletin build` in a process of its own (start-up included; another seed; "
              f"median of 3) "
              f"{f['fresh wall']:.3f} s = {1000 * f['fresh wall'] / pages:.2f} ms wall, "
              f"{1000 * f['fresh cpu'] / pages:.2f} ms CPU"
              f"{_verdict(1000 * f['fresh wall'] / pages, full_budget, 'ms')}")
        print(f"  rebuild with nothing changed {f['rebuild unchanged']:.3f} s "
              f"({int(f['rebuild written'])} written) = {1000 * f['rebuild unchanged'] / pages:.3f} ms a page"
              f"{_verdict(1000 * f['rebuild unchanged'] / pages, rebuild_budget, 'ms')}")
        print(f"  rebuild after one result changed {f['rebuild one result']:.3f} s "
              f"({int(f['rebuild one result written'])} written) = "
              f"{1000 * f['rebuild one result'] / pages:.3f} ms a page")
        print(f"  peak Python heap during a build {f['peak heap MB']:.1f} MB")
        memory_budget = MEMORY_BUDGET if (players, rounds) == (1000, 11) else None
        print(f"  peak resident memory of `bulletin build` in a process of its own {f['peak resident MB']:.0f} MB"
              f"{_verdict(f['peak resident MB'], memory_budget, 'MB')}")
        over |= full_budget is not None and 1000 * f["fresh wall"] / pages > full_budget
        over |= rebuild_budget is not None and 1000 * f["rebuild unchanged"] / pages > rebuild_budget
        over |= memory_budget is not None and f["peak resident MB"] > memory_budget
    peak_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident memory of this benchmark's process {peak_rss:.0f} MB (its sessions and tracemalloc too)")
    return 1 if over else 0


def _verdict(value: float, budget: float | None, unit: str) -> str:
    return "" if budget is None else f" (budget {budget} {unit}: {'ok' if value <= budget else 'OVER'})"


if __name__ == "__main__":
    sys.exit(main())
