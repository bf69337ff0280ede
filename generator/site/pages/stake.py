"""What is at stake in the next round, as the next-round page and the news embed `{{ scenarios round=7 }}` show it.

The figures come from the scenarios core (generator/core/scenarios: exact place ranges, statements as keyed phrases,
estimated chances); this module only words and formats them in the tournament's language. They are worked
out once per tournament and round by the `ScenarioProvider` the build session passes in (`BuildSession.stakes`,
kept while the tournament is the same), and only for a round paired in its round file before any of its
results is in: the engine's provisional pairing of a round nobody has published is no ground for "what is at
stake", and once the results come in (one save each in `watch`) the round page shows them instead, so the
search, a few tenths of a second for 24 players, never runs on each of those saves (the watch budget).
The page shows the players who can still finish in the prize places; a player the search budget did not
allow to be worked out exactly is named as not covered, never given a guess.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Mapping

from generator.core.model import PairingSystem, Round, Start, Tournament
from generator.core.prizes.outlook import Outlook, outlook
from generator.core.scenarios.analysis import DEFAULT_BUDGET, Outcome, PlayerScenario, Scenarios, scenarios
from generator.core.scenarios.chances import DRAW_RATE, UNRATED, Chances, chances
from generator.core.scenarios.statements import Listing, Phrase, word
from generator.core.tiebreaks.registry import parse_code
from generator.core.tiebreaks.values import chess_text
from generator.i18n.catalogues import Translator
from generator.site.pages.formatting import words
from generator.site.pages.views import PlayerRef

RESULT_COLUMNS = ("win", "draw", "loss")


@dataclass(frozen=True)
class AtStake:
    """The core's answer for one paired round: exact ranges and statements, and the estimated chances."""

    scenarios: Scenarios
    chances: Chances
    prizes: Outlook | None = None    # before the last round of a tournament with prizes: who can still win what


ScenarioProvider = Callable[[Tournament, Round], "AtStake | None"]


def no_scenarios(tournament: Tournament, paired: Round) -> AtStake | None:
    """The default provider: no section (the build session passes `at_stake`, cached)."""
    return None


def at_stake(tournament: Tournament, paired: Round, budget: int = DEFAULT_BUDGET) -> AtStake | None:
    """The scenarios of a paired round before any result is in; None once one is (or without boards). Only
    the players who can still reach the prize places get their ranges searched (`everyone=False`), which is all
    a page shows; `budget` is the core's, in search nodes for one end of one range."""
    if not paired.games or not all(game.result.pending for game in paired.games):
        return None
    if tournament.pairing is PairingSystem.KEIZER:   # ranked by Keizer points: pages/keizer.py says what is at stake
        return None
    found = scenarios(tournament, paired, everyone=False, budget=budget)
    return AtStake(found, chances(tournament, paired, places=found.places), outlook(tournament, paired))


# -- what the template reads ------------------------------------------------------------------------------

@dataclass(frozen=True)
class StakeRow:
    player: PlayerRef
    points_before: Fraction
    ranges: tuple[str, ...]          # best–worst place with a win, a draw, a loss ("" when he has no game)
    fixed: str                       # a bye or an entered result instead: "Bye: 3–5"; "" otherwise
    chances: tuple[str, ...]         # the estimated chance of each prize place, as a percentage


@dataclass(frozen=True)
class StakeLine:
    result: str                      # the result of his own game, as the table heads it ("Win"; "Bye")
    text: str                        # what it means for him, in short sentences; his range when nothing more


@dataclass(frozen=True)
class StakeSaid:
    """One contender's statements: his name once, then a line per result of his own game."""

    player: PlayerRef
    lines: tuple[StakeLine, ...]


@dataclass(frozen=True)
class StakeView:
    round_number: int
    places: int
    said: tuple[StakeSaid, ...]      # in the tournament's language
    rows: tuple[StakeRow, ...]       # the players who can still reach the prize places, then those not covered
    place_headings: tuple[str, ...]  # "1st", "2nd", "3rd"
    intro: str
    estimate: str                    # how the chances were estimated
    uncovered: str                   # who was not worked out exactly within the budget; "" when nobody


def range_text(best: int | None, worst: int | None) -> str:
    """"2–4", "1" for a sure place, "?" where the search budget left it open."""
    if best is None or worst is None:
        return "?"
    return str(best) if best == worst else f"{best}–{worst}"


def percent_text(value: Fraction) -> str:
    """A chance for display ("55%", "<1%", ">99%", "100%" only when certain, "–" for none); the exact figure stays
    in the JSON. A chance that is not certain is never shown as 100% (nor a possible one as 0%)."""
    if value == 0:
        return "–"
    percent = round(value * 100)
    if percent == 0:
        return "<1%"
    return ">99%" if percent == 100 and value < 1 else f"{percent}%"


def stake_view(at: AtStake, refs: Mapping[Start, PlayerRef], tr: Translator) -> StakeView:
    found, estimate = at.scenarios, at.chances
    uncovered = set(found.uncovered)     # a contender by one exact result may be open on another: one row
    shown = [p for p in found.players if p.contender or p in uncovered]
    shown.sort(key=lambda p: (-p.points_before, p.start))
    rows = tuple(StakeRow(refs[p.start], p.points_before, _ranges(p.outcomes), _fixed(p.outcomes, tr),
                          tuple(percent_text(c) for c in estimate.of(p.start))) for p in shown)
    not_covered = ""
    if found.uncovered:
        names = ", ".join(refs[p.start].name for p in found.uncovered)
        not_covered = tr("stake.uncovered", names=names, budget=f"{found.budget:,}".replace(",", " "))
    titles = {code: words(tr)(parse_code(code).title) for code in found.chain}
    return StakeView(
        round_number=found.round_number, places=found.places,
        said=tuple(StakeSaid(refs[p.start], _lines(p, tr, titles)) for p in found.players if p.lines), rows=rows,
        place_headings=tuple(tr(f"stake.place.{k}" if k <= 3 else "stake.place.n", n=k)
                             for k in range(1, found.places + 1)),
        intro=tr("stake.intro", n=found.round_number, places=found.places,
                 chain=", ".join(titles[code] for code in found.chain)),
        estimate=_estimate(estimate, tr), uncovered=not_covered)


def named(value: object, names: Mapping[str, str]) -> object:
    """The phrase with each tie-break code it names replaced by the tie-break's name ("Buchholz Cut-1" for
    BH/C1): a reader of the sentences has no legend beside them."""
    if isinstance(value, Phrase):
        return Phrase(value.key, tuple((k, _names(v, names) if k == "tiebreak" else named(v, names))
                                       for k, v in value.params))
    if isinstance(value, Listing):
        return Listing(value.joiner, tuple(named(item, names) for item in value.items))
    return value


def _names(value: object, names: Mapping[str, str]) -> object:
    if isinstance(value, Listing):
        return Listing(value.joiner, tuple(names.get(str(item), item) for item in value.items))
    return names.get(str(value), value)


def _lines(player: PlayerScenario, tr: Translator, names: Mapping[str, str]) -> tuple[StakeLine, ...]:
    out = []
    for line in sorted(player.lines, key=lambda line: _column(line.result)):
        texts = [_sentence(word(named(p, names), tr)) for p in line.phrases]
        if not texts:
            texts = [tr("stake.line_place", place=line.best) if line.best == line.worst
                     else tr("stake.line_places", range=range_text(line.best, line.worst))]
        out.append(StakeLine(_result_label(line.result, tr), " ".join(texts)))
    return tuple(out)


def _column(result: str) -> int:
    """Win, draw, loss in the table's order whichever colour he has; a fixed result has no other."""
    return RESULT_COLUMNS.index(result) if result in RESULT_COLUMNS else 0


def _sentence(text: str) -> str:
    """A short phrase opens the line after the result ("first if …"), so as a sentence it starts upper case."""
    return text[:1].upper() + text[1:]


def _result_label(result: str, tr: Translator) -> str:
    if result in RESULT_COLUMNS:
        return tr(f"stake.col.{result}")
    return tr({"bye": "stake.bye", "absent": "bye.absent"}.get(result, f"cell.{result.replace('-', '_')}"))


def _ranges(outcomes: tuple[Outcome, ...]) -> tuple[str, ...]:
    by_result = {o.result: range_text(o.best, o.worst) for o in outcomes if o.state is not None}
    return tuple(by_result.get(r, "") for r in RESULT_COLUMNS)


def _fixed(outcomes: tuple[Outcome, ...], tr: Translator) -> str:
    fixed = next((o for o in outcomes if o.state is None), None)
    if fixed is None:
        return ""
    return tr("stake.fixed", result=_result_label(fixed.result, tr), range=range_text(fixed.best, fixed.worst))


def _estimate(estimate: Chances, tr: Translator) -> str:
    how = (tr("stake.how_exact") if estimate.method == "exact"
           else tr("stake.how_simulation", n=estimate.samples))
    return tr("stake.estimate", draws=chess_text(DRAW_RATE * 100), unrated=UNRATED, how=how)
