"""generator/site/exports/yamlcontent.py: a tournament as our own content files (tournament.yml, rounds/NN.yml in the
short forms of docs/content-format.md), which read back as the same tournament; what they cannot say is named."""
from __future__ import annotations

from pathlib import Path

from sitedata import club_tournament

from generator.loading.load import load_tournament
from generator.site.exports.yamlcontent import content_files, left_out


def write(files: dict[str, str], folder: Path) -> Path:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def test_one_file_per_round_in_the_short_forms():
    """Boards [white, black, result] by starting number with both players named in a comment, a forfeit as +-,
    byes by kind, an unplayed board without a result; the tournament file says where it came from."""
    files = content_files(club_tournament(), "club.trf")
    assert list(files) == ["tournament.yml", "rounds/01.yml", "rounds/02.yml", "rounds/03.yml"]
    assert files["tournament.yml"].startswith("# Imported from club.trf by bulletin import-trf\n")
    assert "  - [1, 5, 1-0]         # Anna Berg – Eva Fox\n" in files["rounds/01.yml"]
    assert "byes:\n  pab: [4]\n" in files["rounds/01.yml"]
    assert "  - [4, 3, +-]  " in files["rounds/02.yml"] and "  half: [5]\n" in files["rounds/02.yml"]
    assert "  - [4, 1]              # David Eng – Anna Berg\n" in files["rounds/03.yml"]


def test_the_files_read_back_as_the_same_tournament(tmp_path: Path):
    """Loaded again, the players, dates, boards, results and byes are those of the original."""
    original = club_tournament()
    loaded, warnings = load_tournament(write(content_files(original), tmp_path / "club-2026"))
    assert [(p.start, p.name, p.rating, p.federation, p.club) for p in loaded.players] == \
        [(p.start, p.name, p.rating, p.federation, p.club) for p in original.players]
    assert [(r.number, r.date, r.games, r.byes) for r in loaded.rounds] == \
        [(r.number, r.date, r.games, r.byes) for r in original.rounds]
    assert (loaded.planned_rounds, loaded.start_date, loaded.venue) == (5, original.start_date, "Club rooms")


def test_what_the_files_cannot_say_is_named():
    """A player absent in the last round, not known to have withdrawn (as from a TRF, which has no record for
    it), is named with how to add a withdrawal; a known withdrawal is written on the player instead."""
    (note,) = left_out(club_tournament(withdrawals={}))
    assert "player no. 7 was absent in the last round" in note and "withdrawn: N" in note
    assert left_out(club_tournament()) == ()
    assert ", withdrawn: 3}" in content_files(club_tournament())["tournament.yml"]


def test_a_swiss_player_missing_the_last_two_rounds_or_more_is_taken_as_withdrawn():
    """inferred_withdrawals: nothing (or a zero-point bye) in each round from some round to the last, two rounds
    at least, after playing: withdrawn from the first round missed. Missing only the last round is an absence."""
    from sitedata import ROUND_1, ROUND_2, ROUND_3

    from generator.core.model import Round
    from generator.site.exports.yamlcontent import inferred_withdrawals
    three = club_tournament(withdrawals={})
    assert inferred_withdrawals(three) == {}                    # player 7 misses round 3 only
    four = club_tournament((ROUND_1, ROUND_2, ROUND_3, Round(4, ROUND_3.games)), withdrawals={})
    assert inferred_withdrawals(four) == {7: 3}
