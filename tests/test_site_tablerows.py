"""The rows of the large tables, drawn in Python, are byte for byte what the templates' loops drew before, escape
what they show as `{{ … }}` does (never twice), and show the marks a reader looks for (withdrawn, forfeit words,
pending games, dropped terms)."""
from __future__ import annotations

from fractions import Fraction

import jinja2
from hypothesis import given, settings
from hypothesis import strategies as st
from markupsafe import Markup

from generator.core.model import Start
from generator.i18n.catalogues import Catalogues
from generator.site.charts import rank_progression, score_distribution
from generator.site.pages.formatting import format_points
from generator.site.pages.views import (
    BoardLine,
    CrossCell,
    CrossRow,
    ExplanationTerm,
    GridGame,
    GridRow,
    PlayerRef,
    PlayerRoundLine,
    RoundRobinGrid,
    StandingLine,
    StandingsTable,
)
from generator.site.render import player_link
from generator.site.tablerows import (
    board_rows,
    crosstable_rows,
    escaped,
    grid_rows,
    player_round_rows,
    rank_chart_desc,
    rank_chart_dots,
    rank_chart_grid,
    rank_chart_rank_labels,
    rank_chart_round_labels,
    round_links,
    score_chart_bars,
    score_chart_desc,
    sortable,
    standings_rows,
    starting_rows,
    term_rows,
)

WORDS = Catalogues().translator("en")
ROOT = "../../"

# The loops as the theme's templates had them before the rows moved to Python (themes/default/templates at
# e31ea43, _macros.html and player.html), with what has changed since (the "counted as" sub-line and cell only
# where it differs from the points, a direct encounter that does not apply, no points before a round after the
# next): the reference the Python rows must equal.
LOOPS = {
    "standings": """{% for line in (table.lines[:limit] if limit else table.lines) %}
{% set p = line.player %}
<tr><td class="num rank" data-sort="{{ line.position }}">{{ line.rank_label }}</td><td class="num wide">{{ p.start }}</td><th scope="row">{{ link_to_player(p) }}{% if p.withdrawn_from and p.withdrawn_from <= table.after_round %} <span class="withdrawn">({{ t("player.withdrawn_mark") }})</span>{% endif %}<span class="sub">{{ t("col.no") }} {{ p.start }}{% if p.rating %} · {{ p.rating }}{% endif %}{% if p.federation %} · {{ p.federation }}{% endif %}{% if table.counted and line.counted != line.points %} · <span class="counted-sub">{{ t("standings.counted_sub", points=line.counted | points) }}</span>{% endif %}</span></th><td class="num wide" data-sort="{{ p.rating or 0 }}">{{ p.rating or "" }}</td><td class="wide">{{ p.federation or "" }}</td><td class="num points" data-sort="{{ line.points | sortable }}">{{ line.points | points }}</td>{% if table.counted and line.counted != line.points %}<td class="num counted wide" data-sort="{{ line.counted | sortable }}">{{ line.counted | points }}</td>{% elif table.counted %}<td class="num counted wide" data-sort="{{ line.points | sortable }}"></td>{% endif %}{% for value in line.tiebreaks %}<td class="num" data-sort="{{ value | sortable }}">{% if loop.index0 in line.unapplied %}<span class="not-applying">–</span>{% else %}{{ value | points }}{% endif %}</td>{% endfor %}</tr>
{% endfor %}
""",  # noqa: E501
    "boards": """{% macro points_words(value) -%}
{% if value is not none %}{{ value | points }} {{ t("unit.point" if value == 1 else "unit.points") }}{% endif %}
{%- endmacro %}
{% for b in boards %}
<tr><td class="num">{{ b.board }}</td><td class="num wide">{{ b.white.start }}</td><td class="name">{{ link_to_player(b.white) }}<span class="sub">{{ points_words(b.white_points_before) }}</span></td><td class="num wide">{{ "" if b.white_points_before is none else b.white_points_before | points }}</td><td class="result">{% if b.note %}<abbr title="{{ b.note }}">{{ b.result }}</abbr><span class="sub">{{ b.note }}</span>{% elif b.result %}{{ b.result }}{% else %}<span class="pending">{{ t("result.pending_mark") }}</span>{% endif %}</td><td class="num wide">{{ "" if b.black_points_before is none else b.black_points_before | points }}</td><td class="name">{{ link_to_player(b.black) }}<span class="sub">{{ points_words(b.black_points_before) }}</span></td><td class="num wide">{{ b.black.start }}</td></tr>
{% endfor %}
""",  # noqa: E501
    "rounds": """{% for r in rounds %}
{% set o = r.opponent %}
<tr{% if r.pending %} class="pending"{% endif %}><th scope="row" class="num">{% if r.round_href %}<a href="{{ url(r.round_href) }}">{{ r.round }}</a>{% else %}{{ r.round }}{% endif %}</th><td class="num wide">{{ r.board or "" }}</td><td class="wide">{{ r.colour or "" }}</td><td class="name">{% if o %}{{ link_to_player(o) }}{% else %}–{% endif %}{% set facts = [t("col.board") ~ " " ~ r.board if r.board else "", r.colour or "", (o.rating or "") if o else "", (o.federation or "") if o else "", (t("col.rating_change") ~ " " ~ r.rating_change) if rating_change and r.rating_change else ""] | select | join(" · ") %}{% if facts %}<span class="sub">{{ facts }}</span>{% endif %}</td><td class="num wide">{{ o.rating or "" if o else "" }}</td><td class="wide">{{ o.federation or "" if o else "" }}</td><td class="outcome">{{ r.outcome }}</td><td class="num wide">{{ "" if r.pending else r.points | points }}</td><td class="num">{{ "" if r.pending else r.running | points }}</td>{% if rating_change %}<td class="num wide">{{ r.rating_change }}</td>{% endif %}<td class="num">{{ r.rank_label or "" }}</td></tr>
{% endfor %}
""",  # noqa: E501
    "terms": """{% for term in terms %}
<tr{% if term.dropped %} class="dropped"{% endif %}><th scope="row">{% if term.opponent_href %}<a href="{{ url(term.opponent_href) }}">{{ term.label }}</a>{% else %}{{ term.label }}{% endif %}</th><td class="num">{% if term.dropped %}<del>{{ term.figure }}</del>{% else %}{{ term.figure }}{% endif %}</td><td class="working">{% if term.note_anchor %}<a href="#{{ term.note_anchor }}">{{ term.note_link }}</a>{% if term.working %}; {% endif %}{% endif %}{{ term.working }}</td></tr>
{% endfor %}
""",  # noqa: E501
    "grid": """{% for row in grid.rows %}
{% set p = row.line.player %}
<tr id="{{ id }}-{{ row.row_id }}"><td class="num">{{ row.line.rank_label }}</td><th scope="row">{% if row.line.rank_label != loop.index | string %}<span class="rr-pos">{{ loop.index }}.</span> {% endif %}{{ link_to_player(p) }}{% if p.withdrawn_from and p.withdrawn_from <= grid.after_round %} <span class="withdrawn">({{ t("player.withdrawn_mark") }})</span>{% endif %}<span class="sub">{{ row.line.points | points }} {{ t("unit.point" if row.line.points == 1 else "unit.points") }}{% if p.rating %} · {{ p.rating }}{% endif %}</span></th><td class="num wide">{{ p.rating or "" }}</td>{% for cell in row.cells %}{% if cell is none %}<td class="cross self"></td>{% else %}<td class="cross">{% for g in cell %}<span class="game{% if g.pending %} pending{% endif %}" title="{{ g.title }}">{% if g.struck %}<s>{{ g.text }}</s>{% else %}{{ g.text }}{% endif %}{% if g.colour %}<small>{{ g.colour }}</small>{% endif %}</span>{% endfor %}</td>{% endif %}{% endfor %}<td class="num wide total">{{ row.line.points | points }}</td>{% for value in row.line.tiebreaks %}<td class="num">{% if loop.index0 in row.line.unapplied %}<span class="not-applying">–</span>{% else %}{{ value | points }}{% endif %}</td>{% endfor %}</tr>
{% endfor %}
""",  # noqa: E501
    # crosstable.html and starting_list.html as at 6eaceed
    "crosstable": """{% for row in rows %}
<tr id="{{ row.row_id }}">{% if after_round %}<td class="num">{{ row.line.rank_label }}</td>{% endif %}<td class="num">{{ row.line.player.start }}</td><th scope="row">{{ link_to_player(row.line.player) }}</th><td class="num">{{ row.line.points | points }}</td>{% for c in row.cells %}<td class="cross{% if c.pending %} pending{% endif %}" title="{{ c.title }}">{% if c.target %}<a href="#{{ c.target }}">{{ c.text }}</a>{% else %}{{ c.text }}{% endif %}</td>{% endfor %}{% for value in row.line.tiebreaks %}<td class="num">{% if loop.index0 in row.line.unapplied %}<span class="not-applying">–</span>{% else %}{{ value | points }}{% endif %}</td>{% endfor %}</tr>
{% endfor %}
""",  # noqa: E501
    "starting": """{% for p in players %}
<tr><td class="num">{{ p.start }}</td><th scope="row">{{ link_to_player(p) }}{% if p.withdrawn_from %} <span class="withdrawn">({{ t("start.withdrew", n=p.withdrawn_from) }})</span>{% endif %}</th><td class="num">{{ p.rating or "" }}</td><td>{{ p.federation or "" }}</td><td>{{ p.club or "" }}</td><td>{{ p.fide_id or "" }}</td></tr>
{% endfor %}
""",  # noqa: E501
    # _round_switch.html and _charts.html as at 4668b73
    "round_links": """{% for number, href in rounds %}
<li><a href="{{ url(href) }}"{% if number == current %} aria-current="page"{% endif %}>{{ number }}</a></li>
{% endfor %}
""",
    "rank_desc": """{% for p in chart.points %}{{ t("chart.rank_point", n=p.round, rank=p.label, players=chart.field_size) }}{{ "; " if not loop.last else "." }}{% endfor %}""",  # noqa: E501
    "rank_dots": """{% for p in chart.points %}<circle cx="{{ p.x }}" cy="{{ p.y }}" r="4"/>
{% endfor %}
""",
    # _charts.html's tick loops as at 6eaceed
    "rank_grid": """{% for tick in chart.rank_ticks %}<line x1="{{ chart.left }}" x2="{{ chart.right }}" y1="{{ tick.position }}" y2="{{ tick.position }}"/>
{% endfor %}
""",  # noqa: E501
    "rank_labels": """{% for tick in chart.rank_ticks %}<text x="{{ chart.rank_label_x }}" y="{{ tick.position }}" dy="0.35em">{{ tick.label }}</text>
{% endfor %}
""",  # noqa: E501
    "round_labels": """{% for tick in chart.round_ticks %}<text x="{{ tick.position }}" y="{{ chart.round_label_y }}">{{ tick.label }}</text>
{% endfor %}
""",  # noqa: E501
    "score_desc": """{% for b in chart.bars if b.players %}{{ b.score | points }} {{ t("unit.point" if b.score == 1 else "unit.points") }}: {{ t.count("count.players", b.players) }}{{ "; " if not loop.last else "." }}{% endfor %}""",  # noqa: E501
    "score_bars": """{% for b in chart.bars %}
<text x="{{ chart.label_x }}" y="{{ b.text_y }}" dy="0.35em" text-anchor="end">{{ b.score | points }}</text>
{% if b.players %}<rect class="chart-bar" x="{{ chart.bar_x }}" y="{{ b.y }}" width="{{ b.length }}" height="{{ chart.thickness }}"/>
<text x="{{ b.count_x }}" y="{{ b.text_y }}" dy="0.35em">{{ b.players }}</text>
{% endif %}
{% endfor %}
""",  # noqa: E501
}

ANNA = PlayerRef(Start(1), "Anna <Berg> & \"Co\"", "tournament/t/players/1/", "FM", 2100, "GER", withdrawn_from=3)
BORIS = PlayerRef(Start(2), "Boris O'Cole", "tournament/t/players/2/")
CLARA = PlayerRef(Start(13), "Clara Díaz", "tournament/t/players/13 b/", rating=1990, federation="ESP")


def link(player: PlayerRef) -> Markup:
    return player_link(ROOT, player)


def url(target: str) -> str:
    return ROOT + target


def href(target: str) -> str:
    return escaped(url(target))


def loop(name: str, **variables: object) -> str:
    env = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters.update(points=format_points, sortable=sortable)
    return env.from_string(LOOPS[name]).render(variables, t=WORDS, link_to_player=link, url=url)


TABLE = StandingsTable(4, ("BH", "DE"), (
    StandingLine(1, "1", CLARA, Fraction(7, 2), (Fraction(10), None), counted=Fraction(3)),
    StandingLine(2, "2–3", ANNA, Fraction(3), (Fraction(19, 2), Fraction(33, 4)), counted=Fraction(3)),
    StandingLine(3, "2–3", BORIS, Fraction(3), (Fraction(0), Fraction(1, 2)), unapplied=frozenset({1}))),
    "tournament/t/standings/", True)


def test_standings_rows_are_the_loops_rows_with_and_without_a_limit_or_the_counted_column() -> None:
    plain = StandingsTable(2, ("BH",), tuple(line for line in TABLE.lines), "x/")
    for table, limit in ((TABLE, None), (TABLE, 2), (plain, None), (plain, 0)):
        assert standings_rows(table, limit, WORDS, link) == loop("standings", table=table, limit=limit)


_SCORES = st.one_of(st.none(), st.integers(-10, 3000), st.integers(-8, 1200).map(lambda n: Fraction(n, 4)),
                   st.fractions(min_value=-50, max_value=500, max_denominator=12))


@settings(deadline=None, max_examples=100)   # each example compiles the loop
@given(st.lists(st.tuples(_SCORES, _SCORES, _SCORES), min_size=1, max_size=4))
def test_standings_cells_are_the_loops_for_any_score_or_tie_break(values: list[tuple[object, object, object]]) -> None:
    """The sort key and figure of each score and tie-break, from a table for the usual quarters and worked out for
    the rest (negative, large, thirds, undefined), are what the loop wrote."""
    lines = tuple(StandingLine(i, str(i), CLARA, points if isinstance(points, Fraction) else Fraction(i),
                               (first, second), counted=second if isinstance(second, Fraction) else Fraction(0))
                  for i, (points, first, second) in enumerate(values, start=1))
    table = StandingsTable(3, ("BH", "SB"), lines, "x/", True)
    assert standings_rows(table, None, WORDS, link) == loop("standings", table=table, limit=None)


def test_a_name_is_escaped_once_and_a_withdrawn_player_is_marked_from_the_round_he_left() -> None:
    rows = standings_rows(TABLE, None, WORDS, link).splitlines()
    assert "Anna &lt;Berg&gt; &amp; &#34;Co&#34;" in rows[1] and "&amp;lt;" not in rows[1]
    assert f"({WORDS('player.withdrawn_mark')})" in rows[1]
    early = StandingsTable(2, TABLE.chain, TABLE.lines, TABLE.href, True)
    assert WORDS("player.withdrawn_mark") not in standings_rows(early, None, WORDS, link)
    assert "Boris O&#39;Cole" in rows[2] and 'data-sort="-1e9">–<' in rows[0]


def test_board_rows_are_the_loops_rows_for_played_forfeited_and_pending_games() -> None:
    boards = (BoardLine(1, ANNA, BORIS, Fraction(1), Fraction(3, 2), "1–0", ""),
              BoardLine(2, CLARA, BORIS, Fraction(0), Fraction(1), "+ –", "White wins by forfeit <no show>"),
              BoardLine(3, BORIS, CLARA, Fraction(5, 2), Fraction(2), "", ""),
              BoardLine(4, ANNA, CLARA, None, None, "", ""))   # a round after the next: no points before it
    rows = board_rows(boards, WORDS, link)
    assert rows == loop("boards", boards=boards)
    assert "White wins by forfeit &lt;no show&gt;" in rows and WORDS("result.pending_mark") in rows


def test_player_round_rows_are_the_loops_rows_with_byes_pending_games_and_the_rating_column() -> None:
    lines = (PlayerRoundLine(1, "tournament/t/rounds/1/", BORIS, "white", "win", Fraction(1), Fraction(1), "1",
                             False, board=3, rating_change="+4.9"),
             PlayerRoundLine(2, "tournament/t/rounds/2/", None, None, "half-point bye", Fraction(1, 2),
                             Fraction(3, 2), "2–3", False),
             PlayerRoundLine(3, None, CLARA, "black", "pending", Fraction(0), Fraction(3, 2), None, True, board=1))
    for rated in (True, False):
        assert player_round_rows(lines, rated, WORDS, link, href) == loop("rounds", rounds=lines,
                                                                         rating_change=rated)


def test_term_rows_are_the_loops_rows_with_links_notes_and_dropped_terms() -> None:
    terms = (ExplanationTerm("Round 1: Boris", "3", "", False, "tournament/t/players/2/"),
             ExplanationTerm("Round 2: bye", "1½", "counted as a 'draw' <virtual> & \"so\"", True, None, "note-2",
                             "see round 2"),
             ExplanationTerm("Round 3", "0", "", False, None, "note-3", "see round 3"),
             ExplanationTerm("Markup", "1", Markup("<em>kept</em>")))
    rows = term_rows(terms, href)
    assert rows == loop("terms", terms=terms)
    assert "<em>kept</em>" in rows and "&lt;virtual&gt;" in rows and "<del>1½</del>" in rows


def test_grid_rows_are_the_loops_rows_for_shared_places_struck_pending_and_withdrawn() -> None:
    """The round robin's crosstable (`_roundrobin.html`'s grid_table, loop as at 54fa552): a shared place shows the
    row's number, a struck game is struck through, a pending one marked, the diagonal empty, two games a cell."""
    win, draw = GridGame("1", "w", "Round 1: win <with white>", 1), GridGame("½", "b", "Round 4: draw", 4)
    struck, pending = GridGame("0", "b", "struck", 2, struck=True), GridGame("", "", "Round 6: to play", 6, True)
    rows = (GridRow(StandingLine(1, "1–2", CLARA, Fraction(1), (Fraction(3), None)), "p13", (None, (win, draw), (pending,))),
            GridRow(StandingLine(2, "1–2", ANNA, Fraction(1), (Fraction(3), Fraction(1, 2))), "p1",
                    ((struck, draw), None, (win,))),
            GridRow(StandingLine(3, "3", BORIS, Fraction(1, 2), (Fraction(0), Fraction(0))), "p2",
                    ((pending,), (draw,), None)))
    for after in (2, 5):
        grid = RoundRobinGrid(after, 6, 2, ("SB", "WIN"), rows, "tournament/t/standings/")
        drawn = grid_rows(grid, "grid", WORDS, link)
        assert drawn == loop("grid", grid=grid, id="grid")
    assert '<span class="rr-pos">2.</span>' in drawn and "<s>0</s>" in drawn and 'class="game pending"' in drawn
    assert "win &lt;with white&gt;" in drawn and f"({WORDS('player.withdrawn_mark')})" in drawn


def test_crosstable_rows_are_the_loops_rows_before_and_after_a_round_with_pending_and_unlinked_cells() -> None:
    cells = (CrossCell("12w1", "Round 1: <won> & \"white\"", "p13"), CrossCell("+", "bye", None),
             CrossCell("2b", "pending", "p2", pending=True))
    rows = (CrossRow(StandingLine(1, "1–2", CLARA, Fraction(5, 2), (Fraction(4), None)), "p13", cells),
            CrossRow(StandingLine(2, "1–2", ANNA, Fraction(5, 2), (Fraction(7, 2), Fraction(1, 4))), "p1", ()))
    for after in (0, 3):
        drawn = crosstable_rows(rows, after, link)
        assert drawn == loop("crosstable", rows=rows, after_round=after)
    assert 'class="cross pending"' in drawn and '<a href="#p13">12w1</a>' in drawn and "&lt;won&gt;" in drawn


def test_starting_rows_are_the_loops_rows_with_a_withdrawal_and_empty_fields() -> None:
    boris = PlayerRef(Start(2), "Boris O'Cole", "tournament/t/players/2/", club="SC <Nord>", fide_id="4100018")
    players = (ANNA, boris, CLARA)
    drawn = starting_rows(players, WORDS, link)
    assert drawn == loop("starting", players=players)
    assert WORDS("start.withdrew", n=3) in drawn and "SC &lt;Nord&gt;" in drawn


def test_round_links_are_the_loops_items_with_the_current_round_marked() -> None:
    rounds = [(1, "tournament/t/rounds/1/"), (2, "tournament/t/rounds/2 b/"), (10, "tournament/t/rounds/10/")]
    for current in (2, 10, None):
        assert round_links(rounds, current, href) == loop("round_links", rounds=rounds, current=current)
    assert round_links(rounds, 2, href).count('aria-current="page"') == 1


def test_the_charts_marks_and_words_are_the_loops_for_shared_places_and_empty_scores() -> None:
    """A rank chart with a shared place (its label "2–3") and a score chart with a score nobody has (no bar, no
    count, not in the words) and a score of exactly one point ("1 point")."""
    ranks = [(1, 4, "4"), (2, 2, "2–3"), (3, 1, "1")]
    rank = rank_progression(ranks, 9, last_round=5)
    scores = score_distribution([Fraction(3), Fraction(1), Fraction(1), Fraction(0), Fraction(5, 2), Fraction(3)])
    assert rank is not None and scores is not None
    assert rank_chart_desc(rank, WORDS) == loop("rank_desc", chart=rank)
    assert rank_chart_dots(rank) == loop("rank_dots", chart=rank)
    assert rank_chart_grid(rank) == loop("rank_grid", chart=rank)
    assert rank_chart_rank_labels(rank) == loop("rank_labels", chart=rank)
    assert rank_chart_round_labels(rank) == loop("round_labels", chart=rank)
    assert score_chart_desc(scores, WORDS) == loop("score_desc", chart=scores)
    assert score_chart_bars(scores) == loop("score_bars", chart=scores)
    assert "2–3" in rank_chart_desc(rank, WORDS) and "1 point:" in score_chart_desc(scores, WORDS)
    empty = [b for b in scores.bars if not b.players]
    assert empty and score_chart_bars(scores).count("<rect") == len(scores.bars) - len(empty)


@given(st.one_of(st.none(), st.integers(-10**6, 10**6), st.fractions(max_denominator=1000)))
def test_a_figure_needs_no_escaping_so_the_rows_write_it_as_it_is(value: Fraction | int | None) -> None:
    """The rows write `format_points` without escaping it: it must never hold a character HTML would read."""
    figure = format_points(value)
    assert figure == escaped(figure) and not set(figure) & set("&<>'\"")


@given(st.one_of(st.text(), st.text(alphabet="&<>'\"ab "), st.integers(), st.booleans(), st.none(),
                 st.fractions(max_denominator=100), st.text().map(Markup)))
def test_escaped_writes_what_the_templates_write_for_any_value(value: object) -> None:
    """`escaped` is `{{ value }}` of an autoescaping template (markupsafe.escape) for every kind of value a row
    shows: text with or without characters to escape, numbers, None, and markup that is written as it is."""
    from markupsafe import escape
    assert escaped(value) == str(escape(value))
    assert type(escaped(value)) is str


@given(st.one_of(st.integers(-10**4, 10**4), st.fractions(min_value=-2000, max_value=2000, max_denominator=8),
                 st.integers(0, 8000).map(lambda n: Fraction(n, 4))))
def test_a_sort_key_is_the_value_as_a_float_for_quarters_in_the_table_and_beyond(value: Fraction | int) -> None:
    """The sorter reads `data-sort` as a number: the quarters (most scores and tie-breaks) come from a table, every
    other value is worked out, and both write what `repr(float(value))` writes."""
    assert sortable(value) == repr(float(value))
