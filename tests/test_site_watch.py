"""The rebuild loop: which changes count, debouncing, editors' save styles, and surviving every failure."""
from __future__ import annotations

import io
import os
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest
from liveprocess import (
    WAIT_SECONDS,
    BulletinProcess,
    copy_example_site,
    current_result,
    decisive_board,
    flipped,
)

from generator.core.errors import ContentError, Location, Problem, Severity
from generator.site.watch import (
    CannotWatch,
    RebuildOutcome,
    SourceWatcher,
    describe_changes,
    is_editor_temp_file,
    is_source_path,
    rebuild_loop,
    report_outcome,
    run_build,
    watch,
)

QUIET = 0.05        # the debounce used in these tests
SETTLE = 2.0        # how long a test waits for the file system to report a change


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """A site folder with site.yml, one tournament with a round file, and an output folder."""
    (tmp_path / "site.yml").write_text("title: Club\n")
    rounds = tmp_path / "content" / "spring"
    rounds.mkdir(parents=True)
    (rounds / "tournament.yml").write_text("name: Spring\n")
    (rounds / "round-1.yml").write_text("games: []\n")
    (tmp_path / "_site").mkdir()
    return tmp_path


@pytest.fixture
def watcher(site: Path):
    with SourceWatcher(site, site / "_site", debounce=QUIET) as started:
        yield started


def next_batch(watcher: SourceWatcher) -> frozenset[Path]:
    return watcher.wait_for_changes(timeout=SETTLE)


def names(batch: frozenset[Path], site: Path) -> set[str]:
    return {path.relative_to(site.resolve()).as_posix() for path in batch}


# --- what counts as a change --------------------------------------------------------------------------

@pytest.mark.parametrize("name", [".round-3.yml.swp", ".round-3.yml.swx", "round-3.yml~", ".#round-3.yml",
                                  "#round-3.yml#", "4913", "round-3.yml.tmp", "round-3.yml___jb_tmp___"])
def test_editor_temporary_files_are_ignored(name: str) -> None:
    """Swap, lock, backup and temporary files of vim, emacs and others never trigger a rebuild."""
    assert is_editor_temp_file(name)


@pytest.mark.parametrize("name", ["round-3.yml", "tournament.yml", "news.md", "style.css", "base.html"])
def test_real_source_files_are_not_taken_for_temporary_files(name: str) -> None:
    """Ordinary content, theme and template files count."""
    assert not is_editor_temp_file(name)


@pytest.mark.parametrize("relative, counts", [
    ("site.yml", True),
    ("content/spring/round-3.yml", True),
    ("themes/default/style.css", True),
    ("templates/base.html", True),
    ("static/logo.png", True),
    ("content", True),
    ("_site/index.html", False),
    ("README.md", False),
    (".git/index", False),
    ("content/spring/.round-3.yml.swp", False),
    ("content/.git/HEAD", False),
])
def test_only_site_yml_and_source_folders_count(tmp_path: Path, relative: str, counts: bool) -> None:
    """site.yml, content/, themes/, templates/ and static/ are sources; the output folder and the rest are not."""
    assert is_source_path(tmp_path / relative, tmp_path, tmp_path / "_site") is counts


def test_output_folder_inside_a_source_folder_is_not_a_source(tmp_path: Path) -> None:
    """Writing the site never triggers the next rebuild, wherever the output folder is."""
    out = tmp_path / "content" / "_site"
    assert not is_source_path(out / "index.html", tmp_path, out)


# --- the watcher with real file system events ---------------------------------------------------------

def test_saving_a_round_file_is_reported(site: Path, watcher: SourceWatcher) -> None:
    """Writing a round file in place yields one batch naming that file."""
    (site / "content/spring/round-1.yml").write_text("games: [[1, 2, 1-0]]\n")
    assert names(next_batch(watcher), site) == {"content/spring/round-1.yml"}


def test_a_burst_of_saves_is_one_batch(site: Path) -> None:
    """Saves closer together than the debounce interval give a single rebuild. The interval is long here, so
    that a busy machine's late wake-ups between the saves cannot split the burst."""
    with SourceWatcher(site, site / "_site", debounce=0.5) as watcher:
        for number in range(2, 7):
            (site / f"content/spring/round-{number}.yml").write_text("games: []\n")
            time.sleep(0.01)
        batch = next_batch(watcher)
        assert {f"content/spring/round-{n}.yml" for n in range(2, 7)} <= names(batch, site)
        assert watcher.wait_for_changes(timeout=0.3) == frozenset()


def test_atomic_save_by_rename_is_reported_under_the_real_name(site: Path, watcher: SourceWatcher) -> None:
    """An editor writing a temporary file and renaming it over the round file triggers a rebuild of it."""
    temporary = site / "content/spring/.round-1.yml.tmp"
    temporary.write_text("games: [[1, 2, 0-1]]\n")
    os.replace(temporary, site / "content/spring/round-1.yml")
    assert names(next_batch(watcher), site) == {"content/spring/round-1.yml"}


@pytest.mark.slow
def test_a_save_by_rename_ends_the_burst_without_waiting_for_quiet(site: Path) -> None:
    """A file renamed onto a source file is a finished save: its batch comes at once, not after the quiet time
    (here 2 s) that saves written in place wait for (bulletin serve: a reload within 100 ms of the save)."""
    with SourceWatcher(site, site / "_site", debounce=2.0, max_batch=10.0) as watcher:
        temporary = site / "content/spring/.round-1.yml.tmp"
        temporary.write_text("games: [[1, 2, 0-1]]\n")
        saved_at = time.monotonic()
        os.replace(temporary, site / "content/spring/round-1.yml")
        assert names(next_batch(watcher), site) == {"content/spring/round-1.yml"}
        assert time.monotonic() - saved_at < 1.0
        (site / "content/spring/round-1.yml").write_text("games: []\n")
        written_at = time.monotonic()
        assert names(watcher.wait_for_changes(timeout=SETTLE), site) == {"content/spring/round-1.yml"}
        assert time.monotonic() - written_at >= 2.0


def test_vim_style_save_is_reported_without_its_helper_files(site: Path, watcher: SourceWatcher) -> None:
    """vim probes with 4913, keeps a backup~ and a .swp: only the round file itself is reported."""
    folder = site / "content/spring"
    (folder / "4913").write_text("")
    (folder / "4913").unlink()
    (folder / ".round-1.yml.swp").write_bytes(b"\0swap")
    os.rename(folder / "round-1.yml", folder / "round-1.yml~")
    (folder / "round-1.yml").write_text("games: [[1, 2, 1/2]]\n")
    (folder / "round-1.yml~").unlink()
    assert names(next_batch(watcher), site) == {"content/spring/round-1.yml"}


def test_only_editor_files_changing_gives_no_batch(site: Path, watcher: SourceWatcher) -> None:
    """Opening a file in an editor (creating its swap file) does not rebuild the site."""
    (site / "content/spring/.round-1.yml.swp").write_bytes(b"\0swap")
    (site / "content/spring/#round-1.yml#").write_text("autosave")
    assert watcher.wait_for_changes(timeout=0.5) == frozenset()


def test_writes_to_the_output_folder_give_no_batch(site: Path, watcher: SourceWatcher) -> None:
    """The build writing the site does not trigger another build."""
    (site / "_site/index.html").write_text("<html></html>")
    assert watcher.wait_for_changes(timeout=0.5) == frozenset()


def test_new_and_deleted_round_files_are_reported(site: Path, watcher: SourceWatcher) -> None:
    """A round file created, and later one deleted, each trigger a rebuild."""
    (site / "content/spring/round-2.yml").write_text("games: []\n")
    assert "content/spring/round-2.yml" in names(next_batch(watcher), site)
    (site / "content/spring/round-2.yml").unlink()
    assert "content/spring/round-2.yml" in names(next_batch(watcher), site)


def test_renamed_tournament_folder_keeps_being_watched(site: Path, watcher: SourceWatcher) -> None:
    """After a tournament folder is renamed, saves inside it under its new name are still seen."""
    os.rename(site / "content/spring", site / "content/spring-open")
    assert names(next_batch(watcher), site) >= {"content/spring-open"}
    (site / "content/spring-open/round-1.yml").write_text("games: [[2, 1, 1-0]]\n")
    assert names(next_batch(watcher), site) == {"content/spring-open/round-1.yml"}


def test_source_folder_created_later_is_watched(site: Path, watcher: SourceWatcher) -> None:
    """A templates/ folder added while watching is watched from then on."""
    (site / "templates").mkdir()
    assert "templates" in names(next_batch(watcher), site)
    (site / "templates/base.html").write_text("<html></html>")
    assert names(next_batch(watcher), site) == {"templates/base.html"}


def test_content_folder_renamed_away_and_back_is_watched_again(site: Path, watcher: SourceWatcher) -> None:
    """Moving content/ away and back (as some sync tools do) does not blind the watcher."""
    os.rename(site / "content", site / "content-old")
    next_batch(watcher)
    os.rename(site / "content-old", site / "content")
    next_batch(watcher)
    (site / "content/spring/round-1.yml").write_text("games: [[1, 2, 0-1]]\n")
    assert names(next_batch(watcher), site) == {"content/spring/round-1.yml"}


def test_site_yml_change_is_reported(site: Path, watcher: SourceWatcher) -> None:
    """Editing site.yml (title, base URL, theme) triggers a rebuild."""
    (site / "site.yml").write_text("title: Club 2\n")
    assert names(next_batch(watcher), site) == {"site.yml"}


# --- running builds -----------------------------------------------------------------------------------

PROBLEM = Problem(Location("content/spring/round-1.yml", 1, 10), "unknown result '1-O'",
                  source_line="games: [[1, 2, 1-O]]", hint="did you mean '1-0'?")


def test_content_error_becomes_located_problems() -> None:
    """A build raising ContentError gives an outcome carrying every problem, sorted."""
    later = Problem(Location("content/spring/round-2.yml", 3, 1), "missing board")

    def failing() -> None:
        raise ContentError([later, PROBLEM])

    outcome = run_build(failing)
    assert not outcome.ok
    assert outcome.problems == (PROBLEM, later)


def test_any_other_exception_becomes_a_failure_message() -> None:
    """A bug in a build step is reported by type and message instead of ending the loop."""
    def broken() -> None:
        raise ZeroDivisionError("division by zero")

    outcome = run_build(broken)
    assert outcome.failure == "ZeroDivisionError: division by zero"


def test_failed_rebuild_prints_every_problem_and_a_summary() -> None:
    """The terminal shows the located error with its source line, then one summary line."""
    out, err = io.StringIO(), io.StringIO()
    report_outcome(RebuildOutcome(None, 0.012, problems=(PROBLEM,)), "content/spring/round-1.yml", out, err)
    text = err.getvalue()
    assert "--> content/spring/round-1.yml:1:10" in text
    assert "games: [[1, 2, 1-O]]" in text
    assert text.rstrip().splitlines()[-1].endswith(
        "content/spring/round-1.yml changed: rebuild failed (12 ms): 1 error, previous site kept")
    assert out.getvalue() == ""


@dataclass(frozen=True)
class FakeReport:
    text: str = "built 43 pages (3 written, 40 unchanged)"
    warnings: tuple[Problem, ...] = ()

    def summary(self) -> str:
        return self.text


def test_successful_rebuild_prints_one_line_with_the_reports_summary() -> None:
    """One line per rebuild: what changed and what the build did."""
    out, err = io.StringIO(), io.StringIO()
    report_outcome(RebuildOutcome(FakeReport(), 0.0415), "content/spring/round-1.yml", out, err)
    assert out.getvalue().endswith(
        " content/spring/round-1.yml changed: built 43 pages (3 written, 40 unchanged)\n")
    assert out.getvalue().count("\n") == 1
    assert err.getvalue() == ""


def test_warnings_of_a_successful_rebuild_are_shown_located() -> None:
    """Warnings are printed with their location before the summary, and the rebuild still counts as good."""
    warning = Problem(Location("content/spring/tournament.yml", 2, 1), "no date given",
                      severity=Severity.WARNING)
    out, err = io.StringIO(), io.StringIO()
    report_outcome(RebuildOutcome(FakeReport(warnings=(warning,)), 0.01), "", out, err)
    assert "warning: no date given\n  --> content/spring/tournament.yml:2:1" in err.getvalue()
    assert "built 43 pages" in out.getvalue()


def test_changes_are_described_relative_to_the_site(tmp_path: Path) -> None:
    """The summary names the changed file, or the first one and how many more."""
    one = describe_changes([tmp_path / "content/a.yml"], tmp_path)
    many = describe_changes([tmp_path / "site.yml", tmp_path / "content/a.yml", tmp_path / "content/b.yml"],
                            tmp_path)
    assert (one, many) == ("content/a.yml", "content/a.yml and 2 more")


class ScriptedWatcher:
    """Hands out prepared batches, then sets `stop`."""

    def __init__(self, batches: list[frozenset[Path]], stop: threading.Event) -> None:
        self.batches = list(batches)
        self.stop = stop

    def wait_for_changes(self, timeout: float | None = None) -> frozenset[Path]:
        if not self.batches:
            self.stop.set()
            return frozenset()
        return self.batches.pop(0)


def test_loop_survives_every_kind_of_failing_build(tmp_path: Path) -> None:
    """Content errors, crashes and successes alternate; each change gets a rebuild and the loop goes on."""
    def raising(error: Exception) -> Callable[[], FakeReport]:
        def build() -> FakeReport:
            raise error
        return build

    results: list[Callable[[], FakeReport]] = [
        raising(ContentError([PROBLEM])),
        raising(ZeroDivisionError("division by zero")),
        raising(RecursionError("deep")),
        FakeReport,
    ]
    calls = iter(results)
    outcomes: list[RebuildOutcome[object]] = []
    stop = threading.Event()
    batches = [frozenset({tmp_path / f"content/{n}.yml"}) for n in range(4)]
    rebuild_loop(ScriptedWatcher(batches, stop), lambda: next(calls)(),  # type: ignore[arg-type]
                 lambda outcome, changed: outcomes.append(outcome), stop)
    assert [bool(o.problems) for o in outcomes] == [True, False, False, False]
    assert [o.failure for o in outcomes[1:3]] == ["ZeroDivisionError: division by zero", "RecursionError: deep"]
    assert outcomes[3].report == FakeReport()


def test_ctrl_c_ends_the_loop_quietly(tmp_path: Path) -> None:
    """KeyboardInterrupt while waiting returns normally, so the command can shut down cleanly."""
    class Interrupted:
        def wait_for_changes(self, timeout: float | None = None) -> frozenset[Path]:
            raise KeyboardInterrupt

    rebuild_loop(Interrupted(), lambda: None, lambda outcome, changed: None)  # type: ignore[arg-type]


def test_watch_builds_first_then_after_each_save(site: Path) -> None:
    """`watch` builds at start, reports ready, rebuilds after a save, and returns when stopped."""
    builds: list[float] = []
    changes: list[frozenset[Path]] = []
    stop = threading.Event()
    ready = threading.Event()
    rebuilt = threading.Event()

    def build() -> FakeReport:
        builds.append(time.monotonic())
        return FakeReport()

    def seen(outcome: RebuildOutcome[FakeReport], changed: frozenset[Path]) -> None:
        changes.append(changed)
        if changed:
            rebuilt.set()

    runner = threading.Thread(target=watch, args=(site, build, site / "_site"),
                              kwargs={"on_outcome": seen, "on_ready": ready.set, "stop": stop, "debounce": QUIET})
    runner.start()
    try:
        assert ready.wait(SETTLE)
        (site / "content/spring/round-1.yml").write_text("games: [[1, 2, 1-0]]\n")
        assert rebuilt.wait(SETTLE)
    finally:
        stop.set()
        runner.join(timeout=SETTLE)
    assert not runner.is_alive()
    assert len(builds) == 2
    assert changes[0] == frozenset()
    assert names(changes[1], site) == {"content/spring/round-1.yml"}


def test_save_during_a_rebuild_gets_its_own_rebuild(site: Path) -> None:
    """A file saved half way through a build (or saved again) is rebuilt once more after that build."""
    builds: list[str] = []
    stop = threading.Event()
    second = threading.Event()
    round_file = site / "content/spring/round-1.yml"

    def build() -> FakeReport:
        builds.append(round_file.read_text())
        if len(builds) == 2:
            round_file.write_text("games: [[1, 2, 0-1]]\n")  # the rest of the save lands mid-build
        if len(builds) == 3:
            second.set()
        return FakeReport()

    runner = threading.Thread(target=watch, args=(site, build, site / "_site"),
                              kwargs={"on_outcome": lambda o, c: None, "on_ready": lambda: round_file.write_text("games: [[1, 2,"),
                                      "stop": stop, "debounce": QUIET})
    runner.start()
    try:
        assert second.wait(SETTLE * 2)
    finally:
        stop.set()
        runner.join(timeout=SETTLE)
    assert builds[-1] == "games: [[1, 2, 0-1]]\n"


# --- `bulletin watch` as a subprocess, on the example site --------------------------------------------

@pytest.mark.slow
def test_bulletin_watch_rebuilds_after_a_save_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    """The command rebuilds the changed page on disk, reports broken input located, and Ctrl-C exits 0."""
    site = copy_example_site(tmp_path / "site")
    out = tmp_path / "public"
    edit = decisive_board(site)
    old = current_result(edit)
    page = out / edit.page / "index.html"
    process = BulletinProcess("watch", "--site", str(site), "--out", str(out))
    try:
        process.wait_for_line(r"^\d\d:\d\d:\d\d built \d+ pages")
        before = page.read_text(encoding="utf-8")
        edit.write_result(flipped(old))
        process.wait_for_line(rf"{re.escape(edit.file.name)} changed: built \d+ pages .*written")
        assert page.read_text(encoding="utf-8") != before
        edit.write_result("1-O")
        process.wait_for_line(rf"^ *--> .*{re.escape(edit.file.name)}:{edit.line}:{edit.column}$")
        process.wait_for_line(r"changed: rebuild failed")
        edit.write_result(old)
        process.wait_for_line(r"changed: built \d+ pages")
        assert page.read_text(encoding="utf-8") == before
        assert process.interrupt() == 0
    finally:
        process.stop()
    assert "Stopped watching." in process.text()
    assert "Traceback" not in process.text()


def test_bulletin_watch_refuses_a_missing_site_folder(tmp_path: Path) -> None:
    """A site folder that does not exist is a usage error (exit 2), not a loop watching nothing."""
    process = BulletinProcess("watch", "--site", str(tmp_path / "nowhere"))
    try:
        assert process.process.wait(timeout=WAIT_SECONDS) == 2
    finally:
        process.stop()
    assert "no site folder" in process.text()


def test_a_failing_report_does_not_end_the_loop(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Even when showing an outcome fails (a closed terminal), the next change still gets its rebuild."""
    stop = threading.Event()
    reports: list[RebuildOutcome[FakeReport]] = []

    def flaky_report(outcome: RebuildOutcome[FakeReport], changed: frozenset[Path]) -> None:
        reports.append(outcome)
        if len(reports) == 1:
            raise BrokenPipeError("stdout closed")

    batches = [frozenset({tmp_path / "content/a.yml"}), frozenset({tmp_path / "content/b.yml"})]
    rebuild_loop(ScriptedWatcher(batches, stop), FakeReport, flaky_report, stop)  # type: ignore[arg-type]
    assert len(reports) == 2
    assert "could not report the rebuild: BrokenPipeError: stdout closed" in capsys.readouterr().err


def test_refused_watch_is_reported_as_cannot_watch(tmp_path: Path) -> None:
    """A site folder the system will not watch (here: gone) gives CannotWatch, which the commands print."""
    with pytest.raises(CannotWatch, match="cannot watch"):
        SourceWatcher(tmp_path / "missing").start()
