"""generator/core/tiebreaks/rules.py: the four rule sets for unplayed rounds, which one a tournament gets, and what each
states."""
from __future__ import annotations

import datetime as dt

import pytest
from tiebreak_cases import tournament

from generator.core.model import RuleSet
from generator.core.tiebreaks.rules import profile, rules_for, rules_in_force


@pytest.mark.parametrize("start,expected", [
    (dt.date(2023, 8, 31), RuleSet.FIDE_2012),
    (dt.date(2024, 3, 31), RuleSet.FIDE_2012),
    (dt.date(2024, 4, 1), RuleSet.FIDE_2024),
    (dt.date(2026, 2, 28), RuleSet.FIDE_2024),
    (dt.date(2026, 3, 1), RuleSet.FIDE_2026),
    (None, RuleSet.FIDE_2026),
])
def test_start_date_chooses_the_rule_set(start, expected):
    """docs/rules/tiebreaks.md §3.2: C.07 for every FIDE-rated event from 1 Apr 2024, the 2026 amendment from
    1 Mar 2026; undated events get the latest rules."""
    assert rules_in_force(start) is expected


def test_the_tournament_rule_set_wins_over_the_date():
    """An organiser's `rules:` overrides the date (many events kept the old rules in their regulations)."""
    t = tournament(2, ["1-2 1-0"], rules=RuleSet.FIDE_2012)
    assert rules_for(t) is RuleSet.FIDE_2012


def test_every_rule_set_states_itself_and_its_choices():
    """Each rule set has a plain-language summary and lists its decisions where the text is open
    (docs/rules/decisions.md §2)."""
    for rules in RuleSet:
        p = profile(rules)
        assert p.title and len(p.summary) > 80 and p.choices
    assert any("pairing-allocated bye" in c for c in profile(RuleSet.FIDE_2012).choices)      # decisions §2.5
    assert any("not cut first" in c for c in profile(RuleSet.FIDE_2012).choices)              # decisions §2.6
    assert any("late entry" in c for c in profile(RuleSet.FIDE_2024).choices)                 # decisions §2.3
    assert any("full-point bye" in c for c in profile(RuleSet.FIDE_2024).choices)             # decisions §2.15
    assert any("100%" in c for c in profile(RuleSet.FIDE_2026).choices)                       # decisions §2.16
    assert any("after round k" in c for c in profile(RuleSet.FIDE_2026).choices)              # decisions §2.2
    assert any("double forfeit" in c for c in profile(RuleSet.FIDE_2026).choices)             # decisions §2.13
