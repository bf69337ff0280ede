"""The `bulletin` program called in-process, for the command tests: exit code, stdout and stderr."""
from __future__ import annotations

import pytest

from generator.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err
