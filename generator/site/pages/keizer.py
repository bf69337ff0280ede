"""A Keizer competition on its pages (docs/rules/keizer.md): each player's Keizer points term by term and how
the ranking was made, in the page's language."""
from __future__ import annotations

from generator.core.keizer.explain import calculation, points_text, share_text, term_sentences
from generator.core.keizer.ranking import settings_of
from generator.core.model import Start
from generator.site.pages.pieces import TournamentPieces
from generator.site.pages.views import KeizerCard, KeizerLine



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
