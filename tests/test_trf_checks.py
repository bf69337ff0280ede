"""Other programs' TRF files (generator/trf/checks.py): one decoding path, and the score and rank columns of
the player lines checked against the results."""
from fractions import Fraction
from pathlib import Path

from test_trf_reader import _player_line, _tec_lines

from generator.core.model import ByeKind
from generator.core.scoring import scorecards
from generator.trf.checks import decimal_value, decode_trf
from generator.trf.reader import read_trf


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


ICU = Path(__file__).parent / "data" / "trf" / "icu"


def _icu(name: str):
    problems: list = []
    text, _ = decode_trf((ICU / name).read_bytes(), name)
    return read_trf(text, name, warnings=problems), [p for p in problems if "score column" in p.message]


def test_a_bye_without_a_result_letter_is_read_as_the_score_column_says():
    """Irish junior championship 2011 (a SwissPerfect-era file): Ogintas (no. 4) has `0000 -  ` in round 1 and
    3.0 in the score column, his games give 2½: the bye was a half-point bye; Coughlan (no. 19) has 2.0 with
    1 from his games: a full-point bye; McCarrick (no. 14) has two such byes and 2.0 from 1: half a point each.
    Every player's points then agree with the score column, and each reading is a located warning."""
    t, warnings = _icu("irish_junior_champs_2011.tab")
    byes = {(b.player, r.number): b.kind for r in t.rounds for b in r.byes}
    assert byes[(4, 1)] is ByeKind.HALF and byes[(19, 1)] is ByeKind.FULL
    assert byes[(14, 4)] is byes[(14, 5)] is ByeKind.HALF
    lines = {int(line[4:8]): line for line in (ICU / "irish_junior_champs_2011.tab").read_text("cp1252").splitlines()
             if line.startswith("001")}
    points = scorecards(t)
    assert all(points[start].points == Fraction(line[80:84]) for start, line in lines.items())
    mccarrick = next(w for w in warnings if "no. 14" in w.message)
    assert mccarrick.message == ("McCarrick, Pat (no. 14): rounds 4 and 5 ('0000 -  ', a bye with no result "
                                 "letter) read as half-point byes: only that reading gives the 2.0 of the score "
                                 "column")
    assert (mccarrick.location.line, mccarrick.location.column) == (28, 122) and not mccarrick.is_error
    assert len(warnings) == 5


def test_a_bye_written_with_a_games_letter_is_read_as_the_score_column_says():
    """`0000 - =` (ICU sample): Griffiths (no. 1) has 4.0 in the score column and 3½ from his games, so the
    round-1 bye is worth a half point, as the FIDE TEC checker reads it."""
    t, warnings = _icu("valid.tab")
    assert next(b for b in t.round(1).byes if b.player == 1).kind is ByeKind.HALF
    assert warnings[0].message.startswith("Griffiths, Ryan Rhys (no. 1): round 1 ('0000 - =', a bye with a game's "
                                          "result letter) read as half-point bye")


def test_a_blank_bye_that_the_score_column_counts_as_nothing_stays_a_zero_point_bye_without_a_word():
    """Irish intermediate 2011: Coughlan (no. 18) has four `0000 -  ` rounds and 0.0: zero-point byes, as TRF
    reads a blank; only Shaughnessy's bye (no. 15, 2.0 from 1½) is read otherwise."""
    t, warnings = _icu("irish_intermediate_champs_2011.tab")
    assert {b.kind for r in t.rounds for b in r.byes if b.player == 18} == {ByeKind.ZERO}
    assert [w.message.split(":")[0] for w in warnings] == ["Shaughnessy, Elizabeth (no. 15)"]


def test_where_no_kind_of_bye_makes_the_score_agree_the_bye_stays_and_the_column_is_said_to_differ():
    """Griffiths's score column made 5.0: neither a half, a full nor a zero-point bye gives it; his round-1 bye
    stays a zero-point bye and the warning says the column and the results differ, as for any other file."""
    lines = (ICU / "valid.tab").read_text().splitlines()
    i = _player_line(lines, 1)
    lines[i] = lines[i][:80] + " 5.0" + lines[i][84:]
    problems: list = []
    t = read_trf("\n".join(lines), "valid.tab", warnings=problems)
    assert next(b for b in t.round(1).byes if b.player == 1).kind is ByeKind.ZERO
    assert any(p.message == "Griffiths, Ryan Rhys (no. 1): the score column says 5.0, the results give 3.5"
               for p in problems)
