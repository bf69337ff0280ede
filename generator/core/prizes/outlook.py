"""Before the last round: what each contender can still win with a win, a draw or a loss (docs/rules/prizes.md §7).

Built on the exact place search of the scenarios (generator/core/scenarios/), run over a list's players: a
player's places in each list he belongs to (the main list, each category), over every combination of the other
results. Three bounds follow from the allocation's rule (each prize to the best-placed player of its list who
holds less, the most valuable first); each is a fact, never an estimate:
- sure: if his worst place in a list is k (players level with him counted ahead), he ends with a prize worth at
  least its k-th prize. (Were he to hold nothing once its first k prizes are handed out, each went to other
  players of the list placed above him: k of them, more than there are.)
- within reach: the completion that gives him place k in a list, with nobody level with him on every tie-break,
  gives him at least its k-th prize.
- at most: he can take the j-th prize of a list only if the players placed above him in it hold prizes of other
  lists instead: his best place is at most j plus those who may. By the points alone, narrowed to those whose
  points leave them a prize of another list; a player's value counts only unless he may share his place with
  players level on every tie-break (whose pooled share may be worth less than any prize).
Where "sure" and "within reach" do not meet and at most three other boards decide, each combination of their
results is tried and the condition said as the scenarios say theirs ("… only if Schröder does not beat
Bondarenko"). Prizes are taken as the tie-breaks decide them; a fund that shares prizes on equal points says so.
A search is started only for what the places already known do not settle: a win puts him at least as well as a
draw in every completion, and a draw as a loss; a combination of the deciding boards' results leaves fewer
completions than none of them assigned.
tests/test_core_prizes_outlook.py checks every bound against the prizes each completion really gives.
"""
from __future__ import annotations

import itertools
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TypeVar

from generator.core.model import Round, Start, Tournament
from generator.core.prizes.awards import Slot
from generator.core.prizes.categories import in_category
from generator.core.prizes.fund import MAIN, PrizeFund, Sharing
from generator.core.prizes.phrases import money, named, phrase
from generator.core.scenarios.analysis import own_results
from generator.core.scenarios.ranges import PlaceSearch
from generator.core.scenarios.space import RESULTS, Space
from generator.core.scenarios.standing import BudgetExceeded
from generator.core.scenarios.statements import Phrase, board_condition, short_names

BUDGET = 4_000              # search nodes for one bound of one list of one player
MAX_DECIDING_BOARDS = 3     # as the scenarios' statements: a condition names at most this many boards
T = TypeVar("T")


@dataclass(frozen=True)
class Prospect:
    """One result of his own game: the bounds on what he wins (prizes of the fund; None: no such bound)."""

    result: str               # win / draw / loss, or the bye or absence he has instead
    state: int | None
    sure: Slot | None         # he is sure of a prize worth at least this one
    reach: Slot | None        # some completion gives him at least this one
    most: Slot | None         # he can win nothing worth more; None: no prize at all
    open: bool = False        # a search ran out of its budget: a bound it would have given is left out
    condition: Phrase | None = None   # when he wins `reach` depends on at most three boards: on which, how
    lines: tuple[Phrase, ...] = ()    # what it means for him, in short phrases


@dataclass(frozen=True)
class Contender:
    start: Start
    name: str
    points_before: Fraction
    prospects: tuple[Prospect, ...]   # one per result of his own game (win, draw, loss), or the one he has

    @property
    def within_reach(self) -> bool:
        """Some result of his own game gives him a prize in some completion (not merely not ruled out)."""
        return any(p.reach is not None or p.sure is not None for p in self.prospects)


@dataclass(frozen=True)
class Outlook:
    round_number: int
    contenders: tuple[Contender, ...]    # who is not ruled out of every prize, by points before the round
    shared: bool                         # the main prizes are shared on equal points: the amounts are by place
    nodes: int                           # search nodes visited, for the benchmark
    complete: bool                       # no search ran out of its budget


class _Place:
    """A player's best place in one list for given states, searched only as far as asked (`within`): a lower
    bound from the points alone first, then the exact place once a search finds it within what was asked; and
    whether every completion puts him at a place or better (`sure_of`), players level with him counted ahead.

    What is known of his place in the same list in related cases is used before any search. `stronger`: with
    a better result of his own game, which puts him at least as well in every completion (he has more points,
    his opponent fewer): his best place there is a bound here, and he is not sure here of a place he is not
    sure of there. `wider`: with fewer boards assigned, a superset of the completions: its best place is a
    bound here too, and he is sure here of a place he is sure of there."""

    def __init__(self, owner: _Outlook, start: Start, states: Sequence[int | None], among: frozenset[Start],
                 alone: bool = False, stronger: _Place | None = None, wider: _Place | None = None) -> None:
        """`alone`: the best place he holds with nobody level with him on everything (who would share it)."""
        self.owner, self.start, self.states, self.among, self.alone = owner, start, list(states), among, alone
        self.stronger, self.wider = stronger, wider
        points = owner.space.points(start, states)
        assert points is not None
        self.points = points
        self.lower = 1 + owner.field(among).above(points, states)     # he is at best this place
        self.exact: int | None = None
        self.unknown = False            # a search ran out of its budget: nothing more is known
        self.sure_from: int | None = None   # the best place he is known to be sure of
        self.unsure_up_to = 0               # the worst place he is known not to be sure of

    def possible(self, place: int) -> bool:
        """Whether the points alone leave him a place this good."""
        return self.exact <= place if self.exact is not None else self.lower <= place

    def least(self) -> int:
        """The best place he may hold, as far as known."""
        if self.exact is not None:
            return self.exact
        return max([self.lower] + [p.least() for p in (self.stronger, self.wider) if p is not None])

    def within(self, place: int) -> bool:
        """Whether some completion gives him `place` or better (True too when the search ran out of budget); the
        place itself once found."""
        if self.exact is not None:
            return self.exact <= place
        if self.least() > place:
            return False
        if self.unknown:
            return True
        found = self._searched(lambda search: search.best(within=place))
        if found is None:
            return True
        if found <= place:
            self.exact = found
            return True
        self.lower = place + 1
        return False

    def reaches(self, place: int) -> bool:
        """Whether some completion gives him `place` or better (True too when the search ran out of budget),
        searched only until one does."""
        if self.exact is not None or self.least() > place or self.unknown:
            return self.within(place)
        found = self._searched(lambda search: search.can_reach(place))
        if found is False:
            self.lower = place + 1
        return found is not False

    def sure_of(self, rank: int) -> bool:
        """Whether every completion puts him at `rank` or better (False too when the search ran out of budget)."""
        if self._known_sure(rank):
            return True
        if self._known_unsure(rank):
            return False
        sure = self._sure_by_points(rank)
        if sure is None:
            sure = self._searched(lambda search: search.sure_of(rank))
            if sure is None:
                return False
        if sure:
            self.sure_from = rank if self.sure_from is None else min(self.sure_from, rank)
        else:
            self.unsure_up_to = max(self.unsure_up_to, rank)
        return sure

    def _known_sure(self, rank: int) -> bool:
        return (self.sure_from is not None and rank >= self.sure_from) or (
            self.wider is not None and self.wider._known_sure(rank))

    def _known_unsure(self, rank: int) -> bool:
        """Known not to be sure of `rank`: or of a place better than his best."""
        return rank <= self.unsure_up_to or rank < self.least() or (
            self.stronger is not None and self.stronger._known_unsure(rank))

    def _sure_by_points(self, rank: int) -> bool | None:
        """Sure of `rank` or not by the points alone, when they settle it."""
        field = self.owner.field(self.among)
        if field.above(self.points, self.states) >= rank:
            return False
        if field.reaching(self.points, self.states) - (self.start in self.among) < rank:
            return True
        return None

    def _searched(self, question: Callable[[PlaceSearch], T]) -> T | None:
        """The answer of a search for his place; None when it ran out of its budget."""
        search = PlaceSearch(self.owner.space, self.start, self.states, self.owner.budget, among=self.among)
        search.level_ahead = self.alone
        try:
            return question(search)
        except BudgetExceeded:
            self.unknown = True
            return None
        finally:
            self.owner.count(search)


@dataclass
class _Places:
    """His best place in one list among those who surely may take its prizes (the bound "at most"), and the best he
    holds alone among those who may at all (the witness of "within reach")."""

    surely: _Place
    maybe: _Place

    @property
    def unknown(self) -> bool:
        return self.surely.unknown or self.maybe.unknown


class _Field:
    """Some players' points after the round, counted for given states: their lowest and highest with every
    board free, in order, and the players of the assigned boards counted again by what they have."""

    def __init__(self, space: Space, players: frozenset[Start]) -> None:
        self.space, self.players = space, players
        self.lows = sorted(space.points_range(q)[0] for q in players)
        self.highs = sorted(space.points_range(q)[1] for q in players)

    def above(self, points: int, states: Sequence[int | None]) -> int:
        """How many of them end with more than `points` in every completion."""
        count = len(self.lows) - bisect_right(self.lows, points)
        for q, known in self._assigned(states):
            count += (known > points) - (self.space.points_range(q)[0] > points)
        return count

    def reaching(self, points: int, states: Sequence[int | None]) -> int:
        """How many of them may end with `points` or more."""
        count = len(self.highs) - bisect_left(self.highs, points)
        for q, known in self._assigned(states):
            count += (known >= points) - (self.space.points_range(q)[1] >= points)
        return count

    def _assigned(self, states: Sequence[int | None]) -> list[tuple[Start, int]]:
        """Its players whose boards have a state, with their points."""
        space = self.space
        return [(q, space.points_if(q, state)) for board, state in enumerate(states) if state is not None
                for q in space.boards[board].players() if q in self.players]


def outlook(tournament: Tournament, paired: Round, *, budget: int = BUDGET) -> Outlook | None:
    """What each player can still win before the last round (`paired`, its results pending); None unless the
    tournament has prizes and `paired` is its last round."""
    fund = tournament.prize_fund
    if fund is None or not fund.has_prizes or not paired.games or paired.number != tournament.planned_rounds:
        return None
    return _Outlook(tournament, paired, fund, budget).run()


Found = dict[Start, list[tuple[str, "int | None", dict[str, _Places]]]]


class _Outlook:
    def __init__(self, tournament: Tournament, paired: Round, fund: PrizeFund, budget: int) -> None:
        self.t, self.fund, self.budget = tournament, fund, budget
        self.space = Space(tournament, paired)
        self.nodes = 0
        self.complete = True
        self.names = short_names({p.start: p.name for p in tournament.players})
        lists = [MAIN, *(c.name for c in fund.categories)]
        self.slots = {name: sorted((Slot(name, i, p) for i, p in enumerate(fund.prizes_of(name), start=1)),
                                   key=lambda s: (-s.prize.worth, s.place)) for name in lists}
        self.lists = [name for name in lists if self.slots[name]]
        self.rank = {(s.category, s.place): self.slots[s.category].index(s) + 1 for name in self.lists
                     for s in self.slots[name]}
        self.players = {name: self._players(name) for name in self.lists}
        # who may help a player to a prize of each list: its players who may take a prize of another list
        self.helpers: dict[str, frozenset[Start]] = {name: self.players[name][1] if fund.one_per_player
                                                     else frozenset() for name in self.lists}
        # for each prize, how many players may hold a prize of another list worth as much (the money of a list
        # holds at most money // worth such shares, its objects count one each)
        self._cover: dict[tuple[str, tuple[int | None, ...]], dict[int, int]] = {}
        self._level_highest: dict[tuple[str, tuple[int | None, ...]], list[int]] = {}
        self._fields: dict[frozenset[Start], _Field] = {}
        self.held = {key: sum(self._holders(name, self.slots[key[0]][rank - 1].prize.worth) for name in self.lists
                              if name != key[0]) if fund.one_per_player else 0 for key, rank in self.rank.items()}

    def _holders(self, name: str, worth: int) -> int:
        prizes = self.fund.prizes_of(name)
        objects = sum(1 for p in prizes if not p.money and p.worth >= worth)
        money = sum(p.cents or 0 for p in prizes)
        return objects + (money // worth if worth > 0 else len(self.t.players))

    def _players(self, name: str) -> tuple[frozenset[Start], frozenset[Start]]:
        """A list's players as far as they may take its prizes: (those who surely may, those who may at all)."""
        fund, space = self.fund, self.space
        category = None if name == MAIN else fund.category(name)
        lowest = max((m for m in (fund.min_points, category.min_points if category else None) if m is not None),
                     default=None)
        surely, maybe = set(), set()
        for player in self.t.players:
            if category is not None and not in_category(player, category, fund.age_year):
                continue
            if not fund.withdrawn_eligible and player.start in self.t.withdrawals:
                continue
            low, high = (space.frac(x) for x in space.points_range(player.start))
            if lowest is None or high >= lowest:
                maybe.add(player.start)
            if lowest is None or low >= lowest:
                surely.add(player.start)
        return frozenset(surely), frozenset(maybe)

    def run(self) -> Outlook:
        found: Found = {start: self._results(start) for start in self.space.starts}
        self._settle(found)
        contenders = []
        for start, results in found.items():
            prospects = [self._prospect(start, result, state, places) for result, state, places in results]
            if any(p.most is not None for p in prospects):
                lists = {name for _, _, places in results for name in places}
                contenders.append(Contender(start, self.t.player(start).name,
                                            self.space.frac(self.space.before[start]),
                                            tuple(self._said(start, p, lists, places)
                                                  for p, (_, _, places) in zip(prospects, results))))
        contenders.sort(key=lambda c: (-c.points_before, c.start))
        return Outlook(self.space.round_number, tuple(contenders), self.fund.sharing is not Sharing.TIEBREAK,
                       self.nodes, self.complete)

    def _results(self, start: Start) -> list[tuple[str, int | None, dict[str, _Places]]]:
        """His places for each result of his own game (win, draw, loss), each linked to those of the better one."""
        out: list[tuple[str, int | None, dict[str, _Places]]] = []
        for result, state in sorted(own_results(self.space, start), key=_in_order):
            states = self._states(start, state)
            stronger = out[-1][2] if out and self._worse(start, out[-1][1], state) else None
            out.append((result, state, self._places(start, states, stronger=stronger)))
        return out

    def _worse(self, start: Start, better: int | None, state: int | None) -> bool:
        """Whether the board state `state` leaves him with fewer points than `better` and his opponent with no
        fewer: then each player ahead of him with `better` is ahead of him with `state` too."""
        space = self.space
        if better is None or state is None:
            return False
        opponent = next(q for q in space.boards[space.board_of[start]].players() if q != start)
        return (space.points_if(start, state) < space.points_if(start, better)
                and space.points_if(opponent, state) >= space.points_if(opponent, better))

    def _states(self, start: Start, state: int | None) -> list[int | None]:
        states: list[int | None] = [None] * len(self.space.boards)
        if state is not None:
            states[self.space.board_of[start]] = state
        return states

    # -- the bounds ---------------------------------------------------------------------------------------

    def _places(self, start: Start, states: Sequence[int | None], *, stronger: dict[str, _Places] | None = None,
                wider: dict[str, _Places] | None = None) -> dict[str, _Places]:
        """His places in each list he may take prizes of with these states (searched when asked); `stronger`
        and `wider`, his places with a better result of his own game and with fewer boards assigned (`_Place`)."""
        points = self.space.points(start, states)
        assert points is not None
        out = {}
        for name in self.lists:
            surely, maybe = self.players[name]
            if start not in surely and not (start in maybe and self._meets_minimum(name, points)):
                continue
            out[name] = _Places(_Place(self, start, states, surely), _Place(
                self, start, states, maybe, alone=True,
                stronger=stronger[name].maybe if stronger and name in stronger else None,
                wider=wider[name].maybe if wider and name in wider else None))
        return out

    def _settle(self, found: Found) -> None:
        """Who may help a player to a prize of a list (`helpers`): its players who may take a prize of another
        list. Everyone at first; then, while it changes, those whose points leave them a prize of another list
        possible. Each round keeps every player who truly can, so the last one does too."""
        if not self.fund.one_per_player:
            return
        while True:
            can = {(start, name) for start, results in found.items() for _, _, places in results
                   for name, place in places.items()
                   if any(self._possible(start, slot, place.surely) for slot in self.slots[name])}
            fresh = {name: frozenset(q for q in self.players[name][1]
                                     if any((q, other) in can for other in self.lists if other != name))
                     for name in self.lists}
            if fresh == self.helpers:
                return
            self.helpers = fresh
            self._level_highest.clear()

    def _possible(self, start: Start, slot: Slot, place: _Place) -> bool:
        """Whether the points leave him the place in the list he must be able to reach for `slot`: its rank by
        value, plus the players of the list placed above him who hold prizes of other lists instead (`helpers`).
        A player holds a prize of another list only if it is worth more than what this list gives him: as much as
        the prize itself, unless he shares his place with players level on every tie-break (then his share may
        be worth less), which needs a player level with him on points. So: those who may hold a prize worth as
        much (at most `held`), and those not behind him on points who may be level on points with another player
        of it; counted only when the bounds without them do not settle it."""
        name, key = slot.category, (slot.category, slot.place)
        helping = len(self.helpers[name] - {start})
        if place.possible(self.rank[key] + min(helping, self.held[key])):
            return True
        if not place.possible(self.rank[key] + helping):
            return False
        level = self._level(start, name, place.states)
        return place.possible(self.rank[key] + min(helping, self.held[key] + level))

    def _level(self, start: Start, name: str, states: Sequence[int | None]) -> int:
        """The list's `helpers` not behind him on points who may end level on points with another of its players."""
        key = (name, tuple(states))
        highest = self._level_highest.get(key)
        if highest is None:   # the highest points of those who may be level, in order, for these states
            highest = self._level_highest[key] = sorted(self.points_range(q, states)[1] for q in self.helpers[name]
                                                        if self._may_be_level(q, name, states))
        counted = start in self.helpers[name] and self._may_be_level(start, name, states)
        return len(highest) - bisect_left(highest, self.points_range(start, states)[0]) - counted

    def _may_be_level(self, start: Start, name: str, states: Sequence[int | None]) -> bool:
        """Whether another player of the list may end on his points."""
        key = (name, tuple(states))
        cover = self._cover.get(key)
        if cover is None:     # how many of the list's players may end on each score, for these states
            cover = self._cover[key] = {}
            for other in self.players[name][1]:
                low, high = self.points_range(other, states)
                for units in range(low, high + 1):
                    cover[units] = cover.get(units, 0) + 1
        low, high = self.points_range(start, states)
        mine = 1 if start in self.players[name][1] else 0
        return any(cover.get(units, 0) > mine for units in range(low, high + 1))

    def points_range(self, start: Start, states: Sequence[int | None]) -> tuple[int, int]:
        known = self.space.points(start, states)
        return (known, known) if known is not None else self.space.points_range(start)

    def field(self, players: frozenset[Start]) -> _Field:
        found = self._fields.get(players)
        if found is None:
            found = self._fields[players] = _Field(self.space, players)
        return found

    def _prospect(self, start: Start, result: str, state: int | None, places: dict[str, _Places]) -> Prospect:
        """The bounds: within reach and sure by the searched places in each list; at most, the highest prize the
        points leave him (searching the places for it too would cost more than it says)."""
        sure = reach = None
        for name, found in places.items():
            slots = self.slots[name]
            if found.maybe.within(len(slots)) and found.maybe.exact is not None:
                reach = _higher(reach, slots[found.maybe.exact - 1])
                sure = _higher(sure, self._sure(found.maybe, slots))
        most = _higher(self._most_by_points(start, places), reach)
        return Prospect(result, state, sure, reach, most, any(f.unknown for f in places.values()))

    def _most_by_points(self, start: Start, places: dict[str, _Places]) -> Slot | None:
        """The most valuable prize whose place (`_possible`) the points leave him in some list."""
        slots = sorted((s for name in places for s in self.slots[name]), key=lambda s: -s.prize.worth)
        return next((s for s in slots if self._possible(start, s, places[s.category].surely)), None)

    def _meets_minimum(self, name: str, points: int) -> bool:
        category = None if name == MAIN else self.fund.category(name)
        lowest = [m for m in (self.fund.min_points, category.min_points if category else None) if m is not None]
        return all(self.space.frac(points) >= m for m in lowest)

    def _sure(self, place: _Place, slots: Sequence[Slot]) -> Slot | None:
        """The list's prize of the best place he is sure of (from his best place on), if any within its prizes."""
        low, high = place.least(), len(slots)
        if not place.sure_of(high):
            return None
        while low < high:
            middle = (low + high) // 2
            if place.sure_of(middle):
                high = middle
            else:
                low = middle + 1
        return slots[high - 1]

    def count(self, search: PlaceSearch) -> None:
        self.nodes += search.nodes
        if search.nodes > search.budget:
            self.complete = False

    # -- the condition on the other boards ----------------------------------------------------------------

    def _said(self, start: Start, prospect: Prospect, lists: set[str], places: dict[str, _Places]) -> Prospect:
        """The prospect with its condition (when at most three boards decide whether he wins `reach`) and its
        short phrases; `lists`, those he may take prizes of; `places`, his places for this result."""
        target = prospect.reach
        if target is not None and (prospect.sure is None or prospect.sure.prize.worth < target.prize.worth):
            prospect = replace(prospect, condition=self._condition(start, prospect, target, places))
        return replace(prospect, lines=self._lines(prospect, lists))

    def _condition(self, start: Start, prospect: Prospect, target: Slot, places: dict[str, _Places]) -> Phrase | None:
        """On which boards, and how, his winning `target` turns: each combination of their results makes him
        sure of it, sure not to win it, or leaves it open; the condition holds where he may and not where he
        cannot ("only if"), or where he is sure and nowhere else ("if")."""
        space = self.space
        states = self._states(start, prospect.state)
        rivals = PlaceSearch(space, start, states, 1, among=self.players[target.category][1]).tied
        boards = sorted({space.board_of[q] for q in rivals if q in space.board_of} - {
            b for b, s in enumerate(states) if s is not None})
        if not boards or len(boards) > MAX_DECIDING_BOARDS:
            return None
        verdicts: dict[tuple[int, ...], str] = {}
        for cell in itertools.product(RESULTS, repeat=len(boards)):
            trial = list(states)
            for b, s in zip(boards, cell):
                trial[b] = s
            verdict = self._verdict(start, self._places(start, trial, wider=places), target.prize.worth)
            if verdict is None:
                return None
            verdicts[cell] = verdict
        yes = {c for c, v in verdicts.items() if v == "yes"}
        no = {c for c, v in verdicts.items() if v == "no"}
        if no:
            listing = board_condition(space, boards, set(verdicts) - no, no, start, rivals, self.names)
            return phrase("outlook.only_if", condition=listing) if listing is not None else None
        if yes:
            listing = board_condition(space, boards, yes, set(verdicts) - yes, start, rivals, self.names)
            return phrase("outlook.if", condition=listing) if listing is not None else None
        return None

    def _verdict(self, start: Start, places: dict[str, _Places], worth: int) -> str | None:
        """Whether his places make him sure of a prize worth `worth` or more ("yes"), sure to win none ("no"), or
        neither ("open"); None when a search that would settle it ran out of its budget. In each list only its
        prizes worth as much count, and he can be sure of one only where he can reach one."""
        enough = {name: sum(1 for s in self.slots[name] if s.prize.worth >= worth) for name in places}
        reaching = [(found.maybe, enough[name]) for name, found in places.items()
                    if enough[name] and found.maybe.reaches(enough[name])]
        if any(place.sure_of(rank) for place, rank in reaching):
            return "yes"
        if any(found.unknown for found in places.values()):
            return None
        most = self._most_by_points(start, places)
        return "open" if reaching or (most is not None and most.prize.worth >= worth) else "no"

    # -- in words -----------------------------------------------------------------------------------------

    def _prize(self, slot: Slot, most: Slot | None, lists: set[str]) -> Phrase:
        """The prize by name when no other of its value is in his lists and none worth more is possible, else by
        its value ("a prize of at least 40 €")."""
        same = [s for name in lists for s in self.slots[name] if s.prize.worth == slot.prize.worth]
        if most is not None and most.prize.worth == slot.prize.worth and len(same) == 1:
            return named(slot, self.fund)
        return phrase("at_least", value=money(slot.prize.worth, self.fund.currency))

    def _lines(self, prospect: Prospect, lists: set[str]) -> tuple[Phrase, ...]:
        sure, reach, most = prospect.sure, prospect.reach, prospect.most
        if most is None:
            return (phrase("outlook.none"),)
        out = []
        if sure is not None:
            out.append(phrase("outlook.sure", prize=self._prize(sure, most, lists)))
        if reach is not None and (sure is None or reach.prize.worth > sure.prize.worth):
            prize = self._prize(reach, most, lists)
            when = prospect.condition
            out.append(Phrase(when.key, (("prize", prize), *when.params)) if when is not None else
                       phrase("outlook.can", prize=prize))
        if reach is None and sure is None:
            out.append(phrase("outlook.open", prize=named(most, self.fund)))
        if prospect.open:
            out.append(phrase("outlook.budget"))
        return tuple(out)


def _in_order(result: tuple[str, int | None]) -> int:
    """Win, draw, loss, whichever colour he has."""
    return ("win", "draw", "loss").index(result[0]) if result[0] in ("win", "draw", "loss") else 0


def _higher(a: Slot | None, b: Slot | None) -> Slot | None:
    if a is None:
        return b
    if b is None:
        return a
    return b if b.prize.worth > a.prize.worth else a
