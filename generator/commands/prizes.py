"""`bulletin prizes`: who wins which prize of a tournament and why, as text, JSON or CSV; with `--category`, the
standings of one category; before the last round, what each contender can still win (docs/downloads.md)."""
from __future__ import annotations

import argparse
import json
import sys

from generator.commands.standings import print_problems, standings_from_arguments
from generator.core.errors import EXIT_OK, EXIT_USAGE_ERROR, ContentError, UsageError
from generator.core.model import Round, Tournament
from generator.core.prizes import phrases
from generator.core.prizes.allocation import allocate
from generator.core.prizes.awards import Slot
from generator.core.prizes.categories import category_standing, membership
from generator.core.prizes.fund import PrizeFund
from generator.core.prizes.outlook import Outlook, outlook
from generator.core.scenarios.statements import Phrase, word
from generator.core.standings import Standings
from generator.core.tiebreaks.values import chess_text
from generator.i18n.catalogues import Translator, translator
from generator.site.exports.prizes import prize_document, prizes_csv


def run(args: argparse.Namespace) -> int:
    try:
        tournament, standings = standings_from_arguments(args)
        fund = tournament.prize_fund
        if fund is None:
            raise UsageError(f"{tournament.name} has no categories and no prizes: declare them under 'categories:' "
                             "and 'prizes:' in its tournament.yml (docs/content-format.md)")
        if args.category is not None and args.category not in {c.name for c in fund.categories}:
            known = ", ".join(c.name for c in fund.categories) or "none"
            raise UsageError(f"--category {args.category}: no such category; the tournament's are: {known}")
    except UsageError as error:
        print(f"bulletin prizes: error: {error}", file=sys.stderr)
        return EXIT_USAGE_ERROR
    except ContentError as error:
        return print_problems(error.problems)
    ahead = _outlook(tournament, standings)
    if args.format == "csv":
        sys.stdout.buffer.write(prizes_csv(tournament, standings))
    elif args.format == "json":
        document = prize_document(tournament, standings) or {"tournament": tournament.slug}
        document["outlook"] = outlook_data(ahead, translator("en"))
        sys.stdout.write(json.dumps(document, ensure_ascii=False, indent=1) + "\n")
    elif args.category is not None:
        sys.stdout.write(category_text(tournament, standings, fund, args.category, translator("en")))
    else:
        sys.stdout.write(text(tournament, standings, fund, ahead, translator("en")))
    return EXIT_OK


def _outlook(tournament: Tournament, standings: Standings) -> Outlook | None:
    """Before the last round: the outlook of its paired boards, while none of its results is in."""
    last = tournament.round(tournament.planned_rounds) if tournament.planned_rounds else None
    if last is None or standings.after_round != tournament.planned_rounds - 1 or not _unplayed(last):
        return None
    return outlook(tournament, last)


def _unplayed(paired: Round) -> bool:
    return bool(paired.games) and all(game.result.pending for game in paired.games)


# -- text --------------------------------------------------------------------------------------------------

def text(tournament: Tournament, standings: Standings, fund: PrizeFund, ahead: Outlook | None, t: Translator) -> str:
    allocation = allocate(tournament, standings, fund)
    names = {p.start: p.name for p in tournament.players}
    final = bool(tournament.planned_rounds) and standings.after_round >= tournament.planned_rounds
    status = "final" if final else "provisional until the last round has every result"
    lines = [f"{tournament.name} — prizes after round {standings.after_round} ({status})", ""]
    for award in allocation.awards:
        lines.append(word(phrases.award_line(award, names, fund), t))
        lines += [f"    {word(reason, t)}" for reason in phrases.award_reasons(award, names, fund)]
    if allocation.unawarded:
        lines += ["", *(word(phrases.unawarded_line(u, fund), t) for u in allocation.unawarded)]
    lines += ["", t("prizes.total", total=word(phrases.money(allocation.total, fund.currency), t),
                    paid=word(phrases.money(allocation.paid, fund.currency), t)), "", "The rules:"]
    lines += [f"- {word(rule, t)}" for rule in phrases.rules(fund)]
    if fund.categories:
        members = membership(fund, tournament)
        lines += ["", "Categories:"]
        for c in fund.categories:
            criteria = ", ".join(word(x, t) for x in phrases.criteria(c, fund, names))
            lines.append(f"- {c.name}: {t.count('prizes.category_members', len(members[c.name]), criteria=criteria)}")
    if ahead is not None:
        lines += ["", f"Before round {ahead.round_number}, the last: what each player can still win, for each "
                      "result of his own game, over every combination of the other results (facts, not estimates)."]
        for contender in ahead.contenders:
            if contender.within_reach:
                lines.append(f"{contender.name} ({chess_text(contender.points_before)}):")
                lines += [f"    {prospect.result}: {_said(prospect.lines, t)}" for prospect in contender.prospects]
        others = [c.name for c in ahead.contenders if not c.within_reach]
        if others:
            lines.append(t("prizes.outlook_others", names=", ".join(others)))
        if ahead.shared:
            lines.append(t("prizes.outlook_shared"))
    return "\n".join(lines) + "\n"


def _said(phrases: tuple[Phrase, ...], t: Translator) -> str:
    return " ".join(_upper(word(p, t)) for p in phrases)


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def category_text(tournament: Tournament, standings: Standings, fund: PrizeFund, name: str, t: Translator) -> str:
    category = fund.category(name)
    standing = category_standing(category, standings.rows, membership(fund, tournament)[name])
    allocation = allocate(tournament, standings, fund)
    prizes = {a.start: a for a in allocation.in_category(name)}
    names = {p.start: p.name for p in tournament.players}
    header = ["Place", "Rank", "No.", "Name", "Pts", *standings.chain, "Prize"]
    rows = []
    for place, row in enumerate(standing.rows, start=1):
        award = prizes.get(row.start)
        prize = "" if award is None else word(phrases.award_line(award, names, fund).get("value"), t)
        rows.append([str(place), row.rank_label, str(row.start), names[row.start], chess_text(row.points),
                     *("–" if v is None else chess_text(v) for v in row.tiebreaks), prize])
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i in (3, len(cells) - 1) else c.rjust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
    title = f"{tournament.name} — {category.title} after round {standings.after_round}"
    return "\n".join([title, "", line(header), *(line(r) for r in rows)]) + "\n"


# -- JSON ----------------------------------------------------------------------------------------------------

def outlook_data(ahead: Outlook | None, t: Translator) -> dict[str, object] | None:
    if ahead is None:
        return None
    return {
        "round": ahead.round_number, "complete": ahead.complete, "shared": ahead.shared,
        "players": [{
            "start": c.start, "name": c.name, "points_before": chess_text(c.points_before),
            "within_reach": c.within_reach,
            "results": {p.result: {"sure": _slot(p.sure), "within_reach": _slot(p.reach), "at_most": _slot(p.most),
                                   "said": _said(p.lines, t)} for p in c.prospects},
        } for c in ahead.contenders],
    }


def _slot(slot: Slot | None) -> dict[str, object] | None:
    if slot is None:
        return None
    return {"list": slot.category or "main", "place": slot.place, "worth": slot.prize.worth}
