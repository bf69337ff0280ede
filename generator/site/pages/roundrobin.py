"""A round robin's pages (docs/rules/round-robin.md): the standings as the crosstable in rank order, one column
per opponent and one game a cycle in each cell; the schedule of every round, played and to come; the games still
to play on the player pages; and the `{{ crosstable }}` and `{{ schedule }}` embeds of news posts.

The rounds to come are the Berger tables' (generator/core/pairing/berger.py); a round file that departs from them (an
arbiter's swap) is shown as entered, since the pages show what was played.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from generator.core.model import Bye, ByeKind, Colour, Game, GameResult, Round, Start
from generator.core.pairing.berger import ScheduledRound, ScheduleError, schedule
from generator.core.scoring import Cell, CellKind, pending_games
from generator.i18n.catalogues import Translator
from generator.loading.embeds import Embed
from generator.site.pages.formatting import CROSS_RESULT
from generator.site.pages.news_views import EmbedView
from generator.site.pages.urls import schedule_url
from generator.site.pages.views import GridGame, GridRow, PlayerRoundLine, RoundRobinGrid, RoundView, StandingsTable

if TYPE_CHECKING:
    from generator.site.pages.pieces import TournamentPieces

GRID_LEGEND: tuple[tuple[str, str], ...] = (   # (term, catalogue key of its meaning); {w}, {b}: the colour letters
    ("1{w} · 1{b}", "rr.legend.colours"),
    ("+ / −", "legend.forfeit"),
    ("…", "rr.legend.pending"),
    ("", "rr.legend.to_play"),
)
STRUCK_TERM = ("1 ½ 0", "rr.legend.struck")   # shown struck through


def scheduled_rounds(p: TournamentPieces) -> tuple[ScheduledRound, ...]:
    """The Berger tables' rounds of the tournament; none when it cannot be scheduled (the loader said why). Made
    once for the pieces: every player page and the crosstable read it."""
    if p.schedule is None:
        try:
            p.schedule = schedule(p.t)
        except ScheduleError:
            p.schedule = ()
    return p.schedule


# --- the crosstable in rank order ----------------------------------------------------------------------------

class GridGames:
    """Every game of every pair as the crosstable shows it, made once for a crosstable: the games entered, and
    the games of the schedule still to play."""

    def __init__(self, p: TournamentPieces) -> None:
        self.p = p
        self.cycles = p.t.cycles
        self.entered: dict[tuple[Start, Start], list[tuple[int, GridGame]]] = {}
        self.planned: dict[tuple[Start, Start], list[tuple[int, Colour]]] = {}   # worded once shown (few are)
        for start, card in p.data.cards.items():
            for cell in card.cells:
                if cell.opponent is not None:
                    game = _entered(p, cell, cell.opponent)
                    self.entered.setdefault((start, cell.opponent), []).append((cell.round, game))
        for r in scheduled_rounds(p):
            for b in r.boards:
                for me, other, colour in ((b.white, b.black, Colour.WHITE), (b.black, b.white, Colour.BLACK)):
                    self.planned.setdefault((me, other), []).append((r.number, colour))

    def between(self, me: Start, other: Start, after: int) -> tuple[GridGame, ...]:
        """The games of `me` against `other`: those entered up to round `after` as they stand, then the
        scheduled ones still to come, as many as there are cycles."""
        games = [g for number, g in self.entered.get((me, other), ()) if number <= after]
        rounds = {g.round for g in games}
        for number, colour in self.planned.get((me, other), ()):
            if len(games) >= self.cycles:
                break
            if number not in rounds:
                games.append(_to_play(self.p, number, colour, other))
        return tuple(games)


def grid(p: TournamentPieces, table: StandingsTable) -> RoundRobinGrid:
    """The crosstable after `table.after_round`: rows and columns in rank order, the diagonal blank; in each
    cell the games of the pair, one a cycle, the rounds not yet played left to play."""
    games = GridGames(p)
    after = table.after_round
    order = [line.player.start for line in table.lines]

    def cells(me: Start) -> tuple[tuple[GridGame, ...] | None, ...]:
        return tuple(None if other == me else games.between(me, other, after) for other in order)

    rows = tuple(GridRow(line, f"p{line.player.start}", cells(line.player.start)) for line in table.lines)
    names = {s: p.refs[s].name for s in p.refs}
    pending = tuple(p.tr("rr.pending_game", n=g.round, white=names[g.white], black=names[g.black])
                    for g in pending_games(p.t, after))
    return RoundRobinGrid(after, p.t.planned_rounds, p.t.cycles, table.chain, rows, table.href, pending,
                          table.legend)


def _entered(p: TournamentPieces, cell: Cell, other: Start) -> GridGame:
    name = p.refs[other].name
    letter = p.colour_letters.get(cell.colour, "") if cell.colour is not None else ""
    if cell.kind is CellKind.PENDING:
        return GridGame("…", letter, p.tr("rr.cell_pending", n=cell.round, name=name), cell.round, pending=True)
    what = p.cell_words[cell.kind]
    title = p.tr("rr.cell_struck" if cell.struck else "rr.cell", n=cell.round, what=what, name=name)
    return GridGame(CROSS_RESULT.get(cell.kind, ""), letter, title, cell.round, struck=cell.struck)


def _to_play(p: TournamentPieces, number: int, colour: Colour, other: Start) -> GridGame:
    return GridGame("", "", p.tr("rr.cell_to_play", n=number, colour=p.colour_words[colour],
                                 name=p.refs[other].name), number, pending=True)


def grid_legend(p: TournamentPieces, grid_: RoundRobinGrid) -> tuple[tuple[str, str], ...]:
    white, black = p.colour_letters[Colour.WHITE], p.colour_letters[Colour.BLACK]
    legend = [(term.format(w=white, b=black), p.tr(key, white=white, black=black)) for term, key in GRID_LEGEND]
    if any(g.struck for row in grid_.rows for cell in row.cells if cell for g in cell):
        legend.append((STRUCK_TERM[0], p.tr(STRUCK_TERM[1])))
    legend += [(code, name) for code, name in grid_.legend]
    if any(row.line.unapplied for row in grid_.rows):
        legend.append(("–", p.tr("legend.not_applying")))
    return tuple(legend)


# --- the schedule ----------------------------------------------------------------------------------------------

def schedule_views(p: TournamentPieces) -> tuple[RoundView, ...]:
    """Every round: as entered when its round file has boards, else as the schedule has it (no results)."""
    views = []
    for planned in scheduled_rounds(p):
        entered = p.t.round(planned.number)
        if entered is not None and entered.games:
            views.append(p.round_view(entered, p.round_hrefs[planned.number]))
            continue
        games = tuple(Game(b.white, b.black, GameResult.PENDING, b.board) for b in planned.boards)
        byes = (Bye(planned.free, ByeKind.FREE),) if planned.free is not None else ()
        views.append(p.round_view(Round(planned.number, games, byes, p.t.round_date(planned.number)), None))
    return tuple(views)


# --- the player pages: the games still to come -------------------------------------------------------------------

def games_to_come(p: TournamentPieces, start: Start) -> tuple[PlayerRoundLine, ...]:
    """The player's scheduled rounds after the last entered one: the opponent and colour (or the free round),
    nothing as a result."""
    entered = p.t.rounds_entered
    running = p.running[start][-1] if p.running[start] else Fraction(0)
    lines = []
    for planned in scheduled_rounds(p):
        if planned.number <= entered:
            continue
        board = planned.board_of(start)
        if board is None:
            outcome = p.cell_words[CellKind.FREE_ROUND] if planned.free == start else p.tr("rr.to_play")
            lines.append(PlayerRoundLine(planned.number, None, None, None, outcome, Fraction(0), running, None,
                                         True))
            continue
        colour = Colour.WHITE if board.white == start else Colour.BLACK
        opponent = board.black if colour is Colour.WHITE else board.white
        lines.append(PlayerRoundLine(planned.number, None, p.refs[opponent], p.colour_words[colour],
                                     p.tr("rr.to_play"), Fraction(0), running, None, True, board.board))
    return tuple(lines)


# --- news embeds: {{ crosstable }} and {{ schedule round=5 }} -------------------------------------------------------

def embed(p: TournamentPieces, embed_: Embed, tr: Translator) -> EmbedView:
    if embed_.kind == "crosstable":
        after = embed_.setting("after") or p.completed
        table = p.tables.get(after)
        if table is None or not p.t.round_robin:
            return EmbedView(embed_.kind, "", None, note=tr("embed.no_standings", name=p.t.name))
        return EmbedView(embed_.kind, tr("rr.embed_crosstable", name=p.t.name, n=after), table.href,
                         grid=grid(p, table), more=tr("embed.more_standings", n=after))
    views = schedule_views(p)
    number = embed_.setting("round")
    chosen = tuple(v for v in views if number is None or v.number == number)
    if not chosen:
        return EmbedView(embed_.kind, "", None, note=tr("embed.no_round", n=number or 0, name=p.t.name))
    key = "rr.embed_schedule_round" if number else "rr.embed_schedule"
    return EmbedView(embed_.kind, tr(key, name=p.t.name, n=number or 0), schedule_url(p.t.slug),
                     schedule=chosen, more=tr("embed.more_schedule"))
