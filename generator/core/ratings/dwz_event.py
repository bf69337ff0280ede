"""A tournament's DWZ evaluation as a whole (Wertungsordnung 2.2.2: "Turniere werden immer als Ganzes
ausgewertet"): which games count, who gets a first DWZ, the performances and the exceptional players, then each
player's change (dwz.py). Pure; docs/rules/rating.md §4 says it in our words.

* Games: only those played over the board; forfeits, byes and unplayed rounds are not rated (the DSB's
  submission rules: forfeits are marked + / − and are not rated).
* 3.4.1: the unrated players with at least 5 games against rated ("established") players, neither 0 % nor 100 % in
  them, form the first extra stage; the established and they are "Auswahl I". The remaining unrated players with
  at least 5 games against Auswahl I, again not 0 % or 100 %, form the second stage; with Auswahl I, "Auswahl II",
  whose games among each other are all rated. The others get no DWZ yet: their games against Auswahl I are kept
  as "Restpartien" for their next evaluation (3.4.2).
* 3.4.4: the first DWZ of the stages' players comes from one simultaneous iteration over their games (each the
  rating whose expected score equals his points, 3.6), established players at their old DWZ.
* 3.6.3: an established player whose performance exceeds his old DWZ by more than 300 counts with that
  performance for his opponents: the iteration is redone with it, and the expected scores use it.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from types import MappingProxyType
from typing import Mapping, Sequence

from generator.core.model import Player, Start, Tournament
from generator.core.ratings.dwz import (
    PERFORMANCE_GAMES,
    Change,
    Probability,
    established_change,
    performance,
    rated_term,
)
from generator.core.ratings.fide import birth_year
from generator.core.ratings.normal import scaled_probability
from generator.core.scoring import CellKind, Scorecard
from generator.core.tiebreaks.values import Opponent, OpponentKind, Term

FIRST_GAMES = 5               # 3.4.1: at least 5 games against the players already rated
EXCEPTIONAL_ABOVE = 300       # 3.6.3: a performance more than 300 above the old DWZ
LOW_FIRST = 800               # a first DWZ below 800 is raised to 700 + Ri/8 (docs/rules/rating.md §4.8)
ITERATIONS = 100              # sweeps of the simultaneous iteration before it is stopped where it is
SCORES: Mapping[CellKind, Fraction] = MappingProxyType({CellKind.WIN: Fraction(1), CellKind.DRAW: Fraction(1, 2),
                                                       CellKind.LOSS: Fraction(0)})


class NoDwzReason(Enum):
    FEW_GAMES = "few"          # fewer than 5 games against Auswahl I
    EXTREME = "extreme"        # 0 % or 100 % in them


@dataclass(frozen=True)
class FirstDwz:
    """A first DWZ won in this tournament (3.4.4): the iteration's rating Ri, raised when below 800."""

    stage: int                  # 1 or 2 (3.4.1)
    terms: tuple[Term, ...]     # as a `Change`'s, `value` P(D) at the first DWZ
    points: Fraction
    iterated: int               # Ri
    new: int                    # the first DWZ (index 1)

    @property
    def games(self) -> int:
        return len(self.terms)

    @property
    def raised(self) -> bool:
        return self.new != self.iterated


@dataclass(frozen=True)
class NoDwz:
    """An unrated player who gets no DWZ yet: his games against Auswahl I are kept for the next evaluation."""

    reason: NoDwzReason
    kept: int                   # games against Auswahl I ("Restpartien")
    points: Fraction            # scored in them


DwzResult = Change | FirstDwz | NoDwz


@dataclass(frozen=True)
class DwzEvaluation:
    """Every player's result, by starting number; `year` is the one ages are counted in (None: no date)."""

    year: int | None
    results: Mapping[Start, DwzResult] = field(default_factory=dict)
    unknown_birth: tuple[Start, ...] = ()     # established players whose age E needed and could not have

    def changes(self) -> list[tuple[Start, Change]]:
        return [(s, r) for s, r in self.results.items() if isinstance(r, Change)]


@dataclass(frozen=True)
class _Game:
    round: int
    opponent: Start
    score: Fraction


def evaluation_year(tournament: Tournament) -> int | None:
    """The year ages are counted in: that of the tournament's end (its last round played, else its start)."""
    dated = [r.date for r in tournament.rounds if r.date is not None]
    day: dt.date | None = tournament.end_date or (max(dated) if dated else None) or tournament.start_date
    return day.year if day is not None else None


def starting_rating(player: Player) -> tuple[int, bool] | None:
    """The DWZ a player starts from and whether it is his FIDE rating (4.1.2: taken when there is no DWZ)."""
    if player.dwz:
        return player.dwz, False
    if player.rating:
        return player.rating, True
    return None


def evaluate(tournament: Tournament, cards: Mapping[Start, Scorecard]) -> DwzEvaluation:
    """The DWZ evaluation of the tournament's games played so far."""
    played = {start: _played(card) for start, card in cards.items()}
    starting = {p.start: r for p in tournament.players if (r := starting_rating(p)) is not None}
    newcomers, selection1, selection2 = _classify(played, set(starting))
    work = _work(played, {s: r for s, (r, _) in starting.items()}, newcomers, selection2)
    year = evaluation_year(tournament)
    names = {p.start: p.name for p in tournament.players}
    results: dict[Start, DwzResult] = {}
    unknown: list[Start] = []
    for player in sorted(tournament.players, key=lambda p: p.start):
        s = player.start
        if s in starting:
            born = birth_year(player.birth)
            if born is None and work.rated[s]:
                unknown.append(s)
            age = year - born if year is not None and born is not None else None
            results[s] = established_change(starting[s][0], player.dwz_index, starting[s][1], age,
                                            work.terms(s, starting[s][0], names), work.performances[s],
                                            s in work.exceptional)
        elif s in newcomers:
            own = _raised(work.first[s])
            results[s] = FirstDwz(newcomers[s], work.terms(s, own, names), work.points[s], work.first[s], own)
        else:
            kept = [g for g in played.get(s, ()) if g.opponent in selection1]
            reason = NoDwzReason.FEW_GAMES if len(kept) < FIRST_GAMES else NoDwzReason.EXTREME
            results[s] = NoDwz(reason, len(kept), _points(kept))
    return DwzEvaluation(year, results, tuple(unknown))


def _classify(played: Mapping[Start, list[_Game]], established: set[Start]
              ) -> tuple[dict[Start, int], set[Start], set[Start]]:
    """The newcomers with their stage (3.4.1), Auswahl I and Auswahl II."""
    stage1 = _stage(played, established, established)
    selection1 = established | set(stage1)
    stage2 = _stage(played, selection1, selection1)
    return {**{s: 1 for s in stage1}, **{s: 2 for s in stage2}}, selection1, selection1 | set(stage2)


@dataclass(frozen=True)
class _Work:
    """What every player's result is worked from: the rated games and points of Auswahl II, the old DWZ, each
    player's rating as an opponent, the first DWZ iterated, the performances and the exceptional players."""

    rated: Mapping[Start, list[_Game]]
    points: Mapping[Start, Fraction]
    base: Mapping[Start, int]
    counted: Mapping[Start, int]
    first: Mapping[Start, int]
    performances: Mapping[Start, int | None]
    exceptional: frozenset[Start]
    probability: Probability

    def terms(self, start: Start, own: int, names: Mapping[Start, str]) -> tuple[Term, ...]:
        return tuple(rated_term(g.round, Opponent(OpponentKind.REAL, g.opponent, names.get(g.opponent)), own,
                                self.counted[g.opponent], g.score,
                                listed=self.base[g.opponent] if g.opponent in self.exceptional else None,
                                first=g.opponent in self.first, probability=self.probability)
                     for g in self.rated[start])


def _work(played: Mapping[Start, list[_Game]], base: Mapping[Start, int], newcomers: Mapping[Start, int],
          selection: set[Start]) -> _Work:
    """The first DWZ from the old DWZ; the performances; then, with exceptional players, the first DWZ again with
    their performances (3.6.3)."""
    probability = _cached(scaled_probability)
    rated = {s: [g for g in played.get(s, ()) if g.opponent in selection] for s in selection}
    points = {s: _points(games) for s, games in rated.items()}
    first = _iterate(rated, points, base, sorted(newcomers), probability)
    counted = {**base, **{s: _raised(r) for s, r in first.items()}}
    performances = {s: performance([counted[g.opponent] for g in rated[s]], points[s], probability)
                    if len(rated[s]) >= PERFORMANCE_GAMES else None for s in base}
    lifted = {s: rh for s, rh in performances.items() if rh is not None and rh > base[s] + EXCEPTIONAL_ABOVE}
    if lifted:
        first = _iterate(rated, points, {**base, **lifted}, sorted(newcomers), probability)
        counted = {**base, **lifted, **{s: _raised(r) for s, r in first.items()}}
    return _Work(rated, points, base, counted, first, performances, frozenset(lifted), probability)


def _played(card: Scorecard) -> list[_Game]:
    return [_Game(c.round, c.opponent, SCORES[c.kind]) for c in card.cells
            if c.kind in SCORES and c.opponent is not None]


def _points(games: Sequence[_Game]) -> Fraction:
    return sum((g.score for g in games), Fraction(0))


def _stage(played: Mapping[Start, list[_Game]], rated: set[Start], against: set[Start]) -> list[Start]:
    """The unrated players (not in `rated`) with 5 games or more against `against`, neither 0 % nor 100 %."""
    found = []
    for start, games in sorted(played.items()):
        if start in rated:
            continue
        counted = [g for g in games if g.opponent in against]
        if len(counted) >= FIRST_GAMES and 0 < _points(counted) < len(counted):
            found.append(start)
    return found


def _iterate(rated: Mapping[Start, list[_Game]], points: Mapping[Start, Fraction], fixed: Mapping[Start, int],
             newcomers: Sequence[Start], probability: Probability) -> dict[Start, int]:
    """Each newcomer's Ri from the others' ratings, in turns until no rating changes (3.4.4). A newcomer
    starts from the mean of his rated opponents; the turns stop where they are after `ITERATIONS` sweeps."""
    ratings = dict(fixed)
    for start in newcomers:
        known = [fixed[g.opponent] for g in rated[start] if g.opponent in fixed]
        ratings[start] = sum(known) // len(known) if known else 0
    for _ in range(ITERATIONS):
        changed = False
        for start in newcomers:
            found = performance([ratings[g.opponent] for g in rated[start]], points[start], probability)
            if found is not None and found != ratings[start]:
                ratings[start], changed = found, True
        if not changed:
            break
    return {s: ratings[s] for s in newcomers}


def _raised(iterated: int) -> int:
    """A first DWZ below 800 is raised to 700 + Ri/8, the fraction dropped (docs/rules/rating.md §4.8)."""
    return iterated if iterated >= LOW_FIRST else 700 + iterated // 8


def _cached(probability: Probability) -> Probability:
    """`probability` remembering what it worked out (an evaluation asks for the same few differences often)."""
    known: dict[int, int] = {}

    def cached(twice_difference: int) -> int:
        found = known.get(twice_difference)
        if found is None:
            found = known[twice_difference] = probability(twice_difference)
        return found
    return cached
