"""The tournament as data: small frozen value objects, no I/O.

Points are exact `Fraction`s. A player is identified by the starting number (`Start`).
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from functools import cached_property
from typing import NewType, cast

from generator.core.gamescore import GameScore
from generator.core.keizer.settings import KeizerSettings
from generator.core.prizes.fund import PrizeFund

Start = NewType("Start", int)
HALF = Fraction(1, 2)


TITLES = ("GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM")   # FIDE titles, as TRF and content files write them


class Colour(Enum):

    WHITE = "w"
    BLACK = "b"

    @property
    def opposite(self) -> "Colour":
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE


class GameResult(Enum):
    """How a board ended, as the organiser entered it (white's result first)."""


    WHITE_WINS = "1-0"
    BLACK_WINS = "0-1"
    DRAW = "½-½"
    WHITE_WINS_FORFEIT = "+-"
    BLACK_WINS_FORFEIT = "-+"
    DOUBLE_FORFEIT = "--"
    PENDING = ""

    @property
    def played(self) -> bool:
        """Played over the board (a finished game with moves)."""
        return self in (GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW)

    @property
    def forfeit(self) -> bool:
        return self in (GameResult.WHITE_WINS_FORFEIT, GameResult.BLACK_WINS_FORFEIT,
                        GameResult.DOUBLE_FORFEIT)

    @property
    def pending(self) -> bool:
        return self is GameResult.PENDING


class ByeKind(Enum):
    """Rounds a player is not paired with an opponent (docs/rules/tiebreaks.md §2)."""


    PAB = "pab"    # pairing-allocated bye (odd number of players)
    FULL = "full"  # full-point bye awarded some other way
    HALF = "half"  # requested half-point bye
    ZERO = "zero"  # requested zero-point bye or announced absence
    FREE = "free"  # the free round of an odd round robin: drawn against the dummy number (docs/rules/round-robin.md)


class RatingSystem(Enum):
    """A rating system whose change the pages can show (generator/core/ratings/systems.py)."""

    FIDE = "fide"
    DWZ = "dwz"      # Deutsche Wertungszahl, the German Chess Federation's rating
    NONE = "none"


class AbsenceKind(Enum):
    """Why a member of a Keizer competition missed an evening (docs/rules/keizer.md §4): each earns its own share
    of his value. The rest of the program sees any absence as a zero-point bye."""

    EXCUSED = "excused"        # sent word before the evening
    CLUB = "club"              # away on club duty (a team match on the club evening)
    UNEXCUSED = "unexcused"    # stayed away without word


@dataclass(frozen=True)
class Absence:
    player: Start
    kind: AbsenceKind


@dataclass(frozen=True)
class PointSystem:
    """Points awarded for each way a round can end for a player (C.07 default: 1 / ½ / 0)."""

    win: Fraction = Fraction(1)
    draw: Fraction = HALF
    loss: Fraction = Fraction(0)
    forfeit_win: Fraction = Fraction(1)
    forfeit_loss: Fraction = Fraction(0)
    pab: Fraction = Fraction(1)
    full_bye: Fraction = Fraction(1)
    half_bye: Fraction = HALF
    zero_bye: Fraction = Fraction(0)
    free_round: Fraction = Fraction(0)   # a round robin's free round: C.05 Annex 1 gives it no points

    def for_bye(self, kind: ByeKind) -> Fraction:
        return {ByeKind.PAB: self.pab, ByeKind.FULL: self.full_bye, ByeKind.HALF: self.half_bye,
                ByeKind.ZERO: self.zero_bye, ByeKind.FREE: self.free_round}[kind]


@dataclass(frozen=True)
class Player:
    start: Start
    name: str
    rating: int | None = None
    fide_id: str | None = None
    federation: str | None = None
    club: str | None = None
    title: str | None = None
    sex: str | None = None
    birth: str | None = None
    extra: tuple[tuple[str, str], ...] = ()
    k: int | None = None          # FIDE development coefficient as published (B.02 8.3.3); None: derived
    dwz: int | None = None        # the German rating (DSB list) before the tournament; None: none
    dwz_index: int | None = None  # the DWZ's index (evaluations so far); None: not given
    national_id: str | None = None   # the player's ID with the national federation, as written


@dataclass(frozen=True)
class Game:
    """One board of a round; for a forfeit the colours are the scheduled ones."""

    white: Start
    black: Start
    result: GameResult = GameResult.PENDING
    board: int = 0
    # The moves, when a games file gives them: attached to the board, no part of its result, so the standings
    # and everything compared by rounds stay the same whatever the annotations say.
    record: GameScore | None = field(default=None, compare=False, repr=False)

    def players(self) -> tuple[Start, Start]:
        return (self.white, self.black)

    def opponent_of(self, player: Start) -> Start:
        return self.black if player == self.white else self.white


@dataclass(frozen=True)
class Bye:
    player: Start
    kind: ByeKind


@dataclass(frozen=True)
class Round:
    number: int
    games: tuple[Game, ...] = ()
    byes: tuple[Bye, ...] = ()
    date: dt.date | None = None
    absences: tuple[Absence, ...] = ()   # a Keizer competition's absences by kind (the others count as unexcused)

    def __hash__(self) -> int:
        """The hash of the fields, worked out once: rounds 1..k are part of the key of every standings a build
        session keeps, and hashing every game of them again for each key was a twentieth of the standings."""
        try:
            return cast(int, self.__dict__["_hash"])
        except KeyError:
            value = hash((self.number, self.games, self.byes, self.date, self.absences))
            object.__setattr__(self, "_hash", value)
            return value

    @property
    def in_progress(self) -> bool:
        """A round with boards still to be played (or none paired yet)."""
        return not self.games or any(g.result.pending for g in self.games)

    def participants(self) -> set[Start]:
        """Every player who has a board or a bye entered in this round."""
        players = {p for g in self.games for p in g.players()}
        return players | {b.player for b in self.byes}


class RuleSet(Enum):
    """How unplayed rounds enter the tie-breaks (docs/rules/tiebreaks.md §3)."""


    FIDE_2012 = "fide-2012"
    FIDE_2024 = "fide-2024"
    FIDE_2026 = "fide-2026"
    NONE = "none"


class PairingSystem(Enum):

    BURSTEIN = "burstein"
    BURSTEIN_2025 = "burstein-2025"
    DUTCH = "dutch"
    ROUND_ROBIN = "round-robin"
    KEIZER = "keizer"
    MANUAL = "manual"


class WithdrawalRule(Enum):
    """What a round robin does with the results of a player who withdraws (docs/rules/round-robin.md)."""

    KEEP = "keep"                          # his results count; his remaining games are forfeits
    ANNUL_UNDER_HALF = "annul-under-half"  # all his results are struck if he played fewer than half his games


@dataclass(frozen=True)
class Tournament:
    slug: str
    name: str
    players: tuple[Player, ...]
    rounds: tuple[Round, ...] = ()
    planned_rounds: int = 0
    points: PointSystem = field(default_factory=PointSystem)
    tiebreaks: tuple[str, ...] = ()
    rules: RuleSet | None = None  # None: chosen by start date
    pairing: PairingSystem = PairingSystem.BURSTEIN
    start_date: dt.date | None = None
    end_date: dt.date | None = None
    venue: str | None = None
    withdrawals: Mapping[Start, int] = field(default_factory=dict)  # player -> first round missed
    initial_colour: Colour | None = None  # colour of the top player on board 1 in round 1
    acceleration: Mapping[Start, tuple[Fraction, ...]] = field(default_factory=dict)  # per round
    baku_acceleration: bool = False  # FIDE Baku acceleration (Dutch only; explicit `acceleration` wins)
    forbidden_pairs: frozenset[frozenset[Start]] = frozenset()
    extra: tuple[tuple[str, str], ...] = ()
    schedule: tuple[dt.date | None, ...] = ()  # planned date of round 1, 2, … (a round file's date wins)
    language: str | None = None   # the interface language of its pages (i18n); None: the site's
    cycles: int = 1               # a round robin played once (1) or twice with colours reversed (2)
    pairing_numbers: Mapping[Start, int] = field(default_factory=dict)  # round robin; empty: the starting order
    withdrawal: WithdrawalRule | None = None  # round robin; None: FIDE's rule, annul-under-half
    seeding_rounds: int | None = None  # Burstein 2025: rounds paired by the Dutch system; None: the text's default
    scenario_places: int = 3      # the prize places "what's at stake" speaks of (tournament.yml scenarios.places)
    rating_change: RatingSystem | None = None   # whose rating change the pages show; None: as the data has it
    # C.07 Art. 10, unrated players in the rating-based tie-breaks (docs/rules/decisions.md §2.17): the rating
    # an unrated opponent counts as (tournament.yml `unrated_rating: 1000`), or `unrated_left_out` (`unrated_rating:
    # leave-out`); neither: the article's default, the rating-based tie-breaks dropped when unrated players play.
    unrated_rating: int | None = None
    unrated_left_out: bool = False
    prize_fund: PrizeFund | None = None   # categories and prizes (tournament.yml `categories:`, `prizes:`)
    keizer: KeizerSettings | None = None   # `pairing: keizer`: values, shares and recalculation (core/keizer/)
    round_times: tuple[dt.time, ...] = ()   # when rounds start: one time for every round, or one a round

    def round_time(self, number: int) -> dt.time | None:
        """The time round `number` starts: its own of `round_times`, the one time given for all, else None."""
        if len(self.round_times) == 1:
            return self.round_times[0]
        return self.round_times[number - 1] if 0 < number <= len(self.round_times) else None

    def player(self, start: Start) -> Player:
        return self.players_by_start[start]

    @cached_property
    def players_by_start(self) -> dict[Start, Player]:
        return {p.start: p for p in self.players}

    @property
    def rounds_entered(self) -> int:
        return max((r.number for r in self.rounds), default=0)

    @property
    def round_robin(self) -> bool:
        return self.pairing is PairingSystem.ROUND_ROBIN

    @property
    def rounds_completed(self) -> int:
        """The highest k such that rounds 1..k are all finished. In a round robin a game without a result while a
        later round has results is postponed (docs/rules/round-robin.md): its round counts as finished."""
        done = 0
        by_number = {r.number: r for r in self.rounds}
        postponed_until = self._last_round_with_results() if self.round_robin else 0
        while done + 1 in by_number and self._finished(by_number[done + 1], postponed_until):
            done += 1
        return done

    @staticmethod
    def _finished(entered: Round, postponed_until: int) -> bool:
        if not entered.in_progress:
            return True
        return bool(entered.games) and entered.number < postponed_until

    def _last_round_with_results(self) -> int:
        return max((r.number for r in self.rounds if any(not g.result.pending for g in r.games)), default=0)

    def round(self, number: int) -> Round | None:
        return next((r for r in self.rounds if r.number == number), None)

    def round_date(self, number: int) -> dt.date | None:
        """The date of round `number`: its round file's, else the planned one from the schedule."""
        entered = self.round(number)
        if entered is not None and entered.date is not None:
            return entered.date
        return self.schedule[number - 1] if 0 < number <= len(self.schedule) else None

    def withdrawn_in(self, start: Start, round_number: int) -> bool:
        first_missed = self.withdrawals.get(start)
        return first_missed is not None and round_number >= first_missed
