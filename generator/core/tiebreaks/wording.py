"""The tie-break engine's sentences in English, by key: one place for every word the engine says.

The engine hands back `Msg`s made here (English text that remembers its key and parameters); `bulletin
explain` prints them as they are, and the site words them in its language through the catalogues of
`generator.i18n`, which translate these keys (a parameter that is itself a `Msg` is translated too).
"""
from __future__ import annotations

from generator.core.messages import Wording

WORDING = Wording({
    # registry: names and plain-word descriptions of the codes (C.07 names)
    "tiebreak.BH.title": "Buchholz",
    "tiebreak.BH.description": "the sum of the opponents' scores",
    "tiebreak.FB.title": "Fore Buchholz",
    "tiebreak.FB.description": "Buchholz with every game of the last round counted as a draw",
    "tiebreak.SB.title": "Sonneborn-Berger",
    "tiebreak.SB.description": "the sum, round by round, of the player's result times the opponent's score",
    "tiebreak.PS.title": "Progressive score",
    "tiebreak.PS.description": "the sum of the player's running scores after each round",
    "tiebreak.AOB.title": "Average of opponents' Buchholz",
    "tiebreak.AOB.description": "the mean Buchholz of the opponents met over the board",
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
    "tiebreak.TPR.description":
        "the average opponent rating plus the FIDE table's difference for the player's percentage",
    "tiebreak.PTP.title": "Perfect tournament performance",
    "tiebreak.PTP.description": "the lowest rating that would expect the player's score against these opponents",
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
    "tiebreak.least_significant.one": "lowest value (the least significant value, C.07 14.1)",
    "tiebreak.least_significant.other": "{n} lowest values (the least significant values, C.07 14.2)",
    "tiebreak.value_title": "{title} ({code})",
    # a participant's own figures (C.07 as amended in 2026: 7.7, 7.8, 10.6), own.py
    "tiebreak.STD.title": "Standard points",
    "tiebreak.STD.description": "the score with 1 for each round won, ½ for each drawn and 0 for each lost",
    "tiebreak.TPN.title": "Tournament pairing number",
    "tiebreak.TPN.description": "the player's pairing number, the lower ranking higher",
    "tiebreak.RTNG.title": "Rating",
    "tiebreak.RTNG.description": "the player's own rating",
    "tiebreak.reverse": "{title} (reversed)",
    "tiebreak.reversed": "{description}, in the reverse order",
    "own.std.round": "{cell}: {points} against {draw} for a draw, so {value}",
    "own.tpn.summary": "pairing number {number}",
    "own.rtng.summary": "rating {rating}",
    "own.rtng.unrated": "unrated: counted as {rating}, the tournament's rule for unrated players",
    "own.rtng.unrated_left_out": "unrated: left out, as the tournament's rule for unrated players says",

    # one line of an explanation (text.py)
    "explain.round": "Round {n}",
    "explain.total": "Total",
    "explain.where_who": "{where}: {who}",
    "explain.who_formula": "{who}: {formula}",
    "explain.opponent.virtual": "virtual opponent",
    "explain.opponent.dummy": "stand-in",
    "explain.opponent.none": "no opponent",
    "explain.your_score": "own score {raw}",
    "explain.score_credited": "score {raw} as credited",
    "explain.adjusted": "{figure} {steps} = {score}",
    "explain.step": "{sign} {change} ({reason})",
    "explain.sb_product": "result {result} × {whose} {score} = {value}",
    "explain.cut": "left out",
    "explain.nothing_left": "nothing left to add: {display}",
    "explain.opponent.real": "{name} (no. {start})",
    "explain.opponent.number": "no. {start}",
    "explain.stand_in_for": "stand-in for {opponent}",
    "explain.kind_of_round": "{who} ({cell})",
    "explain.whose.real": "{opponent}'s score",
    "explain.whose.counted": "{opponent}'s counted score",
    "explain.whose.dummy": "the stand-in's score",
    "explain.whose.virtual": "the virtual opponent's score",
    "explain.whose.none": "no opponent's score",
    "explain.see_round": "see round {round} above",
    "explain.see_round_of": "see round {round} ({codes}) above",
    "explain.round_notes": "What each round counts",
    "explain.round_notes_intro": "Rounds not listed count the opponent's points as in the standings.",
    "explain.the_player": "the player",

    # one sentence per round that needs one: what happened, what it counts as (text.round_notes)
    "unplayed.FW": "{opponent} did not come ({player} won by forfeit)",
    "unplayed.FL": "{player} did not come (a forfeit loss against {opponent})",
    "unplayed.double_forfeit": "neither {player} nor {opponent} came (a double forfeit, a forfeit loss for both)",
    "unplayed.PAB": "{player} had the pairing-allocated bye (no opponent was left in the pairing)",
    "unplayed.FPB": "{player} was given a full-point bye",
    "unplayed.HPB": "{player} had asked for a half-point bye (a requested bye)",
    "unplayed.ZPB": "{player} had a zero-point bye: absent or asked not to be paired, a requested bye either way",
    "unplayed.WD": "{player} had withdrawn (every round after a withdrawal is a requested zero-point bye)",
    "unplayed.P": "the game of {player} against {opponent} has no result yet",
    "unplayed.FR": "{player} had the free round",
    "unplayed.X": "the game of {player} against {opponent} was struck after a withdrawal",
    "sentence.dummy": "{where}: {what}. Counted as a game against a stand-in with {player}'s own score: {value}.",
    "sentence.dummy_cap_forfeit": "{where}: {what}. Counted as a game against a stand-in with the lower of "
                                  "{player}'s score, {own}, and {opponent}'s {cap}: {value}.",
    "sentence.dummy_cap_half": "{where}: {what}. Counted as a game against a stand-in with the lower of {player}'s "
                               "score, {own}, and half the rounds counted, {draw} × {rounds} = {cap}: {value}.",
    "sentence.virtual": "{where}: {what}. Counted as a game against a virtual opponent who starts the round with "
                        "{player}'s score, gets the opposite result and draws every later round: {value}.",
    "sentence.forfeit_game": "{where}: {what}. Counted as a game against {opponent}, with {opponent}'s score: "
                             "{value}.",
    "sentence.no_opponent": "{where}: {what}. No opponent: the round adds 0.",
    "sentence.seen": "{where}: {opponent}'s score is {raw}, counted as {score}: {changes}.",
    "seen.tail": "round {round} ({cell}) counts as a draw, because it is a requested bye with no game after it",
    "seen.tail_last": "round {round} ({cell}) counts as a draw, because it is a requested bye with no game after "
                      "it (these standings count rounds 1–{round} only, so round {round} is the end for now)",
    "seen.2012": "round {round} ({cell}) counts as a draw, like every round not played over the board",
    "seen.2012_bye": "round {round} ({cell}) counts as a draw, like every round not played over the board (for a "
                     "bye this is our reading)",
    "seen.fore": "the game of round {round} counts as a draw (Fore Buchholz)",
    "working.seen": "{opponent}'s points {raw} {steps} → {score}",
    "working.step": "{sign} {change} for round {round}",
    "working.own": "the stand-in's score is {player}'s own score {own}",
    "working.own_fore": "the stand-in's score is {player}'s own score {own} (with the last round as a draw: "
                        "Fore Buchholz)",
    "working.cap_forfeit": "own score {own}, capped at {opponent}'s {cap} → {value}",
    "working.cap_half": "own score {own}, capped at {draw} × {rounds} rounds = {cap} → {value}",
    "working.virtual": "score before the round {before} + opposite result ({win} − {got}) + {draw} for a draw × "
                       "rounds left ({rounds} − {round}) = {value}",
    "working.forfeit_game": "{opponent}'s score {value}",
    "working.none": "nothing to add: 0",
    "rule.seen_tail": "a requested bye at the end counts as a draw for the opponents: C.07 16.3",
    "rule.seen_2012": "an opponent's unplayed rounds count as draws: the 2012 rule",
    "rule.seen_2012_bye": "an opponent's unplayed rounds count as draws: the 2012 rule (byes: our reading)",
    "rule.fore": "Fore Buchholz: C.07 8.3",
    "rule.dummy": "dummy opponent: C.07 16.4",
    "rule.dummy_cap_forfeit": "dummy opponent, capped for a forfeit: C.07 16.4.1 as amended in 2026",
    "rule.dummy_cap_half": "dummy opponent, capped for other unplayed rounds: C.07 16.4.2 as amended in 2026",
    "rule.virtual": "virtual opponent, Svon = SPR + (1 − SfPR) + ½·(n − R): the 2012 rule",
    "rule.forfeit_round_robin": "round robin: a forfeit is a game against the scheduled opponent, C.07 15.2",
    "rule.plain": "plain sums: a forfeit counts the scheduled opponent, a bye nothing",
    "rule.no_opponent_round_robin": "round robin: no dummy opponent, C.07 15.2",
    "rule.section": "rules §{section}",
    "note.svon": "Svon, the 2012 virtual opponent's score: Svon = SPR + (1 − SfPR) + ½·(n − R), where SPR is the "
                 "player's score before round R, SfPR the player's points for round R (so 1 − SfPR is the opposite "
                 "result), n the number of rounds counted, R the round, and ½ the points of a draw, one for each "
                 "round after R.",

    # the rules page: the paragraphs the player pages cite, numbered as docs/rules/tiebreaks.md (text.py)
    "para.3.3.title": "Standings after round k",
    "para.3.3.text": "The standings after round k count rounds 1 to k only, as if the tournament had k rounds. So "
                     "a requested bye in round k counts as one at the end of the tournament, and the "
                     "number of rounds in every formula below is k.",
    "para.3.3.article": "our reading",
    "para.3.4.title": "Round robins: a round without an opponent",
    "para.3.4.text": "A round robin has no stand-in and no virtual opponent: a round without an opponent (the free "
                     "round of an odd number of players) adds nothing.",
    "para.3.4.article": "our reading, as the FIDE checker",
    "para.4.1.title": "A round not played over the board: the virtual opponent",
    "para.4.1.text": "It counts as a game against a virtual opponent who starts the round with the player's score, "
                     "gets the opposite result and draws every later round. Its score is Svon = SPR + (1 − SfPR) "
                     "+ ½·(n − R): SPR is the player's score before round R, SfPR the player's points for round R "
                     "(so 1 − SfPR is the opposite result), n the number of rounds counted, R the round, and ½ "
                     "the points of a draw, once for each round after R. The player pages write it as: score "
                     "before the round + opposite result (1 − points) + ½ for a draw × rounds left (n − R).",
    "para.4.1.article": "2012 rule, FIDE Congress 2009",
    "para.4.2.title": "An opponent's rounds not played over the board",
    "para.4.2.text": "In the score of an opponent, every round that opponent did not play over the board counts as "
                     "a draw: forfeits by the rule's text (\"results by default\"), byes too by our reading, as "
                     "every known program does (see the open points). The column \"counted as\" of the standings "
                     "shows each player's score counted this way.",
    "para.4.2.article": "2012 rule",
    "para.4.3.title": "Forfeits",
    "para.4.3.text": "A forfeit is unplayed for both players: each counts a virtual opponent, and neither counts "
                     "the other.",
    "para.4.3.article": "2012 rule",
    "para.4.4.title": "Cuts",
    "para.4.4.text": "Cut-1 and the medians leave out the lowest (and highest) values, virtual opponents "
                     "included; no 2012 rule is known that leaves out unplayed rounds first.",
    "para.4.4.article": "our reading",
    "para.5.2.title": "Round robins: forfeits",
    "para.5.2.text": "In a round robin a forfeit counts as a game against the scheduled opponent: no stand-in, and "
                     "nobody's score is changed.",
    "para.5.2.article": "C.07 15.2",
    "para.5.5.title": "Requested byes and rounds not played by choice",
    "para.5.5.text": "A requested bye is a half-point or a zero-point bye: asked for or absent, it is the same "
                     "kind. Every round after a withdrawal is a zero-point bye. A round not played by choice (the "
                     "regulation's voluntarily unplayed round) is a requested bye or a forfeit loss; a "
                     "pairing-allocated bye, a full-point bye and a forfeit win are not, since the player was there "
                     "to play.",
    "para.5.5.article": "C.07 16.1",
    "para.5.6.title": "Kinds of unplayed rounds",
    "para.5.6.text": "16.2.1 a pairing-allocated or full-point bye; 16.2.2 a forfeit win; 16.2.3 a requested bye "
                     "with a game later; 16.2.4 a forfeit loss; 16.2.5 a requested bye with no game after it up "
                     "to the last round counted (the end of a withdrawal, or a bye in the last round counted).",
    "para.5.6.article": "C.07 16.2",
    "para.5.7.title": "A player's score as the opponents count it",
    "para.5.7.text": "Every round counts at its points, except a requested bye with no game after it (16.2.5), "
                     "which counts as a draw. The column \"counted as\" of the standings shows this score.",
    "para.5.7.article": "C.07 16.3",
    "para.5.8.title": "The player's own round not played over the board: the stand-in",
    "para.5.8.text": "It counts as a game against a stand-in (the regulation's dummy opponent) whose score is the "
                     "player's own score. The result is the points awarded: a win for a forfeit win or a bye worth "
                     "a point, a draw for a half-point bye, a loss otherwise.",
    "para.5.8.article": "C.07 16.4",
    "para.5.9.title": "Cuts take a round not played by choice first",
    "para.5.9.text": "When a cut leaves out the lowest value and the player has rounds not played by choice, the "
                     "smallest of these goes instead, as long as it is not below the lowest value; for "
                     "Sonneborn-Berger the larger of the two goes. Each further cut does the same.",
    "para.5.9.article": "C.07 16.5",
    "para.6.1.title": "The stand-in of a forfeit is capped",
    "para.6.1.text": "For a forfeit win or loss the stand-in has the lower of the player's score and the scheduled "
                     "opponent's score as the opponents count it (§5.7). The player pages write: own score, "
                     "capped at the opponent's score → the lower of the two.",
    "para.6.1.article": "C.07 16.4.1, amended 2026",
    "para.6.2.title": "The stand-in of any other unplayed round is capped",
    "para.6.2.text": "For a bye, or a round without a result, the stand-in has the lower of the player's score and "
                     "half the rounds counted (½ × n).",
    "para.6.2.article": "C.07 16.4.2, amended 2026",
    "para.7.1.title": "Plain sums",
    "para.7.1.text": "No correction: opponents count at their points, a forfeit counts the scheduled opponent as if "
                     "the game had been played, and a bye adds nothing.",
    "para.7.1.article": "no FIDE rule",
    "para.9.1.title": "Cut-1 and Cut-2",
    "para.9.1.text": "They leave out the one or two lowest values (the regulation's least significant values): for "
                     "Buchholz the lowest figures, for Sonneborn-Berger the opponent with the lowest score.",
    "para.9.1.article": "C.07 14.1, 14.2",
    "para.10.2.title": "Fore Buchholz",
    "para.10.2.text": "Buchholz as if every game of the last round counted had been drawn, forfeits included; byes "
                      "keep their points.",
    "para.10.2.article": "C.07 8.3",
    "example.total": "{title} of {player}: {sum}",
    "example.kind.PAB": "Pairing-allocated bye",
    "example.kind.FW": "Forfeit win",
    "example.kind.FL": "Forfeit loss",
    "example.kind.HPB": "Requested bye followed by a game",
    "example.kind.ZPB": "Absent (zero-point bye) followed by a game",
    "example.kind.WD": "Withdrawal, as the opponents count it",

    # what one round of a player was (context.py)
    "cell.W": "win",
    "cell.D": "draw",
    "cell.L": "loss",
    "cell.FW": "forfeit win",
    "cell.FL": "forfeit loss",
    "cell.PAB": "pairing-allocated bye",
    "cell.FPB": "full-point bye",
    "cell.HPB": "half-point bye",
    "cell.ZPB": "zero-point bye: absent or asked for",
    "cell.WD": "withdrawn",
    "cell.P": "result not entered yet",
    "cell.double_forfeit": "double forfeit",
    "cell.FR": "free round (round robin)",
    "cell.X": "struck (a withdrawal)",

    # adjustments and notes of the unplayed-game rules (context.py)
    "adjust.fore": "round {round}: last-round game counted as a draw (Fore Buchholz, C.07 8.3)",
    "adjust.fore_own": "round {round}: the player's last-round game counted as a draw (Fore Buchholz, C.07 8.3)",
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
    "formula.own_score": "own score {score} (C.07 16.4)",
    "formula.capped": "{formula} = {value} (C.07 16.4, 2026)",
    "note.partial": "Standings after round {after} of {planned}: only rounds 1–{after} count, as if the "
                    "tournament had {after} rounds.",

    # cuts and notes of the sums (sums.py)
    "cut.voluntary_first": "left out first: a round not played by choice (a voluntarily unplayed round, C.07 16.5)",
    "cut.larger_than_vur": "{lowest}; its {value} is more than {vur}, the smallest round not played by choice, "
                           "so it goes instead (C.07 16.5)",
    "cut.highest": "left out: the highest value (median)",
    "cut.lowest": "left out: the lowest value",
    "cut.sb_lowest": "left out: the opponent with the lowest score, {score} (the least significant value, C.07 14.1)",
    "cut.earliest": "left out: the earliest running totals go first",
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
    "rating.unrated_counted": "unrated opponent, counted as {rating} (the tournament's rating for unrated players)",
    "rating.dropped.one": ("dropped: an unrated player takes part and the tournament's rules give no rating for "
                           "unrated players (C.07 Art. 10)"),
    "rating.dropped.other": ("dropped: {count} unrated players take part and the tournament's rules give no rating "
                             "for unrated players (C.07 Art. 10)"),
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
    "rules.unrated.rating": ("The tournament's rule for unrated players: in the rating-based tie-breaks an unrated "
                             "opponent counts as rated {rating}."),
})

say = WORDING.say
