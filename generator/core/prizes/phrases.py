"""What the prize list says, as keyed phrases: the catalogue keys `prizes.*` with their parameters.

Pages and `bulletin prizes` word these with any translator (`statements.word(phrase, t)`), so the core holds
no sentence: an award's line ("Anna Weiß: Best woman, 60 €."), why it went there ("Lena Hoffmann, placed
higher, took the 3rd prize; one prize per player."), a shared pool's arithmetic ("3rd–5th pooled: 150 + 100 + 50
= 300 €, 3 players tied: 100 € each."), the rules of the fund, a category's criteria.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from generator.core.model import Start
from generator.core.prizes.awards import Ahead, Award, Excluded, Slot, Unawarded
from generator.core.prizes.fund import CENTS, MAIN, Category, Prize, PrizeFund, Sharing
from generator.core.prizes.money import Pool
from generator.core.scenarios.statements import Listing, Phrase
from generator.core.tiebreaks.values import chess_text


def phrase(key: str, **params: object) -> Phrase:
    return Phrase(f"prizes.{key}", tuple(params.items()))


def amount(cents: int | Fraction) -> Phrase:
    """150, 187.50; a share that is no whole number of cents (before rounding) to the cent below, with '…'."""
    whole = int(cents)
    units, rest = divmod(whole, CENTS)
    tail = "…" if whole != cents else ""
    return phrase("amount.cents", units=units, cents=f"{rest:02d}{tail}") if rest or tail else \
        phrase("amount.whole", units=units)


def money(cents: int | Fraction, currency: str) -> Phrase:
    return phrase("money", amount=amount(cents), currency=currency) if currency else amount(cents)


def ordinal(n: int) -> Phrase:
    return phrase(f"ordinal.{n}" if n <= 3 else "ordinal.n", n=n)


def places(first: int, last: int) -> Phrase:
    return ordinal(first) if first == last else phrase("places", first=ordinal(first), last=ordinal(last))


def prize_name(category: str, place: int, fund: PrizeFund) -> Phrase:
    """"the 3rd prize", "Best U18", "Under 1800, 2nd prize"."""
    if category == MAIN:
        return phrase("name.main", place=ordinal(place))
    title = fund.category(category).title
    if len(fund.prizes_of(category)) == 1:
        return phrase("name.category", title=title)
    return phrase("name.category_place", title=title, place=ordinal(place))


def prize_value(prize: Prize, fund: PrizeFund) -> Phrase:
    return money(prize.cents, fund.currency) if prize.cents is not None else phrase("item", item=prize.item or "")


def named(slot: Slot, fund: PrizeFund) -> Phrase:
    """"Best U18 (40 €)"."""
    return phrase("named", name=prize_name(slot.category, slot.place, fund), value=prize_value(slot.prize, fund))


def _sum(terms: Sequence[Phrase]) -> Phrase | str:
    if not terms:
        return ""
    total: Phrase = terms[0]
    for term in terms[1:]:
        total = phrase("plus", first=total, next=term)
    return total


# -- the prize list -----------------------------------------------------------------------------------------

def award_line(award: Award, names: Mapping[Start, str], fund: PrizeFund) -> Phrase:
    """"Anna Weiß: Best woman, 60 €." (a share beyond the last prize: "a share of the 3rd–6th prizes")."""
    shared = award.pool is not None and award.pool.members > 1
    what = phrase("name.share", places=places(award.pool.first, award.pool.last)) if award.pool is not None and \
        shared else prize_name(award.category, award.place, fund)
    if award.cents is not None:
        return phrase("award", name=names[award.start], prize=what, value=money(award.cents, fund.currency))
    return phrase("award", name=names[award.start], prize=what, value=phrase("item", item=award.item or ""))


def award_reasons(award: Award, names: Mapping[Start, str], fund: PrizeFund, *,
                  pool: bool = True) -> tuple[Phrase, ...]:
    """Why the prize went to him: who was placed higher and what they took, or why they could not take it;
    what he left for it; the shared pool's arithmetic (unless `pool` is False: a list says it once)."""
    said: list[Phrase] = []
    reasons = []
    for reason in award.ahead:
        if isinstance(reason, Ahead):
            took = phrase("name.share", places=places(*reason.shared)) if reason.shared else \
                prize_name(reason.took.category, reason.took.place, fund)
            reasons.append(phrase("reason.took", player=names[reason.start], prize=took))
        elif isinstance(reason, Excluded):
            reasons.append(phrase(f"reason.{reason.why}", player=names[reason.start],
                                  points=chess_text(minimum_points(fund, award.category))))
    if reasons:
        key = "reason.ahead_one" if fund.one_per_player and any(isinstance(r, Ahead) for r in award.ahead) \
            else "reason.ahead"
        said.append(phrase(key, reasons=Listing("and", tuple(reasons))))
    if award.declined and fund.one_per_player:
        said.append(phrase("reason.declined", name=names[award.start], prizes=Listing("and", tuple(
            prize_name(s.category, s.place, fund) for s in award.declined))))
    if award.pool is not None and award.pool.members > 1 and pool:
        said.extend(pool_sentences(award.pool, fund))
        if award.pool.rule is Sharing.HORT:
            share = next(s for s in award.pool.shares if s.place == award.place)
            said.append(phrase("pool.hort_own", own=money(share.own, fund.currency),
                               pot=money(share.pot, fund.currency), total=money(share.exact, fund.currency)))
    return tuple(said)


def pool_sentences(pool: Pool, fund: PrizeFund) -> tuple[Phrase, ...]:
    """The arithmetic of a shared pool: what is pooled, among how many, each one's share, rounding."""
    total = money(pool.total, fund.currency)
    terms = phrase("sum", terms=_sum([amount(v) for v in pool.values]), total=total) if len(pool.values) > 1 \
        else total
    span = places(pool.first, pool.last)
    share = pool.shares[-1].exact
    if pool.rule is Sharing.HORT:
        keep = f"{chess_text(pool.keep * 100)} %"
        rest = f"{chess_text((1 - pool.keep) * 100)} %"
        out = [phrase("pool.hort", places=span, n=pool.members, keep=keep, rest=rest, sum=terms,
                      pot=money(pool.shares[0].pot, fund.currency))]
    elif pool.rule is Sharing.SPLIT:
        out = [phrase("pool.split", places=span, n=pool.members, sum=terms, share=money(share, fund.currency))]
    else:
        out = [phrase("pool.level", places=span, n=pool.members, sum=terms, share=money(share, fund.currency))]
    if pool.dropped:
        out.append(phrase(_count("pool.dropped", pool.dropped), n=pool.dropped,
                          least=money(fund.min_share or 0, fund.currency)))
    rounded = sum(s.rounded_up for s in pool.shares)
    if any(s.exact != s.paid for s in pool.shares):
        out.append(phrase(_count("pool.rounded", rounded), unit=money(pool.unit, fund.currency), n=rounded))
        if pool.leftover:
            out.append(phrase("pool.leftover", left=money(pool.leftover, fund.currency)))
    return tuple(out)


def _count(key: str, n: int) -> str:
    """A key that depends on a number: `<key>.one` for 1, `<key>.other` otherwise (as `Translator.count`)."""
    return f"{key}.one" if n == 1 else f"{key}.other"


def minimum_points(fund: PrizeFund, category: str) -> Fraction:
    """The least score the prizes of a list ask for (the fund's and the category's, the higher)."""
    own = fund.category(category).min_points if category != MAIN else None
    return max((m for m in (fund.min_points, own) if m is not None), default=Fraction(0))


def unawarded_line(item: Unawarded, fund: PrizeFund) -> Phrase:
    key = _count(f"unawarded.{item.why}", item.count) if item.why in ("taken", "min_size") else f"unawarded.{item.why}"
    return phrase(key, prize=named(item.slot, fund), n=item.count,
                  least=fund.category(item.slot.category).min_size if item.slot.category != MAIN else 0)


# -- the rules and the categories ------------------------------------------------------------------------------

def rules(fund: PrizeFund) -> tuple[Phrase, ...]:
    """The fund's rules in plain words, each as the page lists it (docs/rules/prizes.md §6)."""
    said = [phrase("rule.one_per_player") if fund.one_per_player else phrase("rule.cumulative")]
    if fund.one_per_player:
        said.append(phrase(f"rule.equal_value.{fund.equal_value.value}"))
    if fund.main:
        if fund.sharing is Sharing.HORT:
            said.append(phrase("rule.sharing.hort", keep=f"{chess_text(fund.hort_share * 100)} %"))
        else:
            said.append(phrase(f"rule.sharing.{fund.sharing.value}"))
        if fund.min_share is not None:
            said.append(phrase("rule.min_share", least=money(fund.min_share, fund.currency)))
    said.append(phrase("rule.level"))
    said.append(phrase("rule.rounding", unit=money(fund.rounding, fund.currency)) if fund.rounding > 1 else
                phrase("rule.rounding_cent"))
    if fund.min_points is not None:
        said.append(phrase("rule.min_points", points=chess_text(fund.min_points)))
    if not fund.withdrawn_eligible:
        said.append(phrase("rule.withdrawn"))
    if any(c.age is not None for c in fund.categories) and fund.age_year is not None:
        said.append(phrase("rule.age_year", year=fund.age_year))
        if fund.disjoint_ages:
            said.append(phrase("rule.disjoint_ages"))
    if fund.rating_list and any(c.rating is not None for c in fund.categories):
        said.append(phrase("rule.rating_list", list=fund.rating_list))
    return tuple(said)


def criteria(category: Category, fund: PrizeFund, names: Mapping[Start, str]) -> tuple[Phrase, ...]:
    """Who belongs to the category, criterion by criterion ("born 2008 or later", "women")."""
    said: list[Phrase] = []
    if category.age is not None and (fund.age_year is not None or category.age.born is not None):
        first, last = category.age.years(fund.age_year or 0)
        if first is not None and last is not None:
            said.append(phrase("criterion.born", first=first, last=last) if first != last else
                        phrase("criterion.born_in", year=first))
        elif first is not None:
            said.append(phrase("criterion.born_from", year=first))
        elif last is not None:
            said.append(phrase("criterion.born_to", year=last))
    if category.sex is not None:
        said.append(phrase(f"criterion.sex.{category.sex}"))
    if category.rating is not None:
        band = category.rating
        if band.low is not None and band.high is not None:
            said.append(phrase("criterion.rating", low=band.low, high=band.high))
        elif band.high is not None:
            said.append(phrase("criterion.rating_below", high=band.high))
        elif band.low is not None:
            said.append(phrase("criterion.rating_from", low=band.low))
        said.append(phrase("criterion.with_unrated" if band.with_unrated else "criterion.without_unrated"))
    if category.unrated:
        said.append(phrase("criterion.unrated"))
    if category.clubs:
        said.append(phrase("criterion.clubs", clubs=Listing("or", category.clubs)))
    if category.federations:
        said.append(phrase("criterion.federations", federations=Listing("or", category.federations)))
    if category.players:
        said.append(phrase("criterion.players", players=Listing("and", tuple(names.get(Start(s), str(s))
                                                                             for s in category.players))))
    if category.min_points is not None:
        said.append(phrase("criterion.min_points", points=chess_text(category.min_points)))
    if category.min_size is not None:
        said.append(phrase("criterion.min_size", n=category.min_size))
    return tuple(said)

