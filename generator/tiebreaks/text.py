"""Explanations in plain words: the same sentences for the terminal (`bulletin explain`) and the site.

Pure string formatting of `Value`s; no terminal codes, no HTML.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..model import RuleSet, Tournament
from .registry import parse_code
from .rules import profile, rules_for, selection_text
from .values import OpponentKind, Shape, Term, Value, chess_text, decimal_text
from .wording import say
from ..messages import Joined


def title(value: Value) -> str:
    code = parse_code(value.code)
    return say("tiebreak.value_title", title=code.title, code=value.code)


def description(value: Value) -> str:
    return parse_code(value.code).description


def figure(value: Value, term: Term) -> str:
    """A term's value as the value's own unit shows it (ratings as integers, scores as 2½)."""
    if value.decimals == 0 and term.value.denominator == 1:
        return str(term.value.numerator)
    return chess_text(term.value)


def term_label(term: Term) -> str:
    """'Round 3: #13 Opal, Test', 'Round 2: virtual opponent 1 + (1 − ½) + ½ · (5 − 2) = 3'."""
    round_number, opponent = term.round, term.opponent
    if round_number is None:
        where = say("explain.total")
    else:
        where = _ROUNDS[round_number] if round_number < len(_ROUNDS) else say("explain.round", n=round_number)
    if opponent is None:
        return where
    who = opponent.label
    if opponent.formula and opponent.kind in (OpponentKind.VIRTUAL, OpponentKind.DUMMY):
        who = say("explain.who_formula", who=who, formula=opponent.formula)
    return say("explain.where_who", where=where, who=who)


_ROUNDS = tuple(say("explain.round", n=n) for n in range(100))   # 'Round 3', once for every label of a build


def term_working(value: Value, term: Term) -> str:
    """How the term's figure came about: credited score, each adjustment with its reason, the product."""
    parts: list[str] = []
    if term.adjustments and term.raw is not None:
        steps = Joined(" ", tuple(say("explain.step", sign="+" if a.change >= 0 else "−",
                                      change=chess_text(abs(a.change)), reason=a.reason)
                                  for a in term.adjustments))
        own = term.opponent is not None and term.opponent.kind is OpponentKind.DUMMY
        figure_words = say("explain.your_score" if own else "explain.score_credited", raw=chess_text(term.raw))
        parts.append(say("explain.adjusted", figure=figure_words, steps=steps, score=chess_text(term.score or 0)))
    base = value.code.split("/")[0]
    if base == "SB" and term.result is not None and term.score is not None:
        parts.append(say("explain.sb_product", result=chess_text(term.result), score=chess_text(term.score),
                         value=chess_text(term.value)))
    if term.note:
        parts.append(term.note)
    if term.cut:
        parts.append(term.cut_reason or say("explain.cut"))
    if len(parts) < 2:
        return parts[0] if parts else ""
    return Joined("; ", tuple(parts))


def computation(value: Value) -> str:
    """The last line: the sum of the terms left after cuts, or the value's own summary."""
    if value.shape is Shape.SUM:
        used = [t for t in value.terms if not t.cut]
        if not used:
            return say("explain.nothing_left", display=value.display)
        return " + ".join(figure(value, t) for t in used) + f" = {_shown(value)}"
    return value.summary or value.display


def _shown(value: Value) -> str:
    if value.value is None:
        return "undef"
    return str(value.value.numerator) if value.decimals == 0 else chess_text(value.value)


def render(value: Value, *, width: int = 100) -> list[str]:
    """The explanation of one value as terminal lines."""
    lines = [f"{title(value)}: {value.display}", f"  {description(value)}."]
    for term in value.terms:
        mark = "  [cut] " if term.cut else "  "
        lines.append(f"{mark}{term_label(term)}  →  {figure(value, term)}")
        working = term_working(value, term)
        if working:
            lines.append(f"      {working}")
    lines.append(f"  {computation(value)}")
    lines += [f"  note: {n}" for n in value.notes]
    return lines


def rules_text(value: Value) -> str:
    return profile(value.rules).title


@dataclass(frozen=True)
class ChainItem:
    code: str
    title: str
    description: str


@dataclass(frozen=True)
class RuleStatement:
    """What a tournament's tie-break page states: the chain and the rule set, in plain words."""

    rules: str                    # the rule set's code, e.g. "fide-2026"
    title: str
    summary: str
    selection: str                # why this rule set applies
    choices: tuple[str, ...]      # our decisions where the rule text leaves a point open
    chain: tuple[ChainItem, ...]


def rule_statement(tournament: Tournament, rules: RuleSet | None = None,
                   chain: Sequence[str] | None = None) -> RuleStatement:
    """The tie-break rules of a tournament for its tie-break page (`rules`/`chain` override its own)."""
    rule_set = rules if rules is not None else rules_for(tournament)
    p = profile(rule_set)
    items = []
    for text in (tournament.tiebreaks if chain is None else chain):
        code = parse_code(text)
        items.append(ChainItem(code.text, code.title, code.description))
    return RuleStatement(rule_set.value, p.title, p.summary, selection_text(tournament), p.choices, tuple(items))


__all__ = ["ChainItem", "RuleStatement", "rule_statement", "computation", "decimal_text", "description", "figure", "render", "rules_text", "term_label",
           "term_working", "title"]
