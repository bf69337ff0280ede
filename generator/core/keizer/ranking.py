"""The Keizer ranking after each evening: values from ranks, points from values, ranks from points
(docs/rules/keizer.md §6).

Pure. The ranking before the first evening is the starting order (number 1 first). Equal Keizer points are
ordered by the starting order, so every ranking is strict and gives every rank its own value. How the circle is
closed is the settings' `recalculation`:

- one pass: the standing after evening r values evenings 1..r by the ranking after evening r − 1;
- fixed point: value by a ranking, re-rank, and again until the ranking stays (at most `iterations` passes;
  a ranking that comes back from two passes before ends it with the mean of the last two passes' points);
- frozen: each evening k is valued once, by the ranking after evening k − 1.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from generator.core.keizer.points import CODE, Evening, evenings, tally
from generator.core.keizer.settings import KeizerSettings, Recalculation
from generator.core.model import PairingSystem, RuleSet, Start, Tournament
from generator.core.tiebreaks.values import Term, Value


def settings_of(tournament: Tournament) -> KeizerSettings:
    return tournament.keizer if tournament.keizer is not None else KeizerSettings()


def is_keizer(tournament: Tournament) -> bool:
    return tournament.pairing is PairingSystem.KEIZER


@dataclass(frozen=True)
class Pass:
    """One valuation of the evenings: by which ranking (`valued_by`: the evening after which it was made, 0 for
    the starting order, or the pass it came from), and the order it gave."""

    valued_by: int
    order: tuple[Start, ...]
    of_pass: bool = False     # `valued_by` numbers a pass of this same calculation (fixed point)


@dataclass(frozen=True)
class Ranking:
    """The Keizer ranking after evening `after_round` (0: the starting order)."""

    after_round: int
    order: tuple[Start, ...]                 # best first
    points: Mapping[Start, Fraction]
    values: Mapping[Start, int]              # the value of each player's rank here: it values the next evening
    explained: Mapping[Start, Value]         # each player's points, term by term
    passes: tuple[Pass, ...] = ()
    settled: bool = True                     # fixed point: the ranking stayed (False: stopped, see `averaged`)
    averaged: bool = False                   # fixed point: two rankings alternated; the points are their mean

    def rank(self, start: Start) -> int:
        return self.order.index(start) + 1


def starting_order(tournament: Tournament) -> tuple[Start, ...]:
    return tuple(sorted(p.start for p in tournament.players))


def valuation(settings: KeizerSettings, order: Sequence[Start]) -> dict[Start, int]:
    """Each player's value by his place in `order`."""
    return dict(zip(order, settings.values(len(order))))


def ranked(points: Mapping[Start, Fraction], start_order: Sequence[Start]) -> tuple[Start, ...]:
    """Most points first; equal points in the starting order."""
    place = {start: index for index, start in enumerate(start_order)}
    return tuple(sorted(points, key=lambda s: (-points[s], place[s])))


def rankings(tournament: Tournament, after_round: int | None = None) -> tuple[Ranking, ...]:
    """The ranking before the first evening and after each of evenings 1..after_round (default: every evening
    entered). `KeizerSettingError` when the settings give a negative value."""
    last = tournament.rounds_entered if after_round is None else after_round
    settings = settings_of(tournament)
    start = starting_order(tournament)
    initial = valuation(settings, start)
    out = [_initial(tournament, settings, start, initial)]
    for number in range(1, last + 1):
        played = evenings(tournament, number)
        if settings.recalculation is Recalculation.FIXED_POINT:
            out.append(_fixed_point(tournament, settings, number, played, start, initial))
        elif settings.recalculation is Recalculation.FROZEN:
            out.append(_frozen(tournament, settings, number, played, start, initial, out))
        else:
            out.append(_one_pass(tournament, settings, number, played, start, initial, out[-1]))
    return tuple(out)


def ranking_after(tournament: Tournament, after_round: int) -> Ranking:
    return rankings(tournament, after_round)[after_round]


def _initial(tournament: Tournament, settings: KeizerSettings, start: tuple[Start, ...],
             initial: Mapping[Start, int]) -> Ranking:
    explained = tally(tournament, settings, {s: () for s in start}, initial, initial)
    return _made(0, start, explained, settings, ())


def _made(after_round: int, order: tuple[Start, ...], explained: Mapping[Start, Value],
          settings: KeizerSettings, passes: tuple[Pass, ...], settled: bool = True, averaged: bool = False) -> Ranking:
    points = {s: v.value or Fraction(0) for s, v in explained.items()}
    return Ranking(after_round, order, points, valuation(settings, order), explained, passes, settled, averaged)


def _one_pass(tournament: Tournament, settings: KeizerSettings, number: int,
              played: Mapping[Start, tuple[Evening, ...]], start: tuple[Start, ...],
              initial: Mapping[Start, int], before: Ranking) -> Ranking:
    explained = tally(tournament, settings, played, before.values, initial)
    order = ranked({s: v.value or Fraction(0) for s, v in explained.items()}, start)
    return _made(number, order, explained, settings, (Pass(number - 1, order),))


def _frozen(tournament: Tournament, settings: KeizerSettings, number: int,
            played: Mapping[Start, tuple[Evening, ...]], start: tuple[Start, ...],
            initial: Mapping[Start, int], before: Sequence[Ranking]) -> Ranking:
    """Evening k valued by the ranking after evening k − 1; the own value by the latest ranking."""
    explained: dict[Start, Value] = {}
    latest = before[number - 1].values
    for player, own in tally(tournament, settings, {s: () for s in played}, latest, initial).items():
        terms: list[Term] = list(own.terms)
        for evening in played[player]:
            valued = tally(tournament, settings, {player: played[player][:evening.round]},
                           before[evening.round - 1].values, initial)[player]
            terms.append(valued.terms[-1])
        explained[player] = Value(CODE, sum((t.used for t in terms), Fraction(0)), tuple(terms), RuleSet.NONE)
    order = ranked({s: v.value or Fraction(0) for s, v in explained.items()}, start)
    return _made(number, order, explained, settings, (Pass(number - 1, order),))


def _fixed_point(tournament: Tournament, settings: KeizerSettings, number: int,
                 played: Mapping[Start, tuple[Evening, ...]], start: tuple[Start, ...],
                 initial: Mapping[Start, int]) -> Ranking:
    orders = [start]
    passes: list[Pass] = []
    tallies: list[dict[Start, Value]] = []
    for step in range(settings.iterations):
        explained = tally(tournament, settings, played, valuation(settings, orders[-1]), initial)
        order = ranked({s: v.value or Fraction(0) for s, v in explained.items()}, start)
        passes.append(Pass(step, order, of_pass=True))
        tallies.append(explained)
        if order == orders[-1]:
            return _made(number, order, explained, settings, tuple(passes))
        if len(orders) >= 2 and order == orders[-2]:
            mean = _mean(tallies[-2], tallies[-1])
            order = ranked({s: v.value or Fraction(0) for s, v in mean.items()}, start)
            return _made(number, order, mean, settings, tuple(passes), settled=False, averaged=True)
        orders.append(order)
    return _made(number, orders[-1], tallies[-1], settings, tuple(passes), settled=False)


def _mean(first: Mapping[Start, Value], second: Mapping[Start, Value]) -> dict[Start, Value]:
    """Each player's points as the mean of two passes: every term of both, at half its value."""
    half = Fraction(1, 2)
    out = {}
    for start, value in first.items():
        terms = tuple(t._replace(value=t.value * half) for t in (*value.terms, *second[start].terms))
        out[start] = Value(CODE, sum((t.used for t in terms), Fraction(0)), terms, RuleSet.NONE)
    return out
