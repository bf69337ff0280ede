"""How long does a tournament's DWZ evaluation take? A synthetic Swiss (benchmarks/build.py's generator) with a DWZ
for most players, some with a FIDE rating only and some without any rating (newcomers, whose first DWZ comes from
the simultaneous iteration), evaluated as a whole, then worded for every player page and written as the two
downloads. The figures (CPU time, the median of five runs) and the machine's load average are printed.

    python benchmarks/dwz.py                          # 100 x 9 and 1000 x 11
    python benchmarks/dwz.py --players 300 --rounds 7
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from build import Synthetic, write_tournament  # noqa: E402

from generator.core.model import Player, RatingSystem, Tournament  # noqa: E402
from generator.core.ratings.dwz_event import evaluate  # noqa: E402
from generator.core.scoring import scorecards  # noqa: E402
from generator.i18n.catalogues import translator  # noqa: E402
from generator.loading.load import load_tournament  # noqa: E402
from generator.site.exports.dwzfile import dwz_csv, dwz_json  # noqa: E402
from generator.site.pages.pieces import player_ref  # noqa: E402
from generator.site.pages.rating_views import dwz_card  # noqa: E402


def rated(player: Player) -> Player:
    """Every tenth player new (no rating at all), every tenth but one a FIDE rating only, the rest a DWZ a little
    below the FIDE rating with an index from 1 to 60 and a birth year from 1950 to 2014."""
    start = int(player.start)
    if start % 10 == 5:
        return dataclasses.replace(player, rating=None, birth="2012")
    if start % 10 == 7:
        return dataclasses.replace(player, birth=str(1950 + start % 60))
    return dataclasses.replace(player, dwz=(player.rating or 1500) - 40, dwz_index=1 + start % 60,
                               birth=str(1950 + start % 65))


def synthetic(players: int, rounds: int) -> Tournament:
    with tempfile.TemporaryDirectory() as folder:
        write_tournament(Path(folder), Synthetic(players, rounds, seed=7))
        tournament, _ = load_tournament(Path(folder) / "content" / "bench")
    return dataclasses.replace(tournament, players=tuple(rated(p) for p in tournament.players),
                               rating_change=RatingSystem.DWZ)


def timed(work: object, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        begun = time.process_time()
        work()   # type: ignore[operator]
        times.append(time.process_time() - begun)
    return statistics.median(times)


def measure(players: int, rounds: int) -> dict[str, float]:
    tournament = synthetic(players, rounds)
    cards = scorecards(tournament)
    evaluation = evaluate(tournament, cards)
    tr = translator("de")
    refs = {p.start: player_ref(tournament, p) for p in tournament.players}
    return {
        "evaluation": timed(lambda: evaluate(tournament, cards)),
        "player cards": timed(lambda: [dwz_card(evaluation.results[p.start], p.name, refs, tr)
                                       for p in tournament.players]),
        "csv + json": timed(lambda: (dwz_csv(tournament, evaluation), dwz_json(tournament, evaluation))),
        "first DWZ": sum(1 for r in evaluation.results.values() if type(r).__name__ == "FirstDwz"),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int)
    parser.add_argument("--rounds", type=int)
    args = parser.parse_args()
    sizes = [(args.players, args.rounds)] if args.players and args.rounds else [(100, 9), (1000, 11)]
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for players, rounds in sizes:
        figures = measure(players, rounds)
        first = int(figures.pop("first DWZ"))
        parts = ", ".join(f"{name} {seconds * 1000:.0f} ms" for name, seconds in figures.items())
        print(f"{players} players x {rounds} rounds ({first} first DWZ): {parts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
