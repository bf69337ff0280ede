"""Tie-break codes (C.07 names, with /C1, /C2 cut and /M1, /M2 median modifiers) → functions.

A function takes (context, start, code, cuts…) and returns a `Value`; direct encounter takes a whole tied
group instead, because its value depends on who else is tied.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence

from ..errors import did_you_mean
from ..model import Start
from . import counts, direct, ratings, sums
from .context import Context
from .values import Value


@dataclass(frozen=True)
class TieBreak:
    base: str
    title: str
    description: str            # plain words, for the site and the terminal
    compute: Callable[..., Value] | None = None
    cuts: bool = False          # accepts /C1, /C2
    medians: bool = False       # accepts /M1, /M2
    per_group: bool = False     # direct encounter


TIEBREAKS: Mapping[str, TieBreak] = {t.base: t for t in (
    TieBreak("BH", "Buchholz", "the sum of your opponents' scores", sums.buchholz, cuts=True, medians=True),
    TieBreak("FB", "Fore Buchholz", "Buchholz with every game of the last round counted as a draw",
             sums.fore_buchholz, cuts=True, medians=True),
    TieBreak("SB", "Sonneborn-Berger", "the sum, over your rounds, of your result times your opponent's score",
             sums.sonneborn_berger, cuts=True),
    TieBreak("PS", "Progressive score", "the sum of your running scores after each round", sums.progressive,
             cuts=True),
    TieBreak("AOB", "Average of opponents' Buchholz",
             "the mean Buchholz of the opponents you met over the board", sums.average_opponents_buchholz),
    TieBreak("DE", "Direct encounter", "the results of the games between the tied players", per_group=True),
    TieBreak("WIN", "Rounds won", "rounds credited with a win, played or not", counts.wins),
    TieBreak("WON", "Games won", "games won over the board", counts.won_games),
    TieBreak("BPG", "Games with Black", "games played over the board with Black", counts.black_games),
    TieBreak("BWG", "Games won with Black", "games won over the board with Black", counts.black_wins),
    TieBreak("GE", "Rounds elected to play",
             "rounds minus requested byes and forfeit losses", counts.elected_games),
    TieBreak("KS", "Koya", "points scored against opponents who reached half of the maximum score", counts.koya),
    TieBreak("ARO", "Average rating of opponents", "the mean rating of the opponents met over the board",
             ratings.average_rating, cuts=True),
    TieBreak("TPR", "Tournament performance rating", "the average opponent rating plus the FIDE table's "
             "difference for your percentage", ratings.performance),
    TieBreak("PTP", "Perfect tournament performance", "the lowest rating that would expect your score "
             "against these opponents", ratings.perfect_performance),
    TieBreak("APRO", "Average performance of opponents", "the mean TPR of the opponents met over the board",
             ratings.average_performance),
    TieBreak("APPO", "Average perfect performance of opponents",
             "the mean PTP of the opponents met over the board", ratings.average_perfect_performance),
)}

_CODE = re.compile(r"^(?P<base>[A-Z]+)(?:/(?P<mod>[CM])(?P<k>[12]))?$")


class UnknownTieBreak(ValueError):
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
        kind = {"C": "Cut", "M": "Median"}
        suffix = f" {kind[self.text.split('/')[1][0]]}-{self.low}" if "/" in self.text else ""
        return self.tiebreak.title + suffix


    @property
    def description(self) -> str:
        """Plain words, with what the modifier leaves out."""
        words = self.tiebreak.description
        if self.base == "PS" and self.low:
            return f"{words}, leaving out the {_count(self.low, 'first running total', 'first running totals')}"
        if self.base == "ARO" and self.low:
            return f"{words}, leaving out the {_count(self.low, 'lowest-rated opponent', 'lowest-rated opponents')}"
        if self.high:
            return f"{words}, leaving out the {_count(self.low, 'lowest and highest value', 'lowest and highest values')}"
        if self.low:
            return f"{words}, leaving out the {_count(self.low, 'least significant value', 'least significant values')}"
        return words


def _count(number: int, one: str, many: str | None = None) -> str:
    return one if number == 1 else f"{number} {many or one + 's'}"


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
