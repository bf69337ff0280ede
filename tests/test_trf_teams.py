"""Team TRF files read into the league model (generator/trf/teams.py) and written back (generator/trf/writer.py),
and `bulletin import-trf` of a team file writing a league folder that the league loader reads back unchanged.

Fixtures (tests/data/trf-teams/, sources in their first line): FIDE TEC's draft team sample "Grandmommy's Cup"
(50 teams of 4 boards and a reserve, 14 rounds, byes, forfeited matches, empty boards) and Sharly Chess's import
test (5 teams, a round still to be played, a substitute named only in a 300 record).
"""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from generator.cli import main
from generator.core.errors import ContentError
from generator.core.model import Colour, GameResult
from generator.core.teams.model import NO_PLAYER, ByeKind, League, MatchForfeit, TeamBye
from generator.core.teams.standings import compute_league_table
from generator.loading.league import load_league
from generator.site.exports.yamlcontent import league_files
from generator.trf.reader import TrfError
from generator.trf.teams import league_figures, read_league_trf
from generator.trf.writer import league_trf16, league_trf2026

DATA = Path(__file__).parent / "data"
TEC = DATA / "trf-teams" / "team-tec-grandmommys-cup.trf"
SHARLY = DATA / "trf-teams" / "team-sharly-import-test.trf"
F = Fraction


def read(path: Path, slug: str = "liga") -> League:
    return read_league_trf(path.read_text("utf-8"), path.name, slug).league


@pytest.fixture(scope="module")
def tec() -> League:
    return read(TEC)


@pytest.fixture(scope="module")
def sharly() -> League:
    return read(SHARLY)


def test_the_tec_sample_is_read_as_a_team_swiss(tec: League) -> None:
    """310: 50 teams, 249 players (Indonesia has four); 14 rounds of 4 boards; 352 WBWB; 202 EDET, EMGSB/C1,
    BH:MP/C1, MPvGP (the /P modifier left out); 240 and 320 byes, 22 matches forfeited by record 330."""
    assert (len(tec.teams), len(tec.players), tec.boards, tec.rounds) == (50, 249, 4, 14)
    assert tec.swiss and tec.colours == (Colour.WHITE, Colour.BLACK, Colour.WHITE, Colour.BLACK)
    assert tec.tiebreaks == ("EDET", "EMGSB/C1", "BH:MP/C1", "MPVGP")
    india3 = tec.team("india-3")
    assert (india3.number, india3.short, india3.roster, india3.substitutes) == (16, "IND3", (242, 245, 243, 244),
                                                                             (246,))
    assert sum(1 for m in tec.matches if m.forfeit is not None) == 22
    assert [b for b in tec.byes if b.round == 1 and b.kind is not ByeKind.ZERO] == [
        TeamBye(1, "georgia", ByeKind.FULL), TeamBye(1, "philippines", ByeKind.HALF)]   # 240 F 1 3, 240 H 1 39
    assert tec.pab_points == (1, 2) and TeamBye(3, "latvia", ByeKind.PAB) in tec.byes   # 320  1.0  2.0  …  50


def test_board_order_comes_from_the_300_records(tec: League) -> None:
    """300 1 16 4: India 3 played 242, 246, 243, 244 (its 310 list: 242 245 243 244 246), so the reserve sat on
    board 2; its boards against Poland were ½, 0–1, 1–0, 1–0 (from India 3's side)."""
    match = next(m for m in tec.matches if m.round == 1 and "india-3" in m.teams)
    side = "home" if match.home == "india-3" else "away"
    assert [getattr(b, side) for b in match.boards] == [242, 246, 243, 244]
    assert not tec.keep_order


def test_an_empty_board_in_a_300_record_is_a_forfeit_win_for_the_other_side(tec: League) -> None:
    """300 1 5 17: France left board 2 empty ('0'), so Netherlands' player 59 (cell '0000 - +') won it."""
    match = next(m for m in tec.matches if m.round == 1 and "france" in m.teams)
    board = match.boards[1]
    france_home = match.home == "france"
    assert (board.home if france_home else board.away) == NO_PLAYER
    assert (board.away if france_home else board.home) == 59
    assert board.home_result is (GameResult.BLACK_WINS_FORFEIT if france_home else GameResult.WHITE_WINS_FORFEIT)


def test_a_match_forfeited_whole_is_record_330(tec: League) -> None:
    """330 -+ 6 36 27: Greece won its round-6 match against Brazil by forfeit; 330 -- 6 24 2: both lost."""
    sixth = {m.teams: m.forfeit for m in tec.matches if m.round == 6 and m.forfeit is not None}
    assert sixth == {("brazil", "greece"): MatchForfeit.AWAY_WINS, ("vietnam", "ukraine"): MatchForfeit.DOUBLE}


def test_the_tec_table_has_the_points_its_310_records_give(tec: League) -> None:
    """Match and game points of the table after round 14 equal columns 55-60 and 62-67 of every 310 record but
    Denmark's: its 310 (and its 802) count a half-point bye in round 3 that no 240 record gives (240 H 3 names
    teams 26 and 50), so the file's 13 MP and 24½ GP are ours plus a drawn match, 1 MP and 2 GP."""
    figures = league_figures(TEC.read_text("utf-8"))
    table = compute_league_table(tec, explain=False)
    differ = {tec.team(r.team).number: (figures[tec.team(r.team).number][0] - r.mp,
                                        figures[tec.team(r.team).number][1] - r.gp)
              for r in table.rows if figures[tec.team(r.team).number][:2] != (r.mp, r.gp)}
    assert differ == {47: (1, 2)}


def test_sharly_chess_files_empty_boards_as_pairing_allocated_byes(sharly: League) -> None:
    """Round 2, 300 2 1 4: ERP A fielded two players (10 7 0000 0000); Lyon's 5 and 9 have '0000 - U' where the
    specification writes '0000 - +': read as the forfeit wins they are, and written back as '+'."""
    match = next(m for m in sharly.matches if m.round == 2 and "erp-a" in m.teams)
    assert (match.home, match.away) == ("lyon-olympic-echecs", "erp-a")   # Lyon has White on board 1 (352 WBBW)
    assert [(b.home, b.away, b.home_result) for b in match.boards[2:]] == [
        (5, NO_PLAYER, GameResult.WHITE_WINS_FORFEIT), (9, NO_PLAYER, GameResult.WHITE_WINS_FORFEIT)]
    written = {line[4:8].strip(): line for line in league_trf2026(sharly).split("\r\n") if line.startswith("001")}
    assert written["5"][101:109] == "0000 - +" and written["9"][101:109] == "0000 - +"


def test_sharly_chess_figures_where_its_310_records_are_consistent(sharly: League) -> None:
    """The pairing-allocated byes (320: 2 MP, 5 GP; team 5 in round 1, team 3 in round 2) and round 1's games give
    the 310 game points of teams 1, 2, 3 and 5 and the match points of teams 1 and 3. The file's others cannot be
    right: team 4's 11½ game points after two rounds of 4 boards, and match points for a round not played yet."""
    figures = league_figures(SHARLY.read_text("utf-8"))
    rows = {sharly.team(r.team).number: r for r in compute_league_table(sharly, explain=False).rows}
    assert all(rows[n].gp == figures[n][1] for n in (1, 2, 3, 5))
    assert all(rows[n].mp == figures[n][0] for n in (1, 3))
    assert figures[4][1] == F(23, 2) > 2 * sharly.boards


def test_colours_are_read_from_the_cells_board_by_board(sharly: League) -> None:
    """Round 1 of the Sharly file follows WBWB although its 352 says WBBW: ERP A's 7 had White on board 3."""
    board = next(m for m in sharly.matches if m.round == 1 and m.home == "erp-a").boards[2]
    assert (board.home, board.game.white, board.home_colour) == (7, 7, Colour.WHITE)


@pytest.mark.parametrize("path", [TEC, SHARLY], ids=lambda p: p.name)
def test_read_write_read_gives_the_same_league(path: Path) -> None:
    league = read(path)
    assert read_league_trf(league_trf2026(league), path.name, "liga").league == league


def test_a_league_written_as_trf16_keeps_its_teams_and_boards() -> None:
    """TRF-16 has 013 records and the players' cells, nothing for byes, forfeited matches or board order: a league
    without them (tests/data/league: a substitute on board 4, an empty board 4) comes back board for board."""
    liga = load_league(DATA / "league")[0]
    back = read_league_trf(league_trf16(liga), "liga.trf", "liga").league
    assert [(t.name, t.ranked) for t in back.teams] == [(t.name, t.ranked) for t in liga.teams]
    # TRF-16 has no colour record (352): which team was named first is not kept, nor the order of the matches
    def games(league: League) -> list[tuple[int, list[tuple[int, int, str]]]]:
        return sorted((m.round, [(b.game.white, b.game.black, b.game.result.value) for b in m.boards])
                      for m in league.matches)
    assert games(back) == games(liga)


def _player(start: int, cell: str) -> str:
    return f"001 {start:>4} m    {'Player' + str(start) + ', Test':<33} 2000 GER {'':>11} {'':<10}  0.0 {start:>4}  {cell}"


def test_a_trf16_file_says_no_board_order_so_the_cells_place_the_players() -> None:
    """TRF-16 has no line-up record (300): a team that played out of its list order (2 on board 1 before 1) against
    a team that left board 2 empty (1 won it by forfeit) is written as the cells alone. Read back, each player
    faces the opponent the cells name, and the player whose cell names nobody faces the empty board; the games are
    those of the match (the board numbers the file cannot say are the first team's list order)."""
    trf2026 = "\n".join(["012 Board order", "092 Team: Swiss-System", "142 1", "352 WB",
                         _player(1, "0000 - +"), _player(2, "   4 w 1"), _player(3, "   6 w ="),
                         _player(4, "   2 b 0"), _player(5, ""), _player(6, "   3 b ="),
                         f"310   1 {'One':<32} {'':<5} {0:>6} {'':>6} {'':>6}   1     1    2    3",
                         f"310   2 {'Two':<32} {'':<5} {0:>6} {'':>6} {'':>6}   2     4    5    6",
                         "300   1   1   2    2    1    3", "300   1   2   1    4 0000    6"])
    league = read_league_trf(trf2026, "order.trf", "liga").league
    back = read_league_trf(league_trf16(league), "order.trf", "liga").league
    def games(league: League) -> list[tuple[int, int, str]]:
        """Each board's game; a board with one player, that player against nobody (its colour is notional)."""
        return sorted((b.game.white, b.game.black, b.game.result.value) if len(b.players()) == 2 else
                      (b.players()[0], NO_PLAYER, b.game.result.value.strip("-"))   # '+-' or '-+': '+'
                      for m in league.matches for b in m.boards)
    assert games(league) == [(1, 0, "+"), (2, 4, GameResult.WHITE_WINS.value), (3, 6, GameResult.DRAW.value)]
    assert games(back) == games(league)


@pytest.mark.parametrize("path", [TEC, SHARLY], ids=lambda p: p.name)
def test_the_league_folder_reads_back_into_the_same_league(path: Path, tmp_path: Path) -> None:
    """league.yml, teams/*.yml, rounds/NN.yml as docs/content-format.md describes them, read by the loader."""
    league = read(path)
    folder = tmp_path / "liga"
    for name, text in league_files(league, path.name).items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    loaded, warnings = load_league(folder, "content/liga")
    assert loaded == league and warnings == []


def test_import_trf_writes_a_league_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "content" / "open"
    code = main(["import-trf", str(SHARLY), "--to", str(target)])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "imported a league of 5 teams, 21 players and 2 rounds into" in out
    assert "note: players 3, 4, 12, 13, 20 are on no team's list and played no board: left out" in err
    assert sorted(p.relative_to(target).as_posix() for p in target.rglob("*.yml")) == [
        "league.yml", "rounds/01.yml", "rounds/02.yml", "teams/crest.yml", "teams/erp-a.yml", "teams/erp-b.yml",
        "teams/lyon-olympic-echecs.yml", "teams/tour-de-chartreuse-a.yml"]
    assert "    - [1, 2, ½-½, white]" in (target / "rounds" / "01.yml").read_text("utf-8")
    assert load_league(target)[0] == read_league_trf(SHARLY.read_text("utf-8"), SHARLY.name, "open").league
    assert main(["import-trf", str(SHARLY), "--to", str(target)]) != 0   # nothing is overwritten


def test_inconsistent_team_records_are_located_errors() -> None:
    """A 300 record that puts two players on a board whose cells name other opponents (round 1), and a team in
    two matches of one round (round 2): each an error at its line, all at once."""
    lines = SHARLY.read_text("utf-8").splitlines()
    broken = [line.replace("300   1   1   3   10   15    7   14", "300   1   1   3   15   10    7   14")
              for line in lines]
    broken.append("330 +- 002 002 001")
    with pytest.raises(TrfError) as raised:
        read_league_trf("\n".join(broken), "broken.trf")
    messages = [(p.location.line, p.message) for p in raised.value.problems]
    assert (len(lines) + 1, "round 2: team 2 meets teams 1 and 5") in messages, messages
    assert (35, "round 1: the line-ups (records 310/300) put players 15 and 21 on board 1, but the cell of player "
                "15 shows opponent 26") in messages, messages
    assert isinstance(raised.value, ContentError)


def test_a_line_up_naming_a_player_without_a_player_line_is_a_located_error(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Player 7's 001 line deleted, while his team's 310 record and two 300 line-ups still name him (and his
    opponents' cells): each record naming him is an error at its line, the opponents' cells too; no traceback,
    nothing written."""
    lines = SHARLY.read_text("utf-8").splitlines()
    broken = tmp_path / "broken.trf"
    broken.write_text("\n".join(line for line in lines if not line.startswith("001    7 ")) + "\n", "utf-8")
    assert main(["import-trf", str(broken), "--to", str(tmp_path / "open")]) != 0
    err = capsys.readouterr().err
    named = [line for line in lines if line.startswith(("310", "300")) and " 7 " in f"{line} "]
    assert err.count("error: player 7 has no player line (001)") == len(named) == 3, err
    assert "error: round 1: player 18 meets 7, who is on no team" in err
    assert "Traceback" not in err and not (tmp_path / "open").exists()


def test_trf16_team_records_013_name_the_same_teams(tec: League) -> None:
    """The TEC sample also has TRF-16's 013 records; without its 310 records they give the same teams (numbered
    in file order, which is the 310 order here), only without nicknames."""
    text = "\n".join(line for line in TEC.read_text("utf-8").splitlines() if not line.startswith("310"))
    old = read_league_trf(text, TEC.name, "liga").league
    assert [(t.number, t.name, t.ranked) for t in old.teams] == [(t.number, t.name, t.ranked) for t in tec.teams]
    assert all(t.short is None for t in old.teams) and old.matches == tec.matches


def test_the_regulars_are_as_many_as_the_boards_of_a_match() -> None:
    """A 310 list's first players, as many as a match has boards, are the regulars (record 352's pattern may be
    shorter: BW on 4 boards). tests/data/league written without its 300 records: the same line-ups, taken from
    the players who played, in list order."""
    liga = load_league(DATA / "league")[0]
    text = "\r\n".join(line for line in league_trf2026(liga).split("\r\n") if not line.startswith("300"))
    back = read_league_trf(text, "liga.trf", "liga").league
    assert [(t.roster, t.substitutes) for t in back.teams] == [(t.roster, t.substitutes) for t in liga.teams]
    def line_ups(league: League) -> list[tuple[int, list[tuple[int, int]]]]:
        return sorted((m.round, [(b.home, b.away) for b in m.boards]) for m in league.matches)
    assert line_ups(back) == line_ups(liga)


def _of_round_14(fields: list[str]) -> bool:
    """A line-up (300), a forfeited match (330) or a bye (240) of round 14."""
    return fields[:2] == ["300", "14"] or fields[:1] in (["330"], ["240"]) and fields[2] == "14"


def test_a_round_not_played_yet_written_with_stars_is_no_round_at_all():
    """A TRF-2026 team file whose last round is not played yet writes each player's cell `0000 - *` (the file
    that showed it is not public; here Grandmommy's Cup with round 14 so written): it reads without a problem,
    as 13 rounds played of the 14 of record 142, and builds the same table as after round 13 of the whole file."""
    lines = TEC.read_text("utf-8").splitlines()
    column = 91 + 13 * 10
    starred = [line[:column] + "0000 - *" + line[column + 8:] if line.startswith("001") and len(line) > column
               else line[:14 + 4 * 13] if line.startswith("320")   # nor a bye of round 14
               else line for line in lines if not _of_round_14(line.split())]
    league = read_league_trf("\n".join(starred), "starred.trf", "liga").league
    assert league.rounds_entered == 13 and league.planned_rounds == 14
    whole = read(TEC)
    expected = compute_league_table(whole, 13, explain=False)
    got = compute_league_table(league, explain=False)
    assert [(r.team, r.mp, r.gp) for r in got.rows] == [(r.team, r.mp, r.gp) for r in expected.rows]


def test_standard_points_and_the_pairing_number_go_through_record_202_and_a_rating_is_refused() -> None:
    """A team file's 202 naming STD:GP, RTNG and TPN/R: the league ranks by STD:GP then TPN/R, RTNG is left out
    with the reason (C.07 10 is for individuals), and the league's TRF-2026 names the two codes again."""
    lines = [line if not line.startswith("212") else "202 STD:GP,RTNG,TPN/R" for line in
             SHARLY.read_text("utf-8").splitlines()]
    read = read_league_trf("\n".join(lines), SHARLY.name, "liga")
    assert read.league.tiebreaks == ("STD:GP", "TPN/R")
    assert "tie-break 'RTNG': RTNG is a rating tie-break, for individuals (C.07 art. 10 as amended in 2026); a team " \
           "has no rating of its own; left out" in read.notes
    written = league_trf2026(read.league).split("\r\n")
    assert "202 STD:GP,TPN/R" in written and "212 MP,STD:GP,TPN/R" in written
    assert read_league_trf("\r\n".join(written), SHARLY.name, "liga").league.tiebreaks == ("STD:GP", "TPN/R")
