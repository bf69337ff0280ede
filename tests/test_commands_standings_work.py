"""The work of `bulletin standings` and `explain` (generator/commands/standings_work.py) called directly: the
--tiebreaks chain as typed, and numbers for arbiters' tools as exact decimals. The command lines themselves are
tests/test_commands_standings.py and tests/test_commands_explain.py."""
from __future__ import annotations

import json
from fractions import Fraction

import pytest

from generator.errors import UsageError
from generator.commands.standings_work import number_text, parse_chain_argument


def test_the_chain_is_read_as_typed_and_spaces_and_empty_parts_are_dropped():
    assert parse_chain_argument("BH/C1, BH ,SB,,") == ("BH/C1", "BH", "SB")


def test_an_unknown_code_is_a_usage_error_naming_it():
    with pytest.raises(UsageError, match="--tiebreaks: unknown tie-break 'BHX'"):
        parse_chain_argument("BH,BHX")


@pytest.mark.parametrize("value,decimals,text", [
    (Fraction(7, 2), None, "3.5"), (Fraction(11), None, "11.0"), (Fraction(39, 4), None, "9.75"),
    (Fraction(1338, 100), 2, "13.38"), (Fraction(1888), 0, "1888"), (None, None, None)])
def test_numbers_are_exact_decimal_text(value, decimals, text):
    """Half and quarter points are exact in decimal; AOB has 2 decimals, ratings none; never a float."""
    assert number_text(value, decimals) == text
    if text is not None:
        assert json.loads(text) == float(value)   # and it reads back as the same number
