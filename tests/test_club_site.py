"""The example built as a club's site over two seasons: one profile per person linked both ways with
every player page, the person's totals, the front page and the archive, every calendar and feed valid, each
round's pairings by name; built once (slow)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from followcheck import ATOM, calendar_events, feed_entries
from sitedata import copy_example

from generator.site.build import build_site

pytestmark = pytest.mark.slow
HREF = re.compile(r'href="([^"#]*)"')


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    site = copy_example(tmp_path_factory.mktemp("site"))
    out = tmp_path_factory.mktemp("out")
    build_site(site, out)
    return out


def links(out: Path, page: str) -> set[str]:
    """The pages a page links to, as site-relative folder URLs."""
    text = (out / page / "index.html").read_text("utf-8")
    found = set()
    for href in HREF.findall(text):
        target = (Path("/") / page / href).resolve().as_posix().lstrip("/")
        found.add(target + "/" if target and not target.endswith((".ics", ".xml", ".css", ".svg", ".js")) else target)
    return found


def player_pages(out: Path) -> list[str]:
    return sorted(p.parent.relative_to(out).as_posix() + "/" for p in out.glob("*/*/player/*/index.html"))


def test_every_player_page_links_to_a_profile_that_links_back(built: Path) -> None:
    pages = player_pages(built)
    assert len(pages) == 24 + 18 + 10 + 12 + 16 + 80   # five tournaments and the league's rosters
    for page in pages:
        (profile,) = {link for link in links(built, page)
                      if link.startswith("players/") and link.endswith("/") and link != "players/"}
        assert page in links(built, profile), (page, profile)


def test_one_person_across_seasons_events_and_spellings(built: Path) -> None:
    text = (built / "players/ulrich-baecker/index.html").read_text("utf-8")   # "Uli Bäcker" in 2025: members.yml
    assert "tournament/herbst-2025/player/10/" in text and "tournament/herbst-2026/player/15/" in text
    assert "Recognised in every event by the club&#39;s list of members." in text
    hoffmann = (built / "players/lena-hoffmann/index.html").read_text("utf-8")
    assert "Recognised in every event by the FIDE ID 4693418." in hoffmann
    assert hoffmann.count('class="by-name"') == 4   # the rapid, the championship and the club evenings by name; the note
    for event in ("herbst-2025/player/3/", "herbst-2026/player/2/", "schnellschach-2026/player/4/",
                  "vereinsmeisterschaft-2026/player/2/"):
        assert f"tournament/{event}" in hoffmann


def test_a_persons_totals_add_up_his_events(built: Path) -> None:
    # Brandt: 2025 4½ of 5 (every game played), 2026 autumn and rapid from their player pages
    text = (built / "players/konstantin-brandt/index.html").read_text("utf-8")
    assert re.search(r"<dt>Events</dt><dd>3</dd>", text)
    games = re.search(r"<dt>Games</dt><dd>(\d+) \(\+(\d+) =(\d+) −(\d+)\)</dd>", text)
    assert games is not None
    total, wins, draws, losses = map(int, games.groups())
    assert total == wins + draws + losses
    rounds = 0
    for event in ("herbst-2025/player/2/", "herbst-2026/player/1/", "schnellschach-2026/player/1/"):
        page = (built / "tournament" / event / "index.html").read_text("utf-8")
        rounds += len(re.findall(r'<td class="outcome">(?:<a [^>]*>)?(?:win|draw|loss)(?:</a>)?</td>', page))   # a link: its game
    assert total == rounds


def test_the_front_page_leads_with_the_news_then_what_is_on_then_the_seasons(built: Path) -> None:
    text = (built / "index.html").read_text("utf-8")
    lead, on_now, season, earlier = (text.index(s) for s in ('class="lead-story"', 'id="on-now"',
                                                              'id="season-current"', 'id="earlier"'))
    assert lead < on_now < season < earlier
    assert "Bezirksliga: Lindenau against Probstheida" in text[lead:on_now]
    assert 'href="seasons/2025-26/"' in text and 'href="players/"' in text
    assert "15 October 2026, 19:30" in text[on_now:season]


def test_an_earlier_seasons_final_standings_are_two_clicks_from_home(built: Path) -> None:
    assert "seasons/2025-26/" in links(built, "")
    season = (built / "seasons/2025-26/index.html").read_text("utf-8")
    assert "Herbstturnier 2025" in season and "Winner: Konstantin Brandt" in season
    assert "tournament/herbst-2025/standings/" in links(built, "seasons/2025-26/")


def test_every_calendar_and_feed_of_the_site_is_valid(built: Path) -> None:
    calendars = sorted(built.glob("**/calendar.ics"))
    feeds = sorted(built.glob("**/player*/**/feed.xml")) + sorted(built.glob("players/*/feed.xml"))
    # the players of the five running events, and every person; the finished 2025 event has no files of its own
    assert len(calendars) == 24 + 18 + 10 + 16 + 80 + len(list(built.glob("players/*/index.html")))
    for path in calendars:
        calendar_events(path.read_bytes())
    for path in feeds:
        feed_entries(path.read_bytes())
    events = calendar_events((built / "players/lena-hoffmann/calendar.ics").read_bytes())
    assert len(events) == 5 + 7 + 7 + 9 + 11            # every round with a date of her five events
    latest = feed_entries((built / "players/lena-hoffmann/feed.xml").read_bytes())[0]   # paired, not played yet
    assert latest.findtext(f"{ATOM}title") == "Klubabend 2026/27: Round 11: black against Wolfgang Richter, board 1"


def test_a_player_page_links_the_files_to_follow_him(built: Path) -> None:
    """A running event's player page links his calendar and feed of it; a finished one's, his person's."""
    running = links(built, "tournament/herbst-2026/player/2/")
    assert {"tournament/herbst-2026/player/2/calendar.ics", "tournament/herbst-2026/player/2/feed.xml"} <= running
    finished = links(built, "tournament/herbst-2025/player/3/")
    assert {"players/lena-hoffmann/calendar.ics", "players/lena-hoffmann/feed.xml"} <= finished
    assert not (built / "tournament/herbst-2025/player/3/calendar.ics").exists()


def test_each_round_has_its_pairings_by_name(built: Path) -> None:
    text = (built / "tournament/herbst-2026/round/7/by-name/index.html").read_text("utf-8")
    names = re.findall(r'<th scope="row" class="name"><a href="[^"]+">(?:<abbr[^>]*>\w+</abbr> )?([^<]+)</a>', text)
    assert len(names) == 24 and names[0] == "Bäcker, Ulrich" and names[-1] == "Yılmaz, Mehmet"
