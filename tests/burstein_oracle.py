"""A slow, literal model of the Burstein pairing rules, for property tests of the fast engine.

It states docs/rules/burstein.md §8–§9 (brackets, floaters, the fold) directly as maximum-weight matchings over the
whole round (weights: pairs ≫ pairs inside a score group ≫ compatible colour wishes in the bracket being paired
≫ the fold partner of the player being placed) and places the players one at a time from the top, as the text
says. It shares with the engine only the order (SB, Buchholz, Median), the colour and board-order rules, and
the matching algorithm, none of which it is meant to check.
"""
from __future__ import annotations

from generator.core.pairing import burstein as B
from generator.core.pairing import burstein_order
from generator.core.pairing.core import Pairing, PairingError, PairingInput, make_board, order_boards
from generator.core.pairing.matching import max_weight_matching

PAIR, SAME, COLOUR = 10 ** 9, 10 ** 6, 10 ** 3


def _group_ends(order: list[burstein_order.Ranked]) -> list[int]:
    ends = []
    for i in range(1, len(order) + 1):
        if i == len(order) or order[i].score != order[i - 1].score:
            ends.append(i)
    return ends


def _prefix_valid(order: list[burstein_order.Ranked], brackets: list[tuple[int, int]], virtual: bool) -> bool:
    """The prefix can be paired with exactly one crossing per odd boundary (and the last bracket's odd player
    matched to a stand-in for the group below when `virtual`)."""
    end = brackets[-1][1]
    where = {}
    for index, (s, e) in enumerate(brackets):
        for i in range(s, e):
            where[i] = index
    edges = []
    for i in range(end):
        for j in range(i + 1, end):
            bi, bj = where[i], where[j]
            if not order[i].state.may_meet(order[j].state):
                continue
            if bi == bj:
                edges.append((i, j, PAIR + SAME))
            elif bj == bi + 1 and brackets[bj][0] % 2 == 1:
                edges.append((i, j, PAIR))
    size = end
    if virtual and end % 2 == 1:
        s, e = brackets[-1]
        edges += [(i, end, PAIR) for i in range(s, e)]
        size += 1
    mates = max_weight_matching(size, edges)
    if any(m == -1 for m in mates):
        return False
    crossings = sum(1 for i in range(end) if mates[i] > i and mates[i] < end and where[i] != where[mates[i]])
    return crossings == sum(1 for s, _ in brackets[1:] if s % 2 == 1)


def _brackets(order: list[burstein_order.Ranked]) -> list[tuple[int, int]]:
    ends = _group_ends(order)
    brackets: list[tuple[int, int]] = []
    valid = True
    start = 0
    while start < len(order):
        end = next(e for e in ends if e > start)
        while True:
            valid = _prefix_valid(order, brackets + [(start, end)], virtual=True)
            if valid or end == len(order):
                break
            end = next(e for e in ends if e > end)
        brackets.append((start, end))
        start = end
    while not valid and len(brackets) > 1:
        last = brackets.pop()
        brackets[-1] = (brackets[-1][0], last[1])
        valid = _prefix_valid(order, brackets, virtual=False)
    if not valid:
        raise PairingError("no legal pairing")
    return brackets


def pair_round(inp: PairingInput, points) -> Pairing:
    numbered = {s: p for s, p in inp.players.items() if p.rank >= 0}
    values = burstein_order.index_values(numbered, points)
    order = burstein_order.order_players(inp.present, values)
    bye = burstein_order.choose_bye(order)
    order = [r for r in order if r is not bye]
    brackets = _brackets(order) if order else []
    where = {}
    for index, (s, e) in enumerate(brackets):
        for i in range(s, e):
            where[i] = index
    fixed: dict[int, int] = {}
    pairs = []
    incoming: int | None = None
    for index, (s, e) in enumerate(brackets):
        members = list(range(s, e)) + ([incoming] if incoming is not None else [])
        ranked = burstein_order.stable_merge_sort(members, lambda a, b: burstein_order.ranks_above(order[a], order[b]))
        in_bracket = set(ranked)
        floater: int | None = None
        for position, v in enumerate(ranked):
            if v in fixed or v == floater:
                continue
            later = [u for u in ranked[position + 1:] if u not in fixed and u != floater]
            priority = {u: k + 1 for k, u in enumerate(later)}
            alive = [i for i in range(len(order)) if i not in fixed and (i in in_bracket or where[i] > index)]
            slot = {i: k for k, i in enumerate(alive)}
            edges = []
            for a_pos, a in enumerate(alive):
                for b in alive[a_pos + 1:]:
                    if not order[a].state.may_meet(order[b].state):
                        continue
                    if a in in_bracket and b in in_bracket:
                        weight = PAIR + SAME
                        if B._colour_compatible(order[a].state, order[b].state):
                            weight += COLOUR
                        if v in (a, b):
                            weight += priority.get(b if a == v else a, 0)
                    elif incoming in (a, b):
                        continue  # the floater from above cannot float twice
                    elif where[a] == where[b]:
                        weight = PAIR + SAME
                    else:
                        lo, hi = sorted((where[a], where[b]))
                        if hi != lo + 1 or brackets[hi][0] % 2 == 0:
                            continue
                        weight = PAIR
                    edges.append((slot[a], slot[b], weight))
            mates = max_weight_matching(len(alive), edges)
            if mates[slot[v]] == -1:
                raise PairingError("oracle lost its perfect matching")
            mate = alive[mates[slot[v]]]
            if mate in in_bracket:
                fixed[v], fixed[mate] = mate, v
                pairs.append((order[v], order[mate]))
            else:
                floater = v
        incoming = floater
    boards = [make_board(h.state, l.state, not burstein_order.ranks_above(l, h), inp.initial_colour)[0] for h, l in pairs]
    return Pairing(inp.round_number, order_boards(boards, inp.players), bye.start if bye else None)
