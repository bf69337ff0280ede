"""`bulletin explain` (generator/commands/explain.py) through the real entry point: one player's tie-breaks,
term by term, in the terminal."""
from __future__ import annotations

from clicall import run
from tiebreak_cases import DATA

TEC = str(DATA / "tec-swiss.trf")


def test_explain_shows_virtual_opponent_formula_and_cuts(capsys):
    """`bulletin explain` prints each term: the 2012 virtual opponent's filled-in formula and the cut reason."""
    code, out, _ = run(capsys, "explain", TEC, "12", "--rules", "fide-2012", "--tiebreaks", "BH/C1")
    assert code == 0
    assert "Nick, Test (no. 12)" in out and "FIDE 2012 rules" in out
    assert ("Round 4: Nick, Test had a zero-point bye: absent or asked not to be paired, a requested bye either way. "
            "It counts as a game against a virtual opponent who starts the round with Nick, Test's score, gets the "
            "opposite result and draws every later round, so ends with 3½.") in out
    assert ("score before the round 2 + opposite result (1 − 0) + ½ for a draw × rounds left (5 − 4) = 3½"
            in out)
    assert "[left out] Round 2" in out and "left out: the lowest value" in out
    assert "3½ + 2 + 3½ + 3 = 12" in out


def test_explain_by_name_shows_adjusted_scores_and_vur_cut(capsys):
    """By (part of a) name; C.07: Nick's score as David sees it (2 → 3) with both reasons, VUR cut first."""
    code, out, _ = run(capsys, "explain", TEC, "david", "--rules", "fide-2024", "--tiebreaks", "BH/C1")
    assert code == 0 and out.startswith("David, Test (no. 4)")
    assert ("Round 1: Nick, Test's score is 2, counted as 3: round 4 (zero-point bye: absent or asked for) counts "
            "as a draw, because it is a requested bye with no game after it; round 5") in out
    assert "Nick, Test's points 2 + ½ for round 4 + ½ for round 5 → 3" in out
    assert out.count("Round 1: Nick, Test's score is 2") == 1          # said once, before the tie-breaks
    assert ("left out instead of round 3 (the lowest value, 1½): the player chose not to play this round "
            "(half-point bye), and such a round goes first (C.07 16.5)") in out


def test_explain_unknown_player_is_a_usage_error(capsys):
    """An unknown player name exits 2 with a did-you-mean hint."""
    code, _, err = run(capsys, "explain", TEC, "Jesica, Test")
    assert code == 2 and "did you mean 'Jessica, Test' (no. " in err
    code, _, err = run(capsys, "explain", TEC, "Test")
    assert code == 2 and "matches several players" in err
    code, _, err = run(capsys, "explain", TEC, "²")   # a digit to str.isdigit, that int() refuses
    assert code == 2 and "no player named '²'" in err


def test_explain_takes_the_tournament_by_slug_or_the_sites_only_one(tmp_path, monkeypatch, capsys):
    """In a site, `bulletin explain herbst-2026 1` and, with one tournament, `bulletin explain 1` explain the same
    player as the folder does."""
    from sitedata import copy_example, keep_only_tournament
    site = keep_only_tournament(copy_example(tmp_path / "site"), "herbst-2026")
    monkeypatch.chdir(site)
    by_folder = run(capsys, "explain", str(site / "content" / "herbst-2026"), "1")
    assert by_folder[0] == 0
    assert run(capsys, "explain", "herbst-2026", "1") == by_folder
    assert run(capsys, "explain", "1") == by_folder


def test_explain_finds_a_player_as_a_round_file_does(tmp_path, monkeypatch, capsys):
    """What a round file accepts, `bulletin explain` accepts: 'Schaefer' and 'Schafer' for Schäfer, 'Weiss, Anna'
    for Anna Weiß; a unique given name ('Peter') finds Peter Lehmann; a misspelt surname is answered with the
    full name and number to type."""
    from sitedata import copy_example, keep_only_tournament
    site = keep_only_tournament(copy_example(tmp_path / "site"), "herbst-2026")
    monkeypatch.chdir(site)
    for typed, found in (("Schaefer", "Jörg Schäfer (no. 4)"), ("schafer", "Jörg Schäfer (no. 4)"),
                         ("Weiss, Anna", "Anna Weiß (no. 6)"), ("Peter", "Peter Lehmann (no. 13)")):
        code, out, err = run(capsys, "explain", typed)
        assert (code, out.splitlines()[0].split(",")[0]) == (0, found), err
    code, _, err = run(capsys, "explain", "Weiss")
    assert code == 2 and "Anna Weiß (no. 6), Jonas Weiß (no. 10)" in err
    code, _, err = run(capsys, "explain", "Hofman")
    assert code == 2 and "did you mean 'Lena Hoffmann' (no. 2)?" in err


def test_after_the_first_round_one_point_and_one_round_are_said_in_the_singular(tmp_path, monkeypatch, capsys):
    """Brandt won round 1: "1 point", and the tie-breaks count "only round 1, as if the tournament had one
    round", never "1 points", "rounds 1–1" or "1 rounds"."""
    from sitedata import copy_example, keep_only_tournament
    site = keep_only_tournament(copy_example(tmp_path / "site"), "herbst-2026")
    monkeypatch.chdir(site)
    code, out, _ = run(capsys, "explain", "Brandt", "--after-round", "1")
    assert code == 0 and ", 1 point\n" in out
    assert "only round 1 counts, as if the tournament had one round." in out
    assert "1 points" not in out and "rounds 1–1" not in out and "1 rounds" not in out


def test_explain_cites_the_rules_pages_numbers(tmp_path, monkeypatch, capsys):
    """The terminal cites a round's rule by the number the tournament's rules page gives it: Luca Engel's forfeit
    loss under the 2026 cap is "rules §6" there too; a round robin's forfeit cites its own page's number, never
    a §0 of a paragraph that page lacks."""
    from sitedata import copy_example
    site = copy_example(tmp_path / "site")
    monkeypatch.chdir(site)
    code, out, _ = run(capsys, "explain", "herbst-2026", "22")
    assert code == 0 and "(dummy opponent, capped for a forfeit: C.07 16.4.1 as amended in 2026; rules §6)" in out
    code, out, _ = run(capsys, "explain", "vereinsmeisterschaft-2026", "Albrecht")
    assert code == 0 and "rules §0" not in out and "C.07 15.2; rules §3)" in out   # §1 round k, §2 no opponent
def test_explain_rating_works_the_dwz_out_step_by_step(capsys):
    """`--rating` in the DWZ-rated example Swiss: the player page's sentences, the games as a table. Mehmet Yılmaz
    (1968-37, born 2001: 25 in 2026, a junior) scores 5½ of 6."""
    from sitedata import REPO
    code, out, _ = run(capsys, "explain", str(REPO / "content" / "herbst-2026"), "5", "--rating")
    assert code == 0 and out.startswith("Mehmet Yılmaz (no. 5), Herbstturnier 2026\nDWZ (estimate): 1968-37 → ")
    assert "Round  Opponent" in out and "Dariusz Nowak (8)" in out
    assert "Expected score We = " in out and "Development coefficient E = 25: age 25 (21 to 25): J = 10" in out
    assert "New DWZ Rn = 1968 + 800 × (W 5½ − We " in out and "(index 37 → 38)" in out


def test_explain_rating_for_fide_and_for_none(capsys, tmp_path):
    """The TEC's file has FIDE ratings only: FIDE's change, game by game; with --after-round 0 no game is rated."""
    code, out, _ = run(capsys, "explain", TEC, "12", "--rating")
    assert code == 0 and "Rating change (provisional): −2" in out
    assert "Round 1: David, Test (4), rated 2050: expected 0.08, result 0, K × (result − expected) = −1.6" in out
    code, out, _ = run(capsys, "explain", TEC, "12", "--rating", "--after-round", "0")
    assert code == 0 and "No FIDE rating" not in out and "Round 1:" not in out
    from sitedata import copy_example
    folder = copy_example(tmp_path / "site") / "content" / "herbst-2026"
    spec = folder / "tournament.yml"
    spec.write_text(spec.read_text("utf-8").replace("rating_change: dwz", "rating_change: none"), "utf-8")
    code, out, _ = run(capsys, "explain", str(folder), "5", "--rating")
    assert code == 0 and out.endswith("This tournament shows no rating change (rating_change: none).\n")
