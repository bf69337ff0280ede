"""Half of a long list of pure work done by a forked child process, on the machine's second core.

`bulletin build` of a league's site computes standings after every round of dozens of tournaments and renders
thousands of pages; both are pure work (tournaments in, standings out; pages in, bytes out) and together most of
the build. A forked child sees everything already in memory, does the second half and sends its result back
through a pipe, while the parent does the first.
Used only where forking is safe and worth it: a POSIX system with two cores or more, a process without other
threads (so never inside `serve`/`watch`, whose rebuilds are small anyway) and a long enough list. If the child
fails in any way, the parent does its half itself, so errors surface exactly as they would without it.
"""
from __future__ import annotations

import os
import pickle
import threading
from typing import BinaryIO, Callable, Generic, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")


# A fork costs in proportion to the memory in use: the page tables are copied, and freed again when the child
# ends (a 730 MB process, as a 50-tournament site's `watch`: 40 ms to fork, 45 ms for the child to end, before
# the copies on write). A `minimum` is what is worth a child in a process up to this size; beyond it, more.
SMALL_PROCESS = 100 * 2**20


def can_fork(count: int, minimum: int) -> bool:
    """Whether splitting `count` items is safe and worth a process: `minimum` items are worth it in a small
    process, proportionally more in a larger one (SMALL_PROCESS)."""
    if count < minimum or not hasattr(os, "fork") or threading.active_count() != 1:
        return False
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores >= 2 and count * SMALL_PROCESS >= minimum * resident_bytes()


def resident_bytes() -> int:
    """The memory this process has in use (Linux); 0 where the system does not say."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def in_two(items: Sequence[T], work: Callable[[Sequence[T]], R], minimum: int) -> list[R]:
    """`work` over the first and the second half of `items` (the second in a child process when
    `can_fork`); one result per half, in order, or a single result when not split."""
    if not can_fork(len(items), minimum):
        return [work(items)]
    half = len(items) // 2
    first, second = items[:half], items[half:]
    with _forked(lambda: work(second)) as pending:
        return [work(first), pending.result()]


class Pending(Generic[R]):
    """`work()` under way in a forked child process (see `started`), or not begun when no child was worth it.
    `result()` waits for the child's result, which comes back pickled through a pipe; should the child fail in
    any way, or when none was started, the work is done here, so its errors surface as without a child."""

    def __init__(self, work: Callable[[], R], child: int | None = None, pipe: BinaryIO | None = None) -> None:
        self._work = work
        self._child = child
        self._pipe = pipe

    @property
    def forked(self) -> bool:
        """Whether the work was begun in a child process (which may have ended since)."""
        return self._pipe is not None

    def result(self) -> R:
        received: list[R] = []
        if self._child is not None and self._pipe is not None:
            try:
                received.append(pickle.load(self._pipe))   # straight from the pipe: never the whole pickle in memory
            except Exception:   # the child died on the way (its work is done again below)
                pass
            finally:
                ok = self._end()
            if ok and received:
                return received[0]
        return self._work()

    def _end(self) -> bool:
        """Close the pipe first (a child still writing then fails at once instead of waiting for a reader), then
        reap the child; whether it ended well."""
        assert self._child is not None and self._pipe is not None
        self._pipe.close()
        _, status = os.waitpid(self._child, 0)
        self._child = None
        return status == 0

    def __enter__(self) -> Pending[R]:
        return self

    def __exit__(self, *exc: object) -> None:
        """Leaving the block with the result never asked for (an error here): the child is ended and reaped."""
        if self._child is not None:
            self._end()


def started(work: Callable[[], R], count: int, minimum: int) -> Pending[R]:
    """`work()` on `count` items begun in a child process when `can_fork` (`minimum` items are worth it), while
    this process goes on; use it as a context manager, so that the child is reaped whatever happens."""
    return _forked(work) if can_fork(count, minimum) else Pending(work)


def _forked(work: Callable[[], R]) -> Pending[R]:
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:   # the child: its work, pickled into the pipe, then gone without any clean-up of the parent's
        os.close(reader)
        code = 1
        try:
            with os.fdopen(writer, "wb") as sink:
                pickle.dump(work(), sink, protocol=pickle.HIGHEST_PROTOCOL)
            code = 0
        finally:
            os._exit(code)
    os.close(writer)
    return Pending(work, pid, os.fdopen(reader, "rb"))

