"""generator/loading/ratings.py: what tournament.yml says about ratings. A DWZ as the DSB's list writes it
(`dwz: 1650-23`) or apart (`dwz: 1650`, `dwz_index: 23`); `rating_change: dwz | fide | none` (true/false as before:
as the data has it / none); every impossible figure located with a hint; and, for a tournament that shows the
DWZ, a warning where E will have to assume something: no birth year (counted as over 25), no index."""
from __future__ import annotations

from pathlib import Path

import pytest
from contentfiles import PLAYERS, errors_of, make_site, only_error, warnings_of

from generator.core.model import RatingSystem
from generator.loading.load import load_site

NATIONAL = """\
name: Club Championship
rounds: 5
players:
  - {no: 1, name: Konstantin Brandt, dwz: 2105-87, birth: 1979, sex: m}
  - {no: 2, name: Anna Weiß, dwz: 1650, dwz_index: 23, birth: 1972, sex: f}
  - {no: 3, name: Tobias Meißner, dwz: 1890-4, birth: 1988}
  - {no: 4, name: Clara Dörr, birth: 2012}
"""


def loaded(tmp_path: Path, text: str):
    return load_site(make_site(tmp_path, {}, text)).tournaments[0]


def test_a_dwz_with_its_index_either_way(tmp_path: Path) -> None:
    players = loaded(tmp_path, NATIONAL).players
    assert [(p.dwz, p.dwz_index) for p in players] == [(2105, 87), (1650, 23), (1890, 4), (None, None)]


@pytest.mark.parametrize(("text", "expected"), [("dwz", RatingSystem.DWZ), ("FIDE", RatingSystem.FIDE),
                                                ("none", RatingSystem.NONE), ("false", RatingSystem.NONE),
                                                ("true", None)])
def test_rating_change_names_the_system(tmp_path: Path, text: str, expected: RatingSystem | None) -> None:
    assert loaded(tmp_path, NATIONAL + f"rating_change: {text}\n").rating_change is expected


def test_without_rating_change_the_data_decides(tmp_path: Path) -> None:
    from generator.core.ratings.systems import system_of
    assert loaded(tmp_path / "a", NATIONAL).rating_change is None
    assert system_of(loaded(tmp_path / "a", NATIONAL)) is RatingSystem.DWZ
    assert system_of(loaded(tmp_path / "b", PLAYERS)) is RatingSystem.FIDE


@pytest.mark.parametrize(("entry", "message"), [
    ("dwz: 4200", "a DWZ of 4200 is impossible"),
    ("dwz: -15", "a DWZ of -15 is impossible"),
    ("dwz: 1650-1234", "the index of dwz '1650-1234' is 1234"),
    ("dwz: 16.5", "'dwz' must be a DWZ such as 1650 or 1650-23, not the decimal number 16.5"),
    ("dwz: 1650, dwz_index: -1", "a DWZ index of -1 is impossible"),
    ("dwz: 1650, dwz_index: three", "'dwz_index' must be a whole number"),
    ("dwz_index: 3", "a dwz_index without a dwz"),
    ("dwz: 1650-3, dwz_index: 4", "dwz_index 4 contradicts the index 3 of dwz '1650-3'"),
])
def test_impossible_figures_are_located_with_a_hint(tmp_path: Path, entry: str, message: str) -> None:
    text = NATIONAL.replace("{no: 4, name: Clara Dörr, birth: 2012}", f"{{no: 4, name: Clara Dörr, {entry}}}")
    problem = only_error(make_site(tmp_path, {}, text))
    assert problem.message.startswith(message), problem.message
    assert problem.location.line == 7 and problem.hint


def test_an_unknown_rating_change_is_located(tmp_path: Path) -> None:
    assert errors_of(make_site(tmp_path, {}, NATIONAL + "rating_change: elo\n")) == [
        ("content/open/tournament.yml:8:16", "'rating_change' must be dwz, fide or none, not the text 'elo'")]


def test_a_missing_birth_year_is_a_warning_naming_the_player_and_the_value_used(tmp_path: Path) -> None:
    """Brandt's E needs his age: without it he counts as over 25, J = 15. A birth that is no year says so."""
    text = NATIONAL.replace("dwz: 2105-87, birth: 1979", "dwz: 2105-87").replace("birth: 1972", "birth: unknown")
    warnings = warnings_of(make_site(tmp_path, {}, text))
    assert warnings == [
        ("content/open/tournament.yml:4:5", "Konstantin Brandt has no birth year: the DWZ's coefficient E counts "
                                            "him as over 25, with J = 15 (WO Annex 1.2)"),
        ("content/open/tournament.yml:5:5", "Anna Weiß has no birth year ('unknown' is not a year): the DWZ's "
                                            "coefficient E counts her as over 25, with J = 15 (WO Annex 1.2)")]


def test_a_dwz_without_its_index_is_one_warning(tmp_path: Path) -> None:
    text = NATIONAL.replace("dwz: 2105-87", "dwz: 2105").replace("dwz: 1890-4", "dwz: 1890")
    assert warnings_of(make_site(tmp_path, {}, text)) == [
        ("content/open/tournament.yml:4:5", "2 DWZ without an index (Konstantin Brandt, Tobias Meißner): E is "
                                            "bounded as for an index above 5 (at most 30), which is wrong for a "
                                            "DWZ evaluated five times or fewer")]


def test_no_dwz_warnings_where_the_dwz_is_not_shown(tmp_path: Path) -> None:
    """A FIDE tournament without birth years says nothing about the DWZ."""
    assert warnings_of(make_site(tmp_path / "a", {}, PLAYERS)) == []
    assert warnings_of(make_site(tmp_path / "b", {}, NATIONAL.replace(", birth: 1979", "")
                                 + "rating_change: fide\n")) == []


def test_unrated_rating_is_read_here_too(tmp_path: Path) -> None:
    assert loaded(tmp_path / "a", PLAYERS + "unrated_rating: 1000\n").unrated_rating == 1000
    assert loaded(tmp_path / "b", PLAYERS + "unrated_rating: leave-out\n").unrated_left_out is True
