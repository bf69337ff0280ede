"""What a reader of the pages meets, across the whole site: every word in the page's language, the FIDE
codes the only exception and each explained on the page that shows it; the rules page's paragraphs numbered as the
pages cite them; no word of our repository (docs/…) on a public page.

The example is built in German under the 2012 rules (as the reader of the issue read it) and in Spanish under the
2026 rules; the club's own words (news posts, names) are not ours and are left out.
"""
from __future__ import annotations

import html
import re
import string
from pathlib import Path

import pytest
from sitedata import copy_example

from generator.core.pairing.reasons import WORDING as PAIRING_WORDING
from generator.core.teams.chain import all_team_codes
from generator.core.teams.phrases import WORDING as TEAM_WORDING
from generator.core.tiebreaks.codes import all_codes
from generator.core.tiebreaks.wording import WORDING
from generator.i18n.catalogues import CATALOGUE_DIR, read_catalogue
from generator.site.build import build_site

pytestmark = pytest.mark.slow   # builds the example site twice

# The codes a page may show untranslated (C.07's tie-break codes, the team tie-breaks, the kinds of unplayed round
# of C.07 16 and TRF-2026): each must be explained where it is shown.
CODES = frozenset(c.split("/")[0] for c in all_codes()) | frozenset(c.split(":")[0].split("/")[0]
                                                                     for c in all_team_codes()) | frozenset(
    {"BH/C1", "BH/C2", "SB/C1", "PAB", "FPB", "HPB", "ZPB", "WD"})
# English the issue found on German pages, each a symbol or quotation no page should show in any language.
NEVER = ("least significant", "results by default", "den am wenigsten bedeutsamen", "voluntarily unplayed",
         "not played by choice", "Svon", "SPR", "SfPR", "docs/rules", "tiebreaks.md")


def _english() -> dict[str, str]:
    english = {**WORDING.english, **PAIRING_WORDING.english, **TEAM_WORDING.english,
               **read_catalogue(CATALOGUE_DIR / "en.yml")}
    return {k: v for k, v in english.items() if isinstance(v, str)}


def _build(tmp_path: Path, language: str, rules: str) -> Path:
    site = copy_example(tmp_path / f"site-{language}")
    config = site / "site.yml"
    config.write_text(re.sub(r"(?m)^language:.*$", f"language: {language}", config.read_text("utf-8")), "utf-8")
    spec = site / "content" / "herbst-2026" / "tournament.yml"
    spec.write_text(re.sub(r"(?m)^rules: fide-2026", f"rules: {rules}", spec.read_text("utf-8")), "utf-8")
    out = tmp_path / f"out-{language}"
    build_site(site, out)
    return out


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("reader")
    return {"de": _build(root, "de", "fide-2012"), "es": _build(root, "es", "fide-2026")}


def _pages(out: Path) -> dict[str, str]:
    """Every page of the tournaments and the league (the news posts and the home page are the club's words)."""
    return {p.relative_to(out).parent.as_posix(): p.read_text("utf-8")
            for folder in ("tournament", "league") for p in sorted((out / folder).rglob("index.html"))}


def _text(page: str) -> str:
    """The page's visible text (the body without scripts), tags removed."""
    body = page.split("<body>", 1)[1]
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", body, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def _fragments(template: str) -> list[str]:
    """The literal parts of a message of three words or more (two of them plain words), between its
    placeholders."""
    parts = [literal for literal, _, _, _ in string.Formatter().parse(template)]
    return [p.strip(" ,.:;()") for p in parts if len(p.split()) >= 3 and len(p.strip()) >= 15
            and sum(word.isalpha() and word.islower() for word in p.split()) >= 2]   # words, not a formula


@pytest.mark.parametrize("language", ["de", "es"])
def test_no_english_words_on_a_page_in_another_language(built: dict[str, Path], language: str) -> None:
    """No sentence or phrase of three words or more of the English catalogue (interface, tie-break, pairing and
    team wording) appears on a German or Spanish page where the language has its own words for it; and none of
    the quotations and symbols the issue found."""
    translated = read_catalogue(CATALOGUE_DIR / f"{language}.yml")
    english = {k: v for k, v in _english().items() if translated.get(k) not in (None, v)}
    fragments = {f for v in english.values() for f in _fragments(v)}
    found: dict[str, list[str]] = {}
    for url, page in _pages(built[language]).items():
        text = " ".join(_text(page).split())
        for fragment in fragments:
            if fragment in text:
                found.setdefault(fragment, []).append(url)
        for word in NEVER:
            if re.search(rf"(?<![\w/]){re.escape(word)}(?![\w])", text):
                found.setdefault(word, []).append(url)
    assert {k: v[:3] for k, v in found.items()} == {}


def _explained(page: str) -> set[str]:
    """The codes a page explains: in a tooltip (<abbr title>), a legend (<dt>CODE</dt><dd>words…), or in brackets
    after the words they stand for ("Buchholz Streichwert 1 (BH/C1)", "(TPR, PTP, APRO, APPO)")."""
    found = set(re.findall(r'<abbr title="[^"]+">([^<]+)</abbr>', page))
    found |= set(re.findall(r"<dt>([^<]+)</dt>\s*<dd>(?![\d½¼¾–−+])", page))
    for bracket in re.findall(r"\(([^()<]*)\)", _text(page)):
        found |= set(re.findall(r"[A-Z][A-Z0-9/]+", bracket))
    return found


@pytest.mark.parametrize("language", ["de", "es"])
def test_every_fide_code_a_page_shows_is_explained_on_that_page(built: dict[str, Path], language: str) -> None:
    """BH/C1, PAB, HPB, EDE, BERLIN …: wherever a page shows such a code (a table's heading, a crosstable's cell,
    a player's tie-breaks), the same page says what it stands for."""
    unexplained: dict[str, list[str]] = {}
    for url, page in _pages(built[language]).items():
        shown = set(re.findall(r"(?<![\w/])[A-Z][A-Z0-9]*(?:/[CM][12])?(?![\w/])", _text(page))) & CODES
        for code in sorted(shown - _explained(page)):
            unexplained.setdefault(code, []).append(url)
    assert {k: v[:3] for k, v in unexplained.items()} == {}


@pytest.mark.parametrize("language", ["de", "es"])
def test_each_rules_page_numbers_its_paragraphs_as_the_pages_cite_them(built: dict[str, Path], language: str) -> None:
    """A tournament's rules page numbers its paragraphs §1, §2, … in the order it shows them; every link to a
    paragraph from a player page or the standings ("Regeln §4") leads to an anchor of that page whose paragraph
    bears that very number; the German page under the 2012 rules cites no paragraph it lacks."""
    pages = _pages(built[language])
    cited = 0
    for slug in ("herbst-2026", "schnellschach-2026", "vereinsmeisterschaft-2026"):
        rules = pages[f"tournament/{slug}/tiebreaks"]
        shown = re.findall(r'<div id="rule-(\d+)"><dt>§(\d+) ', rules)
        assert shown and all(anchor == number for anchor, number in shown)
        numbers = [int(number) for _, number in shown]
        assert numbers == list(range(1, len(numbers) + 1)), slug
        for url, page in pages.items():
            if not url.startswith(f"tournament/{slug}/"):
                continue
            for number, words in re.findall(r'tiebreaks/#rule-(\d+)">[^<]*?§(\d+)<', page):
                assert number == words and int(number) in numbers, (url, number)
                cited += 1
    assert cited > 10


def test_the_crosstable_explains_both_colour_letters_and_the_player_page_says_total(built: dict[str, Path]) -> None:
    """German: the crosstable's legend explains "w" and "s" (white and black), not "w" alone; a player's games name
    the running score "Summe", which no reader takes for the points of the result beside it."""
    pages = _pages(built["de"])
    legend = _text(pages["tournament/herbst-2026/crosstable"])
    assert "mit Weiß (w) oder Schwarz (s)" in " ".join(legend.split())
    player = pages["tournament/herbst-2026/player/22"]
    assert '<th scope="col" class="num total"><span class="long">Summe</span><span class="short">Summe</span>' in player
