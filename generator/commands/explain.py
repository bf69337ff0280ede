"""`bulletin explain TOURNAMENT PLAYER [--after-round K] [--rating]`: how each tie-break of one player was
computed, or with --rating his rating change (the DWZ or FIDE's, as the tournament shows it), step by step.

The same sentences as the player page ("How these tie-breaks were computed", "DWZ, worked out step by step"), in
the terminal.
"""
from __future__ import annotations

import argparse
import dataclasses
import sys
from typing import TYPE_CHECKING

from generator.commands.standings import print_problems, standings_from_arguments
from generator.core.errors import EXIT_OK, EXIT_USAGE_ERROR, ContentError, UsageError
from generator.core.keizer.explain import calculation, points_text, term_sentences
from generator.core.keizer.ranking import settings_of
from generator.core.model import RatingSystem, Start
from generator.core.ratings import systems
from generator.core.ratings.systems import dwz_evaluation
from generator.core.scoring import scorecards
from generator.core.tiebreaks.rules import profile, selection_text
from generator.core.tiebreaks.text import Subject, render_all
from generator.core.tiebreaks.values import chess_text
from generator.i18n.catalogues import translator
from generator.loading.players import PlayerIndex, fold_name, name_keys
from generator.site.pages.formatting import rating_card, signed_decimal
from generator.site.pages.pieces import player_ref
from generator.site.pages.rating_views import dwz_card, fixed

if TYPE_CHECKING:
    from generator.core.model import Player, Tournament
    from generator.core.ratings.fide import RatingChange
    from generator.core.standings import Standings
    from generator.i18n.catalogues import Translator


def run(args: argparse.Namespace) -> int:
    try:
        tournament, standings = standings_from_arguments(args)
        player = find_player(tournament, args.player)
    except UsageError as error:
        print(f"bulletin explain: error: {error}", file=sys.stderr)
        return EXIT_USAGE_ERROR
    except ContentError as error:
        return print_problems(error.problems)
    if getattr(args, "rating", False):
        sys.stdout.write("\n".join(rating_lines(tournament, player, args.after_round)) + "\n")
        return EXIT_OK
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


def rating_lines(tournament: Tournament, player: Player, after_round: int | None = None) -> list[str]:
    """The player's rating change, step by step, in English: the DWZ's games, We, E with its parts and the new
    DWZ; or FIDE's games, each with K × ΔR, and the change; over rounds 1..`after_round` (default: all)."""


    if after_round is not None:
        tournament = dataclasses.replace(tournament, rounds=tuple(r for r in tournament.rounds
                                                                  if r.number <= after_round))
    tr = translator("en")
    lines = [f"{player.name} (no. {player.start}), {tournament.name}"]
    system = systems.system_of(tournament)
    if system is RatingSystem.DWZ:
        return lines + _dwz_lines(tournament, player, tr)
    if system is RatingSystem.FIDE:
        change = systems.fide_change(tournament, player, scorecards(tournament)[player.start])
        return lines + (_fide_lines(change, tournament, tr) if change else [tr("rating.fide_unrated")])
    return lines + [tr("rating.none")]


def _dwz_lines(tournament: Tournament, player: Player, tr: Translator) -> list[str]:

    evaluation = dwz_evaluation(tournament, scorecards(tournament))
    assert evaluation is not None
    refs = {p.start: player_ref(tournament, p) for p in tournament.players}
    card = dwz_card(evaluation.results[player.start], player.name, refs, tr)
    change = f" ({card.change})" if card.change else ""
    lines = [f"{tr('dwz.card')}: {card.old} → {card.new}{change}" if card.new else f"{tr('dwz.card')}: {card.old}",
             ""]
    if card.games:
        header = (tr("col.round"), tr("col.opponent"), tr("dwz.col.rating"), tr("dwz.col.difference"),
                  tr("dwz.col.expected"), tr("col.result"))
        rows = [(str(g.round), f"{g.opponent.name} ({g.opponent.start})", g.rating, g.difference, g.expected,
                 g.result) for g in card.games]
        lines += _columns([header, *rows]) + [""]
    return lines + list(card.steps) + list(card.notes) + ["", tr("dwz.estimate_note")]


def _fide_lines(change: RatingChange, tournament: Tournament, tr: Translator) -> list[str]:

    card = rating_card(change, tr)
    lines = [f"{tr('card.rating_change')} ({tr('card.provisional')}): {card.change}", ""]
    for term in change.terms:
        start = term.opponent.start if term.opponent else None
        name = tournament.player(start).name if start is not None else "–"
        lines.append(tr("rating.fide_game", round=term.round, opponent=f"{name} ({start})", rating=term.raw,
                        expected=fixed(term.score, 2) if term.score is not None else "", result=chess_text(
                            term.result or 0), change=signed_decimal(term.value)))
    return lines + ["", tr.count("card.exact", card.games, exact=card.exact, k=card.k) + ".", card.k_note,
                    card.rules, "", tr("card.change_note")]


def _columns(rows: list[tuple[str, ...]]) -> list[str]:
    """Rows as aligned columns: text to the left, figures to the right (every column but the opponent's)."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return ["  ".join(cell.ljust(widths[i]) if i == 1 else cell.rjust(widths[i]) for i, cell in enumerate(row))
            .rstrip() for row in rows]
