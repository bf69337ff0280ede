"""`bulletin import-trf`: a TRF from another program becomes tournament.yml + rounds/NN.yml that load to the same
tournament, and export back to the same games; nothing is ever overwritten."""
from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest

from generator.cli import main
from generator.commands.import_trf import completed
from generator.core.model import ByeKind, Tournament
from generator.core.tiebreaks.rules import rules_in_force, usual_chain
from generator.loading.load import load_tournament
from generator.trf.reader import read_trf
from generator.trf.writer import trf16, trf2026

DATA = Path(__file__).parent / "data"
FIXTURES = sorted((DATA / "pairing").glob("*/*.trf")) + sorted((DATA / "trf").glob("*.trf"))


def _games(t: Tournament) -> dict[int, list]:
    return {r.number: sorted((g.white, g.black, g.result) for g in r.games) for r in t.rounds}


def _byes(t: Tournament) -> dict[int, list]:
    """Byes per round, a player with nothing in a round with boards counted as a zero-point bye (a blank TRF
    cell means exactly that)."""
    out = {}
    for rnd in t.rounds:
        byes = {(b.player, b.kind) for b in rnd.byes}
        if rnd.games:
            byes |= {(p.start, ByeKind.ZERO) for p in t.players if p.start not in rnd.participants()}
        out[rnd.number] = sorted((s, k.value) for s, k in byes)
    return out


def _cells(trf_text: str) -> list[str]:
    """The player lines' starting numbers and round cells, a listed zero-point bye written as the blank cell
    that means the same (TRF: blank = 0000 - Z)."""
    return sorted((line[:8] + line[91:]).replace("0000 - Z", " " * 8).rstrip()
                  for line in trf_text.splitlines() if line.startswith("001"))


def _import(trf: Path, target: Path) -> int:
    return main(["import-trf", str(trf), "--to", str(target)])


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_trf_to_yaml_to_trf_gives_the_same_games(path: Path, tmp_path: Path):
    """TRF -> YAML -> load gives the same games and byes; exported again, the player cells are the same."""
    original = read_trf(path.read_text(encoding="utf-8"), path.name)
    assert _import(path, tmp_path / "imported") == 0
    loaded, warnings = load_tournament(tmp_path / "imported")
    assert _games(loaded) == _games(original)
    assert _byes(loaded) == _byes(original)
    assert [(p.start, p.name, p.rating) for p in loaded.players] == \
           [(p.start, p.name, p.rating) for p in original.players]
    assert not [w for w in warnings if "absent" in w.message]
    assert _cells(trf16(loaded)) == _cells(trf16(original))


def test_round_files_use_the_short_forms(tmp_path: Path):
    """Boards as [white, black, result] by starting number with both players named in a comment, forfeits as
    +- / -+, byes listed by kind."""
    assert _import(DATA / "trf" / "tec-swiss.trf", tmp_path / "tec") == 0
    round4 = (tmp_path / "tec" / "rounds" / "04.yml").read_text(encoding="utf-8")
    # #9, white, lost round 4 to #11 by forfeit
    assert "  - [9, 11, -+]         # Jessica, Test – Maria, Test" in round4.splitlines()
    assert "  zero: [12, 14]" in round4
    round3 = (tmp_path / "tec" / "rounds" / "03.yml").read_text(encoding="utf-8")
    assert "  pab: [6]" in round3 and "  half: [9]" in round3     # TEC Ex.: #6 PAB, #9 HPB in round 3
    tournament_yml = (tmp_path / "tec" / "tournament.yml").read_text(encoding="utf-8")
    assert '  - {no: 1, name: "Alyx, Test", rating: 2200, fed: FID, fide_id: "1000001"' in tournament_yml


def test_trf2026_records_are_imported(tmp_path: Path):
    """A TRF-2026 file: 142 rounds, 152 colour, 162 points, 202 tie-breaks and 132 dates reach tournament.yml."""
    original = read_trf((DATA / "trf" / "tec-swiss.trf").read_text(encoding="utf-8"), "tec-swiss.trf")
    text = trf2026(original).replace("142 5", "142 7")
    text = text.replace("122 ", "162  W 3.0      D 1.0      L 0.0\r\n202 BH/C1,SB\r\n152 B\r\n"
                                "132" + " " * 88 + "24/03/18  24/03/19  24/03/20\r\n122 ", 1)
    source = tmp_path / "open.trf"
    source.write_text(text, encoding="utf-8")
    assert _import(source, tmp_path / "open") == 0
    loaded, _ = load_tournament(tmp_path / "open")
    assert loaded.planned_rounds == 7 and loaded.tiebreaks == ("BH/C1", "SB")
    assert loaded.points.win == 3 and loaded.points.draw == 1 and loaded.points.half_bye == 1
    assert loaded.round(2).date.isoformat() == "2024-03-19"
    assert loaded.initial_colour.value == "b"


def test_existing_files_are_never_overwritten(tmp_path: Path, capsys):
    """A folder that already has a tournament.yml is refused (exit 2) and left exactly as it was."""
    target = tmp_path / "herbst"
    target.mkdir()
    (target / "tournament.yml").write_text("name: Mine\n", encoding="utf-8")
    assert _import(DATA / "trf" / "tec-swiss.trf", target) == 2
    assert "already holds tournament.yml" in capsys.readouterr().err
    assert (target / "tournament.yml").read_text(encoding="utf-8") == "name: Mine\n"
    assert not (target / "rounds").exists()


def test_a_broken_trf_is_reported_with_its_line(tmp_path: Path, capsys):
    """A player line whose opponent is not a number: exit 1, the file and line named, nothing written."""
    source = tmp_path / "bad.trf"
    source.write_text("012 Bad\n001    1      A, B" + " " * 73 + "   x w 1\n", encoding="utf-8")
    assert _import(source, tmp_path / "bad") == 1
    assert "bad.trf:2:92" in capsys.readouterr().err
    assert not (tmp_path / "bad").exists()


def test_a_missing_file_is_a_usage_error(tmp_path: Path, capsys):
    """No file at the given path: exit 2 with a clear message."""
    assert _import(tmp_path / "nothing.trf", tmp_path / "x") == 2
    assert "no TRF file" in capsys.readouterr().err


def test_acceleration_is_carried_into_tournament_yml(tmp_path: Path):
    """XXA virtual points become `acceleration:` per player (a blank field is 0; trailing zeros left out), and
    Baku asked for by record 192 becomes `acceleration: baku`; both load back as they were read."""
    source = tmp_path / "acc.trf"
    tec = (DATA / "trf" / "tec-swiss.trf").read_text(encoding="utf-8")
    source.write_text(tec + "XXA    1  1.0       0.5\nXXA    2  1.0\n", encoding="utf-8")
    assert _import(source, tmp_path / "acc") == 0
    loaded, _ = load_tournament(tmp_path / "acc")
    assert loaded.acceleration == {1: (Fraction(1), Fraction(0), Fraction(1, 2)), 2: (Fraction(1),)}
    baku = tmp_path / "baku.trf"
    baku.write_text(re.sub(r"(?m)^092 .*$", "092 FIDE_DUTCH_2025\n192 FIDE_DUTCH_2025_BAKU", tec), encoding="utf-8")
    assert _import(baku, tmp_path / "baku") == 0
    assert "acceleration: baku" in (tmp_path / "baku" / "tournament.yml").read_text(encoding="utf-8")
    assert load_tournament(tmp_path / "baku")[0].baku_acceleration


def test_the_example_through_trf2026_and_back(tmp_path: Path, capsys):
    """YAML -> TRF-2026 -> import -> load: the example tournament's games, byes (absences and withdrawn rounds
    as zero-point byes), round dates and settings come back; the withdrawal, which TRF cannot carry, is read
    back from the rounds Köhler missed."""
    example, _ = load_tournament(Path(__file__).parent.parent / "content" / "herbst-2026")
    source = tmp_path / "herbst.trf"
    source.write_text(trf2026(example), encoding="utf-8")
    assert _import(source, tmp_path / "herbst-2026") == 0
    again, _ = load_tournament(tmp_path / "herbst-2026")
    assert _games(again) == _games(example)
    assert _byes(again) == _byes(example)
    assert [again.round_date(n) for n in range(1, 8)] == [example.round_date(n) for n in range(1, 8)]
    assert (again.tiebreaks, again.initial_colour, again.planned_rounds, again.name) == \
           (example.tiebreaks, example.initial_colour, example.planned_rounds, example.name)
    assert example.withdrawals == again.withdrawals == {7: 5}   # Köhler withdrew before round 5
    err = capsys.readouterr().err
    assert "note: withdrawn: Köhler, Friedrich (no. 7) has nothing from round 5 on and is marked 'withdrawn: 5'" \
        in err
    assert "warning" not in err


def test_a_windows_1252_file_is_read(tmp_path: Path):
    """Older programs write TRF in Windows-1252: 'Müller, Jörg' arrives with its umlauts, stored as UTF-8."""
    line = "001    1      " + "Müller, Jörg".ljust(33) + " 1800"
    other = "001    2      " + "Weiß, Anna".ljust(33) + " 1700"
    source = tmp_path / "old.trf"
    source.write_bytes(("012 Old\r\n" + line + "\r\n" + other + "\r\n").encode("cp1252"))
    assert _import(source, tmp_path / "old") == 0
    loaded, _ = load_tournament(tmp_path / "old")
    assert [p.name for p in loaded.players] == ["Müller, Jörg", "Weiß, Anna"]


def _odd_round_robin(tmp_path: Path) -> Path:
    """5 players over 2 cycles with pairing numbers drawn by lot; rounds 1-3 as the schedule has them, a forfeit
    in round 2 and a postponed game in round 3 (round 4 played)."""
    folder = tmp_path / "rr"
    folder.mkdir()
    (folder / "tournament.yml").write_text(
        "name: Double Round Robin\nrounds: 10\npairing: round-robin\ncycles: 2\nplayers:\n"
        + "".join(f"  - {{no: {i}, name: Player {i}, rating: {2000 - 10 * i}, pairing_number: {n}}}\n"
                  for i, n in zip(range(1, 6), (3, 1, 5, 2, 4))))
    return folder


def test_round_robin_exported_and_imported_keeps_its_schedule(tmp_path: Path, capsys):
    """TRF record 092 names the round robin; the import recognises the Berger table (cycles, the numbers drawn
    by lot) and says so; the free rounds come back as free rounds, the forfeit and the postponed game as they
    were; the imported folder loads without a warning."""
    from generator.core.pairing import berger

    folder = _odd_round_robin(tmp_path)
    bare, _ = load_tournament(folder)
    (folder / "rounds").mkdir()
    results = {1: ("1-0", "½-½"), 2: ("+-", "0-1"), 3: ("1-0", ""), 4: ("0-1", "½-½")}
    names = {p.start: p.name for p in bare.players}
    for planned in berger.schedule(bare)[:4]:
        lines = [f"  - [{names[b.white]}, {names[b.black]}{', ' + r if r else ''}]"
                 for b, r in zip(planned.boards, results[planned.number])]
        (folder / "rounds" / f"{planned.number:02d}.yml").write_text(f"round: {planned.number}\nboards:\n"
                                                                       + "\n".join(lines) + "\n")
    original, warnings = load_tournament(folder)
    assert warnings == [] and original.rounds_completed == 4
    text = trf16(original)
    assert "092 Individual: Round-Robin" in text.splitlines()
    trf = tmp_path / "rr.trf"
    trf.write_text(text)
    capsys.readouterr()
    assert _import(trf, tmp_path / "imported") == 0
    assert ("round robin: the Berger table for 6 players, pairing numbers as drawn (not the starting order), two "
            "cycles") in capsys.readouterr().err
    loaded, warnings = load_tournament(tmp_path / "imported")
    assert warnings == []
    assert (loaded.cycles, dict(loaded.pairing_numbers)) == (2, dict(original.pairing_numbers))
    assert _games(loaded) == _games(original)
    assert _byes(loaded) == _byes(original)
    assert all(kind == "free" for r in _byes(loaded).values() for _, kind in r)


def test_round_robin_that_follows_no_table_is_imported_with_a_note(tmp_path: Path, capsys):
    """Players 1 and 2 meet in rounds 1 and 2 of a single round robin: no Berger table does that."""
    from generator.core.model import Game, GameResult, PairingSystem, Player, Round, Start

    def game(white: int, black: int) -> Game:
        return Game(Start(white), Start(black), GameResult.DRAW)

    players = tuple(Player(Start(i), f"Player {i}", 2000 - 10 * i) for i in range(1, 5))
    rounds = (Round(1, (game(1, 2), game(3, 4))), Round(2, (game(2, 1), game(4, 3))))
    trf = tmp_path / "rr.trf"
    trf.write_text(trf16(Tournament("rr", "RR", players, rounds, planned_rounds=3,
                                    pairing=PairingSystem.ROUND_ROBIN)))
    assert _import(trf, tmp_path / "imported") == 0
    assert "note: round robin: the rounds follow no Berger table for 4 players" in capsys.readouterr().err


# -- a complete tournament --------------------------------------------------------------

def _tec_variant(tmp_path: Path, edit) -> Path:
    """TEC Swiss with its lines changed by `edit` (a function of the list of lines), saved as open.trf."""
    lines = (DATA / "trf" / "tec-swiss.trf").read_text(encoding="utf-8").splitlines()
    source = tmp_path / "open.trf"
    source.write_text("\n".join(edit(lines)) + "\n", encoding="utf-8")
    return source


def test_the_rule_set_is_written_with_the_reason_it_applies(tmp_path: Path, capsys):
    """TEC Swiss starts on 2024-03-18 (record 042), before C.07 reached every rated event: fide-2012, written as
    `rules:` and said; without 042 the first date of record 132 decides; without any date, the latest rules."""
    assert _import(DATA / "trf" / "tec-swiss.trf", tmp_path / "a") == 0
    assert "\nrules: fide-2012\n" in (tmp_path / "a" / "tournament.yml").read_text(encoding="utf-8")
    assert "note: rules: fide-2012, in force on the start date 2024-03-18 (record 042)" in capsys.readouterr().err
    dated = _tec_variant(tmp_path, lambda ls: [l for l in ls if not l.startswith(("042", "052"))]
                         + ["132" + " " * 88 + "24/05/02  24/05/03"])
    assert _import(dated, tmp_path / "b") == 0
    assert "note: rules: fide-2024, in force on the first round date 2024-05-02 (record 132)" in \
        capsys.readouterr().err
    undated = _tec_variant(tmp_path, lambda ls: [l for l in ls if not l.startswith(("042", "052"))])
    assert _import(undated, tmp_path / "c") == 0
    assert "note: rules: fide-2026, the file gives no date (records 042, 132), so the latest rules apply" in \
        capsys.readouterr().err
    assert load_tournament(tmp_path / "c")[0].rules.value == "fide-2026"


def test_the_tie_break_chain_comes_from_record_202_or_212_or_is_the_usual_one(tmp_path: Path, capsys):
    assert _import(_tec_variant(tmp_path, lambda ls: [ls[0], "202 PTS,BH/C1,WIN", *ls[1:]]), tmp_path / "a") == 0
    assert load_tournament(tmp_path / "a")[0].tiebreaks == ("BH/C1", "WIN")
    assert "note: tie-breaks: BH/C1, WIN, from record 202" in capsys.readouterr().err
    assert _import(_tec_variant(tmp_path, lambda ls: [ls[0], "212 PTS,SB", *ls[1:]]), tmp_path / "b") == 0
    assert "note: tie-breaks: SB, from record 212" in capsys.readouterr().err
    assert _import(DATA / "trf" / "tec-swiss.trf", tmp_path / "c") == 0
    assert load_tournament(tmp_path / "c")[0].tiebreaks == ("BH/C1", "BH", "SB")
    assert "the file names none (records 202/212); the usual chain for a Swiss is written: BH/C1, BH, SB" in \
        capsys.readouterr().err
    assert _import(DATA / "trf" / "tec-round-robin.trf", tmp_path / "d") == 0
    assert load_tournament(tmp_path / "d")[0].tiebreaks == ("DE", "WIN", "SB", "KS")


def test_names_first_last_turns_surname_comma_first_round(tmp_path: Path):
    """--names first-last: 'Alyx, Test' becomes 'Test Alyx'; without it the names stay as the file writes them."""
    assert main(["import-trf", str(DATA / "trf" / "tec-swiss.trf"), "--to", str(tmp_path / "a"),
                 "--names", "first-last"]) == 0
    names = [p.name for p in load_tournament(tmp_path / "a")[0].players]
    assert names[:2] == ["Test Alyx", "Test Bruno"] and not any("," in n for n in names)
    assert _import(DATA / "trf" / "tec-swiss.trf", tmp_path / "b") == 0
    assert load_tournament(tmp_path / "b")[0].players[0].name == "Alyx, Test"


def test_a_player_missing_the_last_rounds_is_marked_withdrawn(tmp_path: Path, capsys):
    """TEC Swiss: Nick (no. 12) has nothing in rounds 4 and 5 of 5: `withdrawn: 4`, said in a note; the
    standings are those of the file."""
    assert _import(DATA / "trf" / "tec-swiss.trf", tmp_path / "a") == 0
    assert "note: withdrawn: Nick, Test (no. 12) has nothing from round 4 on and is marked 'withdrawn: 4'" in \
        capsys.readouterr().err
    loaded = load_tournament(tmp_path / "a")[0]
    assert loaded.withdrawals == {12: 4}
    from generator.core.standings import compute_standings
    original = read_trf((DATA / "trf" / "tec-swiss.trf").read_text(encoding="utf-8"), "tec-swiss.trf")
    ranks = [[(row.start, row.rank) for row in compute_standings(t, 5, rules=loaded.rules, chain=loaded.tiebreaks,
                                                                 explain=False).rows] for t in (loaded, original)]
    assert ranks[0] == ranks[1]
    assert "withdrawn: 4}" in (tmp_path / "a" / "tournament.yml").read_text(encoding="utf-8")


def test_xxc_rank_is_named_as_not_followed(tmp_path: Path, capsys):
    assert _import(_tec_variant(tmp_path, lambda ls: [*ls, "XXC rank white1"]), tmp_path / "a") == 0
    err = capsys.readouterr().err
    assert "note: XXC rank: the file asks a pairing program to number the players by rank; the starting numbers " \
           "of the file are kept" in err
    assert load_tournament(tmp_path / "a")[0].initial_colour.value == "w"


TEC_SWISS = Path(__file__).resolve().parent / "data" / "trf" / "tec-swiss.trf"


def test_a_file_without_records_202_and_212_gets_the_usual_chain_and_the_rules_of_its_start_date():
    text = TEC_SWISS.read_text(encoding="utf-8")
    tournament = read_trf(text, TEC_SWISS.as_posix(), slug="tec")
    done, notes = completed(tournament, text, first_last_names=False)
    assert done.tiebreaks == tuple(usual_chain(tournament)) and done.tiebreaks
    assert done.rules is rules_in_force(tournament.start_date) and tournament.rules is None
    assert notes[0] == f"rules: {done.rules.value}, in force on the start date 2024-03-18 (record 042); written " \
                       "as 'rules:' in tournament.yml"
    assert notes[1].startswith("tie-breaks: the file names none (records 202/212); the usual chain for a Swiss")
    assert [p.name for p in done.players] == [p.name for p in tournament.players]


def test_first_last_turns_every_comma_name_around():
    text = TEC_SWISS.read_text(encoding="utf-8")
    tournament = read_trf(text, TEC_SWISS.as_posix(), slug="tec")
    done, _ = completed(tournament, text, first_last_names=True)
    for before, after in zip(tournament.players, done.players):
        if "," in before.name:
            surname, given = (part.strip() for part in before.name.split(",", 1))
            assert after.name == f"{given} {surname}"
        else:
            assert after.name == before.name


# -- what an import says it did -------------------------------------------------------------------------------

def _round_robin_file(tmp_path: Path, players: int = 6) -> Path:
    """A complete round robin by the Berger table, written as TRF-16 without records 012 and 092 (a club's file
    from a program that names neither); one player's FIDE id written 0, one name without the space after its
    comma."""
    from generator.core.model import Game, GameResult, PairingSystem, Player, Round, Start
    from generator.core.pairing.berger import schedule_of

    numbers = {Start(i): i for i in range(1, players + 1)}
    rounds = tuple(Round(r.number, tuple(Game(b.white, b.black, GameResult.WHITE_WINS, n)
                                         for n, b in enumerate(r.boards, start=1)))
                   for r in schedule_of(numbers))
    people = tuple(Player(Start(i), "Kavouras,Kosmas" if i == 2 else f"Player, No{i}", 1800 + i,
                          fide_id="0" if i == 1 else f"{4200000 + i}") for i in range(1, players + 1))
    text = trf16(Tournament("rr", "RR", people, rounds, planned_rounds=len(rounds), pairing=PairingSystem.MANUAL))
    trf = tmp_path / "club-file.trf"
    trf.write_text("\n".join(line for line in text.splitlines() if line[:3] not in ("012", "092")) + "\n")
    return trf


def test_a_complete_round_robin_is_recognised_from_its_games_and_each_choice_is_said(tmp_path: Path, capsys):
    """Six players who all met once in five rounds, in a file that names no system: imported as a round robin
    with the round-robin chain, and the import says so, as it says that the name is the folder's."""
    assert _import(_round_robin_file(tmp_path), tmp_path / "club-rr") == 0
    err = capsys.readouterr().err
    assert ("note: round robin: recognised from its games (each of the 6 players met every other once in 5 rounds, "
            "though the file names no system); written 'pairing: round-robin'") in err
    assert ("note: name: the file has no record 012, so the tournament is named after its folder, 'club-rr'; write "
            "its own as 'name:' in tournament.yml") in err
    yml = (tmp_path / "club-rr" / "tournament.yml").read_text(encoding="utf-8")
    assert "pairing: round-robin" in yml and "tiebreaks: [DE, WIN, SB, KS]" in yml
    loaded, warnings = load_tournament(tmp_path / "club-rr")
    assert loaded.round_robin and not [w for w in warnings if w.is_error]


def test_a_manual_event_is_named_so_and_a_fide_id_of_0_is_no_fide_id(tmp_path: Path, capsys):
    """The same file without its last round is no complete round robin: `pairing: manual`, with the note that
    `bulletin pair` pairs none of it; player 1's FIDE id 0 is not written; 'Kavouras,Kosmas' is spaced."""
    trf = _round_robin_file(tmp_path)
    lines = trf.read_text().splitlines()
    trf.write_text("\n".join(line[:91 + 40].rstrip() if line.startswith("001") else line for line in lines) + "\n")
    assert _import(trf, tmp_path / "club") == 0
    err = capsys.readouterr().err
    assert "note: not a round robin by its games (the 6 players did not all meet each other as often in 4 rounds)" \
        in err
    assert ("note: pairing: manual, as the file names no system this program pairs (no record 092 or 192); bulletin "
            "pair pairs no round of a manual event: write 'pairing: dutch' (or burstein, round-robin) in "
            "tournament.yml to pair with it") in err
    yml = (tmp_path / "club" / "tournament.yml").read_text(encoding="utf-8")
    assert '{no: 1, name: "Player, No1", rating: 1801}' in yml
    assert '{no: 2, name: "Kavouras, Kosmas", rating: 1802, fide_id: "4200002"}' in yml


LEAGUES = DATA / "trf-teams"


def test_a_team_file_says_where_its_tie_breaks_come_from_and_no_word_of_leagues_not_building(tmp_path, capsys):
    """Grandmommy's Cup names its chain in record 202 (the /P and unknown codes said apart); the note that
    league folders do not build is gone, since they do."""
    assert _import(LEAGUES / "team-tec-grandmommys-cup.trf", tmp_path / "cup") == 0
    err = capsys.readouterr().err
    assert "note: tie-breaks: EDET, EMGSB/C1, BH:MP/C1, MPVGP, from record 202" in err
    assert "does not read league folders" not in err


def test_a_team_file_naming_no_tie_breaks_gets_the_league_default_with_a_note(tmp_path: Path, capsys):
    """The Crete friendship cup 2024 (TRF-16, teams in 013 records, no 202/212): the league default chain is
    written, not an empty one, and said, with why it is ours (C.07 2.1 and 4.1.1 leave the chain to the
    regulations, else to the chief arbiter); the Greek team names make readable slugs."""
    assert _import(LEAGUES / "team-heltour-crete-cup-2024.trf", tmp_path / "crete") == 0
    err = capsys.readouterr().err
    assert ("note: tie-breaks: the file names none (records 202/212), and C.07 names no default (2.1, 4.1.1: the "
            "regulations choose, else the chief arbiter); the league default is written: GP, EMGSB, EDE, WIN, "
            "BERLIN (docs/rules/teams.md §6); change 'tiebreaks:' in league.yml to the event's own") in err
    league_yml = (tmp_path / "crete" / "league.yml").read_text(encoding="utf-8")
    assert "tiebreaks: [GP, EMGSB, EDE, WIN, BERLIN]" in league_yml
    teams = sorted(p.stem for p in (tmp_path / "crete" / "teams").glob("*.yml"))
    assert teams == ["a-p-o-mikis-theodorakis", "a-s-irodotos", "gazi-1", "gazi-2", "gazi-3", "kydon", "leon-kantia-1",
                     "leon-kantia-2", "oaai", "oach", "ofi-1", "ofi-2", "s-a-chersonisoy", "sach", "soi"]
