"""The pairing engines' reasons in English, by key: one place for every word they say about a pairing.

Like the tie-break wording (generator/core/tiebreaks/wording.py): reasons are `Msg`s, English text that remembers its
key and parameters. `bulletin pair --explain` prints them as they are; the next-round page words them in the
tournament's language through the catalogues of `generator.i18n` (a parameter that is a `Msg`, such as a colour
or a nested reason, is translated too).
"""
from __future__ import annotations

from types import MappingProxyType

from generator.core.messages import Msg, Wording
from generator.core.model import Colour

WORDING = Wording({
    "pairing.colour.white": "White",
    "pairing.colour.black": "Black",
    "pairing.colour.none": "no colour",

    # colour allocation (core.allocate_colour; docs/rules/burstein.md §10.2, docs/rules/dutch.md §10.1)
    "pairing.wish.repeated": "{want} for {player}: last two games with {last}",
    "pairing.wish.imbalance": "{want} for {player}: {n} more games with {other_colour}",
    "pairing.wish.one_more": "{want} for {player}: one more game with {other_colour}",
    "pairing.wish.alternating": "{want} for {player}: alternating after {last} last game",
    "pairing.colour.outweighs": "{wish}; this outweighs {other}'s wish",
    "pairing.colour.stronger": "{wish}; a stronger wish than {other}'s",
    "pairing.colour.swapped_last": ("{colour} for {player}: both want {want}; colours are swapped from their last "
                                    "games, where {player} had {had}"),
    "pairing.colour.swapped_back": ("{colour} for {player}: both want {want}; colours are swapped from {back} "
                                    "games back, where {player} had {had}"),
    "pairing.colour.lots_odd": ("{colour} for {player}: no colour wishes yet; by the drawing of lots the "
                                "higher-ranked player gets {colour} with an odd pairing number"),
    "pairing.colour.lots_even": ("{colour} for {player}: no colour wishes yet; by the drawing of lots the "
                                 "higher-ranked player gets {colour} with an even pairing number"),
    "pairing.colour.ranked_higher": "{colour} for {player}: both want it; {player} is ranked higher",
    "pairing.colour.initial": ("no colour history: {player} ranks higher and takes the initial colour by pairing "
                               "number"),
    "pairing.colour.other_than_initial": ("no colour history: {player} ranks higher and takes the other colour by "
                                          "pairing number"),

    # departures from the plain fold (explain.py, Burstein)
    "pairing.fold.instead": "{player} v {partner} instead of {player} v {fold}: {why}",
    "pairing.why.already_paired": "{other} was already paired with {partner}",
    "pairing.why.floats_instead": "{other} floats down to the next group instead",
    "pairing.why.met_in_round": "{player} and {other} met in round {round}",
    "pairing.why.met": "{player} and {other} have met",
    "pairing.why.forbidden": "{player} and {other} may not be paired (the organiser's restriction)",
    "pairing.why.both_must": "{player} and {other} must both have {colour}",
    "pairing.why.both_want": ("{player} and {other} both want {colour}, and another pairing gives more players "
                              "their colour"),
    "pairing.why.colours_of_group": "{player} v {other} would leave more players of the group without the colour "
                                    "they want",
    "pairing.why.no_legal_rest": "{player} v {other} would leave the rest of the group without a legal pairing",
    "pairing.float.odd": "{player} floats down from the {score}-point group: it has an odd number of players",
    "pairing.float.odd_accelerated": ("{player} floats down from the {score}-point group (imaginary point "
                                      "included): it has an odd number of players"),
    "pairing.float.not_possible": "{float}, and {player} v {fold} is not possible: {why}",
    "pairing.merge": ("the score groups {scores} are paired as one group: the {top}-point group could not be paired "
                      "on its own without a rematch or a colour clash"),
    "pairing.bye.lowest": "{player} gets the bye: the lowest-placed player who has not yet had a bye or a forfeit win",
    "pairing.bye.skipped": "{bye} ({skipped})",
    "pairing.bye.had_bye": "{player} already had the bye",
    "pairing.bye.had_forfeit_win": "{player} already won by forfeit",

    # Dutch (dutch.py)
    "pairing.dutch.bye": ("{player} gets the pairing-allocated bye: the lowest score that leaves everyone else "
                          "paired, among players who have not had a bye"),
    "pairing.dutch.bye_again": ("{player} gets the pairing-allocated bye although {player} already had one (or a "
                                "win without playing): nobody else could be left out with everyone else paired"),
    "pairing.dutch.float": ("{player} floats down from the {score}-point group to the {to}-point group: no opponent "
                            "left there that keeps the pairing legal and best by the criteria (rematches, colours, "
                            "earlier floats)"),
    "pairing.dutch.exchange": ("{player} moves up to the top half of the {score}-point group (an exchange) to play "
                               "{opponent}: no pairing without an exchange was as good"),
    "pairing.dutch.transposition": ("{player} plays {opponent} instead of {other} (a transposition): with {other}, "
                                    "{why}"),
    "pairing.dutch.why.met": "they have already played each other",
    "pairing.dutch.why.forbidden": "the organiser has forbidden that pairing",
    "pairing.dutch.why.colour": "both must have the same colour",
    "pairing.dutch.why.better": ("the bracket as a whole pairs better another way (fewer colour wishes broken or "
                                 "floats repeated, or the others could not all be paired)"),

    # Round robins (berger.py): the schedule of the Berger tables
    "pairing.round_robin.free": ("{player} has the free round: the Berger table pairs {player} with number {dummy}, "
                                 "which nobody holds (an odd number of players)"),

    # Burstein as applied from 1 February 2026 (burstein2025.py; docs/rules/burstein-2025.md)
    "pairing.b25.seeding": ("round {round} is a seeding round (the first {rounds} of this tournament): it is paired by "
                            "the Dutch system, as the Burstein rules in force since February 2026 say"),
    "pairing.b25.index": "{player} (Buchholz {buchholz}, Sonneborn-Berger {sb})",
    "pairing.b25.order": ("the {score}-point bracket in order of the Index (Buchholz, then Sonneborn-Berger, then "
                          "pairing number), the highest first; the highest plays the lowest it may: {players}"),
    "pairing.b25.bye": ("{player} gets the pairing-allocated bye: among the players who may have it and leave everyone "
                        "else paired, the lowest score ({score}), then the most games played ({games}), then the "
                        "lowest Index"),
    "pairing.b25.float": ("{player} floats down from the {score}-point bracket to the {to}-point bracket: it cannot be "
                          "paired in its own bracket by the rules (most pairs, then the lowest scores floating, then "
                          "the best next bracket)"),
    "pairing.b25.float_last": "{player} cannot be paired in the {score}-point bracket",
})

say = WORDING.say

_COLOUR_KEYS = MappingProxyType({Colour.WHITE: "pairing.colour.white", Colour.BLACK: "pairing.colour.black",
                                 None: "pairing.colour.none"})


def colour_name(colour: Colour | None) -> Msg:
    return say(_COLOUR_KEYS[colour])
