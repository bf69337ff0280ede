"""Standings after any round k: points, then the tournament's tie-break chain, shared ranks for full ties.

Pure. The tie-break engine (`generator.tiebreaks`) supplies the values; until a chain is configured the
order after points is the starting number.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .model import Start, Tournament
from .scoring import Scorecard, scorecards


@dataclass(frozen=True)
class StandingRow:
    rank: int                 # first rank of the tie group
    rank_last: int            # last rank of the tie group (== rank when not shared)
    start: Start
    points: Fraction
    tiebreaks: tuple[Fraction, ...] = ()   # in the order of the chain

    @property
    def rank_label(self) -> str:
        return str(self.rank) if self.rank == self.rank_last else f"{self.rank}–{self.rank_last}"


@dataclass(frozen=True)
class Standings:
    after_round: int
    chain: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    cards: dict[Start, Scorecard]

    def row(self, start: Start) -> StandingRow:
        return next(r for r in self.rows if r.start == start)


def compute_standings(tournament: Tournament, after_round: int) -> Standings:
    """Rank players on points over rounds 1..after_round, then the tie-break chain, then share ranks."""
    cards = scorecards(tournament, after_round)
    ordered = sorted(tournament.players, key=lambda p: (-cards[p.start].points, p.start))
    rows: list[StandingRow] = []
    for index, player in enumerate(ordered):
        points = cards[player.start].points
        rank = index + 1
        if rows and rows[-1].points == points and not tournament.tiebreaks:
            rank = rows[-1].rank
        rows.append(StandingRow(rank, rank, player.start, points))
    return Standings(after_round, tuple(tournament.tiebreaks), tuple(_share_ranks(rows)), cards)


def _share_ranks(rows: list[StandingRow]) -> list[StandingRow]:
    out: list[StandingRow] = []
    i = 0
    while i < len(rows):
        j = i
        while j + 1 < len(rows) and (rows[j + 1].points, rows[j + 1].tiebreaks) == (rows[i].points, rows[i].tiebreaks):
            j += 1
        for k in range(i, j + 1):
            r = rows[k]
            out.append(StandingRow(i + 1, j + 1, r.start, r.points, r.tiebreaks))
        i = j + 1
    return out
