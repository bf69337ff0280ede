"""The one bounded cache (generator/cache.py): what it keeps, what it drops first, and keys by identity."""
from __future__ import annotations

import dataclasses
import gc

from generator.cache import BoundedCache, Same


def test_a_kept_value_is_not_made_again_and_the_least_recently_used_goes_first() -> None:
    """Past its size the cache drops the key used longest ago; a key read again counts as used."""
    made: list[str] = []
    cache: BoundedCache[str, str] = BoundedCache(2)

    def make(key: str):
        return lambda: made.append(key) or key.upper()

    assert [cache.get(k, make(k)) for k in ("a", "a", "b", "a", "c", "a", "b")] == ["A", "A", "B", "A", "C", "A", "B"]
    assert made == ["a", "b", "c", "b"]   # 'a' was read before 'c' came, so 'b' went; then 'b' again
    assert len(cache) == 2 and "a" in cache and "b" in cache and "c" not in cache


def test_a_cache_holds_at_least_one_value() -> None:
    try:
        BoundedCache(0)
    except ValueError as error:
        assert "at least one" in str(error)
    else:
        raise AssertionError("a cache of size 0 was made")


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
    address = id(one)
    del one
    gc.collect()
    assert any(key.thing.name == "x" and id(key.thing) == address for key in cache._values)   # still alive


def test_same_works_for_unhashable_objects() -> None:
    """A tournament's withdrawals are a dict: found by identity, not by hashing."""
    withdrawals = {7: 3}
    cache: BoundedCache[Same, int] = BoundedCache(2)
    assert cache.get(Same(withdrawals), lambda: 1) == 1
    assert cache.get(Same(withdrawals), lambda: 2) == 1
    assert cache.get(Same({7: 3}), lambda: 3) == 3
