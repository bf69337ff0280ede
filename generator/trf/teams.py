"""A TRF file of a team event into the league model (`generator.core.teams.League`); `generator.trf.writer` writes
it back (`league_trf2026`, `league_trf16`). docs/downloads.md says what is read and written.

The player section (`001` lines) and the tournament records are read by the individual reader
(`generator.trf.reader`); the team records of TRF-2026 ("Team Section", FIDE TRF-2026 as applied from 1 September 2025,
read in the transcription cited in docs/downloads.md) are read here:

- `310` a team: pairing number 5-7, name 9-40, nickname 42-46, strength 48-53, match points 55-60, game points
  62-67, rank 69-71, its players' starting numbers from 74, every 5 columns (up to 14), in board order;
  TRF-16's `013` (name 5-36, players from 37) where a file has no 310, the teams numbered in file order;
- `300` a team that played in another order than its 310 list, or left a board empty: round 5-7, team 9-11,
  opponent 13-15, the player of each board from 17, every 5 columns, `0000` for an empty board;
- `320` pairing-allocated byes: match points 5-8, game points 10-13, then the team with the bye in round 1 at
  15-17, round 2 at 19-21, … (blank or 000: none); `240` full, half and zero-point byes (type 5, round 7-9, teams);
- `330` a match forfeited whole: `+-` (the first team wins), `-+`, `--` at 5-6, round 8-10, first team 12-14,
  second team 16-18;
- `352` the first-named team's colour on boards 1, 2, … (repeated), `362` match points (TW, TD, TL);
- `202` the tie-breaks, `212` the standings (its first code MP or GP: the primary score).

A match is found from its boards: a player's cell names the opponent on the board, so two teams meet where their
players do (or where a 300 or 330 record says so). Each team's line-up is its 300 record; a team without one
faces the other team's line-up as the cells pair them (TRF-16 cannot say the board order), and with neither
record the first team's players who took part lead, in the order of its 310 list. The first-named team is the
one whose colours on the first board played follow 352. A player facing an empty board is written `0000 - +` (a
forfeit win) by the specification; Sharly Chess writes `0000 - U`, FIDE TEC's sample writes `0000 - -` for a
player sitting out: where the line-ups put a player against an empty board, any of `+ U F 1 W` or a blank is
read as that forfeit win, `- Z 0 L` as both sides losing it; a player not in the line-up is not on a board
whatever the cell says.
Numbers in the records are read by fields, as the individual reader does, except 310/013 (names hold spaces)
and 320 (a blank column is a round without a bye).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from fractions import Fraction

from anyascii import anyascii

from generator.core.model import Colour, Game, GameResult, Player, PointSystem, Start
from generator.core.teams.chain import NotATeamTieBreak, parse_team_code
from generator.core.teams.model import (
    HOME_WHITE_ON_ODD,
    NO_PLAYER,
    Board,
    ByeKind,
    League,
    Match,
    Score,
    Team,
    TeamBye,
    colour_of_home,
    flipped,
    make_board,
)
from generator.core.tiebreaks.codes import UnknownTieBreak
from generator.loading.league import DEFAULT_TIEBREAKS
from generator.trf.cells import PENDING, Cell, game_result
from generator.trf.reader import (
    HEADER_NAMES,
    Reader,
    TrfError,
    _date,
    _slug_of,
    title_of,
    trf_name,
)
from generator.trf.team_records import SETS_ASIDE, TeamReader, TeamRecord, read_team_line

_WINS_AGAINST_EMPTY = "+UF1W "
_LOSES_AGAINST_EMPTY = "-Z0L"


@dataclass(frozen=True)
class LeagueTrf:
    """A team file as read: the league, and what the league does not keep (said when importing)."""

    league: League
    notes: tuple[str, ...] = ()


def read_league_trf(text: str, filename: str = "<trf>", slug: str | None = None) -> LeagueTrf:
    """Parse the TRF text of a team event into a League; raise TrfError listing every bad line."""
    reader = TeamReader(Reader(filename))
    for line_no, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.rstrip("\r\n")
        if line.strip():
            read_team_line(reader, line_no, line)
    if not reader.teams and reader.old_teams:
        reader.teams = reader.old_teams
    elif reader.old_teams:
        reader.notes.append("records 013 (the teams in TRF-16) left aside: the 310 records give the teams")
    if not reader.teams and not reader.players.problems:
        reader.problem(1, 1, text.splitlines()[0] if text.strip() else "", "no team records (310 or 013) found",
                       "a team file lists each team on a line starting with '310' (or '013' in TRF-16)")
    league = None if reader.players.problems else _League(reader, slug or _slug_of(filename)).build()
    if reader.players.problems or league is None:
        raise TrfError(tuple(reader.players.problems))
    for code in sorted(reader.set_aside):
        reader.notes.append(f"{SETS_ASIDE[code]}: not kept (a league has no such setting)")
    return LeagueTrf(league, tuple(reader.notes))


# -- the league ----------------------------------------------------------------------------------------------

class _League:
    """The league from the records read, with every inconsistency between them located."""

    def __init__(self, reader: TeamReader, slug: str) -> None:
        self.reader, self.slug = reader, slug
        self.problem = reader.problem
        self.colours = reader.colours or HOME_WHITE_ON_ODD
        self.cells: dict[int, dict[int, Cell]] = {
            s: {c.round: c for c in cells} for s, cells in reader.players.cells.items()}
        kind = " ".join(text for key, text in reader.extra if key in ("type", "type_code")).upper()
        self.swiss = not any(word in kind for word in ("ROUND-ROBIN", "ROUND ROBIN", "ROUNDROBIN", "BERGER"))
        self.team_of: dict[Start, int] = {}
        self.ranked: dict[int, list[Start]] = {}

    def build(self) -> League | None:
        slugs = self._team_slugs()
        matches, byes = [], []
        for round_number in self._rounds():
            found = self._round(round_number, slugs)
            matches += found[0]
            byes += found[1]
        if self.reader.players.problems:
            return None
        boards = max((len(m.boards) for m in matches if m.forfeit is None), default=self._boards_hint())
        matches = [self._padded(m, boards) for m in matches]
        teams = self._teams(slugs, boards)
        self.slug_numbers = {slug: number for number, slug in slugs.items()}
        by_start = {p.start: p for p in self.reader.players.players}
        players = tuple(_player(by_start[s]) for s in sorted(self.team_of))
        left_out = sorted(set(by_start) - set(self.team_of))
        if left_out:
            self.reader.notes.append(f"players {', '.join(map(str, left_out))} are on no team's list and played "
                                     "no board: left out")
        numbers = {t.slug: t.number for t in teams}
        byes.sort(key=lambda b: (b.round, numbers[b.team]))
        return self._league(tuple(teams), players, boards, tuple(matches), tuple(byes))

    def _league(self, teams: tuple[Team, ...], players: tuple[Player, ...], boards: int,
                matches: tuple[Match, ...], byes: tuple[TeamBye, ...]) -> League:
        reader, headers = self.reader, self.reader.players.headers
        primary, chain = self._chain()
        points = reader.players.points
        default = PointSystem()
        return League(
            slug=self.slug, name=headers.get("012", self.slug), teams=teams, players=players, boards=boards,
            match_points=reader.match_points,
            points=PointSystem(win=points.get("win", default.win), draw=points.get("draw", default.draw),
                               loss=points.get("loss", default.loss),
                               forfeit_win=points.get("win", default.forfeit_win),
                               forfeit_loss=points.get("forfeit_loss", default.forfeit_loss)),
            primary=primary, tiebreaks=chain, colours=self.colours,
            keep_order=all(self._in_order(m) for m in matches),
            planned_rounds=reader.players.planned_rounds, matches=matches, byes=byes,
            pab_points=reader.pab_points,
            swiss=self.swiss,
            rules=None, start_date=_date(headers.get("042")), end_date=_date(headers.get("052")),
            dates=tuple(reader.players.round_dates), extra=_in_record_order(reader.extra))

    def _chain(self) -> tuple[Score, tuple[str, ...]]:
        """The primary score from 212 (its first code MP or GP), the tie-breaks from 202 (else the rest of 212);
        a code this program does not know is left out, with a note; the modifier /P is dropped (a league counts
        forfeits by C.07 15.2 and 16)."""
        standings = [c.upper() for c in self.reader.standings]
        primary = Score.GP if standings and standings[0] in ("GP", "GPTS") else Score.MP
        codes = self.reader.tiebreaks or (standings[1:] if standings and standings[0] in
                                          ("MP", "GP", "MPTS", "GPTS", "PTS") else standings)
        if not codes:
            self.reader.notes.append(f"tie-breaks: the file names none (records 202/212), and C.07 names no default "
                                     "(2.1, 4.1.1: the regulations choose, else the chief arbiter); the league "
                                     f"default is written: {', '.join(DEFAULT_TIEBREAKS)} (docs/rules/teams.md §6); "
                                     "change 'tiebreaks:' in league.yml to the event's own")
            return primary, DEFAULT_TIEBREAKS
        chain: list[str] = []
        for code in codes:
            plain = re.sub(r"/P\b", "", code.upper())
            try:
                parsed = parse_team_code(plain).text
            except NotATeamTieBreak as refused:
                self.reader.notes.append(f"tie-break '{code}': {refused.hint}; left out")
                continue
            except UnknownTieBreak:
                self.reader.notes.append(f"tie-break '{code}': not a team tie-break this program knows; left out")
                continue
            if plain != code.upper():
                self.reader.notes.append(f"tie-break '{code}' read as {parsed} (forfeits count as the league's rules "
                                         "say, C.07 15.2 and 16)")
            if parsed not in chain:
                chain.append(parsed)
        record = "202" if self.reader.tiebreaks else "212"
        self.reader.notes.append(f"tie-breaks: {', '.join(chain) or 'none this program knows'}, from record "
                                 f"{record}")
        return primary, tuple(chain)

    # -- teams ----------------------------------------------------------------------------------------------

    def _team_slugs(self) -> dict[int, str]:
        """The teams by number, their 310 lists, and a player a 300 record adds (a substitute the 310 list leaves
        out); each team's slug made from its name."""
        for record in self.reader.teams:
            if record.number in self.ranked:
                self.problem(record.line_no, 5, record.line, f"team number {record.number} is given twice")
                continue
            self.ranked[record.number] = []
            for start in record.players:
                self._join(start, record.number, record.line_no, record.line)
        for lineup in sorted(self.reader.lineups.values(), key=lambda x: x.line_no):
            if lineup.team not in self.ranked:
                self.problem(lineup.line_no, 9, lineup.line, f"record 300 names team {lineup.team}, which no record "
                             "310 defines")
                continue
            for start in lineup.players:
                if start != NO_PLAYER and self.team_of.get(start) != lineup.team:
                    self._join(start, lineup.team, lineup.line_no, lineup.line)
        taken: set[str] = set()
        return {number: _unique(team_slug(self._record(number).name, number), taken) for number in self.ranked}

    def _record(self, number: int) -> TeamRecord:
        return next(r for r in self.reader.teams if r.number == number)

    def _teams(self, slugs: dict[int, str], boards: int) -> list[Team]:
        """The teams: the first `boards` players of a 310 list are its regulars, the rest substitutes."""
        out = []
        for number, slug in slugs.items():
            record, ranked = self._record(number), self.ranked[number]
            regulars = min(len(record.players), boards)
            out.append(Team(slug, record.name, number, tuple(ranked[:regulars]), tuple(ranked[regulars:]),
                            short=record.short))
        return out

    def _boards_hint(self) -> int:
        """The boards of a match when no match shows them: the longest 300 line-up, else the longest 310 list."""
        sizes = [len(x.players) for x in self.reader.lineups.values()]
        return max(sizes) if sizes else max((len(t.players) for t in self.reader.teams), default=1)

    def _join(self, start: Start, team: int, line_no: int, line: str) -> None:
        if start not in self.cells:
            self.problem(line_no, 5, line, f"player {start} has no player line (001)")
            return
        if start in self.team_of:
            self.problem(line_no, 5, line, f"player {start} is already on team {self.team_of[start]}",
                         "a player plays for one team of the event")
            return
        self.team_of[start] = team
        self.ranked[team].append(start)

    # -- rounds ---------------------------------------------------------------------------------------------

    def _rounds(self) -> list[int]:
        found = {r for cells in self.cells.values() for r, c in cells.items()
                 if c.opponent or c.result.strip() and c.result != PENDING}   # `0000 - *`: not played yet
        found |= {r for r, _ in self.reader.lineups} | {f.round for f in self.reader.forfeits}
        found |= {r for r, _ in self.reader.byes}
        return sorted(found)

    def _round(self, number: int, slugs: dict[int, str]) -> tuple[list[Match], list[TeamBye]]:
        pairs: dict[frozenset[int], tuple[int, str]] = {}    # the two teams → where they are first seen
        for start, team in self.team_of.items():
            cell = self.cells[start].get(number)
            if cell is None or not cell.opponent:
                continue
            other = self.team_of.get(Start(cell.opponent))
            if other is None:
                self.problem(cell.line_no, cell.column, cell.line,
                             f"round {number}: player {start} meets {cell.opponent}, who is on no team")
            elif other == team:
                self.problem(cell.line_no, cell.column, cell.line,
                             f"round {number}: players {start} and {cell.opponent} of team {team} meet each other")
            else:
                pairs.setdefault(frozenset((team, other)), (cell.line_no, cell.line))
        for lineup in (x for (r, _), x in self.reader.lineups.items() if r == number):
            pairs.setdefault(frozenset((lineup.team, lineup.opponent)), (lineup.line_no, lineup.line))
        forfeits = {frozenset((f.first, f.second)): f for f in self.reader.forfeits if f.round == number}
        for pair, forfeit in forfeits.items():
            pairs.setdefault(pair, (forfeit.line_no, forfeit.line))
        byes = [TeamBye(number, slugs[team], kind) for (r, team), (kind, _) in sorted(self.reader.byes.items())
                if r == number and team in slugs]
        if not self._each_team_once(number, pairs, slugs):
            return [], byes
        if self.swiss and pairs:   # a team with nothing in a round of a team Swiss was absent: a zero-point bye
            present = {team for pair in pairs for team in pair} | {t for (r, t) in self.reader.byes if r == number}
            byes += [TeamBye(number, slug, ByeKind.ZERO) for team, slug in slugs.items() if team not in present]
        matches = []
        for pair, _ in sorted(pairs.items(), key=lambda item: item[1][0]):
            forfeited = forfeits.get(pair)
            if forfeited is not None:
                matches.append(Match(number, slugs[forfeited.first], slugs[forfeited.second],
                                     forfeit=forfeited.kind))
            else:
                match = self._played(number, sorted(pair), slugs)
                if match is not None:
                    matches.append(match)
        return matches, byes

    def _each_team_once(self, number: int, pairs: dict[frozenset[int], tuple[int, str]],
                        slugs: dict[int, str]) -> bool:
        seen: dict[int, frozenset[int]] = {}
        fine = True
        for pair, (line_no, line) in pairs.items():
            for team in pair:
                if team not in slugs:
                    self.problem(line_no, 1, line, f"round {number}: team {team} is not defined by a record 310")
                    fine = False
                elif team in seen:
                    others = sorted((seen[team] | pair) - {team})
                    self.problem(line_no, 1, line, f"round {number}: team {team} meets teams "
                                 f"{' and '.join(map(str, others))}", "a team plays one match per round")
                    fine = False
                elif (number, team) in self.reader.byes:
                    bye_line = self.reader.byes[(number, team)][1]
                    self.problem(line_no, 1, line, f"round {number}: team {team} plays a match but has a bye on "
                                 f"line {bye_line}")
                    fine = False
                seen[team] = pair
        return fine

    def _took_part(self, number: int, team: int) -> list[Start]:
        """The team's players who took part in a round (a game, or a forfeit win against an empty board), in 310
        order."""
        present = []
        for start in self.ranked[team]:
            cell = self.cells[start].get(number)
            if cell is not None and (cell.opponent or cell.result in "+U"):
                present.append(start)
        return present

    def _sides(self, number: int, first: int, second: int) -> list[list[Start]]:
        """Both line-ups board by board: a team's 300 record; a team without one faces the other team's players
        as its cells say (TRF-16 cannot say the board order), its players facing an empty board on the boards
        left empty on both sides, then after; with neither record, the first team's players who took part lead."""
        records = [self.reader.lineups.get((number, team)) for team in (first, second)]
        if records[0] is not None and records[1] is not None:
            return [list(records[0].players), list(records[1].players)]
        lead_team, other = (second, first) if records[1] is not None else (first, second)
        record = records[1] if records[1] is not None else records[0]
        lead = list(record.players) if record is not None else self._took_part(number, lead_team)
        side = self._facing(number, lead, other)
        return [lead, side] if lead_team == first else [side, lead]

    def _facing(self, number: int, lead: list[Start], team: int) -> list[Start]:
        """The team's players opposite `lead`, as their cells pair them; `lead` grows by an empty board for each
        player of the team facing an empty board where no board is empty on both sides."""
        took_part = self._took_part(number, team)
        side = []
        for start in lead:
            cell = self.cells.get(start, {}).get(number)
            opponent = Start(cell.opponent) if cell is not None and cell.opponent else NO_PLAYER
            side.append(opponent if opponent in took_part else NO_PLAYER)
        for start in (s for s in took_part if s not in side):
            free = next((b for b, (a, o) in enumerate(zip(lead, side)) if a == o == NO_PLAYER), None)
            if free is None:
                lead.append(NO_PLAYER)
                side.append(start)
            else:
                side[free] = start
        return side

    def _played(self, number: int, teams: list[int], slugs: dict[int, str]) -> Match | None:
        """A match from its two line-ups, board by board (None when a board does not fit the cells)."""
        first, second = teams
        sides = self._sides(number, first, second)
        if any(start != NO_PLAYER and start not in self.cells for side in sides for start in side):
            return None   # a 300 line-up names a player without a player line: said by `_join` already
        size = max(len(s) for s in sides)
        sides = [s + [NO_PLAYER] * (size - len(s)) for s in sides]
        games: list[Game | GameResult | None] = []
        for board, (a, b) in enumerate(zip(*sides), start=1):
            games.append(self._board(number, board, a, b))
        if any(g is None for g in games):
            return None
        self._check_all_placed(number, teams, sides)
        home_first = self._first_is_home(sides, games)
        home, away = (first, second) if home_first else (second, first)
        home_side, away_side = (sides[0], sides[1]) if home_first else (sides[1], sides[0])
        boards = tuple(self._made_board(n, h, a, g, home_first) for n, (h, a, g) in
                       enumerate(zip(home_side, away_side, games), start=1))
        return Match(number, slugs[home], slugs[away], boards)

    def _board(self, number: int, board: int, a: Start, b: Start) -> Game | GameResult | None:
        """The game of a board (white and black from the cells), or, against an empty side, the result of the
        side that is there (as if it had White)."""
        if a == NO_PLAYER and b == NO_PLAYER:
            return GameResult.DOUBLE_FORFEIT
        if a == NO_PLAYER or b == NO_PLAYER:
            present = a if a != NO_PLAYER else b
            cell = self.cells[present].get(number)
            code = cell.result if cell is not None else " "
            if cell is not None and cell.opponent:
                self.problem(cell.line_no, cell.column, cell.line,
                             f"round {number}: board {board} of player {present} is empty by the line-ups "
                             f"(records 310/300), but the cell names opponent {cell.opponent}")
                return None
            result = GameResult.WHITE_WINS_FORFEIT if code.upper() in _WINS_AGAINST_EMPTY else \
                GameResult.DOUBLE_FORFEIT if code.upper() in _LOSES_AGAINST_EMPTY else None
            if result is None and cell is not None:
                self.problem(cell.line_no, cell.column + 7, cell.line,
                             f"round {number}: player {present} faces an empty board, so the result is a forfeit "
                             f"win '+', not '{code}'")
            if result is not None and a == NO_PLAYER:
                result = flipped(result)
            return result
        return self._game(number, board, a, b)

    def _game(self, number: int, board: int, a: Start, b: Start) -> Game | None:
        cell_a, cell_b = self.cells[a].get(number), self.cells[b].get(number)
        if cell_a is None or cell_b is None or cell_a.opponent not in (b, 0) or cell_b.opponent not in (a, 0) \
                or (cell_a.opponent == 0) != (cell_b.opponent == 0):
            cell = cell_a if cell_a is not None else cell_b
            shows = "nothing" if cell is None else f"opponent {cell.opponent or 'none'}"
            where = (cell.line_no, cell.column, cell.line) if cell is not None else \
                (1, 1, "")
            self.problem(*where, f"round {number}: the line-ups (records 310/300) put players {a} and {b} on "
                         f"board {board}, but the cell of player {a if cell is cell_a else b} shows {shows}")
            return None
        result = game_result(cell_a.result, cell_b.result)
        if result is None:
            self.problem(cell_a.line_no, cell_a.column + 7, cell_a.line,
                         f"round {number}: results '{cell_a.result}' and '{cell_b.result}' of players {a} and {b} "
                         "do not fit together")
            return None
        a_is_white = cell_a.colour == "w" or (cell_a.colour != "b" and cell_b.colour != "w")
        if a_is_white:
            return Game(a, b, result, board)
        return Game(b, a, flipped(result), board)

    def _check_all_placed(self, number: int, teams: list[int], sides: list[list[Start]]) -> None:
        placed = {s for side in sides for s in side}
        for team in teams:
            for start in self.ranked[team]:
                cell = self.cells[start].get(number)
                if cell is not None and cell.opponent and start not in placed:
                    self.problem(cell.line_no, cell.column, cell.line,
                                 f"round {number}: player {start} has a game, but the line-up of team {team} "
                                 "(record 300) does not put them on a board")

    def _first_is_home(self, sides: list[list[Start]], games: list[Game | GameResult | None]) -> bool:
        """The first-named team has the colours of record 352 on the first board played."""
        for board, game in enumerate(games, start=1):
            if isinstance(game, Game):
                first_colour = Colour.WHITE if game.white == sides[0][board - 1] else Colour.BLACK
                return first_colour is colour_of_home(self.colours, board)
        return True

    def _made_board(self, number: int, home: Start, away: Start, game: Game | GameResult | None,
                    home_first: bool) -> Board:
        """A board from its game, or from the result of a board with an empty side (from the first team's side;
        its colours are 352's)."""
        if isinstance(game, Game):
            return Board(number, game, Colour.WHITE if game.white == home else Colour.BLACK)
        assert isinstance(game, GameResult)
        return make_board(number, home, away, game if home_first else flipped(game),
                          colour_of_home(self.colours, number))

    def _padded(self, match: Match, boards: int) -> Match:
        """A match with fewer boards than the league's: the boards nobody was named for are empty on both
        sides."""
        if match.forfeit is not None or len(match.boards) >= boards:
            return match
        extra = tuple(make_board(n, NO_PLAYER, NO_PLAYER, GameResult.DOUBLE_FORFEIT, colour_of_home(self.colours, n))
                      for n in range(len(match.boards) + 1, boards + 1))
        return Match(match.round, match.home, match.away, match.boards + extra)

    def _in_order(self, match: Match) -> bool:
        """Both line-ups follow their team's list (empty boards aside)."""
        for side in ("home", "away"):
            ranked = self.ranked[self.slug_numbers[getattr(match, side)]]
            ranks = [ranked.index(p) for p in (getattr(b, side) for b in match.boards) if p != NO_PLAYER]
            if ranks != sorted(ranks):
                return False
        return True


def _in_record_order(extra: list[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    order = list(HEADER_NAMES.values())
    return tuple(sorted(extra, key=lambda item: order.index(item[0])))


def _player(player: Player) -> Player:
    """A player as a league keeps one: the name as TRF spells it ('Lastname, Firstname': a name without a comma
    is taken as 'Firstname Lastname', as the writer takes it), the title as the content format spells it, the
    federation in capitals."""
    federation = (player.federation or "").upper()
    return Player(player.start, trf_name(player.name), player.rating, player.fide_id,
                  federation if len(federation) == 3 and federation.isalpha() else None, None,
                  title_of(player.title), player.sex, player.birth)


def team_slug(name: str, number: int) -> str:
    """A team's name as a file name, in any script transliterated: 'SV Grünau 1' → 'sv-grunau-1', 'ΓΑΖΙ 1' →
    'gazi-1', 'Шахматный клуб' → 'shakhmatnyy-klub'."""
    plain = anyascii(unicodedata.normalize("NFC", name)).lower()
    slug = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")
    return slug or f"team-{number}"


def _unique(slug: str, taken: set[str]) -> str:
    candidate, count = slug, 1
    while candidate in taken:
        count += 1
        candidate = f"{slug}-{count}"
    taken.add(candidate)
    return candidate


def league_figures(text: str) -> dict[int, tuple[Fraction | None, Fraction | None, int | None]]:
    """What a team file's own 310 records say of each team (by number): match points, game points, rank."""
    reader = TeamReader(Reader("<trf>"))
    for line_no, line in enumerate(text.splitlines(), start=1):
        if line.startswith("310"):
            read_team_line(reader, line_no, line.rstrip("\r\n"))
    return {t.number: (t.mp, t.gp, t.rank) for t in reader.teams}


__all__ = ["LeagueTrf", "league_figures", "read_league_trf", "team_slug"]

