"""generator/core/scenarios/analysis.py: who is computed (contenders, budget), the round from an engine's pairing, and the
prize places from tournament.yml."""
from __future__ import annotations

import shutil
from pathlib import Path

from scenario_cases import RACE, hand_tournament

from generator.core.model import GameResult, Start
from generator.core.scenarios.analysis import round_from_boards, scenarios
from generator.loading.load import load_tournament

EXAMPLE = Path(__file__).resolve().parent.parent / "content" / "herbst-2026"


def test_without_everyone_only_contenders_keep_figures():
    tournament = hand_tournament(RACE)
    found = scenarios(tournament, tournament.round(3), places=1, everyone=False)
    assert found.covered == (Start(1), Start(2))
    assert found.player(Start(5)).outcome("win").best is None


def test_an_exhausted_budget_is_reported_not_guessed():
    tournament = hand_tournament(RACE)
    found = scenarios(tournament, tournament.round(3), budget=1)
    assert not found.complete
    assert any(o.best is None or o.worst is None for p in found.players for o in p.outcomes)


def test_round_from_boards_leaves_every_result_pending():
    paired = round_from_boards(3, [(Start(1), Start(2))], Start(3))
    assert paired.games[0].result is GameResult.PENDING and paired.byes[0].player == 3


def test_the_prize_places_come_from_tournament_yml(tmp_path):
    copy = tmp_path / "herbst"
    shutil.copytree(EXAMPLE, copy)
    text = (copy / "tournament.yml").read_text(encoding="utf-8")
    (copy / "tournament.yml").write_text(text + "scenarios: {places: 1}\n", encoding="utf-8")
    tournament, _ = load_tournament(copy)
    assert tournament.scenario_places == 1
    found = scenarios(tournament, tournament.round(7), everyone=False)
    assert found.places == 1
    assert [p.name for p in found.contenders()] == ["Mehmet Yılmaz", "Tobias Meißner"]
