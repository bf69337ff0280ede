"""Who belongs to a category (generator/core/prizes/categories.py): FIDE's age cut-offs by birth year, sex, rating
bands, unrated players, clubs, lists; a category's standing is the tournament's, filtered, never re-ranked."""
from __future__ import annotations

from fractions import Fraction

from generator.core.model import Player, Start, Tournament
from generator.core.prizes.categories import (
    age_overlap,
    birth_year,
    category_standing,
    eligible,
    members,
    missing_birth,
    sex_of,
)
from generator.core.prizes.fund import AgeLimit, Category, PrizeFund, RatingBand
from generator.core.standings import StandingRow


def player(start: int, **facts: object) -> Player:
    return Player(Start(start), f"P{start}", **facts)  # type: ignore[arg-type]


def in_it(category: Category, *players: Player, year: int = 2026) -> list[int]:
    return sorted(members(category, players, year))


def test_under_14_in_2026_is_born_2012_or_later():
    """FIDE D.04.07 art. 6: not reached 14 before 1 January of the year: born 31 Dec 2011 is out, 1 Jan 2012 in."""
    u14 = Category("U14", "U14", age=AgeLimit(under=14))
    assert in_it(u14, player(1, birth="2011-12-31"), player(2, birth="2012-01-01"), player(3, birth="2012")) == [2, 3]


def test_65_plus_in_2026_is_born_1961_or_earlier():
    """FIDE D.04.03 art. 2.2: 65 or older in the year of the tournament: born 31 Dec 1961 qualifies."""
    seniors = Category("65+", "65+", age=AgeLimit(over=65))
    assert in_it(seniors, player(1, birth="1961-12-31"), player(2, birth="1962-01-01"), player(3, birth="1950")) == [1, 3]


def test_a_band_of_birth_years_and_trf_birth_dates():
    band = Category("U12", "U12", age=AgeLimit(born=(2014, 2015)))
    assert in_it(band, player(1, birth="2013/12/31"), player(2, birth="2014/05/03"), player(3, birth="2015")) == [2, 3]
    assert birth_year(player(4, birth="  1979/05/03 ")) == 1979 and birth_year(player(5)) is None


def test_under_1800_takes_1799_not_1800_nor_unrated_unless_the_rules_say_so():
    u1800 = Category("U1800", "U1800", rating=RatingBand(high=1799))
    field = (player(1, rating=1800), player(2, rating=1799), player(3))
    assert in_it(u1800, *field) == [2]
    with_unrated = Category("U1800", "U1800", rating=RatingBand(high=1799, with_unrated=True))
    assert in_it(with_unrated, *field) == [2, 3]


def test_women_are_f_or_w_as_tournament_yml_and_trf_write_them():
    women = Category("Women", "Women", sex="f")
    assert in_it(women, player(1, sex="f"), player(2, sex="W"), player(3, sex="m"), player(4)) == [1, 2]
    assert sex_of(player(5, sex="M")) == "m" and sex_of(player(6, sex="x")) is None


def test_criteria_combine_and_a_player_may_be_in_several_categories():
    girls = Category("Girls", "Girls U14", sex="f", age=AgeLimit(under=14))
    club = Category("Club", "Club", clubs=("SK  Lindenau",))
    listed = Category("Listed", "Listed", players=(2, 3))
    field = (player(1, sex="f", birth="2013", club="sk lindenau"), player(2, sex="f", birth="2010"),
             player(3, sex="m", birth="2013", club="SV Grünau"))
    assert in_it(girls, *field) == [1] and in_it(club, *field) == [1] and in_it(listed, *field) == [2, 3]
    assert in_it(Category("Unrated", "Unrated", unrated=True), player(1, rating=1500), player(2)) == [2]


def test_a_category_standing_keeps_the_tournaments_order_and_its_ties():
    rows = [StandingRow(1, 1, Start(4), Fraction(5)), StandingRow(2, 3, Start(2), Fraction(4)),
            StandingRow(2, 3, Start(3), Fraction(4)), StandingRow(4, 4, Start(1), Fraction(3))]
    standing = category_standing(Category("C", "C", players=(1, 3)), rows, frozenset({Start(1), Start(3)}))
    assert [r.start for r in standing.rows] == [3, 1]
    assert standing.rows[0].rank_label == "2–3" and standing.place(Start(1)) == 2


def test_players_an_age_category_cannot_place_are_named():
    u18 = Category("U18", "U18", sex="f", age=AgeLimit(under=18))
    field = (player(1, sex="f"), player(2, sex="m"), player(3, sex="f", birth="2010"))
    assert [p.start for p in missing_birth(u18, field, 2026)] == [1]
    assert missing_birth(Category("W", "W", sex="f"), field, 2026) == ()


def test_overlapping_age_groups():
    assert age_overlap(AgeLimit(under=12), AgeLimit(under=14), 2026) == (2014, 10**6)
    assert age_overlap(AgeLimit(born=(2014, 2015)), AgeLimit(born=(2012, 2013)), 2026) is None
    assert age_overlap(AgeLimit(born=(2012, 2014)), AgeLimit(under=12), 2026) == (2014, 2014)


def test_the_conditions_of_a_prize_leave_players_in_the_category_but_out_of_its_prizes():
    field = Tournament("t", "T", (player(1), player(2), player(3)), withdrawals={Start(3): 4})
    points = {Start(1): Fraction(3), Start(2): Fraction(2), Start(3): Fraction(5)}
    everyone = frozenset(points)
    fund = PrizeFund(min_points=Fraction(5, 2), withdrawn_eligible=False)
    assert eligible(fund, None, field, points, everyone) == {Start(1)}
    assert eligible(PrizeFund(), Category("C", "C", min_points=Fraction(3)), field, points, everyone) == {
        Start(1), Start(3)}
