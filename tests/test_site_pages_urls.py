"""generator/site/pages/urls.py: where each page goes, as directory URLs relative to the site root."""
from __future__ import annotations

from plans import plan

from generator.site.pages.urls import (
    NEWS_INDEX_URL,
    crosstable_url,
    news_url,
    next_round_url,
    player_url,
    round_url,
    rounds_index_url,
    standings_index_url,
    standings_url,
    starting_list_url,
    tiebreaks_url,
    tournament_url,
)


def test_pages_are_directory_urls_written_as_index_html() -> None:
    """Pretty URLs: every page is a folder ending in '/' and goes to <folder>/index.html."""
    for p in plan().pages:
        assert p.url == "" or p.url.endswith("/")
        assert p.output_path == p.url + "index.html"


def test_the_addresses_a_reader_links_to() -> None:
    """The URLs people bookmark and share: a tournament's overview, its standings after round 3 and their
    folder (the latest), round 4 and its folder, player no. 12, the crosstable, a news post."""
    assert tournament_url("open-2026") == "tournament/open-2026/"
    assert standings_url("open-2026", 3) == "tournament/open-2026/standings/3/"
    assert standings_index_url("open-2026") == "tournament/open-2026/standings/"
    assert round_url("open-2026", 4) == "tournament/open-2026/round/4/"
    assert rounds_index_url("open-2026") == "tournament/open-2026/round/"
    assert player_url("open-2026", 12) == "tournament/open-2026/player/12/"
    assert crosstable_url("open-2026") == "tournament/open-2026/crosstable/"
    assert news_url("round-2-report") == "news/round-2-report/"


def test_every_page_of_a_tournament_lies_under_its_overview_and_none_shares_a_folder() -> None:
    """So a tournament's pages move with its slug, and no two kinds of page overwrite each other; the numbered
    standings and rounds sit in the folder that answers with the latest of them; posts sit in the news index."""
    slug = "open"
    urls = [standings_url(slug, 1), standings_index_url(slug), round_url(slug, 1), rounds_index_url(slug),
            crosstable_url(slug), tiebreaks_url(slug), starting_list_url(slug), next_round_url(slug),
            player_url(slug, 1)]
    assert all(u.startswith(tournament_url(slug)) and u.endswith("/") for u in urls)
    assert len(set(urls)) == len(urls) and tournament_url(slug) not in urls
    assert standings_url(slug, 7).startswith(standings_index_url(slug))
    assert round_url(slug, 7).startswith(rounds_index_url(slug))
    assert news_url("welcome").startswith(NEWS_INDEX_URL)
