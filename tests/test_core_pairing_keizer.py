"""The Keizer pairing of the next evening (docs/rules/keizer.md §7), against the worked examples K1 and K2."""
from __future__ import annotations

import dataclasses

import pytest
from tests.keizer_cases import BOT, CAP, K1_ROUNDS, K2_ROUNDS, KER, LAS, STE, TAL, P, k1, k2

from generator.core.keizer.settings import KeizerSettings
from generator.core.model import Absence, AbsenceKind, Round
from generator.core.pairing.core import Board
from generator.core.pairing.systems import pair_next_round


def before(tournament, rounds, number):
    """The tournament after `rounds` evenings, with evening `number`'s file holding its absences only."""
    entered = tournament.rounds[number - 1] if len(tournament.rounds) >= number else None
    kept = tournament.rounds[:rounds]
    if entered is not None:
        kept += (Round(number, absences=entered.absences),)
    return dataclasses.replace(tournament, rounds=kept)


def test_k1_round_two_skips_the_rematch_and_gives_the_lowest_present_the_bye() -> None:
    pairing = pair_next_round(before(k1(3), 1, 2))
    assert pairing.boards == (Board(BOT, KER), Board(STE, LAS))
    assert pairing.bye == TAL and CAP in pairing.absent
    words = [str(r.text) for r in pairing.reasons]
    assert "Botwinnik plays Keres: the highest present still unpaired who has not met Botwinnik in the last 3 " \
           "rounds (Lasker: round 1)" in words
    assert "White for Botwinnik: fewer games with White (0 against 1)" in words
    assert "White for Steinitz: as many games with White, never met: the lower ranked has White" in words
    assert any("Tal has the bye" in w for w in words)


def test_k1_round_three() -> None:
    pairing = pair_next_round(before(k1(3), 2, 3))
    assert pairing.boards == (Board(CAP, BOT), Board(KER, LAS), Board(TAL, STE))
    assert pairing.bye is None


def test_k1_rounds_are_what_the_engine_pairs() -> None:
    for number in (2, 3):
        pairing = pair_next_round(before(k1(3), number - 1, number))
        assert {(g.white, g.black) for g in K1_ROUNDS[number - 1].games} == {(b.white, b.black) for b in pairing.boards}


def test_k2_rounds_two_and_three_by_freekeizers_ranking() -> None:
    assert pair_next_round(before(k2(3), 1, 2)).boards == (Board(P[1], P[4]), Board(P[5], P[2]), Board(P[7], P[3]))
    assert pair_next_round(before(k2(3), 1, 2)).bye == P[8]
    assert pair_next_round(before(k2(3), 2, 3)).boards == (
        Board(P[3], P[1]), Board(P[4], P[2]), Board(P[7], P[5]), Board(P[8], P[6]))
    assert [g.result for g in K2_ROUNDS[2].games]   # the results K2 then gives these boards


def test_backtracking_when_top_down_would_strand_the_last_two() -> None:
    # Steinitz and Capablanca drew in round 1, the others were away; with no rematch ever, Botwinnik v Lasker
    # would leave Capablanca v Steinitz: so Botwinnik plays Capablanca and Lasker Steinitz.
    away = (Absence(BOT, AbsenceKind.EXCUSED), Absence(LAS, AbsenceKind.EXCUSED))
    later = (Absence(TAL, AbsenceKind.EXCUSED), Absence(KER, AbsenceKind.EXCUSED))
    t = dataclasses.replace(k1(0), rounds=(Round(1, games_of((CAP, STE)), absences=away), Round(2, absences=later)),
                            keizer=KeizerSettings(top=7, rematch_gap=None))
    pairing = pair_next_round(t)
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((BOT, CAP)), frozenset((LAS, STE))}
    assert "Botwinnik plays Capablanca: with Lasker, the players below could not all be paired without a rematch" \
        in [str(r.text) for r in pairing.reasons]


def test_no_pairing_without_a_rematch_allows_the_oldest() -> None:
    t = dataclasses.replace(k1(0), players=k1(0).players[:2], rounds=(Round(1, games_of((1, 2))),),
                            keizer=KeizerSettings(top=7, rematch_gap=None))
    pairing = pair_next_round(t)
    assert len(pairing.boards) == 1
    assert any("again (last met in round 1)" in str(r.text) for r in pairing.reasons)


def games_of(*pairs):
    from tests.keizer_cases import D, games
    return games(*((w, b, D) for w, b in pairs))


@pytest.mark.parametrize("gap, allowed", [(3, True), (4, False)])
def test_the_rematch_gap(gap, allowed) -> None:
    t = dataclasses.replace(k1(0), players=k1(0).players[:2],
                            rounds=tuple(Round(n, games_of((1, 2))) if n == 1 else Round(n) for n in (1, 2, 3)),
                            keizer=KeizerSettings(top=7, rematch_gap=gap))
    pairing = pair_next_round(t, 4)
    assert any(("again" in str(r.text)) != allowed for r in pairing.reasons if r.kind == "pairing")
