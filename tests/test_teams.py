"""The teams package itself (generator/teams/__init__.py): its names are found in their modules when first
asked for, so that an individual tournament's command never loads the team machinery."""
from __future__ import annotations

import subprocess
import sys

import pytest

import generator.teams as teams
from generator.teams import model, registry, scoring, standings, tiebreaks


def test_importing_the_package_loads_none_of_its_modules() -> None:
    """A fresh interpreter: `import generator.teams` leaves generator.teams.standings and the others unloaded
    until a name such as League is used."""
    probe = ("import sys, generator.teams as t; before = sorted(m for m in sys.modules if m.startswith('generator."
             "teams.')); t.League; after = 'generator.teams.model' in sys.modules; print(before, after)")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[] True"


def test_asking_for_the_model_s_names_loads_the_model_alone() -> None:
    """`League` (the site's configuration names it) loads generator.teams.model, not the team tie-breaks, the
    registry or the league table (issue 17: start-up)."""
    probe = ("import sys, generator.teams as t; t.League; print(sorted(m for m in sys.modules "
             "if m.startswith('generator.teams.')))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['generator.teams.model']"


@pytest.mark.parametrize("name", sorted(teams.__all__))
def test_every_listed_name_is_the_object_of_its_module(name: str) -> None:
    owners = [m for m in (model, registry, scoring, standings, tiebreaks) if hasattr(m, name)]
    assert owners and getattr(teams, name) is getattr(owners[0], name)


def test_a_name_the_package_does_not_list_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="has no attribute 'Leage'"):
        teams.Leage  # noqa: B018  # the attribute access is the test
