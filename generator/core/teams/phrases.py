"""The team tie-breaks' sentences in English, by key (as `tiebreaks/wording.py` for the individual ones): the
site words them in its language through the catalogues of `generator.i18n`, which translate these keys."""
from __future__ import annotations

from generator.core.messages import Wording

WORDING = Wording({
    "team.tb.MP.title": "Match points",
    "team.tb.MP.description": "2 for a won match, 1 for a drawn one (or the league's own points)",
    "team.tb.GP.title": "Game points",
    "team.tb.GP.description": "the points the team's players scored on the boards",
    "team.tb.MPVGP.title": "Secondary score",
    "team.tb.MPVGP.description": "game points when match points rank the teams, match points when game points do",
    "team.tb.BH.title": "Buchholz",
    "team.tb.BH.description": "the sum of the opponents' {score}",
    "team.tb.ESB.title": "Extended Sonneborn-Berger ({code})",
    "team.tb.ESB.description": "the sum, over the matches, of the opponent's {opponent} times the {own} scored "
                               "against it",
    "team.tb.EDE.title": "Extended direct encounter",
    "team.tb.EDE.description": "the matches between the tied teams: match points first, then game points, "
                               "restarted for every smaller group still tied",
    "team.tb.EDEBT.title": "Extended direct encounter, then board count and top board results",
    "team.tb.EDEBT.description": "the matches between the tied teams: match points, then game points; two teams "
                                 "still tied are ranked by the board count, then the top board results of their "
                                 "match",
    "team.tb.EDEBB.title": "Extended direct encounter, then board count and bottom board elimination",
    "team.tb.EDEBB.description": "the matches between the tied teams: match points, then game points; two teams "
                                 "still tied are ranked by the board count, then the bottom board elimination of "
                                 "their match",
    "team.tb.EDET.title": "Extended direct encounter, then top board results",
    "team.tb.EDET.description": "the matches between the tied teams: match points, then game points; two teams "
                                "still tied are ranked by the top board results of their match",
    "team.tb.EDEB.title": "Extended direct encounter, then bottom board elimination",
    "team.tb.EDEB.description": "the matches between the tied teams: match points, then game points; two teams "
                                "still tied are ranked by the bottom board elimination of their match",
    "team.tb.DEBW.title": "Direct encounter with the Berlin score",
    "team.tb.DEBW.description": "the matches between the tied teams: match points, then their Berlin score, then "
                                "the front-most board won; started again for every smaller group still tied",
    "team.tb.WIN.title": "Matches won",
    "team.tb.WIN.description": "matches won, forfeits included",
    "team.tb.BC.title": "Board count",
    "team.tb.BC.description": "the sum of board number times the points on that board; lower is better",
    "team.tb.TBR.title": "Top board results",
    "team.tb.TBR.description": "the game points on board 1, then on boards 1–2, 1–3, …",
    "team.tb.BBE.title": "Bottom board elimination",
    "team.tb.BBE.description": "the game points without the last board, then without the last two, …",
    "team.tb.BERLIN.title": "Berlin score",
    "team.tb.BERLIN.description": "board-weighted points: a win on board 1 of n boards counts n, on the last "
                                  "board 1; a draw half",
    "team.tb.SSSC.title": "Score and schedule strength",
    "team.tb.SSSC.description": "the secondary score plus the Buchholz on the primary score divided by {factor}",
    "team.tb.STD.title": "Standard points",
    "team.tb.STD.description.MP": "the match points a 1 / ½ / 0 scoring would give: 1 for each round above a drawn "
                                  "match's match points, ½ at them, 0 below",
    "team.tb.STD.description.GP": "the game points a 1 / ½ / 0 scoring would give: 1 for each board above a drawn "
                                  "game's points, ½ at them, 0 below",
    "team.tb.TPN.title": "Team pairing number",
    "team.tb.TPN.description": "the team's pairing number, the lower ranking higher",
    "team.tb.reverse": "{title} (reversed)",
    "team.tb.reversed": "{description}, in the reverse order",
    "team.tb.cut": "{title} Cut-{k}",
    "team.tb.median": "{title} Median-{k}",
    "team.score.MP": "match points",
    "team.score.GP": "game points",

    "team.explain.adjusted": "the requested bye of round {round} counted as a draw (C.07 16.3)",
    "team.explain.cap_forfeit": "capped at the adjusted {score} of the scheduled opponent {team}, {cap} "
                                "(C.07 16.4, 2026)",
    "team.explain.cap_bye": "capped at a drawn match's {score} times the rounds, {draw} × {rounds} = {cap} "
                            "(C.07 16.4, 2026)",
    "team.explain.dummy": "{outcome}: counted against a dummy team with the team's own {score} {value} (C.07 16.4)",
    "team.explain.off": "no match this round: adds nothing",
    "team.explain.product": "{own} scored × {opponent} {figure} = {value}",
    "team.explain.forfeit_counts": "forfeited match, counted as played (C.07 15.2: a round robin)",
    "team.explain.boards": "boards: {working}",
    "team.explain.cut_voluntary": "cut: a voluntarily unplayed round is cut first (C.07 16.5)",
    "team.explain.cut_lowest": "cut: the least significant value",
    "team.explain.cut_highest": "cut: the highest value (median)",
    "team.explain.cumulative": "boards 1–{k}: {value}",
    "team.explain.without": "without the last {k} board(s): {value}",
    "team.explain.vector": "compared from the first figure on: {figures}",
    "team.explain.lower_better": "{value}: lower is better",
    "team.explain.sssc": "{secondary} + {bh} / {factor} = {value}",
    "team.explain.std_mp": "{outcome}: {points} against {draw} for a drawn match, so {value}",
    "team.explain.std_gp": "boards {working} (each against {draw} for a draw) = {value}",
    "team.explain.tpn": "pairing number {number}",
    "team.explain.won": "a match won",
    "team.explain.not_won": "not a win",

    "team.ede.not_tied": "not tied with anyone at this point of the chain, so direct encounter does not apply",
    "team.ede.summary": "Tied group {group}: {steps}. The value counts the tied teams placed below: {below}.",
    "team.ede.step": "{score} between {group}: {table}",
    "team.ede.match": "match within the tied group",
    "team.ede.step_lower": "{score} between {group}: {table} (lower is better)",
    "team.ede.berlin": "the Berlin score",
    "team.ede.board": "the points on board {board}",
    "team.ede.without": "the points without the last {k} board(s)",
    "team.ede.board_count": "the board count",

    "team.outcome.W": "won match",
    "team.outcome.D": "drawn match",
    "team.outcome.L": "lost match",
    "team.outcome.+F": "match won by forfeit",
    "team.outcome.-F": "match lost by forfeit",
    "team.outcome.--": "match forfeited by both",
    "team.outcome.PAB": "pairing-allocated bye",
    "team.outcome.FPB": "full-point bye",
    "team.outcome.HPB": "half-point bye",
    "team.outcome.ZPB": "zero-point bye",
    "team.outcome.off": "no match",
    "team.outcome.P": "match not finished",
})

say = WORDING.say
