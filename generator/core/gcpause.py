"""Pause Python's cyclic garbage collector around work that makes many objects and no cycles worth collecting.

Standings with explanations, whole builds and the pairing engines allocate 10⁴–10⁶ small objects without
reference cycles; the collector's repeated passes over them cost a quarter of the standings, a fifth of a build
(benchmarks/tiebreaks.py, benchmarks/build.py) and a tenth of a 400-player Dutch round (benchmarks/pairing.py).
Reference counting still frees everything as usual.
"""
from __future__ import annotations

import gc
from types import TracebackType


class no_cycle_collection:   # lower case: used as `with no_cycle_collection():`, as it was a function
    """The collector off inside the `with` block, back on after it if it was on. A class, not contextlib's
    `contextmanager`: the quick commands import contextlib for nothing else (3 M instructions; issue 17)."""

    def __enter__(self) -> None:
        self.was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        if self.was_enabled:
            gc.enable()


def freeze_survivors() -> None:
    """Hide every object alive now from the collector's later passes (`gc.freeze`). What survives a build of a lasting
    `BuildSession` is what its next build (`serve`/`watch`) reuses: some 10⁶ objects without cycles. Left in sight,
    they are walked by a full collection about every tenth rebuild (0.9 s on a 50-tournament site,
    benchmarks/site_scale.py). Reference counting still frees them when they go. A one-off build does not freeze:
    its session, compiled templates and all, goes right after, and some of that is freed by the collector only.

    The cyclic garbage of the build itself is collected first: each page rendered leaves some (the macros of a
    template imported `with context` and their closures, about 50 objects a page), and frozen it would stay to the
    end of the process. A pass over what the build made (only that: what an earlier build left is frozen already);
    tests/test_build.py pins that a rebuild then leaves none behind."""
    gc.collect()
    gc.freeze()


def age_survivors() -> None:
    """Move every object alive now into the collector's oldest generation without a pass over them (`gc.freeze`
    then `gc.unfreeze`), where only a full collection looks at them. Called at the end of a one-off build, before
    the collector is back on: else its first young collection walks all the build made that is still alive
    (the plan, the pages: 3·10⁴ objects, 30-50 ms of a 24-player double round robin's build,
    benchmarks/roundrobin.py) to free nothing that reference counting would not. Cyclic garbage among them is
    left to the next full collection. A process that froze objects before (a lasting session's) is left as
    it is, for unfreezing would put its objects back in the collector's sight. `bulletin pair`, `standings`
    and `explain` import their modules and read the tournament without the collector (`no_cycle_collection`),
    then age what they have, which lasts to the end: 4-7 M instructions of each command's 280-295 M (issue 17:
    start-up; callgrind)."""
    if gc.get_freeze_count() == 0:
        gc.freeze()
        gc.unfreeze()
