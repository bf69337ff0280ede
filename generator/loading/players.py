"""Players by starting number or name: one index per tournament, references resolved with suggestions."""
from __future__ import annotations

import unicodedata
from types import MappingProxyType
from typing import Iterable

from ..errors import did_you_mean
from ..model import Player
from ..yamlsource import Scalar, YamlNode
from .values import Problems


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
        for player in players:
            self.by_start[player.start] = player
            for key in _full_name_keys(player.name):
                _add_unique(self.full, key, player)
            _add_unique(self.surname, fold_name(_surname(player.name)), player)

    def find(self, text: str) -> list[Player]:
        """Players matching a name: one exact full name, else players with that surname."""
        key = fold_name(text)
        return self.full.get(key) or self.surname.get(key) or []

    def suggestion(self, text: str) -> tuple[str, Player] | None:
        """The closest name (a surname when it is unique, else a full name) to a misspelt one."""
        shown: dict[str, tuple[str, Player]] = {}
        for key, players in self.surname.items():
            if len(players) == 1:
                shown[key] = (_surname(players[0].name), players[0])
        for key, players in self.full.items():
            if len(players) == 1:
                shown.setdefault(key, (players[0].name, players[0]))
        found = did_you_mean(text, shown, cutoff=0.7, fold=fold_name)   # the keys are folded already
        return shown[found] if found is not None else None


def _add_unique(index: dict[str, list[Player]], key: str, player: Player) -> None:
    bucket = index.setdefault(key, [])
    if player not in bucket:
        bucket.append(player)


def _surname(name: str) -> str:
    """'Meißner, Tobias' and 'Tobias Meißner' both have the surname 'Meißner'."""
    if "," in name:
        return name.split(",", 1)[0].strip()
    return name.split()[-1] if name.split() else name


def _full_name_keys(name: str) -> set[str]:
    """A name is found as written and in the other order ('Tobias Meißner' / 'Meißner, Tobias')."""
    keys = {fold_name(name)}
    if "," in name:
        surname, given = (part.strip() for part in name.split(",", 1))
        keys.add(fold_name(f"{given} {surname}"))
    elif len(name.split()) > 1:
        words = name.split()
        keys.add(fold_name(f"{words[-1]}, {' '.join(words[:-1])}"))
    return keys


def label(player: Player) -> str:
    """How messages name a player."""
    return f"{player.name} (no. {player.start})"


def resolve(node: YamlNode, index: PlayerIndex, problems: Problems) -> Player | None:
    """A reference to a player: a starting number, or a name that picks out exactly one player."""
    value = node.value if isinstance(node, Scalar) else None
    if isinstance(value, str) and value.strip().isdigit():
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


def fold_name(name: str) -> str:
    """The form names are compared in: case, ß/ss, umlauts (ü = ue), accents and spacing do not matter."""
    text = unicodedata.normalize("NFC", " ".join(name.replace(",", ", ").split())).casefold()
    text = text.translate(_UMLAUTS)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c))


_UMLAUTS = MappingProxyType(str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ı": "i"}))
