"""The league cases of the bad-input corpus (tests/bad_input/league-*, run through `bulletin build` by
tests/test_bad_input.py): the base league reads clean, every kind of mistake has a case, and what the
league loader says about a round beyond the season."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.core.errors import ContentError
from generator.loading.league import load_league

CORPUS = Path(__file__).parent / "bad_input"
BASE = CORPUS / "_base"
CASES = sorted(p.name.removeprefix("league-") for p in CORPUS.iterdir() if p.name.startswith("league-"))


def test_the_base_league_reads_without_a_problem() -> None:
    league, warnings = load_league(BASE / "content" / "liga", "content/liga")
    assert len(league.matches) == 6 and warnings == []


def test_every_mistake_the_issue_names_has_a_case() -> None:
    """Not on the roster, two boards, two matches, roster order, number of boards, a team
    twice, an impossible result."""
    assert {"not-on-roster", "player-on-two-boards", "player-in-two-matches", "boards-out-of-order",
            "wrong-number-of-boards", "team-plays-twice", "impossible-result-empty-board"} <= set(CASES)
    assert all((CORPUS / f"league-{name}" / "expected.txt").is_file() for name in CASES)


def test_a_round_beyond_the_season_points_at_league_yml(tmp_path: Path) -> None:
    """The round files are checked by the tournaments' own helper (`RoundFiles`), with the league's hint."""
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    (site / "content" / "liga" / "rounds" / "04.yml").write_text("round: 4\n", encoding="utf-8")
    with pytest.raises(ContentError) as raised:
        load_league(site / "content" / "liga", "content/liga")
    (problem,) = [p for p in raised.value.problems if p.is_error]
    assert problem.hint == "raise 'rounds:' in league.yml if the season got longer"
