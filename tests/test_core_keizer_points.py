"""Each evening's Keizer points as terms (docs/rules/keizer.md §3-§5)."""
from __future__ import annotations

import dataclasses
from fractions import Fraction

from tests.keizer_cases import BOT, CAP, K1_SETTINGS, KER, LAS, STE, TAL, k1

from generator.core.keizer.points import Status, evenings, tally
from generator.core.keizer.settings import KeizerSettings, SelfValue
from generator.core.model import Absence, AbsenceKind, Round

VALUES = {BOT: 7, LAS: 6, CAP: 5, KER: 4, STE: 3, TAL: 2}


def test_nothing_entered_is_an_unexcused_absence_and_the_kinds_are_kept() -> None:
    played = evenings(k1(2), 2)
    assert [e.status for e in played[CAP]] == [Status.WIN, Status.EXCUSED]
    assert [e.status for e in played[TAL]] == [Status.LOSS, Status.BYE]
    t = dataclasses.replace(k1(1), rounds=k1(1).rounds + (Round(2, absences=(Absence(KER, AbsenceKind.CLUB),)),))
    played = evenings(t, 2)
    assert played[KER][1].status is Status.CLUB and played[BOT][1].status is Status.UNEXCUSED


def test_a_term_names_the_value_the_share_and_the_points() -> None:
    values = tally(k1(2), K1_SETTINGS, evenings(k1(2), 2), VALUES, VALUES)
    lasker = values[LAS].terms
    assert [(t.round, t.opponent.start if t.opponent else None, t.raw, t.result, t.value, t.note) for t in lasker] == [
        (None, None, 6, 1, 6, "self"), (1, BOT, 7, Fraction(1, 2), Fraction(7, 2), "draw"),
        (2, STE, 3, Fraction(1, 2), Fraction(3, 2), "draw")]
    assert values[LAS].value == 11


def test_absences_beyond_the_limit_earn_nothing_club_duty_is_exempt() -> None:
    rounds = tuple(Round(n, absences=(Absence(BOT, AbsenceKind.EXCUSED if n < 4 else AbsenceKind.CLUB),))
                   for n in range(1, 6))
    t = dataclasses.replace(k1(0), rounds=rounds)
    settings = KeizerSettings(top=7, absence_limit=2, excused=Fraction(1, 3), club=Fraction(2, 3))
    terms = tally(t, settings, evenings(t, 5), VALUES, VALUES)[BOT].terms
    assert [(t.value, t.cut) for t in terms[1:]] == [
        (Fraction(7, 3), False), (Fraction(7, 3), False), (Fraction(7, 3), True), (Fraction(14, 3), False),
        (Fraction(14, 3), False)]
    assert terms[3].cut_reason == "limit"


def test_no_own_value_when_the_settings_say_none() -> None:
    settings = KeizerSettings(top=7, self_value=SelfValue.NONE)
    assert tally(k1(1), settings, evenings(k1(1), 1), VALUES, VALUES)[TAL].value == 0
