"""The arithmetic of shared prizes (generator/core/prizes/money.py), in whole cents: equal splits, the Hort system,
rounding to a unit with the spare units to the first by tie-break, the minimum share."""
from __future__ import annotations

from fractions import Fraction

from generator.core.prizes.fund import Sharing
from generator.core.prizes.money import pay_out, pool


def test_an_equal_split_pays_the_odd_cent_to_the_first():
    """100 € among three: 33.33 € each, the cent left over to the first by tie-break."""
    shared = pool(Sharing.SPLIT, [3, 4, 5], [5000, 3000, 2000])
    assert [s.paid for s in shared.shares] == [3334, 3333, 3333]
    assert [s.rounded_up for s in shared.shares] == [True, False, False]
    assert shared.total == 10000 and shared.leftover == 0


def test_the_hort_system_keeps_half_of_ones_own_place():
    """Places 2-3 of 200 and 150 €: 100 + 87.50 and 75 + 87.50 (the spec's P2)."""
    shared = pool(Sharing.HORT, [2, 3], [20000, 15000])
    assert [(s.own, s.pot, s.paid) for s in shared.shares] == [(10000, 8750, 18750), (7500, 8750, 16250)]


def test_a_hort_share_other_than_half():
    shared = pool(Sharing.HORT, [1, 2], [30000, 10000], keep=Fraction(3, 4))
    assert [s.paid for s in shared.shares] == [22500 + 5000, 7500 + 5000]


def test_places_beyond_the_prizes_add_nothing_and_share_the_pool():
    shared = pool(Sharing.SPLIT, [4, 5, 6], [10000, 5000, None])
    assert shared.values == (10000, 5000) and [s.paid for s in shared.shares] == [5000, 5000, 5000]


def test_the_minimum_share_drops_the_last_beyond_the_prizes_only():
    """Hort pot share 150/3/2 = 25 < 30: the third is dropped; never a member at a prize's place."""
    shared = pool(Sharing.HORT, [4, 5, 6], [10000, 5000, None], min_share=3000)
    assert shared.dropped == 1 and [s.paid for s in shared.shares] == [8750, 6250]
    kept = pool(Sharing.SPLIT, [1, 2], [1000, 1000], min_share=5000)
    assert kept.dropped == 0 and kept.members == 2


def test_whole_units_leave_what_cannot_be_paid():
    paid, up, left = pay_out([Fraction(15050, 2)] * 2, 15050, 100)
    assert paid == [7500, 7500] and up == [False, False] and left == 50
