"""What do a tournament's games add to a build? 200 games of 80 plies (rounds/NN.pgn), and a rebuild after one of
them changed, as `serve` and `watch` rebuild.

    python benchmarks/games.py                  # 48 players x 10 rounds, 200 games of 80 plies
    python benchmarks/games.py --games 100 --plies 60

Figures printed: a fresh `bulletin build` of the same synthetic Swiss (benchmarks/build.py) without and with the
games files (median wall and CPU seconds of three runs each, in processes of their own), the difference, and, in
one long-running session, the rebuild after a comment of one game was edited: its time and the files it wrote.
Budgets (issue "The games of the round"): the games add under 2 s; the rebuild writes that game's page and its
round's and tournament's PGN files only. The games are random legal moves (python-chess, seeded): as long as real
ones, without comments. The machine has 2 cores shared with whatever else runs: CPU time below wall time means
other processes competed.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from build import Synthetic, _fresh_build, write_tournament  # noqa: E402  (benchmarks/build.py)

BUDGET_ADDED_S = 2.0
_BOARD = re.compile(r"^  - \[(\d+), (\d+), (1-0|0-1|½-½)\]$", re.MULTILINE)
_RESULT = {"1-0": "1-0", "0-1": "0-1", "½-½": "1/2-1/2"}


def random_game(rng: random.Random, plies: int) -> str:
    """The moves of a random legal game of `plies` plies, numbered as PGN writes them (none ending before)."""
    import chess

    while True:
        board = chess.Board()
        words = []
        for _ in range(plies):
            moves = list(board.legal_moves)
            if not moves:
                break
            move = rng.choice(moves)
            number = f"{board.fullmove_number}. " if board.turn else ""
            words.append(number + board.san(move))
            board.push(move)
        if len(board.move_stack) == plies:
            return " ".join(words)


def write_games(root: Path, games: int, plies: int, seed: int) -> int:
    """rounds/NN.pgn for the first `games` boards played over the board, round by round; the count written."""
    rng = random.Random(seed)
    written = 0
    for path in sorted((root / "content" / "bench" / "rounds").glob("*.yml")):
        number = int(path.stem)
        texts = []
        for white, black, result in _BOARD.findall(path.read_text(encoding="utf-8")):
            if written == games:
                break
            pgn = _RESULT[result]
            texts.append(f'[Event "Synthetic Open"]\n[Round "{number}"]\n[White "Player {int(white):04d}"]\n'
                         f'[Black "Player {int(black):04d}"]\n[Result "{pgn}"]\n\n{random_game(rng, plies)} {pgn}\n')
            written += 1
        if texts:
            path.with_suffix(".pgn").write_text("\n".join(texts), encoding="utf-8")
    return written


def rebuild_after_one_edit(root: Path) -> tuple[float, list[str]]:
    """A session builds the site, one game's comment is edited, it builds again: that rebuild's seconds and the
    files it wrote."""
    from generator.site.build import BuildSession

    out = root / "_session"
    session = BuildSession(root, out)
    session.build()
    first = sorted((root / "content" / "bench" / "rounds").glob("*.pgn"))[0]
    text = first.read_text(encoding="utf-8")
    first.write_text(text.replace("1. ", "{An edited comment.} 1. ", 1), encoding="utf-8")
    before = {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()}
    started = time.perf_counter()
    session.build()
    seconds = time.perf_counter() - started
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                     if p.is_file() and before.get(p) != p.stat().st_mtime_ns)
    return seconds, written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--plies", type=int, default=80)
    parser.add_argument("--players", type=int, default=48)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-games-"))
    try:
        plain, with_games = work / "plain", work / "games"
        write_tournament(plain, Synthetic(args.players, args.rounds, args.seed))
        shutil.copytree(plain, with_games)
        count = write_games(with_games, args.games, args.plies, args.seed)
        load = os.getloadavg()
        print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; {count} games of {args.plies} plies, "
              f"{args.players} players x {args.rounds} rounds")
        wall_0, cpu_0, _ = _fresh_build(plain)
        wall_1, cpu_1, _ = _fresh_build(with_games)
        added = cpu_1 - cpu_0
        print(f"fresh build without games: {wall_0:.2f} s wall, {cpu_0:.2f} s CPU")
        print(f"fresh build with games:    {wall_1:.2f} s wall, {cpu_1:.2f} s CPU")
        print(f"the games add:             {wall_1 - wall_0:.2f} s wall, {added:.2f} s CPU "
              f"(budget {BUDGET_ADDED_S:.0f} s: {'within' if added < BUDGET_ADDED_S else 'OVER'})")
        seconds, written = rebuild_after_one_edit(with_games)
        print(f"rebuild after one game's comment changed: {seconds:.2f} s, {len(written)} files written:")
        for path in written:
            print(f"  {path}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
