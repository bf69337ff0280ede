"""`bulletin explain TOURNAMENT PLAYER [--after-round K]`: how each tie-break of one player was computed.

The same sentences as the player page ("How these tie-breaks were computed"), in the terminal.
"""
from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from generator.core.errors import EXIT_OK, EXIT_USAGE_ERROR, ContentError, UsageError
from generator.core.tiebreaks.values import chess_text
from generator.core.tiebreaks.rules import profile, selection_text
from generator.core.tiebreaks.text import Subject, render_all
from generator.commands.standings import print_problems, standings_from_arguments
from generator.core.model import Start
from generator.core.keizer.explain import calculation, points_text, term_sentences
from generator.core.keizer.ranking import settings_of
from generator.loading.players import PlayerIndex, fold_name, name_keys
if TYPE_CHECKING:
    from generator.core.model import Player, Start, Tournament
    from generator.core.standings import Standings


def run(args: argparse.Namespace) -> int:
    try:
        tournament, standings = standings_from_arguments(args)
        player = find_player(tournament, args.player)
    except UsageError as error:
        print(f"bulletin explain: error: {error}", file=sys.stderr)
        return EXIT_USAGE_ERROR
    except ContentError as error:
        return print_problems(error.problems)
    rules = profile(standings.rules)
    row = standings.row(player.start)
    lines = [f"{player.name} (no. {player.start}), {tournament.name}",
             f"After round {standings.after_round}: rank {row.rank_label}, {chess_text(row.points)} "
             f"point{'' if row.points == 1 else 's'}",
             f"Rules: {rules.title}. {selection_text(tournament)}", f"  {rules.summary}", ""]
    if standings.keizer is not None:
        lines += keizer_lines(tournament, standings, player.start)
    elif not standings.chain:
        lines.append("This tournament has no tie-breaks configured; use --tiebreaks to choose some.")
    subject = Subject(player.name, standings.after_round, tournament.planned_rounds, tournament.round_robin)
    lines += render_all(standings.explanations[player.start], subject)
    sys.stdout.write("\n".join(lines).rstrip("\n") + "\n")
    return EXIT_OK


def keizer_lines(tournament: Tournament, standings: Standings, start: Start) -> list[str]:
    """A Keizer competition's points of one player, term by term, and how the ranking was made."""

    ranking, settings = standings.keizer, settings_of(tournament)
    assert ranking is not None, "a Keizer competition's standings"
    value = ranking.explained[start]
    lines = [f"Keizer points: {points_text(ranking.points[start])} (value now {ranking.values[start]})"]
    for term, sentence in zip(value.terms, term_sentences(value.terms, settings)):
        lines.append(f"  round {term.round}: {sentence}" if term.round is not None else f"  {sentence}")
    return lines + ["How the ranking was made:", *(f"  {line}" for line in calculation(ranking, settings)), ""]


def find_player(tournament: Tournament, text: str) -> Player:
    """A player by starting number, or by name as a round file names him (full name or unique surname, umlauts
    typed any way: 'Mueller' for Müller), else by a part of the name that only one player has."""
    wanted = text.strip()
    if wanted.isdecimal():
        found = tournament.players_by_start.get(Start(int(wanted)))
        if found is None:
            raise UsageError(f"no player with starting number {wanted} (the numbers run 1 to "
                             f"{max(p.start for p in tournament.players)})")
        return found
    index = PlayerIndex(tournament.players)
    named = index.find(wanted)
    if len(named) != 1:
        keys = name_keys(wanted)
        named = named or [p for p in tournament.players
                          if any(key in folded for key in keys for folded in name_keys(p.name) | {fold_name(p.name)})]
    if len(named) == 1:
        return named[0]
    if named:
        names = ", ".join(f"{p.name} (no. {p.start})" for p in sorted(named, key=lambda p: p.start)[:5])
        raise UsageError(f"'{wanted}' matches several players: {names}; give the starting number")
    guess = index.suggestion(wanted)
    raise UsageError(f"no player named '{wanted}'" + (f" — did you mean '{guess[1].name}' (no. {guess[1].start})?"
                                                       if guess else ""))
