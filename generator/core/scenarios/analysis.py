"""What is at stake in a round: every player's exact place range for each result of his own game.

`scenarios(tournament, paired)` is the entry point. Pure: a `Tournament` and the `Round` being played (its
boards, results pending; boards already decided stay as they are) in, frozen value objects out.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

from generator.core.model import Bye, ByeKind, Game, Round, RuleSet, Start, Tournament
from generator.core.scenarios.ranges import PlaceSearch
from generator.core.scenarios.space import RESULTS, PendingBoard, Space
from generator.core.scenarios.standing import BudgetExceeded
from generator.core.scenarios.statements import OwnResult, Phrase, ResultLine, Said, player_statements, short_names

DEFAULT_PLACES = 3
EVERYONE_UP_TO = 40        # larger fields get ranges for the players who can reach the prize places only
DEFAULT_BUDGET = 20_000    # search nodes for one end of one range; beyond it the range is reported as not covered


@dataclass(frozen=True)
class Outcome:
    """One result of the player's own game and the places it leaves him; None where not computed exactly."""

    result: str                 # "win", "draw", "loss"; "bye" (a bye of the round) or "absent" (not paired)
    state: int | None           # the state of his board that gives this result (None: nothing pending)
    best: int | None
    worst: int | None

    @property
    def exact(self) -> bool:
        return self.best is not None and self.worst is not None


@dataclass(frozen=True)
class PlayerScenario:
    start: Start
    name: str
    points_before: Fraction
    board: PendingBoard | None
    outcomes: tuple[Outcome, ...]
    contender: bool = False      # can still finish in the prize places (known exactly)
    statements: tuple[Phrase, ...] = ()   # what is at stake for him, in words (statements.py)
    out_of_reach: bool = False   # proven unable to reach the prize places, so no ranges were searched
    lines: tuple[ResultLine, ...] = ()    # his statements again, one line per result of his own game

    @property
    def exact(self) -> bool:
        return all(o.exact for o in self.outcomes)

    @property
    def best(self) -> int | None:
        """His best place over all his results; None unless every one is known."""
        known = [o.best for o in self.outcomes if o.best is not None]
        return min(known) if len(known) == len(self.outcomes) else None

    def outcome(self, result: str) -> Outcome:
        return next(o for o in self.outcomes if o.result == result)


@dataclass(frozen=True)
class Scenarios:
    round_number: int
    places: int                  # the prize places (tournament.yml `scenarios: {places: N}`)
    rules: RuleSet
    chain: tuple[str, ...]
    players: tuple[PlayerScenario, ...]      # by points before the round, then starting number
    boards: tuple[PendingBoard, ...]
    nodes: int                   # search nodes visited, for the benchmark
    evaluations: int             # tie-break values computed
    budget: int = DEFAULT_BUDGET  # search nodes allowed for one end of one range

    @property
    def covered(self) -> tuple[Start, ...]:
        """Players whose every range is exact."""
        return tuple(p.start for p in self.players if p.exact)

    @property
    def uncovered(self) -> tuple[PlayerScenario, ...]:
        """Players who may reach the prize places but whose ranges the budget did not allow to be worked out
        exactly (those proven out of reach need none)."""
        return tuple(p for p in self.players if not p.exact and not p.out_of_reach)

    @property
    def complete(self) -> bool:
        return all(p.exact for p in self.players)

    def contenders(self) -> tuple[PlayerScenario, ...]:
        """Players who can still finish in the prize places (exact ranges only)."""
        return tuple(p for p in self.players if p.contender)

    def player(self, start: Start) -> PlayerScenario:
        return next(p for p in self.players if p.start == start)


def scenarios(tournament: Tournament, paired: Round, *, places: int | None = None, everyone: bool | None = None,
              budget: int = DEFAULT_BUDGET, rules: RuleSet | None = None,
              chain: Sequence[str] | None = None) -> Scenarios:
    """Exact best and worst places for every player and each result of his own game.

    `everyone` defaults to fields of up to EVERYONE_UP_TO players. With `everyone` False only the players who
    can still reach the prize places get their ranges; the others
    are searched only as far as needed to see that they cannot, and keep no figures (a partial range would read
    as a fact). A search that needs more than `budget` nodes leaves that range out (None) rather than guess.
    """
    space = Space(tournament, paired, rules=rules, chain=chain)
    if everyone is None:
        everyone = len(space.starts) <= EVERYONE_UP_TO
    prize = places if places is not None else tournament.scenario_places
    nodes = 0
    players = []
    names = short_names({p.start: p.name for p in tournament.players})
    for start in space.starts:
        own = own_results(space, start)
        searched = everyone or any(_can_reach(space, start, state, prize, budget) for _, state in own)
        outcomes = []
        for result, state in own:
            best, worst, used = _ends(space, start, state, budget) if searched else (None, None, 0)
            nodes += used
            outcomes.append(Outcome(result, state, best, worst))
        contender = any(o.best is not None and o.best <= prize for o in outcomes)
        said = Said((), ())
        if contender and all(o.exact for o in outcomes):
            known = [OwnResult(o.result, o.state, o.best, o.worst) for o in outcomes
                     if o.best is not None and o.worst is not None]
            said = player_statements(space, start, names[start], known, prize, names, budget)
        players.append(PlayerScenario(start, tournament.player(start).name, space.frac(space.before[start]),
                                      space.boards[space.board_of[start]] if start in space.board_of else None,
                                      tuple(outcomes), contender, said.statements, not searched, said.lines))
    players.sort(key=lambda p: (-p.points_before, p.start))
    return Scenarios(paired.number, prize, space.rules, tuple(c.text for c in space.codes), tuple(players),
                     space.boards, nodes, space.evaluations, budget)


def round_from_boards(number: int, boards: Sequence[tuple[Start, Start]], bye: Start | None = None) -> Round:
    """A paired round with every result pending (from the engine's pairing: its boards and its bye)."""
    games = tuple(Game(white, black, board=i) for i, (white, black) in enumerate(boards, start=1))
    byes = (Bye(bye, ByeKind.PAB),) if bye is not None else ()
    return Round(number, games, byes)


def own_results(space: Space, start: Start) -> list[tuple[str, int | None]]:
    """The results his own game can have, each with the state of his board ("win", "draw", "loss"), or the one he
    has without a board ("bye", "absent", or an entered result)."""
    board = space.board_of.get(start)
    if board is not None:
        return [(_result_name(space.own(start, state)), state) for state in RESULTS]
    cell = space.fixed_lines[start].cells[-1]
    if cell.opponent is not None:
        return [(cell.kind.name.lower().replace("_", "-"), None)]
    return [("absent" if cell.kind.name in ("ZERO_BYE", "WITHDRAWN") and not _has_bye(space, start) else "bye",
             None)]


def _has_bye(space: Space, start: Start) -> bool:
    paired = space.tournament.round(space.round_number)
    return paired is not None and any(b.player == start for b in paired.byes)


def _result_name(own: str) -> str:
    return {"W": "win", "D": "draw", "L": "loss"}[own]


def _states(space: Space, start: Start, state: int | None) -> list[int | None]:
    states: list[int | None] = [None] * len(space.boards)
    if state is not None:
        states[space.board_of[start]] = state
    return states


def _can_reach(space: Space, start: Start, state: int | None, places: int, budget: int) -> bool:
    """Whether a place within the prize places is possible; a search over budget counts as possible (the
    exact search then says what it can)."""
    search = PlaceSearch(space, start, _states(space, start, state), budget)
    if search.ahead_on_points >= places:
        return False
    try:
        return search.best(within=places) <= places
    except BudgetExceeded:
        return True


def _ends(space: Space, start: Start, state: int | None, budget: int) -> tuple[int | None, int | None, int]:
    search = PlaceSearch(space, start, _states(space, start, state), budget)
    try:
        best: int | None = search.best()
    except BudgetExceeded:
        best = None
    used = search.nodes
    search.nodes = 0
    try:
        worst: int | None = search.worst()
    except BudgetExceeded:
        worst = None
    return best, worst, used + search.nodes
