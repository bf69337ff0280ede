"""Where each page goes: directory URLs relative to the site root.

"" is the home page, "tournament/<slug>/" a tournament's overview. Links in contexts are site-relative URLs
too; `render` turns them into page-relative links, which keeps the site working under any sub-path (GitHub
Pages project sites) and from a local server.
"""
from __future__ import annotations

NEWS_INDEX_URL = "news/"


def tournament_url(slug: str) -> str:
    return f"tournament/{slug}/"


def standings_url(slug: str, after_round: int) -> str:
    return f"tournament/{slug}/standings/{after_round}/"


def standings_index_url(slug: str) -> str:
    """The latest standings (GitHub Pages has no redirects: the folder's own page shows them)."""
    return f"tournament/{slug}/standings/"


def rounds_index_url(slug: str) -> str:
    """The latest round, as standings_index_url."""
    return f"tournament/{slug}/round/"


def round_url(slug: str, number: int) -> str:
    return f"tournament/{slug}/round/{number}/"


def crosstable_url(slug: str) -> str:
    return f"tournament/{slug}/crosstable/"


def tiebreaks_url(slug: str) -> str:
    return f"tournament/{slug}/tiebreaks/"


def starting_list_url(slug: str) -> str:
    return f"tournament/{slug}/starting-list/"


def next_round_url(slug: str) -> str:
    return f"tournament/{slug}/next/"


def player_url(slug: str, start: int) -> str:
    return f"tournament/{slug}/player/{start}/"


def player_calendar_url(slug: str, start: int) -> str:
    """The player's rounds in the tournament as an iCalendar file (exports/following.py)."""
    return f"tournament/{slug}/player/{start}/calendar.ics"


def player_feed_url(slug: str, start: int) -> str:
    """The player's pairings and results in the tournament as an Atom feed (exports/following.py)."""
    return f"tournament/{slug}/player/{start}/feed.xml"


def news_url(slug: str) -> str:
    return f"news/{slug}/"


def schedule_url(slug: str) -> str:
    """A round robin's schedule: every round, played and to come."""
    return f"tournament/{slug}/schedule/"


def game_url(slug: str, number: int, board: int) -> str:
    """The game of a board of a round (its moves from the round's games file)."""
    return f"tournament/{slug}/round/{number}/board/{board}/"


def round_by_name_url(slug: str, number: int) -> str:
    """A round's pairings sorted by name, for the notice board."""
    return f"tournament/{slug}/round/{number}/by-name/"


def prizes_url(slug: str) -> str:
    return f"tournament/{slug}/prizes/"


def category_url(slug: str, category: str) -> str:
    """A category's standings; `category` is its slug (`fund.category_slug`)."""
    return f"tournament/{slug}/category/{category}/"


def dwz_url(slug: str) -> str:
    """Every player's DWZ change (a tournament that shows the DWZ)."""
    return f"tournament/{slug}/dwz/"
