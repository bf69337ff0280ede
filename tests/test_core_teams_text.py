"""generator/core/teams/text.py: a team tie-break's explanation as terminal lines."""
from __future__ import annotations

from team_cases import F

from generator.core.teams.model import League
from generator.core.teams.standings import compute_league_table
from generator.core.teams.text import render, title


def test_every_term_of_an_explanation_adds_up(liga: League) -> None:
    """An explained value is the sum of its terms, and the terminal rendering names each round."""
    table = compute_league_table(liga, chain=["EMGSB", "BERLIN", "BH:MP/C1"])
    for row in table.rows:
        for value in row.tiebreaks:
            assert sum((t.used for t in value.terms), F(0)) == value.value
    lines = render(table.row("lindenau").tiebreaks[0])
    assert any("Round 1: TSV Probstheida (no. 4)" in line for line in lines)


def test_the_berlin_score_explained_board_by_board(liga: League) -> None:
    """Lindenau's Berlin score on 4 boards weighing 4 3 2 1: round 1, boards 1 ½ 1 0, 4 + 1½ + 2 + 0 = 7½;
    round 2, ½ 1 0 ½, 2 + 3 + 0 + ½ = 5½; round 3, 1 ½ 0 ½, 4 + 1½ + 0 + ½ = 6; in all 19."""
    lines = render(compute_league_table(liga, chain=["BERLIN"]).row("lindenau").tiebreaks[0])
    assert lines[0] == "Berlin score (BERLIN): 19.0"
    assert "  Round 1: TSV Probstheida (no. 4)  →  7½" in lines
    assert "      boards: 4×1 + 3×½ + 2×1 + 1×0 = 7½" in lines
    assert lines[-1] == "  7½ + 5½ + 6 = 19"


def test_a_cut_round_is_marked_and_says_why(liga: League) -> None:
    """BH:MP/C1 of Lindenau: the opponents' MP 1, 4, 3; Probstheida's 1 is cut, 4 + 3 = 7."""
    value = compute_league_table(liga, chain=["BH:MP/C1"]).row("lindenau").tiebreaks[0]
    lines = render(value)
    assert title(value) == "Buchholz Cut-1 (BH:MP/C1)"
    assert lines[:2] == ["Buchholz Cut-1 (BH:MP/C1): 7.0", "  the sum of the opponents' match points."]
    cut = [line for line in lines if line.startswith("  [cut] ")]
    assert cut == ["  [cut] Round 1: TSV Probstheida (no. 4)  →  1"]
    assert lines[-1] == "  4 + 3 = 7"


def test_standard_points_and_the_pairing_number_explained(liga: League) -> None:
    """tests/data/league scored 3 / 1 / 0 for a match and on the boards: Grünau's STD:MP says, round by round, the
    match points against a drawn match's (round 3 won, 3 against 1, so 1); its STD:GP each board against a drawn
    game's point (round 3: 1 + ½ + 0 + 1 = 2½); TPN/R names the team's number and the reverse order."""
    from dataclasses import replace

    from generator.core.model import PointSystem
    from generator.core.teams.model import MatchPoints

    scored = replace(liga, points=PointSystem(win=F(3), draw=F(1), forfeit_win=F(3)),
                     match_points=MatchPoints(F(3), F(1), F(0)))
    std_mp, std_gp, tpn = compute_league_table(scored, chain=["STD:MP", "STD:GP", "TPN/R"]).row("gruenau").tiebreaks
    assert "      won match: 3 against 1 for a drawn match, so 1" in render(std_mp)
    assert render(std_mp)[-1] == "  ½ + ½ + 1 = 2"
    assert "      boards 1 + ½ + 0 + 1 (each against 1 for a draw) = 2½" in render(std_gp)
    assert title(tpn) == "Team pairing number (reversed) (TPN/R)"
    assert render(tpn)[1:] == ["  the team's pairing number, the lower ranking higher, in the reverse order.",
                               "  pairing number 2"]
