"""Headless Chromium for the browser tests: Debian's chromium driven by Playwright for Python.

Playwright's own browser downloads are not used; the system's /usr/bin/chromium is. A test module calls
`require_chromium()` at import: on a developer's computer without Playwright or chromium the module is
skipped, with the reason; under CI=true (where .ci/run installs both) it fails instead.
"""
from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path
from types import ModuleType
from typing import Any, Iterator

import pytest

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
