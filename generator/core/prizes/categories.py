"""Who belongs to each category, and a category's standing: the tournament's standings filtered, in their order.

A category is a predicate over players (docs/rules/prizes.md §2): age by birth year, sex, a rating band, unrated,
club, federation, a plain list. A player may be in several. A category's standing keeps the order of the
tournament's standings, with its tie-breaks: players are never ranked again by other rules (§2.6). The
conditions of a prize (a minimum score, having withdrawn) decide who may take it, not who is in the category.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from generator.core.model import Player, Start, Tournament
from generator.core.prizes.fund import MAIN, AgeLimit, Category, PrizeFund, RatingBand

if TYPE_CHECKING:   # an annotation only: reading tournament.yml checks categories without the tie-break engine
    from generator.core.standings import StandingRow

_Test = Callable[[Player], bool]
_YEAR = re.compile(r"(?<!\d)(\d{4})(?!\d)")
WOMEN = frozenset({"f", "w"})   # tournament.yml and TRF-16 (column 10: m or w) write a woman's sex so


def birth_year(player: Player) -> int | None:
    """The year of a player's `birth` as written: 2008, 2008-05-12 or TRF's 2008/05/12."""
    found = _YEAR.search(player.birth or "")
    return int(found.group(1)) if found else None


def sex_of(player: Player) -> str | None:
    """"f" for a woman, "m" for a man, None when the player's line does not say."""
    sex = (player.sex or "").strip().casefold()
    if sex in WOMEN:
        return "f"
    return "m" if sex == "m" else None


def in_category(player: Player, category: Category, age_year: int | None) -> bool:
    """Whether the player meets every criterion of the category (not its conditions)."""
    return all(test(player) for test in _criteria(category, age_year))


def members(category: Category, players: Iterable[Player], age_year: int | None) -> frozenset[Start]:
    tests = _criteria(category, age_year)
    return frozenset(p.start for p in players if all(test(p) for test in tests))


def membership(fund: PrizeFund, tournament: Tournament) -> dict[str, frozenset[Start]]:
    """Each category's players by name; MAIN: everyone."""
    found = {MAIN: frozenset(p.start for p in tournament.players)}
    for category in fund.categories:
        found[category.name] = members(category, tournament.players, fund.age_year)
    return found


def missing_birth(category: Category, players: Iterable[Player], age_year: int | None) -> tuple[Player, ...]:
    """Players an age category cannot place because their line has no birth year (they are left out of it),
    among those who meet its other criteria."""
    if category.age is None:
        return ()
    others = [test for test in _criteria(category, age_year, ages=False)]
    return tuple(p for p in players if birth_year(p) is None and all(test(p) for test in others))


def age_overlap(a: AgeLimit, b: AgeLimit, age_year: int) -> tuple[int, int] | None:
    """The birth years two age limits share (first, last), None when they share none."""
    (a_low, a_high), (b_low, b_high) = a.years(age_year), b.years(age_year)
    low = max(a_low if a_low is not None else -10**6, b_low if b_low is not None else -10**6)
    high = min(a_high if a_high is not None else 10**6, b_high if b_high is not None else 10**6)
    return (low, high) if low <= high else None


@dataclass(frozen=True)
class CategoryStanding:
    """A category's players in the order of the tournament's standings, with their overall rows."""

    category: Category
    rows: tuple[StandingRow, ...]

    def place(self, start: Start) -> int:
        """1 + the category's players ahead of him in the standings."""
        return next(i for i, row in enumerate(self.rows, start=1) if row.start == start)


def category_standing(category: Category, rows: Sequence[StandingRow], players: frozenset[Start]) -> CategoryStanding:
    """The standings' rows filtered to the category's players, in their order (never ranked again)."""
    return CategoryStanding(category, tuple(row for row in rows if row.start in players))


# -- the criteria ---------------------------------------------------------------------------------------------

def _criteria(category: Category, age_year: int | None, ages: bool = True) -> list[_Test]:
    tests: list[_Test] = []
    if category.age is not None and ages:
        tests.append(_age_test(category.age, age_year))
    if category.sex is not None:
        wanted = category.sex
        tests.append(lambda p: sex_of(p) == wanted)
    if category.rating is not None:
        tests.append(_rating_test(category.rating))
    if category.unrated:
        tests.append(lambda p: not p.rating)
    if category.clubs:
        clubs = frozenset(_folded(c) for c in category.clubs)
        tests.append(lambda p: p.club is not None and _folded(p.club) in clubs)
    if category.federations:
        federations = frozenset(f.upper() for f in category.federations)
        tests.append(lambda p: (p.federation or "").upper() in federations)
    if category.players:
        listed = frozenset(category.players)
        tests.append(lambda p: p.start in listed)
    return tests


def _age_test(limit: AgeLimit, age_year: int | None) -> _Test:
    if age_year is None and limit.born is None:
        return lambda p: False
    low, high = limit.years(age_year or 0)

    def test(player: Player) -> bool:
        year = birth_year(player)
        return year is not None and (low is None or year >= low) and (high is None or year <= high)
    return test


def _rating_test(band: RatingBand) -> _Test:
    def test(player: Player) -> bool:
        if not player.rating:
            return band.with_unrated
        return (band.low is None or player.rating >= band.low) and (band.high is None or player.rating <= band.high)
    return test


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def eligible(fund: PrizeFund, category: Category | None, tournament: Tournament,
             points: Mapping[Start, Fraction], players: frozenset[Start]) -> frozenset[Start]:
    """The players of a category (None: the whole field) who meet the conditions of its prizes: the fund's
    minimum score and the category's, and not having withdrawn when the regulations say so."""
    lowest = [m for m in (fund.min_points, category.min_points if category else None) if m is not None]
    return frozenset(
        start for start in players
        if start in points
        and all(points[start] >= m for m in lowest)
        and (fund.withdrawn_eligible or start not in tournament.withdrawals))
