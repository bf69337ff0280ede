"""Who wins which prize (generator/core/prizes/allocation.py), pinned by the worked examples of docs/rules/prizes.md
§8 (the spec's P1-P4, each worked by hand from its published source) and our own."""
from __future__ import annotations

from fractions import Fraction

import pytest

from generator.core.model import Player, Start, Tournament
from generator.core.prizes.allocation import allocate
from generator.core.prizes.awards import Ahead, Excluded
from generator.core.prizes.fund import MAIN, AgeLimit, Category, EqualValue, Prize, PrizeFund, RatingBand, Sharing
from generator.core.standings import StandingRow


def euros(*amounts: float) -> tuple[Prize, ...]:
    return tuple(Prize(cents=round(a * 100)) for a in amounts)


def ranked(*points: float | Fraction, ranks: tuple[int, ...] | None = None) -> list[StandingRow]:
    """Rows for players 1, 2, … in this order (the tie-breaks decided it); `ranks` for players level on all."""
    ranks = ranks or tuple(range(1, len(points) + 1))
    last = {r: max(i for i, q in enumerate(ranks, start=1) if q == r) for r in ranks}
    return [StandingRow(rank, last[rank], Start(i), Fraction(p)) for i, (p, rank) in enumerate(zip(points, ranks),
                                                                                             start=1)]


def field(count: int, **facts: dict[int, object]) -> Tournament:
    players = tuple(Player(Start(i), f"P{i}", **{k: v.get(i) for k, v in facts.items()}) for i in range(1, count + 1))
    return Tournament("t", "T", players)


def paid(allocation) -> dict[int, int | None]:
    return {a.start: a.cents for a in allocation.awards}


# -- P1: the Hort system, two published examples ------------------------------------------------------------

def test_p1a_the_german_wikipedia_example_of_the_hort_system():
    """1000/500/350/200/150/100 €; A, B on 8 (places 1-2), C 7½, D, E, F on 7 (places 4-6)."""
    rows = ranked(8, 8, 7.5, 7, 7, 7)
    fund = PrizeFund(main=euros(1000, 500, 350, 200, 150, 100), sharing=Sharing.HORT)
    got = allocate(field(6), rows, fund)
    assert paid(got) == {1: 87500, 2: 62500, 3: 35000, 4: 17500, 5: 15000, 6: 12500}
    assert got.paid == got.total == 230000
    # the same standings, the other rules
    split = allocate(field(6), rows, PrizeFund(main=fund.main, sharing=Sharing.SPLIT))
    assert paid(split) == {1: 75000, 2: 75000, 3: 35000, 4: 15000, 5: 15000, 6: 15000}
    by_tiebreak = allocate(field(6), rows, PrizeFund(main=fund.main))
    assert paid(by_tiebreak) == {1: 100000, 2: 50000, 3: 35000, 4: 20000, 5: 15000, 6: 10000}


def test_p1a_older_revision_paid_in_whole_euros_pays_out_the_fund_exactly():
    """100/80/60/40/20/10 €: D, E, F's pot is 35/3 = 11.67 each; the published 32/22/17 pays 71 € of 70. Whole
    euros, the spare euros to the first by tie-break: 32 + 22 + 16 = 70."""
    rows = ranked(8, 8, 7.5, 7, 7, 7)
    got = allocate(field(6), rows, PrizeFund(main=euros(100, 80, 60, 40, 20, 10), sharing=Sharing.HORT, rounding=100))
    assert paid(got) == {1: 9500, 2: 8500, 3: 6000, 4: 3200, 5: 2200, 6: 1600}
    assert got.paid == got.total == 31000


def test_p1b_the_vega_manual_example():
    """Four players share places 1-4 of 10 000 / 8 000 / 6 000 / 4 000: 8 500 / 7 500 / 6 500 / 5 500."""
    got = allocate(field(4), ranked(7, 7, 7, 7), PrizeFund(main=euros(10000, 8000, 6000, 4000), sharing=Sharing.HORT))
    assert paid(got) == {1: 850000, 2: 750000, 3: 650000, 4: 550000}


# -- P2: a tie across the last prize ----------------------------------------------------------------------

P2_ROWS = ranked(6, 5.5, 5.5, 5, 5, 5, 4.5)
P2_PRIZES = euros(300, 200, 150, 100, 50)


@pytest.mark.parametrize(("sharing", "expected"), [
    (Sharing.TIEBREAK, {1: 30000, 2: 20000, 3: 15000, 4: 10000, 5: 5000}),
    (Sharing.SPLIT, {1: 30000, 2: 17500, 3: 17500, 4: 5000, 5: 5000, 6: 5000}),
    (Sharing.HORT, {1: 30000, 2: 18750, 3: 16250, 4: 7500, 5: 5000, 6: 2500}),
])
def test_p2_each_rule(sharing, expected):
    got = allocate(field(7), P2_ROWS, PrizeFund(main=P2_PRIZES, sharing=sharing))
    assert paid(got) == expected
    assert got.paid == 80000


def test_p2_a_minimum_share_drops_the_last_tied_player_beyond_the_prizes():
    """Hort with a minimum of 30 €: the pot share 150/3/2 = 25 is below it, so Finn is dropped: 87.50 and 62.50.
    An equal split's 50 € is above it: nobody is dropped."""
    hort = allocate(field(7), P2_ROWS, PrizeFund(main=P2_PRIZES, sharing=Sharing.HORT, min_share=3000))
    assert paid(hort) == {1: 30000, 2: 18750, 3: 16250, 4: 8750, 5: 6250}
    group = next(a.pool for a in hort.awards if a.start == 4)
    assert group is not None and group.dropped == 1
    split = allocate(field(7), P2_ROWS, PrizeFund(main=P2_PRIZES, sharing=Sharing.SPLIT, min_share=3000))
    assert paid(split)[6] == 5000


def test_p2_whole_euros_give_the_odd_euro_to_the_higher_tie_break():
    got = allocate(field(7), P2_ROWS, PrizeFund(main=P2_PRIZES, sharing=Sharing.HORT, rounding=100))
    assert paid(got)[2] == 18800 and paid(got)[3] == 16200


# -- P3: categories, one prize per player, the highest prize -----------------------------------------------

P3_FIELD = field(
    10,
    rating={1: 2210, 2: 1760, 3: 2050, 4: 1720, 5: 1790, 6: 1650, 8: 1600, 9: 1550, 10: 1480},
    sex={1: "m", 2: "f", 3: "m", 4: "f", 5: "m", 6: "m", 7: "m", 8: "f", 9: "m", 10: "f"},
    birth={1: "1980", 2: "1990", 3: "2013", 4: "1958", 5: "1960", 6: "2012", 7: "1975", 8: "2011", 9: "1985",
           10: "2013"})
P3_ROWS = ranked(6.5, 6, 6, 5.5, 5.5, 5, 5, 5, 4.5, 4)
P3_CATEGORIES = (Category("U1800", "U1800", rating=RatingBand(high=1799)), Category("U14", "U14", age=AgeLimit(under=14)),
                 Category("65+", "65+", age=AgeLimit(over=65)), Category("women", "Best woman", sex="f"),
                 Category("unrated", "Best unrated", unrated=True))


def p3_fund(u1800_first: float = 100) -> PrizeFund:
    return PrizeFund(categories=P3_CATEGORIES, main=euros(400, 250, 150), age_year=2026,
                     prizes=(("U1800", euros(u1800_first, 60)), ("U14", euros(70)), ("65+", euros(70)),
                             ("women", euros(80)), ("unrated", (Prize(item="a book", value=5000),))))


def who(allocation) -> dict[int, tuple[str, int]]:
    return {a.start: (a.category or "main", a.place) for a in allocation.awards}


def test_p3_every_player_gets_his_highest_prize():
    """Arnold 400, Berta 250, Carl 150, Dora 100 (U1800), Hanna 80 (woman), Fritz 70 (U14), Emil 70 (65+),
    Ivo 60 (U1800 2nd), Gerd the book, Jana nothing: 1180 € and the book."""
    got = allocate(P3_FIELD, P3_ROWS, p3_fund())
    assert who(got) == {1: ("main", 1), 2: ("main", 2), 3: ("main", 3), 4: ("U1800", 1), 8: ("women", 1),
                        6: ("U14", 1), 5: ("65+", 1), 9: ("U1800", 2), 7: ("unrated", 1)}
    assert got.paid == got.total == 118000
    assert next(a for a in got.awards if a.start == 7).item == "a book"


def test_p3_the_reasons_name_who_was_ahead_and_what_he_took():
    """Hanna's prize: Berta and Dora, ahead of her among the women, took the 2nd prize and the U1800 prize."""
    got = allocate(P3_FIELD, P3_ROWS, p3_fund())
    hanna = next(a for a in got.awards if a.start == 8)
    assert [(r.start, r.took.category, r.took.place) for r in hanna.ahead if isinstance(r, Ahead)] == [
        (2, MAIN, 2), (4, "U1800", 1)]
    berta = next(a for a in got.awards if a.start == 2)
    assert {(s.category, s.place) for s in berta.declined} == {("U1800", 1), ("women", 1)}


def test_p3b_a_higher_category_prize_pulls_a_player_out_of_the_main_prizes():
    """U1800 1st worth 300: Berta takes it; the main list without her: Carl 250, Dora 150."""
    got = allocate(P3_FIELD, P3_ROWS, p3_fund(u1800_first=300))
    assert who(got) == {1: ("main", 1), 2: ("U1800", 1), 3: ("main", 2), 4: ("main", 3), 8: ("women", 1),
                        6: ("U14", 1), 5: ("65+", 1), 9: ("U1800", 2), 7: ("unrated", 1)}
    carl = next(a for a in got.awards if a.start == 3)
    assert [(r.start, r.took.category) for r in carl.ahead] == [(2, "U1800")]


def test_p3c_the_listed_order_does_not_change_who_gets_what():
    """The women's prize listed before U1800: taking categories in that order would give Dora 80, Emil 100 and
    leave the 65+ prize unpaid. The value decides, not the order."""
    fund = p3_fund()
    reordered = PrizeFund(**{**fund.__dict__, "categories": (P3_CATEGORIES[3], *P3_CATEGORIES[:3], P3_CATEGORIES[4])})
    got = allocate(P3_FIELD, P3_ROWS, reordered)
    assert who(got) == who(allocate(P3_FIELD, P3_ROWS, fund))
    assert not got.unawarded


# -- P4: Hort, a minimum share and promotions --------------------------------------------------------------

def test_p4_shared_main_prizes_worked_out_again_as_players_leave_for_category_prizes():
    """p1-p4 on 4 points; main 125/100 by Hort with a minimum share of 30; best woman (p3) 50, best U14 (p4) 50:
    p1 118.75, p2 106.25 (Sharly's test_recursive_entrants_promotion)."""
    players = field(4, sex={3: "f"}, birth={4: "2012"})
    fund = PrizeFund(categories=(Category("women", "Best woman", sex="f"), Category("U14", "U14", age=AgeLimit(under=14))),
                     main=euros(125, 100), prizes=(("women", euros(50)), ("U14", euros(50))),
                     sharing=Sharing.HORT, min_share=3000, age_year=2026)
    got = allocate(players, ranked(4, 4, 4, 4), fund)
    assert who(got) == {1: ("main", 1), 2: ("main", 2), 3: ("women", 1), 4: ("U14", 1)}
    assert paid(got) == {1: 11875, 2: 10625, 3: 5000, 4: 5000}
    assert got.paid == 32500


# -- our own examples -------------------------------------------------------------------------------------

def test_cumulative_prizes_let_a_player_win_in_several_lists():
    got = allocate(P3_FIELD, P3_ROWS, PrizeFund(**{**p3_fund().__dict__, "one_per_player": False}))
    assert {(a.category or "main", a.place) for a in got.of(Start(2))} == {("main", 2), ("U1800", 1), ("women", 1)}


def test_equal_values_go_to_the_main_prize_unless_the_rules_say_category():
    """Berta is 2nd (60 €) and the best woman (60 €): by default she keeps the main prize, and the women's prize
    passes to Dora; with equal_value: category she takes the women's prize and Carl moves up to 2nd."""
    players = field(4, sex={2: "f", 4: "f"})
    categories = (Category("women", "Best woman", sex="f"),)
    fund = PrizeFund(categories=categories, main=euros(100, 60), prizes=(("women", euros(60)),))
    assert who(allocate(players, ranked(4, 3, 2, 1), fund)) == {1: ("main", 1), 2: ("main", 2), 4: ("women", 1)}
    category_first = PrizeFund(**{**fund.__dict__, "equal_value": EqualValue.CATEGORY})
    assert who(allocate(players, ranked(4, 3, 2, 1), category_first)) == {1: ("main", 1), 2: ("women", 1),
                                                                           3: ("main", 2)}


def test_players_level_on_every_tie_break_share_a_category_prize():
    """Two U18 players level on everything share the U18 prizes of 40 and 20: 30 each."""
    players = field(3, birth={1: "1970", 2: "2010", 3: "2010"})
    fund = PrizeFund(categories=(Category("U18", "U18", age=AgeLimit(under=18)),), prizes=(("U18", euros(40, 20)),),
                     age_year=2026)
    got = allocate(players, ranked(5, 4, 4, ranks=(1, 2, 2)), fund)
    assert paid(got) == {2: 3000, 3: 3000}
    assert got.awards[0].pool is not None and got.awards[0].pool.values == (4000, 2000)


def test_a_condition_keeps_a_player_from_a_prize_and_is_given_as_the_reason():
    """Player 1 withdrew and the rules exclude withdrawn players: the 1st prize goes to player 2, who is told why."""
    players = field(3)
    players = Tournament("t", "T", players.players, withdrawals={Start(1): 5})
    got = allocate(players, ranked(5, 4, 3), PrizeFund(main=euros(100), withdrawn_eligible=False))
    assert who(got) == {2: ("main", 1)}
    assert got.awards[0].ahead == (Excluded(Start(1), "withdrawn"),)


def test_a_category_below_its_minimum_size_awards_nothing():
    players = field(3, sex={2: "f"})
    fund = PrizeFund(categories=(Category("women", "Best woman", sex="f", min_size=3),), prizes=(("women", euros(50)),))
    got = allocate(players, ranked(3, 2, 1), fund)
    assert not got.awards and got.unawarded[0].why == "min_size" and got.unawarded[0].count == 1


def test_a_prize_nobody_can_take_is_listed_with_the_reason():
    """Only one woman, who takes the 1st prize: the women's prize stays unpaid, everyone eligible took more."""
    players = field(2, sex={1: "f"})
    fund = PrizeFund(categories=(Category("women", "Best woman", sex="f"),), main=euros(100),
                     prizes=(("women", euros(50)),))
    got = allocate(players, ranked(2, 1), fund)
    assert [(u.slot.category, u.why, u.count) for u in got.unawarded] == [("women", "taken", 1)]
