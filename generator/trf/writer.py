"""The tournament as a FIDE Tournament Report File: TRF-16 (the rating report) and TRF-2026.

Pure: model + standings in, text out. Both versions share the player section (`001` lines, same columns as the
reader `generator.trf.reader` documents: starting number 5-8, sex 10, title 11-13, name 15-47, rating 49-52,
federation 54-56, FIDE id 58-68, birth 70-79, points 81-84, rank 86-89, one 10-column cell per round from
column 92: opponent 92-95, colour 97, result 99). They differ in the tournament records:

- TRF-16 (FIDE Handbook C.04 Annex 2, 2016): headers 012-132, plus the widely read TRF(x) extensions `XXR`
  (planned rounds), `XXC` (initial colour) and `BB?` (points) that FIDE's server ignores.
- TRF-2026 (FIDE, applied from 1 September 2025): the same headers and `142` (rounds), `152` (initial colour
  W/B), `162` (points W/D/L/A/P), `202`/`212` (tie-breaks), `240` (byes of rounds not paired yet), `250`
  (acceleration), `260` (prohibited pairings), `###` comment lines.

Cells: a game is the opponent, the scheduled colour and `1 = 0` (played) or `+ -` (forfeit; a double forfeit is
`-` on both sides; a game still to be played has no result); a bye is `0000 -` with `U` (pairing-allocated),
`F` (full point), `H` (half point) or `Z` (zero point). A round a player has nothing in (absent without a
listed bye, withdrawn, or not entered yet) is left blank, which both versions read as `0000 - Z`.

Uncertain in TRF-2026 (the description read is a transcription of FIDE's PDF): whether `240` records should
also repeat byes already shown in the cells (here: only byes of rounds without boards, so nothing is listed
twice), the exact alignment inside `162` (code in column 6, points right-aligned in 7-10, every 9 columns),
and how `162` expresses a point system whose forfeit win or full-point bye differs from a win (it cannot; the
win's value is written, see `point_notes`).
"""
from __future__ import annotations

import datetime as dt
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from generator.core.model import (
    Bye,
    ByeKind,
    Colour,
    Game,
    GameResult,
    PairingSystem,
    Player,
    PointSystem,
    Start,
    Tournament,
)
from generator.core.pairing.systems import SYSTEMS
from generator.core.scoring import Scorecard, scorecards
from generator.core.standings import Standings
from generator.core.teams.model import NO_PLAYER, MatchForfeit, colour_of_home
from generator.core.teams.model import ByeKind as TeamByeKind
from generator.core.teams.standings import compute_league_table
from generator.core.tiebreaks.values import decimal_text
from generator.trf.reader import HEADER_NAMES, WRITTEN_TYPES, trf_name

if TYPE_CHECKING:
    from generator.core.teams.model import League
    from generator.core.teams.standings import LeagueTable

FIRST_CELL_COLUMN = 92
CELL_WIDTH = 10
ROUND_DATE_FORMAT = "%y/%m/%d"      # record 132, both versions
DATE_FORMAT = "%Y/%m/%d"            # records 042, 052

_BYE_CODES = MappingProxyType({ByeKind.PAB: "U", ByeKind.FULL: "F", ByeKind.HALF: "H", ByeKind.ZERO: "Z",
                               ByeKind.FREE: "Z"})   # a round robin's free round: no opponent, no points
# Results from White's side; Black's is the mirror image.
_WHITE_CODES = MappingProxyType({
    GameResult.WHITE_WINS: ("1", "0"), GameResult.BLACK_WINS: ("0", "1"), GameResult.DRAW: ("=", "="),
    GameResult.WHITE_WINS_FORFEIT: ("+", "-"), GameResult.BLACK_WINS_FORFEIT: ("-", "+"),
    GameResult.DOUBLE_FORFEIT: ("-", "-"), GameResult.PENDING: (" ", " "),
})
_EXTRA_HEADERS = MappingProxyType({"arbiter": "102", "time_control": "122"})


def _tournament_type(system: PairingSystem) -> str:
    """Record 092: the registry's text for a system the program pairs; "Individual" for one paired by hand."""
    registered = SYSTEMS.get(system.value)
    return registered.trf_type if registered is not None else "Individual"


def trf16(tournament: Tournament, standings: Standings | None = None,
          cards: Mapping[Start, Scorecard] | None = None, players: Sequence[str] | None = None) -> str:
    """TRF-16 text (lines end in CR LF, as FIDE's rating server expects); `standings` gives the rank column,
    `cards` (the scorecards over every entered round, if already computed) the points column; `players`, the
    `player_lines` when already made (both formats share them)."""
    lines = _common_headers(tournament)
    lines.append(f"XXR {tournament.planned_rounds or tournament.rounds_entered}")
    if tournament.initial_colour is not None:
        lines.append(f"XXC {'white1' if tournament.initial_colour is Colour.WHITE else 'black1'}")
    lines += _bb_points(tournament.points)
    lines += player_lines(tournament, standings, cards) if players is None else players
    return _text(lines)


def trf2026(tournament: Tournament, standings: Standings | None = None,
            cards: Mapping[Start, Scorecard] | None = None, players: Sequence[str] | None = None) -> str:
    """TRF-2026 text: the TRF-16 headers and player lines (`players`, when already made) plus the 2026 records
    (see the module docstring)."""
    lines = [f"### {tournament.name}: exported by chess-bulletin"]
    lines += _common_headers(tournament)
    code = type_code(tournament)
    if code and not any(line.startswith("192 ") for line in lines):
        lines.append(f"192 {code}")
    lines.append(f"142 {tournament.planned_rounds or tournament.rounds_entered}")
    if tournament.initial_colour is not None:
        lines.append(f"152 {'W' if tournament.initial_colour is Colour.WHITE else 'B'}")
    if tournament.points != PointSystem():
        lines.append(points_record(tournament.points))
    if tournament.tiebreaks:
        lines.append(f"202 {','.join(tournament.tiebreaks)}")
        lines.append(f"212 {','.join(('PTS',) + tournament.tiebreaks)}")
    lines += player_lines(tournament, standings, cards) if players is None else players
    lines += _advance_byes(tournament)
    lines += _acceleration_records(tournament.acceleration)
    lines += _prohibited_records(tournament)
    return _text(lines)


# Record 192 as the current FIDE text names it (ETT26, the TRF-2026 Handbook copy): docs/downloads.md says which
# programs read which name.
BAKU_TYPE_CODE = "FIDE_DUTCH_2026_BAKU"
_TYPE_CODES = MappingProxyType({PairingSystem.DUTCH: "FIDE_DUTCH_2026", PairingSystem.BURSTEIN: "FIDE_BURSTEIN",
                                PairingSystem.BURSTEIN_2025: "FIDE_BURSTEIN"})


def type_code(tournament: Tournament) -> str | None:
    """Record 192 of a tournament paired by a system ETT26 names (None: a manual event)."""
    if tournament.round_robin:
        return "FIDE_DOUBLEROUNDROBIN" if tournament.cycles == 2 else "FIDE_ROUNDROBIN"
    return _TYPE_CODES.get(tournament.pairing)


def point_notes(points: PointSystem) -> tuple[str, ...]:
    """What record 162 cannot say about a point system (it has one value per letter)."""
    notes = []
    for field, letter, leader in (("forfeit_win", "W", "win"), ("full_bye", "W", "win"),
                                  ("half_bye", "D", "draw"), ("forfeit_loss", "A", "zero_bye")):
        if getattr(points, field) != getattr(points, leader):
            notes.append(f"{field} ({decimal(getattr(points, field))}) differs from {leader}: record 162 gives "
                         f"both as {letter}")
    return tuple(notes)


def points_record(points: PointSystem) -> str:
    """Record 162: a letter in column 6, its points right-aligned in 7-10, the next pair 9 columns on."""
    pairs = (("W", points.win), ("D", points.draw), ("L", points.loss), ("A", points.zero_bye), ("P", points.pab))
    record = "162"
    for index, (letter, value) in enumerate(pairs):
        record = record.ljust(5 + 9 * index) + letter + _width(decimal(value), 4)
    return record


def player_lines(tournament: Tournament, standings: Standings | None,
                 cards: Mapping[Start, Scorecard] | None = None) -> list[str]:
    """One `001` line per player, by starting number."""
    cards = scorecards(tournament) if cards is None else cards
    ranks = _ranks(tournament, standings)
    cells = _cells(tournament)
    return [_player_line(p, cards[p.start].points if p.start in cards else Fraction(0), ranks[p.start],
                         cells.get(p.start, {}), tournament.rounds_entered)
            for p in sorted(tournament.players, key=lambda p: p.start)]


def decimal(value: Fraction) -> str:
    """Points as TRF writes them: one decimal at least ('3.5', '11.0', '2.25'); 'p/q' where no decimal is exact
    (it then no longer fits TRF's columns, which is better than a silently rounded score)."""
    return decimal_text(value)


# --------------------------------------------------------------------------- headers


def _common_headers(t: Tournament) -> list[str]:
    extra = dict(t.extra)
    lines = [f"012 {t.name}"]
    if t.venue or extra.get("022"):
        lines.append(f"022 {t.venue or extra['022']}")
    if extra.get("032"):
        lines.append(f"032 {extra['032']}")
    if t.start_date:
        lines.append(f"042 {t.start_date.strftime(DATE_FORMAT)}")
    if t.end_date:
        lines.append(f"052 {t.end_date.strftime(DATE_FORMAT)}")
    lines.append(f"062 {len(t.players)}")
    lines.append(f"072 {sum(1 for p in t.players if p.rating)}")
    lines.append(f"092 {extra.get('092') or _tournament_type(t.pairing)}")
    if t.baku_acceleration and not t.acceleration:   # the reference's way to ask for Baku (docs/rules/dutch.md §9.2)
        lines.append(f"192 {BAKU_TYPE_CODE}")
    for key, code in _EXTRA_HEADERS.items():
        if extra.get(key) or extra.get(code):
            lines.append(f"{code} {extra.get(key) or extra[code]}")
    dates = _round_dates(t)
    if any(dates):
        lines.append(_cells_record("132", [d.strftime(ROUND_DATE_FORMAT) if d else "" for d in dates]))
    return lines


def _round_dates(t: Tournament) -> list[dt.date | None]:
    count = max(t.planned_rounds, t.rounds_entered, len(t.schedule))
    return [t.round_date(n) for n in range(1, count + 1)]


def _cells_record(code: str, cells: Iterable[str]) -> str:
    line = code.ljust(FIRST_CELL_COLUMN - 1)
    for cell in cells:
        line += cell.ljust(CELL_WIDTH)
    return line.rstrip()


def _bb_points(points: PointSystem) -> list[str]:
    """bbpPairings' point records, only for values that differ from 1 / ½ / 0."""
    default = PointSystem()
    records = (("BBW", "win"), ("BBD", "draw"), ("BBL", "loss"), ("BBZ", "zero_bye"), ("BBF", "forfeit_loss"),
               ("BBU", "pab"))
    return [f"{code} {_width(decimal(getattr(points, field)), 4)}" for code, field in records
            if getattr(points, field) != getattr(default, field)]


# --------------------------------------------------------------------------- players


def _ranks(t: Tournament, standings: Standings | None) -> dict[Start, int]:
    if standings is not None:
        ranks = {row.start: row.rank for row in standings.rows}
        if all(p.start in ranks for p in t.players):
            return ranks
    return {p.start: i for i, p in enumerate(sorted(t.players, key=lambda p: p.start), start=1)}


def _cells(t: Tournament) -> dict[Start, dict[int, str]]:
    cells: dict[Start, dict[int, str]] = {}
    for rnd in t.rounds:
        for game in rnd.games:
            white, black = _game_cells(game)
            cells.setdefault(game.white, {})[rnd.number] = white
            cells.setdefault(game.black, {})[rnd.number] = black
        for bye in rnd.byes:
            cells.setdefault(bye.player, {})[rnd.number] = _bye_cell(bye)
    return cells


def _game_cells(game: Game) -> tuple[str, str]:
    white_code, black_code = _WHITE_CODES[game.result]
    return (f"{game.black:>4} w {white_code}", f"{game.white:>4} b {black_code}")


def _bye_cell(bye: Bye) -> str:
    return f"0000 - {_BYE_CODES[bye.kind]}"


def _player_line(player: Player, points: Fraction, rank: int, cells: Mapping[int, str], rounds: int) -> str:
    fixed = (f"001 {player.start:>4} {(player.sex or '')[:1]:1}{(player.title or '')[:3]:<3} "
             f"{trf_name(player.name)[:33]:<33} {player.rating or 0:>4} {(player.federation or '')[:3]:<3} "
             f"{(player.fide_id or '')[:11]:>11} {(player.birth or '')[:10]:<10} {_width(decimal(points), 4)} "
             f"{rank:>4}  ")
    return (fixed + "".join(cells.get(n, "").ljust(CELL_WIDTH) for n in range(1, rounds + 1))).rstrip()


def _width(text: str, width: int) -> str:
    return text.rjust(width) if len(text) <= width else text


# --------------------------------------------------------------------------- TRF-2026 records


def _advance_byes(t: Tournament) -> list[str]:
    """Records 240: byes given for a round whose boards are not paired yet (rounds with boards show theirs in
    the cells)."""
    lines = []
    for rnd in t.rounds:
        if rnd.games:
            continue
        for kind in (ByeKind.FULL, ByeKind.HALF, ByeKind.ZERO):
            players = sorted(b.player for b in rnd.byes if b.kind is kind)
            if players:
                lines.append(f"240 {_BYE_CODES[kind]} {rnd.number:03d} " + " ".join(f"{p:>4}" for p in players))
    return lines


def _acceleration_records(acceleration: Mapping[Start, tuple[Fraction, ...]]) -> list[str]:
    """Records 250: one per player and run of rounds with the same fictitious points."""
    lines = []
    for start in sorted(acceleration):
        for first, last, value in _runs(acceleration[start]):
            lines.append(f"250      {_width(decimal(value), 4)} {first:03d} {last:03d} {start:04d} {start:04d}")
    return lines


def _runs(values: tuple[Fraction, ...]) -> list[tuple[int, int, Fraction]]:
    runs: list[tuple[int, int, Fraction]] = []
    for number, value in enumerate(values, start=1):
        if value == 0:
            continue
        if runs and runs[-1][1] == number - 1 and runs[-1][2] == value:
            runs[-1] = (runs[-1][0], number, value)
        else:
            runs.append((number, number, value))
    return runs


def _prohibited_records(t: Tournament) -> list[str]:
    """Records 260: each forbidden pair for every round of the tournament."""
    last = max(t.planned_rounds, t.rounds_entered, 1)
    return [f"260 001 {last:03d} " + " ".join(f"{p:>4}" for p in sorted(pair))
            for pair in sorted(t.forbidden_pairs, key=sorted)]


def _text(lines: list[str]) -> str:
    return "\r\n".join(lines) + "\r\n"


# --------------------------------------------------------------------------- team events (leagues)
#
# TRF-2026 team section (read back by `generator.trf.teams`, which documents the columns): `082` teams, `352`
# the first-named team's colours board by board, `362` match points (TW/TD/TL), `212` the standings (the primary
# score, then the tie-breaks), one `310` per team, `300` for a team that played out of its 310 order or with an
# empty board, `320` the pairing-allocated byes, `240` the other team byes, `330` a match forfeited as a whole.
# TRF-16 has `013` instead (name 5-36, players from 37 every 5). A player's cell against an empty board is
# `0000 - +` (or `0000 - -` when both sides lost it); in a match forfeited whole each regular's cell is `0000 - +`
# or `0000 - -`; a team with a bye leaves its players' cells blank.

_HEADER_CODES = MappingProxyType({name: code for code, name in HEADER_NAMES.items()})


def league_trf2026(league: "League", table: "LeagueTable | None" = None) -> str:
    """TRF-2026 text of a league: headers, the players' lines, and the team records."""
    table = table or compute_league_table(league, explain=False)
    lines = [f"### {league.name}: exported by chess-bulletin"] + _league_headers(league)
    lines.append(f"142 {league.rounds}")
    if league.points != PointSystem():
        lines.append(_league_points_record(league.points))
    if league.tiebreaks:
        lines.append(f"202 {','.join(league.tiebreaks)}")
    lines.append(f"212 {','.join((league.primary.value,) + league.tiebreaks)}")
    lines.append("352 " + "".join("W" if colour_of_home(league.colours, board) is Colour.WHITE else "B"
                                  for board in range(1, league.boards + 1)))   # every board: the checker counts them
    mp = league.match_points
    lines.append(f"362 TW{_width(decimal(mp.win), 4)}   TD{_width(decimal(mp.draw), 4)}   "
                 f"TL{_width(decimal(mp.loss), 4)}")   # as 162: the letter in column 6, the points in 7-10
    lines += _league_player_lines(league)
    ranks = {row.team: row.rank for row in table.rows}
    for team in league.teams:
        row = table.row(team.slug)
        record = (f"310 {team.number:>3} {team.name[:32]:<32} {(team.short or '')[:5]:<5} {0:>6} "
                  f"{_width(decimal(row.mp), 6)} {_width(decimal(row.gp), 6)} {ranks[team.slug]:>3}  ")
        lines.append((record + " ".join(f"{p:>4}" for p in team.ranked[:14])).rstrip())
    lines += _out_of_order_records(league)
    lines += _team_bye_records(league)
    lines += [f"330 {m.forfeit.value} {m.round:03d} {league.team(m.home).number:03d} "
              f"{league.team(m.away).number:03d}" for m in league.matches if m.forfeit is not None]
    return _text(lines)


def league_trf16(league: "League") -> str:
    """TRF-16 text of a league: headers, the players' lines, and one `013` record per team (TRF-16 has no
    records for byes, forfeited matches or board order: docs/downloads.md)."""
    lines = _league_headers(league) + [f"XXR {league.rounds}"] + _league_player_lines(league)
    for team in league.teams:
        lines.append((f"013 {team.name[:32]:<32}" + " ".join(f"{p:>4}" for p in team.ranked[:14])).rstrip())
    return _text(lines)


def _league_headers(league: "League") -> list[str]:
    extra = list(league.extra)
    lines = [f"012 {league.name}"]
    dates = [d for d in league.dates if d]
    start = league.start_date or (min(dates) if dates else None)
    end = league.end_date or (max(dates) if dates else None)
    written = {code: [text for key, text in extra if _HEADER_CODES.get(key) == code] for code in
               _HEADER_CODES.values()}
    for code in ("022", "032"):
        lines += [f"{code} {text}" for text in written[code]]
    if start:
        lines.append(f"042 {start.strftime(DATE_FORMAT)}")
    if end:
        lines.append(f"052 {end.strftime(DATE_FORMAT)}")
    lines += [f"062 {len(league.players)}", f"072 {sum(1 for p in league.players if p.rating)}",
              f"082 {len(league.teams)}"]
    lines += [f"092 {text}" for text in written["092"]] or \
        [f"092 {WRITTEN_TYPES[0] if league.swiss else WRITTEN_TYPES[1]}"]
    for code in ("102", "112", "122"):
        lines += [f"{code} {text}" for text in written[code]]
    if any(league.dates):
        lines.append(_cells_record("132", [d.strftime(ROUND_DATE_FORMAT) if d else "" for d in league.dates]))
    for code in ("172", "182", "192", "222"):
        lines += [f"{code} {text}" for text in written[code]]
    return lines


def _league_points_record(points: PointSystem) -> str:
    """Record 162 for game points: W a win (and a forfeit win), D a draw, L a loss, A a forfeit loss."""
    pairs = (("W", points.win), ("D", points.draw), ("L", points.loss), ("A", points.forfeit_loss))
    record = "162"
    for index, (letter, value) in enumerate(pairs):
        record = record.ljust(5 + 9 * index) + letter + _width(decimal(value), 4)
    return record


def _team_bye_records(league: "League") -> list[str]:
    """Record 320 (the pairing-allocated byes, with their match and game points) and records 240."""
    lines = []
    pab = {b.round: league.team(b.team).number for b in league.byes if b.kind is TeamByeKind.PAB}
    if pab:
        mp, gp = league.pab_points or (league.match_points.draw, league.points.draw * league.boards)
        lines.append(f"320 {_width(decimal(mp), 4)} {_width(decimal(gp), 4)} "
                     + " ".join(f"{pab.get(n, 0):03d}" for n in range(1, max(pab) + 1)))
    for number in sorted({b.round for b in league.byes}):
        for kind, code in ((TeamByeKind.FULL, "F"), (TeamByeKind.HALF, "H"), (TeamByeKind.ZERO, "Z")):
            teams = sorted(league.team(b.team).number for b in league.byes if b.round == number and b.kind is kind)
            if teams:
                lines.append(f"240 {code} {number:03d} " + " ".join(f"{t:>4}" for t in teams))
    return lines


_FORFEIT_CODES = MappingProxyType({MatchForfeit.HOME_WINS: "+-", MatchForfeit.AWAY_WINS: "-+",
                                   MatchForfeit.DOUBLE: "--"})
_EMPTY_BOARD_CODES = MappingProxyType({
    GameResult.WHITE_WINS_FORFEIT: "+",
    GameResult.BLACK_WINS_FORFEIT: "-",
    GameResult.DOUBLE_FORFEIT: "-",
})


def _league_player_lines(league: "League") -> list[str]:
    cells: dict[Start, dict[int, str]] = {}
    points: dict[Start, Fraction] = {}
    for match in league.matches:
        if match.forfeit is not None:   # as FIDE TEC's sample writes it, which its checker reads: each regular
            for side, code in zip(match.teams, _FORFEIT_CODES[match.forfeit]):
                for me in league.team(side).ranked[:league.boards]:
                    cells.setdefault(me, {})[match.round] = f"0000 - {code}"
                    points[me] = points.get(me, Fraction(0)) + _board_points(league.points, code)
        for board in match.boards:
            game = board.game
            white_code, black_code = _WHITE_CODES[game.result]
            for me, other, colour, code in ((game.white, game.black, "w", white_code),
                                            (game.black, game.white, "b", black_code)):
                if me == NO_PLAYER:
                    continue
                cells.setdefault(me, {})[match.round] = (f"{other:>4} {colour} {code}" if other != NO_PLAYER
                                                         else f"0000 - {code}")
                points[me] = points.get(me, Fraction(0)) + _board_points(league.points, code)
    ordered = sorted(league.players, key=lambda p: p.start)
    return [_player_line(p, points.get(p.start, Fraction(0)), rank, cells.get(p.start, {}), league.rounds_entered)
            for rank, p in enumerate(ordered, start=1)]


def _board_points(points: PointSystem, code: str) -> Fraction:
    return {"1": points.win, "=": points.draw, "0": points.loss, "+": points.forfeit_win,
            "-": points.forfeit_loss}.get(code, Fraction(0))


def _out_of_order_records(league: "League") -> list[str]:
    """Records 300: a team whose players in a match were not the first of its 310 list, in order, or who left a
    board empty, or who lost a board left empty by the other team (without a 300 record, `0000 - -` reads as a
    player sitting out)."""
    lines = []
    for match in league.matches:
        if not match.boards:
            continue
        lost_alone = any(b.result is GameResult.DOUBLE_FORFEIT and len(b.players()) == 1 for b in match.boards)
        for side, opponent in ((match.home, match.away), (match.away, match.home)):
            lineup = [b.home if side == match.home else b.away for b in match.boards]
            team = league.team(side)
            if lineup != list(team.ranked[:len(lineup)]) or NO_PLAYER in lineup or lost_alone:
                lines.append(f"300 {match.round:03d} {team.number:03d} {league.team(opponent).number:03d} "
                             + " ".join(f"{p:04d}" if p == NO_PLAYER else f"{p:>4}" for p in lineup))
    return lines
