"""The one bounded cache of the package: the values made for the most recently used keys, at most `size` of them.

Every cache that outlives one function call belongs to a `build.BuildSession` (or to an object the session
owns), never to a module: what a rebuild of `bulletin serve`/`watch` reuses lives exactly as long as that
session. Pure code that wants a cache takes one as a parameter.
"""
from __future__ import annotations

from typing import Callable, Generic, Hashable, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class BoundedCache(Generic[K, V]):
    """Values by key; past `size` keys the least recently used goes first.

    Each step is one operation on a dict, so a cache may be read from several threads; a value may then be made
    twice, never lost or mixed up."""

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError(f"a cache holds at least one value, not {size}")
        self._size = size
        self._values: dict[K, V] = {}   # in order of use: the most recent last

    def get(self, key: K, make: Callable[[], V]) -> V:
        """The value kept for `key`, or a new one from `make()`, kept for next time."""
        values = self._values
        try:
            value = values.pop(key)
        except KeyError:
            value = make()
        values[key] = value
        if len(values) > self._size:
            values.pop(next(iter(values)), None)
        return value

    def __contains__(self, key: object) -> bool:
        return key in self._values

    def __len__(self) -> int:
        return len(self._values)


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
