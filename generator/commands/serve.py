"""`bulletin serve`: build, serve the site locally, rebuild on every change and reload the browser."""
from __future__ import annotations

import argparse
import errno
import sys

from generator.commands.common import site_dir_or_usage_error
from generator.commands.watch import stopping_on_signals
from generator.core.errors import EXIT_OK, EXIT_USAGE_ERROR
from generator.site.build import BuildSession
from generator.site.serve import CannotListen, serve_site
from generator.site.watch import CannotWatch


def _port_taken(error: OSError) -> bool:
    cause = error.__cause__
    return isinstance(cause, OSError) and cause.errno == errno.EADDRINUSE


def run(args: argparse.Namespace) -> int:

    usage_error = site_dir_or_usage_error(args.site, "serve")
    if usage_error is not None:
        return usage_error
    session = BuildSession(args.site, args.out, args.base_url)   # every rebuild's caches, gone at the end
    try:
        with stopping_on_signals():
            serve_site(args.site, session.build, args.host, args.port, args.out)
    except (CannotListen, CannotWatch) as error:
        print(f"bulletin: error: {error}", file=sys.stderr)
        if _port_taken(error):
            print(f"  hint: another program (perhaps another bulletin serve) uses port {args.port}; "
                  f"--port 0 takes any free port, or name another with --port {args.port + 1}", file=sys.stderr)
        return EXIT_USAGE_ERROR
    print("Stopped serving.", flush=True)
    return EXIT_OK
