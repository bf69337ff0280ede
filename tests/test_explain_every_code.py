"""Every tie-break code of both registries, individual and team, explained under every rule set without an error:
the sentences of `bulletin explain`, of a player page and of a team page, over tournaments and leagues that hold
every kind of round (games, forfeits, byes of each kind, a withdrawal, a requested bye at the end).

The codes come from the registries themselves (`all_codes`, `all_team_codes`), so a code added to either is
explained here without this file changing."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from tiebreak_cases import load, tournament

from generator.core.model import RuleSet, Start, Tournament
from generator.core.standings import explain
from generator.core.teams.chain import all_team_codes
from generator.core.teams.model import League
from generator.core.teams.standings import compute_league_table
from generator.core.tiebreaks import text
from generator.core.tiebreaks.codes import all_codes
from generator.site.pages.league import explain_team_value
from generator.trf.teams import read_league_trf

TEAM_FILES = Path(__file__).parent / "data" / "trf-teams"


def _individual() -> list[Tournament]:
    """The TEC Swiss (every kind of unplayed round, a withdrawal), the TEC round robin, and a small Swiss with a
    double forfeit, a full-point bye and a round still being played."""
    small = tournament(5, ["1-2 1-0, 3-4 --, 5 FPB", "1-3 =, 2-5 +-, 4 HPB", "1-5 ?, 2-3 0-1, 4 ZPB"], planned=4)
    return [load("tec-swiss.trf"), load("tec-round-robin.trf"), small]


def _leagues() -> list[League]:
    return [read_league_trf((TEAM_FILES / name).read_text(encoding="utf-8"), name).league
            for name in sorted(p.name for p in TEAM_FILES.glob("*.trf"))]


@pytest.mark.parametrize("rules", list(RuleSet))
def test_every_individual_code_is_explained_for_every_player(rules: RuleSet) -> None:
    codes = all_codes()
    for t in _individual():
        for player in t.players:
            values = explain(t, Start(player.start), t.rounds_entered, rules=rules, chain=codes)
            assert [v.code for v in values] == list(codes)
            subject = text.Subject(player.name, t.rounds_entered, t.planned_rounds)
            lines = text.render_all(values, subject)
            assert all(str(line) is not None for line in lines)
            for value in values:
                assert text.title(value) and text.computation(value) is not None


@pytest.mark.parametrize("rules", [r if r is RuleSet.FIDE_2026 else pytest.param(r, marks=pytest.mark.slow)
                                   for r in RuleSet])
def test_every_team_code_is_explained_for_every_team(rules: RuleSet) -> None:
    for league in _leagues():
        ruled = replace(league, rules=rules)
        for code in all_team_codes():
            table = compute_league_table(ruled, chain=[code])
            for row in table.rows:
                for value in row.tiebreaks:
                    explained = explain_team_value(value, ruled.primary)
                    assert explained.code == value.code
                    assert all(isinstance(term.working, str) for term in explained.terms)
                    assert text.round_notes([value]) is not None
