"""generator/standins.py: a module imported with a stand-in for another finds the real one when it first uses it,
and everyone else's import finds the real one."""
from __future__ import annotations

import os
import subprocess
import sys

PATH = {"PYTHONPATH": os.pathsep.join(entry for entry in sys.path if entry)}


def run(probe: str) -> list[str]:
    done = subprocess.run([sys.executable, "-S", "-c", probe], capture_output=True, text=True, timeout=120,
                          env={**os.environ, **PATH})
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_the_module_is_imported_without_the_other_which_is_real_when_used():
    probe = ("import sys\nfrom generator.standins import OnFirstUse, import_with_stand_in\n"
             "import_with_stand_in('yaml.constructor', OnFirstUse('base64'))\n"
             "import yaml.constructor as c\n"
             "print('base64' in sys.modules, type(c.base64).__name__)\n"
             "print(c.base64.b64encode(b'hi').decode(), 'base64' in sys.modules)\n"
             "import base64\nprint(type(base64).__name__, base64 is sys.modules['base64'])\n")
    assert run(probe) == ["False", "OnFirstUse", "aGk=", "True", "module", "True"]


def test_nothing_is_done_when_either_module_is_imported_already():
    probe = ("import sys, base64\nfrom generator.standins import OnFirstUse, import_with_stand_in\n"
             "import_with_stand_in('yaml', OnFirstUse('base64'))\n"
             "import yaml.constructor as c\nprint(type(c.base64).__name__)\n")
    assert run(probe) == ["module"]


def test_pyyaml_reads_a_binary_scalar_after_the_content_reader_imported_it():
    probe = ("import sys\nimport generator.yamlsource as y\ny.parse_yaml('a: 1\\n', 'x.yml')\n"
             "print('yaml' in sys.modules, 'base64' in sys.modules)\n"
             "import yaml\nprint(yaml.safe_load('a: !!binary aGVsbG8=')['a'].decode())\n")
    assert run(probe) == ["True", "False", "hello"]
