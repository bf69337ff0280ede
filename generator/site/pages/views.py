"""The frozen view objects the templates read: players, tables, rounds, news, as a page shows them.

Words in them are already in the page's language and links are site-relative URLs (pages/urls.py). They say
nothing about which template shows them: a template's inputs are its context (pages/contexts.py).
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from fractions import Fraction

from generator.core.model import Start


@dataclass(frozen=True)
class PlayerRef:
    """A player as shown in a table cell, with a link to the player's page."""

    start: Start
    name: str
    href: str
    title: str | None = None
    rating: int | None = None
    federation: str | None = None
    club: str | None = None
    fide_id: str | None = None
    withdrawn_from: int | None = None   # first round missed after withdrawing


@dataclass(frozen=True)
class NavItem:
    label: str
    href: str
    section: str


@dataclass(frozen=True)
class TournamentHeader:
    """What every page of a tournament shows at the top: name, facts and the tournament menu."""

    slug: str
    name: str
    href: str
    start_date: dt.date | None
    end_date: dt.date | None
    venue: str | None
    planned_rounds: int
    rounds_completed: int
    pairing: str
    tiebreaks: tuple[str, ...]
    nav: tuple[NavItem, ...]
    status: str = ""          # "after round 6 of 7", in the tournament's language
    language: str = "en"


@dataclass(frozen=True)
class StandingLine:
    position: int           # 1-based row number: the crosstable refers to players by it
    rank_label: str
    player: PlayerRef
    points: Fraction
    tiebreaks: tuple[Fraction | None, ...]   # None: undefined for this player (shown as '–')
    counted: Fraction | None = None          # the score as the opponents' tie-breaks count it (None: not shown)
    keizer: Fraction | None = None           # a Keizer competition: the Keizer points, which rank the table
    value: int | None = None                 # … and the value of the rank (what beating the player earns next)
    unapplied: frozenset[int] = frozenset()  # the tie-breaks (by index) that do not apply: a direct encounter of a
    #                                          player level with no one before it


@dataclass(frozen=True)
class StandingsTable:
    after_round: int
    chain: tuple[str, ...]
    lines: tuple[StandingLine, ...]
    href: str
    counted: bool = False    # a column "counted as": some player's score counts other than as credited
    keizer: bool = False     # columns of Keizer points and values (a Keizer competition)
    legend: tuple[tuple[str, str], ...] = ()   # each tie-break's code and name, in the page's language
    counted_rule: int = 0    # the rules page's paragraph on the score as the opponents count it ("rules §4")
    rules_href: str = ""     # the rules page, that paragraph's anchor included
    unapplied: bool = False  # some line has a tie-break that does not apply ("–", explained under the table)


@dataclass(frozen=True)
class BoardLine:
    board: int
    white: PlayerRef
    black: PlayerRef
    white_points_before: Fraction | None   # None: a round after the next, whose score before it is not known yet
    black_points_before: Fraction | None
    result: str             # as displayed: "1–0", "½–½", "+ –", "" while pending
    note: str               # e.g. "White wins by forfeit"
    game_href: str | None = None   # the page of its game, when the round's games file has it


@dataclass(frozen=True)
class ByNameLine:
    """A player's line of a round's pairings sorted by name: his board, colour and opponent, or his bye."""

    player: PlayerRef
    board: int | None         # None: no board this round
    colour: str               # "White" / "Black", "" without a board
    opponent: PlayerRef | None
    note: str = ""            # the kind of bye, without a board


@dataclass(frozen=True)
class ByeLine:
    player: PlayerRef
    kind: str
    points: Fraction
    why: str = ""       # what kind of bye it is for the tie-breaks: requested, allocated, a withdrawal, absent


@dataclass(frozen=True)
class RoundView:
    number: int
    date: dt.date | None
    boards: tuple[BoardLine, ...]
    byes: tuple[ByeLine, ...]
    finished: bool
    href: str | None        # None for pairings that have no round file (computed by the engine)
    provisional: bool = False
    reasons: tuple[str, ...] = ()
    games_href: str | None = None   # the round's games as a PGN file, when it has any

    @property
    def results_entered(self) -> int:
        return sum(1 for b in self.boards if b.result)


@dataclass(frozen=True)
class PlayerRoundLine:
    round: int
    round_href: str | None
    opponent: PlayerRef | None
    colour: str | None        # "white" / "black"
    outcome: str              # "win", "half-point bye", ...
    points: Fraction
    running: Fraction
    rank_label: str | None    # rank after this round; None while the round is not finished
    pending: bool
    board: int | None = None  # the board the game was on; None for a bye
    rating_change: str = ""   # K × (score − expected) of a rated game, e.g. "+15.0"; "" when not rated
    game_href: str | None = None   # the page of the game, when its round's games file has it


@dataclass(frozen=True)
class RatingCard:
    """A player's FIDE rating change (generator/core/ratings/fide.py), worded for the player page."""

    change: str               # the total as FIDE rounds it: "+13", "−4", "0"
    exact: str                # K × ΣΔR before rounding: "+12.6"
    k: int
    k_note: str               # where K comes from, in words
    games: int                # the rated games it is computed from
    rules: str                # which text of the regulations applies, in words


@dataclass(frozen=True)
class ExplanationTerm:
    """One line of a tie-break's working, e.g. 'Round 3: Anna Berg (no. 7)' contributing '4½'."""

    label: str
    figure: str
    working: str = ""     # how the figure came about: products, cuts, notes
    dropped: bool = False  # left out by a modifier such as Cut-1 or Median
    opponent_href: str | None = None
    note_anchor: str = ""  # the round note that explains the figure (its id on the page), "" if none
    note_link: str = ""    # the words of the link to it: "see round 4 above"


@dataclass(frozen=True)
class RoundNoteView:
    """One round explained once for all the tie-breaks that count it (tiebreaks.text.RoundNote, worded)."""

    anchor: str
    sentence: str
    working: str          # the figures, each labelled
    rule: str             # the rule in plain words, then the regulation's term and article
    section: int          # the number of its paragraph on the rules page (4 for "rules §4")
    rule_href: str        # that paragraph's URL (rules page + fragment)


@dataclass(frozen=True)
class TiebreakExplanation:
    """How one tie-break value of one player came about, term by term, in the engine's own words."""

    code: str
    title: str
    description: str
    value: Fraction | None
    terms: tuple[ExplanationTerm, ...]
    computation: str
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class PlayerExplanation:
    """Everything the player page says about how the tie-breaks were computed: the rule set, each round that
    needs it explained once, the notes every tie-break shares, then each tie-break term by term."""

    rules: str | None                        # the rule set, worded
    rules_href: str                          # the tournament's rules page
    notes: tuple[RoundNoteView, ...]
    shared: tuple[str, ...]
    values: tuple[TiebreakExplanation, ...]


@dataclass(frozen=True)
class CrossCell:
    text: str
    title: str
    target: str | None        # fragment id of the opponent's row
    pending: bool = False     # paired, not played yet: shown so that it never reads as a result


@dataclass(frozen=True)
class CrossRow:
    line: StandingLine
    row_id: str
    cells: tuple[CrossCell, ...]


@dataclass(frozen=True)
class FeedEntry:
    """One entry of the Atom feed: a news post or a finished round's results."""

    title: str
    href: str                 # site-relative URL of the page
    date: dt.date
    summary: str
    author: str | None = None


# --- round robins (pages/roundrobin.py) -----------------------------------------------------------------------

@dataclass(frozen=True)
class GridGame:
    """One game of a round robin's crosstable cell, from the row player's side: "1", "½", "0", "+", "−", or
    "" while it is still to play (postponed or a future round)."""

    text: str
    colour: str              # the colour letter ("w"/"b"), "" for a game whose colours are not known yet
    title: str               # in words, for the tooltip and screen readers
    round: int
    pending: bool = False    # scheduled and not played yet: never shown as a result
    struck: bool = False     # struck by a withdrawal: shown struck through


@dataclass(frozen=True)
class GridRow:
    line: StandingLine
    row_id: str
    cells: tuple[tuple[GridGame, ...] | None, ...]   # one per opponent in rank order; None: the diagonal


@dataclass(frozen=True)
class RoundRobinGrid:
    """A round robin's crosstable in rank order: one column per opponent, one game a cycle in each cell."""

    after_round: int
    planned_rounds: int
    cycles: int
    chain: tuple[str, ...]
    rows: tuple[GridRow, ...]
    href: str
    pending: tuple[str, ...] = ()   # the games still to play of finished rounds, in words ("Round 3: A – B")
    legend: tuple[tuple[str, str], ...] = ()   # each tie-break's code and name (StandingsTable.legend)


@dataclass(frozen=True)
class KeizerLine:
    round: str           # the round's number, empty for the own value
    text: str            # "win against Jonas Weiß, valued 38 this round → 38"
    points: str          # what it adds ("" when not counted)


@dataclass(frozen=True)
class KeizerCard:
    """A player's Keizer points after the latest evening."""

    points: str
    value: int
    lines: tuple[KeizerLine, ...]
    calculation: tuple[str, ...]     # how the ranking was made
    settings: str                    # the shares in force, in one line


@dataclass(frozen=True)
class KeizerStakeRow:
    player: PlayerRef
    before: str                      # Keizer points before the evening
    place: int                       # place before it
    cells: tuple[tuple[str, str], ...]   # with a win, a draw, a loss: the points and the places ("146⅔", "2–3")


@dataclass(frozen=True)
class KeizerStake:
    """What the next evening can bring each player on a board, in Keizer points and places."""

    rows: tuple[KeizerStakeRow, ...]
