"""The bad league input corpus (tests/bad_league/): every mistake is one located error with its message, all
problems of the league at once, and no other error where the case says `only error`."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.errors import ContentError
from generator.loading.league import load_league

CORPUS = Path(__file__).parent / "bad_league"
BASE = CORPUS / "_base"
CASES = sorted(p.name for p in CORPUS.iterdir() if p.is_dir() and not p.name.startswith("_"))


def test_the_base_league_reads_without_a_problem() -> None:
    league, warnings = load_league(BASE / "content" / "liga", "content/liga")
    assert len(league.matches) == 6 and warnings == []


def test_every_mistake_the_issue_names_has_a_case() -> None:
    """Issue 16 point 2: not on the roster, two boards, two matches, roster order, number of boards, a team
    twice, an impossible result."""
    assert {"not-on-roster", "player-on-two-boards", "player-in-two-matches", "boards-out-of-order",
            "wrong-number-of-boards", "team-plays-twice", "impossible-result-empty-board"} <= set(CASES)
    assert all((CORPUS / name / "expected.txt").is_file() for name in CASES)


@pytest.mark.parametrize("name", CASES)
def test_bad_league_input_is_reported(name: str, tmp_path: Path) -> None:
    location, message, *rest = (CORPUS / name / "expected.txt").read_text(encoding="utf-8").splitlines()
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    for path in sorted((CORPUS / name).rglob("*")):
        if path.is_file() and path.name != "expected.txt":
            target = site / path.relative_to(CORPUS / name)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(path.read_bytes())
    with pytest.raises(ContentError) as raised:
        load_league(site / "content" / "liga", "content/liga")
    errors = [p for p in raised.value.problems if p.is_error]
    blocks = [p.format() for p in errors]
    assert any(b.startswith(f"error: {message}") and f"\n  --> {location}\n" in b + "\n" for b in blocks), \
        "\n\n".join(blocks)
    if "only error" in rest:
        assert len(errors) == 1, "\n\n".join(blocks)


def test_a_round_beyond_the_season_points_at_league_yml(tmp_path: Path) -> None:
    """The round files are checked by the tournaments' own helper (`RoundFiles`), with the league's hint."""
    site = tmp_path / "site"
    shutil.copytree(BASE, site)
    (site / "content" / "liga" / "rounds" / "04.yml").write_text("round: 4\n", encoding="utf-8")
    with pytest.raises(ContentError) as raised:
        load_league(site / "content" / "liga", "content/liga")
    (problem,) = [p for p in raised.value.problems if p.is_error]
    assert problem.hint == "raise 'rounds:' in league.yml if the season got longer"
