"""What is at stake in the next round: exact place ranges, the statements they make, estimated chances.

Pure core above the standings (docs/architecture.md, "Scenarios"): a `Tournament` and the `Round` being played
in, frozen value objects out; a page or a command only words and formats them.
"""
from .analysis import DEFAULT_BUDGET, DEFAULT_PLACES, Outcome, PlayerScenario, Scenarios, scenarios
from .space import PendingBoard

__all__ = ["DEFAULT_BUDGET", "DEFAULT_PLACES", "Outcome", "PendingBoard", "PlayerScenario", "Scenarios",
           "scenarios"]
