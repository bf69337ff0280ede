"""Writing the site: only what changed, stale files pruned, user files kept, never a half-written site."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from generator.site import output
from generator.site.output import MANIFEST, STAGING, read_manifest, write_site

SITE = {"index.html": b"<p>home</p>", "a/index.html": b"<p>a</p>", "a/b/index.html": b"<p>b</p>",
        "assets/style.css": b"body{}"}


def age(out: Path, seconds: int = 1000) -> dict[str, int]:
    """Push every file's mtime into the past; returns the new mtimes (ns) by path."""
    stamps = {}
    for path in SITE:
        target = out / path
        stat = target.stat()
        os.utime(target, ns=(stat.st_atime_ns - seconds * 10**9, stat.st_mtime_ns - seconds * 10**9))
        stamps[path] = target.stat().st_mtime_ns
    return stamps


def test_first_write_creates_every_file(tmp_path: Path) -> None:
    """Into a missing folder: every file is written with its bytes."""
    result = write_site(tmp_path / "site", SITE)
    assert sorted(result.written) == sorted(SITE)
    assert all((tmp_path / "site" / p).read_bytes() == data for p, data in SITE.items())


def test_a_new_output_folder_gets_its_files_in_place_and_an_existing_one_through_staging(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder that does not exist yet has no reader: each file is written where it goes, none staged (half
    the time of a fresh build); into an existing folder, even an empty one, every file goes through the staging
    folder, so that a reader never sees half a page."""
    staged: list[str] = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (staged.append(str(b)), real_replace(a, b))[1])
    result = write_site(tmp_path / "new", SITE)
    assert sorted(result.written) == sorted(SITE) and result.unchanged == ()
    assert all((tmp_path / "new" / p).read_bytes() == data for p, data in SITE.items())
    assert not any(target.endswith(tuple(SITE)) for target in staged)
    assert write_site(tmp_path / "new", SITE).written == ()
    (tmp_path / "empty").mkdir()
    assert sorted(write_site(tmp_path / "empty", SITE).written) == sorted(SITE)
    assert sorted(target for target in staged if not target.endswith(MANIFEST)) == sorted(
        str(tmp_path / "empty" / p) for p in SITE)


def test_unchanged_files_are_not_rewritten_and_keep_their_mtime(tmp_path: Path) -> None:
    """Writing the same files again touches nothing: all unchanged, modification times kept."""
    write_site(tmp_path, SITE)
    before = age(tmp_path)
    result = write_site(tmp_path, SITE)
    assert result.written == () and sorted(result.unchanged) == sorted(SITE)
    assert {p: (tmp_path / p).stat().st_mtime_ns for p in SITE} == before


def test_only_changed_files_are_rewritten(tmp_path: Path) -> None:
    """One page changes: that page is written, the others keep their mtime."""
    write_site(tmp_path, SITE)
    before = age(tmp_path)
    result = write_site(tmp_path, {**SITE, "a/index.html": b"<p>a2</p>"})
    assert result.written == ("a/index.html",)
    assert (tmp_path / "a/index.html").read_bytes() == b"<p>a2</p>"
    assert (tmp_path / "index.html").stat().st_mtime_ns == before["index.html"]


def test_stale_files_are_removed_with_their_empty_folders(tmp_path: Path) -> None:
    """A page the new build lacks is deleted, and so is the folder it leaves empty."""
    write_site(tmp_path, SITE)
    smaller = {p: d for p, d in SITE.items() if not p.startswith("a/b/")}
    result = write_site(tmp_path, smaller)
    assert result.removed == ("a/b/index.html",)
    assert not (tmp_path / "a" / "b").exists()
    assert (tmp_path / "a" / "index.html").is_file()


def test_files_the_tool_did_not_write_are_never_removed(tmp_path: Path) -> None:
    """A CNAME or a .git folder the user keeps in the output survives every build."""
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "HEAD").write_text("ref: refs/heads/gh-pages\n")
    (tmp_path / "CNAME").write_text("chess.example.org\n")
    write_site(tmp_path, SITE)
    result = write_site(tmp_path, {"index.html": b"new"})
    assert (tmp_path / ".git" / "HEAD").is_file() and (tmp_path / "CNAME").is_file()
    assert "CNAME" not in result.removed


def test_the_manifest_lists_exactly_the_files_written(tmp_path: Path) -> None:
    """After a build the manifest names the build's files, so the next build knows what it may prune."""
    write_site(tmp_path, SITE)
    assert read_manifest(tmp_path) == set(SITE)
    assert not (tmp_path / STAGING).exists()


def test_a_build_that_fails_while_writing_leaves_a_complete_site(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """If writing stops halfway (disk full, killed), every file is whole, old or new; no page is missing,
    no stale page was pruned yet, and the next build completes the change and prunes what it should."""
    write_site(tmp_path, SITE)
    new_site = {p: d + b" v2" for p, d in SITE.items() if p != "a/b/index.html"}
    calls = {"n": 0}
    real_replace = os.replace

    def failing_replace(src: str | Path, dst: str | Path) -> None:
        calls["n"] += 1
        if calls["n"] == 3:   # two files are replaced, then the disk is full
            raise OSError(28, "No space left on device")
        real_replace(src, dst)
    monkeypatch.setattr(output.os, "replace", failing_replace)
    with pytest.raises(OSError):
        write_site(tmp_path, new_site)
    monkeypatch.setattr(output.os, "replace", real_replace)
    for path, data in SITE.items():
        assert (tmp_path / path).read_bytes() in (data, data + b" v2"), path
    assert not (tmp_path / STAGING).exists()
    assert not [p for p in tmp_path.rglob("*") if p.name.endswith(".tmp")]
    result = write_site(tmp_path, new_site)
    assert result.removed == ("a/b/index.html",)
    assert all((tmp_path / p).read_bytes() == d for p, d in new_site.items())


def test_leftovers_of_a_killed_build_are_cleared(tmp_path: Path) -> None:
    """A staging folder left by a killed build is removed by the next build."""
    (tmp_path / STAGING).mkdir()
    (tmp_path / STAGING / "0").write_bytes(b"half")
    write_site(tmp_path, SITE)
    assert not (tmp_path / STAGING).exists()


def test_an_old_page_file_where_a_folder_is_now_needed_is_replaced(tmp_path: Path) -> None:
    """If a path the tool wrote as a file must become a folder, the old file gives way."""
    write_site(tmp_path, {"news": b"old"})
    write_site(tmp_path, {"news/index.html": b"new"})
    assert (tmp_path / "news" / "index.html").read_bytes() == b"new"


@pytest.mark.parametrize("bad", ["../escape.html", "/etc/passwd", MANIFEST, f"{STAGING}/x", ""])
def test_paths_outside_the_output_folder_are_refused(tmp_path: Path, bad: str) -> None:
    """Output paths must be relative, inside the folder, and not the tool's own bookkeeping files."""
    with pytest.raises(ValueError):
        write_site(tmp_path / "out", {bad: b"x"})
    assert not (tmp_path / "out").exists()


# --- the pages open in a browser first (bulletin serve) --------------------------------------------------------

def test_files_written_first_are_in_place_before_the_rest_and_then_found_unchanged(tmp_path: Path) -> None:
    """`write_first` puts the named pages in place at once and says what they held; the `write_site` after it
    writes the rest and leaves those as they are."""
    known: output.Known = {}
    write_site(tmp_path, SITE, known)
    new = {**SITE, "a/index.html": b"<p>a, new</p>", "a/b/index.html": b"<p>b, new</p>"}
    before = output.write_first(tmp_path, {"a/index.html": new["a/index.html"]}, known)
    assert before == {"a/index.html": b"<p>a</p>"}
    assert (tmp_path / "a/index.html").read_bytes() == b"<p>a, new</p>"
    assert (tmp_path / "a/b/index.html").read_bytes() == b"<p>b</p>"   # the rest: not yet
    result = write_site(tmp_path, new, known)
    assert result.written == ("a/b/index.html",) and "a/index.html" in result.unchanged
    assert not (tmp_path / STAGING).exists()


def test_only_files_already_there_are_written_first(tmp_path: Path) -> None:
    """A page new to the site waits for `write_site`, which lists it in the manifest before writing it; a page
    that holds the same bytes already is not touched."""
    known: output.Known = {}
    write_site(tmp_path, SITE, known)
    mtime = (tmp_path / "index.html").stat().st_mtime_ns
    before = output.write_first(tmp_path, {"c/index.html": b"<p>c</p>", "index.html": SITE["index.html"]}, known)
    assert before == {} and not (tmp_path / "c").exists()
    assert (tmp_path / "index.html").stat().st_mtime_ns == mtime


def test_files_taken_back_hold_what_they_held_before(tmp_path: Path) -> None:
    """Should the build fail after `write_first`, `take_back` leaves the site as it was, and the next
    `write_site` sees what is really in the file."""
    known: output.Known = {}
    write_site(tmp_path, SITE, known)
    before = output.write_first(tmp_path, {"a/index.html": b"<p>a, new</p>"}, known)
    output.take_back(tmp_path, before, known)
    assert {p: (tmp_path / p).read_bytes() for p in SITE} == SITE
    again = write_site(tmp_path, {**SITE, "a/index.html": b"<p>a, new</p>"}, known)
    assert again.written == ("a/index.html",)


# --- a file at a time (SiteWriter: the bytes of a site are not all in memory at once) ---------------------------

def test_a_file_handed_with_a_mark_is_known_by_it_until_it_is_changed_by_hand(tmp_path: Path) -> None:
    """A session hands a page's bytes once with a mark, and keeps only the mark: the next build finds the file
    by the mark (no bytes handed), until someone edits or deletes the file; then the bytes are asked for."""
    known: output.Known = {}
    marks = {path: output.Mark() for path in SITE}
    writer = output.SiteWriter(tmp_path, SITE, known)
    for path, data in SITE.items():
        writer.put(path, data, marks[path])
    assert sorted(writer.finish().written) == sorted(SITE)
    again = output.SiteWriter(tmp_path, SITE, known)
    assert all(again.holds(path, marks[path]) for path in SITE)
    assert not again.holds("index.html", output.Mark())   # another rendering: its bytes are asked for
    assert again.finish().unchanged == tuple(sorted(SITE))
    (tmp_path / "a/index.html").write_bytes(b"<p>changed by hand</p>")
    (tmp_path / "a/b/index.html").unlink()
    third = output.SiteWriter(tmp_path, SITE, known)
    held = {path for path in SITE if third.holds(path, marks[path])}
    assert held == {"index.html", "assets/style.css"}
    for path in sorted(set(SITE) - held):
        third.put(path, SITE[path], marks[path])
    assert sorted(third.finish().written) == ["a/b/index.html", "a/index.html"]
    assert {p: (tmp_path / p).read_bytes() for p in SITE} == SITE


def test_a_writer_abandoned_halfway_leaves_the_site_as_it_was(tmp_path: Path) -> None:
    """A template mistake found after half the pages were handed over: nothing in place changed, nothing is
    left in the staging folder, and a folder this build made holds none of the files written there."""
    write_site(tmp_path / "site", SITE)
    writer = output.SiteWriter(tmp_path / "site", {**SITE, "c/index.html": b""})
    writer.put("index.html", b"<p>home, new</p>")
    writer.put("c/index.html", b"<p>c</p>")
    writer.abandon()
    assert {p: (tmp_path / "site" / p).read_bytes() for p in SITE} == SITE
    assert not (tmp_path / "site" / STAGING).exists() and not (tmp_path / "site" / "c").exists()
    fresh = output.SiteWriter(tmp_path / "new", SITE)
    fresh.put("a/b/index.html", SITE["a/b/index.html"])
    fresh.abandon()
    assert not (tmp_path / "new").exists()


def test_a_writer_refuses_to_finish_before_every_file_is_handed(tmp_path: Path) -> None:
    writer = output.SiteWriter(tmp_path, SITE)
    writer.put("index.html", SITE["index.html"])
    with pytest.raises(ValueError, match="a/b/index.html"):
        writer.finish()
