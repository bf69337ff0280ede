"""generator/core/tiebreaks/codes.py: the tie-break codes read without the registry (what loading a tournament's chain
needs). The registry's `parse_code` is built on `read_code`; its own tests
(test_tiebreaks_registry.py) cover the codes through it, and that the two agree on every code and modifier."""
from __future__ import annotations

import pytest

from generator.core.tiebreaks.codes import MODIFIERS, UnknownTieBreak, all_codes, read_code


@pytest.mark.parametrize("written,read", [
    ("BH", ("BH", "BH", 0, 0)), ("bh/c1", ("BH/C1", "BH", 1, 0)), ("BH-C2", ("BH/C2", "BH", 2, 0)),
    ("bh/m2", ("BH/M2", "BH", 2, 2)), (" sb / c1 ", ("SB/C1", "SB", 1, 0)), ("aro-c1", ("ARO/C1", "ARO", 1, 0)),
])
def test_a_code_is_read_as_the_registry_writes_it_with_its_cuts(written, read):
    assert read_code(written) == read


@pytest.mark.parametrize("bad,hint", [("BHH", "did you mean 'BH'?"), ("SB/M1", "SB takes no /M1 modifier"),
                                      ("WIN/C1", "WIN takes no /C1 modifier"), ("BH/C3", "did you mean"),
                                      ("QQQQQQ", "known codes: BH, BH/C1")])
def test_an_unknown_code_or_modifier_is_refused_quoting_it_with_a_hint(bad, hint):
    with pytest.raises(UnknownTieBreak) as info:
        read_code(bad)
    assert info.value.code == bad and f"'{bad}'" in str(info.value)
    assert info.value.hint and hint in info.value.hint


def test_all_codes_lists_each_base_with_the_modifiers_it_takes_in_order():
    codes = all_codes()
    assert codes[:6] == ("BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "FB")
    assert len(codes) == len(MODIFIERS) + sum(2 * cuts + 2 * medians for cuts, medians in MODIFIERS.values()) + 3
    assert codes[-6:] == ("STD", "STD/R", "TPN", "TPN/R", "RTNG", "RTNG/R")
    assert all(read_code(code)[0] == code for code in codes)
