"""News posts on the built site: listed on the home page and their tournament, described by their first
paragraph, the example's round report with its live tables. (How live tables are read and checked is
tests/test_embeds.py's; loading them, tests/test_loading_news.py's.)"""
from __future__ import annotations

import re
from html import unescape
from pathlib import Path

from sitedata import REPO


def test_posts_are_listed_on_the_home_page_and_on_their_tournament(built_example: tuple[Path, Path]) -> None:
    """The report appears under 'Latest news' on the home page and under 'News' on its tournament's overview,
    with its date and author."""
    _, out = built_example
    for page in ("index.html", "tournament/herbst-2026/index.html"):
        html = (out / page).read_text("utf-8")
        assert "Round 6: Yılmaz extends his lead</a>" in html
        assert "9 October 2026</time> · Ingrid Pohl" in html


def test_a_post_page_describes_itself_by_its_first_paragraph(built_example: tuple[Path, Path]) -> None:
    """The meta description of a post is its first paragraph as plain text (no ** or link syntax)."""
    html = (built_example[1] / "news" / "2026-10-09-round-6" / "index.html").read_text("utf-8")
    description = unescape(re.search(r'<meta name="description" content="([^"]+)">', html).group(1))
    source = (REPO / "content/news/2026-10-09-round-6.md").read_text("utf-8").split("---\n", 2)[2]
    first_words = " ".join(source.split("\n\n", 1)[0].replace("**", "").split()[:12])
    assert description.startswith(first_words)
    assert "**" not in description and len(description) <= 202


def test_the_example_round_report_shows_live_tables(built_example: tuple[Path, Path]) -> None:
    """The round 6 report embeds the results of round 6 (11 boards), the first 8 of the standings after round 6
    and the pairings of round 7, each with a link to its full page."""
    html = (built_example[1] / "news" / "2026-10-09-round-6" / "index.html").read_text("utf-8")
    tables = re.findall(r"<table class=\"([^\"]+)\">.*?<caption id=\"[^\"]+\">([^<]+)</caption>(.*?)</table>", html,
                        re.S)
    assert [(kind, caption) for kind, caption, _ in tables] == [
        ("boards", "Results of round 6 of Herbstturnier 2026"),
        ("standings ranked tb-3 sortable", "Standings of Herbstturnier 2026 after round 6: the first 8"),
        ("boards", "Pairings of round 7 of Herbstturnier 2026")]
    rows = [body.count("<tr>") - 1 for _, _, body in tables]
    assert rows == [11, 8, 11]
    assert 'href="../../tournament/herbst-2026/standings/6/"' in html
    assert 'href="../../tournament/herbst-2026/round/7/"' in html
    assert "Mehmet Yılmaz" in tables[1][2].split("</tr>")[1]      # the leader heads the embedded standings
