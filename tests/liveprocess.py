"""Helpers for the live-preview tests: a copy of the example site, a round result to edit, and
`bulletin serve` / `bulletin watch` run as real subprocesses with bounded waits."""
from __future__ import annotations

import contextlib
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, TypeVar

REPO = Path(__file__).resolve().parent.parent
WAIT_SECONDS = 20.0
_BOARD = re.compile(r"^(\s*- \[[^,\]]+, [^,\]]+, )(1-0|0-1)(\].*)$", re.MULTILINE)

T = TypeVar("T")


def copy_example_site(target: Path) -> Path:
    """The project's example site (site.yml and content/) copied to `target`."""
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy(REPO / "site.yml", target / "site.yml")
    shutil.copytree(REPO / "content", target / "content")
    return target


@dataclass(frozen=True)
class RoundEdit:
    """One decisive board of a round file of the example site, to flip or break."""

    file: Path
    slug: str
    round_number: int
    line: int           # 1-based line of the board
    column: int         # 1-based column of its result

    @property
    def page(self) -> str:
        """The round page's path below the base path."""
        return f"tournament/{self.slug}/round/{self.round_number}/"

    def write_result(self, result: str) -> None:
        """Replaces the board's result, saving the file the way editors do (write aside, then rename)."""
        lines = self.file.read_text(encoding="utf-8").split("\n")
        text = lines[self.line - 1]
        old_end = text.index("]", self.column - 1)
        lines[self.line - 1] = text[:self.column - 1] + result + text[old_end:]
        aside = self.file.with_name(f".{self.file.name}.tmp")
        aside.write_text("\n".join(lines), encoding="utf-8")
        os.replace(aside, self.file)


def decisive_board(site: Path) -> RoundEdit:
    """The first board won by either colour in the latest round file of the first tournament that has one."""
    tournament = sorted(path.parent for path in (site / "content").glob("*/tournament.yml"))[0]
    for round_file in sorted((tournament / "rounds").glob("*.yml"), reverse=True):
        text = round_file.read_text(encoding="utf-8")
        if board := _BOARD.search(text):
            line = text.count("\n", 0, board.start()) + 1
            column = len(board.group(1)) + 1
            return RoundEdit(round_file, tournament.name, int(round_file.stem), line, column)
    raise AssertionError(f"no decisive board in the rounds of {tournament}")


def flipped(result: str) -> str:
    return {"1-0": "0-1", "0-1": "1-0"}[result]


def current_result(edit: RoundEdit) -> str:
    text = edit.file.read_text(encoding="utf-8").split("\n")[edit.line - 1]
    return text[edit.column - 1:edit.column + 2]


def wait_until(check: Callable[[], T | None], what: str, seconds: float = WAIT_SECONDS) -> T:
    """Polls `check` until it returns a true value; fails the test naming `what` after `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out after {seconds} s waiting for {what}")


def fetch(url: str) -> tuple[int, str]:
    """Status and body of a GET, following redirects; HTTP errors are returned, not raised."""
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


class BulletinProcess:
    """`python -m generator ARGS` in a subprocess, its output collected line by line in the background."""

    def __init__(self, *args: str, cwd: Path = REPO, sigint_ignored: bool = False) -> None:
        """`sigint_ignored`: started as a shell without job control starts `bulletin serve &`, SIGINT ignored."""
        self.lines: queue.SimpleQueue[str] = queue.SimpleQueue()
        self.output: list[str] = []
        command = [sys.executable, "-u", "-m", "generator", *args]
        if sigint_ignored:   # as `sh` starts a background job without job control: `trap '' INT` is inherited
            command = ["sh", "-c", 'trap "" INT; exec "$@"', "sh", *command]
        self.process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        text=True, encoding="utf-8")
        threading.Thread(target=self._collect, daemon=True).start()

    def _collect(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.output.append(line)
            self.lines.put(line)

    def wait_for_line(self, pattern: str, seconds: float = WAIT_SECONDS) -> re.Match[str]:
        """The first line from now on matching `pattern`."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            if match := re.search(pattern, line):
                return match
        raise AssertionError(f"no line matching {pattern!r} within {seconds} s; output:\n{self.text()}")

    def text(self) -> str:
        return "".join(self.output)

    def interrupt(self, seconds: float = 10) -> int:
        """Sends Ctrl-C and returns the exit code."""
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout=seconds)

    def stop(self) -> None:
        """Ends the process whatever state it is in."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)


@contextlib.contextmanager
def running(*args: str) -> Iterator[BulletinProcess]:
    """The process, always stopped afterwards."""
    process = BulletinProcess(*args)
    try:
        yield process
    finally:
        process.stop()
