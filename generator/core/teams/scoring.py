"""Scoring a league: board points, match results, and each team's rounds (docs/rules/teams.md §1).

Pure: a `League` in, `TeamCard`s out. A match gives each team match points (MP) and game points (GP, the sum of
its board points) (FIDE C.07 11.1); the team with more game points wins the match (DSJ Spielordnung 5.2).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from types import MappingProxyType

from generator.core.model import GameResult, PointSystem
from generator.core.scoring import exact_sum
from generator.core.teams.model import Board, ByeKind, League, Match, MatchForfeit, MatchPoints, TeamBye

ZERO = Fraction(0)


class Outcome(Enum):
    """What one round was for one team."""

    WIN = "W"
    DRAW = "D"
    LOSS = "L"
    FORFEIT_WIN = "+F"       # the whole match won by forfeit (TRF-2026 record 330)
    FORFEIT_LOSS = "-F"
    DOUBLE_FORFEIT = "--"
    PAB = "PAB"
    FULL_BYE = "FPB"
    HALF_BYE = "HPB"
    ZERO_BYE = "ZPB"
    OFF = "off"              # no match this round (the odd team out of a round robin): nothing counts
    PENDING = "P"            # the match is not finished yet

    @property
    def played(self) -> bool:
        """A match played over the boards (individual forfeits inside it included)."""
        return self in (Outcome.WIN, Outcome.DRAW, Outcome.LOSS)

    @property
    def won(self) -> bool:
        return self in (Outcome.WIN, Outcome.FORFEIT_WIN)

    @property
    def voluntary(self) -> bool:
        """A voluntarily unplayed round (C.07 16.1): a requested bye or a forfeited match."""
        return self in (Outcome.HALF_BYE, Outcome.ZERO_BYE, Outcome.FORFEIT_LOSS, Outcome.DOUBLE_FORFEIT)

    @property
    def requested(self) -> bool:
        """A requested bye (C.07 16.1): the rounds 16.3 may count as draws for the opponents."""
        return self in (Outcome.HALF_BYE, Outcome.ZERO_BYE)


@dataclass(frozen=True)
class TeamRound:
    """One team's round: its outcome, match and game points, the opponent, and its points board by board."""

    round: int
    outcome: Outcome
    mp: Fraction = ZERO
    gp: Fraction = ZERO
    opponent: str | None = None
    home: bool | None = None
    opponent_gp: Fraction = ZERO
    boards: tuple[Fraction, ...] = ()   # own points on board 1, 2, … (a whole match forfeited: every board)

    @property
    def counts(self) -> bool:
        """A round that gives points (finished, or a bye)."""
        return self.outcome not in (Outcome.PENDING, Outcome.OFF)


@dataclass(frozen=True)
class TeamCard:
    """A team's rounds 1..k, in order."""

    team: str
    rounds: tuple[TeamRound, ...]

    @property
    def mp(self) -> Fraction:
        return exact_sum([r.mp for r in self.rounds])

    @property
    def gp(self) -> Fraction:
        return exact_sum([r.gp for r in self.rounds])

    def score(self, match_points: bool) -> Fraction:
        return self.mp if match_points else self.gp

    def count(self, *outcomes: Outcome) -> int:
        return sum(1 for r in self.rounds if r.outcome in outcomes)


_PLAYED_POINTS = MappingProxyType({
    GameResult.WHITE_WINS: ("win", "loss"),
    GameResult.BLACK_WINS: ("loss", "win"),
    GameResult.DRAW: ("draw", "draw"),
    GameResult.WHITE_WINS_FORFEIT: ("forfeit_win", "forfeit_loss"),
    GameResult.BLACK_WINS_FORFEIT: ("forfeit_loss", "forfeit_win"),
    GameResult.DOUBLE_FORFEIT: ("forfeit_loss", "forfeit_loss"),
})


def board_points(board: Board, points: PointSystem) -> tuple[Fraction, Fraction]:
    """Home and away points of a board (a board without a result yet: nothing)."""
    fields = _PLAYED_POINTS.get(board.home_result)
    if fields is None:
        return ZERO, ZERO
    return getattr(points, fields[0]), getattr(points, fields[1])


def match_outcome(own: Fraction, other: Fraction, nothing_played: bool) -> Outcome:
    """More game points win (DSJ Spielordnung 5.2). A match where no board was played and nobody scored is lost
    by both teams (our decision, as TieBreakServer does; docs/rules/teams.md §1)."""
    if own > other:
        return Outcome.WIN
    if own < other:
        return Outcome.LOSS
    return Outcome.LOSS if nothing_played and own == 0 else Outcome.DRAW


def _mp(outcome: Outcome, points: MatchPoints) -> Fraction:
    if outcome in (Outcome.WIN, Outcome.FORFEIT_WIN, Outcome.FULL_BYE):
        return points.win
    if outcome in (Outcome.DRAW, Outcome.HALF_BYE):
        return points.draw
    return points.loss


def score_match(match: Match, league: League) -> tuple[TeamRound, TeamRound]:
    """The home and the away team's round of a match."""
    if match.forfeit is not None:
        return _forfeited(match, league)
    if match.pending:
        return (TeamRound(match.round, Outcome.PENDING, opponent=match.away, home=True),
                TeamRound(match.round, Outcome.PENDING, opponent=match.home, home=False))
    pairs = [board_points(b, league.points) for b in match.boards]
    home_boards = tuple(p[0] for p in pairs)
    away_boards = tuple(p[1] for p in pairs)
    home_gp, away_gp = exact_sum(home_boards), exact_sum(away_boards)
    nothing_played = not any(b.result.played for b in match.boards)
    home_outcome = match_outcome(home_gp, away_gp, nothing_played)
    away_outcome = match_outcome(away_gp, home_gp, nothing_played)
    mp = league.match_points
    return (TeamRound(match.round, home_outcome, _mp(home_outcome, mp), home_gp, match.away, True, away_gp,
                      home_boards),
            TeamRound(match.round, away_outcome, _mp(away_outcome, mp), away_gp, match.home, False, home_gp,
                      away_boards))


def _forfeited(match: Match, league: League) -> tuple[TeamRound, TeamRound]:
    """A whole match forfeited: the winner gets a won match and every board won by forfeit (the TEC exercises'
    "+F = 2 MP + 4 GP" in a 4-board event), the loser nothing; a double forfeit gives nothing to both."""
    won = tuple([league.points.forfeit_win] * league.boards)
    lost = tuple([league.points.forfeit_loss] * league.boards)
    home_wins = match.forfeit is MatchForfeit.HOME_WINS
    away_wins = match.forfeit is MatchForfeit.AWAY_WINS
    home = (Outcome.FORFEIT_WIN if home_wins else Outcome.DOUBLE_FORFEIT if not away_wins
            else Outcome.FORFEIT_LOSS)
    away = (Outcome.FORFEIT_WIN if away_wins else Outcome.DOUBLE_FORFEIT if not home_wins
            else Outcome.FORFEIT_LOSS)
    home_points, away_points = (won if home_wins else lost), (won if away_wins else lost)
    mp = league.match_points
    return (TeamRound(match.round, home, _mp(home, mp), sum(home_points, ZERO), match.away, True,
                      sum(away_points, ZERO), home_points),
            TeamRound(match.round, away, _mp(away, mp), sum(away_points, ZERO), match.home, False,
                      sum(home_points, ZERO), away_points))


_BYE_OUTCOMES = MappingProxyType({
    ByeKind.PAB: Outcome.PAB,
    ByeKind.FULL: Outcome.FULL_BYE,
    ByeKind.HALF: Outcome.HALF_BYE,
    ByeKind.ZERO: Outcome.ZERO_BYE,
})


def score_bye(bye: TeamBye, league: League) -> TeamRound:
    """A bye's points: record 320's for a pairing-allocated bye, otherwise those of a won (full), drawn (half)
    or lost (zero) match with every board won, drawn or lost. Without record 320 a pairing-allocated bye is
    worth a drawn match (C.04.6 1.4 as we read it; docs/rules/teams.md §1). For the board tie-breaks a
    pairing-allocated bye is every board won, whatever its game points (TEC exercises §12: "PABs provide the
    same points as a regular win")."""
    outcome = _BYE_OUTCOMES[bye.kind]
    win, draw = league.points.win, league.points.draw
    if outcome is Outcome.PAB:
        mp, gp = league.pab_points or (league.match_points.draw, draw * league.boards)
        return TeamRound(bye.round, outcome, mp, gp, boards=(win,) * league.boards)
    per_board = {Outcome.FULL_BYE: win, Outcome.HALF_BYE: draw}.get(outcome, league.points.loss)
    return TeamRound(bye.round, outcome, _mp(outcome, league.match_points), per_board * league.boards,
                     boards=(per_board,) * league.boards)


def team_cards(league: League, after_round: int | None = None) -> dict[str, TeamCard]:
    """Every team's rounds 1..after_round (default: every round entered), in team order."""
    last = league.rounds_entered if after_round is None else after_round
    per_team: dict[str, dict[int, TeamRound]] = {t.slug: {} for t in league.teams}
    for match in league.matches:
        if match.round <= last:
            home, away = score_match(match, league)
            per_team[match.home][match.round] = home
            per_team[match.away][match.round] = away
    for bye in league.byes:
        if bye.round <= last:
            per_team[bye.team][bye.round] = score_bye(bye, league)
    return {slug: TeamCard(slug, tuple(rounds.get(n) or TeamRound(n, Outcome.OFF) for n in range(1, last + 1)))
            for slug, rounds in per_team.items()}
