"""The calls `say("key", name=…)` a package makes, read from its source, to check them against its wording.

A message with a key its wording lacks, or a parameter its template needs but the call does not pass, fails
only when that sentence is said: often in a rare case (a bye given again, a forfeit cap). This finds them all.
"""
from __future__ import annotations

import ast
import string
from pathlib import Path
from typing import Iterator, Mapping, NamedTuple


class SayCall(NamedTuple):
    where: str              # file:line
    key: str
    params: frozenset[str]
    open_params: bool       # **kwargs passed: the parameters cannot be read


def say_calls(package: Path) -> Iterator[SayCall]:
    """Every call of a function named `say` whose first argument is a literal key, in the package's modules."""
    for path in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "say"
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                names = frozenset(k.arg for k in node.keywords if k.arg is not None)
                yield SayCall(f"{path.name}:{node.lineno}", node.args[0].value, names,
                              any(k.arg is None for k in node.keywords))


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def problems(package: Path, english: Mapping[str, str]) -> list[str]:
    """What is wrong with the package's literal `say` calls, as readable lines (empty: nothing)."""
    found = []
    for call in say_calls(package):
        if call.key not in english:
            found.append(f"{call.where}: no English for '{call.key}'")
        elif not call.open_params and placeholders(english[call.key]) - call.params:
            missing = ", ".join(sorted(placeholders(english[call.key]) - call.params))
            found.append(f"{call.where}: '{call.key}' needs {missing}")
    return found
