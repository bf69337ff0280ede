"""What every Swiss pairing system needs before and after it chooses pairs (shared by Burstein and Dutch).

Pure: a `Tournament` in, value objects out. Sections cited below are those of docs/rules/burstein.md (§3, §4,
§10, §11) and docs/rules/dutch.md (§2, §8), which describe how the reference engine (bbpPairings) reads the rules;
both its modes share these rules.

Vocabulary:
- the *round being paired* is `round_number`; rounds `1 .. round_number - 1` are its history;
- a *present* player has nothing entered for the round being paired (no board, no bye, not withdrawn);
- the *effective rank* (0-based) numbers, in starting-number order, the players who are present or have ever
  been paired (a board, forfeits included, or a pairing-allocated bye): docs/rules/dutch.md §2.1;
- the *pairing score* is points plus this round's acceleration (docs/rules/burstein.md §3.5).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from types import MappingProxyType
from typing import NamedTuple

from generator.core.errors import BulletinError
from generator.core.messages import Msg
from generator.core.model import ByeKind, Colour, GameResult, Start, Tournament
from generator.core.pairing.reasons import colour_name, say
from generator.core.scoring import common_denominator, in_units, shared_fraction

ZERO = Fraction(0)


class PairingError(BulletinError):
    """No legal pairing exists, or the tournament cannot be paired; the message names the blocking rule."""


class Outcome(Enum):
    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


class Strength(Enum):
    """How much a player wants a colour (docs/rules/burstein.md §10.1)."""

    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


class Float(Enum):
    """The float of one past round (docs/rules/dutch.md §2.4)."""

    NONE = "none"
    DOWN = "down"
    UP = "up"


class RoundRecord(NamedTuple):
    """One past round of one player, as a pairing engine sees it (docs/rules/dutch.md §8).

    `played`: a game over the board (a pending game counts as a played draw: Burstein original text art. 2).
    `paired`: the player was paired that round (a board, forfeits included, or the pairing-allocated bye).
    `opponent`: the scheduled opponent, None for a bye or absence. `colour`: only for games played.
    """

    round: int
    outcome: Outcome
    points: Fraction
    played: bool
    paired: bool
    opponent: Start | None = None
    colour: Colour | None = None
    bye: ByeKind | None = None
    float: Float = Float.NONE

    @property
    def unplayed(self) -> bool:
        return not self.played

    @property
    def pab(self) -> bool:
        return self.bye is ByeKind.PAB

    @property
    def forfeit_win(self) -> bool:
        return self.paired and not self.played and self.opponent is not None and self.outcome is Outcome.WIN


@dataclass(frozen=True)
class ColourPreference:
    """A player's colour wish before the round (docs/rules/burstein.md §10.1)."""

    colour: Colour | None
    strength: Strength
    imbalance: int          # |white games - black games|, played games only
    repeated: bool          # the last two played games had the same colour

    @property
    def absolute(self) -> bool:
        return self.strength is Strength.ABSOLUTE

    @property
    def strong(self) -> bool:
        return self.strength is Strength.STRONG

    def compatible_with(self, other: "ColourPreference") -> bool:
        """Both can get what they want: different wishes, or at least one without a wish."""
        return self.colour is None or other.colour is None or self.colour is not other.colour


def colour_preference(colours: Sequence[Colour]) -> ColourPreference:
    """The preference from the colours of the played games, oldest first.

    Absolute when the imbalance is above 1 or the last two games had the same colour; strong when the
    imbalance is 1; mild (alternate) otherwise; none before the first played game.
    """
    whites = sum(1 for c in colours if c is Colour.WHITE)
    blacks = len(colours) - whites
    imbalance = abs(whites - blacks)
    fewer = Colour.BLACK if whites > blacks else Colour.WHITE
    repeated = len(colours) >= 2 and colours[-1] is colours[-2]
    if imbalance > 1:
        return ColourPreference(fewer, Strength.ABSOLUTE, imbalance, repeated)
    if repeated:
        return ColourPreference(colours[-1].opposite, Strength.ABSOLUTE, imbalance, repeated)
    if imbalance == 1:
        return ColourPreference(fewer, Strength.STRONG, imbalance, repeated)
    if colours:
        return ColourPreference(colours[-1].opposite, Strength.MILD, imbalance, repeated)
    return ColourPreference(None, Strength.NONE, 0, False)


@dataclass(frozen=True)
class PlayerState:
    """Everything a pairing system needs to know about one player for the round being paired."""

    start: Start
    rank: int                       # effective rank, 0-based (docs/rules/dutch.md §2.1); -1 when not numbered
    rating: int
    points: Fraction                # real points over the history
    acceleration: Fraction          # virtual points for the round being paired
    history: tuple[RoundRecord, ...]
    preference: ColourPreference
    met: frozenset[Start]           # opponents met over the board (forfeits are not meetings)
    forbidden: frozenset[Start]     # met, plus pairs forbidden by the organiser (XXP)
    present: bool

    @property
    def pairing_score(self) -> Fraction:
        return self.points + self.acceleration if self.acceleration else self.points

    @property
    def colours(self) -> tuple[Colour, ...]:
        """Colours of the games played over the board, oldest first."""
        return tuple(r.colour for r in self.history if r.played and r.colour is not None)

    @property
    def had_pab(self) -> bool:
        return any(r.pab for r in self.history)

    @property
    def had_forfeit_win(self) -> bool:
        return any(r.forfeit_win for r in self.history)

    @property
    def games_played(self) -> int:
        return sum(1 for r in self.history if r.played)

    def floats(self, last: int = 2) -> tuple[Float, ...]:
        """Floats of the last `last` rounds, oldest first."""
        return tuple(r.float for r in self.history[-last:])

    def may_meet(self, other: "PlayerState") -> bool:
        """No rematch, no forbidden pair, never two players with the same absolute colour wish."""
        if other.start in self.forbidden or other.start == self.start:
            return False
        both_absolute = self.preference.absolute and other.preference.absolute
        return not (both_absolute and self.preference.colour is other.preference.colour)


@dataclass(frozen=True)
class PairingInput:
    """The state of the tournament for the round being paired."""

    round_number: int
    players: Mapping[Start, PlayerState]
    initial_colour: Colour | None
    planned_rounds: int

    @property
    def present(self) -> tuple[PlayerState, ...]:
        return tuple(p for p in self.players.values() if p.present)

    @property
    def rounds_played(self) -> int:
        return self.round_number - 1


@dataclass(frozen=True)
class Board:
    white: Start
    black: Start


@dataclass(frozen=True)
class Reason:
    """Why the pairing departs from the plain fold for some players, in words a player understands."""

    players: tuple[Start, ...]
    text: str               # a `Msg` (pairing/wording.py): English, and worded in other languages by its key
    kind: str = "pairing"   # "pairing", "colour", "float", "bye"


@dataclass(frozen=True)
class Pairing:
    """The result of pairing one round: boards in board order, the pairing-allocated bye, the reasons."""

    round_number: int
    boards: tuple[Board, ...]
    bye: Start | None = None
    reasons: tuple[Reason, ...] = ()
    system: str = "burstein"
    absent: tuple[Start, ...] = field(default=())

    def reasons_for(self, player: Start) -> tuple[Reason, ...]:
        return tuple(r for r in self.reasons if player in r.players)


# --- building the state ------------------------------------------------------------------------------------

# Not scoring's cell table: for pairing an unfinished game counts as a draw (Burstein art. 2; docs/rules/
# burstein.md §3.2), where standings give it no points yet.
_OUTCOME_OF_GAME = MappingProxyType({
    GameResult.WHITE_WINS: (Outcome.WIN, Outcome.LOSS),
    GameResult.BLACK_WINS: (Outcome.LOSS, Outcome.WIN),
    GameResult.DRAW: (Outcome.DRAW, Outcome.DRAW),
    GameResult.PENDING: (Outcome.DRAW, Outcome.DRAW),
    GameResult.WHITE_WINS_FORFEIT: (Outcome.WIN, Outcome.LOSS),
    GameResult.BLACK_WINS_FORFEIT: (Outcome.LOSS, Outcome.WIN),
    GameResult.DOUBLE_FORFEIT: (Outcome.LOSS, Outcome.LOSS),
})

_OUTCOME_OF_BYE = MappingProxyType({ByeKind.PAB: Outcome.WIN, ByeKind.FULL: Outcome.WIN,
                                    ByeKind.HALF: Outcome.DRAW, ByeKind.ZERO: Outcome.LOSS})


def _bye_outcome(tournament: Tournament, kind: ByeKind) -> Outcome:
    """A round robin's free round is worth what `points: {free_round: …}` says (none by default:
    docs/rules/round-robin.md), so its outcome follows its points; the other byes have a fixed outcome."""
    if kind is not ByeKind.FREE:
        return _OUTCOME_OF_BYE[kind]
    points = tournament.points
    worth = points.free_round
    return Outcome.WIN if worth >= points.win else Outcome.DRAW if worth >= points.draw else Outcome.LOSS


def _points(tournament: Tournament, outcome: Outcome, played: bool) -> Fraction:
    p = tournament.points
    if outcome is Outcome.DRAW:
        return p.draw
    if outcome is Outcome.WIN:
        return p.win if played else p.forfeit_win
    return p.loss if played else p.forfeit_loss


class _Worth:
    """What each game result and bye is worth to a pairing, as a record's points and in whole units of one
    common denominator, made once a pairing."""

    def __init__(self, tournament: Tournament) -> None:
        p = tournament.points
        self.denominator = common_denominator((p.win, p.draw, p.loss, p.forfeit_win, p.forfeit_loss, p.pab,
                                               p.full_bye, p.half_bye, p.zero_bye, p.free_round))
        self.games: dict[GameResult, tuple[tuple[Outcome, Fraction, int], tuple[Outcome, Fraction, int], bool]] = {}
        for result, (white, black) in _OUTCOME_OF_GAME.items():
            played = result.played or result.pending
            self.games[result] = (self._valued(white, _points(tournament, white, played)),
                                  self._valued(black, _points(tournament, black, played)), played)
        self.byes = {kind: self._valued(_bye_outcome(tournament, kind), p.for_bye(kind)) for kind in ByeKind}
        self.loss = in_units(p.loss, self.denominator)

    def _valued(self, outcome: Outcome, points: Fraction) -> tuple[Outcome, Fraction, int]:
        return outcome, points, in_units(points, self.denominator)


def round_records(tournament: Tournament, round_number: int, worth: _Worth, running: dict[Start, int]
                  ) -> dict[Start, RoundRecord]:
    """Every player's record of one round (nothing entered means absent: a zero-point bye), its float marked
    from `running`, each player's points before the round in `worth`'s units, which it then adds the round to.

    Floats (docs/rules/dutch.md §2.4): a game against a lower (higher) score before the round is a down- (up-)
    float; an unplayed round scoring more than a loss is a downfloat."""
    out: dict[Start, RoundRecord] = {}
    units: dict[Start, int] = {}
    loss = worth.loss
    entered = tournament.round(round_number)
    if entered is not None:
        for game in entered.games:
            (white_outcome, white_points, white_units), (black_outcome, black_points, black_units), played = \
                worth.games[game.result]
            white, black = game.white, game.black
            if played:
                mine, theirs = running.get(white, 0), running.get(black, 0)
                white_float = Float.DOWN if mine > theirs else Float.UP if mine < theirs else Float.NONE
                black_float = Float.UP if mine > theirs else Float.DOWN if mine < theirs else Float.NONE
            else:
                white_float = Float.DOWN if white_units > loss else Float.NONE
                black_float = Float.DOWN if black_units > loss else Float.NONE
            out[white] = RoundRecord(round_number, white_outcome, white_points, played, True, black,
                                     Colour.WHITE if played else None, None, white_float)
            out[black] = RoundRecord(round_number, black_outcome, black_points, played, True, white,
                                     Colour.BLACK if played else None, None, black_float)
            units[white], units[black] = white_units, black_units
        for bye in entered.byes:
            outcome, points, bye_units = worth.byes[bye.kind]
            out[bye.player] = RoundRecord(round_number, outcome, points, False, bye.kind is ByeKind.PAB,
                                          None, None, bye.kind, Float.DOWN if bye_units > loss else Float.NONE)
            units[bye.player] = bye_units
    absent, _, absent_units = worth.byes[ByeKind.ZERO]
    absent_float = Float.DOWN if absent_units > loss else Float.NONE
    for player in tournament.players:
        if player.start not in out:
            out[player.start] = RoundRecord(round_number, absent, tournament.points.zero_bye, False, False,
                                            None, None, ByeKind.ZERO, absent_float)
            units[player.start] = absent_units
    for start in running:
        running[start] += units[start]
    return out



def default_acceleration(tournament: Tournament, round_number: int, numbered: Sequence[Start],
                         took_part_in_round_one: set[Start]) -> dict[Start, Fraction]:
    """Burstein rounds 1 and 2: walking the starting order from the top, players get a win's points until
    ⌊P/2⌋ of the P players taking part in round 1 have received them (docs/rules/burstein.md §4.1)."""
    if round_number > 2:
        return {}
    remaining = len(took_part_in_round_one)
    out: dict[Start, Fraction] = {}
    if remaining <= 1:
        return out
    for start in numbered:
        out[start] = tournament.points.win
        if start in took_part_in_round_one:
            remaining -= 2
            if remaining <= 1:
                break
    return out


def pairing_input(tournament: Tournament, round_number: int | None = None,
                  accelerate: bool = True) -> PairingInput:
    """The pairing state of every player for `round_number` (default: the first round without boards).

    Acceleration: the tournament's own values (TRF XXA) when it has any; otherwise, with `accelerate`, the
    Burstein default for rounds 1 and 2 (a system with its own rule passes `accelerate=False`)."""
    if round_number is None:
        round_number = next_round_number(tournament)
    if round_number < 1:
        raise PairingError(f"round {round_number} does not exist; rounds are numbered from 1")
    worth = _Worth(tournament)
    totals = {p.start: 0 for p in tournament.players}   # each player's points so far, in worth's units
    per_round = [round_records(tournament, r, worth, totals) for r in range(1, round_number)]
    history = {p.start: [records[p.start] for records in per_round] for p in tournament.players}
    current = tournament.round(round_number)
    busy = current.participants() if current is not None else set()
    present = {p.start for p in tournament.players
               if p.start not in busy and not tournament.withdrawn_in(p.start, round_number)}
    ever_paired = {s for s, records in history.items() if any(r.paired for r in records)}
    numbered = [p.start for p in tournament.players if p.start in present or p.start in ever_paired]
    rank = {start: index for index, start in enumerate(numbered)}
    acceleration = _acceleration(tournament, round_number, history, present, accelerate)
    forbidden_groups = [group for group in tournament.forbidden_pairs]
    players: dict[Start, PlayerState] = {}
    # one object for equal scores: tuples holding them compare by identity
    scores: dict[tuple[int, int], Fraction] = {}
    for player in tournament.players:
        records = tuple(history[player.start])
        points = shared_fraction(totals[player.start], worth.denominator, scores)
        met = frozenset(r.opponent for r in records if r.played and r.opponent is not None)
        organiser = frozenset(s for g in forbidden_groups if player.start in g for s in g if s != player.start)
        colours = [r.colour for r in records if r.played and r.colour is not None]
        players[player.start] = PlayerState(
            start=player.start, rank=rank.get(player.start, -1), rating=player.rating or 0,
            points=points, acceleration=acceleration.get(player.start, ZERO),
            history=records, preference=colour_preference(colours), met=met, forbidden=met | organiser,
            present=player.start in present)
    return PairingInput(round_number, players, tournament.initial_colour or infer_initial_colour(players),
                        tournament.planned_rounds)


def _acceleration(tournament: Tournament, round_number: int, history: Mapping[Start, list[RoundRecord]],
                  present: set[Start], default: bool) -> dict[Start, Fraction]:
    if tournament.acceleration:  # XXA lines replace the default acceleration
        return {start: values[round_number - 1] for start, values in tournament.acceleration.items()
                if len(values) >= round_number}
    if not default:
        return {}
    if round_number == 1:
        took_part = set(present)
    else:
        took_part = {s for s, records in history.items() if records and records[0].paired}
    order = sorted(p.start for p in tournament.players)
    return default_acceleration(tournament, round_number, order, took_part)


def next_round_number(tournament: Tournament) -> int:
    """The round to pair next: the first round without boards (a round holding only byes counts as unpaired)."""
    number = 1
    while True:
        entered = tournament.round(number)
        if entered is None or not entered.games:
            return number
        number += 1


def infer_initial_colour(players: Mapping[Start, PlayerState]) -> Colour | None:
    """Without a drawing of lots on record, the colour the top-ranked player had in the first round with
    colours, inverted when that player's position among those paired by then is odd (docs/rules/burstein.md §10.3)."""
    rounds = [r.round for p in players.values() for r in p.history if r.colour is not None]
    if not rounds:
        return None
    first = min(rounds)
    position = 0
    for player in sorted(players.values(), key=lambda p: p.start):
        if not any(r.paired for r in player.history[:first]):
            continue
        colour = player.history[first - 1].colour
        if colour is not None:
            return colour.opposite if position % 2 else colour
        position += 1
    return None


# --- colours (docs/rules/burstein.md §10, docs/rules/dutch.md §10) ------------------------------------------

def _last_difference(first: PlayerState, second: PlayerState) -> tuple[Colour, Colour, int] | None:
    """Walking both played-colour sequences back from their latest game: the first place where they differ
    (each player's colour there, and how many games back)."""
    a, b = first.colours, second.colours
    back = 1
    while back <= len(a) and back <= len(b):
        if a[-back] is not b[-back]:
            return a[-back], b[-back], back
        back += 1
    return None


def allocate_colour(player: PlayerState, opponent: PlayerState, player_is_higher: bool,
                    initial: Colour | None) -> tuple[Colour, Msg]:
    """The colour `player` gets against `opponent`, with the reason (the first rule that decides wins).

    `player_is_higher` says which of the two the system ranks higher (rules 5.2.4 and 5.2.5).
    """
    mine, theirs = player.preference, opponent.preference
    name, other = player.start, opponent.start
    if mine.compatible_with(theirs):
        if mine.colour is not None and theirs.strength.value > mine.strength.value:
            return mine.colour, _wish_reason(opponent)  # the same colours; name the stronger wish
        if mine.colour is not None:
            return mine.colour, _wish_reason(player)
        if theirs.colour is not None:
            return theirs.colour.opposite, _wish_reason(opponent)
    else:
        assert mine.colour is not None and theirs.colour is not None, "incompatible wishes are two wishes"
        want = colour_name(mine.colour)
        if mine.absolute and (mine.imbalance > theirs.imbalance or not theirs.absolute):
            return mine.colour, say("pairing.colour.outweighs", wish=_wish_reason(player), other=other)
        if theirs.absolute and (theirs.imbalance > mine.imbalance or not mine.absolute):
            return theirs.colour.opposite, say("pairing.colour.outweighs", wish=_wish_reason(opponent), other=name)
        if mine.strong and not theirs.strong:
            return mine.colour, say("pairing.colour.stronger", wish=_wish_reason(player), other=other)
        if theirs.strong and not mine.strong:
            return theirs.colour.opposite, say("pairing.colour.stronger", wish=_wish_reason(opponent), other=name)
        difference = _last_difference(player, opponent)
        if difference is not None:
            _, theirs_then, back = difference
            return theirs_then, say("pairing.colour.swapped_last" if back == 1 else "pairing.colour.swapped_back",
                                    colour=colour_name(theirs_then), player=name, want=want, back=back,
                                    had=colour_name(theirs_then.opposite))
    if mine.colour is None:
        higher, lower = (player, opponent) if player.rank < opponent.rank else (opponent, player)
        if initial is None:
            raise PairingError("round 1 needs the colour of the top board (the drawing of lots): "
                               "set the initial colour (tournament.yml 'initial_colour: white' or black; TRF "
                               "'XXC white1' or 'XXC black1')")
        higher_colour = initial if higher.rank % 2 == 0 else initial.opposite
        colour = higher_colour if higher is player else higher_colour.opposite
        return colour, say("pairing.colour.lots_odd" if higher.rank % 2 == 0 else "pairing.colour.lots_even",
                           colour=colour_name(higher_colour), player=higher.start)
    if player_is_higher:
        return mine.colour, say("pairing.colour.ranked_higher", colour=colour_name(mine.colour), player=name)
    assert theirs.colour is not None, "only incompatible wishes come this far"
    return theirs.colour.opposite, say("pairing.colour.ranked_higher", colour=colour_name(theirs.colour),
                                       player=other)


def _wish_reason(player: PlayerState) -> Msg:
    pref = player.preference
    want = colour_name(pref.colour)
    colours = player.colours
    if pref.repeated and (pref.imbalance <= 1):
        return say("pairing.wish.repeated", want=want, player=player.start, last=colour_name(colours[-1]))
    if pref.colour is not None and pref.imbalance > 1:   # an imbalance always comes with a wish
        return say("pairing.wish.imbalance", want=want, player=player.start, n=pref.imbalance,
                   other_colour=colour_name(pref.colour.opposite))
    if pref.colour is not None and pref.imbalance == 1:
        return say("pairing.wish.one_more", want=want, player=player.start,
                   other_colour=colour_name(pref.colour.opposite))
    return say("pairing.wish.alternating", want=want, player=player.start, last=colour_name(colours[-1]))


def make_board(player: PlayerState, opponent: PlayerState, player_is_higher: bool,
               initial: Colour | None) -> tuple[Board, Msg]:
    colour, reason = allocate_colour(player, opponent, player_is_higher, initial)
    if colour is Colour.WHITE:
        return Board(player.start, opponent.start), reason
    return Board(opponent.start, player.start), reason


# --- board order and output (docs/rules/burstein.md §11) -----------------------------------------------------

def order_boards(boards: Iterable[Board], players: Mapping[Start, PlayerState]) -> tuple[Board, ...]:
    """Boards by the higher player's real score, then the lower player's, then the higher player's rank
    (acceleration does not count here)."""
    boards = tuple(boards)
    seated = [players[s] for board in boards for s in (board.white, board.black)]
    denominator = common_denominator(p.points for p in seated)
    points = {p.start: in_units(p.points, denominator) for p in seated}   # whole numbers compare without calls

    def key(board: Board) -> tuple[int, int, int]:
        a, b = players[board.white], players[board.black]
        higher, lower = (a, b) if (points[a.start], -a.rank) >= (points[b.start], -b.rank) else (b, a)
        return (-points[higher.start], -points[lower.start], higher.rank)
    return tuple(sorted(boards, key=key))


def exchange_format(pairing: Pairing) -> str:
    """The format pairing engines exchange: the number of pairs (the bye counted), then `WHITE BLACK` lines
    by starting number in board order, the bye last as `N 0`."""
    lines = [str(len(pairing.boards) + (pairing.bye is not None))]
    lines += [f"{b.white} {b.black}" for b in pairing.boards]
    if pairing.bye is not None:
        lines.append(f"{pairing.bye} 0")
    return "\n".join(lines) + "\n"
