"""What the command modules' sub-parsers share, as light as building the command line must be: `bulletin --help`
builds every sub-parser, so nothing here imports more than argparse does (issue 17: start-up)."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

TYPE_CHECKING = False   # typing's flag without importing typing, which argparse does not need (mypy reads the block)
if TYPE_CHECKING:
    from pathlib import Path


class LazyChoices:
    """The choices of an option, asked of `choices()` only when argparse looks at them (the option given, the
    command's own --help), so that building the command line does not import what knows them (the registry of
    pairing systems, the model's rule sets). Give the option a metavar: without one, add_argument lists the
    choices at once to check its usage text."""

    def __init__(self, choices: Callable[[], Iterable[str]]) -> None:
        self._choices = choices

    def __contains__(self, name: object) -> bool:
        return name in tuple(self._choices())

    def __iter__(self) -> Iterator[str]:
        return iter(tuple(self._choices()))


def path_argument(text: str) -> Path:
    """`type=` of an argument naming a file or folder: a `pathlib.Path`, imported when an argument is read (with
    a string default, argparse reads the default the same way), not when the command line is built."""
    from pathlib import Path
    return Path(text)
