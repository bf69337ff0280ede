"""Maximum-weight matching (generator/core/pairing/matching.py) against exhaustive search."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.core.pairing.matching import UNMATCHED, max_weight_matching


def best_total(n: int, weights: dict[tuple[int, int], int]) -> int:
    """Largest total weight over every matching, by trying them all."""
    best = 0

    def extend(vertex: int, used: int, total: int) -> None:
        nonlocal best
        while vertex < n and used >> vertex & 1:
            vertex += 1
        if vertex >= n:
            best = max(best, total)
            return
        extend(vertex + 1, used | 1 << vertex, total)
        for other in range(vertex + 1, n):
            if not used >> other & 1 and (vertex, other) in weights:
                extend(vertex + 1, used | 1 << vertex | 1 << other, total + weights[(vertex, other)])

    extend(0, 0, 0)
    return best


@st.composite
def graphs(draw: st.DrawFn, max_vertices: int = 9, max_weight: int = 12) -> tuple[int, dict]:
    n = draw(st.integers(1, max_vertices))
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True) if pairs else st.just([]))
    weights = {pair: draw(st.integers(1, max_weight)) for pair in chosen}
    return n, weights


def check_optimal(n: int, weights: dict[tuple[int, int], int]) -> list[int]:
    mates = max_weight_matching(n, [(i, j, w) for (i, j), w in weights.items()])
    assert len(mates) == n
    for vertex, mate in enumerate(mates):
        if mate != UNMATCHED:
            assert mates[mate] == vertex
            assert (min(vertex, mate), max(vertex, mate)) in weights
    total = sum(weights[(v, m)] for v, m in enumerate(mates) if m > v)
    assert total == best_total(n, weights)
    return mates


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(graphs())
def test_total_weight_equals_exhaustive_search(graph: tuple[int, dict]) -> None:
    """Property: the matching is valid and its weight is the largest any matching of the graph reaches."""
    check_optimal(*graph)


@settings(max_examples=200, deadline=None)
@given(graphs(max_vertices=8, max_weight=3))
def test_many_equal_weights(graph: tuple[int, dict]) -> None:
    """Property: with heavy ties (weights 1..3, so blossoms with zero dual appear often) it is still optimal."""
    check_optimal(*graph)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(graphs(max_vertices=8, max_weight=2 ** 200))
def test_huge_integer_weights(graph: tuple[int, dict]) -> None:
    """Property: weights far beyond 64 bits are exact (the Dutch engine packs all criteria into one int)."""
    check_optimal(*graph)


def test_prefers_weight_over_cardinality() -> None:
    """One heavy edge beats two light ones: the path a-b-c-d with weights 1, 3, 1 gives the single middle edge."""
    assert max_weight_matching(4, [(0, 1, 1), (1, 2, 3), (2, 3, 1)]) == [UNMATCHED, 2, 1, UNMATCHED]


def test_odd_cycle_needs_a_blossom() -> None:
    """A triangle with a pendant edge on each corner: the optimum uses the pendant edges, found via a blossom."""
    edges = [(0, 1, 6), (1, 2, 6), (0, 2, 6), (0, 3, 5), (1, 4, 5), (2, 5, 5)]
    assert max_weight_matching(6, edges) == [3, 4, 5, 0, 1, 2]


def test_nested_blossoms_are_expanded_correctly() -> None:
    """Nested odd cycles whose T-blossom must be expanded mid-stage: the result is still optimal."""
    edges = [(1, 2, 40), (1, 3, 40), (2, 3, 60), (2, 4, 55), (3, 5, 55), (4, 5, 50), (1, 8, 15), (5, 7, 30),
             (7, 6, 10), (8, 10, 10), (4, 9, 30)]
    weights = {(min(u, v), max(u, v)): w for u, v, w in edges}
    check_optimal(11, weights)


def test_no_edges_means_no_pairs() -> None:
    """Edges of weight zero or less do not exist."""
    assert max_weight_matching(3, [(0, 1, 0), (1, 2, -4)]) == [UNMATCHED] * 3
