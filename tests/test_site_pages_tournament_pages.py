"""generator/site/pages/tournament_pages.py: a tournament's pages kind by kind (overview, standings, rounds,
crosstable, player pages with their rating card), from the hand-made club tournament (tests/sitedata.py)."""
from __future__ import annotations

import dataclasses

from plans import SLUG, context_of, page, plan
from sitedata import PLAYERS, ROUND_3, club_tournament

from generator.core.model import RatingSystem, Round, Tournament
from generator.site.pages.contexts import (
    CrosstableContext,
    DwzContext,
    OverviewContext,
    PlayerContext,
    StandingsContext,
)


def test_player_page_lists_each_round_with_running_score_and_rank_after_it() -> None:
    """Eng: PAB in round 1 (1, rank 1–3), forfeit win with white against Díaz in round 2 (2, rank 1),
    round 3 against Berg with white, not yet played (no score, no rank)."""
    lines = context_of(plan(), SLUG + "player/4/", PlayerContext).rounds
    summary = [(r.round, r.opponent.name if r.opponent else None, r.colour, r.outcome,
                r.running, r.rank_label, r.pending) for r in lines]
    assert summary == [
        (1, None, None, "pairing-allocated bye", 1, "1–3", False),
        (2, "Clara Díaz", "white", "won by forfeit", 2, "1", False),
        (3, "Anna Berg", "white", "not yet played", 2, None, True),
    ]


def test_withdrawn_player_page_marks_the_rounds_after_withdrawal() -> None:
    """Hahn withdrew before round 3: round 3 reads 'withdrawn' and the player is flagged from round 3."""
    context = context_of(plan(), SLUG + "player/7/", PlayerContext)
    assert context.player.withdrawn_from == 3
    assert context.rounds[2].outcome == "withdrawn"


def test_overview_shows_current_standings_last_results_and_next_pairings_from_the_round_file() -> None:
    """After round 2 with round 3 paired in its file: standings after 2, round 2 results, round 3 pairings."""
    context = context_of(plan(), SLUG, OverviewContext)
    assert context.standings is not None and context.standings.after_round == 2
    assert context.last_round is not None and context.last_round.number == 2
    upcoming = context.next_round
    assert upcoming is not None and upcoming.number == 3 and not upcoming.provisional
    assert [(b.white.start, b.black.start) for b in upcoming.boards] == [(4, 1), (2, 6), (3, 5)]


def test_crosstable_cells_name_the_opponent_row_colour_and_result() -> None:
    """Rows in standings order, opponents by starting number (as player pages and explanations name them):
    Berg (no. 1) beat Fox (no. 5) with white in round 1, drew Cole (no. 2) with black in round 2; Eng's round 1
    is a PAB worth 1; a pending game shows no result and is marked pending."""
    rows = context_of(plan(), SLUG + "crosstable/", CrosstableContext).rows
    assert [int(row.line.player.start) for row in rows][:2] == [4, 1]
    by_start = {int(row.line.player.start): row for row in rows}
    assert [c.text for c in by_start[1].cells] == ["5w1", "2b½", "4b"]
    assert [c.pending for c in by_start[1].cells] == [False, False, True]
    assert [c.text for c in by_start[4].cells][:2] == ["PAB 1", "3w+"]
    assert by_start[3].cells[1].text == "4b−"
    assert by_start[1].cells[0].target == "p5"


def test_tournament_that_has_not_started_has_no_standings_pages() -> None:
    """Only round-1 pairings entered: overview, starting list, round 1, crosstable, next round, players."""
    site_plan = plan(club_tournament(rounds=(Round(1, ROUND_3.games),)))
    urls = [p.url for p in site_plan.pages]
    assert not any("/standings/" in u for u in urls)
    assert context_of(site_plan, SLUG, OverviewContext).standings is None
    upcoming = context_of(site_plan, SLUG, OverviewContext).next_round
    assert upcoming is not None and upcoming.number == 1


def test_player_card_has_boards_rating_change_and_performance() -> None:
    """Anna Berg (2100, K 20 derived) beat Fox (1850: D 250, PD .81, +.19) on board 1 and drew Cole (2050: D 50,
    PD .57, −.07) on board 1: 20 × .12 = 2.4 → +2; per game +3.8 and −1.4; round 3 is pending (board 1, no
    change). Performance: Ra (1850 + 2050) / 2 = 1950, p 1½ / 2 = .75, dp +193: 2143."""
    card = context_of(plan(), SLUG + "player/1/", PlayerContext)
    assert [(r.board, r.rating_change) for r in card.rounds] == [(1, "+3.8"), (1, "\u22121.4"), (1, "")]
    assert card.rating_change is not None
    assert (card.rating_change.change, card.rating_change.exact, card.rating_change.k) == ("+2", "+2.4", 20)
    assert "derived" in card.rating_change.k_note.casefold()
    assert (card.performance, card.performance_games) == (2143, 2)
    assert context_of(plan(), SLUG + "player/4/", PlayerContext).rounds[0].board is None   # a bye


def test_a_given_k_is_used_and_the_rating_change_can_be_turned_off() -> None:
    """k: 40 in the player's data: 40 × .12 = 4.8 → +5, not called derived; rating_change: false: none shown,
    while the performance rating stays."""
    players = (dataclasses.replace(PLAYERS[0], k=40), *PLAYERS[1:])
    given = context_of(plan(club_tournament(players=players)), SLUG + "player/1/", PlayerContext).rating_change
    assert given is not None and given.change == "+5" and "derived" not in given.k_note.casefold()
    off = context_of(plan(club_tournament(rating_change=RatingSystem.NONE)), SLUG + "player/1/", PlayerContext)
    assert off.rating_change is None and all(r.rating_change == "" for r in off.rounds)
    assert off.performance == 2143


def test_unrated_players_get_no_rating_change() -> None:
    players = (dataclasses.replace(PLAYERS[0], rating=None), *PLAYERS[1:])
    card = context_of(plan(club_tournament(players=players)), SLUG + "player/1/", PlayerContext)
    assert card.rating_change is None and card.performance == 2143


def _dwz_tournament() -> Tournament:
    """The club tournament with a DWZ for each player but Eng (who then counts with his FIDE 1900)."""
    dwz = {1: (2040, 50), 2: (1985, 31), 3: (1920, 7), 5: (1760, 3), 6: (1702, 12), 7: (1650, 40)}
    players = tuple(dataclasses.replace(p, dwz=dwz[p.start][0], dwz_index=dwz[p.start][1], birth="1990")
                    if p.start in dwz else dataclasses.replace(p, birth="1990") for p in PLAYERS)
    return club_tournament(players=players)


def test_a_tournament_with_dwz_shows_the_dwz_change_and_not_fides() -> None:
    """The default follows the data: players with a DWZ, so the DWZ. Anna Berg (2040-50) beat Fox (1760) and drew
    Cole (1985), the forfeit and pending rounds not rated: her card has the two games and We, E, Rn; no FIDE
    change; the menu and the DWZ page list every player's change in the order of the standings."""
    site_plan = plan(_dwz_tournament())
    card = context_of(site_plan, SLUG + "player/1/", PlayerContext)
    assert card.rating_change is None and card.dwz is not None and card.dwz_href == SLUG + "dwz/"
    assert [(g.round, g.opponent.name) for g in card.dwz.games] == [(1, "Eva Fox"), (2, "Boris Cole")]
    assert card.dwz.old == "2040-50" and card.dwz.new.endswith("-51") and len(card.dwz.steps) == 3
    page_context = context_of(site_plan, SLUG + "dwz/", DwzContext)
    standings = context_of(site_plan, SLUG + "standings/2/", StandingsContext).standings
    assert [r.player.start for r in page_context.table.rows] == [line.player.start for line in standings.lines]
    assert {d.kind for d in page_context.downloads} == {"dwz_csv", "dwz_json"}
    eng = context_of(site_plan, SLUG + "player/4/", PlayerContext).dwz
    assert eng is not None and eng.old == "1900-6"                      # his FIDE rating stands in
    header = context_of(site_plan, SLUG, OverviewContext).tournament
    assert any(item.href == SLUG + "dwz/" for item in header.nav)


def test_a_fide_tournament_has_no_dwz_page() -> None:
    site_plan = plan()
    assert SLUG + "dwz/" not in [p.url for p in site_plan.pages]
    assert context_of(site_plan, SLUG + "player/1/", PlayerContext).dwz is None
    assert not any(item.href == SLUG + "dwz/" for item in context_of(site_plan, SLUG, OverviewContext).tournament.nav)


def test_standings_and_round_folders_answer_with_the_latest() -> None:
    """standings/ shows the standings after the last finished round, round/ the last entered round; the
    tournament menu links to the folders."""
    site_plan = plan()
    assert page(site_plan, SLUG + "standings/").context == page(site_plan, SLUG + "standings/2/").context
    assert page(site_plan, SLUG + "round/").context == page(site_plan, SLUG + "round/3/").context
    nav = {item.section: item.href for item in context_of(site_plan, SLUG, OverviewContext).tournament.nav}
    assert (nav["standings"], nav["rounds"]) == (SLUG + "standings/", SLUG + "round/")
