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
    "__init__.py": "the version string",
    "__main__.py": "`python -m generator`: calls cli.run",
    "site/pages/league_views.py": "frozen view objects only, no functions: each context's fields are checked against "
                                  "its template in test_site_pages_contexts.py",
    "site/pages/news_views.py": "frozen view objects only, no functions: as league_views.py",
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


def test_the_exempt_modules_exist_and_package_files_hold_a_docstring_only():
    """An exemption for a module that is gone must be looked at again; a package's __init__.py says what the
    package holds and does nothing (the version string of the top package apart)."""
    assert set(EXEMPT) <= set(modules())
    assert [m for m in modules() if m.endswith("__init__.py") and m != "__init__.py" and has_code(m)] == []


@pytest.mark.parametrize("module", [m for m in modules()
                                    if m not in EXEMPT and has_code(m) and not m.startswith(IN_PARALLEL)])
def test_every_module_with_behaviour_has_its_test_module(module):
    assert (TESTS / expected_test(module)).is_file(), f"generator/{module} has no tests/{expected_test(module)}"
