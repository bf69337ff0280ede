"""`bulletin build` as a function: load -> compute -> plan -> render -> write, returning a report.

`serve` and `watch` call `build_site` as their callback. A content or template problem raises
`ContentError` before anything is written, so the previous site stays as it was.
"""
from __future__ import annotations

import dataclasses
import functools
import time
from dataclasses import dataclass
from pathlib import Path
from collections import OrderedDict
from typing import Callable, Generic, Sequence, TypeVar

from .config import LoadedSite
from .errors import Problem
from .exports.downloads import download_files
from .loading import load_site
from .feeds import machine_files
from .filecache import RecentValues
from .gcpause import freeze_survivors, no_cycle_collection
from .i18n import translator
from .model import Bye, ByeKind, Game, Round, Tournament
from .output import write_site
from .pages import NextRound, PlanMemo, SitePlan, TournamentData, plan_site, prepare_tournament
from .pairing import PairingError, pair_next_round
from .parallel import in_two
from .render import RenderMemo, render_site
from .standings import Standings, compute_standings

V = TypeVar("V")


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

    def summary(self) -> str:
        """The closing line of `bulletin build`."""
        removed = f", {self.removed} removed" if self.removed else ""
        return (f"built {_plural(self.pages, 'page')} for {_plural(self.tournaments, 'tournament')} "
                f"in {self.seconds:.2f} s ({self.written} written, {self.unchanged} unchanged{removed})")


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def load(site_dir: Path, base_url: str | None = None) -> LoadedSite:
    """The validated site; `base_url` (from the command line) overrides the one in site.yml."""
    site = load_site(site_dir)
    if base_url is not None:
        site = dataclasses.replace(site, config=dataclasses.replace(site.config, base_url=base_url))
    return site


class SameObjects(Generic[V]):
    """What was made from an (immutable) object, reused while the very same object comes back.

    The loader hands back the very same `Tournament` while no file of its folder changed; so everything made
    from it (standings, the engine's pairing, pages, downloads) is kept between the builds of one process
    (`serve`, `watch`) and only the edited tournament is computed, planned and rendered again."""

    def __init__(self, size: int = 512) -> None:
        self._size = size
        self._values: OrderedDict[int, tuple[object, V]] = OrderedDict()

    def get(self, source: object, make: Callable[[], V]) -> V:
        kept = self._values.pop(id(source), None)
        value = kept[1] if kept is not None and kept[0] is source else make()
        self._values[id(source)] = (source, value)
        while len(self._values) > self._size:
            self._values.popitem(last=False)
        return value

    def holds(self, source: object) -> bool:
        """Whether a value made from the very same `source` is kept."""
        kept = self._values.get(id(source))
        return kept is not None and kept[0] is source


_PREPARED: SameObjects[TournamentData] = SameObjects()
_PAIRED: SameObjects[NextRound | None] = SameObjects()
_DOWNLOADS: SameObjects[dict[str | None, dict[str, bytes]]] = SameObjects()   # by host
_PLANNED: PlanMemo = {}         # each tournament's pages, by slug (pages.plan_site)
_RENDERED: RenderMemo = {}      # each page's bytes, by output path (render.render_pages)


def plan(site: LoadedSite) -> SitePlan:
    """Standings once per finished round of every tournament, then every page as data."""
    fresh = [t for t in site.tournaments if not _PREPARED.holds(t)]
    made = {id(t): d for t, d in zip(fresh, (d for half in in_two(fresh, _prepare_each, minimum=8) for d in half))}
    data = [_PREPARED.get(t, lambda t=t: made[id(t)]) for t in site.tournaments]
    words = functools.cache(lambda code: translator(code, site.root))   # bundled + the site's i18n/ files
    site_plan = plan_site(site, data, pairings=engine_pairings, translators=words, memo=_PLANNED)
    return dataclasses.replace(site_plan, tournaments=tuple(data))


def _prepare_each(tournaments: Sequence[Tournament]) -> list[TournamentData]:
    """Standings and scorecards of each tournament: pure work, so half of a league's site is done on the
    second core (generator/parallel.py; the standings are most of the planning)."""
    return [prepare_tournament(t, standings_after, unexplained_standings_after) for t in tournaments]


_STANDINGS: RecentValues[Standings] = RecentValues(size=2048)   # every round of a 50-tournament site


def standings_after(tournament: Tournament, after_round: int, explain: bool = True) -> Standings:
    """`compute_standings` of the tournament cut after `after_round`, reused while rounds 1..after_round and
    everything but the later rounds stay the same: `serve`/`watch` recompute only from the edited round on."""
    rounds = tuple(r for r in tournament.rounds if r.number <= after_round)
    cut = dataclasses.replace(tournament, rounds=rounds)
    key = (repr(dataclasses.replace(tournament, rounds=())), rounds, after_round, explain)
    return _STANDINGS.get(key, lambda: compute_standings(cut, after_round, explain=explain))


def unexplained_standings_after(tournament: Tournament, after_round: int) -> Standings:
    """`standings_after` without the tie-break explanations (for the rounds before the latest)."""
    return standings_after(tournament, after_round, explain=False)


def engine_pairings(tournament: Tournament) -> NextRound | None:
    """The next round as the pairing engine pairs it, with the byes its round file already holds and the
    engine's reasons; None when the engine cannot pair it (a manual system, no legal pairing)."""
    return _PAIRED.get(tournament, lambda: _engine_pairings(tournament))


def _engine_pairings(tournament: Tournament) -> NextRound | None:
    try:
        pairing = pair_next_round(tournament)
    except PairingError:
        return None
    entered = tournament.round(pairing.round_number)
    games = tuple(Game(b.white, b.black, board=i) for i, b in enumerate(pairing.boards, start=1))
    byes = (Bye(pairing.bye, ByeKind.PAB),) if pairing.bye is not None else ()
    paired = Round(pairing.round_number, games, byes + (entered.byes if entered else ()),
                   entered.date if entered else None)
    return NextRound(paired, computed=True, reasons=tuple(r.text for r in pairing.reasons))


def render(site: LoadedSite, site_plan: SitePlan) -> dict[str, bytes]:
    """The pages and static files, then feed.xml and sitemap.xml (generator/feeds.py), then each tournament's
    downloads (JSON, CSV, TRF, iCalendar: generator/exports)."""
    files = render_site(site_plan.pages, site.root, site.config, site_plan.menu, memo=_RENDERED)
    files.update(machine_files(site.config, site_plan.pages, site_plan.feed))
    host = site.config.base_url.split("://", 1)[1].partition("/")[0] if "://" in site.config.base_url else None
    kept = [_DOWNLOADS.get(data, dict) for data in site_plan.tournaments]   # by host, per tournament
    missing = [(data, by_host) for data, by_host in zip(site_plan.tournaments, kept) if host not in by_host]

    def make(part: Sequence[tuple[TournamentData, dict]]) -> list[dict[str, bytes]]:
        return [download_files(data.tournament, data.standings, host or "chess-bulletin.invalid", cards=data.cards)
                for data, _ in part]

    made = [files_of for half in in_two(missing, make, minimum=8) for files_of in half]   # generator/parallel.py
    for (_, by_host), files_of in zip(missing, made):
        by_host[host] = files_of
    for by_host in kept:
        files.update(by_host[host])
    return files


def build_site(site_dir: Path, out_dir: Path | None = None, base_url: str | None = None) -> BuildReport:
    """Build the site in `site_dir` into `out_dir` (default: the output folder named in site.yml)."""
    started = time.perf_counter()
    with no_cycle_collection():
        site = load(site_dir, base_url)
        site_plan = plan(site)
        files = render(site, site_plan)
        target = out_dir if out_dir is not None else site_dir / site.config.output_dir
        result = write_site(target, files)
    freeze_survivors()
    return BuildReport(
        out_dir=target, pages=len(site_plan.pages), files=len(files), written=len(result.written),
        unchanged=len(result.unchanged), removed=len(result.removed), tournaments=len(site.tournaments),
        seconds=time.perf_counter() - started, warnings=tuple(site.warnings),
        base_path=site.config.base_path)
