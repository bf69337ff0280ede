"""The whole tie-break engine (generator/core/tiebreaks/, through its registry) against the FIDE TEC fixtures: every
figure of the Swiss exercise under the 2012, 2024 and 2026 rules, and the round robin.

Figures come from tests/data/tiebreaks/: copies of the TEC tournaments (Held, *Exercises in Tie-Breaking*,
rev. 2403220900) with the expected values of tec-expected.md (docs/rules/tiebreaks.md §8.1). The hand-made cases
of each module are in test_tiebreaks_<module>.py.
"""
from __future__ import annotations

from fractions import Fraction

import pytest
from tiebreak_cases import DATA, load, values

from generator.core.model import RuleSet, Start
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.registry import compute, parse_code

F = Fraction


# --------------------------------------------------------------------------- the TEC Swiss fixture table

def _markdown_tables(text: str) -> list[list[dict[str, str]]]:
    tables, header = [], None
    for line in text.splitlines():
        if not line.startswith("|"):
            header = None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None:
            header = cells
            tables.append([])
        elif not set("".join(cells)) <= set("-: "):
            tables[-1].append(dict(zip(header, cells)))
    return tables


_YEARS = {"2012": RuleSet.FIDE_2012, "2024": RuleSet.FIDE_2024, "2026": RuleSet.FIDE_2026}
_BH_COLUMNS = {"BH": "BH", "C1": "BH/C1", "C2": "BH/C2", "M1": "BH/M1", "SB": "SB", "SB-C1": "SB/C1",
               "FB": "FB", "AOB": "AOB"}
_SECOND_TABLE = {"WIN": "WIN", "WON": "WON", "BPG": "BPG", "BWG": "BWG", "GE/REP": "GE", "PS": "PS",
                 "PS-C1": "PS/C1", "ARO": "ARO", "ARO-C1": "ARO/C1", "TPR": "TPR", "PTP": "PTP", "APRO": "APRO",
                 "APPO": "APPO"}


def _expected_cases():
    first, second = _markdown_tables((DATA / "tec-expected.md").read_text())
    cases = []
    for row in first:
        for column, text in row.items():
            year, _, name = column.partition(" ")
            if year in _YEARS:
                cases.append((_YEARS[year], _BH_COLUMNS[name], int(row["#"]), text))
    # The counts and ratings do not depend on the unplayed-round rules: check them under all three.
    for row in second:
        for column, text in row.items():
            if column in _SECOND_TABLE:
                cases += [(rules, _SECOND_TABLE[column], int(row["#"]), text) for rules in _YEARS.values()]
    return cases


EXPECTED = _expected_cases()


def test_fixture_table_was_read_whole():
    """Every figure of tec-expected.md becomes a case: 16 players × (5 + 8 + 6 rule-set columns + 13 × 3)."""
    assert len(EXPECTED) == 16 * (5 + 8 + 6 + 13 * 3)


@pytest.fixture(scope="module")
def tec_contexts():
    t = load("tec-swiss.trf")
    return {rules: Context(t, 5, rules) for rules in _YEARS.values()}


@pytest.mark.parametrize("rules,code,start,expected", EXPECTED,
                         ids=[f"{r.value}-{c}-{s}" for r, c, s, _ in EXPECTED])
def test_tec_swiss_fixture(tec_contexts, rules, code, start, expected):
    """Each figure of the TEC Swiss exercise (Held, §2.1) under the 2012, C.07-2024 and C.07-2026 rules."""
    ctx = tec_contexts[rules]
    got = compute(ctx, parse_code(code), [Start(start)])[Start(start)]
    assert got.value == (None if expected == "undef" else Fraction(expected))


def test_tec_swiss_points_column():
    """Points in the fixture table equal the points summed from the TRF round cells."""
    first, _ = _markdown_tables((DATA / "tec-expected.md").read_text())
    ctx = Context(load("tec-swiss.trf"), 5, RuleSet.FIDE_2024)
    assert {int(r["#"]): Fraction(r["pts"]) for r in first} == {s: ctx.frac(l.score) for s, l in ctx.lines.items()}


# --------------------------------------------------------------------------- the TEC round robin

RR_EXPECTED = {
    "SB": ["9.25", "6.25", "6.25", "4.25", "3.25", "2.25"],
    "SB/C1": ["9.25", "4.75", "4.75", "4.25", "3.25", "1.50"],
    "KS": ["2.0", "0.5", "0.5", "1.0", "0.5", "0.0"],
}


@pytest.mark.parametrize("rules", list(_YEARS.values()))
@pytest.mark.parametrize("code", list(RR_EXPECTED))
def test_round_robin_fixture(code, rules):
    """The TEC round robin (docs/rules/tiebreaks.md §3.4, §5.2): forfeits count as games against the real opponent; no dummy (C.07 15)."""
    got = values(load("tec-round-robin.trf"), rules, code)
    assert [got[Start(s)].value for s in range(1, 7)] == [F(x) for x in RR_EXPECTED[code]]
