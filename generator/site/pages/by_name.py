"""A round's pairings sorted by the players' names, as SwissSys and Swiss-Chess print them for the notice board:
each player finds his name and reads his board, colour and opponent. One page a round that has boards, printed
on one A4 sheet (two columns on paper for a large field)."""
from __future__ import annotations

import dataclasses

from generator.core.model import Round, Start
from generator.site.pages.contexts import ByNameContext, Page
from generator.site.pages.people import collation_key, sort_name
from generator.site.pages.pieces import TournamentPieces
from generator.site.pages.urls import round_by_name_url
from generator.site.pages.views import ByNameLine, PlayerRef, RoundView

TWO_COLUMNS_FROM = 40      # lines; fewer fit one column of an A4 page


def by_name(p: TournamentPieces) -> list[Page]:
    """A page for each round with boards: its pairings by name, each player's name surname first."""
    shown = {start: dataclasses.replace(ref, name=sort_name(ref.name)) for start, ref in p.refs.items()}
    return [_page(p, rnd, shown) for rnd in sorted(p.t.rounds, key=lambda r: r.number) if rnd.games]


def lines(view: RoundView, white: str, black: str) -> tuple[ByNameLine, ...]:
    """Every player of the round once: from each board both players, then those without a board; by surname."""
    found = [ByNameLine(b.white, b.board, white, b.black) for b in view.boards]
    found += [ByNameLine(b.black, b.board, black, b.white) for b in view.boards]
    found += [ByNameLine(bye.player, None, "", None, bye.kind) for bye in view.byes]
    keys = {line.player.start: collation_key(line.player.name) for line in found}
    return tuple(sorted(found, key=lambda line: (keys[line.player.start], line.player.start)))


def _page(p: TournamentPieces, rnd: Round, shown: dict[Start, PlayerRef]) -> Page:
    view = p.round_view(rnd, p.round_hrefs[rnd.number])
    found = lines(view, p.tr("colour.white"), p.tr("colour.black"))
    named = tuple(ByNameLine(shown[line.player.start], line.board, line.colour, line.opponent, line.note)
                  for line in found)
    heading = p.tr("byname.title", n=rnd.number)
    start = p.t.round_time(rnd.number)
    half = (len(named) + 1) // 2
    parts = (named[:half], named[half:]) if len(named) >= TWO_COLUMNS_FROM else (named,)
    context = ByNameContext(tournament=p.header, heading=heading, parts=parts, round_href=p.round_hrefs[rnd.number],
                            date=p.t.round_date(rnd.number), time=f"{start:%H:%M}" if start else "")
    return Page(round_by_name_url(p.t.slug, rnd.number), f"{heading} – {p.t.name}", context,
                description=p.tr("byname.describe", n=rnd.number, name=p.t.name), language=p.tr.language)
