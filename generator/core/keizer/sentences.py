"""The Keizer system's sentences in English, by key: each evening's points, the ranking's recalculation, the
pairing's reasons (`Msg`s, worded in the page's language through the catalogues like the tie-break wording)."""
from __future__ import annotations

from generator.core.messages import Msg, Wording

WORDING = Wording({
    # each evening's points (points.py terms; docs/rules/keizer.md §3-§5)
    "keizer.term.self": "own value {value}, once",
    "keizer.term.win": "win against {opponent}, valued {value} this round → {points}",
    "keizer.term.draw": "draw against {opponent}, valued {value} this round: {share} of {value} = {points}",
    "keizer.term.loss": "loss against {opponent}, valued {value} this round: {share} of {value} = {points}",
    "keizer.term.forfeit-win": "win by forfeit against {opponent}, valued {value}: {share} of {value} = {points}",
    "keizer.term.forfeit-loss": "loss by forfeit against {opponent}, valued {value}: {share} of {value} = {points}",
    "keizer.term.pending": "game against {opponent}: no result yet, nothing counted",
    "keizer.term.bye": "bye (an odd number came) → {share} of own value {value} = {points}",
    "keizer.term.excused": "absent, excused → {share} of own value {value} = {points}",
    "keizer.term.club": "absent on club duty → {share} of own value {value} = {points}",
    "keizer.term.unexcused": "absent without word → {share} of own value {value} = {points}",
    "keizer.term.withdrawn": "withdrawn: nothing",
    "keizer.term.rounded": "{text}, rounded to {rounded}",
    "keizer.cut.limit": "{text}; not counted: more than {limit} absences",
    "keizer.cut.before-first-game": "{text}; not counted: no game played yet",
    "keizer.total": "{points} Keizer points",
    # the recalculation (ranking.py; docs/rules/keizer.md §6)
    "keizer.calc.one-pass": ("every round so far valued by the ranking after round {before}, then ranked by the "
                             "points"),
    "keizer.calc.one-pass-first": "round 1 valued by the starting order, then ranked by the points",
    "keizer.calc.frozen": "each round valued once, by the ranking before it; own value by the ranking after round "
                          "{before}",
    "keizer.calc.pass": "pass {n}: every round valued by {by}, giving {moves}",
    "keizer.calc.by_start": "the starting order",
    "keizer.calc.by_pass": "the order of pass {n}",
    "keizer.calc.same": "the same order: settled",
    "keizer.calc.moved": "a new order ({n} players moved)",
    "keizer.calc.averaged": ("the order went back to that of two passes before: the points are the mean of the last "
                             "two passes"),
    "keizer.calc.stopped": "no settled order after {n} passes: the last is used",
    "keizer.calc.ties": "equal points are ordered by the starting list",
    # pairing (pairing/keizer.py; docs/rules/keizer.md §7)
    "keizer.pair.next": "{player} plays {partner}: the highest two present still unpaired",
    "keizer.pair.skip": ("{player} plays {partner}: the highest present still unpaired who has not met {player} in "
                         "the last {gap} rounds ({skipped})"),
    "keizer.pair.skip_never": ("{player} plays {partner}: the highest present still unpaired who has not met "
                               "{player} ({skipped})"),
    "keizer.pair.met": "{other}: round {round}",
    "keizer.pair.rest": ("{player} plays {partner}: with {first}, the players below could not all be paired without "
                         "a rematch"),
    "keizer.pair.rematch": ("{player} plays {partner} again (last met in round {round}): no pairing of those present "
                            "avoids every rematch"),
    "keizer.pair.bye": "{player} has the bye: an odd number came, and {player} is the lowest ranked of them",
    "keizer.pair.bye_up": ("{player} has the bye: an odd number came, and with the bye lower down the others could "
                           "not be paired"),
    "keizer.colour.fewer": "White for {player}: fewer games with White ({mine} against {theirs})",
    "keizer.colour.reversed": "White for {player}: they met in round {round}, where {player} had Black",
    "keizer.colour.lower": "White for {player}: as many games with White, never met: the lower ranked has White",
})


def say(key: str, **params: object) -> Msg:
    return WORDING.say(key, **params)
