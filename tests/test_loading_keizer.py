"""A Keizer competition's content: tournament.yml's `keizer:` block and the round files' `absent:`
(docs/content-format.md "Keizer competitions")."""
from __future__ import annotations

from fractions import Fraction

from contentfiles import PLAYERS, errors_of, make_site, only_error, round_file, warnings_of

from generator.core.keizer.settings import Recalculation, Rounding, SelfValue
from generator.core.model import AbsenceKind, Start
from generator.loading.load import load_site

KEIZER = PLAYERS.replace("rounds: 5\n", "pairing: keizer\n")


def tournament_of(root):
    return load_site(root).tournaments[0]


def test_a_keizer_competition_needs_no_rounds_and_has_the_default_settings(tmp_path) -> None:
    t = tournament_of(make_site(tmp_path, {}, KEIZER))
    assert t.planned_rounds == 0 and t.keizer is not None
    assert t.keizer.values(6) == (8, 7, 6, 5, 4, 3) and t.keizer.excused == Fraction(35, 100)


def test_every_setting_as_typed(tmp_path) -> None:
    block = ("keizer:\n  variant: freekeizer\n  top: 40\n  step: 2\n  excused: 1/3\n  club: 70%\n  unexcused: 0\n"
             "  absence_limit: never\n  own_value: current\n  recalculation: fixed-point\n  rounding: none\n"
             "  rematch_after: never\n  after_first_game: false\n")
    s = tournament_of(make_site(tmp_path, {}, KEIZER + block)).keizer
    assert s is not None
    assert (s.top, s.step, s.excused, s.club, s.unexcused, s.absence_limit, s.rematch_gap) == (
        40, 2, Fraction(1, 3), Fraction(7, 10), 0, None, None)
    assert (s.self_value, s.recalculation, s.rounding, s.after_first_game) == (
        SelfValue.CURRENT, Recalculation.FIXED_POINT, Rounding.NONE, False)
    assert s.loss == Fraction(1, 6)   # the variant's, where the block says nothing


def test_values_below_zero_are_refused_where_top_is_written(tmp_path) -> None:
    error = only_error(make_site(tmp_path, {}, KEIZER + "keizer: {top: 4}\n"))
    assert str(error.location) == "content/open/tournament.yml:10:15"
    assert "top value 4 falling by 1 a rank gives the last of 6 players -1" in error.message
    assert "set 'top' to 5 or more" in (error.hint or "")


def test_an_unknown_setting_and_a_keizer_block_in_a_swiss_are_errors(tmp_path) -> None:
    assert "unknown key 'tp' in keizer" in only_error(make_site(tmp_path / "a", {}, KEIZER + "keizer: {tp: 4}\n")).message
    error = only_error(make_site(tmp_path / "b", {}, PLAYERS + "keizer: {top: 40}\n"))
    assert error.message == "'keizer' belongs to Keizer competitions, but this tournament is paired by 'burstein'"


def test_absences_by_kind_and_nothing_said_for_those_not_listed(tmp_path) -> None:
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[Brandt, Anna Weiß, 1-0]", extra="absent:\n  excused: Meißner\n  club: [Jonas Weiß]\n")}, KEIZER)
    t = tournament_of(root)
    assert {(a.player, a.kind) for a in t.rounds[0].absences} == {(Start(3), AbsenceKind.EXCUSED),
                                                                   (Start(4), AbsenceKind.CLUB)}
    assert warnings_of(root) == []   # Dörr and Engel simply did not come


def test_a_player_marked_absent_and_on_a_board_is_located_with_a_hint(tmp_path) -> None:
    error = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[Brandt, Anna Weiß, 1-0]", extra="absent:\n  excused: [Brandt]\n")}, KEIZER))
    assert str(error.location) == "content/open/rounds/01.yml:4:13"
    assert error.message == "Konstantin Brandt (no. 1) is marked absent (excused) in round 1 but is already on board 1"


def test_an_unknown_absence_kind_suggests_the_known(tmp_path) -> None:
    errors = errors_of(make_site(tmp_path, {"content/open/rounds/01.yml": "absent:\n  sick: [Brandt]\n"}, KEIZER))
    assert errors == [("content/open/rounds/01.yml:2:3", "unknown key 'sick' in absent")]


def test_absent_in_a_swiss_points_to_zero_point_byes(tmp_path) -> None:
    error = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": "absent:\n  excused: [Brandt]\n"}))
    assert "'absent' is for Keizer competitions" in error.message and "byes: zero" in (error.hint or "")


def test_a_rematch_after_the_gap_is_no_warning_one_within_it_is(tmp_path) -> None:
    files = {f"content/open/rounds/{n:02d}.yml": round_file(b) for n, b in enumerate(
        ["[Brandt, Anna Weiß, 1-0]", "[Brandt, Anna Weiß, 1-0]", "[Meißner, Dörr, 1-0]", "[Jonas Weiß, Engel, 1-0]",
         "[Anna Weiß, Brandt, 0-1]"], start=1)}
    warnings = warnings_of(make_site(tmp_path, files, KEIZER))
    assert [w for w in warnings if "already played" in w[1]] == [
        ("content/open/rounds/02.yml:2:5", "Konstantin Brandt (no. 1) and Anna Weiß (no. 2) already played each "
                                           "other in round 1")]
