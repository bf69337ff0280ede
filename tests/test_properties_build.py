"""Property tests of the whole build: random tournaments (byes, forfeits, withdrawals, results still missing,
a round still to pair) written as content files build without a crash, and two builds are byte-identical."""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sitedata import tree
from test_properties_pairing import played_out
from test_tiebreaks_properties import tournaments

from generator.core.errors import ContentError
from generator.core.model import PairingSystem, Tournament
from generator.site.build import build_site

pytestmark = pytest.mark.slow

SETTINGS = settings(max_examples=12, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def consistent(t: Tournament) -> Tournament:
    """Withdrawn players keep nothing in the rounds from their withdrawal on (the loader refuses that)."""
    def present(start: int, number: int) -> bool:
        return t.withdrawals.get(start, number + 1) > number

    rounds = tuple(r.__class__(r.number, tuple(g for g in r.games if present(g.white, r.number)
                                               and present(g.black, r.number)),
                               tuple(b for b in r.byes if present(b.player, r.number)), r.date)
                   for r in t.rounds)
    return t.__class__(**{**t.__dict__, "rounds": rounds})


def write_site(root: Path, t: Tournament, next_round: bool) -> Path:
    """site.yml and content/random/: tournament.yml with every player, one rounds/NN.yml per round."""
    folder = root / "content" / "random"
    (folder / "rounds").mkdir(parents=True)
    (root / "site.yml").write_text("title: Random club\nbase_url: /random/\n", encoding="utf-8")
    planned = t.rounds_entered + (1 if next_round else 0) or 1
    lines = ["name: Random Open", f"rounds: {planned}", f"pairing: {t.pairing.value}", "initial_colour: white",
             "players:"]
    for p in t.players:
        later = t.withdrawals.get(p.start, planned + 1) > planned   # a withdrawal after the last round
        withdrawn = "" if later else f", withdrawn: {t.withdrawals[p.start]}"
        rating = f", rating: {p.rating}" if p.rating else ""
        lines.append(f"  - {{no: {p.start}, name: {p.name}{rating}{withdrawn}}}")
    (folder / "tournament.yml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for r in t.rounds:
        boards = [f"  - [{g.white}, {g.black}, '{g.result.value}']" for g in r.games]
        byes = {}
        for b in r.byes:
            byes.setdefault(b.kind.value, []).append(str(b.player))
        text = ("boards:\n" + "\n".join(boards) + "\n") if boards else ""
        if byes:
            text += "byes:\n" + "".join(f"  {kind}: [{', '.join(who)}]\n" for kind, who in byes.items())
        (folder / "rounds" / f"{r.number:02d}.yml").write_text(text, encoding="utf-8")
    return root


def builds_twice_alike(t: Tournament, next_round: bool) -> None:
    with tempfile.TemporaryDirectory() as temp:
        site = write_site(Path(temp) / "site", consistent(t), next_round)
        try:
            build_site(site, Path(temp) / "one")
        except ContentError as refused:   # e.g. a withdrawal that leaves a later round empty of a player
            assert refused.problems and all(p.location.file for p in refused.problems)
            return
        shutil.copytree(site, Path(temp) / "copy")
        build_site(Path(temp) / "copy", Path(temp) / "two")
        assert tree(Path(temp) / "one") == tree(Path(temp) / "two")
        assert (Path(temp) / "one" / "tournament" / "random" / "index.html").is_file()


@SETTINGS
@given(tournaments(), st.sampled_from([PairingSystem.BURSTEIN, PairingSystem.DUTCH]), st.booleans())
def test_any_history_builds_and_builds_the_same_twice(t, system, next_round) -> None:
    """Arbitrary histories (repeated pairings, absences, every bye kind and forfeit) build without a crash
    (or are refused with located problems), and a second build of a copy gives the same bytes."""
    builds_twice_alike(t.__class__(**{**t.__dict__, "pairing": system}), next_round)


@SETTINGS
@given(st.sampled_from([PairingSystem.BURSTEIN, PairingSystem.DUTCH]).flatmap(
    lambda system: played_out(system, max_players=40, max_rounds=9)))
def test_engine_paired_tournaments_build_and_build_the_same_twice(made) -> None:
    """Tournaments paired round by round by the engines (up to 40 players here, 9 rounds) build, with the next
    round paired by the build itself, byte-identically twice."""
    t, _ = made
    played = t.__class__(**{**t.__dict__, "rounds": tuple(r for r in t.rounds if r.games)})
    builds_twice_alike(played, next_round=True)
