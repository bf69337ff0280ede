"""The pages of one tournament, one function per page kind: each takes the tournament's `TournamentPieces`
and gives its pages (none when the tournament has nothing to show there). `TOURNAMENT_PAGES` lists them in
the order the site plans them; a new kind of tournament page is a context (pages/contexts.py), a template
and a function added here."""
from __future__ import annotations

import dataclasses
import functools
from fractions import Fraction
from typing import Callable, Sequence

from generator.core.model import Colour, PairingSystem, Player, Start
from generator.core.ratings import fide as fide_rating
from generator.core.scoring import Cell, CellKind, exact_sum
from generator.core.standings import StandingRow
from generator.core.tiebreaks.rulespage import rule_statement
from generator.core.tiebreaks.text import Subject
from generator.core.tiebreaks.values import Value
from generator.site import charts
from generator.site.pages import roundrobin
from generator.site.pages.by_name import by_name
from generator.site.pages.contexts import (
    CrosstableContext,
    Deferred,
    DwzContext,
    GameContext,
    NextRoundContext,
    OverviewContext,
    Page,
    PageContext,
    PlayerContext,
    RoundContext,
    RoundRobinStandingsContext,
    ScheduleContext,
    StandingsContext,
    StartingListContext,
    TiebreaksContext,
)
from generator.site.pages.formatting import (
    CROSS_RESULT,
    CROSSTABLE_CODES,
    CROSSTABLE_LEGEND,
    format_points,
    one_or_other,
    rating_card,
    signed_hundredths,
    with_points,
    words,
)
from generator.site.pages.games import game_view, numbered
from generator.site.pages.keizer import keizer_card, keizer_stake, with_reasons
from generator.site.pages.pieces import TournamentPieces
from generator.site.pages.prizes import category_filter, player_prizes, prize_pages
from generator.site.pages.rating_views import DwzCard, dwz_card, dwz_table
from generator.site.pages.urls import (
    crosstable_url,
    dwz_url,
    next_round_url,
    player_calendar_url,
    player_feed_url,
    player_url,
    round_by_name_url,
    rounds_index_url,
    schedule_url,
    standings_index_url,
    standings_url,
    starting_list_url,
    tiebreaks_url,
    tournament_url,
)
from generator.site.pages.views import CrossCell, CrossRow, PlayerRoundLine, StandingLine, StandingsTable

OVERVIEW_TOP_ROWS = 10     # the overview shows the leaders; the standings page has everyone


def tournament_page(p: TournamentPieces, url: str, title: str, context: PageContext | Deferred[PageContext],
                    description: str) -> Page:
    """A page of the tournament, titled '<title> – <tournament>', in the tournament's language."""
    return Page(url, f"{title} – {p.t.name}", context, description=description, language=p.tr.language)


def overview(p: TournamentPieces) -> list[Page]:
    facts = [p.header.status, p.tr.count("count.players", len(p.t.players))]
    facts += [p.t.venue] if p.t.venue else []
    context = OverviewContext(
        tournament=p.header, heading=p.t.name, standings=p.tables.get(p.completed), top_rows=OVERVIEW_TOP_ROWS,
        last_round=p.last_finished_round(), next_round=p.next_view, news=p.news, player_count=len(p.t.players),
        downloads=p.downloads)
    return [Page(tournament_url(p.t.slug), p.t.name, context, description=f"{p.t.name}: {', '.join(facts)}.",
                 language=p.tr.language)]


def starting_list(p: TournamentPieces) -> list[Page]:
    players = tuple(p.refs[player.start] for player in sorted(p.t.players, key=lambda player: player.start))
    heading = p.tr("nav.starting_list")
    return [tournament_page(p, starting_list_url(p.t.slug), heading,
                            StartingListContext(tournament=p.header, heading=heading, players=players),
                            p.tr.count("describe.starting_list", len(players), name=p.t.name))]


def tiebreaks(p: TournamentPieces) -> list[Page]:
    """The chain and the rule set for unplayed games, in plain words (tiebreaks.rulespage.rule_statement); a Keizer
    competition is ranked by its Keizer points alone."""
    if not p.t.tiebreaks or p.t.pairing is PairingSystem.KEIZER:
        return []
    statement = rule_statement(p.t, p.data.current.rules if p.data.current else None)
    word = words(p.tr)
    statement = dataclasses.replace(
        statement, title=word(statement.title), summary=word(statement.summary),
        selection=word(statement.selection), choices=tuple(word(c) for c in statement.choices),
        other_choices=tuple(word(c) for c in statement.other_choices),
        chain=tuple(dataclasses.replace(i, title=word(i.title), description=word(i.description))
                    for i in statement.chain),
        paragraphs=tuple(dataclasses.replace(q, title=word(q.title), text=word(q.text), article=word(q.article))
                         for q in statement.paragraphs),
        examples=tuple(dataclasses.replace(e, kind=word(e.kind), total=word(e.total), note=dataclasses.replace(
            e.note, sentence=word(e.note.sentence), working=word(e.note.working), rule=word(e.note.rule)))
            for e in statement.examples))
    heading = p.tr("nav.tiebreaks")
    return [tournament_page(p, tiebreaks_url(p.t.slug), heading,
                            TiebreaksContext(tournament=p.header, heading=heading, statement=statement),
                            p.tr("describe.tiebreaks", name=p.t.name))]


def standings(p: TournamentPieces) -> list[Page]:
    """A page per finished round: the standings after it. A round robin's latest standings are its crosstable
    in rank order (pages/roundrobin.py); the standings after earlier rounds are tables, as a Swiss's are (a
    crosstable on each of the 46 pages of a 24-player double round robin would cost most of the build)."""
    rounds = tuple((k, standings_url(p.t.slug, k)) for k in sorted(p.tables))
    pages = []
    for after_round in sorted(p.tables):
        table = p.tables[after_round]
        heading = p.tr("title.standings_after", n=after_round)
        context: Deferred[PageContext]
        if p.t.round_robin and after_round == p.completed:
            context = Deferred(RoundRobinStandingsContext, functools.partial(_grid_context, p, table, heading, rounds))
        else:
            context = Deferred(StandingsContext, functools.partial(_standings_context, p, table, heading, rounds),
                               inputs=(p.header, heading, table, rounds, p.downloads))
        pages.append(tournament_page(p, standings_url(p.t.slug, after_round), heading, context,
                                     _standings_description(p, after_round)))
    return pages + [_latest(p, pages[-1], standings_index_url(p.t.slug), heading)] if pages else []


def _standings_context(p: TournamentPieces, table: StandingsTable, heading: str,
                       rounds: tuple[tuple[int, str], ...]) -> StandingsContext:
    """The standings after a round, with the chart of its scores (made where the page renders: contexts.Deferred)."""
    return StandingsContext(tournament=p.header, heading=heading, standings=table, rounds=rounds,
                            downloads=p.downloads,
                            distribution=charts.score_distribution([line.points for line in table.lines]),
                            categories=category_filter(p) if table.after_round == p.completed else None)


def _grid_context(p: TournamentPieces, table: StandingsTable, heading: str,
                  rounds: tuple[tuple[int, str], ...]) -> RoundRobinStandingsContext:
    grid = roundrobin.grid(p, table)
    return RoundRobinStandingsContext(tournament=p.header, heading=heading, grid=grid, rounds=rounds,
                                      legend=roundrobin.grid_legend(p, grid), downloads=p.downloads)


def _latest(p: TournamentPieces, page: Page, folder: str, heading: str) -> Page:
    """The folder of the numbered pages (standings/, round/) answers with the latest of them, `page`: a copy
    of it there, since static hosts such as GitHub Pages have no redirects; titled as the latest."""
    latest = tournament_page(p, folder, f"{heading} ({p.tr('nav.latest')})", page.content, page.description)
    return dataclasses.replace(latest, copy_of=page.url)   # search engines index the numbered page, not the copy


def _standings_description(p: TournamentPieces, after_round: int) -> str:
    leaders = p.leaders(after_round)
    if not leaders:
        return p.tr("describe.standings", name=p.t.name, n=after_round)
    points = p.tables[after_round].lines[0].points
    return p.tr(one_or_other("describe.standings_leader", len(leaders)), name=p.t.name, n=after_round,
                leaders=", ".join(leaders), with_points=with_points(p.tr, points))


def rounds(p: TournamentPieces) -> list[Page]:
    """A page per entered round: its boards, results so far and byes."""
    links = tuple(sorted(p.round_hrefs.items()))
    pages = []
    for rnd in sorted(p.t.rounds, key=lambda r: r.number):
        href = p.round_hrefs[rnd.number]
        after = p.tables.get(rnd.number)
        heading = p.tr("title.round", n=rnd.number)
        context = RoundContext(tournament=p.header, heading=heading, round=p.round_view(rnd, href), rounds=links,
                               standings_href=after.href if after else None,
                               by_name_href=round_by_name_url(p.t.slug, rnd.number) if rnd.games else None)
        key = "describe.round_results" if not rnd.in_progress else "describe.round_pairings"
        pages.append(tournament_page(p, href, heading, context, p.tr(key, n=rnd.number, name=p.t.name)))
    return pages + [_latest(p, pages[-1], rounds_index_url(p.t.slug), heading)] if pages else []


def crosstable(p: TournamentPieces) -> list[Page]:
    """Every player's rounds in one table; worked out when rendered (`bulletin serve` tells the open tabs first).
    A round robin's is its latest standings, the grid in rank order, so that it numbers the players as they do."""
    if not p.t.rounds:
        return []
    heading = p.tr("nav.crosstable")
    table = p.tables.get(p.completed)
    context: Deferred[PageContext]
    if p.t.round_robin and table is not None:
        rounds = tuple((k, standings_url(p.t.slug, k)) for k in sorted(p.tables))
        context = Deferred(RoundRobinStandingsContext,
                           lambda: dataclasses.replace(_grid_context(p, table, heading, rounds), section="crosstable"))
    else:
        context = Deferred(CrosstableContext, lambda: _crosstable_context(p, heading))
    return [tournament_page(p, crosstable_url(p.t.slug), heading, context,
                            p.tr("describe.crosstable", name=p.t.name))]


def _crosstable_context(p: TournamentPieces, heading: str) -> CrosstableContext:
    table = p.tables.get(p.completed)
    lines = table.lines if table else tuple(
        StandingLine(i, "", p.refs[player.start], p.data.cards[player.start].points, ())
        for i, player in enumerate(sorted(p.t.players, key=lambda player: player.start), start=1))
    titles: dict[tuple[CellKind, Start], str] = {}   # the words of a kind of cell against a player: in 3-4 cells
    rows = tuple(CrossRow(line, f"p{line.player.start}",
                          tuple(_cross_cell(p, c, titles) for c in p.data.cards[line.player.start].cells))
                 for line in lines)
    letters = {"white": p.colour_letters[Colour.WHITE], "black": p.colour_letters[Colour.BLACK]}
    shown = {c.kind for line in lines for c in p.data.cards[line.player.start].cells}
    legend = tuple((term.format(**letters), p.tr(key, **letters)) for term, key in CROSSTABLE_LEGEND)
    legend += tuple((kind.value, p.tr(key)) for kind, key in CROSSTABLE_CODES.items() if kind in shown)
    legend += table.legend if table else ()
    legend += (("–", p.tr("legend.not_applying")),) if table and table.unapplied else ()
    return CrosstableContext(tournament=p.header, heading=heading, rows=rows,
                             round_numbers=tuple(range(1, p.t.rounds_entered + 1)),
                             chain=table.chain if table else (), after_round=p.completed, legend=legend)


def _cross_cell(p: TournamentPieces, cell: Cell, titles: dict[tuple[CellKind, Start], str]) -> CrossCell:
    """A round of a crosstable row: the opponent by starting number (as the player pages and the
    explanations name players), the colour and the result. `titles`: the words of the cells made so far."""
    if cell.opponent is None:
        return CrossCell(f"{cell.kind.value} {format_points(cell.points)}", p.cell_words[cell.kind], None)
    text = f"{cell.opponent}{p.colour_letters[cell.colour]}{CROSS_RESULT[cell.kind]}"
    title = titles.get((cell.kind, cell.opponent))
    if title is None:
        title = titles[(cell.kind, cell.opponent)] = p.tr("cross.against", what=p.cell_words[cell.kind],
                                                          name=p.refs[cell.opponent].name)
    return CrossCell(text, title, f"p{cell.opponent}", cell.kind is CellKind.PENDING)


def schedule(p: TournamentPieces) -> list[Page]:
    """A round robin's schedule: every round, played and to come."""
    views = roundrobin.schedule_views(p) if p.t.round_robin else ()
    if not views:
        return []
    heading = p.tr("nav.schedule")
    return [tournament_page(p, schedule_url(p.t.slug), heading,
                            ScheduleContext(tournament=p.header, heading=heading, rounds=views),
                            p.tr("describe.schedule", name=p.t.name, n=len(views)))]


def dwz(p: TournamentPieces) -> list[Page]:
    """Every player's DWZ change, in the order of the latest standings (a tournament that shows the DWZ)."""
    if p.dwz is None or not p.t.rounds:
        return []
    table = p.tables.get(p.completed)
    order = [line.player.start for line in table.lines] if table else sorted(p.refs)
    heading = p.tr("dwz.title")
    downloads = tuple(d for d in p.downloads if d.kind.startswith("dwz"))
    return [tournament_page(p, dwz_url(p.t.slug), heading,
                            DwzContext(tournament=p.header, heading=heading,
                                       table=dwz_table(p.dwz, p.refs, order, p.tr), downloads=downloads),
                            p.tr("describe.dwz", name=p.t.name))]


def next_round(p: TournamentPieces) -> list[Page]:
    """The round after the last finished one, while it is being paired and played."""
    upcoming = p.next_view
    if upcoming is None:
        return []
    upcoming = with_reasons(p, upcoming)
    key = "title.round_in_progress" if upcoming.results_entered else "title.round_pairings"
    heading = p.tr(key, n=upcoming.number)
    return [tournament_page(p, next_round_url(p.t.slug), heading,
                            NextRoundContext(tournament=p.header, heading=heading, round=upcoming, stake=p.stake,
                                             keizer_stake=keizer_stake(p)),
                            p.tr("describe.pairings", n=upcoming.number, name=p.t.name))]


def players(p: TournamentPieces) -> list[Page]:
    """A page per player; its context is worked out when the page is rendered (contexts.Deferred). A page the
    plan before an edit made from equal inputs is taken as it is (title and description are made from them too)."""
    explanations = p.data.current.explanations if p.data.current else {}
    basis = p.same_as_before("player pages", _player_basis(p))
    return [_player_page(p, player, explanations.get(player.start, ()), basis,
                         p.earlier_pages.get(player_url(p.t.slug, player.start))) for player in p.t.players]


def _player_basis(p: TournamentPieces) -> tuple[object, ...]:
    """What `_player_context` reads that is the same for every player: the header, the words, the tournament
    but its rounds (the players, their ratings, the rules), the rounds finished and entered, the field."""
    return (p.header, p.tr, dataclasses.replace(p.t, rounds=()), p.completed,
            p.data.current.chain if p.data.current else (), tuple(p.round_hrefs.items()),
            len(p.rows_by_round.get(p.completed, {})))


def _player_inputs(p: TournamentPieces, player: Player, values: Sequence[Value], basis: object) -> tuple[object, ...]:
    """All `_player_context` is made from (keep the two together): with `basis`, the player's scorecard, rows in
    the standings after each round, boards, tie-break values and (in a round robin) games to come."""
    start = player.start
    return (basis, player, p.data.cards[start], tuple((k, rows.get(start)) for k, rows in p.rows_by_round.items()),
            tuple(p.boards.get((number, start)) for number in p.round_hrefs), tuple(values),
            tuple(p.game_hrefs.get((number, p.boards.get((number, start), 0))) for number in p.round_hrefs),
            roundrobin.games_to_come(p, start) if p.t.round_robin else (),
            p.data.current.keizer.explained.get(start) if p.data.current and p.data.current.keizer else None,
            p.people.get(start), _prizes_of(p, start), p.dwz.results.get(start) if p.dwz is not None else None)


def _prizes_of(p: TournamentPieces, start: Start) -> tuple[str, ...]:
    """What the player wins, as his page says it (provisional until the last round is finished)."""
    final = bool(p.t.planned_rounds) and p.completed >= p.t.planned_rounds
    return player_prizes(p.data.prizes, p.t.prize_fund, start, not final, p.tr)


def _player_page(p: TournamentPieces, player: Player, values: Sequence[Value], basis: object,
                 before: Page | None) -> Page:
    inputs = _player_inputs(p, player, values, basis)
    if before is not None and isinstance(before.content, Deferred) and before.content.inputs == inputs:
        return before
    row = p.rows_by_round.get(p.completed, {}).get(player.start)
    points = p.data.cards[player.start].points_after(p.completed)
    context = Deferred(PlayerContext, lambda: _player_context(p, player, values, row, points), inputs=inputs)
    return tournament_page(p, player_url(p.t.slug, player.start), player.name, context,
                           _player_description(p, player.name, points, row.rank_label if row else None))


def _player_context(p: TournamentPieces, player: Player, values: Sequence[Value], row: StandingRow | None,
                    points: Fraction) -> PlayerContext:
    card = p.data.cards[player.start]
    rated, change = p.rating_of(player)
    per_game = {g.game.round: signed_hundredths(g.change_hundredths) for g in change.games} if change else {}
    lines = tuple(_player_round(p, player.start, cell, running, per_game.get(cell.round, ""))
                  for cell, running in zip(card.cells, p.running[player.start]))
    lines += roundrobin.games_to_come(p, player.start) if p.t.round_robin else ()
    return PlayerContext(
        tournament=p.header, player=p.refs[player.start], rounds=lines, row=row,
        chain=p.data.current.chain if p.data.current else (), after_round=p.completed, points=points,
        explanations=p.explanation(player.start, values, Subject(player.name, p.completed, p.t.planned_rounds,
                                                                       p.t.round_robin)),
        extra=player.extra, rank_chart=_rank_chart(p, player.start),
        rating_change=rating_card(change, p.tr, fide_rating.birth_year(player.birth) is not None)
        if change and change.games else None,
        performance=fide_rating.performance_rating([g.opponent_rating for g in rated],
                                                   exact_sum([g.score for g in rated])),
        performance_games=len(rated), keizer=keizer_card(p, player.start),
        profile_href=p.people.get(player.start), prizes=_prizes_of(p, player.start), dwz=_dwz_card(p, player),
        dwz_href=dwz_url(p.t.slug) if p.dwz else "", **_following(p, player.start))


def _dwz_card(p: TournamentPieces, player: Player) -> DwzCard | None:
    """The player's DWZ worked step by step, in a tournament that shows the DWZ."""
    result = p.dwz.results.get(player.start) if p.dwz is not None else None
    return dwz_card(result, player.name, p.refs, p.tr) if result is not None else None


def _following(p: TournamentPieces, start: Start) -> dict[str, str]:
    """Where to follow the player: his calendar and feed of this tournament while it runs; once it is finished,
    his person's, which hold every event (a finished event has nothing more to announce)."""
    profile = p.people.get(start)
    if p.record.final and profile is not None:
        return {"calendar_href": f"{profile}calendar.ics", "feed_href": f"{profile}feed.xml"}
    return {"calendar_href": player_calendar_url(p.t.slug, start), "feed_href": player_feed_url(p.t.slug, start)}


def _player_description(p: TournamentPieces, name: str, points: Fraction, rank: str | None) -> str:
    if rank is None:
        return p.tr("describe.player_start", player=name, name=p.t.name)
    return p.tr(one_or_other("describe.player", points), player=name, name=p.t.name,
                points=format_points(points), rank=rank, n=p.completed)


def _rank_chart(p: TournamentPieces, start: Start) -> charts.RankChart | None:
    """The player's rank after each finished round, over the planned rounds."""
    ranks = [(k, rows[start].rank, rows[start].rank_label) for k, rows in sorted(p.rows_by_round.items())
             if start in rows]
    field_size = len(p.rows_by_round.get(p.completed, {}))
    return charts.rank_progression(ranks, field_size, p.t.planned_rounds or p.completed, p.rank_frame)


def _player_round(p: TournamentPieces, start: Start, cell: Cell, running: Fraction,
                  rating_change: str) -> PlayerRoundLine:
    finished = p.rows_by_round.get(cell.round)
    return PlayerRoundLine(
        round=cell.round, round_href=p.round_hrefs.get(cell.round),
        opponent=p.refs[cell.opponent] if cell.opponent is not None else None,
        colour=p.colour_words.get(cell.colour), outcome=_absence_word(p, start, cell.round) or p.cell_words[cell.kind],
        points=cell.points,
        running=running, rank_label=finished[start].rank_label if finished else None,
        pending=cell.kind is CellKind.PENDING, board=p.boards.get((cell.round, start)),
        rating_change=rating_change, game_href=p.game_hrefs.get((cell.round, p.boards.get((cell.round, start), 0))))


def games(p: TournamentPieces) -> list[Page]:
    """A page for every board whose game the round's games file gives (rounds/NN.pgn)."""
    pages = []
    for rnd in sorted(p.t.rounds, key=lambda r: r.number):
        boards = [(board, game) for board, game in numbered(rnd.games) if game.record is not None]
        others = tuple((board, p.game_hrefs[(rnd.number, board)]) for board, _ in boards)
        games_href = p.round_view(rnd, p.round_hrefs[rnd.number]).games_href
        for board, game in boards:
            view = game_view(p.t, rnd.number, board, game, p.refs, p.tr)
            heading = p.tr("game.title", white=view.white.name, black=view.black.name)
            context = GameContext(tournament=p.header, heading=heading, game=view,
                                  round_href=p.round_hrefs[rnd.number], games_href=games_href, others=others)
            title = p.tr("game.page_title", white=view.white.name, black=view.black.name, n=rnd.number)
            pages.append(tournament_page(p, view.href, title, context, p.tr(
                "describe.game", white=view.white.name, black=view.black.name, result=view.result, n=rnd.number,
                board=board, name=p.t.name)))
    return pages


def _absence_word(p: TournamentPieces, start: Start, number: int) -> str | None:
    """A Keizer competition's absence by its kind ("absent, excused"); None for any other round."""
    entered = p.t.round(number)
    kind = next((a.kind for a in entered.absences if a.player == start), None) if entered is not None else None
    return p.tr(f"keizer.absent.{kind.value}") if kind is not None else None


TournamentPageKind = Callable[[TournamentPieces], list[Page]]

TOURNAMENT_PAGES: tuple[TournamentPageKind, ...] = (
    overview, starting_list, tiebreaks, standings, rounds, games, by_name, schedule, crosstable, dwz, next_round,
    players, prize_pages)


def tournament_pages(p: TournamentPieces) -> list[Page]:
    """Every page of the tournament, kind by kind in the order of `TOURNAMENT_PAGES`."""
    return [page for kind in TOURNAMENT_PAGES for page in kind(p)]
