"""Tie-break codes (C.07 names, with /C1, /C2 cut and /M1, /M2 median modifiers) → functions.

A function takes (context, start, code, cuts…) and returns a `Value`; direct encounter takes a whole tied
group instead, because its value depends on who else is tied.
"""
from __future__ import annotations

import re
from ..dataclass import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Callable, Iterable, Mapping, Sequence

from ..errors import BulletinError, did_you_mean
from ..model import Start
from . import counts, direct, ratings, sums
from .context import Context
from .values import Value
from .wording import say


# (context, players, code, low cuts, high cuts) → each player's value, as `compute` would give it
ValuesOnly = Callable[[Context, Sequence[Start], str, int, int], Mapping[Start, "Fraction | None"]]


@dataclass(frozen=True)
class TieBreak:
    base: str
    title: str
    description: str            # plain words, for the site and the terminal
    compute: Callable[..., Value] | None = None
    cuts: bool = False          # accepts /C1, /C2
    medians: bool = False       # accepts /M1, /M2
    per_group: bool = False     # direct encounter
    values: ValuesOnly | None = None   # the values alone, of many players at once


TIEBREAKS: Mapping[str, TieBreak] = MappingProxyType({t.base: t for t in (
    TieBreak("BH", say("tiebreak.BH.title"), say("tiebreak.BH.description"), sums.buchholz, cuts=True, medians=True,
             values=sums.buchholz_values),
    TieBreak("FB", say("tiebreak.FB.title"), say("tiebreak.FB.description"),
             sums.fore_buchholz, cuts=True, medians=True),
    TieBreak("SB", say("tiebreak.SB.title"), say("tiebreak.SB.description"),
             sums.sonneborn_berger, cuts=True, values=sums.sonneborn_values),
    TieBreak("PS", say("tiebreak.PS.title"), say("tiebreak.PS.description"), sums.progressive,
             cuts=True),
    TieBreak("AOB", say("tiebreak.AOB.title"), say("tiebreak.AOB.description"), sums.average_opponents_buchholz),
    TieBreak("DE", say("tiebreak.DE.title"), say("tiebreak.DE.description"), per_group=True,
             values=direct.direct_encounter_values),
    TieBreak("WIN", say("tiebreak.WIN.title"), say("tiebreak.WIN.description"), counts.count,
             values=counts.count_values),
    TieBreak("WON", say("tiebreak.WON.title"), say("tiebreak.WON.description"), counts.count,
             values=counts.count_values),
    TieBreak("BPG", say("tiebreak.BPG.title"), say("tiebreak.BPG.description"), counts.count,
             values=counts.count_values),
    TieBreak("BWG", say("tiebreak.BWG.title"), say("tiebreak.BWG.description"), counts.count,
             values=counts.count_values),
    TieBreak("GE", say("tiebreak.GE.title"), say("tiebreak.GE.description"), counts.count,
             values=counts.count_values),
    TieBreak("KS", say("tiebreak.KS.title"), say("tiebreak.KS.description"), counts.koya, values=counts.koya_values),
    TieBreak("ARO", say("tiebreak.ARO.title"), say("tiebreak.ARO.description"),
             ratings.average_rating, cuts=True),
    TieBreak("TPR", say("tiebreak.TPR.title"), say("tiebreak.TPR.description"),
             ratings.performance),
    TieBreak("PTP", say("tiebreak.PTP.title"), say("tiebreak.PTP.description"),
             ratings.perfect_performance),
    TieBreak("APRO", say("tiebreak.APRO.title"), say("tiebreak.APRO.description"),
             ratings.average_performance),
    TieBreak("APPO", say("tiebreak.APPO.title"), say("tiebreak.APPO.description"),
             ratings.average_perfect_performance),
)})

_CODE = re.compile(r"^(?P<base>[A-Z]+)(?:/(?P<mod>[CM])(?P<k>[12]))?$")


class UnknownTieBreak(BulletinError):
    """A tie-break code that is not in the registry (or a modifier it does not take)."""

    def __init__(self, code: str, hint: str | None = None) -> None:
        self.code, self.hint = code, hint
        super().__init__(f"unknown tie-break '{code}'" + (f" ({hint})" if hint else ""))


@dataclass(frozen=True)
class Code:
    """A parsed code: 'BH/M1' is base BH with one low and one high cut."""

    text: str
    base: str
    low: int = 0
    high: int = 0

    @property
    def tiebreak(self) -> TieBreak:
        return TIEBREAKS[self.base]

    @property
    def title(self) -> str:
        if "/" not in self.text:
            return self.tiebreak.title
        kind = "tiebreak.cut" if self.text.split("/")[1][0] == "C" else "tiebreak.median"
        return say(kind, title=self.tiebreak.title, k=self.low)

    @property
    def description(self) -> str:
        """Plain words, with what the modifier leaves out."""
        words = self.tiebreak.description
        if self.base == "PS" and self.low:
            what = "tiebreak.first_running_total"
        elif self.base == "ARO" and self.low:
            what = "tiebreak.lowest_rated"
        elif self.high:
            what = "tiebreak.lowest_and_highest"
        elif self.low:
            what = "tiebreak.least_significant"
        else:
            return words
        return say("tiebreak.leaving_out", description=words, what=_count(what, self.low))


def _count(key: str, number: int) -> str:
    return say(f"{key}.one" if number == 1 else f"{key}.other", n=number)


def all_codes() -> tuple[str, ...]:
    out = []
    for t in TIEBREAKS.values():
        out.append(t.base)
        out += [f"{t.base}/C{k}" for k in (1, 2) if t.cuts]
        out += [f"{t.base}/M{k}" for k in (1, 2) if t.medians]
    return tuple(out)


def parse_code(text: str) -> Code:
    """'bh/c1' → Code('BH/C1', 'BH', low=1); raises UnknownTieBreak quoting the input with a hint."""
    canonical = text.strip().upper().replace(" ", "").replace("-", "/")
    match = _CODE.match(canonical)
    tiebreak = TIEBREAKS.get(match.group("base")) if match else None
    if match is None or tiebreak is None:
        suggestion = did_you_mean(canonical, all_codes())
        raise UnknownTieBreak(text, f"did you mean '{suggestion}'?" if suggestion else
                              "known codes: " + ", ".join(all_codes()))
    modifier, k = match.group("mod"), int(match.group("k") or 0)
    if modifier == "C" and not tiebreak.cuts or modifier == "M" and not tiebreak.medians:
        raise UnknownTieBreak(text, f"{tiebreak.base} takes no /{modifier}{k} modifier")
    return Code(canonical, tiebreak.base, k, k if modifier == "M" else 0)


def parse_chain(texts: Iterable[str]) -> tuple[Code, ...]:
    return tuple(parse_code(t) for t in texts)


def compute(ctx: Context, code: Code, starts: Sequence[Start]) -> dict[Start, Value]:
    """The value of one tie-break for each player (direct encounter: all of `starts` as one tied group)."""
    tiebreak = code.tiebreak
    if tiebreak.per_group:
        return direct.direct_encounter(ctx, starts, code.text)
    fn = tiebreak.compute
    assert fn is not None
    if tiebreak.medians:
        return {s: fn(ctx, s, code.text, code.low, code.high) for s in starts}
    if tiebreak.cuts:
        return {s: fn(ctx, s, code.text, code.low) for s in starts}
    return {s: fn(ctx, s, code.text) for s in starts}


def values_only(ctx: Context, code: Code, starts: Sequence[Start]) -> Mapping[Start, Fraction | None]:
    """The value of one tie-break for each player without its explanation (standings nobody reads the terms
    of: the tie-breaks that can, work them out for all players at once and make no `Value`). Takes the same
    arguments as `compute`, and its values are `compute`'s."""
    tiebreak = code.tiebreak
    fn = tiebreak.values
    if fn is None:
        return {start: value.value for start, value in compute(ctx, code, starts).items()}
    return fn(ctx, starts, code.text, code.low, code.high)
