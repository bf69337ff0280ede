"""Diagrams as SVG drawn at build time: the pieces of a FEN placement on their squares, the last move marked, a
text alternative in words."""
from __future__ import annotations

import re

from generator.core.gamescore import START_PLACEMENT
from generator.site.diagram import PIECES, board_svg, piece_defs, pieces_of, position_words

LETTERS = {"K": "K", "Q": "Q", "R": "R", "B": "B", "N": "N"}


def test_a_placement_gives_every_piece_its_square():
    found = {(s.name, c) for s, c in pieces_of("8/8/8/8/8/8/1K6/7k")}
    assert found == {("b2", "K"), ("h1", "k")}
    assert len(pieces_of(START_PLACEMENT)) == 32


def test_the_board_draws_each_piece_from_the_pages_drawings_white_at_the_bottom():
    svg = board_svg("8/8/8/8/8/8/1K6/7k", "cb", "Kb2 against Kh1", "a1b2")
    uses = re.findall(r'<use href="#cb-(\w)" class="cb-(\w)" x="(\d+)" y="(\d+)"', svg)
    assert sorted(uses) == [("K", "b", "315", "315"), ("K", "w", "45", "270")]
    marks = re.findall(r'<rect class="cb-mark" x="(\d+)" y="(\d+)"', svg)
    assert marks == [("0", "315"), ("45", "270")]   # a1 and b2
    assert 'role="img" aria-label="Kb2 against Kh1"' in svg


def test_the_drawings_are_defined_once_under_the_prefix():
    defs = piece_defs("g1")
    assert [i for i in re.findall(r'id="([^"]+)"', defs)] == [f"g1-{p}" for p in PIECES]
    assert 'aria-hidden="true"' in defs


def test_a_label_is_escaped():
    assert 'aria-label="&lt;b&gt; &amp; &#34;x&#34;"' in board_svg(START_PLACEMENT, "cb", '<b> & "x"')


def test_the_position_in_words_lists_the_king_first_then_pieces_then_pawns():
    words = position_words("6k1/5ppp/8/8/8/8/5PPP/R5K1", "White", "Black", LETTERS)
    assert words == "White: Kg1, Ra1, f2, g2, h2. Black: Kg8, f7, g7, h7."
    german = position_words("6k1/8/8/8/8/8/8/R5K1", "Weiß", "Schwarz", {"K": "K", "R": "T"})
    assert german == "Weiß: Kg1, Ta1. Schwarz: Kg8."
