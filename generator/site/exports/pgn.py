"""The games as PGN files: one per round (rounds/NN.pgn as read, in board order) and one for the whole tournament,
each game as its file wrote it, in UTF-8, separated by a blank line (PGN standard 8.2.6). Pure."""
from __future__ import annotations

from generator.core.gamescore import GameScore
from generator.core.model import Round, Tournament


def round_records(rnd: Round) -> list[GameScore]:
    """The games of a round in board order."""
    return [g.record for g in sorted(rnd.games, key=lambda g: g.board) if g.record is not None]


def games_pgn(records: list[GameScore]) -> bytes:
    """The games, one after the other, as a PGN file."""
    return "".join(f"{record.text}\n\n" for record in records).encode("utf-8")


def round_pgn(rnd: Round) -> bytes:
    return games_pgn(round_records(rnd))


def tournament_pgn(tournament: Tournament) -> bytes:
    """Every game of the tournament, round by round."""
    return games_pgn([r for rnd in sorted(tournament.rounds, key=lambda r: r.number) for r in round_records(rnd)])


def has_games(tournament: Tournament) -> bool:
    return any(g.record is not None for rnd in tournament.rounds for g in rnd.games)
