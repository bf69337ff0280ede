"""Rendering planned pages to {path: bytes} with Jinja: theme, overrides, escaping, links, accessibility."""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import jinja2
import pytest
from htmlcheck import heading_skips, page_facts, unnamed_tables
from hypothesis import given, settings
from hypothesis import strategies as st
from markupsafe import Markup
from sitedata import PLAYERS, club_site, club_tournament, copy_example

from generator.core.errors import ContentError
from generator.core.model import Player, Start, Tournament
from generator.core.standings import compute_standings
from generator.core.tiebreaks import text as tiebreak_text
from generator.i18n.catalogues import Translator
from generator.loading.config import LoadedSite, NewsPost, SiteConfig
from generator.site.build import build_site
from generator.site.pages.data import prepare_tournament
from generator.site.pages.formatting import format_points
from generator.site.pages.planner import plan_site
from generator.site.render import find_theme, make_environment, render_site

PLAYER_4 = "tournament/club-2026/player/4/index.html"
_SITE_ENVIRONMENT = make_environment(find_theme(Path("/nonexistent-site"), "default"), SiteConfig())


def render(site: LoadedSite | None = None, root: Path = Path("/nonexistent-site")) -> dict[str, bytes]:
    site = site or club_site()
    data = [prepare_tournament(t, compute_standings) for t in site.tournaments]
    site_plan = plan_site(site, data)
    return render_site(site_plan.pages, root, site.config, site_plan.menu)


def text(files: dict[str, bytes], path: str) -> str:
    return files[path].decode("utf-8")


def test_every_page_becomes_an_index_html_and_the_stylesheet_is_included() -> None:
    """render returns one index.html per page plus the theme's static files, keyed by output path."""
    files = render()
    assert "assets/style.css" in files and ".nojekyll" in files
    assert "index.html" in files and PLAYER_4 in files
    assert all(path.endswith("index.html") for path in files if not path.startswith(("assets/", ".nojekyll")))


def test_links_are_relative_to_the_page_so_any_sub_path_works() -> None:
    """A player page four folders deep reaches the stylesheet and home through '../../../../'."""
    page = text(render(), PLAYER_4)
    assert 'href="../../../../assets/style.css"' in page
    assert 'href="../../../../tournament/club-2026/player/1/"' in page
    assert 'href="../../../../"' in page


def test_home_page_links_to_itself_without_an_empty_href() -> None:
    """At the site root the home link is './', never an empty href (which some tools treat as missing)."""
    assert 'href="./"' in text(render(), "index.html")


def test_canonical_link_only_when_base_url_is_a_full_address() -> None:
    """base_url with scheme and host gives a canonical link including the sub-path; a bare path gives none."""
    full = club_site(config=SiteConfig(base_url="https://club.github.io/club-site/"))
    assert ('<link rel="canonical" href="https://club.github.io/club-site/tournament/club-2026/player/4/">'
            in text(render(full), PLAYER_4))
    assert "canonical" not in text(render(club_site(config=SiteConfig(base_url="/club-site/"))), PLAYER_4)


def test_every_page_declares_its_language_and_keeps_headings_in_order() -> None:
    """<html lang> comes from site.yml; one h1 per page and no skipped heading level."""
    site = club_site(config=SiteConfig(language="de"))
    for path, body in render(site).items():
        if path.endswith(".html"):
            facts = page_facts(body)
            assert facts.html_lang == "de", path
            assert heading_skips(facts.headings) == [], path


def test_every_table_is_named_and_its_header_cells_scoped() -> None:
    """Accessible tables: each is named by a <caption> or, where the heading right above says what it is, by
    that heading (aria-labelledby); no caption repeats the heading above it; every <th> says whether it heads
    a row or a column."""
    named = 0
    for path, body in render().items():
        if path.endswith(".html"):
            facts = page_facts(body)
            assert unnamed_tables(facts) == [] and facts.header_cells_without_scope == 0, path
            named += len(facts.table_labels)
    assert named > 0


def test_tables_scroll_inside_a_focusable_region() -> None:
    """Wide tables sit in a wrapper that scrolls sideways on a phone and can be reached by keyboard."""
    page = text(render(), "tournament/club-2026/crosstable/index.html")
    assert '<div class="table-scroll" role="region" aria-labelledby="crosstable" tabindex="0">' in page


def test_names_are_escaped() -> None:
    """A name with markup shows as text: autoescape is on."""
    evil = dataclasses.replace(PLAYERS[0], name="<script>alert(1)</script>")
    site = club_site(tournaments=(club_tournament(players=(evil, *PLAYERS[1:])),))
    page = text(render(site), "tournament/club-2026/player/1/index.html")
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_player_links_in_tables_escape_name_and_title_and_are_relative() -> None:
    """The link of a table row (standings, round boards, starting list) shows a name or title with markup as
    text, the title in its <abbr>, and points to the player's page relative to the page that holds it."""
    evil = dataclasses.replace(PLAYERS[0], name="A & <b>B</b>", title='"GM"')
    site = club_site(tournaments=(club_tournament(players=(evil, *PLAYERS[1:])),))
    files = render(site)
    link = ('<a href="{root}tournament/club-2026/player/1/"><abbr class="fide-title">&#34;GM&#34;</abbr> '
            'A &amp; &lt;b&gt;B&lt;/b&gt;</a>')
    assert link.format(root="../" * 4) in text(files, "tournament/club-2026/standings/1/index.html")
    assert link.format(root="../" * 4) in text(files, "tournament/club-2026/round/1/index.html")
    assert link.format(root="../" * 3) in text(files, "tournament/club-2026/starting-list/index.html")


def test_a_site_template_may_still_call_the_player_link_macro(tmp_path: Path) -> None:
    """`m.player_link(p)` of _macros.html, as site templates written for earlier versions call it, gives the
    same link as the theme's tables."""
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "starting_list.html").write_text(
        '{% import "_macros.html" as m with context %}{% for p in players %}{{ m.player_link(p) }}\n{% endfor %}',
        encoding="utf-8")
    page = text(render(root=tmp_path), "tournament/club-2026/starting-list/index.html")
    first = PLAYERS[0]
    assert page.splitlines()[0] == (f'<a href="../../../tournament/club-2026/player/1/"><abbr class="fide-title">'
                                    f'{first.title}</abbr> {first.name}</a>')


def test_news_markdown_is_rendered_and_raw_html_escaped_by_default() -> None:
    """Markdown becomes HTML; <script> in a post is shown as text; javascript: links lose their href;
    site-absolute links ('/tournament/…') become relative to the post's page."""
    page = text(render(), "news/round-2-report/index.html")
    assert "David <strong>Eng</strong> leads" in page
    assert "&lt;script&gt;" in page and "<script>" not in page
    assert "javascript:" not in page
    assert 'href="../../tournament/club-2026/standings/2/"' in page


NEWS_MARKDOWN = """# Round 3 {#r3 .report}

Term
:   Its definition, with a footnote[^1] and an *[FIDE]: abbreviation.

| Board | White | Black |
|------:|-------|-------|
| 1     | Eng   | Yılmaz |

```text
1. e4 e5
```

<div markdown="1">*inside* a block</div>

3. three
4. four

* a
* b

[^1]: The note.
"""



def test_raw_html_in_news_is_kept_when_the_site_allows_it() -> None:
    """allow_raw_html: true passes the organiser's HTML through unchanged."""
    post = NewsPost("video", "Video", club_site().news[0].date, '<div class="board">Board</div>')
    site = club_site(config=SiteConfig(allow_raw_html=True), news=(post,))
    assert '<div class="board">Board</div>' in text(render(site), "news/video/index.html")


def test_site_templates_override_the_theme(tmp_path: Path) -> None:
    """A template in the site's own templates/ folder is used instead of the theme's."""
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "player.html").write_text(
        '{% extends "base.html" %}{% block content %}<h1>Custom {{ player.name }}</h1>{% endblock %}',
        encoding="utf-8")
    page = text(render(root=tmp_path), PLAYER_4)
    assert "<h1>Custom David Eng</h1>" in page
    assert "Round by round" not in page


def test_site_static_files_are_copied_and_win_over_the_theme(tmp_path: Path) -> None:
    """Files in the site's static/ folder go to the output as they are, replacing theme files of that name."""
    (tmp_path / "static" / "assets").mkdir(parents=True)
    (tmp_path / "static" / "CNAME").write_text("chess.example.org\n")
    (tmp_path / "static" / "assets" / "style.css").write_text("body{}")
    files = render(root=tmp_path)
    assert files["CNAME"] == b"chess.example.org\n"
    assert files["assets/style.css"] == b"body{}"


def test_a_template_mistake_is_a_located_problem(tmp_path: Path) -> None:
    """StrictUndefined: an unknown variable in a site template names the template file and line."""
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "player.html").write_text(
        '{% extends "base.html" %}\n{% block content %}\n<p>{{ player.nickname }}</p>\n{% endblock %}\n',
        encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        render(root=tmp_path)
    (problem,) = caught.value.problems
    assert problem.location.file.endswith("templates/player.html")
    assert problem.location.line == 3
    assert problem.source_line == "<p>{{ player.nickname }}</p>"
    assert "nickname" in problem.message


@pytest.mark.parametrize("expression, words", [
    ("player.start / 0", "division by zero"),                 # a share of games, say, with none played
    ("player.name.encode('no-such-codec')", "unknown encoding: no-such-codec"),
    ("(10 ** 400) | float", "int too large to convert to float"),
])
def test_an_expression_that_fails_in_a_site_template_is_a_located_problem(
        tmp_path: Path, expression: str, words: str) -> None:
    """Arithmetic a site template does that cannot be done, or a lookup that finds nothing, names the template's
    file and line, as an unknown variable does (they were tracebacks)."""
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "player.html").write_text(
        f'{{% extends "base.html" %}}\n{{% block content %}}\n<p>{{{{ {expression} }}}}</p>\n{{% endblock %}}\n',
        encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        render(root=tmp_path)
    (problem,) = caught.value.problems
    assert problem.location.file.endswith("templates/player.html") and problem.location.line == 3
    assert problem.source_line == f"<p>{{{{ {expression} }}}}</p>"
    assert problem.message == f"template error: {words}"


def test_a_template_syntax_error_is_a_located_problem(tmp_path: Path) -> None:
    """A broken tag in a site template is reported with file and line, not a traceback."""
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "round.html").write_text("{% extends 'base.html' %}\n{% block content %}\n{% if %}\n",
                                                       encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        render(root=tmp_path)
    problem = caught.value.problems[0]
    assert problem.location.file.endswith("templates/round.html") and problem.location.line == 3
    assert "syntax" in problem.message


def test_unknown_theme_is_a_problem_with_a_suggestion() -> None:
    """theme: defualt -> 'unknown theme' with 'did you mean default?'."""
    with pytest.raises(ContentError) as caught:
        render(club_site(config=SiteConfig(theme="defualt")))
    (problem,) = caught.value.problems
    assert problem.message == "unknown theme 'defualt'"
    assert problem.hint == "did you mean 'default'?"


def test_standings_table_has_a_column_per_tiebreak() -> None:
    """The chain's codes head extra columns, each code with its name as a tooltip and, for a phone that cannot
    hover, named again under the table; values are written as points (½)."""
    standings_page = text(render(), "tournament/club-2026/standings/2/index.html")
    assert ('<span class="long">Points</span><span class="short">Pts</span></th></tr>') in standings_page
    assert '<dl class="table-legend">' not in standings_page
    tournament = club_tournament(tiebreaks=("BH/C1", "SB"))
    site = club_site(tournaments=(tournament,))
    page = text(render(site), "tournament/club-2026/standings/2/index.html")
    assert ('<th scope="col" class="num tiebreak" data-sort-first="descending"><abbr title="Buchholz Cut-1">BH/C1'
            '</abbr></th><th scope="col" class="num tiebreak" data-sort-first="descending"><abbr '
            'title="Sonneborn-Berger">SB</abbr></th>') in page
    assert ('<dl class="table-legend">\n<div><dt>BH/C1</dt><dd>Buchholz Cut-1</dd></div>\n'
            '<div><dt>SB</dt><dd>Sonneborn-Berger</dd></div>') in page


def test_explanations_are_rendered_only_when_the_standings_carry_them() -> None:
    """'How these tie-breaks were computed' shows each term of each tie-break in the engine's words; a cut
    term is struck through; the sum is the last line. Without a chain the section is left out."""
    site = club_site(tournaments=(club_tournament(tiebreaks=("BH/C1",)),))
    standings = compute_standings(site.tournaments[0], 2)
    value = standings.explanations[Start(4)][0]
    page = text(render(site), PLAYER_4)
    assert "<h2>How these tie-breaks were computed</h2>" in page
    assert f"<h3>{tiebreak_text.title(value)}: {format_points(value.value)}</h3>" in page
    assert f'<p class="computation">{tiebreak_text.computation(value)}</p>' in page
    cut = [t for t in value.terms if t.cut]
    assert page.count('<tr class="dropped">') == len(cut) and page.count("<del>") == len(cut)
    assert "How these tie-breaks" not in text(render(), PLAYER_4)


def test_player_page_shows_the_round_by_round_table() -> None:
    """Round, board, colour, opponent with rating and federation (again on the line a phone shows under the
    name), outcome, points, running score and rank after the round, as a reader sees it; with no rated game
    yet (a bye, a forfeit), no rating change."""
    facts = page_facts(render()[PLAYER_4])
    joined = " | ".join(facts.text)
    assert "1 | – | pairing-allocated bye | 1 | 1 | 1–3" in joined
    assert "before rounding" not in joined
    assert "2 | 2 | white | Clara Díaz | Board 2 · white · 1990 · ESP | 1990 | ESP | won by forfeit | 1 | 2 | 1" in joined


def test_rendering_is_byte_identical_for_the_same_input() -> None:
    """Determinism: two renders of the same site give the same bytes for every file."""
    assert render() == render()


def test_empty_optional_fields_do_not_break_pages() -> None:
    """A player with only a name and number renders (no rating, federation, club or title)."""
    bare = Player(Start(1), "Solo")
    site = club_site(tournaments=(Tournament("solo", "Solo Open", (bare,)),), news=())
    files = render(site)
    assert "Solo" in text(files, "tournament/solo/player/1/index.html")


@pytest.mark.slow
def test_round_pages_state_each_byes_kind_and_the_standings_what_each_score_counts_as(tmp_path: Path) -> None:
    """The example's round 3 lists Krüger's half-point bye as requested and Hartmann's PAB as given by the
    pairing; round 5 lists Köhler, withdrawn from round 5, as a requested zero-point bye; round 6 Fuchs's
    zero-point bye as a requested bye. The standings after round 6 show "Counted as": Fuchs 2½ counts 3 (her
    round-6 bye is the last round counted, C.07 16.3), in its column and, for a phone, on the line under her
    name; a player whose score counts as it is has an empty cell, not his points again; under the table the
    words say what the figure is for, citing the rules page's paragraph on it (§4 of the 2026 rules page)."""
    out = tmp_path / "out"
    build_site(copy_example(tmp_path / "site"), out)
    page = lambda path: (out / "tournament/herbst-2026" / path / "index.html").read_text("utf-8")
    assert "half-point bye – requested, ½ points" in page("round/3")
    assert "pairing-allocated bye – given by the pairing, not a requested bye, 1 point" in page("round/3")
    assert "withdrawn – counts as a requested zero-point bye, 0 points" in page("round/5")
    assert "zero-point bye – asked for or an announced absence: a requested bye, 0 points" in page("round/6")
    standings = page("standings/6")
    assert ">Counted as</abbr></th>" in standings
    row = next(line for line in standings.splitlines() if "Marie Fuchs</a>" in line)
    assert re.search(r'data-sort="[^"]*">2½</td><td class="num counted wide" data-sort="[^"]*">3</td>', row)
    assert '· <span class="counted-sub">counts as 3 for opponents</span>' in row
    leader = next(line for line in standings.splitlines() if "Mehmet Yılmaz</a>" in line)
    assert '<td class="num counted wide" data-sort="5.5"></td>' in leader and "counts as" not in leader
    filled = re.findall(r'<td class="num counted wide" data-sort="[^"]*">([^<]+)</td>', standings)
    assert filled == ["3", "3"]    # Fuchs and Köhler (withdrawn): the 22 others' cells are empty
    assert ("to redo an opponent&#39;s tie-break, add this, not the points "
            '(<a href="../../../../tournament/herbst-2026/tiebreaks/#rule-4">rules §4</a>)') in standings
    rules = page("tiebreaks")
    assert '<div id="rule-4"><dt>§4 A player&#39;s score as the opponents count it' in rules


class _Shown:
    """An object a template writes through its `__html__` (as markupsafe lets any class do)."""

    def __html__(self) -> str:
        return "<b>shown</b>"


_VALUES = st.one_of(st.text(), st.text(alphabet="&<>'\"ab "), st.integers(), st.booleans(), st.none(),
                    st.fractions(max_denominator=100), st.text().map(Markup), st.just(_Shown()),
                    st.lists(st.text(alphabet="&<ab"), max_size=3))


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(_VALUES, _VALUES)
def test_a_template_writes_every_kind_of_value_as_jinjas_own_escaping_does(value: object, other: object) -> None:
    """The site's environment escapes `{{ … }}` output its own way (generator/site/render.py: `tablerows.escaped`): at the top of
    a page, inside a macro, a `call` block, a `set` block and a filter block, and with autoescape switched off, a
    template writes what plain Jinja writes for text, markup, numbers, None, lists and objects with `__html__`."""
    source = ('{% macro m(x) %}[{{ x }}]{% endmacro %}{% macro c(x) %}[{{ x }}|{{ caller() }}]{% endmacro %}'
              '{{ value }}/{{ other }}/{{ m(value) }}{% call c(other) %}{{ value }}{% endcall %}'
              '{% set block %}{{ value }}<i>{{ other }}</i>{% endset %}{{ block }}|{{ block | length }}'
              '{% filter upper %}{{ value }}{% endfilter %}{{ value ~ other }}{{ (value | string) ~ "&" }}'
              '{% autoescape false %}{{ value }}{% endautoescape %}')
    ours = _SITE_ENVIRONMENT.from_string(source).render(value=value, other=other)
    plain = jinja2.Environment(autoescape=True).from_string(source).render(value=value, other=other)
    assert ours == plain


def test_a_templates_calls_get_what_jinja_would_give_them() -> None:
    """`t("key")` (read straight from the catalogue by the site's context), a word that only English has, a word with
    parameters, `t.count`, a method of a string, a macro with a caller and a function that wants the context all
    give what plain Jinja gives; a word no catalogue has is still a located mistake (KeyError)."""
    words = Translator("de", {"a": "A & B", "p": "P {x}", "n.one": "ein {n}", "n.other": "{n} Stück"},
                       {"a": "A-en", "b": "B-en {x}", "c": "C-en", "n.one": "one", "n.other": "many"})
    source = ('{% macro box(x) %}[{{ x }}{{ caller() }}]{% endmacro %}{{ t("a") }}|{{ t("c") }}|{{ t("b", x="<") }}|{{ t("p", x="<") }}|'
              '{{ t.count("n", 1) }}|{{ t.count("n", 3) }}|{{ "tournament/x/".startswith("tour") }}|'
              '{% for i in [1, 2] %}{{ t("a") }}{{ probe() }}{% endfor %}{% call box(t("c")) %}{{ t("a") }}{% endcall %}')
    probe = jinja2.pass_context(lambda ctx: ctx["t"]("a"))
    plain = jinja2.Environment(autoescape=True)
    plain.globals["probe"] = probe
    ours = _SITE_ENVIRONMENT.overlay()
    ours.globals = {**_SITE_ENVIRONMENT.globals, "probe": probe}
    assert ours.from_string(source).render(t=words) == plain.from_string(source).render(t=words)
    with pytest.raises(KeyError):
        _SITE_ENVIRONMENT.from_string('{{ t("d") }}').render(t=words)


def test_news_markdown_has_pythons_extra_and_sane_lists() -> None:
    """Headings with attributes, definition lists, tables, footnotes and numbered lists that start where written."""
    from generator.site.render import MarkdownRenderer

    html = MarkdownRenderer(allow_raw_html=False)(NEWS_MARKDOWN, "./")
    assert '<h1 class="report" id="r3">' in html and "<dl>" in html and "<table>" in html
    assert 'class="footnote"' in html and '<ol start="3">' in html
