"""The Dutch system's view of the players (FIDE C.04.3, in force from 1 February 2026): pairing scores with
acceleration, floats, eligibility for the pairing-allocated bye, who may meet whom (the absolute criteria C1
and C3) and whether everyone not yet paired can still be (C4), with the lowest score the bye may go to (C5).

Rules: docs/rules/dutch.md (the § numbers below).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import chain
from typing import Callable, Iterable, Sequence

from generator.core.model import Colour, Start, Tournament
from generator.core.pairing.cardinality import UNMATCHED as NO_MATE
from generator.core.pairing.cardinality import CardinalityMatching
from generator.core.pairing.core import Float, PairingError, PairingInput, PlayerState
from generator.core.scoring import common_denominator, in_units, shared_fraction

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


def _pairing_scores_by_round(state: PlayerState, acceleration_of: Callable[[int], Fraction],
                             unit: Callable[[Fraction], int]) -> list[int]:
    """The player's pairing score before each round 1..k+1 (points so far + that round's acceleration), in
    whole units of the tournament's common denominator."""
    out, running = [], 0
    for number, record in enumerate(state.history, start=1):
        out.append(running + unit(acceleration_of(number)))
        running += unit(record.points)
    out.append(running + unit(acceleration_of(len(state.history) + 1)))
    return out


def _float_of(state: PlayerState, rounds_back: int, scores: dict[Start, list[int]], loss_points: Fraction) -> Float:
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
    def acceleration_of(start: Start) -> Callable[[int], Fraction]:
        return lambda number: acceleration[number].get(start, ZERO)

    denominator = common_denominator(chain(
        (a for by_player in acceleration.values() for a in by_player.values()),
        (r.points for p in inp.players.values() for r in p.history)))

    def unit(value: Fraction) -> int:
        return in_units(value, denominator)

    scores = {s: _pairing_scores_by_round(p, acceleration_of(s), unit) for s, p in inp.players.items()}
    present = sorted((p for p in inp.players.values() if p.present),
                     key=lambda p: (-scores[p.start][-1], p.rank))
    loss = tournament.points.loss
    rounds_so_far = inp.round_number - 1
    made: dict[tuple[int, int], Fraction] = {}   # one Fraction a score
    return [DutchPlayer(state=replace(p, acceleration=acceleration[inp.round_number].get(p.start, ZERO)),
                        index=i, score=shared_fraction(scores[p.start][-1], denominator, made),
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
        if pref.absolute and pref.colour is not None and not exempt[p.index]:   # absolute: always a colour
            same_absolute[pref.colour] |= 1 << p.index
    masks = []
    for p in players:
        mask = everyone & ~(1 << p.index)
        for other in p.state.forbidden:
            if other in index_of:
                mask &= ~(1 << index_of[other])
        pref = p.state.preference
        if pref.absolute and pref.colour is not None and not exempt[p.index]:
            mask &= ~same_absolute[pref.colour]
        masks.append(mask)
    return masks


def bits(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def bit_list(mask: int) -> list[int]:
    """`list(bits(mask))`, read off the binary digits: twice as fast on the dense masks of a big round."""
    return [k for k, digit in enumerate(format(mask, "b")[::-1]) if digit == "1"]


# --- completion (C4, C5) ------------------------------------------------------------------------------------

class Completion:
    """Answers "can these players still all be paired (all but one PAB candidate, when odd)?" (C4).

    One cardinality matching over all present players (+ one extra vertex standing for the PAB, joined to the
    PAB candidates) is kept between questions, so each answer usually costs a few augmenting paths.
    """

    def __init__(self, masks: Sequence[int]) -> None:
        self.size = len(masks)
        self.graph = CardinalityMatching(self.size)
        self.graph.adj = [bit_list(mask) for mask in masks]
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


def prepass(players: Sequence[DutchPlayer], completion: Completion) -> Fraction | None:
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
