"""Loading a whole site or one tournament: every short form read, every problem of a run reported at once."""
from __future__ import annotations

import datetime as dt
import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from contentfiles import DATA, REPO, make_site, round_file

from generator.core.errors import ContentError
from generator.core.model import ByeKind, Colour, GameResult, PairingSystem, RuleSet
from generator.loading.load import load_site, load_tournament

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


def test_a_digit_that_is_no_number_is_an_unknown_player(tmp_path):
    """'²' is a digit to str.isdigit, but int() refuses it: a board naming it is an unknown player, located."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file("[1, '²', 1-0]", "[3, 4, 1-0]")})
    with pytest.raises(ContentError) as caught:
        load_tournament(root / "content" / "open")
    assert [p.message for p in caught.value.problems if p.is_error] == ["unknown player '²'"]


def test_the_error_carries_the_whole_report():
    """str(ContentError) is the full report, so the CLI prints it without a traceback."""
    with pytest.raises(ContentError) as caught:
        load_site(DATA / "bad")
    text = str(caught.value)
    assert text.startswith("error: the front matter has no 'date'\n  --> content/news/2026-05-01-report.md:1:1")
    assert text.count("error: ") == 23

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
    """The shipped example: a Burstein Swiss of 24 players, 7 rounds planned, 6 played and round 7 paired; a
    forfeit, a PAB, a half-point bye, a withdrawal, and a news post about round 6; and a Dutch rapid of 18
    players after round 4 with round 5 paired, with a forfeit, a PAB, a half-point and a zero-point bye and a
    post of its own; a round-robin club championship of 10 players after round 5 (of 9) with round 6 paired, a
    game of round 3 postponed, a forfeit and a post with the live crosstable; all loading without a warning."""
    site = load_site(REPO)
    assert site.warnings == ()
    by_slug = {tournament.slug: tournament for tournament in site.tournaments}
    t, rapid = by_slug["herbst-2026"], by_slug["schnellschach-2026"]
    championship = by_slug["vereinsmeisterschaft-2026"]
    assert (championship.pairing, len(championship.players), championship.planned_rounds) == \
        (PairingSystem.ROUND_ROBIN, 10, 9)
    assert (championship.rounds_completed, championship.rounds_entered) == (5, 6)
    assert [r.number for r in championship.rounds for g in r.games if g.result.pending and r.number < 6] == [3]
    assert any(g.result.forfeit for r in championship.rounds for g in r.games)
    assert all(g.result.pending for g in championship.round(6).games)
    assert any(post.tournament == championship.slug and "{{ crosstable }}" in post.body_markdown
               for post in site.news)
    assert (t.pairing, rapid.pairing) == (PairingSystem.BURSTEIN, PairingSystem.DUTCH)
    assert (len(rapid.players), rapid.planned_rounds, rapid.rounds_completed, rapid.rounds_entered) == (18, 7, 4, 5)
    assert any(g.result.forfeit for r in rapid.rounds for g in r.games)
    assert {ByeKind.PAB, ByeKind.HALF, ByeKind.ZERO} <= {b.kind for r in rapid.rounds for b in r.byes}
    assert all(g.result.pending for g in rapid.round(5).games)
    assert any(post.tournament == rapid.slug for post in site.news)
    assert (len(t.players), t.planned_rounds, t.rounds_completed, t.rounds_entered) == (24, 7, 6, 7)
    games = [g for r in t.rounds for g in r.games]
    byes = {b.kind for r in t.rounds for b in r.byes}
    assert any(g.result.forfeit for g in games)
    assert {ByeKind.PAB, ByeKind.HALF} <= byes and t.withdrawals
    assert all(g.result.pending for g in t.rounds[6].games)
    assert any(post.tournament == t.slug and post.round == 6 for post in site.news)
    assert t.player(3).name.endswith("Meißner")


# --- league folders beside tournament folders -------------------------------------------------------------


LEAGUE_DATA = Path(__file__).parent / "data" / "league"


def test_a_league_folder_is_loaded_beside_the_tournaments(tmp_path):
    """A folder with league.yml is a league of the site, not a tournament; site.yml's `tournaments:` lists
    both kinds (and leaving a league out leaves it out of the site)."""
    shutil.copytree(LEAGUE_DATA, tmp_path / "content" / "liga")
    site = load_site(make_site(tmp_path, {}))
    assert [league.slug for league in site.leagues] == ["liga"] and [t.slug for t in site.tournaments] == ["open"]
    (tmp_path / "site.yml").write_text("title: Club\ntournaments: [liga]\n", encoding="utf-8")
    narrowed = load_site(tmp_path)
    assert [league.slug for league in narrowed.leagues] == ["liga"] and narrowed.tournaments == ()
    (tmp_path / "site.yml").write_text("title: Club\ntournaments: [open]\n", encoding="utf-8")
    assert load_site(tmp_path).leagues == ()


def test_a_mistake_in_a_league_stops_the_site_with_its_location(tmp_path):
    shutil.copytree(LEAGUE_DATA, tmp_path / "content" / "liga")
    team = tmp_path / "content" / "liga" / "teams" / "gruenau.yml"
    team.write_text(team.read_text(encoding="utf-8") + "captain: me\n", encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_site(make_site(tmp_path, {}))
    assert [p.location.file for p in caught.value.problems if p.is_error] == ["content/liga/teams/gruenau.yml"]
