"""TRF-2026's National Rating Support records: a line like a player's 001 line, started by a federation's
three-letter code instead of 001, giving the player's national rating (columns 49-52) and birth date (70-79)
beside his FIDE data. A German record ("GER") is the DWZ; the record has no place for the DWZ's index."""
from __future__ import annotations

import dataclasses
from typing import Mapping, NamedTuple, Sequence

from generator.core.model import Player, Start

DWZ_FEDERATION = "GER"


class NationalRating(NamedTuple):
    start: Start
    rating: int | None
    birth: str | None


def national_rating(line: str) -> NationalRating | None:
    """The record of a DWZ line ("GER  12 …"), or None when the line is not one or names no starting number."""
    if line[:3].upper() != DWZ_FEDERATION or not line[4:8].strip().isdecimal():
        return None
    rating = line[48:52].strip()
    return NationalRating(Start(int(line[4:8])), int(rating) if rating.isdecimal() and int(rating) > 0 else None,
                          line[69:79].strip() or None)


def with_national(players: Sequence[Player], national: Mapping[Start, NationalRating]) -> list[Player]:
    """Each player with the DWZ of his national record, and its birth date where his 001 line has none."""
    found = []
    for player in players:
        record = national.get(player.start)
        if record is not None:
            player = dataclasses.replace(player, dwz=record.rating, birth=player.birth or record.birth)
        found.append(player)
    return found
