"""The example site (`site.yml`, `content/`) is what an organiser using chess-bulletin would have typed:
every round of every example tournament is the pairing our engine makes from the rounds before it."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from generator.loading import load_site
from generator.model import ByeKind, PairingSystem, Tournament
from generator.pairing import pair_next_round
from generator.pairing.registry import SYSTEMS

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = load_site(REPO)
PAIRED = [t for t in EXAMPLE.tournaments if t.pairing.value in SYSTEMS]


def before_round(tournament: Tournament, number: int) -> Tournament:
    """The tournament as the arbiter had it when pairing round `number`: rounds 1..number-1, and of round
    `number` only the byes and absences entered in advance (not its boards, not its pairing-allocated bye)."""
    rounds = [r for r in tournament.rounds if r.number < number]
    entered = tournament.round(number)
    if entered is not None:
        rounds.append(replace(entered, games=(), byes=tuple(b for b in entered.byes if b.kind is not ByeKind.PAB)))
    return replace(tournament, rounds=tuple(rounds))


def test_the_example_shows_both_pairing_systems() -> None:
    """Issue 8: the example site has a Burstein tournament and a Dutch one."""
    assert {t.pairing for t in PAIRED} >= {PairingSystem.BURSTEIN, PairingSystem.DUTCH}


@pytest.mark.parametrize("tournament", PAIRED, ids=[t.slug for t in PAIRED])
def test_every_example_round_is_the_engines_pairing(tournament: Tournament) -> None:
    """Each entered round has the boards (white first) in the board order, and the pairing-allocated bye, that
    the tournament's own system (docs/rules/burstein.md, dutch.md) pairs from the rounds before it."""
    paired_rounds = [r for r in tournament.rounds if r.games]
    assert paired_rounds
    for entered in paired_rounds:
        pairing = pair_next_round(before_round(tournament, entered.number), entered.number)
        engine = [(b.white, b.black) for b in pairing.boards]
        assert [(g.white, g.black) for g in entered.games] == engine, f"round {entered.number}"
        assert [b.player for b in entered.byes if b.kind is ByeKind.PAB] == \
            ([pairing.bye] if pairing.bye is not None else []), f"round {entered.number}"
