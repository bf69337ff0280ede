"""The tie-breaks of a participant's own figures, new in C.07 as amended from 1 March 2026 (docs/rules/
tiebreaks.md §10.18-§10.20): STD (7.7) the score a 1 / ½ / 0 scoring would give, TPN (7.8) the tournament pairing
number, RTNG (10.6) the rating. Each ranks high values first but TPN, lower numbers first; `/R` reverses that
(the FIDE TEC's modifier for the reverse order, as its checker reads it).
"""
from __future__ import annotations

from fractions import Fraction

from generator.core.model import Start
from generator.core.tiebreaks.context import Context, cell_words
from generator.core.tiebreaks.values import Shape, Term, Value, chess_text
from generator.core.tiebreaks.wording import say

_STANDARD = (Fraction(0), Fraction(1, 2), Fraction(1))   # below, at, above the points of a draw


def standard_points(ctx: Context, start: Start, code: str) -> Value:
    """STD: each round counts 1 where the player was credited more than a draw's points, ½ where exactly a
    draw's, 0 where less (C.07 7.7; the FIDE TEC checker so for byes and forfeits as well): the score under
    1 / ½ / 0 of an event scored otherwise (3 / 1 / 0)."""
    line = ctx.lines[start]
    figures = [_STANDARD[(points > ctx.draw) - (points < ctx.draw) + 1] for points in line.points]
    total = sum(figures, Fraction(0))
    if not ctx.explain:
        return Value(code, total, (), ctx.rules, Shape.SUM)
    terms = tuple(Term(index + 1, None, figure, raw=ctx.frac(points),
                       note=say("own.std.round", cell=cell_words(cell), points=chess_text(ctx.frac(points)),
                                draw=chess_text(ctx.frac(ctx.draw)), value=chess_text(figure)))
                  for index, (cell, points, figure) in enumerate(zip(line.cells, line.points, figures)))
    return Value(code, total, terms, ctx.rules, Shape.SUM)


def pairing_number(ctx: Context, start: Start, code: str) -> Value:
    """TPN: the player's tournament pairing number (a round robin's as drawn, else the starting number)."""
    number = ctx.tournament.pairing_numbers.get(start, start)
    return Value(code, Fraction(number), (), ctx.rules, Shape.FIGURE, say("own.tpn.summary", number=number),
                 decimals=0)


def rating(ctx: Context, start: Start, code: str) -> Value:
    """RTNG: the player's rating; an unrated player's as the tournament's rule for unrated players says, and,
    without such a rule, dropped for every player as the other rating-based tie-breaks are (C.07 Art. 10)."""
    if ctx.ratings_dropped:
        count = len(ctx.unrated)
        return Value(code, None, (), ctx.rules, Shape.FIGURE,
                     say(f"rating.dropped.{'one' if count == 1 else 'other'}", count=count), decimals=0)
    value = ctx.ratings.get(start)
    if value is None:
        return Value(code, None, (), ctx.rules, Shape.FIGURE, say("own.rtng.unrated_left_out"), decimals=0)
    key = "own.rtng.unrated" if start in ctx.unrated else "own.rtng.summary"
    return Value(code, Fraction(value), (), ctx.rules, Shape.FIGURE, say(key, rating=value), decimals=0)
