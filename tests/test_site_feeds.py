"""The Atom feed, the sitemap, page titles and descriptions, the favicon and the sortable standings table."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from sitedata import REPO, SUB_PATH, copy_example

from generator.loading.config import SiteConfig
from generator.site.build import build_site
from generator.site.feeds import feed_xml, sitemap_xml
from generator.site.pages.contexts import NewsIndexContext, Page
from generator.site.pages.views import FeedEntry

ATOM = "{http://www.w3.org/2005/Atom}"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
BASE = SUB_PATH


@pytest.fixture(scope="module")
def built(built_example_under_sub_path: tuple[Path, Path]) -> Path:
    """The example built once for a full address under a sub-path."""
    return built_example_under_sub_path[1]


def entries(feed: bytes) -> list[dict[str, str]]:
    tree = ET.fromstring(feed)
    return [{"title": e.findtext(f"{ATOM}title"), "updated": e.findtext(f"{ATOM}updated"),
             "id": e.findtext(f"{ATOM}id"), "link": e.find(f"{ATOM}link").get("href")}
            for e in tree.findall(f"{ATOM}entry")]


def expected_entries() -> list[tuple[str, str, str]]:
    """(title, content date, address) of every published post and every finished round of the example."""
    from generator.loading.load import load_site
    site = load_site(REPO)
    out = [(post.title, post.date.isoformat(), f"news/{post.slug}/") for post in site.news if not post.draft]
    for t in site.tournaments:
        out += [(f"{t.name}: results of round {r.number}", t.round_date(r.number).isoformat(),
                 f"tournament/{t.slug}/round/{r.number}/") for r in t.rounds[:t.rounds_completed]]
    return out


def test_the_feed_holds_the_news_and_every_finished_round_newest_first(built: Path) -> None:
    """The example's posts and its finished rounds (each tournament's rounds 1 … k with results), one entry
    each, newest first, each timestamped at midnight UTC of its content date (the post's date, the round's)."""
    found = entries((built / "feed.xml").read_bytes())
    expected = expected_entries()
    assert sorted((e["title"], e["updated"], e["link"]) for e in found) == sorted(
        (title, f"{day}T00:00:00Z", BASE + url) for title, day, url in expected)
    assert [e["updated"] for e in found] == sorted((e["updated"] for e in found), reverse=True)
    assert all(e["id"] == e["link"] for e in found)
    tree = ET.fromstring((built / "feed.xml").read_bytes())
    assert tree.findtext(f"{ATOM}updated") == max(f"{day}T00:00:00Z" for _, day, _ in expected)


def test_every_page_is_in_the_sitemap_with_its_full_address(built: Path) -> None:
    """sitemap.xml lists one absolute address per built page, under the base URL's path; the standings/ and
    round/ folders repeat the latest numbered page, so only the numbered page is listed."""
    tree = ET.fromstring((built / "sitemap.xml").read_bytes())
    listed = sorted(loc.text for loc in tree.iter(f"{SITEMAP}loc"))
    pages = sorted(BASE + p.parent.relative_to(built).as_posix().removeprefix(".") + "/"
                   for p in built.rglob("index.html") if p.parent.name not in ("standings", "round"))
    assert listed == [p.replace(BASE + "/", BASE) for p in pages]


@pytest.mark.slow
def test_a_bare_path_base_url_gives_no_sitemap_and_a_feed_with_paths(tmp_path: Path) -> None:
    """With base_url /club-site/ no host is known: sitemap.xml is left out (the protocol needs absolute
    addresses) and the feed's links are paths under /club-site/."""
    out = tmp_path / "out"
    build_site(copy_example(tmp_path / "site"), out, base_url="/club-site/")
    assert not (out / "sitemap.xml").exists()
    found = entries((out / "feed.xml").read_bytes())
    assert "/club-site/news/2026-10-09-round-6/" in {e["link"] for e in found}
    assert all(e["link"].startswith("/club-site/") for e in found)
    assert all(e["id"].startswith("urn:uuid:") for e in found)
    assert len({e["id"] for e in found}) == len(found)


def test_feed_and_sitemap_are_the_same_bytes_for_the_same_content() -> None:
    """No clock: the same entries and pages give the same files."""
    config = SiteConfig(title="Club", base_url="https://example.org/")
    feed = [FeedEntry("Post", "news/a/", __import__("datetime").date(2026, 1, 2), "Text", "Ann")]
    pages = [Page("", "Home", NewsIndexContext(news=())), Page("news/a/", "Post", NewsIndexContext(news=()))]
    assert feed_xml(config, feed) == feed_xml(config, list(feed))
    assert sitemap_xml(config, pages) == sitemap_xml(config, list(reversed(pages)))


def test_the_feed_escapes_what_it_quotes() -> None:
    """A title with '&' and '<' stays well-formed XML."""
    config = SiteConfig(title="Kings & Queens <club>")
    feed = feed_xml(config, [FeedEntry("Q&A <live>", "news/q/", __import__("datetime").date(2026, 1, 2), "")])
    tree = ET.fromstring(feed)
    assert tree.findtext(f"{ATOM}title") == "Kings & Queens <club>"
    assert entries(feed)[0]["title"] == "Q&A <live>"


@pytest.mark.parametrize("text", ["plain", "Kings & Queens <club>", 'say "check"', "it's", "both \"'\" quotes",
                                  "a\nline\r\nbreak\tand tab", "&amp; already", ""])
def test_feed_text_and_attributes_are_escaped_as_the_standard_library_escapes_them(text: str) -> None:
    """The feed's own escaping (generator/site/feeds.py, without xml.sax.saxutils and the urllib.request it imports)
    writes the very characters the standard library's would, quotes and line breaks in attributes too."""
    from xml.sax.saxutils import escape as sax_escape
    from xml.sax.saxutils import quoteattr as sax_quoteattr

    from generator.site.feeds import escape, quoteattr
    assert escape(text) == sax_escape(text)
    assert quoteattr(text) == sax_quoteattr(text)
    element = ET.fromstring(f"<e a={quoteattr(text)}>{escape(text)}</e>")
    assert (element.text or "") == text.replace("\r\n", "\n").replace("\r", "\n")   # XML's own line ends
    assert element.get("a") == text


def test_every_page_has_a_title_a_description_a_favicon_and_the_feed(built: Path) -> None:
    """Each page names itself in <title>, says what it shows in <meta name=description>, links the SVG
    favicon and announces the Atom feed; titles differ from page to page."""
    titles = []
    for path in built.rglob("index.html"):
        html = path.read_text("utf-8")
        title = re.search(r"<title>([^<]+)</title>", html)
        description = re.search(r'<meta name="description" content="([^"]+)">', html)
        assert title and description, path
        titles.append(title.group(1))
        icon = re.search(r'<link rel="icon" href="([^"]+)" type="image/svg\+xml">', html)
        assert icon and (path.parent / icon.group(1)).resolve() == (built / "assets" / "favicon.svg").resolve()
        assert '<link rel="alternate" type="application/atom+xml"' in html
    assert len(set(titles)) == len(titles)
    assert (built / "assets" / "favicon.svg").read_bytes().startswith(b"<svg")


def test_descriptions_say_what_the_page_shows(built: Path) -> None:
    """The standings page names the leader and his points; a player page the points and rank."""
    def description(path: str) -> str:
        html = (built / path / "index.html").read_text("utf-8")
        return re.search(r'<meta name="description" content="([^"]+)">', html).group(1)
    assert description("tournament/herbst-2026/standings/6") == (
        "Standings of Herbstturnier 2026 after round 6: Mehmet Yılmaz leads with 5½ points.")
    assert description("tournament/herbst-2026/player/5") == (
        "Mehmet Yılmaz in Herbstturnier 2026: 5½ points and rank 1 after round 6.")


def test_the_standings_table_is_marked_up_for_sorting(built: Path) -> None:
    """The standings table is class 'sortable', its rank header carries aria-sort (the order as built), points
    and tie-breaks carry numeric data-sort values (4½ -> 4.5), and the page loads the theme's sort script."""
    html = (built / "tournament/herbst-2026/standings/6/index.html").read_text("utf-8")
    assert '<table class="standings ranked tb-3 sortable" aria-labelledby="standings">' in html
    assert '<th scope="col" class="num rank" aria-sort="ascending"><span class="long">Rank</span>' in html
    assert re.search(r'<td class="num" data-sort="5\.5">5½</td>', html)
    assert '<script src="../../../../assets/sort.js" defer></script>' in html
    script = (built / "assets" / "sort.js").read_text("utf-8")
    assert "aria-sort" in script and 'createElement("button")' in script and "table.sortable" in script


def test_pages_without_a_sortable_table_load_no_script(built: Path) -> None:
    """Progressive enhancement only where it is used: a player page is plain HTML."""
    html = (built / "tournament/herbst-2026/player/5/index.html").read_text("utf-8")
    assert "<script" not in html
