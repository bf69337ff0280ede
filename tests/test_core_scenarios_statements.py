"""generator/core/scenarios/statements.py: the sentences for hand-worked cases (a leader safe with a draw, a race decided
by Buchholz through a third board, a shared place) in English, German and Spanish."""
from __future__ import annotations

from scenario_cases import RACE, D, L, W, brute_force, game, hand_tournament, said

from generator.core.model import Round, Start
from generator.core.scenarios.analysis import scenarios


def test_a_race_decided_by_buchholz_through_a_third_board():
    tournament = hand_tournament(RACE)
    found = scenarios(tournament, tournament.round(3))
    yilmaz = found.player(Start(1))
    assert {o.result: (o.best, o.worst) for o in yilmaz.outcomes} == {"win": (1, 2), "draw": (1, 2),
                                                                       "loss": (1, 2)}
    assert brute_force(tournament, 3)[Start(1)] == {"win": (1, 2), "draw": (1, 2), "loss": (1, 2)}
    assert said(tournament, 1) == [
        "With a win, Yılmaz is first if Meißner does not beat Brandt.",
        "With a win, Yılmaz is level on points with Meißner if Meißner beats Brandt; then BH decides whether "
        "Yılmaz is first, depending on Hoffmann–Vogt.",
        "With a draw, Yılmaz is first only if Meißner does not beat Brandt.",
        "With a draw, Yılmaz is level on points with Meißner if Meißner draws with Brandt; then BH decides "
        "whether Yılmaz is first, depending on Hoffmann–Vogt.",
        "With a loss, Yılmaz is first only if Meißner loses to Brandt.",
        "With a loss, Yılmaz is level on points with Meißner if Meißner loses to Brandt; then BH decides "
        "whether Yılmaz is first, depending on Hoffmann–Vogt.",
        "Yılmaz is sure of the top 3.",
    ]


def test_the_race_in_german_and_spanish():
    tournament = hand_tournament(RACE)
    assert said(tournament, 1, "de")[:2] == [
        "Mit einem Sieg ist Yılmaz auf Platz 1, wenn Meißner gegen Brandt nicht gewinnt.",
        "Mit einem Sieg liegt Yılmaz punktgleich mit Meißner, wenn Meißner gegen Brandt gewinnt; dann entscheidet "
        "BH, ob Yılmaz auf Platz 1 ist, abhängig von Hoffmann–Vogt.",
    ]
    assert said(tournament, 1, "es")[:2] == [
        "Con una victoria, Yılmaz termina en el primer puesto si Meißner no gana a Brandt.",
        "Con una victoria, Yılmaz queda empatado a puntos con Meißner si Meißner gana a Brandt; entonces BH "
        "decide si Yılmaz termina en el primer puesto, según Hoffmann–Vogt.",
    ]


def test_a_leader_safe_with_a_draw():
    """Yılmaz 2 points, Meißner 1: Yılmaz–Meißner in round 3. A draw leaves Yılmaz half a point clear of
    everybody (the others have at most 1 + 1 = 2 … Brandt has 1 and meets Krüger)."""
    rounds = (Round(1, (game(1, 3, W, 1), game(2, 4, W, 2))), Round(2, (game(1, 4, W, 1), game(3, 2, W, 2))),
              Round(3, (game(1, 2, board=1), game(3, 4, board=2))))
    tournament = hand_tournament(rounds, size=4)
    found = scenarios(tournament, tournament.round(3))
    assert {o.result: (o.best, o.worst) for o in found.player(Start(1)).outcomes} == {
        "win": (1, 1), "draw": (1, 1), "loss": (1, 3)}
    sentences = said(tournament, 1)
    assert sentences[0] == "Yılmaz is first with a win or a draw."
    assert said(tournament, 1, "de")[0] == "Yılmaz ist mit einem Sieg oder einem Remis auf Platz 1."
    assert said(tournament, 1, "es")[0] == "Yılmaz termina en el primer puesto con una victoria o tablas."


def test_a_shared_place():
    """The race with Meißner's and Hoffmann–Vogt's results already in (Meißner won, Hoffmann–Vogt drawn):
    if Yılmaz wins he is level with Meißner on points and Buchholz, so they share places 1–2."""
    boards = (game(1, 4, board=1), game(3, 2, L, 2), game(5, 6, D, 3))
    tournament = hand_tournament(RACE[:2] + (Round(3, boards),))
    found = scenarios(tournament, tournament.round(3))
    win = found.player(Start(1)).outcome("win")
    assert (win.best, win.worst) == (1, 2)
    assert brute_force(tournament, 3)[Start(1)]["win"] == (1, 2)
    assert said(tournament, 1)[0] == "With a win, Yılmaz shares first with Meißner."
    assert said(tournament, 1, "de")[0] == "Mit einem Sieg teilt sich Yılmaz Platz 1 mit Meißner."
    assert said(tournament, 1, "es")[0] == "Con una victoria, Yılmaz comparte el primer puesto con Meißner."


def test_players_who_cannot_reach_the_prize_places_get_no_statements():
    tournament = hand_tournament(RACE)
    found = scenarios(tournament, tournament.round(3), places=1)
    assert [p.start for p in found.players if p.statements] == [1, 2]
    assert not found.player(Start(5)).contender
