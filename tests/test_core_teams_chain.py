"""generator/core/teams/chain.py: the team tie-break codes, read as TRF and tiebreakserver write them."""
from __future__ import annotations

from fractions import Fraction

import pytest

from generator.core.model import RuleSet
from generator.core.teams.chain import (
    NotATeamTieBreak,
    all_team_codes,
    parse_team_chain,
    parse_team_code,
    sort_key,
)
from generator.core.teams.model import Score
from generator.core.tiebreaks.codes import UnknownTieBreak
from generator.core.tiebreaks.values import Term, Value

F = Fraction


def test_codes_are_read_as_trf_and_tiebreakserver_write_them() -> None:
    assert parse_team_code("bh:gp/c1").text == "BH:GP/C1"
    assert parse_team_code("Berliner").text == "BERLIN"
    with pytest.raises(UnknownTieBreak, match="did you mean 'EMGSB'"):
        parse_team_code("EMGBS")
    with pytest.raises(UnknownTieBreak, match="takes no /M1"):
        parse_team_code("EMMSB/M1")


def test_the_aliases_and_spellings_a_league_uses_read_as_one_code() -> None:
    """'Berliner' and 'BW' are the Berlin score, 'MPGP' the secondary score, 'DE-Berlin' the Bavarian direct
    comparison; a dash for the slash and spaces are forgiven; the score is kept only where it chooses one."""
    assert [parse_team_code(t).text for t in ("BW", "mpgp", "DEBerlin", "bh:mp - c2", "emgsb/c1")] == [
        "BERLIN", "MPVGP", "DEBW", "BH:MP/C2", "EMGSB/C1"]
    code = parse_team_code("BH:GP/M1")
    assert (code.base, code.score, code.low, code.high) == ("BH", Score.GP, 1, 1)
    assert [c.text for c in parse_team_chain(["GP", "EDE", "berlin"])] == ["GP", "EDE", "BERLIN"]
    with pytest.raises(UnknownTieBreak, match="takes no :GP"):
        parse_team_code("BC:GP")


def test_every_listed_code_reads_back_as_itself() -> None:
    """The codes the 'did you mean' hint and the docs list: Buchholz on either score with its cuts and medians,
    the extended Sonneborn-Berger with cuts, the rest bare."""
    codes = all_team_codes()
    assert {"BH:MP", "BH:GP/C1", "BH:MP/M2", "EGGSB/C2", "EDE", "BERLIN", "SSSC"} <= set(codes)
    assert not {"BH", "BC/C1", "EDE/C1", "BERLIN:GP"} & set(codes)
    assert all(parse_team_code(c).text == c for c in codes)


def value(code: str, figure: Fraction | None, *terms: Fraction) -> Value:
    return Value(code, figure, tuple(Term(i, None, t) for i, t in enumerate(terms, start=1)), RuleSet.FIDE_2024)


def test_higher_ranks_first_except_the_board_count_and_the_board_vectors_go_figure_by_figure() -> None:
    """C.07 12.1: a lower board count is better (13½ before 17½); 12.2: top board results compare board 1
    first (2½, 4 before 2, 6); an undefined value ranks last."""
    bh, bc, tbr = parse_team_code("BH:MP"), parse_team_code("BC"), parse_team_code("TBR")
    assert sort_key(bh, value("BH:MP", F(9))) > sort_key(bh, value("BH:MP", F(8))) > sort_key(bh, value("BH:MP", None))
    assert sort_key(bc, value("BC", F(27, 2))) > sort_key(bc, value("BC", F(35, 2)))
    assert sort_key(tbr, value("TBR", F(4), F(5, 2), F(4))) > sort_key(tbr, value("TBR", F(6), F(2), F(6)))


def test_standard_points_and_the_pairing_number_read_as_the_tec_checker_writes_them() -> None:
    """STD on either score (the primary one unless named, C.07 13) and TPN, each reversed by /R (TEC's modifier
    for the reverse order, as for individuals); /R nowhere else."""
    assert [parse_team_code(t).text for t in ("std", "std:gp", "Std:MP/r", "tpn", "TPN-R")] == [
        "STD", "STD:GP", "STD:MP/R", "TPN", "TPN/R"]
    assert {"STD:MP", "STD:GP/R", "TPN", "TPN/R"} <= set(all_team_codes())
    assert parse_team_code("STD:GP/R").title == "Standard points (reversed)"
    assert parse_team_code("STD").description(Score.GP).startswith("the game points a 1 / ½ / 0 scoring")
    assert "each round above a drawn match" in parse_team_code("STD:MP").description(Score.GP)
    with pytest.raises(UnknownTieBreak, match="BH takes no /R"):
        parse_team_code("BH:MP/R")
    with pytest.raises(UnknownTieBreak, match="TPN takes no :MP"):
        parse_team_code("TPN:MP")


def test_the_rating_tie_breaks_are_for_individuals() -> None:
    """C.07 art. 10 (as amended in 2026, "for Individuals"): RTNG and the other rating tie-breaks are refused for a
    league with the reason, not as unknown codes."""
    for code in ("RTNG", "rtng/r", "ARO", "TPR"):
        with pytest.raises(NotATeamTieBreak, match="rating tie-break, for individuals"):
            parse_team_code(code)


def test_the_reverse_order_turns_the_ranking_round() -> None:
    """TPN ranks 1 before 2, TPN/R 2 before 1; STD 3 before 2, STD/R 2 before 3."""
    tpn, tpn_r = parse_team_code("TPN"), parse_team_code("TPN/R")
    std, std_r = parse_team_code("STD"), parse_team_code("STD/R")
    assert sort_key(tpn, value("TPN", F(1))) > sort_key(tpn, value("TPN", F(2)))
    assert sort_key(tpn_r, value("TPN/R", F(2))) > sort_key(tpn_r, value("TPN/R", F(1)))
    assert sort_key(std, value("STD", F(3))) > sort_key(std, value("STD", F(2)))
    assert sort_key(std_r, value("STD/R", F(2))) > sort_key(std_r, value("STD/R", F(3)))
