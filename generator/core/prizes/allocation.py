"""Who wins which prize: the allocation of docs/rules/prizes.md §3, a pure function of the standings, the
categories, the prizes and the rules.

One prize per player (the default): the main prizes are worked out over the field with their sharing rule; then
every category prize, the most valuable first (equal values: the rules' priority, then the listed order of the
categories, then place), goes to the best-placed player of its category who holds nothing worth as much. A
player who takes it gives up what he held: a category prize goes back in the queue, and a main prize means he
leaves the main list, which is worked out again without him (players move up, groups of tied players change).
This is the spec's algorithm (SHARLY-SRC, MAINZ: "unpaid prizes pass to the next winners"); taking the
categories one after another in their listed order would not give each player his highest prize (§3.3).
Cumulative prizes: each list on its own. Players level on every tie-break share their places' prizes equally.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from generator.core.model import Start, Tournament
from generator.core.prizes.awards import Ahead, Allocation, Award, Excluded, Reason, Slot, Unawarded
from generator.core.prizes.categories import eligible, membership
from generator.core.prizes.fund import MAIN, Category, EqualValue, Prize, PrizeFund, Sharing
from generator.core.prizes.money import Pool, pool
from generator.core.standings import StandingRow, Standings


@dataclass(frozen=True)
class _Held:
    """What a player holds while the allocation runs."""

    category: str
    place: int
    prize: Prize | None
    value: Fraction            # what it is worth to him (a share exactly, before rounding), cents
    paid: int | None           # cents paid; None for an object
    pool: Pool | None = None
    slots: tuple[Slot, ...] = ()   # a category prize's slot(s): what goes back in the queue when he gives it up


def allocate(tournament: Tournament, standings: Standings | Sequence[StandingRow], fund: PrizeFund,
             after_round: int | None = None) -> Allocation:
    """Every prize of the fund given to players of these standings (rows in standings order), with the reasons."""
    rows = tuple(standings.rows if isinstance(standings, Standings) else standings)
    done = after_round if after_round is not None else (standings.after_round if isinstance(standings, Standings)
                                                        else 0)
    members = membership(fund, tournament)
    points = {row.start: row.points for row in rows}
    allowed = {name: eligible(fund, None if name == MAIN else fund.category(name), tournament, points, players)
               for name, players in members.items()}
    if fund.one_per_player:
        runs = [_Run(rows, fund, allowed, members, fund.categories, with_main=True)]
    else:
        runs = [_Run(rows, fund, allowed, members, (), with_main=True)]
        runs += [_Run(rows, fund, allowed, members, (c,), with_main=False) for c in fund.categories]
    held: list[tuple[Start, _Held]] = []
    unawarded: list[Unawarded] = []
    for run in runs:
        run.allocate()
        held.extend(run.held.items())
        unawarded.extend(run.unawarded)
    awards = _awards(held, rows, fund, allowed, members, tournament)
    paid = sum(a.cents or 0 for a in awards)
    leftover = sum(p.leftover for p in {id(a.pool): a.pool for a in awards if a.pool is not None}.values())
    order = {c.name: i for i, c in enumerate(fund.categories, start=1)}
    return Allocation(done, tuple(sorted(awards, key=lambda a: (-a.worth, order.get(a.category, 0), a.place, a.start))),
                      tuple(sorted(unawarded, key=lambda u: (-u.slot.prize.worth, order.get(u.slot.category, 0),
                                                             u.slot.place))),
                      fund.total, paid, leftover)


class _Run:
    """One allocation over the main list (`with_main`) and these categories, one prize per player among them."""

    def __init__(self, rows: Sequence[StandingRow], fund: PrizeFund, allowed: Mapping[str, frozenset[Start]],
                 members: Mapping[str, frozenset[Start]], categories: Sequence[Category], with_main: bool) -> None:
        self.rows, self.fund, self.allowed, self.with_main = rows, fund, allowed, with_main
        self.held: dict[Start, _Held] = {}
        self.unawarded: list[Unawarded] = []
        self.removed: set[Start] = set()          # players who left the main list for a category prize
        self.priority = {c.name: i for i, c in enumerate(categories)}
        self.queue: list[Slot] = []
        for category in categories:
            prizes = fund.prizes_of(category.name)
            size = len(members[category.name])
            if category.min_size is not None and size < category.min_size:
                self.unawarded += [Unawarded(Slot(category.name, i, p), "min_size", size)
                                   for i, p in enumerate(prizes, start=1)]
                continue
            self.queue += [Slot(category.name, i, p) for i, p in enumerate(prizes, start=1)]
        self.members = members

    def allocate(self) -> None:
        if self.with_main:
            self._install(self._main())
        steps = 0
        while self.queue:
            steps += 1
            assert steps < 10_000 + 100 * len(self.rows), "the allocation does not settle"
            self.queue.sort(key=lambda s: (-s.prize.worth, self.priority[s.category], s.place))
            self._offer(self.queue.pop(0))
        if self.with_main:
            taken = {h.place for h in self.held.values() if h.category == MAIN}
            self.unawarded += [self._nobody(Slot(MAIN, i, p)) for i, p in enumerate(self.fund.main, start=1)
                               if i not in taken]

    # -- the main list ---------------------------------------------------------------------------------

    def _main(self) -> dict[Start, _Held]:
        """The main prizes over the field without the players who left it, by the fund's sharing rule."""
        prizes = self.fund.main
        candidates = [r for r in self.rows if r.start in self.allowed[MAIN] and r.start not in self.removed]
        sharing = self.fund.sharing
        got: dict[Start, _Held] = {}
        i = 0
        same = _level_on_points if sharing is not Sharing.TIEBREAK else _level_on_everything
        while i < len(candidates) and i < len(prizes):
            j = i + 1
            while j < len(candidates) and same(candidates[i], candidates[j]):
                j += 1
            got.update(self._places(candidates[i:j], i + 1, prizes, sharing))
            i = j
        return got

    def _places(self, group: Sequence[StandingRow], first: int, prizes: Sequence[Prize],
                rule: Sharing) -> dict[Start, _Held]:
        """A group of tied players at places first.. of the main list: alone, his place's prize; tied, objects by
        order and the money of the other places shared by the rule (docs/rules/prizes.md §4)."""
        def prize_at(place: int) -> Prize | None:
            return prizes[place - 1] if place <= len(prizes) else None
        if len(group) == 1:
            prize = prize_at(first)
            assert prize is not None
            return {group[0].start: _Held(MAIN, first, prize, Fraction(prize.worth), prize.cents)}
        got: dict[Start, _Held] = {}
        sharing: list[tuple[StandingRow, int, Prize | None]] = []
        for place, row in enumerate(group, start=first):
            prize = prize_at(place)
            if prize is not None and not prize.money:     # an object is not shared: the members take them in order
                got[row.start] = _Held(MAIN, place, prize, Fraction(prize.worth), None)
            else:
                sharing.append((row, place, prize))
        if not sharing:
            return got
        shared = pool(rule, [place for _, place, _ in sharing],
                      [prize.cents if prize is not None else None for _, _, prize in sharing],
                      keep=self.fund.hort_share, min_share=self.fund.min_share, unit=self.fund.rounding)
        for (row, place, prize), share in zip(sharing, shared.shares):
            got[row.start] = _Held(MAIN, place, prize, share.exact, share.paid, shared)
        return got

    def _install(self, got: Mapping[Start, _Held]) -> None:
        for start in [s for s, h in self.held.items() if h.category == MAIN and s not in got]:
            del self.held[start]
        self.held.update(got)

    def _leave_main(self, start: Start) -> None:
        """He left the main list: work it out again without him. A player who now comes into it while holding a
        category prize keeps the higher of the two; his category prize goes back in the queue, or he leaves the
        main list in turn (and it is worked out again)."""
        self.removed.add(start)
        while True:
            got = self._main()
            again = False
            for other, main in got.items():
                holding = self.held.get(other)
                if holding is None or holding.category == MAIN:
                    continue
                if self._better(main, holding):
                    self._give_back(other)
                else:
                    self.removed.add(other)
                    again = True
            if not again:
                self._install(got)
                return

    # -- the category prizes -----------------------------------------------------------------------------

    def _offer(self, slot: Slot) -> None:
        """The slot to the best-placed player of its category who holds less; players level with him on every
        tie-break share it with the category's next prizes."""
        value = Fraction(slot.prize.worth)
        wanting = [r for r in self.rows if r.start in self.allowed[slot.category] and self._wants(r.start, value)]
        if not wanting:
            self.unawarded.append(self._nobody(slot))
            return
        level = [r for r in wanting if _level_on_everything(r, wanting[0])]
        if len(level) > 1 and slot.prize.money:
            self._share(slot, level)
            return
        self._take(wanting[0].start, _Held(slot.category, slot.place, slot.prize, value, slot.prize.cents,
                                           slots=(slot,)))

    def _share(self, slot: Slot, level: list[StandingRow]) -> None:
        """Players level on every tie-break at a category prize: it and the category's next money prizes, one per
        player, pooled and split equally among those who hold less than the share."""
        later = sorted((s for s in self.queue if s.category == slot.category and s.prize.money), key=lambda s: s.place)
        while True:
            slots = [slot, *later[:len(level) - 1]]
            places = [s.place for s in slots] + [slots[-1].place + i for i in range(1, len(level) - len(slots) + 1)]
            values = [s.prize.cents for s in slots] + [None] * (len(level) - len(slots))
            shared = pool(Sharing.TIEBREAK, places, values, unit=self.fund.rounding)
            keep = [r for r, share in zip(level, shared.shares) if self._wants(r.start, share.exact)]
            if len(keep) == len(level):
                break
            level = keep
            if len(level) == 1:
                self._take(level[0].start, _Held(slot.category, slot.place, slot.prize, Fraction(slot.prize.worth),
                                                 slot.prize.cents, slots=(slot,)))
                return
        for taken in slots[1:]:
            self.queue.remove(taken)
        for row, share in zip(level, shared.shares):
            self._take(row.start, _Held(slot.category, share.place, _slot_prize(slots, share.place), share.exact,
                                        share.paid, shared, tuple(slots)))

    def _take(self, start: Start, new: _Held) -> None:
        before = self.held.get(start)
        self.held[start] = new
        if before is None:
            return
        if before.category == MAIN:
            self._leave_main(start)
        else:
            self._requeue(start, before)

    def _give_back(self, start: Start) -> None:
        before = self.held.pop(start)
        self._requeue(start, before)

    def _requeue(self, start: Start, before: _Held) -> None:
        """A category prize given up goes back in the queue; a shared one takes its group's share with it (the
        others of the group hold nothing of it any more, and are offered the queue again)."""
        if before.pool is not None:
            for other, holding in list(self.held.items()):
                if other != start and holding.pool is before.pool:
                    del self.held[other]
        self.queue.extend(s for s in before.slots if s not in self.queue)

    def _wants(self, start: Start, value: Fraction) -> bool:
        holding = self.held.get(start)
        if holding is None:
            return True
        if value != holding.value:
            return value > holding.value
        return holding.category == MAIN and self.fund.equal_value is EqualValue.CATEGORY

    def _better(self, main: _Held, category: _Held) -> bool:
        """Whether a main prize is worth more to its player than the category prize he holds."""
        if main.value != category.value:
            return main.value > category.value
        return self.fund.equal_value is EqualValue.MAIN

    def _nobody(self, slot: Slot) -> Unawarded:
        """Why nobody takes the slot: nobody in its list, nobody who meets the conditions, or everybody who does
        took a higher prize."""
        if not self.members[slot.category]:
            return Unawarded(slot, "empty")
        if not self.allowed[slot.category]:
            return Unawarded(slot, "conditions")
        return Unawarded(slot, "taken", len(self.allowed[slot.category]))


def _slot_prize(slots: Sequence[Slot], place: int) -> Prize | None:
    return next((s.prize for s in slots if s.place == place), None)


def _level_on_points(a: StandingRow, b: StandingRow) -> bool:
    return a.points == b.points


def _level_on_everything(a: StandingRow, b: StandingRow) -> bool:
    """The standings could not separate them: the same rank, shared."""
    return a.rank == b.rank


# -- the reasons --------------------------------------------------------------------------------------------

def _awards(held: Sequence[tuple[Start, _Held]], rows: Sequence[StandingRow], fund: PrizeFund,
            allowed: Mapping[str, frozenset[Start]], members: Mapping[str, frozenset[Start]],
            tournament: Tournament) -> list[Award]:
    """The awards with their reasons: who was ahead in the list and what he took or why he could not."""
    took: dict[Start, list[tuple[Slot, Pool | None]]] = {}
    pools: dict[tuple[Start, str], Pool] = {}
    for start, h in held:
        took.setdefault(start, []).append((Slot(h.category, h.place, h.prize or Prize(0)), h.pool))
        if h.pool is not None:
            pools[start, h.category] = h.pool
    position = {row.start: i for i, row in enumerate(rows)}
    awards = []
    for start, h in held:
        ahead: list[Reason] = []
        for row in rows[:position[start]]:
            other = row.start
            if other not in members[h.category] or (h.pool is not None and pools.get((other, h.category)) is h.pool):
                continue
            if other not in allowed[h.category]:
                withdrew = not fund.withdrawn_eligible and other in tournament.withdrawals
                ahead.append(Excluded(other, "withdrawn" if withdrew else "min_points"))
                continue
            mine = [s for s, _ in took.get(other, []) if s.category == h.category]
            elsewhere = [(s, p) for s, p in took.get(other, []) if s.category != h.category]
            if elsewhere and not mine:
                slot, shared = elsewhere[0]
                ahead.append(Ahead(other, slot, (shared.first, shared.last) if shared and shared.members > 1 else None))
        awards.append(Award(start, h.category, h.place, h.prize, h.paid, h.prize.item if h.prize else None, h.pool,
                            tuple(ahead)))
    declined: dict[Start, dict[str, Slot]] = {}
    for award in sorted(awards, key=lambda a: a.place):
        for reason in award.ahead:
            if isinstance(reason, Ahead):
                declined.setdefault(reason.start, {}).setdefault(
                    award.category, Slot(award.category, award.place, award.prize or Prize(0)))
    return [replace(a, declined=tuple(s for s in declined.get(a.start, {}).values() if s.category != a.category))
            for a in awards]
