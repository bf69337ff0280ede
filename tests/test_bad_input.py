"""The bad-input corpus (tests/bad_input/): every mistake gives exit 1, a located message, no traceback, and leaves
the published site exactly as it was."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from clicall import run
from sitedata import tree

from generator.loading.contentfile import MAX_CONTENT_BYTES

CORPUS = Path(__file__).parent / "bad_input"
BASE = CORPUS / "_base"
CASES = sorted(p.name for p in CORPUS.iterdir() if p.is_dir() and not p.name.startswith("_"))
HUGE = ".huge"


def build(capsys: pytest.CaptureFixture[str], site: Path, out: Path) -> tuple[int, str]:
    """`bulletin build` in this process (an unexpected exception would fail the test as a traceback would)."""
    code, _, err = run(capsys, "build", "--site", str(site), "--out", str(out))
    return code, err


def run_build(site: Path, out: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parent.parent)}
    return subprocess.run([sys.executable, "-m", "generator", "build", "--site", str(site), "--out", str(out)],
                          capture_output=True, text=True, encoding="utf-8", env=env, timeout=120)


def lay_case(case: Path, site: Path) -> None:
    """The case's files over the base site; `x.huge` becomes `x`, its text repeated to 1 MB past the size limit."""
    for path in sorted(case.rglob("*")):
        relative = path.relative_to(case).as_posix()
        if not path.is_file() or relative == "expected.txt":
            continue
        data = path.read_bytes()
        if relative.endswith(HUGE):
            relative, data = relative[:-len(HUGE)], data * ((MAX_CONTENT_BYTES + 2**20) // len(data) + 1)
        target = site / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


@pytest.fixture(scope="module")
def published(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The base site, built once: the output folder every bad build must leave alone."""
    out = tmp_path_factory.mktemp("published") / "out"
    result = run_build(BASE, out)
    assert result.returncode == 0, result.stderr
    return out


def test_corpus_is_large_enough() -> None:
    """The corpus holds at least 40 cases, each with its expected message."""
    assert len(CASES) >= 40
    assert all((CORPUS / name / "expected.txt").is_file() for name in CASES)


@pytest.mark.parametrize("name", CASES)
def test_bad_input_is_reported_and_nothing_is_written(name: str, tmp_path: Path, published: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """A mistake gives exit code 1, 'error: <message>' at file:line:column on stderr, no traceback, and the
    output folder stays byte-identical; a case marked 'only error' gives no follow-on errors."""
    location, message, *rest = (CORPUS / name / "expected.txt").read_text(encoding="utf-8").splitlines()
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    lay_case(CORPUS / name, site)
    out = tmp_path / "out"
    shutil.copytree(published, out)
    before = tree(out)
    code, err = build(capsys, site, out)
    assert code == 1, err
    assert f"error: {message}" in err and f"  --> {location}\n" in err, err
    blocks = err.split("\n\n")
    assert any(b.startswith(f"error: {message}") and f"\n  --> {location}\n" in b + "\n" for b in blocks), err
    assert err.rstrip().endswith("nothing was written")
    if "only error" in rest:   # no follow-on errors (e.g. every round file naming a player the list lost)
        assert err.count("\nerror: ") + err.startswith("error: ") == 1, err
    assert tree(out) == before


def test_the_program_itself_reports_bad_input_without_a_traceback(tmp_path: Path, published: Path) -> None:
    """Run as its own process, a bad build exits 1 with the located error and no traceback."""
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    lay_case(CORPUS / "tournament-duplicate-number", site)
    location, message, *_ = (CORPUS / "tournament-duplicate-number" / "expected.txt").read_text(
        encoding="utf-8").splitlines()
    result = run_build(site, tmp_path / "out")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert f"error: {message}\n  --> {location}\n" in result.stderr


def test_a_byte_order_mark_is_read_as_usual(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A UTF-8 byte-order mark (as Windows Notepad writes) is dropped: the site builds as without it."""
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    for path in (site / "site.yml", site / "content/open/tournament.yml", site / "content/open/rounds/01.yml",
                 site / "content/news/2026-05-09-round-2.md"):
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert build(capsys, site, tmp_path / "a")[0] == 0
    assert build(capsys, BASE, tmp_path / "b")[0] == 0
    assert tree(tmp_path / "a") == tree(tmp_path / "b")


def test_a_windows_1252_trf_builds_with_a_warning_naming_the_file(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """A TRF written by an older program in Windows-1252 is read (its accents kept), with a located warning."""
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    trf = (Path(__file__).parent / "data" / "trf" / "tec-swiss.trf").read_text(encoding="utf-8")
    (site / "content" / "cup").mkdir()
    (site / "content" / "cup" / "cup.trf").write_bytes(trf.replace("Alyx, Test", "Jörg, Test").encode("cp1252"))
    code, err = build(capsys, site, tmp_path / "out")
    assert code == 0, err
    assert "warning: the file is not UTF-8 text; read as Windows-1252, as older programs write it\n" \
           "  --> content/cup/cup.trf:13:16\n" in err
    assert "Jörg, Test" in (tmp_path / "out" / "tournament" / "cup" / "index.html").read_text(encoding="utf-8")
