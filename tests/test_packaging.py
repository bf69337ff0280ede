"""The package as pip installs it from the package index: a wheel, not this checkout. It must carry the theme and
the word catalogues, and build a site from anywhere."""
from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from sitedata import REPO, copy_example

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(folder),
                    str(REPO)], check=True, capture_output=True, cwd=folder)
    return next(folder.glob("chess_bulletin-*.whl"))


def test_the_wheel_carries_the_theme_and_the_word_catalogues(wheel: Path) -> None:
    """Every file of themes/ and generator/i18n/ is in the wheel, the theme under generator/themes/."""
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {f"generator/themes/{p.relative_to(REPO / 'themes').as_posix()}"
                for p in (REPO / "themes").rglob("*") if p.is_file()}
    expected |= {f"generator/i18n/{p.name}" for p in (REPO / "generator" / "i18n").glob("*.yml")}
    assert expected - names == set()


def test_the_wheel_marks_the_package_as_typed(wheel: Path) -> None:
    """PEP 561: generator/py.typed in the wheel, so a type checker of a project that imports the package reads
    its annotations (pyproject.toml checks them with mypy --strict)."""
    assert "generator/py.typed" in zipfile.ZipFile(wheel).namelist()


def _lend_dependencies(python: Path) -> None:
    """Let the fresh environment import the runtime dependencies from this one, and nothing else of it.

    `venv --system-site-packages` would lend the base interpreter's packages, which are not this environment's
    when the tests run inside a virtual environment (as the README runs them); and this environment's own
    site-packages holds the editable install of the checkout, which must not shadow the wheel."""
    import jinja2
    import markdown
    import watchdog
    import yaml
    folders = sorted({str(Path(module.__file__).resolve().parents[1]) for module in (jinja2, markdown, watchdog, yaml)})
    inner = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                           check=True, capture_output=True, text=True).stdout.strip()
    (Path(inner) / "lent-dependencies.pth").write_text("\n".join(folders) + "\n", encoding="utf-8")


def test_an_installed_wheel_builds_the_example_site(wheel: Path, tmp_path: Path) -> None:
    """Installed into a fresh environment (its dependencies taken from this one), `bulletin build` run outside
    the checkout uses the package's own theme and builds every page."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    _lend_dependencies(python)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--no-deps", str(wheel)], check=True,
                   capture_output=True)
    site = copy_example(tmp_path / "site")
    where = subprocess.run([str(python), "-c", "import generator.site.render as r; print(r.BUNDLED_THEMES)"],
                           check=True, capture_output=True, text=True, cwd=tmp_path).stdout.strip()
    assert Path(where).is_relative_to(venv)
    result = subprocess.run([str(venv / "bin" / "bulletin"), "build", "--site", str(site),
                             "--out", str(tmp_path / "out")], capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "out" / "tournament" / "herbst-2026" / "crosstable" / "index.html").is_file()
    assert b"<link rel=\"stylesheet\"" in (tmp_path / "out" / "index.html").read_bytes()
    assert (tmp_path / "out" / "assets" / "style.css").is_file()
