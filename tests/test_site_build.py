"""build_site end to end on a copy of the example site: report, sub-path links, determinism, safety."""
from __future__ import annotations

import dataclasses
import json
import os
import re
from pathlib import Path
from urllib.parse import urljoin

import pytest
from htmlcheck import broken_links, broken_machine_links, heading_skips, page_facts, unnamed_tables
from sitedata import ROUND_1, ROUND_2, ROUND_3, club_tournament, copy_example, tree

from generator.core.errors import ContentError
from generator.core.model import GameResult
from generator.core.standings import compute_standings
from generator.site.build import BuildSession, build_site, load, plan
from generator.site.output import MANIFEST
from generator.trf.reader import read_trf


def mtimes(folder: Path) -> dict[str, int]:
    return {p.relative_to(folder).as_posix(): p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()}


@pytest.fixture
def example(tmp_path: Path) -> Path:
    return copy_example(tmp_path / "site")


@pytest.mark.slow
def test_build_writes_every_planned_page_and_reports_it(example: Path, tmp_path: Path) -> None:
    """The report counts the planned pages and tournaments; each page is an index.html in the output."""
    out = tmp_path / "out"
    report = build_site(example, out)
    site = load(example)
    planned = plan(site).pages
    folders = [f for f in (example / "content").iterdir() if (f / "tournament.yml").is_file()]
    assert report.pages == len(planned) and report.tournaments == len(site.tournaments) == len(folders) > 1
    assert report.written == report.files and report.unchanged == 0 and report.removed == 0
    assert all((out / p.output_path).is_file() for p in planned)
    assert (out / "assets" / "style.css").is_file()
    assert (out / ".nojekyll").is_file()   # GitHub Pages serves the files as they are, without Jekyll


def test_example_site_shows_the_round_in_progress_and_the_special_results(built_example: tuple[Path, Path]) -> None:
    """The example after round 6: overview with round 7 pairings; a forfeit, a PAB, a half-point bye and a
    withdrawal appear on the round pages."""
    _, out = built_example
    overview = (out / "tournament/herbst-2026/index.html").read_text(encoding="utf-8")
    assert "Round 7: pairings" in overview and "Round 6: results" in overview
    rounds = " ".join((out / f"tournament/herbst-2026/round/{n}/index.html").read_text(encoding="utf-8")
                      for n in range(1, 8))
    for shown in ("pairing-allocated bye", "half-point bye", "Black wins by forfeit"):
        assert shown in rounds
    starting_list = (out / "tournament/herbst-2026/starting-list/index.html").read_text(encoding="utf-8")
    assert "withdrew before round" in starting_list


@pytest.mark.slow
def test_default_output_folder_comes_from_site_yml(example: Path) -> None:
    """Without --out the site goes to the folder named in site.yml (_site)."""
    report = build_site(example)
    assert report.out_dir == example / "_site"
    assert (example / "_site" / "index.html").is_file()


def test_every_link_resolves_to_a_built_file_when_served_from_a_sub_path(
        built_example_under_sub_path: tuple[Path, Path]) -> None:
    """Served at base_url, every href and src of every page reaches a file of the output (folders through
    their index.html), and every #fragment names an id on its page."""
    _, out = built_example_under_sub_path
    assert broken_links(out, "https://club.github.io/club-site/") == []
    links = sum(len(page_facts(p.read_bytes()).links) for p in out.rglob("*.html"))
    assert links > 1000   # the checker really looked at the site's links


@pytest.mark.slow
@pytest.mark.parametrize("base_url", ["/", "/deep/under/here/"])
def test_every_link_resolves_when_served_from_another_path(example: Path, tmp_path: Path, base_url: str) -> None:
    out = tmp_path / "out"
    build_site(example, out, base_url=base_url)
    served_at = "https://club.example" + base_url
    assert broken_links(out, served_at) == []
    links = sum(len(page_facts(p.read_bytes()).links) for p in out.rglob("*.html"))
    assert links > 1000   # the checker really looked at the site's links


def test_feed_and_sitemap_addresses_reach_built_files_under_the_sub_path(
        built_example_under_sub_path: tuple[Path, Path]) -> None:
    """Built with --base-url https://club.github.io/club-site/, every <loc> of sitemap.xml and every <link href>
    of feed.xml is a full address under the sub-path that reaches a file of the output."""
    _, out = built_example_under_sub_path
    problems, checked = broken_machine_links(out, "https://club.github.io/club-site/")
    assert problems == []
    assert checked > len(list(out.rglob("index.html"))) // 2   # the checker really read both files


def test_downloads_are_built_next_to_the_tournament_pages(built_example: tuple[Path, Path]) -> None:
    """Each tournament has its JSON, CSV, TRF-16, TRF-2026 and iCalendar files in its folder; the TRF reads
    back to the example's games, the JSON holds the standings after every finished round, the calendar one
    event per dated round."""
    example, out = built_example
    folder = out / "tournament" / "herbst-2026"
    tournament = next(t for t in load(example).tournaments if t.slug == "herbst-2026")
    document = json.loads((folder / "herbst-2026.json").read_bytes())
    assert [s["after_round"] for s in document["standings"]] == list(range(1, tournament.rounds_completed + 1))
    for name in ("herbst-2026.trf", "herbst-2026-trf2026.trf"):
        again = read_trf((folder / name).read_text(encoding="utf-8"), name)
        assert {r.number: sorted((g.white, g.black, g.result) for g in r.games) for r in again.rounds} == \
               {r.number: sorted((g.white, g.black, g.result) for g in r.games) for r in tournament.rounds}
    csv_lines = (folder / "standings.csv").read_bytes().decode("utf-8-sig").splitlines()
    assert len(csv_lines) == 1 + len(tournament.players)
    calendar = (folder / "schedule.ics").read_bytes()
    assert calendar.count(b"BEGIN:VEVENT") == sum(1 for n in range(1, 8) if tournament.round_date(n))
    page = "https://club.example/tournament/herbst-2026/"
    overview_links = {urljoin(page, link) for link in page_facts((folder / "index.html").read_bytes()).links}
    for name in ("standings.csv", "herbst-2026.json", "herbst-2026.trf", "herbst-2026-trf2026.trf", "schedule.ics"):
        assert page + name in overview_links   # linked from the overview, so the link checker follows them too


def test_canonical_links_carry_the_base_url(built_example_under_sub_path: tuple[Path, Path]) -> None:
    """--base-url with a host: each page names its full address under the sub-path."""
    _, out = built_example_under_sub_path
    page = (out / "tournament/herbst-2026/crosstable/index.html").read_text(encoding="utf-8")
    assert '<link rel="canonical" href="https://club.github.io/club-site/tournament/herbst-2026/crosstable/">' in page


def test_the_latest_standings_folder_names_the_numbered_page_as_canonical(
        built_example_under_sub_path: tuple[Path, Path]) -> None:
    """standings/ repeats the latest standings (no redirects on GitHub Pages): its canonical link and the sitemap
    name the numbered page, so a search engine does not list the same table twice."""
    _, out = built_example_under_sub_path
    base = "https://club.github.io/club-site/tournament/herbst-2026/"
    latest = (out / "tournament/herbst-2026/standings/index.html").read_text(encoding="utf-8")
    (numbered,) = re.findall(r'<link rel="canonical" href="([^"]+)">', latest)
    assert numbered.startswith(base + "standings/") and numbered != base + "standings/"
    numbered_page = (out / numbered.removeprefix("https://club.github.io/club-site/") / "index.html")
    assert numbered_page.is_file() and f'href="{numbered}"' in numbered_page.read_text(encoding="utf-8")
    sitemap = (out / "sitemap.xml").read_text(encoding="utf-8")
    assert f"<loc>{numbered}</loc>" in sitemap and f"<loc>{base}standings/</loc>" not in sitemap


@pytest.mark.slow
def test_same_input_gives_byte_identical_files(tmp_path: Path) -> None:
    """Two copies of the example in different folders build to byte-identical trees."""
    first, second = copy_example(tmp_path / "a"), copy_example(tmp_path / "b" / "nested")
    build_site(first, tmp_path / "out-a")
    build_site(second, tmp_path / "out-b")
    assert tree(tmp_path / "out-a") == tree(tmp_path / "out-b")


@pytest.mark.slow
def test_rebuilding_unchanged_input_writes_nothing(example: Path, tmp_path: Path) -> None:
    """A second build of the same input rewrites no file: all unchanged, mtimes kept."""
    out = tmp_path / "out"
    build_site(example, out)
    for path in out.rglob("*"):
        if path.is_file():
            os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    before = mtimes(out)
    report = build_site(example, out)
    assert report.written == 0 and report.unchanged == report.files
    assert mtimes(out) == before


@pytest.mark.slow
def test_an_edited_result_rewrites_only_the_pages_it_changes(example: Path, tmp_path: Path) -> None:
    """Entering a round-7 result rewrites some pages, not the whole site."""
    out = tmp_path / "out"
    first = build_site(example, out)
    round_7 = example / "content/herbst-2026/rounds/07.yml"
    text = round_7.read_text(encoding="utf-8")
    board = next(line for line in text.splitlines() if line.strip().startswith("- [") and line.endswith("]"))
    round_7.write_text(text.replace(board, board[:-1] + ", 1-0]", 1), encoding="utf-8")
    second = build_site(example, out)
    assert 0 < second.written < first.files
    assert second.unchanged > 0


@pytest.mark.slow
def test_a_rebuild_leaves_no_reference_cycles_behind(example: Path, tmp_path: Path) -> None:
    """A build of a lasting session hides what survives it from the cycle collector (gcpause.freeze_survivors),
    which is only safe while nothing of a rebuild is freed by that collector alone: an edit and a rebuild leave
    no cyclic garbage."""
    import gc
    out = tmp_path / "out"
    session = BuildSession(example, out)
    session.build()
    gc.unfreeze()
    gc.collect()   # what the first build and earlier tests left (compiled templates, imports)
    round_7 = example / "content/herbst-2026/rounds/07.yml"
    text = round_7.read_text(encoding="utf-8")
    board = next(line for line in text.splitlines() if line.strip().startswith("- [") and line.endswith("]"))
    round_7.write_text(text.replace(board, board[:-1] + ", 1-0]", 1), encoding="utf-8")
    assert session.build().written > 0
    gc.unfreeze()
    assert gc.collect() == 0


@pytest.mark.slow
def test_plans_whose_player_pages_were_never_worked_out_leave_no_reference_cycles(example: Path) -> None:
    """Player pages rendered on the forked second core are never worked out in the planning process, and hold
    their plan: a plan after an edit takes from the one before only pages whose context was made (they hold
    data only), so no plan is kept alive, or left to the cycle collector, through them."""
    import gc
    session = BuildSession(example, example / "out")
    session.plan(session.load())   # planned, none rendered
    round_6 = example / "content/herbst-2026/rounds/06.yml"
    text = round_6.read_text(encoding="utf-8")
    round_6.write_text(text.replace("[Bäcker, Dörr, 1-0]", "[Bäcker, Dörr, 0-1]", 1), encoding="utf-8")   # no game
    session.plan(session.load())
    round_6.write_text(text, encoding="utf-8")
    session.plan(session.load())
    gc.collect()
    del session
    assert gc.collect() == 0


@pytest.mark.slow
def test_a_removed_news_post_removes_its_page(example: Path, tmp_path: Path) -> None:
    """Pages of content that is gone are pruned from the output."""
    out = tmp_path / "out"
    build_site(example, out)
    posts = sorted((example / "content" / "news").glob("*.md"))
    built_posts = {p for p in out.glob("news/*/index.html")}
    posts[0].unlink()
    report = build_site(example, out)
    assert report.removed >= 1
    assert len(list(out.glob("news/*/index.html"))) == len(built_posts) - 1


@pytest.mark.slow
def test_a_content_error_writes_nothing_and_keeps_the_previous_site(example: Path, tmp_path: Path) -> None:
    """A bad result raises ContentError with the located problem before any file is written."""
    out = tmp_path / "out"
    build_site(example, out)
    before, stamps = tree(out), mtimes(out)
    round_2 = example / "content/herbst-2026/rounds/02.yml"
    round_2.write_text(round_2.read_text(encoding="utf-8").replace("0-1", "2-0", 1), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        build_site(example, out)
    assert any(p.location.file.endswith("02.yml") and p.location.line > 0 for p in caught.value.problems)
    assert tree(out) == before and mtimes(out) == stamps


@pytest.mark.slow
def test_a_template_error_writes_nothing(example: Path, tmp_path: Path) -> None:
    """A broken site template stops the build before the output folder is touched."""
    out = tmp_path / "out"
    (example / "templates").mkdir()
    (example / "templates" / "crosstable.html").write_text("{% extends 'base.html' %}{% block content %}"
                                                           "{{ no_such_thing }}{% endblock %}", encoding="utf-8")
    with pytest.raises(ContentError):
        build_site(example, out)
    assert not out.exists()


@pytest.mark.slow
def test_files_of_the_user_in_the_output_folder_survive(example: Path, tmp_path: Path) -> None:
    """A CNAME dropped into the output by hand is neither removed nor listed as the tool's."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "CNAME").write_text("chess.example.org\n")
    build_site(example, out)
    build_site(example, out)
    assert (out / "CNAME").read_text() == "chess.example.org\n"
    assert "CNAME" not in (out / MANIFEST).read_text()


@pytest.mark.slow
def test_without_a_round_file_the_next_round_comes_from_the_pairing_engine(example: Path, tmp_path: Path) -> None:
    """Round 7's file removed: the next-round page shows the engine's pairings, marked as not yet official,
    with its reasons, and every player still in the tournament on a board or given the bye."""
    (example / "content/herbst-2026/rounds/07.yml").unlink()
    out = tmp_path / "out"
    build_site(example, out)
    assert not (out / "tournament/herbst-2026/round/7").exists()
    page = (out / "tournament/herbst-2026/next/index.html").read_text(encoding="utf-8")
    assert "Computed by the pairing engine" in page
    assert "<h2>How the engine paired this round</h2>" in page
    tournament = next(t for t in load(example).tournaments if t.slug == "herbst-2026")
    active = [p for p in tournament.players if not tournament.withdrawn_in(p.start, 7)]
    boards = page.count('<tr><td class="num">')
    assert boards == len(active) // 2
    assert ("pairing-allocated bye" in page) == (len(active) % 2 == 1)


def test_standings_are_reused_for_unchanged_rounds_and_recomputed_from_an_edited_one() -> None:
    """While serving, an edit in round k recomputes the standings after rounds k.. only; the rest are reused,
    and every standings table equals one computed afresh."""
    standings_after = BuildSession(Path("unused")).standings_after
    before = club_tournament()
    after_1, after_2 = standings_after(before, 1), standings_after(before, 2)
    games = (dataclasses.replace(ROUND_2.games[0], result=GameResult.WHITE_WINS),) + ROUND_2.games[1:]
    edited = club_tournament(rounds=(ROUND_1, dataclasses.replace(ROUND_2, games=games), ROUND_3))
    assert standings_after(edited, 1) is after_1
    assert standings_after(edited, 2) is not after_2
    assert standings_after(edited, 2) == compute_standings(edited, 2)
    assert standings_after(club_tournament(name="Renamed"), 1) is not after_1


def test_every_page_of_the_example_is_accessible(built_example: tuple[Path, Path]) -> None:
    """On every built page: a lang attribute, one h1 and no skipped heading level, every table named (by its
    caption or the heading above it), a scope on every header cell, and no id used twice (captions and
    headings name their scrolling regions by id)."""
    _, out = built_example
    for path in sorted(out.rglob("*.html")):
        facts = page_facts(path.read_bytes())
        where = path.relative_to(out).as_posix()
        assert facts.html_lang == "en", where
        assert heading_skips(facts.headings) == [], where
        assert unnamed_tables(facts) == [] and facts.header_cells_without_scope == 0, where
        assert facts.duplicate_ids == set(), where


@pytest.mark.slow
def test_links_work_for_folder_names_with_spaces_and_umlauts(example: Path, tmp_path: Path) -> None:
    """A tournament folder named 'Herbst 2026 – Gruppe Ü' gives percent-encoded links that reach its pages."""
    (example / "content" / "herbst-2026").rename(example / "content" / "Herbst 2026 – Gruppe Ü")
    for post in (example / "content" / "news").glob("*.md"):
        post.write_text(post.read_text(encoding="utf-8").replace("herbst-2026", "Herbst 2026 – Gruppe Ü"),
                        encoding="utf-8")
    out = tmp_path / "out"
    build_site(example, out, base_url="https://club.github.io/club-site/")
    assert (out / "tournament" / "Herbst 2026 – Gruppe Ü" / "index.html").is_file()
    assert 'href="tournament/Herbst%202026%20%E2%80%93%20Gruppe%20%C3%9C/"' in (out / "index.html").read_text()
    assert broken_links(out, "https://club.github.io/club-site/") == []


def test_the_engines_next_round_of_an_odd_round_robin_gives_the_free_round(tmp_path: Path) -> None:
    """The next round of a round robin comes from its schedule; with an odd number of players the player the
    Berger table pairs with the dummy number has the free round there (not an absence)."""
    from generator.core.model import Game, PairingSystem, Player, Round, Start, Tournament
    from generator.core.pairing import berger

    players = tuple(Player(Start(i), f"Player {i}", 2000 - 10 * i) for i in range(1, 6))
    bare = Tournament("rr", "RR", players, pairing=PairingSystem.ROUND_ROBIN, planned_rounds=5)
    first = berger.schedule(bare)[0]
    played = dataclasses.replace(bare, rounds=(Round(1, tuple(Game(b.white, b.black, GameResult.DRAW, b.board)
                                                              for b in first.boards)),))
    upcoming = BuildSession(tmp_path).engine_pairings(played)
    second = berger.schedule(bare)[1]
    assert upcoming is not None and upcoming.round.number == 2
    assert [(g.white, g.black) for g in upcoming.round.games] == [(b.white, b.black) for b in second.boards]
    assert [(b.player, b.kind.value) for b in upcoming.round.byes] == [(second.free, "free")]
