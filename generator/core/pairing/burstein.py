"""The Burstein system, original FIDE text (docs/rules/burstein.md: §2 the text, §3–§11 as the reference reads it).

The steps, in the order of docs/rules/burstein.md:
1. tie-breaks over the rounds played (art. 2, 3.2; §5): `index_values`;
2. the order inside score groups (art. 3.2, 3.3; §4, §6): `order_players`, `ranks_above`;
3. the bye (art. 4; §7): `choose_bye`;
4. brackets: score groups paired from the top, one floater at most per group, unpairable groups merged
   (§8): `form_brackets`;
5. the pairs inside a bracket: most pairs, then pairs inside the group, then compatible colour wishes, then the
   fold (art. 5; §9): `pair_bracket`;
6. colours and board order (core; §10, §11).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from types import MappingProxyType
from itertools import chain
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from generator.core.model import Colour, PointSystem, Start, Tournament
from generator.core.scoring import common_denominator, in_units
from generator.core.pairing.cardinality import UNMATCHED, CardinalityMatching
from generator.core.pairing.core import (Board, Outcome, Pairing, PairingError, PairingInput, PlayerState, Reason,
                   make_board, order_boards, pairing_input)
from generator.core.pairing import explain
from generator.core.pairing.matching import max_weight_matching

T = TypeVar("T")


# --- 1. tie-breaks -----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class IndexValues:
    """Sonneborn-Berger, Buchholz and Median of one player over the rounds played (docs/rules/burstein.md §5)."""

    # The pairing score, SB, Buchholz and Median as whole numbers of the players' common unit 1/D (SB of 1/D²):
    # the order compares these, as ints, where Fractions cost a call each (the order is a third of a pairing)
    units: tuple[int, int, int, int]
    denominator: int   # D

    @property
    def sonneborn_berger(self) -> Fraction:
        return Fraction(self.units[1], self.denominator * self.denominator)

    @property
    def buchholz(self) -> Fraction:
        return Fraction(self.units[2], self.denominator)

    @property
    def median(self) -> Fraction:
        return Fraction(self.units[3], self.denominator)


def _adjusted_score(player: PlayerState, own: Sequence[int], acceleration: int, draw: int) -> int:
    """An opponent's score for the tie-breaks, in units: acceleration plus points, unplayed rounds counted as
    draws (docs/rules/burstein.md §5.1). `own`: the points of each of the player's rounds, in units."""
    return acceleration + sum(u if r.played else draw for u, r in zip(own, player.history))


def _virtual_opponent_score(player: PlayerState, index: int, points: tuple[int, int, int, int],
                            own: Sequence[int], acceleration: int) -> int:
    """The 2009 FIDE rule for an unplayed round, in units: the player's score before it, plus the opposite
    result, plus a draw for every later round played (docs/rules/burstein.md §5.2). `points`: draw, win, PAB
    and forfeit loss in units; `own`: the points of each of the player's rounds, in units."""
    draw, win, pab, forfeit_loss = points
    history = player.history
    record = history[index]
    before = acceleration + sum(own[:index])
    later = draw * (len(history) - 1 - index)
    if record.outcome is Outcome.LOSS:
        opposite = win
    elif record.outcome is Outcome.DRAW:
        opposite = draw
    elif record.pab and pab < win:
        opposite = win if pab < draw else draw
    else:
        opposite = forfeit_loss
    return before + opposite + later


def index_values(players: Mapping[Start, PlayerState], points: PointSystem) -> dict[Start, IndexValues]:
    """SB, Buchholz and Median of every numbered player (Median is 0 while at most 2 rounds are played).
    Worked in whole units of the scores' common denominator, exactly (`IndexValues` gives them as fractions)."""
    # The values counted, by identity: a few Fraction objects (the point system's, the accelerations, the
    # totals) stand for thousands of records, so each is put in units once (a Fraction's numerator and
    # denominator are Python calls). Every one is held by `players` or `points` while this runs, so no two
    # share an id; the pairing score is the sum of two of them, not a value of its own.
    distinct = {id(value): value for value in chain(
        (points.draw, points.win, points.pab, points.forfeit_loss),
        (p.acceleration for p in players.values()), (p.points for p in players.values()),
        (r.points for p in players.values() for r in p.history))}
    denominator = common_denominator(distinct.values())
    units = {key: in_units(value, denominator) for key, value in distinct.items()}
    virtual_points = (units[id(points.draw)], units[id(points.win)], units[id(points.pab)],
                      units[id(points.forfeit_loss)])
    draw = virtual_points[0]
    own = {s: [units[id(r.points)] for r in p.history] for s, p in players.items()}
    acceleration = {s: units[id(p.acceleration)] for s, p in players.items()}
    adjusted = {s: _adjusted_score(p, own[s], acceleration[s], draw) for s, p in players.items()}
    out: dict[Start, IndexValues] = {}
    for start, player in players.items():
        values: list[int] = []
        sb = 0
        for index, (record, record_units) in enumerate(zip(player.history, own[start])):
            if record.played and record.opponent is not None:
                value = adjusted[record.opponent]
            else:
                value = _virtual_opponent_score(player, index, virtual_points, own[start], acceleration[start])
            values.append(value)
            sb += value * record_units
        buchholz = sum(values)
        median = buchholz - min(values) - max(values) if len(values) > 2 else 0
        score = units[id(player.points)] + acceleration[start]
        out[start] = IndexValues((score, sb, buchholz, median), denominator)
    return out


# --- 2. order ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Ranked:
    """A player with the values the order uses. The score and the keys of art. 3.2 are worked out once: a
    bracket's merge sort compares each player many times."""

    state: PlayerState
    index: IndexValues

    @property
    def start(self) -> Start:
        return self.state.start

    @cached_property
    def score(self) -> Fraction:
        return self.state.pairing_score

    @property
    def score_units(self) -> int:
        return self.index.units[0]

    @cached_property
    def same_score_key(self) -> tuple[int, int, int, int]:
        """Art. 3.2 against a player of the same score: SB, Buchholz, Median (high first), then pairing number
        (in `IndexValues.units`)."""
        _, sb, buchholz, median = self.index.units
        return (sb, buchholz, median, -self.state.rank)

    @cached_property
    def other_score_key(self) -> tuple[int, int, int, int]:
        """Against a player of another score, Buchholz and Median multiplied by the player's own pairing score
        (the reference's reading; in units, all of one scale)."""
        score, sb, buchholz, median = self.index.units
        return (sb, buchholz * score, median * score, -self.state.rank)


def ranks_above(a: Ranked, b: Ranked) -> bool:
    """Art. 3.2: SB, Buchholz, Median (high first), then pairing number; between players of different scores
    with Buchholz and Median weighed by the score (`Ranked.other_score_key`)."""
    if a.score_units == b.score_units:
        return a.same_score_key > b.same_score_key
    return a.other_score_key > b.other_score_key


def stable_merge_sort(items: Sequence[T], before: Callable[[T, T], bool]) -> list[T]:
    """A stable bottom-up merge sort that merges in a fixed pattern, so that even a comparison that is not a
    strict order (players of score 0 among floaters) gives the reference's order."""
    buckets: list[list[T]] = []
    for item in items:
        carry = [item]
        level = 0
        while level < len(buckets) and buckets[level]:
            carry = _merge(buckets[level], carry, before)
            buckets[level] = []
            level += 1
        if level == len(buckets):
            buckets.append(carry)
        else:
            buckets[level] = carry
    merged: list[T] = []
    for bucket in buckets:
        merged = _merge(bucket, merged, before)
    return merged


def _merge(first: list[T], second: list[T], before: Callable[[T, T], bool]) -> list[T]:
    out: list[T] = []
    i = j = 0
    while i < len(first) and j < len(second):
        if before(second[j], first[i]):
            out.append(second[j])
            j += 1
        else:
            out.append(first[i])
            i += 1
    out.extend(first[i:])
    out.extend(second[j:])
    return out


def order_players(present: Sequence[PlayerState], values: Mapping[Start, IndexValues]) -> list[Ranked]:
    """Pairing score (high first), then art. 3.2 inside each score."""
    # every key differs (the pairing numbers do), so the reversed sort is the ascending one of the negated keys
    return sorted((Ranked(p, values[p.start]) for p in present), key=lambda r: (r.score_units, r.same_score_key),
                  reverse=True)


# --- 3. the bye --------------------------------------------------------------------------------------------

def bye_eligible(player: PlayerState) -> bool:
    """Art. 4.1: no bye for a player who already had one or won by forfeit (a requested bye does not count)."""
    return not (player.had_pab or player.had_forfeit_win)


def choose_bye(order: Sequence[Ranked]) -> Ranked | None:
    """Art. 4.2: with an odd number of players, the last one in the order who may have the bye."""
    if len(order) % 2 == 0:
        return None
    for ranked in reversed(order):
        if bye_eligible(ranked.state):
            return ranked
    raise PairingError("the number of players is odd and every player has already had a bye or a forfeit win "
                       "(art. 4.1), so nobody can get the bye")


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
