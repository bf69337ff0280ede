"""Turn planned pages into bytes: Jinja templates from the site, then the theme; static files too.

Nothing here writes to disk; `output` does. Links come out relative to the page that holds them
(`url()` in templates), so the same files work at the domain root, under a sub-path, or from a local
server, whatever `base_url` says; `base_url` only feeds the canonical link.
"""
from __future__ import annotations

import functools
import hashlib
import os
import re
import sys
import traceback
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Hashable, Iterable, Iterator, Mapping, Sequence, TypeVar
from xml.etree.ElementTree import Element

import jinja2
import markdown
from markdown.treeprocessors import Treeprocessor
from markupsafe import Markup

from generator import __version__
from generator.core.cache import BoundedCache
from generator.core.errors import ContentError, Location, Problem, did_you_mean
from generator.core.gcpause import collect_young
from generator.i18n.catalogues import Catalogues, Translator
from generator.loading.config import SiteConfig
from generator.loading.filecache import FileStamp, folder_stamps
from generator.site import diagram, movetext, tablerows
from generator.site.output import Mark, SiteWriter
from generator.site.pages.contexts import Page
from generator.site.pages.formatting import format_points
from generator.site.pages.views import NavItem, PlayerRef, PlayerRoundLine

# Installed from a wheel the theme is inside the package (setup.py); in a checkout it is at the top.
_PACKAGE = Path(__file__).resolve().parent.parent
BUNDLED_THEMES = _PACKAGE / "themes" if (_PACKAGE / "themes").is_dir() else _PACKAGE.parent / "themes"
SAFE_URL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?", re.IGNORECASE)


def _scheme(url: str) -> str:
    """The URL's scheme with its colon, lower case; "" for a relative URL (SAFE_URL matches every string)."""
    found = SAFE_URL.match(url)
    return found.group(0).lower() if found else ""


SAFE_SCHEMES = ("", "http:", "https:", "mailto:")


@dataclass(frozen=True)
class Theme:
    """Where a theme's templates and static files are; a site's own folders come first."""

    name: str
    template_dirs: tuple[Path, ...]
    static_dirs: tuple[Path, ...]   # later folders override earlier ones


def find_theme(site_root: Path, name: str) -> Theme:
    """The theme folder (`<site>/themes/<name>` before the bundled one) plus the site's own overrides."""
    candidates = [site_root / "themes" / name, BUNDLED_THEMES / name]
    folder = next((c for c in candidates if (c / "templates").is_dir()), None)
    if folder is None:
        known = sorted({p.name for base in (site_root / "themes", BUNDLED_THEMES) if base.is_dir()
                        for p in base.iterdir() if (p / "templates").is_dir()})
        suggestion = did_you_mean(name, known)
        hint = f"did you mean '{suggestion}'?" if suggestion else f"themes available: {', '.join(known)}"
        raise ContentError([Problem(Location(str(site_root / "site.yml")), f"unknown theme '{name}'",
                                    hint=hint)])
    return Theme(name, (site_root / "templates", folder / "templates"),
                 (folder / "static", site_root / "static"))


class _SiteLinks(Treeprocessor):
    """Makes '/path' links in news relative to the page, and drops script URLs unless raw HTML is allowed."""

    root = ""
    allow_unsafe = False

    def run(self, root: Element) -> None:
        for element in root.iter():
            for attribute in ("href", "src"):
                value = (element.get(attribute) or "").strip()
                if not value:
                    continue
                if value.startswith("/") and not value.startswith("//"):
                    element.set(attribute, (self.root + value.lstrip("/")) or "./")
                elif not self.allow_unsafe and _scheme(value) not in SAFE_SCHEMES:
                    del element.attrib[attribute]


class MarkdownRenderer:
    """Markdown to HTML for news; raw HTML in the text is shown as text unless the site allows it."""

    def __init__(self, allow_raw_html: bool) -> None:
        self._md = markdown.Markdown(extensions=["extra", "sane_lists"], output_format="html")
        if not allow_raw_html:
            self._md.preprocessors.deregister("html_block")
            self._md.inlinePatterns.deregister("html")
        self._links = _SiteLinks(self._md)
        self._links.allow_unsafe = allow_raw_html
        self._md.treeprocessors.register(self._links, "site_links", 0)

    def __call__(self, text: str, root: str) -> Markup:
        self._links.root = root
        html = self._md.reset().convert(text)
        return Markup(html)


EnvironmentCache = BoundedCache[tuple[Theme, SiteConfig, tuple[tuple[str, tuple[FileStamp, ...]], ...]],
                                jinja2.Environment]


def environment_cache(size: int = 4) -> EnvironmentCache:
    """A build session's compiled templates: the last few themes and configurations."""
    return BoundedCache(size)


def make_environment(theme: Theme, config: SiteConfig, cache: EnvironmentCache | None = None) -> jinja2.Environment:
    """The environment of a theme and configuration. With a `cache` (a build session's), one per theme,
    configuration and state of the template files: templates are compiled once, and reused by later builds of
    the session (`bulletin serve`, `watch`) until a file changes."""
    if cache is None:
        return _new_environment(theme, config)
    key = (theme, config, folder_stamps(theme.template_dirs))
    return cache.get(key, lambda: _new_environment(theme, config))


class _CompiledTemplates(jinja2.FileSystemBytecodeCache):
    """Templates compiled once per installed version, kept in the user's cache folder (never in the site or its
    output): a fresh `bulletin build` then loads each template's code instead of compiling it. Jinja checks each
    file's source against the checksum stored with its code, so an edited template is compiled again; the
    folder's name carries the versions of chess-bulletin, Jinja and Python and the environment's options. The
    output does not depend on the cache; a folder that cannot be read or written only means compiling."""

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except Exception:   # a damaged or foreign file: compiled again, and replaced
            bucket.reset()

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass


def compiled_templates_folder(env: jinja2.Environment, environ: Mapping[str, str] | None = None) -> Path | None:
    """Where the templates `env` compiles are kept: `$XDG_CACHE_HOME/chess-bulletin/` (default `~/.cache/…`),
    one folder per version of chess-bulletin, Jinja and Python and per set of the options that shape the code;
    None when there is no home to put it in, or when `BULLETIN_NO_CACHE` is set. `environ` is the process's
    environment by default."""
    environ = os.environ if environ is None else environ
    if environ.get("BULLETIN_NO_CACHE"):
        return None
    base = environ.get("XDG_CACHE_HOME") or (str(Path(environ["HOME"]) / ".cache") if environ.get("HOME") else "")
    if not base:
        return None
    options = (env.autoescape, env.trim_blocks, env.lstrip_blocks, env.keep_trailing_newline, env.newline_sequence,
               env.optimized, sorted(env.extensions))
    versions = repr((__version__, jinja2.__version__, sys.implementation.cache_tag, options))
    return Path(base) / "chess-bulletin" / f"templates-{hashlib.sha256(versions.encode()).hexdigest()[:16]}"


def _compiled_templates(env: jinja2.Environment) -> jinja2.BytecodeCache | None:
    folder = compiled_templates_folder(env)
    if folder is None:
        return None
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError:
        return None
    return _CompiledTemplates(str(folder))


def _new_environment(theme: Theme, config: SiteConfig) -> jinja2.Environment:
    loader = jinja2.ChoiceLoader([jinja2.FileSystemLoader(str(d)) for d in theme.template_dirs])
    env = jinja2.Environment(loader=loader, autoescape=True, undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, auto_reload=False, cache_size=-1)
    env.bytecode_cache = _compiled_templates(env)
    to_html = MarkdownRenderer(config.allow_raw_html)
    env.filters["points"] = format_points
    env.filters["sortable"] = tablerows.sortable
    env.filters["date"] = jinja2.pass_context(lambda ctx, value: ctx["t"].date(value))
    env.filters["markdown"] = jinja2.pass_context(lambda ctx, text: to_html(text, ctx["root"]))
    targets: BoundedCache[str, str] = BoundedCache(65536)   # the same few thousand targets recur on every page
    encoded = targets.memoized(_percent_encoded)
    depths: BoundedCache[str, _Links] = BoundedCache(64)
    links = depths.memoized(lambda root: _Links(root, encoded))   # by the way back to the root: '../../'
    env.globals["url"] = jinja2.pass_context(lambda ctx, target: links(ctx["root"]).urls[target])
    env.globals["link_to_player"] = jinja2.pass_context(lambda ctx, player: Markup(links(ctx["root"]).player(player)))
    # The rows of the largest tables (generator/site/tablerows.py), as the page's `link_to_player` and `url` draw them.
    env.globals["standings_rows"] = jinja2.pass_context(
        lambda ctx, table, limit=None: tablerows.standings_rows(table, limit, ctx["t"], links(ctx["root"]).player))
    env.globals["grid_rows"] = jinja2.pass_context(
        lambda ctx, grid, id: tablerows.grid_rows(grid, id, ctx["t"], links(ctx["root"]).player))
    env.globals["crosstable_rows"] = jinja2.pass_context(
        lambda ctx, rows, after_round: tablerows.crosstable_rows(rows, after_round, links(ctx["root"]).player))
    env.globals["starting_rows"] = jinja2.pass_context(
        lambda ctx, players: tablerows.starting_rows(players, ctx["t"], links(ctx["root"]).player))
    env.globals["board_rows"] = jinja2.pass_context(
        lambda ctx, boards: tablerows.board_rows(boards, ctx["t"], links(ctx["root"]).player,
                                                 links(ctx["root"]).hrefs.__getitem__))
    # A game's moves and boards (generator/site/movetext.py, diagram.py): drawn as the page is rendered.
    env.globals["move_list"] = jinja2.pass_context(
        lambda ctx, game, prefix: Markup(movetext.move_list(game, prefix, ctx["t"])))
    env.globals["diagram"] = lambda view, prefix, css="": Markup(movetext.figure(view, prefix, css))
    env.globals["piece_defs"] = lambda prefix: Markup(diagram.piece_defs(prefix))
    env.globals["player_round_rows"] = jinja2.pass_context(
        lambda ctx, lines, rated: _player_round_rows(lines, rated, ctx["t"], links(ctx["root"])))
    env.globals["term_rows"] = jinja2.pass_context(
        lambda ctx, terms: tablerows.term_rows(terms, links(ctx["root"]).hrefs.__getitem__))
    # The charts' many marks and their words (generator/site/tablerows.py too): a score chart has a bar per score.
    env.globals["rank_chart_desc"] = jinja2.pass_context(lambda ctx, c: tablerows.rank_chart_desc(c, ctx["t"]))
    env.globals["rank_chart_dots"] = tablerows.rank_chart_dots
    env.globals["rank_chart_grid"] = tablerows.rank_chart_grid
    env.globals["rank_chart_rank_labels"] = tablerows.rank_chart_rank_labels
    env.globals["rank_chart_round_labels"] = tablerows.rank_chart_round_labels
    env.globals["score_chart_desc"] = jinja2.pass_context(lambda ctx, c: tablerows.score_chart_desc(c, ctx["t"]))
    env.globals["score_chart_bars"] = tablerows.score_chart_bars
    env.globals["round_links"] = jinja2.pass_context(
        lambda ctx, rounds, current: tablerows.round_links(rounds, current, links(ctx["root"]).hrefs.__getitem__))
    return env


def _player_round_rows(lines: Iterable[PlayerRoundLine], rated: object, words: Translator, links: _Links) -> Markup:
    return tablerows.player_round_rows(lines, bool(rated), words, links.player, links.hrefs.__getitem__)


K = TypeVar("K", bound=Hashable)


class _Kept(dict[K, str]):
    """The values of a pure function of one argument, each made once and then read as from a dict: `kept[key]`
    costs no Python call when the value is there. Emptied when it holds `size` values, for a long `serve` session
    meets ever new ones."""

    def __init__(self, make: Callable[[K], str], size: int = 65536) -> None:
        super().__init__()
        self._make = make
        self._size = size

    def __missing__(self, key: K) -> str:
        if len(self) >= self._size:
            self.clear()
        value = self[key] = self._make(key)
        return value


class _Links:
    """The links of the pages at one depth (`root`, their way back to the site root), each worked out once: a
    target's URL as `url()` gives it, the same escaped for an href, and a player's link. A 1000-player Swiss's
    1000 player pages show 11 opponents and 44 other links each, to the same few thousand pages."""

    def __init__(self, root: str, encoded: Callable[[str], str]) -> None:
        self.urls: _Kept[str] = _Kept(lambda target: _relative(root, target, encoded))
        self.hrefs: _Kept[str] = _Kept(lambda target: tablerows.escaped(self.urls[target]))
        self._players: _Kept[tuple[str, str, str | None]] = _Kept(
            lambda key: _anchor(self.hrefs[key[0]], key[1], key[2]))

    def player(self, player: PlayerRef) -> str:
        """`player_link`'s text: a player's link as the tables show it."""
        return self._players[player.href, player.name, player.title]


def player_link(root: str, player: PlayerRef, encoded: Callable[[str], str] | None = None) -> Markup:
    """`<a href="…">[<abbr class="fide-title">GM</abbr> ]Name</a>`, escaped as the templates escape: the
    link of every table row (a league's site has some 10⁵), so Python rather than a template macro."""
    href = _relative(root, player.href, encoded or _percent_encoded)
    return Markup(_anchor(tablerows.escaped(href), player.name, player.title))


def _anchor(href: str, name: str, title: str | None) -> str:
    """A player's link to the (escaped) `href`, name and title escaped."""
    shown = f'<abbr class="fide-title">{tablerows.escaped(title)}</abbr> ' if title else ""
    return f'<a href="{href}">{shown}{tablerows.escaped(name)}</a>'


def _relative(root: str, target: str, encoded: Callable[[str], str]) -> str:
    """A site-relative URL ('' = home, 'news/' ...) as seen from the page whose way back to the root is `root`."""
    return (root + encoded(target)) or "./"


def _percent_encoded(target: str) -> str:
    """Folder and file names with spaces or non-ASCII letters, safe inside an href."""
    return urllib.parse.quote(target, safe="/#")


def root_of(url: str) -> str:
    """From a page's directory URL to the site root: 'a/b/' -> '../../'."""
    return "../" * url.count("/")


def canonical_url(config: SiteConfig, page: Page) -> str | None:
    """The page's absolute address when base_url is a full URL (scheme and host), else None; for a page that
    repeats another (the latest standings in standings/), the address of the original."""
    base = config.address.absolute_base
    return None if base is None else base + _percent_encoded(page.copy_of or page.url)


PAGES_PER_COLLECTION = 64

# Each page as last rendered by a build session, by output path: the page, environment, menu and words it was
# rendered with, and the mark that stands for its bytes in the writer's `Known` (output.py): a `Mark`, the bytes
# not kept, but for the few pages `render_remembered` renders.
RenderMemo = dict[str, tuple[Page, jinja2.Environment, tuple[NavItem, ...], Translator, object]]


def render_pages(pages: Sequence[Page], env: jinja2.Environment, config: SiteConfig,
                 menu: Sequence[NavItem] = (),
                 translators: Callable[[str], Translator] | None = None) -> dict[str, bytes]:
    """Every page rendered: output path -> UTF-8 HTML. Template mistakes become located problems.

    Templates word the interface with `t` (the `Translator` of the page's language) and set `lang`."""
    files: dict[str, bytes] = {}
    renderer = _Renderer(env, config, tuple(menu))
    for page, words in _each_page(pages, config, translators):
        rendered = renderer.render(page, words)
        if rendered is not None:
            files[page.output_path] = rendered
    renderer.report()
    return files


def render_remembered(pages: Sequence[Page], env: jinja2.Environment, config: SiteConfig, menu: Sequence[NavItem],
                      translators: Callable[[str], Translator], memo: RenderMemo) -> dict[str, bytes]:
    """`render_pages`, each page remembered in `memo` with its bytes as their own mark: once the writer knows its
    file by those very bytes (`output.write_first`), `write_pages` finds it in place and does not render it again."""
    files = render_pages(pages, env, config, menu, translators)
    for page, words in _each_page(pages, config, translators):
        memo[page.output_path] = (page, env, tuple(menu), words, files[page.output_path])
    return files


def write_pages(pages: Sequence[Page], env: jinja2.Environment, config: SiteConfig, menu: Sequence[NavItem],
                translators: Callable[[str], Translator], memo: RenderMemo, writer: SiteWriter) -> None:
    """Every page rendered and handed to `writer` one at a time (a site's pages are not all in memory at once),
    but a page that is the same as last time (the very same object, or an equal one: after one result changed,
    most pages of a tournament are planned again equal to what they were), rendered by the same environment
    (templates and configuration) with the same menu and words, while its file still holds what it was
    rendered to: then it is not rendered again. A page is equal when its address, title, description, language
    and context are, and the context is all its template reads besides what every page is given. Raises
    `ContentError` with every template mistake once all pages are through."""
    renderer = _Renderer(env, config, tuple(menu))
    for page, words in _each_page(pages, config, translators):
        path = page.output_path
        kept = memo.get(path)
        if (kept is not None and kept[1] is env and kept[3] is words and kept[2] == renderer.menu
                and (kept[0] is page or kept[0] == page) and writer.holds(path, kept[4])):
            if kept[0] is not page:   # the equal page of this plan: the next build finds it
                memo[path] = (page, env, renderer.menu, words, kept[4])
            continue
        rendered = renderer.render(page, words)
        if rendered is not None:
            mark = Mark()
            writer.put(path, rendered, mark)
            memo[path] = (page, env, renderer.menu, words, mark)
    renderer.report()


def _each_page(pages: Sequence[Page], config: SiteConfig, translators: Callable[[str], Translator] | None
               ) -> Iterator[tuple[Page, Translator]]:
    """Each page with the words of its language (default: the bundled catalogues, read once for this call)."""
    words_of = translators or functools.cache(Catalogues().translator)
    return ((page, words_of(page.language or config.language)) for page in pages)


@dataclass
class _Renderer:
    """Pages rendered with one environment, configuration and menu; the template mistakes met kept for `report`.
    Jinja's imports `with context` leave each rendered page's context in reference cycles: freed every few
    pages, for a build pauses the collector."""

    env: jinja2.Environment
    config: SiteConfig
    menu: tuple[NavItem, ...]
    problems: list[Problem] = field(default_factory=list)
    rendered: int = 0

    def render(self, page: Page, words: Translator) -> bytes | None:
        """The page as UTF-8 HTML; None when its template fails (the mistake is kept)."""
        self.rendered += 1
        if self.rendered % PAGES_PER_COLLECTION == 0:
            collect_young()
        config = self.config
        try:
            template = self.env.get_template(page.template)
            html = template.render(page.variables(), page=page, site=config, menu=self.menu,
                                   lang=page.language or config.language, t=words, root=root_of(page.url),
                                   canonical=canonical_url(config, page))
        except (jinja2.TemplateError, TypeError, AttributeError, ValueError, LookupError, ArithmeticError) as exc:
            # what a template's expression can raise: `a / b` with b 0, a filter given text, a method's lookup
            problem = _template_problem(exc, page)
            if problem is None:
                raise
            self.problems.append(problem)
            return None
        return html.encode("utf-8")

    def report(self) -> None:
        """Raise `ContentError` with the template mistakes met, one report per mistake and place, if any."""
        first: dict[tuple[Location, str], Problem] = {}
        for problem in self.problems:
            first.setdefault((problem.location, problem.message), problem)
        if first:
            raise ContentError(list(first.values()))


def static_files(theme: Theme) -> dict[str, bytes]:
    """The theme's static files, then the site's own `static/` (which wins), by output path."""
    files: dict[str, bytes] = {}
    for folder in theme.static_dirs:
        if folder.is_dir():
            for path in sorted(p for p in folder.rglob("*") if p.is_file()):
                files[path.relative_to(folder).as_posix()] = path.read_bytes()
    return files


def render_site(pages: Sequence[Page], site_root: Path, config: SiteConfig,
                menu: Sequence[NavItem] = (), *, translators: Callable[[str], Translator] | None = None,
                environments: EnvironmentCache | None = None, static: bool = True) -> dict[str, bytes]:
    """All output files of the site, by path relative to the output folder (without the theme's and the site's
    static files when not `static`). `translators` gives the words of a language (default: the bundled
    catalogues and the site's, read once for this call); `environments`, a build session's, keeps compiled
    templates."""
    theme = find_theme(site_root, config.theme)
    files = static_files(theme) if static else {}
    if translators is None:
        catalogues = Catalogues()
        translators = functools.cache(lambda code: catalogues.translator(code, site_root))
    files.update(render_pages(pages, make_environment(theme, config, environments), config, menu, translators))
    return dict(sorted(files.items()))


def _template_problem(exc: Exception, page: Page) -> Problem | None:
    """Where in which template rendering failed, quoting the template line; None when not a template's fault."""
    if isinstance(exc, jinja2.TemplateSyntaxError) and exc.filename:
        return _located(exc.filename, exc.lineno, f"template syntax error: {exc.message}", page)
    frame = _last_template_frame(traceback.extract_tb(exc.__traceback__))
    message = f"template error: {exc}"
    if frame is None:
        if not isinstance(exc, jinja2.TemplateError):
            return None
        return Problem(Location(page.template), message, hint=f"while rendering {page.url or 'the home page'}")
    return _located(frame[0], frame[1], message, page)


def _last_template_frame(frames: Iterable[traceback.FrameSummary]) -> tuple[str, int] | None:
    found = None
    for frame in frames:
        if frame.filename.endswith((".html", ".xml", ".txt", ".j2")):
            found = (frame.filename, frame.lineno or 0)
    return found


def _located(filename: str, line: int | None, message: str, page: Page) -> Problem:
    source = None
    try:
        lines = Path(filename).read_text(encoding="utf-8").splitlines()
        source = lines[line - 1] if line and line <= len(lines) else None
    except OSError:
        pass
    return Problem(Location(filename, line or 0, 1 if line else 0), message, source,
                   hint=f"while rendering {page.url or 'the home page'} with {page.template}")
