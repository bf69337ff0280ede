"""Hostile content: markup in names, clubs and news is shown as text, no name from content writes outside the
output folder, YAML cannot run code, and `bulletin serve` listens on this computer only.

Pinned elsewhere and not repeated here: anchors/aliases (alias bombs) and tags refused by the YAML reader
(tests/test_yamlsource.py, and through the CLI in tests/bad_input/yaml-alias-bomb, yaml-python-tag); the writer
refusing '../x', '/etc/passwd' (tests/test_output.py); the preview server refusing traversal, encoded or not,
symbolic links out, hidden files, and binding 127.0.0.1 (tests/test_serve.py).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path

import pytest
from sitedata import tree

from generator.cli import build_parser
from generator.core.errors import ContentError
from generator.site.build import build_site

REPO = Path(__file__).resolve().parent.parent
BASE = Path(__file__).parent / "bad_input" / "_base"
ATTACKS = {
    "player": "<script>alert('player')</script>",
    "club": '"><img src=x onerror=alert(\'club\')>',
    "tournament": "</title><script>alert('tournament')</script>",
    "venue": "<iframe src=javascript:alert('venue')>",
    "news title": "<b onmouseover=alert('title')>Round 2</b>",
}
NEWS_BODY = ("Plain **bold**.\n\n<script>alert('body')</script>\n\n<img src=x onerror=alert('img')>\n\n"
             "[click](javascript:alert('link'))\n")


class Markup(HTMLParser):
    """Every element and attribute of a page, and the text inside <script> elements."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.scripts: list[str] = []
        self.text: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))
        self._in_script = tag == "script"

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False

    def handle_data(self, data: str) -> None:
        (self.scripts if self._in_script else self.text).append(data)


def hostile_site(root: Path, allow_raw_html: bool = False) -> Path:
    site = root / "site"
    shutil.copytree(BASE, site)
    (site / "site.yml").write_text("title: Club\nbase_url: https://club.example/results/\n"
                                   f"allow_raw_html: {'true' if allow_raw_html else 'false'}\n", encoding="utf-8")
    players = site / "content/open/tournament.yml"
    text = players.read_text(encoding="utf-8")
    text = text.replace("name: Test Open", f"name: {yaml_quoted(ATTACKS['tournament'])}\n"
                                           f"venue: {yaml_quoted(ATTACKS['venue'])}")
    text = text.replace("name: Luca Engel}", f"name: {yaml_quoted(ATTACKS['player'])}}}")
    text = text.replace("club: SK Nord", f"club: {yaml_quoted(ATTACKS['club'])}")
    players.write_text(text, encoding="utf-8")
    for number in ("01", "02"):
        round_file = site / f"content/open/rounds/{number}.yml"
        round_file.write_text(round_file.read_text(encoding="utf-8").replace("Engel", "6"), encoding="utf-8")
    post = site / "content/news/2026-05-09-round-2.md"
    head = post.read_text(encoding="utf-8").split("---")[1]
    head = head.replace("title: Brandt leads after two rounds", f"title: {yaml_quoted(ATTACKS['news title'])}")
    post.write_text(f"---{head}---\n{NEWS_BODY}", encoding="utf-8")
    return site


def yaml_quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def pages_of(out: Path) -> dict[str, Markup]:
    parsed = {}
    for path in sorted(out.rglob("*.html")):
        markup = Markup()
        markup.feed(path.read_text(encoding="utf-8"))
        parsed[path.relative_to(out).as_posix()] = markup
    return parsed


def injected(markup: Markup) -> list[str]:
    """What of the attacks turned into markup: a script saying alert, an on… handler, a javascript: link,
    an element only an attack would bring (img with onerror, iframe)."""
    found = [s for s in markup.scripts if "alert" in s]
    for tag, attrs in markup.tags:
        for name, value in attrs:
            if name.startswith("on") or (value or "").strip().lower().startswith("javascript:"):
                found.append(f"<{tag} {name}={value}>")
        if tag == "iframe":
            found.append("<iframe>")
    return found


@pytest.fixture(scope="module")
def escaped_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("hostile")
    build_site(hostile_site(root), root / "out")
    return root / "out"


def test_markup_in_names_clubs_venue_and_news_is_shown_as_text(escaped_site: Path) -> None:
    """Every page is parsed: no attack became a script, an event handler, a javascript: link or an iframe;
    and each attack is on the pages as visible text (so the test looks where the names are shown)."""
    pages = pages_of(escaped_site)
    assert {page: injected(markup) for page, markup in pages.items() if injected(markup)} == {}
    text = "".join("".join(m.text) for m in pages.values())
    for attack in ATTACKS.values():
        assert attack in text, attack
    post = next(m for page, m in pages.items() if page.startswith("news/2026-05-09"))
    assert "<script>alert('body')</script>" in "".join(post.text)
    assert any(tag == "strong" for tag, _ in post.tags)      # Markdown itself is still rendered


def test_the_feed_and_downloads_carry_the_names_as_text(escaped_site: Path) -> None:
    """feed.xml and sitemap.xml stay well-formed XML, with the hostile news title as the text of a title."""
    for name in ("feed.xml", "sitemap.xml"):
        document = ElementTree.fromstring((escaped_site / name).read_bytes())
        assert not any(element.tag.endswith("script") for element in document.iter())
    feed = ElementTree.fromstring((escaped_site / "feed.xml").read_bytes())
    assert ATTACKS["news title"] in [e.text for e in feed.iter() if e.tag.endswith("title")]


def test_raw_html_in_news_passes_only_when_the_site_allows_it(tmp_path: Path) -> None:
    """allow_raw_html: true is the organiser's own decision: their HTML in news is kept; names from the
    tournament files are still escaped."""
    out = tmp_path / "out"
    build_site(hostile_site(tmp_path, allow_raw_html=True), out)
    pages = pages_of(out)
    post = next(m for page, m in pages.items() if page.startswith("news/2026-05-09"))
    assert any("alert('body')" in s for s in post.scripts)
    player = pages["tournament/open/player/6/index.html"]
    assert injected(player) == []


@pytest.mark.parametrize("folder", ["%2e%2e", "x%2f..%2f..%2fescape", "a b", "-rf", "ünïcode", "con"])
def test_odd_tournament_folder_names_stay_inside_the_output_folder(tmp_path: Path, folder: str) -> None:
    """A tournament folder's name becomes part of page addresses; whatever it is, every file is written
    inside the output folder (and nothing beside it)."""
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    (site / "content/open").rename(site / "content" / folder)
    news = site / "content/news/2026-05-09-round-2.md"
    news.write_text(news.read_text(encoding="utf-8").replace("tournament: open", f"tournament: '{folder}'"),
                    encoding="utf-8")
    out = tmp_path / "box" / "out"
    build_site(site, out)
    assert sorted(p.name for p in (tmp_path / "box").iterdir()) == ["out"]
    assert any(p.parent.name == folder for p in (out / "tournament").rglob("*")), folder
    assert all(out.resolve() in p.resolve().parents for p in out.rglob("*"))


@pytest.mark.parametrize("name", ["...md", "..md", ".md", ".hidden.md"])
def test_news_files_named_like_dot_folders_are_left_out(tmp_path: Path, name: str) -> None:
    """A news file whose name starts with '.' is hidden (like an editor's backup): skipped, so '..' and '.'
    never become a page address (they would write beside the news folder or over its index)."""
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    shutil.copy(site / "content/news/2026-05-09-round-2.md", site / "content/news" / name)
    out = tmp_path / "box" / "out"
    build_site(site, out)
    reference = tmp_path / "reference"
    build_site(BASE, reference)
    assert tree(out) == tree(reference)
    assert sorted(p.name for p in (tmp_path / "box").iterdir()) == ["out"]


@pytest.mark.parametrize("where", ["content/a\nb", "content/news/x\ry.md", "content/tab\tname"])
def test_names_with_control_characters_are_refused(tmp_path: Path, where: str) -> None:
    """A line break in a folder or file name would split the list of files the build wrote (and so let a
    later build delete a file it never wrote): such names are a located error, and nothing is written."""
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    target = site / where
    if where.endswith(".md"):
        shutil.copy(site / "content/news/2026-05-09-round-2.md", target)
    else:
        shutil.copytree(site / "content/open", target)
    with pytest.raises(ContentError) as caught:
        build_site(site, tmp_path / "out")
    assert any("cannot be part of a page address" in p.message for p in caught.value.problems)
    assert not (tmp_path / "out").exists()


def test_yaml_cannot_run_code(tmp_path: Path) -> None:
    """A python/object tag in a content file is refused through the real CLI, and the command in it never
    runs (the safe loader builds no Python objects)."""
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    marker = tmp_path / "pwned"
    (site / "site.yml").write_text(f"title: !!python/object/apply:os.system ['touch {marker}']\n",
                                   encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "generator", "build", "--site", str(site)], capture_output=True,
                            text=True, env={**os.environ, "PYTHONPATH": str(REPO)}, timeout=120)
    assert result.returncode == 1 and "is not supported" in result.stderr
    assert not marker.exists()


def test_preview_listens_on_this_computer_only_by_default() -> None:
    """Without --host, `bulletin serve` binds 127.0.0.1 (this computer only), never all interfaces."""
    assert build_parser().parse_args(["serve"]).host == "127.0.0.1"
