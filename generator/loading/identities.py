"""Who is who across the events of a site: each player of a tournament or league recognised as one person.

Evidence, strongest first (docs/content-format.md, "Members and the archive"): the FIDE ID; else the national ID;
else an entry of members.yml naming the player (its name or an alias, and no ID of the player contradicting it).
A player with none of these is joined to the one person of the same name where there is exactly one, or to the
others of that name, and the profile says so ("by name alone"): nothing is guessed from names without saying it.
An ID never joins two people with different FIDE IDs; where members.yml would, that is an error at its entry.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from generator.core.errors import Location, Problem, Severity, did_you_mean
from generator.core.model import Player, Start
from generator.loading.members import MEMBERS_FILE, Member, person_key
from generator.loading.values import Problems

Appearance = tuple[str, Start]     # an event's slug and the player's number in it


@dataclass(frozen=True)
class Event:
    """What the index reads of a tournament or league: its slug, where its players are written, when it began."""

    slug: str
    players: Sequence[Player]
    file: str
    start: dt.date | None = None


@dataclass(frozen=True)
class Identity:
    """One person: the name shown, the IDs, and every appearance in the site's events."""

    slug: str                                   # the profile's address: players/<slug>/
    name: str
    fide_id: str | None
    national_id: str | None
    member: bool                                # named in members.yml
    appearances: tuple[Appearance, ...]         # in the order of the events' start
    by_name: frozenset[Appearance] = frozenset()   # joined by the name alone
    aliases: tuple[str, ...] = ()               # members.yml's other names of the person

    @property
    def how(self) -> str:
        """How the person was recognised across events: 'fide', 'national', 'member', 'name' or 'one' (one event)."""
        if self.fide_id:
            return "fide"
        if self.national_id:
            return "national"
        if self.member:
            return "member"
        return "name" if len(self.appearances) > 1 else "one"


@dataclass(frozen=True)
class Identities:
    """Every person of the site, by slug; `of` finds the person of an appearance."""

    people: tuple[Identity, ...] = ()
    of: Mapping[Appearance, str] = field(default_factory=dict)


class _Groups:
    """Union-find over appearances and IDs, each group holding the FIDE and national IDs of its members: a join
    that would hold two different IDs of one kind is refused."""

    def __init__(self) -> None:
        self.parent: dict[object, object] = {}
        self.ids: dict[object, dict[str, str]] = {}

    def find(self, item: object) -> object:
        path = []
        while (parent := self.parent.setdefault(item, item)) != item:
            path.append(item)
            item = parent
        for step in path:
            self.parent[step] = item
        return item

    def add(self, item: object, kind: str, value: str | None) -> None:
        if value:
            self.ids.setdefault(self.find(item), {})[kind] = value

    def clash(self, a: object, b: object) -> str | None:
        """The kind of ID the groups of `a` and `b` hold differently ('fide', 'national'), or None."""
        ids_a, ids_b = self.ids.get(self.find(a), {}), self.ids.get(self.find(b), {})
        return next((k for k in ("fide", "national") if k in ids_a and k in ids_b and ids_a[k] != ids_b[k]), None)

    def join(self, a: object, b: object) -> bool:
        root_a, root_b = self.find(a), self.find(b)
        if root_a == root_b:
            return True
        if self.clash(root_a, root_b):
            return False
        self.parent[root_b] = root_a
        self.ids[root_a] = {**self.ids.pop(root_b, {}), **self.ids.get(root_a, {})}
        return True


def identify(events: Sequence[Event], members: Sequence[Member], problems: Problems) -> Identities:
    """Every player of the events as a person; problems of members.yml and of IDs recorded in `problems`."""
    ordered = sorted(events, key=lambda e: (e.start or dt.date.max, e.slug))
    players = {(e.slug, p.start): p for e in ordered for p in e.players}
    files = {e.slug: e.file for e in ordered}
    groups = _Groups()
    for appearance, player in players.items():
        groups.add(appearance, "fide", player.fide_id)
        groups.add(appearance, "national", player.national_id)
        if player.fide_id:
            groups.join(("fide", player.fide_id), appearance)
    for appearance, player in players.items():
        if player.national_id and not groups.join(("national", player.national_id), appearance):
            problems.append(_national_clash(appearance, player, players, groups, files))
    named = _member_matches(members, players, groups, problems)
    by_name = _joined_by_name(players, groups, named)
    return _identities(players, members, groups, by_name)


def _national_clash(appearance: Appearance, player: Player, players: Mapping[Appearance, Player],
                    groups: _Groups, files: Mapping[str, str]) -> Problem:
    other = next(a for a, p in players.items() if p.national_id == player.national_id
                 and groups.find(a) == groups.find(("national", player.national_id)))
    first = players[other]
    return Problem(Location(files[appearance[0]]),
                   f"national ID {player.national_id} is given to {player.name} (FIDE ID {player.fide_id}) and to "
                   f"{first.name} in {other[0]} (FIDE ID {first.fide_id}); they are kept apart",
                   hint="check both IDs against the federation's lists", severity=Severity.WARNING)


def _member_matches(members: Sequence[Member], players: Mapping[Appearance, Player], groups: _Groups,
                    problems: Problems) -> set[Appearance]:
    """Join each member's IDs and the players its name or an alias names (no ID of theirs contradicting it); the
    appearances matched by a member, each member that matches no one a warning."""
    by_key: dict[str, list[Appearance]] = {}
    for appearance, player in players.items():
        by_key.setdefault(person_key(player.name), []).append(appearance)
    matched: set[Appearance] = set()
    for index, member in enumerate(members):
        node = ("member", index)
        groups.add(node, "fide", member.fide_id)
        groups.add(node, "national", member.national_id)
        for kind, value in (("fide", member.fide_id), ("national", member.national_id)):
            if value and not groups.join(node, (kind, value)) and member.spot is not None:
                problems.append(member.spot.problem(
                    f"the IDs of {member.name} belong to two people: the {_kind(kind)} {value} is another "
                    f"player's than the other ID given", "check both IDs against the federation's lists"))
        for name in dict.fromkeys(member.names):
            for appearance in by_key.get(person_key(name), ()):
                if _contradicts(member, players[appearance]):
                    continue
                if groups.join(node, appearance):
                    matched.add(appearance)
                else:
                    problems.append(_two_people(member, node, name, appearance, players, groups))
    with_players = {groups.find(a) for a in players}
    names = {players[a].name for a in players}
    for index, member in enumerate(members):
        if groups.find(("member", index)) not in with_players and member.spot is not None:
            guess = did_you_mean(member.name, names, cutoff=0.75, fold=person_key)
            hint = (f"did you mean '{guess}'? add it as an alias" if guess else
                    "check the name and IDs against the events, or add the name as the events write it as an alias")
            problems.append(member.spot.problem(f"member {member.name} matches no player of the site", hint,
                                                Severity.WARNING))
    return matched


def _contradicts(member: Member, player: Player) -> bool:
    """A player whose ID differs from the member's is another person, whatever the name."""
    return bool((member.fide_id and player.fide_id and member.fide_id != player.fide_id)
                or (member.national_id and player.national_id and member.national_id != player.national_id))


def _two_people(member: Member, node: object, name: str, appearance: Appearance,
                players: Mapping[Appearance, Player], groups: _Groups) -> Problem:
    mine = [a for a in players if groups.find(a) == groups.find(node)]
    joined = next((a for a in mine if players[a].fide_id or players[a].national_id), mine[0] if mine else None)
    player = players[appearance]
    other = f"{players[joined].name} in {joined[0]}{_ids(players[joined])}" if joined else "another player"
    what = "name" if name == member.name else "alias"
    message = (f"the {what} '{name}' of {member.name} matches two people: {player.name} in {appearance[0]}"
               f"{_ids(player)} and {other}")
    hint = "give the member the FIDE ID or national ID of the one meant, or remove the alias"
    spot = member.spot_of(name)
    return spot.problem(message, hint) if spot is not None else Problem(Location(MEMBERS_FILE), message, hint=hint)


def _ids(player: Player) -> str:
    ids = [f"FIDE ID {player.fide_id}"] if player.fide_id else []
    ids += [f"national ID {player.national_id}"] if player.national_id else []
    return f" ({', '.join(ids)})" if ids else ""


def _kind(kind: str) -> str:
    return "FIDE ID" if kind == "fide" else "national ID"


def _joined_by_name(players: Mapping[Appearance, Player], groups: _Groups, named: set[Appearance]
                    ) -> set[Appearance]:
    """Players with no ID and no member entry, joined to the one person of their name, or to each other: the
    appearances so joined to someone else."""
    known: dict[str, set[object]] = {}
    for appearance, player in players.items():
        if player.fide_id or player.national_id or appearance in named:
            known.setdefault(person_key(player.name), set()).add(groups.find(appearance))
    alone: dict[str, list[Appearance]] = {}
    for appearance, player in players.items():
        if not (player.fide_id or player.national_id or appearance in named):
            alone.setdefault(person_key(player.name), []).append(appearance)
    joined: set[Appearance] = set()
    for key, appearances in alone.items():
        people = known.get(key, set())
        target = next(iter(people)) if len(people) == 1 else appearances[0]
        for appearance in appearances:
            if appearance != target:
                groups.join(target, appearance)
        if len(people) == 1 or len(appearances) > 1:
            joined.update(appearances)
    return joined


_NOT_IN_SLUGS = re.compile(r"[^a-z0-9]+")


def slug_of(name: str) -> str:
    """A person's address from the name: 'Jörg Schäfer' -> 'joerg-schaefer'."""
    return _NOT_IN_SLUGS.sub("-", person_key(name)).strip("-") or "player"


def _identities(players: Mapping[Appearance, Player], members: Sequence[Member], groups: _Groups,
                by_name: set[Appearance]) -> Identities:
    grouped: dict[object, list[Appearance]] = {}
    for appearance in players:
        grouped.setdefault(groups.find(appearance), []).append(appearance)
    member_of = {groups.find(("member", i)): m for i, m in enumerate(members)}
    made = []
    for root, appearances in grouped.items():
        member = member_of.get(root)
        latest = players[appearances[-1]]
        ids = groups.ids.get(root, {})
        name = member.name if member is not None else latest.name
        made.append(Identity("", name, ids.get("fide"), ids.get("national"), member is not None, tuple(appearances),
                             frozenset(by_name & set(appearances)), member.aliases if member is not None else ()))
    return _with_slugs(made)


def _with_slugs(people: list[Identity]) -> Identities:
    """Each person's slug from the name; people of the same name told apart by an ID, else by a number."""
    by_slug: dict[str, list[Identity]] = {}
    for person in people:
        by_slug.setdefault(slug_of(person.name), []).append(person)
    taken = {f"{slug}-{p.fide_id or p.national_id}" for slug, alike in by_slug.items() if len(alike) > 1
             for p in alike if p.fide_id or p.national_id}
    done: list[Identity] = []
    for slug, alike in by_slug.items():
        alike.sort(key=lambda p: (not (p.fide_id or p.national_id), p.fide_id or "", p.national_id or "",
                                  p.appearances[0]))
        number = 1
        for person in alike:
            made = slug
            if len(alike) > 1 and (person.fide_id or person.national_id):
                made = f"{slug}-{person.fide_id or person.national_id}"
            elif len(alike) > 1:
                while (made := f"{slug}-{number}") in taken:
                    number += 1
                taken.add(made)
            done.append(dataclasses.replace(person, slug=made))
    done.sort(key=lambda p: p.slug)
    return Identities(tuple(done), {a: p.slug for p in done for a in p.appearances})
