"""Who wins what, and why, as data: the answer of `allocation.allocate`.

An `Award` is what one player receives (a prize by place of the main list or of a category, the money paid, a
shared pool), with the reasons as terms, the way tie-break explanations are terms: the players ahead of him in
that list and what they took instead (`Ahead`) or why they could not take it (`Excluded`), and the prizes he
left for this higher one (`declined`). Pages and `bulletin prizes` word them; nothing here is a sentence.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from generator.core.model import Start
from generator.core.prizes.fund import MAIN, Prize
from generator.core.prizes.money import Pool


@dataclass(frozen=True)
class Slot:
    """A prize of the fund: the `place`-th prize of a category (MAIN: of the whole field)."""

    category: str
    place: int
    prize: Prize

    @property
    def main(self) -> bool:
        return self.category == MAIN


@dataclass(frozen=True)
class Ahead:
    """A player ahead in the list who took another prize (`took`), which is why this one passed him by; `shared`,
    the places of the pool he shares it in (first, last), when shared."""

    start: Start
    took: Slot
    shared: tuple[int, int] | None = None


@dataclass(frozen=True)
class Excluded:
    """A player ahead in the list who may take no prize of it: he withdrew, or has too few points."""

    start: Start
    why: Literal["withdrawn", "min_points"]


Reason = Ahead | Excluded


@dataclass(frozen=True)
class Award:
    """What one player receives: the prize of `place` in `category` (`prize` None when his place in a shared
    group is beyond the last prize), the money paid (`cents`) or the object (`item`)."""

    start: Start
    category: str
    place: int
    prize: Prize | None
    cents: int | None
    item: str | None = None
    pool: Pool | None = None                # the tied players' shared prizes, when shared
    ahead: tuple[Reason, ...] = ()          # the players ahead of him in this list who did not take it
    declined: tuple[Slot, ...] = ()         # a prize he was first in line for elsewhere, left for this one

    @property
    def main(self) -> bool:
        return self.category == MAIN

    @property
    def worth(self) -> int:
        return self.cents if self.cents is not None else (self.prize.worth if self.prize else 0)


@dataclass(frozen=True)
class Unawarded:
    """A prize nobody receives: the category has fewer players than its minimum (`min_size`), none (`empty`),
    none who meets the conditions (`conditions`), or every one took a higher prize (`taken`). `count` is the
    category's players (min_size) or those who took a higher prize (taken)."""

    slot: Slot
    why: Literal["min_size", "empty", "conditions", "taken"]
    count: int = 0


@dataclass(frozen=True)
class Allocation:
    """The prize list after a round: every award, highest paid first, and every prize nobody receives."""

    after_round: int
    awards: tuple[Award, ...]
    unawarded: tuple[Unawarded, ...]
    total: int                    # the money of the fund, cents
    paid: int                     # the money paid, cents
    leftover: int = 0             # cents the rounding unit left unpaid

    def of(self, start: Start) -> tuple[Award, ...]:
        """The awards of one player (one, unless prizes are cumulative)."""
        return tuple(a for a in self.awards if a.start == start)

    def in_category(self, name: str) -> tuple[Award, ...]:
        return tuple(sorted((a for a in self.awards if a.category == name), key=lambda a: (a.place, a.start)))
