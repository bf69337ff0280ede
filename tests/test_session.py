"""The build session: `build`, `serve` and `watch` each make one, every rebuild of `serve`/`watch` goes through
theirs, a one-off build keeps nothing for later, and an error of the input is reported without a traceback."""
from __future__ import annotations

import argparse
from pathlib import Path

import jinja2
import pytest
from sitedata import copy_example, tree

import generator.site.build as build
from generator.commands import build as build_command
from generator.commands import serve as serve_command
from generator.commands import watch as watch_command
from generator.core.errors import ContentError
from generator.core.pairing.core import PairingError
from generator.site.build import BuildSession, build_site
from generator.site.output import FirstFiles


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
    # counted here, so rendered here: every page in this process, as `serve` and `watch` (with threads) render
    monkeypatch.setattr(build, "can_fork", lambda: False)
    return urls


@pytest.mark.slow
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


@pytest.mark.slow
def test_both_ways_build_the_same_bytes(example: Path, tmp_path: Path) -> None:
    build_site(example, tmp_path / "one-off")
    session = BuildSession(example, tmp_path / "session")
    session.build()
    session.build()
    assert tree(tmp_path / "one-off") == tree(tmp_path / "session")


@pytest.mark.slow
def test_a_rebuild_after_one_result_changed_renders_only_the_pages_it_changes(
        example: Path, tmp_path: Path, renders: list[str]) -> None:
    """One result corrected in the last round: the rebuild renders the pages that show it (fewer than all) and
    writes exactly the site a fresh build of the corrected content writes."""
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


@pytest.mark.slow
@pytest.mark.parametrize("command, name", [(watch_command, "watch"), (serve_command, "serve_site")])
def test_serve_and_watch_rebuild_through_one_session(command: object, name: str, example: Path,
                                                     tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The callback the loop gets is the `build` of one session made from the command's options: its second
    build writes nothing."""
    given: list[object] = []
    monkeypatch.setattr(command, name, lambda site, build, *rest, **options: given.append(build))
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
    def refuse(self: BuildSession, *args: object, **kwargs: object) -> None:
        raise PairingError("no legal pairing for round 8: every pairing repeats a game")

    monkeypatch.setattr(BuildSession, "build", refuse)
    assert build_command.run(arguments(example, tmp_path / "out")) == 1
    assert capsys.readouterr().err == "bulletin: error: no legal pairing for round 8: every pairing repeats a game\n"


# --- a rebuild after one result: which pages, and the pages open in a browser first (bulletin serve) ----------

ROUND_6 = Path("content/herbst-2026/rounds/06.yml")
ROUND_6_PAGE = "tournament/herbst-2026/round/6/index.html"


def flip_a_round_6_result(site: Path) -> None:
    """Round 6 is the example's last finished round: one of its decisive boards won by the other side (one whose
    moves rounds/06.pgn does not give, so that the games file still agrees)."""
    path = site / ROUND_6
    text = path.read_text(encoding="utf-8")
    changed = text.replace("[Bäcker, Dörr, 1-0]", "[Bäcker, Dörr, 0-1]", 1)
    assert changed != text
    path.write_text(changed, encoding="utf-8")


def break_the_player_template(site: Path) -> Path:
    """A template of the site's own that fails on the player pages only; its path."""
    (site / "templates").mkdir(exist_ok=True)
    path = site / "templates" / "player.html"
    path.write_text("{{ no_such_value }}\n", encoding="utf-8")
    return path


def player_pages(files: dict[str, bytes]) -> dict[str, bytes]:
    return {path: data for path, data in files.items()
            if path.startswith("tournament/herbst-2026/player/") and path.endswith("index.html")}


@pytest.mark.slow
def test_an_edit_that_moves_other_players_tiebreaks_rewrites_their_pages(
        example: Path, tmp_path: Path, renders: list[str]) -> None:
    """One result flipped changes the pages of more players than the two who played it (their opponents'
    Buchholz, everyone's rank): a player page is kept only while everything it is made from is equal, so the
    rebuild renders every page that changed, not every player's, and writes the site a fresh build writes."""
    session = BuildSession(example, tmp_path / "session")
    session.build()
    before = player_pages(tree(tmp_path / "session"))
    flip_a_round_6_result(example)
    renders.clear()
    session.build()
    rendered = {f"{url}index.html" for url in renders if url.startswith("tournament/herbst-2026/player/")}
    build_site(example, tmp_path / "fresh")
    after = player_pages(tree(tmp_path / "fresh"))
    changed = {path for path in after if after[path] != before[path]}
    assert len(changed) > 2   # not only the two players of the board
    assert tree(tmp_path / "session") == tree(tmp_path / "fresh")
    assert changed <= rendered and len(rendered) < len(after)


@pytest.mark.slow
def test_the_pages_named_first_are_in_place_before_the_rest_is_rendered(example: Path, tmp_path: Path) -> None:
    """`build(first=…)` (bulletin serve: the pages open in a tab) writes those pages and says so while the other
    changed pages still hold the previous build's bytes; the site ends as a fresh build writes it."""
    out = tmp_path / "session"
    session = BuildSession(example, out)
    session.build()
    old_standings = (out / "tournament/herbst-2026/standings/6/index.html").read_bytes()
    old_round = (out / ROUND_6_PAGE).read_bytes()
    previous = tree(out)
    flip_a_round_6_result(example)
    seen: list[tuple[Path, str, bytes, bytes]] = []

    def told(folder: Path, base_path: str) -> None:
        seen.append((folder, base_path, (folder / ROUND_6_PAGE).read_bytes(),
                     (folder / "tournament/herbst-2026/standings/6/index.html").read_bytes()))

    report = session.build(first=FirstFiles(lambda: {ROUND_6_PAGE, "no/such/index.html"}, told))
    build_site(example, tmp_path / "fresh")
    fresh = tree(tmp_path / "fresh")
    [(folder, base_path, round_page, standings_page)] = seen
    assert (folder, base_path) == (out, "/")
    assert round_page == fresh[ROUND_6_PAGE] != old_round
    assert standings_page == old_standings != fresh["tournament/herbst-2026/standings/6/index.html"]
    assert tree(out) == fresh
    assert report.written == sum(1 for path, data in fresh.items() if previous.get(path) != data)
    assert report.written + report.unchanged == report.files


@pytest.mark.slow
def test_a_page_written_first_is_rendered_once(example: Path, tmp_path: Path, renders: list[str]) -> None:
    """The rest of the build finds the page open in the tab in place, as written first: not rendered twice."""
    session = BuildSession(example, tmp_path / "session")
    session.build()
    flip_a_round_6_result(example)
    renders.clear()
    session.build(first=FirstFiles(lambda: {ROUND_6_PAGE}, lambda folder, base_path: None))
    assert renders.count("tournament/herbst-2026/round/6/") == 1


@pytest.mark.slow
def test_a_failure_after_the_first_pages_puts_them_back(example: Path, tmp_path: Path) -> None:
    """A template that fails on the player pages only, saved with a result: the round page open in the tab was
    written first, and is put back when the rest fails, so the previous site stays as it was."""
    out = tmp_path / "session"
    session = BuildSession(example, out)
    session.build()
    previous = tree(out)
    flip_a_round_6_result(example)
    break_the_player_template(example)
    told: list[bytes] = []
    with pytest.raises(ContentError):
        session.build(first=FirstFiles(lambda: {ROUND_6_PAGE}, lambda folder, _: told.append(
            (folder / ROUND_6_PAGE).read_bytes())))
    assert told and told[0] != previous[ROUND_6_PAGE]
    assert tree(out) == previous


@pytest.mark.slow
def test_a_page_changed_by_hand_in_the_output_is_put_back_by_the_next_build(
        example: Path, tmp_path: Path, renders: list[str]) -> None:
    """The session keeps no page's bytes: a page edited or deleted in the output folder since the last build is
    rendered again (and only those), though nothing it is made from changed."""
    out = tmp_path / "session"
    session = BuildSession(example, out)
    session.build()
    built = tree(out)
    (out / ROUND_6_PAGE).write_bytes(b"edited by hand")
    (out / "tournament/herbst-2026/standings/6/index.html").unlink()
    renders.clear()
    report = session.build()
    assert sorted(renders) == ["tournament/herbst-2026/round/6/", "tournament/herbst-2026/standings/6/"]
    assert report.written == 2 and tree(out) == built


@pytest.mark.slow
def test_a_rebuild_after_a_failed_one_writes_what_a_fresh_build_writes(example: Path, tmp_path: Path) -> None:
    """A result changed and a template broken for the player pages: the build fails after rendering other pages
    of the change, and leaves the site as it was; once the template is mended the session's next build writes
    every changed page, as a fresh build does."""
    out = tmp_path / "session"
    session = BuildSession(example, out)
    session.build()
    previous = tree(out)
    flip_a_round_6_result(example)
    broken = break_the_player_template(example)
    with pytest.raises(ContentError):
        session.build()
    assert tree(out) == previous
    broken.unlink()
    session.build()
    build_site(example, tmp_path / "fresh")
    assert tree(out) == tree(tmp_path / "fresh")


@pytest.mark.slow
def test_a_round_robin_rebuilt_after_a_result_and_without_its_last_round_equals_a_fresh_build(
        example: Path, tmp_path: Path) -> None:
    """A round robin's player pages also show the games to come: a result of round 1 changed, then the last round
    file removed (its games to come again), rebuild every player page as a fresh build writes it."""
    session = BuildSession(example, tmp_path / "session")
    session.build()
    rounds = sorted((example / "content/vereinsmeisterschaft-2026/rounds").glob("*.yml"))
    first, last = rounds[0], rounds[-1]
    text = first.read_text(encoding="utf-8")
    first.write_text(text.replace(", 1-0]", ", 0-1]", 1), encoding="utf-8")
    session.build()
    build_site(example, tmp_path / "fresh")
    assert tree(tmp_path / "session") == tree(tmp_path / "fresh")
    last.unlink()
    session.build()
    build_site(example, tmp_path / "fresh-2")
    assert tree(tmp_path / "session") == tree(tmp_path / "fresh-2")
