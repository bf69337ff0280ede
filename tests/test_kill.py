"""A build killed with SIGKILL while it writes leaves the previous site complete: every file the previous build
listed is still there, each one either its old or its new bytes, never half of one; the next build finishes."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sitedata import copy_example, tree

from generator.site.output import MANIFEST, STAGING

REPO = Path(__file__).resolve().parent.parent
COPIES = 12

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")]


def league(root: Path, title: str) -> Path:
    """The example tournament twelve times over: several hundred pages, so that writing takes a while."""
    site = copy_example(root)
    original = site / "content" / "herbst-2026"
    for index in range(COPIES):
        shutil.copytree(original, site / "content" / f"herbst-{index:02d}")
    shutil.rmtree(original)
    shutil.rmtree(site / "content" / "news")
    set_title(site, title)
    return site


def set_title(site: Path, title: str) -> None:
    """The site title is on every page: changing it makes the next build rewrite every page."""
    text = (site / "site.yml").read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.startswith("title:"))
    (site / "site.yml").write_text(text.replace(line, f"title: {title}"), encoding="utf-8")


def build_command(site: Path, out: Path) -> list[str]:
    return [sys.executable, "-m", "generator", "build", "--site", str(site), "--out", str(out)]


def run_build(site: Path, out: Path) -> None:
    result = subprocess.run(build_command(site, out), capture_output=True, text=True, timeout=300, env=ENV)
    assert result.returncode == 0, result.stderr


ENV = {**os.environ, "PYTHONPATH": str(REPO)}


def kill_while_writing(site: Path, out: Path, delay: float | None = None, renamed: float | None = None) -> bool:
    """Start a build and SIGKILL it `delay` seconds after it starts writing (its staging folder appears), or
    once the share `renamed` of the files it staged has been moved into place; True when it was killed before
    it finished. (The build stages every changed file first and renames them all in one short burst.)"""
    process = subprocess.Popen(build_command(site, out), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               env=ENV)
    staging = out / STAGING
    deadline = time.monotonic() + 120
    while not staging.exists() and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.0005)
    if renamed is None:
        time.sleep(delay or 0)
    else:
        wait_for_renames(staging, renamed, process)
    killed = process.poll() is None
    if killed:
        process.send_signal(signal.SIGKILL)
    process.wait(timeout=60)
    return killed


def wait_for_renames(staging: Path, share: float, process: subprocess.Popen) -> None:
    """Until the staging folder, having grown to its fullest, has lost `share` of its files to the renames."""
    fullest = 0
    while process.poll() is None:
        try:
            count = len(os.listdir(staging))
        except FileNotFoundError:
            return
        fullest = max(fullest, count)
        if fullest and count <= fullest * (1 - share) and count < fullest:
            return


def test_a_killed_build_leaves_every_file_whole_old_or_new(tmp_path: Path) -> None:
    """Kill the rebuild of a changed site at several moments of its writing: each time, every file of the
    previous site is present with its old or its new bytes (some new and some old when the kill fell in the
    middle), and no stray file appears; a build afterwards gives exactly the new site."""
    site = league(tmp_path / "site", "Old title")
    old_out, new_out = tmp_path / "old", tmp_path / "new"
    run_build(site, old_out)
    old = tree(old_out)
    set_title(site, "New title")
    run_build(site, new_out)
    new = tree(new_out)
    listed = [line for line in old[MANIFEST].decode("utf-8").splitlines() if line]
    assert len(listed) > 300 and all(old[p] != new[p] for p in listed if p.endswith(".html"))
    moments = [{"renamed": 0.3}, {"renamed": 0.6}, {"delay": 0.0}, {"delay": 0.05}, {"delay": 0.2},
               {"renamed": 0.1}, {"renamed": 0.5}, {"renamed": 0.8}]
    middle = 0
    for attempt, moment in enumerate(moments):
        out = tmp_path / f"out-{attempt}"
        shutil.copytree(old_out, out)
        if not kill_while_writing(site, out, **moment):
            continue
        now = tree(out)
        for path in listed:
            assert path in now, f"{path} went missing"
            assert now[path] in (old[path], new[path]), f"{path} is neither the old nor the new file"
        assert {p for p in now if not p.startswith(STAGING + "/")} <= set(old) | set(new) | {MANIFEST + ".tmp"}
        fresh = sum(now[p] == new[p] != old[p] for p in listed)
        middle += 0 < fresh < sum(new[p] != old[p] for p in listed)   # this kill fell in the middle of the writing
    assert middle, "no kill fell in the middle of the writing"
    run_build(site, out)
    assert tree(out) == new
