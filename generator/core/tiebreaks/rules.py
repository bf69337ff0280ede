"""The rule sets for unplayed rounds, as data (docs/rules/tiebreaks.md §3), and how a tournament gets its rule set.

Every point where the text is open is decided here, once, with the text the site and the terminal show
(docs/rules/decisions.md §2).
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from generator.core.messages import Msg
from generator.core.model import RuleSet, Tournament
from generator.core.tiebreaks.wording import WORDING, say

define = WORDING.define


class OwnUnplayed(Enum):
    """What a player's own unplayed round counts against."""

    VIRTUAL = "virtual"        # 2012: Svon = S<R + (1 − s_R) + ½·(n − R)
    DUMMY = "dummy"            # C.07 16.4: a dummy opponent with the player's own score
    NOTHING = "nothing"        # plain sums: a bye adds nothing, a forfeit counts the scheduled opponent


class OpponentsUnplayed(Enum):
    """How an opponent's unplayed rounds enter that opponent's score as seen by the player."""

    ALL_AS_DRAWS = "all-as-draws"        # 2012 (docs/rules/tiebreaks.md §4.2)
    TAIL_AS_DRAWS = "tail-as-draws"      # C.07 16.3: only requested byes of the withdrawal tail
    FACE_VALUE = "face-value"            # plain sums


@dataclass(frozen=True)
class RuleProfile:
    rules: RuleSet
    title: str
    summary: str
    own_unplayed: OwnUnplayed
    opponents_unplayed: OpponentsUnplayed
    cap_dummy: bool                  # 2026 amendment of 16.4
    voluntary_cut_first: bool        # C.07 16.5
    de_certainty: bool               # C.07 6: a partial mini-table can still decide
    rr_forfeits_rated: bool          # round robins: forfeits count in rating-based tie-breaks (not C.07)
    rr_forfeit_loss_is_game: bool    # round robins: a forfeit loss counts as a game in BPG etc. (not 2026)
    choices: tuple[str, ...]         # decisions on points the rule text leaves open, in plain words

    @property
    def article(self) -> str:
        return {RuleSet.FIDE_2012: "2012 rule", RuleSet.FIDE_2024: "C.07", RuleSet.FIDE_2026: "C.07 (2026)",
                RuleSet.NONE: "plain sums"}[self.rules]


_COMMON_CHOICES = (
    define("rules.common.1",
           "Standings after round k count rounds 1 to k only, as if the tournament had k rounds."),
    define("rules.common.2",
           "A round before a late entry counts as a requested bye of the points given (usually a zero-point bye)."),
    define("rules.common.3",
           "Rounds elected to play (GE) count a full-point bye as elected, like a pairing-allocated bye."),
    define("rules.common.4",
           "The perfect tournament performance (PTP) for a 100% score is the highest opponent rating + 800, "
           "mirroring the lowest rating − 800 for a 0% score."),
    define("rules.common.5",
           "When an unrated player takes part and the tournament gives no rule for unrated players, the tie-breaks "
           "based on ratings (the opponents' average rating ARO, the performances TPR, PTP, APRO and APPO) are "
           "dropped, as C.07 Art. 10 asks: they separate no one."),
    define("rules.common.6",
           "A board without a result yet counts as an unplayed round the player did not choose."),
)

# Round robins (docs/rules/round-robin.md "Tie-breaks"): the points the rule text leaves open, decided as the FIDE
# TEC checker (TieBreakServer) does, since the text does not clearly say otherwise.
_FREE_ROUND_CHOICE = define(
    "rules.round_robin.free_round",
    "Round robins: the free round of an odd number of players is no round at all for Buchholz and "
    "Sonneborn-Berger: it adds nothing and is never the one cut (a cut removes a real opponent).")
# C.07 10 counts games played over the board; 15.2 (2024) makes a forfeit a game against the scheduled opponent
# but does not say it overrides Article 10, and the checker keeps forfeits out of ARO under 2024 as under 2026.
_ARO_CHOICE = define(
    "rules.round_robin.rated",
    "Round robins: the rating-based tie-breaks (ARO, TPR, PTP, APRO, APPO) count games played over the board "
    "only; a forfeit's opponent is left out, as under the 2026 amendment.")

_PROFILES = MappingProxyType({
    RuleSet.FIDE_2012: RuleProfile(
        RuleSet.FIDE_2012,
        define("rules.fide-2012.title", "FIDE 2012 rules (virtual opponent)"),
        define("rules.fide-2012.summary", (
            "Unplayed games follow the FIDE rule in force from 1 July 2012 (Congress 2009). A round a player did "
            "not play over the board counts as a game against a virtual opponent who starts that round with the "
            "player's score, gets the opposite result, and draws every later round, so its score is the score "
            "before the round + (1 − points for the round) + ½ × rounds left. In an opponent's score, every round "
            "that opponent "
            "did not play over the board counts as a draw: forfeits by the rule's text, byes too by our reading "
            "(see the open points below). Forfeits are unplayed for both players.")),
        OwnUnplayed.VIRTUAL, OpponentsUnplayed.ALL_AS_DRAWS, cap_dummy=False, voluntary_cut_first=False,
        de_certainty=False, rr_forfeits_rated=True, rr_forfeit_loss_is_game=True,
        choices=(
            define("rules.fide-2012.choice.1",
                "A pairing-allocated bye, a full-point bye and a half-point bye of an opponent also count as "
                "draws (the 2009 text speaks only of results by default; every known program does this)."),
            define("rules.fide-2012.choice.2",
                "Cuts and medians drop the lowest (highest) values; unplayed rounds are not cut first."),
            define("rules.fide-2012.choice.3",
                "SB Cut-1 drops the contribution of the opponent with the lowest score (the smaller contribution "
                "if scores tie), as C.07 does, since no 2012 text is known."),
            define("rules.fide-2012.choice.4",
                "Progressive score has no deduction for unplayed rounds."),
            define("rules.fide-2012.choice.5",
                "Direct encounter applies only when all tied players have met each other."),
            define("rules.fide-2012.choice.6",
                "Rounds won (WIN) count every round credited with a win, played or not; games with Black and games "
                "won with Black (BPG, BWG) never count an unplayed game."),
            define("rules.fide-2012.choice.7",
                "Round robins: a forfeit counts as a game against the scheduled opponent, with no virtual "
                "opponent."),
            _FREE_ROUND_CHOICE,
        ) + _COMMON_CHOICES,
    ),
    RuleSet.FIDE_2024: RuleProfile(
        RuleSet.FIDE_2024,
        define("rules.fide-2024.title", "FIDE C.07 rules (2024)"),
        define("rules.fide-2024.summary", (
            "Unplayed rounds follow FIDE C.07 (in force from 1 April 2024). A round a player did not play over the "
            "board counts as a game against a stand-in (the dummy opponent) with the player's own score. "
            "Opponents count a player's score at face value, except that requested byes with no game after them "
            "(the end of a withdrawal) count as draws. A cut leaves out first a round the player chose not to "
            "play (a requested bye or a forfeit loss).")),
        OwnUnplayed.DUMMY, OpponentsUnplayed.TAIL_AS_DRAWS, cap_dummy=False, voluntary_cut_first=True,
        de_certainty=True, rr_forfeits_rated=False, rr_forfeit_loss_is_game=True,
        choices=(
            define("rules.fide-2024.choice.1",
                "Round robins (C.07 15): no dummy and no adjustment; a forfeit counts as a game against the "
                "scheduled opponent."),
            _ARO_CHOICE,
            _FREE_ROUND_CHOICE,
        ) + _COMMON_CHOICES,
    ),
    RuleSet.FIDE_2026: RuleProfile(
        RuleSet.FIDE_2026,
        define("rules.fide-2026.title", "FIDE C.07 rules (amended 1 March 2026)"),
        define("rules.fide-2026.summary", (
            "Unplayed rounds follow FIDE C.07 as amended from 1 March 2026. A round a player did not play over the "
            "board counts as a game against a stand-in (the dummy opponent) with the player's own score, capped: "
            "for a forfeit at most the scheduled opponent's score as the opponents count it, for any other "
            "unplayed round at most half the rounds. Opponents count a player's score at face value, except that "
            "requested byes with no game after them (the end of a withdrawal) count as draws. A cut leaves out "
            "first a round the player chose not to play (a requested bye or a forfeit loss). In round robins "
            "forfeits are left out of rating-based tie-breaks and a forfeit loss is not a game played.")),
        OwnUnplayed.DUMMY, OpponentsUnplayed.TAIL_AS_DRAWS, cap_dummy=True, voluntary_cut_first=True,
        de_certainty=True, rr_forfeits_rated=False, rr_forfeit_loss_is_game=False,
        choices=(
            define("rules.fide-2026.choice.1",
                "The cap for byes is half the rounds counted (for standings after round k: ½ × k)."),
            define("rules.fide-2026.choice.2",
                "A double forfeit is capped against the scheduled opponent's score as seen by others."),
            _FREE_ROUND_CHOICE,
        ) + _COMMON_CHOICES,
    ),
    RuleSet.NONE: RuleProfile(
        RuleSet.NONE,
        define("rules.none.title", "Plain sums (no FIDE correction)"),
        define("rules.none.summary", (
            "Tie-breaks are plain sums of the opponents' actual scores. A forfeit counts the scheduled opponent; "
            "a bye adds nothing.")),
        OwnUnplayed.NOTHING, OpponentsUnplayed.FACE_VALUE, cap_dummy=False, voluntary_cut_first=False,
        de_certainty=False, rr_forfeits_rated=True, rr_forfeit_loss_is_game=True,
        choices=(
            define("rules.none.choice.1",
                "Cuts drop the lowest values; SB Cut-1 drops the opponent with the lowest score."),
            _FREE_ROUND_CHOICE,
        ) + _COMMON_CHOICES,
    ),
})

# docs/rules/tiebreaks.md §3.2: C.07 reached every FIDE-rated event on 1 April 2024; the amendment took effect
# 1 March 2026.
C07_FROM = dt.date(2024, 4, 1)
AMENDMENT_2026_FROM = dt.date(2026, 3, 1)


def profile(rules: RuleSet) -> RuleProfile:
    return _PROFILES[rules]


def rules_for(tournament: Tournament) -> RuleSet:
    """The tournament's own rule set, else the one in force at its start date (latest rules when undated)."""
    if tournament.rules is not None:
        return tournament.rules
    return rules_in_force(tournament.start_date)


def rules_in_force(start: dt.date | None) -> RuleSet:
    if start is None or start >= AMENDMENT_2026_FROM:
        return RuleSet.FIDE_2026
    return RuleSet.FIDE_2024 if start >= C07_FROM else RuleSet.FIDE_2012


def selection_text(tournament: Tournament) -> str:
    """Why this rule set applies, in plain words."""
    if tournament.rules is not None:
        return say("rules.chosen")
    if tournament.start_date is None:
        return say("rules.undated")
    return say("rules.by_date", date=tournament.start_date.isoformat())


# docs/rules/decisions.md §6.1: the chain a tournament gets when its file names none (`bulletin import-trf`).
# C.07 (2024) 4.1 leaves the list to the organiser; these are the first tie-breaks of the lists FIDE recommended
# before C.07 (C.02 13.16: for an individual Swiss Buchholz Cut 1, Buchholz, Sonneborn-Berger; for an
# individual round robin direct encounter, the number of wins, Sonneborn-Berger, Koya), and what `bulletin new`
# writes for a Swiss.
USUAL_SWISS_CHAIN = ("BH/C1", "BH", "SB")
USUAL_ROUND_ROBIN_CHAIN = ("DE", "WIN", "SB", "KS")


def usual_chain(tournament: Tournament) -> tuple[str, ...]:
    """The tie-break chain to use when the tournament names none: by its kind, Swiss or round robin."""
    return USUAL_ROUND_ROBIN_CHAIN if tournament.round_robin else USUAL_SWISS_CHAIN


# C.07 Art. 10: the tournament's own rule for unrated players replaces the article's default (rules.common.5) on
# its tie-break page (docs/rules/decisions.md §2.17).
_UNRATED_LEFT_OUT = define(
    "rules.unrated.left_out",
    "The tournament's rule for unrated players: the rating-based tie-breaks leave unrated opponents out of both "
    "the sum and the count.")


def unrated_choice(tournament: Tournament) -> Msg:
    """How this tournament's rating-based tie-breaks treat unrated opponents, for its tie-break page."""
    if tournament.unrated_rating is not None:
        return say("rules.unrated.rating", rating=tournament.unrated_rating)
    if tournament.unrated_left_out:
        return _UNRATED_LEFT_OUT
    return next(c for c in _COMMON_CHOICES if c.key == "rules.common.5")
