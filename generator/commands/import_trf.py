"""`bulletin import-trf FILE --to DIR`: a TRF file (TRF-16 or TRF-2026) written as our content files."""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

from generator.commands.common import count, report_problems
from generator.core.errors import EXIT_OK, EXIT_USAGE_ERROR, ContentError
from generator.core.model import PairingSystem, Tournament
from generator.core.pairing.berger import with_recognised_schedule
from generator.core.tiebreaks.rules import rules_in_force, usual_chain
from generator.site.exports.yamlcontent import content_files, first_last, inferred_withdrawals, league_files, left_out
from generator.trf.checks import decode_trf
from generator.trf.reader import TeamTrfError, read_trf
from generator.trf.teams import read_league_trf


def run(args: argparse.Namespace) -> int:

    source: Path = args.file
    target: Path = args.to
    if not source.is_file():
        return _usage_error(f"no TRF file at {source}")
    text, warning = decode_trf(source.read_bytes(), source.as_posix())
    warnings = [warning] if warning is not None else []
    try:
        tournament = read_trf(text, source.as_posix(), slug=target.name, warnings=warnings)
    except TeamTrfError:
        report_problems(warnings)
        return _import_league(text, source, target)
    except ContentError as error:
        return report_problems([*warnings, *error.problems])
    report_problems(warnings)
    tournament, recognised = recognised_round_robin(tournament)
    if recognised:
        print(f"note: {recognised}", file=sys.stderr)
    if tournament.round_robin:   # TRF-16 carries no schedule: find the Berger table its rounds follow
        tournament, found = with_recognised_schedule(tournament)
        print(f"round robin: {found.note}" if found.follows else
              f"note: round robin: {found.note}; bulletin will warn at the boards that depart from the schedule",
              file=sys.stderr)
    tournament, notes = completed(tournament, text, args.names == "first-last")
    files = content_files(tournament, source.name)
    written = _write(files, target)
    if written != EXIT_OK:
        return written
    for note in (*notes, *left_out(tournament)):
        print(f"note: {note}", file=sys.stderr)
    print(f"imported {count(len(tournament.players), 'player')} and {count(len(tournament.rounds), 'round')} "
          f"into {target}")
    return EXIT_OK


def completed(tournament: Tournament, text: str, first_last_names: bool) -> tuple[Tournament, list[str]]:
    """The tournament as tournament.yml should hold it, and what was decided for it: the rule set, written out
    with the reason it applies; the tie-break chain of records 202/212, else the usual one; withdrawals read
    from the rounds; names turned to 'First Surname' when asked; and whether `XXC rank` is followed."""

    notes = []
    if "012" not in dict(tournament.extra):
        notes.append(f"name: the file has no record 012, so the tournament is named after its folder, "
                     f"'{tournament.name}'; write its own as 'name:' in tournament.yml")
    if tournament.pairing is PairingSystem.MANUAL:
        named = ", ".join(f"{code} '{text}'" for code, text in tournament.extra if code in ("092", "192") and text)
        notes.append(f"pairing: manual, as the file names no system this program pairs "
                     f"({named or 'no record 092 or 192'}); bulletin pair pairs no round of a manual event: "
                     "write 'pairing: dutch' (or burstein, round-robin) in tournament.yml to pair with it")
    rules = rules_in_force(tournament.start_date)
    notes.append(f"rules: {rules.value}, {_rule_reason(tournament)}; written as 'rules:' in tournament.yml")
    chain = tournament.tiebreaks
    if chain:
        record = "212" if re.search(r"(?m)^212", text) and not re.search(r"(?m)^202", text) else "202"
        notes.append(f"tie-breaks: {', '.join(chain)}, from record {record}")
    else:
        chain = usual_chain(tournament)
        kind = "round robin" if tournament.round_robin else "Swiss"
        notes.append(f"tie-breaks: the file names none (records 202/212); the usual chain for a {kind} is "
                     f"written: {', '.join(chain)} (docs/rules/decisions.md §6.1); change 'tiebreaks:' to the "
                     f"tournament's own")
    withdrawals = {**inferred_withdrawals(tournament), **tournament.withdrawals}
    for start, first_missed in withdrawals.items():
        if start not in tournament.withdrawals:
            notes.append(f"withdrawn: {tournament.player(start).name} (no. {start}) has nothing from round "
                         f"{first_missed} on and is marked 'withdrawn: {first_missed}'")
    players = tournament.players
    if first_last_names:
        players = tuple(replace(p, name=first_last(p.name)) for p in players)
    if re.search(r"(?im)^XXC\b.*\brank\b", text):
        notes.append("XXC rank: the file asks a pairing program to number the players by rank; the starting "
                     "numbers of the file are kept, and `bulletin pair` pairs by them")
    return replace(tournament, rules=rules, tiebreaks=tuple(chain), withdrawals=withdrawals,
                   players=players), notes


def recognised_round_robin(tournament: Tournament) -> tuple[Tournament, str]:
    """A file that names no pairing system, read as a round robin when its games are one: every two players
    meet as often as each other two (once, or in each cycle), each round has every player but an odd field's one
    on a board, and the rounds are whole cycles. The tournament, and what was found ("": nothing to say)."""
    if tournament.pairing is not PairingSystem.MANUAL or len(tournament.players) < 3 or not tournament.rounds:
        return tournament, ""
    count = len(tournament.players)
    per_cycle = count - 1 if count % 2 == 0 else count
    met = Counter(frozenset(g.players()) for r in tournament.rounds for g in r.games)
    boards = {len(r.games) for r in tournament.rounds}
    rounds = tournament.rounds_entered
    cycles, rest = divmod(rounds, per_cycle)
    pairs = count * (count - 1) // 2
    if cycles and not rest and boards == {count // 2} and len(met) == pairs and set(met.values()) == {cycles}:
        times = "once" if cycles == 1 else f"{cycles} times"
        return replace(tournament, pairing=PairingSystem.ROUND_ROBIN, cycles=cycles), (
            f"round robin: recognised from its games (each of the {count} players met every other {times} in "
            f"{rounds} rounds, though the file names no system); written 'pairing: round-robin'")
    return tournament, (f"not a round robin by its games (the {count} players did not all meet each other as "
                        f"often in {rounds} rounds)")


def _rule_reason(tournament: Tournament) -> str:
    """Why `rules_in_force` chose its rule set for this file: its start date (042), its first round date (132),
    or no date at all."""
    start = tournament.start_date
    if start is None:
        return "the file gives no date (records 042, 132), so the latest rules apply"
    record = "042" if dict(tournament.extra).get("042") else "132"
    what = "start date" if record == "042" else "first round date"
    return f"in force on the {what} {start.isoformat()} (record {record})"


def _import_league(text: str, source: Path, target: Path) -> int:
    """A team event (TRF-2026 team records or TRF-16's 013) as a league folder."""

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
    rounds = len({m.round for m in league.matches} | {b.round for b in league.byes})
    print(f"imported a league of {count(len(league.teams), 'team')}, {count(len(league.players), 'player')} and "
          f"{count(rounds, 'round')} into {target}")
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


def _usage_error(message: str, hint: str | None = None) -> int:
    print(f"bulletin: error: {message}", file=sys.stderr)
    if hint:
        print(f"  hint: {hint}", file=sys.stderr)
    return EXIT_USAGE_ERROR

