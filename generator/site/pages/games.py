"""A board's game as its page shows it: the players, the facts of its tags, the moves (generator/core/gamescore.py)
and the diagrams of the final position and of the positions the annotator marked, each with its words. Pure: the
HTML of the moves and the SVG of the boards are drawn when the page is rendered (site/movetext.py, site/diagram.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from generator.core.gamescore import GameScore, Line, Move
from generator.core.model import Game, Start, Tournament
from generator.i18n.catalogues import Translator
from generator.site.diagram import position_words
from generator.site.pages.formatting import RESULT_LABELS
from generator.site.pages.urls import game_url
from generator.site.pages.views import PlayerRef

PIECE_KEYS = MappingProxyType({"K": "game.piece.king", "Q": "game.piece.queen", "R": "game.piece.rook",
                               "B": "game.piece.bishop", "N": "game.piece.knight"})


@dataclass(frozen=True)
class DiagramView:
    """A position to draw: its piece placement, the last move's squares, its caption and its text alternative."""

    placement: str
    squares: str
    caption: str
    label: str


@dataclass(frozen=True)
class GameView:
    """One game: who played it, where it belongs, what its tags say, its moves and diagrams."""

    key: str                          # "6-1": round and board, for the ids of its moves on a page
    href: str                         # its page
    round: int
    board: int
    white: PlayerRef
    black: PlayerRef
    result: str                       # as the round pages show it: "1–0"
    facts: tuple[tuple[str, str], ...]   # (what, value): event, date, site, opening, annotator, in words
    line: Line                        # the moves, with their comments, NAGs and variations
    start: str                        # the piece placement before the first move
    final: DiagramView
    marked: tuple[DiagramView, ...]   # the positions the annotator asked a diagram of, in the order of the moves
    plies: int


def move_text(move: Move) -> str:
    """A move as text names it: 23.Nf3, 22…Qd7."""
    return f"{move.number}.{move.san}" if move.white else f"{move.number}…{move.san}"


def game_hrefs(tournament: Tournament) -> dict[tuple[int, int], str]:
    """The page of every board with a game, by (round, board)."""
    return {(rnd.number, board): game_url(tournament.slug, rnd.number, board)
            for rnd in tournament.rounds for board, game in numbered(rnd.games) if game.record is not None}


def numbered(games: tuple[Game, ...]) -> list[tuple[int, Game]]:
    """Each game with its board number (the round file's order where boards are not numbered)."""
    return [(game.board or index, game) for index, game in enumerate(games, start=1)]


def game_view(tournament: Tournament, number: int, board: int, game: Game, refs: dict[Start, PlayerRef],
              tr: Translator) -> GameView:
    """The view of a board's game (`game.record` is set)."""
    record = game.record
    assert record is not None, "only a board with a game has a game page"
    letters = {letter: tr(key) for letter, key in PIECE_KEYS.items()}

    def diagram(move: Move | None, key: str) -> DiagramView:
        placement = move.placement if move is not None else record.start
        caption = tr(key, move=move_text(move)) if move is not None else tr("game.start_position")
        words = position_words(placement, tr("col.white"), tr("col.black"), letters)
        return DiagramView(placement, move.squares if move is not None else "", caption, f"{caption}. {words}")

    moves = record.line.moves
    last = moves[-1] if moves else None
    return GameView(
        key=f"{number}-{board}", href=game_url(tournament.slug, number, board), round=number, board=board,
        white=refs[game.white], black=refs[game.black], result=RESULT_LABELS[game.result] or record.result,
        facts=_facts(tournament, number, board, record, tr), line=record.line, start=record.start,
        final=diagram(last, "game.final_after"),
        marked=tuple(diagram(m, "game.position_after") for m in _marked(record.line)), plies=len(moves))


def _marked(line: Line) -> list[Move]:
    """The moves of a line and its variations, in reading order, after which the annotator asks a diagram."""
    found: list[Move] = []
    for move in line.moves:
        found += [move] if move.diagram else []
        for variation in move.variations:
            found += _marked(variation)
    return found


def _facts(tournament: Tournament, number: int, board: int, record: GameScore,
           tr: Translator) -> tuple[tuple[str, str], ...]:
    date = tournament.round_date(number)
    opening = ", ".join(v for v in (record.tag("Opening"), record.tag("Variation"), record.tag("SubVariation")) if v)
    eco = record.tag("ECO")
    facts = [
        (tr("game.event"), record.tag("Event") or tournament.name),
        (tr("game.round"), tr("game.round_board", n=number, board=board)),
        (tr("game.date"), tr.date(date) if date else record.tag("Date")),
        (tr("game.site"), record.tag("Site")),
        (tr("game.opening"), f"{eco} {opening}".strip() if eco else opening),
        (tr("game.time_control"), record.tag("TimeControl")),
        (tr("game.annotator"), record.tag("Annotator")),
    ]
    return tuple((what, value) for what, value in facts if value)
