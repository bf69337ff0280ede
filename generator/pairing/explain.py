"""One-line reasons a player understands, for every place a pairing departs from the plain fold (issue 4.4).

Pure: built from what the pairing system decided (bracket order, pairs, floater, bye) and the player states.
The plain fold of a group ordered 1..n is 1 v n, 2 v n-1, …; with an odd group the middle player floats.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Callable, Sequence

from ..model import Colour, Start
from .core import PlayerState, Reason

_COLOUR = {Colour.WHITE: "White", Colour.BLACK: "Black"}


def score_text(value: Fraction) -> str:
    whole, half = divmod(value * 2, 2)
    if not half:
        return str(int(whole))
    return f"{int(whole)}½" if whole else "½"


def why_not(player: PlayerState, other: PlayerState, paired_with: dict[Start, Start], floater: Start | None,
            plan_allows: bool, rest_pairable: Callable[[], bool] | None = None) -> str:
    """Why `player` did not get `other`, its partner in the plain fold."""
    a, b = player.start, other.start
    if b in paired_with:
        return f"{b} was already paired with {paired_with[b]}"
    if b == floater:
        return f"{b} floats down to the next group instead"
    if b in player.met:
        rounds = [r.round for r in player.history if r.played and r.opponent == b]
        return f"{a} and {b} met in round {rounds[0]}" if rounds else f"{a} and {b} have met"
    if b in player.forbidden:
        return f"{a} and {b} may not be paired (the organiser's restriction)"
    mine, theirs = player.preference, other.preference
    if mine.absolute and theirs.absolute and mine.colour is theirs.colour:
        return f"{a} and {b} must both have {_COLOUR[mine.colour]}"
    if not plan_allows and mine.colour is not None and mine.colour is theirs.colour:
        return f"{a} and {b} both want {_COLOUR[mine.colour]}, and another pairing gives more players their colour"
    if rest_pairable is not None and rest_pairable():
        return f"{a} v {b} would leave more players of the group without the colour they want"
    return f"{a} v {b} would leave the rest of the group without a legal pairing"


def fold_reasons(order: Sequence[PlayerState], pairs: Sequence[tuple[PlayerState, PlayerState]],
                 floater: PlayerState | None, allowed: Callable[[PlayerState, PlayerState], bool],
                 rest_pairable: Callable[[set[Start]], bool]) -> list[Reason]:
    """A reason for every pair of the group that is not the plain fold.

    `allowed` says whether a pair fits the colour-optimal plan; `rest_pairable(taken)` whether the players
    not in `taken` can still all be paired legally (colours aside)."""
    n = len(order)
    position = {p.start: k for k, p in enumerate(order)}
    partner = {}
    for higher, lower in pairs:
        partner[higher.start] = lower.start
        partner[lower.start] = higher.start
    reasons: list[Reason] = []
    paired_before: dict[Start, Start] = {}
    floater_start = floater.start if floater is not None else None
    for higher, lower in sorted(pairs, key=lambda pair: position[pair[0].start]):
        k = position[higher.start]
        if n - 1 - k > k and order[n - 1 - k].start != lower.start:
            fold = order[n - 1 - k]
            taken = set(paired_before) | {higher.start, fold.start}
            text = (f"{higher.start} v {lower.start} instead of {higher.start} v {fold.start}: "
                    + why_not(higher, fold, paired_before, floater_start, allowed(higher, fold),
                              lambda: rest_pairable(taken)))
            reasons.append(Reason((higher.start, lower.start, fold.start), text, "pairing"))
        paired_before[higher.start] = lower.start
        paired_before[lower.start] = higher.start
    return reasons


def float_reason(floater: PlayerState, from_score: Fraction, order: Sequence[PlayerState],
                 pairs: Sequence[tuple[PlayerState, PlayerState]],
                 allowed: Callable[[PlayerState, PlayerState], bool]) -> Reason:
    """Why `floater` is the one player of its group who plays in the next group."""
    n = len(order)
    imaginary = " (imaginary point included)" if floater.acceleration else ""
    text = (f"{floater.start} floats down from the {score_text(from_score)}-point group{imaginary}: it has an "
            f"odd number of players")
    k = next(i for i, p in enumerate(order) if p.start == floater.start)
    if n % 2 and k != n // 2:
        fold = order[n - 1 - k]
        paired_before: dict[Start, Start] = {}
        position = {p.start: i for i, p in enumerate(order)}
        for higher, lower in pairs:
            if position[higher.start] < k:
                paired_before[higher.start] = lower.start
                paired_before[lower.start] = higher.start
        text += f", and {floater.start} v {fold.start} is not possible: " + why_not(
            floater, fold, paired_before, None, allowed(floater, fold))
    return Reason((floater.start,), text, "float")


def merge_reason(scores: Sequence[Fraction]) -> Reason:
    shown = ", ".join(score_text(s) for s in scores)
    return Reason((), f"the score groups {shown} are paired as one group: the {score_text(scores[0])}-point "
                      f"group could not be paired on its own without a rematch or a colour clash", "float")


def bye_reason(bye: PlayerState, below: Sequence[PlayerState]) -> Reason:
    text = (f"{bye.start} gets the bye: the lowest-placed player who has not yet had a bye or a forfeit win")
    skipped = []
    for player in below:
        if player.had_pab:
            skipped.append(f"{player.start} already had the bye")
        elif player.had_forfeit_win:
            skipped.append(f"{player.start} already won by forfeit")
    if skipped:
        text += " (" + "; ".join(skipped) + ")"
    return Reason((bye.start,), text, "bye")


def colour_reason(white: PlayerState, black: PlayerState, text: str) -> Reason | None:
    """A colour reason only where it tells something: a clash of wishes or an absolute wish."""
    mine, theirs = white.preference, black.preference
    clash = not mine.compatible_with(theirs)
    if not (clash or mine.absolute or theirs.absolute):
        return None
    return Reason((white.start, black.start), text, "colour")
