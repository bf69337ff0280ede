"""The tie-break engine: every FIDE tie-break under the 2012, 2024 and 2026 rules, explained term by term.

Pure: a `Tournament` in, `Value`s out. `Context` precomputes what the tie-breaks share (O(players × rounds));
each code of the registry maps to a function returning a `Value` whose `terms` redo the figure by hand.

Nothing is imported with this package itself: each name below comes from its module when first asked for (PEP
562), so that reading a tournament's chain (`codes.read_code`) does not import the engine (issue 17: start-up).
"""
from __future__ import annotations

from types import MappingProxyType

TYPE_CHECKING = False   # typing's flag without importing typing (mypy reads the block)
if TYPE_CHECKING:
    from .codes import UnknownTieBreak, all_codes
    from .context import Context
    from .registry import TIEBREAKS, Code, TieBreak, compute, parse_chain, parse_code, values_only
    from .rules import RuleProfile, profile, rules_for, rules_in_force, selection_text
    from .values import Adjustment, Opponent, OpponentKind, Shape, Term, Value, chess_text, decimal_text

__all__ = [
    "Adjustment", "Code", "Context", "Opponent", "OpponentKind", "RuleProfile", "Shape", "TIEBREAKS", "Term",
    "TieBreak", "UnknownTieBreak", "Value", "all_codes", "chess_text", "compute", "decimal_text",
    "parse_chain", "parse_code", "profile", "rules_for", "rules_in_force", "selection_text", "values_only",
]

_HOMES = MappingProxyType({
    **dict.fromkeys(("UnknownTieBreak", "all_codes"), "codes"),
    "Context": "context",
    **dict.fromkeys(("TIEBREAKS", "Code", "TieBreak", "compute", "parse_chain", "parse_code", "values_only"),
                    "registry"),
    **dict.fromkeys(("RuleProfile", "profile", "rules_for", "rules_in_force", "selection_text"), "rules"),
    **dict.fromkeys(("Adjustment", "Opponent", "OpponentKind", "Shape", "Term", "Value", "chess_text",
                     "decimal_text"), "values"),
})


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home == "codes":
        from . import codes
        value = getattr(codes, name)
    elif home == "context":
        from . import context
        value = getattr(context, name)
    elif home == "registry":
        from . import registry
        value = getattr(registry, name)
    elif home == "rules":
        from . import rules
        value = getattr(rules, name)
    elif home == "values":
        from . import values
        value = getattr(values, name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return value
