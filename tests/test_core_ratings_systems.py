"""generator/core/ratings/systems.py: which rating change a tournament's pages show. `rating_change: dwz | fide |
none` decides; without it the data does: a DWZ for any player shows the DWZ, else a FIDE rating for any player
shows FIDE's change, else none (a club event rated nationally only shows no FIDE change)."""
from __future__ import annotations

import dataclasses

from generator.core.model import Game, GameResult, Player, RatingSystem, Round, Start, Tournament
from generator.core.ratings.systems import SYSTEMS, dwz_evaluation, fide_change, system_of
from generator.core.scoring import scorecards

FIDE_ONLY = Tournament("t", "T", (Player(Start(1), "A", 1900), Player(Start(2), "B", 1800)),
                       (Round(1, (Game(Start(1), Start(2), GameResult.WHITE_WINS),)),))
BOTH = dataclasses.replace(FIDE_ONLY, players=(Player(Start(1), "A", 1900, dwz=1850, dwz_index=9),
                                                Player(Start(2), "B", 1800)))
NATIONAL = dataclasses.replace(FIDE_ONLY, players=(Player(Start(1), "A", dwz=1850, dwz_index=9),
                                                    Player(Start(2), "B", dwz=1700, dwz_index=9)))
UNRATED = dataclasses.replace(FIDE_ONLY, players=(Player(Start(1), "A"), Player(Start(2), "B")))


def test_the_default_follows_the_data() -> None:
    assert [system_of(t) for t in (FIDE_ONLY, BOTH, NATIONAL, UNRATED)] == [
        RatingSystem.FIDE, RatingSystem.DWZ, RatingSystem.DWZ, RatingSystem.NONE]


def test_the_tournament_chooses() -> None:
    for chosen in RatingSystem:
        assert system_of(dataclasses.replace(BOTH, rating_change=chosen)) is chosen


def test_only_the_chosen_system_is_worked_out() -> None:
    """A national event gets its DWZ evaluation and no FIDE change; a FIDE event the reverse."""
    cards = scorecards(NATIONAL)
    assert dwz_evaluation(NATIONAL, cards) is not None
    assert fide_change(NATIONAL, NATIONAL.player(Start(1)), cards[Start(1)]) is None
    cards = scorecards(FIDE_ONLY)
    assert dwz_evaluation(FIDE_ONLY, cards) is None
    found = fide_change(FIDE_ONLY, FIDE_ONLY.player(Start(1)), cards[Start(1)])
    assert found is not None and found.total == 7    # 1900 beats 1800: D 100, PD .64; 20 × .36 = 7.2
    none = dataclasses.replace(FIDE_ONLY, rating_change=RatingSystem.NONE)
    assert fide_change(none, none.player(Start(1)), cards[Start(1)]) is None


def test_a_player_is_rated_in_a_system_by_his_data() -> None:
    """The DWZ takes a FIDE rating where there is no DWZ (WO 4.1.2)."""
    fide, dwz = SYSTEMS[RatingSystem.FIDE], SYSTEMS[RatingSystem.DWZ]
    assert (fide.rated(Player(Start(1), "A", 1900)), dwz.rated(Player(Start(1), "A", 1900))) == (True, True)
    assert (fide.rated(Player(Start(1), "A", dwz=1500)), dwz.rated(Player(Start(1), "A"))) == (False, False)
