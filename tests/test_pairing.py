"""generator/pairing/__init__.py, the entry point the site and `bulletin pair` use: the next round by the
tournament's own system or a named one, and the rounds that cannot be paired. (The systems themselves:
tests/test_pairing_burstein.py, tests/test_pairing_dutch.py.)"""
from __future__ import annotations

import pytest
from sitedata import ROUND_1, ROUND_2, club_tournament

from generator.model import PairingSystem
from generator.pairing import PairingError, pair_next_round


def test_the_next_round_is_the_first_without_boards_by_the_tournaments_system():
    """The club tournament (Burstein) has boards in rounds 1–3, so round 4 is paired, by Burstein."""
    pairing = pair_next_round(club_tournament())
    assert (pairing.round_number, pairing.system) == (4, "burstein")
    assert pair_next_round(club_tournament(pairing=PairingSystem.DUTCH)).system == "dutch"


def test_a_system_named_by_the_caller_wins():
    t = club_tournament(rounds=(ROUND_1, ROUND_2))
    assert pair_next_round(t, system="dutch").system == "dutch"
    assert pair_next_round(t, 3, system=PairingSystem.BURSTEIN).round_number == 3


def test_every_player_present_is_paired_once_and_the_absent_are_named():
    """Round 3 after rounds 1–2: six players present (7 withdrew), three boards, nobody twice, 7 listed absent."""
    pairing = pair_next_round(club_tournament(rounds=(ROUND_1, ROUND_2)))
    seated = [s for b in pairing.boards for s in (b.white, b.black)]
    assert sorted(seated) == [1, 2, 3, 4, 5, 6] and pairing.bye is None
    assert pairing.absent == (7,)


def test_a_round_after_the_last_one_cannot_be_paired():
    with pytest.raises(PairingError, match="the tournament has 5 rounds; there is no round 6 to pair"):
        pair_next_round(club_tournament(), 6)


def test_an_unknown_system_is_refused_by_name():
    with pytest.raises(ValueError, match="'lightning'"):
        pair_next_round(club_tournament(), system="lightning")
