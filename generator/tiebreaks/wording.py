"""The tie-break engine's sentences in English, by key: one place for every word the engine says.

The engine hands back `Msg`s made here (English text that remembers its key and parameters); `bulletin
explain` prints them as they are, and the site words them in its language through the catalogues of
`generator.i18n`, which translate these keys (a parameter that is itself a `Msg` is translated too).
"""
from __future__ import annotations

from ..messages import Wording

WORDING = Wording({
    # registry: names and plain-word descriptions of the codes (C.07 names)
    "tiebreak.BH.title": "Buchholz",
    "tiebreak.BH.description": "the sum of your opponents' scores",
    "tiebreak.FB.title": "Fore Buchholz",
    "tiebreak.FB.description": "Buchholz with every game of the last round counted as a draw",
    "tiebreak.SB.title": "Sonneborn-Berger",
    "tiebreak.SB.description": "the sum, over your rounds, of your result times your opponent's score",
    "tiebreak.PS.title": "Progressive score",
    "tiebreak.PS.description": "the sum of your running scores after each round",
    "tiebreak.AOB.title": "Average of opponents' Buchholz",
    "tiebreak.AOB.description": "the mean Buchholz of the opponents you met over the board",
    "tiebreak.DE.title": "Direct encounter",
    "tiebreak.DE.description": "the results of the games between the tied players",
    "tiebreak.WIN.title": "Rounds won",
    "tiebreak.WIN.description": "rounds credited with a win, played or not",
    "tiebreak.WON.title": "Games won",
    "tiebreak.WON.description": "games won over the board",
    "tiebreak.BPG.title": "Games with Black",
    "tiebreak.BPG.description": "games played over the board with Black",
    "tiebreak.BWG.title": "Games won with Black",
    "tiebreak.BWG.description": "games won over the board with Black",
    "tiebreak.GE.title": "Rounds elected to play",
    "tiebreak.GE.description": "rounds minus requested byes and forfeit losses",
    "tiebreak.KS.title": "Koya",
    "tiebreak.KS.description": "points scored against opponents who reached half of the maximum score",
    "tiebreak.ARO.title": "Average rating of opponents",
    "tiebreak.ARO.description": "the mean rating of the opponents met over the board",
    "tiebreak.TPR.title": "Tournament performance rating",
    "tiebreak.TPR.description": "the average opponent rating plus the FIDE table's difference for your percentage",
    "tiebreak.PTP.title": "Perfect tournament performance",
    "tiebreak.PTP.description": "the lowest rating that would expect your score against these opponents",
    "tiebreak.APRO.title": "Average performance of opponents",
    "tiebreak.APRO.description": "the mean TPR of the opponents met over the board",
    "tiebreak.APPO.title": "Average perfect performance of opponents",
    "tiebreak.APPO.description": "the mean PTP of the opponents met over the board",
    "tiebreak.cut": "{title} Cut-{k}",
    "tiebreak.median": "{title} Median-{k}",
    "tiebreak.leaving_out": "{description}, leaving out the {what}",
    "tiebreak.first_running_total.one": "first running total",
    "tiebreak.first_running_total.other": "{n} first running totals",
    "tiebreak.lowest_rated.one": "lowest-rated opponent",
    "tiebreak.lowest_rated.other": "{n} lowest-rated opponents",
    "tiebreak.lowest_and_highest.one": "lowest and highest value",
    "tiebreak.lowest_and_highest.other": "{n} lowest and highest values",
    "tiebreak.least_significant.one": "least significant value",
    "tiebreak.least_significant.other": "{n} least significant values",
    "tiebreak.value_title": "{title} ({code})",

    # one line of an explanation (text.py)
    "explain.round": "Round {n}",
    "explain.total": "Total",
    "explain.where_who": "{where}: {who}",
    "explain.who_formula": "{who}: {formula}",
    "explain.opponent.virtual": "virtual opponent",
    "explain.opponent.dummy": "dummy opponent",
    "explain.opponent.none": "no opponent",
    "explain.your_score": "your score {raw}",
    "explain.score_credited": "score {raw} as credited",
    "explain.adjusted": "{figure} {steps} = {score}",
    "explain.step": "{sign} {change} ({reason})",
    "explain.sb_product": "result {result} × {score} = {value}",
    "explain.cut": "cut",
    "explain.nothing_left": "nothing left to add: {display}",

    # what one round of a player was (context.py)
    "cell.W": "win",
    "cell.D": "draw",
    "cell.L": "loss",
    "cell.FW": "forfeit win",
    "cell.FL": "forfeit loss",
    "cell.PAB": "pairing-allocated bye",
    "cell.FPB": "full-point bye",
    "cell.HPB": "half-point bye",
    "cell.ZPB": "zero-point bye (absent)",
    "cell.WD": "withdrawn",
    "cell.P": "result not entered yet",
    "cell.double_forfeit": "double forfeit",
    "cell.FR": "free round (round robin)",
    "cell.X": "struck (a withdrawal)",

    # adjustments and notes of the unplayed-game rules (context.py)
    "adjust.fore": "round {round}: last-round game counted as a draw (Fore Buchholz, C.07 8.3)",
    "adjust.fore_own": "round {round}: your last-round game counted as a draw (Fore Buchholz, C.07 8.3)",
    "adjust.reason_2012": "2012 rule: an opponent's unplayed rounds count as draws",
    "adjust.reason_2012_byes": "2012 rule: an opponent's unplayed rounds count as draws (byes too: our reading, "
                               "as every known program does)",
    "adjust.reason_tail": "requested bye with no game after it counts as a draw (C.07 16.3)",
    "adjust.as_draw": "round {round}: {cell} counted as a draw — {reason}",
    "adjust.cap": "capped at {cap}, {what} (C.07 16.4, 2026)",
    "adjust.cap_forfeit": "the score of scheduled opponent #{start} as others see it",
    "adjust.cap_half": "half of the {n} rounds",
    "note.counted_as_game": "{cell}: counted as a game ({why})",
    "note.why_round_robin": "round robin, C.07 15",
    "note.why_plain": "plain sums",
    "note.no_opponent": "{cell}: no opponent, adds nothing",
    "note.virtual": "{cell}: not played, counted against a virtual opponent (2012 rule)",
    "note.dummy": "{cell}: not played, counted against a dummy opponent (C.07 16.4)",
    "formula.own_score": "your own score {score} (C.07 16.4)",
    "formula.capped": "{formula} = {value} (C.07 16.4, 2026)",
    "note.partial": "Standings after round {after} of {planned}: only rounds 1–{after} count, as if the "
                    "tournament had {after} rounds.",

    # cuts and notes of the sums (sums.py)
    "cut.voluntary_first": "cut: voluntarily unplayed round is cut first (C.07 16.5)",
    "cut.larger_than_vur": "{lowest}; its contribution {value} is larger than the smallest voluntarily unplayed "
                           "one, {vur}, so it is cut (C.07 16.5)",
    "cut.highest": "cut: highest value (median)",
    "cut.lowest": "cut: lowest value",
    "cut.sb_lowest": "cut: least significant value (the opponent with the lowest score, {score})",
    "cut.earliest": "cut: the earliest running totals are cut first",
    "note.no_2012_vur_cut": "2012 rules: no rule is known that cuts unplayed rounds first, so the lowest values "
                            "are cut (our reading, as all known programs do).",
    "note.no_2012_sb_cut": "2012 rules: no Sonneborn-Berger cut rule is known; the opponent with the lowest score "
                           "is cut, as C.07 does (our choice).",
    "note.not_for_round_robins": "Buchholz-type tie-breaks are not meant for round robins, where everyone meets "
                                 "the same opponents (C.07 note added in 2026).",
    "note.fore": "Fore Buchholz: every game of the last round counted is taken as a draw (forfeits included); "
                 "byes keep their points (C.07 8.3).",
    "note.score_after": "score after round {round}",
    "note.opponent_buchholz": "the opponent's Buchholz",
    "summary.no_games": "no games played over the board",
    "summary.aob": "{total} / {count} = {mean}, rounded half up to 2 decimals: {value}",

    # counts (counts.py)
    "count.with_black": "{cell} with Black",
    "count.counts": "{words}: counts as {what}",
    "count.does_not_count": "{words}: does not count as {what}",
    "count.ge_full_bye": "{note} (our choice: programs differ on a full-point bye)",
    "count.round_won": "a round won (played or not)",
    "count.game_won": "a game won",
    "count.game_black": "a game with Black",
    "count.game_won_black": "a game won with Black",
    "count.elected": "a round elected to play",
    "koya.reached": "opponent scored {score}, reached {threshold} (half the maximum)",
    "koya.below": "opponent scored {score}, stayed below {threshold} (half the maximum)",
    "koya.not_round_robin": "Koya is meant for round robins; here it is computed the same way.",

    # direct encounter (direct.py)
    "de.not_tied": "not tied with anyone at this point of the chain, so direct encounter does not apply",
    "de.all_met": "all of them met",
    "de.not_all_met": "not all of them met",
    "de.not_all_met_2012": "not all of them met; under the 2012 rule direct encounter then does not apply",
    "de.places_shared": "places {first}–{last} shared",
    "de.place": "place {place}",
    "de.summary": "Tied group {group} ({met}); mini-table: {table}. Direct encounter gives {shared} of {size}; "
                  "the value counts the tied players placed below: {below}.",
    "de.game": "game within the tied group",
    "de.forfeit": "forfeit, counted as a game (C.07 15)",

    # ratings (ratings.py)
    "rating.unrated": "unrated opponent: left out",
    "rating.unrated_cut": "unrated: left out",
    "rating.opponent": "opponent's rating",
    "rating.no_rated_games_left": "no rated game played over the board left to average",
    "rating.no_rated_games": "no rated game played over the board",
    "rating.average": "{total} / {count} = {mean}, rounded half up: {value}",
    "rating.tpr": "ARO {aro} + dp({p}) {dp} = {value}, where p = {points} / {games} rounded to 2 decimals",
    "rating.ptp_zero": "score 0: lowest opponent rating {rating} − 800",
    "rating.ptp_full": "100% score: highest opponent rating {rating} + 800 (our choice)",
    "rating.ptp_search": "smallest rating whose expected score reaches {score}: at {low} it is {at}, at {below_rating} "
                         "only {below}",
    "rating.undefined": "{what} undefined",
    "rating.undefined_cut": "left out: the opponent's {what} is undefined",
    "rating.of_opponent": "the opponent's {what}",
    "rating.no_defined": "no opponent met over the board with a defined value",

    # why a rule set applies (rules.py; the rule sets' own texts are defined there, keys rules.<set>.*)
    "rules.chosen": "The organiser chose this rule set.",
    "rules.undated": "No start date is given, so the latest rules apply.",
    "rules.by_date": "Chosen by the start date {date}.",
})

say = WORDING.say
