"""Each template reads exactly the fields of its page kind (generator/site/pages/contexts.py), and a page's context
may be worked out when it is rendered.

What a template reads is found by Jinja itself (jinja2.meta.find_undeclared_variables) over the template with
what it extends and includes inlined, plus what the templates it imports read; the names `render` gives
every page are asked of `render` (a probe page lists them), so neither list is written twice."""
from __future__ import annotations

import gc
from dataclasses import dataclass, fields
from pathlib import Path
from typing import ClassVar

import jinja2
import pytest
from jinja2 import meta, nodes
from jinja2.visitor import NodeTransformer
from sitedata import REPO

from generator.loading.config import SiteConfig
from generator.site.pages.contexts import (
    Deferred,
    HomeContext,
    NewsIndexContext,
    Page,
    PageContext,
    StandingsContext,
)
from generator.site.render import find_theme, make_environment, render_pages

THEME = REPO / "themes" / "default" / "templates"


def theme_environment(site_root: Path = REPO) -> jinja2.Environment:
    """The environment `render` draws the site with: the site's own templates before the theme's."""
    return make_environment(find_theme(site_root, "default"), SiteConfig())


def _tree(env: jinja2.Environment, name: str) -> nodes.Template:
    """The template as one tree: includes inlined, and when it extends another, the parent's tree with the
    child's blocks in place of the parent's and the child's top-level tags (imports) in front."""
    assert env.loader is not None
    tree = env.parse(env.loader.get_source(env, name)[0], name)

    class Inline(NodeTransformer):
        def visit_Include(self, node: nodes.Include) -> list[nodes.Node]:
            return _tree(env, _name(node.template)).body

    tree = Inline().visit(tree)
    extends = next(tree.find_all(nodes.Extends), None)
    if extends is None:
        return tree
    parent = _tree(env, _name(extends.template))
    blocks = {block.name: block for block in tree.find_all(nodes.Block)}
    for block in parent.find_all(nodes.Block):
        if block.name in blocks:
            block.body = blocks[block.name].body
    parent.body = [n for n in tree.body if not isinstance(n, (nodes.Extends, nodes.Block))] + parent.body
    return parent


def _name(node: nodes.Expr) -> str:
    assert isinstance(node, nodes.Const), "templates are named as plain strings"
    return str(node.value)


def read_names(env: jinja2.Environment, name: str) -> set[str]:
    """Every variable the template reads from its context or the environment."""
    tree = _tree(env, name)
    found = set(meta.find_undeclared_variables(tree))
    for name in _named(tree, nodes.Import, nodes.FromImport):
        found |= read_names(env, name)
    return found - {i.target for i in tree.find_all(nodes.Import)}


NAMING = (nodes.Extends, nodes.Include, nodes.Import, nodes.FromImport)   # the tags that name a template


def _named(tree: nodes.Template, *tags: type[nodes.Stmt]) -> set[str]:
    """The templates the tree's tags of these kinds name."""
    return {_name(tag.template) for tag in tree.find_all(tags) if isinstance(tag, NAMING)}


@dataclass(frozen=True)
class ProbeContext(PageContext):
    """A page of no kind of the theme whose template lists every name it can read."""

    template: ClassVar[str] = "probe.html"


def render_names() -> set[str]:
    """The names `render` gives every page, asked of `render_pages` with a probe page."""
    env = jinja2.Environment(loader=jinja2.DictLoader({"probe.html": "{{ names() }}"}))
    env.globals["names"] = jinja2.pass_context(lambda ctx: " ".join(sorted(ctx.get_all())))
    files = render_pages([Page("probe/", "Probe", ProbeContext())], env, SiteConfig())
    return set(files["probe/index.html"].decode("utf-8").split()) - set(env.globals)


def theme_kinds() -> dict[str, type[PageContext]]:
    return {template: kind for template, kind in PageContext.kinds().items()
            if kind.__module__.startswith("generator.")}


def mismatch(env: jinja2.Environment, kind: type[PageContext]) -> tuple[set[str], set[str]]:
    """(what the template reads that its kind lacks, what the kind has that its template never reads)."""
    read = read_names(env, kind.template) - render_names() - set(env.globals)
    given = {f.name for f in fields(kind)}
    return read - given, given - read


@pytest.mark.parametrize("template", sorted(theme_kinds()))
def test_each_template_reads_exactly_the_fields_of_its_kind(template: str) -> None:
    """For every page kind: the variables its template (with what it extends, includes and imports) reads,
    besides the names render gives every page, are the fields of its context, no more, no fewer."""
    missing, unused = mismatch(theme_environment(), theme_kinds()[template])
    assert (missing, unused) == (set(), set()), f"{template}: read but not given {sorted(missing)}, " \
                                                f"given but not read {sorted(unused)}"


def test_every_page_template_of_the_theme_is_drawn_from_one_kind() -> None:
    """The templates no other template extends, includes or imports are pages: each has its kind, and each
    kind's template is in the theme."""
    env = theme_environment()
    used = {named for name in env.list_templates()
            for named in _named(env.parse(THEME.joinpath(name).read_text(encoding="utf-8")),
                                *NAMING)}
    pages = {p.name for p in THEME.glob("*.html")} - used
    assert pages == set(theme_kinds())


def test_two_kinds_cannot_draw_the_same_template() -> None:
    """A second kind naming a template that has one is refused when the kinds are listed."""
    @dataclass(frozen=True)
    class AnotherHome(PageContext):
        template: ClassVar[str] = "index.html"
    try:
        with pytest.raises(TypeError, match="AnotherHome and HomeContext both draw index.html"):
            PageContext.kinds()
    finally:
        del AnotherHome
        gc.collect()   # a class lives on in its base's subclasses until collected
    assert PageContext.kinds()["index.html"] is HomeContext


def test_the_probe_finds_the_names_render_gives_every_page() -> None:
    """What base.html reads of every page (page, site, menu, lang, t, canonical), and no field of a kind."""
    names = render_names()
    assert {"page", "site", "menu", "lang", "t", "canonical"} <= names
    assert not names & {f.name for kind in theme_kinds().values() for f in fields(kind)}


def test_a_variable_read_but_not_given_and_a_field_never_read_are_both_found(tmp_path: Path) -> None:
    """A site's own standings.html that reads `surprise` and no longer draws the score chart: the check
    names `surprise` as missing from StandingsContext and `distribution` as unused."""
    site_templates = tmp_path / "templates"
    site_templates.mkdir()
    source = (THEME / "standings.html").read_text(encoding="utf-8")
    assert "distribution" in source
    edited = source.replace("{% if distribution %}", "{% if false %}").replace(
        "charts.score_chart(distribution,", "charts.score_chart(none,") + "{{ surprise }}\n"
    (site_templates / "standings.html").write_text(edited, encoding="utf-8")
    assert mismatch(theme_environment(tmp_path), StandingsContext) == ({"surprise"}, {"distribution"})


def test_a_template_included_with_its_own_variables_needs_nothing_more_from_the_page() -> None:
    """index.html includes _tournament_facts.html inside `{% with tournament = s.header %}`: the home page is
    not asked for a `tournament`, while every tournament page (which includes it bare) is."""
    env = theme_environment()
    assert "tournament" not in read_names(env, "index.html")
    assert "tournament" in read_names(env, "round.html")


def test_a_deferred_context_is_made_once_when_first_read() -> None:
    """Planning a page does not make its deferred context; reading it makes it once; the template is known
    before; two pages whose deferred contexts are equal are equal pages."""
    made: list[int] = []

    def make() -> HomeContext:
        made.append(1)
        return HomeContext(lead=None, news=(), more_news=False, on_now=(), seasons=(), players_href=None)
    page = Page("", "Home", Deferred(HomeContext, make))
    assert page.template == "index.html" and made == []
    assert page.variables() == {"lead": None, "news": (), "more_news": False, "on_now": (), "seasons": (),
                                "players_href": None}
    assert page.context is page.context and len(made) == 1
    assert page == Page("", "Home", Deferred(HomeContext, make))
    assert page != Page("", "Home", Deferred(NewsIndexContext, lambda: NewsIndexContext(news=())))
