"""Two processes for a one-off build of a large site: a forked child does its share of the work while this
process does the other, and sends its result back through a pipe.

A forked child sees everything already in memory, so only the result is pickled. `multiprocessing` rather than
`concurrent.futures`: an executor pickles the work and its inputs too, which here cost more than the work saves.
Never in a process with other threads (`serve`, `watch`), where forking is unsafe; any failure of the child
makes this process do its share itself, so errors surface as they would without it.
"""
from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def can_fork() -> bool:
    """A POSIX system with two cores or more, and no other thread in this process."""
    if not hasattr(os, "fork") or threading.active_count() != 1:
        return False
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores >= 2


def in_two_processes(work: Callable[[T], R], mine: T, theirs: T) -> tuple[R, R]:
    """`work(mine)` here and `work(theirs)` in a forked child at the same time; both results, in that order."""
    context = multiprocessing.get_context("fork")
    receiving, sending = context.Pipe(duplex=False)
    child = context.Process(target=_send, args=(work, theirs, sending), daemon=True)
    child.start()
    sending.close()
    try:
        own = work(mine)
        try:
            ok, result = receiving.recv()
        except (EOFError, OSError):
            ok, result = False, None
    finally:
        receiving.close()
        child.join()
    return own, result if ok else work(theirs)


def _send(work: Callable[[T], R], part: T, sending: Connection) -> None:
    try:
        result: tuple[bool, R | None] = (True, work(part))
    except BaseException:
        result = (False, None)
    sending.send(result)
    sending.close()
