"""The one bounded cache (generator/core/cache.py): what it keeps, what it drops first, and keys by identity."""
from __future__ import annotations

import dataclasses
import gc
import weakref

import pytest

from generator.core.cache import BoundedCache, Same


def test_what_is_used_again_is_kept_and_what_went_unused_longest_goes() -> None:
    """A cache of 10 keeps a working set of 5 used over and over, however many builds; a value no longer used
    goes once enough others have come."""
    made: list[int] = []
    cache: BoundedCache[int, int] = BoundedCache(10)

    def use(key: int) -> int:
        return cache.get(key, lambda: made.append(key) or key * 10)

    for _ in range(20):
        assert [use(k) for k in range(5)] == [0, 10, 20, 30, 40]
    assert made == [0, 1, 2, 3, 4]
    for key in range(100, 110):   # another working set: the first one, unused meanwhile, goes
        use(key)
    assert not any(k in cache for k in range(5))


def test_a_cache_never_holds_more_than_its_size() -> None:
    cache: BoundedCache[int, int] = BoundedCache(10)
    sizes = []
    for key in range(100):
        cache.get(key, lambda key=key: key)
        sizes.append(len(cache))
    assert max(sizes) == 10 and all(k in cache for k in range(95, 100))


def test_a_memoized_function_is_called_once_per_kept_argument() -> None:
    calls: list[str] = []
    cache: BoundedCache[str, str] = BoundedCache(8)
    upper = cache.memoized(lambda text: calls.append(text) or text.upper())
    assert [upper(t) for t in ("x", "y", "x", "x")] == ["X", "Y", "X", "X"]
    assert calls == ["x", "y"]


def test_a_cache_holds_at_least_two_values() -> None:
    with pytest.raises(ValueError, match="at least two"):
        BoundedCache(1)


@dataclasses.dataclass(frozen=True)
class Thing:
    name: str


def test_same_matches_the_very_object_only_and_keeps_it_alive() -> None:
    """Two equal objects are two keys; the key holds its object, so no other object can take its id meanwhile."""
    one, twin = Thing("x"), Thing("x")
    cache: BoundedCache[Same, str] = BoundedCache(4)
    assert cache.get(Same(one), lambda: "one") == "one"
    assert cache.get(Same(twin), lambda: "twin") == "twin"
    assert cache.get(Same(one), lambda: "again") == "one"
    alive = weakref.ref(one)
    del one
    gc.collect()
    assert alive() is not None and Same(alive()) in cache


def test_same_works_for_unhashable_objects() -> None:
    """A tournament's withdrawals are a dict: found by identity, not by hashing."""
    withdrawals = {7: 3}
    cache: BoundedCache[Same, int] = BoundedCache(2)
    assert cache.get(Same(withdrawals), lambda: 1) == 1
    assert cache.get(Same(withdrawals), lambda: 2) == 1
    assert cache.get(Same({7: 3}), lambda: 3) == 3
