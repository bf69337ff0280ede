"""The one bounded cache of the package: the values made for the keys in use, at most `size` of them.

Every cache that outlives one function call belongs to a `build.BuildSession` (or to an object the session
owns), never to a module: what a rebuild of `bulletin serve`/`watch` reuses lives exactly as long as that
session. Pure code that wants a cache takes one as a parameter.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class _Missing:
    """What `dict.pop` hands back for a key it does not hold (no value of a cache is this)."""

    __slots__ = ()


_MISSING = _Missing()


class BoundedCache(Generic[K, V]):
    """Values by key, at most `size` of them; the least recently used go first, in two generations: every value
    used (made, or found in the older half) goes to the newer half, and when that holds `size // 2` values it
    becomes the older half and the older one is dropped. So the values a build uses again are all kept while
    they are no more than `size // 2`, and a value found in the newer half costs one dict lookup (as the link of
    every table row is found).

    Each step is one operation on a dict, so a cache may be read from several threads; a value may then be made
    twice, never lost or mixed up."""

    def __init__(self, size: int) -> None:
        if size < 2:
            raise ValueError(f"a cache holds at least two values, not {size}")
        self._half = size // 2
        self._newer: dict[K, V] = {}
        self._older: dict[K, V] = {}

    def get(self, key: K, make: Callable[[], V]) -> V:
        """The value kept for `key`, or a new one from `make()`, kept for next time."""
        try:
            return self._newer[key]
        except KeyError:
            pass
        value = self._older.pop(key, _MISSING)
        found = make() if isinstance(value, _Missing) else value
        if len(self._newer) >= self._half:
            self._older, self._newer = self._newer, {}
        self._newer[key] = found
        return found

    def memoized(self, function: Callable[[K], V]) -> Callable[[K], V]:
        """`function` (pure, of one argument) with its values kept here."""
        def kept(key: K) -> V:
            try:
                return self._newer[key]
            except KeyError:
                return self.get(key, lambda: function(key))
        return kept

    def __contains__(self, key: object) -> bool:
        return key in self._newer or key in self._older

    def __len__(self) -> int:
        return len(self._newer) + len(self._older)


class Same:
    """A key that matches only the very object it holds, not an equal one (and costs no hashing of it).

    The loader hands back the very same `Tournament` while no file of its folder changed, so what was made from
    it is found again by identity. The key holds the object, so while the key is kept its id cannot be reused
    by another object."""

    __slots__ = ("thing",)

    def __init__(self, thing: object) -> None:
        self.thing = thing

    def __hash__(self) -> int:
        return id(self.thing)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.thing is self.thing

    def __repr__(self) -> str:
        return f"Same({type(self.thing).__name__} at {id(self.thing):#x})"
