"""Values made from files are reused exactly while the files are unchanged; any change makes a fresh one."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import jinja2
import pytest

from generator.loading.config import SiteConfig
from generator.loading.filecache import folder_stamps
from generator.site.render import Theme, environment_cache, make_environment


def test_stamps_change_with_any_edit_new_file_deletion_or_rename(tmp_path: Path) -> None:
    """Editing, adding, deleting and atomically replacing a file each give different stamps."""
    (tmp_path / "base.html").write_text("<p>one</p>")
    seen = [folder_stamps([tmp_path])]
    (tmp_path / "base.html").write_text("<p>two, longer</p>")
    seen.append(folder_stamps([tmp_path]))
    (tmp_path / "round.html").write_text("x")
    seen.append(folder_stamps([tmp_path]))
    (tmp_path / "round.html").unlink()
    seen.append(folder_stamps([tmp_path]))
    (tmp_path / "aside").write_text("<p>two, longer</p>")
    os.replace(tmp_path / "aside", tmp_path / "base.html")   # same size, new inode
    seen.append(folder_stamps([tmp_path]))
    assert all(before != after for before, after in zip(seen, seen[1:]))


def test_stamps_are_equal_while_nothing_changes_and_missing_folders_count_as_empty(tmp_path: Path) -> None:
    """Listing twice gives the same key; a folder that does not exist simply has no files."""
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "x.html").write_text("x")
    folders = [tmp_path / "a", tmp_path / "missing"]
    assert folder_stamps(folders) == folder_stamps(folders)
    assert folder_stamps(folders)[1] == (str(tmp_path / "missing"), ())


def test_template_environment_is_reused_until_a_template_changes(tmp_path: Path) -> None:
    """Rebuilds of one session reuse the compiled templates, and a site template added later takes over."""
    site_templates, theme_templates = tmp_path / "templates", tmp_path / "theme"
    theme_templates.mkdir()
    (theme_templates / "page.html").write_text("theme")
    theme = Theme("t", (site_templates, theme_templates), ())
    config, cache = SiteConfig(), environment_cache()
    first = make_environment(theme, config, cache)
    assert make_environment(theme, config, cache) is first
    assert make_environment(theme, config) is not first   # no cache: compiled anew
    site_templates.mkdir()
    (site_templates / "page.html").write_text("site override")
    again = make_environment(theme, config, cache)
    assert again is not first
    assert again.get_template("page.html").render() == "site override"


def test_folder_contents_see_an_edit_that_keeps_size_and_time(tmp_path: Path) -> None:
    """The contents key changes with an edit of the same size restored to the same modification time (which
    no stamp can see); a file over the limit gives no key at all, so nothing is reused."""
    from generator.loading.filecache import folder_contents
    (tmp_path / "rounds").mkdir()
    result = tmp_path / "rounds" / "01.yml"
    result.write_text("- [1, 2, 1-0]\n")
    before = folder_contents(tmp_path, limit=1000)
    stamp = result.stat()
    result.write_text("- [1, 2, 0-1]\n")
    os.utime(result, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    assert folder_stamps([tmp_path]) == folder_stamps([tmp_path]) and folder_contents(tmp_path, 1000) != before
    assert [name for name, _ in before] == [os.path.join("rounds", "01.yml")]
    assert folder_contents(tmp_path, limit=5) is None


def _counting_compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    compiled: list[str] = []
    original = jinja2.Environment.compile

    def compile(self: jinja2.Environment, source: str, name: str | None = None, *args: Any, **kwargs: Any) -> Any:
        compiled.append(name or "")
        return original(self, source, name, *args, **kwargs)
    monkeypatch.setattr(jinja2.Environment, "compile", compile)
    return compiled


def test_a_fresh_process_loads_compiled_templates_from_the_user_cache_not_the_site(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The second fresh environment (as a new `bulletin build` makes) compiles nothing: the code is in the user's
    cache folder, never in the site or its output; an edited template is compiled again and shows the edit."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("BULLETIN_NO_CACHE", raising=False)
    site = tmp_path / "site"
    (site / "templates").mkdir(parents=True)
    (site / "templates" / "page.html").write_text("{% for i in range(2) %}{{ i }}{% endfor %} one")
    theme = Theme("t", (site / "templates",), ())
    compiled = _counting_compiles(monkeypatch)
    assert make_environment(theme, SiteConfig()).get_template("page.html").render() == "01 one"
    assert compiled == ["page.html"]
    assert make_environment(theme, SiteConfig()).get_template("page.html").render() == "01 one"
    assert compiled == ["page.html"]
    assert list((tmp_path / "cache" / "chess-bulletin").rglob("*.cache"))
    assert [p.name for p in site.rglob("*")] == ["templates", "page.html"]
    (site / "templates" / "page.html").write_text("{% for i in range(3) %}{{ i }}{% endfor %} two")
    assert make_environment(theme, SiteConfig()).get_template("page.html").render() == "012 two"
    assert compiled == ["page.html", "page.html"]


def test_templates_compile_as_usual_where_the_cache_folder_cannot_be_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache folder that cannot be made (a file in its place), or `BULLETIN_NO_CACHE`, costs only the
    compiling; the page is the same."""
    (tmp_path / "theme").mkdir()
    (tmp_path / "theme" / "page.html").write_text("{{ 1 + 1 }}")
    theme = Theme("t", (tmp_path / "theme",), ())
    (tmp_path / "blocked").write_text("a file, not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "blocked"))
    assert make_environment(theme, SiteConfig()).get_template("page.html").render() == "2"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("BULLETIN_NO_CACHE", "1")
    compiled = _counting_compiles(monkeypatch)
    for _ in range(2):
        assert make_environment(theme, SiteConfig()).get_template("page.html").render() == "2"
    assert compiled == ["page.html", "page.html"] and not (tmp_path / "cache").exists()
