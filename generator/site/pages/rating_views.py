"""The DWZ evaluation (generator/core/ratings/dwz_event.py) worded in the page's language: a player's change
worked term by term (the player page and `bulletin explain --rating` say the same sentences), and the table of
every player's change (the tournament's DWZ page). Figures: We and P(D) to three decimals as the DSB's
evaluations print them, E's parts to three, the new DWZ before rounding to one."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Mapping, Sequence

from generator.core.model import Start
from generator.core.ratings.dwz import OPPONENT_FIRST, AgeGroup, Bound, Change, Coefficient
from generator.core.ratings.dwz_event import DwzEvaluation, DwzResult, FirstDwz, NoDwz, NoDwzReason
from generator.core.tiebreaks.values import Term, chess_text
from generator.i18n.catalogues import Translator
from generator.site.pages.views import PlayerRef

MINUS = "\u2212"
_GROUP_KEYS = MappingProxyType({AgeGroup.YOUTH: "dwz.group.youth", AgeGroup.JUNIOR: "dwz.group.junior",
                                AgeGroup.ADULT: "dwz.group.adult"})
_BOUND_KEYS = MappingProxyType({Bound.MINIMUM: "dwz.e.minimum", Bound.INDEX: "dwz.e.index",
                                Bound.MAXIMUM: "dwz.e.maximum", Bound.BRAKED: "dwz.e.braked"})


def fixed(value: Fraction, places: int) -> str:
    """`value` to `places` decimals, halves away from zero, with a true minus sign: 2.3805 → "2.381"."""
    scaled = abs(value) * 10 ** places
    whole = int(scaled + Fraction(1, 2))
    digits = str(whole).rjust(places + 1, "0")
    text = f"{digits[:-places]}.{digits[-places:]}" if places else digits
    return (MINUS if value < 0 and whole else "") + text


def signed(value: int) -> str:
    """+37, −4, 0."""
    return f"+{value}" if value > 0 else f"{MINUS}{-value}" if value < 0 else "0"


def with_index(rating: int, index: int | None) -> str:
    """"1650-23" as the DSB's lists write a DWZ; the rating alone when the index is unknown."""
    return f"{rating}-{index}" if index is not None else str(rating)


@dataclass(frozen=True)
class DwzGameLine:
    """One rated game: the opponent, the rating he counts with, D, P(D) and the result."""

    round: int
    opponent: PlayerRef
    rating: str          # "1702", "1596 (first DWZ)", "1200 → 2088 (performance)"
    difference: str      # "−52"
    expected: str        # "0.426"
    result: str          # "1", "½", "0"


@dataclass(frozen=True)
class DwzCard:
    """A player's DWZ evaluation, worded: the facts line, the games, then each step with every figure named."""

    old: str                          # "1650-23"; the catalogue's "new" for a newcomer
    new: str                          # "1687-24"; "" when no DWZ comes of the tournament yet
    change: str                       # "+37"; "" for a first DWZ or none
    games: tuple[DwzGameLine, ...]
    steps: tuple[str, ...]            # the sentences, in order: We, E, Rn (or the first DWZ, or why none)
    notes: tuple[str, ...]            # what the evaluation assumed or applied: FIDE rating, exceptional, …


@dataclass(frozen=True)
class DwzRow:
    """A player's line on the tournament's DWZ page. The indexes apart: a phone shows them under the name."""

    player: PlayerRef
    old: str                 # "1968"; the catalogue's "new" for a player without one
    old_index: str           # "37"; "" when unknown or none
    old_sort: int            # for sorting: the old DWZ, 0 for none
    points: Fraction | None  # W over the rated games
    games: int
    expected: str            # We, "" where there is none
    e: str
    performance: str
    new: str                 # "2031"; "" when no DWZ comes of the tournament yet
    new_index: str
    new_sort: int
    change: str
    change_sort: int


@dataclass(frozen=True)
class DwzTable:
    rows: tuple[DwzRow, ...]
    year: int | None


def dwz_card(result: DwzResult, name: str, refs: Mapping[Start, PlayerRef], tr: Translator) -> DwzCard:
    """The player page's words for one player's DWZ evaluation."""
    if isinstance(result, Change):
        return _change_card(result, name, refs, tr)
    if isinstance(result, FirstDwz):
        return _first_card(result, refs, tr)
    return _none_card(result, tr)


def _change_card(change: Change, name: str, refs: Mapping[Start, PlayerRef], tr: Translator) -> DwzCard:
    notes = [tr("dwz.from_fide", old=change.old)] if change.from_fide else []
    old = with_index(change.old, 6 if change.from_fide else change.index)
    if change.coefficient is None:
        return DwzCard(old, old, "", (), (tr("dwz.no_games", old=change.old),), tuple(notes))
    games = tuple(_game_line(t, change.old, refs, tr) for t in change.terms)
    ratings = ", ".join(fixed(t.score or Fraction(0), 0) for t in change.terms)
    e = change.coefficient
    steps = (
        tr.count("dwz.expected", change.games, we=fixed(change.expected, 3), own=change.old, name=name,
                 ratings=ratings),
        tr("dwz.e.sentence", e=e.value, parts="; ".join(_coefficient_parts(e, change, tr))),
        tr("dwz.new.sentence", old=change.old, w=chess_text(change.points), we=fixed(change.expected, 3),
           e=e.value, n=change.games, sign="+" if change.exact >= change.old else MINUS,
           delta=fixed(abs(change.exact - change.old), 1), exact=fixed(change.exact, 1), new=change.new,
           index=_index_words(change, tr)),
    )
    if change.performance is not None:
        notes.append(tr("dwz.performance", rh=change.performance))
    if change.exceptional and change.performance is not None:
        notes.append(tr("dwz.exceptional", rh=change.performance, old=change.old))
    return DwzCard(old, with_index(change.new, change.new_index), signed(change.change), games, steps, tuple(notes))


def _coefficient_parts(e: Coefficient, change: Change, tr: Translator) -> list[str]:
    j = e.group.value
    group = tr(_GROUP_KEYS[e.group])
    parts = [tr("dwz.e.age", age=e.age, group=group, j=j) if e.age is not None else tr("dwz.e.no_age", j=j),
             tr("dwz.e.base", old=change.old, j=j, base=fixed(e.base, 3))]
    if e.acceleration is not None:
        parts.append(tr("dwz.e.acceleration", old=change.old, fb=fixed(e.acceleration, 3)))
    if e.brake is not None:
        parts.append(tr("dwz.e.brake", old=change.old, sbr=fixed(e.brake, 3)))
    formula = "dwz.e.formula" if e.acceleration is not None or e.brake is not None else "dwz.e.rounded"
    parts.append(tr(formula, unrounded=fixed(e.unrounded, 3), rounded=e.rounded))
    if e.bound is not Bound.NONE:
        index = 1 if change.from_fide else change.index
        parts.append(tr(_BOUND_KEYS[e.bound], index=index, cap=e.cap))
    return parts


def _index_words(change: Change, tr: Translator) -> str:
    before = 6 if change.from_fide else change.index
    if before is None or change.new_index is None:
        return ""
    return tr("dwz.new.index", before=before, after=change.new_index)


def _game_line(term: Term, own: int, refs: Mapping[Start, PlayerRef], tr: Translator) -> DwzGameLine:
    opponent = term.opponent
    assert opponent is not None and opponent.start is not None, term
    counted = int(term.score or 0)
    if term.adjustments:
        rating = tr("dwz.opponent_performance", listed=int(term.raw or 0), rating=counted)
    elif term.note == OPPONENT_FIRST:
        rating = tr("dwz.opponent_first", rating=counted)
    else:
        rating = str(counted)
    return DwzGameLine(term.round or 0, refs[opponent.start], rating, signed(own - counted), fixed(term.value, 3),
                       chess_text(term.result or Fraction(0)))


def _first_card(first: FirstDwz, refs: Mapping[Start, PlayerRef], tr: Translator) -> DwzCard:
    games = tuple(_game_line(t, first.new, refs, tr) for t in first.terms)
    raised = tr("dwz.first.raised", ri=first.iterated, new=first.new) if first.raised else ""
    steps = (tr.count("dwz.first.sentence", first.games, w=chess_text(first.points), ri=first.iterated,
                      raised=raised),
             tr(f"dwz.first.stage{first.stage}"))
    return DwzCard(tr("dwz.new_player"), with_index(first.new, 1), "", games, steps, ())


def _none_card(none: NoDwz, tr: Translator) -> DwzCard:
    if none.reason is NoDwzReason.FEW_GAMES:
        step = tr.count("dwz.none.few", none.kept)
    else:
        step = tr("dwz.none.extreme", points=chess_text(none.points), n=none.kept)
    return DwzCard(tr("dwz.new_player"), "", "", (), (step,), ())


def dwz_table(evaluation: DwzEvaluation, refs: Mapping[Start, PlayerRef], order: Sequence[Start],
              tr: Translator) -> DwzTable:
    """Every player's line, in `order` (the standings' order, else the starting list)."""
    return DwzTable(tuple(_row(evaluation.results[s], refs[s], tr) for s in order if s in evaluation.results),
                    evaluation.year)


def _row(result: DwzResult, ref: PlayerRef, tr: Translator) -> DwzRow:
    if isinstance(result, Change):
        index = 6 if result.from_fide else result.index
        e = result.coefficient
        return DwzRow(ref, str(result.old), _text(index), result.old, result.points if e else None, result.games,
                      fixed(result.expected, 3) if e else "", str(e.value) if e else "",
                      _text(result.performance), str(result.new), _text(result.new_index), result.new,
                      signed(result.change), result.change)
    if isinstance(result, FirstDwz):
        return DwzRow(ref, tr("dwz.new_player"), "", 0, result.points, result.games, "", "", str(result.iterated),
                      str(result.new), "1", result.new, "", 0)
    return DwzRow(ref, tr("dwz.new_player"), "", 0, None, 0, "", "", "", "", "", 0, "", 0)


def _text(figure: int | None) -> str:
    return str(figure) if figure is not None else ""
