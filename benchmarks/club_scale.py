"""How does a club's site over many seasons build? 20 seasons x 10 events x 60 players (12,000 player pages, with
the profiles, the player index, the season pages and every player's calendar and feed), built in full, then
rebuilt after one changed result, as `serve`/`watch` do.

    python benchmarks/club_scale.py                              # 20 seasons x 10 events x 60 players
    python benchmarks/club_scale.py --seasons 5 --events 4 --edits 3

The club: a pool of people (`--pool`, 900 by default; four in five with a FIDE ID, the others recognised by name),
each event drawing its players from it, so one person plays many events over the years. Each event is a 7-round
Swiss of the synthetic kind of benchmarks/build.py (seeded results, byes), dated within its season.

Figures printed, as benchmarks/site_scale.py prints them: the full build in a fresh process (wall and CPU time,
peak memory), then in one long-running process the time of a rebuild after each edit of one result, and that
process's peak memory. Budgets (issue 39): full build under 20 s, rebuild after one changed result under 1 s,
memory under 1 GB. Run it on a quiet machine; the load average is printed first.
"""
from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from build import Synthetic, _round  # noqa: E402  (benchmarks/build.py: one synthetic round)
from site_scale import full_build, incremental_builds, verdict  # noqa: E402

BUDGET_FULL_S, BUDGET_INCREMENTAL_S, BUDGET_MEMORY_MB = 20.0, 1.0, 1024.0
GIVEN = ("Anna", "Ben", "Clara", "David", "Emil", "Frieda", "Greta", "Hannes", "Ida", "Jonas", "Karla", "Lena",
         "Mara", "Nele", "Oskar", "Paul", "Rosa", "Simon", "Tilda", "Ulrich", "Vera", "Wolfgang", "Yara", "Zoe")
SURNAMES = ("Adler", "Bäcker", "Brandt", "Dörr", "Engel", "Fuchs", "Große", "Hoffmann", "Jäger", "Köhler",
            "Krüger", "Lehmann", "Meißner", "Nowak", "Otto", "Pohl", "Richter", "Schäfer", "Schröder", "Sommer",
            "Vogt", "Voß", "Weiß", "Wolff", "Yılmaz", "Zander", "Arnold", "Bergmann", "Dietz", "Falk", "Grimm",
            "Haas", "Illner", "Keller", "Lorenz", "Marx", "Neumann", "Opitz", "Pfeiffer", "Roth")


def pool(size: int, rng: random.Random) -> list[tuple[str, int, str | None]]:
    """(name, rating, FIDE ID or None) of each person of the club; names unique."""
    names = [f"{g} {s}" for s in SURNAMES for g in GIVEN]
    rng.shuffle(names)
    if size > len(names):
        names += [f"{g} {s}-{n}" for n in range(2, size // len(names) + 2) for s in SURNAMES for g in GIVEN]
    return [(names[i], rng.randint(1200, 2350), str(4600000 + i) if rng.random() < .8 else None)
            for i in range(size)]


def write_club(root: Path, seasons: int, events: int, players: int, people: int, seed: int) -> list[str]:
    """site.yml and one tournament folder per event; the events' slugs."""
    rng = random.Random(seed)
    club = pool(people, rng)
    (root / "content").mkdir(parents=True)
    (root / "site.yml").write_text("title: Synthetic club\nbase_url: https://club.example/site/\n", encoding="utf-8")
    slugs = []
    for season in range(seasons):
        year = 2026 - seasons + 1 + season
        for event in range(events):
            slug = f"{year}-{event + 1:02d}"
            start = dt.date(year, 8, 1) + dt.timedelta(days=event * 32)
            entrants = sorted(rng.sample(club, players), key=lambda p: -p[1])
            folder = root / "content" / slug
            (folder / "rounds").mkdir(parents=True)
            dates = ", ".join(str(start + dt.timedelta(days=7 * r)) for r in range(7))
            lines = [f"name: Club event {slug}", f"date: {start}", "rounds: 7", "pairing: dutch",
                     "rules: fide-2026", "tiebreaks: [BH/C1, BH, SB]", "time: 19:30", f"schedule: [{dates}]",
                     "venue: Clubhaus", "players:"]
            for number, (name, rating, fide_id) in enumerate(entrants, start=1):
                ids = f", fide_id: {fide_id}" if fide_id else ""
                lines.append(f"  - {{no: {number}, name: {name}, rating: {rating}{ids}}}")
            (folder / "tournament.yml").write_text("\n".join(lines) + "\n", encoding="utf-8")
            spec = Synthetic(players, 7, rng.randrange(10 ** 6))
            scores = {s: 0.0 for s in range(1, players + 1)}
            met: set[frozenset[int]] = set()
            round_rng = random.Random(spec.seed)
            for number in range(1, 8):
                (folder / "rounds" / f"{number:02d}.yml").write_text(_round(number, spec, round_rng, scores, met, {}),
                                                                     encoding="utf-8")
            slugs.append(slug)
    return slugs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seasons", type=int, default=20)
    parser.add_argument("--events", type=int, default=10)
    parser.add_argument("--players", type=int, default=60)
    parser.add_argument("--pool", type=int, default=900)
    parser.add_argument("--edits", type=int, default=6)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores", flush=True)
    with tempfile.TemporaryDirectory() as temp:
        site, out = Path(temp) / "site", Path(temp) / "out"
        started = time.perf_counter()
        slugs = write_club(site, args.seasons, args.events, args.players, args.pool, args.seed)
        print(f"{args.seasons} seasons x {args.events} events x {args.players} players from a pool of {args.pool}, "
              f"written in {time.perf_counter() - started:.1f} s", flush=True)
        wall, user, system, rss, line = full_build(site, out)
        files = sum(1 for p in out.rglob("*") if p.is_file())
        print(f"full build (fresh process): {wall:.2f} s wall ({verdict(wall, BUDGET_FULL_S)}), "
              f"CPU {user:.2f} s user + {system:.2f} s system, peak memory {rss:.0f} MB "
              f"({verdict(rss, BUDGET_MEMORY_MB)})")
        print(f"  {line}; {files} files in the output folder", flush=True)
        print("incremental rebuilds (one process, as bulletin watch):")
        times = incremental_builds(site, Path(temp) / "out-watch", slugs, args.edits, args.seed)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        median = statistics.median(times)
        print(f"  best {min(times):.3f} s, median {median:.3f} s ({verdict(median, BUDGET_INCREMENTAL_S)}), "
              f"worst {max(times):.3f} s; peak memory of this process {peak:.0f} MB "
              f"({verdict(peak, BUDGET_MEMORY_MB)})")
    over = wall > BUDGET_FULL_S or median > BUDGET_INCREMENTAL_S or max(rss, peak) > BUDGET_MEMORY_MB
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
