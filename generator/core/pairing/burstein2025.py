"""The Burstein system as FIDE applies it from 1 February 2026 (Handbook C.04.4.2; on the date:
docs/rules/burstein-2025.md, "Which text, from when"), beside the original text (`burstein.py`). Our reading,
article by article, and every point the text leaves open: docs/rules/burstein-2025.md.

The steps, in the order the text applies them:
1. Art. 1.6 (seeding rounds): the first rounds are paired by the Dutch system (`dutch.py`, called, not copied);
   how many: `seeding_rounds`;
2. Art. 1.7 (opposition evaluation) and 1.8.1 (the Index): Buchholz (1.7.1.1), then Sonneborn-Berger
   (1.7.1.2), from the current scores; an unplayed round counts as a game against oneself, and a trailing run
   of zero-point byes counts as draws for the real opponents (both 1.7.2, the common rules): `index_values`;
3. Art. 1.8 (ranking order): 1.8.1 the Index, then 1.8.2 the pairing number (TPN); the score is not a key
   inside a bracket;
4. Art. 3.1 (the pairing-allocated bye, decided first): eligible by [C2], leaves the rest pairable ([C4]),
   lowest score, most games played, lowest ranking: `choose_bye`;
5. Art. 3.2 and 4 (brackets from the top): the first pairing in the order of Art. 4 (BSN 1's opponent as low as
   possible, then BSN 2's, …; floating last) among those that best meet [C5] most pairs, [C6] lowest scores of
   outgoing floaters, [C7] outgoing floaters that let the next bracket meet [C1]-[C6], [C8] fewest colour
   preferences denied, under [C1] no rematch, [C3] no two equal absolute colour preferences and [C4] the rest
   of the round pairable: `_BracketSolver`;
6. Art. 5.2 (colours): 5.2.1 neither has played: the higher ranked player (score, then pairing number) takes the
   initial colour with an odd pairing number; 5.2.2-5.2.5 shared with the other systems (`core.allocate_colour`);
7. board order (C.04.2, publishing): `core.order_boards`.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from generator.core.messages import Joined, Msg
from generator.core.model import Colour, PointSystem, Start, Tournament
from generator.core.pairing import dutch, explain
from generator.core.pairing.burstein2025_ranking import (
    Index as Index,
)  # re-exported
from generator.core.pairing.burstein2025_ranking import (
    Ranked,
)
from generator.core.pairing.burstein2025_ranking import (
    index_values as index_values,
)
from generator.core.pairing.cardinality import CardinalityMatching
from generator.core.pairing.core import (
    Board,
    Pairing,
    PairingError,
    PairingInput,
    PlayerState,
    Reason,
    allocate_colour,
    order_boards,
    pairing_input,
)
from generator.core.pairing.explain import score_text
from generator.core.pairing.matching import max_weight_matching
from generator.core.pairing.reasons import say

SYSTEM = "burstein-2025"
ZERO = Fraction(0)
MAX_DEFAULT_SEEDING_ROUNDS = 4


# --- Art. 1.6: seeding rounds --------------------------------------------------------------------------------

def default_seeding_rounds(planned_rounds: int) -> int:
    """Art. 1.6.2: half the rounds (rounded down), or four, whichever is lower."""
    return min(planned_rounds // 2, MAX_DEFAULT_SEEDING_ROUNDS)


def seeding_rounds(tournament: Tournament) -> int:
    """The rounds paired by the Dutch system: the tournament's own number (tournament.yml `seeding_rounds`),
    else the text's default."""
    if tournament.seeding_rounds is not None:
        return tournament.seeding_rounds
    return default_seeding_rounds(tournament.planned_rounds)


# --- Art. 3.1: the pairing-allocated bye ---------------------------------------------------------------------

def bye_eligible(player: PlayerState, points: PointSystem) -> bool:
    """[C2] (Basic Rules, Art. 4): not for a player who already had the pairing-allocated bye or already scored,
    in one round and without playing, the points of a win (a forfeit win, a full-point bye)."""
    return not any(r.pab or (not r.played and r.points >= points.win) for r in player.history)


def blocked_sets(players: Sequence[Ranked]) -> list[set[int]]:
    """For each player (by position), the positions of those it may not meet: [C1] rematches and forbidden
    pairs, [C3] the same absolute colour preference (`PlayerState.may_meet`, computed once for the round)."""
    position = {r.start: k for k, r in enumerate(players)}
    absolute: dict[Colour, set[int]] = {Colour.WHITE: set(), Colour.BLACK: set()}
    for k, r in enumerate(players):
        pref = r.state.preference
        if pref.absolute and pref.colour is not None:
            absolute[pref.colour].add(k)
    out = []
    for k, r in enumerate(players):
        pref = r.state.preference
        blocked = {position[s] for s in r.state.forbidden if s in position}
        if pref.absolute and pref.colour is not None:
            blocked |= absolute[pref.colour]
        blocked.add(k)
        out.append(blocked)
    return out


class _Completion:
    """[C4]: the players still to pair must all be pairable. The graph of who may meet whom is built once for the
    round (each list from the lowest-ranked player up, so that the greedy start of a matching is already close to
    the fold); each check runs a cardinality matching on the players still alive."""

    def __init__(self, players: Sequence[Ranked]) -> None:
        self.players = players
        self.blocked = blocked_sets(players)
        n = len(players)
        self.adj = [[b for b in range(n - 1, -1, -1) if b not in self.blocked[a]] for a in range(n)]
        self.alive = [True] * n

    def exposed(self, alive: list[bool] | None = None) -> int:
        graph = CardinalityMatching(0)
        graph.adj = self.adj  # shared, read only: matching never changes the lists
        graph.mate = [-1] * len(self.adj)
        graph.alive = list(self.alive if alive is None else alive)
        return graph.maximise()

    def without(self, vertex: int) -> bool:
        """Can everybody but `vertex` be paired? When so, `vertex` is taken out for the rest of the round."""
        alive = list(self.alive)
        alive[vertex] = False
        if self.exposed(alive):
            return False
        self.alive = alive
        return True

    def commit(self, pairs: Sequence[tuple[int, int]]) -> bool:
        """Take the pairs (vertex numbers) out when everybody else stays pairable; change nothing otherwise."""
        alive = list(self.alive)
        for a, b in pairs:
            alive[a] = alive[b] = False
        if self.exposed(alive):
            return False
        self.alive = alive
        return True


def choose_bye(order: Sequence[Ranked], points: PointSystem, completion: _Completion) -> int | None:
    """Art. 3.1: with an odd number of players, the first by (lowest score, most games played, lowest ranking
    by Art. 1.8) among those eligible by [C2] whose absence leaves the others pairable ([C4])."""
    if len(order) % 2 == 0:
        return None
    candidates = sorted((k for k, r in enumerate(order) if bye_eligible(r.state, points)),
                        key=lambda k: (order[k].score, -order[k].state.games_played) + _negated(order[k].rank_key()))
    for k in candidates:
        if completion.without(k):
            return k
    raise PairingError("the number of players is odd and no player may get the pairing-allocated bye: everyone "
                       "left out either had it already or won without playing (C2), or leaves the others "
                       "without a legal pairing (C4)")


def _negated(key: tuple[Fraction, Fraction, int]) -> tuple[Fraction, Fraction, int]:
    """The ranking key turned round: sorting by it puts the lowest-ranked player first."""
    return (-key[0], -key[1], -key[2])


# --- Art. 2, 3.2 and 4: one bracket --------------------------------------------------------------------------

def _wants(state: PlayerState) -> Colour | None:
    return state.preference.colour


def _compatible(a: PlayerState, b: PlayerState) -> bool:
    """[C8]: both get their colour preference (a player without one takes what is left)."""
    return a.preference.compatible_with(b.preference)


def _colour_clash(states: Sequence[PlayerState]) -> tuple[int, Colour | None]:
    """The fewest players who must be denied their colour preference when `states` are all paired, and the
    colour too many players want (None when every pair can be compatible)."""
    white = sum(1 for s in states if _wants(s) is Colour.WHITE)
    black = sum(1 for s in states if _wants(s) is Colour.BLACK)
    rest = len(states) - white - black
    if white > black + rest:
        return (white - black - rest) // 2, Colour.WHITE
    if black > white + rest:
        return (black - white - rest) // 2, Colour.BLACK
    return 0, None


def _plan(excess: Colour | None) -> Callable[[PlayerState, PlayerState], bool]:
    """The pairs a pairing with the fewest denied colour preferences may use: with too many players wanting one
    colour, every pair holds one of them; otherwise only compatible pairs."""
    if excess is None:
        return _compatible
    return lambda a, b: excess in (_wants(a), _wants(b))


@dataclass
class BracketResult:
    """The pairs of a bracket (in-bracket positions, higher ranked first), its outgoing floaters, and the pairs a
    best pairing could use (for the explanations)."""

    pairs: list[tuple[int, int]]
    floaters: list[int]
    allowed: Callable[[PlayerState, PlayerState], bool]
    next_pairs: list[tuple[int, int]] = field(default_factory=list)  # completion vertices, for [C7]


class _BracketSolver:
    """One bracket: `members` in Art. 1.8 order (BSN 1, 2, …: Art. 4.1), the residents of the next scoregroup,
    and the vertex numbers of the completion graph of every player."""

    def __init__(self, members: list[Ranked], residents: set[Start], next_group: list[Ranked],
                 lower: list[Ranked], completion: _Completion, vertex: Mapping[Start, int]) -> None:
        self.members = members
        self.states = [r.state for r in members]
        self.residents = residents
        self.next_group = next_group
        self.lower = lower
        self.completion = completion
        self.vertex = vertex
        self.ids = [vertex[r.start] for r in members]
        self.next_ids = [vertex[r.start] for r in next_group]

    def meets(self, a: int, b: int) -> bool:
        """May the players with completion vertices `a` and `b` meet ([C1], [C3])?"""
        return b not in self.completion.blocked[a]

    def solve(self) -> BracketResult:
        """The cheap ways first, each kept only when [C4] holds for the rest of the round and [C7] was not
        misjudged by leaving [C4] out (the next bracket reaches, with the rest pairable, the value [C7] counted);
        else the matching over every lower player decides."""
        fast = self._ideal()
        if fast is not None and self._next_bracket_holds(fast) and self._commit(fast.pairs):
            return fast
        result = self._exact(with_completion=False)
        if self._next_bracket_holds(result) and self._commit(result.pairs):
            return result
        result = self._exact(with_completion=True)
        if not self._commit(result.pairs):
            raise PairingError("no legal pairing exists for the rest of the round (C4)")
        return result

    def _next_bracket_holds(self, result: BracketResult) -> bool:
        """[C7] asks for the next bracket at its best under [C1]-[C6], [C4] included. The cheap ways judge the
        next bracket by its own players: keep their choice only when the pairs they count there
        (`result.next_pairs`, completion vertices) leave the rest of the round pairable."""
        if not result.floaters:
            return True
        alive = list(self.completion.alive)
        for k in range(len(self.members)):
            alive[self.ids[k]] = False
        for k in result.floaters:
            alive[self.ids[k]] = True
        for a, b in result.next_pairs:
            alive[a] = alive[b] = False
        return self.completion.exposed(alive) == 0

    def _commit(self, pairs: list[tuple[int, int]]) -> bool:
        v = self.vertex
        return self.completion.commit([(v[self.members[a].start], v[self.members[b].start]) for a, b in pairs])

    # -- every quality criterion at its best: cardinality matchings decide --------------------------------

    def _ideal(self) -> BracketResult | None:
        """The Art. 4 first pairing among those where [C5]-[C8] all reach their bounds: everybody paired (one
        resident floats from an odd bracket, [C6]), that floater fully paired in the next bracket ([C7]), the
        fewest colour preferences denied ([C8]). None when no pairing reaches every bound."""
        p = len(self.states)
        if p % 2 == 0:
            _, excess = _colour_clash(self.states)
            return self._fold(excess, None)
        candidates = self._welcome_in_next([k for k in range(p) if self.states[k].start in self.residents])
        if not candidates:
            return None
        costs = {k: _colour_clash(self.states[:k] + self.states[k + 1:]) for k in candidates}
        best = min(c for c, _ in costs.values())
        chosen = [k for k in candidates if costs[k][0] == best]
        excesses = {costs[k][1] for k in chosen}
        if len(excesses) > 1:
            return None
        result = self._fold(excesses.pop(), chosen)
        if result is not None:
            result.next_pairs = self._pairs_in_next(result.floaters[0])
        return result

    def _welcome_in_next(self, candidates: list[int]) -> list[int]:
        """[C7] at its bound: the candidates who, floating, leave the next bracket with the most pairs possible and
        are themselves paired there."""
        group = [r.state for r in self.next_group]
        n = len(group)
        if n == 0:
            return []
        ids = self.next_ids
        graph = CardinalityMatching(n)
        graph.adj = self.meeting_lists(ids)
        if n % 2 == 0:
            graph.add_vertex(range(n))
        if graph.maximise() != 1:
            return []
        (lonely,) = graph.exposed()
        next_to_lonely = set(graph.adj[lonely])
        out = []
        for k in candidates:
            neighbours = [j for j in range(n) if self.meets(self.ids[k], ids[j])]
            # the short augmenting paths (k-lonely, k-j=mate-lonely) settle most candidates without a search
            if lonely in neighbours or any(graph.mate[j] in next_to_lonely for j in neighbours):
                out.append(k)
                continue
            graph.add_vertex(neighbours)
            if graph.augment_from(graph.size - 1, apply=False):
                out.append(k)
            graph.pop_vertex()
        return out

    def meeting_lists(self, ids: Sequence[int]) -> list[list[int]]:
        """For players given by completion vertices, who may meet whom ([C1], [C3]) as lists of positions."""
        local = {v: k for k, v in enumerate(ids)}
        everyone = range(len(ids))
        out = []
        for v in ids:
            blocked = {local[u] for u in self.completion.blocked[v] if u in local}
            out.append([b for b in everyone if b not in blocked])
        return out

    def _pairs_in_next(self, floater: int) -> list[tuple[int, int]]:
        """A pairing of the next bracket (the next scoregroup and `floater`) with the most pairs, `floater`
        paired: the value the ideal counted for [C7], as completion vertices."""
        ids = self.next_ids + [self.ids[floater]]
        n = len(ids)
        graph = CardinalityMatching(n)
        for a in range(n):
            for b in range(a + 1, n):
                if self.meets(ids[a], ids[b]):
                    graph.add_edge(a, b)
        if n % 2:
            graph.add_vertex(range(n - 1))  # one of the scoregroup may float on, never the floater
        graph.maximise()
        return [(ids[a], ids[b]) for a, b in enumerate(graph.mate) if a < n and a < b < n]

    def _fold(self, excess: Colour | None, floatable: list[int] | None) -> BracketResult | None:
        """Art. 4.3 over the pairs `allowed` (one of `floatable` floating): BSN 1 takes the lowest-ranked partner
        that leaves the rest pairable, then BSN 2, …; the floater is the player left for the virtual player."""
        states = self.states
        p = len(states)
        graph = CardinalityMatching(p)
        # each list from the lowest-ranked player up: the greedy start of the matching is then the plain fold
        graph.adj = self._adjacency(excess)
        virtual = graph.add_vertex(floatable) if floatable is not None else None
        if graph.maximise() != 0:
            return None
        pairs: list[tuple[int, int]] = []
        floaters: list[int] = []
        for v in range(p):
            if not graph.alive[v]:
                continue
            for u in graph.adj[v]:  # from the lowest-ranked partner up; the virtual player comes last
                if u <= v or u == virtual:
                    continue
                if graph.alive[u] and graph.try_fix(v, u):
                    pairs.append((v, u))
                    break
            else:
                if virtual is None or graph.mate[v] != virtual:
                    raise AssertionError("the bracket lost its perfect matching")
                graph.alive[v] = graph.alive[virtual] = False
                floaters.append(v)
        return BracketResult(pairs, floaters, _plan(excess))

    def _adjacency(self, excess: Colour | None) -> list[list[int]]:
        """Who may meet whom inside the bracket ([C1], [C3]) by the pairs `_plan(excess)` allows, each list from
        the lowest-ranked player up (set operations: a bracket can hold a thousand players in round 1)."""
        p = len(self.states)
        local = {v: k for k, v in enumerate(self.ids)}
        wants = [_wants(s) for s in self.states]
        by_wish: dict[Colour | None, set[int]] = {Colour.WHITE: set(), Colour.BLACK: set(), None: set()}
        for k, colour in enumerate(wants):
            by_wish[colour].add(k)
        everyone = set(range(p))
        out = []
        for a in range(p):
            if excess is None:
                bad = by_wish[wants[a]] if wants[a] is not None else set()
            else:
                bad = set() if wants[a] is excess else everyone - by_wish[excess]
            blocked = {local[v] for v in self.completion.blocked[self.ids[a]] if v in local}
            out.append([b for b in range(p - 1, -1, -1) if b not in bad and b not in blocked])
        return out

    # -- the general case: one maximum-weight matching, the criteria packed into its weights ----------------

    def _exact(self, with_completion: bool) -> BracketResult:
        """[C4] (when asked), [C5], [C6], [C7], [C8] and the Art. 4 order as fields of one integer weight, most
        important first; the next scoregroup takes part for [C7], every lower player for [C4]."""
        states = self.states
        p = len(states)
        others = [r.state for r in (self.lower if with_completion else self.next_group)]
        in_next = {r.start for r in self.next_group}
        vertices = states + others
        total = len(vertices)
        levels = sorted({self.members[k].score for k in range(p)}, reverse=True)
        level_of = {s.start: levels.index(self.members[k].score) for k, s in enumerate(states)}
        next_level = len(levels)
        count_bits = (total + 1).bit_length() + 1
        order_base = p + 1
        order_bits = (order_base ** p).bit_length() + 1
        # fields from the least important: order, C8, C7 (next bracket: floater scores, then pairs), C6, C5, C4
        c8_shift = order_bits
        c7_scores_shift = c8_shift + count_bits
        c7_pairs_shift = c7_scores_shift + count_bits * (next_level + 1)
        c6_shift = c7_pairs_shift + count_bits
        c5_shift = c6_shift + count_bits * next_level
        c4_shift = c5_shift + count_bits

        def level_field(shift: int, level: int, lowest: int) -> int:
            # level 0 (the highest score) is the most important sub-field; `lowest` is the last level there is
            return 1 << (shift + count_bits * (lowest - level))

        edges: list[tuple[int, int, int]] = []
        for a in range(total):
            for b in range(a + 1, total):
                x, y = vertices[a], vertices[b]
                if not x.may_meet(y):
                    continue
                weight = (1 << c4_shift) if with_completion else 0
                if b < p:
                    weight += 1 << c5_shift
                    weight += (level_field(c6_shift, level_of[x.start], next_level - 1)
                               + level_field(c6_shift, level_of[y.start], next_level - 1))
                    weight += int(_compatible(x, y)) << c8_shift
                    weight += (b + 1) * order_base ** (p - 1 - a)
                elif y.start in in_next and (a < p or x.start in in_next):
                    weight += 1 << c7_pairs_shift
                    first = level_of[x.start] if a < p else next_level
                    weight += (level_field(c7_scores_shift, first, next_level)
                               + level_field(c7_scores_shift, next_level, next_level))
                if weight:
                    edges.append((a, b, weight))
        mates = max_weight_matching(total, edges)
        pairs = [(a, mates[a]) for a in range(p) if a < mates[a] < p]
        paired = {x for pair in pairs for x in pair}
        floaters = [k for k in range(p) if k not in paired]
        gid = self.ids + [self.vertex[s.start] for s in others]
        in_next_bracket = set(floaters) | {p + k for k, s in enumerate(others) if s.start in in_next}
        next_pairs = [(gid[a], gid[mates[a]]) for a in in_next_bracket
                      if mates[a] in in_next_bracket and a < mates[a]]
        return BracketResult(pairs, floaters, _compatible, next_pairs)


# --- Art. 5.2: colours ---------------------------------------------------------------------------------------

def _board(higher: Ranked, lower: Ranked, initial: Colour | None) -> tuple[Board, Msg]:
    """Art. 5.2 for a pair; `higher` ranks above `lower` by Art. 1.8."""
    a, b = higher.state, lower.state
    if a.preference.colour is None and b.preference.colour is None:
        # 5.2.1: the higher ranked player by score, then pairing number; an odd pairing number takes the
        # initial colour (pairing numbers count from 1, ranks from 0)
        top, other = (a, b) if (-a.pairing_score, a.rank) <= (-b.pairing_score, b.rank) else (b, a)
        if initial is None:
            raise PairingError("neither player of a pair has played yet, and the initial colour is not known: "
                               "set it (tournament.yml 'initial_colour', TRF 'XXC white1' or 'XXC black1')")
        colour = initial if top.rank % 2 == 0 else initial.opposite
        why = say("pairing.colour.initial" if top.rank % 2 == 0 else "pairing.colour.other_than_initial",
                  player=top.start)
        white, black = (top, other) if colour is Colour.WHITE else (other, top)
        return Board(white.start, black.start), why
    colour, why = allocate_colour(a, b, True, initial)
    if colour is Colour.WHITE:
        return Board(a.start, b.start), why
    return Board(b.start, a.start), why


# --- explanations --------------------------------------------------------------------------------------------

def _index_text(ranked: Ranked) -> Msg:
    return say("pairing.b25.index", player=ranked.start, buchholz=score_text(ranked.index.buchholz),
               sb=score_text(ranked.index.sonneborn_berger))


def _order_reason(members: Sequence[Ranked], score: Fraction) -> Reason:
    listed = Joined("; ", tuple(_index_text(r) for r in members))
    return Reason(tuple(r.start for r in members),
                  say("pairing.b25.order", score=score_text(score), players=listed), "pairing")


def _bye_reason(bye: Ranked) -> Reason:
    return Reason((bye.start,), say("pairing.b25.bye", player=bye.start, score=score_text(bye.score),
                                    games=bye.state.games_played), "bye")


def _float_reason(floater: Ranked, to: Fraction | None) -> Reason:
    if to is None:
        text = say("pairing.b25.float_last", player=floater.start, score=score_text(floater.score))
    else:
        text = say("pairing.b25.float", player=floater.start, score=score_text(floater.score), to=score_text(to))
    return Reason((floater.start,), text, "float")


def _rest_pairable(solver: _BracketSolver, lists: list[list[int]], taken: set[Start], floaters: int) -> bool:
    """Can the bracket's players not in `taken` be paired ([C1], [C3]), all but `floaters` of them? (`lists`:
    who may meet whom in the bracket, filled on the first call.)"""
    if not lists:
        lists.extend(solver.meeting_lists(solver.ids))
    graph = CardinalityMatching(0)
    graph.adj = lists  # shared, read only
    graph.mate = [-1] * len(lists)
    graph.alive = [s.start not in taken for s in solver.states]
    return graph.maximise() <= floaters


def _bracket_reasons(solver: _BracketSolver, result: BracketResult, score: Fraction,
                     to: Fraction | None) -> list[Reason]:
    members = solver.members
    lists: list[list[int]] = []  # built on the first departure from the fold only
    states = [r.state for r in members]
    reasons = [_order_reason(members, score)]
    pairs = [(states[a], states[b]) for a, b in result.pairs]
    floater = states[result.floaters[0]] if len(result.floaters) == 1 else None
    reasons += explain.fold_reasons(states, pairs, floater, result.allowed,
                                    lambda taken: _rest_pairable(solver, lists, taken, len(result.floaters)))
    reasons += [_float_reason(members[k], to) for k in result.floaters]
    return reasons


# --- the round -----------------------------------------------------------------------------------------------

def pair(tournament: Tournament, round_number: int) -> Pairing:
    """Pair `round_number` by the Burstein system as applied from 1 February 2026 (the common engine signature)."""
    seeding = seeding_rounds(tournament)
    if round_number <= seeding:
        return _seeding_round(tournament, round_number, seeding)
    return pair_round(pairing_input(tournament, round_number, accelerate=False), tournament.points)


def _seeding_round(tournament: Tournament, round_number: int, seeding: int) -> Pairing:
    """Art. 1.6.1: a seeding round is a Dutch round; the Dutch engine pairs it, its reasons come along."""
    pairing = dutch.pair(tournament, round_number)
    players = tuple(sorted({s for b in pairing.boards for s in (b.white, b.black)}
                           | ({pairing.bye} if pairing.bye is not None else set())))
    why = Reason(players, say("pairing.b25.seeding", round=round_number, rounds=seeding), "pairing")
    return replace(pairing, system=SYSTEM, reasons=(why,) + pairing.reasons)


def pair_round(inp: PairingInput, points: PointSystem) -> Pairing:
    """Art. 1.7-5 for the round described by `inp` (a round after the seeding rounds)."""
    numbered = {s: p for s, p in inp.players.items() if p.rank >= 0}
    values = index_values(numbered, points)
    order = sorted((Ranked(p, values[p.start]) for p in inp.present),
                   key=lambda r: (-r.score,) + r.rank_key())
    absent = tuple(sorted(s for s, p in inp.players.items() if not p.present))
    completion = _Completion(order)
    if completion.exposed() > len(order) % 2:
        raise PairingError(_why_unpairable(order))
    bye_at = choose_bye(order, points, completion)
    reasons: list[Reason] = []
    bye = order[bye_at] if bye_at is not None else None
    if bye is not None:
        reasons.append(_bye_reason(bye))
    vertex = {r.start: k for k, r in enumerate(order)}
    to_pair = [r for r in order if r is not bye]
    groups = _scoregroups(to_pair)
    boards: list[Board] = []
    incoming: list[Ranked] = []
    for g, group in enumerate(groups):
        members = sorted(incoming + group, key=Ranked.rank_key)
        next_group = groups[g + 1] if g + 1 < len(groups) else []
        lower = [r for later in groups[g + 1:] for r in later]
        solver = _BracketSolver(members, {r.start for r in group}, next_group, lower, completion, vertex)
        result = solver.solve()
        to = next_group[0].score if next_group else None
        reasons += _bracket_reasons(solver, result, group[0].score, to)
        for a, b in result.pairs:
            board, why = _board(members[a], members[b], inp.initial_colour)
            boards.append(board)
            reasons.append(Reason((board.white, board.black), why, "colour"))
        incoming = [members[k] for k in result.floaters]
    if incoming:
        raise PairingError(_why_unpairable(order))
    return Pairing(inp.round_number, order_boards(boards, inp.players), bye.start if bye else None,
                   tuple(reasons), SYSTEM, absent)


def _scoregroups(order: Sequence[Ranked]) -> list[list[Ranked]]:
    groups: list[list[Ranked]] = []
    for ranked in order:
        if groups and groups[-1][0].score == ranked.score:
            groups[-1].append(ranked)
        else:
            groups.append([ranked])
    return groups


def _why_unpairable(order: Sequence[Ranked]) -> str:
    for ranked in order:
        if not any(ranked.state.may_meet(other.state) for other in order if other is not ranked):
            return (f"no legal pairing exists: {ranked.start} may not meet any other player (every one is a "
                    f"rematch (C1), a forbidden pair, or wants the same colour absolutely (C3))")
    return ("no legal pairing exists: every way of pairing all players repeats a game (C1) or pairs two players "
            "with the same absolute colour preference (C3)")
