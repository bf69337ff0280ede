"""Buchholz, Sonneborn-Berger, Fore Buchholz, progressive score and AOB (docs/rules/tiebreaks.md §9,
§10.1–§10.5)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from math import floor
from operator import mul
from typing import cast

from generator.core.model import RuleSet, Start
from generator.core.scoring import Cell, CellKind
from generator.core.tiebreaks.context import Context, Line
from generator.core.tiebreaks.rules import OwnUnplayed
from generator.core.tiebreaks.values import Shape, Term, Value, chess_text, decimal_text
from generator.core.tiebreaks.wording import say

NO_2012_VUR_CUT = say("note.no_2012_vur_cut")
NO_2012_SB_CUT = say("note.no_2012_sb_cut")
NOT_FOR_ROUND_ROBINS = say("note.not_for_round_robins")
FORE_NOTE = say("note.fore")
_HIGHEST = say("cut.highest")
_LOWEST = say("cut.lowest")
_EARLIEST = say("cut.earliest")
_OPPONENT_BH = say("note.opponent_buchholz")


def round_half_up(value: Fraction, decimals: int = 0) -> Fraction:
    scale = 10 ** decimals
    return Fraction(floor(value * scale + Fraction(1, 2)), scale)


# -- the shared Buchholz terms -------------------------------------------------------------------------

def buchholz_terms(ctx: Context, start: Start) -> tuple[tuple[Term, ...], tuple[int, ...], tuple[int, ...]]:
    """Each round's Buchholz term, its value in units, and the round's index; computed once per player and
    context. In a round robin a round without an opponent (the free round of an odd number of players, a game
    struck by a withdrawal) is no term at all, so a cut removes a real opponent. C.07 15 gives pre-determined
    pairings no dummy opponent and says nothing of the free round; the FIDE TEC checker leaves it out, and we
    follow it (docs/rules/round-robin.md "Tie-breaks")."""
    key = ("bh-terms", start)
    cached = ctx.cache.get(key)
    if cached is None:
        line = ctx.lines[start]
        rounds = _rounds(ctx, line)
        if not ctx.explain:
            cached = ctx.cache[key] = (*ctx.bare_round_terms(line, rounds), rounds)
        else:
            pairs = ctx.explained_round_terms(line, rounds)
            cached = ctx.cache[key] = (tuple(t for t, _ in pairs), tuple(v for _, v in pairs), rounds)
    return cast("tuple[tuple[Term, ...], tuple[int, ...], tuple[int, ...]]", cached)


def _rounds(ctx: Context, line: Line) -> tuple[int, ...]:
    """The index of each round with a Buchholz term (`buchholz_terms`)."""
    if ctx.round_robin:
        return tuple(i for i, cell in enumerate(line.cells) if cell.opponent is not None)
    return tuple(range(len(line.cells)))


def buchholz_units(ctx: Context, start: Start) -> int:
    """The uncut Buchholz in units (AOB asks for each opponent's, so it is kept)."""
    if not ctx.explain:
        return _sums(ctx, start)[0]
    key = ("bh-units", start)
    cached = ctx.cache.get(key)
    if cached is None:
        cached = ctx.cache[key] = sum(buchholz_terms(ctx, start)[1])
    return cast(int, cached)


def _sums(ctx: Context, start: Start) -> tuple[int, int]:
    """The uncut Buchholz (units) and Sonneborn-Berger (units²) without explanations, in one sweep: the sums of
    `buchholz_terms` and `_sb_terms`' values (`_faced_values`)."""
    key = ("sums", start)
    cached = cast("tuple[int, int] | None", ctx.cache.get(key))
    if cached is None:
        values, points = _faced_values(ctx, ctx.lines[start])
        cached = ctx.cache[key] = (sum(values), sum(map(mul, points, values)))
    return cached


def _faced_values(ctx: Context, line: Line) -> tuple[list[int], list[int]]:
    """The values (units) of `buchholz_terms` in another order, with the player's points in each of those rounds:
    first each term that is an opponent's score, found by his number (`Context.faced`), then those of the rounds
    against no real opponent (a dummy or virtual one)."""
    lines = ctx.lines
    faced = ctx.faced(line)
    if ctx.round_robin or ctx.profile.own_unplayed is OwnUnplayed.NOTHING:   # as `Context.round_term` counts
        values = [lines[opponent].score for opponent in faced.opponents]
    else:
        values = [lines[opponent].seen for opponent in faced.opponents]
    points = faced.points
    if faced.others:
        values += [ctx.round_term(line, index)[1] for index in faced.others]
        points = points + [line.points[index] for index in faced.others]
    return values, points


# -- cuts ----------------------------------------------------------------------------------------------

def _choose_low_cut(ctx: Context, terms: Sequence[Term], values: Sequence[int], significance: Sequence[int],
                    remaining: list[int], lowest_words: Callable[[int], str],
                    instead: Callable[[int], str] | None = None) -> tuple[int, str]:
    """C.07 16.5: cut the larger of (the least significant VUR's value, the least significant value); without a
    VUR, the least significant value. The VURs are ordered as the values are (14.1: for SB the dummy's score
    first, then the contribution), as the FIDE TEC checker orders them: under the 2026 caps two VURs of one
    player can have dummies of different scores, and the one with the lower score is the one weighed
    (docs/rules/decisions.md §2.28)."""
    least = min(remaining, key=lambda i: (significance[i], values[i], i))
    if not ctx.profile.voluntary_cut_first:
        return least, _words(ctx, lowest_words, least)
    voluntary = [i for i in remaining if terms[i].voluntary]
    if not voluntary:
        return least, _words(ctx, lowest_words, least)
    vur = min(voluntary, key=lambda i: (significance[i], values[i], i))
    if values[vur] >= values[least]:
        return vur, _voluntary_words(ctx, terms, vur, least, instead)
    if not ctx.explain:
        return least, ""
    return least, say("cut.larger_than_vur", lowest=lowest_words(least), value=chess_text(terms[least].value),
                      vur=chess_text(terms[vur].value), round=terms[vur].round)


def _voluntary_words(ctx: Context, terms: Sequence[Term], vur: int, least: int,
                     instead: Callable[[int], str] | None) -> str:
    """Why a round the player chose not to play is cut: it is the lowest value itself, or it goes instead of
    the lowest value, which is named (its round and figure; for SB, by `instead`, its opponent's score)."""
    if not ctx.explain:
        return ""
    opponent = terms[vur].opponent
    unplayed = opponent.unplayed if opponent is not None else None
    cell = say(f"cell.{unplayed.cell}") if unplayed is not None else say("cell.FL")
    if vur == least:
        return say("cut.voluntary_lowest", cell=cell)
    what = instead(least) if instead is not None else say("cut.instead_lowest", value=chess_text(terms[least].value))
    return say("cut.voluntary_first", cell=cell, round=terms[least].round, instead=what)


def _words(ctx: Context, lowest_words: Callable[[int], str], index: int) -> str:
    return lowest_words(index) if ctx.explain else ""


def apply_cuts(ctx: Context, terms: Sequence[Term], values: Sequence[int], significance: Sequence[int],
               low: int, high: int, lowest_words: Callable[[int], str],
               instead: Callable[[int], str] | None = None) -> tuple[tuple[Term, ...], int]:
    """The terms with `low` least significant and `high` highest marked cut; returns (terms, cut total).
    Without `ctx.explain` the terms are bare (context.BARE_TERMS) and () is returned for them."""
    if not low and not high:
        return (tuple(terms) if ctx.explain else ()), 0
    remaining = list(range(len(terms)))
    reasons: dict[int, str] = {}
    for _ in range(low):
        if not remaining:
            break
        index, reason = _choose_low_cut(ctx, terms, values, significance, remaining, lowest_words, instead)
        remaining.remove(index)
        reasons[index] = reason
    for _ in range(high):
        if not remaining:
            break
        index = max(remaining, key=lambda i: (values[i], -i))
        remaining.remove(index)
        reasons[index] = _HIGHEST
    if not ctx.explain:
        return (), sum(values[i] for i in reasons)
    out = tuple(t.as_cut(reasons[i]) if i in reasons else t for i, t in enumerate(terms))
    return out, sum(values[i] for i in reasons)


# -- Buchholz and Sonneborn-Berger ---------------------------------------------------------------------

def buchholz(ctx: Context, start: Start, code: str, low: int = 0, high: int = 0) -> Value:
    """BH = Σ c_r; c_r per rule set (docs/rules/tiebreaks.md §10.1), cuts and medians per §9."""
    if ctx.explain or low or high:
        terms, values, _ = buchholz_terms(ctx, start)
        cut_terms, cut_total = apply_cuts(ctx, terms, values, values, low, high, lambda i: _LOWEST)
        total = sum(values) - cut_total
    else:
        cut_terms, total = (), buchholz_units(ctx, start)
    notes: tuple[str, ...] = (FORE_NOTE,) if ctx.fore_round else ()
    if (low or high) and ctx.rules is RuleSet.FIDE_2012:
        notes += (NO_2012_VUR_CUT,)
    if ctx.partial_note:
        notes += (ctx.partial_note,)
    if ctx.round_robin:
        notes += (NOT_FOR_ROUND_ROBINS,)
    return Value(code, ctx.frac(total), cut_terms, ctx.rules, Shape.SUM, notes=notes)


def buchholz_values(ctx: Context, starts: Sequence[Start], code: str, low: int, high: int) -> dict[Start, Fraction]:
    """`buchholz`'s values alone, for standings that are not explained."""
    if not low and not high:
        return {start: ctx.frac(buchholz_units(ctx, start)) for start in starts}
    out = {}
    for start in starts:
        line = ctx.lines[start]
        if ctx.profile.voluntary_cut_first and any(line.voluntary):  # C.07 16.5: a VUR may be cut first
            terms, values, _ = buchholz_terms(ctx, start)
            cut = apply_cuts(ctx, terms, values, values, low, high, lambda i: _LOWEST)[1]
            out[start] = ctx.frac(sum(values) - cut)
        else:   # the `low` lowest values cut, then the `high` highest of the rest: what remains is a slice
            ordered = sorted(_faced_values(ctx, line)[0])
            kept_from = min(low, len(ordered))
            out[start] = ctx.frac(sum(ordered[kept_from:len(ordered) - min(high, len(ordered) - kept_from)]))
    return out


def _sb_terms(ctx: Context, start: Start) -> tuple[tuple[Term, ...], tuple[int, ...], tuple[int, ...]]:
    """Each round's SB term, its contribution in units² and the opponent's score, once per player and context."""
    key = ("sb-terms", start)
    cached = ctx.cache.get(key)
    if cached is None:
        line = ctx.lines[start]
        if ctx.explain and ("bh-terms", start) not in ctx.cache:   # no Buchholz terms to make SB's from: made alone
            rounds = _rounds(ctx, line)
            pairs = [ctx.round_term(line, i, weight=line.points[i]) for i in rounds]
            terms, scores = tuple(t for t, _ in pairs), tuple(s for _, s in pairs)
            values = tuple(line.points[i] * s for i, s in zip(rounds, scores))
            made = ctx.cache[key] = (terms, values, scores)
            return made
        base, scores, rounds = buchholz_terms(ctx, start)
        values = tuple(line.points[i] * s for i, s in zip(rounds, scores))
        terms = base   # bare terms without `explain`: the cuts read their VUR flags only
        if ctx.explain:
            terms = tuple(Term(t.round, t.opponent, ctx.frac2(v), t.raw, t.adjustments, t.score, t.result, t.note,
                               t.voluntary) for t, v in zip(base, values))
        cached = ctx.cache[key] = (terms, values, scores)
    return cast("tuple[tuple[Term, ...], tuple[int, ...], tuple[int, ...]]", cached)


def sonneborn_values(ctx: Context, starts: Sequence[Start], code: str, low: int, high: int) -> dict[Start, Fraction]:
    """`sonneborn_berger`'s values alone, for standings that are not explained."""
    if not low:
        return {start: ctx.frac2(_sums(ctx, start)[1]) for start in starts}
    out = {}
    for start in starts:
        terms, values, scores = _sb_terms(ctx, start)
        cut = apply_cuts(ctx, terms, values, scores, low, 0, lambda i: "")[1]
        out[start] = ctx.frac2(sum(values) - cut)
    return out


def sonneborn_berger(ctx: Context, start: Start, code: str, low: int = 0) -> Value:
    """SB = Σ s_r · c_r (§10.3); the least significant value is the opponent with the lowest score."""
    if not ctx.explain and not low:
        return Value(code, ctx.frac2(_sums(ctx, start)[1]), (), ctx.rules, Shape.SUM,
                     notes=(ctx.partial_note,) if ctx.partial_note else ())
    terms, values, scores = _sb_terms(ctx, start)

    def lowest_words(i: int) -> str:
        score = terms[i].score
        assert score is not None, "asked for words only when explaining, and explained terms carry the score"
        return say("cut.sb_lowest", score=chess_text(score))

    def instead(i: int) -> str:
        return say("cut.instead_sb", score=chess_text(terms[i].score or 0))

    cut_terms, cut_total = apply_cuts(ctx, terms, values, scores, low, 0, lowest_words, instead)
    notes: tuple[str, ...] = ()
    if low and ctx.rules is RuleSet.FIDE_2012:
        notes += (NO_2012_SB_CUT,)
    if ctx.partial_note:
        notes += (ctx.partial_note,)
    return Value(code, ctx.frac2(sum(values) - cut_total), cut_terms, ctx.rules, Shape.SUM, notes=notes)


def fore_context(ctx: Context) -> Context:
    """C.07 8.3: the same standings with every last-round pairing (forfeits included) drawn."""
    cached = ctx.cache.get("fore")
    if cached is None:
        draw = ctx.tournament.points.draw
        cells: dict[Start, tuple[Cell, ...]] = {}
        for start, line in ctx.lines.items():
            row = line.cells
            if row and row[-1].opponent is not None:
                last = row[-1]
                row = row[:-1] + (Cell(last.round, CellKind.DRAW, draw, last.opponent, last.colour),)
            cells[start] = row
        credited = {start: ctx.frac(line.score) for start, line in ctx.lines.items()}
        cached = ctx.cache["fore"] = Context(ctx.tournament, ctx.n, ctx.rules, cells=cells, credited=credited,
                                             fore_round=ctx.n, explain=ctx.explain)
    return cast(Context, cached)


def fore_buchholz(ctx: Context, start: Start, code: str, low: int = 0, high: int = 0) -> Value:
    return buchholz(fore_context(ctx), start, code, low, high)


# -- progressive score ---------------------------------------------------------------------------------

def progressive(ctx: Context, start: Start, code: str, low: int = 0) -> Value:
    """PS = Σ running scores (§10.4); Cut-k drops the first k running totals. No unplayed-round deduction."""
    line = ctx.lines[start]
    terms: list[Term] = []
    total = 0
    for index, (before, points) in enumerate(zip(line.before, line.points)):
        running = before + points
        cut = index < low
        if not cut:
            total += running
        if not ctx.explain:
            continue
        key = ("ps", index, running, points, cut)   # players with the same running totals share terms
        term = cast("Term | None", ctx.cache.get(key))
        if term is None:
            term = ctx.cache[key] = Term(
                index + 1, None, ctx.frac(running), result=ctx.frac(points),
                note=say("note.score_after", round=index + 1), cut=cut, cut_reason=_EARLIEST if cut else None)
        terms.append(term)
    return Value(code, ctx.frac(total), tuple(terms), ctx.rules, Shape.SUM)


# -- average of opponents' Buchholz --------------------------------------------------------------------

def average_opponents_buchholz(ctx: Context, start: Start, code: str) -> Value:
    """AOB (C.07 8.2): mean BH of the opponents met over the board, rounded half up to 2 decimals."""
    line = ctx.lines[start]
    terms: list[Term] = []
    total, count = 0, 0
    for r, cell in enumerate(line.cells, start=1):
        if line.played[r - 1] and cell.opponent is not None:
            bh = buchholz_units(ctx, cell.opponent)
            total += bh
            count += 1
            if ctx.explain:
                terms.append(Term(r, ctx.opponent(cell.opponent), ctx.frac(bh), note=_OPPONENT_BH))
    if not count:
        return Value(code, None, (), ctx.rules, Shape.AVERAGE, say("summary.no_games"), decimals=2)
    mean = Fraction(total, ctx.unit * count)
    value = round_half_up(mean, 2)
    if not ctx.explain:
        return Value(code, value, (), ctx.rules, Shape.AVERAGE, decimals=2)
    summary = say("summary.aob", total=chess_text(ctx.frac(total)), count=count, mean=_plain(mean),
                  value=_plain(value, 2))
    return Value(code, value, tuple(terms), ctx.rules, Shape.AVERAGE, summary, decimals=2)


def _plain(value: Fraction, decimals: int | None = None) -> str:
    if decimals is None and _terminates(value):
        return decimal_text(value)
    if decimals is None:
        return f"{decimal_text(round_half_up(value, 4), 4)}…"
    return decimal_text(value, decimals)


def _terminates(value: Fraction) -> bool:
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1
