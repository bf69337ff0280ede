"""`bulletin scenarios TOURNAMENT [--round N] [--format text|json]`: what is at stake in a round.

TOURNAMENT is a content folder, a `.trf` file or a tournament of the site in the current folder, by its slug
(as for `standings`, `explain` and `pair`; default: the site's only tournament). The round (default: the first
one whose results are not all in) is taken as paired in its round file; a round without boards is paired by
the tournament's own system.
Places are exact (docs/architecture.md, "Scenarios"); the chances are an estimate from the ratings; the JSON
is described in docs/downloads.md.
"""
from __future__ import annotations

import argparse

from .standings import TOURNAMENT_HELP


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "scenarios", help="what is at stake in the next round: places per result, in words, and chances",
        description="For a paired round whose results are not in: each player's best and worst place for "
                    "each result of his own game, over every combination of the other results (exact), what "
                    "that means in words for the prize places, and estimated chances from the ratings. "
                    "TOURNAMENT is a content folder, a .trf file or a tournament of the site here.")
    parser.add_argument("tournament", nargs="?", default=None, metavar="TOURNAMENT", help=TOURNAMENT_HELP)
    parser.add_argument("--round", type=int, default=None, metavar="N",
                        help="the round (default: the first one whose results are not all in)")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="output format")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .scenarios_work import scenarios_command
    return scenarios_command(args)
