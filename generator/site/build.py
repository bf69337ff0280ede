"""`bulletin build` as a session: load -> compute -> plan -> render -> write, returning a report.

A `BuildSession` is made by `bulletin build` (for its one build), `serve` and `watch` (for all of theirs: its
`build` is their callback) and owns every cache a rebuild reuses; it goes with them, and nothing else in the
package keeps state from one build to the next (tests/test_no_module_state.py). What it keeps, and what makes
it make a value anew:
- each tournament folder's reading, while the bytes of its files are the same; the catalogues, while the
  stamps of the site's i18n/ files are (`loading.LoadMemo`, `i18n.Catalogues`);
- per tournament, found by identity (the loader hands back the very same `Tournament` while its files are
  unchanged): standings and scorecards, the engine's pairing of the next round, the downloads (by host);
- what is at stake in the next round (`pages.at_stake`: the one costly part of planning a round in progress),
  worked out once per build and kept while the tournament's settings and rounds are equal, so an edit of a
  news post, a template or another tournament does not search the scenarios again;
- the standings after round k, while the tournament's settings and rounds 1..k are equal, so an edit in
  round k recomputes them from round k on; each round's cells for the standings after the next
  (`scoring.scorecards`); each standings entry of the JSON download (`exports.jsondata`);
- each tournament's pages while its data and words are the same objects (`pages.plan_site`'s memo); after an
  edit, what the plan before made from equal inputs: the earlier rounds' tables, explanations, player pages;
- each league's tables (`teams.compute_league_tables`) while the loader hands back the same league, and its
  pages while those tables, its words and its posts are the same (`plan_site`'s league memo);
- the compiled templates while the theme, configuration and template files are the same; which page each
  output file holds while the page, templates, menu and words are the same objects (`render.write_pages`):
  a page is not rendered again while its file keeps the stamp it had once written;
- what each output file holds (a mark of its bytes, and its stamp), so an unchanged file costs one stat.
The pages' bytes are not kept: each is written (to the staging folder) as soon as it is rendered.
A content or template problem raises `ContentError` before anything is written, so the previous site stays
as it was; `build(first=…)` (`bulletin serve`) writes the pages open in a tab before rendering the rest, and
puts them back should the rest fail.
"""
from __future__ import annotations

import dataclasses
import functools
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Mapping, Sequence, TypeVar

from generator.core.cache import BoundedCache, Same
from generator.core.errors import ContentError, Problem
from generator.core.gcpause import freeze_survivors, no_cycle_collection
from generator.core.model import Bye, ByeKind, Game, Round, Start, Tournament
from generator.core.pairing import berger
from generator.core.pairing.core import PairingError
from generator.core.pairing.systems import pair_next_round
from generator.core.scoring import round_cells_memo, scorecards
from generator.core.standings import ContextMemo, Standings, standings_and_context
from generator.core.teams.model import League
from generator.core.teams.standings import compute_league_tables
from generator.i18n.catalogues import Catalogues, Translator
from generator.loading.config import LoadedSite, SiteConfig
from generator.loading.load import LoadMemo, load_site
from generator.site.exports.downloads import download_files, league_download_files
from generator.site.exports.following import Parts, event_files, event_parts, person_files
from generator.site.exports.jsondata import fragment_memo
from generator.site.feeds import Addressed, machine_files
from generator.site.output import FirstFiles, Known, SiteWriter, WriteResult, take_back, write_first, write_site
from generator.site.pages.contexts import Page
from generator.site.pages.data import NextRound, TournamentData
from generator.site.pages.league import LeagueData
from generator.site.pages.people import Person
from generator.site.pages.people_pages import ProfileMemo
from generator.site.pages.pieces import TournamentPieces
from generator.site.pages.planner import (
    LeaguePlanMemo,
    PageAddress,
    PlanMemo,
    ShownOnSite,
    SiteFrame,
    SitePlan,
    plan_frame,
    plan_home_and_news,
    plan_site,
    plan_tournament,
    shown_on_site,
)
from generator.site.pages.records import EventRecord
from generator.site.pages.stake import AtStake, at_stake
from generator.site.parallel import can_fork, in_two_processes
from generator.site.render import (
    RenderMemo,
    environment_cache,
    find_theme,
    make_environment,
    render_remembered,
    render_site,
    static_files,
    write_pages,
)


@dataclass(frozen=True)
class BuildReport:
    out_dir: Path
    pages: int              # HTML pages
    files: int              # pages + static files
    written: int
    unchanged: int
    removed: int
    tournaments: int
    seconds: float
    warnings: tuple[Problem, ...] = ()
    base_path: str = "/"    # where the site lives on its host, e.g. "/club-site/" (for `bulletin serve`)
    leagues: int = 0

    def summary(self) -> str:
        """The closing line of `bulletin build`."""
        removed = f", {self.removed} old {'file' if self.removed == 1 else 'files'} removed" if self.removed else ""
        leagues = f" and {_plural(self.leagues, 'league')}" if self.leagues else ""
        return (f"built {_plural(self.pages, 'page')} for {_plural(self.tournaments, 'tournament')}{leagues} "
                f"in {self.seconds:.2f} s; {_plural(self.files, 'file')} in all (pages, styles, downloads): "
                f"{self.written} written, {self.unchanged} unchanged{removed}")


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


S = TypeVar("S")
V = TypeVar("V")
StandingsKey = tuple[str, tuple[Round, ...], int, bool]   # the tournament but its rounds, rounds 1..k, k, explain


class BuildSession:
    """One site built once (`bulletin build`) or again after every change (`serve`, `watch`), with every cache
    those builds share. `base_url` (from the command line) overrides the one in site.yml; `out_dir`, the
    output folder named there. A `lasting` session hides what survives a build from the cycle collector, for
    the next build reuses it (gcpause.freeze_survivors)."""

    def __init__(self, site_dir: Path, out_dir: Path | None = None, base_url: str | None = None, *,
                 lasting: bool = True) -> None:
        self.site_dir = site_dir
        self.out_dir = out_dir
        self.base_url = base_url
        self.lasting = lasting
        self._catalogues = Catalogues()
        self._loading = LoadMemo(self._catalogues)
        self._prepared: BoundedCache[Same, TournamentData] = BoundedCache(512)
        self._paired: BoundedCache[Same, NextRound | None] = BoundedCache(512)
        self._stakes: BoundedCache[tuple[str, tuple[Round, ...], Round], AtStake | None] = BoundedCache(64)
        self._downloads: BoundedCache[tuple[Same, str | None], dict[str, bytes]] = BoundedCache(512)
        self._standings: BoundedCache[StandingsKey, Standings] = BoundedCache(2048)   # a 50-tournament site
        self._cells = round_cells_memo()
        self._contexts = ContextMemo()   # the last standings' context of each tournament, lent to the next
        self._settings: BoundedCache[Same, str] = BoundedCache(128)   # a tournament but its rounds, as text
        self._fragments = fragment_memo(2048)   # the standings entries of a 50-tournament site's JSON files
        self._planned: PlanMemo = {}       # each tournament's pages, by slug
        self._leagues: BoundedCache[Same, LeagueData] = BoundedCache(64)   # each league's tables, by identity
        self._league_files: BoundedCache[Same, dict[str, bytes]] = BoundedCache(64)   # each league's downloads
        self._planned_leagues: LeaguePlanMemo = {}   # each league's pages, by slug
        self._profiles = ProfileMemo()     # each person's profile, by slug
        self._rendered: RenderMemo = {}    # each page as rendered last, by output path
        self._environments = environment_cache()
        self._written: BoundedCache[str, Known] = BoundedCache(4)   # by output folder
        self._followed: BoundedCache[object, dict[str, bytes]] = BoundedCache(65536)   # calendars and feeds
        self._parts: BoundedCache[tuple[Same, SiteConfig], dict[Start, Parts]] = BoundedCache(1024)   # their parts

    def build(self, first: FirstFiles | None = None) -> BuildReport:
        """Build the site into the output folder, writing only what changed. With `first` (`bulletin serve`: the
        pages open in a browser), those pages are rendered and put in place, and `first.written` is told, before
        the rest of the site is rendered; should the rest fail, they are put back as they were."""
        started = time.perf_counter()
        with no_cycle_collection():
            site = self.load()
            target = self.out_dir if self.out_dir is not None else self.site_dir / site.config.output_dir
            early: dict[str, bytes] = {}
            made = self._made_in_two_processes(site) if first is None and not self.lasting else None
            if made is not None:
                pages, files = made
                result = self.write(target, files)
            else:
                site_plan = self.plan(site)
                early = self._write_first(site, site_plan, target, first) if first is not None else {}
                try:
                    result = self._render_and_write(site, site_plan, target)
                except BaseException:
                    take_back(target, early, self._known(target))
                    raise
                pages = len(site_plan.pages)
        if self.lasting:
            freeze_survivors()
        return BuildReport(
            out_dir=target, pages=pages, files=len(result.written) + len(result.unchanged),
            written=len(result.written) + len(early), unchanged=len(result.unchanged) - len(early),
            removed=len(result.removed),
            tournaments=len(site.tournaments),
            seconds=time.perf_counter() - started, warnings=tuple(site.warnings),
            base_path=site.config.base_path, leagues=len(site.leagues))

    def _made_in_two_processes(self, site: LoadedSite) -> tuple[int, dict[str, bytes]] | None:
        """The pages and files of a large site built once (`bulletin build`): its tournaments' pages, downloads
        and players' calendars and feeds made by two processes (site/parallel.py), a large tournament's pages
        shared by both; then the site's own pages here. None when one process is as good, or when a content or
        template problem is to be reported as `render` reports it."""
        if not can_fork() or sum(len(t.players) for t in site.tournaments) < MANY_PLAYERS:
            return None
        translators = self._words(site)
        leagues = [self.league_data(league) for league in site.leagues]
        frame = plan_frame(site, [(t, t.rounds_completed, t.rounds_completed > 0) for t in site.tournaments],
                           pairings=self.engine_pairings, translators=translators, leagues=leagues,
                           league_memo=self._planned_leagues)
        first, second = _shares(site.tournaments)
        try:   # a tournament both processes share is planned here, before they start
            shared = {index: self._planned_tournament(frame, site.tournaments[index])
                      for index, part, parts in (*first, *second) if parts > 1 and part == 0}
            make = functools.partial(self._make_share, site, frame, translators, shared)
            shares = in_two_processes(make, first, second)
            shown = {one.slug: one for share in shares for one in share.shown}
            for share in shares:   # each tournament's calendars and feeds as its process made them
                for one in share.shown:
                    self._parts.get((Same(one.record), site.config), functools.partial(
                        share.followed.__getitem__, one.slug))
            home, own_pages, feed, people = plan_home_and_news(frame, [shown[t.slug] for t in site.tournaments])
            files = render_site([home, *own_pages], site.root, site.config, frame.menu, translators=translators,
                                environments=self._environments)
            leagues_events = [pieces.record for pieces in frame.league_pieces.values()]
            files.update(self._following(site, leagues_events, people, translators))
        except ContentError:
            return None
        placed = sorted(placed for share in shares for placed in share.addresses)
        addresses: list[Addressed] = [home, *(address for _, address in placed), *own_pages]
        for share in shares:
            files.update(share.files)
        files.update(machine_files(site.config, addresses, feed))
        for league in site.leagues:
            files.update(self._league_files_of(league))
        return len(addresses), dict(sorted(files.items()))

    def _planned_tournament(self, frame: SiteFrame, tournament: Tournament
                            ) -> tuple[TournamentData, TournamentPieces, tuple[Page, ...]]:
        data = self._prepare(tournament)
        return (data, *plan_tournament(frame, data, self.stakes))

    def _make_share(self, site: LoadedSite, frame: SiteFrame, translators: Callable[[str], Translator],
                    shared: Mapping[int, tuple[TournamentData, TournamentPieces, tuple[Page, ...]]],
                    units: Sequence[Unit]) -> _Share:
        """The pages of these parts of tournaments, rendered, with each whole tournament's downloads, its players'
        calendars and feeds and what the site's own pages show of it (made by the process of its first part)."""
        share = _Share({}, [], [], {})
        pages: list[Page] = []
        make_downloads = self._download_files(site)
        for index, part, parts in units:
            data, pieces, planned = shared.get(index) or self._planned_tournament(frame, site.tournaments[index])
            if part == 0:
                share.shown.append(shown_on_site(frame, pieces))
                share.files.update(make_downloads(data))
                words = translators(pieces.record.language)
                followed = share.followed[pieces.t.slug] = event_parts(site.config, pieces.record, words)
                share.files.update(event_files(site.config, pieces.record, followed, words))
            for order in range(part, len(planned), parts):
                pages.append(planned[order])
                share.addresses.append(((index, order), PageAddress(planned[order].url, planned[order].copy_of)))
        share.files.update(render_site(pages, site.root, site.config, frame.menu, translators=translators,
                                       environments=self._environments, static=False))
        return share

    def load(self) -> LoadedSite:
        """The validated site; raises `ContentError` with every problem of the content."""
        site = load_site(self.site_dir, self._loading)
        if self.base_url is not None:
            site = dataclasses.replace(site, config=dataclasses.replace(site.config, base_url=self.base_url))
        return site

    def prepare(self, site: LoadedSite) -> list[TournamentData]:
        """The standings once per finished round of every tournament (made once while it stays the same)."""
        return [self._prepared.get(Same(t), functools.partial(self._prepare, t)) for t in site.tournaments]

    def plan(self, site: LoadedSite, data: Sequence[TournamentData] | None = None) -> SitePlan:
        """Every page as data, from the tournaments' standings (`prepare`, unless given)."""
        data = self.prepare(site) if data is None else data
        leagues = [self.league_data(league) for league in site.leagues]
        site_plan = plan_site(site, data, pairings=self.engine_pairings, scenarios=self.stakes,
                              translators=self._words(site), memo=self._planned, leagues=leagues,
                              league_memo=self._planned_leagues, profile_memo=self._profiles)
        for slug in self._planned.keys() - {t.slug for t in site.tournaments}:
            del self._planned[slug]
        return dataclasses.replace(site_plan, tournaments=tuple(data))

    def render(self, site: LoadedSite, site_plan: SitePlan) -> dict[str, bytes]:
        """The pages and static files, then feed.xml and sitemap.xml, then each tournament's downloads (JSON,
        CSV, TRF, iCalendar) and each league's: every file of the site, by output path."""
        files = render_site(site_plan.pages, site.root, site.config, site_plan.menu, translators=self._words(site),
                            environments=self._environments)
        files.update(self._made_files(site, site_plan))
        return files

    def _render_and_write(self, site: LoadedSite, site_plan: SitePlan, target: Path) -> WriteResult:
        """`render` and `write` a page at a time, so that the pages' bytes are never all in memory: a page the
        session rendered before and whose file still holds it is not rendered again (render.write_pages)."""
        theme = find_theme(site.root, site.config.theme)
        static = static_files(theme)
        made = self._made_files(site, site_plan)
        pages = [page for page in site_plan.pages if page.output_path not in made]
        paths = {page.output_path for page in pages}
        writer = SiteWriter(target, paths | static.keys() | made.keys(), self._known(target))
        try:
            for path, data in static.items():
                if path not in paths and path not in made:
                    writer.put(path, data)
            write_pages(pages, make_environment(theme, site.config, self._environments), site.config,
                        site_plan.menu, self._words(site), self._rendered, writer)
            for path, data in made.items():
                writer.put(path, data)
        except BaseException:
            writer.abandon()
            raise
        for path in self._rendered.keys() - paths:
            del self._rendered[path]
        return writer.finish()

    def _made_files(self, site: LoadedSite, site_plan: SitePlan) -> dict[str, bytes]:
        """feed.xml and sitemap.xml, the players' calendars and feeds, each tournament's and league's downloads."""
        files = machine_files(site.config, site_plan.pages, site_plan.feed)
        files.update(self._following(site, site_plan.events, site_plan.people, self._words(site)))
        host = site.config.address.host
        make_downloads = self._download_files(site)
        for data in site_plan.tournaments:
            files.update(self._downloads.get((Same(data), host), functools.partial(make_downloads, data)))
        for league in site.leagues:
            files.update(self._league_files_of(league))
        return files

    def _following(self, site: LoadedSite, events: Sequence[EventRecord], people: Sequence[Person],
                   translators: Callable[[str], Translator]) -> dict[str, bytes]:
        """Each player's and each person's calendar and feed (exports/following.py): an event's parts and its
        players' files made once while its record is the very same object, a person's while his events' are."""
        files: dict[str, bytes] = {}
        config = site.config

        def parts_of(event: EventRecord) -> Mapping[Start, Parts]:
            return self._parts.get((Same(event), config), lambda: event_parts(config, event,
                                                                              translators(event.language)))
        for event in events:
            files.update(self._followed.get((Same(event), config), functools.partial(
                _event_files, config, event, parts_of, translators)))
        words = translators(config.language)
        for person in people:
            key = (person.identity, tuple(Same(p.event) for p in person.played), config)
            files.update(self._followed.get(key, functools.partial(person_files, config, person, parts_of, words)))
        return files

    def _download_files(self, site: LoadedSite) -> Callable[[TournamentData], dict[str, bytes]]:
        host = site.config.address.host or "chess-bulletin.invalid"
        return lambda data: download_files(data.tournament, data.standings, host, cards=data.cards,
                                           fragments=self._fragments)

    def _league_files_of(self, league: League) -> dict[str, bytes]:
        """The league's downloads, made once while the loader hands back the very same league."""
        return self._league_files.get(Same(league), functools.partial(self._league_downloads, league))

    def _league_downloads(self, league: League) -> dict[str, bytes]:
        return league_download_files(league, self.league_data(league).current)

    def write(self, target: Path, files: dict[str, bytes]) -> WriteResult:
        """Make the output folder hold `files`, changing only what differs (generator/site/output.py)."""
        return write_site(target, files, self._known(target))

    def _known(self, target: Path) -> Known:
        return self._written.get(str(target.resolve()), dict)

    def _write_first(self, site: LoadedSite, site_plan: SitePlan, target: Path, first: FirstFiles) -> dict[str, bytes]:
        """The pages `first` names rendered and put in place ahead of the rest, and `first` told; what they held
        before, by output path. A page none of them is renders nothing here."""
        wanted = set(first.paths())
        pages = [page for page in site_plan.pages if page.output_path in wanted]
        if not pages:
            return {}
        env = make_environment(find_theme(site.root, site.config.theme), site.config, self._environments)
        files = render_remembered(pages, env, site.config, site_plan.menu, self._words(site), self._rendered)
        before = write_first(target, {page.output_path: files[page.output_path] for page in pages},
                             self._known(target))
        first.written(target, site.config.base_path)
        return before

    def translator(self, code: str) -> Translator:
        """The words of a language: the bundled catalogues and the site's own i18n/ files."""
        return self._catalogues.translator(code, self.site_dir)

    def standings_after(self, tournament: Tournament, after_round: int, explain: bool = True) -> Standings:
        """`compute_standings` of the tournament cut after `after_round`, reused while rounds 1..after_round
        and everything but the later rounds stay the same: `serve`/`watch` recompute only from the edited
        round on, each from the context of the standings after the round before (kept for the next round's)."""
        rounds = tuple(r for r in tournament.rounds if r.number <= after_round)
        settings = self._settings.get(Same(tournament), lambda: repr(dataclasses.replace(tournament, rounds=())))
        key = (settings, rounds, after_round, explain)
        return self._standings.get(key, lambda: self._compute_standings(tournament, settings, rounds, after_round,
                                                                        explain))

    def _compute_standings(self, tournament: Tournament, settings: str, rounds: tuple[Round, ...],
                           after_round: int, explain: bool) -> Standings:
        cut = dataclasses.replace(tournament, rounds=rounds)
        earlier = tuple(r for r in rounds if r.number < after_round)
        previous = self._contexts.take(settings, earlier, after_round - 1)
        standings, context = standings_and_context(cut, after_round, explain=explain, memo=self._cells,
                                                   previous=previous)
        self._contexts.keep(settings, rounds, context)
        return standings

    def league_data(self, league: League) -> LeagueData:
        """A league with its table after every round entered (the last one explained), made once while the
        loader hands back the very same league (its files unchanged)."""
        return self._leagues.get(Same(league), lambda: LeagueData(league, compute_league_tables(league)))

    def engine_pairings(self, tournament: Tournament) -> NextRound | None:
        """The next round as the pairing engine pairs it, with the byes its round file already holds and the
        engine's reasons; None when the engine cannot pair it (a manual system, no legal pairing)."""
        return self._paired.get(Same(tournament), lambda: _engine_pairings(tournament))

    def stakes(self, tournament: Tournament, paired: Round) -> AtStake | None:
        """`pages.at_stake` of the round, reused while the tournament's settings and rounds are equal."""
        key = (repr(dataclasses.replace(tournament, rounds=())), tournament.rounds, paired)
        return self._stakes.get(key, lambda: at_stake(tournament, paired))

    def _words(self, site: LoadedSite) -> Callable[[str], Translator]:
        """The translators of one build: the catalogues' stamps are looked at once per language."""
        return functools.cache(lambda code: self._catalogues.translator(code, site.root))

    def _prepare(self, tournament: Tournament) -> TournamentData:
        """As `pages.prepare_tournament`, with the session's memo of round cells also for the scorecards over
        every round (which the standings after the last round were made from): the standings after each
        finished round, explained for the latest only (the pages explain those)."""
        completed = tournament.rounds_completed
        standings = {k: self.standings_after(tournament, k, explain=k == completed) for k in range(1, completed + 1)}
        return TournamentData(tournament, completed, standings, scorecards(tournament, memo=self._cells))


# A site with fewer players is built as fast by one process as by two (the second would wait for its start).
MANY_PLAYERS = 200
Unit = tuple[int, int, int]   # a tournament (its index), a part of its pages, in how many parts they are shared


@dataclass(frozen=True)
class _Share:
    """What one process made of its units: files, what the site's pages show of its tournaments, where its pages
    are (by tournament and page order) for the sitemap, and the parts of its players' calendars and feeds."""

    files: dict[str, bytes]
    shown: list[ShownOnSite]
    addresses: list[tuple[tuple[int, int], PageAddress]]
    followed: dict[str, dict[Start, Parts]]


def _shares(tournaments: Sequence[Tournament]) -> tuple[list[Unit], list[Unit]]:
    """The tournaments' work in two shares of about the same weight (players times rounds: the standings and the
    player pages), the heaviest first, each to the lighter share; a tournament of a third of the weight or more
    has its pages shared by both."""
    weights = [len(t.players) * max(1, len(t.rounds)) for t in tournaments]
    total = sum(weights)
    units: list[tuple[int, Unit]] = []
    for index, weight in enumerate(weights):
        parts = 2 if 3 * weight >= total else 1
        units.extend((weight // parts, (index, part, parts)) for part in range(parts))
    shares: tuple[list[Unit], list[Unit]] = ([], [])
    loads = [0, 0]
    for weight, unit in sorted(units, key=lambda u: (-u[0], u[1])):
        lighter = 0 if loads[0] <= loads[1] else 1
        shares[lighter].append(unit)
        loads[lighter] += weight
    return shares


def _event_files(config: SiteConfig, event: EventRecord, parts_of: Callable[[EventRecord], Mapping[Start, Parts]],
                 translators: Callable[[str], Translator]) -> dict[str, bytes]:
    return event_files(config, event, parts_of(event), translators(event.language))


def _engine_pairings(tournament: Tournament) -> NextRound | None:
    try:
        pairing = pair_next_round(tournament)
    except PairingError:
        return None
    entered = tournament.round(pairing.round_number)
    games = tuple(Game(b.white, b.black, board=i) for i, b in enumerate(pairing.boards, start=1))
    byes: tuple[Bye, ...] = (Bye(pairing.bye, ByeKind.PAB),) if pairing.bye is not None else ()
    free = berger.free_round_player(tournament, pairing.round_number) if tournament.round_robin else None
    byes += (Bye(free, ByeKind.FREE),) if free is not None else ()   # a round robin's free round: the schedule's
    paired = Round(pairing.round_number, games, byes + (entered.byes if entered else ()),
                   entered.date if entered else None)
    return NextRound(paired, computed=True, reasons=tuple(r.text for r in pairing.reasons))


def build_site(site_dir: Path, out_dir: Path | None = None, base_url: str | None = None) -> BuildReport:
    """Build the site in `site_dir` into `out_dir` (default: the output folder named in site.yml), in a session
    of its own: nothing is kept for a later call (`serve` and `watch` keep a `BuildSession`)."""
    return BuildSession(site_dir, out_dir, base_url, lasting=False).build()


def load(site_dir: Path, base_url: str | None = None) -> LoadedSite:
    """The validated site, read in a session of its own; `base_url` overrides the one in site.yml."""
    return BuildSession(site_dir, base_url=base_url, lasting=False).load()


def plan(site: LoadedSite) -> SitePlan:
    """`BuildSession.plan` in a session of its own."""
    return BuildSession(site.root, lasting=False).plan(site)


def render(site: LoadedSite, site_plan: SitePlan) -> dict[str, bytes]:
    """`BuildSession.render` in a session of its own."""
    return BuildSession(site.root, lasting=False).render(site, site_plan)
