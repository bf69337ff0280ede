"""generator/cli.py, the `bulletin` program: every command on the command line, usage errors exit 2 without a
traceback, Ctrl-C exits 130, and the help needs none of the site's libraries. (Each command has its own
tests/test_commands_<name>.py.)"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import generator.commands.build
from generator import cli
from generator.cli import build_parser

REPO = Path(__file__).resolve().parent.parent
COMMANDS = ("build", "check", "standings", "explain", "pair", "scenarios", "serve", "watch", "new", "import-trf")


def test_help_imports_no_template_markdown_watch_or_yaml_library():
    probe = ("import sys\nfrom generator.cli import main\n"
             "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] in {'jinja2','markdown','watchdog','yaml'}))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_a_mistyped_tournament_is_answered_with_did_you_mean():
    done = subprocess.run([sys.executable, "-m", "generator", "pair", "herbst-20266"], cwd=REPO, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2 and "did you mean 'herbst-2026'?" in done.stderr, done.stderr


def test_every_command_module_is_on_the_command_line():
    """Each module of generator/commands/ with a `run` is a command of `bulletin`, and each command runs one."""
    folder = REPO / "generator" / "commands"
    modules = {p.stem for p in folder.glob("*.py") if "\ndef run(" in p.read_text(encoding="utf-8")}
    names = set(build_parser()._subparsers._group_actions[0].choices)  # type: ignore[union-attr]
    assert names == {n.replace("_", "-") for n in modules} == set(COMMANDS)


def test_bulletin_alone_prints_the_help(capsys):
    """`bulletin` with nothing after it is asking what it can do: the help with every command, exit 0."""
    assert cli.main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: bulletin") and all(name in out for name in COMMANDS)


def test_version_prints_the_one_version_of_the_package(capsys):
    """`bulletin --version` says `bulletin <version>`, the version written in generator/__init__.py."""
    from generator import __version__
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out == f"bulletin {__version__}\n"
    assert (REPO / "generator" / "__init__.py").read_text(encoding="utf-8").count(f'"{__version__}"') == 1


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


@pytest.mark.parametrize("argv", [["pair", "--round", "7"], ["standings"], ["explain", "1"]])
def test_a_command_called_in_process_leaves_the_collector_on_and_freezes_nothing(argv, capsys):
    import gc
    frozen = gc.get_freeze_count()
    assert gc.isenabled()
    cli.main([argv[0], str(REPO / "content" / "herbst-2026"), *argv[1:]])
    assert gc.isenabled() and gc.get_freeze_count() <= frozen   # what others froze may be freed meanwhile
    capsys.readouterr()
