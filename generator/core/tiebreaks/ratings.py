"""Rating-based tie-breaks (C.07 Art. 10; docs/rules/tiebreaks.md §10.13–§10.17): ARO, TPR, PTP, APRO, APPO.
Games played over the board only.

The two tables are FIDE B.02 8.1: `dp` for a fractional score p, and the expected score for a rating
difference (used without the 400-point rule, as C.07 10.3 requires for PTP).
"""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from fractions import Fraction
from typing import cast

from generator.core.model import Start
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.values import Shape, Term, Value, chess_text
from generator.core.tiebreaks.wording import say

# dp for p = 1.00, 0.99, …, 0.50; below 0.50, dp(p) = −dp(1 − p).
DP_FROM_TOP = (800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273, 262, 251,
               240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125, 117, 110, 102, 95, 87, 80,
               72, 65, 57, 50, 43, 36, 29, 21, 14, 7, 0)
# Upper bound of each rating-difference band and the higher-rated player's expected score in hundredths (51…99);
# above 735 the expected score is 1.00.
_BAND_TOPS = (3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170,
              179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411,
              432, 456, 484, 517, 559, 619, 735)
_MAX_GAP = 736
_EXPECTED = tuple(50 + bisect_left(_BAND_TOPS, d) for d in range(_MAX_GAP + 1))  # d = 736 → 100


def dp(p_hundredths: int) -> int:
    return DP_FROM_TOP[100 - p_hundredths] if p_hundredths >= 50 else -DP_FROM_TOP[p_hundredths]


def expected_hundredths(difference: int) -> int:
    """Expected score (hundredths) of a player rated `difference` above the opponent (B.02 8.1.2, no clamp)."""
    if difference >= 0:
        return _EXPECTED[difference] if difference < _MAX_GAP else 100
    return 100 - _EXPECTED[-difference] if -difference < _MAX_GAP else 0


def rated_games(ctx: Context, start: Start) -> tuple[tuple[Term, ...], list[int], list[int]]:
    """Terms for every game that counts, and the ratings and points (units) of the rated ones."""
    key = ("rated", start)
    cached = ctx.cache.get(key)
    if cached is None:
        line = ctx.lines[start]
        terms: list[Term] = []
        ratings: list[int] = []
        points: list[int] = []
        for index, cell in enumerate(line.cells):
            if not line.rated[index] or cell.opponent is None:
                continue
            rating = ctx.ratings.get(cell.opponent)
            if rating is not None:
                ratings.append(rating)
                points.append(line.points[index])
            if not ctx.explain:
                continue
            result = ctx.frac(line.points[index])
            if rating is None:
                terms.append(Term(index + 1, ctx.opponent(cell.opponent), Fraction(0), result=result,
                                  note=say("rating.unrated"), cut=True, cut_reason=say("rating.unrated_cut")))
                continue
            note = (say("rating.unrated_counted", rating=rating) if cell.opponent in ctx.unrated
                    else say("rating.opponent"))
            terms.append(Term(index + 1, ctx.opponent(cell.opponent), ctx.integer(rating), result=result,
                              note=note))
        cached = ctx.cache[key] = (tuple(terms), ratings, points)
    return cast("tuple[tuple[Term, ...], list[int], list[int]]", cached)


def divide_half_up(numerator: int, denominator: int) -> int:
    """numerator / denominator rounded to the nearest integer, halves up (denominator > 0)."""
    return (2 * numerator + denominator) // (2 * denominator)


def hundredths_text(hundredths: int) -> str:
    """An integer number of hundredths as a decimal: 348 → '3.48', -5 → '-0.05'."""
    sign = "-" if hundredths < 0 else ""
    whole, part = divmod(abs(hundredths), 100)
    return f"{sign}{whole}.{part:02d}"


def _undefined(ctx: Context, code: str, terms: tuple[Term, ...], why: str) -> Value:
    return Value(code, None, terms, ctx.rules, Shape.AVERAGE, why, decimals=0)


def _dropped(ctx: Context, start: Start, code: str) -> Value:
    """C.07 Art. 10: "These tie-breaks must be dropped from the tournament tie-break list when unrated players
    are present, unless detailed rules on the handling of unrated players are included in the tournament
    regulations or established and published by the Chief Arbiter before the start of the tournament." Dropped
    as the FIDE TEC checker drops them: undefined for every player, so they separate no one."""
    count = len(ctx.unrated)
    return _undefined(ctx, code, rated_games(ctx, start)[0],
                      say(f"rating.dropped.{'one' if count == 1 else 'other'}", count=count))


def average_rating(ctx: Context, start: Start, code: str, low: int = 0) -> Value:
    """ARO: mean rating of the rated opponents met over the board, rounded half up; Cut-k drops the lowest."""
    if ctx.ratings_dropped:
        return _dropped(ctx, start, code)
    terms, ratings, _ = rated_games(ctx, start)
    if low and ctx.explain:
        order = sorted((t.value.numerator, i) for i, t in enumerate(terms) if not t.cut)[:low]
        cut = {i for _, i in order}
        terms = tuple(t.as_cut("cut: lowest-rated opponent") if i in cut else t for i, t in enumerate(terms))
    if low:
        ratings = sorted(ratings)[low:]
    if not ratings:
        return _undefined(ctx, code, terms, say("rating.no_rated_games_left"))
    total, count = sum(ratings), len(ratings)
    value = divide_half_up(total, count)
    return Value(code, Fraction(value), terms, ctx.rules, Shape.AVERAGE,
                 say("rating.average", total=total, count=count, mean=_short(total, count), value=value), decimals=0)


def _performance(ctx: Context, start: Start) -> tuple[int | None, str]:
    key = ("tpr", start)
    cached = ctx.cache.get(key)
    if cached is None:
        _, ratings, points = rated_games(ctx, start)
        if not ratings:
            cached = (None, say("rating.no_rated_games"))
        else:
            aro = divide_half_up(sum(ratings), len(ratings))
            p100 = divide_half_up(sum(points) * 100, ctx.win * len(ratings))   # the share of a win's points
            value = aro + dp(p100)
            cached = (value, say("rating.tpr", aro=aro, p=hundredths_text(p100), dp=f"{dp(p100):+d}", value=value,
                                 points=chess_text(ctx.frac(sum(points))), games=len(ratings)))
        ctx.cache[key] = cached
    return cast("tuple[int | None, str]", cached)


def performance(ctx: Context, start: Start, code: str) -> Value:
    """TPR = ARO + dp(p), p = points / games over the board rounded to 2 decimals (B.02 table)."""
    if ctx.ratings_dropped:
        return _dropped(ctx, start, code)
    value, summary = _performance(ctx, start)
    return Value(code, None if value is None else Fraction(value), rated_games(ctx, start)[0], ctx.rules,
                 Shape.AVERAGE, summary, decimals=0)


def _perfect(ctx: Context, start: Start) -> tuple[int | None, str]:
    key = ("ptp", start)
    cached = ctx.cache.get(key)
    if cached is None:
        cached = ctx.cache[key] = _search_perfect(ctx, *rated_games(ctx, start)[1:])
    return cast("tuple[int | None, str]", cached)


def _search_perfect(ctx: Context, ratings: list[int], points: list[int]) -> tuple[int | None, str]:
    """The smallest integer rating R with Σ expected(R − r_i) ≥ score (C.07 10.3), by bisection."""
    if not ratings:
        return None, say("rating.no_rated_games")
    target = sum(points) * 100  # compared against Σ expected (hundredths) × a win's points
    score = chess_text(Fraction(sum(points), ctx.unit))
    if sum(points) == 0:
        return min(ratings) - 800, say("rating.ptp_zero", rating=min(ratings))
    if sum(points) == ctx.win * len(ratings):
        return max(ratings) + 800, say("rating.ptp_full", rating=max(ratings))

    def reaches(rating: int) -> bool:
        return sum(expected_hundredths(rating - r) for r in ratings) * ctx.win >= target

    low, high = min(ratings) - _MAX_GAP, max(ratings) + _MAX_GAP
    while low < high:
        middle = (low + high) // 2
        if reaches(middle):
            high = middle
        else:
            low = middle + 1
    at = sum(expected_hundredths(low - r) for r in ratings)
    below = sum(expected_hundredths(low - 1 - r) for r in ratings)
    return low, say("rating.ptp_search", score=score, low=low, at=hundredths_text(at), below_rating=low - 1,
                    below=hundredths_text(below))


def perfect_performance(ctx: Context, start: Start, code: str) -> Value:
    if ctx.ratings_dropped:
        return _dropped(ctx, start, code)
    value, summary = _perfect(ctx, start)
    return Value(code, None if value is None else Fraction(value), rated_games(ctx, start)[0], ctx.rules,
                 Shape.SEARCH, summary, decimals=0)


def _average_of_opponents(ctx: Context, start: Start, code: str,
                          of: Callable[[Context, Start], tuple[int | None, str]], what: str) -> Value:
    if ctx.ratings_dropped:
        return _dropped(ctx, start, code)
    line = ctx.lines[start]
    terms: list[Term] = []
    figures: list[int] = []
    for index, cell in enumerate(line.cells):
        if not line.rated[index] or cell.opponent is None:
            continue
        figure, _ = of(ctx, cell.opponent)
        if figure is not None:
            figures.append(figure)
        if not ctx.explain:
            continue
        if figure is None:
            terms.append(Term(index + 1, ctx.opponent(cell.opponent), Fraction(0),
                              note=say("rating.undefined", what=what), cut=True,
                              cut_reason=say("rating.undefined_cut", what=what)))
            continue
        terms.append(Term(index + 1, ctx.opponent(cell.opponent), ctx.integer(figure),
                          note=say("rating.of_opponent", what=what)))
    if not figures:
        return _undefined(ctx, code, tuple(terms), say("rating.no_defined"))
    total, count = sum(figures), len(figures)
    value = divide_half_up(total, count)
    return Value(code, Fraction(value), tuple(terms), ctx.rules, Shape.AVERAGE,
                 say("rating.average", total=total, count=count, mean=_short(total, count), value=value), decimals=0)


def average_performance(ctx: Context, start: Start, code: str) -> Value:
    """APRO: mean TPR of the opponents met over the board."""
    return _average_of_opponents(ctx, start, code, _performance, "TPR")


def average_perfect_performance(ctx: Context, start: Start, code: str) -> Value:
    """APPO: mean PTP of the opponents met over the board."""
    return _average_of_opponents(ctx, start, code, _perfect, "PTP")


def _short(total: int, count: int) -> str:
    """total / count to 2 decimals, with an ellipsis when that is not exact."""
    if total % count == 0:
        return str(total // count)
    hundredths = divide_half_up(total * 100, count)
    exact = hundredths * count == total * 100
    return hundredths_text(hundredths) + ("" if exact else "…")
