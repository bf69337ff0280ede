"""The moves of a game as HTML: move numbers where a reader needs them, NAGs as symbols with their meaning,
comments, variations in brackets, the annotator's diagrams in place, each move with its position for the viewer."""
from __future__ import annotations

import re

from generator.core.gamescore import GameScore
from generator.core.model import Game, GameResult, Player, Start, Tournament
from generator.i18n.catalogues import translator
from generator.loading.chessmoves import play
from generator.loading.pgn import read_pgn
from generator.site.movetext import move_list
from generator.site.pages.games import game_view
from generator.site.pages.pieces import player_ref

PLAYERS = (Player(Start(1), "Anna Weiß"), Player(Start(2), "Kai Schröder"))


def view(moves: str, language: str = "en"):
    [raw], problems = read_pgn(f'[White "A"]\n[Black "B"]\n\n{moves}\n', "x.pgn")
    assert problems == []
    played = play(raw.line)
    record = GameScore((), played.line, raw.result or "*", raw.text, played.start)
    tournament = Tournament("open", "Open", PLAYERS)
    game = Game(Start(1), Start(2), GameResult.WHITE_WINS, 1, record)
    refs = {p.start: player_ref(tournament, p) for p in PLAYERS}
    return game_view(tournament, 6, 1, game, refs, translator(language))


def text_of(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_black_moves_are_numbered_only_where_a_reader_needs_it():
    html = move_list(view("1. e4 e5 2. Nf3 {A comment.} 2... Nc6 3. Bb5 (3. Bc4 Bc5) 3... a6 1-0"), "cb",
                     translator("en"))
    assert text_of(html) == ("1.e4 e5 2.Nf3 A comment. 2…Nc6 3.Bb5 ( 3.Bc4 Bc5 ) 3…a6 1–0")


def test_nags_are_their_symbols_with_their_meaning_in_the_pages_language():
    html = move_list(view("1. e4! e5?! 2. Nf3 $14 *"), "cb", translator("de"))
    assert '1.e4<abbr class="nag" title="guter Zug">!</abbr></span>' in html
    assert 'e5<abbr class="nag" title="zweifelhafter Zug">?!</abbr></span>' in html
    assert '</span> <abbr class="nag" title="Weiß steht etwas besser">+/=</abbr>' in html


def test_a_nag_without_a_symbol_is_left_out_of_the_page():
    assert "$" not in move_list(view("1. e4 $200 *"), "cb", translator("en"))


def test_each_move_carries_its_position_and_squares_and_the_main_line_is_marked():
    html = move_list(view("1. e4 (1. d4) 1... e5 *"), "cb", translator("en"))
    moves = re.findall(r'<span class="mv( main)?" id="([^"]+)" data-fen="([^"]+)" data-sq="(\w+)">', html)
    assert moves == [
        (" main", "cb-6-1-1", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", "e2e4"),
        ("", "cb-6-1-2", "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR", "d2d4"),
        (" main", "cb-6-1-3", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR", "e7e5")]


def test_a_diagram_the_annotator_asks_for_stands_after_its_paragraph():
    html = move_list(view("1. e4 e5 {[#] The centre.} 2. Nf3 *"), "cb", translator("en"))
    blocks = html.split("\n")
    assert blocks[0].startswith("<p>") and text_of(blocks[0]) == "1.e4 e5 The centre."
    assert blocks[1].startswith('<figure class="cb-figure">') and "Position after 1…e5" in blocks[1]
    assert text_of(blocks[2]) == "2.Nf3 1–0"   # the round file's result


def test_comments_are_escaped():
    html = move_list(view("1. e4 {<script>alert(1)</script> & more} *"), "cb", translator("en"))
    assert "<script>" not in html and "&lt;script&gt;" in html and "&amp; more" in html
