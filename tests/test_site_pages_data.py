"""generator/site/pages/data.py: what the pages are planned from: the standings worked out once per finished round, and
the next round from its round file or from the pairing engine."""
from __future__ import annotations

from fractions import Fraction

from plans import SLUG, context_of, plan
from sitedata import ROUND_1, ROUND_2, ROUND_3, club_tournament

from generator.core.model import Bye, ByeKind, Game, Round, Start, Tournament
from generator.core.prizes.fund import Prize, PrizeFund
from generator.core.standings import Standings, compute_standings
from generator.site.pages.contexts import NextRoundContext, OverviewContext
from generator.site.pages.data import NextRound, prepare_tournament


def test_next_round_comes_from_the_pairing_hook_when_no_round_file_exists() -> None:
    """Without a round-3 file the pairing provider is asked; its pairings are shown as provisional."""
    asked: list[int] = []

    def engine(tournament: Tournament) -> NextRound | None:
        asked.append(tournament.rounds_completed)
        return NextRound(Round(3, (Game(Start(1), Start(4)),)), computed=True, reasons=("4 floats down",))
    site_plan = plan(club_tournament(rounds=(ROUND_1, ROUND_2)), pairings=engine)
    upcoming = context_of(site_plan, SLUG + "next/", NextRoundContext).round
    assert asked == [2]
    assert upcoming.provisional and upcoming.href is None
    assert upcoming.reasons == ("4 floats down",)
    assert SLUG + "round/3/" not in [p.url for p in site_plan.pages]


def test_a_round_file_with_only_requested_byes_still_asks_the_pairing_engine() -> None:
    """Byes entered ahead of the pairing do not make a round paired: the engine's boards are shown."""
    early = Round(3, (), (Bye(Start(5), ByeKind.HALF),))
    site_plan = plan(club_tournament(rounds=(ROUND_1, ROUND_2, early)),
                     pairings=lambda t: NextRound(Round(3, (Game(Start(1), Start(4)),), early.byes), True))
    upcoming = context_of(site_plan, SLUG + "next/", NextRoundContext).round
    assert upcoming.provisional
    assert [b.white.start for b in upcoming.boards] == [1]


def test_pairings_for_another_round_than_the_next_are_ignored() -> None:
    """An engine answer for a round other than the one after the last finished round is not shown."""
    site_plan = plan(club_tournament(rounds=(ROUND_1, ROUND_2)),
                     pairings=lambda t: NextRound(Round(4, (Game(Start(1), Start(4)),)), True))
    assert SLUG + "next/" not in [p.url for p in site_plan.pages]


def test_no_next_round_page_after_the_last_planned_round_or_without_pairings() -> None:
    """A finished tournament has no next round; neither has one whose next pairings nobody knows."""
    finished = plan(club_tournament(rounds=(ROUND_1, ROUND_2), planned_rounds=2))
    unknown = plan(club_tournament(rounds=(ROUND_1, ROUND_2)))
    for site_plan in (finished, unknown):
        assert SLUG + "next/" not in [p.url for p in site_plan.pages]
        assert context_of(site_plan, SLUG, OverviewContext).next_round is None


def test_standings_are_worked_out_once_per_finished_round_and_the_earlier_ones_without_explanations() -> None:
    """The club tournament has rounds 1 and 2 finished and round 3 paired: standings after 1 and 2, the
    latest (after 2) by `standings_after`, the one before by `earlier`; the scorecards run over all three
    rounds (Berg: 1, 1½, then round 3 pending, still 1½)."""
    asked: list[tuple[str, int]] = []

    def latest(tournament: Tournament, after_round: int) -> Standings:
        asked.append(("latest", after_round))
        return compute_standings(tournament, after_round)

    def earlier(tournament: Tournament, after_round: int) -> Standings:
        asked.append(("earlier", after_round))
        return compute_standings(tournament, after_round, explain=False)
    data = prepare_tournament(club_tournament(tiebreaks=("BH",)), latest, earlier)
    assert sorted(asked) == [("earlier", 1), ("latest", 2)]
    assert data.completed == 2 and sorted(data.standings) == [1, 2]
    assert data.current is data.standings[2] and data.current.explanations
    assert not data.standings[1].explanations
    assert data.cards[Start(1)].running_scores() == (1, Fraction(3, 2), Fraction(3, 2))


def test_before_the_first_round_is_finished_there_are_no_standings() -> None:
    data = prepare_tournament(club_tournament(rounds=(Round(1, ROUND_3.games),)), compute_standings)
    assert data.completed == 0 and data.standings == {} and data.current is None


def test_the_prizes_of_the_current_standings_are_worked_out_once_with_a_fund() -> None:
    """No fund, or no finished round: no prize list. With one: the allocation of the latest standings (the club
    tournament after round 2: David Eng leads with 2 points, Anna Berg and Boris Cole follow on 1½)."""
    data = prepare_tournament(club_tournament(), lambda t, k: compute_standings(t, k))
    assert data.prizes is None
    fund = PrizeFund(main=(Prize(cents=5000), Prize(cents=3000)))
    with_fund = prepare_tournament(club_tournament(prize_fund=fund), lambda t, k: compute_standings(t, k))
    assert with_fund.prizes is not None and with_fund.prizes is with_fund.prizes
    assert with_fund.prizes.after_round == 2 and with_fund.prizes.awards[0].start == Start(4)
    none_yet = prepare_tournament(club_tournament(rounds=(), prize_fund=fund), lambda t, k: compute_standings(t, k))
    assert none_yet.prizes is None
