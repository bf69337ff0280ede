"""Benchmark: the league table with its tie-breaks and every explanation, 12 teams × 10 boards × 22 rounds
(a double round robin), after every round as a site would build it; then the whole site of that league built
from its YAML files (`bulletin build`: load, tables, every page, write), and built again unchanged and after an
edit of the last round (what `serve` and `watch` do).

Budget: the whole site build of such a league in 1 s. Prints the best of a few runs.
Run: python benchmarks/league.py
"""
from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.core.model import GameResult, Player, Start
from generator.core.teams.model import (
    HOME_BLACK_ON_ODD,
    League,
    Match,
    MatchForfeit,
    Team,
    colour_of_home,
    make_board,
)
from generator.core.teams.standings import compute_league_table, compute_league_tables
from generator.site.build import BuildSession

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


def write_site(subject: League, root: Path) -> None:
    """The league as a site: site.yml, league.yml, one file per team, one per round (players by roster number)."""
    folder = root / "content" / subject.slug
    (folder / "teams").mkdir(parents=True)
    (folder / "rounds").mkdir()
    (root / "site.yml").write_text("title: League benchmark\n", encoding="utf-8")
    teams = ", ".join(t.slug for t in subject.teams)
    (folder / "league.yml").write_text(f"name: {subject.name}\nboards: {BOARDS}\nrounds: {subject.rounds}\n"
                                       f"cycles: 2\nteams: [{teams}]\ntiebreaks: [{', '.join(CHAIN)}]\n",
                                       encoding="utf-8")
    for team in subject.teams:
        lines = [f"name: {team.name}", "roster:"] + [f"  - [{subject.player(s).name}, {subject.player(s).rating}]"
                                                      for s in team.roster]
        lines += ["substitutes:"] + [f"  - {subject.player(s).name}" for s in team.substitutes]
        (folder / "teams" / f"{team.slug}.yml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for number in range(1, subject.rounds + 1):
        lines = ["matches:"]
        for match in subject.matches_of_round(number):
            home, away = subject.team(match.home), subject.team(match.away)
            if match.forfeit is not None:
                lines.append(f"  {match.home} - {match.away}: {match.forfeit.value}")
                continue
            lines.append(f"  {match.home} - {match.away}:")
            lines += [f"    - [{home.rank_of(b.home)}, {away.rank_of(b.away)}, {b.home_result.value}]"
                      for b in match.boards]
        (folder / "rounds" / f"{number:02d}.yml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def site_builds(subject: League) -> tuple[float, float, float, float, int]:
    """Seconds of the first build (wall clock, and CPU time of this process), of a rebuild unchanged and of one
    after an edit of the last round (each the best of three; each first build in a new session), and the number
    of pages."""
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch) / "site"
        write_site(subject, root)
        out = Path(scratch) / "out"
        first, cpu = [], []
        for _ in range(3):
            session = BuildSession(root, out)
            started, used = time.perf_counter(), time.process_time()
            report = session.build()
            first.append(time.perf_counter() - started)
            cpu.append(time.process_time() - used)
        again = best_of(3, session.build)
        last = root / "content" / subject.slug / "rounds" / f"{subject.rounds:02d}.yml"
        text = last.read_text(encoding="utf-8")

        def edit() -> None:
            edit.flip = not getattr(edit, "flip", False)  # type: ignore[attr-defined]
            last.write_text(text + ("# edited\n" if edit.flip else ""), encoding="utf-8")  # type: ignore[attr-defined]
            session.build()

        edited = best_of(3, edit)
        return min(first), min(cpu), again, edited, report.pages


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
    first, first_cpu, again, edited, pages = site_builds(subject)
    print(f"whole site from YAML ({pages} pages), bulletin build:")
    print(f"  first build:                              {first * 1000:7.1f} ms  (budget {BUDGET * 1000:.0f} ms)")
    print(f"  the same, CPU time of this process:       {first_cpu * 1000:7.1f} ms")
    print(f"  rebuilt unchanged (serve, watch):         {again * 1000:7.1f} ms")
    print(f"  rebuilt after an edit of the last round:  {edited * 1000:7.1f} ms")
    return 0 if first < BUDGET else 1


if __name__ == "__main__":
    sys.exit(main())
