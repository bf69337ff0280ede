"""The Dutch system (generator/core/pairing/dutch.py) against the reference engine and the rules of docs/rules/dutch.md.

Data: `tests/data/pairing/dutch/` holds the reference tournaments (every round k+1 is the reference's pairing of
rounds 1..k, see its README.md) and `examples/` hand cases A-L, each with the reference's output.
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.core.model import Bye, ByeKind, Colour, Game, GameResult, PairingSystem, Player, Round, Start, Tournament
from generator.core.pairing.core import PairingError, exchange_format, pairing_input
from generator.core.pairing.dutch import _BracketSolver, infer_initial_colour
from generator.core.pairing.systems import pair_next_round
from generator.trf.reader import read_trf

DATA = Path(__file__).parent / "data" / "pairing" / "dutch"
EXAMPLES = DATA / "examples"
HALF = Fraction(1, 2)


def cut_after(tournament: Tournament, rounds: int) -> Tournament:
    """The tournament as the engine saw it before round rounds+1 (tests/data/pairing/dutch/README.md): rounds 1..k, plus the
    absences already known for round k+1."""
    kept = [r for r in tournament.rounds if r.number <= rounds]
    following = tournament.round(rounds + 1)
    if following is not None:
        absences = tuple(b for b in following.byes if b.kind is not ByeKind.PAB)
        if absences:
            kept.append(Round(rounds + 1, (), absences))
    return replace(tournament, rounds=tuple(kept))


def load(path: Path) -> Tournament:
    return read_trf(path.read_text(encoding="utf-8"), path.as_posix())


def reference_rounds() -> list[tuple[str, int]]:
    cases = []
    for trf in sorted(DATA.glob("*.trf")):
        for round_file in sorted((DATA / "pairings" / trf.stem).glob("round-*.txt")):
            cases.append((trf.stem, int(round_file.stem.split("-")[1])))
    return cases


def diff(want: list[str], got: list[str]) -> str:
    """Board by board, marked where the engine and the reference differ."""
    lines = [f"{'reference':>12} | ours"]
    for k in range(max(len(want), len(got))):
        a = want[k] if k < len(want) else "-"
        b = got[k] if k < len(got) else "-"
        lines.append(f"{a:>12} | {b}" + ("" if a == b else "   <-- differs"))
    return "\n".join(lines)


def pairs_of(text: str) -> list[str]:
    rows = text.strip().splitlines()
    return [" ".join(r.split()) for r in rows]


@pytest.mark.parametrize("name,round_number", reference_rounds())
def test_every_reference_round_is_reproduced(name: str, round_number: int) -> None:
    """Each round of each reference tournament: same pairs, same colours, same board order, same bye."""
    tournament = load(DATA / f"{name}.trf")
    want = pairs_of((DATA / "pairings" / name / f"round-{round_number:02d}.txt").read_text())
    got = pairs_of(exchange_format(pair_next_round(cut_after(tournament, round_number - 1), round_number,
                                                   "dutch")))
    assert got == want, f"{name} round {round_number}\n{diff(want, got)}"


@pytest.mark.parametrize("case", sorted(p.stem for p in EXAMPLES.glob("*.trf")))
def test_hand_cases_of_the_spec(case: str) -> None:
    """Hand cases A-L (C2, C5, C9, C14, topscorers, Baku, forfeits, board order, rule 5.2.3,
    exchange order, MDP choice): the reference's output exactly."""
    want = pairs_of((EXAMPLES / f"{case}.pairs").read_text())
    got = pairs_of(exchange_format(pair_next_round(load(EXAMPLES / f"{case}.trf"), None, "dutch")))
    assert got == want, f"{case}\n{diff(want, got)}"


# --- hand-made tournaments -----------------------------------------------------------------------------------

def tournament_of(count: int, rounds: list[list[tuple[int, int, str]]], planned: int = 5,
                  byes: dict[int, list[tuple[int, ByeKind]]] | None = None, **extra: object) -> Tournament:
    """Players 1..count; each round a list of (white, black, result) with results '1-0', '0-1', '½-½',
    '+-', '-+'."""
    results = {r.value: r for r in GameResult}
    made = []
    byes = byes or {}
    for number in range(1, max([len(rounds), *byes]) + 1):
        games = rounds[number - 1] if number <= len(rounds) else []
        made.append(Round(number, tuple(Game(Start(w), Start(b), results[r]) for w, b, r in games),
                          tuple(Bye(Start(p), k) for p, k in byes.get(number, []))))
    players = tuple(Player(Start(i), f"Player {i}", 2500 - i) for i in range(1, count + 1))
    return Tournament(slug="t", name="t", players=players, rounds=tuple(made), planned_rounds=planned,
                      pairing=PairingSystem.DUTCH, **extra)  # type: ignore[arg-type]


def boards(tournament: Tournament, round_number: int | None = None) -> list[tuple[int, int]]:
    pairing = pair_next_round(tournament, round_number, "dutch")
    out = [(b.white, b.black) for b in pairing.boards]
    if pairing.bye is not None:
        out.append((pairing.bye, 0))
    return out


def test_round_one_folds_top_half_against_bottom_half() -> None:
    """docs/rules/dutch.md §12: 1 v 5, 2 v 6 ...; the higher player of board k gets the initial colour when its number is odd."""
    t = tournament_of(8, [], initial_colour=Colour.WHITE)
    assert boards(t, 1) == [(1, 5), (6, 2), (3, 7), (8, 4)]


def test_round_one_needs_the_drawing_of_lots() -> None:
    """docs/rules/dutch.md §10.2: without an initial colour, round 1 cannot be paired (the reference exits; we say why)."""
    with pytest.raises(PairingError, match="initial colour"):
        pair_next_round(tournament_of(4, []), 1, "dutch")


def test_no_rematch_c1() -> None:
    """C1: winners 1 and 3 met already, so the 1-point group cannot pair internally: both float."""
    t = tournament_of(4, [[(1, 3, "½-½"), (2, 4, "½-½")], [(3, 2, "1-0"), (1, 4, "1-0")]])
    pairs = {frozenset(p) for p in boards(t, 3)}
    assert frozenset((1, 3)) not in pairs and frozenset((2, 4)) not in pairs
    assert pairs == {frozenset((1, 2)), frozenset((3, 4))}


def test_forfeit_is_not_a_meeting() -> None:
    """C1 counts only games played: two players whose game was forfeited may be paired again (ex. H)."""
    t = tournament_of(2, [[(1, 2, "+-")]], initial_colour=Colour.WHITE)
    assert boards(t, 2) == [(1, 2)]


def test_no_legal_pairing_is_reported() -> None:
    """C4: two players who have met cannot be paired again; the error says why instead of pairing them."""
    t = tournament_of(2, [[(1, 2, "1-0")]])
    with pytest.raises(PairingError, match="absolute criteria"):
        pair_next_round(t, 2, "dutch")


def test_bye_goes_to_the_lowest_eligible_score_c2_c5() -> None:
    """C2 + C5: players 2 and 3 (1 point) both had the PAB, so the leader (2 points) takes it and they meet."""
    t = tournament_of(3, [[(1, 2, "1-0")], [(1, 3, "1-0")]],
                      byes={1: [(3, ByeKind.PAB)], 2: [(2, ByeKind.PAB)]}, initial_colour=Colour.WHITE)
    pairing = pair_next_round(t, 3, "dutch")
    assert pairing.bye == 1
    assert {(b.white, b.black) for b in pairing.boards} in ({(2, 3)}, {(3, 2)})


def test_pab_goes_to_an_ineligible_player_when_nobody_else_can_take_it() -> None:
    """C2 yields to C4 as in the reference: 1 won by forfeit, 2 and 3 had the PAB; 1 and 2 have met, so
    the lowest score that keeps the rest paired (2, with 1 v 3) gets a second PAB, and the reason says so."""
    t = tournament_of(3, [[(1, 2, "1-0")], [(1, 3, "+-")]], byes={1: [(3, ByeKind.PAB)], 2: [(2, ByeKind.PAB)]},
                      initial_colour=Colour.WHITE)
    pairing = pair_next_round(t, 3, "dutch")
    assert pairing.bye == 2
    assert [{b.white, b.black} for b in pairing.boards] == [{1, 3}]
    assert any("already had one" in r.text for r in pairing.reasons if r.kind == "bye")


def test_initial_colour_is_inferred_from_round_one() -> None:
    """docs/rules/dutch.md §10.2: without XXC, the colour of the first numbered player in round 1 (inverted if its position is even);
    a forfeit keeps its scheduled colours (ex. H)."""
    t = tournament_of(4, [[(3, 1, "1-0"), (2, 4, "-+")]])
    assert infer_initial_colour(t) is Colour.BLACK
    t = tournament_of(4, [[(1, 3, "+-"), (4, 2, "½-½")]])
    assert infer_initial_colour(t) is Colour.WHITE


def test_absent_players_are_not_paired() -> None:
    """docs/rules/burstein.md §3.3: a player with a bye or absence entered for the round being paired is left out."""
    t = tournament_of(5, [[(1, 4, "1-0"), (5, 2, "0-1")]], byes={1: [(3, ByeKind.PAB)],
                                                                  2: [(4, ByeKind.HALF)]})
    pairing = pair_next_round(t, 2, "dutch")
    seated = {s for b in pairing.boards for s in (b.white, b.black)}
    assert 4 not in seated and pairing.bye is None and seated == {1, 2, 3, 5}
    assert 4 in pairing.absent


def test_explanations_name_colours_floats_and_bye() -> None:
    """--explain: every board has a colour reason; the bye and the downfloaters are explained."""
    t = load(EXAMPLES / "B_r2.trf")
    pairing = pair_next_round(t, None, "dutch")
    kinds = {r.kind for r in pairing.reasons}
    assert {"colour", "bye", "float"} <= kinds
    assert len([r for r in pairing.reasons if r.kind == "colour"]) == len(pairing.boards)
    # ex. E: 1 and 2 met in round 1, so 1 plays 3 (a transposition) and the reason says so
    pairing = pair_next_round(load(EXAMPLES / "E_c2.trf"), None, "dutch")
    texts = [r.text for r in pairing.reasons if r.kind == "pairing"]
    assert any("instead of 2" in t and "already played" in t for t in texts)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(10, 24), st.integers(1, 4), st.randoms(use_true_random=False))
def test_random_tournaments_are_paired_legally(size: int, rounds: int, rng) -> None:
    """Property: round after round, every present player is seated once, nobody meets an opponent again,
    and the PAB never goes to a player who had one or a win without playing (C1, C2, C4)."""
    t = tournament_of(size, [], planned=9, initial_colour=Colour.WHITE)
    outcomes = ("1-0", "0-1", "½-½", "+-")
    for number in range(1, rounds + 1):
        pairing = pair_next_round(t, number, "dutch")
        seated = [s for b in pairing.boards for s in (b.white, b.black)]
        seated += [pairing.bye] if pairing.bye is not None else []
        assert sorted(seated) == list(range(1, size + 1))
        inp = pairing_input(t, number)
        for b in pairing.boards:
            assert b.black not in inp.players[b.white].met
        if pairing.bye is not None:
            assert not any(r.pab or (not r.played and r.points >= 1) for r in inp.players[pairing.bye].history)
        results = {r.value: r for r in GameResult}
        games = tuple(Game(b.white, b.black, results[rng.choice(outcomes)]) for b in pairing.boards)
        byes = (Bye(pairing.bye, ByeKind.PAB),) if pairing.bye is not None else ()
        t = replace(t, rounds=t.rounds + (Round(number, games, byes),))


SHORTCUT_CASES = [case for case in reference_rounds() if case[0].startswith(("dutch-009", "dutch-022",
                                                                              "dutch-041"))]


@pytest.mark.parametrize("name,round_number", SHORTCUT_CASES)
def test_shortcuts_never_change_the_pairing(name: str, round_number: int, monkeypatch) -> None:
    """The two shortcuts (a flawless first candidate taken without matching; a bracket solved without the
    next scoregroup when C8 is provably at its best) give the same pairing as the plain matchings."""
    monkeypatch.setattr(_BracketSolver, "flawless_candidate", lambda self: None)
    monkeypatch.setattr(_BracketSolver, "look_ahead", lambda self, floaters: None)
    tournament = load(DATA / f"{name}.trf")
    want = pairs_of((DATA / "pairings" / name / f"round-{round_number:02d}.txt").read_text())
    got = pairs_of(exchange_format(pair_next_round(cut_after(tournament, round_number - 1), round_number,
                                                   "dutch")))
    assert got == want, f"{name} round {round_number} without shortcuts\n{diff(want, got)}"
