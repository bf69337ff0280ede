"""The Burstein system, original FIDE text (docs/rules/burstein.md: §2 the text, §3–§11 as the reference reads it).

The steps, in the order of docs/rules/burstein.md:
1.-3. tie-breaks, the order inside score groups and the bye: burstein_order.py;
4. brackets: score groups paired from the top, one floater at most per group, unpairable groups merged
   (§8): `form_brackets`;
5. the pairs inside a bracket: most pairs, then pairs inside the group, then compatible colour wishes, then the
   fold (art. 5; §9): `pair_bracket`;
6. colours and board order (core; §10, §11).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TypeVar

from generator.core.model import Colour, PointSystem, Start, Tournament
from generator.core.pairing import explain
from generator.core.pairing.burstein_order import (
    Ranked,
    choose_bye,
    index_values,
    order_players,
    ranks_above,
    stable_merge_sort,
)
from generator.core.pairing.cardinality import UNMATCHED, CardinalityMatching
from generator.core.pairing.core import (
    Board,
    Pairing,
    PairingError,
    PairingInput,
    PlayerState,
    Reason,
    make_board,
    order_boards,
    pairing_input,
)
from generator.core.pairing.matching import max_weight_matching

T = TypeVar("T")


# --- 4. brackets -------------------------------------------------------------------------------------------

@dataclass
class Bracket:
    """Positions start..end-1 of the order. A boundary at an odd position lets one player float across."""

    start: int
    end: int

    @property
    def gets_floater(self) -> bool:
        return self.start % 2 == 1

    @property
    def sends_floater(self) -> bool:
        return self.end % 2 == 1


class _Brackets:
    """Score groups paired from the top; a group that cannot be paired is merged with the next one, the last
    ones upwards (docs/rules/burstein.md §8.3)."""

    def __init__(self, order: Sequence[Ranked]) -> None:
        self.order = order
        self.players = [r.state for r in order]
        # `PlayerState.may_meet` of every pair, from three facts read once a player: the start, the players
        # not to meet, and a key that is the same object for two players exactly when both have the same
        # absolute colour wish (the wish's colour; a fresh object for any other wish). The brackets of the
        # early rounds hold hundreds of players, so their graphs ask this for every pair.
        self._meeting = [(p.start, p.forbidden, p.preference.colour if p.preference.absolute else object())
                         for p in self.players]
        self._adjacency: dict[tuple[int, int], list[list[int]]] = {}
        # forming the brackets asks the same questions again as the chain grows (a round of 400 players: 16
        # welcomes, 6 of them different; 11 pairables, 5 different); each answer depends on its arguments alone
        self._pairable: dict[tuple[int, int, frozenset[int] | None], bool] = {}
        self._welcome: dict[tuple[int, int, frozenset[int] | None, int, int], frozenset[int]] = {}

    def may_meet(self, i: int, j: int) -> bool:
        start, forbidden, absolute = self._meeting[i]
        other, _, other_absolute = self._meeting[j]
        return not (other in forbidden or other == start or absolute is other_absolute)

    def form(self) -> list[Bracket]:
        n = len(self.order)
        brackets: list[Bracket] = []
        feasible = True
        position = 0
        while position < n:
            bracket = Bracket(position, self._group_end(position))
            while True:
                feasible = self.chain_feasible(brackets + [bracket], open_bottom=True)
                if feasible or bracket.end == n:
                    break
                bracket.end = self._group_end(bracket.end)
            brackets.append(bracket)
            position = bracket.end
        while not feasible and len(brackets) > 1:
            last = brackets.pop()
            brackets[-1].end = last.end
            feasible = self.chain_feasible(brackets, open_bottom=True)
        if not feasible:
            raise PairingError(self._why_unpairable())
        return brackets

    def _group_end(self, position: int) -> int:
        score = self.order[position].score_units
        end = position
        while end < len(self.order) and self.order[end].score_units == score:
            end += 1
        return end

    def chain_feasible(self, brackets: list[Bracket], open_bottom: bool) -> bool:
        """Can the brackets from the last closed boundary down be paired, one floater per odd boundary?
        The last bracket may send its odd player to the group below (not yet looked at) when `open_bottom`."""
        last = brackets[-1]
        floaters: set[int] | None = None
        if open_bottom and last.sends_floater:
            floaters = set(range(last.start, last.end))
        for j in range(len(brackets) - 1, -1, -1):
            bracket = brackets[j]
            if not bracket.gets_floater:
                return self.pairable(bracket, floaters)
            above = brackets[j - 1]
            floaters = self.welcome(bracket, floaters, range(above.start, above.end))
            if not floaters:
                return False
        return True

    def acceptable_floaters(self, brackets: list[Bracket]) -> list[set[int] | None]:
        """For each bracket, which of its players may float down so that the rest of the round stays pairable."""
        out: list[set[int] | None] = [None] * len(brackets)
        for j in range(len(brackets) - 1, 0, -1):
            if brackets[j].gets_floater:
                above = brackets[j - 1]
                out[j - 1] = self.welcome(brackets[j], out[j], range(above.start, above.end))
        return out

    def _graph(self, bracket: Bracket, floaters: set[int] | None) -> tuple[CardinalityMatching, list[int]]:
        members = list(range(bracket.start, bracket.end))
        graph = CardinalityMatching(len(members))
        known = self._adjacency.get((bracket.start, bracket.end))
        if known is None:   # each bracket is asked about more than once while the brackets are formed
            known = self._adjacency[(bracket.start, bracket.end)] = meeting_graph(self.players[bracket.start:
                                                                                               bracket.end])
        graph.adj = [list(row) for row in known]
        if floaters is not None:
            graph.add_vertex(i - bracket.start for i in floaters)
        return graph, members

    def pairable(self, bracket: Bracket, floaters: set[int] | None) -> bool:
        """Can the bracket be paired, one of `floaters` floating down when given?"""
        key = (bracket.start, bracket.end, None if floaters is None else frozenset(floaters))
        known = self._pairable.get(key)
        if known is None:
            graph, _ = self._graph(bracket, floaters)
            known = self._pairable[key] = graph.maximise() == 0
        return known

    def welcome(self, bracket: Bracket, floaters: set[int] | None, candidates: range) -> set[int]:
        """The candidates from the bracket above that this bracket can take in and still be paired."""
        key = (bracket.start, bracket.end, None if floaters is None else frozenset(floaters), candidates.start,
               candidates.stop)
        known = self._welcome.get(key)
        if known is None:
            known = self._welcome[key] = frozenset(self._welcomed(bracket, floaters, candidates))
        return set(known)

    def _welcomed(self, bracket: Bracket, floaters: set[int] | None, candidates: range) -> set[int]:
        graph, members = self._graph(bracket, floaters)
        if graph.maximise() != 1:
            return set()
        (lonely,) = graph.exposed()
        next_to_lonely = set(graph.adj[lonely])
        # the short augmenting paths (candidate-lonely, candidate-k=mate-lonely) settle most candidates: a
        # candidate who may meet one member k that is `lonely` or whose mate is next to him
        short = [k == lonely or graph.mate[k] in next_to_lonely for k in range(len(members))]
        out = set()
        meeting = self._meeting[bracket.start:bracket.end]
        for candidate in candidates:
            other, _, other_absolute = self._meeting[candidate]
            # self.may_meet(member, candidate), written out: it is asked for every member of big brackets
            if any(ends and not (other in forbidden or other == start or absolute is other_absolute)
                   for ends, (start, forbidden, absolute) in zip(short, meeting)):
                out.add(candidate)
                continue
            neighbours = [k for k, (start, forbidden, absolute) in enumerate(meeting)
                          if not (other in forbidden or other == start or absolute is other_absolute)]
            graph.add_vertex(neighbours)
            if graph.augment_from(graph.size - 1, apply=False):
                out.add(candidate)
            graph.pop_vertex()
        return out

    def _why_unpairable(self) -> str:
        """Name the constraint that blocks: a player nobody may meet, or a group that can only meet itself."""
        players = self.players
        n = len(players)
        for i, player in enumerate(players):
            if not any(self.may_meet(i, j) for j in range(n) if j != i):
                blocks = [_blocker(player, other) for j, other in enumerate(players) if j != i]
                shown = "; ".join(blocks[:6]) + ("; …" if len(blocks) > 6 else "")
                return f"no legal pairing exists: {player.start} may not meet any other player ({shown})"
        seen: set[int] = set()
        for i in range(n):
            if i in seen:
                continue
            component, stack = {i}, [i]
            while stack:
                a = stack.pop()
                for b in range(n):
                    if b not in component and self.may_meet(a, b):
                        component.add(b)
                        stack.append(b)
            seen |= component
            if len(component) % 2:
                who = ", ".join(str(players[k].start) for k in sorted(component))
                return (f"no legal pairing exists: players {who} may only meet each other (they have met or "
                        f"clash in colour with everybody else), and they are an odd number")
        return ("no legal pairing exists: every way of pairing all players repeats a game (art. 3.1) or gives "
                "two players with the same absolute colour wish the same colour")


def _blocker(player: PlayerState, other: PlayerState) -> str:
    if other.start in player.met:
        rounds = [r.round for r in player.history if r.played and r.opponent == other.start]
        return f"met {other.start} in round {rounds[0]}" if rounds else f"met {other.start}"
    if other.start in player.forbidden:
        return f"{other.start} is a forbidden pair"
    colour = "White" if player.preference.colour is Colour.WHITE else "Black"
    return f"{other.start} must also have {colour}"


# --- 5. pairs inside a bracket -----------------------------------------------------------------------------

def _colour_class(state: PlayerState) -> Colour | None:
    return state.preference.colour


def _colour_compatible(a: PlayerState, b: PlayerState) -> bool:
    return a.preference.compatible_with(b.preference)


@dataclass
class BracketResult:
    pairs: list[tuple[Ranked, Ranked]]   # higher-ordered player first
    floater: Ranked | None
    order: list[Ranked]


def meeting_graph(states: Sequence[PlayerState]) -> list[list[int]]:
    """Who may meet whom in a bracket (`PlayerState.may_meet`), as adjacency lists by position, each ascending.
    A bracket of the early rounds asks it of every pair, so each row is made as everybody but the few excluded
    (the player, the players not to meet, those with the same absolute colour wish), copied in slices."""
    position = {s.start: k for k, s in enumerate(states)}
    excluded: list[set[int]] = [{k} for k in range(len(states))]
    absolute: dict[Colour | None, set[int]] = {}
    for a, state in enumerate(states):
        for other in state.forbidden:
            b = position.get(other)
            if b is not None:
                excluded[a].add(b)
                excluded[b].add(a)
        if state.preference.absolute:
            absolute.setdefault(state.preference.colour, set()).add(a)
    for group in absolute.values():
        for a in group:
            excluded[a] |= group
    positions = list(range(len(states)))   # one int object per position, shared by every list (memory)
    adjacency: list[list[int]] = []
    for gaps in excluded:
        row: list[int] = []
        previous = 0
        for gap in sorted(gaps):
            row += positions[previous:gap]
            previous = gap + 1
        row += positions[previous:]
        adjacency.append(row)
    return adjacency


def pair_bracket(players: list[Ranked], floatable: set[int] | None,
                 adjacency: list[list[int]] | None = None) -> BracketResult:
    """Pair one bracket (players already in bracket order; `floatable` = positions that may float down, None
    when nobody floats): all paired but the floater, then as many compatible colour wishes as possible, then
    each player from the top takes the lowest-placed partner still possible (art. 5, the fold).
    `adjacency`: the bracket's `meeting_graph`, when the caller has it already."""
    p = len(players)
    states = [r.state for r in players]
    if adjacency is None:
        adjacency = meeting_graph(states)
    plan = _colour_plan(states, floatable)
    if plan is not None:
        allowed, float_to = plan
        graph = CardinalityMatching(p)
        graph.adj = allowed.rows([s.preference.colour for s in states], adjacency)
        z = graph.add_vertex(float_to) if floatable is not None else None
        if graph.maximise() == 0:
            return _fold_fast(players, graph, z)
    return _fold_exact(players, {(a, b) for a in range(p) for b in adjacency[a] if b > a}, floatable)


_ANY_WISH: frozenset[Colour | None] = frozenset((Colour.WHITE, Colour.BLACK, None))


@dataclass(frozen=True)
class _ColourRule:
    """Which pairs a colour-optimal pairing may use, by the two colour wishes (`_colour_plan`): for each wish,
    the partners' wishes it may meet. A bracket's graph is made a row at a time from it."""

    accepts: Mapping[Colour | None, frozenset[Colour | None]]

    def __call__(self, a: PlayerState, b: PlayerState) -> bool:
        return b.preference.colour in self.accepts[a.preference.colour]

    def rows(self, wishes: Sequence[Colour | None], adjacency: Sequence[list[int]]) -> list[list[int]]:
        """`adjacency` (who may meet whom) kept to the pairs this rule allows, each row in its order."""
        out = []
        for wish, row in zip(wishes, adjacency):
            accepted = self.accepts[wish]
            out.append(list(row) if accepted is _ANY_WISH else [b for b in row if wishes[b] in accepted])
        return out


def _only(colour: Colour) -> frozenset[Colour | None]:
    return frozenset((colour,))


_WITH_A_WHITE_WISH = _ColourRule(MappingProxyType({Colour.WHITE: _ANY_WISH, Colour.BLACK: _only(Colour.WHITE),
                                  None: _only(Colour.WHITE)}))
_WITH_A_BLACK_WISH = _ColourRule(MappingProxyType({Colour.BLACK: _ANY_WISH, Colour.WHITE: _only(Colour.BLACK),
                                  None: _only(Colour.BLACK)}))
_COMPATIBLE = _ColourRule(MappingProxyType({None: _ANY_WISH, Colour.WHITE: frozenset((Colour.BLACK, None)),
                           Colour.BLACK: frozenset((Colour.WHITE, None))}))


def _colour_plan(states: list[PlayerState], floatable: set[int] | None) -> tuple[_ColourRule, list[int]] | None:
    """Which pairs a colour-optimal pairing may use, when the best imaginable count of compatible colour wishes
    is reached: with more players wanting one colour than the others together, every other player meets one of
    them and they meet each other; otherwise only compatible pairs."""
    wishes = [s.preference.colour for s in states]
    total = {colour: wishes.count(colour) for colour in (Colour.WHITE, Colour.BLACK, None)}

    def counts(excluded: int | None) -> tuple[int, int]:
        left = dict(total)
        if excluded is not None:
            left[wishes[excluded]] -= 1
        white, black, none = left[Colour.WHITE], left[Colour.BLACK], left[None]
        return white - black - none, black - white - none

    def clash(excess_white: int, excess_black: int) -> int:
        return max(0, excess_white // 2, excess_black // 2)

    if floatable is None:
        ew, eb = counts(None)
        float_to: list[int] = []
    else:
        if not floatable:
            return None
        cost = {k: clash(*counts(k)) for k in floatable}
        best = min(cost.values())
        float_to = sorted(k for k in floatable if cost[k] == best)
        ew, eb = counts(float_to[0])
    if ew > 0:   # a pair holds a player who wants White
        return _WITH_A_WHITE_WISH, float_to
    if eb > 0:
        return _WITH_A_BLACK_WISH, float_to
    return _COMPATIBLE, float_to


def _fold_fast(players: list[Ranked], graph: CardinalityMatching, z: int | None) -> BracketResult:
    p = len(players)
    partner_of: dict[int, int] = {}
    pairs: list[tuple[Ranked, Ranked]] = []
    floater = None
    neighbours = [set(graph.adj[v]) for v in range(graph.size)]
    count = _HallCount(players, graph)
    for v in range(p):
        if not graph.alive[v]:
            continue
        for u in range(p - 1, v, -1):
            if graph.alive[u] and u in neighbours[v] and count.may_fix(v, u) and graph.try_fix(v, u):
                pairs.append((players[v], players[u]))
                partner_of[v] = u
                count.remove(v, u)
                break
        else:
            if z is None or graph.mate[v] != z:
                raise AssertionError("bracket pairing lost its perfect matching")
            graph.alive[v] = graph.alive[z] = False
            floater = players[v]
            count.remove(v, z)
    return BracketResult(pairs, floater, players)


class _HallCount:
    """A count that refuses a pair of the fold before the matching is asked (Hall's condition, so the answer is
    the matching's own): the players of one colour wish (or all but one) who, by the pairs allowed, never meet
    each other (with the floater's place when it takes none of them) must each meet a different vertex outside
    their set, so they cannot outnumber the rest. It settles the fold's many hopeless tries in the huge groups
    of the early rounds (two players of the excess colour, once the pairs of that colour are all spent)
    without a search of the graph."""

    def __init__(self, players: list[Ranked], graph: CardinalityMatching) -> None:
        wish = [r.state.preference.colour for r in players]
        candidates = ({Colour.WHITE}, {Colour.BLACK}, {Colour.BLACK, None}, {Colour.WHITE, None})
        self.sets: list[list[bool]] = []
        for wishes in candidates:
            member = [c in wishes for c in wish] + [False] * (graph.size - len(players))
            if any(member) and not any(member[u] for v in range(len(players)) if member[v] for u in graph.adj[v]):
                for extra in range(len(players), graph.size):   # the floater's place, if it meets none of them
                    member[extra] = not any(member[u] for u in graph.adj[extra])
                self.sets.append(member)
        self.inside = [sum(member) for member in self.sets]
        self.live = graph.size

    def may_fix(self, v: int, u: int) -> bool:
        """False when the players left once v and u are paired cannot all be paired (by the count)."""
        left = self.live - 2
        for member, inside in zip(self.sets, self.inside):
            inside -= member[v] + member[u]
            if inside > left - inside:
                return False
        return True

    def remove(self, v: int, u: int) -> None:
        self.live -= 2
        for k, member in enumerate(self.sets):
            self.inside[k] -= member[v] + member[u]


def _fold_exact(players: list[Ranked], edges: set[tuple[int, int]], floatable: set[int] | None) -> BracketResult:
    """The same choice by one maximum-weight matching whose weights rank, in order: pairs, compatible colour
    wishes, then each player's partner from the top down (a digit per player)."""
    p = len(players)
    states = [r.state for r in players]
    base = p + 1
    colour_unit = base ** p
    pair_unit = colour_unit * (p + 1)
    weighted = []
    for a, b in edges:
        colour = colour_unit if _colour_compatible(states[a], states[b]) else 0
        weighted.append((a, b, pair_unit + colour + b * base ** (p - 1 - a)))
    z = p
    if floatable is not None:
        weighted += [(k, z, pair_unit) for k in floatable]
    mates = max_weight_matching(p + 1, weighted)
    pairs: list[tuple[Ranked, Ranked]] = []
    floater = None
    for v in range(p):
        mate = mates[v]
        if mate == -1:
            raise PairingError("bracket cannot be paired")
        if mate == z:
            floater = players[v]
        elif mate > v:
            pairs.append((players[v], players[mate]))
    expected = p // 2
    if len(pairs) != expected or (floatable is not None and floater is None):
        raise PairingError("bracket cannot be paired")
    return BracketResult(pairs, floater, players)


class _RestPairable:
    """`rest_pairable(taken)` for the reasons of one bracket: can the players not in `taken` all be paired
    legally (one of `floatable` floating)? One graph of the bracket, and the bracket's own pairing as the start
    of every maximum matching: taking out a few players leaves a few exposed, so each answer costs a few
    augmenting paths instead of a new graph (the answer is the maximum matching's, whatever its start)."""

    def __init__(self, states: list[PlayerState], adjacency: list[list[int]], floatable: set[int] | None,
                 result: BracketResult) -> None:
        self.starts = [s.start for s in states]
        self.graph = CardinalityMatching(len(states))
        self.graph.adj = [list(row) for row in adjacency]
        position = {start: k for k, start in enumerate(self.starts)}
        start_mate = [UNMATCHED] * len(states)
        for higher, lower in result.pairs:
            a, b = position[higher.start], position[lower.start]
            start_mate[a], start_mate[b] = b, a
        if floatable is not None:
            z = self.graph.add_vertex(sorted(floatable))
            start_mate.append(UNMATCHED)
            if result.floater is not None:
                f = position[result.floater.start]
                start_mate[f], start_mate[z] = z, f
        self.start_mate = start_mate

    def __call__(self, taken: set[Start]) -> bool:
        graph = self.graph
        alive = [start not in taken for start in self.starts] + [True] * (graph.size - len(self.starts))
        mate = list(self.start_mate)
        for v, live in enumerate(alive):
            if not live and mate[v] != UNMATCHED:
                mate[mate[v]] = mate[v] = UNMATCHED
        graph.alive, graph.mate = alive, mate
        exposed = [v for v in range(graph.size) if alive[v] and mate[v] == UNMATCHED]
        for v in exposed:   # two exposed neighbours first: the one-edge augmenting paths need no search
            if mate[v] == UNMATCHED:
                u = next((u for u in graph.adj[v] if alive[u] and mate[u] == UNMATCHED), UNMATCHED)
                if u != UNMATCHED:
                    mate[u], mate[v] = v, u
        for v in exposed:
            if mate[v] == UNMATCHED:
                graph.augment_from(v)
        return not graph.exposed()


# --- the round ---------------------------------------------------------------------------------------------

def pair(tournament: Tournament, round_number: int) -> Pairing:
    """The Burstein engine (`registry.SYSTEMS["burstein"]`): round `round_number` of `tournament`."""
    return pair_round(pairing_input(tournament, round_number), tournament.points)


def pair_round(inp: PairingInput, points: PointSystem) -> Pairing:
    """Pair the round described by `inp` by the Burstein system (original text, as the reference reads it)."""
    numbered = {s: p for s, p in inp.players.items() if p.rank >= 0}
    values = index_values(numbered, points)
    order = order_players(inp.present, values)
    bye = choose_bye(order)
    to_pair = [r for r in order if r is not bye]
    shaper = _Brackets(to_pair)
    brackets = shaper.form() if to_pair else []
    floatable = shaper.acceptable_floaters(brackets)
    del shaper   # its graphs of every bracket: the pairing below builds each bracket's own, one at a time (memory)
    boards: list[Board] = []
    reasons: list[Reason] = []
    if bye is not None:
        below = [r.state for r in order[order.index(bye) + 1:]]
        reasons.append(explain.bye_reason(bye.state, below))
    incoming: Ranked | None = None
    for bracket, may_float in zip(brackets, floatable):
        members = list(to_pair[bracket.start:bracket.end])
        scores = sorted({r.score for r in members}, reverse=True)
        if len(scores) > 1:
            reasons.append(explain.merge_reason(scores))
        if incoming is not None:
            members.append(incoming)
        ordered = stable_merge_sort(members, ranks_above)
        positions = {r.start: k for k, r in enumerate(ordered)}
        local = None
        if may_float is not None:
            local = {positions[to_pair[i].start] for i in may_float}
        states = [r.state for r in ordered]
        adjacency = meeting_graph(states)
        result = pair_bracket(ordered, local, adjacency)
        plan = _colour_plan(states, local)
        allowed = plan[0] if plan is not None else _COMPATIBLE
        reasons += explain.fold_reasons(states, [(a.state, b.state) for a, b in result.pairs],
                                        result.floater.state if result.floater else None, allowed,
                                        _RestPairable(states, adjacency, local, result))
        for higher, lower in result.pairs:
            board, why = make_board(higher.state, lower.state, not ranks_above(lower, higher), inp.initial_colour)
            boards.append(board)
            colour = explain.colour_reason(inp.players[board.white], inp.players[board.black], why)
            if colour is not None:
                reasons.append(colour)
        if result.floater is not None:
            reasons.append(explain.float_reason(result.floater.state, scores[0], states,
                                                   [(a.state, b.state) for a, b in result.pairs], allowed))
        incoming = result.floater
    return Pairing(inp.round_number, order_boards(boards, inp.players), bye.start if bye else None,
                   tuple(reasons), "burstein",
                   tuple(sorted(s for s, p in inp.players.items() if not p.present)))
