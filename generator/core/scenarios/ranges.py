"""The exact best and worst place of one player over every completion of the other pending boards.

Branch and bound over the boards that can matter (docs/architecture.md, "Scenarios"), on the nodes of
standing.py: a branch is cut when even its best case cannot beat the best found, and boards that no unsettled
player depends on are never branched on. The bounds that take searches of their own (each contender on his
own) are worked out only for the nodes that the cheaper ones do not cut.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, Iterator, Sequence

from generator.core.model import Start
from generator.core.scenarios.space import BLACK_WINS, RESULTS, WHITE_WINS, Space
from generator.core.scenarios.standing import (
    AHEAD,
    BEHIND,
    OPEN,
    BudgetExceeded,
    Node,
    Range,
    Standing,
)

OWN_BOARDS_FIRST_FROM = 12   # in big races the worst-place search branches on the player's own tie-break boards
                             # first, so that the race falls apart into independent parts sooner
ALONE_FIRST_FROM = 12   # contenders searched alone first only in big races: in small ones it costs more than it saves
ALONE_AGAIN_FROM = 3    # ... and again once the boards that decide the points are all assigned, if this many are open


class PlaceSearch(Standing):
    """Both ends of one player's range, for one partial assignment of the boards (his own among them)."""

    # -- the two searches ----------------------------------------------------------------------------------------

    def best(self, within: int | None = None) -> int:
        """1 + the fewest players strictly ahead. With `within`, a place beyond it is only proved to be beyond
        (the number returned is then some place > within, not necessarily the best)."""
        cutoff = len(self.space.starts) if within is None else within
        self.lower, self.deciding = True, False
        with self._restoring():
            return 1 + self._fewest(self._pruned_root(), cutoff)

    def worst(self) -> int:
        """The most players ahead or equal, himself included."""
        self.lower, self.deciding = False, False
        with self._restoring():
            root = self._deepened(self._pruned_root(), lower=False)
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

    def _pruned_root(self) -> Node:
        """The root, its bounds that take searches of their own deferred (`_deepened`)."""
        root = self._settle(self.ahead_on_points, 0, self.tied, bound=False)
        root.deferred = True
        self._bound(root)
        return root

    def _deepened(self, node: Node, *, lower: bool) -> Node:
        """The node with the bounds it deferred, once the cheaper ones cut nothing. At the root, each contender
        searched on his own first: one who is ahead in every completion is counted ahead for the fewest-ahead
        search, one who can never be ahead or equal is dropped from the most-ahead-or-equal search (each such
        search looks at his own boards and the player's only). Below it, the players of the board just assigned
        keep their verdicts, and each free board's players are searched one by one (`_bound`)."""
        node.deferred = False
        if node.made_by is None and not self.has_group_code and len(node.open) >= ALONE_FIRST_FROM:
            return self._each_alone(node, lower)
        if node.made_by is not None:
            self._keep_alone_verdicts(node, *node.made_by)
        if self.deep_bounds(node):
            self._bound(node, node)
        return node

    def _each_alone(self, node: Node, lower: bool) -> Node:
        """The node with each open player searched on his own first (his boards and the player's only): the sum
        of each one's fewest ahead is at most the fewest of them all, so one who is ahead in every completion is
        counted ahead, and one who can never be ahead or equal is dropped from the most-ahead-or-equal search."""
        kept, ahead = [], node.ahead
        for q in node.open:
            apart = self.apart_verdict(q) if self._points_known_of(q) else None
            key = (lower, q, self._alone_key(q))
            verdict = self.alone_known.get(key) if apart is None else apart != OPEN
            if verdict is None:
                alone = Node(0, 0, [q], False, alone=True)
                self._bound(alone)
                verdict = self.alone_known[key] = (self._fewest(alone, 1) >= 1 if lower
                                                   else self._most(alone, 0) <= 0)
            if lower and verdict:
                ahead += 1
            elif not (not lower and verdict):
                kept.append(q)
        pruned = Node(ahead, node.equal, kept, node.needs_group, alone=self._points_known(node))
        self._bound(pruned, node)
        return pruned

    def _alone_again(self, node: Node) -> bool:
        """Whether to search the open players one by one again here: once the boards that decide their points
        are all assigned, the race is about tie-breaks alone, where one player's bounds are far weaker than his
        own search (100 players, seed 1, player 44 with a loss: 67 478 nodes for the best place, 12 159 so).
        Never with direct encounter, which couples the tied group."""
        return (not node.alone and not self.has_group_code and len(node.open) >= ALONE_AGAIN_FROM
                and self._points_known(node))

    def _settled_alone(self, node: Node) -> bool:
        """One open player, his points and the player's values known, and his extremes attained (space.py): he
        is open because his lowest values are not above the player's and his highest not below, and both are
        reached by some completion, so he can be kept from being ahead, and he can be ahead or equal."""
        if len(node.open) != 1 or not self._mine_fixed() or not self._points_known(node):
            return False
        if self.level_ahead and self.lower:     # kept from being ahead, he may still be level
            return False
        return self.space.attained(node.open[0], self.states)

    def _points_known(self, node: Node) -> bool:
        return all(self._points_known_of(q) for q in node.open)

    def _points_known_of(self, q: Start) -> bool:
        board = self.space.board_of.get(q)
        return board is None or self.states[board] is not None

    def can_reach(self, place: int) -> bool:
        """Some completion puts him at `place` or better (searched until one does, or none can)."""
        self.lower, self.deciding = True, True
        with self._restoring():
            return self._fewest(self._pruned_root(), place) < place

    def sure_of(self, place: int) -> bool:
        """Every completion puts him at `place` or better (searched until one does not, or every one does)."""
        self.lower, self.deciding = False, True
        with self._restoring():
            return self._most(self._pruned_root(), place - 1) <= place - 1

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise BudgetExceeded()

    def _dominant(self, node: Node, board: int, lower: bool) -> tuple[int, ...]:
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

    def _children(self, node: Node, board: int, results: Sequence[int] = RESULTS) -> list[tuple[int, Node]]:
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
            child.alone, child.deferred, child.made_by = node.alone, True, (board, result)
            self._bound(child, node, board)
            out.append((result, child))
        self.states[board] = None
        return out

    def _keep_alone_verdicts(self, child: Node, board: int, result: int) -> None:
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

    def _fewest(self, node: Node, cutoff: int) -> int:
        """The fewest players ahead below this node, or some number ≥ cutoff when that many cannot be beaten;
        when `deciding`, below the cutoff only some number of players ahead in one completion."""
        self._tick()
        floor = node.ahead + node.forced
        if floor >= cutoff or not node.open or self._settled_alone(node):
            return floor
        if node.deferred:
            node = self._deepened(node, lower=True)
            floor = node.ahead + node.forced
            if floor >= cutoff or not node.open:
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
            if best <= floor or (self.deciding and best < cutoff):
                break
        return best

    def _most(self, node: Node, cutoff: int) -> int:
        """The most players ahead or equal below this node, or some number ≤ cutoff when it cannot be beaten;
        when `deciding`, above the cutoff only some number of players ahead or equal in one completion."""
        self._tick()
        top = node.ahead + node.equal + node.possible
        if top <= cutoff or not node.open or self._settled_alone(node):
            return top
        if node.deferred:
            node = self._deepened(node, lower=False)
            top = node.ahead + node.equal + node.possible
            if top <= cutoff or not node.open:
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
            if best >= top or (self.deciding and best > cutoff):
                break
        return best

    # -- independent parts -------------------------------------------------------------------------------------

    def _components(self, node: Node) -> list[list[Start]] | None:
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

    def _sum_of_parts(self, node: Node, parts: list[list[Start]], cutoff: int,
                      solve: Callable[[Node, int], int], bound: Callable[[Node], int], *, lower: bool) -> int:
        """node's settled players plus each part's own optimum (the parts share no free board)."""
        subs = []
        for part in parts:
            sub = Node(0, 0, part, False)
            self._bound(sub)
            subs.append(sub)
        total = node.ahead + node.equal * (not lower)
        rest = sum(bound(s) for s in subs)
        deciding = self.deciding
        for sub in subs:
            rest -= bound(sub)
            # the parts' numbers add up: all but the last must be exact where they beat their cut-off
            self.deciding = deciding and sub is subs[-1]
            try:
                total += self._part(sub, cutoff - total - rest, solve, lower)
            finally:
                self.deciding = deciding
            if (total + rest >= cutoff) if lower else (total + rest <= cutoff):
                return total + rest
        return total

    def _part(self, sub: Node, cutoff: int, solve: Callable[[Node, int], int], lower: bool) -> int:
        """One part's optimum, remembered by the states of every board its players depend on: the same part
        comes back each time the search changes a board it does not depend on. A result that only proved the
        cut-off is kept as the bound it is; so is one that only beat it, when `deciding`."""
        boards = sorted({b for q in sub.open for b in self.his_boards[q]})
        key = (lower, self.deciding, tuple(sub.open), self._my_values(), tuple(self.states[b] for b in boards))
        known = self.known.get(key)
        if known is not None:
            value, beat = known
            beats = (value < cutoff) if lower else (value > cutoff)
            if beats == beat or (beat and not self.deciding):   # exact, or a bound on the side asked for
                return value
        value = solve(sub, cutoff)
        self.known[key] = (value, (value < cutoff) if lower else (value > cutoff))
        return value

def place_range(space: Space, player: Start, states: Sequence[int | None], budget: int) -> Range:
    """The exact range; raises BudgetExceeded when either search needs more than `budget` nodes."""
    search = PlaceSearch(space, player, states, budget)
    return Range(search.best(), search.worst())
