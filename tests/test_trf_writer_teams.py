"""Team events in TRF: a team file is recognised and refused as an individual event, and a league is written as
TRF-2026 (records 310, 300, 330, 352, 362) and TRF-16 (013). Reading team files into the league model:
tests/test_trf_league.py."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from generator.core.teams.model import Match, MatchForfeit, MatchPoints, colour_of_home
from generator.loading.league import load_league
from generator.trf.reader import TeamTrfError, read_trf, team_records
from generator.trf.teams import read_league_trf
from generator.trf.writer import league_trf16, league_trf2026

DATA = Path(__file__).parent / "data"
TEAM_FILES = sorted((DATA / "trf-teams").glob("*.trf"))


@pytest.mark.parametrize("path", TEAM_FILES, ids=lambda p: p.name)
def test_a_team_file_is_not_read_as_an_individual_tournament(path: Path) -> None:
    """Both real team files (Sharly Chess's import test; FIDE TEC's Grandmommy's Cup) are refused with one
    located error naming the first team record."""
    text = path.read_text("utf-8")
    with pytest.raises(TeamTrfError) as raised:
        read_trf(text, path.name)
    (problem,) = raised.value.problems
    first_line, first = team_records(text)[0]
    assert problem.location.line == first_line and f"record {first[:3]}" in problem.message
    assert "team event" in problem.message


@pytest.fixture(scope="module")
def league():  # type: ignore[no-untyped-def]
    return load_league(DATA / "league")[0]


def test_a_league_is_written_with_its_team_records(league) -> None:  # type: ignore[no-untyped-def]
    """310 by column (TRF-2026): number 5-7, name 9-40, MP 55-60, GP 62-67, rank 69-71, players from 74; the
    substitute Krüger and the empty board of Eutritzsch make 300 records; 352 BW, 362 2/1/0."""
    text = league_trf2026(league)
    lines = text.split("\r\n")
    teams = [line for line in lines if line.startswith("310")]
    first = teams[0]
    assert (first[4:7], first[8:40].strip(), first[54:60].strip(), first[61:67].strip(), first[68:71].strip(),
            first[73:77].strip(), first[78:82].strip()) == ("  1", "SK Lindenau 1921", "4.0", "6.5", "1", "1", "2")
    assert "300 001 003 002   11   12   13 0000" in lines
    assert "300 002 001 002    1    2    3    5" in lines
    assert "352 BWBW" in lines and "362 TW 2.0   TD 1.0   TL 0.0" in lines
    fuchs = next(line for line in lines if "Fuchs" in line)
    assert fuchs[91:99] == "0000 - +"
    assert team_records(text) and text.endswith("\r\n")


def test_match_points_are_written_in_the_columns_of_fides_sample(league) -> None:  # type: ignore[no-untyped-def]
    """Record 362 as FIDE TEC's sample writes it and its checker reads it, like 162: the letter after 'T' in
    column 6, the points right-aligned in 7-10, the next pair 9 columns on (the checker refused a file whose points
    sat one column further right); 3 / 1 / 0 too."""
    sample = next(line for line in (DATA / "trf-teams" / "team-tec-grandmommys-cup.trf").read_text("utf-8")
                  .splitlines() if line.startswith("362"))
    def pairs(line: str) -> list[tuple[str, str]]:
        return [(line[at], line[at + 1:at + 5]) for at in range(5, len(line), 9)]
    written = next(line for line in league_trf2026(league).split("\r\n") if line.startswith("362"))
    assert pairs(written) == pairs(sample) == [("W", " 2.0"), ("D", " 1.0"), ("L", " 0.0")]
    three = replace(league, match_points=MatchPoints(Fraction(3), Fraction(1), Fraction(0)))
    assert pairs(next(line for line in league_trf2026(three).split("\r\n") if line.startswith("362")))[0] == (
        "W", " 3.0")


def test_record_352_gives_the_colour_of_every_board(league) -> None:  # type: ignore[no-untyped-def]
    """TRF-2026's 352 is the first-named team's colour board by board (FIDE TEC's sample: `352 WBWB` for 4 boards;
    its checker takes the record's length for the number of boards, and read `352 BW` as a 2-board event): the
    league's pattern (Black on odd boards) is written out for its 4 boards and reads back board for board."""
    lines = league_trf2026(league).split("\r\n")
    assert [line for line in lines if line.startswith("352")] == ["352 BWBW"]
    back = read_league_trf("\r\n".join(lines), "liga.trf", "liga").league
    assert [colour_of_home(back.colours, b) for b in range(1, 5)] == [
        colour_of_home(league.colours, b) for b in range(1, 5)]


def test_a_forfeited_match_is_record_330(league) -> None:  # type: ignore[no-untyped-def]
    forfeited = replace(league, matches=league.matches + (Match(4, "probstheida", "lindenau",
                                                                forfeit=MatchForfeit.AWAY_WINS),))
    assert "330 -+ 004 004 001" in league_trf2026(forfeited).split("\r\n")


def test_trf16_lists_each_team_as_013(league) -> None:  # type: ignore[no-untyped-def]
    """013: name 5-36, the players' numbers from 37 every 5 columns."""
    records = [line for line in league_trf16(league).split("\r\n") if line.startswith("013")]
    assert [r[4:36].strip() for r in records] == ["SK Lindenau 1921", "SV Grünau", "SG Eutritzsch",
                                                   "TSV Probstheida"]
    assert records[1][36:40] == "   6" and records[1][41:45] == "   7"


def _player(start: int, cell: str) -> str:
    return f"001 {start:>4} m    {'Player' + str(start) + ', Test':<33} 2000 GER {'':>11} {'':<10}  0.0 {start:>4}  {cell}"


def test_a_player_who_lost_against_an_empty_board_keeps_the_board() -> None:
    """Both sides lost board 2 (`0000 - -`: One's player 2 came, Two sent nobody, and the arbiter scored it lost
    for both). Without a line-up (300) a `0000 - -` cell reads as a player sitting out (FIDE TEC's sample), so
    TRF-2026 names One's line-up too, and the board comes back with its player."""
    text = "\n".join(["012 Lost both ways", "092 Team: Swiss-System", "142 1", "352 WB",
                      _player(1, "   3 w 1"), _player(2, "0000 - -"), _player(3, "   1 b 0"), _player(4, ""),
                      f"310   1 {'One':<32} {'':<5} {0:>6} {'':>6} {'':>6}   1     1    2",
                      f"310   2 {'Two':<32} {'':<5} {0:>6} {'':>6} {'':>6}   2     3    4",
                      "300   1   1   2    1    2", "300   1   2   1    3 0000"])
    league = read_league_trf(text, "lost.trf", "liga").league
    written = league_trf2026(league)
    assert "300 001 001 002    1    2" in written.split("\r\n")
    back = read_league_trf(written, "lost.trf", "liga").league
    assert [b.players() for m in back.matches for b in m.boards] == [(1, 3), (2,)]
    assert back.matches == league.matches


def test_a_match_forfeited_whole_gives_each_regular_a_forfeit_as_fides_sample_does(league) -> None:  # type: ignore[no-untyped-def]
    """FIDE TEC's sample writes a match forfeited whole (330) in its players' cells too, `0000 - +` for the team
    that won it and `0000 - -` for the team that lost it, and its checker refuses a file without them. Probstheida
    does not come in round 4: Lindenau's four regulars are `0000 - +`, Probstheida's `0000 - -`, and the file
    reads back with the same forfeited match."""
    forfeited = replace(league, matches=league.matches + (Match(4, "probstheida", "lindenau",
                                                                forfeit=MatchForfeit.AWAY_WINS),))
    lines = league_trf2026(forfeited).split("\r\n")
    round_4 = {int(line[4:8]): line[91 + 30:99 + 30] for line in lines if line.startswith("001")}
    teams = {t.slug: t for t in league.teams}
    assert [round_4[p] for p in teams["lindenau"].roster] == ["0000 - +"] * 4
    assert [round_4[p] for p in teams["probstheida"].roster] == ["0000 - -"] * 4
    back = read_league_trf("\r\n".join(lines), "liga.trf", "liga").league
    assert [(back.team(m.home).name, back.team(m.away).name, m.forfeit) for m in back.matches if m.round == 4] == [
        ("TSV Probstheida", "SK Lindenau 1921", MatchForfeit.AWAY_WINS)]
