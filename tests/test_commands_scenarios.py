"""`bulletin scenarios`' command line (generator/commands/scenarios.py): its options, and that registering it
costs the other commands nothing (the scenarios package is imported only when the command runs)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from generator.cli import main


def test_an_unknown_format_is_a_usage_error_naming_the_choices(capsys):
    with pytest.raises(SystemExit) as done:
        main(["scenarios", "content/herbst-2026", "--format", "xml"])
    err = capsys.readouterr().err
    assert done.value.code == 2
    assert "invalid choice: 'xml'" in err and "'text', 'json'" in err


def test_registering_the_command_imports_no_scenario_code():
    """The parser of every command is built for `bulletin --help`; the exact search is not loaded for it."""
    probe = ("import sys; from generator.cli import build_parser; build_parser(); "
             "print(sorted(m for m in sys.modules if m.startswith(('generator.scenarios', "
             "'generator.commands.scenarios_work'))))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
