"""The Burstein system, original text as the reference reads it (docs/rules/burstein.md), rule by rule.

Each case is a small tournament worked by hand; the last tests compare the engine with a slow literal model of
the rules (tests/burstein_oracle.py) on random tournaments.
"""
from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import burstein_oracle
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pairing_cases import boards, tournament
from test_core_pairing_burstein_order import _dummy, _index

from generator.core.model import Bye, ByeKind, Colour, Game, GameResult, Round, Start
from generator.core.pairing import burstein, burstein_order
from generator.core.pairing.core import PairingError, colour_preference, exchange_format, pairing_input
from generator.core.pairing.systems import pair_next_round

W, B = Colour.WHITE, Colour.BLACK
HALF = Fraction(1, 2)


def pair(t, round_number):
    return pair_next_round(t, round_number, "burstein")


# --- acceleration and round 1 (art. 3.3) ---

def test_round_one_top_half_gets_a_point_and_the_middle_player_floats():
    """Round 1, 6 players: 1-3 have an imaginary point, so the 1-point group 1, 2, 3 is odd: 1 meets the lowest
    (3), 2 floats down and meets 6 (the top of its new group meets the bottom), 4 meets 5. Colours by pairing
    number: 1 (odd number) White, 2 (even) Black, 4 (even) Black."""
    assert boards(pair(tournament(6), 1)) == ["1-3", "6-2", "5-4"]


def test_round_one_absent_player_is_not_numbered_and_colours_follow_the_new_numbers():
    """Fixture burstein-006p-5r-s210202 round 1: #1 absent; 2 and 3 get the imaginary point; black1."""
    assert boards(pair(tournament(6, "1 zero", initial=B), 1)) == ["3-2", "5-4", "6-0"]


# --- bye (art. 4) ---

def test_bye_goes_to_the_lowest_player_in_the_order():
    """Art. 4.2: with 7 players the bye goes to the last one in the order (round 1: number 7)."""
    assert pair(tournament(7), 1).bye == 7


def test_bye_skips_a_player_who_had_the_bye():
    """Art. 4.1: round 2 of r1 1-2 0-1, 3 PAB: all on one point (1 with the imaginary point); the order is
    2 (SB 1), 1 (SB 0, BH 1), 3 (SB 0, BH 0): 3 already had the bye, so 1 gets it; 2 (mild White) meets 3."""
    assert boards(pair(tournament(3, "1-2 0-1; 3 pab"), 2)) == ["2-3", "1-0"]


def test_bye_skips_a_forfeit_winner_but_not_a_requested_bye():
    """Art. 4.1: a forfeit win bars the bye like a bye does; a requested half-point bye does not (r1 1-3 =,
    2-4 =, 5 half: 3, 4, 5 on ½; SB 3 and 4: 1½·½ = ¾ (1 and 2 carry the imaginary point), SB 5: ½·½ = ¼
    against the virtual opponent, so 5 is last and gets the bye)."""
    assert pair(tournament(3, "1-2 -+; 3 pab"), 2).bye == 1
    assert boards(pair(tournament(5, "1-3 =; 2-4 =; 5 half"), 2))[-1] == "5-0"


def test_nobody_eligible_for_the_bye_is_an_error():
    """With an odd number of players and everybody already given a bye or forfeit win, no pairing exists."""
    with pytest.raises(PairingError, match="bye"):
        pair(tournament(3, "1-2 +-; 3 pab", "2-3 +-; 1 zero"), 3)


# --- meetings and absolute colours (art. 3.1, docs/rules/burstein.md §8.1) ---

def test_forfeited_game_is_not_a_meeting():
    """Two players whose only game was forfeited may be paired again; after a played game they may not."""
    assert boards(pair(tournament(2, "1-2 +-"), 2)) == ["1-2"]
    with pytest.raises(PairingError, match="1 may not meet any other player .met 2 in round 1"):
        pair(tournament(2, "1-2 1-0"), 2)


def test_same_absolute_colour_blocks_the_only_remaining_pair():
    """1 and 2 both had Black twice (absolute White) and met 3 and 4: no legal pairing, and the message says
    which constraint blocks."""
    with pytest.raises(PairingError, match="2 must also have White"):
        pair(tournament(4, "3-1 =; 4-2 =", "4-1 =; 3-2 ="), 3)


def test_absolute_colour_pair_is_skipped_in_the_fold():
    """Bracket order 1, 2, 3, 4 with 1 and 4 both absolute White: 1 takes the lowest partner still possible
    (3), then 2 meets 4."""
    players = [_ranked(1, (B, B)), _ranked(2, (W,)), _ranked(3, (W, B, W)), _ranked(4, (B, W, B, B))]
    result = burstein.pair_bracket(players, None)
    assert [(a.start, b.start) for a, b in result.pairs] == [(1, 3), (2, 4)]


def test_colour_compatible_pairs_win_over_the_fold():
    """Order 1, 2, 3, 4 wanting W, B, B, W: the fold 1-4 / 2-3 meets no wish, 1-3 / 2-4 meets all four, so it is
    chosen (pairs inside the group first, then compatible colour wishes, then the fold)."""
    players = [_ranked(1, (B,)), _ranked(2, (W,)), _ranked(3, (W,)), _ranked(4, (B,))]
    result = burstein.pair_bracket(players, None)
    assert [(a.start, b.start) for a, b in result.pairs] == [(1, 3), (2, 4)]


def test_odd_bracket_floats_the_player_left_by_the_fold():
    """Order 1..5, no wishes, everybody may float: 1-5, 2-4, and the middle player 3 floats."""
    players = [_ranked(i, ()) for i in range(1, 6)]
    result = burstein.pair_bracket(players, set(range(5)))
    assert [(a.start, b.start) for a, b in result.pairs] == [(1, 5), (2, 4)] and result.floater.start == 3


def test_only_an_acceptable_player_floats():
    """When the group below can take only 5, 5 floats and the fold is bent around it: 1-4, 2-3."""
    players = [_ranked(i, ()) for i in range(1, 6)]
    result = burstein.pair_bracket(players, {4})
    assert [(a.start, b.start) for a, b in result.pairs] == [(1, 4), (2, 3)] and result.floater.start == 5


def _ranked(start, colours):
    state = replace(_dummy(start, start - 1), preference=colour_preference(colours))
    return burstein_order.Ranked(state, _index(state.pairing_score, 0, 0, 0))


# --- brackets: merging (docs/rules/burstein.md §8.3) ---

def test_unpairable_score_group_is_merged_with_the_next():
    """Round 3 of r1 1-3 1-0, 2-4 1-0; r2 2-1 =, 4-3 =: the 1½ group {1, 2} and the ½ group {3, 4} met
    inside themselves, so they are paired as one group: 1-4 (1 wants White after Black), 3-2 (2 had White
    twice, 3 Black twice)."""
    pairing = pair(tournament(4, "1-3 1-0; 2-4 1-0", "2-1 =; 4-3 ="), 3)
    assert boards(pairing) == ["1-4", "3-2"]
    assert any("paired as one group" in r.text for r in pairing.reasons)


def test_last_round_of_a_round_robin_finds_the_only_pairing_left():
    """Late rounds: 6 players after 4 rounds of a Berger table have exactly one legal pairing left
    (1-5, 2-4, 3-6), whatever the scores say."""
    t = tournament(6, "1-6 1-0; 2-5 0-1; 3-4 =", "6-4 1-0; 5-3 =; 1-2 1-0", "2-6 0-1; 3-1 =; 4-5 1-0",
                   "6-5 =; 1-4 1-0; 2-3 0-1")
    pairs = {frozenset((b.white, b.black)) for b in pair(t, 5).boards}
    assert pairs == {frozenset((1, 5)), frozenset((2, 4)), frozenset((3, 6))}


def test_absent_players_are_not_paired():
    """A player with a bye or absence already entered for the round is left out (4 half, 5 zero)."""
    pairing = pair(tournament(6, "1-4 =; 2-5 =; 3-6 =", "4 half; 5 zero"), 2)
    paired = {s for b in pairing.boards for s in (b.white, b.black)}
    assert paired == {1, 2, 3, 6} and pairing.absent == (4, 5)


# --- explanations ---

def test_reasons_explain_departures_floats_and_the_bye():
    """Every board that departs from the plain fold, every floater and the bye carries a one-line reason."""
    t = tournament(5, "1-4 1-0; 2-5 1-0; 3 pab")
    pairing = pair(t, 2)
    kinds = {r.kind for r in pairing.reasons}
    assert "bye" in kinds
    bye_reason = next(r for r in pairing.reasons if r.kind == "bye")
    assert bye_reason.players == (pairing.bye,) and "bye" in bye_reason.text


def test_rematch_departure_names_the_round():
    """'7 v 12 instead of 7 v 13: 7 and 13 met in round 2' — the fold partner already met is named with the
    round: round 3 after two rounds of draws, order 1, 2, 3, 4; 1 met 4 in round 1, so 1-3 and 2-4."""
    t = tournament(4, "1-4 =; 2-3 =", "1-2 =; 3-4 =")
    pairing = pair(t, 3)
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((1, 3)), frozenset((2, 4))}
    texts = [r.text for r in pairing.reasons if r.kind == "pairing"]
    assert "1 v 3 instead of 1 v 4: 1 and 4 met in round 1" in texts, texts


# --- the engine against a literal model of the rules, on random tournaments ---

def random_tournament(seed: int):
    """Random small tournaments with draws, forfeits, requested byes and absences, paired by the engine."""
    rng = random.Random(seed)
    n = rng.randint(3, 14)
    planned = rng.randint(2, min(9, n))
    t = tournament(n, planned=planned, initial=rng.choice([W, B]),
                   forbidden=((1, 2),) if rng.random() < 0.2 else ())
    absence, forfeit = rng.choice([0, 0.1, 0.2]), rng.choice([0, 0.1, 0.2])
    for number in range(1, planned + 1):
        away = tuple(Bye(p.start, rng.choice([ByeKind.HALF, ByeKind.ZERO]))
                     for p in t.players if rng.random() < absence)
        current = replace(t, rounds=t.rounds + ((Round(number, (), away),) if away else ()))
        yield current, number
        try:
            pairing = pair(current, number)
        except PairingError:
            return
        games = []
        for board in pairing.boards:
            results = ([GameResult.WHITE_WINS_FORFEIT, GameResult.BLACK_WINS_FORFEIT, GameResult.DOUBLE_FORFEIT]
                       if rng.random() < forfeit else [GameResult.WHITE_WINS, GameResult.BLACK_WINS,
                                                       GameResult.DRAW])
            games.append(Game(board.white, board.black, rng.choice(results)))
        byes = away + ((Bye(pairing.bye, ByeKind.PAB),) if pairing.bye is not None else ())
        t = replace(t, rounds=t.rounds + (Round(number, tuple(games), byes),))


def _outcome(fn):
    try:
        return exchange_format(fn())
    except PairingError:
        return "no legal pairing"


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10 ** 6))
def test_engine_equals_the_literal_model(seed):
    """For every round of random tournaments the fast engine (augmenting paths, colour plans, acceptable
    floaters) gives exactly what the literal maximum-weight-matching statement of the rules gives."""
    for current, number in random_tournament(seed):
        engine = _outcome(lambda: pair(current, number))  # noqa: B023 - called at once
        model = _outcome(lambda: burstein_oracle.pair_round(pairing_input(current, number), current.points))  # noqa: B023
        assert engine == model, f"seed {seed}, round {number}"


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=10 ** 6))
def test_bracket_fast_path_equals_exact_matching(seed):
    """Inside one bracket the augmenting-path fold equals the one-shot weighted matching (pairs, colour wishes,
    then each player's partner from the top down), with random rematches, wishes and floaters."""
    rng = random.Random(seed)
    p = rng.randint(2, 11)
    players = []
    for i in range(p):
        colours = tuple(rng.choice([W, B]) for _ in range(rng.randint(0, 5)))
        players.append(_ranked(i + 1, colours))
    banned = {i: set() for i in range(p)}
    for _ in range(rng.randint(0, p * p // 3)):
        a, b = rng.sample(range(p), 2)
        banned[a].add(Start(b + 1))
        banned[b].add(Start(a + 1))
    players = [burstein_order.Ranked(replace(r.state, met=frozenset(banned[i]), forbidden=frozenset(banned[i])),
                               r.index) for i, r in enumerate(players)]
    floatable = set(rng.sample(range(p), rng.randint(1, p))) if p % 2 else None
    edges = {(a, b) for a in range(p) for b in range(a + 1, p) if players[a].state.may_meet(players[b].state)}

    def summary(result):
        return ([(a.start, b.start) for a, b in result.pairs], result.floater and result.floater.start)

    try:
        exact = summary(burstein._fold_exact(players, edges, floatable))
    except PairingError:
        exact = None
    try:
        fast = summary(burstein.pair_bracket(players, floatable))
    except PairingError:
        fast = None
    assert fast == exact


def test_no_round_beyond_the_planned_ones():
    """A tournament of 3 planned rounds has no round 4 to pair."""
    with pytest.raises(PairingError, match="3 rounds"):
        pair(tournament(2, "1-2 =", "2-1 =", "1-2 =", planned=3), 4)


def _perfectly_pairable(alive: list[int], adjacent) -> bool:
    """Brute force: can the vertices `alive` all be paired along `adjacent` edges?"""
    if not alive:
        return True
    first, rest = alive[0], alive[1:]
    return any(adjacent(first, other) and _perfectly_pairable([v for v in rest if v != other], adjacent)
               for other in rest)


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 9), st.booleans(), st.floats(0.2, 0.9), st.integers(0, 10 ** 6))
def test_the_reasons_ask_whether_the_rest_pairs_and_get_the_true_answer(size, floating, density, seed) -> None:
    """The question behind "the others could not all be paired" (explain.why_not), answered from the bracket's
    own pairing with a few players taken out, is answered as a brute force over the rest answers it."""
    from types import SimpleNamespace
    rng = random.Random(seed)
    order = list(range(size))
    rng.shuffle(order)
    pairs = list(zip(order[0::2], order[1::2]))
    floater = order[-1] if size % 2 else None
    floatable = {floater} | {v for v in range(size) if rng.random() < 0.3} if floating and floater is not None \
        else None
    if floatable is None and floater is not None:
        return   # an odd bracket always has a floater
    edges = {frozenset(p) for p in pairs} | {frozenset((a, b)) for a in range(size) for b in range(a + 1, size)
                                              if rng.random() < density}
    adjacency = [[b for b in range(size) if frozenset((a, b)) in edges] for a in range(size)]
    states = [SimpleNamespace(start=Start(v + 1)) for v in range(size)]
    ranked = [SimpleNamespace(start=Start(v + 1), state=states[v]) for v in range(size)]
    result = burstein.BracketResult([(ranked[a], ranked[b]) for a, b in pairs],
                                    ranked[floater] if floater is not None else None, ranked)
    rest_pairable = burstein._RestPairable(states, adjacency, floatable, result)
    z = size   # the vertex standing for the floater's place in the group below

    def adjacent(a: int, b: int) -> bool:
        if z in (a, b):
            return (b if a == z else a) in (floatable or set())
        return frozenset((a, b)) in edges
    for _ in range(6):
        taken = {v for v in range(size) if rng.random() < 0.4}
        alive = [v for v in range(size) if v not in taken] + ([z] if floatable is not None else [])
        assert rest_pairable({Start(v + 1) for v in taken}) == _perfectly_pairable(alive, adjacent)
