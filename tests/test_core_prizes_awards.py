"""The answer of an allocation as data (generator/core/prizes/awards.py): a player's awards, a list's, their worth."""
from __future__ import annotations

from generator.core.model import Start
from generator.core.prizes.awards import Allocation, Award, Slot
from generator.core.prizes.fund import MAIN, Prize


def test_awards_by_player_and_by_list():
    book = Award(Start(7), "Unrated", 1, Prize(item="book", value=5000), None, "book")
    second = Award(Start(2), MAIN, 2, Prize(cents=20000), 20000)
    first = Award(Start(1), MAIN, 1, Prize(cents=30000), 30000)
    u18 = Award(Start(2), "U18", 1, Prize(cents=4000), 4000)
    allocation = Allocation(7, (first, second, book, u18), (), 54000, 54000)
    assert allocation.of(Start(2)) == (second, u18)
    assert allocation.in_category(MAIN) == (first, second)
    assert book.worth == 5000 and second.worth == 20000 and second.main and not u18.main
    assert Slot(MAIN, 1, Prize(cents=1)).main
