"""The game pages of the example (round 6 of the Swiss has four games): a page per game with its players, facts,
final position and moves; links to it from the round page, the players' pages and a news post's embed; and a
rebuild after one game changed renders that game's page again and no other page of the tournament."""
from __future__ import annotations

import gc
from pathlib import Path

import jinja2
import pytest
from sitedata import copy_example

from generator.site.build import BuildSession, load, plan
from generator.site.pages.contexts import GameContext, PlayerContext, RoundContext

GAME = "tournament/herbst-2026/round/6/board/4/"


@pytest.fixture(scope="module")
def site_plan(tmp_path_factory: pytest.TempPathFactory):
    site = copy_example(tmp_path_factory.mktemp("example"))
    return plan(load(site))


def pages_of(site_plan, kind):
    return {page.url: page for page in site_plan.pages if page.kind is kind}


def test_each_game_of_round_6_has_its_page(site_plan):
    games = pages_of(site_plan, GameContext)
    assert sorted(games) == [f"tournament/herbst-2026/round/6/board/{b}/" for b in (1, 2, 3, 4)]
    page = games[GAME]
    assert page.title == "Anna Weiß – Kai Schröder, round 6 – Herbstturnier 2026"
    assert page.description == ("Anna Weiß – Kai Schröder 1–0, round 6, board 4 of Herbstturnier 2026: the moves "
                                "with a diagram.")
    context = page.context
    assert isinstance(context, GameContext)
    game = context.game
    assert (game.white.name, game.black.name, game.result, game.plies) == ("Anna Weiß", "Kai Schröder", "1–0", 61)
    assert dict(game.facts) == {"Event": "Herbstturnier 2026", "Round": "6, board 4", "Date": "8 October 2026",
                                "Site": "Leipzig GER", "Opening": "C54 Italian Game", "Annotated by": "Ingrid Pohl"}
    assert game.final.caption == "Final position after 31.Qxg5#"
    assert game.final.label.startswith("Final position after 31.Qxg5#. White: Kg2, Qg5, Qe7, a2, f2, h2, h3.")
    assert [d.caption for d in game.marked] == ["Position after 15.Re1"]
    assert context.others == tuple((b, f"tournament/herbst-2026/round/6/board/{b}/") for b in (1, 2, 3, 4))
    assert context.games_href == "tournament/herbst-2026/round/6/herbst-2026-round-6.pgn"


def test_the_round_page_links_each_board_to_its_game(site_plan):
    round_6 = pages_of(site_plan, RoundContext)["tournament/herbst-2026/round/6/"].context
    links = {b.board: b.game_href for b in round_6.round.boards}
    assert links[1] == "tournament/herbst-2026/round/6/board/1/" and links[4] == GAME
    assert links[5] is None   # no game given for board 5
    assert round_6.round.games_href == "tournament/herbst-2026/round/6/herbst-2026-round-6.pgn"
    round_5 = pages_of(site_plan, RoundContext)["tournament/herbst-2026/round/5/"].context
    assert round_5.round.games_href is None and all(b.game_href is None for b in round_5.round.boards)


def test_a_players_page_links_his_game(site_plan):
    anna = pages_of(site_plan, PlayerContext)["tournament/herbst-2026/player/6/"].context
    assert [(line.round, line.game_href) for line in anna.rounds if line.game_href] == [(6, GAME)]


def test_the_round_6_post_embeds_the_annotated_game(site_plan):
    post = next(p for p in site_plan.pages if p.url == "news/2026-10-09-round-6/").context
    [embed] = [part for part in post.parts if not isinstance(part, str) and part.kind == "game"]
    assert embed.caption == "Round 6, board 4: Anna Weiß – Kai Schröder" and embed.href == GAME
    assert embed.game is not None and embed.game.plies == 61


@pytest.mark.slow
def test_an_edited_game_renders_its_own_page_again_and_no_other_page_of_the_tournament(tmp_path: Path,
                                                                                     monkeypatch) -> None:
    site = copy_example(tmp_path / "site")
    rendered: list[str] = []
    original = jinja2.Template.render

    def counting(self: jinja2.Template, *args: object, **kwargs: object) -> str:
        rendered.append(getattr(kwargs.get("page"), "url", "?"))
        return original(self, *args, **kwargs)

    monkeypatch.setattr(jinja2.Template, "render", counting)
    session = BuildSession(site, tmp_path / "out")   # a lasting session, as `serve` and `watch` build: one process
    session.build()
    games = site / "content/herbst-2026/rounds/06.pgn"
    games.write_text(games.read_text(encoding="utf-8").replace("{Natural, but it loses.}", "{It loses.}"),
                     encoding="utf-8")
    rendered.clear()
    session.build()
    assert {url for url in rendered if url.startswith("tournament/")} == {GAME}
    page = (tmp_path / "out" / GAME / "index.html").read_text(encoding="utf-8")
    assert "It loses." in page and "Natural, but" not in page
    pgn = (tmp_path / "out/tournament/herbst-2026/round/6/herbst-2026-round-6.pgn").read_text(encoding="utf-8")
    assert "{It loses.}" in pgn
    gc.unfreeze()   # what the lasting session froze, back to the collector for the tests after this one


def test_a_persons_profile_links_his_games(site_plan):
    """Across events, the profile names each game of his whose moves an event gives."""
    from generator.site.pages.contexts import ProfileContext

    profiles = [p.context for p in site_plan.pages if p.kind is ProfileContext]
    anna = next(c for c in profiles if c.person.name == "Anna Weiß")
    assert [e.games for e in anna.events if e.games] == [((6, GAME),)]
    assert not any(e.games for c in profiles if c.person.name == "Henrik Voß" for e in c.events)
