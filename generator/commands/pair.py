"""`bulletin pair TOURNAMENT`: the next round's pairings, shown, explained or written to rounds/<NN>.yml.

TOURNAMENT is a content folder (tournament.yml + rounds/) or a `.trf` file. For a `.trf` the text output is
the format pairing engines exchange (number of pairs, `WHITE BLACK` lines, the bye as `N 0`), so the project's
output can be compared with the reference engine's line by line. The work is in `pair_work`.
"""
from __future__ import annotations

import argparse
from collections.abc import Iterable

from .arguments import LazyChoices
from .standings import TOURNAMENT_HELP


def _systems() -> Iterable[str]:
    """The registry's names, imported when --system is given or the command's help asked for: the registry
    knows the engines, which building the command line does not load."""
    from ..pairing.registry import SYSTEMS
    return SYSTEMS


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "pair", help="pair the next round",
        description="Pair the next round of a tournament (a content folder or a .trf file).")
    parser.add_argument("tournament", nargs="?", default=None, metavar="TOURNAMENT", help=TOURNAMENT_HELP)
    parser.add_argument("--round", type=int, default=None, metavar="N",
                        help="the round to pair (default: the first round without boards)")
    parser.add_argument("--system", choices=LazyChoices(_systems), default=None, metavar="SYSTEM",
                        help="the pairing system: %(choices)s (default: the tournament's own)")
    parser.add_argument("--write", action="store_true",
                        help="write the boards into rounds/<NN>.yml (content folders only)")
    parser.add_argument("--all", action="store_true",
                        help="a round robin: every round of the schedule not yet in a round file (with --write, "
                             "one rounds/<NN>.yml each)")
    parser.add_argument("--force", action="store_true",
                        help="with --write: write the round even while an earlier round lacks results")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="output format")
    parser.add_argument("--explain", action="store_true",
                        help="say why boards depart from the plain fold, who floats, who gets the bye")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..gcpause import no_cycle_collection

    with no_cycle_collection():   # start-up: 10⁵ objects that stay to the end, and no garbage (gcpause)
        from .pair_work import pair_command
    return pair_command(args)
