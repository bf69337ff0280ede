"""Tests mirror modules: every module of generator/ with behaviour has its own test module, named after it.

generator/<module>.py is tested in tests/test_<module>.py, generator/<package>/<module>.py in
tests/test_<package>_<module>.py, and a package's __init__.py with behaviour in tests/test_<package>.py.
Cross-cutting tests (test_properties_*, test_security, test_incremental, test_kill, test_bad_input, the browser
and packaging tests …) come on top and need no module of their own.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "generator"
TESTS = ROOT / "tests"

# Modules without behaviour of their own: nothing to test there, so no test module is asked for.
EXEMPT = {
    "__init__.py": "the package's version string only",
    "__main__.py": "`python -m generator`: calls cli.run",
    "commands/__init__.py": "empty: the command modules are found by cli.py",
    "exports/__init__.py": "a docstring naming the export modules",
    "pages/__init__.py": "re-exports of contexts, data, formatting, planner, urls and views",
    "scenarios/__init__.py": "re-exports of analysis, chances, space and statements",
    "pages/league_views.py": "frozen view objects and page contexts only, no functions: each context's fields "
                             "are checked against its template in test_pages_contexts.py",
    "site/pages/club_views.py": "frozen view objects of the club's pages only, no functions: what they hold is "
                                "tested through the pages (test_site_pages_people_pages.py, _club.py, _seasons.py)",
}

# Modules other branches add while this list is written: exempt until the lead maps their tests after merging
# them (empty: every module merged so far has its test module).
IN_PARALLEL: tuple[str, ...] = ()


def modules() -> list[str]:
    return sorted(p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py"))


def expected_test(module: str) -> str:
    """pairing/dutch.py → test_pairing_dutch.py; build.py → test_build.py; loading/__init__.py → test_loading.py."""
    parts = module.removesuffix(".py").split("/")
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return "test_" + "_".join(parts) + ".py"


def has_code(module: str) -> bool:
    """Anything but a docstring, imports and `__all__`."""
    tree = ast.parse((PACKAGE / module).read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue
        if isinstance(node, ast.Assign) and all(getattr(t, "id", None) == "__all__" for t in node.targets):
            continue
        return True
    return False


def test_the_mapping_rule():
    assert expected_test("pairing/dutch.py") == "test_pairing_dutch.py"
    assert expected_test("build.py") == "test_build.py"
    assert expected_test("loading/__init__.py") == "test_loading.py"


def test_the_exempt_modules_exist_and_a_pure_re_export_module_counts_as_one():
    """An exemption for a module that is gone, or that has gained code, must be looked at again."""
    assert set(EXEMPT) <= set(modules())
    assert not has_code("scenarios/__init__.py") and has_code("loading/__init__.py")
    assert [m for m in EXEMPT if m.endswith("__init__.py") and m != "__init__.py" and has_code(m)] == []


@pytest.mark.parametrize("module", [m for m in modules() if m not in EXEMPT and not m.startswith(IN_PARALLEL)])
def test_every_module_with_behaviour_has_its_test_module(module):
    assert (TESTS / expected_test(module)).is_file(), f"generator/{module} has no tests/{expected_test(module)}"
