"""The tie-break engine: every FIDE tie-break under the 2012, 2024 and 2026 rules, explained term by term.

Pure: a `Tournament` in, `Value`s out. `Context` precomputes what the tie-breaks share (O(players × rounds));
each code of the registry maps to a function returning a `Value` whose `terms` redo the figure by hand.
"""
from .context import Context
from .registry import (TIEBREAKS, Code, TieBreak, UnknownTieBreak, all_codes, compute, parse_chain, parse_code,
                       values_only)
from .rules import RuleProfile, profile, rules_for, rules_in_force, selection_text
from .values import Adjustment, Opponent, OpponentKind, Shape, Term, Value, chess_text, decimal_text

__all__ = [
    "Adjustment", "Code", "Context", "Opponent", "OpponentKind", "RuleProfile", "Shape", "TIEBREAKS", "Term",
    "TieBreak", "UnknownTieBreak", "Value", "all_codes", "chess_text", "compute", "decimal_text",
    "parse_chain", "parse_code", "profile", "rules_for", "rules_in_force", "selection_text", "values_only",
]
