"""Next-round pairings: a shared core (`core`) and one module per system (`burstein`, `dutch`).

Entry point for the rest of the site: `pair_next_round(tournament, round_number=None, system=None)`.
"""
from __future__ import annotations

import importlib

from ..model import PairingSystem, Tournament
from .core import Board, Pairing, PairingError, Reason, exchange_format, next_round_number, pairing_input

__all__ = ["Board", "Pairing", "PairingError", "Reason", "exchange_format", "pair_next_round", "SYSTEMS"]

SYSTEMS = ("burstein", "dutch")


def pair_next_round(tournament: Tournament, round_number: int | None = None,
                    system: str | PairingSystem | None = None) -> Pairing:
    """The pairing of `round_number` (default: the first round without boards) by `system` (default: the
    tournament's own). Raises `PairingError` when no legal pairing exists or the system is unknown."""
    name = _system_name(tournament, system)
    if round_number is None:
        round_number = next_round_number(tournament)
    planned = tournament.planned_rounds
    if planned and round_number > planned:
        raise PairingError(f"the tournament has {planned} rounds; there is no round {round_number} to pair")
    if name == "burstein":
        from . import burstein
        return burstein.pair_round(pairing_input(tournament, round_number), tournament.points)
    try:
        module = importlib.import_module(f".{name}", __package__)
    except ModuleNotFoundError as exc:
        raise PairingError(f"the {name} system is not available yet") from exc
    return module.pair_next_round(tournament, round_number)


def _system_name(tournament: Tournament, system: str | PairingSystem | None) -> str:
    if system is None:
        system = tournament.pairing
    name = system.value if isinstance(system, PairingSystem) else str(system).lower()
    if name not in SYSTEMS:
        raise PairingError(f"the tournament is paired by the '{name}' system, which this program cannot pair; "
                           f"use --system ({' or '.join(SYSTEMS)})")
    return name
