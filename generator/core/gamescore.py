"""The moves of a game as a board's record: each move with the position after it, worked out when the game was
read, so that nothing later needs the rules of movement. Pure data; generator/loading/games.py makes it."""
from __future__ import annotations

from dataclasses import dataclass

START_PLACEMENT = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"


@dataclass(frozen=True)
class Move:
    """One move of a line: its notation, the position it leads to, and what the annotator wrote about it."""

    san: str                       # standard algebraic notation: "Nf3", "O-O", "exd8=Q+"
    number: int                    # the move number ("23" of 23.Nf3 and of 23…Qd7)
    white: bool                    # White's move
    placement: str                 # the position after it: the piece placement of its FEN ("rnbqkbnr/pp…")
    squares: str                   # from and to square, "e2e4" (a castling: the king's)
    nags: tuple[int, ...] = ()     # Numeric Annotation Glyphs, "!" as 1, "?" as 2, … (PGN standard 10)
    comment: str = ""              # the annotator's text after the move
    variations: tuple[Line, ...] = ()   # other moves that could have been played instead of this one
    diagram: bool = False          # the annotator asks for a diagram of the position after it ({[#]})


@dataclass(frozen=True)
class Line:
    """A sequence of moves: the game itself, or a variation. `comment` stands before its first move."""

    moves: tuple[Move, ...] = ()
    comment: str = ""


@dataclass(frozen=True)
class GameScore:
    """A game's record as a round's games file gives it: its tags, where it starts, its moves and its result."""

    tags: tuple[tuple[str, str], ...]
    line: Line
    result: str                    # as PGN writes it: "1-0", "0-1", "1/2-1/2" or "*"
    text: str                      # the game as written in its file (tags and moves), for the downloads
    start: str = START_PLACEMENT   # the position before the first move (the FEN tag's, or the usual one)

    def tag(self, name: str) -> str:
        """A tag's value; "" when the game does not give it, or gives it as unknown ("?")."""
        value = next((v for k, v in self.tags if k == name), "")
        return "" if value.strip("?.- ") == "" else value

    @property
    def final(self) -> str:
        """The piece placement after the last move of the game."""
        return self.line.moves[-1].placement if self.line.moves else self.start

    @property
    def plies(self) -> int:
        return len(self.line.moves)
