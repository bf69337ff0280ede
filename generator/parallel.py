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
from typing import Callable, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")
S = TypeVar("S")


def can_fork(count: int, minimum: int) -> bool:
    """Whether splitting `count` items is safe and worth a process."""
    if count < minimum or not hasattr(os, "fork") or threading.active_count() != 1:
        return False
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores >= 2


def in_two(items: Sequence[T], work: Callable[[Sequence[T]], R], minimum: int) -> list[R]:
    """`work` over the first and the second half of `items` (the second in a child process when
    `can_fork`); one result per half, in order, or a single result when not split."""
    if not can_fork(len(items), minimum):
        return [work(items)]
    half = len(items) // 2
    first, second = items[:half], items[half:]
    return list(_forked(lambda: work(first), lambda: work(second)))


def beside(here: Callable[[], R], there: Callable[[], S], worth: bool) -> tuple[R, S]:
    """`here()` in this process while `there()` runs in a child process, when `worth` it and `can_fork`;
    else one after the other. `here` may split its own work in two again (`in_two`): three processes then
    share two cores, which evens out two unequal loads."""
    if not worth or not can_fork(1, 1):
        return here(), there()
    return _forked(here, there)


def _forked(here: Callable[[], R], there: Callable[[], S]) -> tuple[R, S]:
    """`here()` in this process and `there()` in a forked child, whose result comes back pickled through a
    pipe. Should the child fail in any way, `there()` is done again here, so its errors surface as without a
    child."""
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:   # the child: its part, pickled into the pipe, then gone without any clean-up of the parent's
        os.close(reader)
        code = 1
        try:
            with os.fdopen(writer, "wb") as sink:
                pickle.dump(there(), sink, protocol=pickle.HIGHEST_PROTOCOL)
            code = 0
        finally:
            os._exit(code)
    os.close(writer)
    pipe = os.fdopen(reader, "rb")
    received: list[S] = []
    try:
        mine = here()
        try:
            received.append(pickle.load(pipe))   # straight from the pipe: never the whole pickle in memory
        except Exception:   # the child died on the way (its part is done again below)
            pass
    finally:
        pipe.close()   # first: a child still writing then fails at once instead of waiting for a reader
        _, status = os.waitpid(pid, 0)
    return mine, received[0] if status == 0 and received else there()
