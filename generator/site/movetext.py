"""The moves of a game as HTML, the source of truth of its page: readable as text without a script (move numbers,
NAGs as their symbols with their meaning in words, comments, variations in brackets, the annotator's diagrams in
place), and each move carrying the position after it (`data-fen`, the piece placement) and its squares
(`data-sq`), which the theme's viewer shows (themes/default/static/assets/viewer.js) without any rule of chess.
Called by the templates (`move_list`, `board`, `piece_defs`: generator/site/render.py)."""
from __future__ import annotations

from types import MappingProxyType

from generator.core.gamescore import Line, Move
from generator.i18n.catalogues import Translator
from generator.site.diagram import board_svg
from generator.site.pages.games import DiagramView, GameView
from generator.site.tablerows import escaped

# The NAGs of the PGN standard (section 10) a reader knows by a symbol, as annotated games print them; the others
# are left out of the page (the PGN download keeps them).
NAG_SYMBOLS = MappingProxyType({
    1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!", 7: "□", 8: "□", 10: "=", 11: "=", 12: "=", 13: "∞",
    14: "+/=", 15: "=/+", 16: "±", 17: "∓", 18: "+−", 19: "−+", 22: "⊙", 23: "⊙", 32: "↻", 33: "↻", 36: "↑", 37: "↑",
    40: "→", 41: "→", 44: "=/∞", 45: "=/∞", 132: "⇆", 133: "⇆", 138: "⊕", 139: "⊕", 146: "N",
})
SUFFIX_NAGS = frozenset((1, 2, 3, 4, 5, 6))   # written onto the move: 13…h6?


def figure(diagram: DiagramView, prefix: str, css: str = "") -> str:
    """A diagram with its caption."""
    board = board_svg(diagram.placement, prefix, diagram.label, diagram.squares)
    return (f'<figure class="cb-figure{f" {css}" if css else ""}">{board}'
            f'<figcaption>{escaped(diagram.caption)}</figcaption></figure>')


class _Writer:
    def __init__(self, game: GameView, prefix: str, words: Translator) -> None:
        self.game = game
        self.prefix = prefix
        self.words = words
        self.blocks: list[str] = []
        self.paragraph: list[str] = []
        self.figures: list[str] = []
        self.count = 0
        self.marked = iter(game.marked)
        self.nag_words: dict[int, str] = {}

    def flush(self) -> None:
        if self.paragraph:
            self.blocks.append(f'<p>{" ".join(self.paragraph)}</p>')
            self.paragraph = []
        self.blocks += self.figures
        self.figures = []

    def line(self, line: Line, main: bool) -> list[str]:
        parts: list[str] = [self._comment(line.comment)] if line.comment else []
        numbered = True
        for move in line.moves:
            parts.append(self.move(move, numbered, main))
            numbered = False
            if move.comment:
                parts.append(self._comment(move.comment))
                numbered = True
            for variation in move.variations:
                parts.append(f'<span class="var">({" ".join(self.line(variation, False))})</span>')
                numbered = True
            if move.diagram:
                diagram = next(self.marked, None)
                if diagram is not None:
                    self.figures.append(figure(diagram, self.prefix))
                if main:
                    self.paragraph += parts
                    parts = []
                    self.flush()
                    numbered = True
        return parts

    def move(self, move: Move, numbered: bool, main: bool) -> str:
        self.count += 1
        number = f"{move.number}." if move.white else f"{move.number}…" if numbered else ""
        suffix = "".join(self._nag(n) for n in move.nags if n in SUFFIX_NAGS)
        after = "".join(f" {self._nag(n)}" for n in move.nags if n not in SUFFIX_NAGS and n in NAG_SYMBOLS)
        return (f'<span class="mv{" main" if main else ""}" id="{self.prefix}-{self.game.key}-{self.count}" '
                f'data-fen="{move.placement}" data-sq="{move.squares}">{number}{escaped(move.san)}{suffix}</span>'
                f'{after}')

    def _nag(self, nag: int) -> str:
        meaning = self.nag_words.get(nag)
        if meaning is None:
            meaning = self.nag_words[nag] = escaped(self.words(f"nag.{nag}"))
        return f'<abbr class="nag" title="{meaning}">{NAG_SYMBOLS[nag]}</abbr>'

    @staticmethod
    def _comment(text: str) -> str:
        return f'<span class="cm">{escaped(text)}</span>'


def move_list(game: GameView, prefix: str, words: Translator) -> str:
    """The moves of the game as paragraphs, the annotator's diagrams between them, the result at the end."""
    writer = _Writer(game, prefix, words)
    rest = writer.line(game.line, True)   # a diagram on the way starts a new paragraph
    writer.paragraph += rest
    writer.paragraph.append(f'<span class="result">{escaped(game.result)}</span>')
    writer.flush()
    return "\n".join(writer.blocks)

