"""generator/core/scenarios/standing.py: how one player stands against the others for a partial assignment of
the boards (ahead, equal, behind, open; pairs who cannot both pass him), each claim checked by brute force or
worked by hand."""
from __future__ import annotations

import itertools
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario_cases import D, L, W, brute_force, game, hand_tournament, paired_tournaments
from test_core_scenarios_ranges import SEPARABLE, ranges

from generator.core.model import Round, Start
from generator.core.scenarios import standing
from generator.core.scenarios.ranges import PlaceSearch
from generator.core.scenarios.space import RESULTS, WHITE_WINS, Space


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(paired_tournaments(max_players=12), st.lists(st.sampled_from(SEPARABLE), min_size=1, max_size=3, unique=True),
       st.data())
def test_a_pair_said_to_conflict_never_ends_both_as_the_search_wants(tournament, chain, data):
    """The player's boards decided, the others partly: two players said not to be able both to end below or
    level with him on the chain (for the fewest ahead) or both level or above (for the most) do not in any
    completion of their boards, by enumeration; and two said able to are, where their shared boards are few
    enough to try."""
    tournament = replace(tournament, tiebreaks=tuple(chain))
    space = Space(tournament, tournament.round(tournament.rounds_entered))
    if not space.boards:
        return
    player = data.draw(st.sampled_from(sorted(space.board_of)))
    states = [data.draw(st.sampled_from(RESULTS if b in space.chain_boards[player] or b == space.board_of[player]
                                        else (None, None) + RESULTS)) for b in range(len(space.boards))]
    search = PlaceSearch(space, player, states, 10 ** 6)
    mine = space.extremes(player, states)[0]
    extreme = space.extreme(player, states, upper=False)
    decided = [q for q in space.starts if q != player]
    for lower in (True, False):
        search.lower = lower
        for i, q in enumerate(decided):
            for r in decided[i + 1:]:
                free = sorted({b for b in space.chain_boards[q] + space.chain_boards[r] if states[b] is None})
                both = False
                for results in itertools.product(RESULTS, repeat=len(free)):
                    full = list(states)
                    for b, result in zip(free, results):
                        full[b] = result
                    values = [tuple(space.value(k, s, full) for k in range(len(space.codes))) for s in (q, r)]
                    both = both or all((v <= mine) if lower else (v >= mine) for v in values)
                said = search._conflict(q, r, extreme)
                assert not (said and both)
                shared = set(space.chain_boards[q]) & set(space.chain_boards[r]) & set(free)
                if not both and 0 < len(shared) <= standing.PAIR_BOARDS_UP_TO and all(
                        space.extremes(s, states)[2] for s in (q, r)):
                    assert said


# Two pursuers on one board's opposite sides. After round 3 Yılmaz (1), Meißner (2) and Brandt (3) have 3
# points (their games of round 3 are in); Krüger (4) and Hoffmann (5), on ½ each, play the one pending board.
# BH: Yılmaz's opponents (9, 10, 6) give ½ + 1 + 1 = 2½; Meißner met Krüger (BH = score(4) + 1½), Brandt met
# Hoffmann (BH = score(5) + 1). Krüger wins: Meißner 3, Brandt 1½; a draw: 2½ and 2; Hoffmann wins: 2 and 2½.
PURSUERS = (Round(1, (game(1, 9, W, 1), game(2, 4, W, 2), game(3, 5, W, 3), game(6, 7, D, 4), game(8, 10, D, 5))),
            Round(2, (game(1, 10, W, 1), game(2, 8, W, 2), game(3, 9, W, 3), game(4, 7, D, 4), game(5, 6, D, 5))),
            Round(3, (game(1, 6, W, 1), game(2, 7, W, 2), game(3, 8, W, 3), game(4, 5, board=4),
                      game(9, 10, D, 5))))


def test_two_pursuers_who_cannot_both_catch_him_count_once() -> None:
    """Meißner needs Krüger to score (a draw at least) to be level with Yılmaz or ahead, Brandt needs
    Hoffmann to win: never both, so at most one of the two, and Yılmaz's worst place is 2nd — the pair
    says so before any board is tried. Neither needs anything to stay below him: no pair for the best
    place (1st, with a draw on board 4)."""
    tournament = hand_tournament(PURSUERS, size=10, names=tuple(f"P{i}" for i in range(1, 11)))
    space = Space(tournament, tournament.round(3))
    search = PlaceSearch(space, Start(1), [None], 10 ** 6)
    search.lower = False
    root = search._settle(0, 0, search.tied)
    assert (sorted(root.open), root.possible, search._pairs(root)) == ([Start(2), Start(3)], 2, 1)
    search.lower = True
    assert search._pairs(search._settle(0, 0, search.tied)) == 0
    assert PlaceSearch(space, Start(1), [None], 10 ** 6).worst() == 2
    assert ranges(tournament)[Start(1)] == {"fixed": (1, 2)} == brute_force(tournament, 3)[Start(1)]


def test_a_lone_pursuer_whose_extremes_are_reached_is_settled_without_search() -> None:
    """Meißner alone against Yılmaz (board 4 open): his Buchholz runs from 2 (Hoffmann wins) to 3 (Krüger
    wins), both reached, and Yılmaz's is 2½. So he can be kept below him and can pass him: the fewest ahead is
    0 and the most ahead or equal 1, each answered in the one node that asks."""
    tournament = hand_tournament(PURSUERS, size=10, names=tuple(f"P{i}" for i in range(1, 11)))
    space = Space(tournament, tournament.round(3))
    search = PlaceSearch(space, Start(1), [None], 10 ** 6)
    lone = search._settle(0, 0, [Start(2)])
    assert lone.open == [Start(2)] and space.attained(Start(2), [None])
    assert (search._fewest(lone, 5), search.nodes) == (0, 1)
    assert (search._most(lone, -1), search.nodes) == (1, 2)


# A shared opponent. Yılmaz (1) and Meißner (2) both met Brandt (3), who plays P8 on board 3 of round 3; after
# round 3, with both winning, BH(Yılmaz) = s3 + ½ + 1 and BH(Meißner) = 2 + s3 + ½: Meißner is a point ahead
# whatever board 3 gives, though each one's Buchholz alone runs over a whole point (s3 from 0 to 1).
SHARED = (Round(1, (game(1, 3, W, 1), game(2, 4, W, 2), game(5, 6, D, 3), game(7, 8, D, 4))),
          Round(2, (game(3, 2, L, 1), game(1, 5, W, 2), game(4, 7, W, 3), game(6, 8, D, 4))),
          Round(3, (game(1, 6, board=1), game(2, 7, board=2), game(3, 8, board=3), game(4, 5, W, 4))))


def test_a_pursuers_own_search_is_kept_once_his_board_is_assigned(monkeypatch) -> None:
    """Yılmaz wins. Meißner's extremes (2½ … 3½) and Yılmaz's (1½ … 2½) touch, so his status after a win is
    open; his own search (board 3 with Yılmaz's boards) finds him ahead in every completion, which the free
    board's bound used. The child where Meißner wins keeps it once the bounds it deferred are worked out: he is
    counted ahead, nothing is left open."""
    monkeypatch.setattr(standing, "DEEP_BOUNDS_FROM", 1)
    tournament = hand_tournament(SHARED, size=8, names=tuple(f"P{i}" for i in range(1, 9)))
    space = Space(tournament, tournament.round(3))
    states: list[int | None] = [None] * len(space.boards)
    states[space.board_of[Start(1)]] = WHITE_WINS
    search = PlaceSearch(space, Start(1), states, 10 ** 6)
    root = search._settle(0, 0, search.tied)
    assert root.open == [Start(2)]
    board = space.board_of[Start(2)]
    children = dict(search._children(root, board))
    search.states[board] = WHITE_WINS
    assert search._settle(0, 0, [Start(2)], bound=False).open == [Start(2)]
    won = search._deepened(children[WHITE_WINS], lower=True)
    search.states[board] = None
    assert (won.ahead, won.open) == (1, [])
    assert ranges(tournament)[Start(1)] == brute_force(tournament, 3)[Start(1)]
