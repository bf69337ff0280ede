"""generator/core/scoring.py: scorecards stay right when a tournament is cut, edited or changed between calls
(the cells of a round are reused only while nothing they depend on changed)."""
from __future__ import annotations

import dataclasses
from fractions import Fraction

from generator.core.model import Bye, ByeKind, Game, GameResult, Player, PointSystem, Round, Tournament
from generator.core.scoring import CellKind, round_cells, scorecards

PLAYERS = tuple(Player(n, f"Player {n}") for n in range(1, 5))
ROUNDS = (
    Round(1, (Game(1, 2, GameResult.WHITE_WINS), Game(3, 4, GameResult.DRAW))),
    Round(2, (Game(4, 1, GameResult.BLACK_WINS),), (Bye(2, ByeKind.HALF),)),
    Round(3, (Game(1, 3, GameResult.WHITE_WINS_FORFEIT), Game(2, 4, GameResult.DRAW))),
)
OPEN = Tournament("open", "Open", PLAYERS, ROUNDS, planned_rounds=3)


def fresh_cards(tournament: Tournament, after_round: int) -> dict:
    """Each round's cells built anew (round_cells is never reused), as scorecards must agree with."""
    per_round = [round_cells(tournament, r) for r in range(1, after_round + 1)]
    return {p.start: tuple(cells[p.start] for cells in per_round) for p in tournament.players}


def cells_of(tournament: Tournament, after_round: int) -> dict:
    return {start: card.cells for start, card in scorecards(tournament, after_round).items()}


def test_standings_of_each_round_see_that_round_only() -> None:
    """Cut after rounds 1, 2, 3 (as the site's standings are), each scorecard holds rounds 1..k exactly:
    player 1 scores 1, 2, 3 (1-0, 0-1 as Black, a forfeit win); player 2 takes a half-point bye in round 2."""
    for k in (1, 2, 3, 2, 1):
        cut = dataclasses.replace(OPEN, rounds=ROUNDS[:k])
        assert cells_of(cut, k) == fresh_cards(cut, k)
        assert scorecards(cut, k)[1].points == [1, 2, 3][k - 1]
    assert cells_of(OPEN, 2)[2][1].kind is CellKind.HALF_BYE


def test_an_edited_round_gives_new_cells() -> None:
    """Turning round 2's result around (a new Round, as after an organiser's fix) changes the scorecards."""
    assert scorecards(OPEN, 3)[1].points == 3
    fixed = dataclasses.replace(OPEN, rounds=(ROUNDS[0], Round(2, (Game(4, 1, GameResult.WHITE_WINS),),
                                                               (Bye(2, ByeKind.HALF),)), ROUNDS[2]))
    assert scorecards(fixed, 3)[1].points == 2
    assert cells_of(fixed, 3) == fresh_cards(fixed, 3)


def test_a_withdrawal_or_another_point_system_gives_new_cells() -> None:
    """A player withdrawn from round 3 gets WD there, not a ZPB; with 3 points a win (a forfeit win still 1),
    player 1's 1-0, 0-1 as Black and forfeit win make 3 + 3 + 1 = 7, and 3 again under the default system."""
    absent = dataclasses.replace(OPEN, rounds=ROUNDS[:2])
    assert cells_of(absent, 3)[3][2].kind is CellKind.ZERO_BYE
    withdrawn = dataclasses.replace(absent, withdrawals={3: 3})
    assert cells_of(withdrawn, 3)[3][2].kind is CellKind.WITHDRAWN
    three = dataclasses.replace(OPEN, points=PointSystem(win=Fraction(3), draw=Fraction(1)))
    assert scorecards(three, 3)[1].points == 7
    assert scorecards(OPEN, 3)[1].points == 3


def test_scores_in_whole_units_stay_exact() -> None:
    """The pairing engines add scores as whole units of their common denominator: 3-1-0 points with a half-point
    bye and a third-point acceleration need sixths, and 5/2 is 15 sixths; equal values come back as one object."""
    from fractions import Fraction

    from generator.core.scoring import common_denominator, in_units, shared_fraction

    values = [Fraction(3), Fraction(1, 2), Fraction(1, 3), Fraction(0)]
    assert common_denominator(values) == 6
    assert common_denominator([]) == 1
    assert [in_units(v, 6) for v in values] == [18, 3, 2, 0]
    made: dict[tuple[int, int], Fraction] = {}
    first, again = shared_fraction(15, 6, made), shared_fraction(15, 6, made)
    assert first == Fraction(5, 2) and first is again
    assert shared_fraction(15, 36, made) == Fraction(5, 12)


def test_the_points_of_every_player_without_cards_are_the_scorecards_points() -> None:
    """`points_of_players` (the TRF reader's score-column check) counts as the scorecards do. By hand, OPEN:
    #1 1-0, 0-1 as Black, forfeit win = 3; #2 0-1, half-point bye, draw = 1; #3 draw, nothing entered (a
    zero-point bye), forfeit loss = ½; #4 draw, loss, draw = 1. Cut after round 2 with #3 withdrawn from round 2
    and 3-1-0 points: #1 3 + 3 = 6, #2 0 + ½ (the bye keeps its default) = ½, #3 1 + 0 = 1, #4 1 + 0 = 1."""
    from generator.core.scoring import points_of_players

    assert points_of_players(OPEN) == {1: 3, 2: 1, 3: Fraction(1, 2), 4: 1}
    three = dataclasses.replace(OPEN, rounds=ROUNDS[:2], withdrawals={3: 2},
                                points=PointSystem(win=Fraction(3), draw=Fraction(1)))
    assert points_of_players(three) == {1: 6, 2: Fraction(1, 2), 3: 1, 4: 1}
    assert points_of_players(three) == {s: card.points for s, card in scorecards(three).items()}


def test_the_points_of_every_player_agree_with_the_scorecards_on_every_trf_fixture() -> None:
    """Every reference tournament of the tests (forfeits, byes of each kind, absences, a round robin), after
    each of its rounds."""
    from pathlib import Path

    from generator.core.scoring import points_of_players
    from generator.trf.reader import load_trf_file

    files = sorted((Path(__file__).parent / "data").rglob("*.trf"))
    assert len(files) > 20
    for path in files:
        try:
            tournament, _ = load_trf_file(path)
        except ValueError:
            continue   # a team file, or one the tests keep as bad input
        for k in range(len(tournament.rounds) + 1):
            cut = dataclasses.replace(tournament, rounds=tournament.rounds[:k])
            assert points_of_players(cut) == {s: c.points for s, c in scorecards(cut).items()}, (path, k)
