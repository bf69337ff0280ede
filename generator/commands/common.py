"""What the commands' work shares: the site folder check, the report of problems, the tournament a command line
names. Imported inside the commands' `run` (and by their `*_work` modules), never by a command module's top:
it imports the errors, and `bulletin --help` has no use for them."""
from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from generator.core.errors import (
    EXIT_CONTENT_ERROR,
    EXIT_OK,
    EXIT_USAGE_ERROR,
    Problem,
    UsageError,
    did_you_mean,
    sort_problems,
)
from generator.loading.load import load_tournament
from generator.trf.reader import load_trf_file

if TYPE_CHECKING:
    from generator.core.model import Tournament


def site_dir_or_usage_error(site_dir: Path, command: str = "") -> int | None:
    """A missing site folder is a usage error (exit 2), not a content error. With `command` (serve, watch: they
    would go on serving or watching an error page) a folder without site.yml is one too."""
    if not site_dir.is_dir():
        print(f"bulletin: error: no site folder at {site_dir}", file=sys.stderr)
        return EXIT_USAGE_ERROR
    if command and not (site_dir / "site.yml").is_file():
        print(f"bulletin {command}: error: no site.yml in {site_dir}", file=sys.stderr)
        print(f"  hint: run bulletin {command} in a site's folder, name one with --site DIR, or start a site with "
              "bulletin new DIR", file=sys.stderr)
        return EXIT_USAGE_ERROR
    return None


def report_problems(problems: Sequence[Problem]) -> int:
    """Print every problem to stderr, sorted by file and line; exit 1 when any of them is an error."""
    ordered = sort_problems(problems)
    for problem in ordered:
        print(problem.format(), end="\n\n", file=sys.stderr)
    errors = sum(1 for p in ordered if p.is_error)
    if errors:
        warnings = len(ordered) - errors
        extra = f" and {count(warnings, 'warning')}" if warnings else ""
        print(f"{count(errors, 'error')}{extra}; nothing was written", file=sys.stderr)
        return EXIT_CONTENT_ERROR
    return EXIT_OK


def count(number: int, word: str) -> str:
    """'1 round', '2 rounds'."""
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def read_tournament(path: Path) -> tuple[Tournament, list[Problem]]:
    """The tournament of a content folder or of a .trf file, and the warnings met reading it."""
    if path.suffix.lower() == ".trf" and path.is_file():
        return load_trf_file(path)
    return load_tournament(path)


def tournament_path(text: str | None, here: Path | None = None) -> Path:
    """The tournament TOURNAMENT names: a folder or .trf file as given, else a tournament folder of the site
    (`content/<slug>`) that holds `here` (the current folder) by its slug; without TOURNAMENT, the site's only
    tournament. UsageError when there is none to take, or several to choose from."""
    if text is not None and Path(text).exists():
        return Path(text)
    site = _site_root((here or Path.cwd()).resolve())
    slugs = _tournament_folders(site) if site is not None else {}
    if text is None:
        if len(slugs) == 1:
            return next(iter(slugs.values()))
        if slugs:
            raise UsageError(f"the site has {len(slugs)} tournaments ({', '.join(slugs)}); name one")
        raise UsageError("no TOURNAMENT given and no site with a tournament here; name a tournament folder or a "
                         ".trf file")
    if text in slugs:
        return slugs[text]
    message = f"no tournament folder or .trf file at {text}"
    guess = did_you_mean(text, slugs)
    if guess:
        message += f" — did you mean '{guess}'?"
    elif slugs:
        message += f" (the site's tournaments: {', '.join(slugs)})"
    raise UsageError(message)


def _site_root(folder: Path) -> Path | None:
    """The nearest folder from `folder` upwards that holds site.yml."""
    return next((f for f in (folder, *folder.parents) if (f / "site.yml").is_file()), None)


def _tournament_folders(site: Path) -> dict[str, Path]:
    """The tournament folders of a site by slug: `content/<slug>` holding tournament.yml or a .trf file."""
    content = site / "content"
    folders = sorted(p for p in content.iterdir() if p.is_dir()) if content.is_dir() else []
    return {p.name: p for p in folders if (p / "tournament.yml").is_file() or any(p.glob("*.trf"))}
