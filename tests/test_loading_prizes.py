"""tournament.yml `categories:` and `prizes:` (generator/loading/prizes.py): what they read into, and each mistake a
located problem with a hint (errors stop the build; a category of nobody and a missing birth year warn)."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from generator.core.errors import ContentError
from generator.core.prizes.fund import AgeLimit, EqualValue, Prize, RatingBand, Sharing
from generator.loading.load import load_tournament

PLAYERS = """name: Open
dates: {start: 2026-05-02, end: 2026-05-30}
rounds: 5
players:
  - {no: 1, name: Anna Berg, rating: 2100, sex: f, birth: 1990, club: SC Nord}
  - {no: 2, name: Boris Cole, rating: 1750, sex: m, birth: 2010}
  - {no: 3, name: Clara Díaz, sex: f, birth: 1955}
  - {no: 4, name: David Eng, rating: 1650, sex: m}
"""


def read(tmp_path: Path, text: str, base: str = PLAYERS):
    folder = tmp_path / "open"
    folder.mkdir(exist_ok=True)
    (folder / "tournament.yml").write_text(base + text, encoding="utf-8")
    return load_tournament(folder)


def problems(tmp_path: Path, text: str, base: str = PLAYERS) -> list[str]:
    with pytest.raises(ContentError) as raised:
        read(tmp_path, text, base)
    return [f"{p.location.line}:{p.location.column} {p.message}" for p in raised.value.problems if p.is_error]


def test_categories_and_a_prize_fund(tmp_path):
    tournament, warnings = read(tmp_path, """categories:
  U18: {age: U18, title: Best U18}
  Women: {sex: w}
  Seniors: {age: 65+}
  U1800: {rating: below 1800, with_unrated: true}
  Band: {rating: 1600-1799}
  Club: {club: SC Nord}
  Named: {players: [Cole, 4]}
prizes:
  currency: €
  sharing: hort
  hort_share: 40%
  min_share: 12.50
  rounding: 1
  equal_value: category
  min_points: 1½
  withdrawn: excluded
  main: [300, 150.50, {item: Trophy, value: 20}]
  U18: 40
  Women: [60, {item: Book}]
""")
    fund = tournament.prize_fund
    assert fund is not None and fund.age_year == 2026
    assert [c.name for c in fund.categories] == ["U18", "Women", "Seniors", "U1800", "Band", "Club", "Named"]
    assert fund.category("U18").title == "Best U18" and fund.category("U18").age == AgeLimit(under=18)
    assert fund.category("Women").sex == "f" and fund.category("Seniors").age == AgeLimit(over=65)
    assert fund.category("U1800").rating == RatingBand(high=1799, with_unrated=True)
    assert fund.category("Band").rating == RatingBand(1600, 1799)
    assert fund.category("Named").players == (2, 4)
    assert fund.main == (Prize(cents=30000), Prize(cents=15050), Prize(item="Trophy", value=2000))
    assert fund.prizes == (("U18", (Prize(cents=4000),)), ("Women", (Prize(cents=6000), Prize(item="Book"))))
    assert (fund.sharing, fund.hort_share, fund.min_share, fund.rounding) == (Sharing.HORT, Fraction(2, 5), 1250, 100)
    assert fund.equal_value is EqualValue.CATEGORY and fund.min_points == Fraction(3, 2)
    assert not fund.withdrawn_eligible and fund.currency == "€"
    assert [(w.location.line, w.message) for w in warnings] == [
        (8, "David Eng (no. 4) has no birth year: age category 'Seniors' leaves the player out"),
        (8, "David Eng (no. 4) has no birth year: age category 'U18' leaves the player out")]


def test_categories_alone_make_a_fund_without_prizes(tmp_path):
    tournament, _ = read(tmp_path, "categories:\n  Women: {sex: f}\n")
    assert tournament.prize_fund is not None and not tournament.prize_fund.has_prizes
    assert read(tmp_path, "")[0].prize_fund is None


def test_a_category_of_nobody_warns(tmp_path):
    _, warnings = read(tmp_path, "categories:\n  Girls: {sex: f, age: U12}\n")
    assert [(w.location.line, w.message) for w in warnings] == [(10, "category 'Girls' matches nobody of the 4 "
                                                                     "players")]


def test_the_age_year_may_be_given(tmp_path):
    tournament, _ = read(tmp_path, "categories:\n  U18: {age: U18}\nprizes:\n  age_year: 2027\n")
    assert tournament.prize_fund is not None and tournament.prize_fund.age_year == 2027


@pytest.mark.parametrize(("text", "expected"), [
    ("prizes:\n  main: [100]\n  Juniors: [20]\n", "11:3 a prize for an undefined category 'Juniors'"),
    ("prizes:\n  main: [100, 50 EUR]\n", "10:15 a prize of main must be an amount of money, not the text '50 EUR'"),
    ("prizes:\n  main: [100, -5]\n", "10:15 a prize of main must be an amount of money, not the number -5"),
    ("prizes:\n  sharing: pooled\n", "10:12 unknown sharing 'pooled'"),
    ("prizes:\n  hort_share: 50%\n", "10:15 'hort_share' is for prizes shared by the Hort system"),
    ("prizes:\n  sharing: hort\n  hort_share: 150%\n", "11:15 'hort_share' must be a part between 0 and 1"),
    ("prizes:\n  main: [{value: 20}]\n", "10:10 a prize of main written as a mapping needs an 'item'"),
    ("categories:\n  U18: {age: under eighteen}\n", "10:14 'age' must be an age group such as U18 or 65+"),
    ("categories:\n  U18: {born: 2013-2011}\n", "10:15 'born' runs backwards: 2013 to 2011"),
    ("categories:\n  Strong: {rating: 1800}\n", "10:20 'rating' must be a band such as below 1800"),
    ("categories:\n  Strong: {rating: 2000-1800}\n", "10:20 the rating band runs backwards: 2000 to 1800"),
    ("categories:\n  Women: {sex: x}\n", "10:16 unknown sex 'x'"),
    ("categories:\n  All: {title: Everyone}\n", "10:3 category 'All' says nothing of who belongs to it"),
    ("categories:\n  main: {sex: f}\n", "10:3 a category cannot be called 'main'"),
    ("categories:\n  U18: {age: U18}\n  u18: {sex: f}\n", "11:3 categories 'U18' and 'u18' would share a page"),
    ("categories:\n  Named: {players: [Zed]}\n", "10:21 unknown player 'Zed'"),
    ("categories:\n  Women: {sex: f, colour: red}\n", "10:19 unknown key 'colour' in category 'Women'"),
    ("categories:\n  U12: {born: 2014-2016}\n  U14: {born: 2012-2014}\nprizes:\n  age_groups: disjoint\n",
     "11:15 age groups 'U12' and 'U14' overlap (born 2014), but the rules make age groups disjoint"),
    ("categories:\n  U12: {age: U12}\n  U14: {age: U14}\nprizes:\n  age_groups: disjoint\n",
     "11:14 age groups 'U12' and 'U14' overlap (born 2014 or later)"),
])
def test_each_mistake_is_located(tmp_path, text, expected):
    found = problems(tmp_path, text)
    assert any(p.startswith(expected) for p in found), found


def test_age_groups_need_the_tournaments_year(tmp_path):
    base = PLAYERS.replace("dates: {start: 2026-05-02, end: 2026-05-30}\n", "")
    assert problems(tmp_path, "categories:\n  Seniors: {age: 65+}\n", base) == [
        "9:18 category 'Seniors' counts ages in the tournament's year, but the tournament has no dates"]
    tournament, _ = read(tmp_path, "categories:\n  Band: {born: 2010-}\n", base)
    assert tournament.prize_fund is not None and tournament.prize_fund.category("Band").age == AgeLimit(
        born=(2010, None))
