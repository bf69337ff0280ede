"""generator/loading/league.py: a league folder's league.yml and teams/*.yml into the model (the round files:
test_loading_league_rounds.py; each mistake's message: tests/bad_league/)."""
from __future__ import annotations

import datetime as dt
import shutil
from fractions import Fraction
from pathlib import Path

from generator.core.model import RuleSet
from generator.loading.league import load_league

LEAGUE = Path(__file__).parent / "data" / "league"


def test_players_are_numbered_across_the_league_in_team_order() -> None:
    """Each team's roster then its substitutes, teams in the order of `teams:`: Lindenau 1–5, Grünau 6–10, …"""
    league, warnings = load_league(LEAGUE)
    assert warnings == []
    assert [(t.slug, t.number, t.roster[0], t.substitutes) for t in league.teams][:2] == [
        ("lindenau", 1, 1, (5,)), ("gruenau", 2, 6, (10,))]
    assert [p.start for p in league.players] == list(range(1, len(league.players) + 1))


def test_the_keys_of_a_team_swiss(tmp_path: Path) -> None:
    """system, rules, pab, start and end (what an import of a FIDE team Swiss writes), and info texts given as a
    list (TRF's deputy arbiters, one record each)."""
    folder = tmp_path / "liga"
    shutil.copytree(LEAGUE, folder)
    spec = folder / "league.yml"
    spec.write_text(spec.read_text("utf-8").replace("schedule:", "system: swiss\nrules: fide-2024\n"
                                                    "pab: {mp: 1, gp: 2}\nstart: 2026-09-19\nend: 2026-11-09\n"
                                                    "info: {arbiter: A, deputy_arbiter: [B, C]}\nschedule:"),
                    "utf-8")
    league = load_league(folder)[0]
    assert (league.swiss, league.rules, league.pab_points) == (True, RuleSet.FIDE_2024, (1, Fraction(2)))
    assert (league.start_date, league.end_date) == (dt.date(2026, 9, 19), dt.date(2026, 11, 9))
    assert league.extra == (("arbiter", "A"), ("deputy_arbiter", "B"), ("deputy_arbiter", "C"))


def test_a_roster_entry_may_give_its_own_number(tmp_path: Path) -> None:
    """`no:` keeps a starting number (an import from TRF does): the players are listed by number, and a number
    given on two teams' lists is one player."""
    folder = tmp_path / "liga"
    shutil.copytree(LEAGUE, folder)
    (folder / "teams" / "probstheida.yml").write_text(
        "name: TSV Probstheida\nroster: [{no: 40, name: Mehmet Yılmaz, rating: 2120}, [Hanna Schäfer, 2040], "
        "[Erik Richter, 1980], [Lea Becker, 1920]]\nsubstitutes: [[Tim Wolf, 1760]]\n", "utf-8")
    league = load_league(folder)[0]
    assert league.team("probstheida").roster[:2] == (40, 41) and league.player(40).name == "Mehmet Yılmaz"
    assert [p.start for p in league.players] == sorted(p.start for p in league.players)
