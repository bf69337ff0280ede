"""A Keizer ranking in words: each term of a player's points, and how the ranking was recalculated
(`Msg`s of keizer/sentences.py, which `bulletin explain` prints and the pages word in their language)."""
from __future__ import annotations

from fractions import Fraction
from types import MappingProxyType

from generator.core.keizer.points import Status
from generator.core.keizer.ranking import Pass, Ranking
from generator.core.keizer.sentences import say
from generator.core.keizer.settings import KeizerSettings, Recalculation
from generator.core.messages import Msg
from generator.core.tiebreaks.values import Term, chess_text, decimal_text

_VULGAR = MappingProxyType({(1, 3): "⅓", (2, 3): "⅔", (1, 6): "⅙", (5, 6): "⅚", (1, 5): "⅕", (1, 8): "⅛"})


def points_text(value: Fraction) -> str:
    """Keizer points as exactly as they can be written: 14.35, 17¾, 13⅔; else to two decimals, marked ≈."""
    if value.denominator in (1, 2, 4):
        return chess_text(value)
    whole, part = divmod(value, 1)
    vulgar = _VULGAR.get((part.numerator, part.denominator))
    if vulgar is not None:
        return f"{int(whole) or ''}{vulgar}" if whole >= 0 else decimal_text(value)
    text = decimal_text(value)
    if "/" not in text:
        return text
    hundredths = Fraction(round(value * 100), 100)
    return "≈" + decimal_text(hundredths, 2)


def share_text(share: Fraction) -> str:
    """A share as a club's rules write it: ½, ⅓, 35 %, 1/7."""
    if share.denominator in (1, 2, 4) or (share.numerator, share.denominator) in _VULGAR:
        return points_text(share)
    if 100 % share.denominator == 0:
        return f"{share * 100} %"
    return f"{share.numerator}/{share.denominator}"


def term_sentence(term: Term, limit: int | None = None) -> Msg:
    """One term: "win against Jonas Weiß, valued 38 this round → 38"."""
    status = term.note or "self"
    exact = term.score if term.score is not None else term.value
    text = say(f"keizer.term.{status}", opponent=term.opponent.who if term.opponent else "",
               value=points_text(term.raw if term.raw is not None else term.value),
               share=share_text(term.result if term.result is not None else Fraction(1)), points=points_text(exact))
    if exact != term.value and not term.cut:
        text = say("keizer.term.rounded", text=text, rounded=points_text(term.value))
    if term.cut:
        text = say(f"keizer.cut.{term.cut_reason}", text=text, limit=limit)
    return text


def term_sentences(terms: tuple[Term, ...], settings: KeizerSettings) -> tuple[Msg, ...]:
    return tuple(term_sentence(term, settings.absence_limit) for term in terms)


def calculation(ranking: Ranking, settings: KeizerSettings) -> tuple[Msg, ...]:
    """How the ranking after an evening was made, pass by pass."""
    if ranking.after_round == 0:
        return ()
    if settings.recalculation is Recalculation.ONE_PASS:
        key = "keizer.calc.one-pass-first" if ranking.after_round == 1 else "keizer.calc.one-pass"
        return say(key, before=ranking.after_round - 1), say("keizer.calc.ties")
    if settings.recalculation is Recalculation.FROZEN:
        return say("keizer.calc.frozen", before=ranking.after_round - 1), say("keizer.calc.ties")
    lines = [_pass_line(number, step, ranking.passes) for number, step in enumerate(ranking.passes, start=1)]
    if ranking.averaged:
        lines.append(say("keizer.calc.averaged"))
    elif not ranking.settled:
        lines.append(say("keizer.calc.stopped", n=len(ranking.passes)))
    return (*lines, say("keizer.calc.ties"))


def _pass_line(number: int, step: Pass, passes: tuple[Pass, ...]) -> Msg:
    by = say("keizer.calc.by_start") if number == 1 else say("keizer.calc.by_pass", n=number - 1)
    before = passes[number - 2].order if number > 1 else tuple(sorted(step.order))
    moved = sum(1 for a, b in zip(before, step.order) if a != b)
    return say("keizer.calc.pass", n=number, by=by,
               moves=say("keizer.calc.same") if not moved else say("keizer.calc.moved", n=moved))


def games_played(terms: tuple[Term, ...]) -> int:
    return sum(1 for t in terms if t.note in (Status.WIN.value, Status.DRAW.value, Status.LOSS.value))
