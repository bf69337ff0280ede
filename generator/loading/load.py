"""Reading a whole site or one tournament folder, every problem collected (see the package docstring)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from generator.core.cache import BoundedCache
from generator.core.errors import Location, Problem, did_you_mean, sort_problems
from generator.i18n.catalogues import Catalogues
from generator.loading.config import LoadedSite
from generator.loading.contentfile import MAX_CONTENT_BYTES
from generator.loading.filecache import folder_contents
from generator.loading.identities import Event, identify
from generator.loading.league import LEAGUE_FILE, read_league
from generator.loading.members import read_members
from generator.loading.news import read_news
from generator.loading.site import read_site_config
from generator.loading.tournament import TournamentReader
from generator.loading.values import (
    CONTENT_DIR,
    NEWS_DIR,
    ROUNDS_DIR,
    TOURNAMENT_FILE,
    Problems,
    file_problem,
    raise_on_errors,
    unusable_name,
)
from generator.loading.yamlsource import YamlNode
from generator.trf.reader import load_trf_file, read_trf_file

if TYPE_CHECKING:
    from generator.core.model import Tournament
    from generator.core.teams.model import League
    from generator.loading.config import SiteConfig
    from generator.loading.identities import Identities
    from generator.loading.members import Member


FolderKey = tuple[str, str, tuple[tuple[str, bytes], ...]]   # folder, its name in messages, its files' contents
FolderReading = tuple["Tournament | None", tuple[Problem, ...]]
LeagueReading = tuple["League | None", tuple[Problem, ...]]


Unread = Sequence[tuple[Path, str]]   # tournament folders to read, each with its name in messages


class LoadMemo:
    """What a build session keeps from one load of its site to the next: each tournament folder's reading, the
    very same `Tournament` handed back while no file of the folder changed (so `serve` and `watch` redo, and
    render again, only the tournament that was edited), and the catalogues."""

    def __init__(self, catalogues: Catalogues | None = None, folders: int = 512) -> None:

        self.folders: BoundedCache[FolderKey, FolderReading] = BoundedCache(folders)
        self.leagues: BoundedCache[FolderKey, LeagueReading] = BoundedCache(folders)
        # who is who, while the events' players and members.yml are the same (an edited round keeps it)
        self.people: BoundedCache[object, tuple[Identities, tuple[Problem, ...]]] = BoundedCache(2)
        self.catalogues = catalogues if catalogues is not None else Catalogues()


def load_site(root: Path, memo: LoadMemo | None = None) -> LoadedSite:
    """Read a whole site. Raises `ContentError` with every problem when any of them is an error. With a `memo`,
    an unchanged tournament folder is not read again."""

    problems: Problems = []
    config, listed = read_site_config(root, problems, memo.catalogues if memo is not None else None)
    loaded, leagues = _load_events(root, config, listed, problems, memo)
    tournaments = [t for t in loaded.values() if t is not None]
    news = read_news(root, loaded, problems, leagues)
    played = tuple(league for league in leagues.values() if league is not None)
    members, identities = _people(root, tournaments, played, problems, memo)
    raise_on_errors(problems)
    return LoadedSite(root=root, config=config, tournaments=tuple(tournaments), news=tuple(news),
                      warnings=tuple(sort_problems(problems)), leagues=played, members=members,
                      identities=identities)


def _people(root: Path, tournaments: Sequence[Tournament], leagues: Sequence[League], problems: Problems,
            memo: LoadMemo | None = None) -> tuple[tuple[Member, ...], Identities]:
    """members.yml, and every player of the site's events recognised as a person (loading/identities.py); with a
    `memo`, the very same identities while the events' players and the members are equal."""

    members = read_members(root, problems)
    events = [Event(t.slug, t.players, f"{CONTENT_DIR}/{t.slug}/{TOURNAMENT_FILE}", t.start_date or t.round_date(1))
              for t in tournaments]
    events += [Event(league.slug, league.players, f"{CONTENT_DIR}/{league.slug}/{LEAGUE_FILE}",
                     league.start_date or next((d for d in league.dates if d is not None), None))
               for league in leagues]
    if memo is None:
        return members, identify(events, members, problems)
    key = (tuple((e.slug, tuple(e.players), e.file, e.start) for e in events), members)

    def fresh() -> tuple[Identities, tuple[Problem, ...]]:
        found: Problems = []
        return identify(events, members, found), tuple(found)

    identities, found = memo.people.get(key, fresh)
    problems.extend(found)
    return members, identities


def load_tournament(path: Path) -> tuple[Tournament, list[Problem]]:
    """Read one tournament: a content folder (tournament.yml or one *.trf), its tournament.yml, or a .trf file.

    Returns the tournament and its warnings; raises `ContentError` when there is any error.
    """
    if path.is_file() and path.name == TOURNAMENT_FILE:
        path = path.parent
    if path.is_file():
        return load_trf_file(path)
    problems: Problems = []
    tournament = _read_tournament_folder(path, path.as_posix(), problems, games=False)
    if tournament is None and not any(p.is_error for p in problems):
        problems.append(Problem(Location(path.as_posix()), f"no {TOURNAMENT_FILE} or .trf file here",
                                hint=f"a tournament folder holds {TOURNAMENT_FILE} and rounds/01.yml, …"))
    raise_on_errors(problems)
    assert tournament is not None, "without a tournament there is an error, raised above"
    return tournament, sort_problems(problems)


def _load_events(root: Path, config: SiteConfig, listed: list[YamlNode], problems: Problems,
                 memo: LoadMemo | None) -> tuple[dict[str, Tournament | None], dict[str, League | None]]:
    """Each tournament and each league of the site by slug, in site order; None for one that could not be read.
    A folder with a league.yml is a league; site.yml's `tournaments:` lists both kinds."""
    content = root / CONTENT_DIR
    folders = sorted(p for p in content.iterdir() if p.is_dir() and p.name != NEWS_DIR
                     and not p.name.startswith(".")) if content.is_dir() else []
    for folder in folders:
        if (problem := unusable_name(folder.name, f"{CONTENT_DIR}/{folder.name}")) is not None:
            problems.append(problem)
    folders = [p for p in folders if unusable_name(p.name, "") is None]
    leagues = {p.name: p for p in folders if (p / LEAGUE_FILE).is_file() and not (p / TOURNAMENT_FILE).is_file()}
    candidates = {p.name: p for p in folders
                  if p.name in leagues or (p / TOURNAMENT_FILE).is_file() or _trf_files(p)}
    _refuse_orphan_rounds(folders, candidates, problems)
    slugs = list(candidates)
    if config.tournaments is not None:
        slugs = _narrowed_slugs(listed, candidates, problems)
    tournaments = _load_tournament_folders({slug: candidates[slug] for slug in slugs if slug not in leagues},
                                           problems, memo)
    return tournaments, {slug: _load_league_folder(leagues[slug], f"{CONTENT_DIR}/{slug}", problems, memo)
                         for slug in slugs if slug in leagues}


def _load_league_folder(folder: Path, shown: str, problems: Problems, memo: LoadMemo | None) -> League | None:
    """The league of a folder; with a `memo`, the very same object as last time while no file of it changed."""
    return _read_memoized(folder, shown, problems, memo.leagues if memo is not None else None, read_league)


def _refuse_orphan_rounds(folders: list[Path], candidates: dict[str, Path], problems: Problems) -> None:
    """Round files in a folder with no tournament.yml would be silently left out of the site: an error."""
    for folder in folders:
        rounds = folder / ROUNDS_DIR
        if folder.name in candidates or not rounds.is_dir():
            continue
        first = min((p.name for p in rounds.iterdir() if p.is_file()), default=None)
        shown = f"{CONTENT_DIR}/{folder.name}/{ROUNDS_DIR}" + (f"/{first}" if first else "")
        message = f"round files for a tournament that does not exist: no {TOURNAMENT_FILE} in " \
                  f"{CONTENT_DIR}/{folder.name}/"
        guess = did_you_mean(folder.name, candidates)
        hint = (f"did you mean the folder '{guess}'? move the round files there" if guess
                else f"add {CONTENT_DIR}/{folder.name}/{TOURNAMENT_FILE} with the tournament's name and players")
        problems.append(file_problem(shown, message, hint))


def _narrowed_slugs(listed: list[YamlNode], candidates: dict[str, Path], problems: Problems) -> list[str]:
    """site.yml `tournaments:` in its order; a name without a tournament folder is an error."""
    slugs = []
    for node in listed:
        slug = node.text.strip()  # type: ignore[attr-defined]  # site.py lists scalars only
        if slug in slugs:
            problems.append(node.problem(f"tournament '{slug}' is listed twice"))
        elif slug in candidates:
            slugs.append(slug)
        else:
            message = f"unknown tournament '{slug}'"
            guess = did_you_mean(slug, candidates)
            if guess:
                message += f" — did you mean '{guess}'?"
            hint = (f"tournament and league folders under {CONTENT_DIR}/: {', '.join(candidates)}" if candidates
                    else f"no folder under {CONTENT_DIR}/ holds a {TOURNAMENT_FILE} or {LEAGUE_FILE}")
            problems.append(node.problem(message, hint))
    return slugs


def _trf_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.trf") if p.is_file())


def _load_tournament_folders(folders: dict[str, Path], problems: Problems, memo: LoadMemo | None
                             ) -> dict[str, Tournament | None]:
    """The tournament of each folder, by slug; with a `memo`, the very same object as last time while no file in
    the folder changed."""
    cache = memo.folders if memo is not None else None
    return {slug: _read_memoized(folder, f"{CONTENT_DIR}/{slug}", problems, cache, _read_tournament_folder)
            for slug, folder in folders.items()}


def _folder_key(folder: Path, shown: str) -> FolderKey | None:
    """What a folder's reading is kept under: the folder, its name in messages and every file's bytes; None when
    a file is too large or cannot be read (then nothing is reused)."""
    contents = folder_contents(folder, MAX_CONTENT_BYTES)
    return None if contents is None else (str(folder.resolve()), shown, contents)


E = TypeVar("E")


def _read_memoized(folder: Path, shown: str, problems: Problems,
                   cache: BoundedCache[FolderKey, tuple[E | None, tuple[Problem, ...]]] | None,
                   read: Callable[[Path, str, Problems], E | None]) -> E | None:
    """What `read` makes of a folder; with a `cache`, the very same object (and problems) as last time while the
    bytes of every file below the folder are the same."""
    key = _folder_key(folder, shown) if cache is not None else None
    if cache is None or key is None:
        return read(folder, shown, problems)

    def fresh() -> tuple[E | None, tuple[Problem, ...]]:
        found: Problems = []
        return read(folder, shown, found), tuple(found)

    made, found = cache.get(key, fresh)
    problems.extend(found)
    return made


def _read_tournament_folder(folder: Path, shown: str, problems: Problems, games: bool = True) -> Tournament | None:
    """A folder's tournament; with `games` (a site's), the games files of its rounds read too."""
    if (folder / TOURNAMENT_FILE).is_file():
        return TournamentReader(folder, shown, problems, games).read()
    trf = _trf_files(folder)
    if len(trf) > 1:
        problems.append(file_problem(shown, f"{len(trf)} TRF files and no {TOURNAMENT_FILE}",
                                     "keep one .trf file per tournament folder"))
        return None
    if trf:
        return read_trf_file(trf[0], f"{shown}/{trf[0].name}", folder.name, problems)
    return None
