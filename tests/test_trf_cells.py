"""The round cells of a TRF player line (generator/trf/cells.py): each code read as TRF says, `*` as a round not
played yet, and the two cells of a board into one result."""
from __future__ import annotations

from generator.core.model import GameResult
from generator.trf.cells import game_result, read_cells

LINE = ("001    1      Alyx, Test                        2200 FID     1000001 2000/01/01  1.5    1"
        "     2 w 1     3 b *  0000 - *  0000 - H     4 W =")


def _read(line: str) -> tuple[list[tuple[int, int, str, str]], list[str]]:
    problems: list[str] = []
    cells = read_cells(lambda line_no, column, text, message, hint: problems.append(f"{column}: {message}"), 7, line)
    return [(c.round, c.opponent, c.colour, c.result) for c in cells], problems


def test_every_code_is_read_where_trf_puts_it_and_a_star_is_kept_as_not_played_yet():
    cells, problems = _read(LINE)
    assert problems == []
    assert cells == [(1, 2, "w", "1"), (2, 3, "b", "*"), (3, 0, "-", "*"), (4, 0, "-", "H"), (5, 4, "w", "=")]
    assert [c.column for c in read_cells(lambda *a: None, 7, LINE)] == [92, 102, 112, 122, 132]


def test_an_unknown_result_is_located_at_its_column():
    cells, problems = _read(LINE[:91] + "   2 w ?")
    assert cells == []
    assert problems == ["99: round 1: unknown result '?'"]


def test_the_two_cells_of_a_board_make_one_result_a_star_on_either_side_a_game_still_to_play():
    assert game_result("1", "0") is GameResult.WHITE_WINS
    assert game_result("L", "W") is GameResult.BLACK_WINS
    assert game_result("-", "-") is GameResult.DOUBLE_FORFEIT
    assert {game_result(a, b) for a, b in (("*", "*"), ("*", " "), (" ", "*"), (" ", " "))} == {GameResult.PENDING}
    assert game_result("1", "1") is None and game_result("*", "1") is None
