"""What is at stake in the next round: exact place ranges, the statements they make, estimated chances.

Pure core above the standings (docs/architecture.md, "Scenarios"): a `Tournament` and the `Round` being played
in, frozen value objects out; a page or a command only words and formats them.
"""
from .analysis import (DEFAULT_BUDGET, DEFAULT_PLACES, Outcome, PlayerScenario, Scenarios, round_from_boards,
                       scenarios)
from .chances import DRAW_RATE, UNRATED, Chances, chances, expected_score, result_odds
from .space import PendingBoard
from .statements import Listing, Phrase, word

__all__ = ["DEFAULT_BUDGET", "DEFAULT_PLACES", "DRAW_RATE", "UNRATED", "Chances", "Listing", "Outcome",
           "PendingBoard", "Phrase", "PlayerScenario", "Scenarios", "chances", "expected_score", "result_odds",
           "round_from_boards", "scenarios", "word"]
