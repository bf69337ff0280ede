"""The Index and the ranking order of the 2025 Burstein system (generator/core/pairing/burstein2025_ranking.py;
C.04.4.2, docs/rules/burstein-2025.md), on small tournaments worked by hand. The Index of a bye or an absence
and the zero-point-bye exception are in tests/test_pairing_burstein2025.py."""
from __future__ import annotations

from fractions import Fraction

from generator.core.model import Colour, Game, GameResult, PairingSystem, Player, Round, Start, Tournament
from generator.core.pairing.burstein2025_ranking import Index, Ranked, index_values
from generator.core.pairing.core import pairing_input


def tournament(size: int, *played: Round) -> Tournament:
    players = tuple(Player(Start(i), f"P{i}", 2500 - 10 * i) for i in range(1, size + 1))
    return Tournament(slug="t", name="T", players=players, planned_rounds=5, initial_colour=Colour.WHITE,
                      pairing=PairingSystem.BURSTEIN_2025, rounds=played)


def test_a_forfeit_counts_as_a_game_against_oneself_and_sonneborn_berger_multiplies_exactly() -> None:
    """Round 1: 1-2 won by forfeit (1 wins), 3-4 ½-½. Scores 1, 0, ½, ½. Player 1's forfeit win is no game
    over the board: Buchholz = its own score 1, Sonneborn-Berger 1 × 1 = 1. Player 3 met 4 (½) and drew:
    Buchholz ½, Sonneborn-Berger ½ × ½ = ¼. Player 2: its own 0, twice."""
    t = tournament(4, Round(1, (Game(Start(1), Start(2), GameResult.WHITE_WINS_FORFEIT),
                                Game(Start(3), Start(4), GameResult.DRAW))))
    values = index_values(pairing_input(t, 2, accelerate=False).players, t.points)
    assert values[Start(1)] == Index(Fraction(1), Fraction(1))
    assert values[Start(2)] == Index(Fraction(0), Fraction(0))
    assert values[Start(3)] == values[Start(4)] == Index(Fraction(1, 2), Fraction(1, 4))


def test_the_ranking_order_is_buchholz_then_sonneborn_berger_then_the_pairing_number_not_the_score() -> None:
    """Four players given Indexes by hand: the higher Buchholz first whatever the score, then the higher
    Sonneborn-Berger, then the lower pairing number (rank)."""
    t = tournament(4, Round(1, (Game(Start(1), Start(2), GameResult.WHITE_WINS),
                                Game(Start(3), Start(4), GameResult.WHITE_WINS))))
    states = pairing_input(t, 2, accelerate=False).players
    given = {1: Index(Fraction(1), Fraction(1)), 2: Index(Fraction(3), Fraction(0)),
             3: Index(Fraction(1), Fraction(1)), 4: Index(Fraction(1), Fraction(2))}
    ranked = [Ranked(states[Start(n)], index) for n, index in given.items()]
    order = [r.start for r in sorted(ranked, key=Ranked.rank_key)]
    assert order == [Start(2), Start(4), Start(1), Start(3)]
    assert ranked[1].score == 0 and ranked[0].score == 1   # player 2 leads on Buchholz with no points
