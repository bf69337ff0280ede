"""A Keizer competition on the command line: `bulletin standings`, `explain`, `scenarios` and `pair --write`,
on K1 (docs/rules/keizer.md §6) written as content files."""
from __future__ import annotations

from pathlib import Path

from clicall import run

TOURNAMENT = """\
name: Beispielturnier
pairing: keizer
keizer: {top: 7}
players:
  - [1, Botwinnik, 2885]
  - [2, Lasker, 2878]
  - [3, Capablanca, 2877]
  - [4, Steinitz, 2826]
  - [5, Tal, 2786]
  - [6, Keres, 2773]
"""
ROUNDS = {
    1: "boards:\n  - [Lasker, Botwinnik, ½-½]\n  - [Steinitz, Capablanca, 0-1]\n  - [Keres, Tal, 1-0]\n",
    2: "absent:\n  excused: [Capablanca]\nboards:\n  - [Botwinnik, Keres, 1-0]\n  - [Steinitz, Lasker, ½-½]\n"
       "byes:\n  pab: Tal\n",
    3: "boards:\n  - [Capablanca, Botwinnik, 1-0]\n  - [Keres, Lasker, 0-1]\n  - [Tal, Steinitz, ½-½]\n",
}


def k1(root: Path, rounds: int = 3) -> Path:
    folder = root / "k1"
    (folder / "rounds").mkdir(parents=True)
    (folder / "tournament.yml").write_text(TOURNAMENT, "utf-8")
    for number in range(1, rounds + 1):
        (folder / "rounds" / f"{number:02d}.yml").write_text(ROUNDS[number], "utf-8")
    return folder


def test_standings_show_keizer_points_and_values(tmp_path, capsys) -> None:
    code, out, err = run(capsys, "standings", str(k1(tmp_path)))
    assert code == 0, err
    rows = [line.split() for line in out.splitlines()[3:]]
    assert [(r[2], r[3], r[4]) for r in rows] == [("Capablanca", "17¾", "7"), ("Lasker", "14½", "6"),
                                                  ("Botwinnik", "13", "5"), ("Steinitz", "8", "4"),
                                                  ("Tal", "5", "3"), ("Keres", "5", "2")]


def test_explain_gives_every_term(tmp_path, capsys) -> None:
    code, out, err = run(capsys, "explain", str(k1(tmp_path)), "Capablanca")
    assert code == 0, err
    assert "Keizer points: 17¾ (value now 7)" in out
    assert "  round 2: absent, excused → 35 % of own value 5 = 1¾" in out
    assert "  every round so far valued by the ranking after round 2, then ranked by the points" in out


def test_scenarios_of_the_next_evening_in_keizer_points(tmp_path, capsys) -> None:
    folder = k1(tmp_path, 2)
    (folder / "rounds" / "03.yml").write_text(
        "boards:\n  - [Capablanca, Botwinnik]\n  - [Keres, Lasker]\n  - [Tal, Steinitz]\n", "utf-8")
    code, out, err = run(capsys, "scenarios", str(folder))
    assert code == 0, err
    assert "Capablanca (9¾, 3): win 17¾ (1); draw 14¼ (2–3); loss 10¾ (3–4)" in out


def test_pair_write_keeps_the_absences_and_adds_the_boards_and_the_bye(tmp_path, capsys) -> None:
    folder = k1(tmp_path, 1)
    (folder / "rounds" / "02.yml").write_text("absent:\n  excused: [Capablanca]\n", "utf-8")
    code, out, err = run(capsys, "pair", str(folder), "--write")
    assert code == 0, err
    written = (folder / "rounds" / "02.yml").read_text("utf-8")
    assert written == ("absent:\n  excused: [Capablanca]\nboards:\n  - [Botwinnik, Keres]\n  - [Steinitz, Lasker]\n"
                       "byes:\n  pab: Tal\n")
