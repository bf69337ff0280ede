"""`bulletin standings`: load TOURNAMENT, compute the standings the options ask for, and write them as a table,
JSON or CSV (exact decimals, for arbiters' tools). `bulletin explain` shares the loading."""
from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from collections.abc import Sequence
from fractions import Fraction

from generator.commands.common import read_tournament, tournament_path
from generator.core.errors import (
    EXIT_CONTENT_ERROR,
    EXIT_OK,
    EXIT_USAGE_ERROR,
    ContentError,
    Problem,
    UsageError,
    sort_problems,
)
from generator.core.keizer.explain import points_text
from generator.core.model import RuleSet, Start, Tournament
from generator.core.standings import Standings, compute_standings
from generator.core.tiebreaks.registry import UnknownTieBreak, parse_code
from generator.core.tiebreaks.rules import profile
from generator.core.tiebreaks.values import Value, chess_text, decimal_text


def run(args: argparse.Namespace) -> int:
    try:
        tournament, standings = standings_from_arguments(args)
    except UsageError as error:
        print(f"bulletin standings: error: {error}", file=sys.stderr)
        return EXIT_USAGE_ERROR
    except ContentError as error:
        return print_problems(error.problems)
    writer = {"table": table_text, "json": json_text, "csv": csv_text}[args.format]
    sys.stdout.write(writer(tournament, standings))
    return EXIT_OK


# -- shared with `bulletin explain` --------------------------------------------------------------------

def standings_from_arguments(args: argparse.Namespace) -> tuple[Tournament, Standings]:
    """Load TOURNAMENT and compute the standings the options ask for; UsageError / ContentError otherwise."""
    tournament = load_tournament_argument(args.tournament)
    chain = parse_chain_argument(args.tiebreaks) if args.tiebreaks is not None else None
    after_round = tournament.rounds_completed if args.after_round is None else args.after_round
    if not 0 <= after_round <= tournament.rounds_entered:
        entered = (f"rounds 1 to {tournament.rounds_entered}" if tournament.rounds_entered else "no rounds yet")
        raise UsageError(f"--after-round {after_round}: the tournament has {entered}")
    rules = RuleSet(args.rules) if args.rules else None
    try:
        return tournament, compute_standings(tournament, after_round, rules=rules, chain=chain)
    except UnknownTieBreak as error:   # a bad code in the tournament's own chain (a .trf cannot have one)
        raise UsageError(str(error)) from None


def load_tournament_argument(text: str | None) -> Tournament:
    tournament, warnings = read_tournament(tournament_path(text))
    for warning in warnings:
        print(warning.format(), end="\n\n", file=sys.stderr)
    return tournament


def parse_chain_argument(text: str) -> tuple[str, ...]:
    codes = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        if part.upper() == "PTS":   # the points, as a TRF-2026 record 202 lists them first: ranked by already
            continue
        try:
            codes.append(parse_code(part).text)
        except UnknownTieBreak as error:
            raise UsageError(f"--tiebreaks: {error}") from None
    return tuple(codes)


def print_problems(problems: Sequence[Problem]) -> int:
    for problem in sort_problems(problems):
        print(problem.format(), end="\n\n", file=sys.stderr)
    return EXIT_CONTENT_ERROR


# -- output formats --------------------------------------------------------------------------------------

class Number:
    """A number written into JSON as exact decimal text."""

    def __init__(self, text: str) -> None:
        self.text = text


def number_text(value: Fraction | None, decimals: int | None = None) -> str | None:
    """Exact decimal text for machine outputs: '3.5', '11.0', '9.75', '13.38', '1888'."""
    if value is None:
        return None
    return decimal_text(value, decimals)


def _number(value: Fraction | None, decimals: int | None = None) -> Number | None:
    text = number_text(value, decimals)
    return None if text is None else Number(text)


def dump_json(value: object, level: int = 0) -> str:
    pad, inner = "  " * level, "  " * (level + 1)
    if isinstance(value, Number):
        return value.text
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = (f"{inner}{_json_scalar(k)}: {dump_json(v, level + 1)}" for k, v in value.items())
        return "{\n" + ",\n".join(items) + f"\n{pad}}}"
    if isinstance(value, list):
        if not value:
            return "[]"
        return "[\n" + ",\n".join(f"{inner}{dump_json(v, level + 1)}" for v in value) + f"\n{pad}]"
    return _json_scalar(value)


def _json_scalar(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _values(standings: Standings, start: Start) -> tuple[Value, ...]:
    return standings.explanations.get(start, ())


def json_text(tournament: Tournament, standings: Standings) -> str:
    names = {p.start: p.name for p in tournament.players}
    players = [{
        "start": row.start, "name": names[row.start], "rank": row.rank,
        "points": _number(row.points),
        "tiebreaks": {v.code: _number(v.value, v.decimals) for v in _values(standings, row.start)},
    } for row in standings.rows]
    document = {"tournament": tournament.name, "after_round": standings.after_round,
                "rules": standings.rules.value, "tiebreaks": list(standings.chain), "players": players}
    return dump_json(document) + "\n"


def csv_text(tournament: Tournament, standings: Standings) -> str:

    names = {p.start: p.name for p in tournament.players}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["rank", "start", "name", "points", *standings.chain])
    for row in standings.rows:
        figures = [number_text(v.value, v.decimals) or "" for v in _values(standings, row.start)]
        writer.writerow([row.rank, row.start, names[row.start], number_text(row.points), *figures])
    return out.getvalue()


def _shown(value: Value) -> str:
    if value.value is None:
        return "–"
    if value.decimals is not None:
        return value.display
    return chess_text(value.value)


def table_text(tournament: Tournament, standings: Standings) -> str:
    names = {p.start: p.name for p in tournament.players}
    header = ["Rank", "No.", "Name", "Pts", *standings.chain]
    rows = [[row.rank_label, str(row.start), names[row.start], chess_text(row.points),
             *(_shown(v) for v in _values(standings, row.start))] for row in standings.rows]
    if standings.keizer is not None:   # a Keizer competition: its points and each rank's value first
        ranking = standings.keizer
        header[3:3] = ["Keizer", "Value"]
        for row, cells in zip(standings.rows, rows):
            cells[3:3] = [points_text(ranking.points[row.start]), str(ranking.values[row.start])]
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    left = {2}

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i in left else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))

    rule = profile(standings.rules).title
    title = f"{tournament.name} — standings after round {standings.after_round}; rules: {rule}"
    return "\n".join([title, "", line(header), *(line(r).rstrip() for r in rows)]) + "\n"
