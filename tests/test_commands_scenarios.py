"""`bulletin scenarios` (generator/commands/scenarios.py): its options, its text and its JSON."""
from __future__ import annotations

import json
import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from clicall import run

from generator.cli import main


def test_an_unknown_format_is_a_usage_error_naming_the_choices(capsys):
    with pytest.raises(SystemExit) as done:
        main(["scenarios", "content/herbst-2026", "--format", "xml"])
    err = capsys.readouterr().err
    assert done.value.code == 2
    assert "invalid choice: 'xml'" in err and "'text', 'json'" in err


EXAMPLE = Path(__file__).resolve().parent.parent / "content" / "herbst-2026"


def test_the_herbstturnier_before_its_last_round_as_json(capsys):
    code, out, err = run(capsys, "scenarios", str(EXAMPLE), "--format", "json")
    assert code == 0, err
    data = json.loads(out)
    assert data["round"] == 7 and data["places"] == 3 and data["complete"]
    players = {p["start"]: p for p in data["players"]}
    leader = players[5]   # Yılmaz, 5½ of 6; nobody else has more than 4½
    assert leader["name"] == "Mehmet Yılmaz" and leader["points_before"] == 5.5
    assert leader["outcomes"] == {"win": {"best": 1, "worst": 1}, "draw": {"best": 1, "worst": 1},
                                  "loss": {"best": 1, "worst": 2}}
    assert leader["statements"][0] == "Yılmaz is first with a win or a draw."
    assert players[21]["outcomes"].keys() == {"bye"}          # Wolff has the pairing-allocated bye
    assert players[7]["outcomes"].keys() == {"absent"}        # Köhler withdrew
    assert set(players[5]["chances"]) == {"1", "2", "3"}
    assert sum(Fraction(p["chances"]["1"]) for p in data["players"]) == 1


def test_the_command_as_text_names_the_stakes(capsys):
    code, out, err = run(capsys, "scenarios", str(EXAMPLE))
    assert code == 0, err
    assert "what is at stake in round 7" in out
    assert "- Yılmaz is first with a win or a draw." in out


@pytest.mark.slow
def test_a_round_without_boards_is_paired_by_the_engine(tmp_path, capsys):
    copy = tmp_path / "herbst"
    shutil.copytree(EXAMPLE, copy)
    (copy / "rounds" / "07.yml").unlink()
    code, out, err = run(capsys, "scenarios", str(copy), "--round", "7", "--format", "json")
    assert code == 0, err
    assert json.loads(out)["round"] == 7


def test_a_finished_round_is_a_usage_error(capsys):
    code, _, err = run(capsys, "scenarios", str(EXAMPLE), "--round", "6")
    assert code == 2
    assert "round 6 has all its results" in err


def test_the_tournament_is_named_by_its_slug_in_the_site_folder(capsys, monkeypatch):
    """As `standings`, `explain` and `pair`: a tournament of the site in the current folder by its slug, and a
    slug mistyped is a usage error with a hint (it was a TypeError traceback)."""
    monkeypatch.chdir(EXAMPLE.parent.parent)
    code, out, err = run(capsys, "scenarios", "herbst-2026")
    assert code == 0, err
    assert "what is at stake in round 7" in out
    code, _, err = run(capsys, "scenarios", "herbst-2062")
    assert code == 2
    assert "no tournament folder or .trf file at herbst-2062 — did you mean 'herbst-2026'?" in err
    assert "Traceback" not in err
