"""What the pages are planned from: a tournament with its standings and scorecards worked out once, and the
round after the last finished one (from its round file, or from a `PairingProvider`: the pairing engine,
wired by `build`)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Callable, Mapping

from generator.core.model import Round, Start, Tournament
from generator.core.prizes.allocation import allocate
from generator.core.prizes.awards import Allocation
from generator.core.scoring import Scorecard, scorecards
from generator.core.standings import Standings


@dataclass(frozen=True)
class TournamentData:
    """A tournament with everything computed once: standings after each finished round, scorecards."""

    tournament: Tournament
    completed: int                           # rounds 1..completed are finished
    standings: Mapping[int, Standings]       # after_round -> standings, for 1..completed
    cards: Mapping[Start, Scorecard]         # over every entered round

    @property
    def current(self) -> Standings | None:
        return self.standings.get(self.completed)

    @cached_property
    def prizes(self) -> Allocation | None:
        """Who wins which prize by the current standings (generator/core/prizes), once asked; None without a fund
        or before a round is finished."""
        fund, current = self.tournament.prize_fund, self.current
        return allocate(self.tournament, current, fund) if fund is not None and current is not None else None


def prepare_tournament(tournament: Tournament,
                       standings_after: Callable[[Tournament, int], Standings],
                       earlier: Callable[[Tournament, int], Standings] | None = None) -> TournamentData:
    """Compute standings once per finished round, and the scorecards over every entered round.

    `earlier`, when given, computes the standings before the latest: the pages explain the tie-breaks of the
    latest standings only, so it may leave the explanations out (`compute_standings(explain=False)`)."""
    completed = tournament.rounds_completed
    before = earlier or standings_after
    return TournamentData(tournament, completed,
                          {k: (standings_after if k == completed else before)(tournament, k)
                           for k in range(1, completed + 1)},
                          scorecards(tournament))


@dataclass(frozen=True)
class NextRound:
    """The round after the last finished one, as its round file has it or as the pairing engine pairs it."""

    round: Round
    computed: bool = False          # by the pairing engine: no round file holds these boards yet
    reasons: tuple[str, ...] = ()   # the engine's reasons, in plain words (`Msg`s: worded in the page's language)


PairingProvider = Callable[[Tournament], NextRound | None]


def no_computed_pairings(tournament: Tournament) -> NextRound | None:
    """The default provider: next-round pairings only come from a round file."""
    return None


def next_round(tournament: Tournament, completed: int, pairings: PairingProvider) -> NextRound | None:
    """The round after the last finished one (rounds 1..`completed` are): from its round file if paired there,
    else from the engine."""
    number = completed + 1
    if tournament.planned_rounds and number > tournament.planned_rounds:
        return None
    entered = tournament.round(number)
    if entered is not None and entered.games:
        return NextRound(entered)
    computed = pairings(tournament)
    return computed if computed is not None and computed.round.number == number else None
