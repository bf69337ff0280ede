"""generator/site/pages/planner.py: the site's plan from the hand-made club site (tests/sitedata.py): which pages,
the site menu, the news and the feed, in a stable order."""
from __future__ import annotations

from plans import SLUG, context_of, page, plan
from sitedata import NEWS, club_site, club_tournament

from generator.core.model import Tournament
from generator.core.standings import compute_standings
from generator.i18n.catalogues import translator
from generator.loading.config import SiteConfig
from generator.site.pages.contexts import HomeContext, NewsPostContext, OverviewContext, Page, TournamentContext
from generator.site.pages.data import prepare_tournament
from generator.site.pages.planner import PlanMemo, SitePlan, plan_site


def test_every_page_of_the_site_is_planned_once() -> None:
    """Home, overview, starting list, standings after each finished round and the latest in standings/, each
    entered round and the latest in round/, crosstable, next round, one page per player, news index and each
    published post (drafts left out); each round's pairings by name; a profile per person, the player index and
    the season's page."""
    urls = [p.url for p in plan().pages]
    people = ("anna-berg", "boris-cole", "clara-diaz", "david-eng", "eva-fox", "felix-gruen", "greta-hahn")
    expected = {"", SLUG, SLUG + "starting-list/", SLUG + "standings/1/", SLUG + "standings/2/",
                SLUG + "standings/", SLUG + "round/", SLUG + "round/1/", SLUG + "round/2/", SLUG + "round/3/",
                SLUG + "crosstable/", SLUG + "next/", *(f"{SLUG}round/{n}/by-name/" for n in range(1, 4)),
                *(f"{SLUG}player/{n}/" for n in range(1, 8)),
                "news/", "news/round-2-report/", "news/welcome/",
                "players/", *(f"players/{slug}/" for slug in people), "seasons/2025-26/"}
    assert sorted(urls) == sorted(expected)
    assert len(urls) == len(set(urls))


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


def test_news_newest_first_drafts_hidden_and_linked_to_their_round() -> None:
    """Published posts, newest first (the newest leads the home page); a post about round 2 links to the round-2
    page."""
    home = context_of(plan(), "", HomeContext)
    assert home.lead is not None and home.lead.href == "news/round-2-report/"
    assert [n.slug for n in home.news] == ["welcome"]
    post = context_of(plan(), "news/round-2-report/", NewsPostContext).post
    assert post.round_href == SLUG + "round/2/"
    assert post.body_markdown == NEWS[0].body_markdown


def test_planning_is_deterministic() -> None:
    """The same input plans the same pages, in the same order, with equal contexts."""
    assert plan() == plan()


def test_the_site_menu_names_the_tournaments_before_the_news() -> None:
    """Each tournament by name in the order of the home page (the most recent first; equal dates: by slug,
    last first), then News and the players; with more than four, the first three and 'All tournaments' (the home
    page)."""
    assert [(i.label, i.href) for i in plan().menu] == [("Club Championship 2026", SLUG), ("News", "news/"),
                                                         ("Players", "players/")]
    many = tuple(club_tournament(slug=f"t{n}", name=f"Open {n}") for n in range(5))
    site = club_site(tournaments=many)
    menu = plan_site(site, [prepare_tournament(t, compute_standings) for t in many]).menu
    assert [i.label for i in menu] == ["Open 4", "Open 3", "Open 2", "All tournaments", "News", "Players"]
    assert menu[3].href == ""


def test_the_feed_is_news_and_finished_rounds_newest_first() -> None:
    """The round-2 report (10 March), round 2's results (9 March), round 1's (2 March), the welcome post
    (1 March); the draft and the unfinished round 3 are left out."""
    assert [(e.href, e.date.day) for e in plan().feed] == [
        ("news/round-2-report/", 10), (SLUG + "round/2/", 9), (SLUG + "round/1/", 2), ("news/welcome/", 1)]


def test_the_home_page_lists_the_tournaments_in_the_order_site_yml_gives() -> None:
    """site.yml lists t2, t0, t1: the home page and the menu follow it rather than the dates."""
    many = tuple(club_tournament(slug=f"t{n}", name=f"Open {n}") for n in range(3))
    site = club_site(config=SiteConfig(title="Club", tournaments=("t2", "t0", "t1")), tournaments=many)
    site_plan = plan_site(site, [prepare_tournament(t, compute_standings) for t in many])
    home = context_of(site_plan, "", HomeContext)
    assert [e.href for e in home.seasons[0].events] == ["tournament/t2/", "tournament/t0/", "tournament/t1/"]
    assert [i.label for i in site_plan.menu][:3] == ["Open 2", "Open 0", "Open 1"]


def test_a_tournament_whose_inputs_did_not_change_keeps_its_pages_from_the_last_plan() -> None:
    """With a memo, planning again after one of two tournaments changed plans only that one anew: the other's
    pages are the very objects of the last plan (so `serve` re-renders only what was edited)."""
    words = translator("en")
    first, second = club_tournament(slug="a", name="A"), club_tournament(slug="b", name="B")
    data = [prepare_tournament(t, compute_standings) for t in (first, second)]
    memo: PlanMemo = {}
    site = club_site(tournaments=(first, second))
    before = plan_site(site, data, translators=lambda code: words, memo=memo)
    changed = club_tournament(slug="b", name="B", venue="Town hall")
    data_after = [data[0], prepare_tournament(changed, compute_standings)]
    after = plan_site(club_site(tournaments=(first, changed)), data_after, translators=lambda code: words, memo=memo)

    def pages_of(site_plan: SitePlan, slug: str) -> list[Page]:
        return [p for p in site_plan.pages if p.url.startswith(f"tournament/{slug}/")]
    assert all(old is new for old, new in zip(pages_of(before, "a"), pages_of(after, "a"), strict=True))
    assert not any(old is new for old, new in zip(pages_of(before, "b"), pages_of(after, "b"), strict=True))
    assert "Town hall" in page(after, "tournament/b/").description


def test_planned_again_after_an_edit_a_player_keeps_his_explanation_while_his_values_are_equal() -> None:
    """After a change that leaves a player's tie-break values as they were, his page's explanation is the very
    object of the last plan (not worded again); where the values changed it is made anew; and every player page
    is then what a fresh plan makes."""
    from dataclasses import replace

    from sitedata import ROUND_1, ROUND_2, ROUND_3

    from generator.core.model import GameResult
    from generator.site.pages.contexts import PlayerContext
    words = translator("en")
    memo: PlanMemo = {}

    def explanations(tournament: Tournament, memo: PlanMemo | None) -> dict[str, object]:
        site_plan = plan_site(club_site(tournaments=(tournament,)), [prepare_tournament(tournament, compute_standings)],
                              translators=lambda code: words, memo=memo)
        return {p.url: p.context.explanations for p in site_plan.pages if isinstance(p.context, PlayerContext)}
    before = explanations(club_tournament(tiebreaks=("BH", "SB")), memo)
    moved = explanations(club_tournament(tiebreaks=("BH", "SB"), venue="Town hall"), memo)
    assert all(moved[url] is before[url] for url in before) and len(before) == 7
    drawn = replace(ROUND_2, games=tuple(replace(g, result=GameResult.DRAW) if g.board == 3 else g
                                         for g in ROUND_2.games))   # 7–6 0-1 becomes a draw
    edited = club_tournament((ROUND_1, drawn, ROUND_3), tiebreaks=("BH", "SB"), venue="Town hall")
    after = explanations(edited, memo)
    kept = {url for url in after if after[url] is moved[url]}
    assert 0 < len(kept) < 7 and f"{SLUG}player/6/" not in kept and f"{SLUG}player/7/" not in kept
    assert after == explanations(edited, None)
