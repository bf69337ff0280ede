"""Every real TRF file the tests hold (other programs' and other events', sources in their first line or in a README
beside them) imports with `bulletin import-trf` and builds with `bulletin build` without an error: individual
events of TRF-16 and TRF-2026, a federation's files of 2010-2011, team files of TRF-2026 and TRF-16."""
from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from generator.cli import main

DATA = Path(__file__).parent / "data"
FILES = sorted([*(DATA / "trf").glob("*.trf"), *(DATA / "trf" / "icu").glob("*.tab"),
                *(DATA / "trf-teams").glob("*.trf"), *(DATA / "tiebreaks" / "own").glob("*.trf"),
                *(DATA / "tiebreaks" / "own-teams").glob("*.trf")])


@pytest.mark.slow
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_file_imports_and_builds(path: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    (site / "content").mkdir(parents=True)
    (site / "site.yml").write_text("title: Imported\nbase_url: /i/\n", encoding="utf-8")
    said = io.StringIO()
    with contextlib.redirect_stderr(said):
        assert main(["import-trf", str(path), "--to", str(site / "content" / "event")]) == 0, said.getvalue()
        assert main(["build", "--site", str(site), "--out", str(tmp_path / "out")]) == 0, said.getvalue()
    kind = "league" if (site / "content" / "event" / "league.yml").exists() else "tournament"
    assert (tmp_path / "out" / kind / "event" / "index.html").is_file()
    assert "error" not in said.getvalue().lower().replace("errors", "")
