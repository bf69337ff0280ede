"""Plan the site as data: model + standings (+ next-round pairings) -> `Page`s.

Pure: no file I/O, no Jinja. Every page is a directory URL relative to the site root (`urls`) and a typed
context (`contexts`: one frozen dataclass per page kind, which names the template that draws it), made of
the frozen view objects the templates read (`views`). `planner.plan_site` plans the whole site; a
tournament's pages are made by `tournament_pages`, one function per kind, from the pieces of the tournament
built once (`tournament.TournamentPieces`).

Tie-break explanations come with the standings (`Standings.explanations`) and are worded by
`tiebreaks.text`, the same sentences `bulletin explain` prints. Next-round pairings come from the
round file when it holds boards, else from a `PairingProvider` (the pairing engine, wired by `build`).

Words on the pages come from a `Translator` (generator.i18n) in the page's language: the site's, or the
tournament's own `language:` on its pages. News posts are split into Markdown and live tables (`embeds`).
"""
from __future__ import annotations

from .contexts import (CrosstableContext, Deferred, HomeContext, NewsIndexContext, NewsPostContext,
                       NextRoundContext, OverviewContext, Page, PageContext, PlayerContext, RoundContext,
                       StandingsContext, StartingListContext, TiebreaksContext, TournamentContext)
from .data import NextRound, PairingProvider, TournamentData, no_computed_pairings, prepare_tournament
from .formatting import explain_value, format_points, plain_excerpt, tournament_status
from .planner import PlanMemo, SitePlan, plan_site
from .urls import (NEWS_INDEX_URL, crosstable_url, news_url, next_round_url, player_url, round_url,
                   standings_url, starting_list_url, tiebreaks_url, tournament_url)
from .views import (BoardLine, ByeLine, CrossCell, CrossRow, EmbedView, ExplanationTerm, FeedEntry, NavItem,
                    NewsItem, PlayerRef, PlayerRoundLine, RoundView, StandingLine, StandingsTable,
                    TiebreakExplanation, TournamentHeader, TournamentSummary)

__all__ = [
    # contexts: one per page kind, and the page that carries one
    "CrosstableContext", "Deferred", "HomeContext", "NewsIndexContext", "NewsPostContext", "NextRoundContext",
    "OverviewContext", "Page", "PageContext", "PlayerContext", "RoundContext", "StandingsContext",
    "StartingListContext", "TiebreaksContext", "TournamentContext",
    # what pages are planned from, and the planner
    "NextRound", "PairingProvider", "PlanMemo", "SitePlan", "TournamentData", "no_computed_pairings",
    "plan_site", "prepare_tournament",
    # words and figures
    "explain_value", "format_points", "plain_excerpt", "tournament_status",
    # URLs
    "NEWS_INDEX_URL", "crosstable_url", "news_url", "next_round_url", "player_url", "round_url",
    "standings_url", "starting_list_url", "tiebreaks_url", "tournament_url",
    # view objects
    "BoardLine", "ByeLine", "CrossCell", "CrossRow", "EmbedView", "ExplanationTerm", "FeedEntry", "NavItem",
    "NewsItem", "PlayerRef", "PlayerRoundLine", "RoundView", "StandingLine", "StandingsTable",
    "TiebreakExplanation", "TournamentHeader", "TournamentSummary",
]
