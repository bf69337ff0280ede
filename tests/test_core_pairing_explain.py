"""generator/core/pairing/explain.py: the one-line reasons a player reads where a pairing departs from the plain
fold (1 v n, 2 v n−1, …). States from the club tournament of tests/sitedata.py after its rounds 1 and 2:
R1 1–5 1-0, 6–2 0-1, 3–7 ½-½, 4 bye; R2 2–1 ½-½, 4–3 forfeit won by 4, 7–6 0-1, 5 half-point bye."""
from __future__ import annotations

from fractions import Fraction

import pytest
from sitedata import club_tournament

from generator.core.model import Start
from generator.core.pairing import explain
from generator.core.pairing.core import pairing_input

STATES = pairing_input(club_tournament(), 3).players


def state(n: int):
    return STATES[Start(n)]


@pytest.mark.parametrize("points,shown", [(Fraction(0), "0"), (Fraction(1, 2), "½"), (Fraction(3, 2), "1½"),
                                          (Fraction(2), "2")])
def test_scores_are_written_as_players_write_them(points, shown):
    assert explain.score_text(points) == shown


def test_a_rematch_is_named_with_its_round():
    """Anna (1) beat Eva (5) in round 1, so the fold partner 5 is refused for that reason."""
    assert explain.why_not(state(1), state(5), {}, None, True) == "1 and 5 met in round 1"


def test_a_forfeit_is_not_a_meeting():
    """4 won against 3 by forfeit in round 2: they never played, so that is not the reason they are kept apart."""
    assert "met" not in explain.why_not(state(4), state(3), {}, None, True)


def test_a_partner_taken_or_floating_is_named():
    assert explain.why_not(state(1), state(6), {Start(6): Start(2)}, None, True) == "6 was already paired with 2"
    assert explain.why_not(state(1), state(6), {}, Start(6), True) == "6 floats down to the next group instead"


def test_the_bye_names_the_lower_players_passed_over():
    """Art. 4.1 (docs/rules/burstein.md §7): below the bye's receiver, 4 already had a bye; the reason says so."""
    reason = explain.bye_reason(state(7), [state(4), state(6)])
    assert reason.kind == "bye" and reason.players == (Start(7),)
    assert reason.text == ("7 gets the bye: the lowest-placed player who has not yet had a bye or a forfeit win "
                           "(4 already had the bye)")


def test_a_colour_reason_only_where_the_wishes_clash_or_one_is_absolute():
    """1 (W then B) and 6 (W then B) both want White: worth a reason; 1 and 2 (B then W) want different colours:
    nothing to explain."""
    assert explain.colour_reason(state(1), state(6), "1 gets White").kind == "colour"
    assert explain.colour_reason(state(1), state(2), "1 gets White") is None
