"""The criteria C6-C21 of the Dutch system as one table (generator/core/pairing/dutch_criteria.py): their order,
the colour criteria pair by pair, C9's value, and fields that never run into each other on a real round."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from generator.core.model import Colour, Start
from generator.core.pairing.core import Outcome, PlayerState, RoundRecord, colour_preference, pairing_input
from generator.core.pairing.dutch_criteria import COLOUR_CRITERIA, CRITERIA, Pair, QualityWeight, colours_granted
from generator.core.pairing.dutch_players import dutch_players
from generator.trf.reader import read_trf

HALF = Fraction(1, 2)
DUTCH = Path(__file__).parent / "data" / "pairing" / "dutch"


def test_the_table_lists_c6_to_c21_in_their_order_of_priority():
    """C.04.3 Art. 2: the first row is the highest field of the weight; C8 has two fields (pairs, then scores
    in the next bracket); C10-C21 count pairs inside the bracket only."""
    assert [c.name for c in CRITERIA] == ["C6", "C7", "C8", "C8", "C9"] + [f"C{n}" for n in range(10, 22)]
    assert [c.name for c in CRITERIA if c.bracket_only] == [f"C{n}" for n in range(10, 22)]
    assert all(c.asks for c in CRITERIA)


def test_colour_criteria_c10_to_c13() -> None:
    """C10-C13, each kept or broken by a pair: same absolute wish by imbalance (C10), by repeated colour (C11),
    same wish (C12), same strong wish (C13); different wishes meet all four."""
    def state(colours: str) -> PlayerState:
        seq = [Colour.WHITE if c == "w" else Colour.BLACK for c in colours]
        history = tuple(RoundRecord(n, Outcome.DRAW, HALF, True, True, Start(90 + n), colour)
                        for n, colour in enumerate(seq, start=1))
        return PlayerState(Start(1), 0, 0, HALF * len(seq), Fraction(0), history, colour_preference(seq),
                           frozenset(), frozenset(), True)

    def broken(a: PlayerState, b: PlayerState) -> set[str]:
        return {name for name, kept in COLOUR_CRITERIA.items() if not kept(a, b)}

    assert broken(state("wbw"), state("bwb")) == set()
    assert broken(state("ww"), state("ww")) == {"C10", "C11", "C12"}  # both CD +2: C10 and C11 broken
    assert broken(state("bww"), state("bww")) == {"C11", "C12"}       # both WW last, CD +1: C11
    assert broken(state("w"), state("w")) == {"C12", "C13"}           # strong black both: C12, C13
    assert broken(state("wb"), state("wb")) == {"C12"}                # mild white both: C12 only


    assert colours_granted(state("wbw"), state("bwb")) and not colours_granted(state("wb"), state("wb"))


def test_c9_counts_the_unplayed_rounds_of_the_players_on_the_bye_score():
    """Where C9 applies, a pair adds the unplayed rounds of those of its players who are on the PAB's score, so
    the matching pairs those who missed most and the one left for the PAB has played most; elsewhere it adds
    nothing. Hand case D, round 2: 1 and 2 won (1 point), 3 and 4 lost, 5 was absent (0 points, 1 unplayed)."""
    tournament = read_trf((DUTCH / "examples" / "D_c9.trf").read_text(encoding="utf-8"))
    players = {p.start: p for p in dutch_players(tournament, pairing_input(tournament, 2))}
    weights = QualityWeight(list(players.values()), 1)
    c9 = next(c for c in CRITERIA if c.name == "C9")

    def value(hi: int, lo: int, bye_score: Fraction | None) -> int:
        a, b = players[Start(hi)], players[Start(lo)]
        pair = Pair(a, b, True, False, weights.bits[a.index], weights.bits[b.index], weights.score_bit(bye_score))
        return c9.value(pair)

    assert [players[Start(s)].unplayed for s in (1, 2, 3, 4, 5)] == [0, 0, 0, 0, 1]
    assert value(4, 5, Fraction(0)) == 1 and value(1, 5, Fraction(0)) == 1 and value(3, 4, Fraction(0)) == 0
    assert value(4, 5, None) == 0


def _matching_bound(weights: QualityWeight, players, criterion) -> int:
    """The most a matching can put into one field: each player is the higher one of at most one pair, so the
    sum over players of the most each adds as the higher one, against anyone below it, inside the bracket or
    in the next group, and whichever of the two scores the PAB's is, bounds it."""
    best = 0
    for hi in players:
        most = 0
        for lo in players[hi.index + 1:]:
            hi_bit, lo_bit = weights.bits[hi.index], weights.bits[lo.index]
            for in_bracket, in_next in ((True, False), (False, True)):
                for bye_bit in (hi_bit, lo_bit):
                    most = max(most, criterion.value(Pair(hi, lo, in_bracket, in_next, hi_bit, lo_bit, bye_bit)))
        best += most
    return best


@pytest.mark.parametrize("name", ["dutch-041p-5r-s220006", "dutch-100p-8r-s220010"])
def test_no_field_can_overflow_into_the_one_above(name):
    """The widths hold what any matching of the round can add to a field, so the weight compares criterion
    by criterion: a better value in a higher field outweighs everything below it."""
    tournament = read_trf((DUTCH / f"{name}.trf").read_text(encoding="utf-8"))
    rounds = tournament.planned_rounds
    players = dutch_players(tournament, pairing_input(tournament, rounds))
    weights = QualityWeight(players, rounds - 1)
    tops = [weights.total] + [offset for offset, _ in weights.fields[:-1]]
    for criterion, (offset, _), top in zip(CRITERIA, weights.fields, tops):
        assert _matching_bound(weights, players, criterion) < 1 << (top - offset), criterion.name
