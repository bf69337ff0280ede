"""The prize fund as a tournament's regulations declare it: categories, prizes and the rules that share them.

Frozen value objects only, read from tournament.yml by generator/loading/prizes.py. Money is kept in whole cents
(int), never in floats. There is no FIDE rule for prize money: every setting here is a parameter the
regulations fix in advance (docs/rules/prizes.md §1), and each has the default most regulations use.
This module imports nothing from the rest of the core, so that the tournament model can hold a fund.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from types import MappingProxyType

CENTS = 100          # cents in a unit of the currency
MAIN = ""            # the name of the main prizes (by place in the whole field), which no category can take


class Sharing(Enum):
    """How players tied at a main prize boundary are paid (docs/rules/prizes.md §4)."""

    __hash__ = object.__hash__

    TIEBREAK = "tiebreak"   # the tournament's tie-breaks decide; players level on every one share equally
    SPLIT = "split"         # players level on points pool the prizes of their places and share them equally
    HORT = "hort"           # each keeps a part of his own place's prize, the rest of the group's is pooled


class EqualValue(Enum):
    """Which prize a player takes when two he could take are worth the same (docs/rules/prizes.md §3.2)."""

    __hash__ = object.__hash__

    MAIN = "main"           # a main prize before a category prize, categories in their listed order
    CATEGORY = "category"   # a category prize before a main prize, categories in their listed order


@dataclass(frozen=True)
class AgeLimit:
    """An age category by birth year (FIDE's convention, docs/rules/prizes.md §2.1): `under` 18 is "U18", born
    in the age year − 18 or later; `over` 65 is "65+", born in the age year − 65 or earlier; `born` an explicit
    band of birth years (first, last), either end open (None)."""

    under: int | None = None
    over: int | None = None
    born: tuple[int | None, int | None] | None = None

    def years(self, age_year: int) -> tuple[int | None, int | None]:
        """The birth years the limit admits, (first, last), None where open."""
        if self.under is not None:
            return age_year - self.under, None
        if self.over is not None:
            return None, age_year - self.over
        return self.born if self.born is not None else (None, None)


@dataclass(frozen=True)
class RatingBand:
    """Ratings from `low` to `high`, both included (None: open); "U1800" is high 1799 (docs/rules/prizes.md
    §2.3). Unrated players are not in a band unless `with_unrated` (the regulations say so)."""

    low: int | None = None
    high: int | None = None
    with_unrated: bool = False


@dataclass(frozen=True)
class Category:
    """A group of players with their own standing and prizes: every criterion given must hold."""

    name: str                          # as tournament.yml names it (a key of `categories:`)
    title: str                         # what the pages call it ("Best woman"); the name when not given
    age: AgeLimit | None = None
    sex: str | None = None             # "f" (women: f or w in the player's sex) or "m"
    rating: RatingBand | None = None
    unrated: bool = False              # unrated players only
    clubs: tuple[str, ...] = ()
    federations: tuple[str, ...] = ()
    players: tuple[int, ...] = ()      # starting numbers of a plain list of players
    min_points: Fraction | None = None  # a condition: fewer points, no prize of this category
    min_size: int | None = None         # fewer players in the category, its prizes are not awarded

    @property
    def slug(self) -> str:
        return category_slug(self.name)


@dataclass(frozen=True)
class Prize:
    """One prize: money (`cents`) or an object (`item`, with the `value` in cents it is worth for comparing)."""

    cents: int | None = None
    item: str | None = None
    value: int = 0

    @property
    def worth(self) -> int:
        """What it is worth in cents, to decide which of two prizes is the higher."""
        return self.cents if self.cents is not None else self.value

    @property
    def money(self) -> bool:
        return self.cents is not None


@dataclass(frozen=True)
class PrizeFund:
    """Categories, prizes and the rules of one tournament's prize list (tournament.yml `categories:`, `prizes:`)."""

    categories: tuple[Category, ...] = ()
    main: tuple[Prize, ...] = ()                                  # 1st, 2nd, … prize of the whole field
    prizes: tuple[tuple[str, tuple[Prize, ...]], ...] = ()        # category name -> its prizes, by place
    currency: str = ""
    sharing: Sharing = Sharing.TIEBREAK
    hort_share: Fraction = Fraction(1, 2)   # Hort: the part of his own place's prize each tied player keeps
    min_share: int | None = None            # cents: a share below it drops the last tied players beyond the prizes
    rounding: int = 1                       # cents: shares are paid in multiples of it (100: whole units)
    one_per_player: bool = True
    equal_value: EqualValue = EqualValue.MAIN
    age_year: int | None = None             # the year of the age categories (the loader: the tournament's)
    disjoint_ages: bool = False             # the regulations put each player in one age group only
    min_points: Fraction | None = None      # a condition for every prize
    withdrawn_eligible: bool = True         # a player who withdrew keeps his right to a prize
    rating_list: str = ""                   # which rating the bands read, in the regulations' words

    def category(self, name: str) -> Category:
        return next(c for c in self.categories if c.name == name)

    def prizes_of(self, name: str) -> tuple[Prize, ...]:
        """The prizes of a category (MAIN: the main prizes), by place."""
        if name == MAIN:
            return self.main
        return next((prizes for category, prizes in self.prizes if category == name), ())

    @property
    def has_prizes(self) -> bool:
        return bool(self.main) or any(prizes for _, prizes in self.prizes)

    @property
    def total(self) -> int:
        """The money of every prize, in cents."""
        return sum(p.cents or 0 for p in self.main) + sum(p.cents or 0 for _, ps in self.prizes for p in ps)


def category_slug(name: str) -> str:
    """The part of a page address that names a category: 'U18' -> 'u18', '65+' -> '65plus', 'Beste Frau' ->
    'beste-frau'."""
    text = name.casefold().replace("+", "plus").replace("ß", "ss")
    text = text.translate(_UMLAUTS)
    slug = "".join(c if c.isascii() and c.isalnum() else "-" for c in text)
    return "-".join(part for part in slug.split("-") if part) or "category"


_UMLAUTS = MappingProxyType({ord("ä"): "ae", ord("ö"): "oe", ord("ü"): "ue"})
