"""The pieces every page of one tournament is made of, built once: player references, standings tables,
round views, the words of results and byes in the tournament's language; and what news posts and the feed
take from the tournament (live tables, round entries)."""
from __future__ import annotations

import functools
from collections.abc import Mapping
from fractions import Fraction
from typing import Sequence, TypeVar

from generator.core.keizer.explain import share_text
from generator.core.keizer.ranking import settings_of
from generator.core.model import Game, Player, Round, Start, Tournament
from generator.core.pairing.berger import ScheduledRound
from generator.core.ratings import fide as fide_rating
from generator.core.ratings import systems as rating_systems
from generator.core.ratings.dwz_event import DwzEvaluation
from generator.core.standings import StandingRow, Standings
from generator.core.tiebreaks.registry import parse_code
from generator.core.tiebreaks.rulespage import number_anchor
from generator.core.tiebreaks.text import Subject, paragraph_number, paragraph_sections
from generator.core.tiebreaks.values import Value
from generator.i18n.catalogues import Translator, translator
from generator.loading.embeds import Embed
from generator.site import charts
from generator.site.exports.downloads import round_games_url, tournament_downloads
from generator.site.pages.contexts import Deferred, Page
from generator.site.pages.data import NextRound, TournamentData
from generator.site.pages.formatting import (
    BYE_LABELS,
    CELL_LABELS,
    COLOUR_LETTERS,
    COLOUR_NAMES,
    RESULT_LABELS,
    RESULT_NOTES,
    ExplainMemo,
    applying,
    explain_player,
    with_points,
    words,
)
from generator.site.pages.games import game_hrefs, game_view
from generator.site.pages.news_views import EmbedView, NewsItem
from generator.site.pages.records import EventRecord, RoundSlot, tournament_record
from generator.site.pages.stake import AtStake, stake_view
from generator.site.pages.urls import (
    next_round_url,
    player_url,
    round_url,
    standings_index_url,
    standings_url,
    tiebreaks_url,
)
from generator.site.pages.views import (
    BoardLine,
    ByeLine,
    FeedEntry,
    PlayerExplanation,
    PlayerRef,
    RoundView,
    StandingLine,
    StandingsTable,
    TournamentHeader,
)

T = TypeVar("T")
# The paragraphs of docs/rules/tiebreaks.md on a player's score as the opponents count it (C.07 16.3; 2012).
COUNTED_SECTIONS = ("5.7", "4.2")
Explained = dict[Start, tuple[tuple[Value, ...], Subject, "PlayerExplanation | None"]]


class TournamentPieces:
    """One tournament as its pages show it; the page kinds (pages/tournament_pages.py) read from here."""

    def __init__(self, data: TournamentData, header: TournamentHeader, news: tuple[NewsItem, ...],
                 upcoming: NextRound | None, tr: Translator | None = None, stake: AtStake | None = None,
                 people: Mapping[Start, str] | None = None, earlier: TournamentPieces | None = None,
                 earlier_pages: Sequence[Page] = ()) -> None:
        """`earlier`, `earlier_pages`: the pieces and pages of this tournament's plan before an edit, whose parts
        made from equal inputs are taken as they are (the tables of the rounds before the edited one, most players'
        explanations, the player pages whose context was made: those hold nothing of their plan but data); only
        those parts are kept, not the earlier pieces."""
        self.data = data
        self.t = data.tournament
        self.header = header
        self.tr = tr or translator("en")
        self.cell_words = {kind: self.tr(key) for kind, key in CELL_LABELS.items()}
        self.bye_words = {kind: self.tr(key) for kind, key in BYE_LABELS.items()}
        self.result_notes = {result: self.tr(key) for result, key in RESULT_NOTES.items()}
        self.colour_words = {colour: self.tr(key) for colour, key in COLOUR_NAMES.items()}
        self.colour_letters = {colour: self.tr(key) for colour, key in COLOUR_LETTERS.items()}
        self.news = news
        self.upcoming = upcoming
        self.completed = data.completed
        self.people = people or {}      # each player's profile (pages/people.py)
        reusable = earlier if earlier is not None and earlier.tr is self.tr and earlier.t.slug == self.t.slug else None
        self.refs = {p.start: player_ref(self.t, p) for p in self.t.players}
        self.shared_legends: dict[tuple[str, ...], tuple[tuple[str, str], ...]] = {}
        self.ratings = {p.start: p.rating for p in self.t.players}   # what each player page's rated games read
        self._ratings: dict[Start, tuple[tuple[fide_rating.RatedGame, ...], fide_rating.RatingChange | None]] = {}
        same = reusable if reusable is not None and reusable.refs == self.refs else None   # the same players
        if same is not None:
            self.refs = same.refs
        # The standings after round k are the very same object while rounds 1..k are equal (build.BuildSession):
        # their table is the one made before, and so is the running score of a player whose rounds are equal.
        kept = {k for k, s in data.standings.items() if same is not None and same.data.standings.get(k) is s}
        tables, rows, cards, running = ((same.tables, same.rows_by_round, same.data.cards, same.running)
                                        if same is not None else ({}, {}, {}, {}))
        self.tables: dict[int, StandingsTable] = {
            k: tables[k] if k in kept else self._standings_table(s) for k, s in data.standings.items()}
        self.rows_by_round: dict[int, dict[Start, StandingRow]] = {
            k: rows[k] if k in kept else {r.start: r for r in s.rows} for k, s in data.standings.items()}
        self.running: dict[Start, tuple[Fraction, ...]] = {
            start: running[start] if cards.get(start) == card else card.running_scores()
            for start, card in data.cards.items()}
        self.round_hrefs = {r.number: round_url(self.t.slug, r.number) for r in self.t.rounds}
        self.boards = {(r.number, player): board for r in self.t.rounds
                       for board, game in self._numbered_boards(r) for player in game.players()}
        self.game_hrefs = game_hrefs(self.t)   # the page of each board's game, by (round, board)
        self.downloads = tournament_downloads(self.t)   # built beside the pages by `build` (generator/site/exports)
        self._round_views: dict[tuple[int, str | None, bool, tuple[str, ...]], tuple[Round, RoundView]] = {}
        self.next_view = self._upcoming()
        self.at_stake = stake           # what is at stake in the next round (pages/stake.py)
        self.stake = stake_view(stake, self.refs, self.tr) if stake is not None else None
        self.explained: Explained = {}   # each player's explanation made so far, with what it was made from
        self.explain_memo = ExplainMemo()   # the words the players' explanations share
        self.schedule: tuple[ScheduledRound, ...] | None = None   # a round robin's, once asked (pages/roundrobin.py)
        self._earlier: Explained = reusable.explained if reusable is not None else {}
        self.shared: dict[str, object] = {}   # what page kinds keep for the next plan (`same_as_before`), by name
        self.earlier_shared = reusable.shared if reusable is not None else {}
        self.earlier_pages = {page.url: page for page in earlier_pages
                              if isinstance(page.content, Deferred) and page.content.made} if reusable else {}

    @functools.cached_property
    def dwz(self) -> DwzEvaluation | None:
        """The tournament's DWZ evaluation, worked out once, when it shows the DWZ (core/ratings/systems.py)."""
        return rating_systems.dwz_evaluation(self.t, self.data.cards)

    @functools.cached_property
    def rank_frame(self) -> charts.RankFrame | None:
        """The frame the player pages' rank charts share: the field of the current standings over the planned
        rounds (the rounds played, when more)."""
        field_size = len(self.rows_by_round.get(self.completed, {}))
        rounds = max([self.t.planned_rounds or self.completed, *self.rows_by_round])
        return charts.rank_frame(field_size, rounds) if field_size and rounds else None

    def same_as_before(self, name: str, value: T) -> T:
        """`value`, or the very object the `earlier` pieces kept under `name` when it is equal:
        pages whose inputs hold it then compare it at the cost of `is`."""
        kept = self.earlier_shared.get(name)
        found = kept if kept is not None and type(kept) is type(value) and kept == value else value
        self.shared[name] = found
        return found

    def explanation(self, start: Start, values: Sequence[Value], subject: Subject) -> PlayerExplanation | None:
        """`explain_player` of one player (the costliest part of a player page), or the very one made before
        from equal values for the same subject: a pure function of those, the tournament and the words."""
        values = tuple(values)
        kept = self.explained.get(start) or self._earlier.get(start)
        if kept is not None and kept[0] == values and kept[1] == subject:
            found = kept[2]
        else:
            found = explain_player(values, self.t.slug, subject, self.tr, self.explain_memo)
        self.explained[start] = (values, subject, found)
        return found

    # ---- tables and rounds

    def _standings_table(self, standings: Standings) -> StandingsTable:
        counted = {row.start: standings.counted.get(row.start, row.points) for row in standings.rows}
        shown = bool(standings.chain) and any(counted[row.start] != row.points for row in standings.rows)
        keizer = standings.keizer
        applies = applying(standings.chain, [(row.points, *row.tiebreaks) for row in standings.rows])
        lines = tuple(StandingLine(i, row.rank_label, self.refs[row.start], row.points, row.tiebreaks,
                                   counted[row.start] if shown else None,
                                   keizer=keizer.points[row.start] if keizer else None,
                                   value=keizer.values[row.start] if keizer else None,
                                   unapplied=frozenset(j for j, yes in enumerate(applies[i - 1]) if not yes))
                      for i, row in enumerate(standings.rows, start=1))
        counted_rule, rules_href = self._counted_rule(standings)
        return StandingsTable(standings.after_round, standings.chain, lines,
                              standings_url(self.t.slug, standings.after_round), shown, keizer=keizer is not None,
                              legend=self.chain_legend(standings.chain), counted_rule=counted_rule,
                              rules_href=rules_href, unapplied=any(line.unapplied for line in lines))

    def chain_legend(self, chain: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
        """Each code of the chain with its name, worded once for all the tables of the tournament."""
        kept = self.shared_legends.get(chain)
        if kept is None:
            word = words(self.tr)
            kept = self.shared_legends[chain] = tuple((code, word(parse_code(code).title)) for code in chain)
        return kept

    def _counted_rule(self, standings: Standings) -> tuple[int, str]:
        """The number and address of the rules page's paragraph on the score as the opponents count it."""
        sections = paragraph_sections(standings.rules, standings.chain, self.t.round_robin)
        number = next((paragraph_number(s, sections) for s in COUNTED_SECTIONS if s in sections), 0)
        return number, f"{tiebreaks_url(self.t.slug)}#{number_anchor(number)}" if number else ""

    @staticmethod
    def _numbered_boards(rnd: Round) -> list[tuple[int, Game]]:
        """Each game of the round with the board number the round page shows it on."""
        return [(game.board or index, game) for index, game in enumerate(board_order(rnd.games), 1)]

    def round_view(self, rnd: Round, href: str | None, provisional: bool = False,
                   reasons: tuple[str, ...] = ()) -> RoundView:
        """The round's boards and byes, made once for each address: the overview shows the last round's results,
        as the round's own page does (a 1000-player Swiss: 500 boards)."""
        key = (id(rnd), href, provisional, reasons)
        kept = self._round_views.get(key)
        if kept is not None:
            return kept[1]
        boards = tuple(self._board_line(i, g, rnd.number) for i, g in self._numbered_boards(rnd))
        view = RoundView(rnd.number, rnd.date, boards, self._byes(rnd), not rnd.in_progress, href, provisional,
                         reasons, round_games_url(self.t, rnd.number))
        self._round_views[key] = (rnd, view)   # the round kept alive with it: its id names no other meanwhile
        return view

    def _byes(self, rnd: Round) -> tuple[ByeLine, ...]:
        """Every player without a board in the round, with the kind of bye: those the round file lists, the
        withdrawn, and (in a round with boards) the absent, who count as a zero-point bye (docs/rules/tiebreaks.md
        §2.1, §5.5)."""
        lines = {b.player: ByeLine(self.refs[b.player], self.bye_words[b.kind], self.t.points.for_bye(b.kind),
                                   self.tr(f"bye.why.{b.kind.value}")) for b in rnd.byes}
        for absence in rnd.absences:   # a Keizer competition's absences, each with its kind and share
            share = share_text(getattr(settings_of(self.t), absence.kind.value))
            lines[absence.player] = ByeLine(self.refs[absence.player], self.tr(f"keizer.absent.{absence.kind.value}"),
                                            self.t.points.zero_bye, self.tr("keizer.why.absent", share=share))
        present = rnd.participants() | set(lines)
        for player in self.t.players:
            if player.start in present or (not rnd.games and not self.t.withdrawn_in(player.start, rnd.number)):
                continue
            key = "withdrawn" if self.t.withdrawn_in(player.start, rnd.number) else "absent"
            lines[player.start] = ByeLine(self.refs[player.start], self.tr(f"bye.{key}"), self.t.points.zero_bye,
                                          self.tr(f"bye.why.{key}"))
        return tuple(lines[start] for start in sorted(lines))

    def _board_line(self, index: int, game: Game, round_number: int) -> BoardLine:
        return BoardLine(
            board=index, white=self.refs[game.white], black=self.refs[game.black],
            white_points_before=self._points_before(game.white, round_number),
            black_points_before=self._points_before(game.black, round_number),
            result=RESULT_LABELS[game.result], note=self.result_notes.get(game.result, ""),
            game_href=self.game_hrefs.get((round_number, index)))

    def _points_before(self, start: Start, round_number: int) -> Fraction | None:
        """The player's points before the round; None for a round after the next (a round robin's schedule), where
        today's points are not the points before it."""
        if round_number - 1 > len(self.running[start]):
            return None
        running = self.running[start][:round_number - 1]
        return running[-1] if running else Fraction(0)

    def _upcoming(self) -> RoundView | None:
        if self.upcoming is None:
            return None
        rnd = self.upcoming.round
        href = None if self.upcoming.computed else self.round_hrefs[rnd.number]
        reasons = tuple(str(self.tr.word(reason)) for reason in self.upcoming.reasons)   # the engine's `Msg`s
        return self.round_view(rnd, href, self.upcoming.computed, reasons)

    def last_finished_round(self) -> RoundView | None:
        rnd = self.t.round(self.completed)
        return self.round_view(rnd, round_url(self.t.slug, rnd.number)) if rnd else None

    def leaders(self, after_round: int) -> list[str]:
        """The names of those ranked first after the round (all who share first place)."""
        table = self.tables.get(after_round)
        return [line.player.name for line in table.lines if line.rank_label.split("–")[0] == "1"] if table else []

    def rating_of(self, player: Player) -> tuple[tuple[fide_rating.RatedGame, ...], fide_rating.RatingChange | None]:
        """The player's rated games and FIDE rating change (when the tournament shows FIDE's), worked out once: his
        page and the record read both."""
        kept = self._ratings.get(player.start)
        if kept is None:
            card = self.data.cards[player.start]
            rated = fide_rating.rated_games(card, self.ratings)
            kept = self._ratings[player.start] = (rated, rating_systems.fide_change(self.t, player, card, rated))
        return kept

    @functools.cached_property
    def record(self) -> EventRecord:
        """What the people's pages, the front page and the players' calendars read of the tournament; a round
        without a date of its own is on the tournament's one day, when it has one (`date:`)."""
        t = self.t
        count = max(t.planned_rounds, t.rounds_entered, len(t.schedule))
        one_day = t.start_date if t.start_date is not None and t.start_date == t.end_date else None
        slots = tuple(RoundSlot(n, t.round_date(n) or one_day, t.round_time(n), self.round_hrefs.get(n))
                      for n in range(1, count + 1))
        upcoming = None
        if self.next_view is not None:
            number = self.next_view.number
            upcoming = RoundSlot(number, t.round_date(number) or one_day, t.round_time(number),
                                 next_round_url(t.slug))
        elif not t.planned_rounds or self.completed < t.planned_rounds:
            upcoming = next((s for s in slots if s.number == self.completed + 1), None)
        return tournament_record(t, self.data.cards, self.rows_by_round.get(self.completed, {}), self.completed,
                                 self.refs, self.boards, self.rating_of, slots, upcoming, self.header.href,
                                 standings_index_url(t.slug) if self.tables else None, self.header.status,
                                 self.tr.language)

    # ---- news: live tables and feed entries

    def embed(self, embed: Embed, tr: Translator) -> EmbedView:
        """The table a news post embeds ({{ standings … }}, {{ results … }}, {{ pairings … }}), captioned in the
        post's language `tr`; a round robin's {{ crosstable }} and {{ schedule }} are roundrobin.embed's."""
        if embed.kind == "standings":
            after = embed.setting("after") or self.completed
            table = self.tables.get(after)
            if table is None:
                return EmbedView(embed.kind, "", None, note=tr("embed.no_standings", name=self.t.name))
            top = embed.setting("top")
            key = "embed.standings_top" if top and top < len(table.lines) else "embed.standings"
            return EmbedView(embed.kind, tr(key, name=self.t.name, n=after, top=top or 0), table.href,
                             standings=table, top=top, more=tr("embed.more_standings", n=after))
        number = embed.setting("round")
        if embed.kind == "game":
            return self._game_embed(number or self.completed, embed.setting("board") or 1, tr)
        if embed.kind == "scenarios":
            return self._scenarios_embed(number, tr)
        if embed.kind == "results":
            number = number or self.completed
        elif number is None:
            number = self.next_view.number if self.next_view else self.completed + 1
        rnd = self.t.round(number)
        if rnd is not None and rnd.games:
            view = self.round_view(rnd, self.round_hrefs[number])
        elif self.next_view is not None and self.next_view.number == number:
            view = self.next_view
        else:
            return EmbedView(embed.kind, "", None, note=tr("embed.no_round", n=number, name=self.t.name))
        key = "embed.results" if embed.kind == "results" else "embed.pairings"
        return EmbedView(embed.kind, tr(key, n=number, name=self.t.name), view.href, round=view,
                         more=tr("embed.more_round", n=number))

    def _game_embed(self, number: int, board: int, tr: Translator) -> EmbedView:
        """{{ game round=6 board=1 }}: the board's game, its final position and its moves (checked when loaded)."""
        rnd = self.t.round(number)
        game = next((g for i, g in self._numbered_boards(rnd) if i == board), None) if rnd else None
        if game is None or game.record is None:
            return EmbedView("game", "", None, note=tr("embed.no_game", n=number, board=board, name=self.t.name))
        view = game_view(self.t, number, board, game, self.refs, tr)
        return EmbedView("game", tr("embed.game", n=number, board=board, white=view.white.name,
                                    black=view.black.name), view.href, game=view)

    def _scenarios_embed(self, number: int | None, tr: Translator) -> EmbedView:
        """{{ scenarios round=7 }}: what is at stake before the round's results come in; once they do, a link
        to them (the post keeps working after the round)."""
        number = number or (self.next_view.number if self.next_view else self.completed + 1)
        if self.at_stake is not None and self.at_stake.scenarios.round_number == number:
            return EmbedView("scenarios", tr("stake.embed", n=number, name=self.t.name), next_round_url(self.t.slug),
                             stake=stake_view(self.at_stake, self.refs, tr), more=tr("embed.more_next", n=number))
        rnd = self.t.round(number)
        if rnd is not None and any(not game.result.pending for game in rnd.games):
            key = "stake.embed_played" if not rnd.in_progress else "stake.embed_under_way"
            return EmbedView("scenarios", "", self.round_hrefs[number], note=tr(key, n=number, name=self.t.name),
                             more=tr("embed.more_round", n=number))
        return EmbedView("scenarios", "", None, note=tr("stake.embed_not_yet", n=number, name=self.t.name))

    def feed_entries(self, tr: Translator) -> list[FeedEntry]:
        """One entry per finished round that has a date: its results, and who leads after it."""
        entries = []
        for number in range(1, self.completed + 1):
            rnd = self.t.round(number)
            if rnd is None or rnd.date is None:
                continue
            table = self.tables.get(number)
            summary = tr(f"feed.round_summary.{'one' if len(rnd.games) == 1 else 'other'}", n=number,
                         boards=len(rnd.games),
                         leaders=", ".join(self.leaders(number)),
                         with_points=with_points(tr, table.lines[0].points)) \
                if table and table.lines else ""
            entries.append(FeedEntry(tr("feed.round_title", n=number, name=self.t.name),
                                     self.round_hrefs[number], rnd.date, summary))
        return entries


def player_ref(tournament: Tournament, player: Player) -> PlayerRef:
    return PlayerRef(
        start=player.start, name=player.name, href=player_url(tournament.slug, player.start),
        title=player.title, rating=player.rating, federation=player.federation, club=player.club,
        fide_id=player.fide_id, withdrawn_from=tournament.withdrawals.get(player.start))


def board_order(games: Sequence[Game]) -> list[Game]:
    """Boards as numbered in the round file; unnumbered boards keep their file order."""
    if all(g.board for g in games):
        return sorted(games, key=lambda g: g.board)
    return list(games)
