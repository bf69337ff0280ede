"""A game page of the built example in a real headless Chromium on a phone (390×844), with the viewer script and
without it: the moves and the final position read on their own, nothing scrolls sideways, and the viewer steps
through the positions by its buttons, the arrow keys, a swipe and a click on a move. Screenshots of both go to
test-artifacts/screenshots/. Needs Playwright and Debian's chromium (tests/headless.py)."""
from __future__ import annotations

from typing import Any, Iterator

import pytest
from headless import TIMEOUT_MS, launched_chromium, require_chromium, serving
from sitedata import REPO

sync_api = require_chromium()
pytestmark = pytest.mark.slow

SCREENSHOTS = REPO / "test-artifacts" / "screenshots"
PHONE = {"width": 390, "height": 844}
GAME = "tournament/herbst-2026/round/6/board/4/"
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
WIDTH = "() => [document.scrollingElement.scrollWidth, window.innerWidth]"
PIECES_ON_BOARD = """() => [...document.querySelectorAll('.cb-main .cb-pieces use')]
  .map(u => u.getAttribute('href').slice(-1) + u.getAttribute('class').slice(-1) + u.getAttribute('x') + ','
            + u.getAttribute('y')).sort().join(' ')"""


@pytest.fixture(scope="module")
def site_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with serving(tmp_path_factory) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with launched_chromium(sync_api) as chromium:
        yield chromium


def _tab(browser: Any, script: bool) -> tuple[Any, Any, list[str]]:
    context = browser.new_context(viewport=PHONE, device_scale_factor=1, java_script_enabled=script,
                                  has_touch=True)
    tab = context.new_page()
    tab.set_default_timeout(TIMEOUT_MS)
    problems: list[str] = []
    tab.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    tab.on("pageerror", lambda e: problems.append(str(e)))
    tab.on("request", lambda r: problems.append(f"external: {r.url}") if not r.url.startswith("http://127.0.0.1")
           else None)
    return context, tab, problems


def _pieces(placement: str) -> str:
    """What PIECES_ON_BOARD reads for a placement: letter, side, x,y of every piece."""
    found = []
    for row, text in enumerate(placement.split("/")):
        file = 0
        for char in text:
            if char.isdigit():
                file += int(char)
                continue
            found.append(f"{char.upper()}{'w' if char.isupper() else 'b'}{file * 45},{row * 45}")
            file += 1
    return " ".join(sorted(found))


def test_a_game_page_reads_on_a_phone_without_javascript(browser: Any, site_url: str) -> None:
    """Without a script: the players, the final position and every move are there, the buttons are not (they would
    do nothing), and the page fits the phone."""
    context, tab, problems = _tab(browser, script=False)
    try:
        tab.goto(site_url + GAME, wait_until="load")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(SCREENSHOTS / "game-no-script-phone.png"), full_page=True)
        page, window = tab.evaluate(WIDTH)
        assert page <= window
        assert "Anna Weiß – Kai Schröder" in tab.locator("h1").inner_text()
        assert tab.locator(".cb-main figcaption").inner_text() == "Final position after 31.Qxg5#"
        assert tab.locator(".mv.main").count() == 61
        assert not tab.locator(".cb-controls").is_visible()
        box = tab.locator(".cb-main .cb-board").bounding_box()
        assert box is not None and 300 <= box["width"] <= window
        assert "13.Nxg5 h6? Natural, but it loses. (13…O-O" in tab.locator(".movetext").inner_text()
        assert problems == []
    finally:
        context.close()


def test_the_viewer_steps_through_the_game_by_buttons_keys_swipes_and_moves(browser: Any, site_url: str) -> None:
    """With the script: the buttons show the start and step a move at a time, the arrow keys and a swipe on the
    board do the same, a click on a move of a variation shows its position; the move shown is marked in the move
    list and named in the caption; the page makes no request beyond its own site and stays within 100 KB."""
    context, tab, problems = _tab(browser, script=True)
    sizes: list[int] = []
    tab.on("response", lambda r: sizes.append(len(r.body())) if r.ok else None)
    try:
        tab.goto(site_url + GAME, wait_until="load")
        controls = tab.locator(".cb-controls")
        assert controls.is_visible()
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(SCREENSHOTS / "game-viewer-phone.png"), full_page=True)
        tab.get_by_role("button", name="Starting position").click()
        assert tab.evaluate(PIECES_ON_BOARD) == _pieces(START)
        assert tab.locator(".cb-main figcaption").inner_text() == "Starting position"
        tab.get_by_role("button", name="Move forward").click()
        assert tab.locator(".cb-main figcaption").inner_text() == "1.e4"
        assert tab.locator(".mv[aria-current]").inner_text() == "1.e4"
        assert tab.evaluate(PIECES_ON_BOARD) == _pieces("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR")
        tab.keyboard.press("ArrowRight")
        tab.keyboard.press("ArrowRight")
        assert tab.locator(".mv[aria-current]").inner_text() == "2.Nf3"
        tab.keyboard.press("ArrowLeft")
        assert tab.locator(".mv[aria-current]").inner_text() == "e5"
        board = tab.locator(".cb-main .cb-board").bounding_box()
        assert board is not None
        y = board["y"] + board["height"] / 2
        tab.evaluate("""([x0, x1, y]) => {
          const board = document.querySelector('.cb-main .cb-board');
          const touch = x => new Touch({identifier: 1, target: board, clientX: x, clientY: y});
          board.dispatchEvent(new TouchEvent('touchstart', {touches: [touch(x0)], changedTouches: [touch(x0)]}));
          board.dispatchEvent(new TouchEvent('touchend', {touches: [], changedTouches: [touch(x1)]}));
        }""", [board["x"] + 300, board["x"] + 100, y])
        assert tab.locator(".mv[aria-current]").inner_text() == "2.Nf3"
        tab.locator(".var .mv", has_text="O-O").first.click()
        assert tab.locator(".cb-main figcaption").inner_text() == "13…O-O"
        tab.get_by_role("button", name="Final position").click()
        assert tab.locator(".mv[aria-current]").inner_text() == "31.Qxg5#"
        page, window = tab.evaluate(WIDTH)
        assert page <= window
        assert problems == []
        assert sum(sizes) < 100 * 1024, sizes
    finally:
        context.close()


def test_a_news_post_embeds_a_board_with_its_moves(browser: Any, site_url: str) -> None:
    """{{ game round=6 board=4 }} in the round-6 post shows the final position and the moves, and steps through
    them as the game page does."""
    context, tab, problems = _tab(browser, script=True)
    try:
        tab.goto(site_url + "news/2026-10-09-round-6/", wait_until="load")
        embed = tab.locator(".embed-game")
        assert embed.locator(".cb-board").count() >= 1
        assert embed.locator(".mv.main").count() == 61
        embed.get_by_role("button", name="Starting position").click()
        assert embed.locator(".cb-main figcaption").inner_text() == "Starting position"
        page, window = tab.evaluate(WIDTH)
        assert page <= window
        assert problems == []
    finally:
        context.close()
