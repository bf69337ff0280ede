"""The build session: `build`, `serve` and `watch` each make one, every rebuild of `serve`/`watch` goes through
theirs, a one-off build keeps nothing for later, and an error of the input is reported without a traceback."""
from __future__ import annotations

import argparse
from pathlib import Path

import jinja2
import pytest
from sitedata import copy_example, tree

from generator.build import BuildSession, build_site
from generator.commands import build as build_command
from generator.commands import serve as serve_command
from generator.commands import watch as watch_command
from generator import serve as serving
from generator import watch as watching
from generator.pairing import PairingError


@pytest.fixture
def example(tmp_path: Path) -> Path:
    return copy_example(tmp_path / "site")


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The address of every page rendered from a template."""
    urls: list[str] = []
    original = jinja2.Template.render

    def counting(self: jinja2.Template, *args: object, **kwargs: object) -> str:
        urls.append(getattr(kwargs.get("page"), "url", "?"))
        return original(self, *args, **kwargs)

    monkeypatch.setattr(jinja2.Template, "render", counting)
    return urls


def test_a_one_off_build_keeps_nothing_for_the_next(example: Path, tmp_path: Path, renders: list[str]) -> None:
    """Two `build_site` calls render every page twice (each is a session of its own); two builds of one session
    render the tournament pages once and write nothing the second time."""
    build_site(example, tmp_path / "out")
    once = len(renders)
    build_site(example, tmp_path / "out")
    assert len(renders) == 2 * once
    renders.clear()
    session = BuildSession(example, tmp_path / "out")
    session.build()
    assert len(renders) == once
    assert session.build().written == 0
    assert not any(url.startswith("tournament/") for url in renders[once:])


def test_both_ways_build_the_same_bytes(example: Path, tmp_path: Path) -> None:
    build_site(example, tmp_path / "one-off")
    session = BuildSession(example, tmp_path / "session")
    session.build()
    session.build()
    assert tree(tmp_path / "one-off") == tree(tmp_path / "session")


def test_a_rebuild_after_one_result_changed_renders_only_the_pages_it_changes(
        example: Path, tmp_path: Path, renders: list[str]) -> None:
    """One result corrected in the last round: the rebuild renders the pages that show it (fewer than all) and
    writes exactly the site a fresh build of the corrected content writes (issue 17: a rebuild in serve)."""
    session = BuildSession(example, tmp_path / "session")
    first = session.build()
    rounds = example / "content" / "herbst-2026" / "rounds"
    last = sorted(rounds.glob("*.yml"))[-1]
    text = last.read_text(encoding="utf-8")
    changed = text.replace("1-0", "0-1", 1) if "1-0" in text else text.replace("0-1", "1-0", 1)
    assert changed != text
    last.write_text(changed, encoding="utf-8")
    renders.clear()
    again = session.build()
    assert 0 < again.written and 0 < len(renders) < first.pages
    build_site(example, tmp_path / "fresh")
    assert tree(tmp_path / "session") == tree(tmp_path / "fresh")


def test_the_command_line_address_overrides_site_yml(example: Path) -> None:
    site = BuildSession(example, base_url="https://club.example/results/").load()
    assert (site.config.address.host, site.config.base_path) == ("club.example", "/results/")


def arguments(site: Path, out: Path, **more: object) -> argparse.Namespace:
    return argparse.Namespace(site=site, out=out, base_url="/club/", **more)


@pytest.mark.parametrize("command, loop, name", [(watch_command, watching, "watch"),
                                                 (serve_command, serving, "serve_site")])
def test_serve_and_watch_rebuild_through_one_session(command: object, loop: object, name: str, example: Path,
                                                     tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The callback the loop gets is the `build` of one session made from the command's options: its second
    build writes nothing."""
    given: list[object] = []
    monkeypatch.setattr(loop, name, lambda site, build, *rest, **options: given.append(build))
    assert command.run(arguments(example, tmp_path / "out", host="127.0.0.1", port=0)) == 0   # type: ignore[attr-defined]
    (build,) = given
    session = build.__self__   # type: ignore[attr-defined]
    assert isinstance(session, BuildSession)
    assert (session.site_dir, session.out_dir, session.base_url) == (example, tmp_path / "out", "/club/")
    assert build().written > 0 and build().written == 0   # type: ignore[operator]


def test_an_error_about_the_input_is_reported_without_a_traceback(example: Path, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Any BulletinError, not only a ContentError: one line, exit code 1."""
    def refuse(self: BuildSession) -> None:
        raise PairingError("no legal pairing for round 8: every pairing repeats a game")

    monkeypatch.setattr(BuildSession, "build", refuse)
    assert build_command.run(arguments(example, tmp_path / "out")) == 1
    assert capsys.readouterr().err == "bulletin: error: no legal pairing for round 8: every pairing repeats a game\n"
