"""The Keizer engine against FreeKeizer, an open-source implementation (tests/data/keizer_freekeizer/: twelve
generated competitions of 20 players and 30 evenings with random attendance, paired by our engine with
FreeKeizer's settings, scored by FreeKeizer's own code; see each file's "source").

What is compared, and how differences are classified (docs/rules/keizer.md §8):
- points: after each round, under FreeKeizer's own ranking of the round before as the valuation, every player's
  points are FreeKeizer's exactly (the shares, the rounding, the absences before the first game and over the
  limit, the initial own value);
- values: the value of each place is FreeKeizer's;
- ranking: FreeKeizer sorts with std::sort, which leaves equal points in no defined order; we order them by the
  starting list. So the orders agree except within groups of equal points, and those are counted as such;
- the whole run on our own rankings: equal to FreeKeizer's until FreeKeizer first orders a tie otherwise (with
  its rounding ties are common: in these twelve runs that happens between rounds 1 and 12).
"""
from __future__ import annotations

import dataclasses
import json
from fractions import Fraction
from pathlib import Path

import pytest

from generator.core.keizer.points import evenings, tally
from generator.core.keizer.ranking import ranked, rankings, starting_order, valuation
from generator.core.keizer.settings import FREEKEIZER
from generator.core.model import (
    Absence,
    AbsenceKind,
    Bye,
    ByeKind,
    Game,
    GameResult,
    PairingSystem,
    Player,
    Round,
    Start,
    Tournament,
)

DATA = Path(__file__).parent / "data" / "keizer_freekeizer"
CASES = sorted(DATA.glob("*.json"))
# Three competitions in the fast set, all twelve in the slow one.
PARAMS = [pytest.param(path, id=path.stem, marks=() if n < 3 else pytest.mark.slow) for n, path in enumerate(CASES)]


def competition(data: dict) -> Tournament:
    players = tuple(Player(Start(n), f"P{n}", 2200 - 20 * n) for n in range(1, data["players"] + 1))
    rounds = tuple(
        Round(number, tuple(Game(Start(w), Start(b), GameResult(res), board)
                            for board, (w, b, res) in enumerate(r["games"], 1)),
              (Bye(Start(r["bye"]), ByeKind.PAB),) if r["bye"] else (),
              absences=tuple(Absence(Start(a), AbsenceKind.EXCUSED) for a in r["absent"]))
        for number, r in enumerate(data["rounds"], 1))
    return Tournament("fk", "oracle", players, rounds, pairing=PairingSystem.KEIZER,
                      keizer=dataclasses.replace(FREEKEIZER, top=data["top"]))


def test_there_are_the_twelve_generated_competitions() -> None:
    assert len(CASES) == 12


@pytest.mark.parametrize("path", PARAMS)
def test_points_and_values_equal_freekeizers_under_its_own_ranking(path: Path) -> None:
    data = json.loads(path.read_text("utf-8"))
    t = competition(data)
    settings = t.keizer
    assert settings is not None
    initial = valuation(settings, starting_order(t))
    before = dict(initial)
    for number, fk in enumerate(data["freekeizer"], 1):
        ours = tally(t, settings, evenings(t, number), before, initial)
        assert {Start(s): Fraction(points) for s, points, _ in fk} == {s: v.value for s, v in ours.items()}, number
        assert [value for _, _, value in fk] == list(settings.values(data["players"]))
        before = {Start(s): value for s, _, value in fk}


@pytest.mark.parametrize("path", PARAMS)
def test_freekeizers_order_is_ours_but_for_the_order_within_equal_points(path: Path) -> None:
    data = json.loads(path.read_text("utf-8"))
    start = starting_order(competition(data))
    for fk in data["freekeizer"]:
        points = {Start(s): Fraction(p) for s, p, _ in fk}
        theirs = [Start(s) for s, _, _ in fk]
        mine = ranked(points, start)
        assert [points[s] for s in mine] == [points[s] for s in theirs]   # the same points in every place
        assert [sorted(group) for group in _ties(theirs, points)] == [sorted(g) for g in _ties(list(mine), points)]


def _ties(order: list[Start], points: dict[Start, Fraction]) -> list[list[Start]]:
    groups: list[list[Start]] = []
    for start in order:
        if groups and points[groups[-1][0]] == points[start]:
            groups[-1].append(start)
        else:
            groups.append([start])
    return groups


@pytest.mark.parametrize("path", PARAMS)
def test_our_own_run_is_freekeizers_until_a_tie_is_ordered_otherwise(path: Path) -> None:
    """Run on our own rankings, every round equals FreeKeizer's (order and points) up to the first round where
    FreeKeizer orders equal points otherwise than the starting list; that round's points are still equal."""
    data = json.loads(path.read_text("utf-8"))
    ours = rankings(competition(data))
    for number, fk in enumerate(data["freekeizer"], 1):
        theirs = [Start(s) for s, _, _ in fk]
        assert {Start(s): Fraction(p) for s, p, _ in fk} == dict(ours[number].points), number
        if list(ours[number].order) != theirs:
            break
