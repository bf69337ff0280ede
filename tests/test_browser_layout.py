"""What a reader sees of each table, in a real headless Chromium at 390×844 (a phone) and 1366×900 (a desktop),
and printed on A4 portrait.

For the standings, player, round, next-round, crosstable and news pages of the example: the columns that
matter (standings: rank, name, points, the first tie-break; a round: board, both names, result; a player's
games: round, opponent, result, running score; the next round: board, both names with their points; the
crosstable: name and points) lie inside the window and inside their table's wrapper before anything is
scrolled; the page is no wider than the window; no such cell clips its text. The rest of a table stays
reachable: on a second line under the name, or by scrolling its wrapper. Screenshots of every page at both sizes
and a PDF of the printed pages go to test-artifacts/.

Needs Playwright for Python and Debian's chromium (see tests/headless.py).
"""
from __future__ import annotations

from typing import Any, Iterator

import pytest
from sitedata import REPO

from headless import TIMEOUT_MS, launched_chromium, require_chromium, serving

sync_api = require_chromium()

ARTIFACTS = REPO / "test-artifacts"
SCREENSHOTS = ARTIFACTS / "screenshots"
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1366, "height": 900}}
# A4 portrait, 210 mm wide, less 1 cm margins either side, at the 96 px per inch of CSS.
A4_PRINT_WIDTH = round((210 - 20) / 25.4 * 96)
TOURNAMENT = "tournament/herbst-2026/"

# page → (table, the cells that must show whole: a CSS selector within each body row, by column)
MUST_SHOW: dict[str, tuple[str, str, dict[str, str]]] = {
    "standings": (TOURNAMENT + "standings/6/", "table.standings", {
        "rank": "td:nth-child(1)", "name": "th[scope=row]", "points": "td:nth-child(6)",
        "first tie-break": "td:nth-child(7)"}),
    "round": (TOURNAMENT + "round/6/", "table.boards", {
        "board": "td:nth-child(1)", "white": "td:nth-child(3)", "result": "td:nth-child(5)",
        "black": "td:nth-child(7)"}),
    "player": (TOURNAMENT + "player/10/", "table.player-rounds", {
        "round": "th[scope=row]", "opponent": "td.name", "result": "td.outcome", "score": "td:nth-child(9)"}),
    "next-round": (TOURNAMENT + "next/", "table.boards", {
        "board": "td:nth-child(1)", "white": "td:nth-child(3)", "black": "td:nth-child(7)"}),
    "crosstable": (TOURNAMENT + "crosstable/", "table.crosstable", {
        "name": "th[scope=row]", "points": "td:nth-child(4)"}),
    "news": ("news/2026-10-09-round-6/", ".embed-standings table.standings", {
        "rank": "td:nth-child(1)", "name": "th[scope=row]", "points": "td:nth-child(6)",
        "first tie-break": "td:nth-child(7)"}),
}
# The points before the round beside both names: their own columns on a desktop, the line under each name on a
# phone.
NEXT_ROUND_POINTS = {"desktop": ("td:nth-child(4)", "td:nth-child(6)"), "phone": ("td:nth-child(3) .sub",
                                                                                   "td:nth-child(7) .sub")}

# For each row of the table and each named column: where the cell is, whether it is laid out, whether its
# content is wider than the cell (clipped), and the wrapper's visible box.
CELLS = """([table, columns]) => {
  const t = document.querySelector(table);
  const wrap = t.closest('.table-scroll') || t.parentElement;
  const w = wrap.getBoundingClientRect();
  const found = [];
  for (const row of t.tBodies[0].rows) {
    for (const [name, selector] of Object.entries(columns)) {
      const cell = row.querySelector(':scope > ' + selector.split(' ')[0]);
      const part = selector.includes(' ') ? cell && cell.querySelector(selector.split(' ').slice(1).join(' ')) : cell;
      if (!part) { found.push({name, missing: true}); continue; }
      const r = part.getBoundingClientRect();
      found.push({name, text: part.textContent.trim().slice(0, 30), left: r.left, right: r.right,
                  width: r.width, shown: r.width > 0 && getComputedStyle(part).display !== 'none',
                  clipped: part.scrollWidth > part.clientWidth + 1,
                  inWrapper: r.left >= w.left - 1 && r.right <= w.right + 1});
    }
  }
  const caption = t.caption ? t.caption.getBoundingClientRect() : null;
  return {cells: found, window: window.innerWidth, page: document.scrollingElement.scrollWidth,
          caption: caption && {left: caption.left, right: caption.right},
          wrapperScrolls: wrap.scrollWidth > wrap.clientWidth + 1};
}"""


@pytest.fixture(scope="module")
def site_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with serving(tmp_path_factory) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with launched_chromium(sync_api) as chromium:
        yield chromium


def _tab(browser: Any, width: int, height: int, **options: Any) -> tuple[Any, Any]:
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1, **options)
    tab = context.new_page()
    tab.set_default_timeout(TIMEOUT_MS)
    return context, tab


def _misplaced(layout: dict[str, Any]) -> list[str]:
    """The cells that are missing, hidden, outside the window or the wrapper's visible part, or clipped; and
    the caption, when it runs past the window."""
    caption = layout.get("caption")
    wrong = [f"caption at {caption['left']:.0f}–{caption['right']:.0f}"] \
        if caption and (caption["left"] < 0 or caption["right"] > layout["window"] + 1) else []
    for c in layout["cells"]:
        if c.get("missing"):
            wrong.append(f"{c['name']}: missing")
        elif not c["shown"]:
            wrong.append(f"{c['name']} {c['text']!r}: hidden")
        elif c["left"] < 0 or c["right"] > layout["window"] + 1 or not c["inWrapper"]:
            wrong.append(f"{c['name']} {c['text']!r}: at {c['left']:.0f}–{c['right']:.0f}")
        elif c["clipped"]:
            wrong.append(f"{c['name']} {c['text']!r}: clipped")
    return wrong


@pytest.mark.parametrize("size", sorted(VIEWPORTS))
@pytest.mark.parametrize("name", sorted(MUST_SHOW))
def test_the_columns_that_matter_are_in_view_without_scrolling(browser: Any, site_url: str, name: str,
                                                               size: str) -> None:
    """Each named column of every row lies inside the window and the table's wrapper, laid out and not
    clipped, and so does the caption; the page is no wider than the window. A screenshot of the whole page is
    kept."""
    url, table, columns = MUST_SHOW[name]
    context, tab = _tab(browser, **VIEWPORTS[size])
    try:
        tab.goto(site_url + url, wait_until="load")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(SCREENSHOTS / f"layout-{name}-{size}.png"), full_page=True)
        layout = tab.evaluate(CELLS, [table, columns])
        assert layout["page"] <= layout["window"]
        assert len(layout["cells"]) >= len(columns) * 5
        assert _misplaced(layout) == []
        if name == "next-round":
            white, black = NEXT_ROUND_POINTS[size]
            points = tab.evaluate(CELLS, [table, {"white's points": white, "black's points": black}])
            assert _misplaced(points) == []
    finally:
        context.close()


@pytest.mark.parametrize("name", ["standings", "round", "player", "news"])
def test_on_a_desktop_these_tables_need_no_scrolling_at_all(browser: Any, site_url: str, name: str) -> None:
    """At 1366 px every column of the standings, a round, a player's games and a news post's live table is in
    view: the wrapper has nothing to scroll (a post's table uses the page's width, not the text column's)."""
    url, table, _ = MUST_SHOW[name]
    context, tab = _tab(browser, **VIEWPORTS["desktop"])
    try:
        tab.goto(site_url + url)
        assert tab.evaluate(CELLS, [table, {}])["wrapperScrolls"] is False
        clipped = tab.evaluate("""(table) => [...document.querySelectorAll(table + ' :is(td, th)')]
            .filter(c => c.getClientRects().length && c.scrollWidth > c.clientWidth + 1).map(c => c.textContent)""",
                               table)
        assert clipped == []
    finally:
        context.close()


def test_what_a_phone_leaves_out_of_the_columns_is_on_the_line_under_the_name(browser: Any, site_url: str) -> None:
    """Standings on a phone: the starting number, rating and federation columns give way to a line under each
    name ("No. 5 · 2010 · GER"); the further tie-breaks are reached by scrolling the table's wrapper, not the
    page."""
    context, tab = _tab(browser, **VIEWPORTS["phone"])
    try:
        tab.goto(site_url + MUST_SHOW["standings"][0])
        first = tab.locator("table.standings tbody tr").first
        assert first.locator("td.wide").first.is_hidden()
        assert first.locator(".sub").inner_text() == "No. 5 · 2010 · GER"
        wrapper = tab.locator(".table-scroll").first
        last = first.locator("td").last
        assert last.bounding_box()["x"] + last.bounding_box()["width"] > VIEWPORTS["phone"]["width"] \
            or wrapper.evaluate("e => e.scrollWidth <= e.clientWidth")
        wrapper.evaluate("e => e.scrollBy(400, 0)")
        box = last.bounding_box()
        assert box["x"] + box["width"] <= VIEWPORTS["phone"]["width"]
        assert tab.evaluate("document.scrollingElement.scrollLeft") == 0
        name = first.locator("th[scope=row]").bounding_box()
        assert name["x"] >= 0   # pinned: the name stays in view while the tie-breaks scroll under it
    finally:
        context.close()


def test_a_forfeit_is_written_out_on_a_phone_and_a_pending_game_never_reads_as_a_result(browser: Any,
                                                                                        site_url: str) -> None:
    """On a phone, which cannot hover, a forfeit's sign has its words under it; on a desktop they are in the
    sign's tooltip. A board not played yet shows 'vs', which no result looks like."""
    context, tab = _tab(browser, **VIEWPORTS["phone"])
    try:
        tab.goto(site_url + TOURNAMENT + "round/4/")
        forfeit = tab.locator("table.boards td.result", has=tab.locator("abbr")).first
        assert forfeit.locator(".sub").is_visible()
        assert "forfeit" in forfeit.locator(".sub").inner_text()
        tab.goto(site_url + TOURNAMENT + "next/")
        results = tab.locator("table.boards td.result").all_inner_texts()
        assert results and set(results) == {"vs"}
    finally:
        context.close()
    context, tab = _tab(browser, **VIEWPORTS["desktop"])
    try:
        tab.goto(site_url + TOURNAMENT + "round/4/")
        forfeit = tab.locator("table.boards td.result", has=tab.locator("abbr")).first
        assert forfeit.locator(".sub").is_hidden() and "forfeit" in forfeit.locator("abbr").get_attribute("title")
    finally:
        context.close()


@pytest.mark.parametrize(("name", "table"), [("standings", "table.standings"), ("player", "table.player-rounds")])
def test_standings_and_a_players_card_print_on_a4_portrait_without_cut_columns(browser: Any, site_url: str,
                                                                              name: str, table: str) -> None:
    """Printed (print media, at the width of A4 portrait less 1 cm margins): every cell of every column is
    inside the page and none is clipped; the table needs no scrolling. A PDF of the page is kept."""
    url = MUST_SHOW[name][0]
    context, tab = _tab(browser, A4_PRINT_WIDTH, 1100)
    try:
        tab.emulate_media(media="print")
        tab.goto(site_url + url)
        every_column = {f"column {i}": f":nth-child({i})" for i in range(1, 12)}
        layout = tab.evaluate(CELLS, [table, every_column])
        cells = [c for c in layout["cells"] if not c.get("missing") and c["shown"]]
        assert len({c["name"] for c in cells}) >= 9
        assert _misplaced({**layout, "cells": cells}) == []
        assert layout["wrapperScrolls"] is False and layout["page"] <= A4_PRINT_WIDTH
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        tab.pdf(path=str(ARTIFACTS / f"print-{name}.pdf"), format="A4",
                margin={"top": "1cm", "bottom": "1cm", "left": "1cm", "right": "1cm"})
    finally:
        context.close()
