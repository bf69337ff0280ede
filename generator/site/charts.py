"""Chart geometry for inline SVG: data in, coordinates out. Pure; the theme's `_charts.html` draws them.

Coordinates are in the SVG's own user units (its viewBox) and come out as strings with one fixed decimal, so
a build writes byte-identical files. They are pixel positions, not scores: floats are fine here. Words (titles,
axis names, the text alternative) belong to the templates, which escape and translate them with the rest.

- `rank_progression`: a player's rank after each finished round, rank 1 at the top.
- `score_distribution`: how many players stand on each score after a round, one horizontal bar per score,
  the top score first as in the standings (horizontal, so a phone never squeezes the score labels together).
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

CHART_WIDTH = 360
RANK_CHART_HEIGHT = 200
RANK_MARGIN_LEFT, RANK_MARGIN_RIGHT, RANK_MARGIN_TOP, RANK_MARGIN_BOTTOM = 40, 12, 12, 36
MAX_ROUND_LABELS = 12        # more rounds than this: label every second (third, ...) round
MAX_RANK_TICKS = 5           # rank axis labels besides 1 and the last rank
NICE_STEPS = (1, 2, 5)       # rank tick spacing: 1, 2, 5, 10, 20, 50, ...

BAR_ROW = 22                 # height of one score's row
BAR_THICKNESS = 16
BAR_LABEL_WIDTH = 44         # room left of the bars for the score ("10½")
BAR_COUNT_ROOM = 32          # room right of the longest bar for its count
BAR_MARGIN = 4
MAX_BARS = 60                # beyond this many score steps, only the scores someone has get a bar


def coordinate(value: float) -> str:
    """A coordinate as written into the SVG: one fixed decimal, never '-0.0'."""
    text = f"{value:.1f}"
    return "0.0" if text == "-0.0" else text


@dataclass(frozen=True)
class Tick:
    """An axis label and where it goes along its axis."""

    position: str
    label: str


@dataclass(frozen=True)
class RankPoint:
    """The player's place after one round, and where the chart draws it."""

    round: int
    rank: int
    label: str    # as the standings show it: '4' or '3–5' for a shared rank
    x: str
    y: str


@dataclass(frozen=True)
class RankChart:
    width: int
    height: int
    left: str
    right: str
    top: str
    bottom: str
    field_size: int
    points: tuple[RankPoint, ...]
    round_ticks: tuple[Tick, ...]
    rank_ticks: tuple[Tick, ...]
    rank_label_x: str      # right end of the rank labels, left of the plot
    round_label_y: str     # baseline of the round numbers, under the plot
    axis_title_x: str      # centre of the axis name under the round numbers
    axis_title_y: str

    @property
    def view_box(self) -> str:
        return f"0 0 {self.width} {self.height}"

    @property
    def polyline(self) -> str:
        """The points joined for `<polyline points="...">`."""
        return " ".join(f"{p.x},{p.y}" for p in self.points)


@dataclass(frozen=True)
class RankFrame:
    """What every rank chart of a field of `field_size` players over `rounds` rounds draws alike: the axes' ticks
    and where each round goes (a tournament's player pages share one)."""

    rounds: int
    field_size: int
    round_x: tuple[str, ...]   # the x of rounds 1 … `rounds`
    rank_y: tuple[str, ...]    # the y of ranks 1 … `field_size`
    round_ticks: tuple[Tick, ...]
    rank_ticks: tuple[Tick, ...]

    def y_of(self, rank: int) -> str:
        return self.rank_y[min(rank, self.field_size) - 1]


_LEFT, _RIGHT = RANK_MARGIN_LEFT, CHART_WIDTH - RANK_MARGIN_RIGHT                 # the plot's corners
_TOP, _BOTTOM = RANK_MARGIN_TOP, RANK_CHART_HEIGHT - RANK_MARGIN_BOTTOM


def rank_frame(field_size: int, rounds: int) -> RankFrame:
    """The frame of the rank charts of `field_size` players (at least one) over rounds 1 to `rounds`."""
    def x_of(round_number: int) -> str:
        if rounds == 1:
            return coordinate((_LEFT + _RIGHT) / 2)
        return coordinate(_LEFT + (round_number - 1) * (_RIGHT - _LEFT) / (rounds - 1))

    def y_of(rank: int) -> str:
        if field_size == 1:
            return coordinate(_TOP)
        return coordinate(_TOP + (rank - 1) * (_BOTTOM - _TOP) / (field_size - 1))

    every = math.ceil(rounds / MAX_ROUND_LABELS)
    round_x = tuple(x_of(r) for r in range(1, rounds + 1))
    rank_y = tuple(y_of(rank) for rank in range(1, field_size + 1))
    round_ticks = tuple(Tick(round_x[r - 1], str(r)) for r in range(1, rounds + 1) if (r - 1) % every == 0)
    rank_ticks = tuple(Tick(rank_y[rank - 1], str(rank)) for rank in rank_tick_values(field_size))
    return RankFrame(rounds, field_size, round_x, rank_y, round_ticks, rank_ticks)


def rank_progression(ranks: Sequence[tuple[int, int, str]], field_size: int,
                     last_round: int | None = None, frame: RankFrame | None = None) -> RankChart | None:
    """The chart of (round, rank, rank label) triples in a field of `field_size` players; the round axis runs
    from 1 to `last_round` (the planned rounds, so the chart shows how far the tournament is), or to the last
    round given. None when there is nothing to draw. `frame`: the field's `rank_frame`, when the caller keeps
    it (one is made here when it is not that of this field and these rounds)."""
    if not ranks or field_size < 1:
        return None
    ordered = sorted(ranks)
    rounds = max(last_round or 0, ordered[-1][0])
    if frame is None or (frame.field_size, frame.rounds) != (field_size, rounds):
        frame = rank_frame(field_size, rounds)
    points = tuple(RankPoint(r, rank, label, frame.round_x[r - 1], frame.y_of(rank)) for r, rank, label in ordered)
    return RankChart(CHART_WIDTH, RANK_CHART_HEIGHT, coordinate(_LEFT), coordinate(_RIGHT), coordinate(_TOP),
                     coordinate(_BOTTOM), field_size, points, frame.round_ticks, frame.rank_ticks,
                     rank_label_x=coordinate(_LEFT - 8), round_label_y=coordinate(_BOTTOM + 18),
                     axis_title_x=coordinate((_LEFT + _RIGHT) / 2), axis_title_y=coordinate(RANK_CHART_HEIGHT - 2))


def rank_tick_values(field_size: int) -> tuple[int, ...]:
    """1, the last rank, and round numbers in between at a 1-2-5 spacing, none crowding the last rank."""
    step = next(s * 10 ** k for k in range(12) for s in NICE_STEPS
                if (field_size - 1) / (s * 10 ** k) <= MAX_RANK_TICKS)
    between = [v for v in range(step, field_size, step) if field_size - v >= step / 2 and v > 1]
    return tuple(sorted({1, *between, field_size}))


@dataclass(frozen=True)
class Bar:
    """The players on one score: the bar's box and where its score and count are written."""

    score: Fraction
    players: int
    y: str
    length: str
    text_y: str      # baseline of the score and count labels, vertically centred on the bar
    count_x: str


@dataclass(frozen=True)
class DistributionChart:
    width: int
    height: int
    bar_x: str        # where every bar starts; score labels end just left of it
    label_x: str
    thickness: str
    bars: tuple[Bar, ...]   # the top score first
    players: int

    @property
    def view_box(self) -> str:
        return f"0 0 {self.width} {self.height}"


def score_distribution(scores: Sequence[Fraction]) -> DistributionChart | None:
    """One bar per score from the top score down to 0, in steps of the finest score anyone has (½ in
    classic scoring), so empty scores show as gaps; None for an empty field."""
    if not scores:
        return None
    counts = {Fraction(score): players for score, players in Counter(scores).items()}   # equal scores, one key
    levels = score_levels(tuple(counts))
    most = max(counts.values())
    longest = CHART_WIDTH - BAR_LABEL_WIDTH - BAR_COUNT_ROOM
    bars = []
    for row, score in enumerate(levels):
        players = counts.get(score, 0)
        top = BAR_MARGIN + row * BAR_ROW + (BAR_ROW - BAR_THICKNESS) / 2
        length = longest * players / most
        bars.append(Bar(score, players, coordinate(top), coordinate(length),
                        coordinate(top + BAR_THICKNESS / 2), coordinate(BAR_LABEL_WIDTH + length + 4)))
    height = 2 * BAR_MARGIN + len(levels) * BAR_ROW
    return DistributionChart(CHART_WIDTH, height, coordinate(BAR_LABEL_WIDTH), coordinate(BAR_LABEL_WIDTH - 6),
                             coordinate(BAR_THICKNESS), tuple(bars), len(scores))


def score_levels(present: Sequence[Fraction]) -> tuple[Fraction, ...]:
    """Every score from the highest down to 0 in steps of the greatest common divisor of the scores
    present; only the scores present when that would make more than MAX_BARS bars, or scores go negative."""
    highest, lowest = max(present), min(present)
    step = _fraction_gcd([s for s in present if s])
    if step == 0 or lowest < 0 or highest / step + 1 > MAX_BARS:
        return tuple(sorted(set(present), reverse=True))
    count = int(highest / step)
    return tuple(step * k for k in range(count, -1, -1))


def _fraction_gcd(values: Sequence[Fraction]) -> Fraction:
    """gcd(a/b, c/d) = gcd(a·d, c·b) / (b·d), folded over the values; 0 for none."""
    result = Fraction(0)
    for value in values:
        a, b = result.numerator, result.denominator
        c, d = abs(value.numerator), value.denominator
        result = Fraction(math.gcd(a * d, c * b), b * d)
    return result


RATING_CHART_HEIGHT = 180
RATING_MARGIN_LEFT, RATING_MARGIN_RIGHT, RATING_MARGIN_TOP, RATING_MARGIN_BOTTOM = 44, 12, 12, 28
MAX_RATING_TICKS = 5          # rating axis labels at most
MAX_EVENT_LABELS = 6          # year labels under the plot at most


@dataclass(frozen=True)
class RatingPoint:
    """A player's rating as one event listed it, and where the chart draws it."""

    label: str         # the event's name
    rating: int
    x: str
    y: str


@dataclass(frozen=True)
class RatingChart:
    """A person's rating across events, the earliest left, one step per event."""

    width: int
    height: int
    left: str
    right: str
    points: tuple[RatingPoint, ...]
    rating_ticks: tuple[Tick, ...]
    year_ticks: tuple[Tick, ...]   # the first event of each year, thinned out
    label_x: str                   # right end of the rating labels
    year_y: str                    # baseline of the years under the plot

    @property
    def view_box(self) -> str:
        return f"0 0 {self.width} {self.height}"

    @property
    def polyline(self) -> str:
        return " ".join(f"{p.x},{p.y}" for p in self.points)


def rating_progression(ratings: Sequence[tuple[str, int, int | None]]) -> RatingChart | None:
    """The chart of (event name, rating, year) in order; None with fewer than two ratings (a line needs two)."""
    if len(ratings) < 2:
        return None
    low, high = min(r for _, r, _ in ratings), max(r for _, r, _ in ratings)
    step = next(s * 10 ** k for k in range(1, 6) for s in NICE_STEPS
                if (high - low) / (s * 10 ** k) <= MAX_RATING_TICKS)
    bottom_value, top_value = low // step * step, -(-high // step) * step
    if top_value == bottom_value:
        top_value += step
    left, right = RATING_MARGIN_LEFT, CHART_WIDTH - RATING_MARGIN_RIGHT
    top, bottom = RATING_MARGIN_TOP, RATING_CHART_HEIGHT - RATING_MARGIN_BOTTOM

    def x_of(index: int) -> str:
        return coordinate(left + index * (right - left) / (len(ratings) - 1))

    def y_of(value: int) -> str:
        return coordinate(bottom - (value - bottom_value) * (bottom - top) / (top_value - bottom_value))

    points = tuple(RatingPoint(name, rating, x_of(i), y_of(rating)) for i, (name, rating, _) in enumerate(ratings))
    rating_ticks = tuple(Tick(y_of(v), str(v)) for v in range(bottom_value, top_value + 1, step))
    firsts = [(i, year) for i, (_, _, year) in enumerate(ratings)
              if year is not None and (i == 0 or ratings[i - 1][2] != year)]
    every = math.ceil(len(firsts) / MAX_EVENT_LABELS) if firsts else 1
    year_ticks = tuple(Tick(x_of(i), str(year)) for n, (i, year) in enumerate(firsts) if n % every == 0)
    return RatingChart(CHART_WIDTH, RATING_CHART_HEIGHT, coordinate(left), coordinate(right), points, rating_ticks,
                       year_ticks, coordinate(left - 6), coordinate(bottom + 18))
