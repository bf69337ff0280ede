"""`bulletin check` (generator/commands/check.py) through the real entry point: validates, writes nothing."""
from __future__ import annotations

from pathlib import Path

import pytest
from sitedata import break_round_2, copy_example, tree

from generator.cli import main
from generator.loading.load import load_site


@pytest.fixture
def example(tmp_path: Path) -> Path:
    return copy_example(tmp_path / "site")


@pytest.mark.slow
def test_check_validates_without_writing(example: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`bulletin check` on good content prints 'ok: …' and exits 0; no output folder appears."""
    before = tree(example)
    assert main(["check", "--site", str(example)]) == 0
    out = capsys.readouterr().out
    site = load_site(example)
    players, rounds = sum(len(t.players) for t in site.tournaments), sum(len(t.rounds) for t in site.tournaments)
    assert out.startswith(f"ok: {len(site.tournaments)} tournaments, {players} players, {rounds} rounds")
    assert tree(example) == before


def test_check_reports_content_errors_with_exit_1(example: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`bulletin check` finds the same problems as build and exits 1."""
    break_round_2(example)
    assert main(["check", "--site", str(example)]) == 1
    assert capsys.readouterr().err.count("error: ") >= 2


@pytest.mark.slow
def test_check_finds_template_errors_too(example: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A broken site template is a content error for check as well (the pages are rendered in memory)."""
    (example / "templates").mkdir()
    (example / "templates" / "round.html").write_text("{% extends 'base.html' %}\n{% block content %}{{ oops }}"
                                                      "{% endblock %}\n", encoding="utf-8")
    assert main(["check", "--site", str(example)]) == 1
    err = capsys.readouterr().err
    assert "templates/round.html:2" in err and "oops" in err
