"""The syntax of a PGN file (PGN standard, 1994, sections 8 and 9): tags, moves, comments, NAGs, variations and
results, each located; a cut-off game and broken syntax are located problems."""
from __future__ import annotations

from generator.core.errors import Location
from generator.loading.pgn import read_pgn

GAME = """[Event "Herbst"]
[White "Krüger, Sophie"]
[Black "Yılmaz, Mehmet"]
[Result "0-1"]

{A start.} 1. e4 c5 2. Nf3 d6! (2... Nc6 3. d4 $1 (3. Bb5) cxd4) 3. d4 cxd4 {[%clk 0:01:00] [#] Now.} 0-1
"""


def test_tags_moves_and_the_result_are_read_with_where_they_stand():
    games, problems = read_pgn(GAME, "06.pgn")
    assert problems == []
    [game] = games
    assert [(t.name, t.value, t.line, t.column) for t in game.tags] == [
        ("Event", "Herbst", 1, 1), ("White", "Krüger, Sophie", 2, 1), ("Black", "Yılmaz, Mehmet", 3, 1),
        ("Result", "0-1", 4, 1)]
    assert [m.san for m in game.line.moves] == ["e4", "c5", "Nf3", "d6", "d4", "cxd4"]
    assert (game.line.moves[2].line, game.line.moves[2].column) == (6, 24)
    assert game.result == "0-1"
    assert game.text == GAME.strip()


def test_comments_nags_and_nested_variations_stay_with_their_moves():
    """A suffix ! is NAG 1 (8.2.3.8), $1 too; a variation hangs on the move it replaces, and one inside it on
    its own move; a comment before the first move is the line's; [%clk …] commands and the diagram mark [#] are
    not text, the mark asks for a diagram."""
    [game], _ = read_pgn(GAME, "06.pgn")
    line = game.line
    assert line.comment == ["A start."]
    d6 = line.moves[3]
    assert d6.nags == [1]
    [variation] = d6.variations
    assert [m.san for m in variation.moves] == ["Nc6", "d4", "cxd4"]
    assert variation.moves[1].nags == [1]
    assert [m.san for m in variation.moves[1].variations[0].moves] == ["Bb5"]
    last = line.moves[-1]
    assert last.comment == ["Now."] and last.diagram


def test_several_games_in_one_file():
    text = GAME + "\n" + GAME.replace("0-1", "1/2-1/2")
    games, problems = read_pgn(text, "06.pgn")
    assert problems == [] and [g.result for g in games] == ["0-1", "1/2-1/2"]
    assert games[1].tags[0].line == 8


def test_a_game_cut_off_at_the_end_of_the_file_is_told_where_its_moves_stop():
    text = '[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3\n'
    games, [problem] = read_pgn(text, "06.pgn")
    assert problem.message == "the moves of A – B end without a result: the game is cut off"
    assert problem.location.line == 4
    assert games[0].result is None


def test_a_game_cut_off_by_the_next_one_is_told_too():
    text = '[White "A"]\n[Black "B"]\n\n1. e4 e5\n\n' + GAME
    games, [problem] = read_pgn(text, "06.pgn")
    assert "A – B end without a result" in problem.message
    assert [g.result for g in games] == [None, "0-1"]


def test_tags_without_moves_are_a_cut_off_game():
    games, [problem] = read_pgn('[White "A"]\n[Black "B"]\n', "06.pgn")
    assert problem.message == "A – B has tags but no moves and no result: the game is cut off"
    assert problem.location == Location("06.pgn", 1, 1)


def test_broken_syntax_is_located():
    cases = {
        '[White A]\n1. e4 *': ("a tag is [Name \"value\"], not [White A]", 1, 1),
        '[White "A"]\n1. e4 {not closed': ("a comment is opened with { but never closed with }", 2, 7),
        '[White "A"]\n1. e4 ) e5 *': ("a ) closes no variation", 2, 7),
        '[White "A"]\n1. e4 (1. d4 *': ("the result * stands inside a variation: 1 ( not closed", 2, 14),
        '[White "A"]\n$1 1. e4 *': ("the annotation $1 stands before any move", 2, 1),
        '[White "A"]\n1. e4 @ *': ("unexpected '@' in the moves", 2, 7),
        '[White "A"]\n[White "B"]\n1. e4 *': ("the tag White is given twice in one game", 2, 1),
    }
    for text, (message, line, column) in cases.items():
        _, problems = read_pgn(text, "x.pgn")
        assert [(p.message, p.location.line, p.location.column) for p in problems] == [(message, line, column)], text


def test_escape_lines_and_rest_of_line_comments_are_skipped():
    text = '% exported by a program\n[White "A"]\n[Black "B"]\n1. e4 ; a remark\ne5 *\n'
    [game], problems = read_pgn(text, "x.pgn")
    assert problems == [] and [m.san for m in game.line.moves] == ["e4", "e5"] and game.result == "*"
