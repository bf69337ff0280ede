"""generator/core/teams/model.py: the league's value objects: boards with their colours by the league's rule, teams
and their rosters, matches, fixtures."""
from __future__ import annotations

from generator.core.model import Colour, GameResult, Start
from generator.core.teams.model import (
    HOME_BLACK_ON_ODD,
    HOME_WHITE_ON_ODD,
    NO_PLAYER,
    Fixture,
    League,
    Match,
    MatchForfeit,
    Team,
    colour_of_home,
    fixtures_from_table,
    flipped,
    make_board,
)


def test_colours_follow_the_league_rule(liga: League) -> None:
    """Home Black on odd boards (DSJ 5.1): Brandt (home, board 1) had Black, Hoffmann (board 2) White."""
    match = next(m for m in liga.matches if m.round == 1 and m.home == "lindenau")
    assert liga.colours == HOME_BLACK_ON_ODD
    assert [b.home_colour for b in match.boards] == [Colour.BLACK, Colour.WHITE, Colour.BLACK, Colour.WHITE]
    assert match.boards[0].game.black == match.boards[0].home and match.boards[0].result is GameResult.BLACK_WINS


def test_a_board_is_typed_from_the_home_side_and_stored_as_played() -> None:
    """The organiser writes '1-0' for a home win; with the home player on Black the game is 0-1 for White, a
    forfeit flips the same way, a draw stays a draw; read back from the home side it is '1-0' again."""
    board = make_board(1, Start(1), Start(5), GameResult.WHITE_WINS, Colour.BLACK)
    assert (board.game.white, board.game.black, board.result) == (5, 1, GameResult.BLACK_WINS)
    assert (board.home, board.away, board.home_result) == (1, 5, GameResult.WHITE_WINS)
    forfeit = make_board(2, Start(2), Start(6), GameResult.WHITE_WINS_FORFEIT, Colour.BLACK)
    assert forfeit.result is GameResult.BLACK_WINS_FORFEIT
    assert make_board(3, Start(3), Start(7), GameResult.DRAW, Colour.BLACK).result is GameResult.DRAW
    assert flipped(flipped(GameResult.BLACK_WINS_FORFEIT)) is GameResult.BLACK_WINS_FORFEIT


def test_the_colour_pattern_repeats_down_the_boards() -> None:
    """Home White on odd boards: W B W B … on 8 boards; a three-board pattern W W B repeats from board 4."""
    assert [colour_of_home(HOME_WHITE_ON_ODD, b) for b in range(1, 9)] == [Colour.WHITE, Colour.BLACK] * 4
    pattern = (Colour.WHITE, Colour.WHITE, Colour.BLACK)
    assert [colour_of_home(pattern, b) for b in (1, 3, 4, 6)] == [Colour.WHITE, Colour.BLACK, Colour.WHITE,
                                                                  Colour.BLACK]


def test_an_empty_board_has_one_player() -> None:
    board = make_board(4, Start(4), NO_PLAYER, GameResult.WHITE_WINS_FORFEIT, Colour.WHITE)
    assert board.players() == (4,)


def test_substitutes_rank_after_the_regular_players() -> None:
    """Roster 1–4 and substitute 9: the substitute is fifth in the ranking; a player of another team has none."""
    team = Team("a", "A", 1, (Start(1), Start(2), Start(3), Start(4)), substitutes=(Start(9),))
    assert team.rank_of(Start(9)) == 5 and team.rank_of(Start(2)) == 2 and team.rank_of(Start(7)) is None


def test_fixtures_from_a_berger_table_give_the_odd_team_out_a_round_off() -> None:
    """Three teams on the table for four (C.05 Annex 1, Berger tables for 3 or 4 participants: 1–4 2–3, 4–3 1–2,
    2–4 3–1): position 4 is no team, so each round has one match and one team off."""
    table = [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]]
    assert fixtures_from_table(table, ["x", "y", "z"]) == (
        Fixture(1, "y", "z"), Fixture(2, "x", "y"), Fixture(3, "z", "x"))
    assert fixtures_from_table(table[:1], ["x", "y", "z"], first_round=4) == (Fixture(4, "y", "z"),)


def test_a_round_is_completed_when_every_match_of_it_is_finished() -> None:
    """Round 1 played, round 2 with a board still pending, round 3 forfeited whole: one round completed; a
    match without boards entered is pending, a forfeited one is not."""
    teams = (Team("a", "A", 1, (Start(1),)), Team("b", "B", 2, (Start(2),)))
    played = Match(1, "a", "b", (make_board(1, Start(1), Start(2), GameResult.DRAW, Colour.WHITE),))
    open_board = Match(2, "b", "a", (make_board(1, Start(2), Start(1), GameResult.PENDING, Colour.WHITE),))
    forfeited = Match(3, "a", "b", forfeit=MatchForfeit.HOME_WINS)
    league = League("l", "L", teams, (), boards=1, matches=(played, open_board, forfeited))
    assert (league.rounds_completed, league.rounds_entered) == (1, 3)
    assert open_board.pending and not forfeited.pending and Match(4, "a", "b").pending
    assert league.matches_of("a") == (played, open_board, forfeited) and played.opponent_of("b") == "a"
