"""The shared pairing core: player state, colour preferences and allocation, board order, exchange format.

Rules from docs/rules/burstein.md §3, §10, §11 and docs/rules/dutch.md §2, §10, §11; figures by hand.
"""
from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from pairing_cases import tournament

from generator.core.model import Colour, PointSystem, Start
from generator.core.pairing.core import (
    Board,
    Pairing,
    PairingError,
    Strength,
    allocate_colour,
    colour_preference,
    exchange_format,
    infer_initial_colour,
    next_round_number,
    order_boards,
    pairing_input,
)
from generator.core.pairing.systems import pair_next_round

W, B = Colour.WHITE, Colour.BLACK


@pytest.mark.parametrize("colours,wish,strength", [
    ((), None, Strength.NONE),
    ((W,), B, Strength.STRONG),
    ((W, B), W, Strength.MILD),
    ((W, W), B, Strength.ABSOLUTE),
    ((B, W, W), B, Strength.ABSOLUTE),
    ((W, B, W), B, Strength.STRONG),
    ((W, W, B), B, Strength.STRONG),
    ((W, B, W, W, B, B, W, W), B, Strength.ABSOLUTE),
    ((B, B, W, B, W), W, Strength.STRONG),
])
def test_colour_preference(colours, wish, strength):
    """Absolute when the imbalance is above 1 or the last two games had one colour; strong at imbalance 1;
    mild (alternate) at 0; none before the first played game."""
    preference = colour_preference(colours)
    assert (preference.colour, preference.strength) == (wish, strength)


def test_forfeits_are_not_meetings_and_give_no_colour():
    """A forfeited game is not a meeting (1 and 3 may meet again) and leaves no colour behind."""
    state = pairing_input(tournament(4, "1-3 +-; 2-4 1-0"), 2)
    one = state.players[Start(1)]
    assert one.met == frozenset() and one.colours == ()
    assert state.players[Start(2)].met == {Start(4)}
    assert one.points == 1 and one.had_forfeit_win and not one.had_pab


def test_pending_game_counts_as_a_played_draw():
    """Burstein art. 2: an unfinished game counts as a draw (and as a meeting, with its colours)."""
    state = pairing_input(tournament(2, "1-2"), 2)
    one = state.players[Start(1)]
    assert one.points == Fraction(1, 2) and one.met == {Start(2)} and one.colours == (W,)


def test_organiser_forbidden_pairs_block_like_a_rematch():
    """XXP: a forbidden pair may never meet, though they have not played."""
    state = pairing_input(tournament(4, forbidden=((1, 2),)), 1)
    one, two, three = (state.players[Start(i)] for i in (1, 2, 3))
    assert not one.may_meet(two) and one.may_meet(three)


def test_same_absolute_colour_wish_may_not_meet():
    """Never pair two players with the same absolute colour preference (both had Black twice)."""
    state = pairing_input(tournament(4, "3-1 =; 4-2 =", "4-1 =; 3-2 ="), 3)
    one, two = state.players[Start(1)], state.players[Start(2)]
    assert one.preference.absolute and one.preference.colour is W and two.preference.colour is W
    assert not one.may_meet(two)


def test_effective_rank_skips_absent_players_never_paired():
    """docs/rules/dutch.md §2.1: the effective pairing number counts present players and players ever paired;
    #2, absent in round 1 and never paired, is not numbered, so #3 becomes number 2 (rank 1)."""
    state = pairing_input(tournament(4, "2 zero"), 1)
    assert [state.players[Start(i)].rank for i in (1, 2, 3, 4)] == [0, -1, 1, 2]
    later = pairing_input(tournament(4, "2 zero; 1-3 =", "1-4 =; 2-3 ="), 3)
    assert later.players[Start(2)].rank == 1


def test_default_acceleration_top_half_of_round_one_players():
    """docs/rules/burstein.md §4.1: rounds 1-2 give the top ⌊P/2⌋ of the P players taking part in round 1 a
    win's points; an absent player above the line gets the point too but does not count (7 present of 8: 1,
    2 absent, 3, 4)."""
    state = pairing_input(tournament(8, "2 half"), 1)
    accelerated = [s for s, p in sorted(state.players.items()) if p.acceleration]
    assert accelerated == [1, 2, 3, 4]
    assert pairing_input(tournament(8, "1-5 =; 2-6 =; 3-7 =; 4-8 ="), 3).players[Start(1)].acceleration == 0


def test_xxa_acceleration_replaces_the_default():
    """With acceleration entered per player (TRF XXA), only those values count."""
    state = pairing_input(tournament(4, acceleration={4: (Fraction(1, 2),)}), 1)
    assert [state.players[Start(i)].acceleration for i in (1, 2, 3, 4)] == [0, 0, 0, Fraction(1, 2)]


def _state(colours, rank=0, start=1):
    base = pairing_input(tournament(2), 1).players[Start(1)]
    from dataclasses import replace
    return replace(base, start=Start(start), rank=rank, preference=colour_preference(colours),
                   history=tuple(_played(c, i) for i, c in enumerate(colours, start=1)))


def _played(colour, round_number):
    from generator.core.pairing.core import Outcome, RoundRecord
    return RoundRecord(round_number, Outcome.DRAW, Fraction(1, 2), True, True, Start(99), colour)


def test_colours_grant_compatible_wishes():
    """5.2.1: different wishes (or one without a wish) are both granted."""
    assert allocate_colour(_state((W,)), _state((B,), 1, 2), True, W)[0] is B
    assert allocate_colour(_state(()), _state((W,), 1, 2), True, W)[0] is W


def test_colours_absolute_beats_strong_and_larger_imbalance_wins():
    """5.2.2: an absolute wish beats a strong one; between absolutes the larger imbalance wins."""
    assert allocate_colour(_state((W,)), _state((W, W), 1, 2), True, W)[0] is W      # 2 must have Black
    colour, reason = allocate_colour(_state((B, W, W)), _state((B, W, W, W), 1, 2), True, W)
    assert colour is W and reason.startswith("Black for 2")


def test_colours_alternate_from_the_last_difference():
    """5.2.3: same wish and strength: back to the latest round where their colours differed; each takes the
    other's colour of that round."""
    one, two = _state((W, B, W, B)), _state((B, W, W, B), 1, 2)
    assert allocate_colour(one, two, True, W)[0] is W      # B/B, W/W, then B/W three games back: 1 takes W
    three = _state((B, B, W, W, B), 0, 3)                  # both: strong wish for White
    four = _state((W, B, B, W, B), 1, 4)
    assert allocate_colour(three, four, True, W)[0] is B   # B/B, W/W, then W/B: 3 had W there, so takes B


def test_colours_higher_ranked_wins_a_full_tie_and_lots_decide_without_history():
    """5.2.4: identical histories: the higher-ranked player gets its wish. 5.2.5: no history: the higher-ranked
    player gets the initial colour with an odd pairing number (rank 0, 2, …), the other colour with an even one."""
    assert allocate_colour(_state((W,)), _state((W,), 1, 2), True, W)[0] is B
    assert allocate_colour(_state((W,)), _state((W,), 1, 2), False, W)[0] is W
    assert allocate_colour(_state((), 0), _state((), 3, 2), True, B)[0] is B
    assert allocate_colour(_state((), 1), _state((), 3, 2), True, B)[0] is W
    assert allocate_colour(_state((), 3), _state((), 1, 2), True, W)[0] is W    # the opponent is higher (rank 1)


def test_round_one_without_initial_colour_is_refused():
    """The reference never draws lots: without XXC round 1 cannot get colours."""
    with pytest.raises(PairingError, match="initial colour"):
        allocate_colour(_state(()), _state((), 1, 2), True, None)


def test_initial_colour_inferred_from_the_first_round():
    """Without XXC: the colour the top numbered player had in round 1 (inverted when it is second)."""
    state = pairing_input(tournament(4, "3-1 =; 2-4 =", initial=None), 2)
    assert infer_initial_colour(state.players) is B
    state = pairing_input(tournament(4, "1 zero; 2-3 =", initial=None), 2)
    assert infer_initial_colour(state.players) is W


def test_board_order_by_real_scores_then_rank():
    """Boards by the higher player's score, then the lower player's, then the higher player's rank; acceleration
    does not count."""
    state = pairing_input(tournament(6, "1-4 1-0; 2-5 0-1; 3-6 ="), 2)
    ordered = order_boards([Board(Start(3), Start(6)), Board(Start(1), Start(2)), Board(Start(5), Start(4))],
                           state.players)
    assert ordered == (Board(Start(1), Start(2)), Board(Start(5), Start(4)), Board(Start(3), Start(6)))


def test_exchange_format():
    """Number of pairs (the bye counted), `WHITE BLACK` lines, the bye last as `N 0`."""
    pairing = Pairing(3, (Board(Start(4), Start(3)), Board(Start(6), Start(1))), Start(7))
    assert exchange_format(pairing) == "3\n4 3\n6 1\n7 0\n"


def test_next_round_is_the_first_without_boards():
    """A round holding only absences so far is the one to pair."""
    assert next_round_number(tournament(4, "1-2 =; 3-4 =")) == 2
    assert next_round_number(tournament(4, "1-2 =; 3-4 =", "1 half")) == 2


def test_xxp_line_forbids_every_two_of_its_players():
    """An `XXP 1 2 3` line (a team, say) forbids 1-2, 1-3 and 2-3, as the reference reads it."""
    from generator.trf.reader import read_trf
    lines = [f"001 {i:4d}      Player{i:<27d}2000                             0.0" for i in range(1, 5)]
    state = pairing_input(read_trf("\n".join(["012 XXP", *lines, "XXP 1 2 3", "XXR 3", "XXC white1"]) + "\n"), 1)
    two, three, four = (state.players[Start(i)] for i in (2, 3, 4))
    assert not two.may_meet(three) and two.may_meet(four)


def test_no_default_acceleration_when_a_system_has_its_own():
    """`accelerate=False` (the Dutch system) leaves the Burstein imaginary point out; XXA values still count."""
    assert not any(p.acceleration for p in pairing_input(tournament(6), 1, accelerate=False).players.values())
    state = pairing_input(tournament(4, acceleration={2: (Fraction(1),)}), 1, accelerate=False)
    assert state.players[Start(2)].acceleration == 1


def test_free_round_of_an_odd_round_robin_is_a_round_without_points():
    """A Swiss engine run on an odd round robin (bulletin pair --system dutch) reads the free round (ByeKind.FREE)
    like any unpaired round: worth `points.free_round` (none by default, docs/rules/round-robin.md), so its
    outcome is a loss, and a win when the tournament gives the free round a point."""
    played = tournament(5, "1-4 1-0; 2-3 =; 5 free")
    free = pairing_input(played, 2).players[Start(5)]
    assert (free.history[0].outcome.value, free.history[0].points, free.history[0].paired) == ("loss", 0, False)
    assert len(pair_next_round(played, 2, "dutch").boards) == 2
    generous = dataclasses.replace(played, points=PointSystem(free_round=Fraction(1)))
    free = pairing_input(generous, 2).players[Start(5)]
    assert (free.history[0].outcome.value, free.history[0].points) == ("win", 1)
