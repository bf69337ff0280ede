"""Round robins: the schedule of the FIDE Berger tables (Handbook C.05, Annex 1), pairing numbers from the
starting list, from each player, or from the Varma tables (C.05, Annex 2), and the recognition of a schedule
that another program made.

Pure: a `Tournament` in, value objects out. What the annexes say, and what we decided where they leave a point
open (board numbers, the free round, the order of the rounds of a double round robin, Varma without envelopes),
is written down in docs/rules/round-robin.md.

The construction (docs/rules/round-robin.md "The tables"): with M = the number of players rounded up to an even
number, one cycle has M − 1 rounds of M / 2 boards. In round r, number M meets p = norm((r + 1) · M / 2), where
norm(x) = ((x − 1) mod (M − 1)) + 1; on board 1, p has White in odd rounds and M in even ones; on board k ≥ 2,
norm(p + k − 1) has White against norm(p − k + 1). This reproduces every table C.05 Annex 1 prints (3/4 to 15/16
players), pair for pair, colour for colour and board for board (tests/test_pairing_berger.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Iterable, Mapping, Sequence

from generator.core.model import Bye, ByeKind, Player, Round, Start, Tournament
from generator.core.pairing.core import Board, Pairing, PairingError, Reason
from generator.core.pairing.reasons import say

SYSTEM = "round-robin"
MIN_PLAYERS = 3
CYCLES = (1, 2)

TableGame = tuple[int, int]            # (White, Black) by pairing number
TableRound = tuple[TableGame, ...]     # board 1 first


class ScheduleError(PairingError):
    """The tournament cannot be scheduled by the Berger tables (too few players, an unknown number of cycles)."""


# --- the tables ----------------------------------------------------------------------------------------------

def table_size(players: int) -> int:
    """M: the number of players, or one more when it is odd (the dummy number, C.05 Annex 1)."""
    return players + players % 2


def rounds_per_cycle(players: int) -> int:
    return table_size(players) - 1


def berger_table(players: int) -> tuple[TableRound, ...]:
    """The Berger table for `players` (3 or more): per round, its (White, Black) pairs of pairing numbers,
    board 1 first. With an odd number of players the highest number (players + 1) is the dummy: whoever meets it
    has the free round (C.05 Annex 1: "the highest number counts as a bye")."""
    if players < MIN_PLAYERS:
        raise ScheduleError(f"a round robin needs at least {MIN_PLAYERS} players, not {players}")
    m = table_size(players)
    half, count = m // 2, m - 1

    def norm(x: int) -> int:
        return (x - 1) % count + 1

    rounds = []
    for r in range(1, m):
        p = norm((r + 1) * half)
        first = (p, m) if r % 2 else (m, p)
        rounds.append((first,) + tuple((norm(p + k - 1), norm(p - k + 1)) for k in range(2, half + 1)))
    return tuple(rounds)


@dataclass(frozen=True)
class RoundPlan:
    """Which round of the Berger table a tournament round plays, and whether its colours are reversed."""

    number: int           # the tournament round, from 1
    cycle: int            # 1 or 2
    table_round: int      # the round of the Berger table
    reversed: bool        # colours reversed (the second cycle)


class CycleOrder:
    """How the rounds of a double round robin follow each other (docs/rules/round-robin.md "Double")."""

    RECOMMENDED = "recommended"   # C.05 Annex 1: the last two rounds of the first cycle swapped
    PLAIN = "plain"               # the table's order in both cycles


def round_plans(players: int, cycles: int = 1, order: str = CycleOrder.RECOMMENDED) -> tuple[RoundPlan, ...]:
    """The plan of every round. The second cycle repeats the table with colours reversed; for a double round
    robin C.05 Annex 1 recommends "to reverse the order of the last two rounds of the first cycle" so that nobody
    plays three games in a row with the same colour, which `CycleOrder.RECOMMENDED` does."""
    if cycles not in CYCLES:
        raise ScheduleError(f"a round robin is played over 1 or 2 cycles, not {cycles}")
    count = rounds_per_cycle(players)
    first = list(range(1, count + 1))
    if cycles == 2 and order == CycleOrder.RECOMMENDED and count >= 2:
        first[-2], first[-1] = first[-1], first[-2]
    orders = [first, list(range(1, count + 1))][:cycles]
    plans, number = [], 0
    for cycle, table_rounds in enumerate(orders, start=1):
        for table_round in table_rounds:
            number += 1
            plans.append(RoundPlan(number, cycle, table_round, cycle == 2))
    return tuple(plans)


# --- pairing numbers -----------------------------------------------------------------------------------------

def pairing_numbers(tournament: Tournament) -> dict[Start, int]:
    """Each player's pairing number: as the tournament gives them (`pairing_number:`, Varma), else the place in
    the starting list (by starting number)."""
    if tournament.pairing_numbers:
        return dict(tournament.pairing_numbers)
    return {p.start: place for place, p in enumerate(sorted(tournament.players, key=lambda p: p.start), start=1)}


# --- the schedule --------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ScheduledBoard:
    board: int            # from 1 in the table's order; with an odd number the free round takes no board
    white: Start
    black: Start

    def players(self) -> tuple[Start, Start]:
        return (self.white, self.black)


@dataclass(frozen=True)
class ScheduledRound:
    """One round as the Berger table schedules it."""

    number: int
    cycle: int
    table_round: int
    colours_reversed: bool
    boards: tuple[ScheduledBoard, ...]
    free: Start | None = None      # the player drawn against the dummy number (an odd number of players)

    def board_of(self, player: Start) -> ScheduledBoard | None:
        return next((b for b in self.boards if player in b.players()), None)

    def pairs(self) -> frozenset[tuple[Start, Start]]:
        """The (White, Black) pairs of the round, board order left aside."""
        return frozenset(b.players() for b in self.boards)


def schedule(tournament: Tournament, order: str = CycleOrder.RECOMMENDED) -> tuple[ScheduledRound, ...]:
    """Every round of the round robin (all cycles), its boards in table order and its free-round player."""
    numbers = pairing_numbers(tournament)
    return schedule_of(numbers, tournament.cycles, order)


def schedule_of(numbers: Mapping[Start, int], cycles: int = 1,
                order: str = CycleOrder.RECOMMENDED) -> tuple[ScheduledRound, ...]:
    """The schedule for players holding `numbers` (player → pairing number)."""
    players = len(numbers)
    table = berger_table(players)
    holder: dict[int, Start] = {number: start for start, number in numbers.items()}
    rounds = []
    for plan in round_plans(players, cycles, order):
        boards: list[ScheduledBoard] = []
        free = None
        for white, black in table[plan.table_round - 1]:
            if plan.reversed:
                white, black = black, white
            if white not in holder or black not in holder:
                free = holder.get(white, holder.get(black))
                continue
            boards.append(ScheduledBoard(len(boards) + 1, holder[white], holder[black]))
        rounds.append(ScheduledRound(plan.number, plan.cycle, plan.table_round, plan.reversed, tuple(boards), free))
    return tuple(rounds)


def pair(tournament: Tournament, round_number: int) -> Pairing:
    """The pairing engine of a round robin: the round as its schedule has it. Boards in table order; the
    pairing-allocated bye is always None (a round robin has none): the free-round player of an odd number of
    players is named in a reason of kind "bye" and is the `free` of `schedule(tournament)`."""
    rounds = schedule(tournament)
    if not 1 <= round_number <= len(rounds):
        raise PairingError(f"a round robin of {len(tournament.players)} players over {tournament.cycles} "
                           f"cycle{'s' if tournament.cycles > 1 else ''} has {len(rounds)} rounds; there is no "
                           f"round {round_number}")
    planned = rounds[round_number - 1]
    boards = tuple(Board(b.white, b.black) for b in planned.boards)
    reasons: tuple[Reason, ...] = ()
    if planned.free is not None:
        reasons = (Reason((planned.free,), say("pairing.round_robin.free", player=planned.free,
                                               dummy=table_size(len(tournament.players))), "bye"),)
    return Pairing(round_number, boards, None, reasons, SYSTEM)


def free_round_player(tournament: Tournament, round_number: int) -> Start | None:
    rounds = schedule(tournament)
    return rounds[round_number - 1].free if 1 <= round_number <= len(rounds) else None


# --- Varma tables (C.05 Annex 2) -----------------------------------------------------------------------------

# C.05 Annex 2, point 5: the groups A, B, C, D of pairing numbers for 9/10 … 23/24 players, keyed by the even
# number. Players of one group do not meet in the last three rounds (checked in tests/test_pairing_berger.py,
# with the one exception the printed 11/12 group C has: 6 and 12 meet in round 11).
VARMA_GROUPS: Mapping[int, tuple[tuple[int, ...], ...]] = MappingProxyType({
    10: ((3, 4, 8), (5, 7, 9), (1, 6), (2, 10)),
    12: ((4, 5, 9, 10), (1, 2, 7), (6, 8, 12), (3, 11)),
    14: ((4, 5, 6, 11, 12), (1, 2, 8, 9), (7, 10, 13), (3, 14)),
    16: ((5, 6, 7, 12, 13, 14), (1, 2, 3, 9, 10), (8, 11, 15), (4, 16)),
    18: ((5, 6, 7, 8, 14, 15, 16), (1, 2, 3, 10, 11, 12), (9, 13, 17), (4, 18)),
    20: ((6, 7, 8, 9, 15, 16, 17, 18), (1, 2, 3, 11, 12, 13, 14), (5, 10, 19), (4, 20)),
    22: ((6, 7, 8, 9, 10, 17, 18, 19, 20), (1, 2, 3, 4, 12, 13, 14, 15), (11, 16, 21), (5, 22)),
    24: ((6, 7, 8, 9, 10, 11, 19, 20, 21, 22), (1, 2, 3, 4, 13, 14, 15, 16, 17), (12, 18, 23), (5, 24)),
})
VARMA_SIZES = (9, 24)
GROUP_NAMES = "ABCD"


class VarmaError(ValueError):
    """The Varma tables cannot number these players; the message says why and the fix is to number them by hand."""


def varma_groups(players: int) -> tuple[tuple[int, ...], ...]:
    """The groups for `players`; with an odd number the dummy number is left out of its group."""
    low, high = VARMA_SIZES
    if not low <= players <= high:
        raise VarmaError(f"the Varma tables are for {low} to {high} players, not {players}")
    m = table_size(players)
    return tuple(tuple(n for n in group if n <= players) for group in VARMA_GROUPS[m])


@dataclass(frozen=True)
class VarmaDraw:
    """The pairing numbers of a Varma draw, and the federations it could not keep in one group."""

    numbers: Mapping[Start, int]
    split: tuple[str, ...] = ()      # one sentence per federation spread over several groups


def varma_numbers(players: Sequence[Player]) -> dict[Start, int]:
    return dict(varma_draw(players).numbers)


def varma_draw(players: Sequence[Player]) -> VarmaDraw:
    """Pairing numbers by the Varma tables' restricted drawing of lots (C.05 Annex 2, points 2–4), made
    deterministic (docs/rules/round-robin.md "Pairing numbers"): federations draw by size, largest first, then by
    country code; inside a federation by name. Each federation takes the group with the fewest numbers left that
    still holds the whole federation (the first such of A, B, C, D), and its players take its lowest numbers left.
    A federation no group can hold (the annex has no rule for it) takes the numbers of the groups with the most
    left, and is named in `split`."""
    left = [list(group) for group in varma_groups(len(players))]
    missing = [p for p in players if not p.federation]
    if missing:
        raise VarmaError(f"the Varma tables need every player's federation; {missing[0].name} has none")
    numbers: dict[Start, int] = {}
    split: list[str] = []
    for federation, members in _contingents(players):
        fitting = [i for i, group in enumerate(left) if len(group) >= len(members)]
        if fitting:
            chosen = [min(fitting, key=lambda i: (len(left[i]), i))]
        else:
            chosen = sorted(range(len(left)), key=lambda i: (-len(left[i]), i))
            split.append(f"the {len(members)} players of {federation} fit no Varma group for {len(players)} "
                         f"players (the largest left holds {len(left[chosen[0]])} numbers): some of them may meet "
                         f"in the last three rounds")
        queue = [n for i in chosen for n in left[i]][:len(members)]
        for player, number in zip(members, queue):
            numbers[player.start] = number
            next(group for group in left if number in group).remove(number)
    return VarmaDraw(numbers, tuple(split))


def _contingents(players: Iterable[Player]) -> list[tuple[str, list[Player]]]:
    by_federation: dict[str, list[Player]] = {}
    for player in players:
        by_federation.setdefault(player.federation or "", []).append(player)
    ordered = sorted(by_federation.items(), key=lambda item: (-len(item[1]), item[0]))
    return [(fed, sorted(members, key=lambda p: (p.name.casefold(), p.start))) for fed, members in ordered]


# --- recognising a schedule ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Recognition:
    """Which Berger table a tournament's rounds follow, with which pairing numbers and order of cycles; or why
    they follow none (`follows` False, `note` says where they depart)."""

    follows: bool
    note: str
    players: int = 0
    cycles: int = 1
    order: str = CycleOrder.RECOMMENDED
    pairing_numbers: Mapping[Start, int] = field(default_factory=dict)

    @property
    def reordered(self) -> bool:
        """The numbers are not the starting order (a drawing of lots, or Varma)."""
        ranked = sorted(self.pairing_numbers)
        return any(self.pairing_numbers[s] != place for place, s in enumerate(ranked, start=1))


@dataclass
class _Attempt:
    numbers: dict[Start, int]
    failed_round: int = 0          # 0: fits every round
    why: str = ""


def recognise(tournament: Tournament) -> Recognition:
    """The Berger table the entered rounds follow (a round robin imported from TRF-16, say): the pairing numbers
    (found from the games, so a drawing of lots is recognised too), the number of cycles and their order. Every
    game counts, forfeits included (they keep the scheduled colours); a player without a game in a round tells
    nothing, except that in an odd field he may be the one with the free round."""
    players = len(tournament.players)
    if players < MIN_PLAYERS:
        return Recognition(False, f"a round robin needs at least {MIN_PLAYERS} players; this one has {players}")
    per_cycle = rounds_per_cycle(players)
    games = _games_by_round(tournament)
    last = max(games, default=0)
    if not last:
        return Recognition(False, "no round has games yet, so no schedule can be recognised")
    cycles = -(-max(last, tournament.planned_rounds) // per_cycle)
    if cycles not in CYCLES:
        return Recognition(False, f"{max(last, tournament.planned_rounds)} rounds are more than two cycles of "
                                  f"{per_cycle} rounds for {players} players")
    orders = (CycleOrder.RECOMMENDED, CycleOrder.PLAIN) if cycles == 2 else (CycleOrder.PLAIN,)
    best: tuple[int, str] = (0, "")
    for order in orders:
        attempt = _fit(tournament, games, round_plans(players, cycles, order))
        if not attempt.failed_round:
            return Recognition(True, _found_note(players, cycles, order, attempt.numbers), table_size(players),
                               cycles, order, dict(sorted(attempt.numbers.items())))
        best = max(best, (attempt.failed_round, attempt.why))
    return Recognition(False, f"the rounds follow no Berger table for {players} players: {best[1]}",
                       table_size(players), cycles)


def _found_note(players: int, cycles: int, order: str, numbers: Mapping[Start, int]) -> str:
    ranked = sorted(numbers)
    starting = all(numbers[s] == place for place, s in enumerate(ranked, start=1))
    how = "in starting order" if starting else "as drawn (not the starting order)"
    cycle_words = "one cycle" if cycles == 1 else (
        "two cycles, the last two rounds of the first swapped as C.05 Annex 1 recommends"
        if order == CycleOrder.RECOMMENDED else "two cycles in the table's order")
    return f"the Berger table for {table_size(players)} players, pairing numbers {how}, {cycle_words}"


def _games_by_round(tournament: Tournament) -> dict[int, list[tuple[Start, Start]]]:
    return {r.number: [(g.white, g.black) for g in r.games] for r in tournament.rounds if r.games}


def _fit(tournament: Tournament, games: Mapping[int, list[tuple[Start, Start]]],
         plans: Sequence[RoundPlan]) -> _Attempt:
    """The numbering that fits most rounds, trying every number for one player (the rest follows from the
    games); the starting order is tried first."""
    players = len(tournament.players)
    starts = sorted(p.start for p in tournament.players)
    seed = next((s for r in sorted(games) for g in games[r] for s in g), starts[0])
    candidates = [starts.index(seed) + 1] + [n for n in range(1, players + 1) if n != starts.index(seed) + 1]
    best = _Attempt({}, -1)
    for number in candidates:
        attempt = _propagate(tournament, games, plans, {seed: number})
        if not attempt.failed_round:
            return attempt
        if attempt.failed_round > best.failed_round:
            best = attempt
    return best


def _propagate(tournament: Tournament, games: Mapping[int, list[tuple[Start, Start]]],
               plans: Sequence[RoundPlan], numbers: dict[Start, int]) -> _Attempt:
    """Add the rounds one by one; in each, a game with one numbered player numbers the other (the table says
    whom that number meets), until nothing changes. Fails at the first round with a contradiction."""
    players = len(tournament.players)
    table = berger_table(players)
    m = table_size(players)
    names = {p.start: p.name for p in tournament.players}
    known: list[tuple[RoundPlan, list[tuple[Start, Start]], dict[int, tuple[int, bool]]]] = []
    for number in sorted(games):
        if number > len(plans):
            return _Attempt(numbers, number, f"round {number} is beyond the {len(plans)} rounds of the schedule")
        plan = plans[number - 1]
        meets: dict[int, tuple[int, bool]] = {}      # pairing number → (opponent's number, has White)
        for white, black in table[plan.table_round - 1]:
            if plan.reversed:
                white, black = black, white
            meets[white], meets[black] = (black, True), (white, False)
        known.append((plan, games[number], meets))
        why = _settle(numbers, known, m, names)
        if why:
            return _Attempt(numbers, number, why)
    unnumbered = [p for p in tournament.players if p.start not in numbers]
    free_numbers = sorted(set(range(1, players + 1)) - set(numbers.values()))
    if len(unnumbered) == 1 and len(free_numbers) == 1:
        numbers[unnumbered[0].start] = free_numbers[0]
    elif unnumbered:
        return _Attempt(numbers, len(plans) + 1, f"{len(unnumbered)} players have no games to tell their numbers")
    return _Attempt(numbers)


def _settle(numbers: dict[Start, int],
            known: Sequence[tuple[RoundPlan, list[tuple[Start, Start]], dict[int, tuple[int, bool]]]],
            dummy: int, names: Mapping[Start, str]) -> str:
    """Number players from the games until nothing changes; the contradiction found, in words, or ''."""
    changed = True
    while changed:
        changed = False
        taken = {n: s for s, n in numbers.items()}
        for plan, round_games, meets in known:
            for board, (white, black) in enumerate(round_games, start=1):
                for player, other, is_white in ((white, black, True), (black, white, False)):
                    if player not in numbers:
                        continue
                    opponent, has_white = meets[numbers[player]]
                    where = f"round {plan.number}, board {board} ({names[white]} – {names[black]})"
                    if opponent == dummy and dummy > len(names):
                        return f"{where}: number {numbers[player]} has the free round there"
                    if has_white != is_white:
                        return f"{where}: the colours are the other way round in the table"
                    if other in numbers and numbers[other] != opponent:
                        return f"{where}: number {numbers[player]} meets number {opponent} there, not {numbers[other]}"
                    if other not in numbers:
                        if opponent in taken:
                            return f"{where}: number {opponent} is already {names[taken[opponent]]}'s"
                        numbers[other] = opponent
                        taken[opponent] = other
                        changed = True
    return ""


def with_recognised_schedule(tournament: Tournament) -> tuple[Tournament, Recognition]:
    """A round robin read from a file that carries no schedule (TRF-16), with the one its rounds follow: the
    number of cycles, the pairing numbers when they are not the starting order, and each round's free round
    (which TRF writes as an unpaired round, a zero-point bye) as the free round. Unchanged when the rounds
    follow no Berger table; `Recognition.note` says which table, or why none."""
    found = recognise(tournament)
    if not found.follows:
        return tournament, found
    numbered = replace(tournament, cycles=found.cycles,
                       pairing_numbers=dict(found.pairing_numbers) if found.reordered else {})
    free = {r.number: r.free for r in schedule(numbered, found.order) if r.free is not None}

    def freed(rnd: Round) -> Round:
        player = free.get(rnd.number)
        byes = tuple(Bye(b.player, ByeKind.FREE) if b.kind is ByeKind.ZERO and b.player == player else b
                     for b in rnd.byes)
        if player is not None and rnd.games and player not in rnd.participants():
            byes += (Bye(player, ByeKind.FREE),)
        return replace(rnd, byes=byes)

    return replace(numbered, rounds=tuple(freed(r) for r in numbered.rounds)), found
