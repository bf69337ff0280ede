"""Fixtures several test modules share: the team leagues (tests/team_cases.py), built once per module; and a cache
folder of the test run's own for the compiled templates (generator/site/render.py), so that tests, and the commands they
start, never write into the user's ~/.cache."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Iterator

import pytest
from sitedata import SUB_PATH, copy_example
from team_cases import LEAGUE, tec_swiss

from generator.core.teams.model import League
from generator.loading.league import load_league


@pytest.fixture(scope="session", autouse=True)
def compiled_templates_of_the_run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    before = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("cache"))
    yield
    if before is None:
        del os.environ["XDG_CACHE_HOME"]
    else:
        os.environ["XDG_CACHE_HOME"] = before


@pytest.fixture(scope="module")
def liga() -> League:
    return load_league(LEAGUE, "content/liga")[0]


@pytest.fixture(scope="module")
def tec() -> League:
    return tec_swiss()


@pytest.fixture(scope="session")
def built_example(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The example site built once for the run, at the root of its host: (its folder, the output). Only read it."""
    from generator.site.build import build_site

    root = tmp_path_factory.mktemp("example")
    site = copy_example(root / "site")
    build_site(site, root / "out")
    return site, root / "out"


@pytest.fixture(scope="session")
def built_example_under_sub_path(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The example site built once for the run with `--base-url https://club.github.io/club-site/`. Only read it."""
    from generator.site.build import build_site

    root = tmp_path_factory.mktemp("example-sub-path")
    site = copy_example(root / "site")
    build_site(site, root / "out", base_url=SUB_PATH)
    return site, root / "out"
