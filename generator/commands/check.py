"""`bulletin check [--site DIR]`: validate the content and templates, write nothing."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence

from ..errors import (EXIT_CONTENT_ERROR, EXIT_OK, EXIT_USAGE_ERROR, BulletinError, ContentError, Problem,
                      UsageError, did_you_mean, sort_problems)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("check", help="validate the content without writing anything",
                                   description="Validate site.yml, content/ and templates; write nothing.")
    add_site_option(parser)
    parser.set_defaults(run=run)


def add_site_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site", type=Path, default=Path("."), metavar="DIR",
                        help="the site folder holding site.yml (default: the current folder)")


def run(args: argparse.Namespace) -> int:
    from ..build import BuildSession

    usage_error = site_dir_or_usage_error(args.site)
    if usage_error is not None:
        return usage_error
    session = BuildSession(args.site, lasting=False)
    try:
        site = session.load()
        session.render(site, session.plan(site))
    except ContentError as error:
        return report_problems(error.problems)
    except BulletinError as error:
        print(f"bulletin: error: {error}", file=sys.stderr)
        return EXIT_CONTENT_ERROR
    report_problems(site.warnings)
    players = sum(len(t.players) for t in site.tournaments)
    rounds = sum(len(t.rounds) for t in site.tournaments)
    leagues = f", {_count(len(site.leagues), 'league')} ({_count(sum(len(x.teams) for x in site.leagues), 'team')})" \
        if site.leagues else ""
    print(f"ok: {_count(len(site.tournaments), 'tournament')}, {_count(players, 'player')}, "
          f"{_count(rounds, 'round')}, {_count(len(site.news), 'news post')}{leagues}")
    return EXIT_OK


def site_dir_or_usage_error(site_dir: Path) -> int | None:
    """A missing site folder is a usage error (exit 2), not a content error."""
    if site_dir.is_dir():
        return None
    print(f"bulletin: error: no site folder at {site_dir}", file=sys.stderr)
    return EXIT_USAGE_ERROR


def report_problems(problems: Sequence[Problem]) -> int:
    """Print every problem to stderr, sorted by file and line; exit 1 when any of them is an error."""
    ordered = sort_problems(problems)
    for problem in ordered:
        print(problem.format(), end="\n\n", file=sys.stderr)
    errors = sum(1 for p in ordered if p.is_error)
    if errors:
        warnings = len(ordered) - errors
        extra = f" and {_count(warnings, 'warning')}" if warnings else ""
        print(f"{_count(errors, 'error')}{extra}; nothing was written", file=sys.stderr)
        return EXIT_CONTENT_ERROR
    return EXIT_OK


def _count(number: int, word: str) -> str:
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


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
