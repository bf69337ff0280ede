"""tournament.yml `schedule:` (the planned dates) and `time:` (when rounds start)."""
from __future__ import annotations

import datetime as dt

from contentfiles import PLAYERS, errors_of, make_site

from generator.loading.load import load_site


def _tournament(tmp_path, settings: str):
    return make_site(tmp_path, {}, PLAYERS.replace("rounds: 5\n", f"rounds: 5\n{settings}"))


def test_one_time_for_every_round(tmp_path):
    (open_,) = load_site(_tournament(tmp_path, "time: 19:30\n")).tournaments
    assert [open_.round_time(n) for n in (1, 5)] == [dt.time(19, 30)] * 2


def test_a_time_a_round(tmp_path):
    (open_,) = load_site(_tournament(tmp_path, "time: [10:00, '10:45', 11.30]\n")).tournaments
    assert [open_.round_time(n) for n in (1, 2, 3, 4)] == [dt.time(10), dt.time(10, 45), dt.time(11, 30), None]


def test_without_time_rounds_have_none(tmp_path):
    (open_,) = load_site(_tournament(tmp_path, "")).tournaments
    assert open_.round_time(1) is None


def test_a_time_that_is_not_a_time_of_day_is_located(tmp_path):
    assert errors_of(_tournament(tmp_path, "time: [19:30, 25:00]\n")) == [
        ("content/open/tournament.yml:3:15", "'time' must be a time of day such as 19:30, not '25:00'")]


def test_more_times_than_rounds_is_an_error(tmp_path):
    assert errors_of(_tournament(tmp_path, "time: [1:00, 2:00, 3:00, 4:00, 5:00, 6:00]\n")) == [
        ("content/open/tournament.yml:3:38", "'time' gives 6 times, but only 5 rounds are planned")]


def test_schedule_gives_the_planned_dates(tmp_path):
    (open_,) = load_site(_tournament(tmp_path, "schedule: [2026-09-03, null, 2026-09-17]\n")).tournaments
    assert [open_.round_date(n) for n in (1, 2, 3)] == [dt.date(2026, 9, 3), None, dt.date(2026, 9, 17)]
