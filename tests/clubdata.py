"""Two events of one club a year apart, as records (pages/records.py) with who is who: the club tournament of
tests/sitedata.py after round 2, and a one-round event of 2027 where Boris Cole (FIDE ID 777 in both, written
"Boris Cole-Smith" there) beats Anna Berg (FIDE ID 1234567) at 19:30 in round 1 of 2. Worked by hand: Berg beat Fox
and drew Cole in 2026 (1½ of 2, the tournament finished), lost to Cole in 2027 (round 2 to come)."""
from __future__ import annotations

import datetime as dt

from plans import plan
from sitedata import ROUND_1, ROUND_2, club_tournament

from generator.core.model import Game, GameResult, Player, Round, Start
from generator.loading.identities import Event, Identities, identify
from generator.site.pages.people import Person, people_of
from generator.site.pages.records import EventRecord

FIRST = club_tournament(rounds=(ROUND_1, ROUND_2), planned_rounds=2,
                        players=tuple(p if p.start != 2 else Player(Start(2), "Boris Cole", 2050, "777")
                                      for p in club_tournament().players))
SECOND = club_tournament(slug="club-2027", name="Club Championship 2027", start_date=dt.date(2027, 3, 1),
                         end_date=None, planned_rounds=2, withdrawals={}, round_times=(dt.time(19, 30),),
                         players=(Player(Start(1), "Boris Cole-Smith", 2060, "777"),
                                  Player(Start(2), "Anna Berg", 2110, "1234567")),
                         rounds=(Round(1, (Game(Start(1), Start(2), GameResult.WHITE_WINS, 1),),
                                       date=dt.date(2027, 3, 1)),))


def club_events() -> tuple[Identities, list[EventRecord], tuple[Person, ...]]:
    records = [plan(t).events[0] for t in (FIRST, SECOND)]
    identities = identify([Event(t.slug, t.players, t.slug, t.start_date) for t in (FIRST, SECOND)], (), [])
    return identities, records, people_of(identities, records)
