"""`dataclass`: the standard library's decorator, with the same parameters and the same classes, made cheap to create.

Python 3.11's `dataclasses.dataclass` compiles each generated method from source text (`__init__`, `__repr__`,
`__eq__`, `__hash__`, and a frozen class's `__setattr__` and `__delattr__`): about 3.9 M instructions a class, a
third of what `bulletin pair` spent on its own modules' imports (issue 17: start-up). Here the standard library
still reads the fields (`__dataclass_fields__`, so `dataclasses.fields`, `replace`, `asdict` and `is_dataclass`
work as before), `__init__` alone is compiled, and the other methods are closures over the field names: one
compile instead of six, 0.9 M instructions a class. Instances compare, hash, order, print and refuse assignment
as the standard library's do; a test checks each class of the package against `dataclasses.dataclass`.

Cases this does not cover (`unsafe_hash`, `InitVar`, a dataclass base, `weakref_slot`) go to the standard
library's decorator unchanged. mypy reads the standard decorator (the `TYPE_CHECKING` branch): one definition of
what a dataclass is, for the type checker and for us.
"""
from __future__ import annotations

import dataclasses
import reprlib
from operator import attrgetter

TYPE_CHECKING = False   # typing's flag without importing typing (mypy reads the block)
if TYPE_CHECKING:
    from collections.abc import Callable
    from dataclasses import dataclass as dataclass

    Key = Callable[[object], tuple[object, ...]]
    Field = dataclasses.Field[object]
else:
    def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False,
                  match_args=True, kw_only=False, slots=False, weakref_slot=False):
        options = dict(init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash, frozen=frozen,
                       match_args=match_args, kw_only=kw_only, slots=slots)
        if weakref_slot:   # Python 3.11's parameter, passed on only when asked for
            options["weakref_slot"] = weakref_slot

        def wrap(cls):
            if unsafe_hash or weakref_slot or _has_dataclass_base(cls) or _has_init_var(cls):
                return dataclasses.dataclass(cls, **options)
            return _process(cls, options)

        return wrap if cls is None else wrap(cls)


def _has_dataclass_base(cls: type) -> bool:
    return any(hasattr(base, "__dataclass_fields__") for base in cls.__mro__[1:])


def _has_init_var(cls: type) -> bool:
    return any("InitVar" in str(annotation) for annotation in cls.__dict__.get("__annotations__", {}).values())


def _process(cls: type, options: dict[str, bool]) -> type:
    order, frozen, slots = options["order"], options["frozen"], options["slots"]
    own = dict(cls.__dict__)
    if order and any(name in own for name in ("__lt__", "__le__", "__gt__", "__ge__")):
        return dataclasses.dataclass(cls, **options)   # the standard library's error
    if frozen and ("__setattr__" in own or "__delattr__" in own):
        return dataclasses.dataclass(cls, **options)   # the standard library's error
    own_hash = own.get("__hash__", dataclasses.MISSING)
    has_explicit_hash = not (own_hash is dataclasses.MISSING or (own_hash is None and "__eq__" in own))
    documented = bool(cls.__doc__)
    if not documented:
        cls.__doc__ = "written below"   # else the standard library asks inspect.signature for it
    cls = dataclasses.dataclass(cls, init=False, repr=False, eq=False, match_args=options["match_args"],
                                kw_only=options["kw_only"], slots=slots)
    fields = list(dataclasses.fields(cls))
    methods: dict[str, object] = {}
    if options["init"] and "__init__" not in own:
        methods["__init__"] = _init(cls, fields, frozen, slots)
    if options["repr"] and "__repr__" not in own:
        methods["__repr__"] = _repr([f.name for f in fields if f.repr])
    compared = _key([f.name for f in fields if f.compare])
    if options["eq"] and "__eq__" not in own:
        methods["__eq__"] = _comparison(compared, "__eq__")
    for operator in ("__lt__", "__le__", "__gt__", "__ge__") if order else ():
        methods[operator] = _comparison(compared, operator)
    if frozen:
        methods["__setattr__"], methods["__delattr__"] = _frozen(cls, {f.name for f in fields})
        if slots:
            methods["__getstate__"], methods["__setstate__"] = _slot_state([f.name for f in fields])
    if options["eq"] and not has_explicit_hash:   # the standard library's table (dataclasses._hash_action)
        methods["__hash__"] = _hash(_key([f.name for f in fields if _hashed(f)])) if frozen else None
    for method_name, method in methods.items():
        setattr(cls, method_name, method)
    params = cls.__dataclass_params__   # type: ignore[attr-defined]
    params.init, params.repr, params.eq, params.order, params.frozen = (
        options["init"], options["repr"], options["eq"], order, frozen)
    if not documented:
        cls.__doc__ = _signature_text(cls, fields)
    return cls


def _hashed(field: Field) -> bool:
    return bool(field.compare if field.hash is None else field.hash)


def _signature_text(cls: type, fields: list[Field]) -> str:
    """What the standard library writes into `__doc__` for a class without a docstring: its name and the
    signature of `__init__`, `Player(start: 'Start', name: 'str', rating: 'int | None' = None)`."""
    positional: list[str] = []
    keyword: list[str] = []
    for f in fields:
        if not f.init:
            continue
        text = f"{f.name}: {f.type!r}"
        if f.default is not dataclasses.MISSING:
            text += f" = {f.default!r}"
        elif f.default_factory is not dataclasses.MISSING:
            text += " = <factory>"
        (keyword if f.kw_only else positional).append(text)
    return f"{cls.__name__}({', '.join([*positional, *(['*', *keyword] if keyword else [])])})"


def _init(cls: type, fields: list[Field], frozen: bool, slots: bool) -> object:
    """`__init__`, compiled: one parameter per init field (keyword-only ones after `*`), defaults and factories as
    the standard library's, then `__post_init__`. A frozen class without slots writes its instance dictionary,
    which is what the standard library's `object.__setattr__` does for it, at half the cost."""
    names: dict[str, object] = {"__dataclass_object__": object, "__dataclass_factory__": _FACTORY}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for f in fields:
        default = f"__dataclass_dflt_{f.name}__"
        value = f.name
        if f.default is not dataclasses.MISSING:
            names[default] = f.default
        elif f.default_factory is not dataclasses.MISSING:
            names[default] = f.default_factory
        if f.init:
            parameter = f.name
            if f.default is not dataclasses.MISSING:
                parameter += f"={default}"
            elif f.default_factory is not dataclasses.MISSING:
                parameter += "=__dataclass_factory__"
                value = f"{default}() if {f.name} is __dataclass_factory__ else {f.name}"
            (keyword if f.kw_only else positional).append(parameter)
        elif f.default is not dataclasses.MISSING:
            value = default
        elif f.default_factory is not dataclasses.MISSING:
            value = f"{default}()"
        else:
            continue
        if frozen and not slots:
            body.append(f"  __dataclass_dict__[{f.name!r}] = {value}")
        elif frozen:
            body.append(f"  __dataclass_object__.__setattr__(__dataclass_self__, {f.name!r}, {value})")
        else:
            body.append(f"  __dataclass_self__.{f.name} = {value}")
    if frozen and not slots and body:
        body.insert(0, "  __dataclass_dict__ = __dataclass_self__.__dict__")
    if hasattr(cls, "__post_init__"):
        body.append("  __dataclass_self__.__post_init__()")
    parameters = ", ".join(["__dataclass_self__", *positional, *(["*", *keyword] if keyword else [])])
    namespace: dict[str, Callable[..., None]] = {}
    exec(f"def __init__({parameters}):\n" + ("\n".join(body) or "  pass") + "\n", names, namespace)
    function = namespace["__init__"]
    function.__qualname__ = f"{cls.__qualname__}.__init__"
    function.__annotations__ = {**{f.name: f.type for f in fields if f.init}, "return": None}
    return function


class _Factory:
    """The default of a parameter whose field has a factory (the standard library's shows as `<factory>` too)."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def _key(names: list[str]) -> Key:
    """The tuple of the named fields, as the standard library's generated `(self.a, self.b,)`."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        single = attrgetter(names[0])
        return lambda instance: (single(instance),)
    return lambda instance: ()


def _comparison(key: Key, method: str) -> Callable[[object, object], object]:
    compare: Callable[[tuple[object, ...], tuple[object, ...]], object] = getattr(tuple, method)

    def comparison(self: object, other: object) -> object:
        if other.__class__ is self.__class__:
            return compare(key(self), key(other))
        return NotImplemented

    comparison.__name__ = method
    return comparison


def _hash(key: Key) -> Callable[[object], int]:
    def __hash__(self: object) -> int:
        return hash(key(self))
    return __hash__


def _repr(names: list[str]) -> Callable[[object], str]:
    @reprlib.recursive_repr()
    def __repr__(self: object) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"
    return __repr__


def _frozen(cls: type, names: set[str]) -> tuple[Callable[[object, str, object], None], Callable[[object, str], None]]:
    def __setattr__(self: object, name: str, value: object) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)   # type: ignore[arg-type]

    def __delattr__(self: object, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)   # type: ignore[arg-type]

    return __setattr__, __delattr__


def _slot_state(names: list[str]) -> tuple[Callable[[object], list[object]], Callable[[object, list[object]], None]]:
    """A frozen class with slots pickles its fields as a list, as the standard library's does."""
    def __getstate__(self: object) -> list[object]:
        return [getattr(self, name) for name in names]

    def __setstate__(self: object, state: list[object]) -> None:
        for name, value in zip(names, state):
            object.__setattr__(self, name, value)

    return __getstate__, __setstate__
