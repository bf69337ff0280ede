"""A league's pages as data: the table after every round, each round's matches board by board, the team
crosstable, a page per team and per player, and the league embeds of news posts.

Pure, as the tournaments' planner: the league and its tables (`teams.compute_league_tables`, one per round
entered, the last explained) in, `Page`s out. URLs are `league/<slug>/…`; words come from the page's `Translator`.
"""
from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from generator.core.model import Colour, GameResult, Player, PointSystem, Start
from generator.core.ratings.fide import performance_rating
from generator.core.scoring import exact_sum
from generator.core.teams.chain import parse_team_code
from generator.core.teams.model import Board, League, Match, MatchForfeit, Score
from generator.core.teams.phrases import say as team_say
from generator.core.teams.scoring import board_points, score_match
from generator.core.teams.standings import LeagueTable, TeamRow
from generator.core.tiebreaks import text as tiebreak_text
from generator.core.tiebreaks.values import Value
from generator.i18n.catalogues import Translator
from generator.loading.embeds import Embed
from generator.site.exports.downloads import league_downloads
from generator.site.pages.contexts import (
    LeagueCrosstableContext,
    LeagueOverviewContext,
    LeaguePlayerContext,
    LeagueRoundContext,
    LeagueTableContext,
    LeagueTeamContext,
    Page,
    PageContext,
)
from generator.site.pages.formatting import SCORE_COLUMNS, applying, format_points, words
from generator.site.pages.league_views import (
    BoardView,
    CrossTableCell,
    CrossTableRow,
    LeagueHeader,
    LeagueTableView,
    MatchView,
    RosterLine,
    SeasonGame,
    TableRow,
    TeamMatchLine,
    TeamRef,
)
from generator.site.pages.news_views import EmbedView
from generator.site.pages.records import EventRecord, RoundSlot, league_record
from generator.site.pages.views import ExplanationTerm, NavItem, PlayerRef, TiebreakExplanation

_STANDARD_POINTS = PointSystem()   # a win 1, a draw ½: the rating regulations' score of a game


@dataclass(frozen=True)
class LeagueData:
    """A league with its tables worked out once: `tables[k - 1]` is the table after round k."""

    league: League
    tables: tuple[LeagueTable, ...]

    @property
    def current(self) -> LeagueTable | None:
        return self.tables[-1] if self.tables else None


# --------------------------------------------------------------------------- URLs


def league_url(slug: str) -> str:
    return f"league/{slug}/"


def league_table_url(slug: str, after_round: int) -> str:
    return f"league/{slug}/table/{after_round}/"


def league_round_url(slug: str, number: int) -> str:
    return f"league/{slug}/round/{number}/"


def league_crosstable_url(slug: str) -> str:
    return f"league/{slug}/crosstable/"


def league_team_url(slug: str, team: str) -> str:
    return f"league/{slug}/team/{team}/"


def league_player_url(slug: str, start: Start) -> str:
    return f"league/{slug}/player/{start}/"


def match_anchor(match: Match) -> str:
    return f"{match.home}-{match.away}"


# --------------------------------------------------------------------------- the pieces


class LeaguePieces:
    """What several pages of one league share, made once: team and player references, each match as a view."""

    def __init__(self, data: LeagueData, tr: Translator, news: Sequence[tuple[str, str]] = (),
                 people: Mapping[Start, str] | None = None) -> None:
        self.data = data
        self.people = people or {}     # each player's profile (pages/people.py)
        self.league = league = data.league
        self.tr = tr
        self.news = tuple(news)
        self.word = words(tr)
        self.teams = {t.slug: TeamRef(t.slug, t.name, league_team_url(league.slug, t.slug), t.number, t.short)
                      for t in league.teams}
        self.players = {p.start: _player_ref(league, p) for p in league.players}
        self.substitutes = {(t.slug, s) for t in league.teams for s in t.substitutes}
        self.matches = {(m.round, m.home): self._match_view(m) for m in league.matches}
        self.boards_of: dict[Start, list[tuple[Match, Board]]] = {}   # each player's boards, round by round
        for match in sorted(league.matches, key=lambda m: m.round):
            for board in match.boards:
                for start in board.players():
                    self.boards_of.setdefault(start, []).append((match, board))
        self.games = {start: _games_of(self, start) for start in self.boards_of}
        self.header = self._header()
        self.current = self.table_view(data.current) if data.current else None

    def _header(self) -> LeagueHeader:
        league, tr = self.league, self.tr
        slug = league.slug
        nav = [NavItem(tr("nav.overview"), league_url(slug), "overview")]
        if self.data.tables:
            nav.append(NavItem(tr("league.nav.table"), league_table_url(slug, len(self.data.tables)), "table"))
        if league.matches:
            nav.append(NavItem(tr("nav.rounds"), league_round_url(slug, league.rounds_entered), "rounds"))
            nav.append(NavItem(tr("nav.crosstable"), league_crosstable_url(slug), "crosstable"))
        completed = league.rounds_completed
        if not completed:
            status = tr("status.not_started")
        elif league.rounds and completed >= league.rounds:
            status = tr.count("status.final", completed)
        elif league.rounds:
            status = tr("status.after_of", n=completed, planned=league.rounds)
        else:
            status = tr("status.after", n=completed)
        return LeagueHeader(slug, league.name, league_url(slug), league.season, status, tuple(nav),
                            len(league.teams), league.boards, tr.language)

    @functools.cached_property
    def record(self) -> EventRecord:
        """What the people's pages, the front page and the players' calendars read of the league."""
        league = self.league
        numbers = set(_round_numbers(league)) | {n for n, d in enumerate(league.dates, start=1) if d is not None}
        slots = tuple(RoundSlot(n, league.dates[n - 1] if n <= len(league.dates) else None, None,
                                league_round_url(league.slug, n) if n in _round_numbers(league) else None)
                      for n in sorted(numbers))
        completed = league.rounds_completed
        upcoming = next((s for s in slots if s.number == completed + 1), None) if completed < league.rounds else None
        table = self.data.current
        leaders = tuple(self.teams[r.team].name for r in table.rows if r.rank == 1) if table else ()
        return league_record(league, self.boards_of, self.players, {slug: t.name for slug, t in self.teams.items()},
                             leaders, slots, upcoming, league_url(league.slug),
                             league_table_url(league.slug, len(self.data.tables)) if self.data.tables else None,
                             self.header.status, self.tr.language)

    # -- views

    def table_view(self, table: LeagueTable, top: int | None = None) -> LeagueTableView:
        """The table; a tie-break that is one of the score columns (GP after MP) has no column of its own, and a
        direct encounter shows a figure only for a team level with another before it (no column when no team
        is)."""
        primary = table.primary.value
        levels = [((row.mp if primary == "MP" else row.gp),) + tuple(v.value for v in row.tiebreaks)
                  for row in table.rows]
        applies = applying(table.chain, levels)
        columns = tuple(i for i, code in enumerate(table.chain)
                        if code not in SCORE_COLUMNS and any(row[i] for row in applies))
        rows = tuple(self._row(position, row, columns, applies[position - 1])
                     for position, row in enumerate(table.rows[:top] if top else table.rows, start=1))
        names = {code: self.word(parse_team_code(code).title) for code in table.chain}
        shown = tuple(table.chain[i] for i in columns)
        return LeagueTableView(table.after_round, table.chain, rows, primary,
                               tuple((code, names[code]) for code in shown), shown,
                               not all(all(row.applies) for row in rows), tuple(names[c] for c in table.chain))

    def _row(self, position: int, row: TeamRow, columns: tuple[int, ...], applies: tuple[bool, ...]) -> TableRow:
        return TableRow(row.rank_label, position, self.teams[row.team], row.played, row.won, row.drawn, row.lost,
                        row.mp, row.gp, tuple(row.tiebreaks[i].value for i in columns),
                        tuple(applies[i] for i in columns))

    def _match_view(self, match: Match) -> MatchView:
        league, tr = self.league, self.tr
        home, away = self.teams[match.home], self.teams[match.away]
        boards = tuple(self._board_view(match, b) for b in match.boards)
        anchor = match_anchor(match)
        href = f"{league_round_url(league.slug, match.round)}#{anchor}"
        if match.forfeit is not None:
            home_round, away_round = score_match(match, league)   # the core's figures of a match not played
            note = (tr("league.match_forfeit_double") if match.forfeit is MatchForfeit.DOUBLE else
                    tr("league.match_forfeit", team=(home if match.forfeit is MatchForfeit.HOME_WINS else away).name))
            return MatchView(match.round, anchor, href, home, away, home_round.gp, away_round.gp, (), note)
        scored = [board_points(b, league.points) for b in match.boards if not b.result.pending]
        home_points = exact_sum([h for h, _ in scored]) if scored else None
        away_points = exact_sum([a for _, a in scored]) if scored else None
        note = "" if match.boards else tr("league.match_pending")
        return MatchView(match.round, anchor, href, home, away, home_points, away_points, boards, note,
                         pending=match.pending)

    def _board_view(self, match: Match, board: Board) -> BoardView:
        tr = self.tr
        result = board.home_result
        note = {GameResult.WHITE_WINS_FORFEIT: tr("league.board_forfeit", team=self.teams[match.home].name),
                GameResult.BLACK_WINS_FORFEIT: tr("league.board_forfeit", team=self.teams[match.away].name),
                GameResult.DOUBLE_FORFEIT: tr("league.board_forfeit_double")}.get(result, "")
        return BoardView(board.number, self.players.get(board.home), self.players.get(board.away), result.value,
                         "W" if board.home_colour is Colour.WHITE else "B", note,
                         (match.home, board.home) in self.substitutes, (match.away, board.away) in self.substitutes)

    def round_matches(self, number: int) -> tuple[MatchView, ...]:
        """The matches of a round as entered, else as scheduled (no boards yet)."""
        entered = [self.matches[(m.round, m.home)] for m in self.league.matches_of_round(number)]
        if entered:
            return tuple(entered)
        return tuple(self._match_view(Match(f.round, f.home, f.away)) for f in self.league.schedule
                     if f.round == number)

    def match_of(self, team: str, number: int | None) -> MatchView | None:
        """The team's match of a round (default: its latest entered)."""
        matches = [m for m in self.league.matches_of(team) if number is None or m.round == number]
        if not matches:
            return None
        match = max(matches, key=lambda m: m.round)
        return self.matches[(match.round, match.home)]


def _player_ref(league: League, player: Player) -> PlayerRef:
    return PlayerRef(start=player.start, name=player.name, href=league_player_url(league.slug, player.start),
                     title=player.title, rating=player.rating, federation=player.federation, club=player.club,
                     fide_id=player.fide_id)


# --------------------------------------------------------------------------- the pages


def league_pages(pieces: LeaguePieces) -> list[Page]:
    """Every page of one league, in a stable order."""
    league = pieces.league
    pages = [_overview_page(pieces)]
    pages += [_table_page(pieces, table) for table in pieces.data.tables]
    pages += [_round_page(pieces, number) for number in _round_numbers(league)]
    if league.matches:
        pages.append(_crosstable_page(pieces))
    pages += [_team_page(pieces, team.slug) for team in league.teams]
    pages += [_player_page(pieces, player) for player in league.players]
    return pages


def _round_numbers(league: League) -> list[int]:
    """Rounds with a page: every round entered, and scheduled rounds up to the season's last."""
    scheduled = {f.round for f in league.schedule}
    return sorted({m.round for m in league.matches} | scheduled)


def _page(pieces: LeaguePieces, url: str, title: str, context: PageContext, description: str) -> Page:
    return Page(url, title, context, description=description, language=pieces.tr.language)


def _overview_page(pieces: LeaguePieces) -> Page:
    league, tr = pieces.league, pieces.tr
    last = league.rounds_entered
    context = LeagueOverviewContext(
        league=pieces.header, table=pieces.current,
        last_round=pieces.round_matches(last) if last else (),
        next_round=pieces.round_matches(last + 1) if last < league.rounds else (),
        teams=tuple(pieces.teams[t.slug] for t in league.teams), news=pieces.news,
        downloads=league_downloads(league))
    return _page(pieces, league_url(league.slug), league.name, context,
                 tr(f"league.describe.overview.{'one' if league.boards == 1 else 'other'}", name=league.name,
                    n=len(league.teams), boards=league.boards))


def _table_page(pieces: LeaguePieces, table: LeagueTable) -> Page:
    league, tr = pieces.league, pieces.tr
    heading = tr("league.title.table_after", n=table.after_round)
    rounds = tuple((t.after_round, league_table_url(league.slug, t.after_round)) for t in pieces.data.tables)
    context = LeagueTableContext(league=pieces.header, heading=heading, table=pieces.table_view(table),
                                 rounds=rounds)
    leader = pieces.teams[table.rows[0].team].name if table.rows else ""
    return _page(pieces, league_table_url(league.slug, table.after_round), f"{heading} · {league.name}", context,
                 tr("league.describe.table", name=league.name, n=table.after_round, leader=leader))


def _round_page(pieces: LeaguePieces, number: int) -> Page:
    league, tr = pieces.league, pieces.tr
    heading = tr("title.round", n=number)
    date = league.dates[number - 1] if number <= len(league.dates) else None
    rounds = tuple((n, league_round_url(league.slug, n)) for n in _round_numbers(league))
    table = league_table_url(league.slug, number) if number <= len(pieces.data.tables) else None
    context = LeagueRoundContext(league=pieces.header, heading=heading, number=number, date=date,
                                 matches=pieces.round_matches(number), rounds=rounds, table_href=table)
    return _page(pieces, league_round_url(league.slug, number), f"{heading} · {league.name}", context,
                 tr("league.describe.round", name=league.name, n=number))


def _crosstable_page(pieces: LeaguePieces) -> Page:
    league, tr = pieces.league, pieces.tr
    current = pieces.data.current
    order = [r.team for r in current.rows] if current else [t.slug for t in league.teams]
    labels = {r.team: r.rank_label for r in current.rows} if current else {}
    totals = {r.team: (r.mp, r.gp) for r in current.rows} if current else {}
    rows = tuple(CrossTableRow(labels.get(slug, ""), pieces.teams[slug],
                               tuple(_cross_cell(pieces, slug, other) for other in order),
                               *totals.get(slug, (Fraction(0), Fraction(0)))) for slug in order)
    heading = tr("nav.crosstable")
    context = LeagueCrosstableContext(league=pieces.header, heading=heading, rows=rows,
                                      after_round=current.after_round if current else 0)
    return _page(pieces, league_crosstable_url(league.slug), f"{heading} · {league.name}", context,
                 tr("league.describe.crosstable", name=league.name))


def _cross_cell(pieces: LeaguePieces, team: str, other: str) -> CrossTableCell:
    """The row team's matches against the column team: '5½–2½' (both legs of a double round robin)."""
    if team == other:
        return CrossTableCell("", "", None, "self")
    met = [m for m in pieces.league.matches_of(team) if m.opponent_of(team) == other]
    texts, outcome, href = [], "", None
    for match in sorted(met, key=lambda m: m.round):
        view = pieces.matches[(match.round, match.home)]
        href = href or view.href
        own, theirs = _sides(view, team)
        if own is None or theirs is None:
            texts.append(pieces.tr("result.pending_mark"))
            continue
        texts.append(f"{format_points(own)}–{format_points(theirs)}")
        if not view.pending:
            outcome = "won" if own > theirs else "lost" if own < theirs else "drawn"
    title = pieces.tr("league.cross_title", team=pieces.teams[team].name, other=pieces.teams[other].name)
    return CrossTableCell(" ".join(texts), title, href, outcome)


def _sides(view: MatchView, team: str) -> tuple[Fraction | None, Fraction | None]:
    if view.home.slug == team:
        return view.home_points, view.away_points
    return view.away_points, view.home_points


def _team_page(pieces: LeaguePieces, slug: str) -> Page:
    league, tr = pieces.league, pieces.tr
    team = league.team(slug)
    current = pieces.data.current
    row = current.row(slug) if current else None
    matches = tuple(_team_match(pieces, slug, m) for m in sorted(league.matches_of(slug), key=lambda m: m.round))
    numbers = tuple(range(1, league.rounds_entered + 1))
    roster = tuple(_roster_line(pieces, slug, rank, start, numbers)
                   for rank, start in enumerate(team.ranked, start=1))
    explanations = tuple(explain_team_value(v, league.primary, tr) for v in row.tiebreaks) if row else ()
    context = LeagueTeamContext(
        league=pieces.header, team=pieces.teams[slug], club=team.club,
        row=pieces.current.rows[current.rows.index(row)] if pieces.current and current and row else None,
        matches=matches, roster=roster, round_numbers=numbers, after_round=current.after_round if current else 0,
        explanations=explanations)
    return _page(pieces, league_team_url(league.slug, slug), f"{team.name} · {league.name}", context,
                 tr("league.describe.team", team=team.name, name=league.name))


def _team_match(pieces: LeaguePieces, slug: str, match: Match) -> TeamMatchLine:
    view = pieces.matches[(match.round, match.home)]
    own, theirs = _sides(view, slug)
    score = f"{format_points(own)}–{format_points(theirs)}" if own is not None and theirs is not None else ""
    card = pieces.data.current.cards.get(slug) if pieces.data.current else None
    team_round = next((r for r in card.rounds if r.round == match.round), None) if card else None
    outcome = pieces.word(_outcome_words(team_round.outcome.value)) if team_round else ""
    opponent = pieces.teams[match.opponent_of(slug)]
    return TeamMatchLine(match.round, opponent, match.home == slug, score, outcome,
                         team_round.mp if team_round and not view.pending else None, view.href, view.pending)


def _outcome_words(code: str) -> str:
    return team_say(f"team.outcome.{code}")


def _roster_line(pieces: LeaguePieces, slug: str, rank: int, start: Start, numbers: Sequence[int]) -> RosterLine:
    games = [g for g in pieces.games.get(start, ()) if g.team.slug == slug]
    by_round = {g.round: g for g in games}
    cells = tuple(f"{by_round[n].board}: {_short_result(by_round[n])}" if n in by_round else "" for n in numbers)
    finished = [g for g in games if not g.pending]
    points = exact_sum([g.points for g in finished])
    most = len(finished) * max(pieces.league.points.win, pieces.league.points.forfeit_win)
    percent = f"{float(points / most * 100):.1f}" if finished and most else ""   # shown only: scores stay exact
    return RosterLine(rank, pieces.players[start], (slug, start) in pieces.substitutes, cells, len(finished),
                      points, percent, _performance(finished))


def _short_result(game: SeasonGame) -> str:
    return "" if game.pending else format_points(game.points)


def _performance(games: Sequence[SeasonGame]) -> int | None:
    """The performance rating over the games played over the board against rated opponents (FIDE B.02, as
    the tournaments' player pages: `rating.performance_rating`), a win 1 whatever the league's board points."""
    rated = [g for g in games if g.over_board and g.opponent is not None and g.opponent.rating]
    if not rated:
        return None
    return performance_rating([g.opponent.rating for g in rated if g.opponent and g.opponent.rating],
                              exact_sum([g.score for g in rated]))


def _games_of(pieces: LeaguePieces, start: Start) -> list[SeasonGame]:
    """A player's boards across the season, round by round."""
    league, tr = pieces.league, pieces.tr
    out: list[SeasonGame] = []
    running = Fraction(0)
    for match, board in pieces.boards_of.get(start, ()):
        at_home = board.home == start
        side = match.home if at_home else match.away
        home_points, away_points = board_points(board, league.points)
        points = home_points if at_home else away_points
        score = board_points(board, _STANDARD_POINTS)[0 if at_home else 1]
        pending = board.result.pending
        running += points
        colour = board.home_colour if at_home else board.home_colour.opposite
        opponent = board.away if at_home else board.home
        out.append(SeasonGame(
            match.round, pieces.teams[side], pieces.teams[match.opponent_of(side)], board.number,
            tr("colour.white" if colour is Colour.WHITE else "colour.black"),
            pieces.players.get(opponent), _result_words(tr, board.result, pending, points),
            points, running, pieces.matches[(match.round, match.home)].href, pending, board.result.played, score))
    return out


def _result_words(tr: Translator, result: GameResult, pending: bool, points: Fraction) -> str:
    if pending:
        return tr("result.pending")
    if result.forfeit:
        return tr("league.result.forfeit_win" if points else "league.result.forfeit_loss")
    if result is GameResult.DRAW:
        return tr("league.result.draw")
    return tr("league.result.win" if points else "league.result.loss")


def _player_page(pieces: LeaguePieces, player: Player) -> Page:
    league, tr = pieces.league, pieces.tr
    games = tuple(pieces.games.get(player.start, ()))
    finished = [g for g in games if not g.pending]
    teams = tuple(pieces.teams[t.slug] for t in league.teams if player.start in t.ranked)
    context = LeaguePlayerContext(
        league=pieces.header, player=pieces.players[player.start], teams=teams, games=games,
        points=exact_sum([g.points for g in finished]), played=len(finished),
        performance=_performance(finished), profile_href=pieces.people.get(player.start),
        **_following(pieces, player.start))
    return _page(pieces, league_player_url(league.slug, player.start), f"{player.name} · {league.name}", context,
                 tr("league.describe.player", player=player.name, name=league.name))


def _following(pieces: LeaguePieces, start: Start) -> dict[str, str]:
    """Where to follow the player: his calendar and feed of the league while the season runs, then his person's."""
    profile = pieces.people.get(start)
    folder = league_player_url(pieces.league.slug, start)
    if pieces.record.final and profile is not None:
        folder = profile
    return {"calendar_href": f"{folder}calendar.ics", "feed_href": f"{folder}feed.xml"}


def explain_team_value(value: Value, primary: Score, tr: Translator | None = None) -> TiebreakExplanation:
    """A team tie-break value worded for the team page, term by term, as the individual ones are on a player's
    page (the same `Value`/`Term` objects and sentences as `bulletin explain`)."""
    word = words(tr)
    code = parse_team_code(value.code)
    terms = tuple(ExplanationTerm(word(tiebreak_text.term_label(t)), tiebreak_text.figure(value, t),
                                  word(tiebreak_text.term_working(value, t)), t.cut) for t in value.terms)
    return TiebreakExplanation(value.code, f"{word(code.title)} ({value.code})", word(code.description(primary)),
                               value.value, terms, word(tiebreak_text.computation(value)),
                               tuple(word(n) for n in value.notes))


# --------------------------------------------------------------------------- news embeds


def league_embed(pieces: LeaguePieces, embed: Embed, tr: Translator) -> EmbedView:
    """`{{ league-table … }}` or `{{ match … }}` as a live table (generator/loading/embeds.py)."""
    league = pieces.league
    if embed.kind == "league-table":
        tables = pieces.data.tables
        after = embed.setting("after") or len(tables)
        if not tables or after > len(tables):
            return EmbedView(embed.kind, "", None, note=tr("embed.unavailable"))
        table = tables[after - 1]
        return EmbedView(embed.kind, f"{league.name} · {tr('league.title.table_after', n=after)}",
                         league_table_url(league.slug, after), top=embed.setting("top"),
                         league_table=pieces.table_view(table), more=tr("embed.more_table", n=after))
    team = embed.text("team") or ""
    match = pieces.match_of(team, embed.setting("round")) if team in pieces.teams else None
    if match is None:
        return EmbedView(embed.kind, "", None, note=tr("embed.unavailable"))
    caption = f"{tr('title.round', n=match.round)}: {match.home.name} – {match.away.name}"
    return EmbedView(embed.kind, caption, match.href, match=match, more=tr("embed.more_match", n=match.round))


def league_news(posts: Sequence[tuple[str, str, str | None]], slug: str) -> tuple[tuple[str, str], ...]:
    """(title, URL) of the posts about one league, from (title, URL, league) of every post."""
    return tuple((title, href) for title, href, league in posts if league == slug)


def league_order(leagues: Sequence[LeagueData], listed: Mapping[str, int] | None) -> list[LeagueData]:
    """As site.yml lists them when it does, else the newest season first, then by slug."""
    if listed is not None:
        return sorted(leagues, key=lambda d: (listed.get(d.league.slug, len(listed)), d.league.slug))
    return sorted(leagues, key=lambda d: (d.league.start_date or (d.league.dates[0] if d.league.dates and
                                                                    d.league.dates[0] else dt.date.min),
                                          d.league.slug), reverse=True)
