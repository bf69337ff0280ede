"""A board's game as data: its tags read by name, the position it ends in; attached to a board without being part
of its result."""
from __future__ import annotations

from generator.core.gamescore import START_PLACEMENT, GameScore, Line, Move
from generator.core.model import Game, GameResult, Round, Start

E4 = Move("e4", 1, True, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", "e2e4")


def score(*moves: Move, **tags: str) -> GameScore:
    return GameScore(tuple(tags.items()), Line(moves), "*", "1. e4 *")


def test_a_tag_is_read_by_name_and_an_unknown_value_reads_as_none():
    game = score(E4, Event="Herbst", Date="2026.??.??", Site="?")
    assert game.tag("Event") == "Herbst"
    assert game.tag("Date") == "2026.??.??"
    assert game.tag("Site") == "" and game.tag("Round") == ""


def test_the_final_position_is_the_last_moves_or_the_start():
    assert score(E4).final == E4.placement and score(E4).plies == 1
    assert score().final == START_PLACEMENT and score().plies == 0


def test_a_board_with_moves_equals_and_hashes_as_the_board_without():
    """The standings and every memo keyed by rounds see the same round whatever the annotator wrote."""
    plain = Game(Start(1), Start(2), GameResult.WHITE_WINS, 1)
    annotated = Game(Start(1), Start(2), GameResult.WHITE_WINS, 1, record=score(E4))
    assert plain == annotated and hash(Round(1, (plain,))) == hash(Round(1, (annotated,)))
    assert annotated.record is not None and plain.record is None
