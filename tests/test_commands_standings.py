"""`bulletin standings` (generator/commands/standings.py) through the real entry point (generator.cli.main)."""
from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from clicall import run
from tiebreak_cases import DATA

from generator.commands.standings import number_text, parse_chain_argument
from generator.core.errors import UsageError

TEC = str(DATA / "tec-swiss.trf")


@pytest.fixture
def tie_folder(tmp_path: Path) -> Path:
    """Four players, two rounds: Ann and Cid on 1½ with BH 2 each, Ben and Dee on ½ with BH 2 each."""
    folder = tmp_path / "ties"
    (folder / "rounds").mkdir(parents=True)
    (folder / "tournament.yml").write_text(
        "name: Tie test\ndates: {start: 2025-01-10, end: 2025-01-11}\nrounds: 3\npairing: dutch\n"
        "tiebreaks: [BH]\nplayers:\n  - {no: 1, name: Ann}\n  - {no: 2, name: Ben}\n  - {no: 3, name: Cid}\n"
        "  - {no: 4, name: Dee}\n", encoding="utf-8")
    (folder / "rounds" / "01.yml").write_text(
        "round: 1\nboards:\n  - [Ann, Ben, 1-0]\n  - [Cid, Dee, 1-0]\n", encoding="utf-8")
    (folder / "rounds" / "02.yml").write_text(
        "round: 2\nboards:\n  - [Ann, Cid, ½-½]\n  - [Ben, Dee, ½-½]\n", encoding="utf-8")
    return folder


def test_json_shape_and_exact_decimals(capsys):
    """The JSON keys are exactly tournament, after_round, rules, tiebreaks, players[start, name, rank,
    points, tiebreaks]; numbers are plain decimals (TEC #4 David under C.07 2024: BH 15, BH/C1 11.5, SB 9.75)."""
    code, out, _ = run(capsys, "standings", TEC, "--rules", "fide-2024", "--tiebreaks", "BH,BH/C1,SB,AOB,ARO/C1",
                       "--format", "json")
    assert code == 0
    doc = json.loads(out)
    assert list(doc) == ["tournament", "after_round", "rules", "tiebreaks", "players"]
    assert (doc["after_round"], doc["rules"], doc["tiebreaks"]) == (5, "fide-2024", ["BH", "BH/C1", "SB", "AOB",
                                                                                      "ARO/C1"])
    david = next(p for p in doc["players"] if p["start"] == 4)
    assert list(david) == ["start", "name", "rank", "points", "tiebreaks"]
    assert david["tiebreaks"] == {"BH": 15.0, "BH/C1": 11.5, "SB": 9.75, "AOB": 13.38, "ARO/C1": 1983}
    assert '"points": 3.5' in out and '"BH": 15.0' in out and '"AOB": 13.38' in out
    nick = next(p for p in doc["players"] if p["start"] == 12)
    assert nick["tiebreaks"]["ARO/C1"] is None          # undefined: one game over the board


def test_json_ranks_follow_points_then_chain(capsys):
    """Ranks come from points, then the chain: TEC C.07 with BH/C1 puts Bruno (4) first, then Charline (BH/C1 13);
    a shared rank is 1 + the number of players strictly ahead (Alyx and Stephan: 3½, BH/C1 11, both 4th)."""
    _, out, _ = run(capsys, "standings", TEC, "--rules", "fide-2024", "--tiebreaks", "BH/C1", "--format", "json")
    players = json.loads(out)["players"]
    assert [p["start"] for p in players[:3]] == [2, 3, 4]
    assert [(p["start"], p["rank"]) for p in players[3:5]] == [(1, 4), (16, 4)]
    key = {p["start"]: (p["points"], p["tiebreaks"]["BH/C1"]) for p in players}
    for p in players:
        assert p["rank"] == 1 + sum(other > key[p["start"]] for other in key.values())


def test_after_round_counts_only_the_first_rounds(capsys):
    """--after-round K: points and tie-breaks from rounds 1..K only (Bruno: 2 points after round 2)."""
    _, out, _ = run(capsys, "standings", TEC, "--after-round", "2", "--format", "json")
    doc = json.loads(out)
    bruno = next(p for p in doc["players"] if p["start"] == 2)
    assert doc["after_round"] == 2 and bruno["points"] == 2.0


def test_csv_output(capsys):
    """CSV: a header row with the chain, then one row per player with exact decimals."""
    _, out, _ = run(capsys, "standings", TEC, "--rules", "fide-2026", "--tiebreaks", "BH,SB/C1", "--format", "csv")
    lines = out.splitlines()
    assert lines[0] == "rank,start,name,points,BH,SB/C1"
    assert '4,"David, Test",3.5,14.0,7.75' in out


def test_shared_ranks_in_a_content_folder(capsys, tie_folder):
    """Players still tied after the whole chain share a rank ("1–2"); the folder's own chain and date apply."""
    code, out, _ = run(capsys, "standings", str(tie_folder))
    assert code == 0
    rows = [line.split() for line in out.splitlines()[3:]]
    assert [(r[0], r[2]) for r in rows] == [("1–2", "Ann"), ("1–2", "Cid"), ("3–4", "Ben"), ("3–4", "Dee")]
    assert "FIDE C.07 rules (2024)" in out.splitlines()[0]
    _, out, _ = run(capsys, "standings", str(tie_folder), "--format", "json")
    assert [p["rank"] for p in json.loads(out)["players"]] == [1, 1, 3, 3]


def test_unknown_tiebreak_is_a_usage_error_with_a_hint(capsys):
    """A mistyped code exits 2 and suggests the closest known code."""
    code, _, err = run(capsys, "standings", TEC, "--tiebreaks", "BH,WINS")
    assert code == 2 and "'WINS'" in err and "did you mean 'WIN'?" in err


def test_missing_tournament_and_bad_round_are_usage_errors(capsys, tmp_path):
    """No such path, or a round outside 0..entered: exit 2, one line, no traceback."""
    code, _, err = run(capsys, "standings", str(tmp_path / "nope.trf"))
    assert code == 2 and "no tournament folder or .trf file" in err
    code, _, err = run(capsys, "standings", TEC, "--after-round", "9")
    assert code == 2 and "rounds 1 to 5" in err


def test_bad_trf_line_is_a_located_content_error(capsys, tmp_path):
    """A broken TRF exits 1 with file:line:column and the quoted line."""
    bad = tmp_path / "bad.trf"
    bad.write_text((DATA / "tec-swiss.trf").read_text().replace("001    3 m", "001   x3 m"), encoding="utf-8")
    code, _, err = run(capsys, "standings", str(bad))
    assert code == 1 and "bad.trf:15:5" in err and "Charline" in err


# -- TOURNAMENT by its slug, or the site's only tournament ------------------------------

@pytest.fixture
def site_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the example site (several tournaments), the current folder inside its content/."""
    from sitedata import copy_example
    site = copy_example(tmp_path / "site")
    monkeypatch.chdir(site / "content")
    return site


def test_a_tournament_is_named_by_its_slug_from_anywhere_in_its_site(site_here, capsys):
    """`bulletin standings herbst-2026` in the site (here: in its content/ folder) is the folder's standings."""
    by_slug = run(capsys, "standings", "herbst-2026", "--format", "json")
    by_folder = run(capsys, "standings", str(site_here / "content" / "herbst-2026"), "--format", "json")
    assert by_slug[0] == 0 and by_slug == by_folder


def test_a_misspelt_slug_is_a_usage_error_with_a_guess(site_here, capsys):
    code, _, err = run(capsys, "standings", "herbst-2062")
    assert code == 2
    assert err == "bulletin standings: error: no tournament folder or .trf file at herbst-2062 — did you mean " \
                  "'herbst-2026'?\n"


def test_without_tournament_a_site_of_several_asks_which(site_here, capsys):
    code, _, err = run(capsys, "standings")
    slugs = sorted(folder.parent.name for folder in (site_here / "content").glob("*/tournament.yml"))
    assert code == 2 and len(slugs) > 1
    assert f"the site has {len(slugs)} tournaments ({', '.join(slugs)}); name one" in err


def test_without_tournament_the_only_tournament_of_the_site_is_taken(site_here, capsys):
    from sitedata import keep_only_tournament
    keep_only_tournament(site_here, "herbst-2026")
    code, out, _ = run(capsys, "standings")
    assert code == 0 and "standings after round" in out
    assert out == run(capsys, "standings", "herbst-2026")[1]


def test_pts_in_tiebreaks_is_the_points_as_record_202_writes_them(capsys):
    """A chain pasted from a TRF-2026 record 202 starts with PTS: accepted, the same standings as without it."""
    with_pts = run(capsys, "standings", TEC, "--tiebreaks", "PTS,BH/C1,SB", "--format", "json")
    without = run(capsys, "standings", TEC, "--tiebreaks", "BH/C1,SB", "--format", "json")
    assert with_pts[0] == 0 and with_pts == without


def test_the_chain_is_read_as_typed_and_spaces_and_empty_parts_are_dropped():
    assert parse_chain_argument("BH/C1, BH ,SB,,") == ("BH/C1", "BH", "SB")


def test_an_unknown_code_is_a_usage_error_naming_it():
    with pytest.raises(UsageError, match="--tiebreaks: unknown tie-break 'BHX'"):
        parse_chain_argument("BH,BHX")


@pytest.mark.parametrize("value,decimals,text", [
    (Fraction(7, 2), None, "3.5"), (Fraction(11), None, "11.0"), (Fraction(39, 4), None, "9.75"),
    (Fraction(1338, 100), 2, "13.38"), (Fraction(1888), 0, "1888"), (None, None, None)])
def test_numbers_are_exact_decimal_text(value, decimals, text):
    """Half and quarter points are exact in decimal; AOB has 2 decimals, ratings none; never a float."""
    assert number_text(value, decimals) == text
    if text is not None:
        assert json.loads(text) == float(value)   # and it reads back as the same number
