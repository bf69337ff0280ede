"""generator/site/pages/pieces.py: the pieces a tournament's pages are made of: standings tables, round views
with their boards and byes, player references."""
from __future__ import annotations

from fractions import Fraction

from plans import SLUG, context_of, plan
from sitedata import ROUND_1, ROUND_2, ROUND_3, club_site, club_tournament

from generator.core.model import Game, Round, Start, Tournament
from generator.core.standings import StandingRow, Standings, compute_standings
from generator.site.pages.contexts import RoundContext, StandingsContext
from generator.site.pages.data import prepare_tournament
from generator.site.pages.pieces import board_order
from generator.site.pages.planner import plan_site


def test_standings_share_ranks_when_points_tie_and_no_tiebreak_is_configured() -> None:
    """After round 2: Eng 2; Berg and Cole 1½ share 2–3; Grün 1; Díaz, Fox, Hahn ½ share 5–7."""
    table = context_of(plan(), SLUG + "standings/2/", StandingsContext).standings
    rows = [(line.rank_label, line.player.start, line.points) for line in table.lines]
    assert rows == [("1", 4, 2), ("2–3", 1, Fraction(3, 2)), ("2–3", 2, Fraction(3, 2)), ("4", 6, 1),
                    ("5–7", 3, Fraction(1, 2)), ("5–7", 5, Fraction(1, 2)), ("5–7", 7, Fraction(1, 2))]


def test_standings_tables_show_the_tiebreak_chain_and_values() -> None:
    """Tie-break columns come from Standings.chain and each row's values, in chain order."""
    def with_tiebreaks(tournament: Tournament, after_round: int) -> Standings:
        base = compute_standings(tournament, after_round)
        rows = tuple(StandingRow(r.rank, r.rank_last, r.start, r.points, (Fraction(r.start), Fraction(7, 2)))
                     for r in base.rows)
        return Standings(after_round, ("BH", "SB"), rows, base.cards)
    tournament = club_tournament()
    site = club_site(tournaments=(tournament,))
    site_plan = plan_site(site, [prepare_tournament(tournament, with_tiebreaks)])
    table = context_of(site_plan, SLUG + "standings/2/", StandingsContext).standings
    assert table.chain == ("BH", "SB")
    assert table.lines[0].tiebreaks == (Fraction(4), Fraction(7, 2))


def test_round_page_shows_boards_with_points_before_the_round_and_the_byes() -> None:
    """Round 2 board 1: Cole (1 point before) – Berg (1), ½–½; board 2 is a forfeit; Fox has a half-point bye;
    a finished round links to the standings after it, the round in progress does not."""
    view = context_of(plan(), SLUG + "round/2/", RoundContext).round
    first, second = view.boards[0], view.boards[1]
    assert (first.white.start, first.white_points_before, first.result, first.black_points_before) == (2, 1, "½–½", 1)
    assert (second.result, second.note) == ("+ –", "White wins by forfeit")
    assert [(b.player.start, b.kind, b.points) for b in view.byes] == [(5, "half-point bye", Fraction(1, 2))]
    assert view.finished
    assert context_of(plan(), SLUG + "round/2/", RoundContext).standings_href == SLUG + "standings/2/"
    assert context_of(plan(), SLUG + "round/3/", RoundContext).standings_href is None


def test_a_player_without_a_board_shows_among_the_byes_as_withdrawn_or_absent() -> None:
    """Round 3: Hahn (no. 7) withdrew before it and has no board: 'withdrawn', 0 points. Round 2 with Fox's
    half-point bye left out of the file: Fox is 'absent', 0 points, a requested zero-point bye for the
    tie-breaks (docs/rules/tiebreaks.md §2.1)."""
    byes = context_of(plan(), SLUG + "round/3/", RoundContext).round.byes
    assert [(b.player.start, b.kind, b.points, b.why) for b in byes] == [
        (7, "withdrawn", 0, "counts as a requested zero-point bye")]
    unmarked = Round(2, ROUND_2.games, (), ROUND_2.date)
    byes = context_of(plan(club_tournament(rounds=(ROUND_1, unmarked, ROUND_3))), SLUG + "round/2/",
                      RoundContext).round.byes
    assert [(b.player.start, b.kind, b.points) for b in byes] == [(5, "absent", 0)]
    assert "zero-point bye" in byes[0].why


def test_boards_are_shown_in_the_order_of_their_numbers_else_as_the_file_lists_them() -> None:
    """Boards numbered 3, 1, 2 in the file are shown 1, 2, 3; with one board unnumbered the file's order is
    kept, and the round page numbers them 1, 2, 3 down the page."""
    games = (Game(Start(3), Start(7), board=3), Game(Start(1), Start(5), board=1), Game(Start(6), Start(2), board=2))
    assert [g.board for g in board_order(games)] == [1, 2, 3]
    unnumbered = (games[0], games[1], Game(Start(6), Start(2)))
    assert board_order(unnumbered) == list(unnumbered)
    unnumbered_round = Round(3, (Game(Start(4), Start(1)), Game(Start(2), Start(6)), Game(Start(3), Start(5))))
    site_plan = plan(club_tournament(rounds=(ROUND_1, ROUND_2, unnumbered_round)))
    boards = context_of(site_plan, SLUG + "round/3/", RoundContext).round.boards
    assert [(b.board, b.white.start) for b in boards] == [(1, 4), (2, 2), (3, 3)]


def test_the_feed_has_a_round_entry_naming_everyone_who_shares_the_lead() -> None:
    """After round 1 Berg, Cole and Eng share first place on 1 point; after round 2 Eng leads alone on 2.
    Round 3 is not finished: no entry yet."""
    rounds = [e for e in plan().feed if "results of round" in e.title]
    assert [(e.href, e.date) for e in rounds] == [(SLUG + "round/2/", ROUND_2.date), (SLUG + "round/1/", ROUND_1.date)]
    assert "Leading: David Eng with 2 points" in rounds[0].summary
    assert "Leading: Anna Berg, Boris Cole, David Eng with 1 point." in rounds[1].summary
