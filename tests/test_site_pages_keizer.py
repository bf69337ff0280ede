"""A Keizer competition's pages (generator/site/pages/keizer.py): the standings in Keizer order with points and
values, each player's points term by term, the round's absences by kind. Figures: docs/rules/keizer.md K1."""
from __future__ import annotations

from sitedata import club_site
from tests.keizer_cases import k1

from generator.core.standings import compute_standings
from generator.site.pages.contexts import PlayerContext, RoundContext, StandingsContext
from generator.site.pages.data import prepare_tournament
from generator.site.pages.planner import plan_site

SLUG = "tournament/k1/"


def plan(rounds: int = 3):
    t = k1(rounds)
    return plan_site(club_site(tournaments=(t,)), [prepare_tournament(t, compute_standings)])


def context(site_plan, url: str, kind: type):
    found = next(p for p in site_plan.pages if p.url == url).context
    made = found.make() if hasattr(found, "make") else found
    assert isinstance(made, kind), type(made).__name__
    return made


def test_the_standings_are_in_keizer_order_with_keizer_points_values_and_game_points() -> None:
    table = context(plan(), SLUG + "standings/3/", StandingsContext).standings
    assert table.keizer
    assert [(line.player.name, line.rank_label, str(line.keizer), line.value, str(line.points))
            for line in table.lines] == [
        ("Capablanca", "1", "71/4", 7, "2"), ("Lasker", "2", "29/2", 6, "2"), ("Botwinnik", "3", "13", 5, "3/2"),
        ("Steinitz", "4", "8", 4, "1"), ("Tal", "5", "5", 3, "3/2"), ("Keres", "6", "5", 2, "1")]


def test_a_players_page_gives_every_keizer_point_and_how_the_ranking_was_made() -> None:
    page = context(plan(), SLUG + "player/3/", PlayerContext)
    assert [line.outcome for line in page.rounds][1] == "absent, excused"
    card = page.keizer
    assert card is not None
    assert (card.points, card.value) == ("17¾", 7)
    assert [(line.round, line.text, line.points) for line in card.lines] == [
        ("", "own value 5, once", "5"),
        ("1", "win against Steinitz, valued 4 this round → 4", "4"),
        ("2", "absent, excused → 35 % of own value 5 = 1¾", "1¾"),
        ("3", "win against Botwinnik, valued 7 this round → 7", "7")]
    assert card.calculation[0] == "every round so far valued by the ranking after round 2, then ranked by the points"
    assert card.settings.startswith("Values from 7 for the first down to 2 for the last. A win earns 1, a draw ½")


def test_a_round_names_each_absence_by_its_kind() -> None:
    byes = context(plan(), SLUG + "round/2/", RoundContext).round.byes
    assert [(b.player.name, b.kind) for b in byes] == [("Capablanca", "absent, excused"),
                                                      ("Tal", "pairing-allocated bye")]


def test_the_next_evening_says_why_each_pair_and_what_each_result_brings() -> None:
    import dataclasses

    from tests.keizer_cases import K1_ROUNDS

    from generator.core.model import GameResult
    from generator.site.pages.contexts import NextRoundContext
    t = k1(3)
    pending = dataclasses.replace(K1_ROUNDS[2], games=tuple(dataclasses.replace(g, result=GameResult.PENDING)
                                                            for g in K1_ROUNDS[2].games))
    t = dataclasses.replace(t, rounds=t.rounds[:2] + (pending,))
    site_plan = plan_site(club_site(tournaments=(t,)), [prepare_tournament(t, compute_standings)])
    page = context(site_plan, SLUG + "next/", NextRoundContext)
    assert "Botwinnik plays Capablanca: the highest present still unpaired who has not met Botwinnik in the last " \
           "3 rounds (Lasker: round 1)" in page.round.reasons
    assert page.stake is None and page.keizer_stake is not None
    capablanca = next(row for row in page.keizer_stake.rows if row.player.name == "Capablanca")
    assert (capablanca.before, capablanca.place, capablanca.cells) == (
        "9¾", 3, (("17¾", "1"), ("14¼", "2–3"), ("10¾", "3–4")))
