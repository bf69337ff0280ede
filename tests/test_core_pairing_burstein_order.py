"""Who ranks above whom inside a Burstein score group (docs/rules/burstein.md §4-§6), each case worked by hand."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from pairing_cases import tournament

from generator.core.model import PointSystem, Start
from generator.core.pairing import burstein_order
from generator.core.pairing.core import pairing_input

HALF = Fraction(1, 2)


# --- tie-breaks (art. 2, 3.2) ---

def test_index_values_count_unplayed_rounds_as_draws_and_virtual_opponents():
    """Round 3 of: r1 1-2 1-0, 3-4 =; r2 1-3 =, 2 half, 4 zero (no acceleration from round 3).
    Opponents' adjusted scores count unplayed rounds as draws: 2 → 0 + ½ = ½, 3 → ½ + ½ = 1.
    1: SB = 1·½ + ½·1 = 1, BH = 1½. 2's half-point bye in round 2: virtual opponent = 0 before + ½ = ½, so
    SB(2) = 0·1½ + ½·½ = ¼, BH(2) = 1½ + ½ = 2 (1's adjusted score is 1½). 4's absence: virtual opponent =
    ½ before + 1 (the opposite of a loss) = 1½; BH(4) = 1 + 1½ = 2½, SB(4) = ½·1 = ½."""
    state = pairing_input(tournament(4, "1-2 1-0; 3-4 =", "1-3 =; 2 half; 4 zero"), 3)
    values = burstein_order.index_values(state.players, PointSystem())
    assert (values[Start(1)].sonneborn_berger, values[Start(1)].buchholz) == (1, Fraction(3, 2))
    assert (values[Start(2)].sonneborn_berger, values[Start(2)].buchholz) == (Fraction(1, 4), 2)
    assert (values[Start(4)].sonneborn_berger, values[Start(4)].buchholz) == (HALF, Fraction(5, 2))
    assert values[Start(1)].median == 0  # Median is 0 while at most 2 rounds are played


def test_median_drops_the_highest_and_lowest_contribution():
    """After 3 rounds Median = Buchholz less its highest and lowest contribution (1 met 2, 3 and 4, who
    scored 0, 2½ and 1: Buchholz 3½, Median 1)."""
    t = tournament(4, "1-2 1-0; 3-4 1-0", "1-3 =; 4-2 1-0", "4-1 0-1; 2-3 0-1")
    values = burstein_order.index_values(pairing_input(t, 4).players, PointSystem())
    assert values[Start(1)].buchholz == Fraction(7, 2) and values[Start(1)].median == 1


def test_order_inside_score_group_is_sb_then_buchholz_then_rank():
    """Art. 3.2: inside a score group, higher SB first; equal SB: higher Buchholz; then the pairing number."""
    t = tournament(6, "1-4 1-0; 2-5 1-0; 3-6 =", "1-2 =; 3-4 0-1; 5-6 1-0")
    state = pairing_input(t, 3)
    order = burstein_order.order_players(state.present, burstein_order.index_values(state.players, PointSystem()))
    assert [r.start for r in order] == [1, 2, 4, 5, 3, 6]


def test_floater_compared_with_scores_multiplied():
    """docs/rules/burstein_order.md §6.2: between players of different scores, Buchholz (and Median) are multiplied by
    each one's own pairing score, SB is not: 1 point × BH 2 = 2 beats ½ point × BH 3 = 1½ at equal SB."""
    high = burstein_order.Ranked(replace(_dummy(1, 3), points=Fraction(1)), _index(Fraction(1), 1, 2, 0))
    low = burstein_order.Ranked(replace(_dummy(2, 0), points=HALF), _index(HALF, 1, 3, 0))
    assert burstein_order.ranks_above(high, low) and not burstein_order.ranks_above(low, high)
    same = burstein_order.Ranked(replace(_dummy(3, 1), points=Fraction(1)), _index(Fraction(1), 1, 3, 0))
    assert burstein_order.ranks_above(same, high)  # same score: plain Buchholz 3 > 2


def _index(score, sb, buchholz, median, unit=2):
    """Index values with their whole units of 1/`unit` (SB of 1/unit²), as `index_values` makes them."""
    return burstein_order.IndexValues((int(score * unit), sb * unit * unit, buchholz * unit, median * unit), unit)


def _dummy(start, rank):
    base = pairing_input(tournament(4), 1).players[Start(1)]
    return replace(base, start=Start(start), rank=rank, acceleration=Fraction(0))
