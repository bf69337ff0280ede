"""`bulletin new DIR`: a ready site to start from, with a sample tournament and GitHub Pages publishing."""
from __future__ import annotations

import argparse
import datetime as dt
import sys

from ..scaffold import DEFAULT_PAIRING, SLUG, pairing_choices, site_files
from .arguments import LazyChoices, path_argument

TYPE_CHECKING = False   # typing's flag without importing typing (see arguments.py)
if TYPE_CHECKING:
    from pathlib import Path


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "new", help="start a new site in a new folder",
        description="Create a site: site.yml, a sample tournament with two rounds played, a news post, a README "
                    "for the club, .gitignore and a GitHub Actions workflow that publishes on GitHub Pages.")
    parser.add_argument("folder", type=path_argument, metavar="DIR",
                        help="the folder to create (it must be new or empty)")
    parser.add_argument("--title", default="Our chess club", help="the site's title (default: %(default)s)")
    parser.add_argument("--pairing", choices=LazyChoices(pairing_choices), default=DEFAULT_PAIRING,
                        metavar="SYSTEM",
                        help="the pairing system of the sample tournament: %(choices)s (default: %(default)s; "
                             "burstein-2025 is the Burstein text FIDE applies from 1 February 2026, burstein the "
                             "original)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..errors import EXIT_OK, EXIT_USAGE_ERROR

    folder: Path = args.folder
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        what = "is a file" if not folder.is_dir() else "is not empty"
        print(f"bulletin: error: {folder} {what}; nothing was written", file=sys.stderr)
        print("  hint: give the name of a new folder, e.g. bulletin new club-site", file=sys.stderr)
        return EXIT_USAGE_ERROR
    for name, text in site_files(dt.date.today(), args.title, args.pairing).items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
    print(f"created a site in {folder}: a sample tournament (content/{SLUG}/), a news post, README.md and the "
          f"GitHub Pages workflow")
    print(f"next: cd {folder} && bulletin serve")
    return EXIT_OK
