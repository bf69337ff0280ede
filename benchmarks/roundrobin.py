"""How fast is a round robin's schedule? Times the Berger tables and the full schedule, prints figures.

    python benchmarks/roundrobin.py                  # 24 players x 2 cycles
    python benchmarks/roundrobin.py --players 40 --cycles 1 --repeat 200

Figures: the table alone (built from nothing on each call), the full schedule of every round with players
from a Tournament, the schedule
recognised back from the rounds (`recognise`, as for a TRF import), and the Varma numbering of 24 players.
Each figure is the median and the slowest of the repeats. Then a whole site with that one round robin, every
round played (`BuildSession.build` of a one-off session, as `bulletin build` runs it, into a fresh folder each time:
under 0.5 s for 24 players over 2 cycles), and its rebuild with nothing changed; then the
first build of a lasting session (`serve`, `watch`); before it, the CPU time of the
computing part alone: the standings after every round, and the plan of the pages (standings and page data).
Last, the load and the speed of the machine at the time (a fixed loop's CPU time), since a virtual machine's
speed drifts.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.core.model import Game, GameResult, PairingSystem, Player, Round, Start, Tournament  # noqa: E402
from generator.core.pairing import berger  # noqa: E402

BUDGET_MS = 10.0   # the full schedule of 24 players over 2 cycles
SITE_BUDGET_S = 0.5   # a site with one 24-player double round robin
RESULTS = ("1-0", "½-½", "0-1", "½-½", "1-0")
FEDERATIONS = ("GER", "GER", "GER", "FRA", "FRA", "ESP", "ITA", "NED", "POL", "SUI", "AUT", "CZE")


def tournament(players: int, cycles: int) -> Tournament:
    roster = tuple(Player(Start(i), f"Player {i:02d}", 2400 - 10 * i, federation=FEDERATIONS[i % len(FEDERATIONS)])
                   for i in range(1, players + 1))
    return Tournament("bench", "Bench", roster, pairing=PairingSystem.ROUND_ROBIN, cycles=cycles)


def clear_caches() -> None:
    """Nothing to clear: the tables are built on each call (no module caches, tests/test_no_module_state.py);
    kept so that "cold" says what is timed."""


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


def write_site(folder: Path, t: Tournament) -> Path:
    """site.yml and content/<slug>/ with every round of the schedule played (results by a fixed pattern)."""
    (folder / "content" / "rr" / "rounds").mkdir(parents=True)
    (folder / "site.yml").write_text("title: Bench\noutput: _site\n", encoding="utf-8")
    players = "".join(f"  - {{no: {p.start}, name: {p.name}, rating: {p.rating}}}\n" for p in t.players)
    (folder / "content" / "rr" / "tournament.yml").write_text(
        f"name: Bench Round Robin\nrounds: {len(berger.schedule(t))}\npairing: round-robin\ncycles: {t.cycles}\n"
        f"tiebreaks: [DE, SB, WIN, KS]\nplayers:\n{players}", encoding="utf-8")
    for r in berger.schedule(t):
        boards = "".join(f"  - [{b.white}, {b.black}, {RESULTS[(r.number + b.board) % len(RESULTS)]}]\n"
                         for b in r.boards)
        (folder / "content" / "rr" / "rounds" / f"{r.number:02d}.yml").write_text(
            f"round: {r.number}\nboards:\n{boards}", encoding="utf-8")
    return folder


def standings_cpu(t: Tournament, repeat: int) -> tuple[float, float]:
    """CPU seconds of a build session's standings after every round of the played tournament (the DE, SB, WIN,
    KS chain of `write_site`; explained after the last only, as a build does), and of the page data planned
    from them, each the best of `repeat` fresh sessions."""
    from generator.site.build import BuildSession

    best_standings = best_plan = float("inf")
    with tempfile.TemporaryDirectory() as scratch:
        folder = write_site(Path(scratch) / "site", t)
        site = BuildSession(folder).load()
        for _ in range(repeat):
            session = BuildSession(folder)
            start = time.process_time()
            session.plan(site)
            best_plan = min(best_plan, time.process_time() - start)
            session = BuildSession(folder)
            loaded = site.tournaments[0]
            done = loaded.rounds_completed
            start = time.process_time()
            for k in range(1, done + 1):
                session.standings_after(loaded, k, explain=k == done)
            best_standings = min(best_standings, time.process_time() - start)
    return best_standings, best_plan


def machine_speed() -> tuple[float, float]:
    """CPU seconds of a fixed pure-Python loop, and of making 3·10⁵ small objects in fresh memory (each the least
    of five): how fast the machine runs Python right now, and how fast it hands out memory."""
    def loop() -> float:
        start, total = time.process_time(), 0
        for i in range(3_000_000):
            total += i
        return time.process_time() - start

    def allocations() -> float:
        start = time.process_time()
        made = [(i, str(i)) for i in range(300_000)]
        del made
        return time.process_time() - start
    return min(loop() for _ in range(5)), min(allocations() for _ in range(5))


def children_cpu() -> float:
    """CPU seconds of the child processes reaped so far (the build's second core: generator/site/parallel.py)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def site_builds(t: Tournament, repeat: int, lasting: bool = False
                ) -> tuple[list[float], list[tuple[float, float]], float, int]:
    """Seconds of each fresh build, the CPU seconds of each (this process, its forked child), of one rebuild
    with nothing changed, and the pages built. A one-off session (`lasting=False`) as `bulletin build` makes;
    a lasting one as `serve` and `watch` make (its first build)."""
    from generator.site.build import BuildSession

    runs, cpu, pages = [], [], 0
    with tempfile.TemporaryDirectory() as scratch:
        for index in range(repeat):
            folder = write_site(Path(scratch) / f"site{index}", t)
            session = BuildSession(folder, lasting=lasting)
            mine, child, start = time.process_time(), children_cpu(), time.perf_counter()
            report = session.build()
            runs.append(time.perf_counter() - start)
            cpu.append((time.process_time() - mine, children_cpu() - child))
            pages = report.pages
        start = time.perf_counter()
        session.build()
        again = time.perf_counter() - start
    return runs, cpu, again, pages


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=24)
    parser.add_argument("--cycles", type=int, default=2, choices=berger.CYCLES)
    parser.add_argument("--repeat", type=int, default=100)
    parser.add_argument("--site-repeat", type=int, default=3, help="fresh site builds to time")
    args = parser.parse_args()
    t = tournament(args.players, args.cycles)
    rounds = len(berger.schedule(t))
    print(f"round robin of {args.players} players over {args.cycles} cycle(s): {rounds} rounds, "
          f"{sum(len(r.boards) for r in berger.schedule(t))} games; {args.repeat} repeats (median / slowest)")
    figures = {
        "Berger table (cold)": timed(lambda: berger.berger_table(args.players), args.repeat, cold=True),
        "full schedule (cold)": timed(lambda: berger.schedule(t), args.repeat, cold=True),
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
    standings, planned = standings_cpu(t, args.site_repeat)
    print(f"standings after each of the {rounds} rounds: {1000 * standings:.1f} ms of CPU; the whole plan (standings "
          f"and page data): {1000 * planned:.1f} ms of CPU (best of {args.site_repeat})")
    runs, cpu, again, pages = site_builds(t, args.site_repeat)
    built = statistics.median(runs)
    print(f"site build (bulletin build), {pages} pages (every round played): {built:.3f} s median, {max(runs):.3f} s "
          f"slowest of {len(runs)}; rebuild with nothing changed {again:.3f} s")
    mine, child = min(cpu, key=sum)
    print(f"  its CPU (the least of {len(cpu)} builds): {mine:.3f} s in this process, {child:.3f} s in the forked "
          f"child (generator/site/parallel.py)")
    served, served_cpu, _, _ = site_builds(t, args.site_repeat, lasting=True)
    print(f"first build of a lasting session (serve, watch): {statistics.median(served):.3f} s median, "
          f"CPU {min(sum(c) for c in served_cpu):.3f} s (the least)")
    load = os.getloadavg()
    loop, allocations = machine_speed()
    print(f"the machine: load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores; a fixed "
          f"loop of 3·10⁶ additions takes {1000 * loop:.0f} ms of CPU, 3·10⁵ new objects {1000 * allocations:.0f} ms "
          "(a virtual machine's speed drifts: compare figures taken at the same speed)")
    site_verdict = "within" if built < SITE_BUDGET_S else "OVER"
    print(f"budget: site build under {SITE_BUDGET_S} s: {built:.3f} s median, {site_verdict} budget")
    return 0 if cold < BUDGET_MS and built < SITE_BUDGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
