"""The tie-break codes alone (C.07 names, with /C1, /C2 cut and /M1, /M2 median modifiers): which base codes the
registry knows, the modifiers each takes, and reading a code ('bh/c1' → BH/C1).

What reading a tournament's chain needs; the registry (registry.py) gives each code its words and functions.
"""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import TYPE_CHECKING

from generator.core.errors import BulletinError, did_you_mean

if TYPE_CHECKING:
    from collections.abc import Mapping

# Each base code of the registry, in its order, with the modifiers it takes: (cuts /C1 /C2, medians /M1 /M2).
# C.07 14: cuts for the sums of opponents' scores and the average rating, medians for the Buchholz family.
MODIFIERS: Mapping[str, tuple[bool, bool]] = MappingProxyType({
    "BH": (True, True), "FB": (True, True), "SB": (True, False), "PS": (True, False), "AOB": (False, False),
    "DE": (False, False), "WIN": (False, False), "WON": (False, False), "BPG": (False, False),
    "BWG": (False, False), "GE": (False, False), "KS": (False, False), "ARO": (True, False),
    "TPR": (False, False), "PTP": (False, False), "APRO": (False, False), "APPO": (False, False),
    "STD": (False, False), "TPN": (False, False), "RTNG": (False, False),
})
# The codes of a participant's own figure (C.07 as amended in 2026: 7.7, 7.8, 10.6), which take `/R` for the
# reverse order; TPN ranks the lowest number first, the others the highest figure.
REVERSIBLE = frozenset({"STD", "TPN", "RTNG"})
LOWEST_FIRST = frozenset({"TPN"})

_CODE = re.compile(r"^(?P<base>[A-Z]+)(?:/(?P<mod>[CM])(?P<k>[12])|/(?P<reverse>R))?$")


class UnknownTieBreak(BulletinError):
    """A tie-break code that is not in the registry (or a modifier it does not take)."""

    def __init__(self, code: str, hint: str | None = None) -> None:
        self.code, self.hint = code, hint
        super().__init__(f"unknown tie-break '{code}'" + (f" ({hint})" if hint else ""))


def all_codes() -> tuple[str, ...]:
    out = []
    for base, (cuts, medians) in MODIFIERS.items():
        out.append(base)
        out += [f"{base}/C{k}" for k in (1, 2) if cuts]
        out += [f"{base}/M{k}" for k in (1, 2) if medians]
        out += [f"{base}/R"] if base in REVERSIBLE else []
    return tuple(out)


def lowest_first(code: str) -> bool:
    """Whether a (canonical) code ranks its lowest value first: TPN, or STD and RTNG reversed by /R."""
    base, _, modifier = code.partition("/")
    return (base in LOWEST_FIRST) != (modifier == "R")


def read_code(text: str) -> tuple[str, str, int, int]:
    """'bh/c1' → ('BH/C1', 'BH', 1, 0): the code as the registry writes it, its base, and how many of the lowest
    and of the highest values it leaves out; raises UnknownTieBreak quoting the input with a hint. (The registry's
    `parse_code` makes a `Code` of it.)"""
    canonical = text.strip().upper().replace(" ", "").replace("-", "/")
    match = _CODE.match(canonical)
    if match is None or match.group("base") not in MODIFIERS:
        suggestion = did_you_mean(canonical, all_codes())
        raise UnknownTieBreak(text, f"did you mean '{suggestion}'?" if suggestion else
                              "known codes: " + ", ".join(all_codes()))
    base = match.group("base")
    if match.group("reverse") and base not in REVERSIBLE:
        raise UnknownTieBreak(text, f"{base} takes no /R modifier")
    cuts, medians = MODIFIERS[base]
    modifier, k = match.group("mod"), int(match.group("k") or 0)
    if modifier == "C" and not cuts or modifier == "M" and not medians:
        raise UnknownTieBreak(text, f"{base} takes no /{modifier}{k} modifier")
    return canonical, base, k, k if modifier == "M" else 0
