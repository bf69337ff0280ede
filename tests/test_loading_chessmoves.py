"""Playing a game's moves out: each checked against the rules of movement (python-chess) and given the position
after it; a move that cannot be played is named as the issue asks ("23.Nf3 is not legal after 22…Qd7")."""
from __future__ import annotations

import sys

import pytest

from generator.core.gamescore import START_PLACEMENT
from generator.loading.chessmoves import BadPosition, ChessMissing, IllegalMove, chess_library, move_label, play
from generator.loading.pgn import read_pgn


def line_of(moves: str):
    [game], problems = read_pgn(f'[White "A"]\n[Black "B"]\n\n{moves}\n', "x.pgn")
    assert problems == []
    return game.line


def test_each_move_carries_the_position_after_it_and_its_squares():
    """1.e4 e5 2.Nf3: the piece placements worked out by hand from the FEN of the start."""
    played = play(line_of("1. e4 e5 2. Nf3 *"))
    assert played.start == START_PLACEMENT
    moves = played.line.moves
    assert [(m.number, m.white, m.san, m.squares) for m in moves] == [
        (1, True, "e4", "e2e4"), (1, False, "e5", "e7e5"), (2, True, "Nf3", "g1f3")]
    assert moves[0].placement == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
    assert moves[2].placement == "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R"


def test_the_notation_is_kept_as_written_but_castling_with_zeros():
    """Castling typed with zeros shows as O-O; castling marks the king's squares and moves the rook too."""
    moves = play(line_of("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0 d6 5. Bb5 a6 *")).line.moves
    assert moves[6].san == "O-O" and moves[6].squares == "e1g1"
    assert moves[6].placement == "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1"


@pytest.mark.slow
def test_every_placement_agrees_with_python_chess_over_random_games():
    """Castling both ways, en passant, promotions, captures: over 60 random games of up to 300 plies (seeded), the
    placement after each move is the one python-chess gives for that position (a rare move is taken when it can
    be, most of the time)."""
    import random

    import chess

    rng = random.Random(7)
    special = set()
    for _ in range(60):
        board, words = chess.Board(), []
        for _ in range(300):
            moves = list(board.legal_moves)
            if not moves:
                break
            rare = [m for m in moves if board.is_en_passant(m) or board.is_castling(m) or m.promotion]
            move = rng.choice(rare if rare and rng.random() < .8 else moves)   # the rare moves, most times
            special |= {"castling"} if board.is_castling(move) else set()
            special |= {"en passant"} if board.is_en_passant(move) else set()
            special |= {"promotion"} if move.promotion else set()
            words.append(f"{board.fullmove_number}. {board.san(move)}" if board.turn else board.san(move))
            board.push(move)
        played = play(line_of(" ".join(words) + " *")).line.moves
        replay = chess.Board()
        for move in played:
            replay.push_san(move.san)
            assert move.placement == replay.board_fen()
    assert special == {"castling", "en passant", "promotion"}


def test_a_variation_is_played_from_the_position_before_the_move_it_replaces():
    moves = play(line_of("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *")).line.moves
    [variation] = moves[1].variations
    assert [m.san for m in variation.moves] == ["c5", "Nf3"]
    assert variation.moves[0].placement == "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR"


def test_an_illegal_move_names_the_move_before_it():
    with pytest.raises(IllegalMove) as caught:
        play(line_of("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Ke3 *"))
    assert str(caught.value) == "5.Ke3 is not legal after 4…dxc6"
    assert (caught.value.move.line, caught.value.move.column) == (4, 47)
    assert "the legal moves there:" in caught.value.hint


def test_an_illegal_first_move_and_a_misspelt_one_get_a_suggestion():
    with pytest.raises(IllegalMove) as caught:
        play(line_of("1. e5 *"))
    assert str(caught.value) == "1.e5 is not legal in the position it starts from"
    with pytest.raises(IllegalMove) as caught:
        play(line_of("1. e4 e5 2. Nf4 *"))
    assert caught.value.hint.startswith("did you mean Nf3?")


def test_an_ambiguous_move_says_which_pieces_could_make_it():
    with pytest.raises(IllegalMove) as caught:
        play(line_of("1. Nf3 d5 2. d3 Nf6 3. Nd2 *"))
    assert str(caught.value) == "3.Nd2 is ambiguous after 2…Nf6"
    assert caught.value.hint == "say which piece: Nbd2 or Nfd2"


def test_a_game_may_start_from_a_set_up_position():
    played = play(line_of("1. Kb2 *"), "8/8/8/8/8/8/8/K6k w - - 0 1")
    assert played.start == "8/8/8/8/8/8/8/K6k"
    assert played.line.moves[0].placement == "8/8/8/8/8/8/1K6/7k"
    with pytest.raises(BadPosition):
        play(line_of("1. Kb2 *"), "not a position")
    with pytest.raises(BadPosition):
        play(line_of("1. Kb2 *"), "8/8/8/8/8/8/8/K7 w - - 0 1")   # no black king


def test_move_labels():
    assert move_label(23, True, "Nf3") == "23.Nf3"
    assert move_label(22, False, "Qd7") == "22…Qd7"


def test_without_python_chess_the_games_extra_is_named(monkeypatch):
    monkeypatch.setitem(sys.modules, "chess", None)   # what an installation without the extra imports
    with pytest.raises(ChessMissing):
        chess_library()
