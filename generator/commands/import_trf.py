"""`bulletin import-trf FILE --to content/<slug>`: a TRF (16 or 2026) from another program as our YAML files."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import EXIT_OK, EXIT_USAGE_ERROR, ContentError
from ..exports.yamlcontent import content_files, left_out
from ..trf import TeamTrfError, read_trf
from .check import report_problems


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "import-trf", help="turn a TRF file into tournament.yml and round files",
        description="Read a FIDE TRF file (TRF-16 or TRF-2026, e.g. exported by Swiss-Manager or Vega) and write "
                    "tournament.yml and rounds/NN.yml into a tournament folder. Existing files are never "
                    "overwritten.")
    parser.add_argument("file", type=Path, metavar="FILE", help="the TRF file")
    parser.add_argument("--to", type=Path, required=True, metavar="DIR", dest="to",
                        help="the tournament folder to create, e.g. content/open-2026 (its name is the address)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    source: Path = args.file
    target: Path = args.to
    if not source.is_file():
        return _usage_error(f"no TRF file at {source}")
    text = _decoded(source.read_bytes())
    try:
        tournament = read_trf(text, source.as_posix(), slug=target.name)
    except TeamTrfError as error:
        print(f"bulletin: {source} is a team event, not an individual tournament; nothing was written",
              file=sys.stderr)
        return report_problems(error.problems)
    except ContentError as error:
        return report_problems(error.problems)
    files = content_files(tournament, source.name)
    existing = sorted(name for name in files if (target / name).exists())
    if existing:
        return _usage_error(f"{target} already holds {', '.join(existing)}; nothing was written",
                            "import into a new folder, or move the old files away first")
    if target.exists() and not target.is_dir():
        return _usage_error(f"{target} is a file, not a folder")
    for name, content in files.items():
        path = target / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8", newline="\n")
    for note in left_out(tournament):
        print(f"note: {note}", file=sys.stderr)
    print(f"imported {len(tournament.players)} players and {len(tournament.rounds)} rounds into {target}")
    return EXIT_OK


def _decoded(data: bytes) -> str:
    """UTF-8 when the file is; otherwise Windows-1252, which older rating programs write."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _usage_error(message: str, hint: str | None = None) -> int:
    print(f"bulletin: error: {message}", file=sys.stderr)
    if hint:
        print(f"  hint: {hint}", file=sys.stderr)
    return EXIT_USAGE_ERROR

