"""A league's pages (generator/site/pages/league.py), planned from the example league (content/bezirksliga-2026: 8
teams, 8 boards, a single round robin after round 4): every page a captain publishes, board points that add up
to the match scores and those to the table, forfeits and substitutes marked, the crosstable seen from both
sides, team tie-breaks explained term by term, and the news embeds."""
from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from sitedata import REPO

from generator.core.teams.standings import compute_league_tables
from generator.loading.embeds import check_embed, parse_body
from generator.site.build import BuildSession
from generator.site.pages.contexts import (
    LeagueCrosstableContext,
    LeaguePlayerContext,
    LeagueRoundContext,
    LeagueTableContext,
    LeagueTeamContext,
    Page,
)
from generator.site.pages.league import LeagueData, LeaguePieces, league_embed
from generator.site.pages.league_views import MatchView

SESSION = BuildSession(REPO, lasting=False)
SITE = SESSION.load()
PLAN = SESSION.plan(dataclasses.replace(SITE, tournaments=(), news=()))   # the league's pages alone
LEAGUE = SITE.leagues[0]
BASE = "league/bezirksliga-2026/"
PAGES = {p.url: p for p in PLAN.pages if p.url.startswith(BASE)}


def page(url: str) -> Page:
    return PAGES[BASE + url]


def round_matches(number: int) -> tuple[MatchView, ...]:
    context = page(f"round/{number}/").context
    assert isinstance(context, LeagueRoundContext)
    return context.matches


def test_a_captain_publishes_every_page_of_the_season() -> None:
    """The overview, the table after each of the 4 rounds, the 7 rounds (3 still to come, as scheduled), the
    crosstable, a page per team and per player; the league is in the site menu."""
    urls = set(PAGES)
    assert {BASE, BASE + "crosstable/"} <= urls
    assert {BASE + f"table/{k}/" for k in range(1, 5)} <= urls and BASE + "table/5/" not in urls
    assert {BASE + f"round/{k}/" for k in range(1, 8)} <= urls
    assert {BASE + f"team/{t.slug}/" for t in LEAGUE.teams} <= urls
    assert {BASE + f"player/{p.start}/" for p in LEAGUE.players} <= urls
    assert any(item.href == BASE for item in PLAN.menu)
    assert [len(m.boards) for m in round_matches(5)] == [0, 0, 0, 0]   # scheduled, not played yet


def test_board_points_add_up_to_the_match_score_and_match_scores_to_the_table() -> None:
    """Each finished match's boards share 8 game points; a team's game points in the table after round 4 are
    the sum of its match scores, and its match points 2 / 1 / 0 for each match won, drawn, lost (league.yml
    match_points: 2-1-0)."""
    gp: dict[str, Fraction] = {t.slug: Fraction(0) for t in LEAGUE.teams}
    mp: dict[str, Fraction] = dict(gp)
    for number in range(1, 5):
        for match in round_matches(number):
            assert match.home_points is not None and match.away_points is not None
            assert match.home_points + match.away_points == 8
            for own, other, team in ((match.home_points, match.away_points, match.home.slug),
                                     (match.away_points, match.home_points, match.away.slug)):
                gp[team] += own
                mp[team] += 2 if own > other else 1 if own == other else 0
    context = page("table/4/").context
    assert isinstance(context, LeagueTableContext)
    assert {row.team.slug: row.gp for row in context.table.rows} == gp
    assert {row.team.slug: row.mp for row in context.table.rows} == mp
    assert [row.mp for row in context.table.rows] == sorted(mp.values(), reverse=True)


def test_a_forfeited_board_and_a_substitute_are_marked() -> None:
    """Round 2: Connewitz left board 8 empty (+- from the home side, said in words); round 3: Lindenau's first
    substitute played board 8, marked on the board and on the team page."""
    (forfeited,) = [m for m in round_matches(2) if m.away.slug == "connewitz"]
    board = forfeited.boards[7]
    assert board.away is None and board.result == "+-" and "Turm Stötteritz" in board.note
    (lindenau,) = [m for m in round_matches(3) if "lindenau-1" in (m.home.slug, m.away.slug)]
    assert lindenau.boards[7].away_substitute and not any(b.away_substitute for b in lindenau.boards[:7])
    team = page("team/lindenau-1/").context
    assert isinstance(team, LeagueTeamContext)
    substitutes = [line for line in team.roster if line.substitute]
    assert [line.games for line in substitutes] == [1, 0]
    assert substitutes[0].cells == ("", "", "8: ½", "")


def test_the_crosstable_reads_the_same_from_both_sides() -> None:
    """The cell of A against B is B's against A turned round; a team's own cell is empty."""
    context = page("crosstable/").context
    assert isinstance(context, LeagueCrosstableContext)
    order = [row.team.slug for row in context.rows]
    cells = {(row.team.slug, other): cell for row in context.rows for other, cell in zip(order, row.cells)}
    met = 0
    for (a, b), cell in cells.items():
        if a == b:
            assert cell.text == ""
        elif cell.text:
            met += 1
            own, other = cell.text.split("–")
            assert cells[(b, a)].text == f"{other}–{own}"
    assert met == 4 * 8   # 4 rounds of 4 matches, each seen from both sides


def test_each_team_tiebreak_is_explained_term_by_term() -> None:
    """On a team page every tie-break of the chain is explained, and the game points' terms are the team's
    four match scores, summing to its figure."""
    context = page("team/lindenau-1/").context
    assert isinstance(context, LeagueTeamContext) and context.row is not None
    assert [e.code for e in context.explanations] == list(LEAGUE.tiebreaks)
    gp = context.explanations[0]
    assert gp.value == context.row.gp and len(gp.terms) == 4
    assert [term.figure for term in gp.terms] == [line.score.split("–")[0] for line in context.matches]
    assert "Round 1" in gp.terms[0].label and gp.computation.startswith(" + ".join(t.figure for t in gp.terms))
    assert all(e.description for e in context.explanations)


def test_a_players_season_runs_across_the_matches() -> None:
    """A player's page lists every board of the season with the running score and the opponent's team."""
    context = page("player/1/").context
    assert isinstance(context, LeaguePlayerContext)
    assert [g.round for g in context.games] == [1, 2, 3, 4]
    assert context.games[-1].running == context.points
    assert {g.team.slug for g in context.games} == {"lindenau-1"}


def test_the_news_embeds_show_the_match_and_the_table() -> None:
    """{{ match team=lindenau-1 round=4 }} is Lindenau's round-4 match board by board; {{ league-table after=2
    top=3 }} the first three teams after round 2."""
    pieces = LeaguePieces(LeagueData(LEAGUE, compute_league_tables(LEAGUE)), SESSION.translator("en"))
    parts, problems = parse_body("{{ match team=lindenau-1 round=4 }}\n{{ league-table after=2 top=3 }}\n", "x.md")
    assert problems == []
    match, table = (league_embed(pieces, part, SESSION.translator("en")) for part in parts)  # type: ignore[arg-type]
    assert match.match is not None and match.match.round == 4 and len(match.match.boards) == 8
    assert "lindenau-1" in (match.match.home.slug, match.match.away.slug)
    assert table.league_table is not None and table.league_table.after_round == 2 and table.top == 3


@pytest.mark.parametrize("line, message", [
    ("{{ match team=lindenau }}", "unknown team 'lindenau' — did you mean 'lindenau-1'?"),
    ("{{ match team=lindenau-1 round=6 }}", "SK Lindenau 1921 has no match in round 6"),
    ("{{ match }}", "'match' needs a team="),
    ("{{ league-table after=5 }}", "no table after round 5 yet: rounds 1–4 are entered"),
    ("{{ league-table bezirksliga }}", "unknown league 'bezirksliga' — did you mean 'bezirksliga-2026'?"),
])
def test_a_league_embed_that_cannot_be_shown_is_named(line: str, message: str) -> None:
    (embed,), _ = parse_body(line + "\n", "x.md")
    problems = check_embed(embed, "x.md", line, None, {}, "bezirksliga-2026",   # type: ignore[arg-type]
                           {"bezirksliga-2026": LEAGUE})
    assert [p.message for p in problems] == [message]


@pytest.mark.slow
def test_an_unchanged_league_is_not_worked_out_again() -> None:
    """A second plan in the same session reuses the league's tables and the very same pages."""
    session = BuildSession(REPO, lasting=False)
    site = session.load()
    first = [p for p in session.plan(site).pages if p.url.startswith(BASE)]
    again = session.load()
    assert again.leagues[0] is site.leagues[0]
    second = [p for p in session.plan(again).pages if p.url.startswith(BASE)]
    assert all(a is b for a, b in zip(first, second)) and len(first) == len(second)


@pytest.mark.slow
def test_the_overview_offers_the_season_as_trf_files_that_read_back_as_the_league(tmp_path) -> None:
    """League overview: a Downloads list with the team event as TRF-2026 and TRF-16, written beside the pages;
    the TRF-2026 file reads back (trf_league) with the same teams and the same match results."""
    from generator.trf.teams import read_league_trf

    overview = page("").context
    urls = [d.url for d in overview.downloads]   # type: ignore[attr-defined]  # the overview's context
    assert urls == [BASE + "bezirksliga-2026-trf2026.trf", BASE + "bezirksliga-2026.trf"]
    session = BuildSession(REPO, tmp_path / "out", lasting=False)
    session.build()
    html = (tmp_path / "out" / BASE / "index.html").read_text(encoding="utf-8")
    assert all(f'href="../../{url}"' in html for url in urls)
    text = (tmp_path / "out" / urls[0]).read_text(encoding="utf-8")
    back = read_league_trf(text, urls[0], slug=LEAGUE.slug).league
    assert [t.name for t in back.teams] == [t.name for t in LEAGUE.teams]

    def results(league):   # by team name: the file's team slugs are made from the names again
        return {(m.round, league.team(m.home).name, league.team(m.away).name): [b.result for b in m.boards]
                for m in league.matches}
    assert results(back) == results(LEAGUE) and len(results(LEAGUE)) == 4 * 4
    assert (tmp_path / "out" / urls[1]).read_text(encoding="utf-8").count("\n013 ") == len(LEAGUE.teams)


def test_a_players_percentage_is_of_the_most_points_and_the_performance_on_1_half_0() -> None:
    """tests/data/league scored 3 / 1 / 0 on the boards (TRF record 162): Brandt's win, draw and win are 7 points
    of 9, 77.8% (2½ of 3, 83.3%, on 1 / ½ / 0), and his performance rating is the one of 2½ of 3 there, as FIDE
    B.02 counts a win 1 (3 points of a game once made an index error), on the team page as on his profile."""
    from dataclasses import replace
    from pathlib import Path

    from generator.core.model import PointSystem
    from generator.loading.league import load_league
    from generator.site.pages.league import league_pages

    liga = load_league(Path(__file__).parent / "data" / "league")[0]
    def brandt(league):  # type: ignore[no-untyped-def]
        pieces = LeaguePieces(LeagueData(league, compute_league_tables(league)), SESSION.translator("en"))
        team = next(p.context for p in league_pages(pieces) if p.url.endswith("team/lindenau/"))
        assert isinstance(team, LeagueTeamContext)
        return next(line for line in team.roster if line.player.start == 1), pieces.record.entries[1]
    plain, plain_record = brandt(liga)
    scored, scored_record = brandt(replace(liga, points=PointSystem(win=Fraction(3), draw=Fraction(1),
                                                                    forfeit_win=Fraction(3))))
    assert (plain.points, plain.percent) == (Fraction(5, 2), "83.3")
    assert (scored.points, scored.percent) == (7, "77.8") and plain.performance is not None
    assert scored.performance == plain.performance
    assert scored_record.performance == plain_record.performance == plain.performance   # his profile's
def test_the_table_shows_no_tie_break_twice_and_no_direct_encounter_that_applies_to_nobody() -> None:
    """The example's chain is GP, EDE, BERLIN after match points. GP is the game points column already: no second
    GP column. After round 4 no two teams are level on match and game points, so extended direct encounter
    separates nobody: no column of zeros that looks like a result. The order is said in words under the table."""
    context = page("table/4/").context
    assert isinstance(context, LeagueTableContext)
    table = context.table
    assert table.chain == ("GP", "EDE", "BERLIN") and table.shown == ("BERLIN",)
    assert all(len(row.tiebreaks) == 1 and row.applies == (True,) for row in table.rows)
    assert [name for name in table.order] == ["Game points", "Extended direct encounter", "Berlin score"]
    assert table.legend == (("BERLIN", "Berlin score"),) and not table.unapplied


def test_a_direct_encounter_shows_a_figure_only_for_those_still_level() -> None:
    """`applying`: a direct encounter (DE, EDE) applies to a row level with another on the score and every
    tie-break before it; any other tie-break always applies."""
    from generator.site.pages.formatting import applying
    levels = [(4, 10, 1), (4, 10, 0), (3, 9, 0), (3, 8, 0)]
    assert applying(("BH", "DE"), levels) == [(True, True), (True, True), (True, False), (True, False)]
    assert applying(("EDE", "BERLIN"), [(8, 1, 20), (8, 0, 19), (6, 0, 10)]) == [
        (True, True), (True, True), (False, True)]


def test_a_live_tables_link_says_where_it_leads() -> None:
    """Under a match embed the link reads "All matches of round 4" (it leads to the round's page), under a table
    "The league table after round 2"; never "The whole table" for a match."""
    pieces = LeaguePieces(LeagueData(LEAGUE, compute_league_tables(LEAGUE)), SESSION.translator("en"))
    parts, _ = parse_body("{{ match team=lindenau-1 round=4 }}\n{{ league-table after=2 top=3 }}\n", "x.md")
    match, table = (league_embed(pieces, part, SESSION.translator("en")) for part in parts)  # type: ignore[arg-type]
    assert (match.more, match.href) == ("All matches of round 4", "league/bezirksliga-2026/round/4/#"
                                        + match.match.anchor)  # type: ignore[union-attr]
    assert table.more == "The league table after round 2"
