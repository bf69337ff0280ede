"""What a tournament's rules page states, as data: the chain in plain words, the rule set for unplayed rounds,
its paragraphs numbered as the player pages cite them, one worked example per kind of unplayed round, and our
decisions where the rule text is open (those about tie-breaks the tournament does not use set apart).

The words are the player pages' (`tiebreaks.text`); nothing here knows HTML.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType

from generator.core.messages import Msg
from generator.core.model import RuleSet, Tournament
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.examples import EXAMPLES, tec_swiss
from generator.core.tiebreaks.registry import compute, parse_code
from generator.core.tiebreaks.rules import profile, rules_for, selection_text, unrated_choice
from generator.core.tiebreaks.text import (
    RoundNote,
    Subject,
    computation,
    paragraph_number,
    paragraph_sections,
    round_note,
    title,
)
from generator.core.tiebreaks.wording import say


@dataclass(frozen=True)
class ChainItem:
    code: str
    title: str
    description: str


@dataclass(frozen=True)
class RuleParagraph:
    """A paragraph of the rules page: its number there (the player pages cite it as "rules §4"), the paragraph
    of docs/rules/tiebreaks.md it comes from (`section`), a title, the rule in the player pages' words, and the
    article it summarises."""

    section: str
    title: str
    text: str
    article: str
    number: int = 0

    @property
    def anchor(self) -> str:
        return number_anchor(self.number)


def number_anchor(number: int) -> str:
    """The id of a paragraph on the rules page ("rule-4" for §4)."""
    return f"rule-{number}"


@dataclass(frozen=True)
class WorkedExample:
    """One kind of unplayed round worked out on the TEC Swiss (tiebreaks/examples.py) under the page's rules:
    its round note, as a player page would show it, the number of the paragraph it cites, and the Buchholz it
    ends in."""

    kind: str
    note: RoundNote
    total: str
    number: int = 0


@dataclass(frozen=True)
class RuleStatement:
    """What a tournament's tie-break page states: the chain and the rule set, in plain words."""

    rules: str                    # the rule set's code, e.g. "fide-2026"
    title: str
    summary: str
    selection: str                # why this rule set applies
    choices: tuple[str, ...]      # our decisions where the rule text leaves a point open, for this tournament
    chain: tuple[ChainItem, ...]
    paragraphs: tuple[RuleParagraph, ...] = ()   # the rules the player pages cite, numbered
    examples: tuple[WorkedExample, ...] = ()     # one per kind of unplayed round
    other_choices: tuple[str, ...] = ()          # the decisions about tie-breaks or events this one does not have


def paragraphs(rules: RuleSet, chain: Sequence[str] = (), round_robin: bool = False) -> tuple[RuleParagraph, ...]:
    """The numbered paragraphs of the rules page (`text.paragraph_sections`)."""
    sections = paragraph_sections(rules, chain, round_robin)
    return tuple(RuleParagraph(n, say(f"para.{n}.title"), say(f"para.{n}.text"), say(f"para.{n}.article"), i)
                 for i, n in enumerate(sections, start=1))


def worked_examples(rules: RuleSet, sections: Sequence[str] = ()) -> tuple[WorkedExample, ...]:
    """One worked example per kind of unplayed round, in the sentences of the player pages, each with the number
    of its paragraph within `sections` (a few milliseconds: made for each tie-break page rather than kept in the
    module, which keeps nothing between builds)."""
    tournament = tec_swiss()
    ctx = Context(tournament, tournament.planned_rounds, rules)
    names = {p.start: p.name for p in tournament.players}
    found = []
    for kind, start, round_number in EXAMPLES:
        value = compute(ctx, parse_code("BH"), (start,))[start]
        subject = Subject(names[start], ctx.n, tournament.planned_rounds)
        term = next(t for t in value.terms if t.round == round_number)
        note = round_note(term, rules, subject)
        if note is not None:
            total = say("example.total", title=title(value), player=names[start], sum=computation(value))
            found.append(WorkedExample(say(f"example.kind.{kind}"), note, total,
                                       paragraph_number(note.section, sections)))
    return tuple(found)


@dataclass(frozen=True)
class ChoiceScope:
    """Which tournaments a decision concerns: those with one of `codes` in the chain (any, when empty), with a
    cut when `cut`, and of the kind `round_robin` (either, when None)."""

    codes: frozenset[str] = frozenset()
    cut: bool = False
    round_robin: bool | None = None

    def concerns(self, bases: frozenset[str], has_cut: bool, round_robin: bool) -> bool:
        return ((not self.codes or bool(self.codes & bases)) and (has_cut or not self.cut)
                and self.round_robin in (None, round_robin))


_RATINGS = frozenset({"ARO", "TPR", "PTP", "APRO", "APPO"})
# The decisions of rules.py by key; a decision not named here concerns every tournament.
CHOICE_SCOPES = MappingProxyType({
    "rules.common.3": ChoiceScope(frozenset({"GE"})),
    "rules.common.4": ChoiceScope(frozenset({"PTP", "APPO"})),
    "rules.common.5": ChoiceScope(_RATINGS),
    "rules.unrated.rating": ChoiceScope(_RATINGS),
    "rules.unrated.left_out": ChoiceScope(_RATINGS),
    "rules.fide-2012.choice.2": ChoiceScope(cut=True),
    "rules.fide-2012.choice.3": ChoiceScope(frozenset({"SB"}), cut=True),
    "rules.fide-2012.choice.4": ChoiceScope(frozenset({"PS"})),
    "rules.fide-2012.choice.5": ChoiceScope(frozenset({"DE"})),
    "rules.fide-2012.choice.6": ChoiceScope(frozenset({"WIN", "BPG", "BWG"})),
    "rules.fide-2012.choice.7": ChoiceScope(round_robin=True),
    "rules.round_robin.free_round": ChoiceScope(frozenset({"BH", "FB", "SB", "AOB"}), round_robin=True),
    "rules.round_robin.rated": ChoiceScope(_RATINGS, round_robin=True),
    "rules.fide-2024.choice.1": ChoiceScope(round_robin=True),
    "rules.fide-2026.choice.1": ChoiceScope(round_robin=False),
    "rules.fide-2026.choice.2": ChoiceScope(round_robin=False),
    "rules.none.choice.1": ChoiceScope(cut=True),
})
_ANY = ChoiceScope()


def chain_description(code_text: str, rules: RuleSet, round_robin: bool) -> str:
    """A code of the chain in plain words; a Swiss's cut under C.07 says that a round the player chose not to play
    goes first (16.5), as the player pages show it."""
    code = parse_code(code_text)
    key = {"BH": "tiebreak.vur_first", "FB": "tiebreak.vur_first", "SB": "tiebreak.vur_first_sb"}.get(code.base)
    if code.low and key and not round_robin and profile(rules).voluntary_cut_first:
        return say(key, description=code.description)
    return code.description


def rule_statement(tournament: Tournament, rules: RuleSet | None = None,
                   chain: Sequence[str] | None = None) -> RuleStatement:
    """The tie-break rules of a tournament for its tie-break page (`rules`/`chain` override its own)."""
    rule_set = rules if rules is not None else rules_for(tournament)
    p = profile(rule_set)
    codes = tuple(tournament.tiebreaks if chain is None else chain)
    round_robin = tournament.round_robin
    items = tuple(ChainItem(parse_code(text).text, parse_code(text).title,
                            chain_description(text, rule_set, round_robin)) for text in codes)
    bases = frozenset(parse_code(text).base for text in codes)
    has_cut = any("/" in text for text in codes)
    choices: list[str] = []
    others: list[str] = []
    for choice in p.choices:
        key = choice.key if isinstance(choice, Msg) else ""
        if key == "rules.common.5":
            choice = unrated_choice(tournament)
            key = choice.key
        concerns = CHOICE_SCOPES.get(key, _ANY).concerns(bases, has_cut, round_robin)
        (choices if concerns else others).append(choice)
    sections = paragraph_sections(rule_set, codes, round_robin)
    examples = () if round_robin else worked_examples(rule_set, sections)
    return RuleStatement(rule_set.value, p.title, p.summary, selection_text(tournament), tuple(choices), items,
                         paragraphs(rule_set, codes, round_robin), examples, tuple(others))


__all__ = ["CHOICE_SCOPES", "ChainItem", "ChoiceScope", "RuleParagraph", "RuleStatement", "WorkedExample",
           "chain_description", "number_anchor", "paragraphs", "rule_statement", "worked_examples"]
