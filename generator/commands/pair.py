"""`bulletin pair`: load the tournament, check the round, pair it, show it as text, JSON or the exchange
format (for a `.trf`, the reference engines' format: `WHITE BLACK` lines, the bye as `N 0`), and write
rounds/<NN>.yml."""
from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from generator.commands.common import count, read_tournament, tournament_path
from generator.core.errors import EXIT_CONTENT_ERROR, EXIT_OK, EXIT_USAGE_ERROR, ContentError, UsageError, sort_problems
from generator.core.model import Start, Tournament
from generator.core.pairing.berger import SYSTEM as ROUND_ROBIN
from generator.core.pairing.berger import free_round_player
from generator.core.pairing.core import Pairing, PairingError, exchange_format, next_round_number
from generator.core.pairing.systems import find_system, pair_next_round
from generator.core.scoring import scorecards
from generator.loading.players import PlayerIndex

ROUNDS_DIR = "rounds"


def run(args: argparse.Namespace) -> int:
    try:
        path = tournament_path(args.tournament)
    except UsageError as error:
        print(f"bulletin pair: error: {error}", file=sys.stderr)
        return EXIT_USAGE_ERROR
    is_trf = path.is_file()
    if args.write and is_trf:
        print("bulletin pair: error: --write needs a content folder; a .trf file is never changed",
              file=sys.stderr)
        return EXIT_USAGE_ERROR
    try:
        tournament = _load(path)
    except ContentError as error:
        for problem in sort_problems(error.problems):
            print(problem.format(), end="\n\n", file=sys.stderr)
        return EXIT_CONTENT_ERROR
    if args.all:
        return _pair_all(path, tournament, args, is_trf)
    round_number = args.round or next_round_number(tournament)
    try:
        system = find_system(tournament.pairing if args.system is None else args.system)
    except PairingError as error:
        return _cannot_pair(path, round_number, error)
    pending = pending_boards(tournament, round_number) if system.swiss else None   # a schedule needs no results
    if pending and args.write and not args.force:
        print(f"bulletin pair: error: {pending}; round {round_number} is not written", file=sys.stderr)
        print("  hint: enter the missing results first, or add --force to pair with them counted as draws",
              file=sys.stderr)
        return EXIT_CONTENT_ERROR
    if pending:
        print(f"bulletin pair: warning: {pending}; they count as draws for this pairing", file=sys.stderr)
    try:
        _check_round(tournament, round_number, is_trf)
        if system.swiss and not is_trf:
            _check_initial_colour(tournament, round_number, path)
        pairing = pair_next_round(tournament, round_number, args.system)
    except PairingError as error:
        return _cannot_pair(path, round_number, error)
    if args.format == "json":
        print(json.dumps(pairing_as_data(pairing, tournament), ensure_ascii=False, indent=2))
    elif is_trf:
        sys.stdout.write(exchange_text(pairing))
        if args.explain:
            sys.stdout.write("".join(f"# {r.text}\n" for r in pairing.reasons))
    else:
        sys.stdout.write(pairing_as_text(pairing, tournament, args.explain))
    if args.write:
        return _write(path, tournament, pairing)
    return EXIT_OK


def _pair_all(path: Path, tournament: Tournament, args: argparse.Namespace, is_trf: bool) -> int:
    """Every round of a round robin's schedule that no round file holds boards for yet: shown, and with
    --write one round file each, which is how organisers publish a round-robin schedule before round 1."""
    try:
        system = find_system(tournament.pairing if args.system is None else args.system)
    except PairingError as error:
        print(f"bulletin pair: {error}", file=sys.stderr)
        return EXIT_CONTENT_ERROR
    if system.swiss or args.round is not None:
        print("bulletin pair: error: --all is for a round robin, whose rounds are all known in advance"
              + ("; leave out --round" if not system.swiss else f"; the {system.name} system pairs round by round"),
              file=sys.stderr)
        return EXIT_USAGE_ERROR
    pairings = []
    for number in range(1, tournament.planned_rounds + 1):
        entered = tournament.round(number)
        if entered is None or not entered.games:
            try:
                pairings.append(pair_next_round(tournament, number, system.name))
            except PairingError as error:
                return _cannot_pair(path, number, error)
    if not pairings:
        print(f"bulletin pair: every round of {path} has its boards already", file=sys.stderr)
    if args.format == "json":
        print(json.dumps([pairing_as_data(p, tournament) for p in pairings], ensure_ascii=False, indent=2))
    else:
        for pairing in pairings:
            sys.stdout.write(exchange_text(pairing) if is_trf else pairing_as_text(pairing, tournament, args.explain))
    status = EXIT_OK
    for pairing in pairings if args.write else ():
        status = max(status, _write(path, tournament, pairing))
    return status


def exchange_text(pairing: Pairing) -> str:
    """The exchange format of a pairing; a round robin's free round (an odd field's player without a board)
    listed as `N 0`, where a Swiss pairing lists its bye, so that a program reading it places every player."""

    if pairing.bye is None and pairing.system == ROUND_ROBIN:
        free = next((r.players[0] for r in pairing.reasons if r.kind == "bye"), None)
        if free is not None:
            return exchange_format(replace(pairing, bye=free))
    return exchange_format(pairing)


def _load(path: Path) -> Tournament:
    tournament, warnings = read_tournament(path)
    for warning in warnings:
        print(warning.format(), end="\n\n", file=sys.stderr)
    return tournament


def _check_round(tournament: Tournament, round_number: int, is_trf: bool) -> None:
    if round_number < 1:
        raise PairingError("rounds are numbered from 1")
    planned = tournament.planned_rounds
    if planned and round_number > planned:
        raise PairingError(f"the tournament has {count(planned, 'round')}, all of them paired already"
                           if round_number == planned + 1 else f"the tournament has only {count(planned, 'round')}")
    for number in range(1, round_number):
        entered = tournament.round(number)
        if entered is None and not is_trf:
            raise PairingError(f"round {number} has not been paired yet; pair the rounds in order")
    existing = tournament.round(round_number)
    if existing is not None and existing.games:
        raise PairingError(f"round {round_number} already has boards in its round file")


def _check_initial_colour(tournament: Tournament, round_number: int, folder: Path) -> None:
    """Before any game, the top board's colour is drawn by lot: a tournament.yml without it is told its own key
    (the engines name TRF's `XXC` too, for a .trf)."""
    if tournament.initial_colour is None and not any(r.games for r in tournament.rounds if r.number < round_number):
        raise PairingError(f"round {round_number} needs the colour of the top board, drawn by lot: add the line "
                           f"'initial_colour: white' (or black) to {folder / 'tournament.yml'}")


def _cannot_pair(path: Path, round_number: int, error: PairingError) -> int:
    print(f"bulletin pair: cannot pair round {round_number} of {path}: {error}", file=sys.stderr)
    return EXIT_CONTENT_ERROR


def pending_boards(tournament: Tournament, round_number: int) -> str | None:
    """The boards of the rounds before `round_number` still without a result, as one phrase naming each board
    and its players; None when every result is in. (A pairing counts them as draws, Burstein art. 2.)"""
    phrases = []
    for number in range(1, round_number):
        entered = tournament.round(number)
        pending = [g for g in entered.games if g.result.pending] if entered is not None else []
        if pending:
            boards = ", ".join(f"{g.board} ({tournament.player(g.white).name} – {tournament.player(g.black).name})"
                               for g in pending)
            phrases.append(f"round {number} has no result on board{'s' if len(pending) > 1 else ''} {boards}")
    return "; ".join(phrases) or None


# --- output ------------------------------------------------------------------------------------------------

def _score(value: Fraction) -> str:
    whole, half = divmod(value * 2, 2)
    text = str(int(whole)) if whole or not half else ""
    return text + ("½" if half else "") if text or half else "0"


def pairing_as_text(pairing: Pairing, tournament: Tournament, explain: bool) -> str:
    """Boards with names and scores, the bye, the absent players, and (asked for) the reasons."""
    cards = scorecards(tournament, pairing.round_number - 1)

    def who(start: Start) -> str:
        return f"{tournament.player(start).name} ({start}, {_score(cards[start].points)})"

    lines = [f"Round {pairing.round_number} of {tournament.name} ({pairing.system} system)"]
    width = len(str(len(pairing.boards)))
    for number, board in enumerate(pairing.boards, start=1):
        lines.append(f"  {number:>{width}}. {who(board.white)} – {who(board.black)}")
    if pairing.bye is not None:
        lines.append(f"  bye: {who(pairing.bye)}")
    free = None
    if tournament.round_robin:   # the Berger tables for round robins only: a Swiss's pair has no use for them
        free = free_round_player(tournament, pairing.round_number)
    if free is not None:
        lines.append(f"  free round: {who(free)}")
    if pairing.absent:
        lines.append("  not paired: " + ", ".join(who(s) for s in pairing.absent))
    if explain:
        lines.append("Why:" if pairing.reasons else "Every board is the plain fold; no reasons to give.")
        lines += [f"  - {reason.text}" for reason in pairing.reasons]
    return "\n".join(lines) + "\n"


def pairing_as_data(pairing: Pairing, tournament: Tournament) -> dict[str, object]:
    def player(start: Start) -> dict[str, object]:
        return {"no": int(start), "name": tournament.player(start).name}

    return {
        "round": pairing.round_number,
        "system": pairing.system,
        "boards": [{"board": n, "white": player(b.white), "black": player(b.black)}
                   for n, b in enumerate(pairing.boards, start=1)],
        "bye": player(pairing.bye) if pairing.bye is not None else None,
        "absent": [player(s) for s in pairing.absent],
        "reasons": [{"players": [int(s) for s in r.players], "kind": r.kind, "text": r.text}
                    for r in pairing.reasons],
    }


# --- writing rounds/<NN>.yml -------------------------------------------------------------------------------

def _write(folder: Path, tournament: Tournament, pairing: Pairing) -> int:
    target = folder / ROUNDS_DIR / f"{pairing.round_number:02d}.yml"
    existing = target.read_text(encoding="utf-8") if target.exists() else None
    try:
        text = round_file_text(existing, pairing, tournament)
    except PairingError as error:
        print(f"bulletin pair: not written: {target}: {error}", file=sys.stderr)
        return EXIT_CONTENT_ERROR
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target}", file=sys.stderr)
    return EXIT_OK


# Patterns, compiled (and cached by `re`) by the first round file written: pairing a .trf writes none.
_BOARDS_KEY = r"^boards\s*:(.*)$"
_BYES_KEY = r"^byes\s*:(.*)$"
_PLAIN = r"^[^\s\-?:,\[\]{}#&*!|>'\"%@`][^,\[\]{}#:]*$"


def round_file_text(existing: str | None, pairing: Pairing, tournament: Tournament) -> str:
    """The round file with the new boards (one `- [white, black]` line each, results left empty) and the
    pairing-allocated bye, keeping everything the file already holds. Refuses to replace boards or results."""
    names = _round_file_names(tournament)
    board_lines = [f"  - [{names[b.white]}, {names[b.black]}]" for b in pairing.boards]
    text = existing if existing is not None and existing.strip() else f"round: {pairing.round_number}\n"
    if not text.endswith("\n"):
        text += "\n"
    match = re.search(_BOARDS_KEY, text, re.MULTILINE)
    if match is not None:
        rest = match.group(1).split("#", 1)[0].strip()
        following = text[match.end():].lstrip("\n")
        if rest not in ("", "[]", "~", "null") or following.startswith((" -", "- ", "  ")):
            raise PairingError("the file already holds boards; delete them first to pair the round again")
        text = text[:match.start()] + text[match.end():].lstrip("\n")
    text += "boards:\n" + "\n".join(board_lines) + "\n"
    if pairing.bye is not None:
        text = _add_pab(text, names[pairing.bye])
    return text


def _add_pab(text: str, name: str) -> str:
    match = re.search(_BYES_KEY, text, re.MULTILINE)
    if match is None:
        return text + f"byes:\n  pab: {name}\n"
    inline = match.group(1).split("#", 1)[0].strip()
    if inline.startswith("{"):
        inner = inline[1:].rstrip("}").strip()
        new = "{pab: " + name + (", " + inner if inner else "") + "}"
        return text[:match.start()] + "byes: " + new + text[match.end():]
    if inline:
        raise PairingError("cannot add the bye to a 'byes:' entry written on one line; use one line per kind")
    if re.search(r"^\s+pab\s*:", text[match.end():], re.MULTILINE):
        raise PairingError("the file already names a pairing-allocated bye")
    return text[:match.end()] + f"\n  pab: {name}" + text[match.end():]


def _round_file_names(tournament: Tournament) -> dict[Start, str]:
    """How each player is written in a round file: the full name, so that a player added later with the same
    surname leaves the file as it reads; the starting number where the full name is not one player's or needs
    quoting in YAML (the references docs/content-format.md allows)."""
    index = PlayerIndex(tournament.players)
    out: dict[Start, str] = {}
    for player in tournament.players:
        found = index.find(player.name)
        plain = len(found) == 1 and found[0].start == player.start and re.match(_PLAIN, player.name)
        out[player.start] = player.name if plain else str(player.start)
    return out
