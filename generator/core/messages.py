"""Messages that know their catalogue key: English text as a `str`, plus the key and parameters it came from.

The pure core (tie-break wording) hands these back instead of plain strings, so the site can word them in
another language through a catalogue (`generator.i18n`) while the terminal and every comparison see English.
This is a bottom layer: it imports nothing from the rest of the package.
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType


class Msg(str):
    """English text that also carries the catalogue `key` and `params` it was made from."""

    __slots__ = ("key", "params")
    key: str
    params: Mapping[str, object]

    def __new__(cls, key: str, english: str, params: Mapping[str, object] | None = None) -> "Msg":
        made = super().__new__(cls, english.format_map(params) if params else english)
        made.key = key
        made.params = params or {}
        return made

    def __reduce__(self) -> tuple[object, ...]:
        return (Msg, (self.key, str(self), None))


class Joined(Msg):
    """Messages joined by a separator ("; "), each part translated on its own."""

    __slots__ = ("separator", "parts")
    separator: str
    parts: tuple[str, ...]

    def __new__(cls, separator: str, parts: tuple[str, ...]) -> "Joined":
        made = str.__new__(cls, separator.join(parts))
        made.key, made.params, made.separator, made.parts = "", {}, separator, parts
        return made

    def __reduce__(self) -> tuple[object, ...]:
        return (Joined, (self.separator, self.parts))


class Wording:
    """A set of English templates by key; `say` makes the `Msg` for one of them. The set is complete once the
    modules that `define` sentences are imported, and read-only all along."""

    def __init__(self, english: Mapping[str, str]) -> None:
        self.english: Mapping[str, str] = MappingProxyType(dict(english))

    def say(self, key: str, **params: object) -> Msg:
        return Msg(key, self.english[key], params)

    def define(self, key: str, english: str) -> Msg:
        """A fixed sentence that is written where it is used (e.g. a rule set's summary), registered by key."""
        known = self.english.get(key)
        if known is None:
            self.english = MappingProxyType({**self.english, key: english})
        elif known != english:
            raise ValueError(f"message key '{key}' defined twice with different text")
        return Msg(key, english)
