"""The Dutch view of the players (generator/core/pairing/dutch_players.py): floats, who may take the PAB (C2), who
may meet whom (C1, C3) and the acceleration; docs/rules/dutch.md §2-§4 and §9, figures by hand or from the
reference's hand cases."""
from __future__ import annotations

from fractions import Fraction

from test_core_pairing_dutch import EXAMPLES, HALF, load, tournament_of

from generator.core.model import ByeKind, Start
from generator.core.pairing.core import Float, pairing_input
from generator.core.pairing.dutch_players import (
    Completion,
    bits,
    compatibility_masks,
    dutch_acceleration,
    dutch_players,
    prepass,
)


def test_floats_count_played_games_and_byes_above_a_loss() -> None:
    """docs/rules/dutch.md §2.4: a game against a lower score is a downfloat (higher: upfloat); a PAB or forfeit win is a downfloat;
    a forfeit loss or an absence is no float."""
    t = tournament_of(6, [[(1, 2, "1-0"), (3, 4, "+-")], [(1, 3, "1-0"), (4, 2, "-+")]],
                      byes={1: [(5, ByeKind.PAB), (6, ByeKind.ZERO)], 2: [(5, ByeKind.ZERO), (6, ByeKind.PAB)]})
    floats = {p.start: p.floats for p in dutch_players(t, pairing_input(t, 3))}
    assert floats[1] == (Float.NONE, Float.NONE)    # 1 v 3: equal scores
    assert floats[3] == (Float.NONE, Float.DOWN)    # forfeit win in round 1
    assert floats[4] == (Float.NONE, Float.NONE)    # forfeit losses
    assert floats[2] == (Float.DOWN, Float.NONE)    # forfeit win in round 2
    assert floats[5] == (Float.NONE, Float.DOWN)    # PAB in round 1, absent in round 2
    assert floats[6] == (Float.DOWN, Float.NONE)


def test_same_absolute_wish_may_meet_only_between_topscorers_c3() -> None:
    """C3: two players both due Black absolutely never meet, except in the last round when one is a
    topscorer (more than half the maximum score) - hand case F."""
    last = load(EXAMPLES / "F_last.trf")
    not_last = load(EXAMPLES / "F_notlast.trf")
    for t, allowed in ((last, True), (not_last, False)):
        inp = pairing_input(t, 3)
        players = dutch_players(t, inp)
        masks = compatibility_masks(players, t.planned_rounds <= 3, t.points.win, 2)
        one, two = (next(p.index for p in players if p.start == s) for s in (1, 2))
        assert bool(masks[one] >> two & 1) is allowed


def test_baku_acceleration_group_a_and_rounds() -> None:
    """docs/rules/dutch.md §9.2: group A is the first ⌈N/2⌉ players; with 9 rounds they get 1 point in rounds 1-3 and ½ in 4-5."""
    t = tournament_of(10, [], planned=9, extra=(("192", "FIDE_DUTCH_2025_BAKU"),))
    assert sorted(dutch_acceleration(t, 1)) == [1, 2, 3, 4, 5]
    assert set(dutch_acceleration(t, 3).values()) == {Fraction(1)}
    assert set(dutch_acceleration(t, 4).values()) == {HALF}
    assert dutch_acceleration(t, 6) == {}


def test_acceleration_lines_replace_baku() -> None:
    """docs/rules/dutch.md §9.1: XXA values are used as given, per round, and switch Baku off."""
    t = tournament_of(4, [], extra=(("192", "FIDE_DUTCH_2025_BAKU"),),
                      acceleration={Start(3): (Fraction(1), ZERO_ := Fraction(0))})
    assert dutch_acceleration(t, 1) == {3: Fraction(1)}
    assert dutch_acceleration(t, 2) == {3: ZERO_}


def test_half_point_bye_does_not_bar_the_pab_c2() -> None:
    """C2 (2026 text): a half-point bye (H) leaves the player eligible; a full-point bye (F) does not."""
    t = tournament_of(3, [[(1, 2, "1-0")]], byes={1: [(3, ByeKind.HALF)]})
    inp = pairing_input(t, 2)
    eligible = {p.start: p.bye_eligible for p in dutch_players(t, inp)}
    assert eligible == {1: True, 2: True, 3: True}
    t = tournament_of(3, [[(1, 2, "1-0")]], byes={1: [(3, ByeKind.FULL)]})
    eligible = {p.start: p.bye_eligible for p in dutch_players(t, pairing_input(t, 2))}
    assert eligible[3] is False


def test_bits_are_the_set_positions_lowest_first():
    assert list(bits(0)) == [] and list(bits(0b1011001)) == [0, 3, 4, 6]
    assert list(bits(1 << 999 | 1 << 500)) == [500, 999]


def test_the_bye_goes_to_the_lowest_score_that_leaves_everyone_else_paired_c4_c5():
    """1 beat 3, then 2 (2 points); 2 had the PAB in round 1 (1 point), 3 a zero-point bye in round 2 (0).
    May take the PAB (C2): 1 and 3. At score 0 only 3 could, and then 1 and 2 would have to meet again (C1), so
    no complete pairing leaves 3 out (C4); the lowest score that works is 2: 1 gets the PAB, 2 plays 3 (C5)."""
    t = tournament_of(3, [[(1, 3, "1-0")], [(1, 2, "1-0")]], byes={1: [(2, ByeKind.PAB)], 2: [(3, ByeKind.ZERO)]})
    players = dutch_players(t, pairing_input(t, 3))
    assert {p.start: (p.score, p.bye_eligible) for p in players} == {
        1: (2, True), 2: (1, False), 3: (0, True)}
    completion = Completion(compatibility_masks(players, False, t.points.win, 2))
    assert prepass(players, completion) == 2
