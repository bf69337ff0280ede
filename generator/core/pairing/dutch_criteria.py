"""The quality criteria C6–C21 of the Dutch system (FIDE C.04.3, in force from 1 February 2026, Article 2) as
the fields of one integer edge weight, so that one maximum-weight matching optimises them in their order.

`CRITERIA` is the table: each row names a criterion (its label in Article 2), says what it asks, gives the
width of its field and the value one pair adds to it. Larger values are better; a pair's weight holds every
value in its field, the first row highest. The matching maximises the sum of the weights of the pairs it takes,
so two pairings compare field by field, the first difference deciding, provided no field's sum runs into the
field above: the widths see to that (a count over the pairs of a bracket gets the bits of the number of
players, plus room; a score field holds a sum of 2^shift(score), the shifts spaced by the sizes of the
scoregroups, `score_shifts`).

C1 and C3 are the edges themselves and C2, C4 and C5 are kept around the matching (`dutch_players`,
`dutch.py`); the generation order of Article 4 is placed below these fields, as the tie (dutch.py).
Rules: docs/rules/dutch.md §5 (each criterion in our words, with the decisions where the text is open), §7.4.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Callable, Mapping, Sequence

from generator.core.pairing.core import Float, PlayerState
from generator.core.pairing.dutch_players import DutchPlayer


class Pair:
    """One candidate pair as the criteria see it: `hi` above `lo` in pairing order, `hi` in the bracket being
    paired (a resident or an MDP), `lo` a resident of the bracket (`in_bracket`) or of the next scoregroup
    (`in_next`, for C8). Scores are carried as their bits (`QualityWeight.bits`), which order and compare like
    the scores themselves and cost no fraction arithmetic."""

    __slots__ = ("hi", "lo", "in_bracket", "in_next", "hi_bit", "lo_bit", "hi_mdp", "bye_bit")

    def __init__(self, hi: DutchPlayer, lo: DutchPlayer, in_bracket: bool, in_next: bool, hi_bit: int,
                 lo_bit: int, bye_bit: int) -> None:
        self.hi, self.lo, self.in_bracket, self.in_next = hi, lo, in_bracket, in_next
        self.hi_bit, self.lo_bit = hi_bit, lo_bit
        self.hi_mdp = hi_bit > lo_bit        # hi is a moved-down player (MDP) facing a resident
        self.bye_bit = bye_bit               # the PAB's score where C9 applies in this bracket, else 0


@dataclass(frozen=True)
class FieldSizes:
    """The widths the fields are made of, for one round."""

    count: int      # a count over the pairs of a bracket (at most one per pair)
    score: int      # a sum over those pairs of 2^shift(score)
    unplayed: int   # C9's count of unplayed rounds


@dataclass(frozen=True)
class Criterion:
    name: str
    asks: str                             # what C.04.3 Art. 2 asks, in short
    width: Callable[[FieldSizes], int]
    value: Callable[[Pair], int]          # what one pair adds to the field; larger is better
    bracket_only: bool = False            # counts pairs inside the bracket only (nothing for the next group)


# --- the colour criteria C10-C13 (§5.5-§5.8): True when the pair does not break them ----------------------

def _same_wish(a: PlayerState, b: PlayerState) -> bool:
    return a.preference.colour is not None and a.preference.colour is b.preference.colour


def _c10_kept(a: PlayerState, b: PlayerState) -> bool:
    """[C10]: no colour difference beyond ±2 — both already 2 apart and wanting the same colour."""
    return not (_same_wish(a, b) and a.preference.imbalance > 1 and b.preference.imbalance > 1)


def _c11_kept(a: PlayerState, b: PlayerState) -> bool:
    """[C11]: nobody gets one colour three times in a row. Both absolute for the same colour: the one who
    loses the wish is the smaller colour difference; at equal differences it breaks when both repeated the
    same colour last."""
    pa, pb = a.preference, b.preference
    if not (_same_wish(a, b) and pa.absolute and pb.absolute):
        return True
    if pa.imbalance == pb.imbalance:
        return not (pa.repeated and pb.repeated and a.colours[-1] is b.colours[-1])
    loser, loser_colours = (pb, b.colours) if pa.imbalance > pb.imbalance else (pa, a.colours)
    return not (loser.repeated and loser_colours[-1].opposite is pa.colour)


def _c12_kept(a: PlayerState, b: PlayerState) -> bool:
    """[C12]: both get their colour preference."""
    return not _same_wish(a, b)


def _c13_kept(a: PlayerState, b: PlayerState) -> bool:
    """[C13]: both get a strong preference (strong or absolute); a pair of two absolutes is left to C10-C11,
    as the reference engine does."""
    pa, pb = a.preference, b.preference
    return not (_same_wish(a, b) and not (pa.absolute and pb.absolute) and (pa.strong or pa.absolute)
                and (pb.strong or pb.absolute))


COLOUR_CRITERIA: Mapping[str, Callable[[PlayerState, PlayerState], bool]] = MappingProxyType({
    "C10": _c10_kept, "C11": _c11_kept, "C12": _c12_kept, "C13": _c13_kept})


def colours_granted(a: PlayerState, b: PlayerState) -> bool:
    """The pair breaks none of C10-C13."""
    return all(kept(a, b) for kept in COLOUR_CRITERIA.values())


def _colour(kept: Callable[[PlayerState, PlayerState], bool]) -> Callable[[Pair], int]:
    return lambda p: int(kept(p.hi.state, p.lo.state))


# --- the values of the other criteria ------------------------------------------------------------------------

def _pair_in_bracket(p: Pair) -> int:
    return int(p.in_bracket)


def _score_in_bracket(p: Pair) -> int:
    return p.hi_bit if p.in_bracket else 0


def _pair_in_next(p: Pair) -> int:
    return int(p.in_next)


def _score_in_next(p: Pair) -> int:
    return p.hi_bit if p.in_next else 0


def _unplayed_of_bye_candidates(p: Pair) -> int:
    """Unplayed rounds of the players of the pair who are on the PAB's score: the more of them paired, the
    more games the one left for the PAB has played."""
    if not p.bye_bit:
        return 0
    return (p.hi.unplayed if p.hi_bit == p.bye_bit else 0) + (p.lo.unplayed if p.lo_bit == p.bye_bit else 0)


def _downfloaters_paired(back: int) -> Callable[[Pair], int]:
    """Residents who downfloated `back`+1 rounds ago and are paired here, so do not float again (an MDP does
    not count: it floats down in any case)."""
    def value(p: Pair) -> int:
        return int(p.lo.floats[back] is Float.DOWN) + int(not p.hi_mdp and p.hi.floats[back] is Float.DOWN)
    return value


def _no_upfloater_against_mdp(back: int) -> Callable[[Pair], int]:
    """1 unless an MDP meets a resident who upfloated `back`+1 rounds ago."""
    def value(p: Pair) -> int:
        return int(not (p.hi_mdp and p.lo.floats[back] is Float.UP))
    return value


def _downfloater_scores_paired(back: int) -> Callable[[Pair], int]:
    """As `_downfloaters_paired`, by score (every player of the pair counts, highest scores first)."""
    def value(p: Pair) -> int:
        return ((p.lo_bit if p.lo.floats[back] is Float.DOWN else 0)
                + (p.hi_bit if p.hi.floats[back] is Float.DOWN else 0))
    return value


def _mdp_scores_without_upfloater(back: int) -> Callable[[Pair], int]:
    """The higher player's score unless an MDP meets a resident who upfloated `back`+1 rounds ago."""
    def value(p: Pair) -> int:
        return 0 if p.hi_mdp and p.lo.floats[back] is Float.UP else p.hi_bit
    return value


def _count(sizes: FieldSizes) -> int:
    return sizes.count


def _score(sizes: FieldSizes) -> int:
    return sizes.score


def _twice_count(sizes: FieldSizes) -> int:   # up to two players per pair
    return sizes.count + 1


def _twice_score(sizes: FieldSizes) -> int:
    return sizes.score + 1


def _unplayed(sizes: FieldSizes) -> int:
    return sizes.unplayed


LAST, BEFORE = 0, 1   # DutchPlayer.floats: the float of 1 round ago, of 2 rounds ago

CRITERIA: tuple[Criterion, ...] = (
    Criterion("C6", "minimise the downfloaters: as many pairs in the bracket as possible",
              _count, _pair_in_bracket),
    Criterion("C7", "minimise the scores of the downfloaters, highest first: pair the highest scores",
              _score, _score_in_bracket),
    Criterion("C8", "choose the downfloaters so that the next bracket complies best with C1-C7: the pairs they "
                    "make with the next scoregroup", _count, _pair_in_next),
    Criterion("C8", "... then the scores paired with the next scoregroup", _score, _score_in_next),
    Criterion("C9", "minimise the unplayed games of the PAB assignee (where it applies, dutch.py)",
              _unplayed, _unplayed_of_bye_candidates),
    Criterion("C10", "minimise topscorers (or opponents) whose colour difference goes beyond ±2",
              _count, _colour(_c10_kept), bracket_only=True),
    Criterion("C11", "minimise topscorers (or opponents) with the same colour three times in a row",
              _count, _colour(_c11_kept), bracket_only=True),
    Criterion("C12", "minimise the players who do not get their colour preference",
              _count, _colour(_c12_kept), bracket_only=True),
    Criterion("C13", "minimise the players who do not get their strong colour preference",
              _count, _colour(_c13_kept), bracket_only=True),
    Criterion("C14", "minimise the resident downfloaters who downfloated in the previous round",
              _twice_count, _downfloaters_paired(LAST), bracket_only=True),
    Criterion("C15", "minimise the MDP opponents who upfloated in the previous round",
              _count, _no_upfloater_against_mdp(LAST), bracket_only=True),
    Criterion("C16", "as C14, for two rounds before",
              _twice_count, _downfloaters_paired(BEFORE), bracket_only=True),
    Criterion("C17", "as C15, for two rounds before",
              _count, _no_upfloater_against_mdp(BEFORE), bracket_only=True),
    Criterion("C18", "minimise the score differences of the MDPs who downfloated in the previous round",
              _twice_score, _downfloater_scores_paired(LAST), bracket_only=True),
    Criterion("C19", "minimise the score differences of the MDP opponents who upfloated in the previous round",
              _score, _mdp_scores_without_upfloater(LAST), bracket_only=True),
    Criterion("C20", "as C18, for two rounds before",
              _twice_score, _downfloater_scores_paired(BEFORE), bracket_only=True),
    Criterion("C21", "as C19, for two rounds before",
              _score, _mdp_scores_without_upfloater(BEFORE), bracket_only=True),
)


def score_shifts(players: Sequence[DutchPlayer]) -> tuple[dict[Fraction, int], int]:
    """Lowest score first, each scoregroup gets as many bits as its size needs, so a sum over pairs of
    2^shift(score) compares higher scores first (§5.2); and the width of a score field."""
    sizes: dict[Fraction, int] = {}
    for p in players:
        sizes[p.score] = sizes.get(p.score, 0) + 1
    shift, position = {}, 0
    for score in sorted(sizes):
        shift[score] = position
        position += sizes[score].bit_length()
    return shift, position + 2


class QualityWeight:
    """`CRITERIA` laid out for one round: where each field sits, and the weight of a pair."""

    def __init__(self, players: Sequence[DutchPlayer], rounds_played: int) -> None:
        self.shift, score_bits = score_shifts(players)
        self.bits = [1 << self.shift[p.score] for p in players]   # by pairing order: 2^shift(score)
        sizes = FieldSizes(count=len(players).bit_length() + 2, score=score_bits,
                           unplayed=(len(players) * (rounds_played + 1) * 2).bit_length() + 1)
        widths = [c.width(sizes) for c in CRITERIA]
        self.total = sum(widths)
        offsets = [sum(widths[k + 1:]) for k in range(len(widths))]
        self.fields = tuple((offset, c.value) for offset, c in zip(offsets, CRITERIA))
        self.outside_fields = tuple(f for f, c in zip(self.fields, CRITERIA) if not c.bracket_only)

    def score_bit(self, score: Fraction | None) -> int:
        """2^shift(score), as `Pair` carries scores; 0 for None."""
        return 0 if score is None else 1 << self.shift[score]

    def of(self, hi: DutchPlayer, lo: DutchPlayer, in_bracket: bool, in_next: bool, bye_bit: int) -> int:
        """The weight of the pair (hi above lo) for the bracket being paired; `bye_bit` is the PAB's score
        (`score_bit`) where C9 applies to the bracket, else 0."""
        pair = Pair(hi, lo, in_bracket, in_next, self.bits[hi.index], self.bits[lo.index], bye_bit)
        weight = 0
        for offset, value in self.fields if in_bracket else self.outside_fields:
            weight |= value(pair) << offset
        return weight
