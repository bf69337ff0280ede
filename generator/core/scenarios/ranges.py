"""The exact best and worst place of one player over every completion of the other pending boards.

Branch and bound over the boards that can matter (docs/architecture.md, "Scenarios"): players who are ahead or
behind on points in every completion are counted once; every other player is settled as soon as the boards
assigned so far decide his order against the player, using interval bounds on tie-break values (space.py);
a branch is cut when even its best case cannot beat the best found, and boards that no unsettled player
depends on are never branched on.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from itertools import product
from typing import Callable, Iterable, Iterator, Sequence

from generator.core.model import Start
from generator.core.scenarios.space import BLACK_WINS, DEPENDENCE, RESULTS, WHITE_WINS, Extreme, Key, Space, compare

OWN_BOARDS_FIRST_FROM = 12   # in big races the worst-place search branches on the player's own tie-break boards
                             # first, so that the race falls apart into independent parts sooner
ALONE_FIRST_FROM = 12   # contenders searched alone first only in big races: in small ones it costs more than it saves
DEEP_BOUNDS_FROM = 16    # a free board's bound searches its level players one by one in races this big
ALONE_AGAIN_FROM = 3    # ... and again once the boards that decide the points are all assigned, if this many are open
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
class _Node:
    ahead: int
    equal: int
    open: list[Start]
    needs_group: bool      # an open player is tied on everything before direct encounter
    forced: int = 0        # open players ahead on points whatever their boards give (the fewest, board by board)
    possible: int = 0      # open players who can still end ahead or equal (the most, board by board)
    alone: bool = False    # its open players have been searched one by one since the points were all known
    # each free board's part of the bounds: (its open players, deep, fewest ahead, most ahead or equal)
    per_board: dict[int, tuple[tuple[Start, ...], bool, int, int]] | None = None


class PlaceSearch:
    """Both ends of one player's range, for one partial assignment of the boards (his own among them)."""

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

    def _settle(self, ahead: int, equal: int, candidates: Sequence[Start], bound: bool = True) -> _Node:
        still, group = [], False
        self._mine = {}
        self._my_extremes = None
        for other in candidates:
            status = self._status(other)
            if status == AHEAD:
                ahead += 1
            elif status == EQUAL:
                equal += 1
            elif status != BEHIND:
                still.append(other)
                group = group or status == OPEN_DE
        node = _Node(ahead, equal, still, group)
        if bound:
            self._bound(node)
        return node

    def _bound(self, node: _Node, parent: _Node | None = None, changed: int | None = None) -> None:
        """Bounds board by board: the players of one free board share its result, and players of different
        boards are different players, so the per-board extremes add up. For each result a player counts as
        surely ahead (surely behind) by points, or by the tie-break bounds with every other free board free.
        A child's board keeps its parent's part where none of its open players depends on the board the child
        assigned (their statuses read only the boards they depend on)."""
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
        deep = self.big_race and not node.alone and not self.has_group_code
        parts = node.per_board = {}
        for board, players in by_board.items():
            together = tuple(players)
            kept = known.get(board) if known is not None else None
            if (kept is not None and kept[0] == together and kept[1] == deep
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

    def _pairs(self, node: _Node) -> int:
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

    def _alone_with(self, other: Start, board: int, result: int) -> str:
        """His status were his board to end so, by his own search (his boards and the player's only, the others
        still free): ahead in every completion (for the fewest-ahead search), or behind in every one (for the
        most-ahead-or-equal); else open. Remembered by the states of the boards that search looks at."""
        if self._mine_fixed():
            self.states[board] = result
            exact = self.space.attained(other, self.states)
            self.states[board] = None
            if exact:       # his own search would only find what his extremes say: open
                return OPEN
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

    def _next_board(self, node: _Node) -> int | None:
        needed = None if node.needs_group else frozenset().union(*(self.needs[q] for q in node.open))
        for b in self.order:
            if self.states[b] is None and (needed is None or b in needed):
                return b
        return None

    def _grouped(self, node: _Node) -> _Node:
        """Every board assigned: direct encounter over the tied group, exactly as the standings do."""
        tiers = self.space.order([self.player, *node.open], self.states)
        ahead = node.ahead
        for tier in tiers:
            if self.player in tier:
                return _Node(ahead, node.equal + len(tier) - 1, [], False)
            ahead += len(tier)
        raise AssertionError("the player is in his own group")

    # -- the two searches ----------------------------------------------------------------------------------------

    def best(self, within: int | None = None) -> int:
        """1 + the fewest players strictly ahead. With `within`, a place beyond it is only proved to be beyond
        (the number returned is then some place > within, not necessarily the best)."""
        cutoff = len(self.space.starts) if within is None else within
        self.lower = True
        with self._restoring():
            return 1 + self._fewest(self._pruned_root(lower=True), cutoff)

    def worst(self) -> int:
        """The most players ahead or equal, himself included."""
        self.lower = False
        with self._restoring():
            root = self._pruned_root(lower=False)
            if len(root.open) < OWN_BOARDS_FIRST_FROM:
                return 1 + self._most(root, -1)
            self.order, kept = self.own_first, self.order
            try:
                return 1 + self._most(root, -1)
            finally:
                self.order = kept

    @contextmanager
    def _restoring(self) -> Iterator[None]:
        """The search's own board assignments undone however it ends: a search stopped by the budget leaves
        boards assigned deep in its branch, and the next search of the same player must not start from them."""
        kept = list(self.states)
        try:
            yield
        finally:
            self.states[:] = kept

    def _pruned_root(self, *, lower: bool) -> _Node:
        """The root, with each contender first searched on his own: one who is ahead in every completion is
        counted ahead for the fewest-ahead search, one who can never be ahead or equal is dropped from the
        most-ahead-or-equal search. Each such search looks at his own boards and the player's only."""
        root = self._settle(self.ahead_on_points, 0, self.tied)
        if self.has_group_code or len(root.open) < ALONE_FIRST_FROM:
            return root
        return self._each_alone(root, lower)

    def _each_alone(self, node: _Node, lower: bool) -> _Node:
        """The node with each open player searched on his own first (his boards and the player's only): the sum
        of each one's fewest ahead is at most the fewest of them all, so one who is ahead in every completion is
        counted ahead, and one who can never be ahead or equal is dropped from the most-ahead-or-equal search."""
        kept, ahead = [], node.ahead
        fixed = self._mine_fixed()
        for q in node.open:
            if fixed and self._points_known_of(q) and self.space.attained(q, self.states):
                kept.append(q)      # open by his extremes, which some completions reach: his search says so too
                continue
            key = (lower, q, self._alone_key(q))
            verdict = self.alone_known.get(key)
            if verdict is None:
                alone = _Node(0, 0, [q], False, alone=True)
                self._bound(alone)
                verdict = self.alone_known[key] = (self._fewest(alone, 1) >= 1 if lower
                                                   else self._most(alone, 0) <= 0)
            if lower and verdict:
                ahead += 1
            elif not (not lower and verdict):
                kept.append(q)
        pruned = _Node(ahead, node.equal, kept, node.needs_group, alone=self._points_known(node))
        self._bound(pruned, node)
        return pruned

    def _alone_again(self, node: _Node) -> bool:
        """Whether to search the open players one by one again here: once the boards that decide their points
        are all assigned, the race is about tie-breaks alone, where one player's bounds are far weaker than his
        own search (100 players, seed 1, player 44 with a loss: 67 478 nodes for the best place, 12 159 so).
        Never with direct encounter, which couples the tied group."""
        return (not node.alone and not self.has_group_code and len(node.open) >= ALONE_AGAIN_FROM
                and self._points_known(node))

    def _settled_alone(self, node: _Node) -> bool:
        """One open player, his points and the player's values known, and his extremes attained (space.py): he
        is open because his lowest values are not above the player's and his highest not below, and both are
        reached by some completion, so he can be kept from being ahead, and he can be ahead or equal."""
        if len(node.open) != 1 or not self._mine_fixed() or not self._points_known(node):
            return False
        return self.space.attained(node.open[0], self.states)

    def _points_known(self, node: _Node) -> bool:
        return all(self._points_known_of(q) for q in node.open)

    def _points_known_of(self, q: Start) -> bool:
        board = self.space.board_of.get(q)
        return board is None or self.states[board] is not None

    def _mine_fixed(self) -> bool:
        """The player's boards all assigned, with a chain whose extremes are exact (space.py `extremes`)."""
        return self.space.separable and all(self.states[b] is not None for b in self.own_boards)

    def can_reach(self, place: int) -> bool:
        """Some completion puts him at `place` or better."""
        return self.best(within=place) <= place

    def sure_of(self, place: int) -> bool:
        """Every completion puts him at `place` or better (only searched as far as that needs)."""
        self.lower = False
        with self._restoring():
            return self._most(self._pruned_root(lower=False), place - 1) <= place - 1

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise BudgetExceeded()

    def _dominant(self, node: _Node, board: int, lower: bool) -> tuple[int, ...]:
        """The results of a free board worth searching. A board whose players are neither the player nor open
        contenders changes only their two scores, so it reaches the open tie-breaks only through the players
        who met them: were White to score more, everyone who met White gains and everyone who met Black loses
        (every value is monotone in the opponents' scores). When that move helps one side only — the player's
        values up and no open contender's, no open contender's down and not his (for the fewest ahead), or the
        other way round (for the most ahead or equal) — each step of it (Black wins → draw → White wins) keeps
        a lexicographic order that suits the search, so the extreme result alone is searched."""
        if not self.dominance:
            return RESULTS
        white, black = self.space.boards[board].players()
        if white in node.open or black in node.open:
            return RESULTS
        opponents = self.space.opponents
        theirs = set().union(*(opponents[q] for q in node.open))
        mine = opponents[self.player]
        helps, hurts = (mine, theirs) if lower else (theirs, mine)

        def suits(up: Start, down: Start) -> bool:   # `up` scoring more and `down` less never hurts the search
            return up not in hurts and down not in helps
        if suits(white, black):
            return (WHITE_WINS,)
        if suits(black, white):
            return (BLACK_WINS,)
        return RESULTS

    def _children(self, node: _Node, board: int, results: Sequence[int] = RESULTS) -> list[tuple[int, _Node]]:
        """The node's three children for one board; only the open players who depend on the board are settled
        again (the status of any other depends on assigned boards alone, so it cannot change)."""
        touched = [q for q in node.open if board in self.needs[q]]
        if node.needs_group or len(touched) == len(node.open):
            untouched: list[Start] = []
        else:
            untouched = [q for q in node.open if board not in self.needs[q]]
            touched_set = set(touched)
        out = []
        for result in results:
            self.states[board] = result
            child = self._settle(node.ahead, node.equal, touched if untouched else node.open, bound=False)
            if untouched:
                child.open = [q for q in node.open if q not in touched_set or q in child.open]
                child.needs_group = child.needs_group or node.needs_group
            child.alone = node.alone
            self._keep_alone_verdicts(child, board, result)
            self._bound(child, node, board)
            out.append((result, child))
        self.states[board] = None
        return out

    def _keep_alone_verdicts(self, child: _Node, board: int, result: int) -> None:
        """The players of the board just assigned keep what their own searches said of that result in the
        parent's bound (6): one ahead in every completion stays counted ahead, one never ahead or equal is
        dropped. Their statuses alone, from the intervals or extremes, would forget it, and the child's bound
        would fall below its parent's (100 players seed 16, player 25 with a loss: 84 764 nodes for the best
        place, 12 440 so)."""
        if not (self.big_race and not child.alone and not self.has_group_code):
            return
        players = self.space.boards[board].players()
        mine = [q for q in child.open if q in players]
        if not mine:
            return
        self.states[board] = None
        try:
            verdicts = {q: self._alone_with(q, board, result) for q in mine}
        finally:
            self.states[board] = result
        for q, verdict in verdicts.items():
            if verdict == (AHEAD if self.lower else BEHIND):
                child.open.remove(q)
                child.ahead += verdict == AHEAD

    def _fewest(self, node: _Node, cutoff: int) -> int:
        """The fewest players ahead below this node, or some number ≥ cutoff when that many cannot be beaten."""
        self._tick()
        floor = node.ahead + node.forced
        if floor >= cutoff or not node.open or self._settled_alone(node):
            return floor
        if self._alone_again(node):
            node = self._each_alone(node, lower=True)
            floor = node.ahead + node.forced
            if floor >= cutoff or not node.open:
                return floor
        pairs = self._pairs(node)
        if pairs:
            node.forced += pairs
            floor += pairs
            if floor >= cutoff:
                return floor
        parts = self._components(node)
        if parts is not None:
            return self._sum_of_parts(node, parts, cutoff, self._fewest, lambda n: n.forced, lower=True)
        board = self._next_board(node)
        if board is None:
            return self._fewest(self._grouped(node), cutoff)
        best = cutoff
        children = self._children(node, board, self._dominant(node, board, lower=True))
        for result, child in sorted(children, key=lambda c: (c[1].ahead + c[1].forced,
                                                                                  len(c[1].open))):
            if child.ahead + child.forced >= best:
                break       # and so are the children after it: none can beat the best found
            self.states[board] = result
            best = min(best, self._fewest(child, best))
            self.states[board] = None
            if best <= floor:
                break
        return best

    def _most(self, node: _Node, cutoff: int) -> int:
        """The most players ahead or equal below this node, or some number ≤ cutoff when it cannot be beaten."""
        self._tick()
        top = node.ahead + node.equal + node.possible
        if top <= cutoff or not node.open or self._settled_alone(node):
            return top
        if self._alone_again(node):
            node = self._each_alone(node, lower=False)
            top = node.ahead + node.equal + node.possible
            if top <= cutoff or not node.open:
                return top
        pairs = self._pairs(node)
        if pairs:
            node.possible -= pairs
            top -= pairs
            if top <= cutoff:
                return top
        parts = self._components(node)
        if parts is not None:
            return self._sum_of_parts(node, parts, cutoff, self._most, lambda n: n.possible, lower=False)
        board = self._next_board(node)
        if board is None:
            return self._most(self._grouped(node), cutoff)
        best = cutoff
        for result, child in sorted(
                self._children(node, board, self._dominant(node, board, lower=False)),
                key=lambda c: (-(c[1].ahead + c[1].equal + c[1].possible), -(c[1].ahead + c[1].equal))):
            if child.ahead + child.equal + child.possible <= best:
                break
            self.states[board] = result
            best = max(best, self._most(child, best))
            self.states[board] = None
            if best >= top:
                break
        return best

    # -- independent parts -------------------------------------------------------------------------------------

    def _components(self, node: _Node) -> list[list[Start]] | None:
        """Once the player's own tie-breaks are fixed (and no direct encounter couples a tied group), the open
        players fall apart into groups that share no free board; each group is then solved on its own."""
        if self.has_group_code or len(node.open) < 2:
            return None
        if any(self.states[b] is None for b in self.own_boards):
            return None
        states = self.states
        parts: list[tuple[set[int], list[int]]] = []     # free boards, and the positions in node.open of its players
        for i, q in enumerate(node.open):
            boards = {b for b in self.needs_sorted[q] if states[b] is None}
            members, apart = [i], []
            for part in parts:
                if boards.isdisjoint(part[0]):
                    apart.append(part)
                else:
                    boards |= part[0]
                    members += part[1]
            parts = apart + [(boards, members)]
        if len(parts) < 2:
            return None
        return [[node.open[i] for i in sorted(members)] for _, members in sorted(parts, key=lambda p: min(p[1]))]

    def _sum_of_parts(self, node: _Node, parts: list[list[Start]], cutoff: int,
                      solve: Callable[[_Node, int], int], bound: Callable[[_Node], int], *, lower: bool) -> int:
        """node's settled players plus each part's own optimum (the parts share no free board)."""
        subs = []
        for part in parts:
            sub = _Node(0, 0, part, False)
            self._bound(sub)
            subs.append(sub)
        total = node.ahead + node.equal * (not lower)
        rest = sum(bound(s) for s in subs)
        for sub in subs:
            rest -= bound(sub)
            total += self._part(sub, cutoff - total - rest, solve, lower)
            if (total + rest >= cutoff) if lower else (total + rest <= cutoff):
                return total + rest
        return total

    def _part(self, sub: _Node, cutoff: int, solve: Callable[[_Node, int], int], lower: bool) -> int:
        """One part's optimum, remembered by the states of every board its players depend on: the same part
        comes back each time the search changes a board it does not depend on. A result that only proved the
        cut-off is kept as the bound it is."""
        boards = sorted({b for q in sub.open for b in self.his_boards[q]})
        key = (lower, tuple(sub.open), self._my_values(), tuple(self.states[b] for b in boards))
        known = self.known.get(key)
        if known is not None:
            value, exact = known
            if exact or ((value >= cutoff) if lower else (value <= cutoff)):
                return value
        value = solve(sub, cutoff)
        self.known[key] = (value, (value < cutoff) if lower else (value > cutoff))
        return value

def place_range(space: Space, player: Start, states: Sequence[int | None], budget: int) -> Range:
    """The exact range; raises BudgetExceeded when either search needs more than `budget` nodes."""
    search = PlaceSearch(space, player, states, budget)
    return Range(search.best(), search.worst())
