"""`dataclass`, `field` and `replace`: the standard library's, with the same parameters and the same classes, made
cheap to create; and `NamedTuple`, typing's, without its cost.

Python 3.11's `dataclasses.dataclass` compiles each generated method from source text (`__init__`, `__repr__`,
`__eq__`, `__hash__`, and a frozen class's `__setattr__` and `__delattr__`), and importing `dataclasses` imports
`inspect` (with ast, dis and tokenize). Here no module is imported: the fields are read from the annotations into
small records, `__init__` is a code object compiled once for each shape of class (how many parameters, which with
a default or a factory) and renamed for each class, and the other methods are closures over the field names
(issue 17: start-up; a frozen class of five fields costs 0.4 M instructions instead of 1.0 M, and
`bulletin standings` makes 26 of them). The standard library's `Field` objects are made when first asked for:
`__dataclass_fields__` and `__dataclass_params__` are filled in on first access, importing `dataclasses` then, so
`dataclasses.fields`, `replace`, `asdict` and `is_dataclass` work as before. Instances compare, hash, order,
print and refuse assignment as the standard library's do; a test checks each class of the package against
`dataclasses.dataclass`. `replace` and `field_names` here read the records without making the `Field` objects.

Cases this does not cover (`unsafe_hash`, `ClassVar`, `InitVar`, `KW_ONLY`, a dataclass base, `weakref_slot`, and
every class the standard library refuses, so that its error is raised) go to the standard library's decorator
unchanged. mypy reads the standard library's definitions (the `TYPE_CHECKING` branch): one definition of what a
dataclass is, for the type checker and for us.
"""
from __future__ import annotations

from abc import update_abstractmethods
from collections import namedtuple
from operator import attrgetter
from reprlib import recursive_repr
from types import FunctionType, MemberDescriptorType, ModuleType



class _MissingType:
    """"No default": our own sentinel (the standard library's `MISSING` is in the module not imported)."""

    def __repr__(self) -> str:
        return "MISSING"


_MISSING = _MissingType()

TYPE_CHECKING = False   # typing's flag without importing typing (mypy reads the block)
if TYPE_CHECKING:
    from collections.abc import Callable
    from dataclasses import dataclass as dataclass, field as field, replace as replace
    from typing import NamedTuple as NamedTuple

    Key = Callable[[object], tuple[object, ...]]
else:
    def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False,
                  match_args=True, kw_only=False, slots=False, weakref_slot=False):
        options = dict(init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash, frozen=frozen,
                       match_args=match_args, kw_only=kw_only, slots=slots)
        if weakref_slot:   # Python 3.11's parameter, passed on only when asked for
            options["weakref_slot"] = weakref_slot

        def wrap(cls):
            return _process(cls, options) or _standard_decorator(cls, options)

        return wrap if cls is None else wrap(cls)

    def field(*, default=_MISSING, default_factory=_MISSING, init=True, repr=True, hash=None, compare=True,
              metadata=None, kw_only=_MISSING):
        """`dataclasses.field`, as a record that the decorator reads."""
        if default is not _MISSING and default_factory is not _MISSING:
            raise ValueError("cannot specify both default and default_factory")
        return _Spec(default, default_factory, init, repr, hash, compare, metadata, kw_only)

    def replace(obj, /, **changes):
        """`dataclasses.replace`: a copy of `obj` with `changes`; for a class made here, without the Field objects."""
        specs = _specs_of(type(obj))
        if specs is None:
            return standard_library().replace(obj, **changes)
        for spec in specs:
            if not spec.init:
                if spec.name in changes:
                    raise ValueError(f"field {spec.name} is declared with init=False, it cannot be specified with "
                                     "replace()")
            elif spec.name not in changes:
                changes[spec.name] = getattr(obj, spec.name)
        return obj.__class__(**changes)

    class _NamedTupleMeta(type):
        """typing.NamedTuple's class statement, without `typing._type_check`: with `from __future__ import
        annotations` that makes a `ForwardRef` of each annotation, compiling its text; the first compile() of a
        process builds the AST classes (9 M instructions, 4% of `bulletin standings`; issue 17: start-up).
        The annotations stay the text they are written as; everything else is as typing's."""

        def __new__(mcls, typename, bases, namespace):
            if bases != (_NamedTupleBase,):
                raise TypeError("can only inherit from a NamedTuple type")
            annotations = namespace.get("__annotations__", {})
            defaults = [name for name in annotations if name in namespace]
            if defaults != list(annotations)[len(annotations) - len(defaults):]:
                raise TypeError("Non-default namedtuple field follows default field")
            made = namedtuple(typename, list(annotations), defaults=[namespace[name] for name in defaults],
                              module=namespace["__module__"])
            made.__annotations__ = made.__new__.__annotations__ = dict(annotations)
            for key, value in namespace.items():
                if key in _NAMEDTUPLE_PROHIBITED:
                    raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
                if key not in ("__module__", "__name__", "__annotations__") and key not in made._fields:
                    setattr(made, key, value)
            return made

    _NamedTupleBase = type.__new__(_NamedTupleMeta, "NamedTuple", (), {})

    def NamedTuple(typename, fields=None, /, **kwargs):
        """typing's functional form; the class statement `class Term(NamedTuple): ...` is made above."""
        import typing
        return typing.NamedTuple(typename, fields, **kwargs)

    NamedTuple.__mro_entries__ = lambda bases: (_NamedTupleBase,)   # as typing's

_NAMEDTUPLE_PROHIBITED = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__", "_fields",
                                    "_field_defaults", "_make", "_replace", "_asdict", "_source"})

class _Spec:
    """One field, as `dataclasses.Field` holds it: what `field()` returns, and what a class made here keeps."""

    __slots__ = ("name", "type", "default", "default_factory", "init", "repr", "hash", "compare", "metadata",
                 "kw_only")

    def __init__(self, default: object = _MISSING, default_factory: object = _MISSING, init: bool = True,
                 repr: bool = True, hash: bool | None = None, compare: bool = True, metadata: object = None,
                 kw_only: object = _MISSING) -> None:
        self.name, self.type = "", None
        self.default, self.default_factory, self.init, self.repr = default, default_factory, init, repr
        self.hash, self.compare, self.metadata = hash, compare, metadata
        self.kw_only: object = kw_only

    type: object

    def standard(self, dataclasses: ModuleType) -> object:
        """The standard library's `Field` of this field (named and typed when the class has read it)."""
        def missing(value: object) -> object:
            return dataclasses.MISSING if value is _MISSING else value

        made = dataclasses.field(default=missing(self.default), default_factory=missing(self.default_factory),
                                 init=self.init, repr=self.repr, hash=self.hash, compare=self.compare,
                                 metadata=self.metadata, kw_only=missing(self.kw_only))
        if self.name:
            made.name, made.type, made._field_type = self.name, self.type, dataclasses._FIELD
        return made


def standard_library() -> ModuleType:
    """`dataclasses`, imported when a class made here is first asked for its Field objects, or for a case only the
    standard library's decorator covers (cli imports it without `inspect` for the commands that need it)."""
    import dataclasses
    return dataclasses


def field_names(cls: type) -> tuple[str, ...]:
    """The names of the fields of the dataclass `cls` in order (`dataclasses.fields`), without the Field objects
    for a class made here."""
    specs = _specs_of(cls)
    if specs is None:
        return tuple(f.name for f in standard_library().fields(cls))
    return tuple(spec.name for spec in specs)


def _specs_of(cls: type) -> tuple[_Spec, ...] | None:
    """The fields of a class made here (or of its plain subclass), None for any other class."""
    for klass in cls.__mro__:
        fields = klass.__dict__.get("__dataclass_fields__")
        if isinstance(fields, _LazyFields):
            return fields.specs
        if fields is not None:   # made by the standard library, or ours once asked for (dataclasses imported)
            return None
    return None


class _LazyFields:
    """`__dataclass_fields__` of a class made here: replaced by the standard library's dict of `Field` objects
    on first access (from the class or an instance)."""

    def __init__(self, specs: tuple[_Spec, ...]) -> None:
        self.specs = specs
        self.owner: type | None = None

    def __get__(self, instance: object, owner: type) -> dict[str, object]:
        dataclasses = standard_library()
        fields = {spec.name: spec.standard(dataclasses) for spec in self.specs}
        setattr(self.owner, "__dataclass_fields__", fields)   # noqa: B010 -- a name mypy does not know on `type`
        return fields


class _LazyParams:
    """`__dataclass_params__` of a class made here, made on first access as `_LazyFields`."""

    def __init__(self, options: dict[str, bool]) -> None:
        self.options = options
        self.owner: type | None = None

    def __get__(self, instance: object, owner: type) -> object:
        o = self.options
        params = standard_library()._DataclassParams(
            o["init"], o["repr"], o["eq"], o["order"], o["unsafe_hash"], o["frozen"])
        setattr(self.owner, "__dataclass_params__", params)   # noqa: B010 -- as above
        return params


def _standard_decorator(cls: type, options: dict[str, bool]) -> type:
    """The standard library's decorator, for the cases it alone covers; `field()` records become its Fields."""
    dataclasses = standard_library()
    for name, value in list(cls.__dict__.items()):
        if isinstance(value, _Spec):
            setattr(cls, name, value.standard(dataclasses))
    made: type = dataclasses.dataclass(cls, **options)
    return made


def _needs_standard(cls: type, annotations: dict[str, object], options: dict[str, bool]) -> bool:
    if options["unsafe_hash"] or options.get("weakref_slot") or (options["order"] and not options["eq"]):
        return True
    if any("__dataclass_fields__" in base.__dict__ for base in cls.__mro__[1:]):
        return True
    if any(word in str(annotation) for annotation in annotations.values()
           for word in ("ClassVar", "InitVar", "KW_ONLY")):
        return True
    own = cls.__dict__
    if options["slots"] and "__slots__" in own:
        return True
    if options["order"] and any(name in own for name in ("__lt__", "__le__", "__gt__", "__ge__")):
        return True
    if options["frozen"] and ("__setattr__" in own or "__delattr__" in own):
        return True
    return any(_is_field(value) and name not in annotations for name, value in own.items())


def _is_field(value: object) -> bool:
    """A `field()` record, or the standard library's `Field` (known by its class, without importing dataclasses)."""
    return isinstance(value, _Spec) or (type(value).__name__ == "Field" and type(value).__module__ == "dataclasses")


def _read_fields(cls: type, annotations: dict[str, object], kw_only: bool) -> list[_Spec] | None:
    """The fields, as the standard library reads them (`dataclasses._get_field`); None when it would refuse them
    (a mutable default; a field without default after one with)."""
    specs = []
    for name, annotation in annotations.items():
        default = getattr(cls, name, _MISSING)
        if isinstance(default, _Spec):
            spec = default
        elif _is_field(default):   # the standard library's field()
            missing, spec = standard_library().MISSING, _Spec()
            for key in _Spec.__slots__[2:]:
                value = getattr(default, key)
                setattr(spec, key, _MISSING if value is missing else value)
        else:
            spec = _Spec(_MISSING if isinstance(default, MemberDescriptorType) else default)
        spec.name, spec.type = name, annotation
        if spec.kw_only is _MISSING:
            spec.kw_only = kw_only
        if spec.default is not _MISSING and getattr(spec.default.__class__, "__hash__", None) is None:
            return None
        specs.append(spec)
    positional = [spec for spec in specs if spec.init and not spec.kw_only]
    defaulted = [spec.default is not _MISSING or spec.default_factory is not _MISSING for spec in positional]
    if defaulted != sorted(defaulted):
        return None
    return specs


def _process(cls: type, options: dict[str, bool]) -> type | None:
    """The class made a dataclass here, or None: the standard library's decorator is to make it."""
    own = cls.__dict__
    annotations = own.get("__annotations__", {})
    specs = None if _needs_standard(cls, annotations, options) else _read_fields(cls, annotations, options["kw_only"])
    if specs is None:
        return None
    for spec in specs:   # a field() default becomes the class's attribute, as the standard library does
        if _is_field(own.get(spec.name)):
            if spec.default is _MISSING:
                delattr(cls, spec.name)
            else:
                setattr(cls, spec.name, spec.default)
    init, order, frozen, slots = options["init"], options["order"], options["frozen"], options["slots"]
    own_hash = own.get("__hash__", _MISSING)
    has_explicit_hash = not (own_hash is _MISSING or (own_hash is None and "__eq__" in own))
    given = set(own)
    if slots:
        cls = _with_slots(cls, [spec.name for spec in specs])
    lazy_fields, lazy_params = _LazyFields(tuple(specs)), _LazyParams(options)
    methods: dict[str, object] = {"__dataclass_fields__": lazy_fields, "__dataclass_params__": lazy_params}
    if init and "__init__" not in given:
        methods["__init__"] = _init(cls, specs, frozen, slots)
    if options["repr"] and "__repr__" not in given:
        methods["__repr__"] = _repr([spec.name for spec in specs if spec.repr])
    compared = _key([spec.name for spec in specs if spec.compare])
    if options["eq"] and "__eq__" not in given:
        methods["__eq__"] = _comparison(compared, "__eq__")
    for operator in ("__lt__", "__le__", "__gt__", "__ge__") if order else ():
        methods[operator] = _comparison(compared, operator)
    if frozen:
        methods["__setattr__"], methods["__delattr__"] = _frozen(cls, {spec.name for spec in specs})
        if slots:
            for name, state in zip(("__getstate__", "__setstate__"), _slot_state([spec.name for spec in specs])):
                if name not in given:
                    methods[name] = state
    if options["eq"] and not has_explicit_hash:   # the standard library's table (dataclasses._hash_action)
        methods["__hash__"] = _hash(_key([spec.name for spec in specs if _hashed(spec)])) if frozen else None
    if not cls.__doc__:
        methods["__doc__"] = _signature_text(cls, specs)
    if options["match_args"] and "__match_args__" not in given:
        methods["__match_args__"] = tuple(spec.name for spec in specs if spec.init and not spec.kw_only)
    for method_name, method in methods.items():
        setattr(cls, method_name, method)
    lazy_fields.owner = lazy_params.owner = cls
    update_abstractmethods(cls)
    return cls


def _with_slots(cls: type, names: list[str]) -> type:
    """The class made again with `__slots__` for its fields (`dataclasses._add_slots`)."""
    namespace = dict(cls.__dict__)
    inherited = {slot for base in cls.__mro__[1:-1] for slot in _slots(base)}
    namespace["__slots__"] = tuple(name for name in names if name not in inherited)
    for name in (*names, "__dict__", "__weakref__"):
        namespace.pop(name, None)
    qualname = getattr(cls, "__qualname__", None)
    cls = type(cls)(cls.__name__, cls.__bases__, namespace)
    if qualname is not None:
        cls.__qualname__ = qualname
    return cls


def _slots(cls: type) -> tuple[str, ...]:
    slots = cls.__dict__.get("__slots__")
    if slots is None:
        return ()
    if isinstance(slots, str):
        return (slots,)
    if hasattr(slots, "__next__"):
        raise TypeError(f"Slots of '{cls.__name__}' cannot be determined")
    return tuple(slots)


def _hashed(spec: _Spec) -> bool:
    return bool(spec.compare if spec.hash is None else spec.hash)


def _signature_text(cls: type, specs: list[_Spec]) -> str:
    """What the standard library writes into `__doc__` for a class without a docstring: its name and the
    signature of `__init__`, `Player(start: 'Start', name: 'str', rating: 'int | None' = None)`."""
    positional: list[str] = []
    keyword: list[str] = []
    for spec in specs:
        if not spec.init:
            continue
        text = f"{spec.name}: {spec.type!r}"
        if spec.default is not _MISSING:
            text += f" = {spec.default!r}"
        elif spec.default_factory is not _MISSING:
            text += " = <factory>"
        (keyword if spec.kw_only else positional).append(text)
    return f"{cls.__name__}({', '.join([*positional, *(['*', *keyword] if keyword else [])])})"


# `__init__` of each shape of class, compiled once with placeholder names (`_p3` the fourth field's parameter,
# attribute and key, `_d3` its default or factory) and renamed for each class: compiling the text costs 0.5 M
# instructions, renaming the code object 0.02 M (issue 17: start-up).
_INIT_CODE: dict[tuple[object, ...], object] = {}


def _default_kind(spec: _Spec) -> str:
    return "value" if spec.default is not _MISSING else "factory" if spec.default_factory is not _MISSING else ""


def _init(cls: type, specs: list[_Spec], frozen: bool, slots: bool) -> object:
    """`__init__`: one parameter per init field (keyword-only ones after `*`), defaults and factories as the
    standard library's, then `__post_init__`. A frozen class without slots writes its instance dictionary,
    which is what the standard library's `object.__setattr__` does for it, at half the cost."""
    post_init = hasattr(cls, "__post_init__")
    shape = tuple((spec.init, spec.init and bool(spec.kw_only), _default_kind(spec)) for spec in specs)
    key = (frozen, slots, post_init, shape)
    template = _INIT_CODE.get(key)
    if template is None:
        template = _INIT_CODE[key] = _init_template(shape, frozen, slots, post_init)
    names: dict[str, object] = {"__dataclass_object__": object, "__dataclass_factory__": _FACTORY}
    renamed: dict[str, str] = {}
    positional_defaults: list[object] = []
    keyword_defaults: dict[str, object] = {}
    for index, spec in enumerate(specs):
        renamed[f"_p{index}"] = spec.name
        renamed[f"_d{index}"] = default = f"__dataclass_dflt_{spec.name}__"
        kind = _default_kind(spec)
        if kind:
            names[default] = spec.default if kind == "value" else spec.default_factory
        if spec.init and kind:
            value = spec.default if kind == "value" else _FACTORY
            if spec.kw_only:
                keyword_defaults[spec.name] = value
            else:
                positional_defaults.append(value)
    qualname = {"co_qualname": f"{cls.__qualname__}.__init__"} if hasattr(template, "co_qualname") else {}  # 3.11
    code = template.replace(  # type: ignore[attr-defined]
        co_varnames=tuple(renamed.get(name, name) for name in template.co_varnames),  # type: ignore[attr-defined]
        co_names=tuple(renamed.get(name, name) for name in template.co_names),  # type: ignore[attr-defined]
        co_consts=tuple(renamed.get(c, c) if isinstance(c, str) else c
                        for c in template.co_consts),  # type: ignore[attr-defined]
        **qualname)
    function = FunctionType(code, names, "__init__", tuple(positional_defaults) or None)
    function.__kwdefaults__ = keyword_defaults or None
    function.__qualname__ = f"{cls.__qualname__}.__init__"
    function.__annotations__ = {**{spec.name: spec.type for spec in specs if spec.init}, "return": None}
    return function


def _init_template(shape: tuple[tuple[bool, bool, str], ...], frozen: bool, slots: bool, post_init: bool) -> object:
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for index, (init, kw_only, kind) in enumerate(shape):
        name, default = f"_p{index}", f"_d{index}"
        value = name
        if init:
            if kind == "factory":
                value = f"{default}() if {name} is __dataclass_factory__ else {name}"
            (keyword if kw_only else positional).append(f"{name}=None" if kind else name)
        elif kind == "value":
            value = default
        elif kind == "factory":
            value = f"{default}()"
        else:
            continue
        if frozen and not slots:
            body.append(f"  __dataclass_dict__[{name!r}] = {value}")
        elif frozen:
            body.append(f"  __dataclass_object__.__setattr__(__dataclass_self__, {name!r}, {value})")
        else:
            body.append(f"  __dataclass_self__.{name} = {value}")
    if frozen and not slots and body:
        body.insert(0, "  __dataclass_dict__ = __dataclass_self__.__dict__")
    if post_init:
        body.append("  __dataclass_self__.__post_init__()")
    parameters = ", ".join(["__dataclass_self__", *positional, *(["*", *keyword] if keyword else [])])
    namespace: dict[str, object] = {}
    exec(f"def __init__({parameters}):\n" + ("\n".join(body) or "  pass") + "\n", {}, namespace)
    return namespace["__init__"].__code__  # type: ignore[attr-defined]


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
    @recursive_repr()
    def __repr__(self: object) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"
    return __repr__


def _frozen(cls: type, names: set[str]) -> tuple[Callable[[object, str, object], None], Callable[[object, str], None]]:
    def __setattr__(self: object, name: str, value: object) -> None:
        if type(self) is cls or name in names:
            raise standard_library().FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)   # type: ignore[arg-type]

    def __delattr__(self: object, name: str) -> None:
        if type(self) is cls or name in names:
            raise standard_library().FrozenInstanceError(f"cannot delete field {name!r}")
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
