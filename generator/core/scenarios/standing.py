"""How one player stands against each other player for a partial assignment of the pending boards: ahead,
equal, behind or still open, and the bounds on how many can end ahead (the nodes of ranges.py's search).

Players who are ahead or behind on points in every completion are counted once; every other player is settled
as soon as the boards assigned so far decide his order against the player, using interval bounds on tie-break
values (space.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Iterable, Sequence

from generator.core.model import Start
from generator.core.scenarios.space import DEPENDENCE, RESULTS, Extreme, Key, Space, compare

DEEP_BOUNDS_FROM = 16    # a free board's bound searches its level players one by one in races this big
PAIR_BOARDS_UP_TO = 3  # shared free boards whose results a pair of open players is tried on
AHEAD, EQUAL, BEHIND, OPEN, OPEN_DE = "ahead", "equal", "behind", "open", "open-de"


class BudgetExceeded(Exception):
    """The search visited more nodes than it may; the range is not known exactly."""


@dataclass(frozen=True)
class Range:
    """Places after the round: best = 1 + players strictly ahead; worst = players ahead or equal, himself too."""

    best: int
    worst: int


@dataclass
class Node:
    ahead: int
    equal: int
    open: list[Start]
    needs_group: bool      # an open player is tied on everything before direct encounter
    forced: int = 0        # open players ahead on points whatever their boards give (the fewest, board by board)
    possible: int = 0      # open players who can still end ahead or equal (the most, board by board)
    alone: bool = False    # its open players have been searched one by one since the points were all known
    # its bounds that take searches of their own are left for when the cheaper ones cut nothing (ranges.py), and
    # the board and result that made it (None: the root)
    deferred: bool = False
    made_by: tuple[int, int] | None = None
    # each free board's part of the bounds: (its open players, deep, fewest ahead, most ahead or equal)
    per_board: dict[int, tuple[tuple[Start, ...], bool, int, int]] | None = None


class Standing:
    """One player against the others, for one partial assignment of the boards (his own among them)."""

    def __init__(self, space: Space, player: Start, states: Sequence[int | None], budget: int,
                 among: Iterable[Start] | None = None) -> None:
        """`among`: the players his place counts (a category's: docs/rules/prizes.md §7); default everyone."""
        self.space, self.player, self.budget, self.nodes = space, player, budget, 0
        self.states = list(states)
        points = space.points(player, self.states)
        assert points is not None, "the player's own board needs a result"
        self.target = points
        ahead, self.tied = 0, []
        for other in space.starts if among is None else among:
            if other == player:
                continue
            known = space.points(other, self.states)
            low, high = (known, known) if known is not None else space.points_range(other)
            if low > points:
                ahead += 1
            elif high >= points:
                self.tied.append(other)
        self.ahead_on_points = ahead
        self.points_with = {(q, r): space.points_if(q, r)
                            for q in self.tied if q in space.board_of for r in RESULTS}
        own = set(space.chain_boards[player])
        self.needs = {q: frozenset(({space.board_of[q]} if q in space.board_of else set())
                                   | set(space.chain_boards[q]) | own) for q in self.tied}
        everything = set(own).union(*self.needs.values()) if self.needs else own
        self.own_boards = tuple(b for b in own if self.states[b] is None)
        self.has_group_code = any(space.per_group)
        self.order = self._board_order(everything)
        self.own_first = self._board_order(everything, own_first=True)
        self.known: dict[tuple[object, ...], tuple[int, bool]] = {}
        self.alone_known: dict[tuple[object, ...], bool] = {}
        self.alone_with: dict[tuple[object, ...], str] = {}
        self.needs_sorted = {q: tuple(sorted(boards)) for q, boards in self.needs.items()}
        self.his_boards = {q: tuple(sorted(({space.board_of[q]} if q in space.board_of else set())
                                           | set(space.chain_boards[q]))) for q in self.tied}
        self.big_race = len(self.tied) >= DEEP_BOUNDS_FROM
        self.chain_sets = {q: frozenset(space.chain_boards[q]) for q in space.starts}
        # the player's own bounds for the states being settled (reset whenever they change)
        self._mine: dict[int, tuple[Key, Key] | None] = {}
        self._my_extremes: tuple[Extreme, Extreme] | None = None
        self.lower = True      # the search under way: the fewest ahead (True) or the most ahead or equal
        self.deciding = False  # ... only whether the cut-off is beaten (one completion that beats it is enough)
        # a player level with him on everything counts as ahead: the best place he holds alone (the prize outlook's)
        self.level_ahead = False
        # dominance between a board's results needs every tie-break to depend on the opponents' scores alone, and
        # never to decrease when one of them scores more (see _dominant)
        self.dominance = not self.has_group_code and all(space.monotone) and all(
            DEPENDENCE[c.base][0] <= 1 for c in space.codes)

    def _board_order(self, boards: set[int], own_first: bool = False) -> list[int]:
        """Boards that decide points first (two contenders on a board before one), then the player's own
        tie-break boards, then by how many contenders' tie-breaks a board enters."""
        space, tied = self.space, set(self.tied)

        def rank(b: int) -> tuple[int, int, int, int]:
            contenders = sum(1 for s in space.boards[b].players() if s in tied)
            own = b in space.chain_boards[self.player]
            influence = sum(1 for q in self.tied if b in self.needs[q])
            return (not own, -contenders, -influence, b) if own_first else (-contenders, not own, -influence, b)
        return sorted((b for b in boards if self.states[b] is None), key=rank)

    # -- settling one contender ------------------------------------------------------------------------------

    def _status(self, other: Start) -> str:
        space, states = self.space, self.states
        points = space.points(other, states)
        if points is None:
            return OPEN
        if points != self.target:
            return AHEAD if points > self.target else BEHIND
        if space.separable:
            return self._status_by_extremes(other)
        for index in range(len(space.codes)):
            if space.per_group[index]:
                return OPEN_DE
            if index not in self._mine:     # the player's own bounds, once per set of states
                self._mine[index] = space.interval(index, self.player, states)
            mine = self._mine[index]
            theirs = space.interval(index, other, states)
            if mine is None or theirs is None:
                return OPEN
            if theirs[0] > mine[1]:
                return AHEAD
            if theirs[1] < mine[0]:
                return BEHIND
            if not theirs[0] == theirs[1] == mine[0] == mine[1]:
                return OPEN
        return EQUAL

    def _status_by_extremes(self, other: Start) -> str:
        """A level player's status by the whole chain (a separable one): ahead in every completion when his
        lowest values are above the player's highest, behind when his highest are below the player's lowest."""
        space, states = self.space, self.states
        my = self._my_extremes
        if my is None:    # the player's own, once per set of states
            my = self._my_extremes = space.bounds(self.player, states)
        low, high = space.bounds(other, states)
        if low.first != my[1].first:      # the first tie-break decides most comparisons
            if low.first > my[1].first:
                return AHEAD
            above = -1
        else:
            above = compare(low, my[1])
            if above > 0:
                return AHEAD
        if high.first != my[0].first:
            return BEHIND if high.first < my[0].first else OPEN
        below = compare(high, my[0])
        if below < 0:
            return BEHIND
        return EQUAL if above == below == 0 else OPEN

    def _settle(self, ahead: int, equal: int, candidates: Sequence[Start], bound: bool = True) -> Node:
        still, group = [], False
        self._mine = {}
        self._my_extremes = None
        for other in candidates:
            status = self._status(other)
            if status == AHEAD:
                ahead += 1
            elif status == EQUAL:
                if self.level_ahead:
                    ahead += 1
                else:
                    equal += 1
            elif status != BEHIND:
                still.append(other)
                group = group or status == OPEN_DE
        node = Node(ahead, equal, still, group)
        if bound:
            self._bound(node)
        return node

    def _bound(self, node: Node, parent: Node | None = None, changed: int | None = None) -> None:
        """Bounds board by board: the players of one free board share its result, and players of different
        boards are different players, so the per-board extremes add up. For each result a player counts as
        surely ahead (surely behind) by points, or by the tie-break bounds with every other free board free.
        A child's board keeps its parent's part where none of its open players depends on the board the child
        assigned (their statuses read only the boards they depend on); a part bounded by the players' own
        searches serves a node whose searches are deferred too."""
        known = parent.per_board if parent is not None else None
        needs = self.needs
        by_board: dict[int, list[Start]] = {}
        possible = 0
        for other in node.open:
            board = self.space.board_of.get(other)
            if board is None or self.states[board] is not None:
                possible += 1
            else:
                by_board.setdefault(board, []).append(other)
        forced = 0
        deep = self.deep_bounds(node)
        parts = node.per_board = {}
        for board, players in by_board.items():
            together = tuple(players)
            kept = known.get(board) if known is not None else None
            if (kept is not None and kept[0] == together and kept[1] >= deep
                    and all(changed not in needs[q] for q in players)):
                parts[board] = kept
                forced += kept[2]
                possible += kept[3]
                continue
            ahead, level = [], []
            for r in RESULTS:
                statuses = [self._status_with(q, board, r) for q in players]
                if deep:
                    statuses = [self._alone_with(q, board, r) if s == OPEN else s for q, s in zip(players, statuses)]
                ahead.append(sum(s == AHEAD for s in statuses))
                level.append(sum(s != BEHIND for s in statuses))
            parts[board] = (together, deep, min(ahead), max(level))
            forced += min(ahead)
            possible += max(level)
        node.forced, node.possible = forced, possible

    def deep_bounds(self, node: Node) -> bool:
        """Whether the node's bounds search its open players of each free board one by one (`_alone_with`)."""
        return self.big_race and not node.alone and not self.has_group_code and not node.deferred

    def _pairs(self, node: Node) -> int:
        """Disjoint pairs of open players (points known, the player's values too) of whom at most one can end as
        the search wants (not ahead, for the fewest; ahead or equal, for the most): each pair then counts one
        more ahead, or one fewer. Their free boards but the shared ones are apart, so with the shared ones
        assigned each reaches his own extremes (space.py) whatever the other does."""
        space, states = self.space, self.states
        if len(node.open) < 2 or not self._mine_fixed():
            return 0
        settled = [q for q in node.open if q not in space.board_of or states[space.board_of[q]] is not None]
        mine = space.extreme(self.player, states, upper=False)
        matched: set[Start] = set()
        pairs = 0
        for i, q in enumerate(settled):
            if q in matched:
                continue
            for r in settled[i + 1:]:
                if r not in matched and self._conflict(q, r, mine):
                    matched.update((q, r))
                    pairs += 1
                    break
        return pairs

    def _conflict(self, q: Start, r: Start, mine: Extreme) -> bool:
        """Whether q and r cannot both end as the search wants, their points and the player's values known."""
        space, states = self.space, self.states
        theirs = self.chain_sets[r]
        shared = [b for b in space.chain_boards[q] if states[b] is None and b in theirs]
        if not shared or len(shared) > PAIR_BOARDS_UP_TO:
            return False
        try:
            for results in product(RESULTS, repeat=len(shared)):
                for b, result in zip(shared, results):
                    states[b] = result
                if not (space.attained(q, states) and space.attained(r, states)):
                    return False
                if self.lower:
                    both = (compare(space.extreme(q, states, upper=False), mine) <= 0
                            and compare(space.extreme(r, states, upper=False), mine) <= 0)
                else:
                    both = (compare(space.extreme(q, states, upper=True), mine) >= 0
                            and compare(space.extreme(r, states, upper=True), mine) >= 0)
                if both:
                    return False
            return True
        finally:
            for b in shared:
                states[b] = None

    def _alone_key(self, other: Start) -> tuple[object, ...]:
        """What a contender's own search depends on: the states of his boards and the player's; once the
        player's are all assigned, his values instead (other states, the same values: the same answer), so the
        answer comes back for every assignment of the player's boards that leaves them as they were (100
        players seed 4, player 88 with a loss, worst place: 38 481 -> 27 747 nodes)."""
        states = self.states
        if all(states[b] is not None for b in self.own_boards):
            return (self._my_values(), tuple(states[b] for b in self.his_boards[other]))
        return tuple(states[b] for b in self.needs_sorted[other])

    def _my_values(self) -> tuple[Key, ...]:
        """The player's tie-break values, his boards being all assigned."""
        return tuple(self.space.value(i, self.player, self.states) for i in range(len(self.space.codes)))

    def apart_verdict(self, other: Start) -> str | None:
        """What his own search would find (`_alone_with`) of a level player whose values and the player's are
        free of each other over the free boards, each reaching its extremes (space.py): no free board enters
        both chains, and few enough enter each to be tried. Then some completion gives his lowest values with
        the player's highest, and another the other way round: he is open unless his lowest are the player's
        highest, which leaves him level or ahead in every completion (ahead, where level counts as ahead).
        None when they are not free of each other."""
        space, states = self.space, self.states
        if not space.separable:
            return None
        theirs = self.chain_sets[other]
        if any(states[b] is None and b in theirs for b in space.chain_boards[self.player]):
            return None
        if not (space.attained(other, states) and space.attained(self.player, states)):
            return None
        if self.lower and self.level_ahead and compare(space.extreme(other, states, upper=False),
                                                         space.extreme(self.player, states, upper=True)) == 0:
            return AHEAD
        return OPEN

    def _mine_fixed(self) -> bool:
        """The player's boards all assigned, with a chain whose extremes are exact (space.py `extremes`)."""
        return self.space.separable and all(self.states[b] is not None for b in self.own_boards)

    def _fewest(self, node: Node, cutoff: int) -> int:
        """The fewest open players of `node` ahead (the search's, ranges.py)."""
        raise NotImplementedError

    def _most(self, node: Node, cutoff: int) -> int:
        """The most open players of `node` ahead or equal (the search's, ranges.py)."""
        raise NotImplementedError

    def _alone_with(self, other: Start, board: int, result: int) -> str:
        """His status were his board to end so, by his own search (his boards and the player's only, the others
        still free): ahead in every completion (for the fewest-ahead search), or behind in every one (for the
        most-ahead-or-equal); else open. Remembered by the states of the boards that search looks at."""
        self.states[board] = result
        apart = self.apart_verdict(other)
        self.states[board] = None
        if apart is not None:
            return apart
        key = (self.lower, other, result, self._alone_key(other))
        found = self.alone_with.get(key)
        if found is None:
            self.states[board] = result
            alone = self._settle(0, 0, [other], bound=False)
            alone.alone = True
            self._bound(alone)
            if not alone.open:
                found = OPEN
            elif self.lower:
                found = AHEAD if self._fewest(alone, 1) >= 1 else OPEN
            else:
                found = BEHIND if self._most(alone, 0) <= 0 else OPEN
            self.states[board] = None
            self.alone_with[key] = found
        return found

    def _status_with(self, other: Start, board: int, result: int) -> str:
        """His status were his (free) board to end so, every other free board still free: on points, or on
        the tie-break bounds when that result leaves him level with the player."""
        points = self.points_with[other, result]
        if points != self.target:
            return AHEAD if points > self.target else BEHIND
        kept, kept_extremes = self._mine, self._my_extremes
        self._mine, self._my_extremes = {}, None
        self.states[board] = result
        try:
            return self._status(other)
        finally:
            self.states[board] = None
            self._mine, self._my_extremes = kept, kept_extremes

    def _next_board(self, node: Node) -> int | None:
        needed = None if node.needs_group else frozenset().union(*(self.needs[q] for q in node.open))
        for b in self.order:
            if self.states[b] is None and (needed is None or b in needed):
                return b
        return None

    def _grouped(self, node: Node) -> Node:
        """Every board assigned: direct encounter over the tied group, exactly as the standings do."""
        tiers = self.space.order([self.player, *node.open], self.states)
        ahead = node.ahead
        for tier in tiers:
            if self.player in tier:
                if self.level_ahead:
                    return Node(ahead + len(tier) - 1, node.equal, [], False)
                return Node(ahead, node.equal + len(tier) - 1, [], False)
            ahead += len(tier)
        raise AssertionError("the player is in his own group")
