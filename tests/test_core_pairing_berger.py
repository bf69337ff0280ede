"""Round robins by the Berger tables (C.05 Annex 1), the Varma tables (C.05 Annex 2) and the recognition of a
schedule made elsewhere (generator/core/pairing/berger.py, docs/rules/round-robin.md).

References: the annex's printed tables for 3/4 … 15/16 players, transcribed by hand
(tests/data/round_robin/c05-annex1-berger-tables.txt); FIDE TEC's TieBreakServer run as an independent oracle for
every size 3 … 24, single and double (tests/data/round_robin/tiebreakserver-schedules-3-24.json, its output only);
the construction rule everywhere else (checked here by what it must give: everyone meets everyone once a cycle).
"""
from __future__ import annotations

import json
import re
from dataclasses import replace
from itertools import combinations
from pathlib import Path

import pytest

from generator.core.model import Game, GameResult, PairingSystem, Player, Round, Start, Tournament
from generator.core.pairing.berger import (
    VARMA_GROUPS,
    CycleOrder,
    PairingError,
    ScheduleError,
    VarmaError,
    berger_table,
    pair,
    recognise,
    round_plans,
    schedule,
    schedule_of,
    varma_draw,
    varma_groups,
    varma_numbers,
)
from generator.trf.reader import read_trf

DATA = Path(__file__).parent / "data"
ANNEX = DATA / "round_robin" / "c05-annex1-berger-tables.txt"
ORACLE = DATA / "round_robin" / "tiebreakserver-schedules-3-24.json"


def annex_tables() -> dict[int, list[tuple[tuple[int, int], ...]]]:
    """The printed tables by their even size ("3/4" → 4)."""
    tables: dict[int, list[tuple[tuple[int, int], ...]]] = {}
    size = 0
    for line in ANNEX.read_text(encoding="utf-8").splitlines():
        if re.fullmatch(r"\d+/\d+", line):
            size = int(line.split("/")[1])
            tables[size] = []
        elif line.startswith("Rd "):
            games = line.split(":", 1)[1].split(",")
            tables[size].append(tuple((int(w), int(b)) for w, b in (g.strip().split("-") for g in games)))
    return tables


def oracle() -> dict[tuple[int, int], list[list[list[int]]]]:
    data = json.loads(ORACLE.read_text(encoding="utf-8"))["schedules"]
    return {tuple(int(x) for x in key.split("/")): rounds for key, rounds in data.items()}  # type: ignore[misc]


def numbered(players: int) -> dict[Start, int]:
    return {Start(i): i for i in range(1, players + 1)}


def round_robin(players: int, cycles: int = 1, **fields: object) -> Tournament:
    return Tournament("rr", "RR", tuple(Player(Start(i), f"Player {i}", federation=None) for i in range(1, players + 1)),
                      pairing=PairingSystem.ROUND_ROBIN, cycles=cycles, **fields)  # type: ignore[arg-type]


# --- the tables -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", sorted(annex_tables()))
def test_the_printed_tables_of_the_annex_come_out_pair_for_pair(size):
    """C.05 Annex 1 prints 3/4 to 15/16 players: every round, board and colour is the construction's, for the
    odd number of players (the highest number the dummy) as for the even one."""
    printed = annex_tables()[size]
    assert list(berger_table(size)) == printed
    assert list(berger_table(size - 1)) == printed


@pytest.mark.slow
@pytest.mark.parametrize("players", range(3, 25))
@pytest.mark.parametrize("cycles", [1, 2])
def test_every_schedule_from_3_to_24_players_is_the_tec_checkers(players, cycles):
    """TieBreakServer (FIDE TEC) pairs every round of an N-player round robin, single or double with its FIDE
    option (last two rounds of the first cycle swapped, colours reversed in the second): boards in the same order,
    the same free round."""
    for scheduled, expected in zip(schedule_of(numbered(players), cycles), oracle()[players, cycles], strict=True):
        free = [p for p, o in expected if o == 0]
        assert [list(b.players()) for b in scheduled.boards] == [[p, o] for p, o in expected if o != 0]
        assert scheduled.free == (free[0] if free else None)


@pytest.mark.parametrize("players", list(range(3, 25)) + [25, 31, 40])
def test_the_construction_meets_everyone_once_a_cycle(players):
    """The rule everywhere: M − 1 rounds of M/2 boards, every pair of numbers once, nobody twice in a round,
    players 1 … M/2 White M/2 times (games against the dummy included) and the others M/2 − 1 times."""
    table = berger_table(players)
    m = players + players % 2
    assert len(table) == m - 1 and all(len(r) == m // 2 for r in table)
    assert all(len({n for game in r for n in game}) == m for r in table)
    assert sorted(tuple(sorted(g)) for r in table for g in r) == list(combinations(range(1, m + 1), 2))
    whites = [sum(1 for r in table for w, _ in r if w == n) for n in range(1, m + 1)]
    assert whites == [m // 2] * (m // 2) + [m // 2 - 1] * (m // 2)


@pytest.mark.parametrize("players", range(3, 25))
def test_a_double_round_robin_repeats_each_game_with_colours_reversed(players):
    """Cycle 2 plays every pair again with the other colours; nobody gets three games in a row with the same
    colour (why the annex recommends swapping the last two rounds of the first cycle)."""
    rounds = schedule_of(numbered(players), 2)
    per_cycle = len(rounds) // 2
    first = {b.players() for r in rounds[:per_cycle] for b in r.boards}
    second = {b.players() for r in rounds[per_cycle:] for b in r.boards}
    assert second == {(b, w) for w, b in first}
    for player in range(1, players + 1):
        colours = [("w" if b.white == player else "b") for r in rounds for b in r.boards if player in b.players()]
        assert "www" not in "".join(colours) and "bbb" not in "".join(colours), player


def test_without_the_swap_two_players_get_three_colours_in_a_row():
    """Why the annex's recommendation matters: 6 players in the table's plain order give #1 and #4 three games
    in a row with one colour across the cycles (C.05 Annex 1, closing sentence)."""
    rounds = schedule_of(numbered(6), 2, CycleOrder.PLAIN)
    streaks = {p for p in range(1, 7)
               if re.search(r"www|bbb", "".join("w" if b.white == p else "b" for r in rounds for b in r.boards
                                                if p in b.players()))}
    assert streaks == {1, 4}


def test_double_round_robin_order_of_rounds():
    """6 players, two cycles: table rounds 1, 2, 3, 5, 4, then 1 … 5 reversed (docs/rules/round-robin.md)."""
    plans = round_plans(6, 2)
    assert [(p.table_round, p.reversed) for p in plans] == [(1, False), (2, False), (3, False), (5, False),
                                                             (4, False)] + [(t, True) for t in range(1, 6)]


def test_odd_number_the_free_round_takes_no_board():
    """5 players: whoever meets 6 has the free round; the two real games are boards 1 and 2 (annex 5/6: round 1
    1-6, 2-5, 3-4)."""
    first = schedule(round_robin(5))[0]
    assert first.free == 1 and [(b.board, b.white, b.black) for b in first.boards] == [(1, 2, 5), (2, 3, 4)]


@pytest.mark.parametrize("players, cycles", [(2, 1), (0, 1), (5, 3)])
def test_what_cannot_be_scheduled(players, cycles):
    with pytest.raises(ScheduleError):
        schedule_of(numbered(players), cycles)


# --- pairing numbers and the engine -----------------------------------------------------------------------

def test_given_pairing_numbers_place_players_in_the_table():
    """After a drawing of lots: the player with pairing number 1 plays as number 1 of the table."""
    numbers = {Start(1): 3, Start(2): 1, Start(3): 2, Start(4): 4}
    first = schedule(round_robin(4, pairing_numbers=numbers))[0]
    assert [b.players() for b in first.boards] == [(2, 4), (3, 1)]   # table 1-4, 2-3


def test_the_engine_gives_the_scheduled_round_and_names_the_free_round():
    """`pair`: boards in table order, no pairing-allocated bye; the free round is a reason of kind "bye"."""
    t = round_robin(7)
    pairing = pair(t, 2)
    assert [(b.white, b.black) for b in pairing.boards] == [(6, 4), (7, 3), (1, 2)]   # annex 7/8 round 2
    assert pairing.bye is None and pairing.system == "round-robin"
    assert [(r.players, r.kind) for r in pairing.reasons] == [((5,), "bye")]
    assert "number 8" in pairing.reasons[0].text
    with pytest.raises(PairingError, match="has 7 rounds; there is no round 8"):
        pair(t, 8)


# --- Varma tables -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", sorted(VARMA_GROUPS))
def test_varma_groups_as_printed_keep_a_federation_apart_in_the_last_three_rounds(size):
    """C.05 Annex 2 point 5 (the old text's purpose: players of one group do not meet in the last three rounds):
    each printed row splits 1 … N into four groups, and same-group numbers never meet in the last three rounds,
    except 6 and 12 of the printed 11/12 group C (round 11; with 11 players 12 is the dummy)."""
    groups = VARMA_GROUPS[size]
    assert sorted(n for g in groups for n in g) == list(range(1, size + 1))
    last_three = {frozenset(g) for r in berger_table(size)[-3:] for g in r}
    clashes = {pair for g in groups for pair in map(frozenset, combinations(g, 2)) if pair in last_three}
    assert clashes == ({frozenset({6, 12})} if size == 12 else set())


def fed_players(feds: str) -> list[Player]:
    """One player per letter-code group: 'GER GER FRA …' in order, named P01, P02 …"""
    return [Player(Start(i), f"P{i:02d}", federation=f) for i, f in enumerate(feds.split(), start=1)]


def test_varma_numbers_put_each_federation_in_one_group():
    """10 players (9/10 table: A 3 4 8, B 5 7 9, C 1 6, D 2 10): GER ×3 draw first and take A (of the groups
    holding 3, the first), FRA ×2 then C (the fewest numbers that still hold 2); the single players, by country
    code, the group with the fewest numbers left: ESP and ITA get D (2, 10), NED, POL and SUI get B (5, 7, 9)."""
    players = fed_players("GER FRA GER NED ESP GER FRA ITA SUI POL")
    numbers = varma_numbers(players)
    assert [numbers[Start(i)] for i in range(1, 11)] == [3, 1, 4, 5, 2, 8, 6, 10, 9, 7]


def test_varma_with_an_odd_number_leaves_the_dummy_number_out():
    """9 players use the 9/10 table without 10."""
    assert varma_groups(9) == ((3, 4, 8), (5, 7, 9), (1, 6), (2,))
    assert sorted(varma_numbers(fed_players("GER GER GER FRA FRA ESP ITA NED POL")).values()) == list(range(1, 10))


def test_varma_is_for_9_to_24_players():
    with pytest.raises(VarmaError, match="the Varma tables are for 9 to 24 players, not 8"):
        varma_numbers(fed_players("GER " * 8))


def test_a_federation_no_group_holds_is_spread_and_named():
    """10 players, 4 of GER: no group of the 9/10 table holds 4 (the annex has no rule for it). GER takes the
    largest groups' numbers (A 3 4 8, then B's lowest, 5) and the draw names the federation; the others still
    get the rest of the numbers."""
    draw = varma_draw(fed_players("GER GER GER GER FRA ESP ITA NED POL SUI"))
    assert [draw.numbers[Start(i)] for i in range(1, 5)] == [3, 4, 8, 5]
    assert sorted(draw.numbers.values()) == list(range(1, 11))
    assert draw.split == ("the 4 players of GER fit no Varma group for 10 players (the largest left holds 3 "
                          "numbers): some of them may meet in the last three rounds",)


def test_varma_needs_every_federation():
    players = fed_players("GER " * 10)
    players[3] = replace(players[3], federation=None)
    with pytest.raises(VarmaError, match="P04 has none"):
        varma_numbers(players)


# --- recognising a schedule -------------------------------------------------------------------------------

def tec_round_robin() -> Tournament:
    return read_trf((DATA / "trf" / "tec-round-robin.trf").read_text(), "tec-round-robin.trf")


def test_the_tec_round_robin_follows_the_table_with_5_and_6_exchanged():
    """The TEC exercise (6 players, one cycle): round 1 is 1-5, 2-6, 3-4, the table's 1-6, 2-5, 3-4 with the
    numbers of #5 and #6 exchanged, as after a drawing of lots; every later round fits too."""
    found = recognise(tec_round_robin())
    assert found.follows and found.reordered
    assert found.pairing_numbers == {1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 5}
    assert found.cycles == 1 and "Berger table for 6 players" in found.note


def built(players: int, cycles: int, numbers: dict[Start, int] | None = None,
          order: str = CycleOrder.RECOMMENDED, rounds: int | None = None) -> Tournament:
    numbers = numbers or numbered(players)
    plan = schedule_of(numbers, cycles, order)[:rounds]
    played = tuple(Round(r.number, tuple(Game(b.white, b.black, GameResult.DRAW, b.board) for b in r.boards))
                   for r in plan)
    return replace(round_robin(players, cycles), rounds=played,
                   planned_rounds=len(schedule_of(numbers, cycles)))


@pytest.mark.parametrize("players", [3, 8, 11, 16, 24])
@pytest.mark.parametrize("order", [CycleOrder.RECOMMENDED, CycleOrder.PLAIN])
def test_a_schedule_is_recognised_with_its_numbers_and_order(players, order):
    """Numbers reversed (the last player number 1 …): recognised, numbers and cycle order included."""
    numbers = {Start(i): players + 1 - i for i in range(1, players + 1)}
    found = recognise(built(players, 2, numbers, order))
    assert found.follows and found.pairing_numbers == numbers and found.order == order and found.cycles == 2


def test_a_round_off_the_table_is_named():
    """One board with its colours turned round: the note names the round and the board."""
    t = built(8, 1)
    third = t.rounds[2]
    swapped = replace(third.games[1], white=third.games[1].black, black=third.games[1].white)
    t = replace(t, rounds=t.rounds[:2] + (replace(third, games=(third.games[0], swapped) + third.games[2:]),)
                + t.rounds[3:])
    found = recognise(t)
    assert not found.follows
    assert found.note.startswith("the rounds follow no Berger table for 8 players: round 3, board 2")


def test_a_swiss_is_not_mistaken_for_a_round_robin():
    """The TEC Swiss (16 players, 5 rounds) follows no Berger table."""
    swiss = read_trf((DATA / "trf" / "tec-swiss.trf").read_text(), "tec-swiss.trf")
    found = recognise(replace(swiss, pairing=PairingSystem.ROUND_ROBIN))
    assert not found.follows and "follow no Berger table" in found.note
