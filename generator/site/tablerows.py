"""The rows of the site's largest tables as HTML, in Python rather than in the templates' loops.

This is the one place where markup is written outside the templates: a large tournament's site has some 10⁵
table rows, and a row drawn by a Jinja loop costs several times what the same f-string does (docs/performance.md).
The templates still draw everything around the rows (the table, its
head and caption; `_macros.html`); a site that wants other rows overrides the macro and loops itself. Every text
is escaped as the templates escape it (`_text`, as `markupsafe.escape`): the page is byte for byte what the loops
made.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Callable, Iterable

from markupsafe import Markup

from generator.core.keizer.explain import points_text
from generator.core.tiebreaks.values import decimal_text
from generator.i18n.catalogues import Translator
from generator.site.charts import DistributionChart, RankChart
from generator.site.pages.formatting import format_points
from generator.site.pages.views import (
    BoardLine,
    CrossCell,
    CrossRow,
    ExplanationTerm,
    GridGame,
    PlayerRef,
    PlayerRoundLine,
    RoundRobinGrid,
    StandingsTable,
)

PlayerLink = Callable[[PlayerRef], str]   # `render.player_link` of the page (as markup, or its plain text)
Href = Callable[[str], str]   # a site-relative URL as seen from the page (`url()` in templates), escaped for an href


def _exact_sort(value: Fraction) -> str:
    """Keizer points for the table sorter: to four decimals, written from the exact value."""
    return decimal_text(Fraction(round(value * 10_000), 10_000), 4)


def sortable(value: Fraction | int | None) -> str:
    """A score as a plain decimal for the table sorter (4½ -> 4.5; undefined sorts below everything)."""
    if value is None:
        return "-1e9"
    numerator, denominator = value.numerator, value.denominator
    if denominator in (1, 2, 4):   # a score or tie-break in quarters, from a table made once (as chess_text)
        quarters = numerator * (4 // denominator)
        if 0 <= quarters < len(_SORTABLE_QUARTERS):
            return _SORTABLE_QUARTERS[quarters]
    return repr(float(value))


# n / 4 is exact in binary, so its repr is that of float(Fraction(n, 4))
_SORTABLE_QUARTERS = tuple(repr(n / 4) for n in range(4 * 1024))


def _sorted_cell(value: Fraction | int | None) -> str:
    """The end of a standings cell, ' data-sort="4.5">4½</td>': the sort key and the figure of a score or tie-break,
    for the quarters from 0 to 128 points from a table made once."""
    if value is not None:
        numerator, denominator = value.numerator, value.denominator
        if denominator in (1, 2, 4):
            quarters = numerator * (4 // denominator)
            if 0 <= quarters < len(_SORTED_CELLS):
                return _SORTED_CELLS[quarters]
    return f' data-sort="{sortable(value)}">{format_points(value)}</td>'


_SORTED_CELLS = tuple(f' data-sort="{_SORTABLE_QUARTERS[n]}">{format_points(Fraction(n, 4))}</td>' for n in range(512))


def standings_rows(table: StandingsTable, limit: int | None, words: Translator, link: PlayerLink) -> Markup:
    """The body rows of `_macros.html`'s `standings_table`: the first `limit` lines (all when None or 0)."""
    number = escaped(words("col.no"))
    value_word = escaped(words("col.value"))
    withdrawn = f' <span class="withdrawn">({escaped(words("player.withdrawn_mark"))})</span>'
    shown, after_round = table.counted, table.after_round
    cells: dict[int, str] = {}   # each tie-break's cell by the id of its figure (equal figures are one Fraction)
    rows = []
    for line in table.lines[:limit] if limit else table.lines:
        p = line.player
        mark = withdrawn if p.withdrawn_from and p.withdrawn_from <= after_round else ""
        rating = escaped(p.rating) if p.rating else ""
        federation = escaped(p.federation) if p.federation else ""
        sub = f"{number} {p.start}{f' · {rating}' if rating else ''}{f' · {federation}' if federation else ''}"
        counted = ""
        if shown and line.counted != line.points:
            said = escaped(words("standings.counted_sub", points=format_points(line.counted)))
            sub += f' · <span class="counted-sub">{said}</span>'
            counted = f'<td class="num counted wide"{_sorted_cell(line.counted)}'
        elif shown:   # the same as the points: nothing to say, and an empty cell sorts as the points
            counted = f'<td class="num counted wide" data-sort="{sortable(line.points)}"></td>'
        keizer = ""
        if line.keizer is not None:
            sub += f" · {value_word} {line.value}"
            keizer = (f'<td class="num keizer" data-sort="{_exact_sort(line.keizer)}">'
                      f'{escaped(points_text(line.keizer))}</td><td class="num wide">{line.value}</td>')
        tiebreaks = ""
        for index, value in enumerate(line.tiebreaks):
            if index in line.unapplied:
                tiebreaks += f'<td class="num" data-sort="{sortable(value)}">{_NOT_APPLYING}</td>'
                continue
            cell = cells.get(id(value))
            if cell is None:
                cell = cells[id(value)] = f'<td class="num"{_sorted_cell(value)}'
            tiebreaks += cell
        rows.append(
            f'<tr><td class="num rank" data-sort="{line.position}">{escaped(line.rank_label)}</td>'
            f'<td class="num wide">{p.start}</td><th scope="row">{link(p)}{mark}<span class="sub">{sub}</span></th>'
            f'<td class="num wide" data-sort="{rating or 0}">{rating}</td><td class="wide">{federation}</td>'
            f'{keizer}<td class="num points"{_sorted_cell(line.points)}{counted}{tiebreaks}</tr>\n')
    return Markup("".join(rows))


def grid_rows(grid: RoundRobinGrid, id: str, words: Translator, link: PlayerLink) -> Markup:
    """The body rows of `_roundrobin.html`'s `grid_table`: a round robin's crosstable in rank order, a cell per
    opponent with one game a cycle (24 players over two cycles: 1,152 games on each of 46 standings pages)."""
    withdrawn = f' <span class="withdrawn">({escaped(words("player.withdrawn_mark"))})</span>'
    point, points = escaped(words("unit.point")), escaped(words("unit.points"))
    rows = []
    for index, row in enumerate(grid.rows, start=1):
        line, p = row.line, row.line.player
        total = format_points(line.points)
        position = f'<span class="rr-pos">{index}.</span> ' if line.rank_label != str(index) else ""
        mark = withdrawn if p.withdrawn_from and p.withdrawn_from <= grid.after_round else ""
        sub = f'{total} {point if line.points == 1 else points}{f" · {escaped(p.rating)}" if p.rating else ""}'
        cells = "".join('<td class="cross self"></td>' if cell is None else
                        f'<td class="cross">{"".join(_grid_game(g) for g in cell)}</td>' for cell in row.cells)
        tiebreaks = "".join(f'<td class="num">{_NOT_APPLYING if i in line.unapplied else format_points(value)}</td>'
                            for i, value in enumerate(line.tiebreaks))
        rows.append(
            f'<tr id="{escaped(id)}-{escaped(row.row_id)}"><td class="num">{escaped(line.rank_label)}</td>'
            f'<th scope="row">{position}{link(p)}{mark}<span class="sub">{sub}</span></th>'
            f'<td class="num wide">{escaped(p.rating or "")}</td>{cells}<td class="num wide total">{total}</td>'
            f'{tiebreaks}</tr>\n')
    return Markup("".join(rows))


def _grid_game(g: GridGame) -> str:
    text = f"<s>{escaped(g.text)}</s>" if g.struck else escaped(g.text)
    colour = f"<small>{escaped(g.colour)}</small>" if g.colour else ""
    return f'<span class="game{" pending" if g.pending else ""}" title="{escaped(g.title)}">{text}{colour}</span>'


def board_rows(boards: Iterable[BoardLine], words: Translator, link: PlayerLink, href: Href | None = None) -> Markup:
    """The body rows of `_macros.html`'s `boards_table`: each board of a round with the points before it; a
    board's result links to its game's page where there is one (`href`: the page's `url()`)."""
    pending = f'<span class="pending">{escaped(words("result.pending_mark"))}</span>'
    game_word = escaped(words("game.link"))
    point, points = escaped(words("unit.point")), escaped(words("unit.points"))

    def before(value: Fraction | None) -> str:   # `points_words` of _macros.html; nothing for a round to come
        return "" if value is None else f"{format_points(value)} {point if value == 1 else points}"

    def figure(value: Fraction | None) -> str:
        return "" if value is None else format_points(value)
    rows = []
    for b in boards:
        if b.note:
            note = escaped(b.note)
            result = f'<abbr title="{note}">{escaped(b.result)}</abbr><span class="sub">{note}</span>'
        else:
            result = escaped(b.result) if b.result else pending
        if b.game_href and href is not None:
            result = f'<a class="game-link" href="{href(b.game_href)}" title="{game_word}">{result}</a>'
        rows.append(
            f'<tr><td class="num">{b.board}</td><td class="num wide">{b.white.start}</td>'
            f'<td class="name">{link(b.white)}<span class="sub">{before(b.white_points_before)}</span></td>'
            f'<td class="num wide">{figure(b.white_points_before)}</td><td class="result">{result}</td>'
            f'<td class="num wide">{figure(b.black_points_before)}</td>'
            f'<td class="name">{link(b.black)}<span class="sub">{before(b.black_points_before)}</span></td>'
            f'<td class="num wide">{b.black.start}</td></tr>\n')
    return Markup("".join(rows))


def crosstable_rows(rows: Iterable[CrossRow], after_round: int, link: PlayerLink) -> Markup:
    """The body rows of `crosstable.html`: a player a row (with the rank once a round is in), a cell a round
    linking to the opponent's row, and the tie-breaks (a 1000-player Swiss: 11,000 cells on one page)."""
    out = []
    for row in rows:
        line = row.line
        rank = f'<td class="num">{escaped(line.rank_label)}</td>' if after_round else ""
        cells = "".join(_cross_cell(c) for c in row.cells)
        tiebreaks = "".join(f'<td class="num">{_NOT_APPLYING if i in line.unapplied else format_points(value)}</td>'
                            for i, value in enumerate(line.tiebreaks))
        out.append(f'<tr id="{escaped(row.row_id)}">{rank}<td class="num">{escaped(line.player.start)}</td>'
                   f'<th scope="row">{link(line.player)}</th><td class="num">{format_points(line.points)}</td>'
                   f'{cells}{tiebreaks}</tr>\n')
    return Markup("".join(out))


def _cross_cell(c: CrossCell) -> str:
    text = f'<a href="#{escaped(c.target)}">{escaped(c.text)}</a>' if c.target else escaped(c.text)
    return f'<td class="cross{" pending" if c.pending else ""}" title="{escaped(c.title)}">{text}</td>'


def starting_rows(players: Iterable[PlayerRef], words: Translator, link: PlayerLink) -> Markup:
    """The body rows of `starting_list.html`: each player by starting number, a withdrawal marked."""
    rows = []
    for p in players:
        withdrew = (f' <span class="withdrawn">({escaped(words("start.withdrew", n=p.withdrawn_from))})</span>'
                    if p.withdrawn_from else "")
        rows.append(f'<tr><td class="num">{escaped(p.start)}</td><th scope="row">{link(p)}{withdrew}</th>'
                    f'<td class="num">{escaped(p.rating or "")}</td><td>{escaped(p.federation or "")}</td>'
                    f'<td>{escaped(p.club or "")}</td><td>{escaped(p.fide_id or "")}</td></tr>\n')
    return Markup("".join(rows))


def player_round_rows(lines: Iterable[PlayerRoundLine], rated: bool, words: Translator, link: PlayerLink,
                      href: Href) -> Markup:
    """The body rows of `player.html`'s table of a player's rounds; `rated`: with the rating change column."""
    board_word, change_word = escaped(words("col.board")), escaped(words("col.rating_change"))
    rows = []
    for r in lines:
        o = r.opponent
        number = f'<a href="{href(r.round_href)}">{r.round}</a>' if r.round_href else r.round
        board, colour = escaped(r.board or ""), escaped(r.colour or "")
        rating, federation = (escaped(o.rating or ""), escaped(o.federation or "")) if o else ("", "")
        # the line under the name: each part escaped, as escaping the joined line would
        changed = f"{change_word} {escaped(r.rating_change)}" if rated and r.rating_change else ""
        facts = " · ".join(filter(None, (f"{board_word} {board}" if r.board else "", colour, rating, federation,
                                         changed)))
        change = f'<td class="num wide">{escaped(r.rating_change)}</td>' if rated else ""
        rows.append(
            f'<tr{_PENDING if r.pending else ""}><th scope="row" class="num">{number}</th>'
            f'<td class="num wide">{board}</td><td class="wide">{colour}</td>'
            f'<td class="name">{link(o) if o else "–"}{f"""<span class="sub">{facts}</span>""" if facts else ""}</td>'
            f'<td class="num wide">{rating}</td><td class="wide">{federation}</td>'
            f'<td class="outcome">{_outcome(r, href)}</td>'
            f'<td class="num wide">{"" if r.pending else format_points(r.points)}</td>'
            f'<td class="num">{"" if r.pending else format_points(r.running)}</td>'
            f'{change}<td class="num">{escaped(r.rank_label or "")}</td></tr>\n')
    return Markup("".join(rows))


def _outcome(line: PlayerRoundLine, href: Href) -> str:
    """A round's outcome in words, linking to the game's page where there is one."""
    if line.game_href:
        return f'<a class="game-link" href="{href(line.game_href)}">{escaped(line.outcome)}</a>'
    return escaped(line.outcome)


def round_links(rounds: Iterable[tuple[int, str]], current: object, href: Href) -> Markup:
    """The items of `_round_switch.html`'s list: a link to each round's page (number, href), the current one
    marked (on every round and standings page: 46 links on each of 92 pages of a double round robin of 24)."""
    return Markup("".join(f'<li><a href="{href(target)}"{_CURRENT if number == current else ""}>{number}'
                          '</a></li>\n' for number, target in rounds))


_CURRENT = ' aria-current="page"'


# --- the marks of the charts (generator/site/charts.py gives the geometry; `_charts.html` draws the rest) -----------
# Coordinates are `charts.coordinate`'s digits: written as they are.

def rank_chart_desc(chart: RankChart, words: Translator) -> str:
    """The rank chart's text alternative: the place after each round, in words."""
    last = len(chart.points) - 1
    return "".join(f'{words("chart.rank_point", n=p.round, rank=p.label, players=chart.field_size)}'
                   f'{"; " if i < last else "."}' for i, p in enumerate(chart.points))


def rank_chart_dots(chart: RankChart) -> Markup:
    """A dot for each round's place."""
    return Markup("".join(f'<circle cx="{p.x}" cy="{p.y}" r="4"/>\n' for p in chart.points))


def rank_chart_grid(chart: RankChart) -> Markup:
    """A grid line across the plot at each rank label."""
    return Markup("".join(f'<line x1="{chart.left}" x2="{chart.right}" y1="{tick.position}" y2="{tick.position}"/>\n'
                          for tick in chart.rank_ticks))


def rank_chart_rank_labels(chart: RankChart) -> Markup:
    """The ranks along the left of the plot."""
    return Markup("".join(f'<text x="{chart.rank_label_x}" y="{tick.position}" dy="0.35em">{tick.label}</text>\n'
                          for tick in chart.rank_ticks))


def rank_chart_round_labels(chart: RankChart) -> Markup:
    """The round numbers under the plot."""
    return Markup("".join(f'<text x="{tick.position}" y="{chart.round_label_y}">{tick.label}</text>\n'
                          for tick in chart.round_ticks))


def score_chart_desc(chart: DistributionChart, words: Translator) -> str:
    """The score chart's text alternative: how many players stand on each score that someone has."""
    held = [b for b in chart.bars if b.players]
    point, points = words("unit.point"), words("unit.points")
    return "".join(f'{format_points(b.score)} {point if b.score == 1 else points}: '
                   f'{words.count("count.players", b.players)}{"; " if i < len(held) - 1 else "."}'
                   for i, b in enumerate(held))


def score_chart_bars(chart: DistributionChart) -> Markup:
    """Each score's label, and its bar and count where someone has it."""
    rows = []
    for b in chart.bars:
        rows.append(f'<text x="{chart.label_x}" y="{b.text_y}" dy="0.35em" text-anchor="end">'
                    f'{format_points(b.score)}</text>\n')
        if b.players:
            rows.append(f'<rect class="chart-bar" x="{chart.bar_x}" y="{b.y}" width="{b.length}" '
                        f'height="{chart.thickness}"/>\n<text x="{b.count_x}" y="{b.text_y}" dy="0.35em">{b.players}'
                        '</text>\n')
    return Markup("".join(rows))


def term_rows(terms: Iterable[ExplanationTerm], href: Href) -> Markup:
    """The body rows of `_macros.html`'s `explanation_section`: each term of a tie-break with its working."""
    rows = []
    for term in terms:
        label = escaped(term.label)
        if term.opponent_href:
            label = f'<a href="{href(term.opponent_href)}">{label}</a>'
        figure = f"<del>{escaped(term.figure)}</del>" if term.dropped else escaped(term.figure)
        note = ""
        if term.note_anchor:
            note = f'<a href="#{escaped(term.note_anchor)}">{escaped(term.note_link)}</a>{"; " if term.working else ""}'
        rows.append(f'<tr{_DROPPED if term.dropped else ""}><th scope="row">{label}</th><td class="num">{figure}</td>'
                    f'<td class="working">{note}{escaped(term.working)}</td></tr>\n')
    return Markup("".join(rows))


_DROPPED = ' class="dropped"'
_NOT_APPLYING = '<span class="not-applying">–</span>'   # a tie-break that does not apply (`StandingLine.unapplied`)
_PENDING = ' class="pending"'


# `format_points` writes digits, a sign, a vulgar fraction or a dash, nothing that needs escaping
# (tests/test_tablerows.py): its figures go into the rows as they are.


def escaped(value: object) -> str:
    """What `{{ value }}` writes (`markupsafe.escape`), as a plain string: no Markup object is made for each cell."""
    if type(value) is str:
        if "&" in value or "<" in value or ">" in value or "'" in value or '"' in value:
            return _replaced(value)
        return value
    if type(value) is int or type(value) is Markup:
        return str(value)
    if hasattr(value, "__html__"):
        return str(value.__html__())
    return _replaced(str(value))


def _replaced(text: str) -> str:
    return (text.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;").replace("'", "&#39;")
            .replace('"', "&#34;"))
