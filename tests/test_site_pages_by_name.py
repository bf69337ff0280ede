"""A round's pairings sorted by name (pages/by_name.py), for the notice board: each player's board, colour and
opponent, the player's name surname first; in a large field two halves, printed side by side on one A4 page."""
from __future__ import annotations

import dataclasses

from plans import SLUG, context_of, plan
from sitedata import ROUND_3, club_tournament

from generator.core.model import Game, Player, Round, Start
from generator.site.pages.contexts import ByNameContext, RoundContext


def test_every_player_once_sorted_by_surname_with_board_colour_and_opponent():
    context = context_of(plan(), SLUG + "round/3/by-name/", ByNameContext)
    (lines,) = context.parts
    assert [(line.player.name, line.board, line.colour, line.opponent.name if line.opponent else line.note)
            for line in lines] == [
        ("Berg, Anna", 1, "black", "David Eng"), ("Cole, Boris", 2, "white", "Felix Grün"),
        ("Díaz, Clara", 3, "white", "Eva Fox"), ("Eng, David", 1, "white", "Anna Berg"),
        ("Fox, Eva", 3, "black", "Clara Díaz"), ("Grün, Felix", 2, "black", "Boris Cole"),
        ("Hahn, Greta", None, "", "withdrawn")]
    assert context.round_href == SLUG + "round/3/" and context.date == ROUND_3.date


def test_the_round_page_links_its_pairings_by_name():
    assert context_of(plan(), SLUG + "round/3/", RoundContext).by_name_href == SLUG + "round/3/by-name/"


def test_a_large_field_comes_in_two_halves():
    players = tuple(Player(Start(n), f"Player {n:02d}") for n in range(1, 61))
    games = tuple(Game(Start(n), Start(n + 30), board=n) for n in range(1, 31))
    tournament = club_tournament(players=players, rounds=(Round(1, games),), withdrawals={})
    context = context_of(plan(tournament), SLUG + "round/1/by-name/", ByNameContext)
    first, second = context.parts
    assert (len(first), len(second)) == (30, 30)
    assert first[0].player.name == "01, Player" and second[-1].player.name == "60, Player"


def test_a_round_without_boards_has_no_page():
    empty = dataclasses.replace(ROUND_3, games=())
    site_plan = plan(club_tournament(rounds=(empty,)))
    assert SLUG + "round/3/by-name/" not in {p.url for p in site_plan.pages}
