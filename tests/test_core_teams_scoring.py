"""generator/core/teams/scoring.py: a team's rounds scored: match points (C.07 11.1; DSJ Spielordnung 5.2, or the
league's own), game points board by board, empty boards and whole matches forfeited (TEC §2.3).

Figures come from FIDE TEC's "Exercises in Tie-Breaking" (C.07-2023; exercise numbers cited), or were worked by
hand on the 4-team league of tests/data/league (comments give the working).
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from hypothesis import given, settings
from team_cases import F, boards_for, leagues

from generator.core.model import GameResult
from generator.core.teams.model import League, Match, MatchForfeit, MatchPoints
from generator.core.teams.scoring import Outcome, score_match, team_cards
from generator.core.teams.standings import compute_league_table


def test_three_match_points_for_a_win_when_the_league_says_so(liga: League) -> None:
    """match_points 3/1/0: Lindenau won once and drew twice, 3 + 1 + 1 = 5; Eutritzsch drew all three, 3."""
    table = compute_league_table(replace(liga, match_points=MatchPoints(F(3), F(1), F(0))))
    assert {r.team: r.mp for r in table.rows} == {"lindenau": 5, "gruenau": 5, "eutritzsch": 3, "probstheida": 1}


def test_an_empty_board_is_lost_by_forfeit(liga: League) -> None:
    """Round 1, Grünau – Eutritzsch: ½ 0 ½ and board 4 left empty by Eutritzsch: 2:2, a drawn match."""
    match = next(m for m in liga.matches if m.round == 1 and m.home == "gruenau")
    home, away = score_match(match, liga)
    assert (home.gp, away.gp, home.outcome, away.outcome) == (2, 2, Outcome.DRAW, Outcome.DRAW)
    assert home.boards == (F(1, 2), 0, F(1, 2), 1)


def test_a_whole_match_forfeited_gives_the_winner_every_board(liga: League) -> None:
    """TEC §2.3: a match won by forfeit is 2 MP and n GP (4 on 4 boards), the loser 0 and 0."""
    home, away = score_match(Match(1, "lindenau", "gruenau", forfeit=MatchForfeit.AWAY_WINS), liga)
    assert (home.mp, home.gp, home.outcome) == (0, 0, Outcome.FORFEIT_LOSS)
    assert (away.mp, away.gp, away.outcome) == (2, 4, Outcome.FORFEIT_WIN)
    double = score_match(Match(1, "lindenau", "gruenau", forfeit=MatchForfeit.DOUBLE), liga)
    assert [(r.mp, r.gp) for r in double] == [(0, 0), (0, 0)]


@settings(max_examples=60, deadline=None)
@given(leagues())
def test_board_points_add_up_to_matches_and_matches_to_the_table(league: League) -> None:
    """Every match: the board points of each side add up to its game points, both sides to the boards played
    (unless forfeited by both), and the match points follow the game points; every team: the table's MP and GP
    are the sums over its matches, and its won/drawn/lost add up to its matches."""
    mp: dict[str, Fraction] = {t.slug: F(0) for t in league.teams}
    gp = dict(mp)
    for match in league.matches:
        home, away = score_match(match, league)
        assert sum(home.boards, F(0)) == home.gp and sum(away.boards, F(0)) == away.gp
        if match.forfeit is not MatchForfeit.DOUBLE:
            assert home.gp + away.gp == league.boards
        if home.gp != away.gp:
            winner, loser = (home, away) if home.gp > away.gp else (away, home)
            assert (winner.mp, loser.mp) == (league.match_points.win, league.match_points.loss)
        mp[match.home] += home.mp
        mp[match.away] += away.mp
        gp[match.home] += home.gp
        gp[match.away] += away.gp
    table = compute_league_table(league, chain=["EDE", "BERLIN"])
    for row in table.rows:
        assert (row.mp, row.gp) == (mp[row.team], gp[row.team])
        assert row.won + row.drawn + row.lost == row.played == len(league.matches_of(row.team))
    assert [r.rank for r in table.rows] == sorted(r.rank for r in table.rows)
    cards = team_cards(league)
    assert sum(c.mp for c in cards.values()) == sum(mp.values())


def test_board_helper_gives_the_points_asked_for() -> None:
    assert boards_for(F(5, 2), 4) == [GameResult.WHITE_WINS, GameResult.WHITE_WINS, GameResult.DRAW,
                                       GameResult.BLACK_WINS]
