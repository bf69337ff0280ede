"""A league of teams as data: small frozen value objects, no I/O (docs/rules/teams.md).

A league is a season of matches between teams; a match is made of boards, and a board is a
`generator.core.model.Game` between two players of the teams' rosters, so results, forfeits and colours are those of
the individual machinery. Players are `generator.core.model.Player`s numbered across the whole league (`Start`), so
one number names one person on every page and in the TRF; a team is known by its slug in the content files and
by its pairing number (`Team.number`) in TRF files and explanations.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from functools import cached_property
from types import MappingProxyType

from generator.core.model import Colour, Game, GameResult, Player, PointSystem, RuleSet, Start

NO_PLAYER = Start(0)   # the side of a board left empty (TRF writes 0000 for it too)


class Score(Enum):
    """The two scores of a team (C.07 11.1): match points and game (board) points."""

    MP = "MP"
    GP = "GP"

    @property
    def other(self) -> Score:
        return Score.GP if self is Score.MP else Score.MP


@dataclass(frozen=True)
class MatchPoints:
    """Match points for a won, drawn and lost match (TRF-2026 record 362: TW / TD / TL, default 2 / 1 / 0)."""

    win: Fraction = Fraction(2)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)


class MatchForfeit(Enum):
    """A whole match not played (TRF-2026 record 330), from the home team's side."""

    HOME_WINS = "+-"
    AWAY_WINS = "-+"
    DOUBLE = "--"


class ByeKind(Enum):
    """A round a team has no match (TRF-2026 records 240 and 320)."""

    PAB = "pab"      # pairing-allocated bye (team Swiss; record 320)
    FULL = "full"
    HALF = "half"
    ZERO = "zero"


# The home team's colour on boards 1, 2, … repeated (a TRF-2026 record 352 string, from the first-named team).
HOME_BLACK_ON_ODD = (Colour.BLACK, Colour.WHITE)   # German leagues: DSJ Spielordnung 5.1 (Ausführungsbestimmung)
HOME_WHITE_ON_ODD = (Colour.WHITE, Colour.BLACK)


def colour_of_home(pattern: Sequence[Colour], board: int) -> Colour:
    """The home team's colour on a board (1-based) under a colour pattern."""
    return pattern[(board - 1) % len(pattern)]


@dataclass(frozen=True)
class Board:
    """One board of a match: the game as played (white and black by the league's colour rule), and which
    side was the home team's. A side left empty is `NO_PLAYER` (its result is then a forfeit)."""

    number: int
    game: Game
    home_colour: Colour

    @property
    def home(self) -> Start:
        return self.game.white if self.home_colour is Colour.WHITE else self.game.black

    @property
    def away(self) -> Start:
        return self.game.black if self.home_colour is Colour.WHITE else self.game.white

    @property
    def result(self) -> GameResult:
        return self.game.result

    @property
    def home_result(self) -> GameResult:
        """The result written from the home side: '1-0' means the home player won."""
        return self.game.result if self.home_colour is Colour.WHITE else flipped(self.game.result)

    def players(self) -> tuple[Start, ...]:
        return tuple(p for p in (self.home, self.away) if p != NO_PLAYER)


def make_board(number: int, home: Start, away: Start, home_result: GameResult, home_colour: Colour) -> Board:
    """A board from what the organiser types: home player, away player, result from the home side."""
    if home_colour is Colour.WHITE:
        return Board(number, Game(home, away, home_result, number), home_colour)
    return Board(number, Game(away, home, flipped(home_result), number), home_colour)


_FLIPPED = MappingProxyType({
    GameResult.WHITE_WINS: GameResult.BLACK_WINS,
    GameResult.BLACK_WINS: GameResult.WHITE_WINS,
    GameResult.WHITE_WINS_FORFEIT: GameResult.BLACK_WINS_FORFEIT,
    GameResult.BLACK_WINS_FORFEIT: GameResult.WHITE_WINS_FORFEIT,
})


def flipped(result: GameResult) -> GameResult:
    """The same result seen from the other side of the board."""
    return _FLIPPED.get(result, result)


@dataclass(frozen=True)
class Match:
    """A match of a round between a home and an away team (slugs); `forfeit` when it was not played at all."""

    round: int
    home: str
    away: str
    boards: tuple[Board, ...] = ()
    forfeit: MatchForfeit | None = None

    @property
    def teams(self) -> tuple[str, str]:
        return (self.home, self.away)

    @property
    def pending(self) -> bool:
        """Not finished: no forfeit and a board without a result (or no boards entered yet)."""
        return self.forfeit is None and (not self.boards or any(b.result.pending for b in self.boards))

    def opponent_of(self, team: str) -> str:
        return self.away if team == self.home else self.home


@dataclass(frozen=True)
class TeamBye:
    round: int
    team: str
    kind: ByeKind


@dataclass(frozen=True)
class Team:
    """A team: its ranked roster (regular players first, then substitutes, by league-wide number)."""

    slug: str
    name: str
    number: int                       # pairing number: the TRF's team number, '#3' in explanations
    roster: tuple[Start, ...]         # regular players, in ranking (board) order
    substitutes: tuple[Start, ...] = ()
    club: str | None = None
    short: str | None = None          # a nickname (TRF-2026 record 310, five letters)

    @property
    def ranked(self) -> tuple[Start, ...]:
        """Everyone who may play for the team, in ranking order (substitutes after the regulars)."""
        return self.roster + self.substitutes

    def rank_of(self, player: Start) -> int | None:
        """A player's place in the ranking (1-based), or None when not on this team."""
        ranked = self.ranked
        return ranked.index(player) + 1 if player in ranked else None


@dataclass(frozen=True)
class Fixture:
    """A match the schedule plans: round, home team, away team (slugs)."""

    round: int
    home: str
    away: str


def fixtures_from_table(table: Sequence[Sequence[tuple[int, int]]], teams: Sequence[str], first_round: int = 1
                        ) -> tuple[Fixture, ...]:
    """Fixtures from a pairing table such as the Berger tables give: round by round, (home, away) as
    1-based positions in `teams`; a position beyond the teams (the odd team out) is a round off."""
    out = []
    for offset, pairs in enumerate(table):
        for home, away in pairs:
            if home <= len(teams) and away <= len(teams):
                out.append(Fixture(first_round + offset, teams[home - 1], teams[away - 1]))
    return tuple(out)


@dataclass(frozen=True)
class League:
    """A season of a team competition."""

    slug: str
    name: str
    teams: tuple[Team, ...]
    players: tuple[Player, ...]
    boards: int = 8
    season: str | None = None
    match_points: MatchPoints = field(default_factory=MatchPoints)
    points: PointSystem = field(default_factory=PointSystem)   # game points of a board (TRF-2026 record 162)
    primary: Score = Score.MP
    tiebreaks: tuple[str, ...] = ()
    colours: tuple[Colour, ...] = HOME_BLACK_ON_ODD
    keep_order: bool = True                   # boards must follow the roster order
    cycles: int = 1                           # 1: single round robin, 2: double
    planned_rounds: int = 0
    schedule: tuple[Fixture, ...] = ()        # the planned matches (empty: the round files are the schedule)
    matches: tuple[Match, ...] = ()
    byes: tuple[TeamBye, ...] = ()
    pab_points: tuple[Fraction, Fraction] | None = None   # MP and GP of a pairing-allocated bye (record 320)
    swiss: bool = False                       # a team Swiss (from TRF): unplayed rounds meet a dummy (C.07 16)
    rules: RuleSet | None = None              # how unplayed rounds count (None: by the start date, as for tournaments)
    start_date: dt.date | None = None
    end_date: dt.date | None = None
    dates: tuple[dt.date | None, ...] = ()    # the date of round 1, 2, …
    language: str | None = None
    extra: tuple[tuple[str, str], ...] = ()

    @cached_property
    def teams_by_slug(self) -> dict[str, Team]:
        return {t.slug: t for t in self.teams}

    @cached_property
    def players_by_start(self) -> dict[Start, Player]:
        return {p.start: p for p in self.players}

    @cached_property
    def team_of_player(self) -> dict[Start, str]:
        return {p: t.slug for t in self.teams for p in t.ranked}

    def team(self, slug: str) -> Team:
        return self.teams_by_slug[slug]

    def player(self, start: Start) -> Player:
        return self.players_by_start[start]

    @property
    def rounds_entered(self) -> int:
        return max((m.round for m in self.matches), default=0)

    @property
    def rounds(self) -> int:
        """The rounds of the season: planned, scheduled or entered, whichever is most."""
        return max(self.planned_rounds, max((f.round for f in self.schedule), default=0), self.rounds_entered)

    def matches_of_round(self, number: int) -> tuple[Match, ...]:
        return tuple(m for m in self.matches if m.round == number)

    @property
    def rounds_completed(self) -> int:
        """The highest k such that every match of rounds 1..k is finished (and each has a match)."""
        done = 0
        while True:
            matches = self.matches_of_round(done + 1)
            if not matches or any(m.pending for m in matches):
                return done
            done += 1

    def matches_of(self, team: str) -> tuple[Match, ...]:
        return tuple(m for m in self.matches if team in m.teams)
