"""Chess diagrams as inline SVG, drawn when the site is built: a board from a position's piece placement (the first
field of its FEN), the last move's squares marked, and the pieces, drawn for chess-bulletin and under its MIT
licence like the rest of the output (the game page names it). Pure: strings in, SVG text out."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

SQUARE = 45
SIZE = 8 * SQUARE
FILES = "abcdefgh"

# The six pieces in a 45 × 45 box, one outline each; a side is a fill (the theme's .cb-w and .cb-b).
PIECES = MappingProxyType({
    "P": "M22.5 9a4.5 4.5 0 0 0-3.6 7.2A6.5 6.5 0 0 0 16.5 25c0 1.9.8 3.4 2 4.5C15.2 31 12.5 33.6 12 37h21"
         "c-.5-3.4-3.2-6-6.5-7.5 1.2-1.1 2-2.6 2-4.5a6.5 6.5 0 0 0-2.4-8.8A4.5 4.5 0 0 0 22.5 9z",
    "R": "M11 38h23v-4h-3l-2-14h4V10h-5v4h-3.5v-4h-5v4H16v-4h-5v10h4l-2 14h-2z",
    "N": "M14 38h20c0-9-1.5-16-5-21l1.5-6.5c-2 .5-3.5 1.5-4.5 3-3.5-.5-8 1.5-11 6.5-1.7 3-4.5 5-4 8.5.3 2 2.5 "
         "3.2 4 2 1.8-1.7 3.8-2.8 7-3.2-.8 4.7-5.5 6.8-8 10.7z",
    "B": "M22.5 6a2.6 2.6 0 1 0 .1 0zM22.5 11.5c-5.5 4.5-8.5 9.5-6.3 14.5.8 1.8 1.8 2.8 1.8 2.8h9s1-1 1.8-2.8"
         "c2.2-5-.8-10-6.3-14.5zM13 38c3.5-1 6.5-3.5 7-7.5h5c.5 4 3.5 6.5 7 7.5z",
    "Q": "M9 13l4 18h19l4-18-7 10-2.5-13-4 12-4-12-2.5 13zM12.5 32.5h20v2h-20zM11 36h23v2.5H11z",
    "K": "M21 4h3v3.5h3.5v3H24V15h-3v-4.5h-3.5v-3H21zM12 34c-1-9 4-15.5 10.5-18.5C29 18.5 34 25 33 34z"
         "M11 35.5h23V38H11z",
})


@dataclass(frozen=True)
class Square:
    file: int       # 0 = a
    rank: int       # 0 = the first rank

    @property
    def name(self) -> str:
        return f"{FILES[self.file]}{self.rank + 1}"


def pieces_of(placement: str) -> list[tuple[Square, str]]:
    """Every piece of a FEN piece placement with its square, rank 8 first ('K' white king, 'k' black)."""
    found: list[tuple[Square, str]] = []
    for row, text in enumerate(placement.split("/")):
        file = 0
        for char in text:
            if char.isdigit():
                file += int(char)
            else:
                found.append((Square(file, 7 - row), char))
                file += 1
    return found


def piece_defs(prefix: str) -> str:
    """The pieces as `<symbol>`s with ids `<prefix>-K` …, in a hidden SVG that the page's boards draw from."""
    symbols = "".join(f'<symbol id="{prefix}-{letter}" viewBox="0 0 45 45"><path d="{path}"/></symbol>'
                      for letter, path in PIECES.items())
    return f'<svg class="cb-defs" aria-hidden="true" focusable="false" width="0" height="0">{symbols}</svg>'


def board_svg(placement: str, prefix: str, label: str, squares: str = "") -> str:
    """A board with the pieces of `placement`, White at the bottom, the squares of `squares` ("e2e4") marked,
    `label` its text alternative; the pieces drawn from `piece_defs(prefix)` on the same page."""
    marks = "".join(_square_rect(_square(squares[i:i + 2]), "cb-mark") for i in (0, 2) if len(squares) >= i + 2)
    pieces = "".join(_piece(square, char, prefix) for square, char in pieces_of(placement))
    return (f'<svg class="cb-board" viewBox="0 0 {SIZE} {SIZE}" role="img" aria-label="{_escaped(label)}">'
            f'<rect class="cb-light" width="{SIZE}" height="{SIZE}"/><path class="cb-dark" d="{_DARK}"/>'
            f'<g class="cb-marks">{marks}</g><g class="cb-pieces">{pieces}</g>{_COORDINATES}</svg>')


def _square(name: str) -> Square:
    return Square(FILES.index(name[0]), int(name[1]) - 1)


def _corner(square: Square) -> tuple[int, int]:
    return square.file * SQUARE, (7 - square.rank) * SQUARE


def _square_rect(square: Square, css: str) -> str:
    x, y = _corner(square)
    return f'<rect class="{css}" x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}"/>'


def _piece(square: Square, char: str, prefix: str) -> str:
    x, y = _corner(square)
    side = "w" if char.isupper() else "b"
    return (f'<use href="#{prefix}-{char.upper()}" class="cb-{side}" x="{x}" y="{y}" width="{SQUARE}" '
            f'height="{SQUARE}"/>')


def _dark_squares() -> str:
    return "".join(f"M{f * SQUARE} {r * SQUARE}h{SQUARE}v{SQUARE}h-{SQUARE}z"
                   for r in range(8) for f in range(8) if (f + r) % 2 == 1)


def _coordinates() -> str:
    files = "".join(f'<text x="{f * SQUARE + SQUARE - 3}" y="{SIZE - 3}" text-anchor="end">{FILES[f]}</text>'
                    for f in range(8))
    ranks = "".join(f'<text x="3" y="{(7 - r) * SQUARE + 11}">{r + 1}</text>' for r in range(8))
    return f'<g class="cb-coords" aria-hidden="true">{files}{ranks}</g>'


_DARK = _dark_squares()
_COORDINATES = _coordinates()


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&#34;")


def position_words(placement: str, white: str, black: str, letters: dict[str, str]) -> str:
    """The pieces of a position in words for the diagram's text alternative, side by side, the king first:
    'White: Kg1, Qd1, a2, b2. Black: Kg8, …' (`letters`: each piece's letter in the page's language, '' for a
    pawn)."""
    order = "KQRBNP"
    parts = []
    for side, upper in ((white, True), (black, False)):
        own = sorted(((order.index(c.upper()), s.rank, s.file, c) for s, c in pieces_of(placement)
                      if c.isupper() == upper))
        names = ", ".join(f"{letters.get(c.upper(), '')}{FILES[f]}{r + 1}" for _, r, f, c in own)
        parts.append(f"{side}: {names}.")
    return " ".join(parts)
