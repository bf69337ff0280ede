"""A round robin's withdrawals, free rounds and postponed games in scoring, standings and tie-breaks. Every figure was worked by hand from the results written here.

Six players, the Berger table 5/6 (R1 1-6 2-5 3-4 · R2 6-4 5-3 1-2 · R3 2-6 3-1 4-5 · R4 6-5 1-4 2-3 ·
R5 3-6 4-2 5-1); #6 withdraws from round 3 after two games, so his last three are forfeits against him:

        R1      R2      R3      R4      R5      kept   struck (fewer than half his 5 games played)
  #1  +W6 1  =B2 ½   +B3 1   +W4 1   +B5 1     4½     3½  (round 1 struck)
  #2  =W5 ½  =W1 ½   +W6 f1  +W3 1   +B4 1     4      3   (round 3 struck)
  #3  -W4 0  -B5 0   -W1 0   -B2 0   +W6 f1    1      0   (round 5 struck)
  #4  +B3 1  +B6 1   =W5 ½   -B1 0   -W2 0     2½     1½  (round 2 struck)
  #5  =B2 ½  +W3 1   =B4 ½   +B6 f1  -W1 0     3      2   (round 4 struck)
  #6  -B1 0  -W4 0   -B2 f0  -W5 f0  -B3 f0    0      0   (every round struck)
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from tiebreak_cases import tournament

from generator.core.model import PairingSystem, PointSystem, RuleSet, Start, WithdrawalRule
from generator.core.scoring import CellKind, pending_games, scorecards, struck_players
from generator.core.standings import compute_standings
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.registry import compute, parse_code

F = Fraction
WITHDRAWAL = ["1-6 1-0, 2-5 =, 3-4 0-1", "6-4 0-1, 5-3 1-0, 1-2 =", "2-6 +-, 3-1 0-1, 4-5 =",
              "6-5 -+, 1-4 1-0, 2-3 1-0", "3-6 +-, 4-2 0-1, 5-1 0-1"]


def six(rule: WithdrawalRule | None = None, **kw):
    return tournament(6, WITHDRAWAL, round_robin=True, withdrawals={6: 3}, withdrawal=rule, **kw)


def points(t, after_round: int | None = None) -> list[Fraction]:
    cards = scorecards(t, after_round)
    return [cards[Start(s)].points for s in range(1, 7)]


def test_withdrawal_keep_counts_every_result_and_the_forfeits():
    """`withdrawal: keep`: the remaining games are forfeits and count."""
    assert points(six(WithdrawalRule.KEEP)) == [F(9, 2), 4, 1, F(5, 2), 3, 0]


def test_annul_under_half_strikes_every_result_of_the_player_and_against_him():
    """The default (FIDE's rule): #6 played 2 of his 5 games, fewer than half, so his results and everyone's
    against him are struck; the struck cells keep their result and say so."""
    for rule in (None, WithdrawalRule.ANNUL_UNDER_HALF):
        t = six(rule)
        assert points(t) == [F(7, 2), 3, 0, F(3, 2), 2, 0]
        cards = scorecards(t)
        assert [[c.round for c in cards[Start(s)].cells if c.struck] for s in range(1, 6)] == [[1], [3], [5], [2], [4]]
        assert all(c.struck for c in cards[Start(6)].cells)
        assert cards[Start(1)].cell(1).kind is CellKind.WIN and cards[Start(1)].cell(1).points == 0


def test_standings_rank_on_the_points_that_count():
    standings = compute_standings(six(), 5, rules=RuleSet.FIDE_2024)
    assert [(r.start, r.points) for r in standings.rows] == [(1, F(7, 2)), (2, 3), (5, 2), (4, F(3, 2)), (3, 0),
                                                             (6, 0)]


def test_results_are_struck_only_from_the_withdrawal_on():
    """After round 2 #6 has not withdrawn yet: nothing is struck; from round 3 on his results are."""
    t = six()
    assert struck_players(t, scorecards(t, 2), 2) == frozenset()
    assert points(t, 2) == [F(3, 2), 1, 0, 2, F(3, 2), 0]
    assert struck_players(t, scorecards(t, 3), 3) == {6}


def test_exactly_half_the_games_played_is_enough():
    """Five players (4 games each): #3 withdraws from round 3 after two games, exactly half: his results stay
    (C.06 V.4: "at least 50 %"). R1 free 1, 2-5 1-0, 3-4 = · R2 free 4, 5-3 0-1, 1-2 1-0 · R3 free 2, 3-1 -+,
    4-5 1-0 · R4 free 5, 1-4 =, 2-3 +-."""
    rounds = ["1 FREE, 2-5 1-0, 3-4 =", "4 FREE, 5-3 0-1, 1-2 1-0", "2 FREE, 3-1 -+, 4-5 1-0",
              "5 FREE, 1-4 =, 2-3 +-"]
    t = tournament(5, rounds, round_robin=True, withdrawals={3: 3}, planned=5)
    assert struck_players(t, scorecards(t), 4) == frozenset()
    cards = scorecards(t)
    assert [cards[Start(s)].points for s in range(1, 6)] == [F(5, 2), 2, F(3, 2), 2, 0]


def test_a_struck_game_counts_in_no_tie_break():
    """#1's Sonneborn-Berger without the struck round 1: ½·3 (#2) + 1·0 (#3) + 1·1½ (#4) + 1·2 (#5) = 5; with
    `keep`: 1·0 (#6) + ½·4 + 1·1 + 1·2½ + 1·3 = 8½."""
    for rule, expected, rounds in ((None, 5, [2, 3, 4, 5]), (WithdrawalRule.KEEP, F(17, 2), [1, 2, 3, 4, 5])):
        t = six(rule)
        sb = compute(Context(t, 5, RuleSet.FIDE_2024), parse_code("SB"), (Start(1),))[Start(1)]
        assert sb.value == expected and [term.round for term in sb.terms] == rounds


# --- the free round of an odd number of players ---------------------------------------------------------

# Five players, one cycle (6 the dummy): totals #1 2½, #2 2, #3 2½, #4 2, #5 1.
FIVE = ["1 FREE, 2-5 1-0, 3-4 =", "4 FREE, 5-3 0-1, 1-2 1-0", "2 FREE, 3-1 0-1, 4-5 1-0", "5 FREE, 1-4 =, 2-3 0-1",
        "3 FREE, 4-2 0-1, 5-1 1-0"]


def five():
    return tournament(5, FIVE, round_robin=True)


def test_the_free_round_is_worth_the_free_round_points():
    """No points by default; a tournament may give some (`points: {free_round: 1}`)."""
    t = five()
    cards = scorecards(t)
    assert [cards[Start(s)].points for s in range(1, 6)] == [F(5, 2), 2, F(5, 2), 2, 1]
    assert cards[Start(1)].cell(1).kind is CellKind.FREE_ROUND
    rich = replace(t, points=PointSystem(free_round=F(1)))
    assert scorecards(rich)[Start(1)].points == F(7, 2)


@pytest.mark.parametrize("rules", [RuleSet.FIDE_2024, RuleSet.FIDE_2026, RuleSet.NONE])
def test_a_buchholz_cut_removes_a_real_opponent_not_the_free_round(rules):
    """Decision (b) of docs/rules/round-robin.md, as the FIDE TEC checker: the free round is no round for
    Buchholz. #1 met #2 (2), #3 (2½), #4 (2), #5 (1): BH 7½; Cut-1 drops #5: 6½ (a zero term for the free round
    would have been cut instead, leaving 7½)."""
    t = five()
    assert compute(Context(t, 5, rules), parse_code("BH"), (Start(1),))[Start(1)].value == F(15, 2)
    cut = compute(Context(t, 5, rules), parse_code("BH/C1"), (Start(1),))[Start(1)]
    assert cut.value == F(13, 2) and [term.round for term in cut.terms if term.cut] == [5]
    assert 1 not in [term.round for term in cut.terms]


def test_sb_cut_in_an_odd_round_robin_cuts_the_lowest_opponent():
    """#1: SB = 1·2 (#2) + 1·2½ (#3) + ½·2 (#4) + 0·1 (#5) = 5½; Cut-1 cuts #5's round (the lowest score)."""
    sb = compute(Context(five(), 5, RuleSet.FIDE_2024), parse_code("SB/C1"), (Start(1),))[Start(1)]
    assert sb.value == F(11, 2) and [term.round for term in sb.terms if term.cut] == [5]


def test_koya_maximum_leaves_out_the_free_round():
    """Five rounds but four games each: the Koya threshold is half of 4 = 2, as the TEC checker counts. #1 scored
    1 v #2 (2), 1 v #3 (2½), ½ v #4 (2), 0 v #5 (1): KS 2½ (with half of 5 rounds only #3 would reach it)."""
    ks = compute(Context(five(), 5, RuleSet.FIDE_2024), parse_code("KS"), (Start(1),))[Start(1)]
    assert ks.value == F(5, 2)


# --- postponed games ------------------------------------------------------------------------------------

def test_a_postponed_game_is_pending_and_counts_nothing_yet():
    """Six players, #3 v #1 of round 3 not played yet while rounds 4 and 5 are: the tournament is after round 5,
    the standings count the games that are in (#1 2½ without it), and the game is listed as pending."""
    rounds = ["1-6 1-0, 2-5 =, 3-4 0-1", "6-4 0-1, 5-3 1-0, 1-2 =", "2-6 1-0, 3-1 ?, 4-5 =",
              "6-5 0-1, 1-4 1-0, 2-3 1-0", "3-6 1-0, 4-2 0-1, 5-1 0-1"]
    t = tournament(6, rounds, round_robin=True)
    assert t.rounds_completed == 5
    assert [(g.round, g.white, g.black) for g in pending_games(t)] == [(3, 3, 1)]
    standings = compute_standings(t, t.rounds_completed, rules=RuleSet.FIDE_2024)
    assert standings.row(Start(1)).points == F(7, 2)
    assert standings.cards[Start(1)].cell(3).kind is CellKind.PENDING


def test_a_swiss_stops_at_the_round_with_a_game_to_play():
    """In a Swiss the next round is paired from finished rounds only: a pending game keeps its round open."""
    rounds = ["1-2 1-0, 3-4 1-0", "1-3 ?, 2-4 1-0", "1-4 1-0, 2-3 1-0"]
    t = tournament(4, rounds)
    assert t.pairing is PairingSystem.DUTCH and t.rounds_completed == 1


def test_the_points_without_cards_strike_as_the_scorecards_do():
    """The TRF reader's score check (`points_of_players`) gives the struck points, and under `keep` all."""
    from generator.core.scoring import points_of_players

    assert [points_of_players(six())[Start(s)] for s in range(1, 7)] == [F(7, 2), 3, 0, F(3, 2), 2, 0]
    assert [points_of_players(six(WithdrawalRule.KEEP))[Start(s)] for s in range(1, 7)] == [F(9, 2), 4, 1,
                                                                                         F(5, 2), 3, 0]
