"""The site's plan: every page in a stable order, the site menu and the feed, from the loaded site and each
tournament's data. Each tournament's pages are kept from one plan to the next while what they are made from
is the same (`PlanMemo`), so `serve` and `watch` re-render only the tournament that was edited."""
from __future__ import annotations

import datetime as dt
from ..dataclass import dataclass
from typing import Callable, Mapping, Sequence

from ..config import LoadedSite, NewsPost, SiteConfig
from ..embeds import Embed, split_body
from ..i18n import Translator, translator
from ..model import Tournament
from .contexts import HomeContext, NewsIndexContext, NewsPostContext, Page
from .data import NextRound, PairingProvider, TournamentData, next_round, no_computed_pairings
from .formatting import plain_excerpt, tournament_status
from .league import LeagueData, LeaguePieces, league_embed, league_news, league_order, league_pages
from .stake import AtStake, ScenarioProvider, no_scenarios
from .tournament import TournamentPieces, player_ref
from .tournament_pages import tournament_pages
from .league_views import LeagueHeader
from .urls import (NEWS_INDEX_URL, crosstable_url, news_url, next_round_url, round_url, rounds_index_url,
                   schedule_url, standings_index_url, starting_list_url, tiebreaks_url, tournament_url)
from .views import EmbedView, FeedEntry, NavItem, NewsItem, TournamentHeader, TournamentSummary

LATEST_NEWS_COUNT = 5
MENU_TOURNAMENTS = 4      # the site menu names this many tournaments; more, and it names the first few and
                          # links to the home page's list of them all


@dataclass(frozen=True)
class SitePlan:
    pages: tuple[Page, ...]
    menu: tuple[NavItem, ...]     # the site-wide menu shown on every page
    feed: tuple[FeedEntry, ...] = ()   # newest first
    tournaments: tuple[TournamentData, ...] = ()   # what the pages were planned from (for the downloads)


PlannerInputs = tuple[TournamentData, TournamentHeader, tuple[NewsItem, ...], "NextRound | None", Translator,
                      "AtStake | None"]
PlanMemo = dict[str, tuple[PlannerInputs, TournamentPieces, tuple[Page, ...]]]
LeagueInputs = tuple[LeagueData, Translator, tuple[tuple[str, str], ...]]
LeaguePlanMemo = dict[str, tuple[LeagueInputs, LeaguePieces, tuple[Page, ...]]]


def plan_site(site: LoadedSite, data: Sequence[TournamentData], *,
              pairings: PairingProvider = no_computed_pairings,
              scenarios: ScenarioProvider = no_scenarios,
              translators: Callable[[str], Translator] = translator,
              memo: PlanMemo | None = None, leagues: Sequence[LeagueData] = (),
              league_memo: LeaguePlanMemo | None = None) -> SitePlan:
    """Every page of the site, in a stable order, the site menu and the feed.

    `translators` gives the words of a language code (the bundled catalogues by default; `build` adds the
    site's own). Tournament pages are in the tournament's `language`, the rest in the site's. `memo` keeps
    each tournament's pages from one call to the next: they are planned again only when something they are
    made from changed (`serve` and `watch` then re-render only the tournament that was edited). `scenarios`
    gives what is at stake in a next round paired in its round file (pages/stake.py; `build` passes the
    session's, worked out once per tournament). `leagues` are the team competitions with their tables
    (pages/league.py), `league_memo` their pages as `memo`."""
    site_tr = translators(site.config.language)
    words = {d.tournament.slug: translators(d.tournament.language or site.config.language) for d in data}
    upcoming = {d.tournament.slug: next_round(d, pairings) for d in data}
    stakes = {d.tournament.slug: _at_stake(d.tournament, upcoming[d.tournament.slug], scenarios) for d in data}
    headers = {d.tournament.slug: _plan_header(d, upcoming[d.tournament.slug] is not None,
                                               words[d.tournament.slug]) for d in data}
    ordered_leagues = league_order(leagues, _listed(site.config))
    league_words = {d.league.slug: translators(d.league.language or site.config.language) for d in leagues}
    league_pieces = {d.league.slug: _league_pieces(d, league_words[d.league.slug], site.news, league_memo)
                     for d in ordered_leagues}
    news = _news_items(site.news, headers, {d.tournament.slug: d.tournament for d in data},
                       {slug: p.header for slug, p in league_pieces.items()})
    pages = [_home_page(site.config, data, headers, news, site_tr,
                        tuple(p.header for p in league_pieces.values()))]
    pieces: dict[str, TournamentPieces] = {}
    for item in data:
        slug = item.tournament.slug
        related = tuple(n for n in news if n.tournament and n.tournament.slug == slug)
        pieces[slug], planned = _tournament_pages(
            (item, headers[slug], related, upcoming[slug], words[slug], stakes[slug]), memo)
        pages.extend(planned)
    for slug, league in league_pieces.items():
        pages.extend(league_memo[slug][2] if league_memo is not None else league_pages(league))
    if league_memo is not None:
        for slug in league_memo.keys() - league_pieces.keys():
            del league_memo[slug]
    if news:
        pages.append(Page(NEWS_INDEX_URL, site_tr("news.title"), NewsIndexContext(news=news),
                          description=site_tr("describe.news", site=site.config.title)))
        pages.extend(_news_page(n, pieces, site_tr, league_pieces) for n in news)
    menu = _site_menu(site.config, data, headers, site_tr)
    menu += tuple(NavItem(p.header.name, p.header.href, "league") for p in league_pieces.values())
    menu += (NavItem(site_tr("nav.news"), NEWS_INDEX_URL, "news"),) if news else ()
    return SitePlan(tuple(pages), menu, _feed_entries(news, pieces, site_tr))


def _listed(config: SiteConfig) -> dict[str, int] | None:
    return {slug: i for i, slug in enumerate(config.tournaments)} if config.tournaments is not None else None


def _league_pieces(data: LeagueData, words: Translator, posts: Sequence[NewsPost],
                   memo: LeaguePlanMemo | None) -> LeaguePieces:
    """A league's pieces (and, in the memo, its pages): those of the memo while its data and words are the very
    same objects and its posts the same, else made anew."""
    slug = data.league.slug
    news = league_news([(p.title, news_url(p.slug), p.league) for p in _published(posts)], slug)
    inputs = (data, words, news)
    kept = memo.get(slug) if memo is not None else None
    if kept is not None and kept[0][0] is data and kept[0][1] is words and kept[0][2] == news:
        return kept[1]
    pieces = LeaguePieces(data, words, news)
    if memo is not None:
        memo[slug] = (inputs, pieces, tuple(league_pages(pieces)))
    return pieces


def _published(posts: Sequence[NewsPost]) -> list[NewsPost]:
    """Published posts, newest first."""
    return sorted((p for p in posts if not p.draft), key=lambda p: (p.date, p.slug), reverse=True)


def _site_menu(config: SiteConfig, data: Sequence[TournamentData], headers: Mapping[str, TournamentHeader],
               tr: Translator) -> tuple[NavItem, ...]:
    """The tournaments in the order of the home page, by name; past `MENU_TOURNAMENTS` the first few and a
    link to the home page, which lists them all."""
    ordered = [headers[d.tournament.slug] for d in _home_order(config, data)]
    shown = ordered if len(ordered) <= MENU_TOURNAMENTS else ordered[:MENU_TOURNAMENTS - 1]
    items = tuple(NavItem(h.name, h.href, "tournament") for h in shown)
    return items + ((NavItem(tr("nav.all_tournaments"), "", "tournaments"),) if len(shown) < len(ordered) else ())


def _tournament_pages(inputs: PlannerInputs, memo: PlanMemo | None) -> tuple[TournamentPieces, tuple[Page, ...]]:
    """A tournament's pieces and pages: those of the memo while the inputs are the same (the tournament's
    data and words the very same objects, the rest equal), else planned anew and kept in the memo."""
    slug = inputs[0].tournament.slug
    kept = memo.get(slug) if memo is not None else None
    if kept is not None and _same_inputs(kept[0], inputs):
        return kept[1], kept[2]
    pieces = TournamentPieces(*inputs, earlier=kept[1] if kept is not None else None,
                              earlier_pages=kept[2] if kept is not None else ())
    planned = tuple(tournament_pages(pieces))
    if memo is not None:
        memo[slug] = (inputs, pieces, planned)
    return pieces, planned


def _same_inputs(old: PlannerInputs, new: PlannerInputs) -> bool:
    (data, header, news, upcoming, words, stake), (data2, header2, news2, upcoming2, words2, stake2) = old, new
    return (data is data2 and words is words2 and header == header2 and news == news2
            and (upcoming is upcoming2 or upcoming == upcoming2) and stake is stake2)


def _at_stake(tournament: Tournament, upcoming: NextRound | None, scenarios: ScenarioProvider) -> AtStake | None:
    """What is at stake in the next round, when a round file publishes its pairings (pages/stake.py)."""
    return scenarios(tournament, upcoming.round) if upcoming is not None and not upcoming.computed else None


def _plan_header(data: TournamentData, has_next_round: bool, tr: Translator) -> TournamentHeader:
    t = data.tournament
    nav = [NavItem(tr("nav.overview"), tournament_url(t.slug), "overview")]
    if data.standings:
        nav.append(NavItem(tr("nav.standings"), standings_index_url(t.slug), "standings"))
    if t.rounds:
        nav.append(NavItem(tr("nav.rounds"), rounds_index_url(t.slug), "rounds"))
    if t.round_robin:
        nav.append(NavItem(tr("nav.schedule"), schedule_url(t.slug), "schedule"))
    if t.rounds:
        nav.append(NavItem(tr("nav.crosstable"), crosstable_url(t.slug), "crosstable"))
    nav.append(NavItem(tr("nav.starting_list"), starting_list_url(t.slug), "starting-list"))
    if t.tiebreaks:
        nav.append(NavItem(tr("nav.tiebreaks"), tiebreaks_url(t.slug), "tiebreaks"))
    if has_next_round:
        nav.append(NavItem(tr("nav.next"), next_round_url(t.slug), "next"))
    return TournamentHeader(
        slug=t.slug, name=t.name, href=tournament_url(t.slug), start_date=t.start_date,
        end_date=t.end_date, venue=t.venue, planned_rounds=t.planned_rounds,
        rounds_completed=data.completed, pairing=t.pairing.value, tiebreaks=t.tiebreaks,
        nav=tuple(nav), status=tournament_status(data.completed, t.planned_rounds, tr), language=tr.language)


def _news_items(posts: Sequence[NewsPost], headers: Mapping[str, TournamentHeader],
                tournaments: Mapping[str, Tournament],
                leagues: Mapping[str, LeagueHeader] | None = None) -> tuple[NewsItem, ...]:
    """Published posts, newest first; a post links to its tournament's round when that round has a page."""
    items = []
    for post in _published(posts):
        header = headers.get(post.tournament) if post.tournament else None
        round_href = None
        if header is not None and post.round and tournaments[header.slug].round(post.round):
            round_href = round_url(header.slug, post.round)
        items.append(NewsItem(post.slug, post.title, post.date, news_url(post.slug), post.body_markdown,
                              post.author, header, post.round, round_href, post.body_line,
                              (leagues or {}).get(post.league or "")))
    return tuple(items)


def _home_page(config: SiteConfig, data: Sequence[TournamentData],
               headers: Mapping[str, TournamentHeader], news: tuple[NewsItem, ...], tr: Translator,
               leagues: tuple[LeagueHeader, ...] = ()) -> Page:
    summaries = tuple(_summary(d, headers[d.tournament.slug]) for d in _home_order(config, data))
    description = config.description or tr("describe.home", site=config.title)
    context = HomeContext(tournaments=summaries, news=news[:LATEST_NEWS_COUNT],
                          more_news=len(news) > LATEST_NEWS_COUNT, leagues=leagues)
    return Page("", config.title, context, description=description)


def _news_page(item: NewsItem, pieces: Mapping[str, TournamentPieces], tr: Translator,
               leagues: Mapping[str, LeaguePieces] | None = None) -> Page:
    """A post with its live tables filled in (each embed as the table of its tournament's or league's pieces)."""
    default = item.tournament.slug if item.tournament else None
    default_league = item.league.slug if item.league else None
    parts = tuple((_league_embed_view(part, default_league, leagues or {}, tr) if part.of_league else
                   _embed_view(part, default, pieces, tr)) if isinstance(part, Embed) else part
                  for part in split_body(item.body_markdown, item.body_line))
    return Page(item.href, item.title, NewsPostContext(post=item, parts=parts),
                description=plain_excerpt(item.body_markdown) or item.title)


def _embed_view(embed: Embed, default: str | None, pieces: Mapping[str, TournamentPieces],
                tr: Translator) -> EmbedView:
    tournament = pieces.get(embed.tournament or default or "")
    if tournament is None:   # the loader reports an unknown tournament; a hand-made site may still hold one
        return EmbedView(embed.kind, "", None, note=tr("embed.unavailable"))
    return tournament.embed(embed, tr)


def _league_embed_view(embed: Embed, default: str | None, leagues: Mapping[str, LeaguePieces],
                       tr: Translator) -> EmbedView:
    league = leagues.get(embed.tournament or default or "")
    if league is None:   # the loader reports an unknown league
        return EmbedView(embed.kind, "", None, note=tr("embed.unavailable"))
    return league_embed(league, embed, tr)


def _feed_entries(news: Sequence[NewsItem], pieces: Mapping[str, TournamentPieces],
                  tr: Translator) -> tuple[FeedEntry, ...]:
    """News posts and the results of every finished round with a date, newest first."""
    entries = [FeedEntry(n.title, n.href, n.date, plain_excerpt(n.body_markdown), n.author) for n in news]
    for tournament in pieces.values():
        entries.extend(tournament.feed_entries(tr))
    return tuple(sorted(entries, key=lambda e: (e.date, e.href), reverse=True))


def _home_order(config: SiteConfig, data: Sequence[TournamentData]) -> list[TournamentData]:
    """As listed in site.yml when it lists them; otherwise the most recent first."""
    if config.tournaments is not None:
        rank = {slug: i for i, slug in enumerate(config.tournaments)}
        return sorted(data, key=lambda d: (rank.get(d.tournament.slug, len(rank)), d.tournament.slug))
    return sorted(data, key=lambda d: (d.tournament.start_date or dt.date.min, d.tournament.slug),
                  reverse=True)


def _summary(data: TournamentData, header: TournamentHeader) -> TournamentSummary:
    t = data.tournament
    current = data.current
    if current is None or not current.rows:
        return TournamentSummary(header, (), None, len(t.players))
    leaders = tuple(player_ref(t, t.player(r.start)) for r in current.rows if r.rank == 1)
    return TournamentSummary(header, leaders, current.rows[0].points, len(t.players))
