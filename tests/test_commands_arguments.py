"""generator/commands/arguments.py: what the sub-parsers share while the command line is built, importing nothing
dear (issue 17: start-up)."""
from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from generator.commands.arguments import LazyChoices, path_argument


def test_lazy_choices_are_asked_for_only_when_argparse_looks_at_them(capsys):
    asked: list[int] = []

    def systems() -> tuple[str, ...]:
        asked.append(1)
        return ("burstein", "dutch")

    parser = argparse.ArgumentParser(prog="x")
    parser.add_argument("--system", choices=LazyChoices(systems), metavar="SYSTEM", help="one of %(choices)s")
    assert asked == []   # building the parser asks nothing
    assert parser.parse_args(["--system", "dutch"]).system == "dutch"
    with pytest.raises(SystemExit):
        parser.parse_args(["--system", "dutsch"])
    assert "invalid choice: 'dutsch' (choose from 'burstein', 'dutch')" in capsys.readouterr().err
    assert "one of burstein, dutch" in parser.format_help()
    assert asked


def test_a_path_argument_is_a_path_and_a_string_default_becomes_one():
    parser = argparse.ArgumentParser(prog="x")
    parser.add_argument("--site", type=path_argument, default=".")
    assert parser.parse_args([]).site == Path(".")
    assert parser.parse_args(["--site", "club/site"]).site == Path("club/site")
