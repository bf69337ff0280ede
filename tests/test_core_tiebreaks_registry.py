"""generator/core/tiebreaks/registry.py: the tie-break codes (C.07 names with /C1, /C2 cuts and /M1, /M2 medians; docs/rules/
tiebreaks.md §10), how they are written, refused and computed."""
from __future__ import annotations

from fractions import Fraction

import pytest
from tiebreak_cases import load, value

from generator.core.model import RuleSet
from generator.core.tiebreaks.codes import MODIFIERS, UnknownTieBreak, all_codes
from generator.core.tiebreaks.registry import TIEBREAKS, parse_chain, parse_code


@pytest.mark.parametrize("written,canonical,low,high", [
    ("BH", "BH", 0, 0), ("bh/c1", "BH/C1", 1, 0), ("BH-C2", "BH/C2", 2, 0), ("BH/M2", "BH/M2", 2, 2),
    ("SB/C1", "SB/C1", 1, 0), ("ps/c1", "PS/C1", 1, 0), ("ARO/C1", "ARO/C1", 1, 0), ("KS", "KS", 0, 0),
])
def test_codes_and_modifiers(written, canonical, low, high):
    """C.07 codes with /Cn cuts and /Mn medians, case-insensitive; '-' accepted for '/' (SB-C1)."""
    code = parse_code(written)
    assert (code.text, code.low, code.high) == (canonical, low, high)


@pytest.mark.parametrize("bad,hint", [("BHH", "did you mean 'BH'?"), ("SB/M1", "takes no /M1 modifier"),
                                      ("WIN/C1", "takes no /C1 modifier")])
def test_unknown_codes_are_refused_with_a_hint(bad, hint):
    """A code or modifier the engine does not know raises UnknownTieBreak, quoting it, with a hint."""
    with pytest.raises(UnknownTieBreak) as info:
        parse_code(bad)
    assert bad in str(info.value) and info.value.hint and hint in info.value.hint


def test_every_code_and_modifier_the_registry_offers_parses_back_to_itself():
    """all_codes lists each code with the modifiers it takes (C.07 14: cuts for sums, medians for Buchholz)."""
    codes = all_codes()
    assert {"BH/M2", "FB/M1", "SB/C2", "ARO/C1", "PS/C2"} <= set(codes)
    assert not {"SB/M1", "WIN/C1", "TPR/C1", "DE/C1"} & set(codes)
    assert all(parse_code(c).text == c for c in codes)
    assert set(TIEBREAKS) == {"BH", "FB", "SB", "PS", "AOB", "DE", "WIN", "WON", "BPG", "BWG", "GE", "KS", "ARO",
                              "TPR", "PTP", "APRO", "APPO", "STD", "TPN", "RTNG"}


def test_the_codes_module_knows_the_registry_s_codes_in_its_order_with_their_modifiers():
    """tiebreaks/codes.py reads a chain without the registry: the same base codes, in the
    registry's order (the order of every "known codes" hint), each with the modifiers its entry takes."""
    assert tuple(MODIFIERS) == tuple(TIEBREAKS)
    assert {base: (t.cuts, t.medians) for base, t in TIEBREAKS.items()} == dict(MODIFIERS)
    assert TIEBREAKS["BH"].cuts and TIEBREAKS["BH"].medians and TIEBREAKS["SB"].cuts
    assert not TIEBREAKS["SB"].medians and not TIEBREAKS["WIN"].cuts


def test_a_code_names_itself_and_what_its_modifier_leaves_out():
    """Titles and plain words for the tie-break page: 'Buchholz Median-1' leaves out the lowest and highest."""
    assert parse_code("BH/M1").title == "Buchholz Median-1"
    assert parse_code("BH/M1").description == ("the sum of the opponents' scores, leaving out the lowest and "
                                              "highest value")
    assert parse_code("ARO/C1").description.endswith("leaving out the lowest-rated opponent")
    assert parse_code("BH/C2").description.endswith("leaving out the 2 lowest values (C.07 14.2)")


def test_a_chain_is_parsed_in_order_and_one_bad_code_stops_it():
    """A tournament's chain keeps its order; an unknown code anywhere in it is refused with a hint."""
    assert [c.text for c in parse_chain(["bh/c1", "SB", "de"])] == ["BH/C1", "SB", "DE"]
    with pytest.raises(UnknownTieBreak, match="unknown tie-break 'Bucholz'"):
        parse_chain(["BH", "Bucholz"])


def test_compute_runs_the_registered_function_with_the_modifier():
    """compute() passes the cut to the tie-break: David's (#4) BH/C1 under C.07 2024 is 11½ (TEC)."""
    tec = load("tec-swiss.trf")
    assert value(tec, RuleSet.FIDE_2024, "BH/C1", 4).value == Fraction(23, 2)
    assert value(tec, RuleSet.FIDE_2024, "BH", 4).value == 15


@pytest.mark.parametrize("code", ["BH/P", "KS/L+1", "BH/R", "STD/C1"])
def test_codes_the_engine_does_not_offer_are_refused(code):
    """The TEC option /P, the Koya limit and /R on a code that is not a participant's own figure are not offered
    (decisions §2.26)."""
    with pytest.raises(UnknownTieBreak):
        parse_code(code)
