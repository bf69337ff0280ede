"""generator/typenames.py: the names of `typing` the package calls at run time behave as typing's do there."""
from __future__ import annotations

import subprocess
import sys

from generator.typenames import Generic, NewType, TypeVar, cast


def test_cast_hands_back_its_value_untouched():
    value = ["a"]
    assert cast("list[str]", value) is value
    assert cast(int, "not converted") == "not converted"


def test_a_new_type_hands_back_its_argument_and_joins_a_union_as_its_supertype():
    Start = NewType("Start", int)
    assert Start(7) == 7 and type(Start(7)) is int
    assert (Start.__name__, Start.__supertype__, repr(Start)) == ("Start", int, "Start")
    assert Start | None == int | None
    assert None | Start == None | int   # noqa: E711 -- the union of the types, not a comparison with None


def test_a_generic_class_subscripted_is_the_class_itself():
    K = TypeVar("K")
    V = TypeVar("V", bound=int)

    class Box(Generic[K, V]):   # type: ignore[misc]
        def __init__(self, value: V) -> None:
            self.value = value

    Ints = Box[str, int]
    assert Ints is Box and Ints(3).value == 3 and isinstance(Ints(3), Box)
    assert (repr(K), V.__bound__) == ("~K", int)


def test_the_package_s_core_imports_without_typing():
    """What `bulletin standings` imports of the package, in a fresh interpreter (-S: no start-up hooks), leaves
    typing and contextlib out (issue 17: start-up)."""
    probe = ("import sys\nimport generator.standings, generator.loading.tournament, generator.tiebreaks.text\n"
             "print(sorted(m for m in ('typing', 'contextlib') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-S", "-c", probe], capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": ":".join(p for p in sys.path if p)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
