"""The moves of a game played out: each checked against the rules of movement and given the position after it.
The one home of python-chess (GPL-3.0-or-later), an optional extra: `pip install chess-bulletin[games]`
(README, "Games and licences"); the rest of the package reads positions as data."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from generator.core.errors import did_you_mean
from generator.core.gamescore import START_PLACEMENT, Line, Move
from generator.loading.pgn import RawLine, RawMove

if TYPE_CHECKING:
    import chess

EXTRA = "chess-bulletin[games]"
MISSING_HINT = (f"install the extra for games: pip install '{EXTRA}' (it adds python-chess, which checks the "
                "moves); or take the .pgn files out of the rounds folder")


class ChessMissing(ImportError):
    """python-chess is not installed."""


class IllegalMove(ValueError):
    """A move that cannot be played where it stands: `move` says where it is written."""

    def __init__(self, message: str, move: RawMove, hint: str) -> None:
        super().__init__(message)
        self.move = move
        self.hint = hint


class BadPosition(ValueError):
    """A FEN tag that describes no position one can play from."""


def chess_library() -> None:
    """Raise `ChessMissing` unless python-chess can be imported."""
    try:
        import chess   # noqa: F401
    except ImportError as exc:
        raise ChessMissing(str(exc)) from exc


@dataclass(frozen=True)
class Played:
    """A game played out: its start and its moves with their positions."""

    start: str
    line: Line


def play(raw: RawLine, fen: str | None = None) -> Played:
    """Every move of `raw` (and of its variations) played from the usual start, or from `fen` (the FEN tag);
    raises `IllegalMove` at the first move that cannot be played, `BadPosition` for a FEN that cannot start."""
    import chess

    try:
        board = chess.Board(fen) if fen else chess.Board()
    except ValueError as exc:
        raise BadPosition(str(exc)) from exc
    if fen and not board.is_valid():
        raise BadPosition(f"the position is not one a game can reach ({board.status()!r})")
    start = board.board_fen() if fen else START_PLACEMENT
    return Played(start, _line(board, raw))


def _line(board: chess.Board, raw: RawLine) -> Line:
    moves: list[Move] = []
    previous = ""
    for written in raw.moves:
        before = board.copy(stack=False) if written.variations else None
        number, white = board.fullmove_number, board.turn
        move = _parsed(board, written, previous)
        san = board.san_and_push(move)
        variations = tuple(_line(before.copy(stack=False), v) for v in written.variations) if before else ()
        moves.append(Move(san, number, white, board.board_fen(), move.uci()[:4], tuple(written.nags),
                          " ".join(written.comment), variations, written.diagram))
        previous = move_label(number, white, san)
    return Line(tuple(moves), " ".join(raw.comment))


def move_label(number: int, white: bool, san: str) -> str:
    """How a move is named in text: 23.Nf3, 22…Qd7."""
    return f"{number}.{san}" if white else f"{number}…{san}"


def _parsed(board: chess.Board, written: RawMove, previous: str) -> chess.Move:
    import chess

    san = written.san.replace("0", "O") if written.san.startswith("0-0") else written.san
    try:
        return board.parse_san(san)
    except chess.AmbiguousMoveError:
        reason = "is ambiguous"
    except (chess.IllegalMoveError, chess.InvalidMoveError):
        reason = "is not legal"
    label = move_label(board.fullmove_number, board.turn, written.san)
    where = f"after {previous}" if previous else "in the position it starts from"
    legal = sorted(board.san(m) for m in board.legal_moves)
    same_piece = [m for m in legal if m.lstrip("x")[:1] == san[:1] and m.rstrip("+#")[-2:] == san.rstrip("+#")[-2:]]
    if reason == "is ambiguous" and same_piece:
        hint = f"say which piece: {' or '.join(same_piece)}"
    else:
        piece = san[:1] if san[:1] in "KQRBN" else ""
        guess = did_you_mean(san, [m for m in legal if (m[:1] if m[:1] in "KQRBN" else "") == piece] or legal,
                             cutoff=0.5)
        hint = (f"did you mean {guess}? " if guess else "") + (
            f"the legal moves there: {', '.join(legal[:12])}{', …' if len(legal) > 12 else ''}" if legal
            else "the game is over there: no move is legal")
    raise IllegalMove(f"{label} {reason} {where}", written, hint)
