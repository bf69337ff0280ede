"""The files a tournament offers for download, next to its pages: what they are called, where they are, and
their bytes. Pure; `build` adds the bytes to the site's output and the templates link `tournament_downloads`.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping

from generator.core.model import RatingSystem, Start, Tournament
from generator.core.ratings.dwz_event import evaluate as evaluate_dwz
from generator.core.ratings.systems import system_of
from generator.core.scoring import Scorecard, scorecards
from generator.core.standings import Standings
from generator.site.exports.csvfile import standings_csv
from generator.site.exports.dwzfile import dwz_csv, dwz_json
from generator.site.exports.ical import has_schedule, schedule_ics
from generator.site.exports.jsondata import FragmentMemo, tournament_json
from generator.site.exports.pgn import has_games, round_pgn, round_records, tournament_pgn
from generator.site.exports.prizes import prizes_csv, prizes_json
from generator.trf.writer import league_trf16, league_trf2026, player_lines, trf16, trf2026

if TYPE_CHECKING:
    from generator.core.teams.model import League
    from generator.core.teams.standings import LeagueTable


@dataclass(frozen=True)
class Download:
    kind: str          # json, csv, trf, trf2026, ics, pgn
    label: str         # what a link to it says
    url: str           # relative to the site root, like page URLs
    media_type: str


def tournament_downloads(tournament: Tournament) -> tuple[Download, ...]:
    """The downloads of one tournament, in the order a page lists them."""
    folder = f"tournament/{tournament.slug}/"
    slug = tournament.slug
    downloads = [
        Download("csv", "Standings (CSV, for spreadsheets)", f"{folder}standings.csv", "text/csv"),
        Download("json", "Everything (JSON, tie-break explanations included)", f"{folder}{slug}.json",
                 "application/json"),
        Download("trf", "FIDE rating report (TRF-16)", f"{folder}{slug}.trf", "text/plain"),
        Download("trf2026", "FIDE TRF-2026", f"{folder}{slug}-trf2026.trf", "text/plain"),
    ]
    if has_schedule(tournament):
        downloads.append(Download("ics", "Round dates (iCalendar)", f"{folder}schedule.ics", "text/calendar"))
    if has_games(tournament):
        downloads.append(Download("pgn", "The games (PGN)", f"{folder}{slug}.pgn", PGN_TYPE))
    if tournament.prize_fund is not None and tournament.prize_fund.has_prizes:
        downloads += [Download("prizes-csv", "Prizes (CSV, for spreadsheets)", f"{folder}prizes.csv", "text/csv"),
                      Download("prizes-json", "Prizes (JSON, with the reasons)", f"{folder}prizes.json",
                               "application/json")]
    if tournament.rounds and system_of(tournament) is RatingSystem.DWZ:
        downloads += [Download("dwz_csv", "DWZ changes (CSV)", f"{folder}dwz.csv", "text/csv"),
                      Download("dwz_json", "DWZ evaluation (JSON)", f"{folder}dwz.json", "application/json")]
    return tuple(downloads)


PGN_TYPE = "application/x-chess-pgn"


def round_games_url(tournament: Tournament, number: int) -> str | None:
    """The games of one round as a PGN file beside its page; None when the round has none."""
    rnd = tournament.round(number)
    if rnd is None or not round_records(rnd):
        return None
    return f"tournament/{tournament.slug}/round/{number}/{tournament.slug}-round-{number}.pgn"


def download_files(tournament: Tournament, standings: Mapping[int, Standings],
                   site_host: str = "chess-bulletin.invalid",
                   cards: Mapping[Start, Scorecard] | None = None,
                   fragments: FragmentMemo | None = None) -> dict[str, bytes]:
    """Output path -> bytes for every download of the tournament; `standings` maps each finished round to the
    standings after it (the latest give the ranks of the CSV and TRF files); `cards`, the scorecards over
    every entered round when the caller has them, spare computing them again; `fragments`, a build session's
    memo of the JSON file's standings entries."""
    latest = standings[max(standings)] if standings else None
    players = functools.cache(lambda: player_lines(tournament, latest, cards))   # the same in both TRF files
    dwz = functools.cache(lambda: evaluate_dwz(tournament, cards or scorecards(tournament)))   # in both DWZ files
    makers = {
        "csv": lambda: standings_csv(tournament, latest),
        "json": lambda: tournament_json(tournament, standings, fragments),
        "trf": lambda: trf16(tournament, latest, cards, players()).encode("utf-8"),
        "trf2026": lambda: trf2026(tournament, latest, cards, players()).encode("utf-8"),
        "ics": lambda: schedule_ics(tournament, site_host),
        "pgn": lambda: tournament_pgn(tournament),
        "prizes-csv": lambda: prizes_csv(tournament, latest),
        "prizes-json": lambda: prizes_json(tournament, latest),
        "dwz_csv": lambda: dwz_csv(tournament, dwz()),
        "dwz_json": lambda: dwz_json(tournament, dwz()),
    }
    files = {d.url: makers[d.kind]() for d in tournament_downloads(tournament)}
    for rnd in tournament.rounds:
        if (url := round_games_url(tournament, rnd.number)) is not None:
            files[url] = round_pgn(rnd)
    return files


def league_downloads(league: League) -> tuple[Download, ...]:
    """A league's files beside its pages: the team event as TRF-2026 (team records 310/320/330) and TRF-16
    (record 013), which `bulletin import-trf` reads back as a league."""
    folder = f"league/{league.slug}/"
    return (Download("trf2026", "FIDE TRF-2026", f"{folder}{league.slug}-trf2026.trf", "text/plain"),
            Download("trf", "FIDE rating report (TRF-16)", f"{folder}{league.slug}.trf", "text/plain"))


def league_download_files(league: League, table: LeagueTable | None) -> dict[str, bytes]:
    """Output path -> bytes for every download of the league; `table`, its latest table when known."""
    makers = {"trf2026": lambda: league_trf2026(league, table), "trf": lambda: league_trf16(league)}
    return {d.url: makers[d.kind]().encode("utf-8") for d in league_downloads(league)}
