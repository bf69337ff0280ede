"""The prize list as files: `prizes.json` (every award with its reasons as data and as English sentences, every
pool's arithmetic, the prizes not awarded, the fund's rules, each category's players) and `prizes.csv` (one row
per award, for a treasurer's spreadsheet). Pure: tournament + standings in, bytes out, the same bytes for the same
input. Money is exact decimal text in the tournament's currency ("187.50"), never a float.
"""
from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from typing import Any

from generator.core.model import Start, Tournament
from generator.core.prizes import phrases
from generator.core.prizes.allocation import allocate
from generator.core.prizes.awards import Ahead, Allocation, Award, Excluded, Unawarded
from generator.core.prizes.categories import membership
from generator.core.prizes.fund import CENTS, PrizeFund
from generator.core.prizes.money import Pool
from generator.core.scenarios.statements import word
from generator.core.standings import Standings
from generator.i18n.catalogues import translator
from generator.site.exports.csvfile import BOM

FORMAT = "chess-bulletin/prizes-1"


def money_text(cents: int | Fraction) -> str:
    """Cents as exact decimal text: 7500 → "75.00"; a share of a cent before rounding keeps its fraction."""
    if isinstance(cents, Fraction) and cents.denominator != 1:
        return f"{cents.numerator}/{cents.denominator * CENTS}"
    units, rest = divmod(int(cents), CENTS)
    return f"{units}.{rest:02d}"


def prize_document(tournament: Tournament, standings: Standings | None) -> dict[str, Any] | None:
    """The prize list as a JSON-ready document; None without a fund with prizes."""
    fund = tournament.prize_fund
    if fund is None or not fund.has_prizes:
        return None
    allocation = allocate(tournament, standings, fund) if standings is not None else None
    tr = translator("en")
    names = {p.start: p.name for p in tournament.players}
    members = membership(fund, tournament)
    completed = standings.after_round if standings is not None else 0
    return {
        "format": FORMAT,
        "tournament": tournament.slug,
        "after_round": completed,
        "provisional": not (tournament.planned_rounds and completed >= tournament.planned_rounds),
        "currency": fund.currency,
        "rules": _rules(fund) | {"said": [word(r, tr) for r in phrases.rules(fund)]},
        "categories": [{"name": c.name, "title": c.title, "players": sorted(members[c.name]),
                        "criteria": [word(r, tr) for r in phrases.criteria(c, fund, names)]} for c in fund.categories],
        "fund": money_text(fund.total),
        "paid": money_text(allocation.paid) if allocation else "0.00",
        "awards": [_award(a, fund, names, tr) for a in allocation.awards] if allocation else [],
        "unawarded": [_unawarded(u, fund, tr) for u in allocation.unawarded] if allocation else [],
    }


def prizes_json(tournament: Tournament, standings: Standings | None) -> bytes:
    document = prize_document(tournament, standings)
    return json.dumps(document, ensure_ascii=False, indent=1).encode("utf-8") + b"\n"


def prizes_csv(tournament: Tournament, standings: Standings | None) -> bytes:
    """One row per award: the list (main or a category), the place, the winner, the nominal prize, the amount
    paid (or the object) and whether it is shared; RFC 4180 with a byte-order mark, as the standings CSV."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(["List", "Place", "No", "Name", "Prize", "Paid", "Object", "Shared with"])
    fund = tournament.prize_fund
    if fund is not None and standings is not None:
        allocation = allocate(tournament, standings, fund)
        names = {p.start: p.name for p in tournament.players}
        for award in allocation.awards:
            others = [names[s] for s in _pool_members(award, allocation)]
            writer.writerow([award.category or "main", award.place, award.start, names[award.start],
                             money_text(award.prize.cents) if award.prize and award.prize.cents is not None else "",
                             money_text(award.cents) if award.cents is not None else "", award.item or "",
                             "; ".join(others)])
    return (BOM + buffer.getvalue()).encode("utf-8")


def _pool_members(award: Award, allocation: Allocation) -> list[Start]:
    if award.pool is None or award.pool.members < 2:
        return []
    return [a.start for a in allocation.awards if a.pool is award.pool and a.start != award.start]


def _rules(fund: PrizeFund) -> dict[str, Any]:
    return {"one_per_player": fund.one_per_player, "equal_value": fund.equal_value.value,
            "sharing": fund.sharing.value, "hort_share": str(fund.hort_share),
            "min_share": money_text(fund.min_share) if fund.min_share is not None else None,
            "rounding": money_text(fund.rounding), "age_year": fund.age_year, "disjoint_ages": fund.disjoint_ages,
            "min_points": str(fund.min_points) if fund.min_points is not None else None,
            "withdrawn_eligible": fund.withdrawn_eligible, "rating_list": fund.rating_list or None}


def _award(award: Award, fund: PrizeFund, names: dict[Any, str], tr: Any) -> dict[str, Any]:
    reasons: list[dict[str, Any]] = []
    for reason in award.ahead:
        if isinstance(reason, Ahead):
            reasons.append({"player": reason.start, "took": {"list": reason.took.category or "main",
                                                             "place": reason.took.place}})
        elif isinstance(reason, Excluded):
            reasons.append({"player": reason.start, "excluded": reason.why})
    return {
        "list": award.category or "main", "place": award.place, "player": award.start, "name": names[award.start],
        "prize": money_text(award.prize.cents) if award.prize and award.prize.cents is not None else None,
        "paid": money_text(award.cents) if award.cents is not None else None, "object": award.item,
        "ahead": reasons,
        "declined": [{"list": s.category or "main", "place": s.place} for s in award.declined],
        "pool": _pool(award.pool) if award.pool is not None and award.pool.members > 1 else None,
        "said": [word(phrases.award_line(award, names, fund), tr),
                 *(word(r, tr) for r in phrases.award_reasons(award, names, fund))],
    }


def _pool(pool: Pool) -> dict[str, Any]:
    return {"rule": pool.rule.value, "places": [pool.first, pool.last], "prizes": [money_text(v) for v in pool.values],
            "total": money_text(pool.total), "dropped": pool.dropped, "leftover": money_text(pool.leftover),
            "shares": [{"place": s.place, "own": money_text(s.own), "pot": money_text(s.pot),
                        "exact": money_text(s.exact), "paid": money_text(s.paid)} for s in pool.shares]}


def _unawarded(item: Unawarded, fund: PrizeFund, tr: Any) -> dict[str, Any]:
    return {"list": item.slot.category or "main", "place": item.slot.place, "why": item.why, "count": item.count,
            "said": word(phrases.unawarded_line(item, fund), tr)}

