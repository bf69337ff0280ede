"""A rated player's FIDE rating change over the tournament and the performance rating (pure; exact arithmetic).

The rule text is FIDE Handbook B.02, Rating Regulations effective from 1 March 2024, with the amendment of
8.3.1 effective from 1 October 2025 (docs/rules/rating.md §1, which quotes them; the choices made in §3):

* 8.3.1: for each game against a rated player, D = the difference between the player's rating and the
  opponent's; "a difference in rating of more than 400 points shall be counted for rating purposes as though
  it were a difference of 400 points, for players rated below 2650. For players rated 2650 and above, the
  difference between ratings shall be used in all cases" (the 2650 exception from 1 October 2025 only).
* 8.3.2: PD from table 8.1.2 (not the logistic formula); ΔR = score − PD; the change is K × ΣΔR.
* 8.3.3: K = 40 new to the list (until 30 games), K = 40 until the end of the year of the 18th birthday while
  under 2300, K = 20 while under 2400, K = 10 once a published rating reached 2400; and K is lowered to the
  largest whole number with K × n ≤ 700 for n games in the rating period.
* 8.3.4: the change is rounded to the nearest whole number, 0.5 away from zero.
* 5.1: unplayed games (forfeits, byes) are not rated.

Expected scores and dp are the tables of tiebreaks/ratings.py (B.02 8.1.1 and 8.1.2), the same ones the
rating tie-breaks use. What the site cannot know (the player's other games in the rating period, whether a
player is new to the list, a rating of 2400 reached in the past) is taken from a per-player `k:` when given;
otherwise K is derived and marked so (`KSource`), and pages call every figure provisional.
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from math import lcm
from types import MappingProxyType
from typing import Mapping, Sequence

from generator.core.model import Player, Start, Tournament
from generator.core.scoring import CellKind, Scorecard
from generator.core.tiebreaks.ratings import divide_half_up, dp, expected_hundredths
from generator.core.tiebreaks.values import Opponent, OpponentKind, Term

CAP = 400                                  # B.02 8.3.1: the 400-point rule
CAP_EXEMPT_FROM = 2650                     # 8.3.1 as amended: players rated 2650 and above use the real D
EXEMPTION_IN_FORCE = dt.date(2025, 10, 1)  # the date the amendment took effect
MAX_K_TIMES_GAMES = 700                    # 8.3.3: K × n ≤ 700
SCORE: Mapping[CellKind, Fraction] = MappingProxyType(
    {CellKind.WIN: Fraction(1), CellKind.DRAW: Fraction(1, 2), CellKind.LOSS: Fraction(0)})


class RatingRules(Enum):
    """Which text of B.02 8.3.1 applies: the March 2024 one (400-point rule for everyone) or the October 2025
    one (no 400-point rule for players rated 2650 and above)."""

    MARCH_2024 = "2024-03-01"
    OCTOBER_2025 = "2025-10-01"


def rules_on(day: dt.date | None) -> RatingRules:
    """The rules for games played on `day` (the tournament's start); no date: the rules in force now."""
    return RatingRules.MARCH_2024 if day is not None and day < EXEMPTION_IN_FORCE else RatingRules.OCTOBER_2025


class KSource(Enum):
    """Where a player's K comes from."""

    GIVEN = "given"        # `k:` in tournament.yml (as FIDE's list publishes it)
    RATED_2400 = "2400"    # derived: rating 2400 or more → 10
    JUNIOR = "junior"      # derived: under 2300 and not past the year of the 18th birthday → 40
    STANDARD = "standard"  # derived: under 2400 → 20


@dataclass(frozen=True)
class KFactor:
    value: int          # the K used, after the 700 rule
    source: KSource
    listed: int         # K before the 700 rule
    games: int          # the games n the 700 rule was applied to (this tournament's rated games)

    @property
    def lowered(self) -> bool:
        return self.value != self.listed

    @property
    def derived(self) -> bool:
        return self.source is not KSource.GIVEN


def k_factor(rating: int, games: int, *, given: int | None = None, birth_year: int | None = None,
             year: int | None = None) -> KFactor:
    """K of B.02 8.3.3 for a player rated `rating` with `games` rated games: `given` when known, else derived
    from the rating and, for the junior rule, the birth year and the year of play. A player new to the list
    (K 40 until 30 games) or one whose published rating once reached 2400 (K 10) cannot be told from the
    tournament's data: their K is to be given."""
    if given is not None:
        listed, source = given, KSource.GIVEN
    elif rating >= 2400:
        listed, source = 10, KSource.RATED_2400
    elif rating < 2300 and birth_year is not None and year is not None and year - birth_year <= 18:
        listed, source = 40, KSource.JUNIOR
    else:
        listed, source = 20, KSource.STANDARD
    value = min(listed, MAX_K_TIMES_GAMES // games) if games else listed
    return KFactor(value, source, listed, games)


def counted_difference(own: int, opponent: int, rules: RatingRules) -> int:
    """D = own − opponent as 8.3.1 counts it: at most 400 either way, unless the player is rated 2650 or more
    under the October 2025 text."""
    difference = own - opponent
    if rules is RatingRules.OCTOBER_2025 and own >= CAP_EXEMPT_FROM:
        return difference
    return max(-CAP, min(CAP, difference))


def expected_score(own: int, opponent: int, rules: RatingRules) -> Fraction:
    """PD of table 8.1.2 for the player rated `own` against `opponent` (hundredths, as a Fraction)."""
    return Fraction(expected_hundredths(counted_difference(own, opponent, rules)), 100)


def round_half_away(value: Fraction) -> int:
    """To the nearest whole number, 0.5 away from zero (B.02 8.3.4): 2.5 → 3, −2.5 → −3."""
    whole = (abs(value.numerator) * 2 + value.denominator) // (2 * value.denominator)
    return whole if value >= 0 else -whole


@dataclass(frozen=True)
class RatedGame:
    """A game over the board against a rated opponent: the player's score in it (1, ½ or 0)."""

    round: int
    opponent: Start
    opponent_rating: int
    score: Fraction


@dataclass(frozen=True)
class GameChange:
    """One game's part of the change, kept in whole numbers: PD in hundredths, and ΔR = score − PD in parts of
    100 × the score's denominator (`units` of them); the figures as Fractions on demand (a page shows K × ΔR)."""

    game: RatedGame
    difference: int       # own − opponent, as counted (8.3.1)
    capped: bool          # the 400-point rule changed it
    hundredths: int       # PD × 100 (table 8.1.2)
    units: int            # ΔR × 100 × the score's denominator
    k: int                # the K of the change

    @property
    def expected(self) -> Fraction:
        """PD."""
        return Fraction(self.hundredths, 100)

    @property
    def delta(self) -> Fraction:
        """ΔR = score − PD."""
        return Fraction(self.units, 100 * self.game.score.denominator)

    @property
    def change(self) -> Fraction:
        """K × ΔR (exact; only the total is rounded)."""
        return Fraction(self.k * self.units, 100 * self.game.score.denominator)

    @property
    def change_hundredths(self) -> int:
        """K × ΔR in hundredths, a whole number: ΔR = score − PD is (a score of ½ is 50 hundredths)."""
        return self.k * self.units // self.game.score.denominator


@dataclass(frozen=True)
class RatingChange:
    rating: int
    k: KFactor
    rules: RatingRules
    games: tuple[GameChange, ...]
    exact: Fraction       # K × ΣΔR

    @property
    def total(self) -> int:
        """The change as FIDE rounds it (8.3.4)."""
        return round_half_away(self.exact)

    @property
    def delta(self) -> Fraction:
        return sum((g.delta for g in self.games), Fraction(0))

    @property
    def terms(self) -> tuple[Term, ...]:
        """The games as the tie-break explanations write rounds (tiebreaks/values.py): `raw` the opponent's
        rating, `score` PD, `result` the game's score, `value` K × ΔR."""
        return tuple(Term(g.game.round, Opponent(OpponentKind.REAL, g.game.opponent), g.change,
                          Fraction(g.game.opponent_rating), (), g.expected, g.game.score) for g in self.games)


def rating_change(rating: int, games: Sequence[RatedGame], k: KFactor, rules: RatingRules) -> RatingChange:
    """The change of a player rated `rating` over `games` with factor `k` (B.02 8.3.1–8.3.4)."""
    changes = []
    for game in games:
        counted = counted_difference(rating, game.opponent_rating, rules)
        hundredths = expected_hundredths(counted)
        # ΔR = score − PD in whole parts of 100 × the score's denominator
        delta = game.score.numerator * 100 - hundredths * game.score.denominator
        changes.append(GameChange(game, counted, counted != rating - game.opponent_rating, hundredths, delta,
                                  k.value))
    denominator = lcm(*{100 * c.game.score.denominator for c in changes})   # K × ΣΔR summed as ints
    exact = Fraction(sum(c.k * c.units * (denominator // (100 * c.game.score.denominator)) for c in changes),
                     denominator)
    return RatingChange(rating, k, rules, tuple(changes), exact)


def performance_rating(opponent_ratings: Sequence[int], score: Fraction) -> int | None:
    """Ra + dp(p) (B.02 8.1.1): Ra the mean of the rated opponents' ratings rounded half up, p the score over
    those games rounded to two decimals half up, as the TPR tie-break reckons it (tiebreaks/ratings.py)."""
    if not opponent_ratings:
        return None
    count = len(opponent_ratings)
    p100 = divide_half_up(score.numerator * 100, score.denominator * count)
    return divide_half_up(sum(opponent_ratings), count) + dp(p100)


_YEAR = re.compile(r"\s*(\d{4})")


def birth_year(birth: str | None) -> int | None:
    """The year of a birth date as tournament.yml or TRF write it: '2008', '2008-05-12', '2008/00/00'."""
    found = _YEAR.match(birth or "")
    return int(found.group(1)) if found and int(found.group(1)) > 0 else None


def rated_games(card: Scorecard, ratings: Mapping[Start, int | None]) -> tuple[RatedGame, ...]:
    """The games of a scorecard that FIDE rates: played over the board (5.1) against a rated opponent (8.3.1)."""
    games = []
    for cell in card.cells:
        if cell.kind in SCORE and cell.opponent is not None and (rating := ratings.get(cell.opponent)):
            games.append(RatedGame(cell.round, cell.opponent, rating, SCORE[cell.kind]))
    return tuple(games)


def tournament_rating_change(tournament: Tournament, player: Player, card: Scorecard,
                             games: Sequence[RatedGame] | None = None) -> RatingChange | None:
    """The player's change over the tournament's finished games; None when the player is unrated (whether the
    tournament shows FIDE changes at all is registry.py's). `games`: the card's `rated_games`, when the caller has
    them (a page per player: the players' ratings are not gathered again for each)."""
    if not player.rating:
        return None
    if games is None:
        games = rated_games(card, {p.start: p.rating for p in tournament.players})
    day = tournament.end_date or tournament.start_date
    k = k_factor(player.rating, len(games), given=player.k, birth_year=birth_year(player.birth),
                 year=day.year if day else None)
    return rating_change(player.rating, games, k, rules_on(tournament.start_date))
