"""Plan the site as data: model + standings (+ next-round pairings) -> `Page`s.

Pure: no file I/O, no Jinja. Every page is a directory URL relative to the site root ("" is the
home page, "tournament/<slug>/" a tournament's overview) plus a template name and a typed context.
Links in contexts are site-relative URLs too; `render` turns them into page-relative links, which
keeps the site working under any sub-path (GitHub Pages project sites) and from a local server.

Tie-break explanations come with the standings (`Standings.explanations`) and are worded by
`tiebreaks.text`, the same sentences `bulletin explain` prints. Next-round pairings come from the
round file when it holds boards, else from a `PairingProvider` (the pairing engine, wired by `build`).

Words on the pages come from a `Translator` (generator.i18n) in the page's language: the site's, or the
tournament's own `language:` on its pages. News posts are split into Markdown and live tables (`embeds`).
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable, Iterator, Mapping, Sequence

from . import charts
from .config import LoadedSite, NewsPost, SiteConfig
from .embeds import Embed, split_body
from .exports.downloads import tournament_downloads
from .i18n import Translator, translator
from .model import ByeKind, Colour, Game, GameResult, Player, Round, Start, Tournament
from .scoring import Cell, CellKind, Scorecard, scorecards
from .standings import StandingRow, Standings
from .tiebreaks import OpponentKind, Term, Value, chess_text
from .tiebreaks import text as tiebreak_text

OVERVIEW_TOP_ROWS = 10     # the overview shows the leaders; the standings page has everyone
LATEST_NEWS_COUNT = 5


# --------------------------------------------------------------------------- explanations and pairings


@dataclass(frozen=True)
class ExplanationTerm:
    """One line of a tie-break's working, e.g. 'Round 3: #7 Anna Berg' contributing '4½'."""

    label: str
    figure: str
    working: str = ""     # how the figure came about: adjustments, products, notes
    dropped: bool = False  # left out by a modifier such as Cut-1 or Median
    opponent_href: str | None = None


@dataclass(frozen=True)
class TiebreakExplanation:
    """How one tie-break value of one player came about, term by term, in the engine's own words."""

    code: str
    title: str
    description: str
    value: Fraction | None
    terms: tuple[ExplanationTerm, ...]
    computation: str
    notes: tuple[str, ...] = ()


def explain_value(value: Value, slug: str, tr: Translator | None = None) -> TiebreakExplanation:
    """A tie-break value worded for the player page (in `tr`'s language); real opponents link to their pages."""
    word = _words(tr)
    terms = tuple(ExplanationTerm(word(tiebreak_text.term_label(t)), tiebreak_text.figure(value, t),
                                  word(tiebreak_text.term_working(value, t)), t.cut, _opponent_href(t, slug))
                  for t in value.terms)
    return TiebreakExplanation(value.code, word(tiebreak_text.title(value)), word(tiebreak_text.description(value)),
                               value.value, terms, word(tiebreak_text.computation(value)),
                               tuple(word(n) for n in value.notes))


def _words(tr: Translator | None) -> Callable[[object], str]:
    """The core's messages in the translator's language (English text as it is without one)."""
    if tr is None:
        return str
    return lambda text: str(tr.word(text))


def _opponent_href(term: Term, slug: str) -> str | None:
    opponent = term.opponent
    if opponent is None or opponent.kind is not OpponentKind.REAL or opponent.start is None:
        return None
    return player_url(slug, opponent.start)


@dataclass(frozen=True)
class NextRound:
    """The round after the last finished one, as its round file has it or as the pairing engine pairs it."""

    round: Round
    computed: bool = False          # by the pairing engine: no round file holds these boards yet
    reasons: tuple[str, ...] = ()   # the engine's reasons, in plain words


PairingProvider = Callable[[Tournament], NextRound | None]


def no_computed_pairings(tournament: Tournament) -> NextRound | None:
    """The default provider: next-round pairings only come from a round file."""
    return None


# --------------------------------------------------------------------------- URLs


def tournament_url(slug: str) -> str:
    return f"tournament/{slug}/"


def standings_url(slug: str, after_round: int) -> str:
    return f"tournament/{slug}/standings/{after_round}/"


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


NEWS_INDEX_URL = "news/"


def news_url(slug: str) -> str:
    return f"news/{slug}/"


# --------------------------------------------------------------------------- formatting


_MARKUP = re.compile(r"!?\[([^\]]*)\]\([^)]*\)|[*_`#>]+|<[^>]+>")


def plain_excerpt(markdown_text: str, limit: int = 200) -> str:
    """The first paragraph of a post as plain text, cut at a word before `limit` characters (for the feed
    and the meta description); embed lines and headings are skipped."""
    for paragraph in markdown_text.split("\n\n"):
        text = paragraph.strip()
        if not text or text.startswith(("#", "{{", "|", "```", "~~~", "<")):
            continue
        plain = " ".join(_MARKUP.sub(lambda m: m.group(1) or "", text).split())
        if len(plain) <= limit:
            return plain
        return plain[:limit].rsplit(" ", 1)[0].rstrip(",;:") + " …"
    return ""


def format_points(value: Fraction | int | None) -> str:
    """Points and tie-break values as chess players write them (4½, 12¼, ½); '–' when undefined."""
    if value is None:
        return "–"
    if not isinstance(value, (int, Fraction)):
        value = Fraction(value)
    return chess_text(value)   # cached by numerator and denominator: a site repeats the same few scores


_RESULT_LABELS: Mapping[GameResult, str] = {
    GameResult.WHITE_WINS: "1–0",
    GameResult.BLACK_WINS: "0–1",
    GameResult.DRAW: "½–½",
    GameResult.WHITE_WINS_FORFEIT: "+ –",
    GameResult.BLACK_WINS_FORFEIT: "– +",
    GameResult.DOUBLE_FORFEIT: "– –",
    GameResult.PENDING: "",
}

# Catalogue keys (generator/i18n/en.yml) of the words for results, byes and crosstable cells.
_RESULT_NOTES: Mapping[GameResult, str] = {
    GameResult.WHITE_WINS_FORFEIT: "result.white_forfeit",
    GameResult.BLACK_WINS_FORFEIT: "result.black_forfeit",
    GameResult.DOUBLE_FORFEIT: "result.double_forfeit",
}

_BYE_LABELS: Mapping[ByeKind, str] = {kind: f"bye.{kind.value}" for kind in ByeKind}

_CELL_LABELS: Mapping[CellKind, str] = {kind: f"cell.{kind.name.lower()}" for kind in CellKind}

_COLOUR_NAMES: Mapping[Colour | None, str] = {Colour.WHITE: "colour.white", Colour.BLACK: "colour.black"}
_COLOUR_LETTERS: Mapping[Colour | None, str] = {Colour.WHITE: "cross.white", Colour.BLACK: "cross.black"}

# What a crosstable cell shows for a player's result (docs/rules/tiebreaks.md §2.1: the unpaired rounds).
_CROSS_RESULT: Mapping[CellKind, str] = {
    CellKind.WIN: "1", CellKind.DRAW: "½", CellKind.LOSS: "0",
    CellKind.FORFEIT_WIN: "+", CellKind.FORFEIT_LOSS: "−", CellKind.PENDING: "",
}

CROSSTABLE_LEGEND: tuple[tuple[str, str], ...] = (   # (term, catalogue key of its meaning)
    ("12{white}1", "legend.game"),
    ("+ / −", "legend.forfeit"),
    ("PAB", "cell.pab"),
    ("FPB", "cell.full_bye"),
    ("HPB", "cell.half_bye"),
    ("ZPB", "cell.zero_bye"),
    ("WD", "cell.withdrawn"),
)


# --------------------------------------------------------------------------- view models


@dataclass(frozen=True)
class PlayerRef:
    """A player as shown in a table cell, with a link to the player's page."""

    start: int
    name: str
    href: str
    title: str | None = None
    rating: int | None = None
    federation: str | None = None
    club: str | None = None
    fide_id: str | None = None
    withdrawn_from: int | None = None   # first round missed after withdrawing


@dataclass(frozen=True)
class NavItem:
    label: str
    href: str
    section: str


@dataclass(frozen=True)
class TournamentHeader:
    """What every page of a tournament shows at the top: name, facts and the tournament menu."""

    slug: str
    name: str
    href: str
    start_date: dt.date | None
    end_date: dt.date | None
    venue: str | None
    planned_rounds: int
    rounds_completed: int
    pairing: str
    tiebreaks: tuple[str, ...]
    nav: tuple[NavItem, ...]
    status: str = ""          # "after round 6 of 7", in the tournament's language
    language: str = "en"


def tournament_status(rounds_completed: int, planned_rounds: int, tr: Translator) -> str:
    """'not started', 'after round 6 of 7', 'final after 7 rounds'."""
    if rounds_completed == 0:
        return tr("status.not_started")
    if planned_rounds and rounds_completed >= planned_rounds:
        return tr("status.final", n=rounds_completed)
    if planned_rounds:
        return tr("status.after_of", n=rounds_completed, planned=planned_rounds)
    return tr("status.after", n=rounds_completed)


@dataclass(frozen=True)
class StandingLine:
    position: int           # 1-based row number: the crosstable refers to players by it
    rank_label: str
    player: PlayerRef
    points: Fraction
    tiebreaks: tuple[Fraction, ...]


@dataclass(frozen=True)
class StandingsTable:
    after_round: int
    chain: tuple[str, ...]
    lines: tuple[StandingLine, ...]
    href: str


@dataclass(frozen=True)
class BoardLine:
    board: int
    white: PlayerRef
    black: PlayerRef
    white_points_before: Fraction
    black_points_before: Fraction
    result: str             # as displayed: "1–0", "½–½", "+ –", "" while pending
    note: str               # e.g. "White wins by forfeit"


@dataclass(frozen=True)
class ByeLine:
    player: PlayerRef
    kind: str
    points: Fraction


@dataclass(frozen=True)
class RoundView:
    number: int
    date: dt.date | None
    boards: tuple[BoardLine, ...]
    byes: tuple[ByeLine, ...]
    finished: bool
    href: str | None        # None for pairings that have no round file (computed by the engine)
    provisional: bool = False
    reasons: tuple[str, ...] = ()

    @property
    def results_entered(self) -> int:
        return sum(1 for b in self.boards if b.result)


@dataclass(frozen=True)
class PlayerRoundLine:
    round: int
    round_href: str | None
    opponent: PlayerRef | None
    colour: str | None        # "white" / "black"
    outcome: str              # "win", "half-point bye", ...
    points: Fraction
    running: Fraction
    rank_label: str | None    # rank after this round; None while the round is not finished
    pending: bool


@dataclass(frozen=True)
class CrossCell:
    text: str
    title: str
    target: str | None        # fragment id of the opponent's row


@dataclass(frozen=True)
class CrossRow:
    line: StandingLine
    row_id: str
    cells: tuple[CrossCell, ...]


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


@dataclass(frozen=True)
class EmbedView:
    """A live table inside a news post: standings, a round's results or its pairings."""

    kind: str                 # "standings", "results" or "pairings"
    caption: str
    href: str | None          # the page with the whole table
    standings: StandingsTable | None = None
    top: int | None = None    # standings: only the first `top` rows
    round: RoundView | None = None
    note: str = ""            # shown instead when there is nothing to show yet


@dataclass(frozen=True)
class FeedEntry:
    """One entry of the Atom feed: a news post or a finished round's results."""

    title: str
    href: str                 # site-relative URL of the page
    date: dt.date
    summary: str
    author: str | None = None


@dataclass(frozen=True)
class TournamentSummary:
    header: TournamentHeader
    leaders: tuple[PlayerRef, ...]
    leader_points: Fraction | None
    players: int


@dataclass(frozen=True)
class Page:
    """One page of the site: where it goes, which template draws it, and the data it shows."""

    url: str
    template: str
    title: str
    context: Mapping[str, object] = field(default_factory=dict)
    description: str = ""       # the meta description: what the page shows, in a sentence
    language: str = ""          # "" = the site's language

    @property
    def output_path(self) -> str:
        return f"{self.url}index.html"


class DeferredContext(Mapping[str, object]):
    """A page's data worked out when the page is first rendered rather than when it is planned. The pages of a
    large site are rendered on two cores (generator/parallel.py) while planning runs on one, so the costly
    part of the thousands of player pages (their tie-break explanations) is moved to where it is shared."""

    def __init__(self, make: Callable[[], Mapping[str, object]]) -> None:
        self._make = make
        self._made: Mapping[str, object] | None = None

    def _data(self) -> Mapping[str, object]:
        if self._made is None:
            self._made = self._make()
        return self._made

    def __getitem__(self, key: str) -> object:
        return self._data()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data())

    def __len__(self) -> int:
        return len(self._data())


# --------------------------------------------------------------------------- planning


@dataclass(frozen=True)
class TournamentData:
    """A tournament with everything computed once: standings after each finished round, scorecards."""

    tournament: Tournament
    completed: int                           # rounds 1..completed are finished
    standings: Mapping[int, Standings]       # after_round -> standings, for 1..completed
    cards: Mapping[Start, Scorecard]         # over every entered round

    @property
    def current(self) -> Standings | None:
        return self.standings.get(self.completed)


def prepare_tournament(tournament: Tournament,
                       standings_after: Callable[[Tournament, int], Standings],
                       earlier: Callable[[Tournament, int], Standings] | None = None) -> TournamentData:
    """Compute standings once per finished round, and the scorecards over every entered round.

    `earlier`, when given, computes the standings before the latest: the pages explain the tie-breaks of the
    latest standings only, so it may leave the explanations out (`compute_standings(explain=False)`)."""
    completed = tournament.rounds_completed
    before = earlier or standings_after
    return TournamentData(tournament, completed,
                          {k: (standings_after if k == completed else before)(tournament, k)
                           for k in range(1, completed + 1)},
                          scorecards(tournament))


@dataclass(frozen=True)
class SitePlan:
    pages: tuple[Page, ...]
    menu: tuple[NavItem, ...]     # the site-wide menu shown on every page
    feed: tuple[FeedEntry, ...] = ()   # newest first
    tournaments: tuple[TournamentData, ...] = ()   # what the pages were planned from (for the downloads)


def plan_site(site: LoadedSite, data: Sequence[TournamentData], *,
              pairings: PairingProvider = no_computed_pairings,
              translators: Callable[[str], Translator] = translator,
              memo: PlanMemo | None = None) -> SitePlan:
    """Every page of the site, in a stable order, the site menu and the feed.

    `translators` gives the words of a language code (the bundled catalogues by default; `build` adds the
    site's own). Tournament pages are in the tournament's `language`, the rest in the site's. `memo` keeps
    each tournament's pages from one call to the next: they are planned again only when something they are
    made from changed (`serve` and `watch` then re-render only the tournament that was edited)."""
    site_tr = translators(site.config.language)
    words = {d.tournament.slug: translators(d.tournament.language or site.config.language) for d in data}
    upcoming = {d.tournament.slug: _next_round(d, pairings) for d in data}
    headers = {d.tournament.slug: _plan_header(d, upcoming[d.tournament.slug] is not None,
                                               words[d.tournament.slug]) for d in data}
    news = _news_items(site.news, headers, {d.tournament.slug: d.tournament for d in data})
    pages = [_home_page(site.config, data, headers, news, site_tr)]
    planners: dict[str, _TournamentPlanner] = {}
    for item in data:
        slug = item.tournament.slug
        related = tuple(n for n in news if n.tournament and n.tournament.slug == slug)
        planners[slug], planned = _tournament_pages(
            (item, headers[slug], related, upcoming[slug], words[slug]), memo)
        pages.extend(planned)
    if news:
        pages.append(Page(NEWS_INDEX_URL, "news_index.html", site_tr("news.title"), {"news": news},
                          description=site_tr("describe.news", site=site.config.title)))
        pages.extend(_news_page(n, planners, site_tr) for n in news)
    menu = (NavItem(site_tr("nav.news"), NEWS_INDEX_URL, "news"),) if news else ()
    return SitePlan(tuple(pages), menu, _feed_entries(news, planners, site_tr))


PlannerInputs = tuple[TournamentData, TournamentHeader, tuple[NewsItem, ...], "NextRound | None", Translator]
PlanMemo = dict[str, tuple[PlannerInputs, "_TournamentPlanner", tuple[Page, ...]]]


def _tournament_pages(inputs: PlannerInputs, memo: PlanMemo | None) -> tuple[_TournamentPlanner, tuple[Page, ...]]:
    """A tournament's planner and pages: those of the memo while the inputs are the same (the tournament's
    data and words the very same objects, the rest equal), else planned anew and kept in the memo."""
    slug = inputs[0].tournament.slug
    kept = memo.get(slug) if memo is not None else None
    if kept is not None and _same_inputs(kept[0], inputs):
        return kept[1], kept[2]
    planner = _TournamentPlanner(*inputs)
    planned = tuple(planner.pages())
    if memo is not None:
        memo[slug] = (inputs, planner, planned)
    return planner, planned


def _same_inputs(old: PlannerInputs, new: PlannerInputs) -> bool:
    (data, header, news, upcoming, words), (data2, header2, news2, upcoming2, words2) = old, new
    return (data is data2 and words is words2 and header == header2 and news == news2
            and (upcoming is upcoming2 or upcoming == upcoming2))


def _plan_header(data: TournamentData, has_next_round: bool, tr: Translator) -> TournamentHeader:
    t = data.tournament
    nav = [NavItem(tr("nav.overview"), tournament_url(t.slug), "overview")]
    if data.standings:
        nav.append(NavItem(tr("nav.standings"), standings_url(t.slug, max(data.standings)), "standings"))
    if t.rounds:
        nav.append(NavItem(tr("nav.rounds"), round_url(t.slug, t.rounds_entered), "rounds"))
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


def _next_round(data: TournamentData, pairings: PairingProvider) -> NextRound | None:
    """The round after the last finished one: from its round file if paired there, else from the engine."""
    tournament = data.tournament
    number = data.completed + 1
    if tournament.planned_rounds and number > tournament.planned_rounds:
        return None
    entered = tournament.round(number)
    if entered is not None and entered.games:
        return NextRound(entered)
    computed = pairings(tournament)
    return computed if computed is not None and computed.round.number == number else None


def _news_items(posts: Sequence[NewsPost], headers: Mapping[str, TournamentHeader],
                tournaments: Mapping[str, Tournament]) -> tuple[NewsItem, ...]:
    """Published posts, newest first; a post links to its tournament's round when that round has a page."""
    visible = sorted((p for p in posts if not p.draft), key=lambda p: (p.date, p.slug), reverse=True)
    items = []
    for post in visible:
        header = headers.get(post.tournament) if post.tournament else None
        has_round = header is not None and post.round and tournaments[header.slug].round(post.round)
        round_href = round_url(header.slug, post.round) if has_round else None
        items.append(NewsItem(post.slug, post.title, post.date, news_url(post.slug), post.body_markdown,
                              post.author, header, post.round, round_href, post.body_line))
    return tuple(items)


def _home_page(config: SiteConfig, data: Sequence[TournamentData],
               headers: Mapping[str, TournamentHeader], news: Sequence[NewsItem], tr: Translator) -> Page:
    summaries = tuple(_summary(d, headers[d.tournament.slug]) for d in _home_order(config, data))
    description = config.description or tr("describe.home", site=config.title)
    return Page("", "index.html", config.title,
                {"tournaments": summaries, "news": tuple(news[:LATEST_NEWS_COUNT]),
                 "more_news": len(news) > LATEST_NEWS_COUNT}, description=description)


def _news_page(item: NewsItem, planners: Mapping[str, _TournamentPlanner], tr: Translator) -> Page:
    """A post with its live tables filled in (each embed as the table of its tournament's planner)."""
    default = item.tournament.slug if item.tournament else None
    parts = tuple(_embed_view(part, default, planners, tr) if isinstance(part, Embed) else part
                  for part in split_body(item.body_markdown, item.body_line))
    return Page(item.href, "news_post.html", item.title, {"post": item, "parts": parts},
                description=plain_excerpt(item.body_markdown) or item.title)


def _embed_view(embed: Embed, default: str | None, planners: Mapping[str, _TournamentPlanner],
                tr: Translator) -> EmbedView:
    planner = planners.get(embed.tournament or default or "")
    if planner is None:   # the loader reports an unknown tournament; a hand-made site may still hold one
        return EmbedView(embed.kind, "", None, note=tr("embed.unavailable"))
    return planner.embed(embed, tr)


def _feed_entries(news: Sequence[NewsItem], planners: Mapping[str, _TournamentPlanner],
                  tr: Translator) -> tuple[FeedEntry, ...]:
    """News posts and the results of every finished round with a date, newest first."""
    entries = [FeedEntry(n.title, n.href, n.date, plain_excerpt(n.body_markdown), n.author) for n in news]
    for planner in planners.values():
        entries.extend(planner.feed_entries(tr))
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
    leaders = tuple(_player_ref(t, t.player(r.start)) for r in current.rows if r.rank == 1)
    return TournamentSummary(header, leaders, current.rows[0].points, len(t.players))


def _player_ref(tournament: Tournament, player: Player) -> PlayerRef:
    return PlayerRef(
        start=player.start, name=player.name, href=player_url(tournament.slug, player.start),
        title=player.title, rating=player.rating, federation=player.federation, club=player.club,
        fide_id=player.fide_id, withdrawn_from=tournament.withdrawals.get(player.start))


class _TournamentPlanner:
    """The pages of one tournament; shared pieces (player refs, standings tables) are built once."""

    def __init__(self, data: TournamentData, header: TournamentHeader, news: tuple[NewsItem, ...],
                 upcoming: NextRound | None, tr: Translator | None = None) -> None:
        self.data = data
        self.t = data.tournament
        self.header = header
        self.tr = tr or translator("en")
        self.cell_words = {kind: self.tr(key) for kind, key in _CELL_LABELS.items()}
        self.bye_words = {kind: self.tr(key) for kind, key in _BYE_LABELS.items()}
        self.result_notes = {result: self.tr(key) for result, key in _RESULT_NOTES.items()}
        self.colour_words = {colour: self.tr(key) for colour, key in _COLOUR_NAMES.items()}
        self.colour_letters = {colour: self.tr(key) for colour, key in _COLOUR_LETTERS.items()}
        self.news = news
        self.upcoming = upcoming
        self.completed = data.completed
        self.refs = {p.start: _player_ref(self.t, p) for p in self.t.players}
        self.tables = {k: self._standings_table(s) for k, s in data.standings.items()}
        self.rows_by_round = {k: {r.start: r for r in s.rows} for k, s in data.standings.items()}
        self.running = {start: card.running_scores() for start, card in data.cards.items()}
        self.round_hrefs = {r.number: round_url(self.t.slug, r.number) for r in self.t.rounds}
        self.downloads = tournament_downloads(self.t)   # built beside the pages by `build` (generator/exports)
        self.next_view = self._upcoming()

    def pages(self) -> list[Page]:
        pages = [self._overview(), self._starting_list()]
        if self.t.tiebreaks:
            pages.append(self._tiebreak_page())
        pages += [self._standings_page(k) for k in sorted(self.tables)]
        pages += [self._round_page(r) for r in sorted(self.t.rounds, key=lambda r: r.number)]
        if self.t.rounds:
            pages.append(self._crosstable())
        upcoming = self.next_view
        if upcoming is not None:
            key = "title.round_in_progress" if upcoming.results_entered else "title.round_pairings"
            title = self.tr(key, n=upcoming.number)
            pages.append(self._page(next_round_url(self.t.slug), "next_round.html", title, "next",
                                    {"round": upcoming}, self.tr("describe.pairings", n=upcoming.number,
                                                                 name=self.t.name)))
        explanations = self.data.current.explanations if self.data.current else {}
        pages += [self._player_page(p, explanations.get(p.start, ())) for p in self.t.players]
        return pages

    def _page(self, url: str, template: str, title: str, section: str,
              context: Mapping[str, object] | Callable[[], Mapping[str, object]], description: str = "") -> Page:
        """A page of the tournament; `context` given as a function is worked out when the page is rendered."""
        common = {"tournament": self.header, "section": section, "heading": title}
        data = DeferredContext(lambda: {**common, **context()}) if callable(context) else {**common, **context}
        return Page(url, template, f"{title} – {self.t.name}", data, description=description,
                    language=self.tr.language)

    # ---- news: live tables and feed entries

    def embed(self, embed: Embed, tr: Translator) -> EmbedView:
        """The table a news post embeds ({{ standings … }}, {{ results … }}, {{ pairings … }}), captioned in the
        post's language `tr`."""
        if embed.kind == "standings":
            after = embed.setting("after") or self.completed
            table = self.tables.get(after)
            if table is None:
                return EmbedView(embed.kind, "", None, note=tr("embed.no_standings", name=self.t.name))
            top = embed.setting("top")
            key = "embed.standings_top" if top and top < len(table.lines) else "embed.standings"
            return EmbedView(embed.kind, tr(key, name=self.t.name, n=after, top=top or 0), table.href,
                             standings=table, top=top)
        number = embed.setting("round")
        if embed.kind == "results":
            number = number or self.completed
        elif number is None:
            number = self.next_view.number if self.next_view else self.completed + 1
        rnd = self.t.round(number)
        if rnd is not None and rnd.games:
            view = self._round_view(rnd, self.round_hrefs[number])
        elif self.next_view is not None and self.next_view.number == number:
            view = self.next_view
        else:
            return EmbedView(embed.kind, "", None, note=tr("embed.no_round", n=number, name=self.t.name))
        key = "embed.results" if embed.kind == "results" else "embed.pairings"
        return EmbedView(embed.kind, tr(key, n=number, name=self.t.name), view.href, round=view)

    def feed_entries(self, tr: Translator) -> list[FeedEntry]:
        """One entry per finished round that has a date: its results, and who leads after it."""
        entries = []
        for number in range(1, self.completed + 1):
            rnd = self.t.round(number)
            if rnd is None or rnd.date is None:
                continue
            table = self.tables.get(number)
            leaders = [line.player.name for line in table.lines if line.rank_label.split("–")[0] == "1"] \
                if table else []
            summary = tr("feed.round_summary", n=number, boards=len(rnd.games),
                         leaders=", ".join(leaders), points=format_points(table.lines[0].points)) \
                if table and table.lines else ""
            entries.append(FeedEntry(tr("feed.round_title", n=number, name=self.t.name),
                                     self.round_hrefs[number], rnd.date, summary))
        return entries

    # ---- pieces

    def _standings_table(self, standings: Standings) -> StandingsTable:
        lines = tuple(StandingLine(i, row.rank_label, self.refs[row.start], row.points, row.tiebreaks)
                      for i, row in enumerate(standings.rows, start=1))
        return StandingsTable(standings.after_round, standings.chain, lines,
                              standings_url(self.t.slug, standings.after_round))

    def _round_view(self, rnd: Round, href: str | None, provisional: bool = False,
                    reasons: tuple[str, ...] = ()) -> RoundView:
        boards = tuple(self._board_line(i, g, rnd.number) for i, g in enumerate(_board_order(rnd.games), 1))
        byes = tuple(ByeLine(self.refs[b.player], self.bye_words[b.kind], self.t.points.for_bye(b.kind))
                     for b in sorted(rnd.byes, key=lambda b: b.player))
        return RoundView(rnd.number, rnd.date, boards, byes, not rnd.in_progress, href, provisional, reasons)

    def _board_line(self, index: int, game: Game, round_number: int) -> BoardLine:
        return BoardLine(
            board=game.board or index, white=self.refs[game.white], black=self.refs[game.black],
            white_points_before=self._points_before(game.white, round_number),
            black_points_before=self._points_before(game.black, round_number),
            result=_RESULT_LABELS[game.result], note=self.result_notes.get(game.result, ""))

    def _points_before(self, start: Start, round_number: int) -> Fraction:
        running = self.running[start][:round_number - 1]
        return running[-1] if running else Fraction(0)

    def _upcoming(self) -> RoundView | None:
        if self.upcoming is None:
            return None
        rnd = self.upcoming.round
        href = None if self.upcoming.computed else self.round_hrefs[rnd.number]
        reasons = tuple(str(self.tr.word(reason)) for reason in self.upcoming.reasons)   # the engine's `Msg`s
        return self._round_view(rnd, href, self.upcoming.computed, reasons)

    def _last_finished_round(self) -> RoundView | None:
        rnd = self.t.round(self.completed)
        return self._round_view(rnd, round_url(self.t.slug, rnd.number)) if rnd else None

    # ---- pages

    def _overview(self) -> Page:
        current = self.tables.get(self.completed)
        facts = [self.header.status, self.tr.count("count.players", len(self.t.players))]
        facts += [self.t.venue] if self.t.venue else []
        return Page(tournament_url(self.t.slug), "tournament.html", self.t.name, {
            "tournament": self.header, "section": "overview", "heading": self.t.name,
            "standings": current, "top_rows": OVERVIEW_TOP_ROWS,
            "last_round": self._last_finished_round(), "next_round": self.next_view,
            "news": self.news, "player_count": len(self.t.players), "downloads": self.downloads},
            description=f"{self.t.name}: {', '.join(facts)}.", language=self.tr.language)

    def _starting_list(self) -> Page:
        players = tuple(self.refs[p.start] for p in sorted(self.t.players, key=lambda p: p.start))
        return self._page(starting_list_url(self.t.slug), "starting_list.html", self.tr("nav.starting_list"),
                          "starting-list", {"players": players},
                          self.tr("describe.starting_list", name=self.t.name, n=len(players)))

    def _tiebreak_page(self) -> Page:
        """The chain and the rule set for unplayed games, in plain words (tiebreaks.text.rule_statement)."""
        rules = self.data.current.rules if self.data.current else None
        statement = tiebreak_text.rule_statement(self.t, rules)
        word = _words(self.tr)
        statement = dataclasses.replace(
            statement, title=word(statement.title), summary=word(statement.summary),
            selection=word(statement.selection), choices=tuple(word(c) for c in statement.choices),
            chain=tuple(dataclasses.replace(i, title=word(i.title), description=word(i.description))
                        for i in statement.chain))
        return self._page(tiebreaks_url(self.t.slug), "tiebreaks.html", self.tr("nav.tiebreaks"), "tiebreaks",
                          {"statement": statement}, self.tr("describe.tiebreaks", name=self.t.name))

    def _standings_page(self, after_round: int) -> Page:
        rounds = tuple((k, standings_url(self.t.slug, k)) for k in sorted(self.tables))
        return self._page(standings_url(self.t.slug, after_round), "standings.html",
                          self.tr("title.standings_after", n=after_round), "standings",
                          {"standings": self.tables[after_round], "rounds": rounds, "downloads": self.downloads,
                           "distribution": charts.score_distribution(
                               [line.points for line in self.tables[after_round].lines])},
                          self._standings_description(after_round))

    def _standings_description(self, after_round: int) -> str:
        lines = self.tables[after_round].lines
        leaders = [line.player.name for line in lines if line.rank_label.split("–")[0] == "1"]
        if not leaders:
            return self.tr("describe.standings", name=self.t.name, n=after_round)
        return self.tr("describe.standings_leader", name=self.t.name, n=after_round, leaders=", ".join(leaders),
                       points=format_points(lines[0].points))

    def _round_page(self, rnd: Round) -> Page:
        rounds = tuple(sorted(self.round_hrefs.items()))
        href = self.round_hrefs[rnd.number]
        standings = self.tables.get(rnd.number)
        key = "describe.round_results" if not rnd.in_progress else "describe.round_pairings"
        return self._page(href, "round.html", self.tr("title.round", n=rnd.number), "rounds",
                          {"round": self._round_view(rnd, href), "rounds": rounds,
                           "standings_href": standings.href if standings else None},
                          self.tr(key, n=rnd.number, name=self.t.name))

    def _crosstable(self) -> Page:
        table = self.tables.get(self.completed)
        lines = table.lines if table else tuple(
            StandingLine(i, "", self.refs[p.start], self.data.cards[p.start].points, ())
            for i, p in enumerate(sorted(self.t.players, key=lambda p: p.start), start=1))
        position = {line.player.start: line.position for line in lines}
        rows = tuple(CrossRow(line, f"p{line.player.start}",
                              tuple(self._cross_cell(c, position) for c in self.data.cards[line.player.start].cells))
                     for line in lines)
        legend = tuple((term.format(white=self.colour_letters[Colour.WHITE]), self.tr(key))
                       for term, key in CROSSTABLE_LEGEND)
        return self._page(crosstable_url(self.t.slug), "crosstable.html", self.tr("nav.crosstable"), "crosstable", {
            "rows": rows, "round_numbers": tuple(range(1, self.t.rounds_entered + 1)),
            "chain": table.chain if table else (), "after_round": self.completed,
            "legend": legend}, self.tr("describe.crosstable", name=self.t.name))

    def _cross_cell(self, cell: Cell, position: Mapping[Start, int]) -> CrossCell:
        if cell.opponent is None:
            return CrossCell(f"{cell.kind.value} {format_points(cell.points)}", self.cell_words[cell.kind], None)
        opponent = self.refs[cell.opponent]
        colour = self.colour_letters[cell.colour]
        text = f"{position[cell.opponent]}{colour}{_CROSS_RESULT[cell.kind]}"
        return CrossCell(text, self.tr("cross.against", what=self.cell_words[cell.kind], name=opponent.name),
                         f"p{cell.opponent}")

    def _player_page(self, player: Player, values: Sequence[Value]) -> Page:
        row = self.rows_by_round.get(self.completed, {}).get(player.start)
        points = self.data.cards[player.start].points_after(self.completed)
        return self._page(player_url(self.t.slug, player.start), "player.html", player.name, "players",
                          lambda: self._player_context(player, values, row, points),
                          self._player_description(player.name, points, row.rank_label if row else None))

    def _player_context(self, player: Player, values: Sequence[Value], row: StandingRow | None,
                        points: Fraction) -> dict[str, object]:
        card = self.data.cards[player.start]
        lines = tuple(self._player_round(player.start, cell, running)
                      for cell, running in zip(card.cells, self.running[player.start]))
        return {"player": self.refs[player.start], "rounds": lines, "row": row,
                "chain": self.data.current.chain if self.data.current else (),
                "after_round": self.completed, "points": points,
                "explanations": tuple(explain_value(v, self.t.slug, self.tr) for v in values),
                "rules": _words(self.tr)(tiebreak_text.rules_text(values[0])) if values else None,
                "extra": player.extra, "rank_chart": self._rank_chart(player.start)}

    def _player_description(self, name: str, points: Fraction, rank: str | None) -> str:
        if rank is None:
            return self.tr("describe.player_start", player=name, name=self.t.name)
        return self.tr("describe.player", player=name, name=self.t.name, points=format_points(points),
                       rank=rank, n=self.completed)

    def _rank_chart(self, start: Start) -> charts.RankChart | None:
        """The player's rank after each finished round, over the planned rounds."""
        ranks = [(k, rows[start].rank, rows[start].rank_label)
                 for k, rows in sorted(self.rows_by_round.items()) if start in rows]
        field_size = len(self.rows_by_round.get(self.completed, {}))
        return charts.rank_progression(ranks, field_size, self.t.planned_rounds or self.completed)

    def _player_round(self, start: Start, cell: Cell, running: Fraction) -> PlayerRoundLine:
        finished = self.rows_by_round.get(cell.round)
        return PlayerRoundLine(
            round=cell.round,
            round_href=self.round_hrefs.get(cell.round),
            opponent=self.refs[cell.opponent] if cell.opponent is not None else None,
            colour=self.colour_words.get(cell.colour), outcome=self.cell_words[cell.kind], points=cell.points,
            running=running, rank_label=finished[start].rank_label if finished else None,
            pending=cell.kind is CellKind.PENDING)


def _board_order(games: Sequence[Game]) -> list[Game]:
    """Boards as numbered in the round file; unnumbered boards keep their file order."""
    if all(g.board for g in games):
        return sorted(games, key=lambda g: g.board)
    return list(games)
