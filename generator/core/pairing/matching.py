"""Maximum-weight matching on a general graph: Edmonds' blossom algorithm, primal-dual, O(n³).

Pure and exact: weights are Python ints of any size, so a lexicographic objective made of many criteria can be
packed into one integer (the Dutch engine does that). Only edges with a positive weight exist; the answer is a
matching of largest total weight (not necessarily of largest cardinality).

The dual variables are kept doubled (`2·u` for a vertex, `z` for a blossom) so that every quantity stays an
integer: the slack of an edge is `dual[i] + dual[j] - 2·w`, and slacks between two S-vertices are always even.
Edges are addressed by "ends": end `2k` is the first vertex of edge `k`, end `2k + 1` the second one;
`end ^ 1` is the other end of the same edge.

Speed: the textbook version rebuilds every alternating tree after each augmentation (n stages, each scanning
the whole graph). Here one forest lives for the whole solve; an augmentation only takes apart the two trees it
used, and every least-slack record that pointed into them is recomputed before the duals move again. On the
dense graphs of a Swiss bracket this is several times faster; the result is the same optimum.
"""
from __future__ import annotations

from collections.abc import Iterable
from heapq import heappop, heappush

UNMATCHED = -1

_FREE, _OUTER, _INNER = 0, 1, 2  # labels: unreached, S (even), T (odd)
_CRUMB = 5                       # temporary mark while looking for a common base


def max_weight_matching(vertex_count: int, edges: Iterable[tuple[int, int, int]]) -> list[int]:
    """The mate of every vertex (`UNMATCHED` = -1) in a matching of maximum total weight.

    `edges` holds `(u, v, weight)` with `0 <= u, v < vertex_count`, `u != v` and an int weight; edges of
    weight <= 0 are ignored (they can never improve a maximum-weight matching). At most one edge per pair.
    """
    kept = [(u, v, w) for u, v, w in edges if w > 0]
    for u, v, _ in kept:
        if u == v or not (0 <= u < vertex_count and 0 <= v < vertex_count):
            raise ValueError(f"edge ({u}, {v}) does not join two distinct vertices of 0..{vertex_count - 1}")
    if not kept:
        return [UNMATCHED] * vertex_count
    solver = _Blossom(vertex_count, kept)
    solver.solve()
    return solver.mates()


class _Blossom:
    """One run of the primal-dual algorithm; vertices are 0..n-1, blossoms n..2n-1."""

    def __init__(self, n: int, edges: list[tuple[int, int, int]]) -> None:
        self.n = n
        self.edges = edges
        self.end_vertex = [x for u, v, _ in edges for x in (u, v)]
        self.weight2 = [2 * w for _, _, w in edges]
        # ends leading away from each vertex: for each incident edge, the end at the neighbour
        self.away: list[list[int]] = [[] for _ in range(n)]
        for k, (u, v, _) in enumerate(edges):
            self.away[u].append(2 * k + 1)
            self.away[v].append(2 * k)
        top_weight = max(w for _, _, w in edges)
        size = 2 * n
        self.mate = [-1] * n                      # end at the mate, or -1
        self.label = [_FREE] * size
        self.label_end = [-1] * size              # end at the vertex that labelled us
        self.top = list(range(n))                 # outermost blossom containing each vertex
        self.parent = [-1] * size
        # None for a vertex and a free blossom slot, set for a blossom: "set for a blossom" where read as a list
        self.children: list[list[int] | None] = [None] * size
        self.child_ends: list[list[int] | None] = [None] * size
        self.base = list(range(n)) + [-1] * n
        self.best_edge = [-1] * size
        self.best_edges: list[list[int] | None] = [None] * size
        self.free_blossoms = list(range(size - 1, n - 1, -1))
        self.dual = [top_weight] * n + [0] * n
        self.tight = [False] * len(edges)
        self.queue: list[int] = []
        self.changed = 0   # total dual change so far
        self.postponed: dict[tuple[int, int], int] = {}
        self.postponed_heaps: dict[int, list[tuple[int, int, int]]] = {1: [], 2: []}  # one per rate

    # -- small helpers ---------------------------------------------------------------------------------------
    def slack(self, k: int) -> int:
        u, v, _ = self.edges[k]
        return self.dual[u] + self.dual[v] - self.weight2[k]

    def leaves(self, b: int) -> list[int]:
        if b < self.n:
            return [b]
        found: list[int] = []
        stack = [b]
        while stack:
            x = stack.pop()
            if x < self.n:
                found.append(x)
            else:
                stack.extend(self.children[x])  # type: ignore[arg-type]  # set for a blossom
        return found

    def mates(self) -> list[int]:
        return [self.end_vertex[p] if p >= 0 else UNMATCHED for p in self.mate]

    # -- labelling ---------------------------------------------------------------------------------------------
    def assign_label(self, w: int, label: int, end: int) -> None:
        b = self.top[w]
        self.label[w] = self.label[b] = label
        self.label_end[w] = self.label_end[b] = end
        self.best_edge[w] = self.best_edge[b] = -1
        if label == _OUTER:
            self.queue.extend(self.leaves(b))
        else:
            base_mate_end = self.mate[self.base[b]]
            self.assign_label(self.end_vertex[base_mate_end], _OUTER, base_mate_end ^ 1)

    def find_base(self, v: int, w: int) -> int:
        """Walk up from v and w alternately; the first blossom met twice is the new base, else -1 (augment)."""
        marked: list[int] = []
        base = -1
        while v != -1 or w != -1:
            b = self.top[v]
            if self.label[b] == _CRUMB:
                base = self.base[b]
                break
            marked.append(b)
            self.label[b] = _CRUMB
            if self.label_end[b] == -1:
                v = -1
            else:
                t = self.end_vertex[self.label_end[b]]
                v = self.end_vertex[self.label_end[self.top[t]]]
            if w != -1:
                v, w = w, v
        for b in marked:
            self.label[b] = _OUTER
        return base

    # -- blossoms ----------------------------------------------------------------------------------------------
    def make_blossom(self, base: int, k: int) -> None:
        v, w, _ = self.edges[k]
        top = self.top
        base_top, bv, bw = top[base], top[v], top[w]
        b = self.free_blossoms.pop()
        self.base[b] = base
        self.parent[b] = -1
        self.parent[base_top] = b
        cycle: list[int] = []
        ends: list[int] = []
        while bv != base_top:
            self.parent[bv] = b
            cycle.append(bv)
            ends.append(self.label_end[bv])
            bv = top[self.end_vertex[self.label_end[bv]]]
        cycle.append(base_top)
        cycle.reverse()
        ends.reverse()
        ends.append(2 * k)
        while bw != base_top:
            self.parent[bw] = b
            cycle.append(bw)
            ends.append(self.label_end[bw] ^ 1)
            bw = top[self.end_vertex[self.label_end[bw]]]
        self.children[b] = cycle
        self.child_ends[b] = ends
        self.label[b] = _OUTER
        self.label_end[b] = self.label_end[base_top]
        self.dual[b] = 0
        for x in self.leaves(b):
            if self.label[top[x]] == _INNER:
                self.queue.append(x)
            top[x] = b
        self.collect_best_edges(b, cycle)

    def collect_best_edges(self, b: int, cycle: list[int]) -> None:
        """Least-slack edge from the new blossom to every other S-blossom (keeps delta3 O(n) per blossom)."""
        best_to: dict[int, int] = {}
        top, label, edges = self.top, self.label, self.edges
        for child in cycle:
            kept = self.best_edges[child]
            if kept is None:
                candidates = [p >> 1 for x in self.leaves(child) for p in self.away[x]]
            else:
                candidates = kept
            for k in candidates:
                i, j, _ = edges[k]
                if top[j] == b:
                    i, j = j, i
                other = top[j]
                if other != b and label[other] == _OUTER:
                    known = best_to.get(other)
                    if known is None or self.slack(k) < self.slack(known):
                        best_to[other] = k
            self.best_edges[child] = None
            self.best_edge[child] = -1
        chosen = list(best_to.values())
        self.best_edges[b] = chosen
        self.best_edge[b] = min(chosen, key=self.slack) if chosen else -1

    def dissolve(self, b: int, end_of_stage: bool) -> None:
        """Expand blossom b into its children; mid-stage, relabel the children of a T-blossom."""
        for child in self.children[b]:  # type: ignore[union-attr]  # set for a blossom
            self.parent[child] = -1
            if child < self.n:
                self.top[child] = child
            elif end_of_stage and self.dual[child] == 0:
                self.dissolve(child, end_of_stage)
            else:
                for x in self.leaves(child):
                    self.top[x] = child
        if not end_of_stage and self.label[b] == _INNER:
            self.relabel_expanded(b)
        self.label[b] = self.label_end[b] = -1
        self.children[b] = self.child_ends[b] = None
        self.base[b] = -1
        self.best_edges[b] = None
        self.best_edge[b] = -1
        self.free_blossoms.append(b)

    def relabel_expanded(self, b: int) -> None:
        """After expanding T-blossom b: the even path from the entry child to the base alternates T and S."""
        cycle: list[int] = self.children[b]  # type: ignore[assignment]  # set for a blossom
        ends: list[int] = self.child_ends[b]  # type: ignore[assignment]  # set for a blossom
        entry = self.top[self.end_vertex[self.label_end[b] ^ 1]]
        j = cycle.index(entry)
        if j & 1:
            j -= len(cycle)
            step, flip = 1, 0
        else:
            step, flip = -1, 1
        end = self.label_end[b]
        while j != 0:
            self.label[self.end_vertex[end ^ 1]] = _FREE
            inner_end = ends[j - flip] ^ flip
            self.label[self.end_vertex[inner_end ^ 1]] = _FREE
            self.assign_label(self.end_vertex[end ^ 1], _INNER, end)
            self.tight[inner_end >> 1] = True
            j += step
            end = ends[j - flip] ^ flip
            self.tight[end >> 1] = True
            j += step
        base_child = cycle[j]
        entry_vertex = self.end_vertex[end ^ 1]
        self.label[entry_vertex] = self.label[base_child] = _INNER
        self.label_end[entry_vertex] = self.label_end[base_child] = end
        self.best_edge[base_child] = -1
        j += step
        while cycle[j] != entry:
            child = cycle[j]
            j += step
            if self.label[child] == _OUTER:
                continue
            reached = next((x for x in self.leaves(child) if self.label[x] != _FREE), None)
            if reached is not None:
                self.label[reached] = _FREE
                self.label[self.end_vertex[self.mate[self.base[child]]]] = _FREE
                self.assign_label(reached, _INNER, self.label_end[reached])

    # -- augmenting --------------------------------------------------------------------------------------------
    def rotate(self, b: int, v: int) -> None:
        """Swap matched and unmatched edges inside blossom b so that vertex v becomes its base."""
        child = v
        while self.parent[child] != b:
            child = self.parent[child]
        if child >= self.n:
            self.rotate(child, v)
        cycle: list[int] = self.children[b]  # type: ignore[assignment]  # set for a blossom
        ends: list[int] = self.child_ends[b]  # type: ignore[assignment]  # set for a blossom
        i = j = cycle.index(child)
        if i & 1:
            j -= len(cycle)
            step, flip = 1, 0
        else:
            step, flip = -1, 1
        while j != 0:
            j += step
            end = ends[j - flip] ^ flip
            if cycle[j] >= self.n:
                self.rotate(cycle[j], self.end_vertex[end])
            j += step
            if cycle[j] >= self.n:
                self.rotate(cycle[j], self.end_vertex[end ^ 1])
            self.mate[self.end_vertex[end]] = end ^ 1
            self.mate[self.end_vertex[end ^ 1]] = end
        rotated = self.children[b] = cycle[i:] + cycle[:i]
        self.child_ends[b] = ends[i:] + ends[:i]
        self.base[b] = self.base[rotated[0]]

    def augment(self, k: int) -> None:
        """Flip the augmenting path through edge k (joining two S-trees) back to both roots."""
        v, w, _ = self.edges[k]
        for start, end in ((v, 2 * k + 1), (w, 2 * k)):
            s = start
            while True:
                bs = self.top[s]
                if bs >= self.n:
                    self.rotate(bs, s)
                self.mate[s] = end
                if self.label_end[bs] == -1:
                    break
                t = self.end_vertex[self.label_end[bs]]
                bt = self.top[t]
                s = self.end_vertex[self.label_end[bt]]
                j = self.end_vertex[self.label_end[bt] ^ 1]
                if bt >= self.n:
                    self.rotate(bt, j)
                self.mate[j] = self.label_end[bt]
                end = self.label_end[bt] ^ 1

    # -- main loop ---------------------------------------------------------------------------------------------
    def solve(self) -> None:
        """Grow one alternating forest from every exposed vertex; after each augmentation only the two trees
        it used are taken apart, the others keep growing (several augmentations per phase)."""
        for v in range(self.n):
            if self.mate[v] == -1 and self.label[self.top[v]] == _FREE:
                self.assign_label(v, _OUTER, -1)
        while True:
            self.scan_queue()
            if not self.adjust_duals():
                return

    def scan_queue(self) -> None:
        """Grow the trees along tight edges, augmenting whenever two trees meet."""
        top, label, end_vertex, tight, dual, weight2 = (
            self.top, self.label, self.end_vertex, self.tight, self.dual, self.weight2)
        best_edge = self.best_edge
        queue = self.queue
        while queue:
            v = queue.pop()
            dual_v = dual[v]
            for p in self.away[v]:
                w = end_vertex[p]
                bv, bw = top[v], top[w]
                if bv == bw:
                    continue
                k = p >> 1
                slack = 0
                if not tight[k]:
                    slack = dual_v + dual[w] - weight2[k]
                    if slack <= 0:
                        tight[k] = True
                if tight[k]:
                    # the body of take_edge, inlined: this is the innermost loop of every solve
                    if label[bw] == _FREE:
                        self.assign_label(w, _INNER, p ^ 1)
                    elif label[bw] == _OUTER:
                        base = self.find_base(v, w)
                        if base >= 0:
                            self.make_blossom(base, k)
                        else:
                            roots = (self.root_of(bv), self.root_of(bw))
                            self.augment(k)
                            self.detach(roots)
                            break
                    elif label[w] == _FREE:
                        label[w] = _INNER
                        self.label_end[w] = p ^ 1
                elif label[bw] == _OUTER:
                    known = best_edge[bv]
                    if known == -1 or slack < dual[end_vertex[2 * known]] + dual[
                            end_vertex[2 * known + 1]] - weight2[known]:
                        best_edge[bv] = k
                elif label[w] == _FREE:
                    known = best_edge[w]
                    if known == -1 or slack < dual[end_vertex[2 * known]] + dual[
                            end_vertex[2 * known + 1]] - weight2[known]:
                        best_edge[w] = k

    def root_of(self, b: int) -> int:
        while self.label_end[b] != -1:
            b = self.top[self.end_vertex[self.label_end[b]]]
        return b

    def detach(self, roots: tuple[int, int]) -> None:
        """Take apart the two trees of an augmentation: their vertices become unlabelled (matched now), their
        spent S-blossoms are expanded, and every record that pointed at them is refreshed."""
        n, top, label, label_end, end_vertex = self.n, self.top, self.label, self.label_end, self.end_vertex
        root: dict[int, int] = {}

        def root_cached(b: int) -> int:
            path = []
            while b not in root and label_end[b] != -1:
                path.append(b)
                b = top[end_vertex[label_end[b]]]
            found = root.get(b, b)
            for x in path:
                root[x] = found
            root[b] = found
            return found

        gone = []
        for b in {top[v] for v in range(n)}:
            if label[b] in (_OUTER, _INNER) and root_cached(b) in roots:
                gone.append(b)
        leaves: list[int] = []
        for b in gone:
            was_outer = label[b] == _OUTER
            stack = [b]
            while stack:  # nested blossoms too: a later expansion must not see their old labels
                x = stack.pop()
                label[x], label_end[x], self.best_edge[x] = _FREE, -1, -1
                if x >= n:
                    self.best_edges[x] = None
                    stack.extend(self.children[x])  # type: ignore[arg-type]  # set for a blossom
                else:
                    leaves.append(x)
            if b >= n and was_outer and self.dual[b] == 0:
                self.dissolve(b, True)
        gone_vertices = set(leaves)
        for x in leaves:
            label[x], label_end[x], self.best_edge[x] = _FREE, -1, -1
            t = top[x]
            label[t], label_end[t], self.best_edge[t] = _FREE, -1, -1
            if t >= n:
                self.best_edges[t] = None
            for p in self.away[x]:
                self.tight[p >> 1] = False
        refresh = list(leaves)
        for x in range(n):  # vertices inside T-blossoms reached from a tree that is gone
            if x not in gone_vertices and label[x] == _INNER and label_end[x] != -1 \
                    and end_vertex[label_end[x]] in gone_vertices:
                label[x], label_end[x] = _FREE, -1
                refresh.append(x)
        self.queue[:] = [x for x in self.queue if label[top[x]] == _OUTER]
        edges, best_edge = self.edges, self.best_edge

        def touches_gone(k: int) -> bool:
            return edges[k][0] in gone_vertices or edges[k][1] in gone_vertices
        # A least-slack record that pointed into the trees taken apart no longer tracks the minimum (those
        # ends stopped moving with the duals). Its value is still a lower bound of the true minimum, which is
        # all the next dual changes need: the record is recomputed only when that bound comes into play.
        for x in range(n):
            k = best_edge[x]
            if k != -1 and x not in gone_vertices and touches_gone(k):
                if label[top[x]] == _FREE:
                    self.postpone(x, 1)
                elif not (top[x] == x and label[x] == _OUTER):
                    refresh.append(x)
        for x in refresh:
            best_edge[x] = self.least_slack_to_outer(x)
        for b in {top[v] for v in range(n)}:
            if label[b] != _OUTER:
                continue
            listed = self.best_edges[b]
            if listed is not None and any(touches_gone(k) for k in listed):
                self.best_edges[b] = None
            if best_edge[b] != -1 and touches_gone(best_edge[b]):
                self.postpone(b, 2)

    def postpone(self, x: int, rate: int) -> None:
        """Replace x's stale least-slack record by a lower bound (normalised by the total dual change, which
        makes it fall at `rate` per unit of change: 1 towards unlabelled, 2 between S-blossoms)."""
        key = self.slack(self.best_edge[x]) + rate * self.changed
        earlier = self.postponed.get((x, rate))
        if earlier is not None:  # an older bound still covers the edges recorded before it
            key = min(key, earlier)
        self.best_edge[x] = -1
        self.postponed[(x, rate)] = key
        heappush(self.postponed_heaps[rate], (key, rate, x))

    def settle_postponed(self, kind: int, delta: int, chosen: int) -> tuple[int, int, int]:
        """Recompute the postponed records whose lower bound is below `delta`; the smallest change wins."""
        for rate in (1, 2):
            kind, delta, chosen = self.settle_rate(self.postponed_heaps[rate], kind, delta, chosen)
        return kind, delta, chosen

    def settle_rate(self, heap: list[tuple[int, int, int]], kind: int, delta: int,
                    chosen: int) -> tuple[int, int, int]:
        label, top = self.label, self.top
        while heap:
            key, rate, x = heap[0]
            bound = key - rate * self.changed
            if (bound // 2 if rate == 2 else bound) >= delta:
                break
            heappop(heap)
            if self.postponed.get((x, rate)) != key:
                continue
            del self.postponed[(x, rate)]
            if rate == 1:
                if label[top[x]] == _OUTER or (label[top[x]] == _INNER and top[x] == x):
                    continue  # x no longer waits for an S neighbour (inside a T-blossom it still does)
                k = self.best_edge[x] = self.least_slack_to_outer(x)
                if label[top[x]] != _FREE:
                    continue
                if k != -1 and self.slack(k) < delta:
                    kind, delta, chosen = 2, self.slack(k), k
            else:
                if self.parent[x] != -1 or label[x] != _OUTER or (x >= self.n and self.base[x] < 0):
                    continue
                k = self.refresh_blossom_edge(x)
                if k != -1 and self.slack(k) // 2 < delta:
                    kind, delta, chosen = 3, self.slack(k) // 2, k
        return kind, delta, chosen

    def least_slack_to_outer(self, x: int) -> int:
        """The least-slack edge from vertex x to an S-blossom other than its own, or -1."""
        top, label, end_vertex, dual, weight2 = self.top, self.label, self.end_vertex, self.dual, self.weight2
        own, dual_x = top[x], self.dual[x]
        best, best_slack = -1, 0
        for p in self.away[x]:
            y = end_vertex[p]
            other = top[y]
            if other != own and label[other] == _OUTER:
                slack = dual_x + dual[y] - weight2[p >> 1]
                if best == -1 or slack < best_slack:
                    best, best_slack = p >> 1, slack
        return best

    def refresh_blossom_edge(self, b: int) -> int:
        """Recompute the least-slack edge from S-blossom b to another S-blossom."""
        self.best_edges[b] = None if b >= self.n else self.best_edges[b]
        best, best_slack = -1, 0
        for x in self.leaves(b):
            k = self.least_slack_to_outer(x)
            if k != -1 and (best == -1 or self.slack(k) < best_slack):
                best, best_slack = k, self.slack(k)
        self.best_edge[b] = best
        return best

    def adjust_duals(self) -> bool:
        """Change the duals by the largest safe amount; False when the matching is optimal."""
        n, label, top, dual, parent, base = self.n, self.label, self.top, self.dual, self.parent, self.base
        kind, delta, chosen = 1, min(dual[:n]), -1
        best_edge, edges = self.best_edge, self.edges
        vertex_labels = [label[t] for t in top]
        for v in [v for v in range(n) if best_edge[v] != -1 and vertex_labels[v] == _FREE]:
            k = best_edge[v]
            i, j, _ = edges[k]
            far = top[j] if top[i] == top[v] else top[i]
            if far == top[v] or label[far] != _OUTER:  # stale: its S end is gone
                k = best_edge[v] = self.least_slack_to_outer(v)
                if k == -1:
                    continue
            d = self.slack(k)
            if d < delta:
                kind, delta, chosen = 2, d, k
        outer = [b for b in range(2 * n) if best_edge[b] != -1 and label[b] == _OUTER and parent[b] == -1]
        for b in outer:
            k = best_edge[b]
            i, j, _ = edges[k]
            ti, tj = top[i], top[j]
            if not (ti != tj and (ti == b or tj == b) and label[ti] == _OUTER and label[tj] == _OUTER):
                k = self.refresh_blossom_edge(b)
                if k == -1:
                    continue
            d = self.slack(k) // 2
            if d < delta:
                kind, delta, chosen = 3, d, k
        blossoms = [b for b in range(n, 2 * n) if base[b] >= 0 and parent[b] == -1]
        for b in blossoms:
            if label[b] == _INNER and dual[b] < delta:
                kind, delta, chosen = 4, dual[b], b
        kind, delta, chosen = self.settle_postponed(kind, delta, chosen)
        self.changed += delta
        if delta:
            dual[:n] = [d - delta if lv == _OUTER else d + delta if lv == _INNER else d
                        for d, lv in zip(dual, vertex_labels)]
            for b in blossoms:
                if label[b] == _OUTER:
                    dual[b] += delta
                elif label[b] == _INNER:
                    dual[b] -= delta
        if kind == 1:
            return False
        if kind in (2, 3):
            self.take_edge(chosen)
        else:
            self.dissolve(chosen, False)
        return True

    def take_edge(self, k: int) -> None:
        """Edge k has just become tight: use it at once (cheaper than scanning its S end again)."""
        self.tight[k] = True
        u, w, _ = self.edges[k]
        top, label = self.top, self.label
        if label[top[u]] == _OUTER:
            v, end_at_w = u, 2 * k + 1
        else:
            v, w, end_at_w = w, u, 2 * k
        bv, bw = top[v], top[w]
        if bv == bw:
            return
        if label[bw] == _FREE:
            self.assign_label(w, _INNER, end_at_w ^ 1)
        elif label[bw] == _OUTER:
            base = self.find_base(v, w)
            if base >= 0:
                self.make_blossom(base, k)
            else:
                roots = (self.root_of(bv), self.root_of(bw))
                self.augment(k)
                self.detach(roots)
        elif label[w] == _FREE:
            label[w] = _INNER
            self.label_end[w] = end_at_w ^ 1
