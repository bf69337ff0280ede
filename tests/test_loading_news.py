"""News posts: front matter between --- lines, checked like every other file."""
from __future__ import annotations

import shutil
from pathlib import Path

from contentfiles import errors_of, make_site, only_error

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


def test_news_about_a_broken_tournament_adds_no_error_of_its_own(tmp_path):
    """A post naming a tournament whose files have errors is not also reported as naming an unknown one."""
    root = make_site(tmp_path, {"content/news/a.md": "---\ntitle: A\ndate: 2026-01-01\ntournament: open\n---\n"},
                     "name: [broken\n")
    assert errors_of(root) == [("content/open/tournament.yml:1:7",
                                "YAML syntax error: a list opened with '[' is not closed")]


LEAGUE_DATA = Path(__file__).parent / "data" / "league"


def _with_league(tmp_path, files):
    shutil.copytree(LEAGUE_DATA, tmp_path / "content" / "liga")
    return make_site(tmp_path, files)


def test_news_names_its_league(tmp_path):
    """`league:` names the league a post is about (the default of its league embeds); a wrong name is found
    with a hint, and a league named as `tournament:` is told to be a league."""
    root = _with_league(tmp_path, {
        "content/news/a.md": "---\ntitle: A\ndate: 2026-01-01\nleague: liga\n---\n{{ league-table after=2 }}\n",
        "content/news/b.md": "---\ntitle: B\ndate: 2026-01-01\nleague: ligga\n---\n",
        "content/news/c.md": "---\ntitle: C\ndate: 2026-01-01\ntournament: liga\n---\n"})
    assert errors_of(root) == [
        ("content/news/b.md:4:9", "unknown league 'ligga' — did you mean 'liga'?"),
        ("content/news/c.md:4:13", "'liga' is a league, not a tournament")]


def test_a_league_embed_is_checked_against_the_league(tmp_path):
    """A league embed past the rounds entered is an error at its line."""
    root = _with_league(tmp_path, {
        "content/news/a.md": "---\ntitle: A\ndate: 2026-01-01\nleague: liga\n---\n{{ league-table after=9 }}\n"})
    assert errors_of(root) == [("content/news/a.md:6:1", "no table after round 9 yet: rounds 1–3 are entered")]
