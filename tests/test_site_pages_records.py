"""What the club's pages read of an event (pages/records.py): each player's score, rank, performance, rating change
and rounds, figures worked by hand from tests/sitedata.py's tournament after round 2 (round 3 paired)."""
from __future__ import annotations

import datetime as dt
from fractions import Fraction

from plans import plan

from generator.core.model import Colour
from generator.core.scoring import CellKind
from generator.site.pages.records import GameRecord, RoundSlot


def _record():
    (record,) = plan().events
    return record


def test_each_player_has_his_score_rank_and_rounds():
    anna = _record().entries[1]
    assert (anna.points, anna.counted, anna.rank_label) == (Fraction(3, 2), 2, "2–3")   # 1 + ½, shared with Cole
    assert anna.games == (GameRecord(1, CellKind.WIN, Fraction(1), 5, Colour.WHITE, 1),
                          GameRecord(2, CellKind.DRAW, Fraction(1, 2), 2, Colour.BLACK, 1),
                          GameRecord(3, CellKind.PENDING, Fraction(0), 4, Colour.BLACK, 1))
    assert anna.played == 2 and anna.href == "tournament/club-2026/player/1/"


def test_performance_and_rating_change_as_fide_computes_them():
    # Berg (2100) beat Fox (1850) and drew Cole (2050): 1½ of 2 against an average of 1950, p = .75, dp = 193
    # (B.02 8.1.2): 2143. Her change, K 20: (1 − .81) + (.5 − .57) = .12, times 20 = 2.4, rounded +2.
    anna = _record().entries[1]
    assert (anna.performance, anna.rating_change) == (2143, 2)


def test_byes_and_forfeits_count_as_rounds_not_as_games():
    eng = _record().entries[4]   # the pairing-allocated bye, then a win by forfeit
    assert (eng.points, eng.counted, eng.played, eng.performance) == (Fraction(2), 2, 1, None)
    assert eng.rank_label == "1"


def test_the_record_knows_the_rounds_dates_and_the_round_being_played():
    record = _record()
    assert record.rounds[:3] == (RoundSlot(1, dt.date(2026, 3, 2), None, "tournament/club-2026/round/1/"),
                                 RoundSlot(2, dt.date(2026, 3, 9), None, "tournament/club-2026/round/2/"),
                                 RoundSlot(3, dt.date(2026, 3, 16), None, "tournament/club-2026/round/3/"))
    assert record.next_round == RoundSlot(3, dt.date(2026, 3, 16), None, "tournament/club-2026/next/")
    assert (record.final, record.winners, record.standings_href) == (False, ("David Eng",),
                                                                     "tournament/club-2026/standings/")


def test_a_finished_tournament_has_no_next_round_and_its_winner():
    from sitedata import ROUND_1, ROUND_2, club_tournament
    record = plan(club_tournament(rounds=(ROUND_1, ROUND_2), planned_rounds=2)).events[0]
    assert (record.final, record.next_round, record.winners) == (True, None, ("David Eng",))
