"""The games as PGN downloads: one file per round in board order, one for the tournament round by round, each game
as its file wrote it; offered only where there are games."""
from __future__ import annotations

import dataclasses

from sitedata import REPO, club_tournament

from generator.core.gamescore import GameScore, Line
from generator.loading.load import load_site
from generator.site.exports.downloads import download_files, round_games_url, tournament_downloads
from generator.site.exports.pgn import round_pgn, tournament_pgn


def with_games(tournament, games: dict[tuple[int, int], str]):
    """The tournament with a game of the given text on each (round, board)."""
    rounds = []
    for rnd in tournament.rounds:
        boards = tuple(dataclasses.replace(g, record=GameScore((), Line(), "*", games[(rnd.number, g.board)]))
                       if (rnd.number, g.board) in games else g for g in rnd.games)
        rounds.append(dataclasses.replace(rnd, games=boards))
    return dataclasses.replace(tournament, rounds=tuple(rounds))


def test_a_rounds_file_has_its_games_in_board_order_and_the_tournaments_every_round():
    t = with_games(club_tournament(), {(1, 3): "[Board \"3\"]\n*", (1, 1): "[Board \"1\"]\n*", (2, 2): "[R \"2\"]\n*"})
    assert round_pgn(t.rounds[0]) == b'[Board "1"]\n*\n\n[Board "3"]\n*\n\n'
    assert tournament_pgn(t) == b'[Board "1"]\n*\n\n[Board "3"]\n*\n\n[R "2"]\n*\n\n'


def test_the_downloads_offer_the_games_only_where_there_are_some():
    plain = club_tournament()
    assert "pgn" not in [d.kind for d in tournament_downloads(plain)]
    assert round_games_url(plain, 1) is None
    t = with_games(plain, {(2, 1): "1. e4 *"})
    assert [d.url for d in tournament_downloads(t) if d.kind == "pgn"] == [f"tournament/{t.slug}/{t.slug}.pgn"]
    assert round_games_url(t, 1) is None
    files = download_files(t, {})
    assert files[f"tournament/{t.slug}/round/2/{t.slug}-round-2.pgn"] == b"1. e4 *\n\n"
    assert files[f"tournament/{t.slug}/{t.slug}.pgn"] == b"1. e4 *\n\n"


def test_the_examples_round_6_file_holds_its_four_games_in_utf8():
    herbst = next(t for t in load_site(REPO).tournaments if t.slug == "herbst-2026")
    text = round_pgn(herbst.round(6)).decode("utf-8")
    assert text.count('[Event "Herbstturnier 2026"]') == 4
    assert text.index('[White "Krüger, Sophie"]') < text.index('[White "Weiß, Anna"]')
    assert text.rstrip().endswith("31. Qxg5# 1-0")
