"""Team competitions (leagues): the model, scoring, team tie-breaks and the league table; pure core.

`model` holds the value objects (League, Team, Match, Board, Fixture), `scoring` a team's rounds (match and game
points), `ledger` those rounds in integer units with running totals, `tiebreaks` + `direct` + `registry` the team
tie-breaks of FIDE C.07 and the Berlin score, `standings` the table after any round.

Nothing is imported with this package itself: the catalogues (`generator.i18n`) read `teams.wording`, which runs
this file, and an individual tournament (`bulletin pair`, `standings`, `explain`) has no use for the team
machinery. The names below are found in their modules when first asked for (PEP 562), as in
`generator/pairing/__init__.py`.
"""
from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .model import (
                        HOME_BLACK_ON_ODD,
                        HOME_WHITE_ON_ODD,
                        NO_PLAYER,
                        Board,
                        ByeKind,
                        Fixture,
                        League,
                        Match,
                        MatchForfeit,
                        MatchPoints,
                        Score,
                        Team,
                        TeamBye,
                        colour_of_home,
                        fixtures_from_table,
                        flipped,
                        make_board,
    )
    from .registry import (
                        TEAM_TIEBREAKS,
                        TeamCode,
                        all_team_codes,
                        compute_team,
                        parse_team_chain,
                        parse_team_code,
    )
    from .scoring import Outcome, TeamCard, TeamRound, board_points, score_match, team_cards
    from .standings import LeagueTable, TeamRow, compute_league_table, compute_league_tables
    from .tiebreaks import TeamContext


__all__ = [
                    "HOME_BLACK_ON_ODD",
                    "HOME_WHITE_ON_ODD",
                    "NO_PLAYER",
                    "TEAM_TIEBREAKS",
                    "Board",
                    "ByeKind",
                    "Fixture",
                    "League",
                    "LeagueTable",
                    "Match",
                    "MatchForfeit",
                    "MatchPoints",
                    "Outcome",
                    "Score",
                    "Team",
                    "TeamBye",
                    "TeamCard",
                    "TeamCode",
                    "TeamContext",
                    "TeamRound",
                    "TeamRow",
                    "all_team_codes",
                    "board_points",
                    "colour_of_home",
                    "compute_league_table", "compute_league_tables",
                    "compute_team",
                    "fixtures_from_table",
                    "flipped",
                    "make_board",
                    "parse_team_chain",
                    "parse_team_code",
                    "score_match",
                    "team_cards",
]


def _modules() -> Iterator[ModuleType]:
    """The package's modules, imported one at a time, each importing no more than the ones after it: asking for
    `League` (the content readers, the site's configuration) loads the model alone (issue 17: start-up)."""
    from . import model
    yield model
    from . import scoring
    yield scoring
    from . import tiebreaks
    yield tiebreaks
    from . import registry
    yield registry
    from . import standings
    yield standings


def __getattr__(name: str) -> object:
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return next(getattr(module, name) for module in _modules() if hasattr(module, name))
