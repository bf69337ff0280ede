"""Benchmark: the prize list and the prizes still open before the last round.

Budgets: 1000 players, 20 categories and 60 prizes allocated and explained (every award's line and reasons worded)
in under 50 ms; the last-round prize outlook of a 100-player Swiss in under 2 s. Prints CPU seconds (the best of
--repeat runs for the allocation), the load average, and what the outlook found.
Run: python benchmarks/prizes.py [--seeds 1,2,3] [--repeat 5]
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from scenarios import swiss  # noqa: E402  (the scenarios benchmark's 100-player Swiss)

from generator.core.model import Player, Start, Tournament  # noqa: E402
from generator.core.prizes import phrases  # noqa: E402
from generator.core.prizes.allocation import allocate  # noqa: E402
from generator.core.prizes.fund import AgeLimit, Category, Prize, PrizeFund, RatingBand, Sharing  # noqa: E402
from generator.core.prizes.outlook import outlook  # noqa: E402
from generator.core.scenarios.statements import word  # noqa: E402
from generator.core.standings import StandingRow  # noqa: E402
from generator.i18n.catalogues import translator  # noqa: E402

CLUBS = ("SK Lindenau", "SV Grünau", "SF Möckern", "TuS Leutzsch", "SG Probstheida")


def euros(*amounts: int) -> tuple[Prize, ...]:
    return tuple(Prize(cents=a * 100) for a in amounts)


def big_fund() -> PrizeFund:
    """20 categories, 60 prizes: 10 main, 50 in the categories."""
    categories = [Category(f"U{a}", f"Best U{a}", age=AgeLimit(under=a)) for a in (8, 10, 12, 14, 16, 18)]
    categories += [Category("50+", "Best 50+", age=AgeLimit(over=50)),
                   Category("65+", "Best 65+", age=AgeLimit(over=65)),
                   Category("Women", "Best woman", sex="f"),
                   Category("Girls", "Best girl", sex="f", age=AgeLimit(under=14)),
                   Category("Unrated", "Best unrated", unrated=True)]
    categories += [Category(f"U{r}", f"Under {r}", rating=RatingBand(high=r - 1))
                   for r in (1200, 1400, 1600, 1800, 2000, 2200)]
    categories += [Category(club, club, clubs=(club,)) for club in CLUBS[:3]]
    prizes = tuple((c.name, euros(*([60, 40, 20] if i < 15 else [30]))) for i, c in enumerate(categories))
    return PrizeFund(categories=tuple(categories), main=euros(1000, 800, 600, 500, 400, 300, 250, 200, 150, 120),
                     prizes=prizes, sharing=Sharing.HORT, currency="€", age_year=2026)


def big_field(players: int, seed: int) -> tuple[Tournament, list[StandingRow]]:
    rng = random.Random(seed)
    field = tuple(Player(Start(i), f"Player {i}", rating=rng.choice([None] + list(range(1000, 2500, 7))),
                         sex=rng.choice("mmmf"), birth=str(rng.randint(1940, 2019)), club=rng.choice(CLUBS))
                  for i in range(1, players + 1))
    points = sorted((Fraction(rng.randint(0, 18), 2) for _ in field), reverse=True)
    rows, rank = [], 1
    for i, (player, score) in enumerate(zip(rng.sample(field, len(field)), points), start=1):
        rank = i if i == 1 or score != points[i - 2] else rank
        rows.append(StandingRow(i, i, player.start, score))
    tournament = Tournament("big", "Big open", field, prize_fund=big_fund())
    return tournament, rows


def allocation_run(players: int, seed: int, repeat: int) -> None:
    tournament, rows = big_field(players, seed)
    fund = tournament.prize_fund
    assert fund is not None
    names = {p.start: p.name for p in tournament.players}
    tr = translator("en")
    best = None
    for _ in range(repeat):
        started = time.process_time()
        allocation = allocate(tournament, rows, fund)
        said = [word(phrases.award_line(a, names, fund), tr) + " " + " ".join(
            word(r, tr) for r in phrases.award_reasons(a, names, fund)) for a in allocation.awards]
        took = time.process_time() - started
        best = took if best is None else min(best, took)
    prizes = len(fund.main) + sum(len(p) for _, p in fund.prizes)
    print(f"allocation: {players} players, {len(fund.categories)} categories, {prizes} prizes, seed {seed}: "
          f"{len(allocation.awards)} awards, {len(said)} explained, {len(allocation.unawarded)} not awarded, "
          f"best of {repeat}: {(best or 0) * 1000:.1f} ms CPU")


def outlook_fund() -> PrizeFund:
    return PrizeFund(categories=(Category("U1800", "Under 1800", rating=RatingBand(high=1799)),
                                 Category("U2000", "Under 2000", rating=RatingBand(high=1999)),
                                 Category("Women", "Best woman", sex="f"),
                                 Category("Seniors", "Best senior", age=AgeLimit(over=65)),
                                 Category("U18", "Best U18", age=AgeLimit(under=18))),
                     main=euros(500, 300, 200, 150, 100, 80, 60, 50), currency="€", age_year=2026,
                     prizes=(("U1800", euros(60, 40)), ("U2000", euros(60, 40)), ("Women", euros(70, 40)),
                             ("Seniors", euros(50)), ("U18", euros(50))))


def outlook_run(players: int, rounds: int, seed: int) -> None:
    tournament = swiss(players, rounds, seed)
    rng = random.Random(seed)
    field = tuple(replace(p, sex=rng.choice("mmmf"), birth=str(rng.randint(1940, 2014))) for p in tournament.players)
    tournament = replace(tournament, players=field, prize_fund=outlook_fund())
    paired = tournament.round(rounds)
    assert paired is not None
    started = time.process_time()
    found = outlook(tournament, paired)
    took = time.process_time() - started
    assert found is not None
    within = [c for c in found.contenders if c.within_reach]
    print(f"outlook: {players} players, round {rounds} of {rounds}, seed {seed}: {len(within)} with a prize within "
          f"reach, {len(found.contenders) - len(within)} more not ruled out; {found.nodes} search nodes, "
          f"{'complete' if found.complete else 'some bounds over the budget'}; {took:.2f} s CPU")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(f"load average: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for seed in (int(s) for s in args.seeds.split(",")):
        allocation_run(1000, seed, args.repeat)
    for seed in (int(s) for s in args.seeds.split(",")):
        outlook_run(100, 9, seed)


if __name__ == "__main__":
    main()
