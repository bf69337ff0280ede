"""rounds/NN.yml: results, byes, round numbering, and the checks across rounds."""
from __future__ import annotations

import pytest
from contentfiles import PLAYERS, errors_of, make_site, only_error, round_file, warnings_of

from generator.core.errors import ContentError, Location, Severity
from generator.core.model import GameResult
from generator.loading.load import load_site
from generator.loading.rounds import RESULT_HINT, parse_result

# --- results ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("typed, expected", [
    ("1-0", GameResult.WHITE_WINS), ("0-1", GameResult.BLACK_WINS), ("½-½", GameResult.DRAW),
    ("1/2-1/2", GameResult.DRAW), ("=", GameResult.DRAW), ("0.5-0.5", GameResult.DRAW),
    ("+-", GameResult.WHITE_WINS_FORFEIT), ("-+", GameResult.BLACK_WINS_FORFEIT),
    ("--", GameResult.DOUBLE_FORFEIT), ("1:0", GameResult.WHITE_WINS), ("0:1", GameResult.BLACK_WINS),
    ("½:½", GameResult.DRAW), ("+:-", GameResult.WHITE_WINS_FORFEIT), ("-:-", GameResult.DOUBLE_FORFEIT),
    ("1 - 0", GameResult.WHITE_WINS),
    # as word processors and phones type them: en dash, minus sign, em dash, decimal comma
    ("1–0", GameResult.WHITE_WINS), ("½–½", GameResult.DRAW), ("0–1", GameResult.BLACK_WINS),
    ("0−1", GameResult.BLACK_WINS), ("1 — 0", GameResult.WHITE_WINS), ("+–", GameResult.WHITE_WINS_FORFEIT),
    ("'0,5-0,5'", GameResult.DRAW), ("½", GameResult.DRAW), ("0.5–0.5", GameResult.DRAW),
])
def test_every_result_spelling_is_read_from_yaml(tmp_path, typed, expected):
    """Each documented spelling works unquoted in a board list, whatever type YAML 1.1 gives it
    (1:0 is the sexagesimal number 60 to YAML, '=' a 'value' tag)."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        f"[1, 2, {typed}]", "[3, 4, 1-0]", "[5, 6, 1-0]")})
    game = load_site(root).tournaments[0].rounds[0].games[0]
    assert game.result is expected


def test_missing_or_empty_result_means_not_played_yet(tmp_path):
    """A board without a result, or with an empty one, is pending."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2]", "{white: 3, black: 4, result: }", "{white: 5, black: 6}")})
    games = load_site(root).tournaments[0].rounds[0].games
    assert [g.result for g in games] == [GameResult.PENDING] * 3


@pytest.mark.parametrize("typed", ["1-1", "0-0", "x", "1", "0", "1-0-0", "1–1"])
def test_invalid_results_list_the_accepted_forms(tmp_path, typed):
    """A result that is none of the accepted forms is an error whose hint lists them."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        f"[1, 2, {typed}]", "[3, 4, 1-0]", "[5, 6, 1-0]")})
    problem = only_error(root)
    assert problem.message == f"invalid result '{typed}'"
    assert problem.hint == RESULT_HINT
    assert problem.location == Location("content/open/rounds/01.yml", 2, 12)


def test_a_draw_with_decimal_commas_in_a_board_list_gets_the_decimal_comma_hint(tmp_path):
    """'[Brandt, Dörr, 0,5-0,5]': YAML splits the list at the decimal commas; the message says so and how to
    write it, rather than the hint about commas in names."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 0,5-0,5]", "[3, 4, 1-0]", "[5, 6, 1-0]")}))
    assert problem.message == "a board is [white, black, result], but the result '0,5-0,5' was split at its commas"
    assert problem.hint == ("inside [ ] a comma separates items: write the draw as ½-½ or 0.5-0.5, or quote it: "
                            "'0,5-0,5'")
    assert problem.location == Location("content/open/rounds/01.yml", 2, 12)


def test_parse_result_is_none_for_nonsense():
    """parse_result answers None rather than guessing."""
    assert parse_result("2-0") is None and parse_result("") is None

# --- rounds -------------------------------------------------------------------------------------------------


def test_gap_in_round_files(tmp_path):
    """rounds/01.yml and 04.yml without 02 and 03 is an error on the file after the gap."""
    full = round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]")
    root = make_site(tmp_path, {"content/open/rounds/01.yml": full, "content/open/rounds/04.yml": full})
    problem = only_error(root)
    assert (str(problem.location), problem.message) == ("content/open/rounds/04.yml",
                                                        "round 4 follows a gap: no 02.yml, 03.yml in rounds/")


def test_round_file_names(tmp_path):
    """Round files are named by number; '3.yml' and '03.yml' are the same round; editor backups are ignored."""
    full = round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]")
    root = make_site(tmp_path, {"content/open/rounds/01.yml": full, "content/open/rounds/1.yaml": full,
                                "content/open/rounds/final.yml": full, "content/open/rounds/01.yml~": "x",
                                "content/open/rounds/00.yml": full})
    assert errors_of(root) == [
        ("content/open/rounds/00.yml", "rounds are numbered from 1"),
        ("content/open/rounds/1.yaml", "round 1 is also given in content/open/rounds/01.yml"),
        ("content/open/rounds/final.yml", "a round file is named by its round number, like 03.yml")]


def test_round_number_must_match_the_file_name(tmp_path):
    """'round: 3' inside rounds/02.yml is an error pointing at the number."""
    full = round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]")
    root = make_site(tmp_path, {"content/open/rounds/01.yml": "round: 1\n" + full,
                                "content/open/rounds/02.yml": "round: 3\n" + full.replace("1-0", "0-1")})
    problem = only_error(root)
    assert problem.message == "round 3 does not match the file name 02.yml (round 2)"
    assert problem.location == Location("content/open/rounds/02.yml", 1, 8)


def test_round_beyond_the_planned_number(tmp_path):
    """A round file numbered above 'rounds:' is an error."""
    files = {f"content/open/rounds/0{n}.yml": "" for n in range(1, 7)}
    assert errors_of(make_site(tmp_path, files)) == [
        ("content/open/rounds/06.yml", "round 6 is beyond the 5 rounds planned")]


def test_empty_round_file_announces_the_round(tmp_path):
    """An empty round file is a round with nothing paired yet, not an error."""
    rounds = load_site(make_site(tmp_path, {"content/open/rounds/01.yml": "# to be paired\n"})).tournaments[0].rounds
    assert [(r.number, r.games, r.in_progress) for r in rounds] == [(1, (), True)]


def test_unknown_key_in_a_round_file(tmp_path):
    """A misspelt key in a round file gets a did-you-mean."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": "bords:\n  - [1, 2, 1-0]\n"}))
    assert problem.message == "unknown key 'bords' in a round file — did you mean 'boards'?"
    assert problem.hint == "the keys of a round file are: round, date, boards, byes, absent"


def test_unknown_bye_kind(tmp_path):
    """Byes are pab, half, zero or full."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  halfpoint: [5]\n  zero: 6\n")})
    assert only_error(root).message == "unknown key 'halfpoint' in byes — did you mean 'half'?"


def test_repeated_pairing_is_a_warning(tmp_path):
    """FIDE C.04.1 (a): players meet once. Meeting again over the board is a warning on the later board."""
    root = make_site(tmp_path, {
        "content/open/rounds/01.yml": round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]"),
        "content/open/rounds/02.yml": round_file("[3, 5, 1-0]", "[2, 1, ½-½]", "[4, 6, 1-0]")})
    site = load_site(root)
    (warning,) = site.warnings
    assert warning.severity is Severity.WARNING
    assert (str(warning.location), warning.message) == (
        "content/open/rounds/02.yml:3:5",
        "Anna Weiß (no. 2) and Konstantin Brandt (no. 1) already played each other in round 1")


def test_a_forfeited_game_is_no_meeting(tmp_path):
    """A forfeit was not played, so the same two players may be paired again without a warning."""
    root = make_site(tmp_path, {
        "content/open/rounds/01.yml": round_file("[1, 2, +-]", "[3, 4, 1-0]", "[5, 6, 1-0]"),
        "content/open/rounds/02.yml": round_file("[2, 1, ½-½]", "[3, 5, 1-0]", "[4, 6, 1-0]")})
    assert load_site(root).warnings == ()


def test_double_round_robin_meets_twice_without_warning(tmp_path):
    """In a round robin over two cycles each pair meets twice, colours reversed in the second cycle; with three
    players someone has the free round each round (C.05 Annex 1 table 3/4, last two rounds of the first cycle
    swapped), and nobody is reported absent."""
    tournament = "name: RR\npairing: round-robin\ncycles: 2\nplayers: [Anna, Bernd, Clara]\n"
    boards = ["[2, 3, 1-0]", "[3, 1, 1-0]", "[1, 2, 1-0]", "[3, 2, 1-0]", "[2, 1, 1-0]", "[1, 3, 1-0]"]
    root = make_site(tmp_path, {f"content/open/rounds/0{n}.yml": round_file(b) for n, b in enumerate(boards, 1)},
                     tournament)
    site = load_site(root)
    assert site.warnings == ()
    assert [[b.player for b in r.byes] for r in site.tournaments[0].rounds] == [[1], [2], [3], [1], [3], [2]]


def test_absent_player_warning(tmp_path):
    """A player with nothing in a round counts as absent; the loader says so once per round."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  half: 5\n")})
    assert warnings_of(root) == [("content/open/rounds/01.yml:1:1", "Luca Engel (no. 6) has no board and no bye "
                                  "in round 1; counted as absent (zero-point bye)")]


def test_pending_board_before_a_finished_round_is_a_warning(tmp_path):
    """A round without all results, followed by a round with results, is flagged."""
    root = make_site(tmp_path, {
        "content/open/rounds/01.yml": round_file("[1, 2, 1-0]", "[3, 4]", "[5, 6, 1-0]"),
        "content/open/rounds/02.yml": round_file("[1, 3, 1-0]", "[2, 5, 1-0]", "[4, 6, 1-0]")})
    assert warnings_of(root) == [("content/open/rounds/01.yml:3:5",
                                  "board 2 of round 1 has no result, but round 2 has results")]


# --- withdrawals ----------------------------------------------------------------------------------------------


def test_board_after_withdrawal_is_an_error(tmp_path):
    """A player who withdrew from round N on has no board in round N or later."""
    tournament = PLAYERS + "withdrawn: {Engel: 2}\n"
    root = make_site(tmp_path, {
        "content/open/rounds/01.yml": round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]"),
        "content/open/rounds/02.yml": round_file("[1, 3, 1-0]", "[6, 2, 1-0]", "[4, 5, 1-0]")}, tournament)
    problem = only_error(root)
    assert problem.message == "Luca Engel (no. 6) withdrew from round 2 on, but has board 2 in round 2"
    assert problem.hint == "correct the withdrawal round in tournament.yml, or remove the board"


def test_withdrawn_player_may_have_a_zero_bye_but_no_other(tmp_path):
    """After withdrawing, a zero-point bye is consistent; a half-point bye is not."""
    tournament = PLAYERS.replace("{no: 6, name: Luca Engel}", "{no: 6, name: Luca Engel, withdrawn: 1}")
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  half: 5\n  zero: 6\n")}, tournament)
    assert load_site(root).tournaments[0].withdrawals == {6: 1}
    root2 = make_site(tmp_path / "two", {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  half: [5, 6]\n")}, tournament)
    assert only_error(root2).message == ("Luca Engel (no. 6) withdrew from round 1 on, but has a half-point bye "
                                         "in round 1")


def test_no_absence_warning_for_a_round_with_errors(tmp_path):
    """When a round file has errors, the players on its faulty boards are not also reported as absent."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, Meisner, 1-0]", "[2, 4, 1-0]", "[5, 6, 1-0]")})
    with pytest.raises(ContentError) as caught:
        load_site(root)
    assert [(p.severity, p.message) for p in caught.value.problems] == [
        (Severity.ERROR, "unknown player 'Meisner' — did you mean 'Meißner' (no. 3)?")]


def test_forbidden_pair_on_a_board_is_a_warning(tmp_path):
    """Two players listed under forbidden_pairs who are paired anyway are flagged on the board."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]")}, PLAYERS + "forbidden_pairs: [[Dörr, Engel]]\n")
    assert warnings_of(root) == [("content/open/rounds/01.yml:4:5", "Clara Dörr (no. 5) and Luca Engel (no. 6) "
                                  "are paired although tournament.yml forbids it")]


def test_byes_requested_before_pairing_raise_no_absence_warning(tmp_path):
    """A round file holding only requested byes is a round not paired yet: nobody is reported absent."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": "byes:\n  half: Dörr\n"})
    site = load_site(root)
    assert site.warnings == () and site.tournaments[0].rounds[0].in_progress


def test_board_numbers_follow_the_file_even_past_a_faulty_board(tmp_path):
    """Boards are numbered by their place in the file, so messages name the board the organiser sees."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 99, 1-0]", "[2, 3, 1-0]", "[4, 3, 1-0]")})
    assert errors_of(root) == [("content/open/rounds/01.yml:2:9", "there is no player no. 99"),
                               ("content/open/rounds/01.yml:4:9",
                                "Tobias Meißner (no. 3) is already on board 2 in round 1")]
