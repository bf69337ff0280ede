"""The prize fund as declared (generator/core/prizes/fund.py): prizes' worth, the fund's total, age limits as birth
years, categories' page addresses."""
from __future__ import annotations

from generator.core.prizes.fund import MAIN, AgeLimit, Category, Prize, PrizeFund, category_slug


def test_money_is_worth_its_cents_and_an_object_its_stated_value():
    assert Prize(cents=4000).worth == 4000 and Prize(cents=4000).money
    book = Prize(item="a book", value=2500)
    assert book.worth == 2500 and not book.money
    assert Prize(item="a trophy").worth == 0


def test_the_total_counts_money_only_and_each_list_keeps_its_prizes():
    fund = PrizeFund(categories=(Category("U18", "Best U18"),), main=(Prize(cents=30000), Prize(item="cup", value=5)),
                     prizes=(("U18", (Prize(cents=4000),)),))
    assert fund.total == 34000 and fund.has_prizes
    assert fund.prizes_of(MAIN) == fund.main and fund.prizes_of("U18") == (Prize(cents=4000),)
    assert fund.prizes_of("Women") == () and fund.category("U18").title == "Best U18"
    assert not PrizeFund(categories=fund.categories).has_prizes


def test_age_limits_as_birth_years():
    assert AgeLimit(under=18).years(2026) == (2008, None)
    assert AgeLimit(over=65).years(2026) == (None, 1961)
    assert AgeLimit(born=(2012, 2013)).years(2026) == (2012, 2013)


def test_category_page_addresses():
    assert [category_slug(n) for n in ("U18", "65+", "Beste Frau", "Jugend U14 (weiblich)", "Ü60", "+++")] == [
        "u18", "65plus", "beste-frau", "jugend-u14-weiblich", "ue60", "plusplusplus"]
    assert category_slug("ß") == "ss" and category_slug("—") == "category"
