"""generator/core/ratings/dwz_event.py: a tournament's DWZ evaluation as a whole (Wertungsordnung 2.2.2, 3.4,
3.5, 3.6), pinned with the project's worked club round robin (worked by hand, term by term; the same new DWZ for
A–E and the same first DWZ for F come out of har64/DWZ-Calc at commit 0756384), the weak first result of the
same summary, and small events built for each rule: the stages of the first DWZ, the players left without one,
the exceptional performance, a FIDE rating taken as the starting DWZ."""
from __future__ import annotations

import datetime as dt
from fractions import Fraction

from dwzdata import CLUB, CLUB_GAMES, B, D, W, change, event, run

from generator.core.model import Player, Round, Start, Tournament
from generator.core.ratings.dwz import OPPONENT_FIRST, OPPONENT_PERFORMANCE
from generator.core.ratings.dwz_event import FirstDwz, NoDwz, NoDwzReason, evaluation_year


def test_the_club_round_robin_worked_by_hand() -> None:
    """Six players, D's win over E by forfeit. F, new, has 2½ of 5 against the established: first stage, first
    DWZ 1596 (not the 1580 of the mean plus the table's 0). Then, with F at 1596:
    A 1850 (41): W 3.5, We 4.140, E 27 → 1834-33; B 1720 (17): 4 of 3.347, fB .86, E 12 → 1751-16;
    C 1640 (58): 2.5 of 2.805, E 22 → 1631-41; D 1510 (24, index 2): 1.5 of 4 (the forfeit left out), 1.047,
    E 15 bounded by 10 → 1536-3; E 1180 (67): 0 of 4, .160, SBr 1.2255, E 18 → 1174-10. Performances (5 games
    or more): A 1716, B 1859, C 1584; nobody more than 300 above his DWZ."""
    evaluation = run(event(CLUB, CLUB_GAMES))
    rows = [(c.games, c.points, round(c.expected, 3), c.coefficient.value if c.coefficient else None, c.new,
             c.new_index, c.performance) for _, c in evaluation.changes()]
    assert rows == [(5, Fraction(7, 2), Fraction("4.140"), 27, 1834, 33, 1716),
                    (5, Fraction(4), Fraction("3.347"), 12, 1751, 16, 1859),
                    (5, Fraction(5, 2), Fraction("2.805"), 22, 1631, 41, 1584),
                    (4, Fraction(3, 2), Fraction("1.047"), 10, 1536, 3, None),
                    (4, Fraction(0), Fraction("0.160"), 18, 1174, 10, None)]
    first = evaluation.results[Start(6)]
    assert isinstance(first, FirstDwz)
    assert (first.stage, first.games, first.points, first.iterated, first.new) == (1, 5, Fraction(5, 2), 1596, 1596)
    assert not any(c.exceptional for _, c in evaluation.changes())
    d_terms = change(evaluation, 4).terms
    assert [t.round for t in d_terms] == [3, 7, 10, 14]          # round 13, the forfeit, is not rated
    assert d_terms[-1].note == OPPONENT_FIRST and d_terms[-1].score == 1596


def test_a_weak_first_result_is_raised_to_700_plus_an_eighth() -> None:
    """1 of 5 against 950, 900, 880, 850, 820: at 639 the expectation is .9999, at 640 1.0048: Ri 639, below 800,
    so 700 + 639/8 = 779.875, of which the first DWZ keeps 779 (as the reference calculator)."""
    players = (Player(Start(1), "N"), *(Player(Start(i), f"P{i}", dwz=r, dwz_index=9, birth="1980")
                                         for i, r in ((2, 950), (3, 900), (4, 880), (5, 850), (6, 820))))
    evaluation = run(event(players, [(1, 2, W), (3, 1, W), (1, 4, B), (5, 1, W), (1, 6, B)]))
    first = evaluation.results[Start(1)]
    assert isinstance(first, FirstDwz) and (first.iterated, first.new, first.raised) == (639, 779, True)
    assert change(evaluation, 2).terms[0].score == 779              # the opponents count the raised DWZ


def _stages() -> Tournament:
    """Five rated at 1500; N1 2 of 5 against them; N2 4 games against them and one against N1; N3 three games;
    N4 five wins."""
    rated = tuple(Player(Start(i), f"R{i}", dwz=1500, dwz_index=20, birth="1980") for i in range(1, 6))
    new = tuple(Player(Start(i), f"N{i - 5}", birth="1990") for i in range(6, 10))
    games = [(6, 1, W), (6, 2, W), (6, 3, B), (6, 4, B), (6, 5, B),
             (7, 1, W), (7, 2, D), (7, 3, B), (7, 4, B), (7, 6, W),
             (8, 1, W), (8, 2, B), (8, 3, B),
             (9, 1, W), (9, 2, W), (9, 3, W), (9, 4, W), (9, 5, W)]
    return event(rated + new, games)


def test_first_and_second_stage_and_the_players_left_without_a_dwz() -> None:
    """3.4.1: N1 (5 games against the rated, 40 %) is of the first stage; N2 has only 4 games against the rated
    but 5 against Auswahl I with N1: second stage, and his game with N1 is rated for both; N3 (3 games) and N4
    (100 %) get no DWZ, their games kept as Restpartien, and their games are not rated for their opponents."""
    evaluation = run(_stages())
    n1, n2, n3, n4 = (evaluation.results[Start(i)] for i in range(6, 10))
    assert isinstance(n1, FirstDwz) and isinstance(n2, FirstDwz)
    assert (n1.stage, n1.games, n2.stage, n2.games) == (1, 6, 2, 5)
    assert n3 == NoDwz(NoDwzReason.FEW_GAMES, 3, Fraction(1))
    assert n4 == NoDwz(NoDwzReason.EXTREME, 5, Fraction(5))
    assert [t.opponent.start for t in change(evaluation, 1).terms] == [6, 7]   # not N3, N4
    assert n1.new < n2.new < 1500           # N2 beat N1 and otherwise did as well


def test_an_exceptional_performance_counts_for_the_opponents() -> None:
    """3.6.3: X (DWZ 1200) scores 4½ of 5 against 1700, 1750, 1800, 1650, 1700: performance 2088, more than 300
    above 1200. His opponents' expectations use it; his own new DWZ is worked from his 1200. With a DWZ of 1800
    the same performance is not exceptional (2088 − 1800 ≤ 300)."""
    players = (Player(Start(1), "X", dwz=1200, dwz_index=12, birth="1980"),
               *(Player(Start(i), f"O{i}", dwz=r, dwz_index=30, birth="1970")
                 for i, r in ((2, 1700), (3, 1750), (4, 1800), (5, 1650), (6, 1700))))
    games = [(1, 2, W), (3, 1, B), (1, 4, W), (5, 1, B), (1, 6, D)]
    evaluation = run(event(players, games))
    x = change(evaluation, 1)
    assert x.exceptional and x.performance == 2088
    term = change(evaluation, 2).terms[0]
    assert (term.raw, term.score) == (1200, x.performance)
    assert term.adjustments[0].rule == OPPONENT_PERFORMANCE and term.adjustments[0].change == x.performance - 1200
    plain = run(event(tuple(p if p.start != 1 else Player(Start(1), "X", dwz=1800, dwz_index=12, birth="1980")
                            for p in players), games))
    assert not change(plain, 1).exceptional and change(plain, 2).terms[0].adjustments == ()
    assert sum(t.value for t in x.terms) == x.expected and x.terms[0].score == 1700


def test_a_fide_rating_stands_in_for_a_missing_dwz() -> None:
    """4.1.2: a player without a DWZ but with a FIDE rating is evaluated from it (index 6 in the list, 1 for E)."""
    players = (Player(Start(1), "G", rating=1900, birth="1980"), Player(Start(2), "H", dwz=1800, dwz_index=20,
                                                                      birth="1980"))
    g = change(run(event(players, [(1, 2, W)])), 1)
    assert (g.from_fide, g.old, g.new_index) == (True, 1900, 7)
    assert g.coefficient is not None and g.coefficient.value == 5


def test_ages_count_in_the_year_the_tournament_ends_and_an_unknown_birth_year_is_over_25() -> None:
    """A player born 2005 is 20 in a tournament ending in 2025 (a youth), 21 in one ending 2026 (a junior)."""
    players = (Player(Start(1), "Y", dwz=1600, dwz_index=20, birth="2005-11-30"),
               Player(Start(2), "Z", dwz=1600, dwz_index=20))
    youth = run(event(players, [(1, 2, W)], end=dt.date(2025, 12, 1)))
    junior = run(event(players, [(1, 2, W)], end=dt.date(2026, 1, 3)))
    assert [change(e, 1).coefficient.age for e in (youth, junior)] == [20, 21]   # type: ignore[union-attr]
    assert youth.unknown_birth == (Start(2),) and change(youth, 2).coefficient.age is None  # type: ignore[union-attr]


def test_the_evaluation_year_is_the_end_else_the_last_round_else_the_start() -> None:
    base = event(CLUB, CLUB_GAMES, end=None)
    assert evaluation_year(base) is None
    dated = Tournament("t", "T", CLUB, (Round(1, (), date=dt.date(2027, 1, 5)),), start_date=dt.date(2026, 12, 1))
    assert evaluation_year(dated) == 2027
    assert evaluation_year(Tournament("t", "T", CLUB, start_date=dt.date(2026, 12, 1))) == 2026
