"""Cross-check the Burstein 2025 engine with py4swiss, an independent implementation of the same text.

Generates random tournaments (6-200 players, 3-11 rounds, with forfeits, requested byes, absences and
withdrawals), pairs every round with our engine (`generator.core.pairing.burstein2025.pair`) and, from the same state
written as TRF-16, with py4swiss's Burstein engine, and prints the share of rounds that are identical (pairs,
colours and the bye; board order counted apart). The tournament goes on with our pairing. Every round that differs
is written to `--out` (the input TRF, both pairings) so that it can be classified by the article that decides it
(docs/rules/burstein-2025.md, "Cross-check"); tests/data/burstein2025/ keeps the classified ones.

py4swiss is a development tool only (`pip install py4swiss`), not a dependency of the package.

usage: python benchmarks/burstein2025_crosscheck.py [--tournaments N] [--seed S] [--out DIR]
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.core.model import (
    Bye,
    ByeKind,
    Colour,
    Game,
    GameResult,
    PairingSystem,
    Player,
    Round,
    Start,
    Tournament,
)
from generator.core.pairing import burstein2025
from generator.core.pairing.core import Pairing, PairingError, exchange_format
from generator.trf.writer import trf16


@dataclass(frozen=True)
class Outcome:
    tournament: str
    round: int
    seeding: bool
    ours: str
    theirs: str
    trf: str

    @property
    def same_boards(self) -> bool:
        return _board_set(self.ours) == _board_set(self.theirs)

    @property
    def same_order(self) -> bool:
        return self.ours == self.theirs


def _board_set(exchange: str) -> frozenset[str]:
    return frozenset(exchange.splitlines()[1:])


def theirs(trf_text: str) -> str:
    """py4swiss's pairing of the round after the rounds in `trf_text`, in the exchange format."""
    from py4swiss.engines import BursteinEngine
    from py4swiss.trf import TrfParser
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "in.trf"
        path.write_text(trf_text, encoding="utf-8")
        pairings = BursteinEngine.generate_pairings(TrfParser.parse(path))
    boards = [f"{p.white} {p.black}" for p in pairings if p.black != 0 and p.white != 0]
    byes = [f"{p.white or p.black} 0" for p in pairings if p.black == 0 or p.white == 0]
    return "\n".join([str(len(pairings))] + boards + byes) + "\n"


NO_PAIRING = "no legal pairing\n"


def _theirs_or_none(trf_text: str) -> str:
    try:
        return theirs(trf_text)
    except Exception:  # py4swiss raises its own PairingError (or fails) when it finds no pairing
        return NO_PAIRING


def _result(white: Player, black: Player, rng: random.Random) -> GameResult:
    roll = rng.random()
    if roll < 0.03:
        return rng.choice((GameResult.WHITE_WINS_FORFEIT, GameResult.BLACK_WINS_FORFEIT))
    if roll < 0.035:
        return GameResult.DOUBLE_FORFEIT
    if rng.random() < 0.3:
        return GameResult.DRAW
    expected = 1 / (1 + 10 ** (((black.rating or 0) - (white.rating or 0)) / 400))
    return GameResult.WHITE_WINS if rng.random() < expected else GameResult.BLACK_WINS


def random_tournament(rng: random.Random, number: int) -> Tournament:
    size = rng.choice((rng.randint(6, 20), rng.randint(6, 60), rng.randint(6, 200)))
    rounds = rng.randint(3, min(11, max(3, size - 1)))
    ratings = sorted((rng.randint(1000, 2700) for _ in range(size)), reverse=True)
    players = tuple(Player(Start(i + 1), f"Player {i + 1}", ratings[i]) for i in range(size))
    return Tournament(slug=f"x{number}", name=f"Cross-check {number}", players=players, planned_rounds=rounds,
                      initial_colour=rng.choice((Colour.WHITE, Colour.BLACK)),
                      pairing=PairingSystem.BURSTEIN_2025)


def _absences(t: Tournament, rng: random.Random, number: int, gone: set[Start]) -> tuple[Bye, ...]:
    byes = []
    for player in t.players:
        if player.start in gone:
            byes.append(Bye(player.start, ByeKind.ZERO))
        elif rng.random() < 0.04:
            byes.append(Bye(player.start, rng.choice((ByeKind.HALF, ByeKind.ZERO, ByeKind.ZERO, ByeKind.FULL))))
    return tuple(byes)


def play(t: Tournament, rng: random.Random, check: bool) -> list[Outcome]:
    """Pair every round with our engine (and py4swiss when `check`), results drawn; the outcomes compared."""
    outcomes = []
    gone: set[Start] = set()
    seeding = burstein2025.seeding_rounds(t)
    for number in range(1, t.planned_rounds + 1):
        if number > 1 and rng.random() < 0.3:
            gone.add(rng.choice(t.players).start)  # a withdrawal: absent from now on
        absences = _absences(t, rng, number, gone)
        t = replace(t, rounds=t.rounds + (Round(number, (), absences),))
        trf_text = trf16(t)
        try:
            ours = burstein2025.pair(t, number)
        except PairingError:  # no legal pairing (C1-C4): the tournament stops here; py4swiss is asked too
            if check:
                outcomes.append(Outcome(t.slug, number, number <= seeding, NO_PAIRING, _theirs_or_none(trf_text),
                                        trf_text))
            break
        if check:
            outcomes.append(Outcome(t.slug, number, number <= seeding, exchange_format(ours),
                                    _theirs_or_none(trf_text), trf_text))
        t = _with_results(t, number, ours, absences, rng)
    return outcomes


def _with_results(t: Tournament, number: int, pairing: Pairing, absences: tuple[Bye, ...],
                  rng: random.Random) -> Tournament:
    games = tuple(Game(b.white, b.black, _result(t.player(b.white), t.player(b.black), rng), board)
                  for board, b in enumerate(pairing.boards, start=1))
    byes = absences + ((Bye(pairing.bye, ByeKind.PAB),) if pairing.bye is not None else ())
    return replace(t, rounds=t.rounds[:-1] + (Round(number, games, byes),))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tournaments", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2025)
    parser.add_argument("--out", type=Path, default=None, help="folder for the rounds that differ")
    parser.add_argument("--corrected", action="store_true",
                        help="patch the six points where py4swiss departs from the text (see correct_py4swiss)")
    args = parser.parse_args()
    try:
        import py4swiss  # noqa: F401
    except ImportError:
        print("py4swiss is not installed (pip install py4swiss): nothing to compare")
        return
    if args.corrected:
        correct_py4swiss()
    rng = random.Random(args.seed)
    outcomes: list[Outcome] = []
    started = time.perf_counter()
    for number in range(args.tournaments):
        outcomes += play(random_tournament(rng, number), rng, check=True)
    report(outcomes, time.perf_counter() - started)
    if args.out is not None:
        write_differences(outcomes, args.out)


def report(outcomes: list[Outcome], elapsed: float) -> None:
    for label, chosen in (("seeding rounds (Dutch)", [o for o in outcomes if o.seeding]),
                          ("Burstein rounds", [o for o in outcomes if not o.seeding])):
        same = sum(o.same_boards for o in chosen)
        ordered = sum(o.same_order for o in chosen)
        share = 100 * same / len(chosen) if chosen else 0.0
        print(f"{label:>24}: {len(chosen):5} rounds, {same:5} identical ({share:.1f} %), "
              f"{ordered} also in the same board order")
    tournaments = len({o.tournament for o in outcomes})
    print(f"{tournaments} tournaments in {elapsed:.1f} s")


def write_differences(outcomes: list[Outcome], out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for o in outcomes:
        if o.same_boards:
            continue
        stem = out / f"{o.tournament}-r{o.round}"
        stem.with_suffix(".trf").write_text(o.trf, encoding="utf-8")
        stem.with_suffix(".ours").write_text(o.ours, encoding="utf-8")
        stem.with_suffix(".theirs").write_text(o.theirs, encoding="utf-8")


# --- py4swiss corrections: each one is a difference classified "theirs wrong" (docs/rules/burstein-2025.md) ---

def correct_py4swiss() -> None:
    """Patch the six points where py4swiss departs from the text, so that the remaining differences show."""
    _correct_fold()
    _correct_c6()
    _correct_bye()
    _correct_index()
    _correct_full_bye()
    _correct_c7()


def _correct_fold() -> None:
    """Art. 4.2-4.3: floating (a virtual opponent of BSN 0) comes after every real opponent; py4swiss's order
    bonus starts at 0 for the next BSN, which ties pairing it with floating."""
    from py4swiss.engines.burstein.pairer import Pairer

    def determine_pairings(self):  # type: ignore[no-untyped-def]
        finalized = set()
        for i, resident in enumerate(self._resident_list):
            if resident in finalized:
                continue
            self._matcher.add_to_weights(resident, self._resident_list[i + 1:], 1, increment=True)
            self._matcher.update_matching()
            match = self._matcher.matching[resident]
            self._matcher.finalize_match(resident, match)
            finalized |= {resident, match}
    Pairer.determine_pairings = determine_pairings


def _correct_c6() -> None:
    """[C6] minimises the highest floater score first: py4swiss gives the highest score the least important bit."""
    from py4swiss.engines.burstein.state import State

    def score_bits(players: list) -> tuple[int, dict[int, int]]:
        scores = [p.points_with_acceleration for p in players]
        bits = {k: scores.count(k).bit_length() for k in set(scores)}
        shifts, total = {}, 0
        for key in sorted(bits):
            shifts[key] = total
            total += bits[key]
        return total, shifts
    State._get_score_bits = staticmethod(score_bits)


def _correct_bye() -> None:
    """Art. 3.1.4 prefers the most games played (py4swiss ranks them the other way), and the 3.1.5 tie-break bit
    that py4swiss adds must not spill into the 3.1.4 field."""
    from py4swiss.engines.burstein import bye_matcher

    original_weight = bye_matcher.ByeMatcher._get_bye_weight
    original_max = bye_matcher.ByeMatcher._get_max_weight
    original_init = bye_matcher.ByeMatcher.__init__

    def init(self, players, forbidden_pairs):  # type: ignore[no-untyped-def]
        original_init(self, players, forbidden_pairs)
        self._games_dict = {v: r for r, v in enumerate(sorted({len(p.opponents) for p in players}))}
        self._bye_weights = [self._get_bye_weight(p) for p in players]
        self._computer = bye_matcher.ComputerDutchOptimality(self._len + 1, self._max_weight)
        self._set_up_computer()

    def weight(self, player):  # type: ignore[no-untyped-def]
        value = original_weight(self, player)
        value <<= 1
        return value

    def maximum(self):  # type: ignore[no-untyped-def]
        value = original_max(self)
        value.shift_grow(1)
        return value
    bye_matcher.ByeMatcher.__init__ = init
    bye_matcher.ByeMatcher._get_bye_weight = weight
    bye_matcher.ByeMatcher._get_max_weight = maximum


def _correct_index() -> None:
    """Art. 1.7.1: the current scores are those before the round (py4swiss adds byes already entered for it), and a
    run of zero-point byes up to the current round counts as draws for the opponents (py4swiss: only when every
    round was one)."""
    from py4swiss.engines.burstein import player as module
    from py4swiss.trf.results import ColorToken, ResultToken

    def scores(sections, points):  # type: ignore[no-untyped-def]
        rounds = min(len(x.results) for x in sections)
        draw = points.score_dict[(ResultToken.HALF_POINT_BYE, ColorToken.BYE_OR_NOT_PAIRED)]
        zero = points.score_dict[(ResultToken.ZERO_POINT_BYE, ColorToken.BYE_OR_NOT_PAIRED)]
        own, for_opponents = {}, {}
        for section in sections:
            played = section.results[:rounds]
            run = 0
            for result in reversed(played):
                if result.result != ResultToken.ZERO_POINT_BYE:
                    break
                run += 1
            own[section.starting_number] = sum(points.get_points_times_ten(r) for r in played)
            for_opponents[section.starting_number] = own[section.starting_number] + run * (draw - zero)
        return own, for_opponents, rounds

    def values(sections, points, weighted):  # type: ignore[no-untyped-def]
        own, for_opponents, rounds = scores(sections, points)
        out = {}
        for section in sections:
            total = 0
            for result in section.results[:rounds]:
                value = for_opponents[result.id] if result.result.is_played() else own[section.starting_number]
                total += value * points.get_points_times_ten(result) if weighted else value
            out[section.starting_number] = total
        return out
    module._get_buchholz_dict = lambda sections, points: values(sections, points, False)
    module._get_sonneborn_berger_dict = lambda sections, points: values(sections, points, True)


def _correct_full_bye() -> None:
    """[C2] (Basic Rules Art. 4): a full-point bye scores a win without playing too (py4swiss: only U and +)."""
    from py4swiss.engines.burstein import engine
    from py4swiss.engines.burstein import player as module
    from py4swiss.trf.results import ResultToken
    original = module.get_player_infos_from_trf

    def infos(trf):  # type: ignore[no-untyped-def]
        players = original(trf)
        rounds = min(len(s.results) for s in trf.player_sections)
        full = {s.starting_number for s in trf.player_sections
                if any(r.result == ResultToken.FULL_POINT_BYE for r in s.results[:rounds])}
        for p in players:
            p.bye_received = p.bye_received or p.id in full
        return players
    engine.get_player_infos_from_trf = infos


def _correct_c7() -> None:
    """[C7] counts the pairs of the next bracket only (py4swiss also credits pairs inside the bracket, by which
    player happens to come first)."""
    from py4swiss.dynamicuint import DynamicUint
    from py4swiss.engines.burstein.criteria.quality import c7
    from py4swiss.engines.burstein.player import PlayerRole

    def get_weight(cls, one, two, zero, state):  # type: ignore[no-untyped-def]
        weight = DynamicUint(zero)
        roles = {one.role, two.role}
        if PlayerRole.NONE in roles:
            return weight
        weight |= int(PlayerRole.LOWER in roles)
        weight <<= state.resident_score_total_bits
        if roles == {PlayerRole.RESIDENT, PlayerRole.LOWER}:
            resident = one if one.role == PlayerRole.RESIDENT else two
            weight += (zero | 1) << state.resident_score_bit_dict[resident.points_with_acceleration]
        return weight
    c7.C7.get_weight = classmethod(get_weight)


if __name__ == "__main__":
    main()
