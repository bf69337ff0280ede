"""The rules of chess as pure functions of immutable values: the model, scoring, standings, tie-breaks,
pairings, scenarios and team competitions."""
