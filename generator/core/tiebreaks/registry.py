"""Tie-break codes (C.07 names, with /C1, /C2 cut and /M1, /M2 median modifiers) → functions.

The codes themselves, and reading them, are `codes.py` (what loading a tournament needs); here each base code
gets its words and its functions.

A function takes (context, start, code, cuts…) and returns a `Value`; direct encounter takes a whole tied
group instead, because its value depends on who else is tied.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType

from generator.core.model import Start
from generator.core.tiebreaks import counts, direct, own, ratings, sums
from generator.core.tiebreaks.codes import MODIFIERS, UnknownTieBreak, all_codes, lowest_first, read_code
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.values import Value
from generator.core.tiebreaks.wording import say

# (context, players, code, low cuts, high cuts) → each player's value, as `compute` would give it
ValuesOnly = Callable[[Context, Sequence[Start], str, int, int], Mapping[Start, Fraction | None]]


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


def _tiebreak(base: str, title: str, description: str, compute: Callable[..., Value] | None = None, *,
              per_group: bool = False, values: ValuesOnly | None = None) -> TieBreak:
    """The registry's entry of `base`, with the modifiers `codes.MODIFIERS` gives it."""
    cuts, medians = MODIFIERS[base]
    return TieBreak(base, title, description, compute, cuts, medians, per_group, values)


TIEBREAKS: Mapping[str, TieBreak] = MappingProxyType({t.base: t for t in (
    _tiebreak("BH", say("tiebreak.BH.title"), say("tiebreak.BH.description"), sums.buchholz,
              values=sums.buchholz_values),
    _tiebreak("FB", say("tiebreak.FB.title"), say("tiebreak.FB.description"),
              sums.fore_buchholz),
    _tiebreak("SB", say("tiebreak.SB.title"), say("tiebreak.SB.description"),
              sums.sonneborn_berger, values=sums.sonneborn_values),
    _tiebreak("PS", say("tiebreak.PS.title"), say("tiebreak.PS.description"), sums.progressive),
    _tiebreak("AOB", say("tiebreak.AOB.title"), say("tiebreak.AOB.description"), sums.average_opponents_buchholz),
    _tiebreak("DE", say("tiebreak.DE.title"), say("tiebreak.DE.description"), per_group=True,
              values=direct.direct_encounter_values),
    _tiebreak("WIN", say("tiebreak.WIN.title"), say("tiebreak.WIN.description"), counts.count,
              values=counts.count_values),
    _tiebreak("WON", say("tiebreak.WON.title"), say("tiebreak.WON.description"), counts.count,
              values=counts.count_values),
    _tiebreak("BPG", say("tiebreak.BPG.title"), say("tiebreak.BPG.description"), counts.count,
              values=counts.count_values),
    _tiebreak("BWG", say("tiebreak.BWG.title"), say("tiebreak.BWG.description"), counts.count,
              values=counts.count_values),
    _tiebreak("GE", say("tiebreak.GE.title"), say("tiebreak.GE.description"), counts.count,
              values=counts.count_values),
    _tiebreak("KS", say("tiebreak.KS.title"), say("tiebreak.KS.description"), counts.koya, values=counts.koya_values),
    _tiebreak("ARO", say("tiebreak.ARO.title"), say("tiebreak.ARO.description"),
              ratings.average_rating),
    _tiebreak("TPR", say("tiebreak.TPR.title"), say("tiebreak.TPR.description"),
              ratings.performance),
    _tiebreak("PTP", say("tiebreak.PTP.title"), say("tiebreak.PTP.description"),
              ratings.perfect_performance),
    _tiebreak("APRO", say("tiebreak.APRO.title"), say("tiebreak.APRO.description"),
              ratings.average_performance),
    _tiebreak("APPO", say("tiebreak.APPO.title"), say("tiebreak.APPO.description"),
              ratings.average_perfect_performance),
    _tiebreak("STD", say("tiebreak.STD.title"), say("tiebreak.STD.description"), own.standard_points),
    _tiebreak("TPN", say("tiebreak.TPN.title"), say("tiebreak.TPN.description"), own.pairing_number),
    _tiebreak("RTNG", say("tiebreak.RTNG.title"), say("tiebreak.RTNG.description"), own.rating),
)})

__all__ = ["TIEBREAKS", "Code", "TieBreak", "UnknownTieBreak", "all_codes", "compute", "parse_chain", "parse_code",
           "values_only"]


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
        if self.text.endswith("/R"):
            return say("tiebreak.reverse", title=self.tiebreak.title)
        kind = "tiebreak.cut" if self.text.split("/")[1][0] == "C" else "tiebreak.median"
        return say(kind, title=self.tiebreak.title, k=self.low)

    @property
    def lowest_first(self) -> bool:
        """TPN, or STD and RTNG reversed by /R: the lowest value ranks first."""
        return lowest_first(self.text)

    @property
    def description(self) -> str:
        """Plain words, with what the modifier leaves out."""
        words = self.tiebreak.description
        if self.text.endswith("/R"):
            return say("tiebreak.reversed", description=words)
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


def parse_code(text: str) -> Code:
    """'bh/c1' → Code('BH/C1', 'BH', low=1); raises UnknownTieBreak quoting the input with a hint."""
    return Code(*read_code(text))


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
