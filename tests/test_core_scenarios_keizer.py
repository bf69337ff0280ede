"""What is at stake in a Keizer competition's next evening (docs/rules/keizer.md §9), worked by hand on K1."""
from __future__ import annotations

import dataclasses
from fractions import Fraction

from tests.keizer_cases import BOT, CAP, K1_ROUNDS, K1_SETTINGS, KER, LAS, STE, TAL, k1

from generator.core.keizer.settings import Recalculation
from generator.core.model import GameResult, Round
from generator.core.scenarios.keizer import outlook


def evening_three() -> Round:
    return dataclasses.replace(K1_ROUNDS[2], games=tuple(dataclasses.replace(g, result=GameResult.PENDING)
                                                         for g in K1_ROUNDS[2].games))


def test_each_result_gives_the_points_of_the_one_pass_and_exact_places() -> None:
    # Before round 3 (ranking after round 2: Bot 7, Las 6, Cap 5, Ste 4, Ker 3, Tal 2), rounds 1-2 revalued:
    # Capablanca 5 + 4 + 1.75 = 10.75 before his game; a win over Botwinnik (7) gives 17.75 (as K1's table).
    found = outlook(k1(2), evening_three())
    assert found is not None
    capablanca = next(p for p in found.players if p.start == CAP)
    assert capablanca.place == 3 and capablanca.before == Fraction(39, 4)
    assert [(o.result, o.points) for o in capablanca.outcomes] == [
        ("win", Fraction(71, 4)), ("draw", Fraction(57, 4)), ("loss", Fraction(43, 4))]
    assert (capablanca.outcomes[0].best, capablanca.outcomes[0].worst) == (1, 1)   # 17.75: no one can reach it
    # With a loss (10.75) Botwinnik (18) and Lasker (11.5 at least) are ahead whatever happens; Keres passes him
    # only by beating Lasker (3 + 2 + 6 = 11); Steinitz (9 at most) and Tal (7 at most) stay behind.
    loss = capablanca.outcomes[2]
    assert loss.best == 3 and loss.worst == 4
    order = [p.start for p in found.players]
    assert order == [BOT, LAS, CAP, STE, KER, TAL]


def test_no_outlook_for_a_fixed_point_or_once_a_result_is_in() -> None:
    fixed = dataclasses.replace(K1_SETTINGS, recalculation=Recalculation.FIXED_POINT)
    assert outlook(k1(2, fixed), evening_three()) is None
    assert outlook(k1(2), K1_ROUNDS[2]) is None
