"""generator/cli.py, the `bulletin` program: one sub-command per module of generator/commands/, none left out
quietly; usage errors exit 2 without a traceback, Ctrl-C exits 130; the quick commands start without the site
layer (issue 17: `--help`, `pair`, `standings`, `explain`). (Each command has its own
tests/test_commands_<name>.py.)"""
from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import replace
from pathlib import Path

import pytest

import generator.commands.build
from generator import cli
from generator.cli import COMMANDS, build_parser
from generator.exports.trf import trf16
from generator.loading import load_tournament

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "content" / "herbst-2026"
SITE_LIBRARIES = {"jinja2", "markdown", "watchdog"}
SITE_LAYER = {"generator.build", "generator.pages", "generator.render", "generator.output", "generator.serve",
              "generator.watch", "generator.feeds", "generator.charts", "generator.exports"}
ENGINES = {"generator.pairing.registry", "generator.pairing.burstein", "generator.pairing.dutch",
           "generator.pairing.matching"}


def imported_by(argv: list[str]) -> set[str]:
    """The modules a fresh interpreter holds after `bulletin ARGV` (its own exit caught), in a subprocess.

    Started with -S and this process's import path: a machine's .pth start-up hooks are not the program's imports
    (the CI machine has one that loads certifi, and with it typing and pathlib, into every interpreter)."""
    probe = ("import sys\nfrom generator.cli import main\n"
             "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
             "print(' '.join(sorted(sys.modules)), file=sys.stderr)\n")
    path = os.pathsep.join(entry for entry in sys.path if entry)
    done = subprocess.run([sys.executable, "-S", "-c", probe, *argv], cwd=REPO, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": path})
    return set(done.stderr.strip().splitlines()[-1].split())


def loaded(modules: set[str], wanted: set[str]) -> list[str]:
    return sorted(m for m in modules if m in wanted or any(m.startswith(w + ".") for w in wanted))


def test_help_imports_no_template_markdown_or_watch_library():
    """The probe of issue 17, as the brief words it."""
    probe = ("import sys\nfrom generator.cli import main\n"
             "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] in {'jinja2','markdown','watchdog'}))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_help_loads_neither_the_content_readers_nor_the_engines():
    modules = imported_by(["--help"])
    assert "generator.cli" in modules
    assert loaded(modules, SITE_LAYER | ENGINES | {"generator.loading", "yaml"}) == []


# What each quick command may cost at start-up (issue 17): the modules that are dear to import, and which of them
# the command needs. The frozen dataclasses of the core are the price of any command that reads a tournament (the
# standard library's `dataclasses`, with inspect, ast, dis, tokenize, of none); PyYAML that of a YAML file; the rest
# only where named.
HEAVY = {"dataclasses", "inspect", "typing", "pathlib", "json", "yaml", "generator.errors", "generator.model",
         "generator.config", "generator.i18n", "generator.teams", "generator.tiebreaks", "generator.loading",
         "generator.standings", "generator.pairing.core", "generator.pairing.registry", "generator.trf"}


def test_help_builds_the_command_line_with_argparse_alone():
    """`bulletin --help` (and any command's parser) needs none of the dear modules: no dataclass, no model, not
    even pathlib or typing (argparse imports neither)."""
    assert loaded(imported_by(["--help"]), HEAVY | SITE_LIBRARIES) == []


def test_pair_of_a_trf_file_reads_no_yaml_and_computes_no_tie_break(tmp_path):
    """A .trf file without records 202/212 is paired without the content loader, PyYAML, the tie-break engine,
    the catalogues, the site settings or the team model: what bbpPairings is compared with
    (benchmarks/pairing.py)."""
    folder = tmp_path / EXAMPLE.name
    shutil.copytree(EXAMPLE, folder)
    (folder / "rounds" / "07.yml").unlink()
    tournament, _ = load_tournament(folder)
    trf = tmp_path / "open.trf"
    trf.write_text(trf16(replace(tournament, tiebreaks=())), encoding="utf-8")   # no record 202
    modules = imported_by(["pair", str(trf)])
    assert {"generator.trf", "generator.pairing.burstein"} <= modules
    assert loaded(modules, (HEAVY | {"generator.yamlsource"}) - {
        "pathlib", "generator.errors", "generator.model", "generator.pairing.core", "generator.pairing.registry",
        "generator.trf"}) == []


def test_build_imports_no_network_client_and_no_package_metadata(tmp_path):
    """`bulletin build` of the example (news posts, a feed, a sitemap) escapes the feed without xml.sax (which
    imports urllib.request, http.client, email and ssl) and makes the Markdown extensions itself, without
    importlib.metadata reading every installed distribution, nor Pygments for highlighting no news asks for
    (issue 17: a full build's start-up)."""
    modules = imported_by(["build", "--out", str(tmp_path / "out")])
    assert {"generator.feeds", "markdown.extensions.fenced_code"} <= modules
    assert (tmp_path / "out" / "feed.xml").is_file() and (tmp_path / "out" / "news" / "index.html").is_file()
    assert loaded(modules, {"urllib.request", "http", "email", "ssl", "importlib.metadata", "xml.sax",
                            "pygments"}) == []


@pytest.mark.parametrize("argv", [["pair"], ["standings"], ["explain", "1"]])
def test_one_tournament_folder_loads_no_site_settings_catalogues_or_team_model(argv, tmp_path):
    """A tournament.yml without `language:` is read without site.yml's settings, the catalogues and the league
    machinery; YAML and the tie-breaks (tournament.yml names its chain) are needed."""
    folder = tmp_path / EXAMPLE.name
    shutil.copytree(EXAMPLE, folder)
    (folder / "rounds" / "07.yml").unlink()
    modules = imported_by([argv[0], str(folder), *argv[1:]])
    assert {"yaml", "generator.tiebreaks", "generator.loading.tournament"} <= modules
    assert loaded(modules, {"json", "generator.config", "generator.i18n", "generator.teams",
                            "generator.loading.site", "generator.loading.league"}) == []


@pytest.mark.parametrize("argv", [["standings", str(EXAMPLE)], ["explain", str(EXAMPLE), "1"],
                                  ["standings", str(EXAMPLE), "--format", "json"]])
def test_standings_and_explain_load_no_site_layer_and_no_engine(argv):
    modules = imported_by(argv)
    assert "generator.standings" in modules
    assert loaded(modules, SITE_LIBRARIES | SITE_LAYER | ENGINES) == []


def test_pair_loads_its_engine_and_no_site_layer(tmp_path):
    folder = tmp_path / EXAMPLE.name
    shutil.copytree(EXAMPLE, folder)
    (folder / "rounds" / "07.yml").unlink()
    modules = imported_by(["pair", str(folder)])
    assert "generator.pairing.burstein" in modules
    assert loaded(modules, SITE_LIBRARIES | SITE_LAYER) == []
    # only the tournament's own engine (issue 17: start-up)
    assert loaded(modules, {"generator.pairing.dutch", "generator.pairing.burstein2025",
                            "generator.pairing.berger"}) == []


# The tie-break engine: the registry's functions, the precomputed context, the rule profiles and the values
TIEBREAK_ENGINE = {"generator.tiebreaks.registry", "generator.tiebreaks.context", "generator.tiebreaks.rules",
                   "generator.tiebreaks.values", "generator.tiebreaks.sums"}


def test_pair_checks_the_tie_break_chain_without_the_tie_break_engine(tmp_path):
    """tournament.yml's `tiebreaks:` is checked by its codes alone (tiebreaks/codes.py): pairing computes no
    tie-break, so `bulletin pair` does not import the engine (issue 17: start-up); standings do."""
    folder = tmp_path / EXAMPLE.name
    shutil.copytree(EXAMPLE, folder)
    (folder / "rounds" / "07.yml").unlink()
    assert load_tournament(folder)[0].tiebreaks   # the example names a chain
    modules = imported_by(["pair", str(folder)])
    assert "generator.tiebreaks.codes" in modules
    assert loaded(modules, TIEBREAK_ENGINE) == []
    assert TIEBREAK_ENGINE <= imported_by(["standings", str(folder)])


@pytest.mark.parametrize("argv", [["standings", str(EXAMPLE)], ["explain", str(EXAMPLE), "1"]])
def test_an_individual_swiss_loads_neither_the_berger_tables_nor_the_pairing_core(argv):
    """A Swiss's standings have no use for the round-robin schedule (issue 17: start-up). (The site loader
    reads league folders beside tournaments, so it loads the team model too; see docs/architecture.md.)"""
    modules = imported_by(argv)
    assert "generator.standings" in modules
    assert loaded(modules, {"generator.pairing.berger", "generator.pairing.core"}) == []


# What the quick commands leave out since the second round of issue 17 (start-up): the standard library's
# introspection (inspect, with ast, dis and tokenize, which dataclasses imports for one docstring), shutil (argparse
# for the terminal's width) and difflib (only a mistake is answered with "did you mean"), the TRF reader for a
# content folder, and every other command's module; since the third, urllib.parse (with ipaddress: pathlib's, for
# Path.as_uri alone); since the fourth, the standard library's dataclasses (generator/dataclass.py makes the
# package's classes without it), typing and contextlib (generator/typenames.py, collections.abc), and locale
# (gettext's catalogue search for argparse, where Python has no catalogues).
NOT_NEEDED = {"inspect", "ast", "dis", "tokenize", "shutil", "difflib", "urllib.parse", "ipaddress"}
NOT_NEEDED_BY_THE_WORK = {"dataclasses", "typing", "contextlib"}
NO_CATALOGUES = not os.path.isdir(os.path.join(sys.base_prefix, "share", "locale"))
OTHER_COMMANDS = {f"generator.commands.{name}" for name in ("build", "check", "scenarios", "serve", "watch", "new",
                                                             "import_trf")}


@pytest.mark.parametrize("argv", [["pair"], ["standings"], ["explain", "1"]])
def test_a_quick_command_on_a_folder_loads_no_introspection_terminal_size_trf_reader_or_other_command(argv,
                                                                                                       tmp_path):
    folder = tmp_path / EXAMPLE.name
    shutil.copytree(EXAMPLE, folder)
    (folder / "rounds" / "07.yml").unlink()
    modules = imported_by([argv[0], str(folder), *argv[1:]])
    assert {"generator.dataclass", "generator.model", "yaml"} <= modules
    assert loaded(modules, NOT_NEEDED | NOT_NEEDED_BY_THE_WORK | OTHER_COMMANDS | {"generator.trf"}) == []
    assert "locale" not in modules or not NO_CATALOGUES


def test_the_help_loads_no_terminal_size_module():
    assert loaded(imported_by(["--help"]), NOT_NEEDED) == []


def test_a_mistyped_tournament_is_still_answered_with_did_you_mean():
    """difflib is imported when a mistake asks for it."""
    done = subprocess.run([sys.executable, "-m", "generator", "pair", "herbst-2025"], cwd=REPO, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2 and "did you mean 'herbst-2026'?" in done.stderr, done.stderr


def test_the_help_is_wrapped_to_the_columns_asked_for():
    """The width shutil would give argparse: COLUMNS when set (cli reads it without shutil)."""
    for columns in ("60", "140"):
        done = subprocess.run([sys.executable, "-m", "generator", "pair", "--help"], cwd=REPO, capture_output=True,
                              text=True, timeout=120, env={**os.environ, "COLUMNS": columns})
        widest = max(len(line) for line in done.stdout.splitlines())
        assert int(columns) - 12 <= widest <= int(columns) - 2, (columns, widest)


@pytest.mark.parametrize("command", ["build", "explain", "import-trf", "pair", "standings"])
def test_a_command_s_help_is_the_same_when_the_other_commands_are_not_built(command, capsys):
    """`main` builds only the sub-parser the first argument names; its help reads as in the whole parser."""
    with pytest.raises(SystemExit):
        build_parser().parse_args([command, "--help"])
    whole = capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli.main([command, "--help"])
    assert capsys.readouterr().out == whole and whole.startswith(f"usage: bulletin {command}")


def test_every_command_module_is_on_the_command_line():
    """Each module of generator/commands/ that has a `register` is a command of `bulletin`."""
    folder = REPO / "generator" / "commands"
    registering = {p.stem for p in folder.glob("*.py")
                   if any(isinstance(n, ast.FunctionDef) and n.name == "register"
                          for n in ast.parse(p.read_text(encoding="utf-8")).body)}
    assert {name.replace("-", "_") for name in COMMANDS} == registering
    names = set(build_parser()._subparsers._group_actions[0].choices)  # type: ignore[union-attr]
    assert names == {n.replace("_", "-") for n in registering}


def test_a_command_module_that_cannot_be_imported_stops_the_program():
    """Never a command line with one command quietly missing: the import error, exit code 1."""
    probe = ("import sys\nsys.modules['generator.commands.pair'] = None\n"
             "from generator.cli import main\nmain(['--help'])\n")
    done = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "ModuleNotFoundError" in done.stderr and "generator.commands.pair" in done.stderr
    assert "usage: bulletin" not in done.stdout


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


STAND_INS = {
    # the stand-in for inspect imports the real module when dataclasses first asks for it
    "inspect": ("before = 'inspect' in sys.modules\nimport dataclasses\n"
                "@dataclasses.dataclass\nclass Point:\n    x: int\n    y: int = 0\n"
                "import inspect\n"
                "print(before, Point.__doc__, inspect.signature is dataclasses.inspect.signature, file=sys.stderr)\n",
                "False Point(x: int, y: int = 0) True"),
    # the stand-in for urllib.parse hands Path.as_uri's quoting to the real module, imported when first used
    "urllib.parse": ("before = 'urllib.parse' in sys.modules\nfrom pathlib import Path\n"
                     "uri = Path('/tmp/a b/ü.yml').as_uri()\nimport urllib.parse\n"
                     "print(before, uri, urllib.parse.quote('a b'), type(urllib.parse).__name__, file=sys.stderr)\n",
                     "False file:///tmp/a%20b/%C3%BC.yml a%20b module"),
}


@pytest.mark.parametrize("module", sorted(STAND_INS))
def test_a_module_left_out_by_a_stand_in_still_does_its_work_and_is_the_real_one_when_imported(module):
    """dataclasses is imported without inspect, pathlib without urllib.parse (cli; issue 17: start-up): what each
    asks of its stand-in comes from the real module, and an `import` afterwards finds the real module."""
    probe = "import sys\nfrom generator.cli import main\nmain(['standings', sys.argv[1]])\n" + STAND_INS[module][0]
    # without the site module: an environment's .pth files may import the module first (certifi's imports
    # urllib.parse), and then there is no stand-in to look at; the packages are found by PYTHONPATH instead
    packages = os.pathsep.join(dict.fromkeys([str(REPO), sysconfig.get_paths()["purelib"],
                                              sysconfig.get_paths()["platlib"]]))
    done = subprocess.run([sys.executable, "-S", "-c", probe, str(EXAMPLE)], cwd=REPO, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": packages})
    assert done.stderr.strip().splitlines()[-1] == STAND_INS[module][1], done.stderr


@pytest.mark.parametrize("argv", [["pair", "--round", "7"], ["standings"], ["explain", "1"]])
def test_a_quick_command_called_in_process_leaves_the_collector_on_and_freezes_nothing(argv, capsys):
    """The commands read their tournament without the cycle collector and age what they read (gcpause; issue 17:
    start-up), and leave a caller's collector as they found it: on, and nothing more frozen."""
    import gc
    frozen = gc.get_freeze_count()   # (what earlier tests froze, if any)
    assert gc.isenabled()
    cli.main([argv[0], str(EXAMPLE), *argv[1:]])
    assert gc.isenabled() and gc.get_freeze_count() == frozen
    capsys.readouterr()


def test_fractions_is_imported_without_decimal_and_still_reads_a_decimal():
    """cli imports fractions with a stand-in for decimal (issue 17: start-up); a Decimal is still read exactly."""
    probe = ("import sys\nfrom generator import cli\ncli._import_fractions_without_decimal()\n"
             "from fractions import Fraction\nbefore = 'decimal' in sys.modules\n"
             "from decimal import Decimal\n"
             "print(before, Fraction(Decimal('1.47')) == Fraction(147, 100), Fraction(0.5), Fraction('3/4'),\n"
             "      isinstance(Decimal(1), Fraction), Fraction.from_decimal(Decimal('0.25')))")
    done = subprocess.run([sys.executable, "-S", "-c", probe], cwd=REPO, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join(entry for entry in sys.path if entry)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True", "1/2", "3/4", "False", "1/4"]
