"""Rebuilding in one build session (`serve`, `watch`): an edit to one tournament loads, computes, plans and renders that
tournament again and the shared pages (home, news, feeds), nothing else; the result equals a fresh build; and
builds are deterministic across processes."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import jinja2
import pytest
from sitedata import copy_example, tree

import generator.site.build as build
from generator.site.build import BuildSession

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parent.parent
SLUGS = ("herbst-a", "herbst-b", "herbst-c")


@pytest.fixture
def league(tmp_path: Path) -> Path:
    """The example site with its tournament three times over (three slugs)."""
    site = copy_example(tmp_path / "site")
    original = site / "content" / "herbst-2026"
    for slug in SLUGS:
        shutil.copytree(original, site / "content" / slug)
    shutil.rmtree(original)
    for post in (site / "content" / "news").glob("*.md"):
        post.write_text(post.read_text(encoding="utf-8").replace("herbst-2026", "herbst-a"), encoding="utf-8")
    return site


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The address of every page rendered from a template, in order."""
    urls: list[str] = []
    original = jinja2.Template.render

    def counting(self: jinja2.Template, *args: object, **kwargs: object) -> str:
        page = kwargs.get("page")
        urls.append(getattr(page, "url", "?"))
        return original(self, *args, **kwargs)

    monkeypatch.setattr(jinja2.Template, "render", counting)
    # counted here, so rendered here: every page in this process, as `serve` and `watch` (with threads) render
    monkeypatch.setattr(build, "can_fork", lambda: False)
    return urls


def fresh_build(site: Path, out: Path, hash_seed: str = "0") -> None:
    """`bulletin build` in a new process: nothing kept from earlier builds."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONHASHSEED": hash_seed}
    result = subprocess.run([sys.executable, "-m", "generator", "build", "--site", str(site), "--out", str(out)],
                            capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stderr


def enter_a_result(site: Path, slug: str) -> None:
    """Round 7 of the example has boards without results: give the first of them one."""
    path = site / "content" / slug / "rounds" / "07.yml"
    text = path.read_text(encoding="utf-8")
    board = next(line for line in text.splitlines() if line.strip().startswith("- [") and line.endswith("]")
                 and line.count(",") == 1)
    path.write_text(text.replace(board, board[:-1] + ", 1-0]", 1), encoding="utf-8")


def is_shared(url: str) -> bool:
    """Home, news, feeds: pages made from several tournaments (a league's pages are its own, as a tournament's)."""
    return not url.startswith(("tournament/", "league/"))


def test_an_edit_rerenders_that_tournament_and_the_shared_pages_only(league: Path, tmp_path: Path,
                                                                     rendered: list[str]) -> None:
    """After a result is entered in one tournament, the pages rendered again are that tournament's and the
    shared ones (home, news): every page of the other tournaments is reused as it was, and so is every page of
    that tournament planned again alike; the site is the one a fresh build writes."""
    out = tmp_path / "out"
    session = BuildSession(league, out)   # one process, as `serve` and `watch` build
    session.build()
    all_pages = list(rendered)
    assert {u.split("/")[1] for u in all_pages if not is_shared(u)} >= set(SLUGS)
    rendered.clear()
    enter_a_result(league, "herbst-b")
    session.build()
    again = set(rendered)
    edited = {u for u in all_pages if u.startswith("tournament/herbst-b/")}
    assert {u for u in again if not is_shared(u)} <= edited
    assert {"tournament/herbst-b/", "tournament/herbst-b/crosstable/"} <= again   # they show the new result
    assert len(again & edited) < len(edited)
    assert any(u.startswith("league/") for u in all_pages) and not any(u.startswith("league/") for u in again)
    BuildSession(league, tmp_path / "fresh").build()
    assert tree(out) == tree(tmp_path / "fresh")


def test_a_rebuild_without_changes_renders_no_tournament_page_and_writes_nothing(league: Path, tmp_path: Path,
                                                                                  rendered: list[str]) -> None:
    """Nothing changed: no tournament page is rendered again, and no file is written."""
    out = tmp_path / "out"
    session = BuildSession(league, out)   # one process, as `serve` and `watch` build
    session.build()
    rendered.clear()
    report = session.build()
    assert all(is_shared(u) for u in rendered)
    assert report.written == 0 and report.removed == 0


def test_a_template_edit_rerenders_every_page(league: Path, tmp_path: Path, rendered: list[str]) -> None:
    """A site template that overrides the theme's changes every page: nothing is reused."""
    out = tmp_path / "out"
    session = BuildSession(league, out)   # one process, as `serve` and `watch` build
    session.build()
    count = len(rendered)
    rendered.clear()
    base = (REPO / "themes/default/templates/base.html").read_text(encoding="utf-8")
    (league / "templates").mkdir()
    (league / "templates/base.html").write_text(base.replace("</body>", "<!-- edited --></body>"), encoding="utf-8")
    session.build()
    assert len(rendered) == count
    assert "<!-- edited -->" in (out / "tournament/herbst-c/crosstable/index.html").read_text(encoding="utf-8")


def test_incremental_builds_equal_a_fresh_build(league: Path, tmp_path: Path) -> None:
    """However many edits (a result, a player's name, a news post, a result taken back), the site rebuilt in
    one process is byte for byte the site a fresh process builds from the same files."""
    out = tmp_path / "out"
    session = BuildSession(league, out)   # one process, as `serve` and `watch` build
    session.build()
    enter_a_result(league, "herbst-b")
    session.build()
    players = league / "content/herbst-c/tournament.yml"
    players.write_text(players.read_text(encoding="utf-8").replace("Jonas Weiß", "Jonas Weiss"), encoding="utf-8")
    session.build()
    post = next((league / "content/news").glob("*.md"))
    post.write_text(post.read_text(encoding="utf-8").replace("herbst-a", "herbst-c"), encoding="utf-8")
    session.build()
    fresh_build(league, tmp_path / "fresh")
    assert tree(out) == tree(tmp_path / "fresh")
    round_7 = league / "content/herbst-b/rounds/07.yml"
    round_7.write_text(round_7.read_text(encoding="utf-8").replace(", 1-0]", "]", 1), encoding="utf-8")
    session.build()
    fresh_build(league, tmp_path / "fresh")
    assert tree(out) == tree(tmp_path / "fresh")


def test_a_same_size_edit_in_the_same_instant_is_seen(league: Path, tmp_path: Path) -> None:
    """An edit that keeps the file's size and modification time (a quick '1-0' -> '0-1' by a script) is still
    seen: tournaments are reused by their files' content, not by their time stamps."""
    out = tmp_path / "out"
    session = BuildSession(league, out)   # one process, as `serve` and `watch` build
    round_1 = league / "content/herbst-a/rounds/01.yml"
    session.build()
    before = (out / "tournament/herbst-a/round/1/index.html").read_bytes()
    stamp = round_1.stat()
    text = round_1.read_text(encoding="utf-8")
    round_1.write_text(text.replace("1-0", "0-1", 1), encoding="utf-8")
    os.utime(round_1, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    session.build()
    assert (out / "tournament/herbst-a/round/1/index.html").read_bytes() != before


def test_builds_in_separate_processes_are_byte_identical(league: Path, tmp_path: Path) -> None:
    """Two fresh processes with different hash seeds (so any set or dict order that leaked into a page
    would differ) build byte-identical sites."""
    fresh_build(league, tmp_path / "one", hash_seed="1")
    fresh_build(league, tmp_path / "two", hash_seed="2")
    assert tree(tmp_path / "one") == tree(tmp_path / "two")


def stamps(folder: Path) -> dict[str, int]:
    """Modification time of every file and folder, the output folder itself included."""
    found = {".": folder.stat().st_mtime_ns}
    found.update({p.relative_to(folder).as_posix(): p.stat().st_mtime_ns for p in folder.rglob("*")})
    return found


def test_a_rebuild_without_changes_touches_nothing(league: Path, tmp_path: Path) -> None:
    """Rebuilding unchanged content, in the same process or a fresh one, changes no file and no folder: not
    even a folder's modification time (a publishing tool or a server watching the folder sees nothing)."""
    out = tmp_path / "out"
    session = BuildSession(league, out)   # one process, as `serve` and `watch` build
    session.build()
    time.sleep(0.01)
    before = stamps(out)
    session.build()
    assert stamps(out) == before
    fresh_build(league, out)
    assert stamps(out) == before


def test_output_files_changed_by_hand_are_written_again(league: Path, tmp_path: Path) -> None:
    """A page deleted, or edited by hand, in the output folder between two builds of one process is written
    again, though its page was reused: what is on disk is checked, not assumed."""
    out = tmp_path / "out"
    session = BuildSession(league, out)   # one process, as `serve` and `watch` build
    session.build()
    deleted = out / "tournament/herbst-a/crosstable/index.html"
    edited = out / "tournament/herbst-c/round/1/index.html"
    original = edited.read_bytes()
    deleted.unlink()
    edited.write_bytes(original.replace(b"<body", b"<body data-x", 1))
    report = session.build()
    assert report.written == 2
    assert deleted.is_file() and edited.read_bytes() == original
