"""generator/core/ratings/fide.py: FIDE rating change and performance rating, pinned with cases worked by hand from the
rule text (B.02, Rating Regulations effective from 1 March 2024, 8.3.1 as amended from 1 October 2025; table
8.1.2 for PD, table 8.1.1 for dp). The figures are those of the worked examples A–D of the project's rating
summary, each redone here from the tables."""
from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest

from generator.core.model import Game, GameResult, Player, Round, Start, Tournament
from generator.core.ratings.fide import (
    KFactor,
    KSource,
    RatedGame,
    RatingChange,
    RatingRules,
    birth_year,
    counted_difference,
    expected_score,
    k_factor,
    performance_rating,
    rated_games,
    rating_change,
    round_half_away,
    rules_on,
    tournament_rating_change,
)
from generator.core.scoring import scorecards

NOW = RatingRules.OCTOBER_2025
HALF = Fraction(1, 2)


def games(*pairs: tuple[int, Fraction | int]) -> tuple[RatedGame, ...]:
    return tuple(RatedGame(i, Start(100 + i), rating, Fraction(score)) for i, (rating, score) in enumerate(pairs, 1))


def change(rating: int, k: int, *pairs: tuple[int, Fraction | int], rules: RatingRules = NOW) -> Fraction:
    rated = games(*pairs)
    return rating_change(rating, rated, k_factor(rating, len(rated), given=k), rules).exact


def test_expected_scores_come_from_the_table_not_the_logistic_curve() -> None:
    """1880 against 2075: D = 195 lies in the band 189–197, where the higher-rated player expects .75, so the
    lower-rated one .25 (the logistic formula would give .2455); equal ratings .50 each."""
    assert expected_score(1880, 2075, NOW) == Fraction(25, 100)
    assert expected_score(2075, 1880, NOW) == Fraction(75, 100)
    assert expected_score(1900, 1900, NOW) == HALF
    assert expected_score(1880, 1790, NOW) == Fraction(62, 100)    # D = 90: band 84–91


def test_example_a_one_game_either_side() -> None:
    """A: 1880 beats 2075: 1 − .25 = .75, times K 20 = 15, times K 40 = 30; a draw +5 / +10, a loss −5 / −10;
    the 2075 player's side at K 20: win +5, draw −5, loss −15."""
    assert change(1880, 20, (2075, 1)) == 15 and change(1880, 40, (2075, 1)) == 30
    assert change(1880, 20, (2075, HALF)) == 5 and change(1880, 40, (2075, HALF)) == 10
    assert change(1880, 20, (2075, 0)) == -5 and change(1880, 40, (2075, 0)) == -10
    assert [change(2075, 20, (1880, s)) for s in (1, HALF, 0)] == [5, -5, -15]


def test_example_b_five_games_with_the_400_point_rule_both_ways() -> None:
    """B: 1880 scores 1, ½, 0, 1, 0 against 2075, 1790, 1950, 2400, 1400. ΔR = +.75, −.12, −.40, +.92
    (D 520 counted as 400: PD .08), −.92 (D −480 counted as −400: PD .92); Σ = .23; K 20: 4.6 → +5;
    K 40: 9.2 → +9."""
    pairs = ((2075, 1), (1790, HALF), (1950, 0), (2400, 1), (1400, 0))
    rated = games(*pairs)
    result = rating_change(1880, rated, k_factor(1880, 5, given=20), NOW)
    assert [g.delta for g in result.games] == [Fraction(n, 100) for n in (75, -12, -40, 92, -92)]
    assert [g.capped for g in result.games] == [False, False, False, True, True]
    assert result.delta == Fraction(23, 100)
    assert (result.exact, result.total) == (Fraction(46, 10), 5)
    assert rating_change(1880, rated, k_factor(1880, 5, given=40), NOW).total == 9


def test_example_c_halves_round_away_from_zero() -> None:
    """C (8.3.4): K 10 × .25 = 2.5 → +3; K 10 × −.25 = −2.5 → −3 (not −2, as banker's or JavaScript rounding
    would give); K 38 × .25 = 9.5 → +10."""
    assert round_half_away(Fraction(5, 2)) == 3 and round_half_away(Fraction(-5, 2)) == -3
    assert round_half_away(Fraction(19, 2)) == 10 and round_half_away(Fraction(-24, 10)) == -2
    # ΣΔR = +.25: a draw against an opponent 195 higher (.5 − .25); −.25: the same draw from the other side.
    assert change(1880, 10, (2075, HALF)) == Fraction(5, 2)
    assert rating_change(1880, games((2075, HALF)), k_factor(1880, 1, given=10), NOW).total == 3
    assert rating_change(2075, games((1880, HALF)), k_factor(2075, 1, given=10), NOW).total == -3
    assert rating_change(1880, games((2075, HALF)), k_factor(1880, 1, given=38), NOW).total == 10


def test_example_d_no_400_point_rule_from_2650_since_october_2025() -> None:
    """D: from 1 October 2025, 2700 beating 1900 counts D = 800 > 735, PD 1.00: it gains nothing; the 1900 player
    is still capped (D −400, PD .08) and loses K × .08. 2700 beating 2200: D 500, PD .96: +0.4 at K 10; under the
    March 2024 text the cap made it PD .92, +0.8 a win."""
    assert change(2700, 10, (1900, 1)) == 0
    assert change(1900, 20, (2700, 0)) == Fraction(-16, 10)
    assert change(2700, 10, (2200, 1)) == Fraction(4, 10)
    assert change(2700, 10, (2200, 1), rules=RatingRules.MARCH_2024) == Fraction(8, 10)
    assert counted_difference(2649, 2000, NOW) == 400 and counted_difference(2650, 2000, NOW) == 650


def test_the_rules_follow_the_tournaments_start_date() -> None:
    assert rules_on(dt.date(2025, 9, 30)) is RatingRules.MARCH_2024
    assert rules_on(dt.date(2025, 10, 1)) is RatingRules.OCTOBER_2025
    assert rules_on(None) is RatingRules.OCTOBER_2025


@pytest.mark.parametrize(("rating", "birth", "year", "games", "k", "source"), [
    (1880, None, 2026, 7, 20, KSource.STANDARD),
    (1880, 2008, 2026, 7, 40, KSource.JUNIOR),          # 2026 is the year of his 18th birthday
    (1880, 2007, 2026, 7, 20, KSource.STANDARD),        # past it
    (2310, 2010, 2026, 7, 20, KSource.STANDARD),        # junior, but not under 2300
    (2400, None, 2026, 7, 10, KSource.RATED_2400),
    (1880, 2010, 2026, 18, 38, KSource.JUNIOR),         # 700 rule: 18 × 40 > 700 → 38
    (1880, 2010, 2026, 19, 36, KSource.JUNIOR),
    (1880, None, 2026, 36, 19, KSource.STANDARD),
    (2500, None, 2026, 71, 9, KSource.RATED_2400),
])
def test_k_is_derived_from_rating_birth_year_and_games(rating: int, birth: int | None, year: int, games: int,
                                                       k: int, source: KSource) -> None:
    """8.3.3: 40 until the end of the year of the 18th birthday while under 2300; 20 under 2400; 10 from 2400;
    lowered to the largest K with K × n ≤ 700."""
    found = k_factor(rating, games, birth_year=birth, year=year)
    assert (found.value, found.source) == (k, source)
    assert found.lowered == (k != found.listed)


def test_a_given_k_wins_but_still_obeys_the_700_rule() -> None:
    assert k_factor(1880, 7, given=40).value == 40 and k_factor(1880, 7, given=40).source is KSource.GIVEN
    assert k_factor(2450, 19, given=40).value == 36


def test_birth_years_as_written_in_tournament_files_and_trf() -> None:
    assert [birth_year(b) for b in ("2008", "2008-05-12", "2008/00/00", "", None, "0000/00/00", "May 2008")] == \
        [2008, 2008, 2008, None, None, None, None]


def test_performance_rating_is_ra_plus_dp_of_the_rounded_score() -> None:
    """9 games against ratings summing to 19550 with 6 points: Ra 2172.2 → 2172, p .67 → dp +125: 2297.
    5 of 5 against 1900: +800 → 2700; 0 of 1 against 2050: −800 → 1250; none rated: none."""
    ratings = [2150, 2210, 2085, 2300, 1990, 2240, 2120, 2275, 2180]
    assert performance_rating(ratings, Fraction(6)) == 2297
    assert performance_rating([1900] * 5, Fraction(5)) == 2700
    assert performance_rating([2050], Fraction(0)) == 1250
    assert performance_rating([], Fraction(0)) is None


PLAYERS = (Player(Start(1), "Ann", 1880), Player(Start(2), "Bob", 2075), Player(Start(3), "Cid", 1790),
           Player(Start(4), "Dan"), Player(Start(5), "Eve", 1950, k=40))
ROUNDS = (
    Round(1, (Game(Start(1), Start(2), GameResult.WHITE_WINS), Game(Start(3), Start(5), GameResult.DRAW))),
    Round(2, (Game(Start(3), Start(1), GameResult.DRAW), Game(Start(4), Start(2), GameResult.BLACK_WINS))),
    Round(3, (Game(Start(1), Start(4), GameResult.WHITE_WINS), Game(Start(5), Start(3), GameResult.BLACK_WINS_FORFEIT))),
    Round(4, (Game(Start(5), Start(1)),)),
)
EVENT = Tournament("t", "T", PLAYERS, ROUNDS, planned_rounds=4, start_date=dt.date(2026, 9, 3))


def _change(tournament: Tournament, start: int) -> RatingChange:
    found = tournament_rating_change(tournament, tournament.player(Start(start)), scorecards(tournament)[Start(start)])
    assert found is not None
    return found


def test_only_games_over_the_board_against_rated_opponents_count() -> None:
    """Ann beats Bob (+.75), draws Cid (−.12), beats unrated Dan (not rated, 8.3.1), and her round 4 game is not
    played yet: K 20 (derived), 20 × .63 = 12.6 → +13. Cid's forfeit win over Eve is not rated (5.1): his
    change is from the draws with Eve (D −160: PD .29 → +.21) and Ann (D −90 → +.12) alone."""
    ann = _change(EVENT, 1)
    assert [g.game.round for g in ann.games] == [1, 2]
    assert (ann.k.value, ann.k.source, ann.exact, ann.total) == (20, KSource.STANDARD, Fraction(126, 10), 13)
    cid = _change(EVENT, 3)
    assert [g.game.round for g in cid.games] == [1, 2]
    assert cid.delta == Fraction(33, 100)
    assert _change(EVENT, 5).k == KFactor(40, KSource.GIVEN, 40, 1)


def test_the_rated_games_a_page_has_give_the_change_the_tournament_gives() -> None:
    """A player page passes the card's rated games it made from the players' ratings (gathered once for all
    pages): every player's change is the one worked from the tournament alone."""
    ratings = {p.start: p.rating for p in EVENT.players}
    for player in EVENT.players:
        card = scorecards(EVENT)[player.start]
        assert tournament_rating_change(EVENT, player, card, rated_games(card, ratings)) == \
            tournament_rating_change(EVENT, player, card)


def test_each_games_change_in_hundredths_is_its_exact_change() -> None:
    """A player page writes K × ΔR from whole hundredths: for wins, draws and losses against opponents above and
    below, with K 10, 13 (lowered by the 700 rule) and 40, they are the exact change × 100."""
    pairs = [(rating, score) for rating in (1500, 1987, 2013, 2400, 2800) for score in (1, HALF, 0)]
    for k in (10, 13, 40):
        for game in rating_change(2000, games(*pairs), k_factor(2000, len(pairs), given=k), NOW).games:
            assert game.change_hundredths == game.change * 100


def test_unrated_players_get_no_change() -> None:
    unrated = EVENT.player(Start(4))
    assert tournament_rating_change(EVENT, unrated, scorecards(EVENT)[Start(4)]) is None


def test_the_change_is_also_a_list_of_terms() -> None:
    """Each game as the explanations' terms: the opponent's rating, PD, the score and K × ΔR (example B's first
    two games: 2075, .25, 1, +15; 1790, .62, ½, −2.4), their values adding up to the exact change."""
    result = rating_change(1880, games((2075, 1), (1790, HALF)), k_factor(1880, 2, given=20), NOW)
    assert [(t.round, t.raw, t.score, t.result, t.value) for t in result.terms] == [
        (1, 2075, Fraction(1, 4), 1, 15), (2, 1790, Fraction(62, 100), HALF, Fraction(-24, 10))]
    assert sum(t.value for t in result.terms) == result.exact
