"""The site's plan: every page in a stable order, the site menu and the feed, from the loaded site and each
tournament's data. Each tournament's pages are kept from one plan to the next while what they are made from
is the same (`PlanMemo`), so `serve` and `watch` re-render only the tournament that was edited."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

from generator.core.model import PairingSystem, RatingSystem, Start, Tournament
from generator.core.ratings.systems import system_of
from generator.i18n.catalogues import Translator, translator
from generator.loading.config import LoadedSite, NewsPost, SiteConfig
from generator.loading.embeds import Embed, split_body
from generator.loading.identities import Identities
from generator.site.pages import prizes, roundrobin
from generator.site.pages.club import plan_club
from generator.site.pages.club_views import LeadStory
from generator.site.pages.contexts import NewsIndexContext, NewsPostContext, Page
from generator.site.pages.data import NextRound, PairingProvider, TournamentData, next_round, no_computed_pairings
from generator.site.pages.formatting import opening_paragraph, plain_excerpt, tournament_status
from generator.site.pages.league import LeagueData, LeaguePieces, league_embed, league_news, league_order, league_pages
from generator.site.pages.league_views import LeagueHeader
from generator.site.pages.news_views import EmbedView, NewsItem
from generator.site.pages.people import PLAYERS_URL, Person, identities_of, person_url
from generator.site.pages.people_pages import ProfileMemo
from generator.site.pages.pieces import TournamentPieces
from generator.site.pages.records import EventRecord
from generator.site.pages.stake import AtStake, ScenarioProvider, no_scenarios
from generator.site.pages.tournament_pages import tournament_pages
from generator.site.pages.urls import (
    NEWS_INDEX_URL,
    crosstable_url,
    dwz_url,
    news_url,
    next_round_url,
    prizes_url,
    round_url,
    rounds_index_url,
    schedule_url,
    standings_index_url,
    starting_list_url,
    tiebreaks_url,
    tournament_url,
)
from generator.site.pages.views import FeedEntry, NavItem, TournamentHeader

MENU_TOURNAMENTS = 4      # the site menu names this many tournaments; more, and it names the first few and
                          # links to the home page's list of them all


@dataclass(frozen=True)
class SitePlan:
    pages: tuple[Page, ...]
    menu: tuple[NavItem, ...]     # the site-wide menu shown on every page
    feed: tuple[FeedEntry, ...] = ()   # newest first
    tournaments: tuple[TournamentData, ...] = ()   # what the pages were planned from (for the downloads)
    events: tuple[EventRecord, ...] = ()   # each tournament's and league's record (the players' calendars, feeds)
    people: tuple[Person, ...] = ()        # every person of the site (their calendars and feeds)


PlannerInputs = tuple[TournamentData, TournamentHeader, tuple[NewsItem, ...], "NextRound | None", Translator,
                      "AtStake | None", Mapping[Start, str]]
PlanMemo = dict[str, tuple[PlannerInputs, TournamentPieces, tuple[Page, ...]]]
LeagueInputs = tuple[LeagueData, Translator, tuple[tuple[str, str], ...], Mapping[Start, str]]
LeaguePlanMemo = dict[str, tuple[LeagueInputs, LeaguePieces, tuple[Page, ...]]]


def plan_site(site: LoadedSite, data: Sequence[TournamentData], *,
              pairings: PairingProvider = no_computed_pairings,
              scenarios: ScenarioProvider = no_scenarios,
              translators: Callable[[str], Translator] = translator,
              memo: PlanMemo | None = None, leagues: Sequence[LeagueData] = (),
              league_memo: LeaguePlanMemo | None = None, profile_memo: ProfileMemo | None = None) -> SitePlan:
    """Every page of the site, in a stable order, the site menu and the feed.

    `translators` gives the words of a language code (the bundled catalogues by default; `build` adds the
    site's own). Tournament pages are in the tournament's `language`, the rest in the site's. `memo` keeps
    each tournament's pages from one call to the next: they are planned again only when something they are
    made from changed (`serve` and `watch` then re-render only the tournament that was edited). `scenarios`
    gives what is at stake in a next round paired in its round file (pages/stake.py; `build` passes the
    session's, worked out once per tournament). `leagues` are the team competitions with their tables
    (pages/league.py), `league_memo` their pages as `memo`; `profile_memo` keeps the people's profiles.

    The plan is made in three steps, which `build` may also take apart, planning and rendering the tournaments
    in two processes: the frame every page shares (`plan_frame`), each tournament's pages (`plan_tournament`),
    and the site's own pages from what each tournament shows of itself there (`plan_home_and_news`)."""
    frame = plan_frame(site, [(d.tournament, d.completed, bool(d.standings)) for d in data], pairings=pairings,
                       translators=translators, leagues=leagues, league_memo=league_memo)
    planned = [plan_tournament(frame, d, scenarios, memo) for d in data]
    shown = [shown_on_site(frame, pieces) for pieces, _ in planned]
    home, site_pages, feed, people = plan_home_and_news(frame, shown, profile_memo)
    pages = [home, *(page for _, tournament_pages in planned for page in tournament_pages), *site_pages]
    return SitePlan(tuple(pages), frame.menu, feed, events=events_of(frame, shown), people=people)


# A tournament as the frame is planned from: the tournament, how many rounds are finished, whether it has standings.
FrameInput = tuple[Tournament, int, bool]


@dataclass(frozen=True)
class SiteFrame:
    """What every page of the site is planned with: each tournament's header, words and next round, the news,
    the leagues' pieces and the site menu. Made from the tournaments alone (not their standings)."""

    site: LoadedSite
    site_tr: Translator
    tournaments: tuple[Tournament, ...]         # in the order of the plan
    words: Mapping[str, Translator]
    upcoming: Mapping[str, NextRound | None]
    headers: Mapping[str, TournamentHeader]
    news: tuple[NewsItem, ...]
    league_pieces: Mapping[str, LeaguePieces]
    league_pages: tuple[Page, ...]
    menu: tuple[NavItem, ...]
    embeds: tuple[tuple[Embed, str], ...]       # each tournament table a post embeds, with the tournament's slug
    identities: Identities                      # who is who across the events (loading/identities.py)
    profiles: Mapping[str, Mapping[Start, str]]  # each event's players' profiles, by slug and number


def plan_frame(site: LoadedSite, tournaments: Sequence[FrameInput], *,
               pairings: PairingProvider = no_computed_pairings,
               translators: Callable[[str], Translator] = translator, leagues: Sequence[LeagueData] = (),
               league_memo: LeaguePlanMemo | None = None) -> SiteFrame:
    """The frame of the site (`SiteFrame`) for these tournaments, in this order."""
    site_tr = translators(site.config.language)
    words = {t.slug: translators(t.language or site.config.language) for t, _, _ in tournaments}
    upcoming = {t.slug: next_round(t, completed, pairings) for t, completed, _ in tournaments}
    headers = {t.slug: _plan_header(t, completed, has_standings, upcoming[t.slug] is not None, words[t.slug])
               for t, completed, has_standings in tournaments}
    ordered_leagues = league_order(leagues, _listed(site.config))
    league_words = {d.league.slug: translators(d.league.language or site.config.language) for d in leagues}
    identities = identities_of(site)
    people = profiles(identities)
    league_pieces = {d.league.slug: _league_pieces(d, league_words[d.league.slug], site.news, league_memo,
                                                   people.get(d.league.slug, {}))
                     for d in ordered_leagues}
    planned_leagues: list[Page] = []
    for slug, league in league_pieces.items():
        planned_leagues.extend(league_memo[slug][2] if league_memo is not None else league_pages(league))
    if league_memo is not None:
        for slug in league_memo.keys() - league_pieces.keys():
            del league_memo[slug]
    news = _news_items(site.news, headers, {t.slug: t for t, _, _ in tournaments},
                       {slug: p.header for slug, p in league_pieces.items()})
    menu = _site_menu(site.config, [t for t, _, _ in tournaments], headers, site_tr)
    menu += tuple(NavItem(p.header.name, p.header.href, "league") for p in league_pieces.values())
    menu += (NavItem(site_tr("nav.news"), NEWS_INDEX_URL, "news"),) if news else ()
    menu += (NavItem(site_tr("nav.players"), PLAYERS_URL, "players"),) if identities.people else ()
    embeds = tuple((part, part.tournament or (item.tournament.slug if item.tournament else ""))
                   for item in news for part in split_body(item.body_markdown, item.body_line)
                   if isinstance(part, Embed) and not part.of_league)
    return SiteFrame(site, site_tr, tuple(t for t, _, _ in tournaments), words, upcoming, headers, news,
                     league_pieces, tuple(planned_leagues), menu, embeds, identities, people)


def profiles(identities: Identities) -> dict[str, dict[Start, str]]:
    """The profile of each player of each event, by the event's slug and his number in it."""
    found: dict[str, dict[Start, str]] = {}
    for (event, start), person in identities.of.items():
        found.setdefault(event, {})[start] = person_url(person)
    return found


def plan_tournament(frame: SiteFrame, data: TournamentData, scenarios: ScenarioProvider = no_scenarios,
                    memo: PlanMemo | None = None) -> tuple[TournamentPieces, tuple[Page, ...]]:
    """One tournament's pieces and pages, in the frame of the site."""
    slug = data.tournament.slug
    related = tuple(n for n in frame.news if n.tournament and n.tournament.slug == slug)
    upcoming = frame.upcoming[slug]
    stake = _at_stake(data.tournament, upcoming, scenarios)
    return _tournament_pages((data, frame.headers[slug], related, upcoming, frame.words[slug], stake,
                              frame.profiles.get(slug, {})), memo)


@dataclass(frozen=True)
class PageAddress:
    """Where a page is, as the sitemap lists it (of a page planned in another process, in `build`)."""

    url: str
    copy_of: str = ""


@dataclass(frozen=True)
class ShownOnSite:
    """What the site's own pages show of one tournament: its line on the home page, its entries in the feed and
    the tables the news posts embed of it (by embed). Small, made where the tournament was planned (another
    process, in `build`)."""

    slug: str
    record: EventRecord
    feed: tuple[FeedEntry, ...]
    embeds: Mapping[Embed, EmbedView]


def shown_on_site(frame: SiteFrame, pieces: TournamentPieces) -> ShownOnSite:
    """What the site's own pages show of the tournament of these pieces (`ShownOnSite`)."""
    slug = pieces.t.slug
    embeds = {embed: _embedded(pieces, embed, frame.site_tr) for embed, target in frame.embeds if target == slug}
    return ShownOnSite(slug, pieces.record, tuple(pieces.feed_entries(frame.site_tr)), embeds)


def _embedded(pieces: TournamentPieces, embed: Embed, tr: Translator) -> EmbedView:
    """A post's live table of this tournament: a round robin's and the prizes' have modules of their own."""
    if embed.kind in ("crosstable", "schedule"):
        return roundrobin.embed(pieces, embed, tr)
    if embed.kind in ("prizes", "category"):
        return prizes.embed(pieces, embed, tr)
    return pieces.embed(embed, tr)


def plan_home_and_news(frame: SiteFrame, shown: Sequence[ShownOnSite], profile_memo: ProfileMemo | None = None
                       ) -> tuple[Page, tuple[Page, ...], tuple[FeedEntry, ...], tuple[Person, ...]]:
    """The home page; the league pages, the news index and the posts, the profiles, the player index and the
    seasons; the feed; the people: from the frame and what is shown of each tournament, in the frame's order."""
    config, site_tr, news = frame.site.config, frame.site_tr, frame.news
    by_slug = {s.slug: s for s in shown}
    lead = _lead_story(news[0], by_slug, site_tr, frame.league_pieces) if news else None
    club = plan_club(config, site_tr, frame.identities, events_of(frame, shown), news, lead, profile_memo)
    pages = list(frame.league_pages)
    if news:
        pages.append(Page(NEWS_INDEX_URL, site_tr("news.title"), NewsIndexContext(news=news),
                          description=site_tr("describe.news", site=config.title)))
        pages.extend(_news_page(n, by_slug, site_tr, frame.league_pieces) for n in news)
    pages.extend(club.pages)
    return club.home, tuple(pages), _feed_entries(news, [by_slug[t.slug] for t in frame.tournaments]), club.people


def events_of(frame: SiteFrame, shown: Sequence[ShownOnSite]) -> tuple[EventRecord, ...]:
    """The record of every tournament (in the frame's order, whatever order they were planned in) and every league."""
    by_slug = {s.slug: s.record for s in shown}
    return (*(by_slug[t.slug] for t in frame.tournaments), *(p.record for p in frame.league_pieces.values()))


def _lead_story(item: NewsItem, shown: Mapping[str, ShownOnSite], tr: Translator,
                leagues: Mapping[str, LeaguePieces]) -> LeadStory:
    """The latest post as the front page leads with it: its opening paragraph and its first live table."""
    parts = split_body(item.body_markdown, item.body_line)
    default = item.tournament.slug if item.tournament else None
    default_league = item.league.slug if item.league else None
    table = next(((_league_embed_view(part, default_league, leagues, tr) if part.of_league else
                   _embed_view(part, default, shown, tr)) for part in parts if isinstance(part, Embed)), None)
    opening = opening_paragraph("\n\n".join(part for part in parts if isinstance(part, str)))
    return LeadStory(item.title, item.href, item.date, item.author, opening, table)


def _listed(config: SiteConfig) -> dict[str, int] | None:
    return {slug: i for i, slug in enumerate(config.tournaments)} if config.tournaments is not None else None


def _league_pieces(data: LeagueData, words: Translator, posts: Sequence[NewsPost],
                   memo: LeaguePlanMemo | None, people: Mapping[Start, str]) -> LeaguePieces:
    """A league's pieces (and, in the memo, its pages): those of the memo while its data and words are the very
    same objects and its posts and its players' profiles the same, else made anew."""
    slug = data.league.slug
    news = league_news([(p.title, news_url(p.slug), p.league) for p in _published(posts)], slug)
    inputs = (data, words, news, people)
    kept = memo.get(slug) if memo is not None else None
    if kept is not None and kept[0][0] is data and kept[0][1] is words and kept[0][2] == news and kept[0][3] == people:
        return kept[1]
    pieces = LeaguePieces(data, words, news, people)
    if memo is not None:
        memo[slug] = (inputs, pieces, tuple(league_pages(pieces)))
    return pieces


def _published(posts: Sequence[NewsPost]) -> list[NewsPost]:
    """Published posts, newest first."""
    return sorted((p for p in posts if not p.draft), key=lambda p: (p.date, p.slug), reverse=True)


def _site_menu(config: SiteConfig, tournaments: Sequence[Tournament], headers: Mapping[str, TournamentHeader],
               tr: Translator) -> tuple[NavItem, ...]:
    """The tournaments in the order of the home page, by name; past `MENU_TOURNAMENTS` the first few and a
    link to the home page, which lists them all."""
    ordered = [headers[t.slug] for t in _home_order(config, tournaments)]
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
    (data, header, news, upcoming, words, stake, people) = old
    (data2, header2, news2, upcoming2, words2, stake2, people2) = new
    return (data is data2 and words is words2 and header == header2 and news == news2
            and (upcoming is upcoming2 or upcoming == upcoming2) and stake is stake2 and people == people2)


def _at_stake(tournament: Tournament, upcoming: NextRound | None, scenarios: ScenarioProvider) -> AtStake | None:
    """What is at stake in the next round, when a round file publishes its pairings (pages/stake.py)."""
    return scenarios(tournament, upcoming.round) if upcoming is not None and not upcoming.computed else None


def _plan_header(t: Tournament, completed: int, has_standings: bool, has_next_round: bool,
                 tr: Translator) -> TournamentHeader:
    nav = [NavItem(tr("nav.overview"), tournament_url(t.slug), "overview")]
    if has_standings:
        nav.append(NavItem(tr("nav.standings"), standings_index_url(t.slug), "standings"))
    if t.rounds:
        nav.append(NavItem(tr("nav.rounds"), rounds_index_url(t.slug), "rounds"))
    if t.round_robin:
        nav.append(NavItem(tr("nav.schedule"), schedule_url(t.slug), "schedule"))
    if t.rounds:
        nav.append(NavItem(tr("nav.crosstable"), crosstable_url(t.slug), "crosstable"))
    if t.rounds and system_of(t) is RatingSystem.DWZ:
        nav.append(NavItem(tr("nav.dwz"), dwz_url(t.slug), "dwz"))
    nav.append(NavItem(tr("nav.starting_list"), starting_list_url(t.slug), "starting-list"))
    if t.tiebreaks and t.pairing is not PairingSystem.KEIZER:   # Keizer points alone rank a Keizer competition
        nav.append(NavItem(tr("nav.tiebreaks"), tiebreaks_url(t.slug), "tiebreaks"))
    if has_next_round:
        nav.append(NavItem(tr("nav.next"), next_round_url(t.slug), "next"))
    if t.prize_fund is not None:
        nav.append(NavItem(tr("nav.prizes"), prizes_url(t.slug), "prizes"))
    return TournamentHeader(
        slug=t.slug, name=t.name, href=tournament_url(t.slug), start_date=t.start_date,
        end_date=t.end_date, venue=t.venue, planned_rounds=t.planned_rounds,
        rounds_completed=completed, pairing=t.pairing.value, tiebreaks=t.tiebreaks,
        nav=tuple(nav), status=tournament_status(completed, t.planned_rounds, tr), language=tr.language)


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


def _news_page(item: NewsItem, shown: Mapping[str, ShownOnSite], tr: Translator,
               leagues: Mapping[str, LeaguePieces] | None = None) -> Page:
    """A post with its live tables filled in (each embed as the table of its tournament's or league's pieces)."""
    default = item.tournament.slug if item.tournament else None
    default_league = item.league.slug if item.league else None
    parts = tuple((_league_embed_view(part, default_league, leagues or {}, tr) if part.of_league else
                   _embed_view(part, default, shown, tr)) if isinstance(part, Embed) else part
                  for part in split_body(item.body_markdown, item.body_line))
    return Page(item.href, item.title, NewsPostContext(post=item, parts=parts),
                description=plain_excerpt(item.body_markdown) or item.title)


def _embed_view(embed: Embed, default: str | None, shown: Mapping[str, ShownOnSite], tr: Translator) -> EmbedView:
    tournament = shown.get(embed.tournament or default or "")
    if tournament is None:   # the loader reports an unknown tournament; a hand-made site may still hold one
        return EmbedView(embed.kind, "", None, note=tr("embed.unavailable"))
    return tournament.embeds[embed]


def _league_embed_view(embed: Embed, default: str | None, leagues: Mapping[str, LeaguePieces],
                       tr: Translator) -> EmbedView:
    league = leagues.get(embed.tournament or default or "")
    if league is None:   # the loader reports an unknown league
        return EmbedView(embed.kind, "", None, note=tr("embed.unavailable"))
    return league_embed(league, embed, tr)


def _feed_entries(news: Sequence[NewsItem], shown: Sequence[ShownOnSite]) -> tuple[FeedEntry, ...]:
    """News posts and the results of every finished round with a date, newest first."""
    entries = [FeedEntry(n.title, n.href, n.date, plain_excerpt(n.body_markdown), n.author) for n in news]
    for tournament in shown:
        entries.extend(tournament.feed)
    return tuple(sorted(entries, key=lambda e: (e.date, e.href), reverse=True))


def _home_order(config: SiteConfig, tournaments: Sequence[Tournament]) -> list[Tournament]:
    """As listed in site.yml when it lists them; otherwise the most recent first."""
    if config.tournaments is not None:
        rank = {slug: i for i, slug in enumerate(config.tournaments)}
        return sorted(tournaments, key=lambda t: (rank.get(t.slug, len(rank)), t.slug))
    return sorted(tournaments, key=lambda t: (t.start_date or dt.date.min, t.slug), reverse=True)
