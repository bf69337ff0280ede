"""Players by starting number or name: one index per tournament, references resolved with suggestions."""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from types import MappingProxyType

from generator.core.errors import did_you_mean
from generator.core.model import Player
from generator.loading.values import Problems
from generator.loading.yamlsource import Scalar, YamlNode


class PlayerIndex:
    """Finds players by starting number, full name or unique surname; built once per tournament."""

    def __init__(self, players: Iterable[Player], left_out: Iterable[Player] = (), unreadable: bool = False) -> None:
        # Players the list names but that could not be taken (a starting number used twice), or a whole list
        # that could not be read: references to them are not reported again in every round file, since the
        # player list's own error says what to fix.
        self.left_out = PlayerIndex(left_out) if left_out else None
        self.unreadable = unreadable
        self.by_start: dict[int, Player] = {}
        self.full: dict[str, list[Player]] = {}
        self.surname: dict[str, list[Player]] = {}
        self.full_loose: dict[str, list[Player]] = {}      # every key of name_keys: umlauts typed any way
        self.surname_loose: dict[str, list[Player]] = {}
        self.given: dict[str, list[Player]] = {}            # by the given names ("Peter"), umlauts typed any way
        for player in players:
            self.by_start[player.start] = player
            for name in _full_name_orders(player.name):
                _add_unique(self.full, fold_name(name), player)
                for key in name_keys(name):
                    _add_unique(self.full_loose, key, player)
            _add_unique(self.surname, fold_name(_surname(player.name)), player)
            for key in name_keys(_surname(player.name)):
                _add_unique(self.surname_loose, key, player)
            for key in name_keys(_given(player.name)) if _given(player.name) else ():
                _add_unique(self.given, key, player)

    def find(self, text: str) -> list[Player]:
        """Players matching a name: one exact full name, else players with that surname. An umlaut is found
        however it was typed: 'Müller' as 'Mueller' or 'Muller' (and ß as ss)."""
        exact, keys = fold_name(text), name_keys(text)
        return (self.full.get(exact) or _found(self.full_loose, keys) or self.surname.get(exact)
                or _found(self.surname_loose, keys))

    def suggestion(self, text: str) -> tuple[str, Player] | None:
        """The closest name (a surname when it is unique, else a full name) to a misspelt one; for the given name
        of exactly one player ("Peter"), that player's full name."""
        by_given = _found(self.given, name_keys(text))
        if len(by_given) == 1:
            return by_given[0].name, by_given[0]
        shown: dict[str, tuple[str, Player]] = {}
        for key, players in self.surname.items():
            if len(players) == 1:
                shown[key] = (_surname(players[0].name), players[0])
        for key, players in self.full.items():
            if len(players) == 1:
                shown.setdefault(key, (players[0].name, players[0]))
        found = did_you_mean(text, shown, cutoff=0.7, fold=fold_name)   # the keys are folded already
        return shown[found] if found is not None else None


def _found(index: dict[str, list[Player]], keys: Iterable[str]) -> list[Player]:
    found: list[Player] = []
    for key in keys:
        found += [p for p in index.get(key, ()) if p not in found]
    return found


def _add_unique(index: dict[str, list[Player]], key: str, player: Player) -> None:
    bucket = index.setdefault(key, [])
    if player not in bucket:
        bucket.append(player)


def _surname(name: str) -> str:
    """'Meißner, Tobias' and 'Tobias Meißner' both have the surname 'Meißner'."""
    if "," in name:
        return name.split(",", 1)[0].strip()
    return name.split()[-1] if name.split() else name


def _given(name: str) -> str:
    """'Meißner, Tobias' and 'Tobias Meißner' both have the given name 'Tobias' ('' for a single name)."""
    if "," in name:
        return name.split(",", 1)[1].strip()
    return " ".join(name.split()[:-1])


def _full_name_orders(name: str) -> tuple[str, ...]:
    """A name is found as written and in the other order ('Tobias Meißner' / 'Meißner, Tobias')."""
    if "," in name:
        surname, given = (part.strip() for part in name.split(",", 1))
        return name, f"{given} {surname}"
    if len(name.split()) > 1:
        words = name.split()
        return name, f"{words[-1]}, {' '.join(words[:-1])}"
    return (name,)


def name_keys(name: str) -> set[str]:
    """The folded forms a name is looked up by: ä/ö/ü as ae/oe/ue (`fold_name`), as plain a/o/u (a keyboard
    without umlauts), and ae/oe/ue read back as a/o/u; ß is ss in each. So 'Müller', 'Mueller' and 'Muller' all
    share the key 'muller'. (A name matching exactly in `fold_name`'s form is preferred: `PlayerIndex.find`.)"""
    folded = fold_name(name)
    return {folded, fold_name(name, umlauts=False), _VOWEL_E.sub(r"\1", folded)}


def label(player: Player) -> str:
    """How messages name a player."""
    return f"{player.name} (no. {player.start})"


def resolve(node: YamlNode, index: PlayerIndex, problems: Problems) -> Player | None:
    """A reference to a player: a starting number, or a name that picks out exactly one player."""
    value = node.value if isinstance(node, Scalar) else None
    if isinstance(value, str) and value.strip().isdecimal():
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool):
        if value in index.by_start:
            return index.by_start[value]
        if index.unreadable:
            return None
        numbers = sorted(index.by_start)
        hint = (f"starting numbers in tournament.yml run from {numbers[0]} to {numbers[-1]}" if numbers
                else "tournament.yml lists no players")
        problems.append(node.problem(f"there is no player no. {value}", hint))
        return None
    if not isinstance(value, str) or not value.strip():
        problems.append(node.problem(f"a player is a starting number or a name, not {node.describe()}"))
        return None
    found = index.find(value)
    if len(found) == 1:
        return found[0]
    if found:
        names = ", ".join(label(p) for p in sorted(found, key=lambda p: p.start))
        problems.append(node.problem(f"ambiguous player '{value.strip()}': {names}",
                                     "write the full name or the starting number"))
        return None
    if index.unreadable or (index.left_out is not None and index.left_out.find(value)):
        return None
    message = f"unknown player '{value.strip()}'"
    guess = index.suggestion(value)
    if guess:
        message += f" — did you mean '{guess[0]}' (no. {guess[1].start})?"
    problems.append(node.problem(message, "refer to players by starting number or by a name from "
                                          "tournament.yml"))
    return None


def fold_name(name: str, umlauts: bool = True) -> str:
    """The form names are compared in: case, ß/ss, umlauts (ü = ue; with `umlauts=False` ü = u), accents and
    spacing do not matter."""
    spaced = " ".join(name.replace(",", ", ").split())
    if spaced.isascii():   # no umlaut, accent or ß: nothing for the steps below to do
        return spaced.casefold()
    text = unicodedata.normalize("NFC", spaced).casefold()
    text = text.translate(_UMLAUTS if umlauts else _DOTLESS)
    if text.isascii():   # 'Müller' is 'mueller' now: nothing left for the steps below to take off
        return text
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c))


_UMLAUTS = MappingProxyType(str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ı": "i"}))
_VOWEL_E = re.compile(r"([aou])e")
_DOTLESS = MappingProxyType(str.maketrans({"ı": "i"}))
