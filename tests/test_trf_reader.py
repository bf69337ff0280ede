"""TRF-16 reader: fixed columns into the model, located errors for bad lines."""
from fractions import Fraction
from pathlib import Path

import pytest

from generator.core.model import ByeKind, Colour, GameResult, PairingSystem
from generator.core.scoring import CellKind, scorecards
from generator.trf.reader import TrfError, read_trf

DATA = Path(__file__).parent / "data" / "trf"


def tec_swiss():
    return read_trf((DATA / "tec-swiss.trf").read_text(), "tec-swiss.trf")


def test_scores_recomputed_from_cells_match_the_score_column():
    """Every player's points, summed from the round cells, equal the TRF score column (cols 81-84)."""
    text = (DATA / "tec-swiss.trf").read_text()
    cards = scorecards(read_trf(text, "tec-swiss.trf"))
    for line in text.splitlines():
        if line.startswith("001"):
            assert cards[int(line[4:8])].points == Fraction(line[80:84].strip())


def test_cells_keep_how_each_round_came_about():
    """#9 Jessica (TEC Ex. D): lost, lost, HPB in R3, forfeit loss to #11 in R4, PAB in R5."""
    card = scorecards(tec_swiss())[9]
    assert [c.kind for c in card.cells] == [CellKind.LOSS, CellKind.LOSS, CellKind.HALF_BYE,
                                           CellKind.FORFEIT_LOSS, CellKind.PAB]
    assert card.cell(4).opponent == 11 and card.cell(4).colour is Colour.WHITE


def test_header_records():
    """XXR gives the planned rounds, 012 the name, 042 the start date, 092 the system."""
    t = tec_swiss()
    assert t.planned_rounds == 5
    assert t.name.startswith("TEC Exercises")
    assert str(t.start_date) == "2024-03-18"
    rr = read_trf((DATA / "tec-round-robin.trf").read_text(), "rr.trf")
    assert rr.pairing is PairingSystem.ROUND_ROBIN


def test_forfeit_is_a_game_with_a_forfeit_result():
    """A `+`/`-` cell pair is a board whose result is a forfeit, with the scheduled colours."""
    round4 = tec_swiss().round(4)
    game = next(g for g in round4.games if 9 in g.players())
    assert (game.white, game.black, game.result) == (9, 11, GameResult.BLACK_WINS_FORFEIT)


def test_byes_by_code():
    """`0000 - U` is a PAB, `H` a half-point bye, `Z` a zero-point bye."""
    t = tec_swiss()
    assert {b.player: b.kind for b in t.round(2).byes} == {4: ByeKind.HALF, 12: ByeKind.PAB}
    assert {b.player: b.kind for b in t.round(4).byes} == {12: ByeKind.ZERO, 14: ByeKind.ZERO}


def test_extension_records():
    """XXC sets the initial colour, XXA acceleration per round, XXP forbidden pairs."""
    text = ("XXR 5\nXXC black1\nXXA    1  1.0\nXXP 1 2\n"
            "001    1      A                                 2390                             0.0    1\n"
            "001    2      B                                 2380                             0.0    2\n")
    t = read_trf(text)
    assert t.initial_colour is Colour.BLACK
    assert t.acceleration == {1: (Fraction(1),)}
    assert t.forbidden_pairs == frozenset({frozenset({1, 2})})


def test_bad_lines_are_reported_together_with_their_columns():
    """Every bad line is reported in one error, each naming file:line:column and quoting the line."""
    good = "001    1      A                                 2390                             1.0    1     2 w 1"
    bad_start = "001   x1      B                                 2380                             0.0    2     1 b 0"
    bad_result = "001    3      C                                 2380                             0.0    2     4 w X"
    with pytest.raises(TrfError) as info:
        read_trf("\n".join([good, bad_start, bad_result]), "bad.trf")
    problems = info.value.problems
    assert [str(p.location) for p in problems][:2] == ["bad.trf:2:5", "bad.trf:3:99"]
    assert "found 'x1'" in problems[0].message
    assert "unknown result 'X'" in problems[1].message
    assert problems[1].source_line == bad_result


def test_a_digit_python_cannot_read_as_a_number_is_a_located_error():
    """'²' is a digit to str.isdigit but no decimal digit, so int() refuses it: in the starting number, the
    rating or an opponent's number it is reported with its column, never a traceback."""
    good = "001    1      A                                 2390                             1.0    1     2 w 1"
    lines = ["001    ²      B                                 2380                             0.0    2     1 b 0",
             "001    3      C                                 238²                             0.0    2     4 w 1",
             "001    4      D                                 2380                             0.0    2     ² b 0"]
    with pytest.raises(TrfError) as info:
        read_trf("\n".join([good, *lines]), "bad.trf")
    located = {str(p.location): p.message for p in info.value.problems}
    assert "found '²'" in located["bad.trf:2:5"]
    assert "found '238²'" in located["bad.trf:3:49"]
    assert "found '²'" in located["bad.trf:4:92"]


def test_one_sided_board_is_an_error():
    """A cell naming an opponent whose own line does not name the player back is reported."""
    text = ("001    1      A                                 2390                             1.0    1     2 w 1\n"
            "001    2      B                                 2380                             0.0    2     3 b 0\n"
            "001    3      C                                 2380                             0.0    2")
    with pytest.raises(TrfError) as info:
        read_trf(text, "x.trf")
    assert "2's line does not show 1" in info.value.problems[0].message


def test_trf2026_records():
    """TRF-2026: 142 rounds, 152 initial colour, 162 points (W also forfeit wins and full-point byes, D also
    half-point byes, A zero-point byes and forfeit losses), 202 tie-breaks (unknown codes left out), 132 round
    dates, 240 byes of a round not paired yet, 250 acceleration, 260 prohibited pairings, ### comments."""
    lines = ["### written by hand", "012 Open", "142 7", "152 B",
             "162  W 3.0      D 1.0      L 0.0      A 0.0      P 3.0", "202 BH/C1,XYZ,SB",
             "132" + " " * 88 + "26/09/03  26/09/10",
             "001    1      A, B" + " " * 73 + "   2 w 1", "001    2      C, D" + " " * 73 + "   1 b 0",
             "001    3      E, F", "240 H 002    1    3", "250      1.0 001 002 0001 0002", "260 001 007    1    3"]
    t = read_trf("\n".join(lines))
    assert (t.planned_rounds, t.initial_colour) == (7, Colour.BLACK)
    assert (t.points.win, t.points.forfeit_win, t.points.full_bye, t.points.half_bye, t.points.pab) == (3, 3, 3, 1, 3)
    assert t.tiebreaks == ("BH/C1", "SB")
    assert t.round(1).date.isoformat() == "2026-09-03" and t.schedule[1].isoformat() == "2026-09-10"
    assert [(b.player, b.kind) for b in t.round(2).byes] == [(1, ByeKind.HALF), (3, ByeKind.HALF)]
    assert t.acceleration == {1: (Fraction(1), Fraction(1)), 2: (Fraction(1), Fraction(1))}
    assert t.forbidden_pairs == frozenset({frozenset({1, 3})})


def test_xxa_is_read_by_fixed_columns_and_a_blank_round_is_zero():
    """XXA (bbpPairings' TRF(x) extension) as the reference reads it: number in columns 5-8, one 4-column
    field per round from column 10 every 5 columns; a blank field means 0 virtual points that round."""
    players = ("001    1      A                                 2390                             0.0    1\n"
               "001    2      B                                 2380                             0.0    2\n")
    t = read_trf("XXR 5\nXXA    1  1.0       0.5\nXXA    2            1.0\n" + players)
    assert t.acceleration == {1: (Fraction(1), Fraction(0), Fraction(1, 2)),
                              2: (Fraction(0), Fraction(0), Fraction(1))}


def test_xxa_values_out_of_their_columns_are_located_errors():
    """An XXA value that does not sit in its 4 columns, or is not a number, is an error naming its column."""
    players = "001    1      A                                 2390                             0.0    1\n"
    with pytest.raises(TrfError) as info:
        read_trf("XXA    1   1.0\nXXA    1  1.x\n" + players, "acc.trf")
    problems = info.value.problems
    assert [str(p.location) for p in problems] == ["acc.trf:1:14", "acc.trf:2:10"]
    assert "past its 4 columns" in problems[0].message and "'1.x'" in problems[1].message


def test_record_250_and_xxa_give_the_same_acceleration():
    """TRF-2026 record 250 (points in 10-13, rounds 15-17 to 19-21, players 23-26 to 28-31) gives the same
    virtual points per player and round as the equivalent XXA lines."""
    players = ("001    1      A                                 2390                             0.0    1\n"
               "001    2      B                                 2380                             0.0    2\n")
    by_250 = read_trf("250      1.0 001 002 0001 0002\n250      0.5 003 003 0001 0001\n" + players)
    by_xxa = read_trf("XXA    1  1.0  1.0  0.5\nXXA    2  1.0  1.0\n" + players)
    assert by_250.acceleration == by_xxa.acceleration == {
        1: (Fraction(1), Fraction(1), Fraction(1, 2)), 2: (Fraction(1), Fraction(1))}


@pytest.mark.parametrize("code, system, baku, cycles", [
    ("FIDE_DUTCH_2026", PairingSystem.DUTCH, False, 1), ("FIDE_DUTCH_2026_BAKU", PairingSystem.DUTCH, True, 1),
    ("FIDE_DUTCH_2025_BAKU", PairingSystem.DUTCH, True, 1), ("FIDE_DUTCH", PairingSystem.DUTCH, False, 1),
    ("fide_dutch_2017_baku", PairingSystem.DUTCH, True, 1), ("FIDE_ROUNDROBIN", PairingSystem.ROUND_ROBIN, False, 1),
    ("BERGER_ROUNDROBIN_G1", PairingSystem.ROUND_ROBIN, False, 1),
    ("FIDE_DOUBLEROUNDROBIN", PairingSystem.ROUND_ROBIN, False, 2), ("FIDE_BURSTEIN", PairingSystem.BURSTEIN, False, 1),
    ("FIDE_DUBOV", PairingSystem.MANUAL, False, 1), ("FIDE_DOUBLESWISS", PairingSystem.MANUAL, False, 1)])
def test_every_record_192_name_in_use_is_read(code, system, baku, cycles):
    """Record 192, whichever table's name a program writes (ETT26's FIDE_DUTCH_2026, the TEC draft's
    FIDE_DUTCH_2025, the bare FIDE_DUTCH, round robins, Burstein), over a 092 that says only "Swiss"; a system
    this program does not pair (Dubov, Double Swiss) is a manual event, not a Dutch one."""
    players = "001    1      A                                 2390                             0.0    1\n"
    t = read_trf(f"092 Individual: Swiss-System\n192 {code}\n" + players)
    assert (t.pairing, t.baku_acceleration, t.cycles) == (system, baku, cycles)


def test_record_192_baku_sets_baku_acceleration():
    """Record 192 naming FIDE_DUTCH_2025_BAKU asks for Baku acceleration (docs/rules/dutch.md §9.2)."""
    players = "001    1      A                                 2390                             0.0    1\n"
    assert read_trf("092 FIDE_DUTCH_2025\n192 FIDE_DUTCH_2025_BAKU\n" + players).baku_acceleration
    assert not read_trf("092 FIDE_DUTCH_2025\n" + players).baku_acceleration


def test_record_250_with_a_reversed_range_is_an_error():
    """A 250 record whose rounds or players run backwards (last before first) gives no acceleration silently:
    it is reported at its line."""
    players = "001    1      A                                 2390                             0.0    1\n"
    with pytest.raises(TrfError) as info:
        read_trf("250      1.0 003 001 0001 0001\n" + players, "acc.trf")
    assert str(info.value.problems[0].location) == "acc.trf:1:5"


# --- other programs' files -------------------------------------------------------------

def _tec_lines() -> list[str]:
    return (DATA / "tec-swiss.trf").read_text().splitlines()


def _player_line(lines: list[str], start: int) -> int:
    return next(i for i, line in enumerate(lines) if line.startswith("001") and int(line[4:8]) == start)


def _windows_1252_file(folder: Path) -> Path:
    """TEC Swiss with player 1 renamed 'Müller, Jörg' and saved in Windows-1252, as older programs write it; six
    rounds planned, so that one is left to pair."""
    lines = [("XXR 6" if line.startswith("XXR") else line) for line in _tec_lines()]
    i = _player_line(lines, 1)
    lines[i] = lines[i][:14] + "Müller, Jörg".ljust(33) + lines[i][47:]
    path = folder / "old-program.trf"
    path.write_bytes(("\r\n".join(lines) + "\r\n").encode("cp1252"))
    return path



@pytest.mark.parametrize("argv", [["standings"], ["explain", "1"], ["pair"], ["import-trf"]])
def test_every_command_reads_a_windows_1252_file_the_same_way(argv, tmp_path, capsys):
    """standings, explain, pair and import-trf all read the file, name Müller, Jörg, and warn naming the file."""
    from clicall import run
    path = _windows_1252_file(tmp_path)
    args = [argv[0], str(path), *argv[1:]] + (["--to", str(tmp_path / "open")] if argv[0] == "import-trf" else [])
    code, out, err = run(capsys, *args)
    assert code == 0, err
    assert f"warning: the file is not UTF-8 text; read as Windows-1252, as older programs write it\n  --> " \
           f"{path.as_posix()}:" in err
    written = (tmp_path / "open" / "tournament.yml").read_text(encoding="utf-8") if argv[0] == "import-trf" else out
    assert "Müller" in written or argv[0] == "pair"     # the exchange format of `pair` prints numbers only


def test_result_and_colour_letters_and_record_codes_in_any_case():
    """TRF-2026: codes are case-insensitive. Cells in lower case ('b', 'd', 'h') and upper case colours ('W'),
    and records such as 'xxr', read as their usual spelling."""
    upper = "\n".join(_tec_lines())
    lines = _tec_lines()
    for i, line in enumerate(lines):
        if line.startswith("001"):
            head, cells = line[:91], line[91:]
            cells = "".join(c[:5] + c[5].swapcase() + c[6:7] + c[7].swapcase() + c[8:]
                            if len(c) >= 8 else c for c in (cells[k:k + 10] for k in range(0, len(cells), 10)))
            lines[i] = head + cells
        elif line.startswith("XXR"):
            lines[i] = "xxr" + line[3:]
    lower = read_trf("\n".join(lines), "tec-swiss.trf")
    assert lower == read_trf(upper, "tec-swiss.trf")
    assert lower.planned_rounds == 5


def test_record_132_is_read_leniently_and_a_bad_date_is_a_warning():
    """Dates in their cells from column 92; a line off by a column read date by date; an unreadable date a
    warning that leaves its round undated (the dates are only shown)."""
    base = ["012 Open", "001    1      A, B" + " " * 73 + "   2 w 1     2 b 0",
            "001    2      C, D" + " " * 73 + "   1 b 0     1 w 1"]
    in_cells = read_trf("\n".join(["132" + " " * 88 + "26/09/03  26/09/10", *base]))
    shifted = read_trf("\n".join(["132" + " " * 86 + "26/09/03   26/09/10", *base]))
    assert in_cells.schedule == shifted.schedule and shifted.schedule[1].isoformat() == "2026-09-10"
    warnings: list = []
    bad = read_trf("\n".join(["132" + " " * 88 + "26/13/03  26/09/10", *base]), "x.trf", warnings=warnings)
    assert bad.schedule[0] is None and bad.schedule[1].isoformat() == "2026-09-10"
    assert [(str(w.location), w.message, w.is_error) for w in warnings] == [
        ("x.trf:1:92", "round 1: unreadable date '26/13/03'; the round is shown without a date", False)]


def test_a_star_is_a_game_still_to_play_or_with_no_opponent_nothing_yet():
    """TEC Swiss with round 5 not finished: boards written `w *` / `b *` are games still to play (as in our round
    files), a `0000 - *` cell is no round for that player at all, not a zero-point bye; nothing is refused."""
    lines = _tec_lines()
    for start in (1, 4):   # Alyx and David meet in round 5: their board not finished
        i = _player_line(lines, start)
        lines[i] = lines[i][:98 + 40] + "*" + lines[i][99 + 40:]
    i = _player_line(lines, 12)   # Nick, withdrawn: nothing yet instead of a zero-point bye
    lines[i] = lines[i][:131] + "0000 - *" + lines[i][139:]
    problems: list = []
    t = read_trf("\n".join(lines), "in-progress.trf", warnings=problems)
    board = next(g for g in t.round(5).games if 1 in g.players())
    assert board.result is GameResult.PENDING and set(board.players()) == {1, 4}
    assert 12 not in t.round(5).participants() and all(b.player != 12 for b in t.round(5).byes)
    assert not any(p.is_error for p in problems)


def test_a_round_every_player_left_blank_before_a_played_one_is_a_round_of_zero_point_byes():
    """Blank cells are zero-point byes (TRF): a round in which nobody has anything, followed by one that was
    played, is there with a zero-point bye for each player, so that the rounds have no gap (found by the
    property tests over the format: the import wrote rounds/02.yml alone and the build refused it)."""
    text = ("XXR 2\n"
            "001    1      A, Test                           2290                             1.0    1            0000 - U\n"
            "001    2      B, Test                           2280                             1.0    2            0000 - F\n")
    t = read_trf(text, "gap.trf")
    assert [r.number for r in t.rounds] == [1, 2]
    assert {(b.player, b.kind) for b in t.round(1).byes} == {(1, ByeKind.ZERO), (2, ByeKind.ZERO)}
