"""`bulletin standings TOURNAMENT [--after-round K] [--rules R] [--tiebreaks BH,SB,…] [--format table|json|csv]`.

TOURNAMENT is a content folder or a `.trf` file. The work is in `standings_work`, shared with `bulletin explain`.
"""
from __future__ import annotations

import argparse
from collections.abc import Iterable

from .arguments import LazyChoices


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
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
    parser.add_argument("--rules", choices=LazyChoices(_rule_sets), default=None, metavar="RULES",
                        help="rules for unplayed games: %(choices)s (default: the tournament's own, else by start "
                             "date)")
    parser.add_argument("--tiebreaks", default=None, metavar="CODES",
                        help="comma-separated tie-break chain, e.g. BH/C1,BH,SB (default: the tournament's own); a "
                             "leading PTS, as TRF record 202 writes it, is the points, ranked by first anyway")


def _rule_sets() -> Iterable[str]:
    """The names of the model's rule sets, imported when --rules is given or the command's help asked for."""
    from ..model import RuleSet
    return [r.value for r in RuleSet]


def run(args: argparse.Namespace) -> int:
    from ..gcpause import no_cycle_collection

    with no_cycle_collection():   # start-up: 10⁵ objects that stay to the end, and no garbage (gcpause)
        from .standings_work import standings_command
    return standings_command(args)
