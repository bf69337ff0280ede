"""Benchmark: exact scenarios before the last round of a Swiss tournament.

Budgets: 24 players (12 boards) exact for every player in under 2 s; 100 players exact for everyone
who can still reach the prize places in under 10 s. Prints the time of each part, the number of tie-break
values computed, and which players were covered. Run: python benchmarks/scenarios.py [--seeds 1,2,3]
"""
from __future__ import annotations

import argparse
import os
import random
import time

from generator.core.model import Game, GameResult, PairingSystem, Player, Round, RuleSet, Start, Tournament
from generator.core.scenarios.analysis import DEFAULT_BUDGET, scenarios
from generator.core.scenarios.chances import chances

CHAIN = ("BH/C1", "BH", "SB")
RESULTS = [GameResult.WHITE_WINS] * 40 + [GameResult.BLACK_WINS] * 30 + [GameResult.DRAW] * 30


def swiss(players: int, rounds: int, seed: int) -> Tournament:
    """Rounds 1..rounds−1 paired by score groups (no repeats where the greedy pass can avoid them) and played;
    the last round paired the same way with its results pending."""
    rng = random.Random(seed)
    field = tuple(Player(Start(i), f"Player {i}", 2400 - 8 * i) for i in range(1, players + 1))
    scores = {p.start: 0.0 for p in field}
    met: set[frozenset[Start]] = set()
    made = []
    for number in range(1, rounds + 1):
        pool = sorted(scores, key=lambda s: (-scores[s], s))
        games = []
        while pool:
            first = pool.pop(0)
            partner = next((s for s in pool if frozenset((first, s)) not in met), pool[0])
            pool.remove(partner)
            met.add(frozenset((first, partner)))
            white, black = (first, partner) if (number + len(games)) % 2 else (partner, first)
            result = GameResult.PENDING if number == rounds else rng.choice(RESULTS)
            games.append(Game(white, black, result, board=len(games) + 1))
            if result is not GameResult.PENDING:
                got = {GameResult.WHITE_WINS: (1, 0), GameResult.BLACK_WINS: (0, 1), GameResult.DRAW: (.5, .5)}
                scores[white] += got[result][0]
                scores[black] += got[result][1]
        made.append(Round(number, tuple(games)))
    return Tournament("bench", f"Benchmark {players}", field, tuple(made), planned_rounds=rounds,
                      tiebreaks=CHAIN, rules=RuleSet.FIDE_2026, pairing=PairingSystem.DUTCH)


def run(players: int, rounds: int, seed: int, everyone: bool, budget: int) -> None:
    tournament = swiss(players, rounds, seed)
    paired = tournament.round(rounds)
    assert paired is not None
    wall, cpu = time.perf_counter(), time.process_time()
    found = scenarios(tournament, paired, everyone=everyone, budget=budget)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    contenders = found.contenders()
    exact = [p for p in contenders if p.exact]
    who = "every player" if everyone else f"the {len(contenders)} who can reach the top {found.places}"
    print(f"{players} players, {len(found.boards)} boards, seed {seed}: ranges and statements for {who} in "
          f"{wall:.2f} s ({cpu:.2f} s CPU); exact: {len(found.covered)} players; "
          f"contenders exact {len(exact)}/{len(contenders)}; "
          f"{found.evaluations} tie-break values, {found.nodes} search nodes")
    missing = [p.start for p in contenders if not p.exact] + (
        [p.start for p in found.players if not p.exact] if everyone else [])
    if missing:
        print(f"    not exact within the budget: {sorted(set(missing))}")
    wall, cpu = time.perf_counter(), time.process_time()
    estimate = chances(tournament, paired, places=found.places)
    print(f"    chances in {time.perf_counter() - wall:.2f} s ({time.process_time() - cpu:.2f} s CPU; "
          f"{estimate.method}, {estimate.samples} completions)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET,
                        help="search nodes for one end of one range (default: the pages' %(default)s)")
    parser.add_argument("--sizes", default="24,100", help="24 (every player, 7 rounds) and/or 100 (contenders, 9)")
    args = parser.parse_args()
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores "
          f"(CPU time is the fairer figure on a shared machine)")
    for seed in map(int, args.seeds.split(",")):
        if "24" in args.sizes.split(","):
            run(24, 7, seed, everyone=True, budget=args.budget)
        if "100" in args.sizes.split(","):
            run(100, 9, seed, everyone=False, budget=args.budget)


if __name__ == "__main__":
    main()
