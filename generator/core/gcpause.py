"""Python's cyclic garbage collector paused around a build or a pairing: both make 10⁴–10⁶ small objects and no
cycles worth a pass, and reference counting frees them as usual (docs/performance.md)."""
from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def no_cycle_collection() -> Iterator[None]:
    """The collector off inside the `with` block, back on after it if it was on."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def freeze_survivors() -> None:
    """After a build of a lasting session (`serve`, `watch`): the build's cyclic garbage collected, then what
    survives, which the next build reuses, hidden from the collector's later passes (`gc.freeze`)."""
    gc.collect()
    gc.freeze()


def collect_young() -> None:
    """The cyclic garbage made since the last pass freed, the collector paused or not (the youngest generation
    only: what survives a pass is not looked at again)."""
    gc.collect(0)


@contextlib.contextmanager
def frozen() -> Iterator[None]:
    """What is in memory now hidden from the collector inside the `with` block: a child forked there then never
    looks at what it inherits, for a pass writes to each object it looks at (and the page is copied)."""
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
