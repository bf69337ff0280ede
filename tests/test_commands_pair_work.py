"""The work of `bulletin pair` (generator/commands/pair_work.py) called directly: the round file --write makes
from what the file already holds, and the pairing as the terminal shows it. The command line itself is
tests/test_commands_pair.py."""
from __future__ import annotations

import pytest

from generator.commands.pair_work import pairing_as_text, round_file_text
from generator.model import Bye, ByeKind, Game, GameResult, Player, Round, Start, Tournament
from generator.pairing.core import Board, Pairing, PairingError, Reason

NAMES = ["Anna Berg", "Bruno Curtis", "Carla Diaz", "David Engel", "Eva Fink"]


def club() -> Tournament:
    players = tuple(Player(Start(n), name, 2000 - 50 * n) for n, name in enumerate(NAMES, start=1))
    return Tournament("club", "Club Swiss", players, (Round(1, (), ()),), planned_rounds=5)


def round_two(bye: int | None = 5) -> Pairing:
    return Pairing(2, (Board(Start(1), Start(3)), Board(Start(4), Start(2))), Start(bye) if bye else None,
                   (Reason((Start(5),), "5 gets the bye", "bye"),), "burstein")


def test_a_new_round_file_names_the_players_by_surname_and_the_bye_as_pab():
    assert round_file_text(None, round_two(), club()) == (
        "round: 2\nboards:\n  - [Berg, Diaz]\n  - [Engel, Curtis]\nbyes:\n  pab: Fink\n")


def test_what_the_file_holds_is_kept_and_the_bye_joins_its_byes():
    existing = "round: 2\ndate: 2026-10-02   # moved\nbyes:\n  half: Curtis\n"
    assert round_file_text(existing, round_two(), club()) == (
        "round: 2\ndate: 2026-10-02   # moved\nbyes:\n  pab: Fink\n  half: Curtis\n"
        "boards:\n  - [Berg, Diaz]\n  - [Engel, Curtis]\n")


def test_a_byes_mapping_on_one_line_takes_the_bye_first():
    assert round_file_text("round: 2\nbyes: {zero: Curtis}\n", round_two(), club()).startswith(
        "round: 2\nbyes: {pab: Fink, zero: Curtis}\nboards:\n")


def test_an_empty_boards_key_is_replaced_and_boards_are_never_overwritten():
    assert round_file_text("round: 2\nboards: []\n", round_two(None), club()) == (
        "round: 2\nboards:\n  - [Berg, Diaz]\n  - [Engel, Curtis]\n")
    with pytest.raises(PairingError, match="already holds boards"):
        round_file_text("round: 2\nboards:\n  - [Berg, Diaz]\n", round_two(), club())
    with pytest.raises(PairingError, match="already names a pairing-allocated bye"):
        round_file_text("round: 2\nbyes:\n  pab: Engel\n", round_two(), club())
    with pytest.raises(PairingError, match="one line per kind"):
        round_file_text("round: 2\nbyes: Engel\n", round_two(), club())


def test_the_terminal_shows_names_starting_numbers_and_scores_and_the_reasons_when_asked():
    """Scores before the round: 1 beat 2, 3 and 4 drew, 5 had the PAB (a win's point)."""
    games = (Game(Start(1), Start(2), GameResult.WHITE_WINS, 1), Game(Start(3), Start(4), GameResult.DRAW, 2))
    played = Round(1, games, (Bye(Start(5), ByeKind.PAB),))
    tournament = Tournament("club", "Club Swiss", club().players, (played,), planned_rounds=5)
    pairing = Pairing(2, (Board(Start(5), Start(1)), Board(Start(3), Start(2))), None,
                      (Reason((Start(4),), "4 is not paired", "bye"),), "burstein", (Start(4),))
    assert pairing_as_text(pairing, tournament, explain=True).splitlines() == [
        "Round 2 of Club Swiss (burstein system)",
        "  1. Eva Fink (5, 1) – Anna Berg (1, 1)",
        "  2. Carla Diaz (3, ½) – Bruno Curtis (2, 0)",
        "  not paired: David Engel (4, ½)",
        "Why:",
        "  - 4 is not paired",
    ]
    assert "Why" not in pairing_as_text(round_two(), club(), explain=False)
