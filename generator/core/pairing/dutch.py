"""The FIDE Dutch system (C.04.3, the rules in force from 1 Feb 2026) as the reference engine applies it.

Rules: docs/rules/dutch.md (the § numbers below). Shared with Burstein: the player state, colour preferences,
colour allocation, board order and output (`core`); the matchings (`matching`, `cardinality`). The Dutch view of
the players, C1-C5, is `dutch_players`; the criteria C6-C21, one table, `dutch_criteria`.

How a round is paired (§7, the reference's reading of Arts 3-4):
1. the present players in pairing order (pairing score down, effective rank up); scoregroups by pairing score;
2. a completion pre-pass: a complete pairing must exist (C1-C4), and the pairing-allocated bye (PAB) goes to the
   lowest score any complete pairing allows (C5);
3. bracket by bracket from the top, maximum-weight matchings decide the bracket. Every criterion C6-C21 is a
   bit field of one integer edge weight (the table `dutch_criteria.CRITERIA`), most important first, so the
   matching optimises them lexicographically; the generation order of §6.3 is encoded in the lowest fields, so
   no candidate is ever enumerated: one matching chooses the MDPs and their opponents, a second one the
   remainder (exchanges, then transpositions);
4. speed, without changing any answer:
   - a flawless first candidate (every criterion at its upper bound) is taken without a matching;
   - a bracket whose players fall into few types (all alike to every criterion) is built in generation order
     and proven optimal by a transport bound over the types (`construction`): the blossom's own answer, without
     the blossom; where the bound cannot prove it, the blossom decides;
   - the matching covers the MDPs and the bracket; the next scoregroup joins it only when the downfloaters
     chosen without it cannot be shown to reach the best C8 value;
   - the players below only have to stay completable (C4), which a cardinality matching verifies; when it
     cannot, the whole remaining field is solved with completion as the top field.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Callable, Hashable, Sequence

from generator.core.messages import Msg
from generator.core.model import Colour, Start, Tournament
from generator.core.pairing.cardinality import UNMATCHED as NO_MATE
from generator.core.pairing.cardinality import CardinalityMatching
from generator.core.pairing.construction import construct, construct_with_mdps
from generator.core.pairing.core import (
    Board,
    Float,
    Pairing,
    PairingError,
    PairingInput,
    Reason,
    allocate_colour,
    order_boards,
    pairing_input,
)
from generator.core.pairing.dutch_criteria import QualityWeight, colours_granted
from generator.core.pairing.dutch_players import (
    Completion,
    DutchPlayer,
    bits,
    compatibility_masks,
    dutch_players,
    prepass,
)
from generator.core.pairing.explain import score_text
from generator.core.pairing.matching import max_weight_matching
from generator.core.pairing.reasons import say

ZERO = Fraction(0)


# --- the round's shared state ------------------------------------------------------------------------------

@dataclass
class _Round:
    """Everything the bracket loop shares for one round."""

    players: list[DutchPlayer]
    masks: list[int]
    weights: QualityWeight             # the criteria C6-C21 as the fields of an edge weight (dutch_criteria)
    bye_score: Fraction | None
    c9_active: bool = False

    def compatible(self, i: int, j: int) -> bool:
        return bool(self.masks[i] >> j & 1)


# --- solving one bracket ------------------------------------------------------------------------------------

Weight = Callable[[int, int], int]
Builder = Callable[[Weight], dict[int, int] | None]   # the zone's optimum from its quality


def _solve(ctx: _Round, zone: Sequence[int], weight: Weight) -> dict[int, int]:
    """Maximum-weight matching over `zone` (indices in pairing order); weight(i, j) has i above j."""
    local = {v: k for k, v in enumerate(zone)}
    zone_mask = 0
    for v in zone:
        zone_mask |= 1 << v
    edges = []
    for a, i in enumerate(zone):
        for j in bits(ctx.masks[i] & zone_mask & ~((2 << i) - 1)):
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
        self.bye_bit = ctx.weights.score_bit(ctx.bye_score if ctx.c9_active else None)  # C9 applies here
        self.known: dict[tuple[int, int, bool], int] = {}

    def quality(self, i: int, j: int) -> int:
        key = (i, j, j in self.in_next)
        known = self.known.get(key)
        if known is None:
            players = self.ctx.players
            known = self.known[key] = self.ctx.weights.of(players[i], players[j], j in self.in_bracket, key[2],
                                                          self.bye_bit)
        return known

    def solve(self, zone: list[int], tie: Weight, tie_width: int, checked: bool = True,
              builder: Builder | None = None) -> dict[int, int]:
        """The bracket's optimum: on the zone alone when the rest stays completable, else on everyone left.
        `builder` may build the same optimum from the quality alone (`construction`; None: it cannot)."""
        def weight(i: int, j: int) -> int:
            q = self.quality(i, j)
            return (q << tie_width) | tie(i, j) if q else 0
        if checked and not self.b.lower:  # the zone is everyone left: completion goes in as the top field
            return self.solve_everyone(zone, weight, tie_width, builder)
        mates = builder(self.quality) if builder is not None else None
        if mates is None:
            mates = _solve(self.ctx, zone, weight)
        if not checked:
            return mates
        leftover = [v for v in zone if v not in mates] + self.b.lower
        if self.completion.possible(leftover):
            return mates
        return self.solve_everyone(zone, weight, tie_width)

    def type_of(self, v: int) -> Hashable:
        """Everything the criteria read of a player: two players of one type are alike to every criterion."""
        p = self.ctx.players[v]
        return p.score, p.floats, p.unplayed, p.bye_eligible, p.state.preference, p.state.colours[-1:]

    def remainder_builder(self, remainder: list[int]) -> Builder:
        return lambda quality: construct(remainder, self.type_of, quality, self.ctx.compatible)

    def mdp_builder(self) -> Builder:
        return lambda quality: construct_with_mdps(self.b.mdps, self.b.residents, self.type_of, quality,
                                                   self.ctx.compatible)

    def solve_everyone(self, zone: list[int], weight: Weight, tie_width: int,
                       builder: Builder | None = None) -> dict[int, int]:
        """C4 as the top field: 1 per pair, +1 per paired player who may not take the PAB (§7.4)."""
        ctx = self.ctx
        below = self.ctx.weights.total + tie_width
        in_zone = set(zone)

        def not_candidate(p: DutchPlayer) -> int:
            if ctx.bye_score is None:
                return 0
            return int(not (p.bye_eligible and p.score <= ctx.bye_score))

        def top(i: int, j: int) -> int:
            return 1 + not_candidate(ctx.players[i]) + not_candidate(ctx.players[j])

        def full(i: int, j: int) -> int:
            inner = weight(i, j) if i in in_zone and j in in_zone else 0
            return (top(i, j) << below) | inner
        if builder is not None and not self.b.lower:   # everyone left is the zone: the same order, C4 on top
            mates = builder(lambda i, j: (top(i, j) << ctx.weights.total) | self.quality(i, j))
            if mates is not None:
                return mates
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
        return colours_granted(hi.state, lo.state)

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
            for u in bits(self.ctx.masks[v] & group_mask):
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
            # built only where no player left unpaired is looked at (their choice is the blossom's own)
            builder = self.mdp_builder() if not next_group and (not checked or not b.lower) else None
            mates = self.solve(b.mdps + b.residents + next_group, *mdp_tie(b.mdps, b.residents),
                               checked=checked, builder=builder)
            mdp_pairs = [(m, mates[m]) for m in b.mdps if mates.get(m) in self.in_bracket]
            taken = {r for _, r in mdp_pairs}
            remainder = [r for r in b.residents if r not in taken]
            in_remainder = set(remainder)
            pairs_in_remainder = sum(1 for r in remainder if mates.get(r, -1) in in_remainder) // 2
            guessed = False
        limbo = [m for m in b.mdps if all(m != x for x, _ in mdp_pairs)]
        zone = limbo + remainder + next_group
        while True:
            whole = not limbo and not next_group and pairs_in_remainder == len(remainder) // 2
            mates = self.solve(zone, *remainder_tie(remainder, pairs_in_remainder), checked=checked,
                               builder=self.remainder_builder(remainder) if whole else None)
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



def mdp_tie(mdps: list[int], residents: list[int]) -> tuple[Weight, int]:
    """§6.3 generation order for a heterogeneous bracket: first the MDP set (the highest MDPs of each score),
    then, MDP by MDP, the highest resident each can take."""
    m0, rn = len(mdps), len(residents)
    base = rn + 1
    opp_width: int = (base ** m0).bit_length() + 1   # int ** int is typed Any: the exponent's sign is unknown
    position = {v: k for k, v in enumerate(mdps)}
    seat = {v: k for k, v in enumerate(residents)}

    def tie(i: int, j: int) -> int:
        k = position.get(i)
        if k is None or j not in seat:
            return 0
        scale: int = base ** (m0 - 1 - k)
        return ((1 << (m0 - 1 - k)) << opp_width) | (rn - seat[j]) * scale
    return tie, m0 + 1 + opp_width


def remainder_tie(remainder: list[int], pairs: int) -> tuple[Weight, int]:
    """§6.3 generation order in the remainder (S1 = its first `pairs` players): fewest exchanges, smallest
    BSN difference, lowest S1 players leave first, highest S2 players enter first, then S1 players in
    order each take the highest S2 player left (transpositions)."""
    size = len(remainder)
    bsn = {v: k for k, v in enumerate(remainder)}
    base = size + 1
    w5: int = (base ** size).bit_length() + 1
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
        scale: int = base ** (size - 1 - hi)
        value = (value << w5) | (size - lo) * scale
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
                           "set the initial colour (tournament.yml 'initial_colour: white' or black; TRF "
                           "'XXC white1' or 'XXC black1')")
    absent = tuple(sorted(s for s, p in inp.players.items() if not p.present))
    if not players:
        return Pairing(inp.round_number, (), None, (), "dutch", absent)
    last_round = bool(inp.planned_rounds) and rounds_played >= inp.planned_rounds - 1
    masks = compatibility_masks(players, last_round, tournament.points.win, rounds_played)
    completion = Completion(masks)
    bye_score = prepass(players, completion)
    ctx = _Round(players, masks, QualityWeight(players, rounds_played), bye_score)
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
                               "(tournament.yml 'initial_colour: white' or black; TRF 'XXC white1' or 'XXC black1')")
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


def pair(tournament: Tournament, round_number: int) -> Pairing:
    """The Dutch engine (`registry.SYSTEMS["dutch"]`): round `round_number` of `tournament`."""
    inp = pairing_input(tournament, round_number, accelerate=False)
    if inp.initial_colour is None:
        inp = replace(inp, initial_colour=infer_initial_colour(tournament))
    return pair_round(tournament, inp)
