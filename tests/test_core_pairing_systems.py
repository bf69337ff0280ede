"""The registry of pairing systems (generator/core/pairing/systems.py): one entry per system, found by the name a
tournament.yml types, each engine called the same way, and what the rest of the site reads from it."""
from __future__ import annotations

import dataclasses
from types import MappingProxyType

import pytest
from sitedata import ROUND_1, ROUND_2, club_tournament

from generator.cli import main
from generator.core.model import Colour, PairingSystem, Player, Start, Tournament
from generator.core.pairing import systems as registry
from generator.core.pairing.core import Pairing, PairingError
from generator.core.pairing.systems import SYSTEMS, Kind, find_system, pair_next_round
from generator.trf.reader import read_trf
from generator.trf.writer import trf16, trf2026


def six_players(system: PairingSystem) -> Tournament:
    players = tuple(Player(Start(n), f"Player {n}", 2400 - 10 * n) for n in range(1, 7))
    return Tournament("t", "Autumn Open", players, planned_rounds=5, pairing=system, initial_colour=Colour.WHITE)


def test_burstein_and_dutch_are_swiss_systems_and_the_round_robin_a_schedule():
    """The Swiss systems (both Burstein texts among them) are paired round by round from the results; a round
    robin's rounds are known in advance (the Berger tables)."""
    assert {name: s.kind for name, s in SYSTEMS.items()} == {
        "burstein": Kind.SWISS, "burstein-2025": Kind.SWISS, "dutch": Kind.SWISS, "round-robin": Kind.SCHEDULE,
        "keizer": Kind.SWISS}
    assert SYSTEMS["burstein"].swiss and SYSTEMS["dutch"].swiss and not SYSTEMS["round-robin"].swiss
    assert [s.title for s in SYSTEMS.values()] == ["Burstein", "Burstein (2025 text)", "Dutch", "Round robin",
                                                     "Keizer"]


@pytest.mark.parametrize("name", sorted(SYSTEMS))
def test_a_system_is_found_by_its_tournament_yml_name_and_by_its_model_member(name):
    """The registry's names are the values tournament.yml accepts (PairingSystem), typed in any case."""
    entry = SYSTEMS[name]
    assert find_system(name) is entry
    assert find_system(f" {name.upper()} ") is entry
    assert find_system(PairingSystem(name)) is entry


@pytest.mark.parametrize("name", sorted(SYSTEMS))
def test_each_engine_pairs_round_one_by_the_one_signature(name):
    """engine(tournament, round_number) -> Pairing, the same call for every system; the pairing says which
    system made it, by its registered name."""
    tournament = six_players(PairingSystem(name))
    pairing = SYSTEMS[name].engine(tournament, 1)
    assert isinstance(pairing, Pairing) and pairing.system == name and pairing.round_number == 1
    assert sorted(s for b in pairing.boards for s in (b.white, b.black)) == [1, 2, 3, 4, 5, 6]
    assert pair_next_round(tournament) == pairing


def test_pair_next_round_calls_the_registered_engine_with_the_round_resolved(monkeypatch):
    """Registering an engine is one entry: pair_next_round finds it by the tournament's system (or the one
    asked for) and passes the first round without boards."""
    calls = []
    made = Pairing(1, (), None, (), "dutch", ())

    def engine(tournament: Tournament, round_number: int) -> Pairing:
        calls.append((tournament.name, round_number))
        return made

    replaced = {**SYSTEMS, "dutch": dataclasses.replace(SYSTEMS["dutch"], engine=engine)}
    monkeypatch.setattr(registry, "SYSTEMS", MappingProxyType(replaced))   # the table itself is read-only
    assert pair_next_round(six_players(PairingSystem.DUTCH)) is made
    assert pair_next_round(six_players(PairingSystem.BURSTEIN), None, "dutch") is made
    assert pair_next_round(six_players(PairingSystem.BURSTEIN), 1, PairingSystem.DUTCH) is made
    assert calls == [("Autumn Open", 1)] * 3


def test_a_system_this_program_cannot_pair_says_which_it_can():
    with pytest.raises(PairingError) as caught:
        pair_next_round(six_players(PairingSystem.MANUAL))
    assert str(caught.value) == ("the tournament is paired by the 'manual' system, which this program cannot "
                                 f"pair; use --system ({' or '.join(SYSTEMS)})")


@pytest.mark.parametrize("name", sorted(SYSTEMS))
@pytest.mark.parametrize("writer", [trf16, trf2026])
def test_the_trf_type_is_what_the_export_writes_and_reads_back_as_the_system(name, writer):
    """Record 092 of an exported tournament is the registry's text, and the TRF reader takes it back to the
    same system."""
    text = writer(six_players(PairingSystem(name)))
    assert f"092 {SYSTEMS[name].trf_type}" in text.splitlines()
    assert read_trf(text).pairing is PairingSystem(name)


def test_a_tournament_paired_by_hand_is_exported_as_an_individual_event():
    """Record 092 for a system no engine pairs: the type of event only; read back, it stays paired by hand."""
    text = trf16(six_players(PairingSystem.MANUAL))
    assert "092 Individual" in text.splitlines()
    assert read_trf(text).pairing is PairingSystem.MANUAL


def test_the_pair_command_offers_exactly_the_registered_systems(capsys):
    """`bulletin pair --help` lists them; any other --system is a usage error naming them."""
    with pytest.raises(SystemExit) as done:
        main(["pair", "--help"])
    assert done.value.code == 0
    assert f"the pairing system: {', '.join(SYSTEMS)} (default: the tournament's own)" in \
        " ".join(capsys.readouterr().out.split())
    with pytest.raises(SystemExit) as done:
        main(["pair", "open.trf", "--system", "swiss"])
    assert done.value.code == 2
    choices = ", ".join(f"'{name}'" for name in SYSTEMS)
    assert f"argument --system: invalid choice: 'swiss' (choose from {choices})" in capsys.readouterr().err


def test_the_next_round_is_the_first_without_boards_by_the_tournaments_system():
    """The club tournament (Burstein) has boards in rounds 1–3, so round 4 is paired, by Burstein."""
    pairing = pair_next_round(club_tournament())
    assert (pairing.round_number, pairing.system) == (4, "burstein")
    assert pair_next_round(club_tournament(pairing=PairingSystem.DUTCH)).system == "dutch"


def test_a_system_named_by_the_caller_wins():
    t = club_tournament(rounds=(ROUND_1, ROUND_2))
    assert pair_next_round(t, system="dutch").system == "dutch"
    assert pair_next_round(t, 3, system=PairingSystem.BURSTEIN).round_number == 3


def test_every_player_present_is_paired_once_and_the_absent_are_named():
    """Round 3 after rounds 1–2: six players present (7 withdrew), three boards, nobody twice, 7 listed absent."""
    pairing = pair_next_round(club_tournament(rounds=(ROUND_1, ROUND_2)))
    seated = [s for b in pairing.boards for s in (b.white, b.black)]
    assert sorted(seated) == [1, 2, 3, 4, 5, 6] and pairing.bye is None
    assert pairing.absent == (7,)


def test_a_round_after_the_last_one_cannot_be_paired():
    with pytest.raises(PairingError, match="the tournament has 5 rounds; there is no round 6 to pair"):
        pair_next_round(club_tournament(), 6)


def test_an_unknown_system_is_refused_by_name():
    with pytest.raises(ValueError, match="'lightning'"):
        pair_next_round(club_tournament(), system="lightning")
