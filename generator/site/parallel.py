"""Two processes for a one-off build of a large site: two forked children do the two shares of the work at once
and send their results back through pipes, while this process waits.

A forked child sees everything already in memory, so only the result is pickled. `multiprocessing` rather than
`concurrent.futures`: an executor pickles the work and its inputs too, which here cost more than the work saves.
Both shares go to children so that what a render leaves behind never adds up in this process. Never in a process
with other threads (`serve`, `watch`), where forking is unsafe; a child that fails has its share done here, so
errors surface as they would without it.
"""
from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.context import ForkProcess
from typing import TypeVar

from generator.core.gcpause import frozen

T = TypeVar("T")
R = TypeVar("R")


def can_fork() -> bool:
    """A POSIX system with two cores or more, and no other thread in this process."""
    if not hasattr(os, "fork") or threading.active_count() != 1:
        return False
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores >= 2


def in_two_processes(work: Callable[[T], R], first: T, second: T) -> tuple[R, R]:
    """`work(first)` and `work(second)`, each in a forked child, at the same time; both results, in that order."""
    with frozen():
        started = [_start(work, share) for share in (first, second)]
    own, other = (_result(work, share, *child) for share, child in zip((first, second), started))
    return own, other


def _start(work: Callable[[T], R], share: T) -> tuple[ForkProcess, Connection]:
    context = multiprocessing.get_context("fork")
    receiving, sending = context.Pipe(duplex=False)
    child = context.Process(target=_send, args=(work, share, sending, receiving), daemon=True)
    child.start()
    sending.close()
    return child, receiving


def _result(work: Callable[[T], R], share: T, child: ForkProcess, receiving: Connection) -> R:
    """The child's result, or the share done here when the child failed."""
    try:
        ok, result = receiving.recv()
    except (EOFError, OSError):
        ok, result = False, None
    finally:
        receiving.close()
        child.join()
    return result if ok else work(share)


def _send(work: Callable[[T], R], share: T, sending: Connection, receiving: Connection) -> None:
    receiving.close()   # the child's copy of the reading end
    try:
        result: tuple[bool, R | None] = (True, work(share))
    except BaseException:
        result = (False, None)
    sending.send(result)
    sending.close()
