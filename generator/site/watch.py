"""The rebuild loop: watch a site's sources, debounce bursts of saves, rebuild, never die.

`bulletin watch` runs this loop alone; `bulletin serve` runs it beside the preview server. The build is a
callback (as in MkDocs), so the loop knows nothing about how a site is built; whatever the callback raises is
reported and the loop goes on waiting for the next save. The commands pass the `build` method of a
`build.BuildSession` they made, so what one rebuild leaves for the next lives as long as the loop, and no longer.
"""
from __future__ import annotations

import queue
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Generic, Iterable, Protocol, Sequence, TextIO, TypeVar

from watchdog.events import (
    DirCreatedEvent,
    DirDeletedEvent,
    DirMovedEvent,
    FileCreatedEvent,
    FileDeletedEvent,
    FileModifiedEvent,
    FileMovedEvent,
    FileSystemEvent,
    FileSystemEventHandler,
)
from watchdog.observers import Observer
from watchdog.observers.api import ObservedWatch

from generator.core.errors import ContentError, Problem, sort_problems

SITE_FILES = ("site.yml", "site.yaml")
SOURCE_FOLDERS = ("content", "themes", "templates", "static")   # static/: the site's own files over the theme's
DEBOUNCE_SECONDS = 0.03   # editors finish a save (temp file, rename, backup) within a few ms
# A file renamed onto a source path is a save completed (the editor's last step; the bytes are all there), so
# the burst ends with it: no quiet time is waited for.
MAX_BATCH_SECONDS = 1.0

# Only events that can change what a build reads: the build's own reads (opened/closed) are left out,
# otherwise every rebuild would trigger the next one.
_CHANGE_EVENTS: tuple[type[FileSystemEvent], ...] = (
    FileCreatedEvent, FileDeletedEvent, FileModifiedEvent, FileMovedEvent,
    DirCreatedEvent, DirDeletedEvent, DirMovedEvent,
)

# Files editors write beside the real one: vim swap files and its "4913" probe, backups ending in "~",
# emacs lock files ".#name" and autosaves "#name#", and temporary files renamed over the real one.
_TEMP_SUFFIXES = (".swp", ".swo", ".swn", ".swx", ".swpx", "~", ".tmp", ".temp", ".part", ".bak")
_TEMP_NAMES = frozenset({"4913"})



class Summarised(Protocol):
    """What a build callback returns: a report that sums itself up in one line, and its warnings."""

    @property
    def warnings(self) -> Sequence[Problem]: ...   # read-only, as a frozen report's field is

    def summary(self) -> str: ...


R = TypeVar("R", bound=Summarised)
R_co = TypeVar("R_co", bound=Summarised, covariant=True)


def is_editor_temp_file(name: str) -> bool:
    """True for the names editors use for swap, lock, backup and temporary files."""
    return (
        name in _TEMP_NAMES
        or name.startswith(".")
        or (name.startswith("#") and name.endswith("#"))
        or name.endswith(_TEMP_SUFFIXES)
        or "___jb_" in name  # JetBrains safe-write files
    )


def is_source_path(path: Path, site_dir: Path, out_dir: Path | None = None) -> bool:
    """True when a change at `path` can change the built site: site.yml or a file in a source folder."""
    try:
        parts = path.relative_to(site_dir).parts
    except ValueError:
        return False
    if not parts or any(is_editor_temp_file(part) for part in parts):
        return False
    if out_dir is not None and path.is_relative_to(out_dir):
        return False
    if len(parts) == 1:
        return parts[0] in SITE_FILES or parts[0] in SOURCE_FOLDERS
    return parts[0] in SOURCE_FOLDERS


class CannotWatch(OSError):
    """The operating system refused to watch the site's folders."""


Change = tuple[Path, bool]   # a source path touched, and whether a save ended there (a file renamed onto it)


class _QueueingHandler(FileSystemEventHandler):
    """Puts the source paths an event touches on a queue; root folders that come or go are noted apart."""

    def __init__(self, site_dir: Path, out_dir: Path | None, changes: queue.SimpleQueue[Change],
                 roots_touched: set[str]) -> None:
        self._site_dir = site_dir
        self._out_dir = out_dir
        self._changes = changes
        self._roots_touched = roots_touched

    def on_any_event(self, event: FileSystemEvent) -> None:
        renamed = isinstance(event, FileMovedEvent)
        for raw, saved in ((event.src_path, False), (getattr(event, "dest_path", ""), renamed)):
            if not raw:
                continue
            path = Path(raw if isinstance(raw, str) else raw.decode())
            if not is_source_path(path, self._site_dir, self._out_dir):
                continue
            if path.parent == self._site_dir and path.name in SOURCE_FOLDERS:
                self._roots_touched.add(path.name)
            self._changes.put((path, saved))


class SourceWatcher:
    """Watches site.yml and the source folders of one site; hands out debounced batches of changed paths.

    Source folders created, deleted or renamed while watching are picked up: the site folder itself is
    watched (not recursively) and each source folder gets its own recursive watch while it exists.
    """

    def __init__(self, site_dir: Path, out_dir: Path | None = None,
                 debounce: float = DEBOUNCE_SECONDS, max_batch: float = MAX_BATCH_SECONDS) -> None:
        self.site_dir = site_dir.resolve()
        self.out_dir = out_dir.resolve() if out_dir is not None else None
        self.debounce = debounce
        self.max_batch = max_batch
        self._changes: queue.SimpleQueue[Change] = queue.SimpleQueue()
        self._roots_touched: set[str] = set()
        self._handler = _QueueingHandler(self.site_dir, self.out_dir, self._changes, self._roots_touched)
        self._observer = Observer()
        self._folder_watches: dict[str, ObservedWatch] = {}

    def start(self) -> None:
        """Starts watching; raises CannotWatch when the system refuses (e.g. its limit of watches is reached)."""
        try:
            self._observer.schedule(self._handler, str(self.site_dir), recursive=False,
                                    event_filter=list(_CHANGE_EVENTS))
            self._sync_folder_watches(set(SOURCE_FOLDERS))
            self._observer.start()
        except OSError as error:
            raise CannotWatch(f"cannot watch {self.site_dir} for changes: {error.strerror or error}") from error

    def stop(self) -> None:
        self._observer.stop()
        self._observer.join(timeout=5)

    def __enter__(self) -> "SourceWatcher":
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def wait_for_changes(self, timeout: float | None = None) -> frozenset[Path]:
        """The paths changed in the next burst of events, once it has been quiet for `debounce` seconds, or
        at once when a file was renamed onto a source path (an editor's atomic save: the save is complete).

        Returns an empty set when nothing changed within `timeout`. A burst longer than `max_batch`
        seconds is cut, so a steady stream of saves still gets rebuilds.
        """
        try:
            path, saved = self._changes.get(timeout=timeout)
        except queue.Empty:
            return frozenset()
        batch = {path}
        cut_at = time.monotonic() + self.max_batch
        while not saved and (quiet := min(self.debounce, cut_at - time.monotonic())) > 0:
            try:
                path, saved = self._changes.get(timeout=quiet)
            except queue.Empty:
                break
            batch.add(path)
        batch.update(self._queued())   # what came with the save (a rename onto a source file from another)
        self._resync_touched_roots()
        return frozenset(batch)

    def _queued(self) -> set[Path]:
        """The paths already on the queue, without waiting for more."""
        found = set()
        while True:
            try:
                found.add(self._changes.get_nowait()[0])
            except queue.Empty:
                return found

    def _resync_touched_roots(self) -> None:
        touched = set(self._roots_touched)
        self._roots_touched.difference_update(touched)
        self._sync_folder_watches(touched)

    def _sync_folder_watches(self, names: Iterable[str]) -> None:
        """(Re)creates the recursive watch of each named source folder, dropping any stale one."""
        for name in names:
            stale = self._folder_watches.pop(name, None)
            if stale is not None:
                try:
                    self._observer.unschedule(stale)
                except (KeyError, OSError):
                    pass  # the watch died with its folder
            folder = self.site_dir / name
            if folder.is_dir():
                try:
                    self._folder_watches[name] = self._observer.schedule(
                        self._handler, str(folder), recursive=True, event_filter=list(_CHANGE_EVENTS))
                except OSError:
                    pass  # gone again already; its removal is a change the next batch reports


@dataclass(frozen=True)
class RebuildOutcome(Generic[R_co]):
    """How one rebuild ended: a report, located problems, or an unexpected failure."""

    report: R_co | None
    seconds: float
    problems: tuple[Problem, ...] = ()
    failure: str | None = None   # "ExceptionType: message" for anything that is not a ContentError

    @property
    def ok(self) -> bool:
        return self.failure is None and not self.problems


def run_build(build: Callable[[], R]) -> RebuildOutcome[R]:
    """Calls the build; whatever it raises becomes part of the outcome instead of ending the caller."""
    started = time.perf_counter()
    try:
        report = build()
    except ContentError as error:
        problems = tuple(sort_problems(error.problems))
        return RebuildOutcome(None, time.perf_counter() - started, problems=problems)
    except Exception as error:  # noqa: BLE001 - the loop must survive any bug in a build step
        failure = f"{type(error).__name__}: {error}"
        return RebuildOutcome(None, time.perf_counter() - started, failure=failure)
    return RebuildOutcome(report, time.perf_counter() - started)


def describe_changes(changed: Iterable[Path], site_dir: Path) -> str:
    """'content/spring/round-3.yml', or the first changed path and how many more; '' for none."""
    names = sorted(_relative(path, site_dir) for path in changed)
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return f"{names[0]} and {len(names) - 1} more"


def _relative(path: Path, site_dir: Path) -> str:
    try:
        return path.relative_to(site_dir).as_posix()
    except ValueError:
        return path.as_posix()


def summary_line(outcome: RebuildOutcome[Summarised], cause: str) -> str:
    """The one line printed after each rebuild: when, what changed, and what the build did."""
    prefix = time.strftime("%H:%M:%S") + (f" {cause} changed:" if cause else "")
    if outcome.ok and outcome.report is not None:
        return f"{prefix} {outcome.report.summary()}"
    milliseconds = round(outcome.seconds * 1000)
    if outcome.failure is not None:
        return f"{prefix} rebuild failed ({milliseconds} ms): {outcome.failure}"
    errors = sum(1 for problem in outcome.problems if problem.is_error)
    return f"{prefix} rebuild failed ({milliseconds} ms): {errors} error{'' if errors == 1 else 's'}, " \
           "previous site kept"


def report_outcome(outcome: RebuildOutcome[Summarised], cause: str, out: TextIO | None = None,
                   err: TextIO | None = None) -> None:
    """Prints every located problem (or warning) of the rebuild, then its summary line."""
    out = out or sys.stdout
    err = err or sys.stderr
    located = outcome.problems or (tuple(outcome.report.warnings) if outcome.report is not None else ())
    if located:
        print("\n\n".join(problem.format() for problem in located), file=err)
    print(summary_line(outcome, cause), file=out if outcome.ok else err, flush=True)


def rebuild_loop(watcher: SourceWatcher, build: Callable[[], R],
                 on_outcome: Callable[[RebuildOutcome[R], frozenset[Path]], None],
                 stop: threading.Event | None = None, poll_seconds: float = 0.5) -> None:
    """Rebuilds after each burst of source changes until `stop` is set or Ctrl-C is pressed.

    No exception from the build ends the loop (see `run_build`); KeyboardInterrupt ends it quietly.
    """
    stop = stop or threading.Event()
    try:
        while not stop.is_set():
            changed = watcher.wait_for_changes(timeout=poll_seconds)
            if changed and not stop.is_set():
                _report_safely(on_outcome, run_build(build), changed)
    except KeyboardInterrupt:
        pass


def _report_safely(on_outcome: Callable[[RebuildOutcome[R], frozenset[Path]], None],
                   outcome: RebuildOutcome[R], changed: frozenset[Path]) -> None:
    """Hands the outcome on; a failure there (a closed terminal, say) must not end the rebuilds either."""
    try:
        on_outcome(outcome, changed)
    except Exception as error:  # noqa: BLE001
        try:
            print(f"error: could not report the rebuild: {type(error).__name__}: {error}", file=sys.stderr)
        except OSError:
            pass


def watch(site_dir: Path, build: Callable[[], R], out_dir: Path | None = None,
          on_outcome: Callable[[RebuildOutcome[R], frozenset[Path]], None] | None = None,
          on_ready: Callable[[], None] | None = None, stop: threading.Event | None = None,
          debounce: float = DEBOUNCE_SECONDS) -> None:
    """Builds once, calls `on_ready`, then rebuilds on every change until stopped or Ctrl-C.

    `on_outcome` defaults to printing the one-line summary (and any located problems). Watching starts
    before the first build, so a save made during it is not missed.
    """
    def print_outcome(outcome: RebuildOutcome[R], changed: frozenset[Path]) -> None:
        report_outcome(outcome, describe_changes(changed, site_dir.resolve()))

    handle = on_outcome or print_outcome
    with SourceWatcher(site_dir, out_dir, debounce=debounce) as watcher:
        try:
            _report_safely(handle, run_build(build), frozenset())
            if on_ready is not None:
                on_ready()
        except KeyboardInterrupt:
            return
        rebuild_loop(watcher, build, handle, stop)
