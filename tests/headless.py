"""Headless Chromium for the browser tests: Debian's chromium driven by Playwright for Python.

Playwright's own browser downloads are not used; the system's /usr/bin/chromium is. A test module calls
`require_chromium()` at import: on a developer's computer without Playwright or chromium the module is
skipped, with the reason; under CI=true (where .ci/run installs both) it fails instead.
"""
from __future__ import annotations

import contextlib
import functools
import os
import re
import shutil
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Iterator

import pytest
from sitedata import copy_example

from generator.site.build import build_site

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
TIMEOUT_MS = 20_000


def _missing(reason: str) -> None:
    """Skip on a developer's computer; in CI (which installs both, see .ci/run) a missing browser fails."""
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; CI must install it (see .ci/run)", pytrace=False)
    pytest.skip(reason, allow_module_level=True)


def require_chromium() -> ModuleType:
    """playwright.sync_api, once Playwright and the system's chromium are both known to be there."""
    try:
        from playwright import sync_api
    except ImportError:
        _missing("Playwright for Python is not installed (pip install playwright)")
    if not Path(CHROMIUM).exists():
        _missing(f"chromium is not installed at {CHROMIUM} (apt-get install chromium)")
    return sync_api


@contextlib.contextmanager
def launched_chromium(sync_api: ModuleType) -> Iterator[Any]:
    """A headless Chromium (a Playwright `Browser`), closed afterwards."""
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield chromium
        finally:
            chromium.close()


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - inherited signature
        pass


@contextlib.contextmanager
def serving(tmp_path_factory: pytest.TempPathFactory, language: str = "en",
            prepare: Callable[[Path], object] | None = None) -> Iterator[str]:
    """The example built in `language` and served as plain files on a free port of 127.0.0.1 (as GitHub
    Pages would serve them); yields the site's address. `prepare`, when given, makes the site folder instead of
    the example (it is handed the empty folder)."""
    site = tmp_path_factory.mktemp(f"site-{language}")
    if prepare is None:
        copy_example(site)
    else:
        prepare(site)
    config = site / "site.yml"
    config.write_text(re.sub(r"(?m)^language:.*$", f"language: {language}", config.read_text(encoding="utf-8")),
                      encoding="utf-8")
    out = tmp_path_factory.mktemp(f"out-{language}")
    build_site(site, out)
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(out)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
