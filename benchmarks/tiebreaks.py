"""Benchmark: standings with the full tie-break chain and every explanation, 1000 players × 11 rounds.

Budget: 0.5 s. Prints the best of a few runs. Run: python benchmarks/tiebreaks.py
"""
from __future__ import annotations

import random
import sys
import time

from generator.core.model import (
    Bye,
    ByeKind,
    Game,
    GameResult,
    PairingSystem,
    Player,
    Round,
    RuleSet,
    Start,
    Tournament,
)
from generator.core.standings import compute_standings

PLAYERS, ROUNDS, BUDGET = 1000, 11, 0.5
# Every tie-break (the longest chain anyone would configure), and a typical club chain.
FULL_CHAIN = ("BH/C1", "BH", "BH/C2", "BH/M1", "BH/M2", "SB", "SB/C1", "PS", "PS/C1", "DE", "WIN", "WON", "BPG",
              "BWG", "GE", "ARO", "ARO/C1", "TPR", "PTP", "APRO", "APPO", "AOB", "FB", "KS")
TYPICAL_CHAIN = ("BH/C1", "BH", "SB", "DE", "WIN")
RESULTS = ([GameResult.WHITE_WINS] * 40 + [GameResult.BLACK_WINS] * 30 + [GameResult.DRAW] * 27
           + [GameResult.WHITE_WINS_FORFEIT, GameResult.BLACK_WINS_FORFEIT, GameResult.DOUBLE_FORFEIT])


def swiss_like(seed: int = 1) -> Tournament:
    """Random pairings by score groups, about 2% requested byes, 3% forfeits, a few withdrawals."""
    rng = random.Random(seed)
    players = tuple(Player(Start(i), f"Player {i}", rng.randint(1000, 2700)) for i in range(1, PLAYERS + 1))
    withdrawn = {Start(rng.randint(1, PLAYERS)): rng.randint(5, ROUNDS) for _ in range(10)}
    scores = {p.start: 0 for p in players}
    rounds = []
    for number in range(1, ROUNDS + 1):
        present = [s for s in scores if not (s in withdrawn and number >= withdrawn[s])]
        byes = [Bye(s, ByeKind.HALF) for s in present if rng.random() < 0.02]
        on_bye = {b.player for b in byes}
        pool = sorted((s for s in present if s not in on_bye), key=lambda s: (-scores[s], rng.random()))
        if len(pool) % 2:
            byes.append(Bye(pool.pop(), ByeKind.PAB))
        games = []
        for i in range(0, len(pool), 2):
            game = Game(pool[i], pool[i + 1], rng.choice(RESULTS), board=i // 2 + 1)
            games.append(game)
            white, black = {GameResult.WHITE_WINS: (2, 0), GameResult.BLACK_WINS: (0, 2),
                            GameResult.DRAW: (1, 1), GameResult.WHITE_WINS_FORFEIT: (2, 0),
                            GameResult.BLACK_WINS_FORFEIT: (0, 2), GameResult.DOUBLE_FORFEIT: (0, 0)}[game.result]
            scores[game.white] += white
            scores[game.black] += black
        rounds.append(Round(number, tuple(games), tuple(byes)))
    return Tournament("bench", "Benchmark", players, tuple(rounds), planned_rounds=ROUNDS,
                      withdrawals=withdrawn, pairing=PairingSystem.DUTCH)


def main() -> int:
    tournament = swiss_like()
    print(f"{PLAYERS} players × {ROUNDS} rounds; best of 5 runs (wall clock, and CPU time of this process: "
          f"the machine may be shared)")
    for name, chain in (("full chain", FULL_CHAIN), ("typical chain", TYPICAL_CHAIN)):
        print(f"{name} ({len(chain)}): {', '.join(chain)}")
        for rules in (RuleSet.FIDE_2026, RuleSet.FIDE_2024, RuleSet.FIDE_2012):
            best = best_cpu = float("inf")
            for _ in range(5):
                began, began_cpu = time.perf_counter(), time.process_time()
                standings = compute_standings(tournament, ROUNDS, rules=rules, chain=chain)
                best = min(best, time.perf_counter() - began)
                best_cpu = min(best_cpu, time.process_time() - began_cpu)
            terms = sum(len(v.terms) for values in standings.explanations.values() for v in values)
            print(f"  {rules.value}: {best:.3f} s wall, {best_cpu:.3f} s CPU, {terms} explanation terms "
                  f"(budget {BUDGET} s: {'ok' if best <= BUDGET else 'OVER'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
