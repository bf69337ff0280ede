"""Figures and words as the pages write them: points (4½), results (1–0), excerpts, statuses, the catalogue
keys (generator/i18n/en.yml) of results, byes, colours and crosstable cells, and tie-break explanations in
the page's language (`tiebreaks.text`, the same sentences `bulletin explain` prints)."""
from __future__ import annotations

import re
from fractions import Fraction
from types import MappingProxyType
from typing import Callable, Mapping, Sequence

from generator.core.messages import Msg
from generator.core.model import ByeKind, Colour, GameResult, RuleSet, Start
from generator.core.ratings.fide import KSource, RatingChange, RatingRules
from generator.core.scoring import CellKind
from generator.core.tiebreaks import text as tiebreak_text
from generator.core.tiebreaks.rulespage import number_anchor
from generator.core.tiebreaks.values import Opponent, OpponentKind, Term, Value, chess_text
from generator.core.tiebreaks.wording import say
from generator.i18n.catalogues import Translator
from generator.site.pages.urls import player_url, tiebreaks_url
from generator.site.pages.views import (
    ExplanationTerm,
    PlayerExplanation,
    RatingCard,
    RoundNoteView,
    TiebreakExplanation,
)

_MARKUP = re.compile(r"!?\[([^\]]*)\]\([^)]*\)|[*_`#>]+|<[^>]+>")


def plain_excerpt(markdown_text: str, limit: int = 200) -> str:
    """The first paragraph of a post as plain text, cut at a word before `limit` characters (for the feed
    and the meta description); embed lines and headings are skipped."""
    for paragraph in markdown_text.split("\n\n"):
        text = paragraph.strip()
        if not text or text.startswith(("#", "{{", "|", "```", "~~~", "<")):
            continue
        plain = " ".join(_MARKUP.sub(lambda m: m.group(1) or "", text).split())
        if len(plain) <= limit:
            return plain
        return plain[:limit].rsplit(" ", 1)[0].rstrip(",;:") + " …"
    return ""


def opening_paragraph(markdown_text: str) -> str:
    """The first paragraph of a post as Markdown (the front page shows it with its links and emphasis); headings,
    tables, code and embed lines are skipped."""
    for paragraph in markdown_text.split("\n\n"):
        text = paragraph.strip()
        if text and not text.startswith(("#", "{{", "|", "```", "~~~", "<")):
            return text
    return ""


def one_or_other(key: str, value: Fraction | int) -> str:
    """`<key>.one` for exactly one point ("1 point"), `<key>.other` for any other score ("½ points", "1½ points")."""
    return f"{key}.one" if value == 1 else f"{key}.other"


def with_points(tr: Translator, value: Fraction | int) -> str:
    """"with 1 point", "with 5½ points" in the translator's language."""
    return tr(one_or_other("home.with_points", value), points=format_points(value))


def format_points(value: Fraction | int | None) -> str:
    """Points and tie-break values as chess players write them (4½, 12¼, ½); '–' when undefined."""
    if value is None:
        return "–"
    if type(value) is int or isinstance(value, Fraction):   # an int is its own numerator, over 1: no Fraction made
        return chess_text(value)   # from a table of quarters: a site repeats the same few scores
    return chess_text(Fraction(value))


MINUS = "\u2212"


def signed_decimal(value: Fraction) -> str:
    """A per-game rating change as exact as it is, with at least one decimal: +15.0, −2.4, +4.94 (K × ΔR is a
    whole number of hundredths)."""
    hundredths, rest = divmod(value.numerator * 100, value.denominator)
    assert rest == 0, value
    return signed_hundredths(hundredths)


def signed_hundredths(hundredths: int) -> str:
    """A whole number of hundredths as `signed_decimal` writes it: 1500 → +15.0, −240 → −2.4, 494 → +4.94 (no
    Fraction made: a player page writes one per rated game)."""
    whole, part = divmod(abs(hundredths), 100)
    return f"{_sign(hundredths)}{whole}.{f'{part:02d}'.rstrip('0') or '0'}"


def signed_whole(value: int) -> str:
    """A rating change as FIDE rounds it: +13, −4, 0."""
    return f"{_sign(value)}{abs(value)}"


def _sign(value: Fraction | int) -> str:
    return "+" if value > 0 else MINUS if value < 0 else ""


K_NOTES: Mapping[KSource, str] = MappingProxyType({   # catalogue keys: where a player's K comes from
    KSource.GIVEN: "card.k_given", KSource.RATED_2400: "card.k_2400", KSource.JUNIOR: "card.k_junior",
    KSource.STANDARD: "card.k_standard",
})
RATING_RULES: Mapping[RatingRules, str] = MappingProxyType({
    RatingRules.MARCH_2024: "card.rules_2024", RatingRules.OCTOBER_2025: "card.rules_2025",
})


def rating_card(change: RatingChange, tr: Translator, birth_known: bool = True) -> RatingCard:
    """The player page's words for a rating change: the total, the exact sum, and where K comes from (from the
    rating alone when no birth year is known: the page says so rather than name a birth year it does not have)."""
    k = change.k
    note = tr(K_NOTES[k.source], k=k.listed)
    if k.lowered:
        note += " " + tr("card.k_lowered", k=k.value, listed=k.listed, games=k.games)
    if k.derived:
        note += " " + tr("card.k_derived" if birth_known else "card.k_derived_rating")
    return RatingCard(change=signed_whole(change.total), exact=signed_decimal(change.exact), k=k.value,
                      k_note=note, games=len(change.games), rules=tr(RATING_RULES[change.rules]))


def tournament_status(rounds_completed: int, planned_rounds: int, tr: Translator) -> str:
    """'not started', 'after round 6 of 7', 'final after 7 rounds'."""
    if rounds_completed == 0:
        return tr("status.not_started")
    if planned_rounds and rounds_completed >= planned_rounds:
        return tr.count("status.final", rounds_completed)
    if planned_rounds:
        return tr("status.after_of", n=rounds_completed, planned=planned_rounds)
    return tr("status.after", n=rounds_completed)


RESULT_LABELS: Mapping[GameResult, str] = MappingProxyType({
    GameResult.WHITE_WINS: "1–0",
    GameResult.BLACK_WINS: "0–1",
    GameResult.DRAW: "½–½",
    GameResult.WHITE_WINS_FORFEIT: "+ –",
    GameResult.BLACK_WINS_FORFEIT: "– +",
    GameResult.DOUBLE_FORFEIT: "– –",
    GameResult.PENDING: "",
})

# Catalogue keys of the words for results, byes and crosstable cells.
RESULT_NOTES: Mapping[GameResult, str] = MappingProxyType({
    GameResult.WHITE_WINS_FORFEIT: "result.white_forfeit",
    GameResult.BLACK_WINS_FORFEIT: "result.black_forfeit",
    GameResult.DOUBLE_FORFEIT: "result.double_forfeit",
})

BYE_LABELS: Mapping[ByeKind, str] = MappingProxyType({kind: f"bye.{kind.value}" for kind in ByeKind})

CELL_LABELS: Mapping[CellKind, str] = MappingProxyType({kind: f"cell.{kind.name.lower()}" for kind in CellKind})

COLOUR_NAMES: Mapping[Colour | None, str] = MappingProxyType({Colour.WHITE: "colour.white",
                                                              Colour.BLACK: "colour.black"})
COLOUR_LETTERS: Mapping[Colour | None, str] = MappingProxyType({Colour.WHITE: "cross.white",
                                                                Colour.BLACK: "cross.black"})

# What a crosstable cell shows for a player's result (docs/rules/tiebreaks.md §2.1: the unpaired rounds).
CROSS_RESULT: Mapping[CellKind, str] = MappingProxyType({
    CellKind.WIN: "1", CellKind.DRAW: "½", CellKind.LOSS: "0",
    CellKind.FORFEIT_WIN: "+", CellKind.FORFEIT_LOSS: "−", CellKind.PENDING: "",
})

CROSSTABLE_LEGEND: tuple[tuple[str, str], ...] = (   # (term, catalogue key of its meaning)
    ("12{white}1 · 12{black}1", "legend.game_colours"),
    ("+ / −", "legend.forfeit"),
    ("12{white}", "legend.pending"),
)
# The crosstable's cells without an opponent write the kind's FIDE code (C.07 16.1, TRF-2026), named in the legend
# where one is shown.
CROSSTABLE_CODES: Mapping[CellKind, str] = MappingProxyType({
    CellKind.PAB: "cell.pab", CellKind.FULL_BYE: "cell.full_bye", CellKind.HALF_BYE: "cell.half_bye",
    CellKind.ZERO_BYE: "cell.zero_bye", CellKind.WITHDRAWN: "cell.withdrawn",
})


# Tie-breaks whose figure means something only among those still level before them (direct encounter, C.07 6).
AMONG_THE_LEVEL = frozenset({"DE", "EDE"})
# A league table's score columns: a tie-break of the same name has no column of its own.
SCORE_COLUMNS = frozenset({"MP", "GP"})


def applying(chain: Sequence[str], levels: Sequence[tuple[object, ...]]) -> list[tuple[bool, ...]]:
    """For each row (its score, then its tie-break values, in `chain` order) and each tie-break: whether it
    applies. A direct encounter applies only to a row level with another on the score and every tie-break before
    it; any other tie-break always does."""
    among = [i for i, code in enumerate(chain) if code.split("/")[0].split(":")[0] in AMONG_THE_LEVEL]
    if not among:
        return [(True,) * len(chain) for _ in levels]
    counts: dict[tuple[object, ...], int] = {}
    for level in levels:
        for i in among:
            key = (i,) + tuple(level[:i + 1])
            counts[key] = counts.get(key, 0) + 1
    return [tuple(i not in among or counts[(i,) + tuple(level[:i + 1])] > 1 for i in range(len(chain)))
            for level in levels]


def words(tr: Translator | None) -> Callable[[object], str]:
    """The core's messages in the translator's language (English text as it is without one)."""
    if tr is None or tr.messages is tr.fallback:   # English: the text as it is (`Translator.word`)
        return str
    return lambda text: str(tr.word(text))


Labels = dict[tuple[int | None, Opponent | None], str]   # a term's worded label by its round and opponent


class ExplainMemo:
    """What the explanations of a tournament's players have in common, made once for all of them in one language
    (`TournamentPieces` keeps one): the worded label of each (round, opponent) — the rounds of a count name no
    opponent, so every player's are the same —, each opponent's words, and the words naming his score (SB)."""

    def __init__(self) -> None:
        self.labels: Labels = {}
        self.by_number: dict[tuple[int | None, Start], str] = {}   # the labels of rounds against a real player
        self.who: dict[tuple[OpponentKind, Start | None, str | None], str] = {}   # `Opponent.label`, by all it reads
        self.whose: dict[tiebreak_text.WhoseKey, str] = {}
        self.hrefs: dict[Start, str] = {}
        self.titles: dict[str, tuple[str, str]] = {}   # each code's title and description, worded
        # the words of a term that names no opponent (a count's round: the very same Term for every player with
        # that round), by code, decimals and the term's identity; the term is kept beside them, so its id stays
        self.unnamed: dict[tuple[str, int | None, int], tuple[Term, ExplanationTerm]] = {}

    def label(self, term: Term, word: Callable[[object], str], speak: tiebreak_text.Speak = say) -> str:
        """The term's label, worded. A real opponent counted as he played is named by his number alone, which is
        the whole of his label in one tournament: no `Opponent` is hashed for the most frequent terms."""
        opponent = term.opponent
        if opponent is not None and opponent.kind is OpponentKind.REAL and opponent.unplayed is None \
                and opponent.start is not None:
            label = self.by_number.get((term.round, opponent.start))
            if label is None:
                label = self.by_number[(term.round, opponent.start)] = self._made(term, word, speak)
            return label
        label = self.labels.get((term.round, opponent))
        if label is None:
            label = self.labels[(term.round, opponent)] = self._made(term, word, speak)
        return label

    def _made(self, term: Term, word: Callable[[object], str], speak: tiebreak_text.Speak) -> str:
        opponent = term.opponent
        who = None
        if opponent is not None:
            key = (opponent.kind, opponent.start, opponent.name)
            who = self.who.get(key)
            if who is None:
                who = self.who[key] = opponent.label
        return word(tiebreak_text.term_label(term, who, speak))

    def href(self, term: Term, slug: str) -> str | None:
        """The page of the term's opponent, if a player."""
        opponent = term.opponent
        if opponent is None or opponent.kind is not OpponentKind.REAL or opponent.start is None:
            return None
        href = self.hrefs.get(opponent.start)
        if href is None:
            href = self.hrefs[opponent.start] = player_url(slug, opponent.start)
        return href

    def title(self, value: Value, word: Callable[[object], str]) -> tuple[str, str]:
        """The value's title and description, worded (they depend on its code, and for a cut on whether the
        player has a round he chose not to play)."""
        description = tiebreak_text.description(value)
        key = f"{value.code} {description.key}" if isinstance(description, Msg) else value.code
        found = self.titles.get(key)
        if found is None:
            found = self.titles[key] = (word(tiebreak_text.title(value)), word(description))
        return found


WordsRead = tuple[str, int | None, RuleSet]
WordedTerms = dict[WordsRead, dict[int, ExplanationTerm]]   # by `_words_read`, then by the term's id


def _words_read(value: Value) -> WordsRead:
    """All a term's words read of its value: the tie-break it belongs to (SB words a product), the decimals of its
    figure and the rules of its round note (BH/C1 keeps BH's uncut terms: they are worded alike)."""
    return value.code.split("/")[0], value.decimals, value.rules


def explain_value(value: Value, slug: str, tr: Translator | None = None,
                  notes: Sequence[tiebreak_text.RoundNote] | None = None,
                  subject: tiebreak_text.Subject | None = None,
                  shared: Sequence[str] = (), labels: Labels | None = None,
                  memo: ExplainMemo | None = None,
                  term_notes: Sequence[tiebreak_text.RoundNote | None] | None = None,
                  worded: WordedTerms | None = None) -> TiebreakExplanation:
    """A tie-break value worded for the player page (in `tr`'s language); real opponents link to their pages.
    With the player's round `notes` a term that has one links to it instead of repeating it. `memo` (or
    `labels` alone) keeps the words of the terms for the player's other tie-breaks, which count the same rounds,
    and for the other players'. `term_notes`: the note of each term among `notes`, when the caller has them
    (`tiebreak_text.noted_rounds`); `worded`: the player's terms worded so far, for the values that share them
    (the terms must stay alive meanwhile: they are known by id)."""
    word = words(tr)
    who = subject or tiebreak_text.Subject("")
    if memo is None:
        memo = ExplainMemo()
        if labels is not None:
            memo.labels = labels
    terms = []
    rules, unnamed = value.rules, memo.unnamed
    speak = tiebreak_text.plain if word is str else say   # English: the words alone, no `Msg` to translate
    alike = worded.setdefault(_words_read(value), {}) if worded is not None else {}
    products = value.code.split("/")[0] == "SB"   # `term_working` words a product for SB's terms
    for i, t in enumerate(value.terms):
        if t.opponent is None:   # no round note, no link: the words depend on the code and the term alone
            key = (value.code, value.decimals, id(t))
            kept = unnamed.get(key)
            if kept is None:
                working = tiebreak_text.term_working(value, t, notes, who, refer=False, noted=True)
                kept = unnamed[key] = (t, ExplanationTerm(memo.label(t, word), tiebreak_text.figure(value, t),
                                                          word(working), t.cut, None, "", ""))
            terms.append(kept[1])
            continue
        found = alike.get(id(t))
        if found is None:
            if term_notes is not None:
                note = term_notes[i]
            else:
                note = tiebreak_text.note_for(t, notes, rules, who) if notes is not None else None
            if notes is not None and not (products or t.note or t.cut):
                working = ""   # what `term_working` gives such a term (most Buchholz terms): nothing to say
            else:
                working = tiebreak_text.term_working(value, t, notes, who, refer=False, note=note, noted=True,
                                                     whose=memo.whose, speak=speak)
            found = alike[id(t)] = ExplanationTerm(
                memo.label(t, word, speak), tiebreak_text.figure(value, t), word(working), t.cut, memo.href(t, slug),
                note.anchor if note else "", word(tiebreak_text.see_note(note)) if note else "")
        terms.append(found)
    title, description = memo.title(value, word)
    return TiebreakExplanation(value.code, title, description, value.value, tuple(terms),
                               word(tiebreak_text.computation(value, [term.figure for term in terms])),
                               tuple(word(n) for n in tiebreak_text.own_notes(value, shared)))


def explain_player(values: Sequence[Value], slug: str, subject: tiebreak_text.Subject,
                   tr: Translator | None = None, memo: ExplainMemo | None = None) -> PlayerExplanation | None:
    """A player's whole explanation for the player page: the rounds explained once, then each tie-break
    referring to them (the same sentences as `bulletin explain`); None without tie-breaks. `memo`: the words
    made for the tournament's other players (in `tr`'s language), to take what they share from."""
    if not values:
        return None
    word = words(tr)
    notes, term_notes = tiebreak_text.noted_rounds(values, subject)
    shared = tiebreak_text.shared_notes(values)
    rules_page = tiebreaks_url(slug)
    memo = memo or ExplainMemo()
    worded: WordedTerms = {}
    sections = tiebreak_text.paragraph_sections(values[0].rules, [v.code for v in values], subject.round_robin)
    numbers = [tiebreak_text.paragraph_number(n.section, sections) for n in notes]
    views = tuple(RoundNoteView(n.anchor, word(n.sentence), word(n.working), word(n.rule), number,
                                f"{rules_page}#{number_anchor(number)}") for n, number in zip(notes, numbers))
    return PlayerExplanation(word(tiebreak_text.rules_text(values[0])), rules_page, views,
                             tuple(word(n) for n in shared),
                             tuple(explain_value(v, slug, tr, notes, subject, shared, memo=memo, term_notes=own,
                                                 worded=worded) for v, own in zip(values, term_notes)))
