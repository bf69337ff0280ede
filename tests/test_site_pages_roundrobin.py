"""A round robin's pages (generator/site/pages/roundrobin.py): the standings as the crosstable in rank order, the
schedule, the games to come on the player pages, the {{ crosstable }} and {{ schedule }} embeds.

The tournament: 5 players over 2 cycles (10 rounds, the Berger table for 6, C.05 Annex 1); rounds as the
schedule has them, round 2 with a postponed game while round 3 is complete."""
from __future__ import annotations

import dataclasses
import datetime as dt

from sitedata import club_site

from generator.core.model import Game, GameResult, PairingSystem, Player, Round, Start, Tournament
from generator.core.pairing import berger
from generator.core.standings import compute_standings
from generator.loading.config import NewsPost
from generator.loading.embeds import check_embed, parse_body
from generator.site.pages.contexts import NewsPostContext, PlayerContext, RoundRobinStandingsContext, ScheduleContext
from generator.site.pages.data import prepare_tournament
from generator.site.pages.planner import plan_site
from generator.site.pages.views import GridGame

SLUG = "tournament/rr/"
RESULTS = {1: (GameResult.WHITE_WINS, GameResult.DRAW), 2: (GameResult.BLACK_WINS, GameResult.PENDING),
           3: (GameResult.DRAW, GameResult.WHITE_WINS)}


def tournament(**changes: object) -> Tournament:
    players = tuple(Player(Start(i), f"Player {i}", 2000 - 10 * i) for i in range(1, 6))
    bare = Tournament("rr", "Club Round Robin", players, pairing=PairingSystem.ROUND_ROBIN, cycles=2,
                      planned_rounds=10)
    rounds = tuple(Round(r.number, tuple(Game(b.white, b.black, RESULTS[r.number][i], b.board)
                                         for i, b in enumerate(r.boards)))
                   for r in berger.schedule(bare) if r.number in RESULTS)
    return dataclasses.replace(bare, rounds=rounds, **changes)


def plan(t: Tournament, news: tuple[NewsPost, ...] = ()):
    return plan_site(club_site(tournaments=(t,), news=news), [prepare_tournament(t, compute_standings)])


def context(site_plan, url: str, kind: type):
    found = next(p for p in site_plan.pages if p.url == url).context
    assert isinstance(found, kind), type(found).__name__
    return found


def games_between(grid, a: int, b: int) -> tuple[GridGame, ...]:
    order = [row.line.player.start for row in grid.rows]
    row = grid.rows[order.index(Start(a))]
    return row.cells[order.index(Start(b))]


def test_standings_are_the_crosstable_in_rank_order_with_a_game_a_cycle_per_cell() -> None:
    """Rows and columns in rank order, the diagonal blank, two games per cell in a double round robin: the first
    cycle's result from the row's side with its colour, the second still to play (no result shown)."""
    t = tournament()
    grid = context(plan(t), SLUG + "standings/3/", RoundRobinStandingsContext).grid
    assert [row.line.rank_label for row in grid.rows][:1] == ["1"]
    for index, row in enumerate(grid.rows):
        assert row.cells[index] is None
        assert all(len(cell) == 2 for i, cell in enumerate(row.cells) if i != index)
    first = berger.schedule(t)[0].boards[0]             # round 1, board 1: White won
    won = games_between(grid, first.white, first.black)
    lost = games_between(grid, first.black, first.white)
    assert (won[0].text, won[0].colour, won[0].pending) == ("1", "w", False)
    assert (lost[0].text, lost[0].colour) == ("0", "b")
    assert (won[1].text, won[1].pending) == ("", True)   # the second cycle's game, round 6 or later
    assert won[1].round > 5


def test_a_postponed_game_is_shown_as_still_to_play_and_listed() -> None:
    """Round 2's board 2 has no result while round 3 is complete: the tournament is after round 3, the cell shows
    the postponed mark (never a result), and the page lists the game as still to play."""
    t = tournament()
    assert t.rounds_completed == 3
    grid = context(plan(t), SLUG + "standings/3/", RoundRobinStandingsContext).grid
    postponed = berger.schedule(t)[1].boards[1]
    game = games_between(grid, postponed.white, postponed.black)[0]
    assert (game.text, game.pending, game.round) == ("…", True, 2)
    assert "postponed" in game.title
    assert grid.pending == (f"round 2: Player {postponed.white} – Player {postponed.black}",)


def test_schedule_page_lists_every_round_played_and_to_come() -> None:
    """Ten rounds: the three entered with their results and round pages, the seven to come with the Berger
    table's boards, no results, and the free round of the odd number of players."""
    t = tournament()
    site_plan = plan(t)
    page = context(site_plan, SLUG + "schedule/", ScheduleContext)
    rounds = page.rounds
    planned = berger.schedule(t)
    assert [r.number for r in rounds] == list(range(1, 11))
    assert [bool(r.href) for r in rounds] == [True] * 3 + [False] * 7
    assert rounds[0].boards[0].result == "1–0"
    assert [(b.white.start, b.black.start, b.result) for b in rounds[9].boards] == \
        [(b.white, b.black, "") for b in planned[9].boards]
    assert [bye.player.start for bye in rounds[9].byes] == [planned[9].free]
    assert [item.href for item in page.tournament.nav if item.section == "schedule"] == [SLUG + "schedule/"]


def test_player_page_lists_every_scheduled_game_the_future_ones_without_a_result() -> None:
    t = tournament()
    site_plan = plan(t)
    lines = context(site_plan, SLUG + "player/1/", PlayerContext).rounds
    assert [line.round for line in lines] == list(range(1, 11))
    future = lines[3:]
    for line, planned in zip(future, berger.schedule(t)[3:]):
        board = planned.board_of(Start(1))
        assert line.pending and line.rank_label is None
        if board is None:
            assert planned.free == Start(1) and line.outcome == "free round"
        else:
            other = board.black if board.white == Start(1) else board.white
            assert (line.opponent.start, line.outcome) == (other, "still to play")


def test_news_embeds_the_crosstable_and_one_round_of_the_schedule() -> None:
    post = NewsPost("rr-news", "Halfway", dt.date(2026, 3, 20), "Text.\n\n{{ crosstable }}\n\n{{ schedule round=6 }}",
                    tournament="rr")
    t = tournament()
    parts = context(plan(t, (post,)), "news/rr-news/", NewsPostContext).parts
    crosstable, schedule = [part for part in parts if not isinstance(part, str)]
    assert crosstable.kind == "crosstable" and crosstable.grid is not None and crosstable.grid.after_round == 3
    assert [r.number for r in schedule.schedule] == [6]
    assert schedule.href == SLUG + "schedule/"


def test_round_robin_embeds_are_checked_against_the_tournament() -> None:
    """{{ crosstable }} of a Swiss, a crosstable after a round not finished and a round beyond the schedule are
    located errors with a hint."""
    parts, problems = parse_body("{{ crosstable rr after=4 }}\n{{ schedule rr round=11 }}\n{{ crosstable sw }}",
                                 "news.md")
    assert problems == []
    swiss = dataclasses.replace(tournament(), slug="sw", pairing=PairingSystem.DUTCH)
    tournaments = {"rr": tournament(), "sw": swiss}
    found = [check_embed(e, "news.md", "", None, tournaments) for e in parts]
    messages = [p[0].message for p in found]
    assert messages == ["no crosstable after round 4 yet: rounds 1–3 are finished",
                        "the round robin has 10 rounds, not 11",
                        "'crosstable' is for a round robin, but sw is paired by 'dutch'"]
    assert all(p[0].hint for p in found)


def test_struck_results_are_shown_struck() -> None:
    """Player 5 withdraws from round 3 having played one game of eight (annul-under-half, the default): his
    results and the games against him are struck, and the cell says so."""
    t = tournament()
    gone = Start(5)
    rounds = tuple(dataclasses.replace(r, games=tuple(
        dataclasses.replace(g, result=GameResult.WHITE_WINS_FORFEIT if g.black == gone else
                            GameResult.BLACK_WINS_FORFEIT) if r.number == 3 and gone in g.players() else g
        for g in r.games)) for r in t.rounds)
    t = dataclasses.replace(t, rounds=rounds, withdrawals={gone: 3})
    grid = context(plan(t), SLUG + "standings/3/", RoundRobinStandingsContext).grid
    struck = [g for row in grid.rows for cell in row.cells if cell for g in cell if g.struck]
    assert struck and all("struck" in g.title for g in struck)


def test_the_schedule_shows_points_only_before_a_round_whose_score_is_known() -> None:
    """After round 3, the schedule shows the points before rounds 1 to 4 (round 4's are today's points); beside
    rounds 5 to 10 it shows none, where today's points would read as the score before them."""
    site_plan = plan(tournament())
    context = next(p.context for p in site_plan.pages if p.url == SLUG + "schedule/")
    assert isinstance(context, ScheduleContext)
    known = {r.number: all(b.white_points_before is not None and b.black_points_before is not None
                           for b in r.boards) for r in context.rounds}
    assert known == {n: n <= 4 for n in range(1, 11)}
    assert all(b.white_points_before is None for r in context.rounds if r.number > 4 for b in r.boards)


def test_the_crosstable_page_of_a_round_robin_numbers_the_players_as_the_standings() -> None:
    """A round robin's crosstable page is its grid in rank order, the columns numbered by rank as on the
    standings page, not a second table numbered by starting number."""
    site_plan = plan(tournament())
    pages = {p.url: p.context for p in site_plan.pages}
    crosstable, standings = pages[SLUG + "crosstable/"], pages[SLUG + "standings/3/"]
    assert isinstance(crosstable, RoundRobinStandingsContext) and isinstance(standings, RoundRobinStandingsContext)
    assert crosstable.section == "crosstable" and crosstable.heading == "Crosstable"
    assert [row.line.player.start for row in crosstable.grid.rows] == [row.line.player.start
                                                                      for row in standings.grid.rows]
    assert crosstable.legend == standings.legend
