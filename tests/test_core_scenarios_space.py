"""generator/core/scenarios/space.py: the completions of a round with results pending: each player's points for
each result of his board, tie-break values and their bounds, and the order the standings would give.

Worked by hand on the race of tests/scenario_cases.py: after two rounds Yılmaz (1) and Meißner (2) have 2 points,
everyone else ½; round 3 pairs 1–4 (board 1), 3–2 (board 2), 5–6 (board 3). If Yılmaz and Meißner both win,
BH(Yılmaz) − BH(Meißner) = score(Hoffmann) − score(Vogt): board 3 decides."""
from __future__ import annotations

import itertools
from dataclasses import replace
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario_cases import RACE, hand_tournament, paired_tournaments

from generator.core.model import Start
from generator.core.scenarios import space as space_module
from generator.core.scenarios.space import BLACK_WINS, DEPENDENCE, DRAW, WHITE_WINS, PendingBoard, Space
from generator.core.tiebreaks.codes import all_codes
from generator.core.tiebreaks.registry import parse_code


def race(*chain: str) -> Space:
    tournament = hand_tournament(RACE)
    paired = tournament.round(3)
    assert paired is not None
    return Space(tournament, paired, chain=chain or None)


def bh(space: Space, key: object) -> Fraction:
    """A value as `Space` keys it (scaled to an integer) back as the tie-break value."""
    assert isinstance(key, int)
    return Fraction(key, space.scale)


def test_the_pending_boards_and_each_players_points_for_each_result() -> None:
    """Points in half-point units: Yılmaz 2 + 1 for a win = 3 (6 units); Meißner's board open, no points yet,
    3 were Black to win board 2; Brandt can end on ½ to 1½."""
    space = race()
    assert space.boards == (PendingBoard(0, Start(1), Start(4), 1), PendingBoard(1, Start(3), Start(2), 2),
                            PendingBoard(2, Start(5), Start(6), 3))
    assert space.frac(space.points(Start(1), [WHITE_WINS, None, None]) or 0) == 3
    assert space.points(Start(2), [None, None, None]) is None
    assert space.frac(space.points_if(Start(2), BLACK_WINS)) == 3
    assert tuple(space.frac(p) for p in space.points_range(Start(3))) == (Fraction(1, 2), Fraction(3, 2))
    assert space.own(Start(4), WHITE_WINS) == "L" and space.own(Start(2), BLACK_WINS) == "W"


def test_board_3_decides_the_race_by_buchholz() -> None:
    """Both leaders win. Hoffmann beats Vogt: BH(Yılmaz) = ½ + 1½ + ½ = 2½, BH(Meißner) = ½ + ½ + ½ = 1½, Yılmaz
    ahead; a draw: 2 and 2, still tied; Vogt wins: Meißner ahead."""
    space = race()
    leaders = [Start(1), Start(2)]
    for third, order, values in ((WHITE_WINS, [[1], [2]], (Fraction(5, 2), Fraction(3, 2))),
                                 (DRAW, [[1, 2]], (2, 2)),
                                 (BLACK_WINS, [[2], [1]], (Fraction(3, 2), Fraction(5, 2)))):
        states = [WHITE_WINS, BLACK_WINS, third]
        assert space.order(leaders, states) == order
        assert (bh(space, space.value(0, Start(1), states)), bh(space, space.value(0, Start(2), states))) == values


def test_a_value_is_bounded_while_a_board_it_depends_on_is_open() -> None:
    """Board 3 open: Hoffmann ends on ½ to 1½, so BH(Yılmaz) lies in 1½ … 2½; decided, the bounds meet. SB with
    a cut is not monotone in the opponents' scores: no bounds are claimed for it."""
    space = race()
    low, high = space.interval(0, Start(1), [WHITE_WINS, BLACK_WINS, None]) or (0, 0)
    assert (bh(space, low), bh(space, high)) == (Fraction(3, 2), Fraction(5, 2))
    low, high = space.interval(0, Start(1), [WHITE_WINS, BLACK_WINS, DRAW]) or (0, 0)
    assert bh(space, low) == bh(space, high) == 2
    assert race("SB/C1").interval(0, Start(1), [WHITE_WINS, BLACK_WINS, None]) is None


def test_every_tie_break_says_what_it_depends_on() -> None:
    """A tie-break the engine knows but DEPENDENCE does not would make the scenarios of a tournament using it
    fail; each code's base is listed."""
    assert sorted({parse_code(code).base for code in all_codes()} - set(DEPENDENCE)) == []


def test_two_opponents_on_one_board_leave_his_buchholz_as_it_is() -> None:
    """Board 1 decided (Yılmaz beats Krüger), board 2 open. Krüger met Meißner and Brandt, who meet on board 2:
    whatever it gives, their scores add up to 2 + ½ + 1 = 3½, so with Yılmaz's 3 his Buchholz is 6½ in every
    completion. The box of `interval` puts both at a win and both at a loss (5½ … 7½); `extremes` tries the
    three results of that board and gives 6½ both ways, attained."""
    space = race()
    states = [WHITE_WINS, None, None]
    low, high = space.interval(0, Start(4), states) or (0, 0)
    assert (bh(space, low), bh(space, high)) == (Fraction(11, 2), Fraction(15, 2))
    least, most, attained = space.extremes(Start(4), states)
    assert [bh(space, v) for v in least + most] == [Fraction(13, 2), Fraction(13, 2)] and attained


def test_an_opponents_board_is_set_at_its_extremes_not_tried() -> None:
    """Both leaders win; Yılmaz met Hoffmann, not Vogt, so board 3 reaches his Buchholz through Hoffmann alone:
    his loss gives the least (1½), his win the most (2½), both attained. With no board left to try, the
    extremes are the box's corners."""
    space = race()
    states = [WHITE_WINS, BLACK_WINS, None]
    least, most, attained = space.extremes(Start(1), states)
    assert (bh(space, least[0]), bh(space, most[0]), attained) == (Fraction(3, 2), Fraction(5, 2), True)
    assert (least[0], most[0]) == space.interval(0, Start(1), states)


def test_the_extremes_are_lexicographic_over_the_whole_chain() -> None:
    """BH then SB for Krüger, board 1 decided, board 2 tried: the lowest chain is the least BH, then among
    those the least SB; every completion's values lie between the two."""
    space = race("BH", "SB")
    states = [WHITE_WINS, None, None]
    least, most, attained = space.extremes(Start(4), states)
    completions = [tuple(space.value(i, Start(4), [WHITE_WINS, r, None]) for i in range(2))
                   for r in (WHITE_WINS, DRAW, BLACK_WINS)]
    assert attained and least == min(completions) and most == max(completions)


def test_a_chain_with_a_cut_sb_or_aob_has_no_extremes() -> None:
    """SB with a cut is not monotone, AOB reaches beyond the opponents: no extremes are claimed."""
    assert race("BH", "SB").separable and not race("SB/C1").separable and not race("AOB").separable


SEPARABLE = [code for code in all_codes() if race(code).separable]


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(paired_tournaments(), st.data())
def test_extremes_bound_every_completion_and_are_reached_when_attained(tournament, data) -> None:
    """Random fields, chains and partial assignments: every completion of a player's free boards gives values
    between his extremes (compared as the chain compares them); when `extremes` says attained, some completion
    gives each. With `EXTREMES_UP_TO` at 0 the box's corners still bound them."""
    chain = data.draw(st.lists(st.sampled_from(SEPARABLE), min_size=1, max_size=3, unique=True))
    tournament = replace(tournament, tiebreaks=tuple(chain))
    paired = tournament.round(tournament.rounds_entered)
    space = Space(tournament, paired)
    assert space.separable
    states = [data.draw(st.sampled_from([None, WHITE_WINS, DRAW, BLACK_WINS])) for _ in space.boards]
    for start in space.starts:
        free = [b for b in space.chain_boards[start] if states[b] is None]
        completions = []
        for results in itertools.product((WHITE_WINS, DRAW, BLACK_WINS), repeat=len(free)):
            full = list(states)
            for b, r in zip(free, results):
                full[b] = r
            completions.append(tuple(space.value(i, start, full) for i in range(len(space.codes))))
        least, most, attained = space.extremes(start, states)
        assert least <= min(completions) and max(completions) <= most
        if attained:
            assert (least, most) == (min(completions), max(completions))
    boxed = Space(tournament, paired)
    space_module.EXTREMES_UP_TO, kept = 0, space_module.EXTREMES_UP_TO
    try:
        for start in boxed.starts:
            least, most, attained = boxed.extremes(start, states)
            free = [b for b in boxed.chain_boards[start] if states[b] is None]
            for results in itertools.product((WHITE_WINS, DRAW, BLACK_WINS), repeat=len(free)):
                full = list(states)
                for b, r in zip(free, results):
                    full[b] = r
                values = tuple(boxed.value(i, start, full) for i in range(len(boxed.codes)))
                assert all(a <= v <= b for a, v, b in zip(least, values, most))
    finally:
        space_module.EXTREMES_UP_TO = kept
