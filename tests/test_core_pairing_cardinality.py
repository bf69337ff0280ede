"""Maximum-cardinality matching by augmenting paths: checked against brute force on small random graphs."""
from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from generator.core.pairing.cardinality import UNMATCHED, CardinalityMatching


def brute_force_maximum(n: int, edges: set[tuple[int, int]]) -> int:
    best = 0
    edge_list = sorted(edges)
    for size in range(n // 2, 0, -1):
        for chosen in itertools.combinations(edge_list, size):
            ends = [v for e in chosen for v in e]
            if len(set(ends)) == len(ends):
                return size
    return best


graphs = st.integers(min_value=1, max_value=9).flatmap(
    lambda n: st.tuples(st.just(n), st.sets(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1))
                                            .filter(lambda e: e[0] < e[1]))))


@settings(max_examples=150, deadline=None)
@given(graphs)
def test_maximum_matching_size_equals_brute_force(graph):
    """The matching found has maximum cardinality and is a matching of the graph's edges."""
    n, edges = graph
    matching = CardinalityMatching(n, edges)
    exposed = matching.maximise()
    mates = matching.mate
    pairs = {(v, m) for v, m in enumerate(mates) if m > v}
    assert pairs <= edges and all(mates[m] == v for v, m in pairs)
    assert len(pairs) == brute_force_maximum(n, edges) and exposed == n - 2 * len(pairs)


def test_odd_cycle_needs_a_blossom():
    """A 5-cycle with a tail: the augmenting path runs through the blossom (perfect matching of 6 vertices)."""
    matching = CardinalityMatching(6, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 5)])
    matching.mate[1], matching.mate[2] = 2, 1
    matching.mate[3], matching.mate[4] = 4, 3
    assert matching.augment_from(5) and UNMATCHED not in matching.mate


@settings(max_examples=100, deadline=None)
@given(graphs, st.data())
def test_try_fix_keeps_a_perfect_matching_exactly_when_one_exists(graph, data):
    """Fixing an edge succeeds iff some perfect matching contains it, and then the rest stays perfect."""
    n, edges = graph
    matching = CardinalityMatching(n, edges)
    if matching.maximise() != 0 or not edges:
        return
    u, v = data.draw(st.sampled_from(sorted(edges)))
    rest = [w for w in range(n) if w not in (u, v)]
    inner = {(a, b) for a, b in edges if a in rest and b in rest}
    possible = brute_force_maximum(n, inner) * 2 == len(rest) if rest else True
    assert matching.try_fix(u, v) == possible
    if possible:
        assert matching.mate[u] == v and all(matching.mate[w] != UNMATCHED for w in rest)
