"""`bulletin import-trf FILE --to content/<slug>`: a TRF (16 or 2026) from another program as our YAML files."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import EXIT_OK, EXIT_USAGE_ERROR, ContentError
from .check import report_problems


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "import-trf", help="turn a TRF file into tournament.yml and round files",
        description="Read a FIDE TRF file (TRF-16 or TRF-2026, e.g. exported by Swiss-Manager or Vega) and write "
                    "tournament.yml and rounds/NN.yml into a tournament folder, or, for a team event, league.yml, "
                    "teams/ and rounds/ into a league folder. Existing files are never overwritten.")
    parser.add_argument("file", type=Path, metavar="FILE", help="the TRF file")
    parser.add_argument("--to", type=Path, required=True, metavar="DIR", dest="to",
                        help="the tournament folder to create, e.g. content/open-2026 (its name is the address)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..exports.yamlcontent import content_files, left_out
    from ..trf import TeamTrfError, read_trf

    source: Path = args.file
    target: Path = args.to
    if not source.is_file():
        return _usage_error(f"no TRF file at {source}")
    text = _decoded(source.read_bytes())
    try:
        tournament = read_trf(text, source.as_posix(), slug=target.name)
    except TeamTrfError:
        return _import_league(text, source, target)
    except ContentError as error:
        return report_problems(error.problems)
    if tournament.round_robin:   # TRF-16 carries no schedule: find the Berger table its rounds follow
        from ..pairing.berger import with_recognised_schedule
        tournament, found = with_recognised_schedule(tournament)
        print(f"round robin: {found.note}" if found.follows else
              f"note: round robin: {found.note}; bulletin will warn at the boards that depart from the schedule",
              file=sys.stderr)
    files = content_files(tournament, source.name)
    written = _write(files, target)
    if written != EXIT_OK:
        return written
    for note in left_out(tournament):
        print(f"note: {note}", file=sys.stderr)
    print(f"imported {len(tournament.players)} players and {len(tournament.rounds)} rounds into {target}")
    return EXIT_OK


def _import_league(text: str, source: Path, target: Path) -> int:
    """A team event (TRF-2026 team records or TRF-16's 013) as a league folder."""
    from ..exports.yamlcontent import league_files
    from ..trf_league import read_league_trf

    try:
        read = read_league_trf(text, source.as_posix(), slug=target.name)
    except ContentError as error:
        print(f"bulletin: {source} is a team event that could not be read; nothing was written", file=sys.stderr)
        return report_problems(error.problems)
    league = read.league
    written = _write(league_files(league, source.name), target)
    if written != EXIT_OK:
        return written
    for note in read.notes:
        print(f"note: {note}", file=sys.stderr)
    print("note: bulletin build does not read league folders yet (the league pages are still to come); until it "
          "does, keep the folder out of content/ or the build stops at it", file=sys.stderr)
    rounds = len({m.round for m in league.matches} | {b.round for b in league.byes})
    print(f"imported a league of {len(league.teams)} teams, {len(league.players)} players and {rounds} rounds into "
          f"{target}")
    return EXIT_OK


def _write(files: dict[str, str], target: Path) -> int:
    """Write new files into `target`; nothing at all when one exists already."""
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

