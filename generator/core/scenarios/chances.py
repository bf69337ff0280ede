"""Estimated chances of each prize place, from the players' ratings: an estimate, never a fact.

The expected score of a game is FIDE's: the Rating Regulations (in force from 1 March 2024) table 8.1.2
converts the rating difference D into the scoring probability PD, and 8.3.1 counts a difference of more than
400 points as 400 (the table is `tiebreaks.ratings.expected_hundredths`). An unrated player counts as rated
`UNRATED` (1400, the rating floor of those regulations). Draws: our model, not FIDE's — between equals a game is
drawn with probability `DRAW_RATE` (30%), and less in proportion as the weaker side's PD falls:
draw = 2 × DRAW_RATE × min(PD, 1 − PD); the rest is split so that the expected score stays PD:
P(win) = PD − draw/2, P(loss) = 1 − PD − draw/2 (so even a 400-point favourite loses 5.6% of the games).

With up to 3^`EXACT_BOARDS` completions every one is weighed exactly (the chances are exact Fractions of this
model); beyond that `SAMPLES` completions are drawn with a generator seeded by the tournament and the round, so
the same input gives the same figures on every build. A place shared by k players counts 1/k for each of them
at each of the k places.
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Mapping, Sequence

from generator.core.model import Round, RuleSet, Start, Tournament
from generator.core.scenarios.space import BLACK_WINS, DRAW, RESULTS, WHITE_WINS, Space
from generator.core.tiebreaks.ratings import expected_hundredths

UNRATED = 1400
DRAW_RATE = Fraction(30, 100)
RATING_GAP_LIMIT = 400
EXACT_BOARDS = 7
SAMPLES = 2000


@dataclass(frozen=True)
class Chances:
    places: int
    method: str                                   # "exact" (every completion) or "simulation"
    samples: int                                  # completions weighed or drawn
    by_player: Mapping[Start, tuple[Fraction, ...]]   # chance of place 1, 2, …, places

    def of(self, start: Start) -> tuple[Fraction, ...]:
        return self.by_player.get(start, (Fraction(0),) * self.places)


def expected_score(rating: int | None, opponent: int | None) -> Fraction:
    """PD of the first player (FIDE B.02 8.1.2 with the 400-point rule of 8.3.1)."""
    gap = (rating or UNRATED) - (opponent or UNRATED)
    gap = max(-RATING_GAP_LIMIT, min(RATING_GAP_LIMIT, gap))
    return Fraction(expected_hundredths(gap), 100)


def result_odds(white: int | None, black: int | None) -> dict[int, Fraction]:
    """Probabilities of white wins, draw, black wins (the draw model above)."""
    expected = expected_score(white, black)
    draw = 2 * DRAW_RATE * min(expected, 1 - expected)
    return {WHITE_WINS: expected - draw / 2, DRAW: draw, BLACK_WINS: 1 - expected - draw / 2}


def chances(tournament: Tournament, paired: Round, *, places: int | None = None, rules: RuleSet | None = None,
            chain: Sequence[str] | None = None, space: Space | None = None) -> Chances:
    space = space or Space(tournament, paired, rules=rules, chain=chain)
    prize = places if places is not None else tournament.scenario_places
    ratings = {p.start: p.rating for p in tournament.players}
    odds = [result_odds(ratings[b.white], ratings[b.black]) for b in space.boards]
    totals: dict[Start, list[Fraction]] = {}
    if len(space.boards) <= EXACT_BOARDS:
        count = 0
        for completion in itertools.product(RESULTS, repeat=len(space.boards)):
            weight = Fraction(1)
            for board, state in enumerate(completion):
                weight *= odds[board][state]
            if weight:
                _add(totals, _prize_places(space, list(completion), prize), weight, prize)
            count += 1
        return Chances(prize, "exact", count, _tupled(totals))
    rng = random.Random(f"{tournament.slug}/{paired.number}")
    cumulative = [_cumulative(o) for o in odds]
    share = Fraction(1, SAMPLES)
    for _ in range(SAMPLES):
        drawn: list[int | None] = [_draw(rng, c) for c in cumulative]
        _add(totals, _prize_places(space, drawn, prize), share, prize)
    return Chances(prize, "simulation", SAMPLES, _tupled(totals))


def _prize_places(space: Space, states: Sequence[int | None], places: int) -> dict[Start, tuple[int, int]]:
    """The shared places (first, last) of everyone who can be within the prize places in this completion."""
    points: dict[Start, int] = {}
    for s in space.starts:
        got = space.points(s, states)
        assert got is not None, "a completion gives every board a result"
        points[s] = got
    ordered = sorted(points.values(), reverse=True)
    out: dict[Start, tuple[int, int]] = {}
    groups: dict[int, list[Start]] = {}
    for start, got in points.items():
        groups.setdefault(got, []).append(start)
    for got, members in groups.items():
        above = sum(1 for p in ordered if p > got)
        if above >= places:
            continue
        place = above + 1
        for tier in space.order(members, states):
            for start in tier:
                out[start] = (place, place + len(tier) - 1)
            place += len(tier)
    return out


def _add(totals: dict[Start, list[Fraction]], shared: Mapping[Start, tuple[int, int]], weight: Fraction,
         places: int) -> None:
    for start, (first, last) in shared.items():
        row = totals.setdefault(start, [Fraction(0)] * places)
        part = weight / (last - first + 1)
        for place in range(first, min(last, places) + 1):
            row[place - 1] += part


def _tupled(totals: Mapping[Start, list[Fraction]]) -> dict[Start, tuple[Fraction, ...]]:
    return {start: tuple(row) for start, row in sorted(totals.items())}


def _cumulative(odds: Mapping[int, Fraction]) -> tuple[float, float]:
    # floats only to draw a sample; the chances themselves are counted exactly
    return float(odds[WHITE_WINS]), float(odds[WHITE_WINS] + odds[DRAW])


def _draw(rng: random.Random, cumulative: tuple[float, float]) -> int:
    x = rng.random()
    return WHITE_WINS if x < cumulative[0] else DRAW if x < cumulative[1] else BLACK_WINS
