"""The `bulletin` command line: every command and option is declared here; each command's work is in
`generator/commands/<name>.py`, imported by the function that runs it, so that `bulletin --help` stays quick."""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from generator import __version__
from generator.core.errors import EXIT_OK, EXIT_USAGE_ERROR
from generator.core.model import RuleSet
from generator.core.pairing.systems import SYSTEMS
from generator.site.scaffold import DEFAULT_PAIRING, pairing_choices

TOURNAMENT_HELP = ("a tournament folder (tournament.yml + rounds/), a .trf file, or the name of a tournament "
                   "of the site in the current folder (e.g. herbst-2026); default: the site's only tournament")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:   # usage errors exit 2, without a traceback
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE_ERROR, f"{self.prog}: error: {message}\n")


def _command(name: str) -> Callable[[argparse.Namespace], int]:
    """The `run` of `generator/commands/<name>.py`, imported when the command runs."""
    def run(args: argparse.Namespace) -> int:
        module = importlib.import_module(f"generator.commands.{name}")
        return int(module.run(args))
    return run


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a port number") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"port {port} is outside 0-65535")
    return port


def _site_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site", type=Path, default=Path("."), metavar="DIR",
                        help="the site folder holding site.yml and content/ (default: the current folder)")


def _build_options(parser: argparse.ArgumentParser) -> None:
    _site_option(parser)
    parser.add_argument("--out", type=Path, default=None, metavar="DIR",
                        help="where to write the site (default: the output folder named in site.yml)")
    parser.add_argument("--base-url", default=None, metavar="URL",
                        help="the address the site is published at, e.g. https://club.github.io/club-site/")


def _tournament_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("tournament", nargs="?", default=None, metavar="TOURNAMENT", help=TOURNAMENT_HELP)
    parser.add_argument("--after-round", type=int, default=None, metavar="K",
                        help="count rounds 1..K only (default: every finished round)")
    parser.add_argument("--rules", choices=[r.value for r in RuleSet], default=None, metavar="RULES",
                        help="rules for unplayed games: %(choices)s (default: the tournament's own, else by start "
                             "date)")
    parser.add_argument("--tiebreaks", default=None, metavar="CODES",
                        help="comma-separated tie-break chain, e.g. BH/C1,BH,SB (default: the tournament's own); a "
                             "leading PTS, as TRF record 202 writes it, is the points, ranked by first anyway")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="bulletin", description="Chess tournament results as a static site.")
    parser.add_argument("--version", action="version", version=f"bulletin {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    def command(name: str, help: str, description: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help, description=description)
        sub.set_defaults(run=_command(name.replace("-", "_")))
        return sub

    _build_options(command("build", "build the static site from site.yml and content/",
                           "Build the static site from site.yml and content/."))

    _site_option(command("check", "validate the content without writing anything",
                         "Validate site.yml, content/ and templates; write nothing."))

    standings = command("standings", "print the standings with tie-breaks",
                        "Standings after a round: points, then the tie-break chain. TOURNAMENT is a content "
                        "folder or a .trf file.")
    _tournament_options(standings)
    standings.add_argument("--format", choices=("table", "json", "csv"), default="table", help="output format")

    explain = command("explain", "explain one player's tie-breaks (or --rating: rating change) term by term",
                      "Explain how each tie-break of one player was computed. PLAYER is a starting number or a "
                      "name.")
    _tournament_options(explain)
    explain.add_argument("player", metavar="PLAYER", help="starting number or name (or a unique part of it)")
    explain.add_argument("--rating", action="store_true",
                         help="explain the player's rating change instead, step by step (the DWZ or FIDE's, as the "
                              "tournament shows it: rating_change in tournament.yml)")

    pair = command("pair", "pair the next round",
                   "Pair the next round of a tournament (a content folder or a .trf file).")
    pair.add_argument("tournament", nargs="?", default=None, metavar="TOURNAMENT", help=TOURNAMENT_HELP)
    pair.add_argument("--round", type=int, default=None, metavar="N",
                      help="the round to pair (default: the first round without boards)")
    pair.add_argument("--system", choices=list(SYSTEMS), default=None, metavar="SYSTEM",
                      help="the pairing system: %(choices)s (default: the tournament's own)")
    pair.add_argument("--write", action="store_true",
                      help="write the boards into rounds/<NN>.yml (content folders only)")
    pair.add_argument("--all", action="store_true",
                      help="a round robin: every round of the schedule not yet in a round file (with --write, one "
                           "rounds/<NN>.yml each)")
    pair.add_argument("--force", action="store_true",
                      help="with --write: write the round even while an earlier round lacks results")
    pair.add_argument("--format", choices=("text", "json"), default="text", help="output format")
    pair.add_argument("--explain", action="store_true",
                      help="say why boards depart from the plain fold, who floats, who gets the bye")

    scenarios = command("scenarios", "what is at stake in the next round: places per result, in words, and chances",
                        "For a paired round whose results are not in: each player's best and worst place for each "
                        "result of his own game, over every combination of the other results (exact), what that "
                        "means in words for the prize places, and estimated chances from the ratings. TOURNAMENT "
                        "is a content folder, a .trf file or a tournament of the site here.")
    scenarios.add_argument("tournament", nargs="?", default=None, metavar="TOURNAMENT", help=TOURNAMENT_HELP)
    scenarios.add_argument("--round", type=int, default=None, metavar="N",
                           help="the round (default: the first one whose results are not all in)")
    scenarios.add_argument("--format", choices=("text", "json"), default="text", help="output format")

    prizes = command("prizes", "who wins which prize, and why; a category's standings; what is still open",
                     "The prize list of a tournament after a round: who wins which prize and why (one prize per "
                     "player, shared prizes worked out), the prizes not awarded and the rules; before the last round, "
                     "what each player can still win. TOURNAMENT is a content folder or a tournament of the site here.")
    _tournament_options(prizes)
    prizes.add_argument("--category", default=None, metavar="NAME",
                        help="the standings of one category of tournament.yml instead, e.g. U18")
    prizes.add_argument("--format", choices=("text", "json", "csv"), default="text", help="output format")

    serve = command("serve", "preview the site in a browser, rebuilt and reloaded on every change",
                    "Build the site, serve it at http://HOST:PORT under its base path, rebuild after every change "
                    "to its sources and reload open browser tabs, until Ctrl-C.")
    serve.add_argument("--port", type=_port, default=8000,
                       help="the port to listen on (default: 8000; 0: any free port)")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default: 127.0.0.1, this computer only)")
    _build_options(serve)

    _build_options(command("watch", "rebuild the site whenever site.yml, content/, themes/, templates/ or static/ "
                                    "change", "Build the site, then rebuild it after every change until Ctrl-C."))

    new = command("new", "start a new site in a new folder",
                  "Create a site: site.yml, a sample tournament with two rounds played, a news post, a README for "
                  "the club, .gitignore and a GitHub Actions workflow that publishes on GitHub Pages.")
    new.add_argument("folder", type=Path, metavar="DIR", help="the folder to create (it must be new or empty)")
    new.add_argument("--title", default="Our chess club", help="the site's title (default: %(default)s)")
    new.add_argument("--pairing", choices=pairing_choices(), default=DEFAULT_PAIRING, metavar="SYSTEM",
                     help="the pairing system of the sample tournament: %(choices)s (default: %(default)s; "
                          "burstein-2025 is the Burstein text FIDE applies from 1 February 2026, burstein the "
                          "original)")

    import_trf = command("import-trf", "turn a TRF file into tournament.yml and round files",
                         "Read a FIDE TRF file (TRF-16 or TRF-2026, e.g. exported by Swiss-Manager or Vega) and "
                         "write tournament.yml and rounds/NN.yml into a tournament folder, or, for a team event, "
                         "league.yml, teams/ and rounds/ into a league folder. Existing files are never overwritten.")
    import_trf.add_argument("file", type=Path, metavar="FILE", help="the TRF file")
    import_trf.add_argument("--to", type=Path, required=True, metavar="DIR", dest="to",
                            help="the tournament folder to create, e.g. content/open-2026 (its name is the address)")
    import_trf.add_argument("--names", choices=("as-written", "first-last"), default="as-written",
                            help="first-last turns TRF's 'Surname, First' into 'First Surname', as the site writes "
                                 "names (default: as written in the file)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    if args.command is None:
        parser.print_help(sys.stdout)
        return EXIT_OK
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        return 130


def run() -> NoReturn:
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)   # a large build leaves millions of objects, which the system frees at once
