"""What the site's own pages (profiles, the player index, seasons, the front page) and the players' calendars and
feeds read of one event: its dates and rounds, and for each player his score, rank, performance, rating change
and every round (opponent, colour, board, result). Small and made once per event where the event is planned (in
`build`, maybe another process), so a person's pages are made from these records alone.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import NamedTuple

from generator.core.model import Colour, GameResult, Player, Start, Tournament
from generator.core.ratings import fide as fide_rating
from generator.core.scoring import CellKind, Scorecard, exact_sum
from generator.core.standings import StandingRow
from generator.core.teams.model import Board, League, Match
from generator.core.teams.scoring import board_points
from generator.site.pages.games import game_hrefs
from generator.site.pages.views import PlayerRef

TOURNAMENT, LEAGUE = "tournament", "league"
OVER_THE_BOARD = frozenset({CellKind.WIN, CellKind.DRAW, CellKind.LOSS})
GAMES = OVER_THE_BOARD | {CellKind.FORFEIT_WIN, CellKind.FORFEIT_LOSS}


@dataclass(frozen=True)
class RoundSlot:
    """A round of an event as a calendar sees it: when, and the page of its pairings once paired."""

    number: int
    date: dt.date | None
    time: dt.time | None
    href: str | None


class GameRecord(NamedTuple):
    """One round of one player: his opponent (None: a bye), colour, board, points and how it ended. A named tuple:
    a club's site has some 10⁵, handed between the build's two processes (pickled thrice as fast as a class)."""

    round: int
    outcome: CellKind
    points: Fraction
    opponent: Start | None = None
    colour: Colour | None = None
    board: int | None = None
    game_href: str | None = None   # the page of the game, when its round's games file has it (pages/games.py)

    @property
    def over_the_board(self) -> bool:
        return self.outcome in OVER_THE_BOARD


@dataclass(frozen=True)
class EntryRecord:
    """One player in one event."""

    start: Start
    name: str
    href: str                          # his page in the event
    title: str | None
    rating: int | None                 # as the event lists it
    federation: str | None
    club: str | None
    points: Fraction                   # after the finished rounds
    counted: int                       # the finished rounds of his, byes included
    rank: int | None                   # in the current standings; None in a league or before round 1 is finished
    rank_label: str
    performance: int | None
    rating_change: int | None          # FIDE's, rounded as FIDE rounds it; None: unrated or not shown
    team: str | None                   # a league player's team
    games: tuple[GameRecord, ...]

    @property
    def played(self) -> int:
        """The games he had an opponent for, forfeits included, finished."""
        return sum(1 for g in self.games if g.outcome in GAMES)


@dataclass(frozen=True)
class EventRecord:
    """One tournament or league as the people's pages see it."""

    slug: str
    name: str
    kind: str                          # TOURNAMENT or LEAGUE
    href: str
    start: dt.date | None
    end: dt.date | None
    season: str | None                 # the organiser's own (a league's `season:`); None: from the dates
    venue: str | None
    language: str
    status: str                        # "after round 6 of 7", in the event's language
    planned_rounds: int
    completed: int
    standings_href: str | None         # the latest standings (a league's table)
    winners: tuple[str, ...]           # first after the rounds finished (a league: the team)
    rounds: tuple[RoundSlot, ...]      # every round with a date or a page
    next_round: RoundSlot | None       # the round being paired or played, while the event runs
    entries: Mapping[Start, EntryRecord]

    @property
    def final(self) -> bool:
        return bool(self.planned_rounds) and self.completed >= self.planned_rounds

    @property
    def day(self) -> dt.date | None:
        """When the event began: its start, else its first dated round."""
        return self.start or next((r.date for r in self.rounds if r.date is not None), None)

    def slot(self, number: int) -> RoundSlot | None:
        return next((r for r in self.rounds if r.number == number), None)


def tournament_record(t: Tournament, cards: Mapping[Start, Scorecard], current: Mapping[Start, StandingRow],
                      completed: int, refs: Mapping[Start, PlayerRef], boards: Mapping[tuple[int, Start], int],
                      rating_of: Callable[[Player], tuple[Sequence[fide_rating.RatedGame], fide_rating.RatingChange
                                                          | None]],
                      rounds: Sequence[RoundSlot], next_round: RoundSlot | None, href: str,
                      standings_href: str | None, status: str, language: str) -> EventRecord:
    """A tournament's record, from what its pages are made of (pages/pieces.py); `rating_of` gives a player's rated
    games and rating change (as his page shows them)."""
    entries = {}
    with_moves = game_hrefs(t)
    for player in t.players:
        card = cards[player.start]
        rated, change = rating_of(player)
        row = current.get(player.start)
        finished = [c for c in card.cells if c.round <= completed]
        games = tuple(GameRecord(c.round, c.kind, c.points, c.opponent, c.colour, board,
                                 with_moves.get((c.round, board)) if board is not None else None)
                      for c in card.cells for board in (boards.get((c.round, player.start)),))
        entries[player.start] = EntryRecord(
            player.start, player.name, refs[player.start].href, player.title, player.rating, player.federation,
            player.club, exact_sum([c.points for c in finished]), len(finished), row.rank if row else None,
            row.rank_label if row else "", fide_rating.performance_rating([g.opponent_rating for g in rated],
                                                                         exact_sum([g.score for g in rated])),
            change.total if change is not None and change.games else None, None, games)
    winners = tuple(refs[r.start].name for r in current.values() if r.rank == 1)
    return EventRecord(t.slug, t.name, TOURNAMENT, href, t.start_date, t.end_date, None, t.venue, language, status,
                       t.planned_rounds, completed, standings_href, winners, tuple(rounds), next_round, entries)


def league_record(league: League, boards_of: Mapping[Start, Sequence[tuple[Match, Board]]],
                  refs: Mapping[Start, PlayerRef], team_names: Mapping[str, str], leaders: Sequence[str],
                  rounds: Sequence[RoundSlot], next_round: RoundSlot | None, href: str, table_href: str | None,
                  status: str, language: str) -> EventRecord:
    """A league's record: each player's boards as his rounds (pages/league.py)."""
    entries = {}
    for player in league.players:
        games = tuple(_league_game(league, match, board, player.start) for match, board in
                      boards_of.get(player.start, ()))
        finished = [g for g in games if g.outcome is not CellKind.PENDING]
        rated = [(league.players_by_start[g.opponent].rating, _STANDARD_SCORE[g.outcome]) for g in finished
                 if g.over_the_board and g.opponent is not None and league.players_by_start[g.opponent].rating]
        performance = (fide_rating.performance_rating([r for r, _ in rated if r], exact_sum([p for _, p in rated]))
                       if rated else None)
        team = league.team_of_player.get(player.start)
        entries[player.start] = EntryRecord(
            player.start, player.name, refs[player.start].href, player.title, player.rating, player.federation,
            player.club, exact_sum([g.points for g in finished]), len(finished), None, "", performance, None,
            team_names.get(team) if team else None, games)
    day = league.start_date or next((d for d in league.dates if d is not None), None)
    return EventRecord(league.slug, league.name, LEAGUE, href, day, league.end_date, league.season, None, language,
                       status, league.rounds, league.rounds_completed, table_href, tuple(leaders), tuple(rounds),
                       next_round, entries)


_LEAGUE_OUTCOME = MappingProxyType({   # a board's result as white's and as black's round
    GameResult.WHITE_WINS: (CellKind.WIN, CellKind.LOSS), GameResult.BLACK_WINS: (CellKind.LOSS, CellKind.WIN),
    GameResult.DRAW: (CellKind.DRAW, CellKind.DRAW),
    GameResult.WHITE_WINS_FORFEIT: (CellKind.FORFEIT_WIN, CellKind.FORFEIT_LOSS),
    GameResult.BLACK_WINS_FORFEIT: (CellKind.FORFEIT_LOSS, CellKind.FORFEIT_WIN),
    GameResult.DOUBLE_FORFEIT: (CellKind.FORFEIT_LOSS, CellKind.FORFEIT_LOSS),
    GameResult.PENDING: (CellKind.PENDING, CellKind.PENDING)})


_STANDARD_SCORE = MappingProxyType({CellKind.WIN: Fraction(1), CellKind.DRAW: Fraction(1, 2),
                                    CellKind.LOSS: Fraction(0)})   # B.02: a win 1, whatever the board points


def _league_game(league: League, match: Match, board: Board, start: Start) -> GameRecord:
    at_home = board.home == start
    home_points, away_points = board_points(board, league.points)
    white = board.game.white == start
    outcome = _LEAGUE_OUTCOME[board.result][0 if white else 1]
    opponent = board.away if at_home else board.home
    return GameRecord(match.round, outcome, home_points if at_home else away_points,
                      opponent if opponent in league.players_by_start else None,
                      Colour.WHITE if white else Colour.BLACK, board.number)
