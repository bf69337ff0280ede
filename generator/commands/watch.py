"""`bulletin watch`: rebuild the site after every change to its sources, for a site served by something else."""
from __future__ import annotations

import argparse
import contextlib
import signal
import sys
from collections.abc import Iterator

from generator.commands.common import site_dir_or_usage_error
from generator.core.errors import EXIT_OK, EXIT_USAGE_ERROR
from generator.site.build import BuildSession
from generator.site.watch import CannotWatch, watch


@contextlib.contextmanager
def stopping_on_signals() -> Iterator[None]:
    """Ctrl-C (SIGINT) and SIGTERM both end the loop cleanly, as KeyboardInterrupt.

    A shell without job control starts a background job (`bulletin serve &`) with SIGINT ignored, and Python
    then keeps it ignored: Ctrl-C, or `kill -INT`, would not stop the server. So SIGINT gets Python's own
    handler back for the length of the loop; the previous handlers come back afterwards."""

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    previous_term = signal.signal(signal.SIGTERM, interrupt)
    previous_int = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous_term)
        signal.signal(signal.SIGINT, previous_int)


def run(args: argparse.Namespace) -> int:

    usage_error = site_dir_or_usage_error(args.site, "watch")
    if usage_error is not None:
        return usage_error
    session = BuildSession(args.site, args.out, args.base_url)   # every rebuild's caches, gone at the end
    print(f"Watching {args.site} for changes (press Ctrl-C to stop)", flush=True)
    try:
        with stopping_on_signals():
            watch(args.site, session.build, args.out)
    except CannotWatch as error:
        print(f"bulletin: error: {error}", file=sys.stderr)
        return EXIT_USAGE_ERROR
    print("Stopped watching.", flush=True)
    return EXIT_OK
