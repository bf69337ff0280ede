"""What a league's templates read: the frozen view objects and the page contexts of a team competition.

Apart from the tournaments' views (`views`, `contexts`) because a league's rows are teams and its cells matches;
a board of a match reuses the tournaments' `PlayerRef`, and a team tie-break's working the individual
`TiebreakExplanation` (the same `Value`/`Term` objects, worded the same way).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from generator.site.pages.views import NavItem, PlayerRef


@dataclass(frozen=True)
class LeagueHeader:
    """The banner of every page of a league: its name, season, status and menu."""

    slug: str
    name: str
    href: str
    season: str | None
    status: str
    nav: tuple[NavItem, ...]
    teams: int
    boards: int
    language: str = "en"


@dataclass(frozen=True)
class TeamRef:
    """A team as shown in a cell, with a link to its page."""

    slug: str
    name: str
    href: str
    number: int
    short: str | None = None


@dataclass(frozen=True)
class TableRow:
    """One line of the league table."""

    rank_label: str
    position: int                     # 1, 2, … in table order (the sorter's key for the rank column)
    team: TeamRef
    played: int
    won: int
    drawn: int
    lost: int
    mp: Fraction
    gp: Fraction
    tiebreaks: tuple[Fraction | None, ...]


@dataclass(frozen=True)
class LeagueTableView:
    after_round: int
    chain: tuple[str, ...]
    rows: tuple[TableRow, ...]
    primary: str                      # "MP" or "GP": the score that ranks the teams
    legend: tuple[tuple[str, str], ...] = ()   # (code, its title) of every column past the scores


@dataclass(frozen=True)
class BoardView:
    """One board of a match: the home player first, the result from the home side."""

    board: int
    home: PlayerRef | None            # None: the board was left empty
    away: PlayerRef | None
    result: str                       # "1-0", "½-½", "+-", … ("" while not played)
    home_colour: str                  # "W" / "B": the home player's colour
    note: str = ""                    # a forfeit in words
    home_substitute: bool = False
    away_substitute: bool = False


@dataclass(frozen=True)
class MatchView:
    """A match of a round: the two teams, the score in game points, the boards."""

    round: int
    anchor: str                       # the match's id on its round page
    href: str                         # its round page, at the match
    home: TeamRef
    away: TeamRef
    home_points: Fraction | None      # None while no board has a result
    away_points: Fraction | None
    boards: tuple[BoardView, ...]
    note: str = ""                    # a whole match forfeited, or not played yet
    pending: bool = False


@dataclass(frozen=True)
class CrossTableCell:
    text: str                         # "5½–2½" from the row team's side, "" where the teams did not meet (yet)
    title: str
    href: str | None
    outcome: str = ""                 # "won", "drawn", "lost" (a class of the cell)


@dataclass(frozen=True)
class CrossTableRow:
    rank_label: str
    team: TeamRef
    cells: tuple[CrossTableCell, ...]   # one per team in table order (the row team's own cell is empty)
    mp: Fraction
    gp: Fraction


@dataclass(frozen=True)
class TeamMatchLine:
    """A team's match on its page: round, opponent, home or away, the score, the outcome."""

    round: int
    opponent: TeamRef | None
    home: bool
    score: str                        # "5–3" from the team's side
    outcome: str                      # in words
    mp: Fraction | None
    href: str | None
    pending: bool = False


@dataclass(frozen=True)
class RosterLine:
    """A player of a team, with the season on each round's board."""

    rank: int                         # place in the team's ranking (1 = board 1 of the line-up)
    player: PlayerRef
    substitute: bool
    cells: tuple[str, ...]            # per round: "2: 1" (board 2, won), "" when not playing for the team
    games: int
    points: Fraction
    percent: str                      # "62.5" ("" without games)
    performance: int | None


@dataclass(frozen=True)
class SeasonGame:
    """A game of a player's season."""

    round: int
    team: TeamRef                     # the player's team in that match
    opponent_team: TeamRef
    board: int
    colour: str                       # in words
    opponent: PlayerRef | None        # None: the board was left empty
    result: str                       # in words
    points: Fraction
    running: Fraction
    href: str                         # the match on its round page
    pending: bool = False
    over_board: bool = False          # played over the board (not a forfeit): counts for the performance
    score: Fraction = Fraction(0)     # the game on 1 / ½ / 0, for the performance (FIDE B.02)


# --------------------------------------------------------------------------- page contexts
