"""What a news post shows: the post itself and its live tables, which may be a tournament's, a round robin's or a
league's."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from generator.site.pages.games import GameView
from generator.site.pages.league_views import LeagueHeader, LeagueTableView, MatchView
from generator.site.pages.stake import StakeView
from generator.site.pages.views import RoundRobinGrid, RoundView, StandingsTable, TournamentHeader


@dataclass(frozen=True)
class NewsItem:
    slug: str
    title: str
    date: dt.date
    href: str
    body_markdown: str
    author: str | None
    tournament: TournamentHeader | None
    round: int | None
    round_href: str | None
    body_line: int = 1        # where the body starts in its file (embeds are located by it)
    league: LeagueHeader | None = None   # the league the post is about (front matter `league:`)


@dataclass(frozen=True)
class EmbedView:
    """A live table inside a news post: standings, a round's results or its pairings; a round robin's crosstable
    or schedule."""

    kind: str                 # "standings", "results", "pairings", "scenarios", "crosstable" or "schedule"
    caption: str
    href: str | None          # the page with the whole table
    standings: StandingsTable | None = None
    top: int | None = None    # standings: only the first `top` rows
    round: RoundView | None = None
    note: str = ""            # shown instead when there is nothing to show yet
    stake: StakeView | None = None   # scenarios: what is at stake in the round (pages/stake.py)
    grid: RoundRobinGrid | None = None        # {{ crosstable }}: a round robin's crosstable in rank order
    schedule: tuple[RoundView, ...] = ()      # {{ schedule }}: rounds of a round robin's schedule
    league_table: LeagueTableView | None = None   # {{ league-table }}
    match: MatchView | None = None                # {{ match }}
    game: GameView | None = None                  # {{ game }}: a board's game with its moves (pages/games.py)
