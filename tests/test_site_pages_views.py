"""generator/site/pages/views.py: the view objects the templates read; what they work out themselves."""
from __future__ import annotations

from fractions import Fraction

from plans import SLUG, context_of, plan

from generator.core.model import Start
from generator.site.pages.contexts import NextRoundContext, RoundContext
from generator.site.pages.views import BoardLine, PlayerRef, RoundView


def board(number: int, result: str) -> BoardLine:
    white = PlayerRef(Start(2 * number - 1), f"W{number}", "")
    black = PlayerRef(Start(2 * number), f"B{number}", "")
    return BoardLine(number, white, black, Fraction(0), Fraction(0), result, "")


def test_a_round_counts_the_boards_with_a_result_forfeits_included() -> None:
    """Three boards: 1–0, a forfeit (+ –) and one still being played: two results entered."""
    view = RoundView(4, None, (board(1, "1–0"), board(2, "+ –"), board(3, "")), (), False, None)
    assert view.results_entered == 2
    assert RoundView(4, None, (), (), False, None).results_entered == 0


def test_the_club_rounds_results_entered() -> None:
    """Round 2 of the club tournament has its three results, round 3 (paired, next) none yet."""
    assert context_of(plan(), SLUG + "round/2/", RoundContext).round.results_entered == 3
    assert context_of(plan(), SLUG + "next/", NextRoundContext).round.results_entered == 0

