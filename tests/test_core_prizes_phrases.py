"""What the prize list says (generator/core/prizes/phrases.py), worded in English: the issue's own sentences, the
pools' arithmetic, the prizes not awarded, the rules and the criteria."""
from __future__ import annotations

from fractions import Fraction

from generator.core.model import Player, Start, Tournament
from generator.core.prizes import phrases
from generator.core.prizes.allocation import allocate
from generator.core.prizes.fund import AgeLimit, Category, Prize, PrizeFund, RatingBand, Sharing
from generator.core.scenarios.statements import word
from generator.core.standings import StandingRow
from generator.i18n.catalogues import translator

EN = translator("en")
NAMES = ("Mehmet Yılmaz", "Tobias Meißner", "Lena Hoffmann", "Anna Weiß", "Jörg Schäfer", "Emil Hartmann")


def euros(*amounts: int) -> tuple[Prize, ...]:
    return tuple(Prize(cents=a * 100) for a in amounts)


def field(sexes: dict[int, str]) -> Tournament:
    return Tournament("t", "T", tuple(Player(Start(i), name, sex=sexes.get(i)) for i, name in enumerate(NAMES, 1)))


def said(fund: PrizeFund, points: tuple[float, ...], sexes: dict[int, str]) -> dict[str, list[str]]:
    t = field(sexes)
    rows = [StandingRow(i, i, Start(i), Fraction(p)) for i, p in enumerate(points, 1)]
    names = {p.start: p.name for p in t.players}
    got = allocate(t, rows, fund)
    return {names[a.start]: [word(phrases.award_line(a, names, fund), EN),
                             *(word(r, EN) for r in phrases.award_reasons(a, names, fund))] for a in got.awards}


def test_the_best_woman_and_why_the_one_placed_higher_is_not():
    """The issue's sentence: Anna Weiß is the best woman, because Lena Hoffmann, placed higher, took the 3rd prize."""
    fund = PrizeFund(categories=(Category("Women", "Best woman", sex="f"),), main=euros(300, 200, 150),
                     prizes=(("Women", euros(60)),), currency="€")
    lines = said(fund, (6, 5.5, 5, 4.5, 4, 3), {3: "f", 4: "f"})
    assert lines["Anna Weiß"] == ["Anna Weiß: Best woman, 60\u00a0€.",
                                  "Lena Hoffmann, placed higher, took 3rd prize; one prize per player."]
    assert lines["Lena Hoffmann"] == [
        "Lena Hoffmann: 3rd prize, 150\u00a0€.",
        "Lena Hoffmann was also first in line for Best woman: one prize per player, the highest."]


def test_a_split_says_its_arithmetic():
    """The issue's: 3rd–5th pooled: 150 + 100 + 50 = 300 €, three players tied: 100 € each."""
    fund = PrizeFund(main=euros(300, 200, 150, 100, 50), sharing=Sharing.SPLIT, currency="€")
    lines = said(fund, (6, 5.5, 5, 5, 5, 3), {})
    assert lines["Lena Hoffmann"] == ["Lena Hoffmann: a share of the 3rd–5th prizes, 100\u00a0€.",
                                      "3rd–5th pooled: 150 + 100 + 50 = 300\u00a0€; 3 players tied on points: "
                                      "100\u00a0€ each."]


def test_the_hort_system_says_each_ones_own_part():
    fund = PrizeFund(main=euros(300, 200, 150), sharing=Sharing.HORT, currency="€")
    lines = said(fund, (6, 5, 5, 3, 2, 1), {})
    assert lines["Tobias Meißner"][1:] == [
        "2nd–3rd, 2 players tied on points, Hort system: each keeps 50 % of his own place's prize, the other 50 % of "
        "200 + 150 = 350\u00a0€ is shared: 87.50\u00a0€ each.",
        "Own part 100\u00a0€ + shared part 87.50\u00a0€ = 187.50\u00a0€."]


def test_whole_units_say_who_gets_the_spare_one():
    """100 € among three tied for the only prize, in whole euros: 34, 33, 33."""
    fund = PrizeFund(main=euros(100), sharing=Sharing.SPLIT, rounding=100, currency="€")
    lines = said(fund, (5, 5, 5, 1, 1, 1), {})
    assert lines["Mehmet Yılmaz"][0] == "Mehmet Yılmaz: a share of the 1st–3rd prizes, 34\u00a0€."
    assert lines["Tobias Meißner"][0] == "Tobias Meißner: a share of the 1st–3rd prizes, 33\u00a0€."
    assert lines["Mehmet Yılmaz"][1:] == [
        "1st–3rd pooled: 100\u00a0€; 3 players tied on points: 33.33…\u00a0€ each.",
        "Paid in multiples of 1\u00a0€: the first by tie-break gets 1\u00a0€ more."]


def test_a_prize_nobody_takes_and_the_rules_in_words():
    fund = PrizeFund(categories=(Category("Seniors", "Best senior", age=AgeLimit(over=65), min_size=3),
                                 Category("U1800", "Under 1800", rating=RatingBand(high=1799))),
                     main=euros(100), prizes=(("Seniors", euros(40)), ("U1800", euros(30))), currency="€",
                     age_year=2026, rating_list="the DWZ list of 1 September 2026", min_points=Fraction(3))
    t = Tournament("t", "T", (Player(Start(1), "A", birth="1950"), Player(Start(2), "B", rating=1700)))
    got = allocate(t, [StandingRow(1, 1, Start(1), Fraction(4)), StandingRow(2, 2, Start(2), Fraction(2))], fund)
    assert [word(phrases.unawarded_line(u, fund), EN) for u in got.unawarded] == [
        "Best senior (40\u00a0€): not awarded; the category has 1 player, fewer than the 3 the rules ask for.",
        "Under 1800 (30\u00a0€): not awarded; nobody in the category meets the conditions."]
    rules = [word(r, EN) for r in phrases.rules(fund)]
    assert "A prize needs at least 3 points." in rules
    assert "Rating bands go by the DWZ list of 1 September 2026." in rules
    assert "Age groups go by the year of birth, counted for 2026." in rules
    assert [word(c, EN) for c in phrases.criteria(fund.categories[0], fund, {})] == [
        "born 1961 or earlier", "awarded with at least 3 players"]
    assert [word(c, EN) for c in phrases.criteria(fund.categories[1], fund, {})] == [
        "rated 1799 or lower", "unrated players not included"]


def test_amounts_with_cents_and_objects():
    assert word(phrases.money(18750, "€"), EN) == "187.50\u00a0€"
    assert word(phrases.money(Fraction(10000, 3), ""), EN) == "33.33…"
    assert word(phrases.prize_value(Prize(item="a book", value=20), PrizeFund()), EN) == "a book"
