"""The Keizer system of club evening competitions (docs/rules/keizer.md): the settings and their value numbers
(`settings`), each player's Keizer points as terms under one valuation (`points`), and the ranking after each
evening with its recalculation (`ranking`). The pairing of the next evening is an engine of the pairing
registry (`generator.core.pairing.keizer`); what is at stake is `generator.core.scenarios.keizer`."""
