"""`bulletin scenarios`: what is at stake in a paired round, as text or JSON (docs/downloads.md)."""
from __future__ import annotations

import argparse
import sys
from fractions import Fraction

from generator.commands.standings import Number, dump_json, load_tournament_argument, number_text, print_problems
from generator.core.errors import EXIT_CONTENT_ERROR, EXIT_OK, EXIT_USAGE_ERROR, ContentError, UsageError
from generator.core.keizer.explain import points_text
from generator.core.model import PairingSystem, Round, Tournament
from generator.core.pairing.core import PairingError
from generator.core.pairing.systems import pair_next_round
from generator.core.scenarios.analysis import Scenarios, round_from_boards, scenarios
from generator.core.scenarios.chances import DRAW_RATE, UNRATED, Chances, chances
from generator.core.scenarios.keizer import outlook
from generator.core.scenarios.statements import word
from generator.core.tiebreaks.registry import UnknownTieBreak
from generator.core.tiebreaks.rules import profile
from generator.core.tiebreaks.values import chess_text
from generator.i18n.catalogues import translator
from generator.site.pages.stake import percent_text, range_text

RESULT_COLUMNS = ("win", "draw", "loss")


def run(args: argparse.Namespace) -> int:
    try:
        tournament = load_tournament_argument(args.tournament)
        paired = paired_round(tournament, args.round)
        if tournament.pairing is PairingSystem.KEIZER:
            sys.stdout.write(keizer_text(tournament, paired))
            return EXIT_OK
        found = scenarios(tournament, paired)
        estimate = chances(tournament, paired, places=found.places)
    except UsageError as error:
        print(f"bulletin scenarios: error: {error}", file=sys.stderr)
        return EXIT_USAGE_ERROR
    except ContentError as error:
        return print_problems(error.problems)
    except (PairingError, UnknownTieBreak) as error:
        print(f"bulletin scenarios: error: {error}", file=sys.stderr)
        return EXIT_CONTENT_ERROR
    writer = json_text if args.format == "json" else text
    sys.stdout.write(writer(tournament, found, estimate))
    return EXIT_OK


def keizer_text(tournament: Tournament, paired: Round) -> str:
    """A Keizer competition's next evening: each member's Keizer points and places with each result."""

    found = outlook(tournament, paired)
    if found is None:
        raise UsageError("what is at stake is worked out for a one-pass recalculation before any result is in")
    lines = [f"{tournament.name}: round {found.round_number}, Keizer points and places after it", ""]
    for player in found.players:
        results = "; ".join(f"{o.result} {points_text(o.points)} ({o.best}" + (f"–{o.worst})" if o.worst != o.best
                                                                               else ")") for o in player.outcomes)
        lines.append(f"{tournament.player(player.start).name} ({points_text(player.before)}, {player.place}): "
                     f"{results}")
    return "\n".join(lines) + "\n"


def paired_round(tournament: Tournament, number: int | None) -> Round:
    """The round as paired in its round file, or as the pairing engine pairs it; UsageError when its results
    are all in or an earlier round is not finished."""
    if number is None:
        number = tournament.rounds_completed + 1
    planned = tournament.planned_rounds
    if number < 1 or (planned and number > planned):
        raise UsageError(f"--round {number}: the tournament has rounds 1 to {planned}")
    if tournament.rounds_completed < number - 1:
        raise UsageError(f"round {tournament.rounds_completed + 1} is not finished; scenarios look at the round "
                         f"after the last finished one")
    entered = tournament.round(number)
    if entered is not None and entered.games:
        if not entered.in_progress:
            raise UsageError(f"round {number} has all its results; there is nothing left at stake")
        return entered
    pairing = pair_next_round(tournament, number)
    return round_from_boards(number, [(b.white, b.black) for b in pairing.boards], pairing.bye)


# -- output ----------------------------------------------------------------------------------------------

def text(tournament: Tournament, found: Scenarios, estimate: Chances) -> str:
    t = translator("en")
    rule = profile(found.rules).title
    lines = [f"{tournament.name} — what is at stake in round {found.round_number} "
             f"(tie-breaks {', '.join(found.chain) or 'none'}; rules: {rule})", "",
             "Places after the round for each result of the player's own game, best–worst, over every "
             "combination of the other results (exact).",
             f"Chances of the top {found.places}: an estimate from the ratings ({_method(estimate)}).", ""]
    header = ["No.", "Name", "Pts", "Win", "Draw", "Loss", "Bye", *(f"P{k}" for k in range(1, found.places + 1))]
    rows = []
    for player in found.players:
        by_result = {o.result: range_text(o.best, o.worst) for o in player.outcomes}
        fixed = next((f"{o.result}: {range_text(o.best, o.worst)}" for o in player.outcomes if o.state is None), "")
        rows.append([str(player.start), player.name, chess_text(player.points_before),
                     *(by_result.get(r, "") for r in RESULT_COLUMNS), fixed,
                     *(percent_text(c) for c in estimate.of(player.start))])
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i in (1, 6) else c.rjust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
    lines += [line(header), *(line(r) for r in rows), ""]
    said = [word(s, t) for p in found.players for s in p.statements]
    if said:
        lines += [f"At stake for the top {found.places}:", *(f"- {s}" for s in said), ""]
    if not found.complete:
        missing = [p for p in found.players if not p.exact]
        lines.append(f"Not exact within the search budget ({len(missing)} players, shown as ?): "
                     + ", ".join(f"{p.name} ({p.start})" for p in missing) + ".")
    return "\n".join(lines).rstrip() + "\n"


def _method(estimate: Chances) -> str:
    how = ("every completion weighed exactly" if estimate.method == "exact"
           else f"a seeded simulation of {estimate.samples} completions")
    return (f"FIDE expected score, draw rate {chess_text(DRAW_RATE * 100)}% between equals, unrated as {UNRATED}; "
            f"{how}")


def _fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(value.numerator)


def json_text(tournament: Tournament, found: Scenarios, estimate: Chances) -> str:
    t = translator("en")
    players = []
    for player in found.players:
        outcomes = {o.result: {"best": o.best, "worst": o.worst} for o in player.outcomes}
        players.append({
            "start": player.start, "name": player.name,
            "points_before": Number(number_text(player.points_before) or "0"),
            "outcomes": outcomes,
            "exact": player.exact,
            "contender": player.contender,
            "chances": {str(k): _fraction(c) for k, c in enumerate(estimate.of(player.start), start=1)},
            "statements": [word(s, t) for s in player.statements],
        })
    document = {
        "tournament": tournament.name, "round": found.round_number, "places": found.places,
        "rules": found.rules.value, "tiebreaks": list(found.chain),
        "complete": found.complete, "covered": [int(s) for s in found.covered],
        "chances": {"method": estimate.method, "samples": estimate.samples, "draw_rate": _fraction(DRAW_RATE),
                    "unrated": UNRATED},
        "players": players,
    }
    return dump_json(document) + "\n"
