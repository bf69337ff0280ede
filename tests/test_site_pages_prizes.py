"""The prize page, the category pages, the category filter of the standings, a player's prize and the news embeds
(generator/site/pages/prizes.py), planned from the example Swiss: provisional after round 6 of 7, the outlook
before the last round, every word in the tournament's language."""
from __future__ import annotations

import dataclasses
import datetime as dt
from fractions import Fraction

import pytest
from sitedata import REPO

from generator.core.model import Tournament
from generator.core.standings import compute_standings
from generator.loading.config import LoadedSite, NewsPost, SiteConfig
from generator.loading.load import load_tournament
from generator.site.pages.contexts import (
    CategoryContext,
    NewsPostContext,
    PlayerContext,
    PrizesContext,
    StandingsContext,
)
from generator.site.pages.data import prepare_tournament
from generator.site.pages.planner import plan_site
from generator.site.pages.stake import at_stake


@pytest.fixture(scope="module")
def herbst() -> Tournament:
    tournament, problems = load_tournament(REPO / "content" / "herbst-2026")
    assert problems == []
    return tournament


def plan(tournament: Tournament, language: str = "en") -> list[object]:
    site = LoadedSite(REPO, SiteConfig(language=language), (tournament,))
    data = prepare_tournament(tournament, lambda t, k: compute_standings(t, k))
    return [page.context for page in plan_site(site, [data], scenarios=at_stake).pages]


@pytest.fixture(scope="module")
def planned(herbst: Tournament) -> list[object]:
    """The example Swiss's pages after round 6, planned once for the module."""
    return plan(herbst)


def of_kind(contexts: list[object], kind: type) -> list:
    return [c for c in contexts if isinstance(c, kind)]


def test_the_prize_page_says_who_wins_what_and_why(planned):
    page = of_kind(planned, PrizesContext)[0]
    assert page.prizes is not None and page.prizes.provisional
    assert page.prizes.status == ("Provisional, after round 6 of 7: the prizes are decided when the last round has "
                                  "every result.")
    lines = [(a.prize, a.player.name, a.amount) for a in page.prizes.awards]
    assert lines[:3] == [("1st prize", "Mehmet Yılmaz", "300\u00a0€"), ("2nd prize", "Tobias Meißner", "200\u00a0€"),
                         ("Best woman", "Lena Hoffmann", "80\u00a0€")]
    shared = [a for a in page.prizes.awards if a.prize == "A share of the 3rd–6th prizes"]
    assert [a.player.name for a in shared] == ["Konstantin Brandt", "Anna Weiß", "Jörg Schäfer", "Emil Hartmann"]
    # the pool's arithmetic is said once, under its first member; each says why Lena Hoffmann is not among them
    assert shared[0].reasons == ("3rd–6th pooled: 150 + 100 + 50 = 300\u00a0€; 4 players tied on points: "
                                 "75\u00a0€ each.",)
    assert shared[1].reasons == ("Lena Hoffmann, placed higher, took Best woman; one prize per player.",)
    assert page.prizes.total == "Prize fund 1020\u00a0€; paid 1020\u00a0€."
    assert page.rules[0].startswith("One prize per player")
    assert [(link.label, text) for link, text in page.categories][:2] == [
        ("Best U18", "8 players: born 2008 or later."), ("Best woman", "8 players: women.")]
    assert [d.kind for d in page.downloads] == ["prizes-csv", "prizes-json"]


def test_before_the_last_round_the_page_says_what_each_can_still_win(planned):
    outlook = of_kind(planned, PrizesContext)[0].outlook
    assert outlook is not None and outlook.round_number == 7
    first = outlook.players[0]
    assert first.player.name == "Mehmet Yılmaz" and first.points_before == Fraction(11, 2)
    assert [(line.result, line.text) for line in first.lines] == [
        ("Win", "Sure of 1st prize (300\u00a0€)."), ("Draw", "Sure of 1st prize (300\u00a0€)."),
        ("Loss", "Sure of a prize of at least 200\u00a0€. 1st prize (300\u00a0€) if Meißner does not beat Schäfer.")]
    assert outlook.notes[0].startswith("Players tied on points share the main prizes")
    assert any(note.startswith("Not ruled out yet") and "Henrik Voß" in note for note in outlook.notes)


def test_a_category_page_is_the_standings_filtered_in_their_order(planned):
    contexts = planned
    u18 = next(c for c in of_kind(contexts, CategoryContext) if c.category.name == "U18")
    assert u18.heading == "Best U18: standings after round 6"
    assert [(line.place, line.rank_label, line.player.name) for line in u18.category.lines[:3]] == [
        (1, "8", "Sophie Krüger"), (2, "9", "Hannah Vogt"), (3, "11", "Jonas Weiß")]
    assert u18.category.lines[0].prize == "Best U18, 40\u00a0€" and u18.category.lines[1].prize == ""
    assert u18.filter.current == "u18" and [link.label for link in u18.filter.links] == [
        "All players", "Best U18", "Best woman", "Best senior", "Under 1800"]
    latest = [c for c in of_kind(contexts, StandingsContext) if c.standings.after_round == 6]
    earlier = [c for c in of_kind(contexts, StandingsContext) if c.standings.after_round == 5]
    assert all(c.categories is not None and c.categories.current == "all" for c in latest)
    assert all(c.categories is None for c in earlier)


def test_a_players_page_names_his_prize_provisional_until_the_end(herbst, planned):
    contexts = planned
    players = {c.player.name: c for c in of_kind(contexts, PlayerContext)}
    assert players["Sophie Krüger"].prizes == ("Best U18, 40\u00a0€ (provisional)",)
    assert players["Henrik Voß"].prizes == ()
    finished = dataclasses.replace(herbst, planned_rounds=6)
    players = {c.player.name: c for c in of_kind(plan(finished), PlayerContext)}
    assert players["Sophie Krüger"].prizes == ("Best U18, 40\u00a0€",)


def test_the_pages_in_german(herbst):
    german = dataclasses.replace(herbst, language="de")
    page = of_kind(plan(german, "de"), PrizesContext)[0]
    assert page.heading == "Preise"
    assert page.prizes is not None and page.prizes.awards[0].prize == "1. Preis"
    assert page.prizes.awards[0].amount == "300\u00a0€"


def test_news_embeds_of_the_prizes_and_of_a_category(herbst):
    post = NewsPost("prizes", "Who wins what", dt.date(2026, 10, 10), "{{ prizes }}\n\n{{ category name=Women top=3 }}",
                    tournament="herbst-2026")
    site = LoadedSite(REPO, SiteConfig(), (herbst,), (post,))
    data = prepare_tournament(herbst, lambda t, k: compute_standings(t, k))
    news = next(p.context for p in plan_site(site, [data]).pages if isinstance(p.context, NewsPostContext))
    listed, top = [part for part in news.parts if not isinstance(part, str)]
    assert listed.caption == "Prizes of Herbstturnier 2026" and listed.prizes is not None
    assert listed.prizes.awards[0].player.name == "Mehmet Yılmaz"
    assert top.caption == "Best woman in Herbstturnier 2026 after round 6: the first 3"
    assert top.category is not None and top.top == 3 and top.href == "tournament/herbst-2026/category/women/"
    assert [line.player.name for line in top.category.lines[:2]] == ["Lena Hoffmann", "Anna Weiß"]
