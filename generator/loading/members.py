"""members.yml: the club's own list of people, optional, beside site.yml.

Each entry names one person: `name`, and as far as known `fide_id`, `national_id` and `aliases` (other ways the
events write the name). The person index (`generator.loading.identities`) uses it to recognise one person in
events that give no ID, or give the name another way. Two entries with the same ID, or a name or alias shared by
two entries, are errors here: an entry must name one person, and a name one entry.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.core.errors import Location, Problem, Severity
from generator.loading.players import fold_name
from generator.loading.values import Problems, check_keys, items_of, read_text, read_yaml, root_mapping
from generator.loading.yamlsource import Mapping, Scalar, Sequence, YamlNode

MEMBERS_FILE = "members.yml"
MEMBER_KEYS = ("name", "fide_id", "national_id", "aliases")
EXAMPLE = "members:\n  - {name: Konstantin Brandt, fide_id: 4694821, aliases: [Konni Brandt]}"


@dataclass(frozen=True)
class Spot:
    """Where a value of members.yml is, to point a later problem at it (the identities are found after reading)."""

    location: Location
    source_line: str | None

    @classmethod
    def of(cls, node: YamlNode) -> Spot:
        return cls(node.location, node.source_line)

    def problem(self, message: str, hint: str | None = None, severity: Severity = Severity.ERROR) -> Problem:
        return Problem(self.location, message, self.source_line, hint, severity)


@dataclass(frozen=True)
class Member:
    """One entry of members.yml."""

    name: str
    fide_id: str | None = None
    national_id: str | None = None
    aliases: tuple[str, ...] = ()
    spot: Spot | None = None                        # the entry
    alias_spots: tuple[Spot | None, ...] = ()       # each alias, in order

    @property
    def names(self) -> tuple[str, ...]:
        """The name and every alias."""
        return (self.name, *self.aliases)

    def spot_of(self, name: str) -> Spot | None:
        """Where the name or the alias `name` is written."""
        if name in self.aliases:
            return self.alias_spots[self.aliases.index(name)] if self.alias_spots else None
        return self.spot


def read_members(root: Path, problems: Problems) -> tuple[Member, ...]:
    """The entries of `root/members.yml` (none without the file), each checked alone and against the others."""
    path = root / MEMBERS_FILE
    if not path.is_file():
        return ()
    mapping = root_mapping(read_yaml(path, MEMBERS_FILE, problems), MEMBERS_FILE, problems, EXAMPLE)
    if mapping is None:
        return ()
    check_keys(mapping, ("members",), MEMBERS_FILE, problems)
    listed = mapping.get("members")
    if listed is None or (isinstance(listed, Scalar) and listed.is_null):
        return ()
    if not isinstance(listed, Sequence):
        problems.append(listed.problem(f"'members' must be a list of people, not {listed.describe()}", EXAMPLE))
        return ()
    members = [m for m in (_member(item, problems) for item in listed.items) if m is not None]
    return tuple(_checked(members, problems))


def _member(node: YamlNode, problems: Problems) -> Member | None:
    if isinstance(node, Scalar) and not node.is_null:
        name = read_text(node, "name", problems)
        return Member(name, spot=Spot.of(node)) if name else None
    if not isinstance(node, Mapping):
        problems.append(node.problem(f"a member is a name or a mapping with 'name', not {node.describe()}",
                                     EXAMPLE.split("\n")[1].strip("- ")))
        return None
    check_keys(node, MEMBER_KEYS, "a member", problems)
    name_node = node.get("name")
    if name_node is None:
        problems.append(node.problem("a member needs a 'name'", "add e.g. name: Konstantin Brandt"))
        return None
    name = read_text(name_node, "name", problems)
    ids = {key: read_text(value, key, problems) for key in ("fide_id", "national_id")
           if (value := node.get(key)) is not None and not (isinstance(value, Scalar) and value.is_null)}
    alias_nodes = items_of(node["aliases"]) if "aliases" in node else []
    aliases = [(read_text(a, "aliases", problems), a) for a in alias_nodes]
    kept = [(text, a) for text, a in aliases if text]
    if not name:
        return None
    return Member(name, ids.get("fide_id"), ids.get("national_id"), tuple(text for text, _ in kept),
                  Spot.of(node), tuple(Spot.of(a) for _, a in kept))


def _checked(members: list[Member], problems: Problems) -> list[Member]:
    """The entries, each ID and each name or alias given to one only: a later entry repeating one is an error."""
    ids: dict[tuple[str, str], Member] = {}
    names: dict[str, Member] = {}
    for member in members:
        for kind, value in (("FIDE ID", member.fide_id), ("national ID", member.national_id)):
            if value is None:
                continue
            first = ids.setdefault((kind, value), member)
            if first is not member and member.spot is not None:
                problems.append(member.spot.problem(
                    f"two members with the {kind} {value}: {first.name}{_line(first)} and {member.name}",
                    f"one person is one entry: merge the two, or correct the {kind} of one of them"))
        for name in dict.fromkeys(member.names):
            first = names.setdefault(person_key(name), member)
            spot = member.spot_of(name)
            if first is not member and spot is not None:
                what = "name" if name == member.name else "alias"
                problems.append(spot.problem(
                    f"the {what} '{name}' of {member.name} also names {first.name}{_line(first)}",
                    "a name or alias matches one member only: remove it from one of them"))
    return members


def _line(member: Member) -> str:
    return f" (line {member.spot.location.line})" if member.spot is not None and member.spot.location.line else ""


def person_key(name: str) -> str:
    """The form names of people are compared in: folded (`fold_name`: case, umlauts, accents, spacing), given name
    first ('Meißner, Tobias' and 'Tobias Meissner' are the same)."""

    if "," in name:
        surname, given = (part.strip() for part in name.split(",", 1))
        name = f"{given} {surname}"
    return fold_name(name)
