"""No module of the package keeps state from one build to the next: every cache a rebuild reuses belongs to a build
session (`generator.site.build.BuildSession`) or to an object it owns, and goes with it.

How the tests decide. Every module of `generator` is imported (but `generator.__main__`, which runs the command
line when imported). A value bound at module level, an attribute of a class defined there, and the default
arguments and closure of a function defined there are *allowed* only when immutable all the way down:
- atoms: None, booleans, numbers (Fractions too), text (a `Msg` is text: its key and parameters are set when it is
  made), bytes, dates, paths, compiled patterns, enum members, classes, modules, type-hint objects, functions of
  other libraries;
- tuples and frozensets of allowed values; a `types.MappingProxyType` (a read-only view) of allowed keys and
  values; a function of the package without a cache whose defaults and closure are allowed, and a method bound
  to an allowed object;
- an object of a class of the package (a frozen dataclass, a `Wording`) whose every attribute is allowed.
Anything else fails, naming where it is: a dict, list, set, bytearray, deque or OrderedDict (constant mappings are
written as MappingProxyType, lists as tuples, sets as frozensets), a `functools.lru_cache`/`cache` function, a
`cache.BoundedCache` (its values are a dict), an object of another library (not known to be immutable: a human
decides, and adds it to the atoms with a reason or moves it into the session).
Immutable values can still be rebound (`global x; x = ...`, or an attribute set on a module-level object), so a
second test builds a site twice in one session and checks that no binding reachable from a module changed, and a
third that no module has a `global` statement.
"""
from __future__ import annotations

import ast
import datetime as dt
import decimal
import enum
import functools
import importlib
import pkgutil
import re
import types
import typing
from fractions import Fraction
from pathlib import Path, PurePath
from typing import Callable, Iterator

import pytest
from sitedata import copy_example

import generator
from generator.site.build import BuildSession

PACKAGE = Path(generator.__file__).parent
ATOMS: tuple[type, ...] = (type(None), bool, int, float, complex, str, bytes, Fraction, decimal.Decimal, dt.date,
                           dt.time, dt.timedelta, PurePath, re.Pattern, enum.Enum, range, type, types.ModuleType,
                           typing.TypeVar, types.GenericAlias, types.UnionType, types.BuiltinFunctionType,
                           types.MethodDescriptorType, types.WrapperDescriptorType, types.MemberDescriptorType,
                           types.GetSetDescriptorType, type(Ellipsis), type(annotations),   # `from __future__`
                           type(typing.NamedTuple("_Pair", [("a", int)]).a))                # a NamedTuple's field

# Bindings in files another helper is rewriting while this test is merged: each must become immutable there; an
# entry that is no longer found or no longer mutable fails below, so that it is removed. (None today.)
PENDING: dict[str, str] = {}
# Mutable bindings a human decided to allow, with the reason: none of them holds anything of a build.
ALLOWED: dict[str, str] = {}


def package_modules() -> list[types.ModuleType]:
    names = ["generator"] + [m.name for m in pkgutil.walk_packages(generator.__path__, "generator.")
                             if m.name != "generator.__main__"]
    return [importlib.import_module(name) for name in names]


def ours(thing: object) -> bool:
    module = getattr(thing, "__module__", None) or ""
    return module == "generator" or module.startswith("generator.")


def bindings() -> Iterator[tuple[str, object]]:
    """Every module-level binding of the package, and every attribute of a class defined there."""
    for module in package_modules():
        for name, value in vars(module).items():
            if name.startswith("__") and name.endswith("__"):
                continue
            yield f"{module.__name__}.{name}", value
            if isinstance(value, type) and value.__module__ == module.__name__:
                yield from _class_attributes(value, f"{module.__name__}.{name}")


def _class_attributes(cls: type, where: str) -> Iterator[tuple[str, object]]:
    for name, value in vars(cls).items():
        sunder = name.startswith("_") and name.endswith("_")   # dunders, and Enum's own bookkeeping
        named_tuple = issubclass(cls, tuple) and name in ("_fields", "_field_defaults")
        if not (sunder or named_tuple or name.startswith("_abc_")):
            yield f"{where}.{name}", value


def mutable_parts(value: object, where: str, seen: set[int] | None = None) -> Iterator[str]:
    """Where, inside `value`, something mutable is (nothing when `value` is allowed; see the module's text)."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    for part, inner in _parts(value, where):
        if inner is _MUTABLE:
            yield part
        else:
            yield from mutable_parts(inner, part, seen)


_MUTABLE = object()


def _parts(value: object, where: str) -> Iterator[tuple[str, object]]:
    """The values `value` is made of, each with where it is; `_MUTABLE` for a mutable one."""
    if isinstance(value, ATOMS) or type(value).__module__ == "typing":
        return
    if isinstance(value, (tuple, frozenset)):
        yield from ((f"{where}[{i}]", item) for i, item in enumerate(value))
    elif isinstance(value, types.MappingProxyType):
        for key, item in value.items():
            yield f"{where} key {key!r}", key
            yield f"{where}[{key!r}]", item
    elif hasattr(value, "cache_info") or hasattr(value, "cache_clear"):
        if ours(value):
            yield f"{where} (a functools cache)", _MUTABLE
    elif isinstance(value, types.MethodType):
        yield f"{where}.__self__", value.__self__
        yield f"{where}.__func__", value.__func__
    elif isinstance(value, (types.FunctionType, staticmethod, classmethod, property, functools.partial,
                            functools.cached_property)):   # a cached_property keeps its value in each instance
        yield from _function_parts(value, where)
    elif ours(type(value)) and not isinstance(value, (dict, list, set, bytearray)):
        for name, attribute in _attributes(value):
            yield f"{where}.{name}", attribute
    else:
        yield f"{where} (a {type(value).__name__})", _MUTABLE


def _function_parts(value: object, where: str) -> Iterator[tuple[str, object]]:
    if isinstance(value, (staticmethod, classmethod)):
        yield where, value.__func__
    elif isinstance(value, functools.cached_property):
        yield where, value.func
    elif isinstance(value, property):
        yield from ((f"{where}.{name}", f) for name in ("fget", "fset", "fdel")
                    if (f := getattr(value, name)) is not None)
    elif isinstance(value, functools.partial):
        yield f"{where}.func", value.func
        yield from ((f"{where} argument", a) for a in value.args)
        yield from ((f"{where} argument {k}", a) for k, a in value.keywords.items())
    elif ours(value):
        function = typing.cast(types.FunctionType, value)
        yield from ((f"{where} default", d) for d in function.__defaults__ or ())
        yield from ((f"{where} default {k}", d) for k, d in (function.__kwdefaults__ or {}).items())
        yield from ((f"{where} closure {n}", c.cell_contents)
                    for n, c in zip(function.__code__.co_freevars, function.__closure__ or (), strict=True))


def _attributes(value: object) -> Iterator[tuple[str, object]]:
    yield from vars(value).items() if hasattr(value, "__dict__") else ()
    for cls in type(value).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(value, name):
                yield name, getattr(value, name)


def test_no_module_of_the_package_holds_mutable_state() -> None:
    """Every module-level value (and class attribute, default argument, closure) of the package is immutable
    all the way down; the bindings still pending in files another helper is rewriting are listed apart."""
    found = {where: list(mutable_parts(value, where)) for where, value in bindings()}
    mutable = {where: parts for where, parts in found.items() if parts}
    assert sorted(set(mutable) - set(PENDING) - set(ALLOWED)) == [], "\n".join(
        part for where in sorted(set(mutable) - set(PENDING) - set(ALLOWED)) for part in mutable[where])
    assert sorted(set(PENDING) - set(mutable)) == [], "no longer mutable (or gone): drop it from PENDING"
    assert sorted(set(ALLOWED) - set(mutable)) == [], "no longer mutable (or gone): drop it from ALLOWED"


def test_the_decision_on_one_example_of_each_kind() -> None:
    """What the decision above must refuse, and what it must let pass."""
    from generator.core.cache import BoundedCache
    from generator.core.messages import Msg, Wording
    from generator.i18n.catalogues import Translator

    def as_the_packages(function: Callable[..., object]) -> Callable[..., object]:
        function.__module__ = "generator.example"
        return function

    def with_memo(x: int, memo: dict[int, int] = {}) -> int:   # noqa: B006 - the kind of thing looked for
        return memo.setdefault(x, x)

    refused = [{}, [], {1}, bytearray(), (1, [2]), types.MappingProxyType({"a": []}), BoundedCache(2),
               Translator("en", types.MappingProxyType({})), as_the_packages(functools.lru_cache(maxsize=2)(len)),
               object()]
    allowed = [(1, "a", Fraction(1, 2)), frozenset({"x"}), types.MappingProxyType({"a": (1, 2)}),
               Msg("k", "text {n}", {"n": 1}), Wording({"k": "text"}), re.compile("x"), PACKAGE,
               dt.date(2026, 1, 1), functools.lru_cache(maxsize=2)(len)]   # the last: a cache, but not the package's
    assert [value for value in refused if not list(mutable_parts(value, "x"))] == []
    assert [value for value in allowed if list(mutable_parts(value, "x"))] == []
    assert list(mutable_parts(with_memo, "x")) == []   # a function of the tests, not of the package
    assert list(mutable_parts(as_the_packages(with_memo), "x")) == ["x default (a dict)"]


def fingerprint(value: object, seen: set[int] | None = None) -> tuple[object, ...]:
    """The identities of everything reachable from `value` along the way the decision walks: a binding that
    is rebound gives another fingerprint."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return ()
    seen.add(id(value))
    return (id(value),) + tuple(fingerprint(inner, seen) for _, inner in _parts(value, "") if inner is not _MUTABLE)


@pytest.mark.slow
def test_building_twice_in_a_session_changes_nothing_reachable_from_a_module(tmp_path: Path) -> None:
    """A build, an edit and a rebuild in one session, then a one-off build, leave every module-level binding
    (and what it is made of) exactly as it was: whatever they keep, they keep in the session."""
    site = copy_example(tmp_path / "site")
    before = {where: fingerprint(value) for where, value in bindings()}
    session = BuildSession(site, tmp_path / "out")
    session.build()
    round_7 = site / "content/herbst-2026/rounds/07.yml"
    text = round_7.read_text(encoding="utf-8")
    board = next(line for line in text.splitlines() if line.strip().startswith("- [") and line.endswith("]"))
    round_7.write_text(text.replace(board, board[:-1] + ", 1-0]", 1), encoding="utf-8")   # a result entered
    assert session.build().written > 0
    BuildSession(site, tmp_path / "out-2", lasting=False).build()
    after = {where: fingerprint(value) for where, value in bindings()}
    assert [where for where in before if before[where] != after.get(where)] == []


def test_no_module_has_a_global_statement() -> None:
    """`global` would rebind module state from inside a function."""
    found = [f"{path.relative_to(PACKAGE.parent)}:{node.lineno}" for path in sorted(PACKAGE.rglob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(node, ast.Global)]
    assert found == []

