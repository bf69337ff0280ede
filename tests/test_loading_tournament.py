"""tournament.yml: settings, points, tie-breaks, dates, players and withdrawals."""
from __future__ import annotations

import datetime as dt
from fractions import Fraction

from contentfiles import PLAYERS, errors_of, make_site, only_error

from generator.core.model import RatingSystem
from generator.loading.load import load_site


def test_withdrawal_given_twice_or_beyond_the_last_round(tmp_path):
    """A withdrawal is given once, and names a planned round."""
    tournament = (PLAYERS.replace("{no: 6, name: Luca Engel}", "{no: 6, name: Luca Engel, withdrawn: 3}")
                  + "withdrawn: {6: 4, Dörr: 9}\n")
    assert errors_of(make_site(tmp_path, {}, tournament)) == [
        ("content/open/tournament.yml:10:16", "the withdrawal of player no. 6 is given twice (also on line 9)"),
        ("content/open/tournament.yml:10:25", "withdrawal from round 9, but only 5 rounds are planned")]


# --- tournament.yml ---------------------------------------------------------------------------------------------


def test_point_spellings_are_exact_fractions(tmp_path):
    """Points accept ½, 0.5, 1/2 and 1½ and are stored exactly, never as floats."""
    tournament = PLAYERS + "points: {draw: 0.5, half_bye: 1/2, pab: ½, win: 1½}\n"
    points = load_site(make_site(tmp_path, {}, tournament)).tournaments[0].points
    assert (points.draw, points.half_bye, points.pab, points.win) == (
        Fraction(1, 2), Fraction(1, 2), Fraction(1, 2), Fraction(3, 2))
    assert all(isinstance(v, Fraction) for v in (points.draw, points.half_bye, points.pab, points.win))


def test_tiebreak_modifier_the_code_does_not_take(tmp_path):
    """A cut on a count such as WIN is refused with the reason."""
    problem = only_error(make_site(tmp_path, {}, PLAYERS + "tiebreaks: [WIN/C1]\n"))
    assert problem.message == "unknown tie-break 'WIN/C1' — did you mean 'WIN'?"
    assert problem.hint == "WIN takes no /C1 modifier"


def test_rules_absent_means_by_start_date(tmp_path):
    """Without 'rules' the rule set is None: chosen later from the start date."""
    assert load_site(make_site(tmp_path, {})).tournaments[0].rules is None


def test_unknown_rules_with_did_you_mean(tmp_path):
    """Rule sets are fide-2012, fide-2024, fide-2026 or none."""
    problem = only_error(make_site(tmp_path, {}, PLAYERS + "rules: fide2024\n"))
    assert problem.message == "unknown rules 'fide2024' — did you mean 'fide-2024'?"
    assert problem.hint == "'rules' is one of: fide-2012, fide-2024, fide-2026, none"


def test_dates(tmp_path):
    """'dates' is {start, end} or [start, end]; giving 'date' too, or ending before the start, is an error."""
    t = load_site(make_site(tmp_path, {}, PLAYERS + "dates: [2026-09-03, 2026-10-15]\n")).tournaments[0]
    assert (t.start_date, t.end_date) == (dt.date(2026, 9, 3), dt.date(2026, 10, 15))
    both = make_site(tmp_path / "b", {}, PLAYERS + "date: 2026-09-03\ndates: {start: 2026-09-03}\n")
    assert only_error(both).message == "give either 'date' (one day) or 'dates' (start and end), not both"
    backwards = make_site(tmp_path / "c", {}, PLAYERS + "dates: {start: 2026-09-03, end: 2026-08-01}\n")
    assert only_error(backwards).message == "the tournament ends (2026-08-01) before it starts (2026-09-03)"


def test_missing_rounds_and_name(tmp_path):
    """A Swiss needs its planned number of rounds; every tournament needs a name."""
    problems = errors_of(make_site(tmp_path, {}, "players: [Anna, Bernd]\n"))
    assert problems == [("content/open/tournament.yml:1:1", "tournament.yml has no 'name'"),
                        ("content/open/tournament.yml:1:1",
                         "tournament.yml has no 'rounds' (the number of rounds planned)")]


def test_round_robin_rounds_default_to_a_full_cycle(tmp_path):
    """A round robin of 6 players without 'rounds' plans 5 rounds (of 5 players: 5, one bye each)."""
    six = "name: RR\npairing: round-robin\nplayers: [A a, B b, C c, D d, E e, F f]\n"
    assert load_site(make_site(tmp_path, {}, six)).tournaments[0].planned_rounds == 5
    five = "name: RR\npairing: round-robin\nplayers: [A a, B b, C c, D d, E e]\n"
    assert load_site(make_site(tmp_path / "5", {}, five)).tournaments[0].planned_rounds == 5


def test_player_list_form_and_wrong_fields(tmp_path):
    """[no, name, rating] is the list form; federation codes and titles are checked."""
    tournament = ("name: T\nrounds: 3\nplayers:\n  - [1, Anna, 1800, GER]\n  - {no: 2, name: Bernd, fed: Germany}\n"
                  "  - {no: 3, name: Clara, title: XM}\n")
    assert errors_of(make_site(tmp_path, {}, tournament)) == [
        ("content/open/tournament.yml:4:5",
         "a player written as a list is [no, name] or [no, name, rating], but this one has 4 items"),
        ("content/open/tournament.yml:5:31",
         "'fed' must be a three-letter federation code such as GER, not 'Germany'"),
        ("content/open/tournament.yml:6:33", "unknown title 'XM'")]


def test_unknown_top_level_key(tmp_path):
    """tournament.yml keys are checked; a near miss gets a did-you-mean."""
    problem = only_error(make_site(tmp_path, {}, PLAYERS + "tiebreak: [BH]\n"))
    assert problem.message == "unknown key 'tiebreak' in tournament.yml — did you mean 'tiebreaks'?"


def test_tab_and_syntax_errors_are_reported_with_the_others(tmp_path):
    """A YAML mistake in one file does not hide the problems of the other files."""
    root = make_site(tmp_path, {
        "site.yml": "title: Club\nthem: dark\n",
        "content/open/rounds/01.yml": "boards:\n\t- [1, 2, 1-0]\n"})
    assert errors_of(root) == [
        ("content/open/rounds/01.yml:2:1", "tab character in the indentation"),
        ("site.yml:2:1", "unknown key 'them' in site.yml — did you mean 'theme'?")]


def test_schedule_gives_planned_round_dates_and_a_round_file_date_wins(tmp_path):
    """`schedule:` lists the planned date of each round (null: not fixed); a round file's `date:` wins."""
    tournament = PLAYERS + "schedule: [2026-09-03, null, 2026-09-17]\n"
    site = make_site(tmp_path, {"content/open/rounds/01.yml": "date: 2026-09-04\nboards:\n  - [1, 2, 1-0]\n"},
                     tournament)
    loaded = load_site(site).tournaments[0]
    assert loaded.schedule == (dt.date(2026, 9, 3), None, dt.date(2026, 9, 17))
    assert [loaded.round_date(n) for n in (1, 2, 3, 4)] == [dt.date(2026, 9, 4), None, dt.date(2026, 9, 17), None]


def test_schedule_longer_than_the_planned_rounds(tmp_path):
    """More schedule dates than planned rounds is an error located at the first date too many."""
    tournament = PLAYERS.replace("rounds: 5", "rounds: 2") + "schedule: [2026-09-03, 2026-09-10, 2026-09-17]\n"
    assert errors_of(make_site(tmp_path, {}, tournament)) == [
        ("content/open/tournament.yml:10:36", "'schedule' gives 3 dates, but only 2 rounds are planned")]


# --- acceleration -------------------------------------------------------------------------------------------

DUTCH = PLAYERS.replace("rounds: 5\n", "rounds: 5\npairing: dutch\ninitial_colour: white\n")


def _round_one_pairs(root) -> set[frozenset[int]]:
    from generator.core.pairing.systems import pair_next_round
    tournament = load_site(root).tournaments[0]
    return {frozenset((b.white, b.black)) for b in pair_next_round(tournament, 1).boards}


def test_acceleration_baku_groups_the_top_half_in_round_one(tmp_path):
    """`acceleration: baku` (docs/rules/dutch.md §9.2): the first ⌈6/2⌉ = 3 players get a win's points in
    round 1, so 1 and 2 meet in the top bracket and 3 floats down; without it round 1 is 1-4, 2-5, 3-6."""
    plain = _round_one_pairs(make_site(tmp_path / "plain", {}, DUTCH))
    assert plain == {frozenset((1, 4)), frozenset((2, 5)), frozenset((3, 6))}
    root = make_site(tmp_path / "baku", {}, DUTCH + "acceleration: baku\n")
    assert load_site(root).tournaments[0].baku_acceleration
    baku = _round_one_pairs(root)
    assert frozenset((1, 2)) in baku and baku != plain


def test_acceleration_per_player_and_round_is_used_by_the_dutch_pairing(tmp_path):
    """Virtual points per player, one value per round from round 1 (as TRF XXA/250): Dörr (5) and Engel (6)
    with a point in round 1 form the top bracket and meet."""
    root = make_site(tmp_path, {}, DUTCH + "acceleration:\n  Dörr: [1, ½]\n  6: [1]\n")
    assert load_site(root).tournaments[0].acceleration == {5: (Fraction(1), Fraction(1, 2)), 6: (Fraction(1),)}
    assert frozenset((5, 6)) in _round_one_pairs(root)


def test_acceleration_mistakes_are_located(tmp_path):
    """A misspelt method, an unknown player, a value that is no points, more rounds than planned and Baku
    outside the Dutch system are errors at their place."""
    bad = DUTCH + "acceleration:\n  Meisner: [1]\n  2: [1, x]\n  3: [1, 1, 1, 1, 1, 1]\n"
    assert errors_of(make_site(tmp_path / "a", {}, bad)) == [
        ("content/open/tournament.yml:13:3", "unknown player 'Meisner' — did you mean 'Meißner' (no. 3)?"),
        ("content/open/tournament.yml:14:10", "'acceleration' must be a number of points such as 1, ½, 0.5 or "
                                              "1/2, not the text 'x'"),
        ("content/open/tournament.yml:15:22", "acceleration gives 6 rounds, but only 5 rounds are planned")]
    assert only_error(make_site(tmp_path / "b", {}, DUTCH + "acceleration: bako\n")).message == \
        "unknown acceleration 'bako' — did you mean 'baku'?"
    problem = only_error(make_site(tmp_path / "c", {}, PLAYERS + "acceleration: baku\n"))
    assert problem.message.startswith("Baku acceleration is part of the Dutch system")
    problem = only_error(make_site(tmp_path / "d", {}, DUTCH + "points: {win: 3, draw: 1}\nacceleration: baku\n"))
    assert "a win worth twice a draw" in problem.message


# --- Burstein 2025: seeding rounds (docs/rules/burstein-2025.md) ------------------------------------------------


def test_seeding_rounds_are_read_for_burstein_2025_and_default_to_none(tmp_path):
    """`seeding_rounds` sets the Dutch-paired rounds; without it the engine takes the text's default."""
    base = PLAYERS.replace("rounds: 5", "rounds: 5\npairing: burstein-2025")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    with_key = load_site(make_site(tmp_path / "a", {}, base + "seeding_rounds: 1\n")).tournaments[0]
    without = load_site(make_site(tmp_path / "b", {}, base)).tournaments[0]
    assert with_key.pairing.value == "burstein-2025"
    assert (with_key.seeding_rounds, without.seeding_rounds) == (1, None)


def test_seeding_rounds_must_be_a_whole_number_not_above_the_rounds(tmp_path):
    base = PLAYERS.replace("rounds: 5", "rounds: 5\npairing: burstein-2025")
    problem = only_error(make_site(tmp_path, {}, base + "seeding_rounds: 6\n"))
    assert problem.message == "6 seeding rounds asked for, but the tournament has only 5 rounds"
    assert "first 2" in problem.hint


def test_k_factor_and_rating_change_switch(tmp_path):
    """A player's `k:` (FIDE's K as listed) and the tournament's `rating_change:` are read (false: none); by
    default the rating change follows the data and K is left to be derived."""
    tournament = (PLAYERS.replace("{no: 1, name: Konstantin Brandt, rating: 2184}",
                                  "{no: 1, name: Konstantin Brandt, rating: 2184, k: 10}")
                  + "rating_change: false\n")
    loaded = load_site(make_site(tmp_path / "a", {}, tournament)).tournaments[0]
    assert (loaded.players[0].k, loaded.players[1].k, loaded.rating_change) == (10, None, RatingSystem.NONE)
    assert load_site(make_site(tmp_path / "b", {})).tournaments[0].rating_change is None


def test_unrated_rating_is_a_rating_or_leave_out(tmp_path):
    """`unrated_rating: 1000` counts unrated opponents as 1000 in the rating-based tie-breaks; `leave-out` leaves
    them out; without it, C.07 Art. 10's default (the tie-breaks dropped when an unrated player takes part)."""
    rated = load_site(make_site(tmp_path / "a", {}, PLAYERS + "unrated_rating: 1000\n")).tournaments[0]
    assert (rated.unrated_rating, rated.unrated_left_out) == (1000, False)
    left_out = load_site(make_site(tmp_path / "b", {}, PLAYERS + "unrated_rating: leave-out\n")).tournaments[0]
    assert (left_out.unrated_rating, left_out.unrated_left_out) == (None, True)
    default = load_site(make_site(tmp_path / "c", {}, PLAYERS)).tournaments[0]
    assert (default.unrated_rating, default.unrated_left_out) == (None, False)
    problem = only_error(make_site(tmp_path / "d", {}, PLAYERS + "unrated_rating: high\n"))
    assert problem.message == "'unrated_rating' must be a rating or leave-out, not the text 'high'"
