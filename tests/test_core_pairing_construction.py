"""The Dutch engine's bracket by construction (generator/core/pairing/construction.py) gives exactly the blossom's
matching: on random brackets of typed players (random qualities per pair of types, random pairs that may not
meet, the real generation-order tie), on random tournaments paired with and without it, and its transport
bound is the true optimum of small transport problems."""
from __future__ import annotations

import itertools
import random
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties_pairing import played_out

from generator.core.model import PairingSystem
from generator.core.pairing.construction import construct, construct_with_mdps, transport
from generator.core.pairing.dutch import mdp_tie, remainder_tie
from generator.core.pairing.matching import max_weight_matching
from generator.core.pairing.systems import pair_next_round


def _brute_transport(supply: list[int], demand: list[int], gain: list[list[int]], units: int | None) -> int:
    """Every player a unit: the best over all partial assignments of supply units to demand units."""
    left = [s for s, n in enumerate(supply) for _ in range(n)]
    right = [t for t, n in enumerate(demand) for _ in range(n)]
    best = 0

    def go(k: int, used: frozenset[int], total: int, sent: int) -> None:
        nonlocal best
        best = max(best, total)
        if k == len(left) or (units is not None and sent == units):
            return
        go(k + 1, used, total, sent)
        for r, t in enumerate(right):
            if r not in used and gain[left[k]][t] > 0:
                go(k + 1, used | {r}, total + gain[left[k]][t], sent + 1)
    go(0, frozenset(), 0, 0)
    return best


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.data())
def test_transport_finds_the_best_total(data: st.DataObject) -> None:
    sources, sinks = data.draw(st.integers(1, 3)), data.draw(st.integers(1, 3))
    supply = data.draw(st.lists(st.integers(0, 3), min_size=sources, max_size=sources))
    demand = data.draw(st.lists(st.integers(0, 3), min_size=sinks, max_size=sinks))
    gain = [data.draw(st.lists(st.integers(0, 9), min_size=sinks, max_size=sinks)) for _ in range(sources)]
    units = data.draw(st.one_of(st.none(), st.integers(0, 6)))
    total, flow = transport(supply, demand, gain, units)
    assert total == _brute_transport(supply, demand, gain, units)
    assert all(sum(flow[s]) <= supply[s] for s in range(sources))
    assert all(sum(flow[s][t] for s in range(sources)) <= demand[t] for t in range(sinks))
    assert total == sum(flow[s][t] * gain[s][t] for s in range(sources) for t in range(sinks))


def _blossom(zone: list[int], quality, compatible) -> dict[int, int]:
    tie, width = remainder_tie(zone, len(zone) // 2)
    edges = [(a, b, (quality(i, j) << width) | tie(i, j))
             for (a, i), (b, j) in itertools.combinations(enumerate(zone), 2) if compatible(i, j)]
    mates = max_weight_matching(len(zone), edges)
    return {zone[a]: zone[m] for a, m in enumerate(mates) if m >= 0}


def _bracket(rng: random.Random, size: int, kinds: int, missing: float):
    """Players 0..size-1 in pairing order with random types, a quality table over (type above, type below),
    and pairs that may not meet."""
    kind = [rng.randrange(kinds) for _ in range(size)]
    table = [[rng.choice((1, 2, 3, 5, 8)) << 4 for _ in range(kinds)] for _ in range(kinds)]
    barred = {frozenset(p) for p in itertools.combinations(range(size), 2) if rng.random() < missing}

    def quality(i: int, j: int) -> int:
        return table[kind[i]][kind[j]]

    def compatible(i: int, j: int) -> bool:
        return frozenset((i, j)) not in barred
    return list(range(size)), kind.__getitem__, quality, compatible


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 16), st.integers(1, 4), st.sampled_from([0.0, 0.0, 0.1, 0.3]), st.integers(0, 10 ** 6))
def test_construction_is_the_blossoms_matching(size: int, kinds: int, missing: float, seed: int) -> None:
    """Whenever the construction answers, its matching is the one the blossom finds with the quality above the
    generation-order tie of the remainder."""
    zone, key, quality, compatible = _bracket(random.Random(seed), size, kinds, missing)
    built = construct(zone, key, quality, compatible)
    if built is not None:
        assert built == _blossom(zone, quality, compatible)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 3), st.integers(1, 14), st.integers(1, 4), st.sampled_from([0.0, 0.1, 0.3]),
       st.integers(0, 10 ** 6))
def test_construction_with_mdps_pairs_them_as_the_blossom(mdp_count: int, size: int, kinds: int, missing: float,
                                                          seed: int) -> None:
    """A heterogeneous bracket: the MDPs (types of their own, above the residents) get the opponents the blossom
    gives them under the MDP tie of generation order, and as many pairs are made."""
    rng = random.Random(seed)
    zone, key, quality, compatible = _bracket(rng, mdp_count + size, kinds, missing)
    mdps, residents = zone[:mdp_count], zone[mdp_count:]

    def typed(v: int) -> tuple[bool, int]:
        return v in mdps, key(v)
    bonus = [[rng.choice((0, 1, 2)) << 8 for _ in range(kinds)] for _ in range(kinds)]

    def scored(i: int, j: int) -> int:   # an MDP's pairs weigh more (C7), by the types too
        return quality(i, j) + ((1 << 12) + bonus[key(i)][key(j)] if i in mdps and j in residents else 0)
    built = construct_with_mdps(mdps, residents, typed, scored, compatible)
    if built is None:
        return
    tie, width = mdp_tie(mdps, residents)
    edges = [(i, j, (scored(i, j) << width) | tie(i, j)) for i, j in itertools.combinations(zone, 2)
             if compatible(i, j) and not (i in mdps and j in mdps)]
    mates = max_weight_matching(len(zone), edges)
    assert {m: built.get(m) for m in mdps} == {m: (mates[m] if mates[m] >= 0 else None) for m in mdps}
    assert len(built) == sum(1 for m in mates if m >= 0)


def test_construction_answers_on_round_two_brackets() -> None:
    """A round-2 scoregroup: two colour wishes in any proportion, every player barred from the one opponent of
    round 1 (who wished the other colour): the construction answers every time, so the blossom is not needed."""
    rng = random.Random(2)
    for size in (40, 41, 120, 301):
        kind = [rng.randrange(2) for _ in range(size)]
        whites, blacks = [v for v in range(size) if kind[v] == 0], [v for v in range(size) if kind[v] == 1]
        rng.shuffle(blacks)
        met = {frozenset(p) for p in zip(whites, blacks)}
        table = [[1, 3], [3, 1]]
        zone = list(range(size))

        def quality(i: int, j: int, kind: list[int] = kind, table: list[list[int]] = table) -> int:
            return table[kind[i]][kind[j]]

        def compatible(i: int, j: int, met: set[frozenset[int]] = met) -> bool:
            return frozenset((i, j)) not in met
        built = construct(zone, kind.__getitem__, quality, compatible)
        assert built is not None
        if size <= 120:
            assert built == _blossom(zone, quality, compatible)


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(played_out(PairingSystem.DUTCH, max_players=40, max_rounds=7))
def test_dutch_pairs_the_same_without_the_construction(made) -> None:
    """The engine with its fast path and the engine with the blossom alone pair every round alike."""
    t, pairing = made
    if pairing is None:
        return
    with mock.patch("generator.core.pairing.dutch.construct", return_value=None):
        plain = pair_next_round(t)
    assert pair_next_round(t) == plain == pairing
