"""A real headless Chromium: a page open on `bulletin serve` reloads by itself after a round file is saved.

Needs Playwright for Python and Debian's chromium at /usr/bin/chromium (Playwright's own browser downloads
are not used). Skipped, with the reason, only when one of them is missing on this computer.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from headless import TIMEOUT_MS, launched_chromium, require_chromium
from liveprocess import copy_example_site, current_result, decisive_board, flipped, running

pytestmark = pytest.mark.slow

sync_api = require_chromium()


@pytest.fixture
def browser():
    with launched_chromium(sync_api) as chromium:
        yield chromium


@pytest.fixture
def served(tmp_path: Path):
    site = copy_example_site(tmp_path / "site")
    with running("serve", "--site", str(site), "--port", "0", "--base-url", "/club-site/") as process:
        url = process.wait_for_line(r"Serving .* at (http://127\.0\.0\.1:\d+/club-site/)").group(1)
        yield site, url


def test_open_page_reloads_itself_after_a_round_file_is_saved(browser, served) -> None:
    """Without any action in the browser, the open round page shows the result saved in the editor."""
    site, url = served
    edit = decisive_board(site)
    old, new = current_result(edit), flipped(current_result(edit))
    page = browser.new_page()
    page.goto(url + edit.page)
    page.evaluate("window.notReloadedYet = true")
    cells = page.locator("td.result")
    old_count = cells.filter(has_text=old.replace("-", "–")).count()
    edit.write_result(new)
    page.wait_for_function("() => window.notReloadedYet === undefined", timeout=TIMEOUT_MS)
    page.wait_for_load_state()
    assert cells.filter(has_text=old.replace("-", "–")).count() == old_count - 1


def test_open_page_shows_the_error_and_then_the_fixed_site(browser, served) -> None:
    """A broken save turns the open tab into the located error; fixing it brings the page back, hands off."""
    site, url = served
    edit = decisive_board(site)
    old = current_result(edit)
    page = browser.new_page()
    page.goto(url + edit.page)
    edit.write_result("1-O")
    location = f"{edit.file.relative_to(site).as_posix()}:{edit.line}:{edit.column}"
    page.get_by_text(location).wait_for(timeout=TIMEOUT_MS)
    assert page.title() == "The site could not be rebuilt"
    edit.write_result(old)
    page.locator("td.result").first.wait_for(timeout=TIMEOUT_MS)
    assert page.title() != "The site could not be rebuilt"
