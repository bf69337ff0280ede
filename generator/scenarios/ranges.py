"""The exact best and worst place of one player over every completion of the other pending boards.

Branch and bound over the boards that can matter (docs/architecture.md, "Scenarios"): players who are ahead or
behind on points in every completion are counted once; every other player is settled as soon as the boards
assigned so far decide his order against the player, using interval bounds on tie-break values (space.py);
a branch is cut when even its best case cannot beat the best found, and boards that no unsettled player
depends on are never branched on.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..model import Start
from .space import RESULTS, Space

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


class PlaceSearch:
    """Both ends of one player's range, for one partial assignment of the boards (his own among them)."""

    def __init__(self, space: Space, player: Start, states: Sequence[int | None], budget: int) -> None:
        self.space, self.player, self.budget, self.nodes = space, player, budget, 0
        self.states = list(states)
        points = space.points(player, self.states)
        assert points is not None, "the player's own board needs a result"
        self.target = points
        ahead, self.tied = 0, []
        for other in space.starts:
            if other == player:
                continue
            known = space.points(other, self.states)
            low, high = (known, known) if known is not None else space.points_range(other)
            if low > points:
                ahead += 1
            elif high >= points:
                self.tied.append(other)
        self.ahead_on_points = ahead
        own = set(space.chain_boards[player])
        self.needs = {q: frozenset(({space.board_of[q]} if q in space.board_of else set())
                                   | set(space.chain_boards[q]) | own) for q in self.tied}
        everything = set(own).union(*self.needs.values()) if self.needs else own
        self.order = self._board_order(everything)

    def _board_order(self, boards: set[int]) -> list[int]:
        """Boards that decide points first (two contenders on a board before one), then the player's own
        tie-break boards, then by how many contenders' tie-breaks a board enters."""
        space, tied = self.space, set(self.tied)

        def rank(b: int) -> tuple[int, int, int, int]:
            contenders = sum(1 for s in space.boards[b].players() if s in tied)
            own = b in space.chain_boards[self.player]
            influence = sum(1 for q in self.tied if b in self.needs[q])
            return (-contenders, not own, -influence, b)
        return sorted((b for b in boards if self.states[b] is None), key=rank)

    # -- settling one contender ------------------------------------------------------------------------------

    def _status(self, other: Start) -> str:
        space, states = self.space, self.states
        points = space.points(other, states)
        if points is None:
            return OPEN
        if points != self.target:
            return AHEAD if points > self.target else BEHIND
        for index in range(len(space.codes)):
            if space.per_group[index]:
                return OPEN_DE
            mine = space.interval(index, self.player, states)
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

    def _settle(self, ahead: int, equal: int, candidates: Sequence[Start]) -> _Node:
        still, group = [], False
        for other in candidates:
            status = self._status(other)
            if status == AHEAD:
                ahead += 1
            elif status == EQUAL:
                equal += 1
            elif status != BEHIND:
                still.append(other)
                group = group or status == OPEN_DE
        return _Node(ahead, equal, still, group)

    def _next_board(self, node: _Node) -> int | None:
        for b in self.order:
            if self.states[b] is None and (node.needs_group or any(b in self.needs[q] for q in node.open)):
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

    def best(self) -> int:
        """1 + the fewest players strictly ahead."""
        found = [len(self.space.starts)]
        self._minimise(self._settle(self.ahead_on_points, 0, self.tied), found)
        return 1 + found[0]

    def worst(self) -> int:
        """The most players ahead or equal, himself included."""
        found = [-1]
        self._maximise(self._settle(self.ahead_on_points, 0, self.tied), found)
        return 1 + found[0]

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise BudgetExceeded()

    def _children(self, node: _Node) -> list[tuple[int, _Node]] | None:
        board = self._next_board(node)
        if board is None:
            return None
        out = []
        for result in RESULTS:
            self.states[board] = result
            out.append((result, self._settle(node.ahead, node.equal, node.open)))
        self.states[board] = None
        return [(board * 3 + r, n) for r, n in out]

    def _minimise(self, node: _Node, found: list[int]) -> None:
        self._tick()
        if node.ahead >= found[0]:
            return
        if not node.open:
            found[0] = node.ahead
            return
        children = self._children(node)
        if children is None:
            self._minimise(self._grouped(node), found)
            return
        for code, child in sorted(children, key=lambda c: (c[1].ahead, len(c[1].open))):
            board, result = divmod(code, 3)
            self.states[board] = result
            self._minimise(child, found)
            self.states[board] = None
            if found[0] <= self.ahead_floor(node):
                return

    def ahead_floor(self, node: _Node) -> int:
        return node.ahead

    def _maximise(self, node: _Node, found: list[int]) -> None:
        self._tick()
        top = node.ahead + node.equal + len(node.open)
        if top <= found[0]:
            return
        if not node.open:
            found[0] = top
            return
        children = self._children(node)
        if children is None:
            self._maximise(self._grouped(node), found)
            return
        for code, child in sorted(children, key=lambda c: -(c[1].ahead + c[1].equal + len(c[1].open))):
            board, result = divmod(code, 3)
            self.states[board] = result
            self._maximise(child, found)
            self.states[board] = None
            if found[0] >= top:
                return


def place_range(space: Space, player: Start, states: Sequence[int | None], budget: int) -> Range:
    """The exact range; raises BudgetExceeded when either search needs more than `budget` nodes."""
    search = PlaceSearch(space, player, states, budget)
    return Range(search.best(), search.worst())
