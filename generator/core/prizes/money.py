"""The arithmetic of prizes shared by tied players, in whole cents (docs/rules/prizes.md §4, §5).

A group of players tied at places p..q of a list of prizes pools the money of those places (places beyond the
last prize add nothing). An equal split pays every member pool / n. The Hort system pays each member `keep` of
his own place's prize plus an equal share of the rest of the pool: keep·V(k) + (1 − keep)·pool / n. Shares are
worked out exactly, then paid in multiples of the rounding unit (a cent, or a whole unit of the currency): each
is rounded down and the units left over go one each to the members first by tie-break, so that the pool is paid
out whole; less than a unit that cannot be paid stays over, and is said (§5).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from generator.core.prizes.fund import Sharing


@dataclass(frozen=True)
class Share:
    """What one member of a pooled group is paid, and how: `own` the part of his own place's prize he keeps
    (Hort), `pot` his equal share of the rest; `exact` their sum before rounding, `paid` the cents paid."""

    place: int                  # his place by tie-break within the group's list
    own: Fraction
    pot: Fraction
    exact: Fraction
    paid: int
    rounded_up: bool = False    # he was given one of the units left over by rounding


@dataclass(frozen=True)
class Pool:
    """Players tied at places `first`..`last` sharing the money of those places by `rule` (TIEBREAK: level on
    every tie-break, an equal split)."""

    rule: Sharing
    first: int
    last: int
    values: tuple[int, ...]      # the money of places first.., as far as there are prizes (cents)
    keep: Fraction               # Hort: the part of his own place's prize each keeps
    shares: tuple[Share, ...]    # one per member paid, in tie-break order
    dropped: int = 0             # members beyond the prizes left out for the minimum share
    unit: int = 1                # the rounding unit, cents
    leftover: int = 0            # cents that rounding to the unit left unpaid

    @property
    def total(self) -> int:
        return sum(self.values)

    @property
    def members(self) -> int:
        return len(self.shares)


def pool(rule: Sharing, places: Sequence[int], values: Sequence[int | None], *, keep: Fraction = Fraction(1, 2),
         min_share: int | None = None, unit: int = 1) -> Pool:
    """The shares of players tied at `places` (one each, in tie-break order) whose prizes are worth `values` in
    cents (None: no prize at that place, so worth nothing)."""
    prized = [v for v in values if v is not None]
    members = len(places)
    dropped = 0
    while min_share is not None and members > len(prized) and _pot_share(rule, sum(prized), members, keep) < min_share:
        members -= 1
        dropped += 1
    own_part = keep if rule is Sharing.HORT else Fraction(0)
    total = sum(prized)
    pot = (total - own_part * total) / members if members else Fraction(0)
    owns = [own_part * (values[i] or 0) for i in range(members)]
    exact = [o + pot for o in owns]
    paid, up, leftover = pay_out(exact, total, unit)
    shares = tuple(Share(places[i], owns[i], pot, exact[i], paid[i], up[i]) for i in range(members))
    return Pool(rule, places[0], places[-1], tuple(prized), keep, shares, dropped, unit, leftover)


def _pot_share(rule: Sharing, total: int, members: int, keep: Fraction) -> Fraction:
    """The share of the pooled money each member gets, the minimum share's test (§4.4)."""
    part = 1 - keep if rule is Sharing.HORT else Fraction(1)
    return part * total / members


def pay_out(exact: Sequence[Fraction], total: int, unit: int) -> tuple[list[int], list[bool], int]:
    """Exact shares paid in multiples of `unit` cents: each rounded down, then the whole units left of `total` one
    each to the first members; the cents, whether each got a unit more, and what is left unpaid."""
    paid = [int(share // unit) * unit for share in exact]
    spare = (total - sum(paid)) // unit
    up = [False] * len(paid)
    for i in range(min(spare, len(paid))):
        paid[i] += unit
        up[i] = True
    return paid, up, total - sum(paid)
