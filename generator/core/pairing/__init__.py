"""Next-round pairings: the shared core (`core`), one engine module per system, and the systems by name
with `pair_next_round` (`systems`)."""
