"""What each template reads: one frozen context per page kind, and the `Page` that carries one.

A kind names its template (`template`, in themes/<theme>/templates/) and its fields are exactly the variables
that template reads, with what it extends, includes and imports, besides those `render` gives every page
(page, site, menu, lang, t, root, canonical) and the environment's functions (url, link_to_player). The test
tests/test_contexts.py holds every template of the default theme to its kind: a field the template does not
read, or a variable it reads that is no field of its kind, fails. A site's own template of the same name gets
the same variables.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, ClassVar, Generic, TypeVar

from generator.core.standings import StandingRow
from generator.core.tiebreaks.rulespage import RuleStatement
from generator.site.charts import DistributionChart, RankChart, RatingChart
from generator.site.exports.downloads import Download
from generator.site.pages.club_views import (
    HeadToHead,
    IndexEntry,
    LeadStory,
    OnNow,
    PersonRef,
    ProfileEvent,
    SeasonView,
    Totals,
)
from generator.site.pages.games import GameView
from generator.site.pages.league_views import (
    CrossTableRow,
    LeagueHeader,
    LeagueTableView,
    MatchView,
    RosterLine,
    SeasonGame,
    TableRow,
    TeamMatchLine,
    TeamRef,
)
from generator.site.pages.news_views import EmbedView, NewsItem
from generator.site.pages.prize_views import CategoryFilter, CategoryView, OutlookView, PrizeListView
from generator.site.pages.rating_views import DwzCard, DwzTable
from generator.site.pages.stake import StakeView
from generator.site.pages.views import (
    ByNameLine,
    CrossRow,
    KeizerCard,
    KeizerStake,
    NavItem,
    PlayerExplanation,
    PlayerRef,
    PlayerRoundLine,
    RatingCard,
    RoundRobinGrid,
    RoundView,
    StandingsTable,
    TiebreakExplanation,
    TournamentHeader,
)


@dataclass(frozen=True)
class PageContext:
    """The base of every page kind: a frozen dataclass whose fields are its template's variables."""

    template: ClassVar[str]

    @staticmethod
    def kinds() -> dict[str, type[PageContext]]:
        """Every page kind by the name of its template (a kind is a subclass that names one; a base such as
        `TournamentContext` does not)."""
        found: dict[str, type[PageContext]] = {}
        todo = list(PageContext.__subclasses__())
        while todo:
            kind = todo.pop()
            todo += kind.__subclasses__()
            if "template" in kind.__dict__:
                other = found.setdefault(kind.template, kind)
                if other is not kind:
                    names = " and ".join(sorted((kind.__name__, other.__name__)))
                    raise TypeError(f"{names} both draw {kind.template}")
        return dict(sorted(found.items()))

    def variables(self) -> dict[str, object]:
        """The template's variables: every field by its name."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}


# --------------------------------------------------------------------------- the site's own pages


@dataclass(frozen=True, kw_only=True)
class HomeContext(PageContext):
    """The club's front page: the latest news first, then what is on, then the events season by season."""

    template: ClassVar[str] = "index.html"
    lead: LeadStory | None                       # the latest post, with its opening and its live table
    news: tuple[NewsItem, ...]                   # the posts after it
    more_news: bool                              # more posts than shown: link to the news index
    on_now: tuple[OnNow, ...]                    # each running event's next round
    seasons: tuple[SeasonView, ...]              # the current season, then the earlier ones
    players_href: str | None                     # the player index


@dataclass(frozen=True, kw_only=True)
class NewsIndexContext(PageContext):
    template: ClassVar[str] = "news_index.html"
    news: tuple[NewsItem, ...]                   # every published post, newest first


@dataclass(frozen=True, kw_only=True)
class NewsPostContext(PageContext):
    template: ClassVar[str] = "news_post.html"
    post: NewsItem
    parts: tuple[str | EmbedView, ...]           # the body: Markdown text and live tables, in order


# --------------------------------------------------------------------------- a tournament's pages


@dataclass(frozen=True, kw_only=True)
class TournamentContext(PageContext):
    """What the banner of every tournament page reads (_tournament.html): the header and the menu entry
    to mark as current."""

    tournament: TournamentHeader
    section: str


@dataclass(frozen=True, kw_only=True)
class OverviewContext(TournamentContext):
    template: ClassVar[str] = "tournament.html"
    section: str = "overview"
    heading: str
    standings: StandingsTable | None             # the current standings; None before round 1 is finished
    top_rows: int                                # how many of them the overview shows
    last_round: RoundView | None                 # the last finished round's results
    next_round: RoundView | None                 # the round after it, as far as it is paired and played
    news: tuple[NewsItem, ...]                   # posts about the tournament
    player_count: int
    downloads: tuple[Download, ...]


@dataclass(frozen=True, kw_only=True)
class StartingListContext(TournamentContext):
    template: ClassVar[str] = "starting_list.html"
    section: str = "starting-list"
    heading: str
    players: tuple[PlayerRef, ...]               # by starting number


@dataclass(frozen=True, kw_only=True)
class TiebreaksContext(TournamentContext):
    template: ClassVar[str] = "tiebreaks.html"
    section: str = "tiebreaks"
    heading: str
    statement: RuleStatement                     # the chain and the rules for unplayed games, worded


@dataclass(frozen=True, kw_only=True)
class StandingsContext(TournamentContext):
    template: ClassVar[str] = "standings.html"
    section: str = "standings"
    heading: str
    standings: StandingsTable
    rounds: tuple[tuple[int, str], ...]          # (after round, URL) of every standings page
    downloads: tuple[Download, ...]
    distribution: DistributionChart | None
    categories: CategoryFilter | None = None     # the latest standings: a link to each category's


@dataclass(frozen=True, kw_only=True)
class RoundContext(TournamentContext):
    template: ClassVar[str] = "round.html"
    section: str = "rounds"
    heading: str
    round: RoundView
    rounds: tuple[tuple[int, str], ...]          # (number, URL) of every round page
    standings_href: str | None                   # the standings after this round, once it is finished
    by_name_href: str | None = None              # its pairings sorted by name (pages/by_name.py)


@dataclass(frozen=True, kw_only=True)
class CrosstableContext(TournamentContext):
    template: ClassVar[str] = "crosstable.html"
    section: str = "crosstable"
    heading: str
    rows: tuple[CrossRow, ...]                   # in standings order (starting order before round 1)
    round_numbers: tuple[int, ...]               # a column per entered round
    chain: tuple[str, ...]
    after_round: int
    legend: tuple[tuple[str, str], ...]          # (term, what it means)


@dataclass(frozen=True, kw_only=True)
class NextRoundContext(TournamentContext):
    template: ClassVar[str] = "next_round.html"
    section: str = "next"
    heading: str
    round: RoundView                             # provisional when the pairing engine paired it
    stake: StakeView | None = None               # what is at stake, while its results are not in (pages/stake.py)
    keizer_stake: KeizerStake | None = None      # … in a Keizer competition, in Keizer points (pages/keizer.py)


@dataclass(frozen=True, kw_only=True)
class PlayerContext(TournamentContext):
    template: ClassVar[str] = "player.html"
    section: str = "players"
    player: PlayerRef
    rounds: tuple[PlayerRoundLine, ...]
    row: StandingRow | None                      # in the current standings; None before round 1 is finished
    chain: tuple[str, ...]
    after_round: int
    points: Fraction
    explanations: PlayerExplanation | None       # how the tie-breaks were computed; None without any
    extra: tuple[tuple[str, str], ...]           # the player's own facts from tournament.yml
    rank_chart: RankChart | None
    rating_change: RatingCard | None             # None: unrated, or turned off (rating_change: false)
    performance: int | None                      # performance rating over the games against rated opponents
    performance_games: int
    keizer: KeizerCard | None = None             # a Keizer competition: the points term by term
    profile_href: str | None = None              # the person across every event (pages/people_pages.py)
    calendar_href: str = ""                      # his rounds as iCalendar, his pairings and results as Atom
    feed_href: str = ""
    prizes: tuple[str, ...] = ()                 # what he wins ("Best U18, 40 €"), provisional until the end
    dwz: DwzCard | None = None                   # the DWZ worked step by step, in a tournament that shows it
    dwz_href: str = ""                           # the page of every player's DWZ change


@dataclass(frozen=True, kw_only=True)
class PrizesContext(TournamentContext):
    """Who wins what and why, the rules, the categories, and before the last round who can still win what."""

    template: ClassVar[str] = "prizes.html"
    section: str = "prizes"
    heading: str
    prizes: PrizeListView | None                 # None before a round is finished
    rules: tuple[str, ...]
    categories: tuple[tuple[NavItem, str], ...]   # each category's standings link, with who belongs to it
    outlook: OutlookView | None
    downloads: tuple[Download, ...]


@dataclass(frozen=True, kw_only=True)
class CategoryContext(TournamentContext):
    """A category's standings: the tournament's, filtered to its players, with its prizes marked."""

    template: ClassVar[str] = "category.html"
    section: str = "prizes"
    heading: str
    category: CategoryView
    filter: CategoryFilter
    prizes_href: str


@dataclass(frozen=True, kw_only=True)
class DwzContext(TournamentContext):
    """Every player's DWZ change, sortable (pages/rating_views.py)."""

    template: ClassVar[str] = "dwz.html"
    section: str = "dwz"
    heading: str
    table: DwzTable
    downloads: tuple[Download, ...] = ()


# --------------------------------------------------------------------------- the club's pages (pages/people_pages.py)


@dataclass(frozen=True, kw_only=True)
class ProfileContext(PageContext):
    """A person across every event: facts, events, totals, the rating chart, results against other people."""

    template: ClassVar[str] = "profile.html"
    person: PersonRef
    fide_id: str | None
    national_id: str | None
    federation: str | None
    club: str | None
    recognised: str                              # how the events were joined to this person, in words
    by_name: bool                                # some event joined by the name alone (marked in the list)
    events: tuple[ProfileEvent, ...]             # the latest first
    totals: Totals
    rating_chart: RatingChart | None
    head_to_head: tuple[HeadToHead, ...]         # the most games first
    calendar_href: str
    feed_href: str


@dataclass(frozen=True, kw_only=True)
class PlayerIndexContext(PageContext):
    """Every person of the site, alphabetical by surname, grouped by initial; a search box as an enhancement."""

    template: ClassVar[str] = "players.html"
    heading: str
    groups: tuple[tuple[str, tuple[IndexEntry, ...]], ...]   # (initial, its people)
    count: int


@dataclass(frozen=True, kw_only=True)
class SeasonContext(PageContext):
    """A season: its events and their winners; the other seasons to go to."""

    template: ClassVar[str] = "season.html"
    season: SeasonView
    seasons: tuple[tuple[str, str], ...]         # (label, URL) of every season, the latest first


@dataclass(frozen=True, kw_only=True)
class ByNameContext(TournamentContext):
    """A round's pairings sorted by name, for the notice board (one A4 page): name -> board, colour, opponent."""

    template: ClassVar[str] = "by_name.html"
    section: str = "rounds"
    heading: str
    parts: tuple[tuple[ByNameLine, ...], ...]    # all lines, or (many players) two halves side by side on paper
    round_href: str
    date: dt.date | None
    time: str


@dataclass(frozen=True, kw_only=True)
class GameContext(TournamentContext):
    """A board's game: the players and facts, the final position, the moves (pages/games.py)."""

    template: ClassVar[str] = "game.html"
    section: str = "rounds"
    heading: str
    game: GameView
    round_href: str
    games_href: str | None                       # the round's games as a PGN file
    others: tuple[tuple[int, str], ...]          # (board, URL) of every game of the round


# --------------------------------------------------------------------------- pages


K_co = TypeVar("K_co", bound=PageContext, covariant=True)


class Deferred(Generic[K_co]):
    """A page's context worked out when the page is first rendered rather than when it is planned. Equal when the
    contexts they make are; `inputs`, when given, is all the context is made from, so equal inputs are taken for
    equal contexts without making either (`serve` then renders again only the player pages an edit touched)."""

    def __init__(self, kind: type[K_co], make: Callable[[], K_co], inputs: object = None) -> None:
        self.kind = kind
        self._make: Callable[[], K_co] | None = make
        self._made: K_co | None = None
        self.inputs = inputs

    @property
    def made(self) -> bool:
        return self._made is not None

    def get(self) -> K_co:
        if self._made is None:
            assert self._make is not None
            self._made = self._make()
            self._make = None   # nor what it was made from (a page kept for later builds keeps no old plan alive)
        return self._made

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deferred) or self.kind is not other.kind:
            return False
        if self.inputs is not None and self.inputs == other.inputs:
            return True
        return bool(self.get() == other.get())


@dataclass(frozen=True)
class Page:
    """One page of the site: where it goes, its title, and the context its kind's template draws."""

    url: str
    title: str
    content: PageContext | Deferred[PageContext]   # the context, or how to make it when the page is rendered
    description: str = ""       # the meta description: what the page shows, in a sentence
    language: str = ""          # "" = the site's language
    copy_of: str = ""           # the URL of the page this one repeats (standings/ = the latest standings), if any

    @property
    def kind(self) -> type[PageContext]:
        return self.content.kind if isinstance(self.content, Deferred) else type(self.content)

    @property
    def template(self) -> str:
        return self.kind.template

    @property
    def context(self) -> PageContext:
        return self.content.get() if isinstance(self.content, Deferred) else self.content

    def variables(self) -> dict[str, object]:
        """What the template reads besides what `render` gives every page."""
        return self.context.variables()

    @property
    def output_path(self) -> str:
        return f"{self.url}index.html"


# ------------------------------------------------------------------------- a round robin's pages (pages/roundrobin.py)

@dataclass(frozen=True, kw_only=True)
class RoundRobinStandingsContext(TournamentContext):
    """A round robin's standings: the crosstable in rank order (one column per opponent)."""

    template: ClassVar[str] = "rr_standings.html"
    section: str = "standings"
    heading: str
    grid: RoundRobinGrid
    rounds: tuple[tuple[int, str], ...]          # (after round, URL) of every standings page
    legend: tuple[tuple[str, str], ...]          # (term, what it means)
    downloads: tuple[Download, ...]


@dataclass(frozen=True, kw_only=True)
class ScheduleContext(TournamentContext):
    """Every round of a round robin's schedule with its date and boards; the rounds played with results."""

    template: ClassVar[str] = "schedule.html"
    section: str = "schedule"
    heading: str
    rounds: tuple[RoundView, ...]


# ------------------------------------------------------------------------- a league's pages (pages/league.py)


@dataclass(frozen=True, kw_only=True)
class LeagueContext(PageContext):
    """What the banner of every league page reads (_league.html)."""

    league: LeagueHeader
    section: str


@dataclass(frozen=True, kw_only=True)
class LeagueOverviewContext(LeagueContext):
    template: ClassVar[str] = "league.html"
    section: str = "overview"
    table: LeagueTableView | None
    last_round: tuple[MatchView, ...]        # the latest round entered
    next_round: tuple[MatchView, ...]        # the round after it as scheduled
    teams: tuple[TeamRef, ...]
    news: tuple[tuple[str, str], ...]        # (title, URL) of the posts about the league
    downloads: tuple[Download, ...]          # the season as TRF files (exports/downloads.py)


@dataclass(frozen=True, kw_only=True)
class LeagueTableContext(LeagueContext):
    template: ClassVar[str] = "league_table.html"
    section: str = "table"
    heading: str
    table: LeagueTableView
    rounds: tuple[tuple[int, str], ...]      # (after round, URL) of every table page


@dataclass(frozen=True, kw_only=True)
class LeagueRoundContext(LeagueContext):
    template: ClassVar[str] = "league_round.html"
    section: str = "rounds"
    heading: str
    number: int
    date: dt.date | None
    matches: tuple[MatchView, ...]
    rounds: tuple[tuple[int, str], ...]      # (number, URL) of every round page
    table_href: str | None                   # the table after this round


@dataclass(frozen=True, kw_only=True)
class LeagueCrosstableContext(LeagueContext):
    template: ClassVar[str] = "league_crosstable.html"
    section: str = "crosstable"
    heading: str
    rows: tuple[CrossTableRow, ...]
    after_round: int


@dataclass(frozen=True, kw_only=True)
class LeagueTeamContext(LeagueContext):
    template: ClassVar[str] = "league_team.html"
    section: str = "teams"
    team: TeamRef
    club: str | None
    row: TableRow | None                     # in the latest table
    matches: tuple[TeamMatchLine, ...]
    roster: tuple[RosterLine, ...]
    round_numbers: tuple[int, ...]
    after_round: int
    explanations: tuple[TiebreakExplanation, ...]


@dataclass(frozen=True, kw_only=True)
class LeaguePlayerContext(LeagueContext):
    template: ClassVar[str] = "league_player.html"
    section: str = "teams"
    player: PlayerRef
    teams: tuple[TeamRef, ...]               # the teams the player is listed for
    games: tuple[SeasonGame, ...]
    points: Fraction
    played: int
    performance: int | None
    profile_href: str | None = None              # the person across every event (pages/people_pages.py)
    calendar_href: str = ""                      # his rounds as iCalendar, his pairings and results as Atom
    feed_href: str = ""
