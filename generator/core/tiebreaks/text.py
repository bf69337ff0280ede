"""Explanations in plain words: the same sentences for the terminal (`bulletin explain`) and the site.

Pure string formatting of `Value`s; no terminal codes, no HTML.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from types import MappingProxyType

from generator.core.messages import Joined
from generator.core.model import RuleSet, Start
from generator.core.tiebreaks.registry import parse_code
from generator.core.tiebreaks.rules import profile
from generator.core.tiebreaks.values import OpponentKind, Shape, Term, Unplayed, Value, chess_text, decimal_text
from generator.core.tiebreaks.wording import WORDING, say


@dataclass(frozen=True)
class Subject:
    """Whose tie-breaks are explained: the player's name (a public page names the player, it does not say
    "you") and the standings they belong to (after round `after_round` of `planned`, of a round robin or not:
    which paragraphs of the rules page there are to cite)."""

    name: str
    after_round: int = 0
    planned: int = 0
    round_robin: bool = False


@dataclass(frozen=True)
class RoundNote:
    """One round explained once, for every tie-break that counts it (BH, its cuts, SB share the same round):
    what happened, in one sentence with the figure it counts; the working with every number labelled; the rule
    (plain words, then the regulation's term and article) and the paragraph of docs/rules/tiebreaks.md that
    states it (`section`; the rules page numbers its paragraphs its own way: `paragraph_number`). `anchor` is its
    id on the player page."""

    round: int
    sentence: str
    working: str
    rule: str
    section: str
    codes: tuple[str, ...] = ()
    anchor: str = ""


# The paragraph of docs/rules/tiebreaks.md of each rule (the rules page numbers them 1, 2, … in its own order).
SECTIONS = MappingProxyType({
    "tail": "5.7", "2012": "4.2", "2012-bye": "4.2", "fore": "10.2", "dummy": "5.8", "dummy_cap_forfeit": "6.1",
    "dummy_cap_half": "6.2", "virtual": "4.1", "forfeit_round_robin": "5.2", "plain": "7.1",
    "no_opponent_round_robin": "3.4",
})
_SEEN_RULES = MappingProxyType({"tail": "rule.seen_tail", "2012": "rule.seen_2012",
                               "2012-bye": "rule.seen_2012_bye", "fore": "rule.fore"})
_NO_SUBJECT = Subject("")


def title(value: Value) -> str:
    code = parse_code(value.code)
    return say("tiebreak.value_title", title=code.title, code=value.code)


def description(value: Value) -> str:
    """What the tie-break is, in plain words; a cut adds, for a player with a round he chose not to play, that
    such a round goes first (C.07 16.5), so the definition never contradicts the round it strikes."""
    code = parse_code(value.code)
    if code.low and code.base in _VUR_CUT_WORDS and profile(value.rules).voluntary_cut_first \
            and any(t.voluntary for t in value.terms):
        return say(_VUR_CUT_WORDS[code.base], description=code.description)
    return code.description


_VUR_CUT_WORDS = MappingProxyType({"BH": "tiebreak.vur_first", "FB": "tiebreak.vur_first",
                                   "SB": "tiebreak.vur_first_sb"})


def figure(value: Value, term: Term) -> str:
    """A term's value as the value's own unit shows it (ratings as integers, scores as 2½)."""
    if value.decimals == 0 and term.value.denominator == 1:
        return str(term.value.numerator)
    return chess_text(term.value)


def shown(value: Value) -> str:
    """The value as the pages write it (15½, 6¼; a rating as an integer; an average to its decimals)."""
    if value.value is None:
        return "undef"
    if value.decimals:
        return value.display
    return chess_text(value.value)


Speak = Callable[..., str]   # `say`, or `plain` for words that nobody translates


def plain(key: str, **params: object) -> str:
    """The English text `say` would give, without the `Msg`: for words nobody translates (a page in English
    reads the text alone), where thousands of them are made."""
    english = WORDING.english[key]
    return english.format_map(params) if params else english


def term_label(term: Term, who: str | None = None, speak: Speak = say) -> str:
    """'Round 3: Opal, Test (no. 13)', 'Round 4: stand-in for Luca Engel', 'Round 3: stand-in (pairing-allocated
    bye)'; the figures of a stand-in are in its round note. `who`: the opponent's `label`, when the caller has it;
    `speak`: how the label is worded (`plain` where it is not translated)."""
    round_number, opponent = term.round, term.opponent
    if round_number is None:
        where = say("explain.total")
    else:
        where = _ROUNDS[round_number] if round_number < len(_ROUNDS) else say("explain.round", n=round_number)
    if opponent is None:
        return where
    who = opponent.label if who is None else who
    unplayed = opponent.unplayed
    if unplayed is not None and opponent.kind is not OpponentKind.REAL:
        if opponent.kind is OpponentKind.DUMMY and unplayed.scheduled is not None:
            who = say("explain.stand_in_for", opponent=unplayed.scheduled.who)
        else:
            who = say("explain.kind_of_round", who=who, cell=_cell(unplayed.cell))
    return speak("explain.where_who", where=where, who=who)


_ROUNDS = tuple(say("explain.round", n=n) for n in range(100))   # 'Round 3', once for every label of a build


def _cell(kind: str) -> str:
    return say(f"cell.{kind}")


# -- the round notes -----------------------------------------------------------------------------------

def round_note(term: Term, rules: RuleSet, subject: Subject = _NO_SUBJECT) -> RoundNote | None:
    """The sentence of a round that needs one: an unplayed round, or an opponent whose score is counted other
    than as credited. None for a game whose opponent counts his points as they are."""
    opponent = term.opponent
    if opponent is None or term.round is None or term.score is None:
        return None
    where = say("explain.round", n=term.round)
    unplayed = opponent.unplayed
    if unplayed is None:
        if opponent.kind is OpponentKind.REAL and term.adjustments and term.raw is not None:
            return _seen_note(where, term, subject)
        return None
    what = _what(unplayed, subject)
    if opponent.kind is OpponentKind.DUMMY:
        return _dummy_note(where, what, term, unplayed, subject)
    if opponent.kind is OpponentKind.VIRTUAL:
        return _note(term, "virtual", say("sentence.virtual", where=where, what=what, player=_name(subject),
                                          value=chess_text(term.score)),
                     say("working.virtual", before=_t(unplayed.before), win=_t(unplayed.win), got=_t(unplayed.got),
                         draw=_t(unplayed.draw), rounds=unplayed.rounds, round=term.round,
                         value=chess_text(term.score)))
    plain = rules is RuleSet.NONE
    if opponent.kind is OpponentKind.REAL:
        return _note(term, "plain" if plain else "forfeit_round_robin",
                     say("sentence.forfeit_game", where=where, what=what, opponent=opponent.who,
                         value=chess_text(term.score)),
                     say("working.forfeit_game", opponent=opponent.who, value=chess_text(term.score)))
    return _note(term, "plain" if plain else "no_opponent_round_robin",
                 say("sentence.no_opponent", where=where, what=what), say("working.none"))


def _note(term: Term, rule: str, sentence: str, working: str, rule_words: str | None = None) -> RoundNote:
    return RoundNote(term.round or 0, sentence, working, rule_words or say(f"rule.{rule}"), SECTIONS[rule])


def _name(subject: Subject) -> str:
    return subject.name or say("explain.the_player")


def _t(value: Fraction | None) -> str:
    return chess_text(value if value is not None else Fraction(0))


def _what(unplayed: Unplayed, subject: Subject) -> str:
    """What happened in the round, in plain words ('Luca Engel did not come (Jonas Weiß won by forfeit)')."""
    key = "unplayed.double_forfeit" if unplayed.double_forfeit else f"unplayed.{unplayed.cell}"
    if key not in WORDING.english:
        return _cell(unplayed.cell)
    opponent = unplayed.scheduled.who if unplayed.scheduled is not None else ""
    return say(key, player=_name(subject), opponent=opponent)


def _dummy_note(where: str, what: str, term: Term, unplayed: Unplayed, subject: Subject) -> RoundNote:
    player, value = _name(subject), _t(term.score)
    own = _t(unplayed.own)
    if unplayed.cap is None:
        fore = any(a.rule == "fore" for a in term.adjustments)
        return _note(term, "dummy", say("sentence.dummy", where=where, what=what, player=player, value=value),
                     say("working.own_fore" if fore else "working.own", player=player, own=own))
    cap = chess_text(unplayed.cap)
    if unplayed.scheduled_score is not None and unplayed.scheduled is not None:
        opponent = unplayed.scheduled.who
        return _note(term, "dummy_cap_forfeit",
                     say("sentence.dummy_cap_forfeit", where=where, what=what, player=player, own=own,
                         opponent=opponent, cap=cap, value=value),
                     say("working.cap_forfeit", own=own, opponent=opponent, cap=cap, value=value))
    draw = chess_text(unplayed.draw)
    return _note(term, "dummy_cap_half",
                 say("sentence.dummy_cap_half", where=where, what=what, player=player, own=own, draw=draw,
                     rounds=unplayed.rounds, cap=cap, value=value),
                 say("working.cap_half", own=own, draw=draw, rounds=unplayed.rounds, cap=cap, value=value))


def _seen_note(where: str, term: Term, subject: Subject) -> RoundNote:
    """A real opponent counted other than at the points credited (C.07 16.3, the 2012 rule, Fore Buchholz)."""
    opponent = term.opponent.who if term.opponent is not None else ""
    changes: list[str] = []
    steps, rules = [], []
    for a in term.adjustments:
        if a.rule == "fore":
            changes.append(say("seen.fore", round=a.round))
        elif not a.cell:   # a team's round: its adjustment words itself (generator/core/teams/tiebreaks.py)
            changes.append(a.reason)
        else:
            last = a.round == subject.after_round and 0 < subject.after_round < subject.planned
            key = "seen.tail_last" if a.rule == "tail" and last else f"seen.{a.rule.replace('-', '_')}"
            changes.append(say(key, cell=_cell(a.cell), round=a.round))
        steps.append(say("working.step", sign="+" if a.change >= 0 else "−", change=chess_text(abs(a.change)),
                         round=a.round))
        if a.rule not in rules:
            rules.append(a.rule)
    score, raw = _t(term.score), _t(term.raw)
    if "2012-bye" in rules and "2012" in rules:
        rules.remove("2012")
    main = next((r for r in rules if r != "fore"), rules[0])
    rule_words = Joined("; ", tuple(say(_SEEN_RULES[r]) for r in rules))
    sentence = "sentence.seen_same" if term.score == term.raw else "sentence.seen"
    return _note(term, main,
                 say(sentence, where=where, opponent=opponent, raw=raw, score=score,
                     changes=Joined("; ", tuple(changes))),
                 say("working.seen", opponent=opponent, raw=raw, steps=Joined(" ", tuple(steps)), score=score),
                 rule_words)


def round_notes(values: Sequence[Value], subject: Subject = _NO_SUBJECT) -> tuple[RoundNote, ...]:
    """Each round that needs a sentence, once, with the codes of the tie-breaks that count it, in round order.
    A round counted differently by two tie-breaks (Fore Buchholz and Buchholz) gets a note for each."""
    return noted_rounds(values, subject)[0]


NoteKey = tuple[int, str]   # a round note's round and sentence: one note for all the terms that say the same


def noted_rounds(values: Sequence[Value], subject: Subject = _NO_SUBJECT
                 ) -> tuple[tuple[RoundNote, ...], tuple[tuple[RoundNote | None, ...], ...]]:
    """`round_notes`, and for each value the note of each of its terms (None: the term needs none), as
    `note_for` finds it: each term's sentence made once."""
    found: dict[NoteKey, RoundNote] = {}
    codes: dict[NoteKey, list[str]] = {}
    own: dict[tuple[int, RuleSet], RoundNote | None] = {}   # by the term's id: BH and BH/C1 share their terms
    keys: list[tuple[NoteKey | None, ...]] = []
    for value in values:
        value_keys: list[NoteKey | None] = []
        for term in value.terms:
            if not _may_need_note(term):
                value_keys.append(None)
                continue
            kept = (id(term), value.rules)
            if kept not in own:
                own[kept] = _note_of(term, value.rules, subject)
            note = own[kept]
            if note is None:
                value_keys.append(None)
                continue
            key = (note.round, str(note.sentence))
            found[key] = note
            codes.setdefault(key, []).append(value.code)
            value_keys.append(key)
        keys.append(tuple(value_keys))
    notes: dict[NoteKey, RoundNote] = {}
    per_round: dict[int, int] = {}
    for key, note in sorted(found.items(), key=lambda item: item[0][0]):
        r = key[0]
        per_round[r] = per_round.get(r, 0) + 1
        anchor = f"round-{r}" if per_round[r] == 1 else f"round-{r}-{per_round[r]}"
        notes[key] = replace(note, codes=tuple(codes[key]), anchor=anchor)
    return tuple(notes.values()), tuple(tuple(notes[k] if k is not None else None for k in value_keys)
                                        for value_keys in keys)


def _note_of(term: Term, rules: RuleSet, subject: Subject) -> RoundNote | None:
    return round_note(term, rules, subject) if _may_need_note(term) else None


def _may_need_note(term: Term) -> bool:
    """An unplayed round, or an opponent counted other than as credited (most terms are neither)."""
    opponent = term.opponent
    return opponent is not None and (opponent.unplayed is not None or bool(term.adjustments))


def note_for(term: Term, notes: Sequence[RoundNote], rules: RuleSet, subject: Subject = _NO_SUBJECT
             ) -> RoundNote | None:
    """The round note that explains this term, among `notes` (None: the term needs none)."""
    own = _note_of(term, rules, subject)
    if own is None:
        return None
    return next((n for n in notes if n.round == own.round and str(n.sentence) == str(own.sentence)), None)


def shared_notes(values: Sequence[Value]) -> tuple[str, ...]:
    """Notes said by two or more of the values (standings after round k, …), said once for all; and the 2012
    formula's symbols when a virtual opponent is counted."""
    counts: dict[str, int] = {}
    first: dict[str, str] = {}
    for value in values:
        for note in dict.fromkeys(value.notes):
            counts[str(note)] = counts.get(str(note), 0) + 1
            first.setdefault(str(note), note)
    shared = tuple(first[n] for n, c in counts.items() if c > 1)
    virtual = any(t.opponent is not None and t.opponent.kind is OpponentKind.VIRTUAL
                  for v in values for t in v.terms)
    return shared + ((say("note.svon"),) if virtual else ())


def own_notes(value: Value, shared: Sequence[str]) -> tuple[str, ...]:
    """The value's notes that are not said once for all."""
    said = {str(n) for n in shared}
    return tuple(n for n in value.notes if str(n) not in said)


# -- one term's working ----------------------------------------------------------------------------------

def term_working(value: Value, term: Term, notes: Sequence[RoundNote] | None = None,
                 subject: Subject = _NO_SUBJECT, refer: bool = True, note: RoundNote | None = None,
                 noted: bool = False, whose: dict[WhoseKey, str] | None = None,
                 speak: Speak = say) -> str:
    """How the term's figure came about. With `notes` (the player's round notes) a term that has one refers to
    it ('see round 4 above'; not with `refer=False`, where the page links to it) instead of repeating it;
    without, the working is written out in full. `note`: `note_for` of the term among `notes`, when the caller
    has it already (`noted`: even when it is None). `whose`: the words naming each opponent's score made so far
    (`_whose`), kept for other terms against him; `speak`: how a product is worded (`plain` where it is not
    translated)."""
    parts: list[str] = []
    if notes is not None and note is None and not noted:
        note = note_for(term, notes, value.rules, subject)
    if notes is None:
        note = _note_of(term, value.rules, subject)
        if note is not None:
            parts.append(note.working)
    elif note is not None and refer:
        parts.append(see_note(note))
    base = value.code.split("/")[0]
    if base == "SB" and term.result is not None and term.score is not None:
        parts.append(speak("explain.sb_product", result=chess_text(term.result), whose=_whose_kept(term, whose),
                         score=chess_text(term.score), value=chess_text(term.value)))
    if term.note and note is None and _note_of(term, value.rules, subject) is None:
        parts.append(term.note)
    if term.cut:
        parts.append(term.cut_reason or say("explain.cut"))
    if len(parts) < 2:
        return parts[0] if parts else ""
    return Joined("; ", tuple(parts))


def see_note(note: RoundNote) -> str:
    """'see round 4 above' (naming the tie-breaks when the round has a note for each of several)."""
    return say("explain.see_round", round=note.round) if not note.anchor.count("-") > 1 else \
        say("explain.see_round_of", round=note.round, codes=", ".join(note.codes))


WhoseKey = tuple[OpponentKind, Start | None, str | None, bool]   # all that `_whose` reads of a term


def _whose_kept(term: Term, kept: dict[WhoseKey, str] | None) -> str:
    opponent = term.opponent
    if kept is None or opponent is None:
        return _whose(term)
    key = (opponent.kind, opponent.start, opponent.name, bool(term.adjustments))   # no Opponent hashed
    found = kept.get(key)
    if found is None:
        found = kept[key] = _whose(term)
    return found


def _whose(term: Term) -> str:
    opponent = term.opponent
    if opponent is None or opponent.kind is OpponentKind.NONE:
        return say("explain.whose.none")
    if opponent.kind is OpponentKind.REAL:
        return say("explain.whose.counted" if term.adjustments else "explain.whose.real", opponent=opponent.who)
    return say(f"explain.whose.{opponent.kind.value}")


def computation(value: Value, figures: Sequence[str] | None = None) -> str:
    """The last line: the sum of the terms left after cuts, or the value's own summary. `figures`: each term's
    `figure`, when the caller has them."""
    if value.shape is Shape.SUM:
        if figures is None:
            figures = [figure(value, t) for t in value.terms]
        used = [f for t, f in zip(value.terms, figures) if not t.cut]
        if not used:
            return say("explain.nothing_left", display=shown(value))
        return " + ".join(used) + f" = {_shown(value)}"
    return value.summary or value.display


def _shown(value: Value) -> str:
    if value.value is None:
        return "undef"
    return str(value.value.numerator) if value.decimals == 0 else chess_text(value.value)


def note_lines(note: RoundNote, sections: Sequence[str] = ()) -> list[str]:
    """A round note as terminal lines, citing the rules page's paragraph (numbered within `sections`)."""
    rule = say("rule.section", section=paragraph_number(note.section, sections))
    return [f"  {note.sentence}", f"      {note.working}", f"      ({note.rule}; {rule})"]


def render(value: Value, *, width: int = 100, notes: Sequence[RoundNote] | None = None,
           subject: Subject = _NO_SUBJECT, shared: Sequence[str] = ()) -> list[str]:
    """The explanation of one value as terminal lines (with `notes`: referring to the round notes)."""
    lines = [f"{title(value)}: {shown(value)}", f"  {description(value)}."]
    for term in value.terms:
        mark = "  [left out] " if term.cut else "  "
        lines.append(f"{mark}{term_label(term)}  →  {figure(value, term)}")
        working = term_working(value, term, notes, subject)
        if working:
            lines.append(f"      {working}")
    lines.append(f"  {computation(value)}")
    lines += [f"  note: {n}" for n in own_notes(value, shared)]
    return lines


def render_all(values: Sequence[Value], subject: Subject = _NO_SUBJECT) -> list[str]:
    """A player's whole explanation as terminal lines: the round notes once, the notes every value shares,
    then each value referring to them (the same order as the player page)."""
    notes = round_notes(values, subject)
    shared = shared_notes(values)
    lines: list[str] = []
    if notes:
        sections = paragraph_sections(values[0].rules, [v.code for v in values], subject.round_robin)
        lines.append(f"{say('explain.round_notes')}:")
        for note in notes:
            lines += note_lines(note, sections)
        lines.append(f"  {say('explain.round_notes_intro')}")
    lines += [f"  note: {n}" for n in shared]
    if lines:
        lines.append("")
    for value in values:
        lines += render(value, notes=notes, subject=subject, shared=shared) + [""]
    return lines


def rules_text(value: Value) -> str:
    return profile(value.rules).title


# The paragraphs of each rule set (docs/rules/tiebreaks.md numbering), in the order the rules page lists them:
# a Swiss's, a round robin's (no stand-in, no virtual opponent), and those of cuts, when the chain has one.
_SWISS_C07 = ("5.5", "5.6", "5.7", "5.8")
PARAGRAPHS = MappingProxyType({
    RuleSet.FIDE_2012: ("3.3", "4.1", "4.2", "4.3"),
    RuleSet.FIDE_2024: ("3.3",) + _SWISS_C07,
    RuleSet.FIDE_2026: ("3.3",) + _SWISS_C07 + ("6.1", "6.2"),
    RuleSet.NONE: ("3.3", "7.1"),
})
_ROUND_ROBIN_PARAGRAPHS = MappingProxyType({
    RuleSet.FIDE_2012: ("3.3", "3.4", "5.2", "4.2"),
    RuleSet.FIDE_2024: ("3.3", "3.4", "5.2"),
    RuleSet.FIDE_2026: ("3.3", "3.4", "5.2"),
    RuleSet.NONE: ("3.3", "7.1"),
})
_CUT_PARAGRAPHS = MappingProxyType({   # Cut-1 and Cut-2; then which rounds a cut takes first
    RuleSet.FIDE_2012: ("9.1", "4.4"), RuleSet.FIDE_2024: ("9.1", "5.9"), RuleSet.FIDE_2026: ("9.1", "5.9"),
    RuleSet.NONE: ("9.1",),
})


def paragraph_sections(rules: RuleSet, chain: Sequence[str] = (), round_robin: bool = False) -> tuple[str, ...]:
    """The paragraphs (docs/rules/tiebreaks.md numbering) the rules page of a tournament with this rule set, chain
    and kind shows, in its order: a paragraph's number on the page is its place in this tuple."""
    sections = (_ROUND_ROBIN_PARAGRAPHS if round_robin else PARAGRAPHS)[rules]
    bases = [c.split("/")[0].upper() for c in chain]
    if any("/" in c for c in chain):
        sections += _CUT_PARAGRAPHS[rules][:1] if round_robin else _CUT_PARAGRAPHS[rules]
    if "FB" in bases:
        sections += ("10.2",)
    return sections


def paragraph_number(section: str, sections: Sequence[str]) -> int:
    """The number on the rules page of the paragraph `section` of docs/rules/tiebreaks.md (0: not on the page)."""
    return sections.index(section) + 1 if section in sections else 0


__all__ = ["RoundNote", "SECTIONS", "Subject", "computation", "decimal_text", "description", "figure", "note_for",
           "note_lines", "noted_rounds", "own_notes", "paragraph_number", "paragraph_sections", "plain", "Speak",
           "render", "render_all", "round_note", "round_notes", "see_note", "rules_text", "shared_notes", "shown",
           "term_label", "term_working", "title"]
