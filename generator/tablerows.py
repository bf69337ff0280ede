"""The rows of the site's largest tables as HTML, in Python rather than in the templates' loops.

A 1000-player tournament's site has some 10⁵ table rows (standings after every round, each player's games and
tie-break working); a row drawn by a Jinja loop costs 5–10 times what the same f-string does, and these rows
were most of a build (benchmarks/build.py). The templates still draw everything around the rows (the table, its
head and caption; `_macros.html`); a site that wants other rows overrides the macro and loops itself. Every text
is escaped as the templates escape it (`markupsafe.escape`), so the page is byte for byte what the loops made.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Callable, Iterable

from markupsafe import Markup, escape

from .i18n import Translator
from .pages import BoardLine, ExplanationTerm, PlayerRoundLine, PlayerRef, StandingsTable, format_points

PlayerLink = Callable[[PlayerRef], Markup]   # `render.player_link` of the page
Url = Callable[[str], str]                    # a site-relative URL as seen from the page (`url()` in templates)


def sortable(value: Fraction | int | None) -> str:
    """A score as a plain decimal for the table sorter (4½ -> 4.5; undefined sorts below everything)."""
    if value is None:
        return "-1e9"
    return repr(float(value))


def standings_rows(table: StandingsTable, limit: int | None, words: Translator, link: PlayerLink) -> Markup:
    """The body rows of `_macros.html`'s `standings_table`: the first `limit` lines (all when None or 0)."""
    number, counted_word = escape(words("col.no")), escape(words("col.counted"))
    withdrawn = f' <span class="withdrawn">({escape(words("player.withdrawn_mark"))})</span>'
    rows = []
    for line in table.lines[:limit] if limit else table.lines:
        p = line.player
        mark = withdrawn if p.withdrawn_from and p.withdrawn_from <= table.after_round else ""
        sub = f"{number} {p.start}{_dotted(p.rating)}{_dotted(p.federation)}"
        if table.counted and line.counted != line.points:
            sub += f" · {counted_word} {escape(format_points(line.counted))}"
        counted = (f'<td class="num counted wide" data-sort="{sortable(line.counted)}">'
                   f'{escape(format_points(line.counted))}</td>') if table.counted else ""
        tiebreaks = "".join(f'<td class="num" data-sort="{sortable(value)}">{escape(format_points(value))}</td>'
                            for value in line.tiebreaks)
        rows.append(
            f'<tr><td class="num" data-sort="{line.position}">{escape(line.rank_label)}</td>'
            f'<td class="num wide">{p.start}</td><th scope="row">{link(p)}{mark}<span class="sub">{sub}</span></th>'
            f'<td class="num wide" data-sort="{escape(p.rating or 0)}">{escape(p.rating or "")}</td>'
            f'<td class="wide">{escape(p.federation or "")}</td>'
            f'<td class="num" data-sort="{sortable(line.points)}">{escape(format_points(line.points))}</td>'
            f'{counted}{tiebreaks}</tr>\n')
    return Markup("".join(rows))


def board_rows(boards: Iterable[BoardLine], words: Translator, link: PlayerLink) -> Markup:
    """The body rows of `_macros.html`'s `boards_table`: each board of a round with the points before it."""
    pending = f'<span class="pending">{escape(words("result.pending_mark"))}</span>'
    point, points = escape(words("unit.point")), escape(words("unit.points"))

    def before(value: Fraction) -> str:   # `points_words` of _macros.html
        return f"{escape(format_points(value))} {point if value == 1 else points}"
    rows = []
    for b in boards:
        if b.note:
            note = escape(b.note)
            result = f'<abbr title="{note}">{escape(b.result)}</abbr><span class="sub">{note}</span>'
        else:
            result = escape(b.result) if b.result else pending
        rows.append(
            f'<tr><td class="num">{b.board}</td><td class="num wide">{b.white.start}</td>'
            f'<td class="name">{link(b.white)}<span class="sub">{before(b.white_points_before)}</span></td>'
            f'<td class="num wide">{escape(format_points(b.white_points_before))}</td><td class="result">{result}</td>'
            f'<td class="num wide">{escape(format_points(b.black_points_before))}</td>'
            f'<td class="name">{link(b.black)}<span class="sub">{before(b.black_points_before)}</span></td>'
            f'<td class="num wide">{b.black.start}</td></tr>\n')
    return Markup("".join(rows))


def _dotted(value: object) -> str:
    return f" · {escape(value)}" if value else ""


def player_round_rows(lines: Iterable[PlayerRoundLine], rated: bool, words: Translator, link: PlayerLink,
                      url: Url) -> Markup:
    """The body rows of `player.html`'s table of a player's rounds; `rated`: with the rating change column."""
    board_word = words("col.board")
    rows = []
    for r in lines:
        o = r.opponent
        number = f'<a href="{escape(url(r.round_href))}">{r.round}</a>' if r.round_href else str(r.round)
        facts = " · ".join(str(fact) for fact in (f"{board_word} {r.board}" if r.board else "", r.colour or "",
                                                  (o.rating or "") if o else "", (o.federation or "") if o else "")
                           if fact)
        change = f'<td class="num">{escape(r.rating_change)}</td>' if rated else ""
        rows.append(
            f'<tr{_PENDING if r.pending else ""}><th scope="row" class="num">{number}</th>'
            f'<td class="num wide">{escape(r.board or "")}</td>'
            f'<td class="wide">{escape(r.colour or "")}</td>'
            f'<td class="name">{link(o) if o else "–"}{_sub(facts)}</td>'
            f'<td class="num wide">{escape((o.rating or "") if o else "")}</td>'
            f'<td class="wide">{escape((o.federation or "") if o else "")}</td>'
            f'<td class="outcome">{escape(r.outcome)}</td>'
            f'<td class="num wide">{"" if r.pending else escape(format_points(r.points))}</td>'
            f'<td class="num">{"" if r.pending else escape(format_points(r.running))}</td>'
            f'{change}<td class="num">{escape(r.rank_label or "")}</td></tr>\n')
    return Markup("".join(rows))


def _sub(text: str) -> str:
    return f'<span class="sub">{escape(text)}</span>' if text else ""


def term_rows(terms: Iterable[ExplanationTerm], url: Url) -> Markup:
    """The body rows of `_macros.html`'s `explanation_section`: each term of a tie-break with its working."""
    rows = []
    for term in terms:
        label = escape(term.label)
        if term.opponent_href:
            label = Markup(f'<a href="{escape(url(term.opponent_href))}">{label}</a>')
        figure = f"<del>{escape(term.figure)}</del>" if term.dropped else escape(term.figure)
        note = ""
        if term.note_anchor:
            note = f'<a href="#{escape(term.note_anchor)}">{escape(term.note_link)}</a>{"; " if term.working else ""}'
        rows.append(f'<tr{_DROPPED if term.dropped else ""}><th scope="row">{label}</th><td class="num">{figure}</td>'
                    f'<td class="working">{note}{escape(term.working)}</td></tr>\n')
    return Markup("".join(rows))


_DROPPED = ' class="dropped"'
_PENDING = ' class="pending"'
