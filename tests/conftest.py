"""Fixtures several test modules share: the team leagues (tests/team_cases.py), built once per module."""
from __future__ import annotations

import pytest
from team_cases import LEAGUE, tec_swiss

from generator.loading.league import load_league
from generator.teams import League


@pytest.fixture(scope="module")
def liga() -> League:
    return load_league(LEAGUE, "content/liga")[0]


@pytest.fixture(scope="module")
def tec() -> League:
    return tec_swiss()
