"""Burstein conformance: every round of every fixture tournament, paired from the rounds before it, must equal
the reference engine's output (bbpPairings --burstein) exactly: pairs, colours, board order, bye.

Source of the data: ../shared/specs/fixtures/burstein (copied to tests/data/pairing/burstein); the README there
says round k+1 of each file is the reference pairing of the file cut after round k, absences known for round
k+1 kept. The cut is made here in the model, the way `trf_truncate.py` makes it in the TRF.
"""
from __future__ import annotations

import difflib
from dataclasses import replace
from pathlib import Path

import pytest

from generator.core.model import ByeKind, Round, Tournament
from generator.core.pairing.core import exchange_format
from generator.core.pairing.systems import pair_next_round
from generator.trf.reader import read_trf

DATA = Path(__file__).parent / "data" / "pairing" / "burstein"
ABSENCES = (ByeKind.HALF, ByeKind.ZERO, ByeKind.FULL)


def cut_after(tournament: Tournament, rounds_kept: int) -> Tournament:
    """Rounds 1..k, plus the absences already known for round k+1 (requested byes), as the engine gets it."""
    kept = tuple(r for r in tournament.rounds if r.number <= rounds_kept)
    following = tournament.round(rounds_kept + 1)
    if following is not None:
        absences = tuple(b for b in following.byes if b.kind in ABSENCES)
        if absences:
            kept += (Round(rounds_kept + 1, (), absences),)
    return replace(tournament, rounds=kept)


def cases() -> list[tuple[str, int]]:
    out = []
    for trf in sorted(DATA.glob("*.trf")):
        for expected in sorted((DATA / "pairings" / trf.stem).glob("round-*.txt")):
            out.append((trf.stem, int(expected.stem.split("-")[1])))
    return out


def test_the_fixture_set_is_complete():
    """24 tournaments, 165 rounds: a lost file would silently shrink the conformance test."""
    assert len(list(DATA.glob("*.trf"))) == 24
    assert len(cases()) == 165


@pytest.mark.parametrize("name,round_number", cases())
def test_round_equals_reference(name: str, round_number: int):
    """Round k+1 paired from rounds 1..k equals the reference output line for line."""
    tournament = read_trf((DATA / f"{name}.trf").read_text(encoding="utf-8"), f"{name}.trf")
    expected = (DATA / "pairings" / name / f"round-{round_number:02d}.txt").read_text().split("\n")
    got = exchange_format(pair_next_round(cut_after(tournament, round_number - 1), round_number, "burstein"))
    expected_lines = [line for line in expected if line.strip()]
    got_lines = got.strip().split("\n")
    if got_lines != expected_lines:
        diff = "\n".join(difflib.unified_diff(expected_lines, got_lines, "reference", "bulletin", lineterm=""))
        pytest.fail(f"{name} round {round_number} differs from the reference:\n{diff}\n"
                    f"(the reference's working sheet: pairings/{name}/checklist-{round_number:02d}.txt)")
