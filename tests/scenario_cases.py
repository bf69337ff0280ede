"""Random small tournaments with one round paired and its results pending, and the brute-force oracle the
scenarios are checked against: every completion of the pending boards ranked by `compute_standings` itself."""
from __future__ import annotations

import itertools
from dataclasses import replace

from hypothesis import strategies as st

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
from generator.core.scenarios.analysis import scenarios
from generator.core.scenarios.statements import word
from generator.core.standings import compute_standings
from generator.core.tiebreaks.codes import all_codes
from generator.i18n.catalogues import translator

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


# -- hand-worked cases -----------------------------------------------------------------------------------

def hand_tournament(rounds: tuple[Round, ...], chain: tuple[str, ...] = ("BH",), size: int = 6,
                names: tuple[str, ...] = ("Yılmaz", "Meißner", "Brandt", "Krüger", "Hoffmann", "Vogt")) -> Tournament:
    players = tuple(Player(Start(i), names[i - 1], 2000) for i in range(1, size + 1))
    return Tournament("hand", "Hand", players, rounds, planned_rounds=len(rounds), tiebreaks=chain,
                      rules=RuleSet.FIDE_2026)


def game(white: int, black: int, result: GameResult = GameResult.PENDING, board: int = 0) -> Game:
    return Game(Start(white), Start(black), result, board)


W, D, L = GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS

# Buchholz through a third board: after two rounds Yılmaz (1) and Meißner (2) have 2 points each, everybody
# else ½. In round 3 Yılmaz meets Krüger (4), Meißner meets Brandt (3), Hoffmann (5) meets Vogt (6).
# Yılmaz's opponents: Brandt, Hoffmann, Krüger; Meißner's: Krüger, Vogt, Brandt. If both win they have 3
# points and BH(Yılmaz) − BH(Meißner) = score(Hoffmann) − score(Vogt): board 3 decides.
RACE = (Round(1, (game(1, 3, W, 1), game(2, 4, W, 2), game(5, 6, D, 3))),
        Round(2, (game(5, 1, L, 1), game(6, 2, L, 2), game(3, 4, D, 3))),
        Round(3, (game(1, 4, board=1), game(3, 2, board=2), game(5, 6, board=3))))


def said(tournament: Tournament, start: int, language: str = "en") -> list[str]:
    found = scenarios(tournament, tournament.round(tournament.rounds_entered))
    t = translator(language)
    return [word(s, t) for s in found.player(Start(start)).statements]
