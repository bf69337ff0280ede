"""generator/core/teams/standings.py: the league table after any round: match and game points, won/drawn/lost, and
the tables after every round, built from one ledger of the season in integer units (each round's totals from
the previous round's), which are the tables of the season cut at that round, computed from scratch with every
explanation (the values the hand-worked tests of test_teams_tiebreaks.py and test_teams_direct.py pin).

Figures come from FIDE TEC's "Exercises in Tie-Breaking" (C.07-2023; exercise numbers cited), or were worked by
hand on the 4-team league of tests/data/league (comments give the working).
"""
from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from team_cases import F, leagues, tec_swiss

from generator.core.model import RuleSet
from generator.core.teams.chain import parse_team_code, sort_key
from generator.core.teams.model import League
from generator.core.teams.standings import LeagueTable, compute_league_table, compute_league_tables


def test_match_and_game_points_of_the_league(liga: League) -> None:
    """Lindenau: 2½:1½ win, 2:2 draw, 2:2 draw → 4 MP, 6½ GP; Probstheida lost 1½:2½, 2:2 … → 1 MP."""
    table = compute_league_table(liga)
    assert [(r.team, r.mp, r.gp) for r in table.rows] == [
        ("lindenau", 4, F(13, 2)), ("gruenau", 4, F(13, 2)), ("eutritzsch", 3, 6), ("probstheida", 1, 5)]
    lindenau = table.row("lindenau")
    assert (lindenau.played, lindenau.won, lindenau.drawn, lindenau.lost) == (3, 1, 2, 0)


CHAIN = ("GP", "EMGSB", "EDE", "WIN", "BERLIN", "EMMSB/C1", "BH:MP/M1", "BH:GP/C1", "EGGSB/C2", "BC", "TBR",
         "BBE", "SSSC", "EDEBT", "DEBW")


def figures(table: LeagueTable) -> list[tuple[object, ...]]:
    """What a reader of the table sees: place, team, matches, points, and each tie-break as it ranks."""
    codes = [parse_team_code(c) for c in table.chain]
    return [(row.rank, row.rank_last, row.team, row.played, row.won, row.drawn, row.lost, row.mp, row.gp,
             tuple(v.value for v in row.tiebreaks), tuple(sort_key(c, v) for c, v in zip(codes, row.tiebreaks)))
            for row in table.rows]


def assert_tables_are_the_season_cut_at_each_round(league: League) -> None:
    league = replace(league, planned_rounds=max(league.planned_rounds, league.rounds_entered))
    tables = compute_league_tables(league, chain=CHAIN)
    assert len(tables) == league.rounds_entered
    for k, table in enumerate(tables, start=1):
        cut = replace(league, matches=tuple(m for m in league.matches if m.round <= k),
                      byes=tuple(b for b in league.byes if b.round <= k))
        alone = compute_league_table(cut, k, chain=CHAIN)
        assert table.after_round == k
        assert figures(table) == figures(alone), f"after round {k}"


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(leagues(), st.booleans(), st.sampled_from([RuleSet.FIDE_2024, RuleSet.FIDE_2026]))
def test_each_rounds_table_is_the_season_cut_there(league: League, swiss: bool, rules: RuleSet) -> None:
    """Random round robins, also read as a team Swiss (forfeits against a dummy, C.07 16.4, capped from 2026)."""
    assert_tables_are_the_season_cut_at_each_round(replace(league, swiss=swiss, rules=rules))


def test_the_tec_team_swiss_after_each_round() -> None:
    """The TEC team Swiss (byes, a forfeited match, a requested bye in the last round), under both rule sets."""
    league = tec_swiss()
    assert_tables_are_the_season_cut_at_each_round(league)
    assert_tables_are_the_season_cut_at_each_round(replace(league, rules=RuleSet.FIDE_2026))
