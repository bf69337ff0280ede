"""Stand-in modules: a module imported for the sake of a name or two that the quick commands never use.

`import_with_stand_in("dataclasses", OnFirstUse("inspect"))` imports `dataclasses` while a stand-in holds the place
of `inspect`; the stand-in imports the real module when it is first asked for an attribute, and everyone else's
`import inspect` afterwards finds the real one. It fits a module that imports another at its top and uses it only
inside functions (`dataclasses` and `inspect`, PyYAML's constructor and `base64`); a module that takes names from
the other at import (`from urllib.parse import quote_from_bytes`) needs a stand-in that has those names (cli.py's).
Each use says what it saves (issue 17: start-up).
"""
from __future__ import annotations

import importlib
import sys
from types import ModuleType


class OnFirstUse(ModuleType):
    """Stands for the module of its name: the real one is imported when an attribute is first asked."""

    def __getattr__(self, name: str) -> object:
        if name.startswith("__"):   # the import system's questions (`__path__`: is it a package?)
            raise AttributeError(name)
        return getattr(real_module(self.__name__), name)


class Absent(ModuleType):
    """Stands for a module as if it were not installed: `from it import name` raises ImportError. For a module that
    tries an optional one at its top (`try: from pygments import highlight … except ImportError:`) whose use the
    program never reaches."""

    def __getattr__(self, name: str) -> object:
        raise AttributeError(name)


def real_module(name: str) -> ModuleType:
    """The module `name` itself, imported now if a stand-in still holds its place."""
    if isinstance(sys.modules.get(name), OnFirstUse):
        del sys.modules[name]
    return importlib.import_module(name)


def import_with_stand_in(name: str, stand_in: ModuleType) -> None:
    """Import the module `name` while `stand_in` holds the place of the module it is named after; afterwards that
    place is free again for the real module. Nothing is done when either module is imported already."""
    if name in sys.modules or stand_in.__name__ in sys.modules:
        return
    sys.modules[stand_in.__name__] = stand_in
    try:
        importlib.import_module(name)
    finally:
        if sys.modules.get(stand_in.__name__) is stand_in:
            del sys.modules[stand_in.__name__]
