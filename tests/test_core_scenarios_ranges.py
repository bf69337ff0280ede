"""generator/core/scenarios/ranges.py (through `scenarios`): exact place ranges against brute force — every completion
ranked by the standings themselves — on random small tournaments, every tie-break, every rule set."""
from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario_cases import brute_force, paired_tournaments

from generator.core.model import Start, Tournament
from generator.core.scenarios import ranges as ranges_module
from generator.core.scenarios import standing
from generator.core.scenarios.analysis import scenarios
from generator.core.scenarios.space import DEPENDENCE
from generator.core.tiebreaks.codes import all_codes
from generator.core.tiebreaks.registry import parse_code

RANDOM = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
FAST_CODES = ("BH", "BH/C1", "SB", "DE", "ARO", "PS", "WIN")   # the rest in the slow set
PER_CODE = settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))


def ranges(tournament: Tournament, budget: int = 10 ** 7) -> dict[Start, dict[str, tuple[int | None, int | None]]]:
    number = tournament.rounds_entered
    found = scenarios(tournament, tournament.round(number), budget=budget)
    names = {"bye": "fixed", "absent": "fixed"}
    return {p.start: {names.get(o.result, o.result) if o.state is not None or o.result in names else "fixed":
                      (o.best, o.worst) for o in p.outcomes} for p in found.players}


@RANDOM
@given(paired_tournaments())
def test_ranges_match_brute_force_on_random_tournaments(tournament):
    """Every player, every own result: best and worst place equal those of ranking every completion with the
    standings themselves (random chains, all rule sets, byes, forfeits, withdrawals, results already in)."""
    assert ranges(tournament) == brute_force(tournament, tournament.rounds_entered)


@pytest.mark.parametrize("code", [
    pytest.param(c, marks=() if c in FAST_CODES else pytest.mark.slow)
    for c in all_codes() if "/" not in c or c.endswith("1")])
def test_ranges_match_brute_force_for_each_tiebreak(code):
    @PER_CODE
    @given(paired_tournaments())
    def check(tournament):
        tournament = replace(tournament, tiebreaks=(code,) + tournament.tiebreaks[:1])
        assert ranges(tournament) == brute_force(tournament, tournament.rounds_entered)
    check()


@pytest.mark.slow
@RANDOM
@given(paired_tournaments())
def test_ranges_match_brute_force_when_every_race_is_searched_alone_first(tournament):
    """What big races do differently (each contender searched alone first, again once the points are known, and
    for each result of his board in a free board's bound; the worst-place search branching on the player's own
    boards first) is exact too: forced on here for races of any size, as the random fields are too small to
    reach the thresholds."""
    names = ("ALONE_FIRST_FROM", "OWN_BOARDS_FIRST_FROM", "ALONE_AGAIN_FROM", "DEEP_BOUNDS_FROM")
    homes = [standing if name == "DEEP_BOUNDS_FROM" else ranges_module for name in names]
    kept = [getattr(home, name) for home, name in zip(homes, names)]
    for name, forced in zip(names, (2, 2, 1, 1)):
        setattr(standing if name == "DEEP_BOUNDS_FROM" else ranges_module, name, forced)
    try:
        assert ranges(tournament) == brute_force(tournament, tournament.rounds_entered)
    finally:
        for name, value in zip(names, kept):
            setattr(standing if name == "DEEP_BOUNDS_FROM" else ranges_module, name, value)


@RANDOM
@given(paired_tournaments(), st.integers(min_value=1, max_value=40))
def test_a_search_stopped_by_the_budget_leaves_every_other_figure_exact(tournament, budget):
    """With a budget so small that some searches stop, each figure still given is brute force's: the search
    that stopped leaves nothing behind for the next one (a best-place search cut short used to leave its
    boards assigned, and the worst place of the same result was then searched from them)."""
    exact = brute_force(tournament, tournament.rounds_entered)
    for start, outcomes in ranges(tournament, budget).items():
        for result, (best, worst) in outcomes.items():
            assert best in (None, exact[start][result][0])
            assert worst in (None, exact[start][result][1])


SEPARABLE = [code for code in all_codes() if DEPENDENCE[parse_code(code).base] == (1, True)
             and not (parse_code(code).base == "SB" and parse_code(code).low)]


@RANDOM
@given(paired_tournaments(), st.lists(st.sampled_from(SEPARABLE), min_size=1, max_size=3, unique=True))
def test_ranges_match_brute_force_with_a_chain_of_opponents_scores(tournament, chain):
    """Chains of Buchholz, Sonneborn-Berger, Koya, FB, APRO, APPO (monotone in the opponents' scores), where the
    search settles a lone open player by his extremes and counts pairs who cannot both end as it wants, with
    the thresholds of big races forced on as well."""
    tournament = replace(tournament, tiebreaks=tuple(chain))
    names = ("ALONE_FIRST_FROM", "OWN_BOARDS_FIRST_FROM", "ALONE_AGAIN_FROM", "DEEP_BOUNDS_FROM")
    exact = brute_force(tournament, tournament.rounds_entered)
    assert ranges(tournament) == exact
    homes = [standing if name == "DEEP_BOUNDS_FROM" else ranges_module for name in names]
    kept = [getattr(home, name) for home, name in zip(homes, names)]
    for name, forced in zip(names, (2, 2, 1, 1)):
        setattr(standing if name == "DEEP_BOUNDS_FROM" else ranges_module, name, forced)
    try:
        assert ranges(tournament) == exact
    finally:
        for name, value in zip(names, kept):
            setattr(standing if name == "DEEP_BOUNDS_FROM" else ranges_module, name, value)


OWN_FIGURES = ["STD", "STD/R", "TPN", "TPN/R", "RTNG", "RTNG/R"]


@RANDOM
@given(paired_tournaments(), st.lists(st.sampled_from(OWN_FIGURES), min_size=1, max_size=2, unique=True))
def test_ranges_match_brute_force_with_the_2026_codes_of_a_players_own_figures(tournament, chain):
    """STD, TPN and RTNG (C.07 2026) and their reversed orders: TPN ranks the lowest number first and /R turns an
    order round, in the search as in the standings it is checked against."""
    tournament = replace(tournament, tiebreaks=tuple(chain))
    assert ranges(tournament) == brute_force(tournament, tournament.rounds_entered)
