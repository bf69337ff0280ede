"""`bulletin pair` through the real entry point: exchange format for .trf, names for content folders, JSON,
--explain, --write into rounds/<NN>.yml (keeping what is there, never replacing boards), clear errors."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.cli import main
from generator.commands.pair import pairing_as_text, round_file_text
from generator.core.model import Bye, ByeKind, Game, GameResult, Player, Round, Start, Tournament
from generator.core.pairing.core import Board, Pairing, PairingError, Reason

DATA = Path(__file__).parent / "data" / "pairing" / "burstein"
NAME = "burstein-007p-5r-s210003"


def cut_trf(text: str, rounds_kept: int) -> str:
    """A TRF cut after `rounds_kept` rounds, absences already known for the next round kept."""
    out = []
    for line in text.splitlines():
        if line.startswith("001"):
            head, cells = line[:91], line[91:]
            kept = [cells[10 * i:10 * i + 8] for i in range(rounds_kept)]
            following = cells[10 * rounds_kept:10 * rounds_kept + 8]
            if following.startswith("0000") and following[7:8] in ("H", "Z"):
                kept.append(following)
            line = (head + "  ".join(kept)).rstrip()
        out.append(line)
    return "\n".join(out) + "\n"


def test_trf_output_is_the_exchange_format(tmp_path, capsys):
    """For a .trf the output is exactly the reference's: pairs count, `WHITE BLACK` lines, the bye as `N 0`."""
    cut = tmp_path / "cut.trf"
    cut.write_text(cut_trf((DATA / f"{NAME}.trf").read_text(), 2))
    assert main(["pair", str(cut)]) == 0
    assert capsys.readouterr().out == (DATA / "pairings" / NAME / "round-03.txt").read_text()


def test_trf_json_and_explain(tmp_path, capsys):
    """--format json lists boards with names, the bye and the reasons; --explain adds reasons as # lines."""
    cut = tmp_path / "cut.trf"
    cut.write_text(cut_trf((DATA / f"{NAME}.trf").read_text(), 2))
    assert main(["pair", str(cut), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["round"] == 3 and data["bye"]["no"] == 2 and len(data["boards"]) == 3
    assert any(r["kind"] == "bye" for r in data["reasons"])
    assert main(["pair", str(cut), "--explain"]) == 0
    assert "# 2 gets the bye" in capsys.readouterr().out


def test_no_legal_pairing_is_a_clear_error_without_traceback(tmp_path, capsys):
    """Two players who met cannot meet again: exit 1 and a message naming the constraint."""
    text = ("012 Two\n092 FIDE_BURSTEIN\n"
            "001    1      Aaa                               2000                             1.0    1     2 w 1\n"
            "001    2      Bbb                               1900                             0.0    2     1 b 0\n"
            "XXR 3\n")
    trf = tmp_path / "two.trf"
    trf.write_text(text)
    assert main(["pair", str(trf)]) == 1
    err = capsys.readouterr().err
    assert "met 2 in round 1" in err and "Traceback" not in err
    trf.write_text(text.replace("092 FIDE_BURSTEIN\n", ""))
    assert main(["pair", str(trf)]) == 1
    assert "'manual' system" in capsys.readouterr().err


def _five_players(folder: Path, head: str) -> Path:
    """A tournament folder of five players, `head` the keys before the list."""
    (folder / "rounds").mkdir(parents=True)
    (folder / "tournament.yml").write_text(
        head + "players:\n" + "".join(f"  - {{no: {i}, name: {n}, rating: {2000 - 50 * i}}}\n" for i, n in enumerate(
            ["Anna Berg", "Bruno Curtis", "Carla Diaz", "David Engel", "Eva Fink"], start=1)))
    return folder


def _content(tmp_path: Path) -> Path:
    folder = _five_players(tmp_path / "club",
                           "name: Club Swiss\nrounds: 5\npairing: burstein\ninitial_colour: white\n")
    (folder / "rounds" / "01.yml").write_text(
        "round: 1\nboards:\n  - [Berg, Diaz, 1-0]\n  - [Engel, Curtis, 0-1]\nbyes:\n  pab: Fink\n")
    return folder


def test_content_folder_shows_names_and_writes_the_round_file(tmp_path, capsys):
    """Names and scores on screen; --write puts one `- [white, black]` line per board and the bye into
    rounds/02.yml, keeping the absence already entered there; a second --write refuses."""
    folder = _content(tmp_path)
    (folder / "rounds" / "02.yml").write_text("round: 2\nbyes:\n  zero: Curtis   # ill\n")
    assert main(["pair", str(folder), "--write"]) == 0
    out = capsys.readouterr().out
    assert "Round 2 of Club Swiss" in out and "Anna Berg" in out and "not paired: Bruno Curtis" in out
    written = (folder / "rounds" / "02.yml").read_text()
    assert written.startswith("round: 2\nbyes:\n")
    assert "  zero: Curtis   # ill" in written and "boards:\n  - [" in written
    assert written.count("\n  - [") == 2
    assert main(["pair", str(folder), "--round", "2", "--write"]) == 1
    assert "already has boards" in capsys.readouterr().err
    assert (folder / "rounds" / "02.yml").read_text() == written


def test_written_round_file_names_players_by_full_name(tmp_path, capsys):
    """--write names each player by full name (docs/content-format.md, round files), not by starting number and
    not by surname: a player added to the list later with the same surname leaves every file it wrote as it
    reads, without an error."""
    folder = _content(tmp_path)
    assert main(["pair", str(folder), "--write"]) == 0
    written = (folder / "rounds" / "02.yml").read_text()
    boards = [line for line in written.splitlines() if line.startswith("  - [")]
    assert boards and all(set(line[5:-1].split(", ")) <= set(NAMES) for line in boards)
    first = folder / "rounds" / "01.yml"   # round 1 as --write would have written it, results added
    first.write_text("round: 1\nboards:\n  - [Anna Berg, Carla Diaz, 1-0]\n  - [David Engel, Bruno Curtis, 0-1]\n"
                     "byes:\n  pab: Eva Fink\n")
    spec = folder / "tournament.yml"
    spec.write_text(spec.read_text() + "  - {no: 6, name: Zoe Berg, rating: 1500}\n")
    from generator.loading.load import load_tournament
    tournament, _ = load_tournament(folder)
    assert [g.players() for g in tournament.round(2).games]    # read back, not refused as ambiguous


def test_a_tournament_file_without_the_initial_colour_is_told_its_own_key(tmp_path, capsys):
    """The first `bulletin pair` of a tournament.yml without the drawing of lots names the YAML key, not TRF's
    `XXC white1`: exit 1, nothing written."""
    folder = _five_players(tmp_path / "cup", "name: Cup\nrounds: 3\npairing: dutch\n")
    assert main(["pair", str(folder), "--write"]) == 1
    err = capsys.readouterr().err
    assert "add the line 'initial_colour: white' (or black) to" in err and "tournament.yml" in err
    assert "XXC" not in err and not (folder / "rounds" / "01.yml").exists()


def test_written_round_file_reads_back_as_the_same_pairing(tmp_path, capsys):
    """What --write writes is read back by the loader as exactly the boards shown."""
    folder = _content(tmp_path)
    assert main(["pair", str(folder), "--write", "--format", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    from generator.loading.load import load_tournament
    tournament, _ = load_tournament(folder)
    round_two = tournament.round(2)
    assert [(g.white, g.black) for g in round_two.games] == [(b["white"]["no"], b["black"]["no"])
                                                            for b in shown["boards"]]
    assert all(g.result.pending for g in round_two.games)
    assert [b.player for b in round_two.byes] == ([shown["bye"]["no"]] if shown["bye"] else [])


def test_usage_errors(tmp_path, capsys):
    """A missing path and --write on a .trf are usage errors (exit 2)."""
    assert main(["pair", str(tmp_path / "nothing")]) == 2
    trf = tmp_path / "x.trf"
    trf.write_text(cut_trf((DATA / f"{NAME}.trf").read_text(), 1))
    assert main(["pair", str(trf), "--write"]) == 2


def _round_robin(tmp_path: Path) -> Path:
    return _five_players(tmp_path / "championship", "name: Club Championship\nrounds: 5\npairing: round-robin\n")


def test_round_robin_pair_all_writes_every_round_of_the_schedule(tmp_path, capsys):
    """`pair --all --write` publishes the schedule: one round file per round, each the Berger table's round
    (C.05 Annex 1, 5 players: the table for 6, number 6 the free round), read back as exactly those boards,
    the free round given by the schedule without a line in the file."""
    from generator.core.pairing import berger
    from generator.loading.load import load_tournament

    folder = _round_robin(tmp_path)
    assert main(["pair", str(folder), "--all", "--write"]) == 0
    assert "Round 1 of Club Championship (round-robin system)\n  1. Bruno Curtis (2, 0) – Eva Fink (5, 0)\n" \
        "  2. Carla Diaz (3, 0) – David Engel (4, 0)\n  free round: Anna Berg (1, 0)\n" in capsys.readouterr().out
    assert sorted(p.name for p in (folder / "rounds").iterdir()) == [f"0{n}.yml" for n in range(1, 6)]
    # round 1 of the table for 6: 1-6 (6 the dummy: Berg's free round), 2-5, 3-4
    assert (folder / "rounds" / "01.yml").read_text() == ("round: 1\nboards:\n  - [Bruno Curtis, Eva Fink]\n"
                                                          "  - [Carla Diaz, David Engel]\n")
    tournament, warnings = load_tournament(folder)
    assert warnings == []
    for planned in berger.schedule(tournament):
        entered = tournament.round(planned.number)
        assert [(g.white, g.black) for g in entered.games] == [(b.white, b.black) for b in planned.boards]
        assert [(b.player, b.kind.value) for b in entered.byes] == [(planned.free, "free")]
    assert main(["pair", str(folder), "--all", "--write"]) == 0   # nothing left to write, nothing rewritten
    assert "every round" in capsys.readouterr().err


def test_round_robin_pair_writes_the_next_round_and_a_postponed_game_is_no_draw(tmp_path, capsys):
    """After round 1 with a game postponed, `pair --write` writes round 2 of the schedule; the postponed game
    does not matter to a schedule, so no warning calls it a draw."""
    folder = _round_robin(tmp_path)
    (folder / "rounds" / "01.yml").write_text("round: 1\nboards:\n  - [Curtis, Fink, 1-0]\n  - [Diaz, Engel]\n")
    assert main(["pair", str(folder), "--write"]) == 0
    err = capsys.readouterr().err
    assert "draws" not in err
    # round 2 of the table for 6: 6-4, 5-3, 1-2
    assert (folder / "rounds" / "02.yml").read_text() == ("round: 2\nboards:\n  - [Eva Fink, Carla Diaz]\n"
                                                          "  - [Anna Berg, Bruno Curtis]\n")


def test_pair_all_is_for_round_robins(tmp_path, capsys):
    assert main(["pair", str(_content(tmp_path)), "--all"]) == 2
    assert "--all is for a round robin" in capsys.readouterr().err


# -- pairing never outruns the results ------------------------------------------------

def _pending_round_two(tmp_path: Path) -> Path:
    """The club tournament with round 2 paired and board 2 still without a result."""
    folder = _content(tmp_path)
    (folder / "rounds" / "02.yml").write_text(
        "round: 2\nboards:\n  - [Berg, Curtis, 1-0]\n  - [Diaz, Fink]\nbyes:\n  pab: Engel\n")
    return folder


def test_write_refuses_to_pair_past_a_round_without_all_results(tmp_path, capsys):
    """`pair --write` while round 2 lacks a result: exit 1, the board named with its players, nothing written."""
    folder = _pending_round_two(tmp_path)
    assert main(["pair", str(folder), "--write"]) == 1
    err = capsys.readouterr().err
    assert ("bulletin pair: error: round 2 has no result on board 2 (Carla Diaz – Eva Fink); round 3 is not "
            "written\n  hint: enter the missing results first, or add --force") in err
    assert not (folder / "rounds" / "03.yml").exists()


def test_force_writes_anyway_and_keeps_the_warning(tmp_path, capsys):
    folder = _pending_round_two(tmp_path)
    assert main(["pair", str(folder), "--write", "--force"]) == 0
    err = capsys.readouterr().err
    assert ("bulletin pair: warning: round 2 has no result on board 2 (Carla Diaz – Eva Fink); they count as "
            "draws for this pairing") in err
    assert (folder / "rounds" / "03.yml").read_text().count("\n  - [") == 2


def test_showing_a_pairing_past_missing_results_only_warns(tmp_path, capsys):
    """Without --write nothing is changed: the pairing is shown, with the warning."""
    folder = _pending_round_two(tmp_path)
    assert main(["pair", str(folder)]) == 0
    assert "warning: round 2 has no result on board 2 (Carla Diaz – Eva Fink)" in capsys.readouterr().err


def test_a_trf_with_pending_results_warns_like_a_folder(tmp_path, capsys):
    """A TRF whose last round has a board without result (blank result letters) gets the same warning."""
    text = cut_trf((DATA / f"{NAME}.trf").read_text(), 2)
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("001"))
    cell = lines[first][101:109]             # round 2 of player 1: 'OOOO c r'
    opponent = int(cell[:4])
    other = next(i for i, line in enumerate(lines) if line.startswith("001") and int(line[4:8]) == opponent)
    for index in (first, other):
        lines[index] = lines[index][:108] + " " + lines[index][109:]
    trf = tmp_path / "pending.trf"
    trf.write_text("\n".join(lines) + "\n")
    assert main(["pair", str(trf)]) == 0
    err = capsys.readouterr().err
    assert "bulletin pair: warning: round 2 has no result on board " in err and "count as draws" in err


def test_pair_takes_the_tournament_by_its_slug_in_a_site(tmp_path, monkeypatch, capsys):
    """In a site folder, `bulletin pair club` is `bulletin pair content/club`."""
    site = tmp_path / "site"
    (site / "content").mkdir(parents=True)
    (site / "site.yml").write_text("title: Club\n")
    _content(site / "content")
    monkeypatch.chdir(site)
    assert main(["pair", "club", "--format", "json"]) == 0
    by_slug = capsys.readouterr().out
    assert main(["pair", "--format", "json"]) == 0        # the site's only tournament
    assert capsys.readouterr().out == by_slug
    assert main(["pair", str(site / "content" / "club"), "--format", "json"]) == 0
    assert capsys.readouterr().out == by_slug


NAMES = ["Anna Berg", "Bruno Curtis", "Carla Diaz", "David Engel", "Eva Fink"]


def club() -> Tournament:
    players = tuple(Player(Start(n), name, 2000 - 50 * n) for n, name in enumerate(NAMES, start=1))
    return Tournament("club", "Club Swiss", players, (Round(1, (), ()),), planned_rounds=5)


def round_two(bye: int | None = 5) -> Pairing:
    return Pairing(2, (Board(Start(1), Start(3)), Board(Start(4), Start(2))), Start(bye) if bye else None,
                   (Reason((Start(5),), "5 gets the bye", "bye"),), "burstein")


def test_a_new_round_file_names_the_players_by_full_name_and_the_bye_as_pab():
    assert round_file_text(None, round_two(), club()) == (
        "round: 2\nboards:\n  - [Anna Berg, Carla Diaz]\n  - [David Engel, Bruno Curtis]\nbyes:\n  pab: Eva Fink\n")


def test_what_the_file_holds_is_kept_and_the_bye_joins_its_byes():
    existing = "round: 2\ndate: 2026-10-02   # moved\nbyes:\n  half: Curtis\n"
    assert round_file_text(existing, round_two(), club()) == (
        "round: 2\ndate: 2026-10-02   # moved\nbyes:\n  pab: Eva Fink\n  half: Curtis\n"
        "boards:\n  - [Anna Berg, Carla Diaz]\n  - [David Engel, Bruno Curtis]\n")


def test_a_byes_mapping_on_one_line_takes_the_bye_first():
    assert round_file_text("round: 2\nbyes: {zero: Curtis}\n", round_two(), club()).startswith(
        "round: 2\nbyes: {pab: Eva Fink, zero: Curtis}\nboards:\n")


def test_an_empty_boards_key_is_replaced_and_boards_are_never_overwritten():
    assert round_file_text("round: 2\nboards: []\n", round_two(None), club()) == (
        "round: 2\nboards:\n  - [Anna Berg, Carla Diaz]\n  - [David Engel, Bruno Curtis]\n")
    with pytest.raises(PairingError, match="already holds boards"):
        round_file_text("round: 2\nboards:\n  - [Berg, Diaz]\n", round_two(), club())
    with pytest.raises(PairingError, match="already names a pairing-allocated bye"):
        round_file_text("round: 2\nbyes:\n  pab: Engel\n", round_two(), club())
    with pytest.raises(PairingError, match="one line per kind"):
        round_file_text("round: 2\nbyes: Engel\n", round_two(), club())


def test_the_terminal_shows_names_starting_numbers_and_scores_and_the_reasons_when_asked():
    """Scores before the round: 1 beat 2, 3 and 4 drew, 5 had the PAB (a win's point)."""
    games = (Game(Start(1), Start(2), GameResult.WHITE_WINS, 1), Game(Start(3), Start(4), GameResult.DRAW, 2))
    played = Round(1, games, (Bye(Start(5), ByeKind.PAB),))
    tournament = Tournament("club", "Club Swiss", club().players, (played,), planned_rounds=5)
    pairing = Pairing(2, (Board(Start(5), Start(1)), Board(Start(3), Start(2))), None,
                      (Reason((Start(4),), "4 is not paired", "bye"),), "burstein", (Start(4),))
    assert pairing_as_text(pairing, tournament, explain=True).splitlines() == [
        "Round 2 of Club Swiss (burstein system)",
        "  1. Eva Fink (5, 1) – Anna Berg (1, 1)",
        "  2. Carla Diaz (3, ½) – Bruno Curtis (2, 0)",
        "  not paired: David Engel (4, ½)",
        "Why:",
        "  - 4 is not paired",
    ]
    assert "Why" not in pairing_as_text(round_two(), club(), explain=False)


def test_a_round_robins_free_round_is_listed_in_the_exchange_format_as_a_bye_is(tmp_path, capsys):
    """A round robin of 5 as a .trf, round 1 played: the exchange output of round 2 (the table for 6: 6-4, 5-3,
    1-2) lists its two boards and David's free round as `4 0`, where a Swiss pairing lists its bye, and counts
    three pairs, as the reference engines count the bye."""
    from generator.loading.load import load_tournament
    from generator.trf.writer import trf16

    folder = _round_robin(tmp_path)
    (folder / "rounds" / "01.yml").write_text("round: 1\nboards:\n  - [Curtis, Fink, 1-0]\n  - [Diaz, Engel, 0-1]\n")
    tournament, _ = load_tournament(folder)
    trf = tmp_path / "championship.trf"
    trf.write_text(trf16(tournament))
    assert main(["pair", str(trf)]) == 0
    assert capsys.readouterr().out == "3\n5 3\n1 2\n4 0\n"
