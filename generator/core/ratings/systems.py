"""The rating systems a tournament can show the change of, and which one it shows: `rating_change: dwz | fide |
none` in tournament.yml, or, when it says nothing, what its players' data has (a DWZ for any player: the DWZ,
else a FIDE rating for any player: FIDE's; else none). A club event rated nationally only types `dwz:` and no
`rating:`, and shows no FIDE change."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Callable, Mapping

from generator.core.model import Player, RatingSystem, Start, Tournament
from generator.core.ratings import dwz_event, fide
from generator.core.scoring import Scorecard


@dataclass(frozen=True)
class SystemSpec:
    """A rating system: its name on the pages, the rule text it follows, and whether a player is rated in it."""

    system: RatingSystem
    name: str
    rules: str
    rated: Callable[[Player], bool]


SYSTEMS: Mapping[RatingSystem, SystemSpec] = MappingProxyType({
    RatingSystem.DWZ: SystemSpec(RatingSystem.DWZ, "DWZ", "DSB Wertungsordnung",
                                 lambda p: dwz_event.starting_rating(p) is not None),
    RatingSystem.FIDE: SystemSpec(RatingSystem.FIDE, "FIDE", "FIDE Handbook B.02", lambda p: bool(p.rating)),
})


def system_of(tournament: Tournament) -> RatingSystem:
    """The system whose change the tournament's pages show (`RatingSystem.NONE`: none)."""
    if tournament.rating_change is not None:
        return tournament.rating_change
    if any(p.dwz for p in tournament.players):
        return RatingSystem.DWZ
    if any(SYSTEMS[RatingSystem.FIDE].rated(p) for p in tournament.players):
        return RatingSystem.FIDE
    return RatingSystem.NONE


def dwz_evaluation(tournament: Tournament, cards: Mapping[Start, Scorecard]) -> dwz_event.DwzEvaluation | None:
    """The tournament's DWZ evaluation, when it shows the DWZ."""
    return dwz_event.evaluate(tournament, cards) if system_of(tournament) is RatingSystem.DWZ else None


def fide_change(tournament: Tournament, player: Player, card: Scorecard,
                games: tuple[fide.RatedGame, ...] | None = None) -> fide.RatingChange | None:
    """The player's FIDE change, when the tournament shows FIDE's."""
    if system_of(tournament) is not RatingSystem.FIDE:
        return None
    return fide.tournament_rating_change(tournament, player, card, games)
