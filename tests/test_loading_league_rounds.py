"""generator/loading/league_rounds.py: a league's rounds/NN.yml (matches board by board, team byes, a board's own
colours); each mistake's message: tests/bad_league/."""
from __future__ import annotations

import shutil
from pathlib import Path

from generator.core.model import Colour, GameResult
from generator.core.teams.model import ByeKind, TeamBye
from generator.loading.league import load_league

LEAGUE = Path(__file__).parent / "data" / "league"


def league_with_round_4(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    folder = tmp_path / "liga"
    shutil.copytree(LEAGUE, folder)
    spec = folder / "league.yml"
    text4 = spec.read_text("utf-8").replace("rounds: 3", "rounds: 4")
    spec.write_text(text4.replace("  3: [[gruenau, probstheida], [eutritzsch, lindenau]]",
                                  "  3: [[gruenau, probstheida], [eutritzsch, lindenau]]\n  4: [[lindenau, gruenau]]"),
                    "utf-8")
    (folder / "rounds" / "04.yml").write_text(text, "utf-8")
    return load_league(folder)[0]


def test_boards_follow_the_colour_rule_unless_a_board_says_otherwise(tmp_path: Path) -> None:
    """Home Black on odd boards by default; `white` as a fourth item gives the home player White on board 1, and
    `~` leaves that board's result open."""
    league = league_with_round_4(tmp_path, "matches:\n  lindenau - gruenau:\n"
                                           "    - [Brandt, Kowalski, 1-0, white]\n    - [Hoffmann, Nowak, ~, black]\n"
                                           "    - [Meißner, Schulz, ½-½]\n    - [Weiß, Fuchs, 0-1]\n")
    boards = league.matches_of_round(4)[0].boards
    assert [b.home_colour for b in boards] == [Colour.WHITE, Colour.BLACK, Colour.BLACK, Colour.WHITE]
    assert (boards[0].game.white, boards[0].game.result) == (1, GameResult.WHITE_WINS)
    assert boards[1].result is GameResult.PENDING


def test_team_byes_are_read_by_kind(tmp_path: Path) -> None:
    league = league_with_round_4(tmp_path, "matches:\n  lindenau - gruenau:\nbyes:\n  pab: [eutritzsch]\n"
                                           "  zero: [TSV Probstheida]\n")
    assert [b for b in league.byes if b.round == 4] == [TeamBye(4, "eutritzsch", ByeKind.PAB),
                                                         TeamBye(4, "probstheida", ByeKind.ZERO)]
