"""The Keizer pairing of the next club evening (docs/rules/keizer.md §7): those present, in the Keizer ranking,
paired from the top down.

1. Present is every player neither withdrawn nor marked absent (nor given a bye) in the round's file.
2. An odd number present: the lowest ranked of them has the bye (the next one up when the others could then not
   be paired).
3. The highest unpaired player meets the highest unpaired player below him he may meet: not met over the board
   within the last `rematch_gap` rounds (a rematch in round R after a game in round L needs R − L ≥ gap; no gap:
   never again). When that choice leaves the players below without a legal pairing, the next candidate is tried
   (backtracking); when no pairing avoids every rematch, the top-down pairing allows them, the oldest first.
4. Colours (KeizerForClubs): fewer games with White gets White; as many: reversed from their last game against
   each other, else the lower ranked has White. Boards in the order of the higher ranked player of each pair.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from generator.core.keizer.ranking import ranking_after, settings_of
from generator.core.keizer.sentences import say
from generator.core.messages import Joined, Msg
from generator.core.model import Colour, Start, Tournament
from generator.core.pairing.core import Board, Pairing, PairingError, Reason

SEARCH_BUDGET = 200_000   # backtracking steps before the top-down pairing allows rematches


@dataclass(frozen=True)
class Member:
    start: Start
    name: str
    rank: int                         # in the ranking after the last evening, 1 first
    whites: int                       # games played over the board with White
    last_met: Mapping[Start, tuple[int, Colour]]   # opponent -> last round met over the board, own colour then


def pair(tournament: Tournament, round_number: int) -> Pairing:
    """The pairing of evening `round_number` from the ranking after the evening before."""
    if round_number < 1:
        raise PairingError(f"round {round_number} does not exist; rounds are numbered from 1")
    settings = settings_of(tournament)
    ranking = ranking_after(tournament, round_number - 1)
    members = _members(tournament, round_number, ranking.order)
    present = [m for m in members if _present(tournament, round_number, m.start)]
    absent = tuple(m.start for m in members if not _present(tournament, round_number, m.start))
    gap = settings.rematch_gap

    def may_meet(a: Member, b: Member) -> bool:
        met = a.last_met.get(b.start)
        return met is None or (gap is not None and round_number - met[0] >= gap)

    reasons: list[Reason] = []
    pairs, bye = _with_bye(present, may_meet, reasons)
    if pairs is None:
        pairs, bye = _with_bye(present, lambda a, b: True, reasons, oldest_first=True)
    assert pairs is not None, "anyone may meet anyone"
    reasons += _pair_reasons(pairs, present, may_meet, gap)
    boards = []
    for higher, lower in pairs:
        board, why = _colours(higher, lower)
        boards.append(board)
        reasons.append(Reason((higher.start, lower.start), why, "colour"))
    return Pairing(round_number, tuple(boards), bye.start if bye else None, tuple(reasons), "keizer", absent)


def _present(tournament: Tournament, round_number: int, start: Start) -> bool:
    entered = tournament.round(round_number)
    if tournament.withdrawn_in(start, round_number):
        return False
    if entered is None:
        return True
    return start not in {a.player for a in entered.absences} and start not in entered.participants()


def _members(tournament: Tournament, round_number: int, order: Sequence[Start]) -> list[Member]:
    whites = {p.start: 0 for p in tournament.players}
    met: dict[Start, dict[Start, tuple[int, Colour]]] = {p.start: {} for p in tournament.players}
    for number in range(1, round_number):
        entered = tournament.round(number)
        for game in entered.games if entered is not None else ():
            if game.result.played or game.result.pending:   # forfeits are no meeting
                whites[game.white] += 1
                met[game.white][game.black] = (number, Colour.WHITE)
                met[game.black][game.white] = (number, Colour.BLACK)
    names = {p.start: p.name for p in tournament.players}
    return [Member(s, names[s], rank, whites[s], met[s]) for rank, s in enumerate(order, start=1)]


Allowed = Callable[[Member, Member], bool]


def _with_bye(present: list[Member], allowed: Allowed, reasons: list[Reason],
              oldest_first: bool = False) -> tuple[list[tuple[Member, Member]] | None, Member | None]:
    """The pairs and the bye: the lowest present has it, or the next one up when the rest cannot be paired."""
    if len(present) % 2 == 0:
        return _top_down(present, allowed, oldest_first), None
    for index in range(len(present) - 1, -1, -1):
        rest = present[:index] + present[index + 1:]
        pairs = _top_down(rest, allowed, oldest_first)
        if pairs is not None:
            key = "keizer.pair.bye" if index == len(present) - 1 else "keizer.pair.bye_up"
            reasons.append(Reason((present[index].start,), say(key, player=present[index].name), "bye"))
            return pairs, present[index]
    return None, None


def _top_down(players: list[Member], allowed: Allowed, oldest_first: bool) -> list[tuple[Member, Member]] | None:
    """Top-down pairing with backtracking; None when no pairing of these players is allowed (or the search
    budget runs out). With `oldest_first` (every pair allowed) the top player's partner is the highest he has
    not met, else the one he met longest ago."""
    steps = [0]

    def search(rest: list[Member]) -> list[tuple[Member, Member]] | None:
        if not rest:
            return []
        steps[0] += 1
        if steps[0] > SEARCH_BUDGET:
            return None
        top, others = rest[0], rest[1:]
        candidates = sorted(others, key=lambda m: top.last_met.get(m.start, (0,))[0]) if oldest_first else others
        for partner in candidates:
            if not allowed(top, partner):
                continue
            below = search([m for m in others if m is not partner])
            if below is not None:
                return [(top, partner)] + below
        return None
    return search(players)


def _pair_reasons(pairs: list[tuple[Member, Member]], present: list[Member], may_meet: Allowed,
                  gap: int | None) -> list[Reason]:
    """Why each player plays whom: the next one down, or the first he may meet, or what backtracking avoided."""
    taken: set[Start] = set()
    out = []
    bye_free = {m.start for pair in pairs for m in pair}
    for higher, lower in pairs:
        unpaired = [m for m in present if m.start not in taken and m.start in bye_free and m is not higher
                    and m.rank > higher.rank]
        skipped = unpaired[:unpaired.index(lower)]
        blocked = [m for m in skipped if not may_meet(higher, m)]
        names = {"player": higher.name, "partner": lower.name}
        if not may_meet(higher, lower):
            text: Msg = say("keizer.pair.rematch", round=higher.last_met[lower.start][0], **names)
        elif not skipped:
            text = say("keizer.pair.next", **names)
        elif len(blocked) == len(skipped):
            met = Joined(", ", tuple(say("keizer.pair.met", other=m.name, round=higher.last_met[m.start][0])
                                     for m in blocked))
            key = "keizer.pair.skip" if gap is not None else "keizer.pair.skip_never"
            text = say(key, gap=gap, skipped=met, **names)
        else:
            first = next(m for m in skipped if may_meet(higher, m))
            text = say("keizer.pair.rest", first=first.name, **names)
        out.append(Reason((higher.start, lower.start), text))
        taken |= {higher.start, lower.start}
    return out


def _colours(higher: Member, lower: Member) -> tuple[Board, Msg]:
    if higher.whites != lower.whites:
        white, black = (higher, lower) if higher.whites < lower.whites else (lower, higher)
        return Board(white.start, black.start), say("keizer.colour.fewer", player=white.name, mine=white.whites,
                                                    theirs=black.whites)
    met = higher.last_met.get(lower.start)
    if met is not None:
        number, colour = met
        white, black = (higher, lower) if colour is Colour.BLACK else (lower, higher)
        return Board(white.start, black.start), say("keizer.colour.reversed", player=white.name, round=number)
    return Board(lower.start, higher.start), say("keizer.colour.lower", player=lower.name)

