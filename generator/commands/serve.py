"""`bulletin serve`: build, serve the site locally, rebuild on every change and reload the browser."""
from __future__ import annotations

import argparse
import errno
import sys

from .watch import add_build_options, stopping_on_signals


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "serve", help="preview the site in a browser, rebuilt and reloaded on every change",
        description="Build the site, serve it at http://HOST:PORT under its base path, rebuild after every "
                    "change to its sources and reload open browser tabs, until Ctrl-C.")
    parser.add_argument("--port", type=_port, default=8000,
                        help="the port to listen on (default: 8000; 0: any free port)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default: 127.0.0.1, this computer only)")
    add_build_options(parser)
    parser.set_defaults(run=run)


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a port number") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"port {port} is outside 0-65535")
    return port


def _port_taken(error: OSError) -> bool:
    cause = error.__cause__
    return isinstance(cause, OSError) and cause.errno == errno.EADDRINUSE


def run(args: argparse.Namespace) -> int:
    from ..build import BuildSession
    from ..errors import EXIT_OK, EXIT_USAGE_ERROR
    from ..serve import CannotListen, serve_site
    from ..watch import CannotWatch
    from .common import site_dir_or_usage_error

    usage_error = site_dir_or_usage_error(args.site)
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
