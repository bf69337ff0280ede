"""Maximum-cardinality matching on a general graph by augmenting paths (Edmonds' blossom search).

Used where a pairing question is "can these players still all be paired?": it answers it exactly and, on the
dense graphs of a Swiss score group, usually after a few steps. Vertices are 0..n-1; a vertex can be switched
off (`alive[v] = False`) to ask the question for the rest of the graph.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Iterable

UNMATCHED = -1


class CardinalityMatching:
    """A graph with a current matching that can be grown or repaired one augmenting path at a time."""

    def __init__(self, vertex_count: int, edges: Iterable[tuple[int, int]] = ()) -> None:
        self.adj: list[list[int]] = [[] for _ in range(vertex_count)]
        self.mate = [UNMATCHED] * vertex_count
        self.alive = [True] * vertex_count
        for u, v in edges:
            self.add_edge(u, v)

    @property
    def size(self) -> int:
        return len(self.adj)

    def add_edge(self, u: int, v: int) -> None:
        self.adj[u].append(v)
        self.adj[v].append(u)

    def add_vertex(self, neighbours: Iterable[int]) -> int:
        """A new vertex joined to `neighbours`; remove it again with `pop_vertex` (it must be unmatched)."""
        v = len(self.adj)
        self.adj.append([])
        self.mate.append(UNMATCHED)
        self.alive.append(True)
        for u in neighbours:
            self.add_edge(u, v)
        return v

    def pop_vertex(self) -> None:
        v = len(self.adj) - 1
        for u in self.adj[v]:
            if self.adj[u] and self.adj[u][-1] == v:
                self.adj[u].pop()
            else:
                self.adj[u].remove(v)
        self.adj.pop()
        self.mate.pop()
        self.alive.pop()

    def exposed(self) -> list[int]:
        return [v for v in range(self.size) if self.alive[v] and self.mate[v] == UNMATCHED]

    def maximise(self) -> int:
        """Grow the matching to maximum cardinality; returns the number of exposed live vertices."""
        for v in range(self.size):  # a greedy start saves most searches on dense graphs
            if self.alive[v] and self.mate[v] == UNMATCHED:
                for u in self.adj[v]:
                    if self.alive[u] and self.mate[u] == UNMATCHED:
                        self.mate[u], self.mate[v] = v, u
                        break
        for v in range(self.size):
            if self.alive[v] and self.mate[v] == UNMATCHED:
                self.augment_from(v)
        return len(self.exposed())

    def augment_from(self, root: int, apply: bool = True) -> bool:
        """Look for an augmenting path from the exposed vertex `root`; apply it when found (unless told not)."""
        end, parent = self._search(root)
        if end == UNMATCHED:
            return False
        if apply:
            v = end
            while v != UNMATCHED:
                pv = parent[v]
                next_v = self.mate[pv]
                self.mate[v], self.mate[pv] = pv, v
                v = next_v
        return True

    def _search(self, root: int) -> tuple[int, list[int]]:
        n = self.size
        adj, mate, alive = self.adj, self.mate, self.alive
        used = [False] * n
        parent = [UNMATCHED] * n
        base = list(range(n))
        used[root] = True
        queue = deque([root])
        while queue:
            v = queue.popleft()
            for to in adj[v]:
                if not alive[to] or base[v] == base[to] or mate[v] == to:
                    continue
                if to == root or (mate[to] != UNMATCHED and parent[mate[to]] != UNMATCHED):
                    current = self._common_base(base, parent, v, to)
                    in_blossom = [False] * n
                    self._mark_path(base, parent, in_blossom, v, current, to)
                    self._mark_path(base, parent, in_blossom, to, current, v)
                    for i in range(n):
                        if in_blossom[base[i]]:
                            base[i] = current
                            if not used[i]:
                                used[i] = True
                                queue.append(i)
                elif parent[to] == UNMATCHED:
                    parent[to] = v
                    if mate[to] == UNMATCHED:
                        return to, parent
                    used[mate[to]] = True
                    queue.append(mate[to])
        return UNMATCHED, parent

    def _common_base(self, base: list[int], parent: list[int], a: int, b: int) -> int:
        seen = set()
        while True:
            a = base[a]
            seen.add(a)
            if self.mate[a] == UNMATCHED:
                break
            a = parent[self.mate[a]]
        while True:
            b = base[b]
            if b in seen:
                return b
            b = parent[self.mate[b]]

    def _mark_path(self, base: list[int], parent: list[int], in_blossom: list[bool], v: int, stop: int,
                   child: int) -> None:
        while base[v] != stop:
            in_blossom[base[v]] = True
            in_blossom[base[self.mate[v]]] = True
            parent[v] = child
            child = self.mate[v]
            v = parent[self.mate[v]]

    def try_fix(self, u: int, v: int) -> bool:
        """Keep a perfect matching of the live vertices that contains the edge (u, v), then switch u and v off.

        The matching must be perfect on the live vertices; returns False (and changes nothing) when no perfect
        matching of them contains (u, v).
        """
        mate = self.mate
        if mate[u] == v:
            self.alive[u] = self.alive[v] = False
            return True
        mu, mv = mate[u], mate[v]
        saved = list(mate)
        self.alive[u] = self.alive[v] = False
        mate[u] = mate[v] = UNMATCHED
        mate[mu] = mate[mv] = UNMATCHED
        if self._short_path(mu, mv) or self.augment_from(mu):
            mate[u], mate[v] = v, u
            return True
        self.mate[:] = saved
        self.alive[u] = self.alive[v] = True
        return False

    def _short_path(self, a: int, b: int) -> bool:
        """Augment along a path of one or three edges between the exposed vertices a and b, if there is one.
        On a dense graph there nearly always is, and it spares the search (which would find the same answer:
        whether an augmenting path exists, and so whether the edge can be kept, does not depend on which)."""
        mate, alive, adj = self.mate, self.alive, self.adj
        next_to_b = set(adj[b])
        if a in next_to_b:
            mate[a], mate[b] = b, a
            return True
        for x in adj[a]:
            y = mate[x]
            if alive[x] and y != UNMATCHED and y in next_to_b:
                mate[a], mate[x], mate[y], mate[b] = x, a, b, y
                return True
        return False
