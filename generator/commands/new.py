"""`bulletin new DIR`: a ready site to start from, with a sample tournament and GitHub Pages publishing."""
from __future__ import annotations

import argparse
import datetime as dt
import sys
from typing import TYPE_CHECKING

from generator.core.errors import EXIT_OK, EXIT_USAGE_ERROR
from generator.site.scaffold import SLUG, site_files

if TYPE_CHECKING:
    from pathlib import Path


def run(args: argparse.Namespace) -> int:

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
