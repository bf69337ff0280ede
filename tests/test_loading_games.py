"""rounds/NN.pgn: each game matched to its board by the White, Black and Round tags, checked against the round
file's result and played out; every mismatch a located error naming both files."""
from __future__ import annotations

import sys

import pytest
from contentfiles import errors_of, make_site, only_error, round_file, warnings_of

from generator.core.errors import ContentError, Location
from generator.loading.load import load_site, load_tournament

ROUND_1 = round_file("[Brandt, Anna Weiß, 1-0]", "[Meißner, Jonas Weiß, ½-½]", "[Dörr, Engel, +-]")


def pgn(white: str, black: str, result: str, moves: str = "1. e4 e5 2. Nf3 Nc6", **tags: str) -> str:
    extra = "".join(f'[{name} "{value}"]\n' for name, value in tags.items())
    return f'[White "{white}"]\n[Black "{black}"]\n[Result "{result}"]\n{extra}\n{moves} {result}\n\n'


def site(tmp_path, games: str, **more: str):
    return make_site(tmp_path, {"content/open/rounds/01.yml": ROUND_1, "content/open/rounds/01.pgn": games, **more})


def test_a_game_is_attached_to_its_board_by_the_names_of_the_round_file(tmp_path):
    """'Surname, Given' or 'Given Surname', an umlaut typed as 'ss' or 'ue': the names resolve as in round files;
    the board keeps its result, and the standings do not change with the moves."""
    root = site(tmp_path, pgn("Brandt, Konstantin", "Weiß, Anna", "1-0") + pgn("Tobias Meissner", "Weiss, Jonas",
                                                                              "1/2-1/2", "1. d4 d5"))
    games = load_site(root).tournaments[0].rounds[0].games
    first, second, third = games
    assert first.record is not None and [m.san for m in first.record.line.moves] == ["e4", "e5", "Nf3", "Nc6"]
    assert second.record is not None and second.record.final == "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR"
    assert third.record is None
    without = load_site(make_site(tmp_path / "plain", {"content/open/rounds/01.yml": ROUND_1})).tournaments[0]
    assert without.rounds == load_site(root).tournaments[0].rounds   # the moves are no part of the results


def test_a_game_that_matches_no_board_names_both_files(tmp_path):
    problem = only_error(site(tmp_path, pgn("Brandt", "Engel", "1-0")))
    assert problem.message == ("round 1: no board of content/open/rounds/01.yml is Konstantin Brandt (no. 1) – "
                               "Luca Engel (no. 6)")
    assert problem.location == Location("content/open/rounds/01.pgn", 1, 1)
    assert problem.source_line == '[White "Brandt"]'


def test_colours_the_other_way_round_are_told_as_such(tmp_path):
    problem = only_error(site(tmp_path, pgn("Anna Weiß", "Brandt", "0-1")))
    assert "the round file has Konstantin Brandt (no. 1) with White against Anna Weiß (no. 2) on board 1" \
        in problem.message
    assert problem.hint == "correct the colours here or in content/open/rounds/01.yml:2"


def test_a_result_that_disagrees_with_the_round_file_names_its_line(tmp_path):
    problem = only_error(site(tmp_path, pgn("Brandt", "Anna Weiß", "0-1")))
    assert problem.message == "round 1, board 1: the game ends 0-1, but content/open/rounds/01.yml:2 has 1-0"
    assert problem.location == Location("content/open/rounds/01.pgn", 3, 1)


def test_a_forfeited_board_has_no_moves(tmp_path):
    problem = only_error(site(tmp_path, pgn("Dörr", "Engel", "1-0")))
    assert problem.message.startswith("round 1, board 3 was not played (+- in content/open/rounds/01.yml:4)")


def test_an_unfinished_game_may_be_published_before_its_result(tmp_path):
    """'*' (the game's result is not given) is taken for any result of the round file."""
    root = site(tmp_path, pgn("Brandt", "Anna Weiß", "*"))
    assert load_site(root).tournaments[0].rounds[0].games[0].record is not None


def test_a_game_of_another_round_or_a_second_game_of_a_board(tmp_path):
    errors = errors_of(site(tmp_path, pgn("Brandt", "Anna Weiß", "1-0", Round="2")
                            + pgn("Meißner", "Jonas Weiß", "1/2-1/2") + pgn("Meißner", "Jonas Weiß", "1/2-1/2")))
    assert errors == [
        ("content/open/rounds/01.pgn:4:1", "a game of round 2 in the games file of round 1"),
        ("content/open/rounds/01.pgn:14:1", "round 1, board 2 has a game already (line 8)"),
    ]


def test_a_round_tag_with_the_board_is_read(tmp_path):
    root = site(tmp_path, pgn("Brandt", "Anna Weiß", "1-0", Round="1.1"))
    assert load_site(root).tournaments[0].rounds[0].games[0].record is not None


def test_an_illegal_move_is_located_and_names_the_move_before_it(tmp_path):
    problem = only_error(site(tmp_path, pgn("Brandt", "Anna Weiß", "1-0", "1. e4 e5 2. Nf3 Nc6 3. Ke3")))
    assert problem.message == "round 1, board 1: 3.Ke3 is not legal after 2…Nc6"
    assert problem.location == Location("content/open/rounds/01.pgn", 5, 24)
    assert problem.source_line == "1. e4 e5 2. Nf3 Nc6 3. Ke3 1-0"


def test_a_cut_off_game_is_an_error(tmp_path):
    text = pgn("Brandt", "Anna Weiß", "1-0") + '[White "Meißner"]\n[Black "Jonas Weiß"]\n\n1. d4 d5 2. c4'
    assert errors_of(site(tmp_path, text)) == [
        ("content/open/rounds/01.pgn:10:15", "the moves of Meißner – Jonas Weiß end without a result: the game is "
                                             "cut off")]


def test_an_unknown_tag_is_a_warning_with_a_suggestion(tmp_path):
    root = site(tmp_path, pgn("Brandt", "Anna Weiß", "1-0", Openning="Italian", MyOwnTag="x"))
    assert warnings_of(root) == [
        ("content/open/rounds/01.pgn:4:1", "unknown tag Openning — did you mean Opening?"),
        ("content/open/rounds/01.pgn:5:1", "unknown tag MyOwnTag"),
    ]
    record = load_site(root).tournaments[0].rounds[0].games[0].record
    assert record is not None and record.tag("Openning") == ""


def test_a_windows_1252_file_is_read_with_a_warning(tmp_path):
    root = site(tmp_path, "")
    (root / "content/open/rounds/01.pgn").write_bytes(pgn("Brandt", "Weiß, Anna", "1-0").encode("cp1252"))
    [(where, message)] = warnings_of(root)
    assert where == "content/open/rounds/01.pgn:2:12"
    assert message == "the file is not UTF-8 text; read as Windows-1252, as older programs write it"
    assert load_site(root).tournaments[0].rounds[0].games[0].record is not None


def test_games_files_need_a_round_file_and_a_round_number(tmp_path):
    errors = errors_of(site(tmp_path, pgn("Brandt", "Anna Weiß", "1-0"), **{
        "content/open/rounds/02.pgn": pgn("Brandt", "Anna Weiß", "1-0"),
        "content/open/rounds/round-one.pgn": ""}))
    assert errors == [
        ("content/open/rounds/02.pgn", "games of round 2, but there is no round file rounds/02.yml"),
        ("content/open/rounds/round-one.pgn", "a games file is named by its round number, like 06.pgn, once per "
                                              "round"),
    ]


def test_without_python_chess_the_extra_to_install_is_named(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "chess", None)
    problem = only_error(site(tmp_path, pgn("Brandt", "Anna Weiß", "1-0")))
    assert problem.message == "games files need python-chess, which is not installed"
    assert "pip install 'chess-bulletin[games]'" in problem.hint


def test_pairing_and_standings_of_one_tournament_do_not_read_the_games(tmp_path):
    """`bulletin pair` and `standings` (load_tournament) need no moves: a broken games file does not stop them."""
    root = site(tmp_path, "1. e4 {not closed")
    tournament, _ = load_tournament(root / "content" / "open")
    assert all(g.record is None for g in tournament.rounds[0].games)
    with pytest.raises(ContentError):
        load_site(root)   # a site's build reads them



def test_an_unknown_tag_is_told_once_a_file(tmp_path):
    root = site(tmp_path, pgn("Brandt", "Anna Weiß", "1-0", Clock="x") + pgn("Meißner", "Jonas Weiß", "1/2-1/2",
                                                                            Clock="y"))
    assert warnings_of(root) == [("content/open/rounds/01.pgn:4:1", "unknown tag Clock")]


def test_the_result_tag_and_the_end_of_the_moves_must_agree(tmp_path):
    text = pgn("Brandt", "Anna Weiß", "1-0").replace("2. Nf3 Nc6 1-0", "2. Nf3 Nc6 0-1")
    problem = only_error(site(tmp_path, text))
    assert problem.message == "round 1, board 1: the Result tag says 1-0, but the moves end with 0-1"
    assert problem.location == Location("content/open/rounds/01.pgn", 3, 1)
