"""generator/core/teams/direct.py: the direct encounter of tied teams: EDE (C.07 13.3) and its board tie-break variants
(13.3.2), and the Bavarian direct comparison with the Berlin score (DEBW).

Figures come from FIDE TEC's "Exercises in Tie-Breaking" (C.07-2023; exercise numbers cited), or were worked by
hand on the 4-team league of tests/data/league (comments give the working).
"""
from __future__ import annotations

from team_cases import D, L, W, koalas_narwhals, order_of, two_teams, values

from generator.core.teams.model import League
from generator.core.teams.standings import compute_league_table


def test_direct_encounter_uses_the_match_between_the_tied_teams(liga: League) -> None:
    """Lindenau and Grünau drew 2:2: EDE (C.07 13.3) leaves them tied on MP and on GP; GP and EDE then
    EMGSB still tie them, and the Berlin score (19 against 15) ranks Lindenau first."""
    table = compute_league_table(liga)
    assert [r.team for r in table.rows][:2] == ["lindenau", "gruenau"]
    assert [v.display for v in table.row("lindenau").tiebreaks] == ["6.5", "0", "16.5", "19.0"]
    assert table.row("lindenau").rank_label == "1" and table.row("gruenau").rank_label == "2"


def test_tec_extended_direct_encounter(tec: League) -> None:
    """TEC exercise 45: the five 10-MP teams all met and are level on MP among themselves; on GP #4 is first
    and #5 last, and the three left are ranked on GP again (#2, #1, #3). Exercises 43 and 44: #6 beat #8;
    #7, #9 and #13 stay tied (#9 and #13 never met)."""
    order = [tec.team(r.team).number for r in compute_league_table(tec, chain=["EDE"]).rows]
    assert order[:5] == [4, 2, 1, 3, 5]
    assert order.index(6) < order.index(8)
    table = compute_league_table(tec, chain=["EDE"])
    assert {table.row(s).rank_label for s in ("giraffes", "iguanas", "moose")} == {"8–10"}


def test_ede_with_the_board_count_of_the_direct_match(tec: League) -> None:
    """TEC exercise 46 (C.07 13.3.2): #11 and #14, alone on 4 MP, drew 2–2 in round 3 (1–0, ½, ½, 0–1 from #11):
    EDE leaves them tied on MP and GP; BC of that match #11 1 + 1 + 1½ + 0 = 3½, #14 0 + 1 + 1½ + 4 = 6½, lower is
    better: #11 first. Exercise 47 (top boards: #11 won board 1) and 48 (without board 4: 2 against 1) agree."""
    league = koalas_narwhals(tec, [W, D, D, L])
    pair = ("koalas", "narwhals")
    assert {s: v for s, v in values(league, "EDE").items() if s in pair} == {"koalas": 0, "narwhals": 0}
    for code in ("EDEBT", "EDEBB", "EDET", "EDEB"):
        assert order_of(league, code, pair) == ["koalas", "narwhals"], code
        assert values(league, code)["koalas"] == 1 and values(league, code)["narwhals"] == 0
    explained = compute_league_table(league, chain=["EDEBT"]).row("koalas").tiebreaks[0].summary
    assert "the board count between #11, #14: #11 3½, #14 6½ (lower is better)" in explained


def test_board_count_tied_the_next_board_tie_break_decides(tec: League) -> None:
    """#11 wins boards 1 and 4, #14 boards 2 and 3: 2–2, BC 1 + 4 = 5 against 2 + 3 = 5. EDEBT goes on to the top
    board (#11 won it), EDEBB to the bottom board elimination: without board 4, 1 against 2 — #14 first."""
    league = koalas_narwhals(tec, [W, L, L, W])
    pair = ("koalas", "narwhals")
    assert order_of(league, "EDEBT", pair) == ["koalas", "narwhals"]
    assert order_of(league, "EDEBB", pair) == ["narwhals", "koalas"]


def test_the_bavarian_direct_comparison_with_the_berlin_score(liga: League) -> None:
    """BSJ: MP, BP, direct comparison, the Berlin score of the direct comparison, the front-most winning board.
    Lindenau and Grünau (4 MP, 6½ GP each) drew 2–2 in round 2 (½, 1–0, 0–1, ½ from Lindenau): Berlin 2 + 3 + 0
    + ½ = 5½ against 2 + 0 + 2 + ½ = 4½, so Lindenau first, where EDE leaves them tied."""
    assert order_of(liga, "DEBW", ("lindenau", "gruenau")) == ["lindenau", "gruenau"]
    assert values(liga, "DEBW")["lindenau"] == 1 and values(liga, "DEBW")["gruenau"] == 0
    assert values(liga, "EDE")["lindenau"] == values(liga, "EDE")["gruenau"]


def test_the_front_most_winning_board_decides_a_level_berlin_score() -> None:
    """1–0, 0–1, 0–1, 1–0: 2–2 and Berlin 4 + 1 = 5 against 3 + 2 = 5; A won board 1."""
    league = two_teams([W, L, L, W])
    assert values(league, "BERLIN") == {"a": 5, "b": 5}
    assert values(league, "DEBW") == {"a": 1, "b": 0}
