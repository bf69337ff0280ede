"""The team records of a TRF-2026 file read line by line (generator/trf/team_records.py), in the columns of the
FIDE TRF-2026 team section (docs/downloads.md); the league made of them is tested in tests/test_trf_league.py.
The record lines are Sharly Chess's (tests/data/trf-teams/team-sharly-import-test.trf) or written to the columns.
"""
from __future__ import annotations

from fractions import Fraction

from generator.core.model import Colour, Start
from generator.core.teams.model import ByeKind, MatchForfeit, MatchPoints
from generator.trf.reader import Reader
from generator.trf.team_records import TeamReader, read_team_line


def read(*lines: str) -> TeamReader:
    reader = TeamReader(Reader("t.trf"))
    for line_no, line in enumerate(lines, start=1):
        read_team_line(reader, line_no, line)
    return reader


def problems(reader: TeamReader) -> list[tuple[int, int, str]]:
    return [(p.location.line, p.location.column, p.message) for p in reader.players.problems]


def test_a_310_record_gives_the_team_its_figures_and_its_players_in_board_order() -> None:
    """Number 5-7, name 9-40, nickname 42-46, match points 55-60, game points 62-67, rank 69-71 (blank here),
    the players from column 74 every 5 columns."""
    reader = read("310   5 Tour de chartreuse A             TOUR       0    3.0    5.0         8    1   25   24")
    (team,) = reader.teams
    assert (team.number, team.name, team.short, team.mp, team.gp, team.rank) == (
        5, "Tour de chartreuse A", "TOUR", Fraction(3), Fraction(5), None)
    assert team.players == [Start(8), Start(1), Start(25), Start(24)]
    assert problems(reader) == []


def test_trf16_013_records_are_numbered_in_file_order() -> None:
    """TRF-16's 013: name 5-36, players from 37; the teams numbered 1, 2, … as listed."""
    reader = read("013 " + "ERP A".ljust(32) + "    7   10", "013 " + "Crest".ljust(32) + "   19   16")
    assert [(t.number, t.name, t.players) for t in reader.old_teams] == [
        (1, "ERP A", [Start(7), Start(10)]), (2, "Crest", [Start(19), Start(16)])]
    assert reader.teams == []


def test_line_ups_byes_forfeits_colours_and_match_points() -> None:
    reader = read("300   1   4   2   22    0   23    9",   # round 1, team 4 against team 2, board 2 empty
                  "320  2.0  5.0" + "   5" + "    " + "   3",  # the PAB: team 5 in round 1, none in 2, team 3 in 3
                  "240 H 003  026  047",                   # half-point byes in round 3 for teams 26 and 47
                  "330 -+ 004 023 047",                    # round 4: team 23 forfeits to team 47
                  "352 WBBW",
                  "362 TW 3.0   TD 1.0   TL 0.0")
    lineup = reader.lineups[(1, 4)]
    assert (lineup.opponent, lineup.players) == (2, (Start(22), Start(0), Start(23), Start(9)))
    assert reader.pab_points == (Fraction(2), Fraction(5))
    assert reader.byes == {(1, 5): (ByeKind.PAB, 2), (3, 3): (ByeKind.PAB, 2),
                           (3, 26): (ByeKind.HALF, 3), (3, 47): (ByeKind.HALF, 3)}
    (forfeit,) = reader.forfeits
    assert (forfeit.round, forfeit.kind, forfeit.first, forfeit.second) == (4, MatchForfeit.AWAY_WINS, 23, 47)
    assert reader.colours == (Colour.WHITE, Colour.BLACK, Colour.BLACK, Colour.WHITE)
    assert reader.match_points == MatchPoints(Fraction(3), Fraction(1), Fraction(0))
    assert problems(reader) == []


def test_each_unreadable_record_is_a_problem_at_its_line() -> None:
    reader = read("310 abc Nobody",
                  "330 ++ 004 023 047",
                  "352 WXBW",
                  "300   1   4   2   22    5   23    9",
                  "300   1   4   3   22    5   23    9")
    assert problems(reader) == [
        (1, 5, "a team record 310 has the team's number in columns 5-7"),
        (2, 5, "unreadable forfeited-match record 330"),
        (3, 5, "record 352 gives the colours board by board as W and B, not 'WXBW'"),
        (5, 5, "team 4 has a second record 300 for round 1 (also on line 4)"),
    ]


def test_records_a_league_cannot_keep_are_set_aside_and_the_rest_go_to_the_individual_reader() -> None:
    reader = read("250 1.0 0001 0010", "022 Leipzig", "202 MP, GP", "012 Liga West")
    assert reader.set_aside == {"250"}
    assert reader.extra == [("city", "Leipzig")]
    assert reader.players.headers.get("012") == "Liga West"
    assert reader.tiebreaks == ["MP", "GP"]
