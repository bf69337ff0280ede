"""The pairing systems this program pairs, by the name a tournament.yml types (`pairing: dutch`).

Like the tie-break registry (`generator/core/tiebreaks/registry.py`): one entry per system, and every part of the
site that treats systems alike (the `pair` command's `--system`, the build's next round, the TRF export) reads
it here rather than naming systems itself. An engine is one function `pair(tournament, round_number) ->
Pairing` that raises `PairingError` when the round cannot be paired; registering one is one line in `SYSTEMS`.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from generator.core.gcpause import no_cycle_collection
from generator.core.model import PairingSystem, Tournament
from generator.core.pairing import berger, burstein, burstein2025, dutch, keizer
from generator.core.pairing.core import Pairing, PairingError, next_round_number

Engine = Callable[[Tournament, int], Pairing]


class Kind(Enum):
    """How a system's rounds come about."""

    SWISS = "swiss"          # paired round by round from the results so far
    SCHEDULE = "schedule"    # every round known in advance (a round robin's table)


@dataclass(frozen=True)
class System:
    """One pairing system: its names, how it pairs, and its engine."""

    name: str                # as typed in tournament.yml and `bulletin pair --system`
    title: str               # display name, in English (the site words it by `overview.pairing_<name>`)
    trf_type: str            # TRF record 092, the type of tournament
    kind: Kind
    engine: Engine

    @property
    def swiss(self) -> bool:
        return self.kind is Kind.SWISS


SYSTEMS: Mapping[str, System] = MappingProxyType({s.name: s for s in (
    System("burstein", "Burstein", "Individual: Swiss-System, Burstein", Kind.SWISS, burstein.pair),
    System("burstein-2025", "Burstein (2025 text)", "Individual: Swiss-System, Burstein 2025", Kind.SWISS,
           burstein2025.pair),
    System("dutch", "Dutch", "Individual: Swiss-System, Dutch", Kind.SWISS, dutch.pair),
    System("round-robin", "Round robin", "Individual: Round-Robin", Kind.SCHEDULE, berger.pair),
    System("keizer", "Keizer", "Individual: Keizer", Kind.SWISS, keizer.pair),
)})


def find_system(system: str | PairingSystem) -> System:
    """The registered system of that name (or `PairingSystem` member); `PairingError` naming the systems this
    program can pair otherwise."""
    name = system.value if isinstance(system, PairingSystem) else system.strip().lower()
    found = SYSTEMS.get(name)
    if found is not None:
        return found
    raise PairingError(f"the tournament is paired by the '{name}' system, which this program cannot pair; "
                       f"use --system ({' or '.join(SYSTEMS)})")


def pair_next_round(tournament: Tournament, round_number: int | None = None,
                    system: str | PairingSystem | None = None) -> Pairing:
    """The pairing of `round_number` (default: the first round without boards) by `system` (default: the
    tournament's own). Raises `PairingError` when no legal pairing exists or the system is unknown."""
    engine = find_system(tournament.pairing if system is None else system).engine
    if round_number is None:
        round_number = next_round_number(tournament)
    planned = tournament.planned_rounds
    if planned and round_number > planned:
        raise PairingError(f"the tournament has {planned} rounds; there is no round {round_number} to pair")
    with no_cycle_collection():
        return engine(tournament, round_number)
