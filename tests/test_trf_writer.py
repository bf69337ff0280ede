"""TRF-16 and TRF-2026 export: FIDE's fixed columns, result and bye codes, and a round trip through the reader."""
from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest

from generator.core.model import (
    Bye,
    ByeKind,
    Colour,
    Game,
    GameResult,
    PairingSystem,
    Player,
    PointSystem,
    Round,
    Start,
    Tournament,
)
from generator.core.standings import compute_standings
from generator.trf.reader import read_trf
from generator.trf.writer import decimal, point_notes, points_record, trf16, trf2026, trf_name

DATA = Path(__file__).parent / "data"
FIXTURES = sorted((DATA / "pairing").glob("*/*.trf")) + sorted((DATA / "trf").glob("*.trf"))


def _games_and_byes(t: Tournament) -> dict[int, tuple[list, list]]:
    return {r.number: (sorted((g.white, g.black, g.result) for g in r.games),
                       sorted((b.player, b.kind.value) for b in r.byes)) for r in t.rounds}


def _small() -> Tournament:
    """Six players, two rounds: a forfeit, a double forfeit, and one bye of each kind."""
    players = tuple(Player(Start(n), name, rating) for n, name, rating in (
        (1, "Konstantin Brandt", 2184), (2, "Weiß, Anna", 1987), (3, "Tobias Meißner", 2075),
        (4, "Lena Hoffmann", None), (5, "Jonas Vogt", 1800), (6, "Mehmet Yılmaz", 1750)))
    round1 = Round(1, (Game(Start(1), Start(2), GameResult.WHITE_WINS, 1),
                       Game(Start(3), Start(4), GameResult.BLACK_WINS_FORFEIT, 2)),
                   (Bye(Start(5), ByeKind.PAB), Bye(Start(6), ByeKind.HALF)), dt.date(2026, 9, 3))
    round2 = Round(2, (Game(Start(4), Start(1), GameResult.DRAW, 1),
                       Game(Start(2), Start(5), GameResult.DOUBLE_FORFEIT, 2)),
                   (Bye(Start(3), ByeKind.FULL), Bye(Start(6), ByeKind.ZERO)))
    return Tournament("herbst", "Herbstturnier 2026", players, (round1, round2), planned_rounds=5,
                      start_date=dt.date(2026, 9, 3), end_date=dt.date(2026, 10, 1), venue="Leipzig",
                      schedule=(None, dt.date(2026, 9, 10), dt.date(2026, 9, 17)), tiebreaks=("BH/C1", "SB"))


def _line(text: str, start: int) -> str:
    return next(line for line in text.splitlines() if line.startswith("001") and int(line[4:8]) == start)


def test_player_lines_have_fide_columns():
    """TRF-16 §001: the exported lines of the TEC Swiss file equal the original's column for column (the rank
    column aside, which the original ranks without tie-breaks)."""
    original = (DATA / "trf" / "tec-swiss.trf").read_text()
    tournament = read_trf(original, "tec-swiss.trf")
    exported = trf16(tournament)
    for line in (l for l in original.splitlines() if l.startswith("001")):
        mine = _line(exported, int(line[4:8]))
        assert mine[:85] == line[:85] and mine[89:] == line[89:].rstrip()


def test_cells_use_fide_codes_for_forfeits_and_byes():
    """TRF-16 result codes: + / - for forfeits (- on both sides of a double forfeit), 0000 - U/H/F/Z for byes,
    and the scheduled colours kept for forfeits."""
    text = trf16(_small())
    assert _line(text, 3)[91:].rstrip() == "   4 w -  0000 - F"
    assert _line(text, 4)[91:].rstrip() == "   3 b +     1 w ="
    assert _line(text, 2)[91:].rstrip() == "   1 b 0     5 w -"
    assert _line(text, 5)[91:].rstrip() == "0000 - U     2 b -"
    assert _line(text, 6)[91:].rstrip() == "0000 - H  0000 - Z"


def test_points_and_rank_columns_come_from_the_scores_and_standings():
    """Columns 81-84 hold the points (forfeit win 1, HPB ½, double forfeit 0), 86-89 the rank after the
    standings' tie-breaks."""
    tournament = _small()
    standings = compute_standings(tournament, 2)
    text = trf16(tournament, standings)
    points = {s: Fraction(_line(text, s)[80:84]) for s in range(1, 7)}
    assert points == {1: Fraction(3, 2), 2: 0, 3: 1, 4: Fraction(3, 2), 5: 1, 6: Fraction(1, 2)}
    ranks = {s: int(_line(text, s)[85:89]) for s in range(1, 7)}
    assert ranks == {row.start: row.rank for row in standings.rows}


def test_names_in_lastname_firstname_order():
    """TRF §001 columns 15-47 hold 'Lastname, Firstname'; a name already in that order is kept."""
    assert trf_name("Konstantin Brandt") == "Brandt, Konstantin"
    assert trf_name("Weiß, Anna") == "Weiß, Anna"
    assert _line(trf16(_small()), 1)[14:47].rstrip() == "Brandt, Konstantin"


def test_headers_and_round_dates():
    """012 name, 022 city, 042/052 dates as YYYY/MM/DD, 062/072 player counts, 132 round dates as YY/MM/DD
    at columns 92, 102, 112 (a round file's date, else the schedule's)."""
    lines = trf16(_small()).split("\r\n")
    assert "012 Herbstturnier 2026" in lines and "022 Leipzig" in lines
    assert "042 2026/09/03" in lines and "052 2026/10/01" in lines
    assert "062 6" in lines and "072 5" in lines
    dates = next(line for line in lines if line.startswith("132"))
    assert (dates[91:99], dates[101:109], dates[111:119]) == ("26/09/03", "26/09/10", "26/09/17")


def test_lines_end_in_crlf():
    """TRF Remark 1: every line ends with a carriage return."""
    text = trf2026(_small())
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", "")


@pytest.mark.parametrize("writer", [trf16, trf2026], ids=["trf16", "trf2026"])
@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_export_then_read_gives_the_same_games_and_byes(path: Path, writer):
    """Round trip: every game (players, colours, result) and bye of the fixture survives export and reading."""
    original = read_trf(path.read_text(encoding="utf-8"), path.name)
    again = read_trf(writer(original), path.name)
    assert _games_and_byes(again) == _games_and_byes(original)
    assert [(p.start, p.rating, p.federation, p.fide_id) for p in again.players] == \
           [(p.start, p.rating, p.federation, p.fide_id) for p in original.players]
    assert again.planned_rounds == original.planned_rounds
    assert again.initial_colour == original.initial_colour


def test_small_tournament_round_trips_through_both_versions():
    """The hand-made tournament with every kind of forfeit and bye reads back the same from TRF-16 and 2026."""
    tournament = _small()
    for writer in (trf16, trf2026):
        assert _games_and_byes(read_trf(writer(tournament))) == _games_and_byes(tournament)


def test_trf2026_records_read_back():
    """TRF-2026: 142 rounds, 152 initial colour, 162 points, 202 tie-breaks, 132 dates, 250 acceleration and
    260 prohibited pairings give back the tournament's settings."""
    points = PointSystem(win=Fraction(3), draw=Fraction(1), forfeit_win=Fraction(3), full_bye=Fraction(3),
                         pab=Fraction(3), half_bye=Fraction(1))
    tournament = Tournament(
        "t", "Blitz", _small().players, _small().rounds, planned_rounds=7, points=points,
        tiebreaks=("BH/C1", "SB"), initial_colour=Colour.BLACK, pairing=PairingSystem.DUTCH,
        schedule=_small().schedule, acceleration={Start(1): (Fraction(1), Fraction(1), Fraction(0))},
        forbidden_pairs=frozenset({frozenset({Start(2), Start(3)})}))
    text = trf2026(tournament)
    assert "142 7" in text.split("\r\n") and "152 B" in text.split("\r\n")
    again = read_trf(text)
    assert again.planned_rounds == 7 and again.initial_colour is Colour.BLACK
    assert again.points == points
    assert again.tiebreaks == ("BH/C1", "SB")
    assert again.acceleration == {1: (Fraction(1), Fraction(1))}
    assert again.forbidden_pairs == tournament.forbidden_pairs
    assert again.pairing is PairingSystem.DUTCH
    assert again.schedule[:3] == (dt.date(2026, 9, 3), dt.date(2026, 9, 10), dt.date(2026, 9, 17))


def test_points_record_columns():
    """TRF-2026 162: the letter in column 6 and its points in 7-10, the next pair 9 columns further on."""
    record = points_record(PointSystem(win=Fraction(3), draw=Fraction(1)))
    assert record[5] == "W" and record[6:10] == " 3.0"
    assert record[14] == "D" and record[15:19] == " 1.0"
    assert record[23] == "L" and record[24:28] == " 0.0"


def test_byes_of_a_round_not_paired_yet_become_240_records():
    """TRF-2026 240: a half-point bye asked for a round without boards is listed as 'H', round, player."""
    base = _small()
    tournament = Tournament(base.slug, base.name, base.players,
                            base.rounds + (Round(3, (), (Bye(Start(2), ByeKind.HALF), Bye(Start(5), ByeKind.HALF))),),
                            planned_rounds=5)
    text = trf2026(tournament)
    assert "240 H 003    2    5" in text.split("\r\n")
    assert _games_and_byes(read_trf(text))[3] == ([], [(2, "half"), (5, "half")])


def test_what_record_162_cannot_say_is_named():
    """A forfeit win worth less than a win cannot be written in 162 (W covers both); the exporter says so."""
    assert point_notes(PointSystem()) == ()
    assert point_notes(PointSystem(forfeit_win=Fraction(1, 2)))[0].startswith("forfeit_win (0.5)")


def test_decimal_points():
    """Points as TRF writes them: '3.5', '11.0', quarters exactly."""
    assert [decimal(Fraction(7, 2)), decimal(Fraction(11)), decimal(Fraction(9, 4))] == ["3.5", "11.0", "2.25"]


def test_baku_acceleration_is_exported_as_record_192():
    """`acceleration: baku` goes out as `192 FIDE_DUTCH_2026_BAKU`, the code of the current FIDE table (ETT26;
    docs/rules/dutch.md §9.2), in both TRF versions, and reads back as Baku."""
    from dataclasses import replace
    baku = replace(_small(), pairing=PairingSystem.DUTCH, baku_acceleration=True)
    for text in (trf16(baku), trf2026(baku)):
        assert [line for line in text.splitlines() if line.startswith("192")] == ["192 FIDE_DUTCH_2026_BAKU"]
        assert read_trf(text).baku_acceleration
    assert "192 " not in trf16(_small())


def test_trf2026_names_the_pairing_system_in_record_192_as_etts26_does():
    """TRF-2026 gives each event paired by a system FIDE's table names its code: a Dutch FIDE_DUTCH_2026, a round
    robin FIDE_ROUNDROBIN (twice round: FIDE_DOUBLEROUNDROBIN), a Burstein FIDE_BURSTEIN; a manual event none.
    Each reads back as the system it was."""
    from dataclasses import replace
    cases = [(PairingSystem.DUTCH, 1, "192 FIDE_DUTCH_2026"), (PairingSystem.ROUND_ROBIN, 1, "192 FIDE_ROUNDROBIN"),
             (PairingSystem.ROUND_ROBIN, 2, "192 FIDE_DOUBLEROUNDROBIN"),
             (PairingSystem.BURSTEIN_2025, 1, "192 FIDE_BURSTEIN"), (PairingSystem.MANUAL, 1, None)]
    for system, cycles, record in cases:
        text = trf2026(replace(_small(), pairing=system, cycles=cycles))
        assert [line for line in text.splitlines() if line.startswith("192")] == ([record] if record else [])
        back = read_trf(text)
        assert (back.pairing, back.cycles) == (system, cycles)


def test_the_2026_codes_std_tpn_rtng_go_out_in_record_202_and_come_back():
    """STD, TPN and RTNG (C.07 as amended in 2026), reversed or not, are written in 202/212 and read back."""
    from dataclasses import replace
    chain = ("STD", "TPN/R", "RTNG", "BH/C1")
    text = trf2026(replace(_small(), tiebreaks=chain))
    assert "202 STD,TPN/R,RTNG,BH/C1" in text.splitlines() and "212 PTS,STD,TPN/R,RTNG,BH/C1" in text.splitlines()
    assert read_trf(text).tiebreaks == chain
    assert read_trf(text.replace("202 STD,TPN/R", "202 std,tpn/r")).tiebreaks == chain
