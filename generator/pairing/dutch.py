"""The FIDE Dutch system (C.04.3, the rules in force from 1 Feb 2026) as the reference engine applies it.

Rules: docs/rules/dutch.md (the § numbers below). Shared with Burstein: the player state, colour preferences,
colour allocation, board order and output (`core`); the matchings (`matching`, `cardinality`).

How a round is paired (§7, the reference's reading of Arts 3-4):
1. the present players in pairing order (pairing score down, effective rank up); scoregroups by pairing score;
2. a completion pre-pass: a complete pairing must exist (C1-C4), and the pairing-allocated bye (PAB) goes to the
   lowest score any complete pairing allows (C5);
3. bracket by bracket from the top, maximum-weight matchings decide the bracket. Every criterion C6-C21 is a
   bit field of one integer edge weight, most important first, so the matching optimises them
   lexicographically; the generation order of §6.3 is encoded in the lowest fields, so no candidate is ever
   enumerated: one matching chooses the MDPs and their opponents, a second one the remainder (exchanges,
   then transpositions);
4. speed, without changing any answer:
   - a flawless first candidate (every criterion at its upper bound) is taken without a matching;
   - the matching covers the MDPs and the bracket; the next scoregroup joins it only when the downfloaters
     chosen without it cannot be shown to reach the best C8 value;
   - the players below only have to stay completable (C4), which a cardinality matching verifies; when it
     cannot, the whole remaining field is solved with completion as the top field.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Callable, Iterable, Sequence

from ..messages import Msg
from ..model import Colour, Start, Tournament
from .cardinality import UNMATCHED as NO_MATE
from .cardinality import CardinalityMatching
from .core import (Board, Float, Pairing, PairingError, PairingInput, PlayerState, Reason, allocate_colour,
                   order_boards, pairing_input)
from .explain import score_text
from .matching import max_weight_matching
from .wording import say

ZERO = Fraction(0)


# --- the Dutch view of a player -----------------------------------------------------------------------------

@dataclass(frozen=True)
class DutchPlayer:
    """One present player as the Dutch criteria see it, at position `index` of the pairing order."""

    state: PlayerState
    index: int
    score: Fraction            # pairing score: points + this round's acceleration (§2.2, §9)
    bye_eligible: bool         # C2
    floats: tuple[Float, Float]  # the float of 1 and of 2 rounds ago (§2.4)
    unplayed: int              # rounds so far without a game played (C9)

    @property
    def start(self) -> Start:
        return self.state.start

    @property
    def rank(self) -> int:
        return self.state.rank


def dutch_acceleration(tournament: Tournament, round_number: int) -> dict[Start, Fraction]:
    """Virtual points for the round (§9): explicit values (`XXA`/`250`, or per player in tournament.yml); else
    Baku when the tournament asks for it (`acceleration: baku`, or record 192 naming BAKU); else none.

    Baku (as the reference applies it): group A is the first ⌈N/2⌉ players of the file; they get a win's points
    in the first ⌈⌈R/2⌉/2⌉ rounds, then a draw's points up to round ⌈R/2⌉.
    """
    if tournament.acceleration:
        return {start: values[round_number - 1] for start, values in tournament.acceleration.items()
                if len(values) >= round_number}
    if not (tournament.baku_acceleration or "BAKU" in dict(tournament.extra).get("192", "").upper()):
        return {}
    rounds = tournament.planned_rounds
    half = -(-rounds // 2)
    full_rounds = -(-half // 2)
    if round_number > half:
        return {}
    bonus = tournament.points.win if round_number <= full_rounds else tournament.points.draw
    group_a = sorted(p.start for p in tournament.players)[:-(-len(tournament.players) // 2)]
    return {start: bonus for start in group_a}


def _pairing_scores_by_round(state: PlayerState, acceleration_of: Callable[[int], Fraction]) -> list[Fraction]:
    """The player's pairing score before each round 1..k+1 (points so far + that round's acceleration)."""
    out, running = [], ZERO
    for number, record in enumerate(state.history, start=1):
        out.append(running + acceleration_of(number))
        running += record.points
    out.append(running + acceleration_of(len(state.history) + 1))
    return out


def _float_of(state: PlayerState, rounds_back: int, scores: dict[Start, list[Fraction]],
              loss_points: Fraction) -> Float:
    """§2.4: an unplayed round is a downfloat when it scored more than a loss, else no float (a forfeit loss
    included); a game played against a lower pairing score is a downfloat, against a higher one an upfloat."""
    if rounds_back > len(state.history):
        return Float.NONE
    index = len(state.history) - rounds_back
    record = state.history[index]
    if not record.played:
        return Float.DOWN if record.points > loss_points else Float.NONE
    if record.opponent is None or record.opponent not in scores:
        return Float.NONE
    mine, theirs = scores[state.start][index], scores[record.opponent][index]
    return Float.DOWN if mine > theirs else Float.UP if mine < theirs else Float.NONE


def _bye_eligible(state: PlayerState, win_points: Fraction) -> bool:
    """C2: no earlier PAB, and no unplayed round worth a win (forfeit win, full-point bye); a half-point bye
    does not bar the PAB (§3.2 C2, §8)."""
    return not any(r.pab or (not r.played and r.points >= win_points) for r in state.history)


def dutch_players(tournament: Tournament, inp: PairingInput) -> list[DutchPlayer]:
    """The present players in pairing order: pairing score descending, then effective rank (§2.2)."""
    acceleration = {r: dutch_acceleration(tournament, r) for r in range(1, inp.round_number + 1)}
    scores = {s: _pairing_scores_by_round(p, lambda r, s=s: acceleration[r].get(s, ZERO))
              for s, p in inp.players.items()}
    present = sorted((p for p in inp.players.values() if p.present),
                     key=lambda p: (-scores[p.start][-1], p.rank))
    loss = tournament.points.loss
    rounds_so_far = inp.round_number - 1
    return [DutchPlayer(state=replace(p, acceleration=acceleration[inp.round_number].get(p.start, ZERO)),
                        index=i, score=scores[p.start][-1],
                        bye_eligible=_bye_eligible(p, tournament.points.win),
                        floats=(_float_of(p, 1, scores, loss), _float_of(p, 2, scores, loss)),
                        unplayed=rounds_so_far - p.games_played)
            for i, p in enumerate(present)]


# --- compatibility (C1, C3) ---------------------------------------------------------------------------------

def compatibility_masks(players: Sequence[DutchPlayer], last_round: bool, win_points: Fraction,
                        rounds_played: int) -> list[int]:
    """Bit j of mask i is set when players i and j may meet: no rematch or forbidden pair (C1), and not two
    non-topscorers with the same absolute colour preference (C3). A topscorer (only when pairing the last
    round) has more than half the maximum score (§2.7)."""
    threshold = win_points * rounds_played / 2
    index_of = {p.start: p.index for p in players}
    everyone = (1 << len(players)) - 1
    same_absolute: dict[Colour, int] = {Colour.WHITE: 0, Colour.BLACK: 0}
    exempt = [last_round and p.score > threshold for p in players]
    for p in players:
        pref = p.state.preference
        if pref.absolute and not exempt[p.index]:
            same_absolute[pref.colour] |= 1 << p.index  # type: ignore[index]
    masks = []
    for p in players:
        mask = everyone & ~(1 << p.index)
        for other in p.state.forbidden:
            if other in index_of:
                mask &= ~(1 << index_of[other])
        pref = p.state.preference
        if pref.absolute and not exempt[p.index]:
            mask &= ~same_absolute[pref.colour]  # type: ignore[index]
        masks.append(mask)
    return masks


def _bits(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# --- completion (C4, C5) ------------------------------------------------------------------------------------

class Completion:
    """Answers "can these players still all be paired (all but one PAB candidate, when odd)?" (C4).

    One cardinality matching over all present players (+ one extra vertex standing for the PAB, joined to the
    PAB candidates) is kept between questions, so each answer usually costs a few augmenting paths.
    """

    def __init__(self, masks: Sequence[int]) -> None:
        self.size = len(masks)
        self.graph = CardinalityMatching(self.size)
        self.graph.adj = [list(_bits(mask)) for mask in masks]
        self.bye_vertex: int | None = None

    def set_bye_candidates(self, candidates: Iterable[int]) -> None:
        if self.bye_vertex is not None:
            partner = self.graph.mate[self.bye_vertex]
            if partner != NO_MATE:
                self.graph.mate[partner] = NO_MATE
            self.graph.mate[self.bye_vertex] = NO_MATE
            self.graph.pop_vertex()
        self.bye_vertex = self.graph.add_vertex(candidates)

    def possible(self, players: Iterable[int], with_bye: bool = True) -> bool:
        """True when `players` (plus the PAB vertex, if any and wanted) can all be matched."""
        graph = self.graph
        wanted = set(players)
        if self.bye_vertex is not None and with_bye:
            wanted.add(self.bye_vertex)
        if len(wanted) % 2:
            return False
        for v in range(graph.size):
            graph.alive[v] = v in wanted
        for v in range(graph.size):
            if graph.mate[v] != NO_MATE and not (graph.alive[v] and graph.alive[graph.mate[v]]):
                graph.mate[v] = NO_MATE
        return graph.maximise() == 0


def _prepass(players: Sequence[DutchPlayer], completion: Completion) -> Fraction | None:
    """C4/C5: check that a complete pairing exists; when the number is odd, the lowest pairing score any
    complete pairing can leave to the PAB (None when even). Raises PairingError when nothing is complete."""
    everyone = range(len(players))
    if len(players) % 2 == 0:
        if not completion.possible(everyone):
            raise PairingError("no pairing satisfies the absolute criteria (no rematches, forbidden pairs, "
                               "colour limits): every pairing leaves someone without an opponent")
        return None
    for score in sorted({p.score for p in players if p.bye_eligible}):
        completion.set_bye_candidates(p.index for p in players if p.bye_eligible and p.score <= score)
        if completion.possible(everyone):
            return score
    # C2 cannot be met: like the reference, the PAB then goes to a player who had one already (or a win
    # without playing), still at the lowest score possible, rather than leaving the round unpaired
    for score in sorted({p.score for p in players}):
        completion.set_bye_candidates(p.index for p in players if p.score <= score)
        if completion.possible(everyone):
            return score
    raise PairingError("the number of players is odd and no player can be left out for the pairing-allocated "
                       "bye while everyone else is paired")


# --- edge weights: the criteria as bit fields (§5, §7.4) ----------------------------------------------------

class _Fields:
    """Packs non-negative criterion values, most important first, into one integer with fixed widths."""

    def __init__(self, widths: Sequence[int]) -> None:
        self.widths = tuple(widths)
        self.total = sum(self.widths)

    def pack(self, values: Sequence[int]) -> int:
        out = 0
        for value, width in zip(values, self.widths):
            out = (out << width) | value
        return out


@dataclass
class _Round:
    """Everything the bracket loop shares for one round."""

    players: list[DutchPlayer]
    masks: list[int]
    shift: dict[Fraction, int]         # bit position of each pairing score in the score-weighted fields
    score_bits: int                    # width of a score-weighted field
    count_bits: int                    # width of a counting field
    bye_score: Fraction | None
    rounds_played: int
    c9_active: bool = False

    def compatible(self, i: int, j: int) -> bool:
        return bool(self.masks[i] >> j & 1)


def _score_shifts(players: Sequence[DutchPlayer]) -> tuple[dict[Fraction, int], int]:
    """Lowest score first, each scoregroup gets as many bits as its size needs, so a sum over pairs of
    2^shift(score) compares higher scores first (§5.2)."""
    sizes: dict[Fraction, int] = {}
    for p in players:
        sizes[p.score] = sizes.get(p.score, 0) + 1
    shift, position = {}, 0
    for score in sorted(sizes):
        shift[score] = position
        position += sizes[score].bit_length()
    return shift, position + 2


def _quality_fields(ctx: _Round) -> _Fields:
    c, s = ctx.count_bits, ctx.score_bits
    c9 = (len(ctx.players) * (ctx.rounds_played + 1) * 2).bit_length() + 1
    return _Fields([c, s, c, s, c9, c, c, c, c, c + 1, c, c + 1, c, s + 1, s, s + 1, s])


def _quality(ctx: _Round, hi: DutchPlayer, lo: DutchPlayer, lo_in_bracket: bool, lo_in_next: bool) -> list[int]:
    """The criterion values of the pair (hi above lo in pairing order) for the bracket being paired.

    Fields: C6 pairs in the bracket, C7 their scores; C8 the same for the next scoregroup; C9; C10-C13 colours;
    C14-C17 repeated floats; C18-C21 their scores. Colour and float fields count only inside the bracket.
    """
    hi_bit = 1 << ctx.shift[hi.score]
    values = [int(lo_in_bracket), hi_bit if lo_in_bracket else 0, int(lo_in_next), hi_bit if lo_in_next else 0]
    c9 = 0
    if ctx.c9_active:  # C9: the PAB assignee should have played as many games as possible
        for p in (hi, lo):
            if p.score == ctx.bye_score:
                c9 += p.unplayed
    values.append(c9)
    if not lo_in_bracket:
        return values + [0] * 12
    values += _colour_values(hi.state, lo.state)
    lo_bit = 1 << ctx.shift[lo.score]
    hi_mdp = hi.score > lo.score
    for back in (0, 1):
        lo_down, hi_down = lo.floats[back] is Float.DOWN, hi.floats[back] is Float.DOWN
        values.append(int(lo_down) + int(not hi_mdp and hi_down))          # C14 / C16
        values.append(int(not (hi_mdp and lo.floats[back] is Float.UP)))   # C15 / C17
    for back in (0, 1):
        lo_down, hi_down = lo.floats[back] is Float.DOWN, hi.floats[back] is Float.DOWN
        values.append((lo_bit if lo_down else 0) + (hi_bit if hi_down else 0))      # C18 / C20
        values.append(0 if hi_mdp and lo.floats[back] is Float.UP else hi_bit)      # C19 / C21
    return values


def _colour_values(a: PlayerState, b: PlayerState) -> list[int]:
    """C10-C13, one bit each, set when the pair does NOT break the criterion (§5.5–§5.8)."""
    pa, pb = a.preference, b.preference
    same = pa.colour is not None and pa.colour is pb.colour
    c10 = not (same and pa.imbalance > 1 and pb.imbalance > 1)
    if same and pa.absolute and pb.absolute:
        if pa.imbalance == pb.imbalance:
            c11 = not (pa.repeated and pb.repeated and a.colours[-1] is b.colours[-1])
        else:
            loser = pb if pa.imbalance > pb.imbalance else pa
            loser_colours = (b if loser is pb else a).colours
            c11 = not (loser.repeated and loser_colours[-1] is pa.colour.opposite)  # type: ignore[union-attr]
    else:
        c11 = True
    c12 = not same
    c13 = not (same and not (pa.absolute and pb.absolute) and (pa.strong or pa.absolute)
               and (pb.strong or pb.absolute))
    return [int(c10), int(c11), int(c12), int(c13)]


# --- solving one bracket ------------------------------------------------------------------------------------

Weight = Callable[[int, int], int]


def _solve(ctx: _Round, zone: Sequence[int], weight: Weight) -> dict[int, int]:
    """Maximum-weight matching over `zone` (indices in pairing order); weight(i, j) has i above j."""
    local = {v: k for k, v in enumerate(zone)}
    zone_mask = 0
    for v in zone:
        zone_mask |= 1 << v
    edges = []
    for a, i in enumerate(zone):
        for j in _bits(ctx.masks[i] & zone_mask & ~((2 << i) - 1)):
            w = weight(i, j)
            if w > 0:
                edges.append((a, local[j], w))
    mates = max_weight_matching(len(zone), edges)
    return {zone[a]: zone[m] for a, m in enumerate(mates) if m >= 0}


@dataclass
class _Bracket:
    """The players of one bracket and the scoregroups around it (indices in pairing order)."""

    mdps: list[int]        # moved-down players, in pairing order
    residents: list[int]   # the scoregroup
    next_group: list[int]  # the next scoregroup (C8 looks at it)
    lower: list[int]       # everyone below: only has to stay completable (C4)


class _BracketSolver:
    """Pairs one bracket: the criteria and the generation order as matchings (module doc, step 3)."""

    def __init__(self, ctx: _Round, completion: Completion, bracket: _Bracket) -> None:
        self.ctx = ctx
        self.completion = completion
        self.b = bracket
        self.in_bracket = set(bracket.residents)
        self.in_next = set(bracket.next_group)
        self.fields = _quality_fields(ctx)
        self.known: dict[tuple[int, int, bool], int] = {}

    def quality(self, i: int, j: int) -> int:
        key = (i, j, j in self.in_next)
        known = self.known.get(key)
        if known is None:
            players = self.ctx.players
            known = self.known[key] = self.fields.pack(
                _quality(self.ctx, players[i], players[j], j in self.in_bracket, key[2]))
        return known

    def solve(self, zone: list[int], tie: Weight, tie_width: int, checked: bool = True) -> dict[int, int]:
        """The bracket's optimum: on the zone alone when the rest stays completable, else on everyone left."""
        def weight(i: int, j: int) -> int:
            q = self.quality(i, j)
            return (q << tie_width) | tie(i, j) if q else 0
        if checked and not self.b.lower:  # the zone is everyone left: completion goes in as the top field
            return self.solve_everyone(zone, weight, tie_width)
        mates = _solve(self.ctx, zone, weight)
        if not checked:
            return mates
        leftover = [v for v in zone if v not in mates] + self.b.lower
        if self.completion.possible(leftover):
            return mates
        return self.solve_everyone(zone, weight, tie_width)

    def solve_everyone(self, zone: list[int], weight: Weight, tie_width: int) -> dict[int, int]:
        """C4 as the top field: 1 per pair, +1 per paired player who may not take the PAB (§7.4)."""
        ctx = self.ctx
        below = self.fields.total + tie_width
        in_zone = set(zone)

        def not_candidate(p: DutchPlayer) -> int:
            if ctx.bye_score is None:
                return 0
            return int(not (p.bye_eligible and p.score <= ctx.bye_score))

        def full(i: int, j: int) -> int:
            top = 1 + not_candidate(ctx.players[i]) + not_candidate(ctx.players[j])
            inner = weight(i, j) if i in in_zone and j in in_zone else 0
            return (top << below) | inner
        everyone = sorted(zone + self.b.lower)
        mates = _solve(ctx, everyone, full)
        return {v: m for v, m in mates.items() if v in in_zone and m in in_zone}

    def pair(self) -> tuple[list[tuple[int, int]], list[int], dict[int, int]]:
        """Pairs made in the bracket, its downfloaters, and the final matching of the bracket's zone.

        Fast path: solve without the next scoregroup, then check that the downfloaters chosen reach the best
        C8 value any choice could (all of them paired in the next bracket, which pairs as many as its size
        allows) while everything below stays completable. Then the answer is the same as with the next
        scoregroup in the matching; otherwise the bracket is solved again with it.
        """
        b = self.b
        if not self.ctx.c9_active:
            certain = self.flawless_candidate()
            if certain is not None:
                return certain
        if b.next_group and not self.ctx.c9_active:
            self.in_next = set()
            pairs, floaters, mates = self.stages([], checked=False)
            next_mates = self.look_ahead(floaters)
            if next_mates is not None:
                mates.update(next_mates)
                return pairs, floaters, mates
            self.in_next = set(b.next_group)
        return self.stages(b.next_group, checked=True)

    def flawless_pair(self, higher: int, lower: int) -> bool:
        """A pair that breaks none of C1-C3 and C10-C21: colours all granted, no MDP meets a resident who
        upfloated in the last two rounds."""
        if not self.ctx.compatible(higher, lower):
            return False
        hi, lo = self.ctx.players[higher], self.ctx.players[lower]
        if hi.score > lo.score and Float.UP in lo.floats:
            return False
        return _colour_values(hi.state, lo.state) == [1, 1, 1, 1]

    def flawless_candidate(self) -> tuple[list[tuple[int, int]], list[int], dict[int, int]] | None:
        """The first candidate in generation order (§6.3) when it is flawless: every MDP paired, as many
        resident pairs as the size allows, every pair flawless, no downfloater who floated down before, the
        next bracket at its best (C8) and the rest completable (C4). Such a candidate reaches the upper bound
        of every criterion, so it is the optimum, and being first in generation order it is the one chosen;
        no matching is needed. None when the first candidate is not flawless (then the matching decides)."""
        b = self.b
        if len(b.mdps) > len(b.residents):
            return None
        pairs: list[tuple[int, int]] = []
        taken: set[int] = set()
        for m in b.mdps:
            partner = next((r for r in b.residents if r not in taken and self.flawless_pair(m, r)), None)
            if partner is None:
                return None
            taken.add(partner)
            pairs.append((m, partner))
        remainder = [r for r in b.residents if r not in taken]
        half = len(remainder) // 2
        for x in remainder[:half]:
            partner = next((y for y in remainder[half:] if y not in taken and self.flawless_pair(x, y)), None)
            if partner is None:
                return None
            taken.add(partner)
            pairs.append((x, partner))
        floaters = [y for y in remainder[half:] if y not in taken]
        if any(Float.DOWN in self.ctx.players[f].floats for f in floaters):
            return None
        mates = {x: y for x, y in pairs} | {y: x for x, y in pairs}
        if b.next_group:
            next_mates = self.look_ahead(floaters)
            if next_mates is None:
                return None
            mates.update(next_mates)
        elif not self.completion.possible(floaters + b.lower):
            return None
        return pairs, floaters, mates

    def look_ahead(self, floaters: list[int]) -> dict[int, int] | None:
        """A matching of the next bracket pairing every downfloater with a resident of the next scoregroup
        and the rest of that group among themselves (one left over at most, which pairs below), such that all
        players below stay completable; None when there is none."""
        group = self.b.next_group
        if len(floaters) > len(group):
            return None
        people = floaters + group
        local = {v: k for k, v in enumerate(people)}
        graph = CardinalityMatching(len(people))
        group_mask = 0
        for v in group:
            group_mask |= 1 << v
        floating = set(floaters)
        for v in people:
            for u in _bits(self.ctx.masks[v] & group_mask):
                if v in floating or u > v:
                    graph.add_edge(local[v], local[u])
        hub = graph.add_vertex(range(len(floaters), len(people))) if len(people) % 2 else None
        if graph.maximise():
            return None
        leftover = list(self.b.lower)
        if hub is not None:
            leftover.append(people[graph.mate[hub]])
        if not self.completion.possible(leftover):
            return None
        return {people[a]: people[m] for a, m in enumerate(graph.mate[:len(people)]) if m != NO_MATE
                and m != hub}

    def stages(self, next_group: list[int], checked: bool) -> tuple[list[tuple[int, int]], list[int],
                                                                    dict[int, int]]:
        """§6.3 in two matchings: the MDPs and their opponents, then the remainder (exchanges, transpositions)."""
        b = self.b
        mdp_pairs: list[tuple[int, int]] = []
        remainder = list(b.residents)
        guessed = True
        pairs_in_remainder = len(remainder) // 2
        if b.mdps:
            mates = self.solve(b.mdps + b.residents + next_group, *self.mdp_tie(), checked=checked)
            mdp_pairs = [(m, mates[m]) for m in b.mdps if mates.get(m) in self.in_bracket]
            taken = {r for _, r in mdp_pairs}
            remainder = [r for r in b.residents if r not in taken]
            in_remainder = set(remainder)
            pairs_in_remainder = sum(1 for r in remainder if mates.get(r, -1) in in_remainder) // 2
            guessed = False
        limbo = [m for m in b.mdps if all(m != x for x, _ in mdp_pairs)]
        zone = limbo + remainder + next_group
        while True:
            mates = self.solve(zone, *self.remainder_tie(remainder, pairs_in_remainder), checked=checked)
            in_remainder = set(remainder)
            found = sum(1 for r in remainder if mates.get(r, -1) in in_remainder) // 2
            if found == pairs_in_remainder or not guessed:
                break
            pairs_in_remainder, guessed = found, False
        pairs = mdp_pairs + [(r, mates[r]) for r in remainder if mates.get(r, -1) in in_remainder
                             and mates[r] > r]
        paired = {x for pair in pairs for x in pair}
        floaters = [x for x in b.mdps + b.residents if x not in paired]
        for m, r in mdp_pairs:
            mates[m], mates[r] = r, m
        return pairs, floaters, mates

    def mdp_tie(self) -> tuple[Weight, int]:
        """§6.3 generation order for a heterogeneous bracket: first the MDP set (the highest MDPs of each score),
        then, MDP by MDP, the highest resident each can take."""
        mdps, residents = self.b.mdps, self.b.residents
        m0, rn = len(mdps), len(residents)
        base = rn + 1
        opp_width = (base ** m0).bit_length() + 1
        position = {v: k for k, v in enumerate(mdps)}
        seat = {v: k for k, v in enumerate(residents)}

        def tie(i: int, j: int) -> int:
            k = position.get(i)
            if k is None or j not in seat:
                return 0
            return ((1 << (m0 - 1 - k)) << opp_width) | (rn - seat[j]) * base ** (m0 - 1 - k)
        return tie, m0 + 1 + opp_width

    def remainder_tie(self, remainder: list[int], pairs: int) -> tuple[Weight, int]:
        """§6.3 generation order in the remainder (S1 = its first `pairs` players): fewest exchanges, smallest
        BSN difference, lowest S1 players leave first, highest S2 players enter first, then S1 players in
        order each take the highest S2 player left (transpositions)."""
        size = len(remainder)
        bsn = {v: k for k, v in enumerate(remainder)}
        base = size + 1
        w5 = (base ** size).bit_length() + 1
        w4 = size + 1
        w3 = (pairs * (1 << pairs)).bit_length() + 1
        w2 = (size * size).bit_length() + 1
        w1 = size.bit_length() + 1

        def tie(i: int, j: int) -> int:
            if i not in bsn or j not in bsn:
                return 0
            hi, lo = bsn[i], bsn[j]
            in_s1 = hi < pairs
            value = int(in_s1)
            value = (value << w2) | (size - hi)
            value = (value << w3) | (((1 << pairs) - (1 << hi)) if in_s1 else 0)
            value = (value << w4) | (0 if in_s1 else 1 << (size - 1 - hi))
            value = (value << w5) | (size - lo) * base ** (size - 1 - hi)
            return value
        return tie, w1 + w2 + w3 + w4 + w5


# --- the round ------------------------------------------------------------------------------------------------

def _scoregroups(players: Sequence[DutchPlayer]) -> list[list[int]]:
    groups: list[list[int]] = []
    for p in players:
        if groups and players[groups[-1][0]].score == p.score:
            groups[-1].append(p.index)
        else:
            groups.append([p.index])
    return groups


def pair_round(tournament: Tournament, inp: PairingInput) -> Pairing:
    """Pair the round described by `inp` by the Dutch system."""
    players = dutch_players(tournament, inp)
    rounds_played = inp.round_number - 1
    if inp.round_number == 1 and inp.initial_colour is None:
        raise PairingError("round 1 needs the colour of the top board (the drawing of lots): "
                           "set the initial colour (TRF 'XXC white1' or 'XXC black1')")
    absent = tuple(sorted(s for s, p in inp.players.items() if not p.present))
    if not players:
        return Pairing(inp.round_number, (), None, (), "dutch", absent)
    last_round = bool(inp.planned_rounds) and rounds_played >= inp.planned_rounds - 1
    masks = compatibility_masks(players, last_round, tournament.points.win, rounds_played)
    completion = Completion(masks)
    bye_score = _prepass(players, completion)
    shift, score_bits = _score_shifts(players)
    ctx = _Round(players, masks, shift, score_bits, len(players).bit_length() + 2, bye_score, rounds_played)
    pairs, left, reasons = _pair_brackets(ctx, completion)
    bye = players[left[0]] if left else None
    boards = []
    for i, j in pairs:
        board, why = _board(players[min(i, j)], players[max(i, j)], inp.initial_colour)
        boards.append(board)
        reasons.append(Reason((board.white, board.black), why, "colour"))
    if bye is not None:
        reasons.append(_bye_reason(bye))
    return Pairing(inp.round_number, order_boards(boards, inp.players), bye.start if bye else None,
                   tuple(reasons), "dutch", absent)


def _pair_brackets(ctx: _Round, completion: Completion) -> tuple[list[tuple[int, int]], list[int], list[Reason]]:
    """Every bracket from the top (§7.4): the pairs, the player left for the PAB (if any), the reasons."""
    players = ctx.players
    groups = _scoregroups(players)
    ctx.c9_active = _c9_in_first_bracket(ctx, completion, groups)
    pairs: list[tuple[int, int]] = []
    reasons: list[Reason] = []
    mdps: list[int] = []
    for g, residents in enumerate(groups + [[]]):
        if not residents and len(mdps) <= 1:
            break
        next_group = groups[g + 1] if g + 1 < len(groups) else []
        lower = [i for group in groups[g + 2:] for i in group]
        bracket = _Bracket(mdps, residents, next_group, lower)
        made, floaters, mates = _BracketSolver(ctx, completion, bracket).pair()
        pairs += made
        reasons += _float_reasons(players, floaters, next_group) + _fold_reasons(ctx, residents, made)
        unmatched = sum(1 for v in floaters + next_group if v not in mates)
        ctx.c9_active = (ctx.bye_score is not None and bool(next_group)
                         and players[next_group[0]].score == ctx.bye_score
                         and (unmatched == 0 or (unmatched == 1 and len(lower) % 2 == 0)))
        mdps = floaters
    return pairs, mdps, reasons


def _c9_in_first_bracket(ctx: _Round, completion: Completion, groups: list[list[int]]) -> bool:
    """C9 applies from the first bracket on when the PAB is due in the top group and that group can keep its
    pairs (and the PAB) to itself while the rest pairs on its own (§5.4 C9, the reference's scope)."""
    if ctx.bye_score is None or ctx.bye_score < ctx.players[0].score:
        return False
    rest = [i for group in groups[1:] for i in group]
    return completion.possible(groups[0]) and completion.possible(rest, with_bye=False)


def _bye_reason(bye: DutchPlayer) -> Reason:
    key = "pairing.dutch.bye" if bye.bye_eligible else "pairing.dutch.bye_again"
    return Reason((bye.start,), say(key, player=bye.start), "bye")


def _board(higher: DutchPlayer, lower: DutchPlayer, initial: Colour | None) -> tuple[Board, Msg]:
    """Colours by 5.2.1-5.2.5 (§10.1); `higher` ranks above `lower` by pairing score, then rank."""
    if higher.state.preference.colour is None and lower.state.preference.colour is None:
        if initial is None:
            raise PairingError("no colour history and no initial colour: set the initial colour "
                               "(TRF 'XXC white1' or 'XXC black1')")
        colour = initial if higher.rank % 2 == 0 else initial.opposite
        why = say("pairing.colour.initial" if higher.rank % 2 == 0 else "pairing.colour.other_than_initial",
                  player=higher.start)
    else:
        colour, why = allocate_colour(higher.state, lower.state, True, initial)
    if colour is Colour.WHITE:
        return Board(higher.start, lower.start), why
    return Board(lower.start, higher.start), why


def _float_reasons(players: Sequence[DutchPlayer], floaters: list[int], next_group: list[int]) -> list[Reason]:
    """Downfloaters of a bracket, in words (C6-C8: the bracket pairs as many as it can, the best way)."""
    if not next_group:
        return []
    to = score_text(players[next_group[0]].score)
    return [Reason((players[f].start,),
                   say("pairing.dutch.float", player=players[f].start, score=score_text(players[f].score), to=to),
                   "float")
            for f in floaters]


def infer_initial_colour(tournament: Tournament) -> Colour | None:
    """Without a drawing of lots on record (§10.2): the first round with boards (forfeits count,
    their colours are the scheduled ones); the colour of the first player, in starting order among those
    paired by then, who has a board there, inverted when that player's position is even."""
    paired: set[Start] = set()
    for entered in sorted(tournament.rounds, key=lambda r: r.number):
        colour_of = {g.white: Colour.WHITE for g in entered.games}
        colour_of.update({g.black: Colour.BLACK for g in entered.games})
        paired |= set(colour_of) | {b.player for b in entered.byes if b.kind.value == "pab"}
        if not colour_of:
            continue
        position = 0
        for player in sorted(tournament.players, key=lambda p: p.start):
            if player.start not in paired:
                continue
            position += 1
            if player.start in colour_of:
                colour = colour_of[player.start]
                return colour.opposite if position % 2 == 0 else colour
    return None


def _fold_reasons(ctx: _Round, residents: list[int], made: list[tuple[int, int]]) -> list[Reason]:
    """Where the bracket departs from the plain fold (S1[k] against S2[k], §6.2): which wish or rule made the
    transposition or exchange necessary, in words."""
    in_bracket = set(residents)
    resident_pairs = sorted((min(i, j), max(i, j)) for i, j in made if i in in_bracket and j in in_bracket)
    if not resident_pairs:
        return []
    with_mdp = {x for pair in made for x in pair if not (pair[0] in in_bracket and pair[1] in in_bracket)}
    remainder = [r for r in residents if r not in with_mdp]
    half = len(resident_pairs)
    plain = dict(zip(remainder[:half], remainder[half:]))
    out = []
    for hi, lo in resident_pairs:
        a, b = ctx.players[hi], ctx.players[lo]
        if hi not in plain:
            text = say("pairing.dutch.exchange", player=a.start, score=score_text(a.score), opponent=b.start)
            out.append(Reason((a.start, b.start), text, "pairing"))
            continue
        expected = plain[hi]
        if expected == lo:
            continue
        other = ctx.players[expected].start
        if other in a.state.met:
            why = say("pairing.dutch.why.met")
        elif other in a.state.forbidden:
            why = say("pairing.dutch.why.forbidden")
        elif not ctx.compatible(hi, expected):
            why = say("pairing.dutch.why.colour")
        else:
            why = say("pairing.dutch.why.better")
        out.append(Reason((a.start, b.start, other),
                          say("pairing.dutch.transposition", player=a.start, opponent=b.start, other=other, why=why),
                          "pairing"))
    return out


def pair_next_round(tournament: Tournament, round_number: int | None = None) -> Pairing:
    """Entry point used by `generator.pairing.pair_next_round` for `system: dutch`."""
    inp = pairing_input(tournament, round_number, accelerate=False)
    if inp.initial_colour is None:
        inp = replace(inp, initial_colour=infer_initial_colour(tournament))
    return pair_round(tournament, inp)
