"""generator/core/model.py: the tournament as frozen values, and what it answers about its rounds and players."""
from __future__ import annotations

import dataclasses
import datetime as dt
from fractions import Fraction

import pytest
from sitedata import ROUND_1, ROUND_2, ROUND_3, club_tournament

from generator.core.model import Bye, ByeKind, Colour, Game, GameResult, PointSystem, Round, Start

R = GameResult


def test_values_are_frozen():
    """A model object cannot be changed after it is made (pages, caches and the parallel child share them)."""
    t = club_tournament()
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.name = "Other"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.rounds[0].games[0].result = R.DRAW  # type: ignore[misc]


def test_a_round_is_in_progress_until_every_board_has_a_result():
    """Round 3 of the club tournament has its boards but no results: in progress; rounds 1–2 are finished; a
    round with byes only has nothing to play yet and counts as in progress too."""
    assert (ROUND_1.in_progress, ROUND_2.in_progress, ROUND_3.in_progress) == (False, False, True)
    assert Round(4, (), (Bye(Start(1), ByeKind.HALF),)).in_progress


def test_rounds_completed_stops_at_the_first_round_in_progress():
    """Rounds 1 and 2 done, 3 paired: 2 completed and 3 entered; with round 2 missing only round 1 counts."""
    t = club_tournament()
    assert (t.rounds_completed, t.rounds_entered) == (2, 3)
    assert club_tournament(rounds=(ROUND_1, ROUND_3)).rounds_completed == 1


def test_participants_are_every_player_with_a_board_or_a_bye():
    """Round 1: the six players on boards and player 4's pairing-allocated bye; 7 players in all."""
    assert ROUND_1.participants() == {Start(s) for s in range(1, 8)}
    assert ROUND_3.participants() == {Start(s) for s in (1, 2, 3, 4, 5, 6)}


def test_a_withdrawn_player_is_out_from_the_first_round_missed():
    """Greta (7) withdrew before round 3 (withdrawals {7: 3}): in rounds 1–2, out from round 3 on."""
    t = club_tournament()
    assert [t.withdrawn_in(Start(7), r) for r in (1, 2, 3, 4)] == [False, False, True, True]
    assert not t.withdrawn_in(Start(1), 5)


def test_a_round_files_date_wins_over_the_planned_schedule():
    """Round 2's file says 9 March; a schedule gives the dates of rounds not entered yet, and nothing beyond."""
    t = club_tournament(schedule=(dt.date(2026, 3, 2), dt.date(2026, 3, 8), dt.date(2026, 3, 16),
                                  dt.date(2026, 3, 23)))
    assert t.round_date(2) == dt.date(2026, 3, 9)
    assert t.round_date(4) == dt.date(2026, 3, 23)
    assert t.round_date(5) is None and t.round(5) is None


def test_results_know_whether_the_game_was_played():
    """Wins and draws are played; forfeits (either way, or both) are not; a board without a result is pending."""
    assert [r.played for r in R] == [True, True, True, False, False, False, False]
    assert [r.forfeit for r in R] == [False, False, False, True, True, True, False]
    assert [r for r in R if r.pending] == [R.PENDING]


def test_a_game_names_each_players_opponent_and_colours_alternate():
    game = Game(Start(4), Start(3), R.WHITE_WINS_FORFEIT)
    assert (game.opponent_of(Start(4)), game.opponent_of(Start(3)), game.players()) == (3, 4, (4, 3))
    assert (Colour.WHITE.opposite, Colour.BLACK.opposite) == (Colour.BLACK, Colour.WHITE)


def test_the_point_system_gives_each_bye_its_points():
    """The FIDE default is 1 / ½ / 0 with a win's points for the pairing-allocated bye and nothing for a round
    robin's free round; a tournament may set its own, e.g. 3 / 1 / 0 with a draw's points for the bye."""
    default = PointSystem()
    kinds = [ByeKind.PAB, ByeKind.FULL, ByeKind.HALF, ByeKind.ZERO, ByeKind.FREE]
    assert set(kinds) == set(ByeKind)
    assert [default.for_bye(k) for k in kinds] == [1, 1, Fraction(1, 2), 0, 0]
    football = PointSystem(win=Fraction(3), draw=Fraction(1), pab=Fraction(1), full_bye=Fraction(3),
                           half_bye=Fraction(1), free_round=Fraction(1))
    assert [football.for_bye(k) for k in kinds] == [1, 3, 1, 0, 1]


def test_players_are_found_by_starting_number():
    t = club_tournament()
    assert t.player(Start(3)).name == "Clara Díaz"
    with pytest.raises(KeyError):
        t.player(Start(99))
