"""generator/dataclass.py: every class the package decorates with it behaves as `dataclasses.dataclass` makes it.

Each module that uses the decorator is executed a second time with the standard library's decorator in its place,
and each class of the two runs is compared: fields, parameters, signature, `__match_args__`, `__doc__`, and what
instances do (construction, repr, ==, hash, order, assignment and deletion refused or allowed, replace, asdict,
pickle), with the same values for both; an exception counts as an outcome (its type and message)."""
from __future__ import annotations

import dataclasses
import importlib.util
import inspect
import pickle
import re
import sys
from pathlib import Path

import pytest

import generator
import generator.dataclass as quick

PACKAGE = Path(generator.__file__).parent
USERS = sorted(p for p in PACKAGE.rglob("*.py")
               if re.search(r"dataclass import .*\bdataclass\b", p.read_text(encoding="utf-8"))
               and p.name != "dataclass.py")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def standard_twin(name: str, monkeypatch: pytest.MonkeyPatch) -> object:
    """The module `name` executed again, its decorator the standard library's (its imports are the package's)."""
    original = importlib.import_module(name)
    spec = importlib.util.spec_from_file_location(f"{name}__standard", original.__file__)
    assert spec is not None and spec.loader is not None
    twin = importlib.util.module_from_spec(spec)
    twin.__package__ = original.__package__
    standard_library(monkeypatch)
    monkeypatch.setitem(sys.modules, spec.name, twin)
    spec.loader.exec_module(twin)
    return twin


def standard_library(monkeypatch: pytest.MonkeyPatch) -> None:
    """generator.dataclass's `dataclass`, `field` and `replace` the standard library's, for a twin to import."""
    for name in ("dataclass", "field", "replace"):
        monkeypatch.setattr(quick, name, getattr(dataclasses, name))


def classes(module: object) -> dict[str, type]:
    found = {}
    for key, value in vars(module).items():
        if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == module.__name__:
            found[key] = value
    return found


def outcome(action):
    try:
        return ("value", action())
    except Exception as error:   # noqa: BLE001 -- the exception is the outcome compared
        return ("raised", type(error).__name__, str(error))


def sample_arguments(cls: type, offset: int) -> tuple[list[object], dict[str, object]]:
    """Small integers for the required parameters (hashable, ordered, distinct per offset)."""
    positional, keyword = [], {}
    for index, f in enumerate(dataclasses.fields(cls)):
        if not f.init or f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING:
            continue
        if f.kw_only:
            keyword[f.name] = index + offset
        else:
            positional.append(index + offset)
    return positional, keyword


def described(cls: type) -> dict[str, object]:
    params = cls.__dataclass_params__
    return {
        "fields": [(f.name, f.type, repr(f.default), f.init, f.repr, f.compare, f.hash, f.kw_only,
                    f.default_factory is dataclasses.MISSING) for f in dataclasses.fields(cls)],
        "params": (params.init, params.repr, params.eq, params.order, params.unsafe_hash, params.frozen),
        "signature": str(inspect.signature(cls)),
        "match_args": getattr(cls, "__match_args__", None),
        "doc": cls.__doc__,
        "hashable": cls.__hash__ is not None,
        "slots": getattr(cls, "__slots__", None),
        "class attributes": {f.name: repr(cls.__dict__.get(f.name, "absent")) for f in dataclasses.fields(cls)},
    }


def behaviour(cls: type) -> list[object]:
    """What instances made from the same values do: with the class's own name in each repr and message."""
    args, kwargs = sample_arguments(cls, 1)
    other_args, other_kwargs = sample_arguments(cls, 2)
    made = outcome(lambda: cls(*args, **kwargs))
    if made[0] != "value":
        return [made]
    one, same, other = made[1], cls(*args, **kwargs), cls(*other_args, **other_kwargs)
    first = dataclasses.fields(cls)[0].name if dataclasses.fields(cls) else "x"
    hashed = [f for f in dataclasses.fields(cls) if (f.compare if f.hash is None else f.hash)]
    return [
        outcome(lambda: repr(one)),
        outcome(lambda: (one == same, one == other, one != other, one == object())),
        outcome(lambda: (hash(one) == hash(same), hash(one) == hash(tuple(getattr(one, f.name) for f in hashed)))),
        outcome(lambda: (one < other, one <= same, other > one, one >= other)),
        outcome(lambda: setattr(one, first, 9)),
        # (the standard library's frozen class with slots fails here with super()'s TypeError, ours refuses as
        # for a field: either way no attribute is set)
        outcome(lambda: setattr(one, "not_a_field", 9)) if not hasattr(cls, "__slots__") else None,
        outcome(lambda: delattr(one, first)),
        outcome(lambda: repr(dataclasses.replace(one))),
        outcome(lambda: re.sub(" at 0x[0-9a-f]+", "", repr(dataclasses.asdict(one)))),
        outcome(lambda: pickle.loads(pickle.dumps(one)) == one),
        outcome(lambda: repr(pickle.loads(pickle.dumps(one)))),
    ]


def test_some_modules_use_the_decorator():
    assert {"generator.model", "generator.errors", "generator.tiebreaks.values"} <= {module_name(p) for p in USERS}


@pytest.mark.parametrize("path", USERS, ids=module_name)
def test_each_class_is_what_the_standard_decorator_makes(path, monkeypatch):
    name = module_name(path)
    ours = classes(importlib.import_module(name))
    theirs = classes(standard_twin(name, monkeypatch))
    assert ours and sorted(ours) == sorted(theirs)
    for key in ours:
        assert described(ours[key]) == described(theirs[key]), key
        # pickle finds a class by its module's name: the twin's classes are pickled as the package's
        monkeypatch.setattr(sys.modules[name], key, theirs[key])
        expected = behaviour(theirs[key])
        monkeypatch.setattr(sys.modules[name], key, ours[key])
        assert behaviour(ours[key]) == expected, key


def test_frozen_classes_refuse_assignment_as_the_standard_library_words_it():
    @quick.dataclass(frozen=True)
    class Point:
        """A point."""

        x: int
        y: int = 0

    point = Point(1)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'x'"):
        point.x = 2   # type: ignore[misc]
    assert (point, hash(point), repr(point).rsplit(".", 1)[1]) == (Point(1, 0), hash((1, 0)), "Point(x=1, y=0)")
    assert dataclasses.replace(point, y=5) == Point(1, 5)


def test_a_mutable_class_with_a_factory_gets_a_fresh_value_each_time():
    @quick.dataclass
    class Bag:
        """A bag."""

        items: list[int] = dataclasses.field(default_factory=list)

    first, second = Bag(), Bag()
    first.items.append(1)
    assert (second.items, Bag.__hash__, first == Bag([1])) == ([], None, True)


# Classes the package does not have (ClassVar, KW_ONLY, slots, inherited defaults): each the same both ways.
CORNERS = """
from __future__ import annotations
import dataclasses
from typing import ClassVar
from dataclasses import KW_ONLY
from generator.dataclass import dataclass, field


class Slotted:
    __slots__ = ("x",)


@dataclass(frozen=True)
class Defaults:
    a: int
    b: str = "b"
    c: list[int] = field(default_factory=list)
    d: int = field(default=4, repr=False, compare=False)
    e: int = field(default=5, init=False)
    f: int = field(default=6, kw_only=True)


@dataclass(kw_only=True)
class KeywordsOnly:
    a: int
    b: int = 2


@dataclass
class WithClassVar:
    a: int
    limit: ClassVar[int] = 3


@dataclass
class WithMarker:
    a: int
    _: KW_ONLY
    b: int = 0


@dataclass(frozen=True, match_args=False)
class NoMatchArgs:
    a: int


@dataclass
class OnSlots(Slotted):
    x: int
    y: int = 0


@dataclass(frozen=True, slots=True)
class FrozenSlots:
    a: int
    b: tuple[int, ...] = ()
    c: list[int] = field(default_factory=list, compare=False)


@dataclass
class StandardField:
    a: int
    b: list[int] = dataclasses.field(default_factory=list)
    c: int = dataclasses.field(default=3, kw_only=True)


@dataclass(order=True)
class Later:
    a: int
    b: list[int] = field(default_factory=list, init=False)
    c: int = field(default=7, init=False)
    d: int = field(default=1, kw_only=True)
    e: list[int] = field(default_factory=list, kw_only=True, repr=False)

    def __post_init__(self) -> None:
        self.b.append(self.a)


@dataclass(frozen=True)
class NoFields:
    pass
"""


def corner_classes(decorator: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tag: str) -> dict[str, type]:
    path = tmp_path / f"corners_{tag}.py"
    path.write_text(CORNERS, encoding="utf-8")
    if decorator is dataclasses.dataclass:
        standard_library(monkeypatch)
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, path.stem, module)
    spec.loader.exec_module(module)
    return classes(module)


def test_our_decorator_makes_the_standard_library_s_classes_in_the_corner_cases(tmp_path, monkeypatch):
    with monkeypatch.context() as patched:
        theirs = corner_classes(dataclasses.dataclass, tmp_path, patched, "standard")
    ours = corner_classes(quick.dataclass, tmp_path, monkeypatch, "quick")
    assert sorted(ours) == sorted(theirs) and len(ours) == 10
    for key in ours:
        mine, standard = described(ours[key]), described(theirs[key])
        assert mine == standard, key
        monkeypatch.setattr(theirs[key], "__module__", "corners_quick")   # pickled as ours, as above
        monkeypatch.setattr(sys.modules["corners_quick"], key, theirs[key])
        expected = behaviour(theirs[key])
        monkeypatch.setattr(sys.modules["corners_quick"], key, ours[key])
        assert behaviour(ours[key]) == expected, key


@pytest.mark.parametrize("source,error", [
    ("@dataclass\nclass Bad:\n    items: list[int] = []\n", "mutable default"),
    ("@dataclass\nclass Bad:\n    a: int\n    b = field(default=1)\n", "is a field but has no type annotation"),
])
def test_what_the_standard_library_refuses_is_refused_with_its_words(source, error):
    namespace = {"dataclass": quick.dataclass, "field": dataclasses.field}
    with pytest.raises((TypeError, ValueError), match=error):
        exec("from __future__ import annotations\n" + source, namespace)   # noqa: S102 -- the class under test


NAMED_TUPLES = """
from __future__ import annotations
from generator.dataclass import NamedTuple


class Term(NamedTuple):
    \"\"\"A term.\"\"\"

    round: int | None
    value: int
    note: str | None = None
    cut: bool = False

    @property
    def used(self) -> int:
        return 0 if self.cut else self.value

    def as_cut(self) -> Term:
        return self._replace(cut=True)


class Bare(NamedTuple):
    a: int
"""


def named_tuple_classes(base: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tag: str) -> dict[str, type]:
    path = tmp_path / f"named_{tag}.py"
    path.write_text(NAMED_TUPLES, encoding="utf-8")
    monkeypatch.setattr(quick, "NamedTuple", base)
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, path.stem, module)
    spec.loader.exec_module(module)
    return {"Term": module.Term, "Bare": module.Bare}


def test_our_named_tuple_is_typing_s_but_for_the_annotations_kept_as_text(tmp_path, monkeypatch):
    import typing

    with monkeypatch.context() as patched:
        theirs = named_tuple_classes(typing.NamedTuple, tmp_path, patched, "typing")
    ours = named_tuple_classes(quick.NamedTuple, tmp_path, monkeypatch, "quick")
    for key in ours:
        mine, standard = ours[key], theirs[key]
        assert (mine._fields, mine._field_defaults, mine.__doc__, mine.__qualname__, mine.__bases__) == \
               (standard._fields, standard._field_defaults, standard.__doc__, standard.__qualname__, standard.__bases__)
        # typing's annotations are ForwardRefs of the text (each compiled), ours the text itself
        assert mine.__annotations__ == {name: ref.__forward_arg__ for name, ref in standard.__annotations__.items()}
        assert typing.get_type_hints(mine) == typing.get_type_hints(standard)
    term, their_term = ours["Term"](1, 5), theirs["Term"](1, 5)
    assert (repr(term).split("(", 1)[1], term.used, term.as_cut().used, term == (1, 5, None, False)) == \
           (repr(their_term).split("(", 1)[1], their_term.used, their_term.as_cut().used, True)
    assert pickle.loads(pickle.dumps(term)) == term


def test_a_named_tuple_refuses_what_typing_s_refuses():
    namespace = {"NamedTuple": quick.NamedTuple}
    with pytest.raises(TypeError, match="Non-default namedtuple field follows default field"):
        exec("class Bad(NamedTuple):\n    a: int = 0\n    b: int\n", namespace)   # noqa: S102 -- the class under test
    with pytest.raises(AttributeError, match="Cannot overwrite NamedTuple attribute _replace"):
        exec("class Bad(NamedTuple):\n    a: int\n    def _replace(self): pass\n", namespace)   # noqa: S102
