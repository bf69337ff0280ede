"""Benchmark: exact scenarios before the last round of a Swiss tournament.

Budgets (issue 15): 24 players (12 boards) exact for every player in under 2 s; 100 players exact for everyone
who can still reach the prize places in under 10 s. Prints the time of each part, the number of tie-break
values computed, and which players were covered. Run: python benchmarks/scenarios.py [--seeds 1,2,3]
"""
from __future__ import annotations

import argparse
import os
import random
import time

from generator.model import Game, GameResult, PairingSystem, Player, Round, RuleSet, Start, Tournament
from generator.scenarios import chances, scenarios

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


def run(players: int, rounds: int, seed: int, everyone: bool) -> None:
    tournament = swiss(players, rounds, seed)
    paired = tournament.round(rounds)
    assert paired is not None
    started = time.perf_counter()
    found = scenarios(tournament, paired, everyone=everyone)
    took = time.perf_counter() - started
    covered = [p for p in found.players if p.exact]
    contenders = [p for p in found.players if p.contender]
    print(f"{players} players, {len(paired.games)} boards, seed {seed}: ranges in {took:.2f} s; "
          f"{len(covered)} players exact, {len(contenders)} can still reach the top {found.places}; "
          f"{found.evaluations} tie-break values, {found.nodes} search nodes")
    started = time.perf_counter()
    estimate = chances(tournament, paired, places=found.places)
    print(f"    chances in {time.perf_counter() - started:.2f} s ({estimate.method}, "
          f"{estimate.samples} completions)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", default="1,2,3")
    args = parser.parse_args()
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores")
    for seed in map(int, args.seeds.split(",")):
        run(24, 7, seed, everyone=True)
        run(100, 9, seed, everyone=False)


if __name__ == "__main__":
    main()
