"""One-line reasons a player understands, for every place a pairing departs from the plain fold.

Pure: built from what the pairing system decided (bracket order, pairs, floater, bye) and the player states.
The plain fold of a group ordered 1..n is 1 v n, 2 v n-1, …; with an odd group the middle player floats.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from generator.core.messages import Joined, Msg
from generator.core.model import Start
from generator.core.pairing.core import PlayerState, Reason
from generator.core.pairing.reasons import colour_name, say


def score_text(value: Fraction) -> str:
    whole, half = divmod(value * 2, 2)
    if not half:
        return str(int(whole))
    return f"{int(whole)}½" if whole else "½"


def why_not(player: PlayerState, other: PlayerState, paired_with: dict[Start, Start], floater: Start | None,
            plan_allows: bool, rest_pairable: Callable[[], bool] | None = None) -> Msg:
    """Why `player` did not get `other`, its partner in the plain fold."""
    a, b = player.start, other.start
    if b in paired_with:
        return say("pairing.why.already_paired", other=b, partner=paired_with[b])
    if b == floater:
        return say("pairing.why.floats_instead", other=b)
    if b in player.met:
        rounds = [r.round for r in player.history if r.played and r.opponent == b]
        if rounds:
            return say("pairing.why.met_in_round", player=a, other=b, round=rounds[0])
        return say("pairing.why.met", player=a, other=b)
    if b in player.forbidden:
        return say("pairing.why.forbidden", player=a, other=b)
    mine, theirs = player.preference, other.preference
    if mine.absolute and theirs.absolute and mine.colour is theirs.colour:
        return say("pairing.why.both_must", player=a, other=b, colour=colour_name(mine.colour))
    if not plan_allows and mine.colour is not None and mine.colour is theirs.colour:
        return say("pairing.why.both_want", player=a, other=b, colour=colour_name(mine.colour))
    if rest_pairable is not None and rest_pairable():
        return say("pairing.why.colours_of_group", player=a, other=b)
    return say("pairing.why.no_legal_rest", player=a, other=b)


def fold_reasons(order: Sequence[PlayerState], pairs: Sequence[tuple[PlayerState, PlayerState]],
                 floater: PlayerState | None, allowed: Callable[[PlayerState, PlayerState], bool],
                 rest_pairable: Callable[[set[Start]], bool]) -> list[Reason]:
    """A reason for every pair of the group that is not the plain fold.

    `allowed` says whether a pair fits the colour-optimal plan; `rest_pairable(taken)` whether the players
    not in `taken` can still all be paired legally (colours aside)."""
    n = len(order)
    position = {p.start: k for k, p in enumerate(order)}
    reasons: list[Reason] = []
    paired_before: dict[Start, Start] = {}
    floater_start = floater.start if floater is not None else None
    for higher, lower in sorted(pairs, key=lambda pair: position[pair[0].start]):
        k = position[higher.start]
        if n - 1 - k > k and order[n - 1 - k].start != lower.start:
            fold = order[n - 1 - k]
            taken = set(paired_before) | {higher.start, fold.start}
            why = why_not(higher, fold, paired_before, floater_start, allowed(higher, fold),
                          lambda: rest_pairable(taken))  # noqa: B023 - called within this iteration
            text = say("pairing.fold.instead", player=higher.start, partner=lower.start, fold=fold.start, why=why)
            reasons.append(Reason((higher.start, lower.start, fold.start), text, "pairing"))
        paired_before[higher.start] = lower.start
        paired_before[lower.start] = higher.start
    return reasons


def float_reason(floater: PlayerState, from_score: Fraction, order: Sequence[PlayerState],
                 pairs: Sequence[tuple[PlayerState, PlayerState]],
                 allowed: Callable[[PlayerState, PlayerState], bool]) -> Reason:
    """Why `floater` is the one player of its group who plays in the next group."""
    n = len(order)
    key = "pairing.float.odd_accelerated" if floater.acceleration else "pairing.float.odd"
    text = say(key, player=floater.start, score=score_text(from_score))
    k = next(i for i, p in enumerate(order) if p.start == floater.start)
    if n % 2 and k != n // 2:
        fold = order[n - 1 - k]
        paired_before: dict[Start, Start] = {}
        position = {p.start: i for i, p in enumerate(order)}
        for higher, lower in pairs:
            if position[higher.start] < k:
                paired_before[higher.start] = lower.start
                paired_before[lower.start] = higher.start
        text = say("pairing.float.not_possible", float=text, player=floater.start, fold=fold.start,
                   why=why_not(floater, fold, paired_before, None, allowed(floater, fold)))
    return Reason((floater.start,), text, "float")


def merge_reason(scores: Sequence[Fraction]) -> Reason:
    return Reason((), say("pairing.merge", scores=", ".join(score_text(s) for s in scores),
                          top=score_text(scores[0])), "float")


def bye_reason(bye: PlayerState, below: Sequence[PlayerState]) -> Reason:
    text = say("pairing.bye.lowest", player=bye.start)
    skipped = [say("pairing.bye.had_bye" if player.had_pab else "pairing.bye.had_forfeit_win", player=player.start)
               for player in below if player.had_pab or player.had_forfeit_win]
    if skipped:
        text = say("pairing.bye.skipped", bye=text, skipped=Joined("; ", tuple(skipped)))
    return Reason((bye.start,), text, "bye")


def colour_reason(white: PlayerState, black: PlayerState, text: Msg) -> Reason | None:
    """A colour reason only where it tells something: a clash of wishes or an absolute wish."""
    mine, theirs = white.preference, black.preference
    clash = not mine.compatible_with(theirs)
    if not (clash or mine.absolute or theirs.absolute):
        return None
    return Reason((white.start, black.start), text, "colour")
