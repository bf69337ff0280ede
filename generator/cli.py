"""The `bulletin` command: a thin layer that parses arguments and dispatches to one module per command.

Each command lives in `generator/commands/<name>.py` and exposes `register(subparsers) -> None`, which adds its
sub-parser with `set_defaults(run=<function(args) -> int>)`. A command module imports at its top only what its
sub-parser needs, and its work inside `run`, so that `bulletin --help` and the quick commands start fast; a
command module that cannot be imported stops the program (it is never left out of the command line).
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from types import ModuleType

from . import __version__
from .standins import OnFirstUse, import_with_stand_in, real_module

TYPE_CHECKING = False   # typing's flag without importing typing, which argparse does not need (mypy reads the block)
if TYPE_CHECKING:
    from typing import Any, NoReturn, Sequence

# The commands in the order of the help, each the module generator/commands/<name>.py (`-` for `_`), imported when
# its sub-parser is built: `bulletin pair` imports no other command's module (issue 17: start-up).
COMMANDS = ("build", "check", "standings", "explain", "pair", "scenarios", "serve", "watch", "new", "import-trf")
# The commands whose work needs no module that imports the standard library's `dataclasses` (generator/dataclass.py
# makes the package's classes without it: 6 M instructions, and 35 M more with `inspect`, if imported at all).
WITHOUT_DATACLASSES = frozenset({"standings", "explain", "pair"})


def command_module(name: str) -> ModuleType:
    """The module of the command `name` (one of COMMANDS); its import error, if any, stops the program."""
    return importlib.import_module(f"{__package__}.commands.{name.replace('-', '_')}")


def _terminal_columns() -> int:
    """`shutil.get_terminal_size().columns`, the width argparse's help is wrapped to, without importing shutil
    (with zlib, bz2 and lzma: 8 M instructions at every start; issue 17: start-up): COLUMNS when it is a
    positive number, else the terminal's width, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns > 0:
        return columns
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns or 80   # type: ignore[union-attr]
    except (AttributeError, ValueError, OSError):
        return 80


class _Formatter(argparse.HelpFormatter):
    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        super().__init__(prog, indent_increment, max_help_position,
                         _terminal_columns() - 2 if width is None else width)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:  # argparse exits 2 on usage errors; keep that, no traceback
        from .errors import EXIT_USAGE_ERROR

        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE_ERROR, f"{self.prog}: error: {message}\n")


def _argparse_without_catalogue_search() -> None:
    """argparse words each of its messages through `gettext.gettext`, and every call searches the catalogues of the
    user's languages afresh (importing `locale` to name them): 4.6 M instructions for `bulletin standings`. The
    catalogues argparse reads are `messages.mo` files under Python's own `share/locale`; where that folder does not
    exist no call can find one and each returns the English text, so argparse is given that answer without the
    search (issue 17: start-up). Where the folder exists, nothing changes."""
    if not os.path.isdir(os.path.join(sys.base_prefix, "share", "locale")):   # gettext._default_localedir
        argparse._ = _untranslated   # type: ignore[attr-defined]
        argparse.ngettext = _untranslated_plural   # type: ignore[attr-defined]


def _untranslated(message: str) -> str:
    return message


def _untranslated_plural(singular: str, plural: str, count: int) -> str:
    return singular if count == 1 else plural


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line with every command, or with the command `only` alone (what `main` parses when the
    first argument names one: its sub-parser and help are the same, and the others' are not built)."""
    _argparse_without_catalogue_search()
    parser = _Parser(prog="bulletin", description="Chess tournament results as a static site.")
    parser.add_argument("--version", action="version", version=f"bulletin {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in (only,) if only is not None else COMMANDS:
        command_module(name).register(sub)
    return parser


def _import_dataclasses_without_inspect() -> None:
    """`dataclasses` imports `inspect` (with ast, dis and tokenize: 40 M instructions, a seventh of `bulletin pair`)
    for one thing, the signature it writes into the `__doc__` of a class without a docstring, which
    generator/dataclass.py writes itself. While `dataclasses` is imported, `inspect` is a stand-in that imports
    the real module on first use; everyone else's `import inspect` finds the real one (issue 17: start-up). Not
    for the commands of WITHOUT_DATACLASSES, which import no module of the standard library's `dataclasses`."""
    import_with_stand_in("dataclasses", OnFirstUse("inspect"))


class _ParseOnFirstUse(OnFirstUse):
    """Stands for `urllib.parse` in `pathlib` alone: `quote_from_bytes`, the one name pathlib takes from it (for
    `Path.as_uri`), and any other name, come from the real module, imported when first used."""

    @staticmethod
    def quote_from_bytes(*args: Any, **kwargs: Any) -> str:
        return str(real_module("urllib.parse").quote_from_bytes(*args, **kwargs))


def _import_pathlib_without_urllib_parse() -> None:
    """`pathlib` imports `urllib.parse` (with ipaddress: 10.6 M instructions, 4% of `bulletin pair`) for one
    function, which only `Path.as_uri` calls, and the quick commands never do. While `pathlib` is imported,
    `urllib.parse` is a stand-in that hands that function, and anything else asked of it, to the real module
    imported on first use; everyone else's `import urllib.parse` finds the real one (issue 17: start-up)."""
    import_with_stand_in("pathlib", _ParseOnFirstUse("urllib.parse"))


class _DecimalClass(type):
    """The class of the stand-in `Decimal`: whether an object is a real Decimal, asked of the real module."""

    def __instancecheck__(cls, instance: object) -> bool:
        return isinstance(instance, real_module("decimal").Decimal)

    def __subclasscheck__(cls, subclass: type) -> bool:
        return issubclass(subclass, real_module("decimal").Decimal)


class _DecimalOnFirstUse(OnFirstUse):
    """Stands for `decimal` in `fractions` alone, which takes one name from it, `Decimal`, for one test:
    `isinstance(numerator, (float, Decimal))` in `Fraction()`, reached by neither integers nor fractions. The
    stand-in's `Decimal` answers that test through the real module, imported then (`Fraction(Decimal('1.47'))` is
    still 147/100); `Fraction.from_decimal` imports the real one itself."""

    Decimal = _DecimalClass("Decimal", (), {})


def _import_fractions_without_decimal() -> None:
    """`fractions` imports `decimal` (with numbers' and the C module's start: 3.7 M instructions at every start
    of a command that reads a tournament; issue 17: start-up) for one `isinstance`; while `fractions` is imported,
    `decimal` is a stand-in (`_DecimalOnFirstUse`); everyone else's `import decimal` finds the real one."""
    import_with_stand_in("fractions", _DecimalOnFirstUse("decimal"))


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(argv[0] if argv and argv[0] in COMMANDS else None)
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):   # `bulletin` alone: the help, as asked for
        from .errors import EXIT_OK

        parser.print_help(sys.stdout)
        return EXIT_OK
    if args.command not in WITHOUT_DATACLASSES:
        _import_dataclasses_without_inspect()
    _import_pathlib_without_urllib_parse()
    _import_fractions_without_decimal()
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        return 130


def run() -> NoReturn:
    """The `bulletin` program: `main`, then exit without tearing the interpreter down object by object.

    A build of a large site leaves millions of objects (kept for a rebuild in `serve`/`watch`); freeing them
    one by one at exit took a quarter as long as the build itself (benchmarks/site_scale.py). Output is
    flushed first; the operating system reclaims the memory at once."""
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
