"""generator/core/teams/ledger.py: a league's rounds scored once in whole units with running totals, and whom each
round counts against in the opponent-based tie-breaks.

Figures were worked by hand on the 4-team league of tests/data/league (Lindenau: 2½:1½ won, 2:2, 2:2; boards
1 ½ 1 0, ½ 1 0 ½, 1 ½ 0 ½) and on the TEC team Swiss (tests/team_cases.py: FIDE TEC, "Exercises in
Tie-Breaking", C.07-2023)."""
from __future__ import annotations

from dataclasses import replace

from team_cases import F

from generator.core.teams.ledger import Against, Ledger
from generator.core.teams.model import League, Match, MatchForfeit, Score


def test_game_points_are_counted_in_half_points_and_match_points_in_whole_ones(liga: League) -> None:
    """½ occurs on the boards, so game points are kept in halves: 2½ is 5 units; MP 2/1/0 in whole points."""
    ledger = Ledger(liga, 3)
    assert (ledger.unit[Score.MP], ledger.unit[Score.GP]) == (1, 2)
    assert ledger.units(F(5, 2), Score.GP) == 5 and ledger.fraction(5, Score.GP) == F(5, 2)
    assert ledger.text(F(13, 2)) == "6½"
    assert ledger.exact(13, 2) == F(13, 2)


def test_running_totals_after_each_round(liga: League) -> None:
    """Lindenau after rounds 0–3: MP 0, 2, 3, 4; GP 0, 2½, 4½, 6½; played/won/drawn/lost 1/1/0/0, 2/1/1/0,
    3/1/2/0; board by board 1 ½ 1 0 + ½ 1 0 ½ + 1 ½ 0 ½ = 2½ 2 1 1 (C.07 12.2's board 1 total, 2½)."""
    ledger = Ledger(liga, 3)
    assert ledger.running["lindenau"][Score.MP] == [0, 2, 3, 4]
    assert [ledger.fraction(u, Score.GP) for u in ledger.running["lindenau"][Score.GP]] == [0, F(5, 2), F(9, 2),
                                                                                            F(13, 2)]
    assert ledger.counts["lindenau"][1:] == [(1, 1, 0, 0), (2, 1, 1, 0), (3, 1, 2, 0)]
    assert [ledger.fraction(u, Score.GP) for u in ledger.board_running["lindenau"][3]] == [F(5, 2), 2, 1, 1]


def test_a_ledger_cut_at_a_round_knows_nothing_after_it(liga: League) -> None:
    ledger = Ledger(liga, 2)
    assert ledger.running["lindenau"][Score.GP] == [0, 5, 9]
    assert [s.round.round for s in ledger.slots["lindenau"]] == [1, 2]


def test_byes_and_forfeits_of_a_team_swiss_meet_a_dummy_and_a_requested_round_is_voluntary(tec: League) -> None:
    """C.07 16.4: #1's forfeit win (round 6, 2 MP and 4 GP), #12's PAB (round 5, 1 MP and 2 GP) and #7's ZPB
    (round 7) count against a dummy; 16.1: the ZPB, #14's HPB and #6's forfeit loss are voluntarily unplayed,
    the PAB and the forfeit win are not."""
    ledger = Ledger(tec, 7)

    def slot(team: str, number: int) -> tuple[Against, tuple[int, int], bool]:
        found = next(s for s in ledger.slots[team] if s.round.round == number)
        return found.against, found.own, found.voluntary
    assert slot("antelopes", 6) == (Against.DUMMY, (2, 8), False)
    assert slot("lynxes", 5) == (Against.DUMMY, (1, 4), False)
    assert slot("giraffes", 7) == (Against.DUMMY, (0, 0), True)
    assert slot("narwhals", 5)[2] and slot("falcons", 6)[2]
    assert slot("antelopes", 1) == (Against.REAL, (2, 5), False)


def test_a_forfeited_match_of_a_round_robin_counts_against_the_real_opponent(liga: League) -> None:
    """C.07 15.2: in a round robin an unplayed match still counts its opponent; read as a team Swiss, a dummy."""
    first = next(m for m in liga.matches if m.round == 1 and m.home == "lindenau")
    forfeited = replace(liga, matches=tuple(Match(1, m.home, m.away, forfeit=MatchForfeit.HOME_WINS) if m is first
                                            else m for m in liga.matches))
    assert Ledger(forfeited, 3).slots["lindenau"][0].against is Against.REAL
    assert Ledger(replace(forfeited, swiss=True), 3).slots["lindenau"][0].against is Against.DUMMY
