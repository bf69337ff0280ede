"""A Keizer competition on its pages (docs/rules/keizer.md): each player's Keizer points term by term and how
the ranking was made, what the next evening can bring, why its pairs are what they are; in the page's language."""
from __future__ import annotations

import dataclasses

from generator.core.keizer.explain import calculation, points_text, share_text, term_sentences
from generator.core.keizer.ranking import settings_of
from generator.core.model import ByeKind, Start
from generator.core.pairing.core import PairingError
from generator.core.pairing.keizer import pair
from generator.core.scenarios.keizer import outlook
from generator.site.pages.pieces import TournamentPieces
from generator.site.pages.views import KeizerCard, KeizerLine, KeizerStake, KeizerStakeRow, RoundView


def keizer_card(p: TournamentPieces, start: Start) -> KeizerCard | None:
    standings = p.data.current
    ranking = standings.keizer if standings is not None else None
    if ranking is None:
        return None
    settings = settings_of(p.t)
    value = ranking.explained[start]
    words = p.tr.word
    lines = tuple(KeizerLine(str(term.round) if term.round is not None else "", str(words(sentence)),
                             "" if term.cut else points_text(term.value))
                  for term, sentence in zip(value.terms, term_sentences(value.terms, settings)))
    return KeizerCard(points_text(ranking.points[start]), ranking.values[start], lines,
                      tuple(str(words(line)) for line in calculation(ranking, settings)), settings_line(p))


def settings_line(p: TournamentPieces) -> str:
    s = settings_of(p.t)
    values = s.values(len(p.t.players))
    return p.tr("keizer.settings", top=values[0], last=values[-1], win=share_text(s.win), draw=share_text(s.draw),
                loss=share_text(s.loss), bye=share_text(s.bye), excused=share_text(s.excused),
                club=share_text(s.club), unexcused=share_text(s.unexcused))


def keizer_stake(p: TournamentPieces) -> KeizerStake | None:
    """The next evening's outlook, once its pairings are published in its round file and before any result."""
    if p.upcoming is None or p.upcoming.computed or p.data.current is None or p.data.current.keizer is None:
        return None
    found = outlook(p.t, p.upcoming.round)
    if found is None:
        return None
    rows = tuple(KeizerStakeRow(p.refs[o.start], points_text(o.before), o.place,
                                tuple((points_text(x.points), _places(x.best, x.worst)) for x in o.outcomes))
                 for o in found.players)
    return KeizerStake(rows)


def _places(best: int, worst: int) -> str:
    return str(best) if best == worst else f"{best}–{worst}"


def with_reasons(p: TournamentPieces, view: RoundView) -> RoundView:
    """The next evening as its round file has it, with the engine's reasons when they are the engine's pairs (what
    `bulletin pair --write` wrote): why each pair and each colour, in the page's language."""
    if view.reasons or p.upcoming is None or p.upcoming.computed or p.data.current is None \
            or p.data.current.keizer is None:
        return view
    entered = p.upcoming.round
    before = [r for r in p.t.rounds if r.number < entered.number]
    blank = dataclasses.replace(entered, games=(), byes=tuple(b for b in entered.byes if b.kind is not ByeKind.PAB))
    try:
        pairing = pair(dataclasses.replace(p.t, rounds=(*before, blank)), entered.number)
    except PairingError:
        return view
    if [(b.white, b.black) for b in pairing.boards] != [(g.white, g.black) for g in entered.games]:
        return view
    return dataclasses.replace(view, reasons=tuple(str(p.tr.word(r.text)) for r in pairing.reasons))
