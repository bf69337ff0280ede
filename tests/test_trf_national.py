"""generator/trf/national.py: TRF-2026's National Rating Support records (a federation's three-letter code in
columns 1-3, the starting number in 5-8, the national rating in 49-52, the birth date in 70-79, as the 001 line
has its fields); a German record is the DWZ. Read by the TRF reader and written out by `import-trf` as `dwz:`."""
from __future__ import annotations

from pathlib import Path

from generator.core.model import Player, RatingSystem, Start
from generator.core.ratings.systems import system_of
from generator.site.exports.yamlcontent import player_yaml
from generator.trf.national import NationalRating, national_rating, with_national
from generator.trf.reader import read_trf

DATA = Path(__file__).parent / "data" / "trf"


def record(start: int, rating: str, birth: str = "") -> str:
    """A GER line with the 001 line's columns: start in 5-8, rating in 49-52, birth in 70-79."""
    return f"GER {start:>4}      {'Name, Some':<33} {rating:>4}     {'':<11} {birth:<10}"


def test_a_german_record_gives_the_dwz_and_a_birth_date() -> None:
    assert record(12, "1652", "2001/05/04")[48:52] == "1652" and record(12, "1652")[4:8] == "  12"
    assert national_rating(record(12, "1652", "2001/05/04")) == NationalRating(Start(12), 1652, "2001/05/04")
    assert national_rating(record(3, "0")) == NationalRating(Start(3), None, None)
    assert national_rating(record(3, "1500").replace("GER", "ENG", 1)) is None      # not the DWZ
    assert national_rating("GER fred") is None


def test_players_take_their_dwz_and_keep_their_own_birth_date() -> None:
    players = [Player(Start(1), "A", 1900, birth="1980/01/02"), Player(Start(2), "B")]
    found = with_national(players, {Start(1): NationalRating(Start(1), 1850, "1979/01/01"),
                                    Start(2): NationalRating(Start(2), 1400, "2010/03/03")})
    assert [(p.dwz, p.birth) for p in found] == [(1850, "1980/01/02"), (1400, "2010/03/03")]


def test_the_reader_takes_the_records_and_the_tournament_then_shows_the_dwz() -> None:
    """The TEC's Swiss with two German records: those players get a DWZ, so the pages show the DWZ."""
    text = (DATA / "tec-swiss.trf").read_text() + record(1, "2031", "1990/01/01") + "\n" + record(4, "1877") + "\n"
    tournament = read_trf(text, "tec-swiss.trf")
    assert [(p.start, p.dwz) for p in tournament.players if p.dwz] == [(1, 2031), (4, 1877)]
    assert system_of(tournament) is RatingSystem.DWZ
    assert "GER" not in dict(tournament.extra)


def test_import_trf_writes_the_dwz() -> None:
    assert "dwz: 1850-23" in player_yaml(Player(Start(1), "A", 1900, dwz=1850, dwz_index=23))
    assert "dwz: 1850}" in player_yaml(Player(Start(1), "A", dwz=1850))
