"""`bulletin import-trf FILE --to content/<slug>`: a TRF (16 or 2026) from another program as our YAML files.

The work is in `import_trf_work`."""
from __future__ import annotations

import argparse

from .arguments import path_argument


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "import-trf", help="turn a TRF file into tournament.yml and round files",
        description="Read a FIDE TRF file (TRF-16 or TRF-2026, e.g. exported by Swiss-Manager or Vega) and write "
                    "tournament.yml and rounds/NN.yml into a tournament folder, or, for a team event, league.yml, "
                    "teams/ and rounds/ into a league folder. Existing files are never overwritten.")
    parser.add_argument("file", type=path_argument, metavar="FILE", help="the TRF file")
    parser.add_argument("--to", type=path_argument, required=True, metavar="DIR", dest="to",
                        help="the tournament folder to create, e.g. content/open-2026 (its name is the address)")
    parser.add_argument("--names", choices=("as-written", "first-last"), default="as-written",
                        help="first-last turns TRF's 'Surname, First' into 'First Surname', as the site writes "
                             "names (default: as written in the file)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .import_trf_work import import_trf_command
    return import_trf_command(args)
