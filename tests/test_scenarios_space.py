"""generator/scenarios/space.py: the completions of a round with results pending: each player's points for
each result of his board, tie-break values and their bounds, and the order the standings would give.

Worked by hand on the race of tests/scenario_cases.py: after two rounds Yılmaz (1) and Meißner (2) have 2 points,
everyone else ½; round 3 pairs 1–4 (board 1), 3–2 (board 2), 5–6 (board 3). If Yılmaz and Meißner both win,
BH(Yılmaz) − BH(Meißner) = score(Hoffmann) − score(Vogt): board 3 decides."""
from __future__ import annotations

from fractions import Fraction

from scenario_cases import RACE, hand_tournament

from generator.model import Start
from generator.scenarios import PendingBoard
from generator.scenarios.space import BLACK_WINS, DEPENDENCE, DRAW, WHITE_WINS, Space
from generator.tiebreaks import all_codes, parse_code


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
