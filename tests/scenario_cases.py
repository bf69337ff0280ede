"""Random small tournaments with one round paired and its results pending, and the brute-force oracle the
scenarios are checked against: every completion of the pending boards ranked by `compute_standings` itself."""
from __future__ import annotations

import itertools
from dataclasses import replace

from hypothesis import strategies as st

from generator.model import (Bye, ByeKind, Game, GameResult, PairingSystem, Player, Round, RuleSet, Start,
                             Tournament)
from generator.standings import compute_standings
from generator.tiebreaks import all_codes

EARLIER_RESULTS = [GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW, GameResult.WHITE_WINS_FORFEIT,
                   GameResult.BLACK_WINS_FORFEIT, GameResult.DOUBLE_FORFEIT]
BYES = [ByeKind.PAB, ByeKind.FULL, ByeKind.HALF, ByeKind.ZERO, None]   # None: simply absent
COMPLETIONS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)
OWN = {GameResult.WHITE_WINS: ("win", "loss"), GameResult.DRAW: ("draw", "draw"),
       GameResult.BLACK_WINS: ("loss", "win")}
RULE_SETS = [RuleSet.FIDE_2012, RuleSet.FIDE_2024, RuleSet.FIDE_2026, RuleSet.NONE]


def _round(draw, number: int, size: int, *, pending: bool) -> Round:
    order = draw(st.permutations(range(1, size + 1)))
    paired = draw(st.integers(len(order) // 2, len(order)) if pending else st.integers(0, len(order)))
    paired -= paired % 2
    games = []
    for i in range(0, paired, 2):
        if pending:
            result = draw(st.sampled_from([GameResult.PENDING] * 4 + list(COMPLETIONS)))
        else:
            result = draw(st.sampled_from(EARLIER_RESULTS))
        games.append(Game(Start(order[i]), Start(order[i + 1]), result, board=i // 2 + 1))
    byes = []
    for start in order[paired:]:
        kind = draw(st.sampled_from(BYES))
        if kind is not None:
            byes.append(Bye(Start(start), kind))
    return Round(number, tuple(games), tuple(byes))


@st.composite
def paired_tournaments(draw, max_players: int = 10) -> Tournament:
    """Rounds 1..n−1 finished (forfeits, byes, absences, withdrawals), round n paired with results pending."""
    size = draw(st.integers(2, max_players))
    last = draw(st.integers(1, 5))
    players = tuple(Player(Start(i), f"P{i}", draw(st.one_of(st.none(), st.integers(1000, 2800))))
                    for i in range(1, size + 1))
    rounds = tuple(_round(draw, n, size, pending=n == last) for n in range(1, last + 1))
    withdrawals = draw(st.dictionaries(st.integers(1, size).map(Start), st.integers(2, last + 1), max_size=1))
    chain = tuple(draw(st.lists(st.sampled_from(all_codes()), min_size=1, max_size=3, unique=True)))
    return Tournament("random", "Random", players, rounds, planned_rounds=draw(st.integers(last, last + 2)),
                      withdrawals=withdrawals, tiebreaks=chain, rules=draw(st.sampled_from(RULE_SETS)),
                      pairing=draw(st.sampled_from([PairingSystem.DUTCH, PairingSystem.ROUND_ROBIN])))


def brute_force(tournament: Tournament, number: int) -> dict[Start, dict[str, tuple[int, int]]]:
    """Per player and own result: (best, worst) place over every completion, from the standings themselves."""
    paired = tournament.round(number)
    assert paired is not None
    pending = [i for i, g in enumerate(paired.games) if g.result.pending]
    out: dict[Start, dict[str, tuple[int, int]]] = {}
    for results in itertools.product(COMPLETIONS, repeat=len(pending)):
        games = list(paired.games)
        for i, result in zip(pending, results):
            games[i] = replace(games[i], result=result)
        done = replace(paired, games=tuple(games))
        rounds = tuple(r for r in tournament.rounds if r.number < number) + (done,)
        standings = compute_standings(replace(tournament, rounds=rounds), number, explain=False)
        own: dict[Start, str] = {}
        for i, result in zip(pending, results):
            own[games[i].white], own[games[i].black] = OWN[result]
        for row in standings.rows:
            key = own.get(row.start, "fixed")
            best, worst = out.setdefault(row.start, {}).get(key, (row.rank, row.rank_last))
            out[row.start][key] = (min(best, row.rank), max(worst, row.rank_last))
    return out
