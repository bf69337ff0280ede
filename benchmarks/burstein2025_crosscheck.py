"""Cross-check the Burstein 2025 engine with py4swiss, an independent implementation of the same text.

Generates random tournaments (6-200 players, 3-11 rounds, with forfeits, requested byes, absences and
withdrawals), pairs every round with our engine (`generator.pairing.burstein2025.pair`) and, from the same state
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

from generator.exports.trf import trf16  # noqa: E402
from generator.model import (Bye, ByeKind, Colour, Game, GameResult, PairingSystem, Player, Round,  # noqa: E402
                             Start, Tournament)
from generator.pairing import burstein2025  # noqa: E402
from generator.pairing.core import Pairing, exchange_format  # noqa: E402


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
        ours = burstein2025.pair(t, number)
        if check:
            outcomes.append(Outcome(t.slug, number, number <= seeding, exchange_format(ours), theirs(trf_text),
                                    trf_text))
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
    args = parser.parse_args()
    try:
        import py4swiss  # noqa: F401
    except ImportError:
        print("py4swiss is not installed (pip install py4swiss): nothing to compare")
        return
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


if __name__ == "__main__":
    main()
