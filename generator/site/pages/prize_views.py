"""What the prize pages, the category pages and their news embeds show (pages/prizes.py makes them): frozen views,
their words already in the page's language."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from generator.site.pages.views import NavItem, PlayerRef


@dataclass(frozen=True)
class AwardView:
    """One player's prize: its name, the winner, the amount, and why it went to him, sentence by sentence."""

    prize: str                   # "3rd prize", "Best woman", "a share of the 3rd–6th prizes"
    player: PlayerRef
    amount: str                  # "75 €", or the object
    reasons: tuple[str, ...]
    category_href: str | None    # the category's standings, for a category prize


@dataclass(frozen=True)
class PrizeListView:
    awards: tuple[AwardView, ...]     # the highest paid first
    unawarded: tuple[str, ...]        # each prize nobody receives, with why
    total: str                        # the fund and what is paid
    status: str                       # provisional until the last round has every result, or final
    provisional: bool


@dataclass(frozen=True)
class CategoryLine:
    place: int                        # in the category
    rank_label: str                   # in the tournament's standings
    player: PlayerRef
    points: Fraction
    tiebreaks: tuple[Fraction | None, ...]
    prize: str                        # what he takes of the category's prizes ("Best U18, 40 €"), or ""


@dataclass(frozen=True)
class CategoryView:
    name: str
    title: str
    href: str
    criteria: str                     # who belongs to it, in words ("7 players: born 2008 or later.")
    legend: tuple[tuple[str, str], ...]   # each tie-break's code and name, in the page's language
    lines: tuple[CategoryLine, ...]
    after_round: int


@dataclass(frozen=True)
class OutlookLine:
    result: str                       # "Win", "Draw", "Loss", or the bye he has
    text: str


@dataclass(frozen=True)
class OutlookPlayer:
    player: PlayerRef
    points_before: Fraction
    lines: tuple[OutlookLine, ...]


@dataclass(frozen=True)
class OutlookView:
    """Before the last round: what each contender can still win, result by result of his own game."""

    round_number: int
    intro: str
    players: tuple[OutlookPlayer, ...]
    notes: tuple[str, ...]            # shared prizes, those merely not ruled out, bounds over the budget


@dataclass(frozen=True)
class CategoryFilter:
    """The standings of the whole field or of one category: a link each, the current one marked."""

    links: tuple[NavItem, ...]
    current: str                      # the section of the current link ("all" or a category's slug)
