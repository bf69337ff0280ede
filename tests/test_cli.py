"""generator/cli.py, the `bulletin` program: one sub-command per module of generator/commands/, usage errors
exit 2 without a traceback, Ctrl-C exits 130. (Each command has its own tests/test_commands_<name>.py.)"""
from __future__ import annotations

import pytest

import generator.commands.build
from generator import cli


def test_every_command_module_is_a_command(capsys):
    """`bulletin --help` lists every command of generator/commands/ (import_trf as import-trf)."""
    with pytest.raises(SystemExit) as done:
        cli.main(["--help"])
    assert done.value.code == 0
    listed = capsys.readouterr().out
    for name in cli.COMMAND_MODULES:
        assert name.replace("_", "-") in listed


def test_no_command_prints_the_help_and_is_a_usage_error(capsys):
    assert cli.main([]) == 2
    assert "usage: bulletin" in capsys.readouterr().err


def test_an_unknown_command_is_a_usage_error_naming_the_choices(capsys):
    with pytest.raises(SystemExit) as done:
        cli.main(["biuld"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'biuld'" in err and "build" in err and "Traceback" not in err


def test_ctrl_c_in_a_command_exits_130_quietly(monkeypatch, capsys):
    def interrupted(args):
        raise KeyboardInterrupt
    monkeypatch.setattr(generator.commands.build, "run", interrupted)
    assert cli.main(["build"]) == 130
    assert capsys.readouterr().err == ""
