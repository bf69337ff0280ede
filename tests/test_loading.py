"""Loading content into the model: every short form, and the exact located message for every kind of mistake."""
from __future__ import annotations

import datetime as dt
import shutil
from fractions import Fraction
from pathlib import Path

import pytest

from generator.errors import ContentError, Location, Severity
from generator.loading import RESULT_HINT, load_site, load_tournament, parse_result
from generator.model import ByeKind, Colour, GameResult, PairingSystem, RuleSet

DATA = Path(__file__).parent / "data" / "content"
REPO = Path(__file__).parent.parent

PLAYERS = """\
name: Test Open
rounds: 5
players:
  - {no: 1, name: Konstantin Brandt, rating: 2184}
  - {no: 2, name: Anna Weiß, rating: 1987}
  - {no: 3, name: Tobias Meißner, rating: 2075}
  - {no: 4, name: Jonas Weiß, rating: 1880}
  - {no: 5, name: Clara Dörr}
  - {no: 6, name: Luca Engel}
"""


def make_site(root: Path, files: dict[str, str], tournament: str | None = PLAYERS) -> Path:
    """A site with site.yml, content/open/tournament.yml (unless replaced) and the given files."""
    all_files = {"site.yml": "title: Club\n"}
    if tournament is not None:
        all_files["content/open/tournament.yml"] = tournament
    all_files.update(files)
    for name, text in all_files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def errors_of(root: Path) -> list[tuple[str, str]]:
    with pytest.raises(ContentError) as caught:
        load_site(root)
    return [(str(p.location), p.message) for p in caught.value.problems if p.is_error]


def only_error(root: Path):
    with pytest.raises(ContentError) as caught:
        load_site(root)
    errors = [p for p in caught.value.problems if p.is_error]
    assert len(errors) == 1, [p.format() for p in errors]
    return errors[0]


def warnings_of(root: Path) -> list[tuple[str, str]]:
    return [(str(p.location), p.message) for p in load_site(root).warnings]


def round_file(*boards: str, extra: str = "") -> str:
    return "boards:\n" + "".join(f"  - {b}\n" for b in boards) + extra


# --- the good fixture: every short form -------------------------------------------------------------------


@pytest.fixture(scope="module")
def good():
    return load_site(DATA / "good")


def test_site_settings_are_read(good):
    """site.yml gives title, base URL (a full URL with a sub-path), language, output folder and options."""
    config = good.config
    assert (config.title, config.base_url, config.language, config.output_dir) == (
        "Test club", "https://example.org/club-site/", "de", "public")
    assert config.tournaments == ("spring",) and config.allow_raw_html is True
    assert config.base_path == "/club-site/"


def test_tournament_settings_are_read(good):
    """Name, single date, venue, planned rounds, pairing, rules, colour and extra information are kept."""
    t = good.tournaments[0]
    assert (t.slug, t.name, t.venue, t.planned_rounds) == ("spring", "Spring Rapid", "Clubhouse", 3)
    assert t.start_date == t.end_date == dt.date(2026, 4, 11)
    assert t.pairing is PairingSystem.DUTCH and t.rules is RuleSet.FIDE_2012
    assert t.initial_colour is Colour.BLACK  # the US spelling initial_color is accepted too
    assert t.extra == (("arbiter", "Ingrid Pohl"), ("time control", "15 min + 10 s"))


def test_tiebreak_codes_are_normalised(good):
    """Codes may be typed in any case with '-' for '/'; they are stored in the registry's spelling."""
    assert good.tournaments[0].tiebreaks == ("BH/C1", "SB", "DE")


def test_points_follow_win_and_draw(good):
    """'win: 3, draw: 1½' also sets the forfeit win, byes worth a win, and the half-point bye."""
    points = good.tournaments[0].points
    assert (points.win, points.draw, points.loss) == (3, Fraction(3, 2), 0)
    assert (points.forfeit_win, points.pab, points.full_bye, points.half_bye, points.zero_bye) == (
        3, 3, 3, Fraction(3, 2), 0)


def test_player_short_forms(good):
    """A player is a name (numbered by position), [no, name, rating], or a mapping with optional extras."""
    players = good.tournaments[0].players
    assert [(p.start, p.name, p.rating) for p in players] == [
        (1, "Tobias Meißner", None), (2, "Weiß, Anna", 1987), (3, "Jonas Weiß", 1880),
        (4, "Clara Dörr", None), (5, "Luca Engel", None), (6, "Greta Sommer", None)]
    jonas = players[2]
    assert (jonas.federation, jonas.title, jonas.extra) == ("GER", "CM", (("email", "jonas@example.org"),))
    assert (players[3].fide_id, players[3].club) == ("12345678", "SV Grünau")


def test_withdrawal_and_forbidden_pairs(good):
    """'withdrawn: 3' on a player means: plays no more from round 3 on; forbidden pairs name two players."""
    t = good.tournaments[0]
    assert dict(t.withdrawals) == {6: 3}
    assert t.forbidden_pairs == frozenset({frozenset({1, 5})})


def test_rounds_boards_and_results(good):
    """Boards are numbered in file order; players are found by number, name, surname or 'Surname, Given'."""
    r1, r2, r3 = good.tournaments[0].rounds
    assert [(g.board, g.white, g.black, g.result) for g in r1.games] == [
        (1, 1, 4, GameResult.WHITE_WINS), (2, 2, 5, GameResult.DRAW), (3, 3, 6, GameResult.BLACK_WINS)]
    assert r1.date == dt.date(2026, 4, 11)
    assert [(g.white, g.black, g.result) for g in r2.games] == [
        (6, 1, GameResult.DRAW), (4, 2, GameResult.WHITE_WINS_FORFEIT)]
    assert [(b.player, b.kind) for b in r2.byes] == [(5, ByeKind.HALF), (3, ByeKind.ZERO)]
    assert [g.result for g in r3.games] == [GameResult.PENDING, GameResult.PENDING]
    assert [(b.player, b.kind) for b in r3.byes] == [(4, ByeKind.PAB)]
    assert r3.in_progress and not r2.in_progress


def test_news_posts(good):
    """News posts come newest first with their front matter; the Markdown body is kept as text."""
    first, second = good.news
    assert (first.slug, first.title, first.date, first.tournament, first.round, first.author) == (
        "2026-04-12-report", "Meißner leads the Spring Rapid", dt.date(2026, 4, 12), "spring", 2, "Ingrid Pohl")
    assert first.body_markdown == "Two rounds played, **one** to go.\n"
    assert first.source == "content/news/2026-04-12-report.md"
    assert second.draft is True and second.tournament is None


def test_good_fixture_has_no_warnings(good):
    """Clean content loads without a single warning."""
    assert good.warnings == ()


# --- the bad fixture: every problem of the run, together and sorted ----------------------------------------


def test_bad_site_reports_every_problem_sorted_by_file_and_line():
    """All problems of a run come at once, sorted by file, line and column, each with its exact text."""
    with pytest.raises(ContentError) as caught:
        load_site(DATA / "bad")
    got = [(str(p.location), p.severity.value, p.message) for p in caught.value.problems]
    assert got == [
        ("content/news/2026-05-01-report.md:1:1", "error", "the front matter has no 'date'"),
        ("content/news/2026-05-01-report.md:3:13", "error", "unknown tournament 'opne' — did you mean 'open'?"),
        ("content/open/rounds/01.yml:1:8", "error", "round 2 does not match the file name 01.yml (round 1)"),
        ("content/open/rounds/01.yml:3:14", "error", "unknown player 'Meisner' — did you mean 'Meißner' (no. 3)?"),
        ("content/open/rounds/01.yml:4:6", "error",
         "ambiguous player 'Weiß': Anna Weiß (no. 2), Jonas Weiß (no. 4)"),
        ("content/open/rounds/01.yml:5:14", "error", "Konstantin Brandt (no. 1) is already on board 1 in round 1"),
        ("content/open/rounds/01.yml:5:22", "error", "invalid result 'x'"),
        ("content/open/rounds/01.yml:6:18", "error", "invalid result '2-0'"),
        ("content/open/rounds/02.yml:3:5", "error",
         "Luca Engel (no. 5) withdrew from round 2 on, but has board 2 in round 2"),
        ("content/open/rounds/02.yml:5:6", "error", "Greta Sommer (no. 6) is already on board 3 in round 2"),
        ("content/open/rounds/02.yml:5:14", "error", "Konstantin Brandt (no. 1) is already on board 1 in round 2"),
        ("content/open/rounds/04.yml", "error", "round 4 follows a gap: no 03.yml in rounds/"),
        ("content/open/rounds/04.yml", "error", "round 4 is beyond the 3 rounds planned"),
        ("content/open/tournament.yml:3:10", "error", "unknown pairing 'swiss'"),
        ("content/open/tournament.yml:4:20", "error", "unknown tie-break 'Buchholz'"),
        ("content/open/tournament.yml:4:30", "error", "unknown tie-break 'SB/C3' — did you mean 'SB/C2'?"),
        ("content/open/tournament.yml:4:37", "error", "tie-break 'BH/C1' is listed twice"),
        ("content/open/tournament.yml:5:24", "error",
         "'draw' must be a number of points such as 1, ½, 0.5 or 1/2, not the text 'half'"),
        ("content/open/tournament.yml:8:30", "error", "unknown key 'ratng' in a player — did you mean 'rating'?"),
        ("content/open/tournament.yml:10:39", "error", "'rating' must be a whole number, not the text 'seven'"),
        ("content/open/tournament.yml:11:5", "error", "starting number 3 is already used by Tobias Meißner (line 9)"),
        ("site.yml:2:11", "error", "'base_url' must start with '/' or 'https://', not 'club-site/'"),
        ("site.yml:3:1", "error", "unknown key 'outptu' in site.yml — did you mean 'output'?"),
    ]


def test_unknown_player_message_as_the_terminal_shows_it():
    """The message names file:line:column, quotes the line, puts a caret under the name and hints."""
    with pytest.raises(ContentError) as caught:
        load_site(DATA / "bad")
    meisner = next(p for p in caught.value.problems if "Meisner" in p.message)
    assert meisner.format() == (
        "error: unknown player 'Meisner' — did you mean 'Meißner' (no. 3)?\n"
        "  --> content/open/rounds/01.yml:3:14\n"
        " 3 |   - [Brandt, Meisner, 1-0]\n"
        "   |              ^\n"
        "  hint: refer to players by starting number or by a name from tournament.yml")


def test_the_error_carries_the_whole_report():
    """str(ContentError) is the full report, so the CLI prints it without a traceback."""
    with pytest.raises(ContentError) as caught:
        load_site(DATA / "bad")
    text = str(caught.value)
    assert text.startswith("error: the front matter has no 'date'\n  --> content/news/2026-05-01-report.md:1:1")
    assert text.count("error: ") == 23


# --- results ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("typed, expected", [
    ("1-0", GameResult.WHITE_WINS), ("0-1", GameResult.BLACK_WINS), ("½-½", GameResult.DRAW),
    ("1/2-1/2", GameResult.DRAW), ("=", GameResult.DRAW), ("0.5-0.5", GameResult.DRAW),
    ("+-", GameResult.WHITE_WINS_FORFEIT), ("-+", GameResult.BLACK_WINS_FORFEIT),
    ("--", GameResult.DOUBLE_FORFEIT), ("1:0", GameResult.WHITE_WINS), ("0:1", GameResult.BLACK_WINS),
    ("½:½", GameResult.DRAW), ("+:-", GameResult.WHITE_WINS_FORFEIT), ("-:-", GameResult.DOUBLE_FORFEIT),
    ("1 - 0", GameResult.WHITE_WINS),
])
def test_every_result_spelling_is_read_from_yaml(tmp_path, typed, expected):
    """Each documented spelling works unquoted in a board list, whatever type YAML 1.1 gives it
    (1:0 is the sexagesimal number 60 to YAML, '=' a 'value' tag)."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        f"[1, 2, {typed}]", "[3, 4, 1-0]", "[5, 6, 1-0]")})
    game = load_site(root).tournaments[0].rounds[0].games[0]
    assert game.result is expected


def test_missing_or_empty_result_means_not_played_yet(tmp_path):
    """A board without a result, or with an empty one, is pending."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2]", "{white: 3, black: 4, result: }", "{white: 5, black: 6}")})
    games = load_site(root).tournaments[0].rounds[0].games
    assert [g.result for g in games] == [GameResult.PENDING] * 3


@pytest.mark.parametrize("typed", ["1-1", "0-0", "x", "1", "½", "1-0-0"])
def test_invalid_results_list_the_accepted_forms(tmp_path, typed):
    """A result that is none of the accepted forms is an error whose hint lists them."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        f"[1, 2, {typed}]", "[3, 4, 1-0]", "[5, 6, 1-0]")})
    problem = only_error(root)
    assert problem.message == f"invalid result '{typed}'"
    assert problem.hint == RESULT_HINT
    assert problem.location == Location("content/open/rounds/01.yml", 2, 12)


def test_parse_result_is_none_for_nonsense():
    """parse_result answers None rather than guessing."""
    assert parse_result("2-0") is None and parse_result("") is None


# --- players in round files -----------------------------------------------------------------------------


def test_unknown_starting_number(tmp_path):
    """A starting number that no player has is an error naming the range."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file("[1, 25, 1-0]")}))
    assert (problem.message, problem.hint) == ("there is no player no. 25",
                                               "starting numbers in tournament.yml run from 1 to 6")


def test_names_match_whatever_the_case_and_spelling_of_sharp_s(tmp_path):
    """Names compare case-insensitively, with ß = ss and ü = ue."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[MEISSNER, brandt, 1-0]", "[anna weiss, JONAS WEISS, 1-0]", "[Doerr, Luca Engel, 1-0]")})
    games = load_site(root).tournaments[0].rounds[0].games
    assert [(g.white, g.black) for g in games] == [(3, 1), (2, 4), (5, 6)]


def test_unique_surname_and_full_name_in_either_order(tmp_path):
    """'Dörr', 'Clara Dörr' and 'Dörr, Clara' all mean player no. 5."""
    root = make_site(tmp_path, {
        "content/open/rounds/01.yml": round_file("[Dörr, 1, 1-0]", "[2, 3, 1-0]", "[4, 6, 1-0]"),
        "content/open/rounds/02.yml": round_file('["Dörr, Clara", 2, 1-0]', "[1, 4, 1-0]", "[3, 6, 1-0]"),
        "content/open/rounds/03.yml": round_file("[Clara Dörr, 3, 1-0]", "[1, 6, 1-0]", "[2, 4, 1-0]")})
    assert [r.games[0].white for r in load_site(root).tournaments[0].rounds] == [5, 5, 5]


def test_player_cannot_play_themselves(tmp_path):
    """The same player on both sides of a board is an error."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file("[Dörr, 5, 1-0]")}))
    assert problem.message == "Clara Dörr (no. 5) cannot play against themselves"


def test_player_with_a_board_and_a_bye_in_one_round(tmp_path):
    """A player has one board or one bye per round; the second mention is the error."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  half: [5, 6]\n  zero: Brandt\n")})
    problem = only_error(root)
    assert problem.message == "Konstantin Brandt (no. 1) is already on board 1 in round 1"
    assert problem.location == Location("content/open/rounds/01.yml", 6, 9)


def test_two_byes_for_one_player(tmp_path):
    """A second bye for the same player in a round names the first one."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  pab: 5\n  zero: [6, 5]\n")})
    assert only_error(root).message == ("Clara Dörr (no. 5) is already given a pairing-allocated bye in "
                                        "round 1")


def test_board_list_with_a_comma_in_a_name(tmp_path):
    """An unquoted 'Surname, Given' splits into two items; the message says to quote it."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[Dörr, Clara, 1, 1-0]")}))
    assert problem.message == "a board is [white, black, result], but this one has 4 items"
    assert problem.hint == "quote names that contain a comma, e.g. [\"Brandt, Konstantin\", 7, 1-0]"


def test_unknown_key_in_a_board_mapping(tmp_path):
    """Board mappings accept white, black and result only."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "{white: 1, black: 2, reslt: 1-0}", "[3, 4, 1-0]", "[5, 6, 1-0]")}))
    assert problem.message == "unknown key 'reslt' in a board — did you mean 'result'?"


# --- rounds -------------------------------------------------------------------------------------------------


def test_gap_in_round_files(tmp_path):
    """rounds/01.yml and 04.yml without 02 and 03 is an error on the file after the gap."""
    full = round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]")
    root = make_site(tmp_path, {"content/open/rounds/01.yml": full, "content/open/rounds/04.yml": full})
    problem = only_error(root)
    assert (str(problem.location), problem.message) == ("content/open/rounds/04.yml",
                                                        "round 4 follows a gap: no 02.yml, 03.yml in rounds/")


def test_round_file_names(tmp_path):
    """Round files are named by number; '3.yml' and '03.yml' are the same round; editor backups are ignored."""
    full = round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]")
    root = make_site(tmp_path, {"content/open/rounds/01.yml": full, "content/open/rounds/1.yaml": full,
                                "content/open/rounds/final.yml": full, "content/open/rounds/01.yml~": "x"})
    assert errors_of(root) == [
        ("content/open/rounds/1.yaml", "round 1 is also given in content/open/rounds/01.yml"),
        ("content/open/rounds/final.yml", "a round file is named by its round number, like 03.yml")]


def test_round_number_must_match_the_file_name(tmp_path):
    """'round: 3' inside rounds/02.yml is an error pointing at the number."""
    full = round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]")
    root = make_site(tmp_path, {"content/open/rounds/01.yml": "round: 1\n" + full,
                                "content/open/rounds/02.yml": "round: 3\n" + full.replace("1-0", "0-1")})
    problem = only_error(root)
    assert problem.message == "round 3 does not match the file name 02.yml (round 2)"
    assert problem.location == Location("content/open/rounds/02.yml", 1, 8)


def test_round_beyond_the_planned_number(tmp_path):
    """A round file numbered above 'rounds:' is an error."""
    files = {f"content/open/rounds/0{n}.yml": "" for n in range(1, 7)}
    assert errors_of(make_site(tmp_path, files)) == [
        ("content/open/rounds/06.yml", "round 6 is beyond the 5 rounds planned")]


def test_empty_round_file_announces_the_round(tmp_path):
    """An empty round file is a round with nothing paired yet, not an error."""
    rounds = load_site(make_site(tmp_path, {"content/open/rounds/01.yml": "# to be paired\n"})).tournaments[0].rounds
    assert [(r.number, r.games, r.in_progress) for r in rounds] == [(1, (), True)]


def test_unknown_key_in_a_round_file(tmp_path):
    """A misspelt key in a round file gets a did-you-mean."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": "bords:\n  - [1, 2, 1-0]\n"}))
    assert problem.message == "unknown key 'bords' in a round file — did you mean 'boards'?"
    assert problem.hint == "the keys of a round file are: round, date, boards, byes"


def test_unknown_bye_kind(tmp_path):
    """Byes are pab, half, zero or full."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  halfpoint: [5]\n  zero: 6\n")})
    assert only_error(root).message == "unknown key 'halfpoint' in byes — did you mean 'half'?"


def test_repeated_pairing_is_a_warning(tmp_path):
    """FIDE C.04.1 (a): players meet once. Meeting again over the board is a warning on the later board."""
    root = make_site(tmp_path, {
        "content/open/rounds/01.yml": round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]"),
        "content/open/rounds/02.yml": round_file("[3, 5, 1-0]", "[2, 1, ½-½]", "[4, 6, 1-0]")})
    site = load_site(root)
    (warning,) = site.warnings
    assert warning.severity is Severity.WARNING
    assert (str(warning.location), warning.message) == (
        "content/open/rounds/02.yml:3:5",
        "Anna Weiß (no. 2) and Konstantin Brandt (no. 1) already played each other in round 1")


def test_a_forfeited_game_is_no_meeting(tmp_path):
    """A forfeit was not played, so the same two players may be paired again without a warning."""
    root = make_site(tmp_path, {
        "content/open/rounds/01.yml": round_file("[1, 2, +-]", "[3, 4, 1-0]", "[5, 6, 1-0]"),
        "content/open/rounds/02.yml": round_file("[2, 1, ½-½]", "[3, 5, 1-0]", "[4, 6, 1-0]")})
    assert load_site(root).warnings == ()


def test_double_round_robin_meets_twice_without_warning(tmp_path):
    """In a round robin planned over two cycles, each pair meets twice."""
    tournament = ("name: RR\npairing: round-robin\nrounds: 2\nplayers: [Anna, Bernd]\n")
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file("[1, 2, 1-0]"),
                                "content/open/rounds/02.yml": round_file("[2, 1, 1-0]")}, tournament)
    assert load_site(root).warnings == ()


def test_absent_player_warning(tmp_path):
    """A player with nothing in a round counts as absent; the loader says so once per round."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  half: 5\n")})
    assert warnings_of(root) == [("content/open/rounds/01.yml:1:1", "Luca Engel (no. 6) has no board and no bye "
                                  "in round 1; counted as absent (zero-point bye)")]


def test_pending_board_before_a_finished_round_is_a_warning(tmp_path):
    """A round without all results, followed by a round with results, is flagged."""
    root = make_site(tmp_path, {
        "content/open/rounds/01.yml": round_file("[1, 2, 1-0]", "[3, 4]", "[5, 6, 1-0]"),
        "content/open/rounds/02.yml": round_file("[1, 3, 1-0]", "[2, 5, 1-0]", "[4, 6, 1-0]")})
    assert warnings_of(root) == [("content/open/rounds/01.yml:3:5",
                                  "board 2 of round 1 has no result, but round 2 has results")]


# --- withdrawals ----------------------------------------------------------------------------------------------


def test_board_after_withdrawal_is_an_error(tmp_path):
    """A player who withdrew from round N on has no board in round N or later."""
    tournament = PLAYERS + "withdrawn: {Engel: 2}\n"
    root = make_site(tmp_path, {
        "content/open/rounds/01.yml": round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]"),
        "content/open/rounds/02.yml": round_file("[1, 3, 1-0]", "[6, 2, 1-0]", "[4, 5, 1-0]")}, tournament)
    problem = only_error(root)
    assert problem.message == "Luca Engel (no. 6) withdrew from round 2 on, but has board 2 in round 2"
    assert problem.hint == "correct the withdrawal round in tournament.yml, or remove the board"


def test_withdrawn_player_may_have_a_zero_bye_but_no_other(tmp_path):
    """After withdrawing, a zero-point bye is consistent; a half-point bye is not."""
    tournament = PLAYERS.replace("{no: 6, name: Luca Engel}", "{no: 6, name: Luca Engel, withdrawn: 1}")
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  half: 5\n  zero: 6\n")}, tournament)
    assert load_site(root).tournaments[0].withdrawals == {6: 1}
    root2 = make_site(tmp_path / "two", {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  half: [5, 6]\n")}, tournament)
    assert only_error(root2).message == ("Luca Engel (no. 6) withdrew from round 1 on, but has a half-point bye "
                                         "in round 1")


def test_withdrawal_given_twice_or_beyond_the_last_round(tmp_path):
    """A withdrawal is given once, and names a planned round."""
    tournament = (PLAYERS.replace("{no: 6, name: Luca Engel}", "{no: 6, name: Luca Engel, withdrawn: 3}")
                  + "withdrawn: {6: 4, Dörr: 9}\n")
    assert errors_of(make_site(tmp_path, {}, tournament)) == [
        ("content/open/tournament.yml:10:16", "the withdrawal of player no. 6 is given twice (also on line 9)"),
        ("content/open/tournament.yml:10:25", "withdrawal from round 9, but only 5 rounds are planned")]


# --- tournament.yml ---------------------------------------------------------------------------------------------


def test_point_spellings_are_exact_fractions(tmp_path):
    """Points accept ½, 0.5, 1/2 and 1½ and are stored exactly, never as floats."""
    tournament = PLAYERS + "points: {draw: 0.5, half_bye: 1/2, pab: ½, win: 1½}\n"
    points = load_site(make_site(tmp_path, {}, tournament)).tournaments[0].points
    assert (points.draw, points.half_bye, points.pab, points.win) == (
        Fraction(1, 2), Fraction(1, 2), Fraction(1, 2), Fraction(3, 2))
    assert all(isinstance(v, Fraction) for v in (points.draw, points.half_bye, points.pab, points.win))


def test_tiebreak_modifier_the_code_does_not_take(tmp_path):
    """A cut on a count such as WIN is refused with the reason."""
    problem = only_error(make_site(tmp_path, {}, PLAYERS + "tiebreaks: [WIN/C1]\n"))
    assert problem.message == "unknown tie-break 'WIN/C1' — did you mean 'WIN'?"
    assert problem.hint == "WIN takes no /C1 modifier"


def test_rules_absent_means_by_start_date(tmp_path):
    """Without 'rules' the rule set is None: chosen later from the start date."""
    assert load_site(make_site(tmp_path, {})).tournaments[0].rules is None


def test_unknown_rules_with_did_you_mean(tmp_path):
    """Rule sets are fide-2012, fide-2024, fide-2026 or none."""
    problem = only_error(make_site(tmp_path, {}, PLAYERS + "rules: fide2024\n"))
    assert problem.message == "unknown rules 'fide2024' — did you mean 'fide-2024'?"
    assert problem.hint == "'rules' is one of: fide-2012, fide-2024, fide-2026, none"


def test_dates(tmp_path):
    """'dates' is {start, end} or [start, end]; giving 'date' too, or ending before the start, is an error."""
    t = load_site(make_site(tmp_path, {}, PLAYERS + "dates: [2026-09-03, 2026-10-15]\n")).tournaments[0]
    assert (t.start_date, t.end_date) == (dt.date(2026, 9, 3), dt.date(2026, 10, 15))
    both = make_site(tmp_path / "b", {}, PLAYERS + "date: 2026-09-03\ndates: {start: 2026-09-03}\n")
    assert only_error(both).message == "give either 'date' (one day) or 'dates' (start and end), not both"
    backwards = make_site(tmp_path / "c", {}, PLAYERS + "dates: {start: 2026-09-03, end: 2026-08-01}\n")
    assert only_error(backwards).message == "the tournament ends (2026-08-01) before it starts (2026-09-03)"


def test_missing_rounds_and_name(tmp_path):
    """A Swiss needs its planned number of rounds; every tournament needs a name."""
    problems = errors_of(make_site(tmp_path, {}, "players: [Anna, Bernd]\n"))
    assert problems == [("content/open/tournament.yml:1:1", "tournament.yml has no 'name'"),
                        ("content/open/tournament.yml:1:1",
                         "tournament.yml has no 'rounds' (the number of rounds planned)")]


def test_round_robin_rounds_default_to_a_full_cycle(tmp_path):
    """A round robin of 6 players without 'rounds' plans 5 rounds (of 5 players: 5, one bye each)."""
    six = "name: RR\npairing: round-robin\nplayers: [A a, B b, C c, D d, E e, F f]\n"
    assert load_site(make_site(tmp_path, {}, six)).tournaments[0].planned_rounds == 5
    five = "name: RR\npairing: round-robin\nplayers: [A a, B b, C c, D d, E e]\n"
    assert load_site(make_site(tmp_path / "5", {}, five)).tournaments[0].planned_rounds == 5


def test_player_list_form_and_wrong_fields(tmp_path):
    """[no, name, rating] is the list form; federation codes and titles are checked."""
    tournament = ("name: T\nrounds: 3\nplayers:\n  - [1, Anna, 1800, GER]\n  - {no: 2, name: Bernd, fed: Germany}\n"
                  "  - {no: 3, name: Clara, title: XM}\n")
    assert errors_of(make_site(tmp_path, {}, tournament)) == [
        ("content/open/tournament.yml:4:5",
         "a player written as a list is [no, name] or [no, name, rating], but this one has 4 items"),
        ("content/open/tournament.yml:5:31",
         "'fed' must be a three-letter federation code such as GER, not 'Germany'"),
        ("content/open/tournament.yml:6:33", "unknown title 'XM'")]


def test_unknown_top_level_key(tmp_path):
    """tournament.yml keys are checked; a near miss gets a did-you-mean."""
    problem = only_error(make_site(tmp_path, {}, PLAYERS + "tiebreak: [BH]\n"))
    assert problem.message == "unknown key 'tiebreak' in tournament.yml — did you mean 'tiebreaks'?"


def test_tab_and_syntax_errors_are_reported_with_the_others(tmp_path):
    """A YAML mistake in one file does not hide the problems of the other files."""
    root = make_site(tmp_path, {
        "site.yml": "title: Club\nthem: dark\n",
        "content/open/rounds/01.yml": "boards:\n\t- [1, 2, 1-0]\n"})
    assert errors_of(root) == [
        ("content/open/rounds/01.yml:2:1", "tab character in the indentation"),
        ("site.yml:2:1", "unknown key 'them' in site.yml — did you mean 'theme'?")]


# --- site.yml ---------------------------------------------------------------------------------------------------


def test_missing_site_file(tmp_path):
    """Without site.yml the folder is not a site."""
    (tmp_path / "content").mkdir()
    problem = only_error(tmp_path)
    assert (str(problem.location), problem.message) == ("site.yml", f"no site.yml in {tmp_path.as_posix()}")


def test_tournaments_list_narrows_and_orders(tmp_path):
    """site.yml 'tournaments:' picks folders in its order; folders left out are not read at all."""
    root = make_site(tmp_path, {
        "site.yml": "title: Club\ntournaments: [spring, open]\n",
        "content/spring/tournament.yml": PLAYERS.replace("Test Open", "Spring"),
        "content/broken/tournament.yml": "name: [\n"})
    assert [t.slug for t in load_site(root).tournaments] == ["spring", "open"]


def test_unknown_tournament_in_site_list(tmp_path):
    """A listed tournament without a folder is an error with a did-you-mean."""
    problem = only_error(make_site(tmp_path, {"site.yml": "title: Club\ntournaments: [opne]\n"}))
    assert (str(problem.location), problem.message) == ("site.yml:2:15",
                                                        "unknown tournament 'opne' — did you mean 'open'?")


# --- news -------------------------------------------------------------------------------------------------------


def test_news_without_front_matter(tmp_path):
    """A news post starts with '---' front matter."""
    problem = only_error(make_site(tmp_path, {"content/news/a.md": "# Hello\n"}))
    assert (str(problem.location), problem.message) == (
        "content/news/a.md:1:1", "a news post starts with front matter between '---' lines")


def test_news_front_matter_not_closed(tmp_path):
    """The front matter ends with a second '---' line."""
    problem = only_error(make_site(tmp_path, {"content/news/a.md": "---\ntitle: A\ndate: 2026-01-01\n"}))
    assert problem.message == "the front matter is not closed"


def test_news_front_matter_yaml_error_has_the_file_line(tmp_path):
    """A YAML mistake in the front matter is located on the line of the .md file."""
    problem = only_error(make_site(tmp_path, {
        "content/news/a.md": "---\ntitle: Round 6: report\ndate: 2026-01-01\n---\nText\n"}))
    assert (str(problem.location), problem.message) == ("content/news/a.md:2:15",
                                                        "YAML syntax error: unexpected ':'")
    assert problem.source_line == "title: Round 6: report"


def test_news_round_checks(tmp_path):
    """'round' needs a 'tournament' and must be one of its rounds."""
    root = make_site(tmp_path, {
        "content/news/a.md": "---\ntitle: A\ndate: 2026-01-01\nround: 2\n---\n",
        "content/news/b.md": "---\ntitle: B\ndate: 2026-01-01\ntournament: open\nround: 9\n---\n",
        "content/news/c.md": "---\ntitel: C\ndate: 2026-01-01\n---\n"})
    assert errors_of(root) == [
        ("content/news/a.md:4:8", "'round' needs a 'tournament' to belong to"),
        ("content/news/b.md:5:8", "round 9 is beyond the 5 rounds of Test Open"),
        ("content/news/c.md:1:1", "the front matter has no 'title'"),
        ("content/news/c.md:2:1", "unknown key 'titel' in news front matter — did you mean 'title'?")]


# --- single tournaments (CLI: standings, explain, pair) ---------------------------------------------------------


def test_load_tournament_from_a_folder(tmp_path):
    """A content folder loads on its own; its warnings come back with it."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file("[1, 2, 1-0]", "[3, 4, 1-0]")})
    tournament, warnings = load_tournament(root / "content" / "open")
    assert tournament.slug == "open" and len(tournament.rounds) == 1
    assert [w.message for w in warnings] == [
        "2 players have no board and no bye in round 1: Clara Dörr (no. 5), Luca Engel (no. 6); "
        "counted as absent (zero-point byes)"]
    assert warnings[0].location.file == f"{(root / 'content' / 'open').as_posix()}/rounds/01.yml"


def test_load_tournament_raises_on_errors(tmp_path):
    """Errors in a single folder raise ContentError like a whole site does."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file("[1, 99, 1-0]")})
    with pytest.raises(ContentError) as caught:
        load_tournament(root / "content" / "open")
    assert [p.message for p in caught.value.problems if p.is_error] == ["there is no player no. 99"]


def test_load_tournament_from_trf(tmp_path):
    """A .trf file, or a folder holding one instead of tournament.yml, is read by the TRF reader."""
    trf = Path(__file__).parent / "data" / "trf" / "tec-swiss.trf"
    tournament, _ = load_tournament(trf)
    assert tournament.slug == "tec-swiss" and len(tournament.players) == 16
    folder = tmp_path / "tec"
    folder.mkdir()
    shutil.copy(trf, folder / "tec-swiss.trf")
    from_folder, _ = load_tournament(folder)
    assert from_folder.slug == "tec" and from_folder.players == tournament.players


def test_empty_folder_is_not_a_tournament(tmp_path):
    """A folder with neither tournament.yml nor a .trf is reported."""
    with pytest.raises(ContentError) as caught:
        load_tournament(tmp_path)
    assert caught.value.problems[0].message == "no tournament.yml or .trf file here"


# --- the example site of the repository ---------------------------------------------------------------------


def test_example_site_is_clean_and_shows_the_product():
    """The shipped example: 24 players, 7 rounds planned, 6 played and round 7 paired; a forfeit, a PAB, a
    half-point bye, a withdrawal, and a news post about round 6, all loading without a warning."""
    site = load_site(REPO)
    assert site.warnings == ()
    (t,) = site.tournaments
    assert (len(t.players), t.planned_rounds, t.rounds_completed, t.rounds_entered) == (24, 7, 6, 7)
    games = [g for r in t.rounds for g in r.games]
    byes = {b.kind for r in t.rounds for b in r.byes}
    assert any(g.result.forfeit for g in games)
    assert {ByeKind.PAB, ByeKind.HALF} <= byes and t.withdrawals
    assert all(g.result.pending for g in t.rounds[6].games)
    assert any(post.tournament == t.slug and post.round == 6 for post in site.news)
    assert t.player(3).name.endswith("Meißner")


def test_no_absence_warning_for_a_round_with_errors(tmp_path):
    """When a round file has errors, the players on its faulty boards are not also reported as absent."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, Meisner, 1-0]", "[2, 4, 1-0]", "[5, 6, 1-0]")})
    with pytest.raises(ContentError) as caught:
        load_site(root)
    assert [(p.severity, p.message) for p in caught.value.problems] == [
        (Severity.ERROR, "unknown player 'Meisner' — did you mean 'Meißner' (no. 3)?")]


def test_forbidden_pair_on_a_board_is_a_warning(tmp_path):
    """Two players listed under forbidden_pairs who are paired anyway are flagged on the board."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]")}, PLAYERS + "forbidden_pairs: [[Dörr, Engel]]\n")
    assert warnings_of(root) == [("content/open/rounds/01.yml:4:5", "Clara Dörr (no. 5) and Luca Engel (no. 6) "
                                  "are paired although tournament.yml forbids it")]
