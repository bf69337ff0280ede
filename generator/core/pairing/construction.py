"""A homogeneous bracket paired by construction, proven optimal by a bound (the Dutch engine's fast path).

The plain way (`dutch.py`) hands the bracket to Edmonds' blossom (`matching.py`): every compatible pair is an
edge whose weight is the quality `H(i, j)` (the criteria C6-C21, packed) shifted above the tie that encodes the
generation order of C.04.3 Art. 4 (the remainder's S1/S2, exchanges, transpositions). On the huge scoregroups
of the early rounds that is a dense graph of hundreds of vertices with weights of thousands of bits.

Here the same answer is built directly. In such a bracket the players fall into few *types*: the quality of a
pair depends only on the types of its two players (score, floats, colour state, unplayed rounds, PAB
eligibility: everything the criteria read), while the pairs that may not meet (C1, C3) are the exceptions.

1. A bound: every matching of the bracket has a quality of at most `B`, half the best transport on the
   bipartite double cover of the type graph (each player once on each side, at most 2·⌊n/2⌋ units: a pair
   {i, j} is the two units i→j and j→i). Types, not players, so it costs nothing.
2. The generation order: among the matchings of best quality, the tie prefers, first, the candidates without
   exchange (every S1 player paired with an S2 player); among those, S1 players in order each take the highest
   S2 player that still allows the best quality (the transpositions). So the construction goes through S1 in
   order and gives each player the first compatible S2 player whose choice keeps `B` reachable; "reachable"
   is refused only on proof: the fixed pairs plus the best transport of the players left (S1 types to S2 types,
   a relaxation of every completion) fall below `B`. A flow of the players left that reaches `B` is kept, so a
   choice along one of its arcs needs no new transport.
3. When every S1 player is paired this way, the pairs reach `B` (the kept flow is then empty), so they are
   optimal; every earlier choice of every S1 player was refused on proof, so they are the first optimum in
   generation order: exactly the matching the blossom returns (its tie makes the optimum unique). When some
   S1 player has no choice left (an exchange is needed, or the missing edges defeat the bound), the
   construction gives up (None) and the blossom decides.
"""
from __future__ import annotations

from typing import Callable, Hashable, Sequence

Quality = Callable[[int, int], int]   # H(i, j) of a pair, i above j; > 0 for every pair of the bracket


def transport(supply: Sequence[int], demand: Sequence[int], gain: Sequence[Sequence[int]],
              units: int | None = None) -> tuple[int, list[list[int]]]:
    """Max-gain transport: `flow[s][t]` units from supply type s to demand type t, at most `supply[s]` out of
    s, `demand[t]` into t, `units` in all (no limit when None), only along positive gains; its total gain.

    Successive longest augmenting paths (Bellman-Ford on the residual graph of the few types), stopped when
    no path gains: with integer gains this is optimal for every amount of flow, so the stop is the optimum.
    """
    sources, sinks = len(supply), len(demand)
    flow = [[0] * sinks for _ in range(sources)]
    out = [0] * sources
    into = [0] * sinks
    total = sent = 0
    while units is None or sent < units:
        path = _best_path(supply, demand, gain, flow, out, into)
        if path is None:
            break
        value, s_first, steps, t_last = path
        amount = supply[s_first] - out[s_first]
        amount = min(amount, demand[t_last] - into[t_last])
        for s, t, forward in steps:
            if not forward:
                amount = min(amount, flow[s][t])
        if units is not None:
            amount = min(amount, units - sent)
        for s, t, forward in steps:
            flow[s][t] += amount if forward else -amount
        out[s_first] += amount
        into[t_last] += amount
        total += value * amount
        sent += amount
    return total, flow


def _best_path(supply: Sequence[int], demand: Sequence[int], gain: Sequence[Sequence[int]],
               flow: list[list[int]], out: list[int], into: list[int]
               ) -> tuple[int, int, list[tuple[int, int, bool]], int] | None:
    """The augmenting path of largest gain from a supply with room to a demand with room, if it gains."""
    sources, sinks = len(supply), len(demand)
    # label[s] = best gain reaching supply node s (from a fresh source), via back arcs t -> s
    best_s: list[int | None] = [0 if out[s] < supply[s] else None for s in range(sources)]
    from_s: list[tuple[int, int] | None] = [None] * sources   # (t, s) back arc used to reach s
    best_t: list[int | None] = [None] * sinks
    from_t: list[int] = [-1] * sinks
    for _ in range(sources + sinks + 1):
        changed = False
        for s in range(sources):
            bs = best_s[s]
            if bs is None:
                continue
            row = gain[s]
            for t in range(sinks):
                g = row[t]
                if g > 0:
                    value = bs + g
                    bt = best_t[t]
                    if bt is None or value > bt:
                        best_t[t], from_t[t], changed = value, s, True
        for t in range(sinks):
            bt = best_t[t]
            if bt is None:
                continue
            for s in range(sources):
                if flow[s][t] > 0:
                    value = bt - gain[s][t]
                    bs = best_s[s]
                    if bs is None or value > bs:
                        best_s[s], from_s[s], changed = value, (t, s), True
        if not changed:
            break
    end, end_value = -1, 0
    for t in range(sinks):
        bt = best_t[t]
        if bt is not None and into[t] < demand[t] and bt > end_value:
            end, end_value = t, bt
    if end < 0:
        return None
    steps: list[tuple[int, int, bool]] = []
    t = end
    seen = 0
    while True:
        s = from_t[t]
        steps.append((s, t, True))
        back = from_s[s]
        if back is None:
            break
        t = back[0]
        steps.append((s, t, False))
        seen += 1
        if seen > sources * sinks:   # a positive cycle cannot occur in an optimal residual graph
            raise AssertionError("transport: cycle in the longest-path labels")
    return end_value, s, steps, end


class _Types:
    """The bracket's players grouped by type, with the quality of each ordered pair of types."""

    def __init__(self, zone: Sequence[int], key: Callable[[int], Hashable], quality: Quality) -> None:
        ids: dict[Hashable, int] = {}
        self.of: dict[int, int] = {}
        self.members: list[list[int]] = []
        for v in zone:
            t = ids.setdefault(key(v), len(ids))
            if t == len(self.members):
                self.members.append([])
            self.members[t].append(v)
            self.of[v] = t
        self.count = len(self.members)
        self.gain = [[self._representative(quality, a, b) for b in range(self.count)] for a in range(self.count)]

    def _representative(self, quality: Quality, a: int, b: int) -> int:
        """The quality of a pair of a type-a player and a type-b player (0 when there is no such pair)."""
        if a == b:
            same = self.members[a]
            return quality(same[0], same[1]) if len(same) > 1 else 0
        return quality(self.members[a][0], self.members[b][0])

    def counts(self, players: Sequence[int]) -> list[int]:
        found = [0] * self.count
        for v in players:
            found[self.of[v]] += 1
        return found


def bound(types: _Types, zone: Sequence[int]) -> int:
    """An upper bound of the quality of every matching of `zone` (module doc, step 1)."""
    counts = types.counts(zone)
    symmetric = [[max(types.gain[a][b], types.gain[b][a]) for b in range(types.count)]
                 for a in range(types.count)]
    total, _ = transport(counts, counts, symmetric, units=2 * (len(zone) // 2))
    return total // 2


def construct(zone: Sequence[int], key: Callable[[int], Hashable], quality: Quality,
              compatible: Callable[[int, int], bool], budget: int | None = None) -> dict[int, int] | None:
    """The blossom's matching of the bracket `zone` (pairing order) under quality + generation-order tie, built
    (module doc); None when the construction cannot prove it (then the blossom must decide).

    A depth-first search in generation order: S1 player k takes the first S2 player not refused on proof; when
    the players below it find no choice (the pairs that may not meet, which the bound does not see), it takes
    its next one. `budget` caps the choices tried (default: a few per player), so a bracket the bound cannot
    guide costs little before the blossom takes over."""
    pairs = len(zone) // 2
    if pairs == 0:
        return None
    s1, s2 = zone[:pairs], zone[pairs:]
    types = _Types(zone, key, quality)
    target = bound(types, zone)
    left1, left2 = types.counts(s1), types.counts(s2)
    value, flow = transport(left1, left2, types.gain)
    if value < target:
        return None
    tries = budget if budget is not None else 8 * len(zone) + 64
    mate_of: dict[int, int] = {}
    fixed = 0
    # per level: the S1 player's next S2 position to try, the types refused on proof, the flow on entry
    positions = [0]
    refused: list[set[int]] = [set()]
    flows = [flow]
    left1[types.of[s1[0]]] -= 1
    while positions:
        k = len(positions) - 1
        i, ti = s1[k], types.of[s1[k]]
        chosen, chosen_flow = -1, flows[k]
        while positions[k] < len(s2):
            j = s2[positions[k]]
            positions[k] += 1
            if j in mate_of or not compatible(i, j):
                continue
            tj = types.of[j]
            if tj in refused[k]:
                continue
            tries -= 1
            if tries < 0:
                return None
            left2[tj] -= 1
            gain = types.gain[ti][tj]
            if chosen_flow[ti][tj] > 0:      # the entry flow still reaches the bound through this choice
                chosen_flow = [row[:] for row in chosen_flow]
                chosen_flow[ti][tj] -= 1
            else:
                rest, chosen_flow = transport(left1, left2, types.gain)
                if fixed + gain + rest < target:
                    left2[tj] += 1
                    refused[k].add(tj)
                    chosen_flow = flows[k]
                    continue
            if quality(i, j) != gain:        # the types do not decide the quality: no proof here
                return None
            chosen = j
            break
        if chosen < 0:                       # no choice left: back to the player above, its next choice
            positions.pop(), refused.pop(), flows.pop()
            left1[ti] += 1
            if not positions:
                return None
            above = s1[k - 1]
            taken = mate_of.pop(above)
            del mate_of[taken]
            left2[types.of[taken]] += 1
            fixed -= types.gain[types.of[above]][types.of[taken]]
            continue
        mate_of[i], mate_of[chosen] = chosen, i
        fixed += types.gain[ti][types.of[chosen]]
        if k + 1 == pairs:
            return mate_of if fixed >= target else None
        positions.append(0)
        refused.append(set())
        flows.append(chosen_flow)
        left1[types.of[s1[k + 1]]] -= 1
    return None


def construct_with_mdps(mdps: Sequence[int], residents: Sequence[int], key: Callable[[int], Hashable],
                        quality: Quality, compatible: Callable[[int, int], bool]) -> dict[int, int] | None:
    """A heterogeneous bracket (its moved-down players first) under quality + the MDP tie of generation order
    (every MDP paired, then MDP by MDP the highest resident): each MDP in order takes the first compatible
    resident not refused on proof (the bound of the players left), then the remainder is built (`construct`);
    the whole reaches the bound of the bracket, or None (the blossom decides)."""
    zone = [*mdps, *residents]
    types = _Types(zone, key, quality)
    target = bound(types, zone)
    fixed = 0
    mates: dict[int, int] = {}
    for k, m in enumerate(mdps):
        refused: set[int] = set()
        chosen = -1
        for r in residents:
            if r in mates or not compatible(m, r) or types.of[r] in refused:
                continue
            gain = types.gain[types.of[m]][types.of[r]]
            left = [*mdps[k + 1:], *(x for x in residents if x not in mates and x != r)]
            if fixed + gain + bound(types, left) >= target:
                chosen = r
                break
            refused.add(types.of[r])
        if chosen < 0 or quality(m, chosen) != types.gain[types.of[m]][types.of[chosen]]:
            return None
        fixed += quality(m, chosen)
        mates[m], mates[chosen] = chosen, m
    remainder = [r for r in residents if r not in mates]
    built = construct(remainder, key, quality, compatible) if len(remainder) > 1 else {}
    if built is None:
        return None
    if fixed + sum(quality(a, b) for a, b in built.items() if a < b) < target:
        return None
    return mates | built
