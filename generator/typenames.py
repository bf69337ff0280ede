"""The names of `typing` the package uses at run time, without importing typing.

`typing` costs 11.5 M instructions to import (with contextlib 14.5 M, 5% of `bulletin standings`; issue 17:
start-up), and the commands use four of its names at run time, none of them for what typing does with them: `cast`
hands its value back, a `NewType` is called to hand back its argument, a `TypeVar` is a name for mypy, and
`Generic[K, V]` lets a class be written `BoundedCache[K, V]`. The abstract collections (`Mapping`, `Callable`, …)
come from `collections.abc`, which every start imports anyway. mypy reads typing's own definitions (the
`TYPE_CHECKING` branch), so what the type checker checks is unchanged.
"""
from __future__ import annotations

TYPE_CHECKING = False   # typing's flag without importing typing (mypy reads the block)
if TYPE_CHECKING:
    from typing import Generic as Generic, NewType as NewType, TypeVar as TypeVar, cast as cast
else:
    def cast(typ, value, /):
        """`typing.cast`: the value itself."""
        return value

    class NewType:
        """`typing.NewType`: called, it hands back its argument."""

        def __init__(self, name, tp):
            self.__qualname__ = self.__name__ = name
            self.__supertype__ = tp

        def __call__(self, value, /):
            return value

        def __repr__(self):
            return self.__qualname__

        def __or__(self, other):   # `Start | None` in a type alias: its supertype's union stands for it
            return self.__supertype__ | other

        def __ror__(self, other):
            return other | self.__supertype__

    class TypeVar:
        """`typing.TypeVar`: a name, with its bound or constraints, for mypy."""

        def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
            self.__name__ = name
            self.__constraints__, self.__bound__ = constraints, bound
            self.__covariant__, self.__contravariant__ = covariant, contravariant

        def __repr__(self):
            return f"~{self.__name__}"

    class Generic:
        """`typing.Generic` as a base: `Class[K, V]` is the class itself (typing's alias would be called the same)."""

        __slots__ = ()

        def __class_getitem__(cls, parameters):
            return cls

