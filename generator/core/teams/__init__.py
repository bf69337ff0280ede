"""Team competitions (leagues): the model, scoring, team tie-breaks and the league table.

`model` holds the value objects (League, Team, Match, Board, Fixture), `scoring` a team's rounds (match and game
points), `ledger` those rounds in integer units with running totals, `tiebreaks`, `direct` and `chain` the team
tie-breaks of FIDE C.07 and the Berlin score, `standings` the table after any round."""
