"""The moves of a game played out: each checked against the rules of movement and given the position after it.
The one home of python-chess (GPL-3.0-or-later), an optional extra: `pip install chess-bulletin[games]`
(README, "Games and licences"); the rest of the package reads positions as data."""
from __future__ import annotations

import re
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
        import chess  # noqa: F401  (is the optional games extra installed?)
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
    import chess  # the optional games extra, imported only when a game is read

    try:
        board = chess.Board(fen) if fen else chess.Board()
    except ValueError as exc:
        raise BadPosition(str(exc)) from exc
    if fen and not board.is_valid():
        raise BadPosition(f"the position is not one a game can reach ({board.status()!r})")
    start = board.board_fen() if fen else START_PLACEMENT
    return Played(start, _line(board, _squares(board), raw, {}))


def _squares(board: chess.Board) -> list[str]:
    """The board as 64 letters, a8 first ("." for an empty square), as FEN reads it."""
    return [piece.symbol() if (piece := board.piece_at(square ^ 56)) else "." for square in range(64)]


def _line(board: chess.Board, squares: list[str], raw: RawLine, ranks: dict[str, str]) -> Line:
    """The moves of `raw` played on `board`, whose 64 letters are `squares` (kept up to date move by move, since
    asking python-chess for each placement was most of reading a game); `ranks`, each rank's FEN made."""
    moves: list[Move] = []
    previous = ""
    for written in raw.moves:
        before = (board.copy(stack=False), list(squares)) if written.variations else None
        number, white = board.fullmove_number, board.turn
        move = _parsed(board, written, previous)
        _moved(board, move, squares)
        board.push(move)
        san = written.san.replace("0", "O") if written.san.startswith("0-0") else written.san
        variations = tuple(_line(before[0].copy(stack=False), list(before[1]), v, ranks)
                           for v in written.variations) if before else ()
        moves.append(Move(san, number, white, _placement(squares, ranks), move.uci()[:4], tuple(written.nags),
                          " ".join(written.comment), variations, written.diagram))
        previous = move_label(number, white, san)
    return Line(tuple(moves), " ".join(raw.comment))


def _moved(board: chess.Board, move: chess.Move, squares: list[str]) -> None:
    """`squares` after `move`, which is about to be played on `board`: castling moves its rook too, an en passant
    capture takes the pawn beside, a promotion puts the new piece."""
    import chess  # the optional games extra, imported only when a game is read

    start, end = move.from_square ^ 56, move.to_square ^ 56
    piece = squares[start]
    if board.is_castling(move):
        rank = start - start % 8
        rook_from, rook_to = (rank + 7, rank + 5) if board.is_kingside_castling(move) else (rank, rank + 3)
        squares[rook_to], squares[rook_from] = squares[rook_from], "."
        end = rank + (6 if board.is_kingside_castling(move) else 2)
    elif board.is_en_passant(move):
        squares[end + (8 if board.turn else -8)] = "."
    if move.promotion:
        symbol = chess.piece_symbol(move.promotion)
        piece = symbol.upper() if board.turn else symbol
    squares[start], squares[end] = ".", piece


def _placement(squares: list[str], ranks: dict[str, str]) -> str:
    """The FEN piece placement of 64 letters; each rank's text made once (a game repeats most of its ranks)."""
    found = []
    for row in range(0, 64, 8):
        letters = "".join(squares[row:row + 8])
        text = ranks.get(letters)
        if text is None:
            text = ranks[letters] = re.sub(r"\.+", lambda run: str(len(run.group())), letters)
        found.append(text)
    return "/".join(found)


def move_label(number: int, white: bool, san: str) -> str:
    """How a move is named in text: 23.Nf3, 22…Qd7."""
    return f"{number}.{san}" if white else f"{number}…{san}"


def _parsed(board: chess.Board, written: RawMove, previous: str) -> chess.Move:
    import chess  # the optional games extra, imported only when a game is read

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
