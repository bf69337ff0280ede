"""Pages planned as data from a hand-made tournament (tests/sitedata.py): which pages, what they show."""
from __future__ import annotations

from fractions import Fraction
from typing import TypeVar

import pytest
from sitedata import NEWS, ROUND_1, ROUND_2, ROUND_3, club_site, club_tournament

from generator.model import Bye, ByeKind, Game, Round, Start, Tournament
from generator.pages import (CrosstableContext, HomeContext, NewsPostContext, NextRound, NextRoundContext,
                             OverviewContext, Page, PageContext, PlayerContext, RoundContext, SitePlan,
                             StandingsContext, TournamentContext, format_points, plan_site, prepare_tournament)
from generator.standings import Standings, StandingRow, compute_standings

SLUG = "tournament/club-2026/"
K = TypeVar("K", bound=PageContext)


def plan(tournament: Tournament | None = None, **hooks: object) -> SitePlan:
    tournament = tournament or club_tournament()
    site = club_site(tournaments=(tournament,))
    return plan_site(site, [prepare_tournament(tournament, compute_standings)], **hooks)  # type: ignore[arg-type]


def page(site_plan: SitePlan, url: str) -> Page:
    return next(p for p in site_plan.pages if p.url == url)


def context_of(site_plan: SitePlan, url: str, kind: type[K]) -> K:
    """The context of the page at `url`, which must be of that kind."""
    found = page(site_plan, url).context
    assert isinstance(found, kind), f"{url} is a {type(found).__name__}, not a {kind.__name__}"
    return found


def test_every_page_of_the_site_is_planned_once() -> None:
    """Home, overview, starting list, standings after each finished round, each entered round, crosstable,
    next round, one page per player, news index and each published post (drafts left out)."""
    urls = [p.url for p in plan().pages]
    expected = {"", SLUG, SLUG + "starting-list/", SLUG + "standings/1/", SLUG + "standings/2/",
                SLUG + "round/1/", SLUG + "round/2/", SLUG + "round/3/", SLUG + "crosstable/", SLUG + "next/",
                *(f"{SLUG}player/{n}/" for n in range(1, 8)),
                "news/", "news/round-2-report/", "news/welcome/"}
    assert sorted(urls) == sorted(expected)
    assert len(urls) == len(set(urls))


def test_pages_are_directory_urls_written_as_index_html() -> None:
    """Pretty URLs: every page is a folder ending in '/' and goes to <folder>/index.html."""
    for p in plan().pages:
        assert p.url == "" or p.url.endswith("/")
        assert p.output_path == p.url + "index.html"


def test_each_tournament_page_marks_its_entry_of_the_tournament_menu() -> None:
    """A page a menu entry links to is of that entry's section, so the menu marks it as the current page;
    the earlier standings and rounds mark the standings and rounds entries; player pages mark none."""
    site_plan = plan(club_tournament(tiebreaks=("BH",)))
    sections = {item.href: item.section for item in context_of(site_plan, SLUG, OverviewContext).tournament.nav}
    assert set(sections.values()) == {"overview", "standings", "rounds", "crosstable", "starting-list",
                                      "tiebreaks", "next"}
    tournament_pages = [(p.url, p.context) for p in site_plan.pages if isinstance(p.context, TournamentContext)]
    for url, found in tournament_pages:
        if url in sections:
            assert found.section == sections[url], url
        elif "/player/" in url:
            assert found.section == "players", url
        else:
            assert found.section in sections.values(), url
    assert {found.section for _, found in tournament_pages} == {*sections.values(), "players"}


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


def test_overview_shows_current_standings_last_results_and_next_pairings_from_the_round_file() -> None:
    """After round 2 with round 3 paired in its file: standings after 2, round 2 results, round 3 pairings."""
    context = context_of(plan(), SLUG, OverviewContext)
    assert context.standings is not None and context.standings.after_round == 2
    assert context.last_round is not None and context.last_round.number == 2
    upcoming = context.next_round
    assert upcoming is not None and upcoming.number == 3 and not upcoming.provisional
    assert [(b.white.start, b.black.start) for b in upcoming.boards] == [(4, 1), (2, 6), (3, 5)]


def test_next_round_comes_from_the_pairing_hook_when_no_round_file_exists() -> None:
    """Without a round-3 file the pairing provider is asked; its pairings are shown as provisional."""
    asked: list[int] = []

    def engine(tournament: Tournament) -> NextRound | None:
        asked.append(tournament.rounds_completed)
        return NextRound(Round(3, (Game(Start(1), Start(4)),)), computed=True, reasons=("4 floats down",))
    site_plan = plan(club_tournament(rounds=(ROUND_1, ROUND_2)), pairings=engine)
    upcoming = context_of(site_plan, SLUG + "next/", NextRoundContext).round
    assert asked == [2]
    assert upcoming.provisional and upcoming.href is None
    assert upcoming.reasons == ("4 floats down",)
    assert SLUG + "round/3/" not in [p.url for p in site_plan.pages]


def test_a_round_file_with_only_requested_byes_still_asks_the_pairing_engine() -> None:
    """Byes entered ahead of the pairing do not make a round paired: the engine's boards are shown."""
    early = Round(3, (), (Bye(Start(5), ByeKind.HALF),))
    site_plan = plan(club_tournament(rounds=(ROUND_1, ROUND_2, early)),
                     pairings=lambda t: NextRound(Round(3, (Game(Start(1), Start(4)),), early.byes), True))
    upcoming = context_of(site_plan, SLUG + "next/", NextRoundContext).round
    assert upcoming.provisional
    assert [b.white.start for b in upcoming.boards] == [1]


def test_pairings_for_another_round_than_the_next_are_ignored() -> None:
    """An engine answer for a round other than the one after the last finished round is not shown."""
    site_plan = plan(club_tournament(rounds=(ROUND_1, ROUND_2)),
                     pairings=lambda t: NextRound(Round(4, (Game(Start(1), Start(4)),)), True))
    assert SLUG + "next/" not in [p.url for p in site_plan.pages]


def test_no_next_round_page_after_the_last_planned_round_or_without_pairings() -> None:
    """A finished tournament has no next round; neither has one whose next pairings nobody knows."""
    finished = plan(club_tournament(rounds=(ROUND_1, ROUND_2), planned_rounds=2))
    unknown = plan(club_tournament(rounds=(ROUND_1, ROUND_2)))
    for site_plan in (finished, unknown):
        assert SLUG + "next/" not in [p.url for p in site_plan.pages]
        assert context_of(site_plan, SLUG, OverviewContext).next_round is None


def test_player_page_explains_each_tiebreak_of_the_chain_from_the_standings() -> None:
    """The explanations carried by the current standings reach the player page, one per tie-break of the
    chain, in chain order, with the same values as the standings row; real opponents link to their pages,
    a forfeit's dummy opponent does not (Berg played Fox and Cole; Eng won round 2 by forfeit)."""
    tournament = club_tournament(tiebreaks=("BH/C1", "SB"))
    site_plan = plan(tournament)
    context = context_of(site_plan, SLUG + "player/1/", PlayerContext)
    assert context.explanations is not None
    explanations = context.explanations.values
    assert [e.code for e in explanations] == ["BH/C1", "SB"]
    assert context.row is not None and tuple(e.value for e in explanations) == context.row.tiebreaks
    terms = explanations[1].terms
    assert [t.label.split(":")[0] for t in terms] == ["Round 1", "Round 2"]
    assert [t.opponent_href for t in terms] == [SLUG + "player/5/", SLUG + "player/2/"]
    assert context.explanations.rules and context.explanations.rules_href == SLUG + "tiebreaks/"
    eng = context_of(site_plan, SLUG + "player/4/", PlayerContext).explanations
    assert eng is not None
    eng_round_2 = eng.values[1].terms[1]
    assert "stand-in" in eng_round_2.label and eng_round_2.opponent_href is None
    assert eng_round_2.note_anchor == "round-2" and [n.anchor for n in eng.notes][-1] == "round-2"


def test_no_explanations_without_a_tiebreak_chain() -> None:
    """Without tie-breaks configured the player page has nothing to explain."""
    assert context_of(plan(), SLUG + "player/4/", PlayerContext).explanations is None


def test_crosstable_cells_name_the_opponent_row_colour_and_result() -> None:
    """Rows in standings order; Berg (row 2) beat Fox (row 6) with white in round 1, drew Cole (row 3) with
    black in round 2; Eng's round 1 is a PAB worth 1; pending games show no result."""
    rows = context_of(plan(), SLUG + "crosstable/", CrosstableContext).rows
    by_start = {int(row.line.player.start): row for row in rows}
    assert [c.text for c in by_start[1].cells] == ["6w1", "3b½", "1b"]
    assert [c.text for c in by_start[4].cells][:2] == ["PAB 1", "5w+"]
    assert by_start[3].cells[1].text == "1b−"
    assert by_start[1].cells[0].target == "p5"


def test_news_newest_first_drafts_hidden_and_linked_to_their_round() -> None:
    """Published posts, newest first; a post about round 2 links to the round-2 page."""
    home = context_of(plan(), "", HomeContext)
    assert [n.slug for n in home.news] == ["round-2-report", "welcome"]
    post = context_of(plan(), "news/round-2-report/", NewsPostContext).post
    assert post.round_href == SLUG + "round/2/"
    assert post.body_markdown == NEWS[0].body_markdown


def test_tournament_that_has_not_started_has_no_standings_pages() -> None:
    """Only round-1 pairings entered: overview, starting list, round 1, crosstable, next round, players."""
    site_plan = plan(club_tournament(rounds=(Round(1, ROUND_3.games),)))
    urls = [p.url for p in site_plan.pages]
    assert not any("/standings/" in u for u in urls)
    assert context_of(site_plan, SLUG, OverviewContext).standings is None
    upcoming = context_of(site_plan, SLUG, OverviewContext).next_round
    assert upcoming is not None and upcoming.number == 1


@pytest.mark.parametrize("value, text", [
    (Fraction(9, 2), "4½"), (Fraction(1, 2), "½"), (Fraction(0), "0"), (Fraction(12), "12"),
    (Fraction(49, 4), "12¼"), (Fraction(-1, 2), "−½"), (None, "–"),
])
def test_points_are_written_the_way_chess_players_write_them(value: Fraction | None, text: str) -> None:
    """Halves and quarters as ½ ¼ ¾, whole numbers plain; an undefined tie-break shows a dash."""
    assert format_points(value) == text


def test_planning_is_deterministic() -> None:
    """The same input plans the same pages, in the same order, with equal contexts."""
    assert plan() == plan()
