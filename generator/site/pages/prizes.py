"""The prize page, a page per category, the prize line of a player's page and the news embeds `{{ prizes }}` and
`{{ category name=U18 top=3 }}`: the core's allocation (generator/core/prizes, worked out once per tournament's
data: `TournamentData.prizes`) and its outlook before the last round (`AtStake.prizes`), worded in the
tournament's language. Provisional until the last round has every result."""
from __future__ import annotations

from generator.core.model import Start
from generator.core.prizes import phrases
from generator.core.prizes.awards import Allocation, Award
from generator.core.prizes.categories import category_standing, membership
from generator.core.prizes.fund import MAIN, Category, PrizeFund, category_slug
from generator.core.prizes.outlook import Outlook
from generator.core.scenarios.statements import word
from generator.i18n.catalogues import Translator
from generator.loading.embeds import Embed
from generator.site.pages.contexts import CategoryContext, Page, PrizesContext
from generator.site.pages.news_views import EmbedView
from generator.site.pages.pieces import TournamentPieces
from generator.site.pages.prize_views import (
    AwardView,
    CategoryFilter,
    CategoryLine,
    CategoryView,
    OutlookLine,
    OutlookPlayer,
    OutlookView,
    PrizeListView,
)
from generator.site.pages.stake import RESULT_COLUMNS
from generator.site.pages.urls import category_url, prizes_url, standings_index_url
from generator.site.pages.views import NavItem


def prize_pages(p: TournamentPieces) -> list[Page]:
    """The prize page and a page per category, for a tournament with categories or prizes."""
    fund = p.t.prize_fund
    if fund is None:
        return []
    heading = p.tr("prizes.title")
    names = {player.start: player.name for player in p.t.players}
    counts = membership(fund, p.t)
    categories = tuple((NavItem(c.title, category_url(p.t.slug, c.slug), c.slug),
                        _criteria(c, fund, names, len(counts[c.name]), p.tr)) for c in fund.categories)
    context = PrizesContext(tournament=p.header, heading=heading, prizes=prize_list(p, p.tr),
                            rules=tuple(_sentence(word(r, p.tr)) for r in phrases.rules(fund)) if fund.has_prizes
                            else (), categories=categories, outlook=outlook_view(p, p.tr),
                            downloads=tuple(d for d in p.downloads if d.kind.startswith("prizes")))
    pages = [Page(prizes_url(p.t.slug), f"{heading} – {p.t.name}", context,
                  description=p.tr("describe.prizes", name=p.t.name), language=p.tr.language)]
    if p.data.current is not None:
        pages += [_category_page(p, c, fund) for c in fund.categories]
    return pages


def _category_page(p: TournamentPieces, category: Category, fund: PrizeFund) -> Page:
    view = category_view(p, category, fund, p.tr)
    heading = p.tr("prizes.category_heading", title=category.title, n=p.completed)
    links = category_filter(p, category.slug)
    assert links is not None     # the page is made for a category once a round is finished
    context = CategoryContext(tournament=p.header, heading=heading, category=view, filter=links,
                              prizes_href=prizes_url(p.t.slug))
    return Page(view.href, f"{heading} – {p.t.name}", context, language=p.tr.language,
                description=p.tr("describe.category", title=category.title, name=p.t.name, n=p.completed))


def category_filter(p: TournamentPieces, current: str = "all") -> CategoryFilter | None:
    """The links from the latest standings to each category's and back; None without categories."""
    fund = p.t.prize_fund
    if fund is None or not fund.categories or p.data.current is None:
        return None
    links = (NavItem(p.tr("prizes.filter_all"), standings_index_url(p.t.slug), "all"),
             *(NavItem(c.title, category_url(p.t.slug, c.slug), c.slug) for c in fund.categories))
    return CategoryFilter(links, current)


# -- the prize list ----------------------------------------------------------------------------------------

def prize_list(p: TournamentPieces, tr: Translator) -> PrizeListView | None:
    allocation, fund = p.data.prizes, p.t.prize_fund
    if allocation is None or fund is None or not fund.has_prizes:
        return None
    names = {player.start: player.name for player in p.t.players}
    said: set[int] = set()        # the pools whose arithmetic the list has said (under its first member)
    awards = []
    for award in allocation.awards:
        first = award.pool is not None and id(award.pool) not in said
        if award.pool is not None:
            said.add(id(award.pool))
        awards.append(_award_view(p, award, fund, names, tr, pool=first or award.pool is None))
    unawarded = tuple(word(phrases.unawarded_line(u, fund), tr) for u in allocation.unawarded)
    total = tr("prizes.total", total=word(phrases.money(allocation.total, fund.currency), tr),
               paid=word(phrases.money(allocation.paid, fund.currency), tr))
    final = bool(p.t.planned_rounds) and p.completed >= p.t.planned_rounds
    status = tr("prizes.final") if final else tr("prizes.provisional", n=p.completed,
                                                 planned=p.t.planned_rounds or "?")
    return PrizeListView(tuple(awards), unawarded, total, status, not final)


def _award_view(p: TournamentPieces, award: Award, fund: PrizeFund, names: dict[Start, str], tr: Translator,
                pool: bool) -> AwardView:
    line = phrases.award_line(award, names, fund)
    prize, value = line.get("prize"), line.get("value")
    href = category_url(p.t.slug, category_slug(award.category)) if award.category != MAIN else None
    return AwardView(_sentence(word(prize, tr)), p.refs[award.start], word(value, tr),
                     tuple(word(r, tr) for r in phrases.award_reasons(award, names, fund, pool=pool)), href)


def player_prizes(allocation: Allocation | None, fund: PrizeFund | None, start: Start, provisional: bool,
                  tr: Translator) -> tuple[str, ...]:
    """What the player's page says he wins: "Best U18, 40 €" (provisional until the last round is in)."""
    if allocation is None or fund is None:
        return ()
    said = []
    for award in allocation.of(start):
        line = phrases.award_line(award, {start: ""}, fund)
        text = f"{_sentence(word(line.get('prize'), tr))}, {word(line.get('value'), tr)}"
        said.append(f"{text} ({tr('card.provisional')})" if provisional else text)
    return tuple(said)


# -- a category's standings ----------------------------------------------------------------------------------

def category_view(p: TournamentPieces, category: Category, fund: PrizeFund, tr: Translator) -> CategoryView:
    current = p.data.current
    assert current is not None
    players = membership(fund, p.t)[category.name]
    standing = category_standing(category, current.rows, players)
    taken: dict[Start, str] = {}
    for award in (p.data.prizes.in_category(category.name) if p.data.prizes else ()):
        line = phrases.award_line(award, {award.start: ""}, fund)
        taken[award.start] = f"{_sentence(word(line.get('prize'), tr))}, {word(line.get('value'), tr)}"
    names = {player.start: player.name for player in p.t.players}
    lines = tuple(CategoryLine(place, row.rank_label, p.refs[row.start], row.points, row.tiebreaks,
                               taken.get(row.start, "")) for place, row in enumerate(standing.rows, start=1))
    return CategoryView(category.name, category.title, category_url(p.t.slug, category.slug),
                        _criteria(category, fund, names, len(players), tr), p.chain_legend(current.chain), lines,
                        p.completed)


def _criteria(category: Category, fund: PrizeFund, names: dict[Start, str], count: int, tr: Translator) -> str:
    said = ", ".join(word(c, tr) for c in phrases.criteria(category, fund, names))
    return tr.count("prizes.category_members", count, criteria=said)


# -- before the last round ---------------------------------------------------------------------------------

def outlook_view(p: TournamentPieces, tr: Translator) -> OutlookView | None:
    found: Outlook | None = p.at_stake.prizes if p.at_stake is not None else None
    if found is None:
        return None
    players = tuple(OutlookPlayer(p.refs[c.start], c.points_before, tuple(
        OutlookLine(_result(prospect.result, tr), " ".join(_sentence(word(line, tr)) for line in prospect.lines))
        for prospect in sorted(c.prospects, key=lambda x: _column(x.result))))
        for c in found.contenders if c.within_reach)
    notes = [tr("prizes.outlook_shared")] if found.shared else []
    others = [p.refs[c.start].name for c in found.contenders if not c.within_reach]
    if others:
        notes.append(tr("prizes.outlook_others", names=", ".join(others)))
    if not found.complete:
        notes.append(tr("prizes.outlook_budget"))
    return OutlookView(found.round_number, tr("prizes.outlook_intro", n=found.round_number), players, tuple(notes))


def _result(result: str, tr: Translator) -> str:
    if result in RESULT_COLUMNS:
        return tr(f"stake.col.{result}")
    return tr({"bye": "stake.bye", "absent": "bye.absent"}.get(result, f"cell.{result.replace('-', '_')}"))


def _column(result: str) -> int:
    return RESULT_COLUMNS.index(result) if result in RESULT_COLUMNS else 0


def _sentence(text: object) -> str:
    """A phrase that opens a line, upper case first ("a share of …" → "A share of …")."""
    text = str(text)
    return text[:1].upper() + text[1:]


# -- news embeds ---------------------------------------------------------------------------------------------

def embed(p: TournamentPieces, item: Embed, tr: Translator) -> EmbedView:
    """{{ prizes }}: the prize list; {{ category name=U18 top=3 }}: a category's standings (the first `top`)."""
    fund = p.t.prize_fund
    if item.kind == "prizes":
        found = prize_list(p, tr)
        if found is None:
            return EmbedView("prizes", "", None, note=tr("prizes.none_yet"))
        return EmbedView("prizes", tr("prizes.embed", name=p.t.name), prizes_url(p.t.slug), prizes=found)
    name = item.text("name") or ""
    category = next((c for c in fund.categories if c.name == name), None) if fund is not None else None
    if category is None or fund is None or p.data.current is None:
        return EmbedView("category", "", None, note=tr("embed.no_standings", name=p.t.name))
    view = category_view(p, category, fund, tr)
    top = item.setting("top")
    key = "prizes.embed_category_top" if top and top < len(view.lines) else "prizes.embed_category"
    return EmbedView("category", tr(key, title=category.title, name=p.t.name, n=p.completed, top=top or 0), view.href,
                     category=view, top=top)

