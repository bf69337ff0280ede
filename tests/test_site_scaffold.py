"""generator/site/scaffold.py, the site `bulletin new DIR` writes: it builds at once, its links work under a GitHub
Pages sub-path, and its workflow publishes with GitHub's Pages actions (tests/test_commands_new.py: the command)."""
from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest
import yaml
from htmlcheck import broken_links, broken_machine_links

from generator import __version__
from generator.cli import build_parser, main
from generator.core.standings import compute_standings
from generator.core.tiebreaks.values import chess_text
from generator.site.build import build_site, load
from generator.site.scaffold import PAGES_ACTIONS, SLUG, site_files

BASE = "https://club.github.io/club-site/"


@pytest.fixture
def new_site(tmp_path: Path) -> Path:
    folder = tmp_path / "club-site"
    assert main(["new", str(folder), "--title", "SK Lindenau 1921"]) == 0
    return folder


def test_a_new_site_builds_and_every_link_works_under_a_sub_path(new_site: Path, tmp_path: Path):
    """Right after `bulletin new`, `bulletin build --base-url https://club.github.io/club-site/` succeeds and
    every href/src of every page, and every address of the feed and sitemap, reaches a built file."""
    out = tmp_path / "out"
    assert main(["build", "--site", str(new_site), "--out", str(out), "--base-url", BASE]) == 0
    assert broken_links(out, BASE) == []
    problems, checked = broken_machine_links(out, BASE)
    assert problems == [] and checked > 0
    assert (out / "tournament" / SLUG / "round" / "2" / "index.html").is_file()
    assert (out / "tournament" / SLUG / "next" / "index.html").is_file()   # round 3 paired by the engine


def test_the_sample_content_is_clean(new_site: Path):
    """The sample has no warnings: two finished rounds of eight players, a post, the planned round dates."""
    site = load(new_site)
    assert site.warnings == ()
    tournament = site.tournaments[0]
    assert (len(tournament.players), tournament.rounds_completed, tournament.planned_rounds) == (8, 2, 5)
    assert len(site.news) == 1 and site.config.title == "SK Lindenau 1921"
    assert all(tournament.round_date(n) for n in range(1, 6))


def test_the_sample_news_tells_what_the_sample_standings_show(new_site: Path):
    """The post's title names the leader after round 2 as the standings compute him; the body's leader, his
    points and the two players on the next score are those of the standings too."""
    site = load(new_site)
    post, tournament = site.news[0], site.tournaments[0]
    table = compute_standings(tournament, 2)
    by_points: dict = {}
    for row in table.rows:
        by_points.setdefault(row.points, []).append(tournament.player(row.start).name)
    top, second = sorted(by_points, reverse=True)[:2]
    leaders, followers = by_points[top], by_points[second]
    assert leaders == ["Lena Hoffmann"] and post.title == f"Round 2: {leaders[0].split()[-1]} leads"
    body = " ".join(post.body_markdown.split())
    assert f"{leaders[0]} beat" in body and f"leads alone with {chess_text(top)} points" in body
    assert f"follow with {chess_text(second)}" in body
    assert all(name in body for name in followers) and len(followers) == 2


def test_sample_dates_follow_today():
    """The sample's rounds are a week apart, the second one a week ago, so the example looks current."""
    files = site_files(dt.date(2027, 3, 18))
    assert "date: 2027-03-04" in files[f"content/{SLUG}/rounds/01.yml"]
    assert "date: 2027-03-11" in files[f"content/{SLUG}/rounds/02.yml"]


def test_workflow_deploys_with_the_pages_actions(new_site: Path):
    """The workflow parses as YAML, builds with the base URL configure-pages reports, uploads the output with
    upload-pages-artifact and deploys it with deploy-pages, with the permissions Pages needs."""
    workflow = yaml.safe_load((new_site / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8"))
    build_steps = workflow["jobs"]["build"]["steps"]
    used = [step.get("uses") for step in build_steps + workflow["jobs"]["deploy"]["steps"]]
    for action in PAGES_ACTIONS:
        assert action in used
    assert used.index("actions/configure-pages@v5") < used.index("actions/upload-pages-artifact@v3")
    build = next(step for step in build_steps if "bulletin build" in step.get("run", ""))
    assert build["env"]["BASE_URL"] == "${{ steps.pages.outputs.base_url }}"
    assert "--base-url" in build["run"] and "--out _site" in build["run"]
    upload = next(step for step in build_steps if step.get("uses") == "actions/upload-pages-artifact@v3")
    assert upload["with"]["path"] == "_site"
    assert workflow["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}
    assert workflow["jobs"]["deploy"]["needs"] == "build"
    install = next(step for step in build_steps if "pip install" in step.get("run", ""))
    assert "python -m pip install -r requirements.txt" in install["run"]


def test_the_generator_is_pinned_to_the_version_that_made_the_site(new_site: Path):
    """requirements.txt names exactly the running version, so the workflow builds with the program the club
    previewed with; pip reads the file as one pinned requirement (comments apart)."""
    lines = (new_site / "requirements.txt").read_text(encoding="utf-8").splitlines()
    wanted = [line for line in lines if line.strip() and not line.lstrip().startswith("#")]
    assert wanted == [f"chess-bulletin=={__version__}"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_no_registry_host_is_written():
    """The package comes from the package index by its name (or a git URL the club sets): no host names."""
    text = "\n".join(site_files(dt.date(2026, 11, 29)).values()).lower()
    assert not re.search(r"pypi|files\.python|npmjs|registry\.", text)


def test_readme_commands_exist(new_site: Path):
    """Every `bulletin COMMAND` the club's README tells them to run is a command of this program."""
    readme = (new_site / "README.md").read_text(encoding="utf-8")
    mentioned = set(re.findall(r"(?:^|`)bulletin ([a-z][a-z-]*)", readme, re.MULTILINE))
    choices = next(a for a in build_parser()._actions if a.dest == "command").choices
    assert mentioned and mentioned <= set(choices)


def test_the_readme_way_to_pair_the_next_round_works(new_site: Path):
    """README step 1: `bulletin pair content/<slug> --write` writes round 3's boards into rounds/03.yml."""
    assert main(["pair", str(new_site / "content" / SLUG), "--write"]) == 0
    round3 = (new_site / "content" / SLUG / "rounds" / "03.yml").read_text(encoding="utf-8")
    assert round3.count("  - [") == 4
    assert build_site(new_site).pages > 0


def test_a_first_push_without_the_pinned_version_on_the_index_fails_saying_what_to_do(new_site: Path):
    """When pip cannot install the pinned version, the install step stops the run with an error annotation that
    names requirements.txt, the cause (not on the package index) and the remedy (the git tag in the file's
    comment, or a released version); the README says it before the first push and how to check it."""
    workflow = yaml.safe_load((new_site / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8"))
    install = next(step for step in workflow["jobs"]["build"]["steps"] if "pip install" in step.get("run", ""))
    script = install["run"]
    assert script.startswith("if ! python -m pip install -r requirements.txt; then")
    assert "::error file=requirements.txt," in script and "No matching distribution found" in script
    assert "git tag" in script and "exit 1" in script
    readme = (new_site / "README.md").read_text(encoding="utf-8")
    before = readme.index("**Before the first push:**")
    assert before < readme.index("1. Create a repository on GitHub")
    assert "python3 -m pip install --dry-run -r requirements.txt" in readme[before:]
    assert "## Installing bulletin on a member's computer" in readme
    assert "python3 -m pip install --user -r requirements.txt" in readme


def test_the_sample_tournament_shows_the_initial_colour_key(new_site: Path):
    """A new site's tournament.yml writes `initial_colour:`, the key the first `bulletin pair` asks for."""
    text = (new_site / "content" / SLUG / "tournament.yml").read_text(encoding="utf-8")
    assert re.search(r"^initial_colour: white\s+#", text, re.MULTILINE)
