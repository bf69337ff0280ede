"""`bulletin prizes` (generator/commands/prizes.py): the prize list with its reasons, a category's standings, JSON
and CSV; before the last round what each player can still win; usage errors say what is wrong."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from clicall import run

EXAMPLE = Path(__file__).resolve().parent.parent / "content" / "herbst-2026"


def test_the_prize_list_with_its_reasons_and_the_outlook(capsys):
    code, out, err = run(capsys, "prizes", str(EXAMPLE))
    assert code == 0, err
    assert out.startswith("Herbstturnier 2026 — prizes after round 6 (provisional until the last round has every "
                          "result)")
    assert "Anna Weiß: a share of the 3rd–6th prizes, 75\u00a0€.\n    Lena Hoffmann, placed higher, took Best woman; " \
           "one prize per player.\n" in out
    assert "- U18: 8 players: born 2008 or later." in out
    assert "Before round 7, the last:" in out
    assert "Mehmet Yılmaz (5½):\n    win: Sure of 1st prize (300\u00a0€).\n" in out


def test_after_an_earlier_round_there_is_no_outlook(capsys):
    code, out, _ = run(capsys, "prizes", str(EXAMPLE), "--after-round", "5")
    assert code == 0 and "after round 5" in out and "Before round" not in out


def test_a_category_standings(capsys):
    code, out, err = run(capsys, "prizes", str(EXAMPLE), "--category", "Seniors")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Herbstturnier 2026 — Best senior after round 6"
    assert lines[2].split() == ["Place", "Rank", "No.", "Name", "Pts", "BH/C1", "BH", "SB", "Prize"]
    assert lines[3].split()[:5] == ["1", "6", "4", "Jörg", "Schäfer"] and not lines[3].endswith("€")
    assert "Matthias Große" in lines[4] and lines[4].endswith("40\u00a0€")


def test_json_and_csv(capsys):
    code, out, _ = run(capsys, "prizes", str(EXAMPLE), "--format", "json")
    document = json.loads(out)
    assert code == 0 and document["awards"][0]["name"] == "Mehmet Yılmaz"
    yilmaz = next(p for p in document["outlook"]["players"] if p["name"] == "Mehmet Yılmaz")
    assert yilmaz["results"]["win"]["sure"] == {"list": "main", "place": 1, "worth": 30000}
    code, out, _ = run(capsys, "prizes", str(EXAMPLE), "--format", "csv")
    assert code == 0 and out.splitlines()[1].startswith("main,1,5,Mehmet Yılmaz,300.00")


def test_usage_errors(capsys, tmp_path):
    code, _, err = run(capsys, "prizes", str(EXAMPLE), "--category", "U81")
    assert code == 2 and "--category U81: no such category; the tournament's are: U18, Women, Seniors, U1800" in err
    plain = tmp_path / "plain"
    shutil.copytree(EXAMPLE, plain)
    text = (plain / "tournament.yml").read_text(encoding="utf-8")
    (plain / "tournament.yml").write_text(text[:text.index("categories:")] + text[text.index("# Starting list"):],
                                          encoding="utf-8")
    code, _, err = run(capsys, "prizes", str(plain))
    assert code == 2 and "Herbstturnier 2026 has no categories and no prizes" in err
