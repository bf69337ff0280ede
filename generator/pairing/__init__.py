"""Next-round pairings: a shared core (`core`), one engine module per system, and their registry (`registry`).

Entry point for the rest of the site: `pair_next_round(tournament, round_number=None, system=None)`; the
systems by name, with what the site needs to know of each, are `registry.SYSTEMS`.

Nothing is imported with this package itself: the catalogues (`generator.i18n`) read `pairing.wording`, which
runs this file, and `bulletin standings` has no use for the pairing core or the engines. The core's names are
found here when first asked for (PEP 562), the engines with the first pairing.
"""
from __future__ import annotations

TYPE_CHECKING = False   # typing's flag without importing typing (mypy reads the block)
if TYPE_CHECKING:
    from ..model import PairingSystem, Tournament
    from .core import Board, Pairing, PairingError, Reason, exchange_format

__all__ = ["Board", "Pairing", "PairingError", "Reason", "exchange_format", "pair_next_round"]
_FROM_CORE = frozenset({"Board", "Pairing", "PairingError", "Reason", "exchange_format"})


def __getattr__(name: str) -> object:
    if name in _FROM_CORE:
        from . import core
        return getattr(core, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def pair_next_round(tournament: Tournament, round_number: int | None = None,
                    system: str | PairingSystem | None = None) -> Pairing:
    """The pairing of `round_number` (default: the first round without boards) by `system` (default: the
    tournament's own). Raises `PairingError` when no legal pairing exists or the system is unknown."""
    from .core import PairingError, next_round_number
    from .registry import find_system

    engine = find_system(tournament.pairing if system is None else system).engine
    if round_number is None:
        round_number = next_round_number(tournament)
    planned = tournament.planned_rounds
    if planned and round_number > planned:
        raise PairingError(f"the tournament has {planned} rounds; there is no round {round_number} to pair")
    from ..gcpause import no_cycle_collection

    with no_cycle_collection():   # the engines' 10⁴-10⁶ young objects hold no cycles worth a pass (gcpause)
        return engine(tournament, round_number)
