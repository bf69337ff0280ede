"""Benchmark: the league table with its tie-breaks and every explanation, 12 teams × 10 boards × 22 rounds
(a double round robin), after every round as a site would build it.

Budget (issue 16): the whole site build of such a league in 1 s, so the core should take a small part of it.
Prints the best of a few runs. Run: python benchmarks/league.py
"""
from __future__ import annotations

import random
import sys
import time

from generator.model import GameResult, Player, Start
from generator.teams import (
    HOME_BLACK_ON_ODD,
    League,
    Match,
    MatchForfeit,
    Team,
    colour_of_home,
    compute_league_table,
    compute_league_tables,
    make_board,
)

TEAMS, BOARDS, BUDGET = 12, 10, 1.0
CHAIN = ("GP", "EMGSB", "EDE", "WIN", "BERLIN", "EMMSB/C1", "BH:MP", "BC", "TBR", "BBE", "SSSC")
RESULTS = ([GameResult.WHITE_WINS] * 38 + [GameResult.BLACK_WINS] * 32 + [GameResult.DRAW] * 27
           + [GameResult.WHITE_WINS_FORFEIT, GameResult.BLACK_WINS_FORFEIT, GameResult.DOUBLE_FORFEIT])


def berger(count: int) -> list[list[tuple[int, int]]]:
    """A single round robin by the circle method (home and away alternating), positions 1..count."""
    ring, rounds = list(range(1, count + 1)), []
    for number in range(count - 1):
        pairs = [(ring[i], ring[-1 - i]) for i in range(count // 2)]
        rounds.append([(a, b) if number % 2 == 0 else (b, a) for a, b in pairs])
        ring = [ring[0]] + [ring[-1]] + ring[1:-1]
    return rounds


def league(seed: int = 1) -> League:
    rng = random.Random(seed)
    teams = tuple(Team(f"t{i}", f"Team {i}", i, tuple(Start((i - 1) * (BOARDS + 2) + b) for b in range(1, BOARDS + 1)),
                       tuple(Start((i - 1) * (BOARDS + 2) + b) for b in (BOARDS + 1, BOARDS + 2)))
                  for i in range(1, TEAMS + 1))
    players = tuple(Player(s, f"Player {s}", rng.randint(1200, 2400)) for t in teams for s in t.ranked)
    table = berger(TEAMS)
    table += [[(b, a) for a, b in pairs] for pairs in table]     # the second half: home and away swapped
    matches = []
    for number, pairs in enumerate(table, start=1):
        for a, b in pairs:
            home, away = teams[a - 1], teams[b - 1]
            if rng.random() < 0.01:
                matches.append(Match(number, home.slug, away.slug, forfeit=rng.choice(list(MatchForfeit))))
                continue
            boards = tuple(make_board(n, home.roster[n - 1], away.roster[n - 1], rng.choice(RESULTS),
                                      colour_of_home(HOME_BLACK_ON_ODD, n)) for n in range(1, BOARDS + 1))
            matches.append(Match(number, home.slug, away.slug, boards))
    return League("bench", "Benchmark league", teams, players, boards=BOARDS, cycles=2, tiebreaks=CHAIN,
                  matches=tuple(matches), planned_rounds=len(table))


def best_of(runs: int, work, clock=time.perf_counter) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(runs):
        started = clock()
        work()
        times.append(clock() - started)
    return min(times)


def main() -> int:
    subject = league()
    rounds = subject.rounds
    final = best_of(5, lambda: compute_league_table(subject))
    every = best_of(7, lambda: compute_league_tables(subject))
    cpu = best_of(7, lambda: compute_league_tables(subject), time.process_time)
    print(f"league {TEAMS} teams x {BOARDS} boards x {rounds} rounds, chain of {len(CHAIN)} tie-breaks")
    print(f"  final table with explanations:            {final * 1000:7.1f} ms")
    print(f"  tables after each of the {rounds} rounds:        {every * 1000:7.1f} ms  (budget of the whole build "
          f"{BUDGET * 1000:.0f} ms: {every / BUDGET:.0%} of it)")
    print(f"  the same, CPU time of this process:       {cpu * 1000:7.1f} ms  (what a busy machine does not inflate)")
    return 0 if every < BUDGET else 1


if __name__ == "__main__":
    sys.exit(main())
