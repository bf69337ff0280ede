"""`bulletin standings TOURNAMENT [--after-round K] [--rules R] [--tiebreaks BH,SB,…] [--format table|json|csv]`.

TOURNAMENT is a content folder or a `.trf` file. The work is in `standings_work`, shared with `bulletin explain`.
"""
from __future__ import annotations

import argparse
from pathlib import Path

from ..model import RuleSet


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "standings", help="print the standings with tie-breaks",
        description="Standings after a round: points, then the tie-break chain. TOURNAMENT is a content "
                    "folder or a .trf file.")
    add_tournament_arguments(parser)
    parser.add_argument("--format", choices=("table", "json", "csv"), default="table", help="output format")
    parser.set_defaults(run=run)


TOURNAMENT_HELP = ("a tournament folder (tournament.yml + rounds/), a .trf file, or the name of a tournament "
                   "of the site in the current folder (e.g. herbst-2026); default: the site's only tournament")


def add_tournament_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("tournament", nargs="?", default=None, metavar="TOURNAMENT", help=TOURNAMENT_HELP)
    parser.add_argument("--after-round", type=int, default=None, metavar="K",
                        help="count rounds 1..K only (default: every finished round)")
    parser.add_argument("--rules", choices=[r.value for r in RuleSet], default=None,
                        help="rules for unplayed games (default: the tournament's own, else by start date)")
    parser.add_argument("--tiebreaks", default=None, metavar="CODES",
                        help="comma-separated tie-break chain, e.g. BH/C1,BH,SB (default: the tournament's own); a "
                             "leading PTS, as TRF record 202 writes it, is the points, ranked by first anyway")


def run(args: argparse.Namespace) -> int:
    from .standings_work import standings_command
    return standings_command(args)


def tournament_path(text: str | None, here: Path | None = None) -> Path:
    """The tournament TOURNAMENT names: a folder or .trf file as given, else a tournament folder of the site
    (`content/<slug>`) that holds `here` (the current folder) by its slug; without TOURNAMENT, the site's only
    tournament. UsageError when there is none to take, or several to choose from."""
    from ..errors import UsageError, did_you_mean

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
