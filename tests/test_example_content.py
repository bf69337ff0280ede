"""The example site (`site.yml`, `content/`) is what an organiser using chess-bulletin would have typed:
every round of every example tournament is the pairing our engine makes from the rounds before it."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from generator.core.model import ByeKind, PairingSystem, Tournament
from generator.core.pairing.systems import SYSTEMS, pair_next_round
from generator.loading.load import load_site

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = load_site(REPO)
PAIRED = [t for t in EXAMPLE.tournaments if t.pairing.value in SYSTEMS]


def before_round(tournament: Tournament, number: int) -> Tournament:
    """The tournament as the arbiter had it when pairing round `number`: rounds 1..number-1, and of round
    `number` only the byes and absences entered in advance (not its boards, not its pairing-allocated bye)."""
    rounds = [r for r in tournament.rounds if r.number < number]
    entered = tournament.round(number)
    if entered is not None:
        rounds.append(replace(entered, games=(), byes=tuple(b for b in entered.byes if b.kind is not ByeKind.PAB)))
    return replace(tournament, rounds=tuple(rounds))


def test_the_example_shows_both_pairing_systems() -> None:
    """The example site has a Burstein tournament and a Dutch one."""
    assert {t.pairing for t in PAIRED} >= {PairingSystem.BURSTEIN, PairingSystem.DUTCH}


@pytest.mark.parametrize("tournament", PAIRED, ids=[t.slug for t in PAIRED])
def test_every_example_round_is_the_engines_pairing(tournament: Tournament) -> None:
    """Each entered round has the boards (white first) in the board order, and the pairing-allocated bye, that
    the tournament's own system (docs/rules/burstein.md, dutch.md) pairs from the rounds before it."""
    paired_rounds = [r for r in tournament.rounds if r.games]
    assert paired_rounds
    for entered in paired_rounds:
        pairing = pair_next_round(before_round(tournament, entered.number), entered.number)
        engine = [(b.white, b.black) for b in pairing.boards]
        assert [(g.white, g.black) for g in entered.games] == engine, f"round {entered.number}"
        assert [b.player for b in entered.byes if b.kind is ByeKind.PAB] == \
            ([pairing.bye] if pairing.bye is not None else []), f"round {entered.number}"


def test_the_example_league_is_a_season_after_round_4() -> None:
    """8 teams, 8 boards, a single round robin by the Berger tables, after round 4, one
    forfeited board, one substitute, and a news post with the live match and table."""
    from generator.core.pairing.berger import berger_table

    (league,) = EXAMPLE.leagues
    assert (len(league.teams), league.boards, league.rounds, league.rounds_completed) == (8, 8, 7, 4)
    order = [t.slug for t in league.teams]
    planned = [sorted((order[h - 1], order[a - 1]) for h, a in pairs) for pairs in berger_table(8)]
    assert [sorted((f.home, f.away) for f in league.schedule if f.round == n) for n in range(1, 8)] == planned
    boards = [b for m in league.matches for b in m.boards]
    assert sum(b.result.forfeit for b in boards) == 1
    sides = [(team, player) for m in league.matches for b in m.boards
             for team, player in ((m.home, b.home), (m.away, b.away))]
    assert sum(1 for team, player in sides if player in league.team(team).substitutes) == 1
    (post,) = [p for p in EXAMPLE.news if p.league == league.slug]
    assert "{{ match team=lindenau-1" in post.body_markdown and "{{ league-table" in post.body_markdown
