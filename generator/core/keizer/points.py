"""Each player's Keizer points over evenings 1..r under one valuation, term by term (docs/rules/keizer.md §3-§5).

A valuation gives every player a value (the value of his rank in some ranking). A game earns a share of the
opponent's value (win 1, draw ½, loss 0 by default), an evening without a game a share of one's own (the bye,
an excused or unexcused absence, club duty), and every player is credited his own value once. The terms are
`tiebreaks.values.Term`s: `raw` the value the share is taken of, `result` the share, `score` the exact product,
`value` what is credited (rounded when the settings round), `note` the kind of evening.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from math import floor
from types import MappingProxyType

from generator.core.keizer.settings import KeizerSettings, Rounding, SelfValue
from generator.core.model import AbsenceKind, ByeKind, GameResult, RuleSet, Start, Tournament
from generator.core.tiebreaks.values import Opponent, OpponentKind, Term, Value

CODE = "KEIZER"


class Status(Enum):
    """What one evening was for one player."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"
    FORFEIT_WIN = "forfeit-win"
    FORFEIT_LOSS = "forfeit-loss"
    PENDING = "pending"          # paired, no result yet: nothing counted
    BYE = "bye"                  # left over when an odd number came
    EXCUSED = "excused"
    CLUB = "club"
    UNEXCUSED = "unexcused"
    WITHDRAWN = "withdrawn"

    @property
    def game(self) -> bool:
        return self in _GAMES

    @property
    def counted_absence(self) -> bool:
        """An absence that counts towards the limit and waits for the first game (club duty does not)."""
        return self in (Status.EXCUSED, Status.UNEXCUSED)


_GAMES = frozenset({Status.WIN, Status.DRAW, Status.LOSS, Status.FORFEIT_WIN, Status.FORFEIT_LOSS})


@dataclass(frozen=True)
class Evening:
    round: int
    status: Status
    opponent: Start | None = None


_WHITE_BLACK = MappingProxyType({
    GameResult.WHITE_WINS: (Status.WIN, Status.LOSS),
    GameResult.BLACK_WINS: (Status.LOSS, Status.WIN),
    GameResult.DRAW: (Status.DRAW, Status.DRAW),
    GameResult.WHITE_WINS_FORFEIT: (Status.FORFEIT_WIN, Status.FORFEIT_LOSS),
    GameResult.BLACK_WINS_FORFEIT: (Status.FORFEIT_LOSS, Status.FORFEIT_WIN),
    GameResult.DOUBLE_FORFEIT: (Status.FORFEIT_LOSS, Status.FORFEIT_LOSS),
    GameResult.PENDING: (Status.PENDING, Status.PENDING),
})
_ABSENT = MappingProxyType({AbsenceKind.EXCUSED: Status.EXCUSED, AbsenceKind.CLUB: Status.CLUB,
                            AbsenceKind.UNEXCUSED: Status.UNEXCUSED})


def evenings(tournament: Tournament, after_round: int) -> dict[Start, tuple[Evening, ...]]:
    """Every player's evenings 1..after_round. Nothing entered is an unexcused absence (or a withdrawal); a
    zero-point bye is one too, any other bye counts as the bye."""
    out: dict[Start, list[Evening]] = {p.start: [] for p in tournament.players}
    for number in range(1, after_round + 1):
        for start, evening in round_evenings(tournament, number).items():
            out[start].append(evening)
    return {start: tuple(found) for start, found in out.items()}


def round_evenings(tournament: Tournament, number: int) -> dict[Start, Evening]:
    found: dict[Start, Evening] = {}
    entered = tournament.round(number)
    if entered is not None:
        for game in entered.games:
            white, black = _WHITE_BLACK[game.result]
            found[game.white] = Evening(number, white, game.black)
            found[game.black] = Evening(number, black, game.white)
        for bye in entered.byes:
            found[bye.player] = Evening(number, Status.UNEXCUSED if bye.kind is ByeKind.ZERO else Status.BYE)
        for absence in entered.absences:
            found[absence.player] = Evening(number, _ABSENT[absence.kind])
    for player in tournament.players:
        if player.start not in found:
            status = Status.WITHDRAWN if tournament.withdrawn_in(player.start, number) else Status.UNEXCUSED
            found[player.start] = Evening(number, status)
    return found


def share(settings: KeizerSettings, status: Status) -> Fraction:
    """The share of a value an evening earns: of the opponent's for a game, of one's own otherwise."""
    return {
        Status.WIN: settings.win, Status.DRAW: settings.draw, Status.LOSS: settings.loss,
        Status.FORFEIT_WIN: settings.forfeit_win, Status.FORFEIT_LOSS: settings.forfeit_loss,
        Status.BYE: settings.bye, Status.EXCUSED: settings.excused, Status.CLUB: settings.club,
        Status.UNEXCUSED: settings.unexcused,
    }.get(status, _ZERO)


_ZERO = Fraction(0)


def tally(tournament: Tournament, settings: KeizerSettings, played: Mapping[Start, tuple[Evening, ...]],
          valuation: Mapping[Start, int], initial: Mapping[Start, int]) -> dict[Start, Value]:
    """Every player's Keizer points over `played` with each value taken from `valuation` (the own value once
    from `initial` when the settings say so)."""
    names = {p.start: p.name for p in tournament.players}
    return {start: _player_tally(start, settings, played[start], valuation, initial, names) for start in played}


def _player_tally(start: Start, settings: KeizerSettings, played: tuple[Evening, ...],
                  valuation: Mapping[Start, int], initial: Mapping[Start, int], names: Mapping[Start, str]) -> Value:
    terms = [_self_term(start, settings, valuation, initial)]
    games = absences = 0
    for evening in played:
        if evening.status.counted_absence:
            absences += 1
        cut = _why_nothing(evening.status, settings, games, absences)
        terms.append(_term(start, evening, settings, valuation, names, cut))
        games += evening.status.game
    total = sum((term.used for term in terms), _ZERO)
    return Value(CODE, total, tuple(terms), RuleSet.NONE)


def _why_nothing(status: Status, settings: KeizerSettings, games: int, absences: int) -> str | None:
    if not status.counted_absence:
        return None
    if settings.after_first_game and games == 0:
        return "before-first-game"
    if settings.absence_limit is not None and absences > settings.absence_limit:
        return "limit"
    return None


def _self_term(start: Start, settings: KeizerSettings, valuation: Mapping[Start, int],
               initial: Mapping[Start, int]) -> Term:
    own = {SelfValue.CURRENT: valuation[start], SelfValue.INITIAL: initial[start], SelfValue.NONE: 0}[
        settings.self_value]
    value = Fraction(own)
    return Term(None, None, value, raw=value, result=Fraction(1), score=value, note="self")


def _term(start: Start, evening: Evening, settings: KeizerSettings, valuation: Mapping[Start, int],
          names: Mapping[Start, str], cut: str | None) -> Term:
    opponent = None
    if evening.opponent is not None:
        worth = Fraction(valuation[evening.opponent])
        opponent = Opponent(OpponentKind.REAL, evening.opponent, names[evening.opponent])
    else:
        worth = Fraction(valuation[start])
    part = share(settings, evening.status)
    exact = part * worth
    credited = Fraction(floor(exact + Fraction(1, 2))) if settings.rounding is Rounding.INTEGER else exact
    term = Term(evening.round, opponent, credited, raw=worth, result=part, score=exact, note=evening.status.value)
    return term.as_cut(cut) if cut is not None else term
