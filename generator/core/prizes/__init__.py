"""Prize lists and category standings (docs/rules/prizes.md): the fund as the regulations declare it (fund.py),
who belongs to each category (categories.py), the money arithmetic of shared prizes (money.py), who wins what
and why (allocation.py, awards.py), and before the last round what each contender can still win (outlook.py).
Pure: a tournament, its standings and its fund in, frozen value objects out."""
