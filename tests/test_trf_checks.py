"""Other programs' TRF files (generator/trf/checks.py): one decoding path, and the score and rank columns of
the player lines checked against the results."""
from fractions import Fraction

from test_trf_reader import _player_line, _tec_lines

from generator.trf.reader import read_trf
from generator.trf.checks import decimal_value


def test_a_decimal_column_is_read_exactly_and_anything_else_is_no_number():
    assert [decimal_value(text) for text in ("4.5", "10", "0.25", "4,5", "", "x")] == [
        Fraction(9, 2), Fraction(10), Fraction(1, 4), None, None, None]


def test_a_windows_1252_file_is_read_with_a_warning_at_its_first_byte():
    from generator.trf.checks import decode_trf
    text, warning = decode_trf("012 Cup\n012 Café été\n".encode("cp1252"), "cup.trf")
    assert text == "012 Cup\n012 Café été\n"
    assert warning is not None and not warning.is_error
    assert str(warning.location) == "cup.trf:2:8"
    assert warning.message == "the file is not UTF-8 text; read as Windows-1252, as older programs write it"
    assert decode_trf("012 Café\n".encode(), "cup.trf") == ("012 Café\n", None)
    assert decode_trf(b"012 \x81\n", "cup.trf")[0] == "012 \x81\n"    # undefined in Windows-1252: Latin-1



def test_a_score_column_that_disagrees_with_the_results_is_a_located_warning():
    """Alyx (no. 1) scored 3½ in TEC Swiss; a file saying 4.0 gets a warning at column 81 naming both numbers."""
    lines = _tec_lines()
    i = _player_line(lines, 1)
    lines[i] = lines[i][:80] + " 4.0" + lines[i][84:]
    warnings: list = []
    read_trf("\n".join(lines), "tec.trf", warnings=warnings)
    assert [(str(w.location), w.message) for w in warnings] == [
        (f"tec.trf:{i + 1}:81", "Alyx, Test (no. 1): the score column says 4.0, the results give 3.5")]


def _line(start: int, name: str, points: str, rank: int, cells: str) -> str:
    """A 001 line: number 5-8, name 15-47, points 81-84, rank 86-89, round cells from column 92."""
    return f"001 {start:>4}      {name:<33}" + " " * 33 + f"{points:>4} {rank:>4}  {cells}"


def _tie_file(ranks: dict[int, int]) -> str:
    """Ann beats Ben, Cid beats Dee, then Ann–Cid and Ben–Dee drawn: Ann and Cid 1½ with BH 2 each, Ben and Dee
    ½ with BH 2 each; record 202 breaks ties by BH alone, so places 1-2 and 3-4 are shared."""
    return "\n".join(["012 Ties", "XXR 2", "202 PTS,BH",
                      _line(1, "Ann", "1.5", ranks[1], "   2 w 1     3 b ="),
                      _line(2, "Ben", "0.5", ranks[2], "   1 b 0     4 w ="),
                      _line(3, "Cid", "1.5", ranks[3], "   4 w 1     1 w ="),
                      _line(4, "Dee", "0.5", ranks[4], "   3 b 0     2 b =")])


def test_a_rank_column_within_a_shared_place_passes_and_one_outside_it_is_a_warning():
    """With record 202 the rank column is checked against the standings by the file's tie-breaks: within a
    shared place any order passes (Cid 1st and Ann 2nd, or the other way); Ann written 3rd is named."""
    warnings: list = []
    read_trf(_tie_file({1: 1, 2: 3, 3: 2, 4: 4}), "ties.trf", warnings=warnings)
    read_trf(_tie_file({1: 2, 2: 4, 3: 1, 4: 3}), "ties.trf", warnings=warnings)
    assert warnings == []
    read_trf(_tie_file({1: 3, 2: 2, 3: 1, 4: 4}), "ties.trf", warnings=warnings)
    assert [(str(w.location), w.message) for w in warnings] == [
        ("ties.trf:4:86", ("Ann (no. 1): the rank column says 3, the standings by the file's tie-breaks (BH) give "
                           "1-2, shared"))]


def test_the_rank_column_is_checked_only_when_the_file_names_its_tie_breaks():
    """TEC Swiss ranks its players by rules of its own: without record 202 nothing is said; with '202 PTS,BH/C1'
    Charline (no. 3), second by BH/C1 (tests/test_commands_standings.py), written 3rd, is named."""
    lines = _tec_lines()
    warnings: list = []
    read_trf("\n".join(lines), "tec.trf", warnings=warnings)
    assert warnings == []
    lines.insert(1, "202 PTS,BH/C1")
    read_trf("\n".join(lines), "tec.trf", warnings=warnings)
    assert [(w.location.column, w.message) for w in warnings] == [
        (86, "Charline, Test (no. 3): the rank column says 3, the standings by the file's tie-breaks (BH/C1) give 2")]
