"""Reading located YAML values into typed ones; each reader records a problem and returns None when wrong.

Also the layout of a site (file and folder names) and the little helpers every content file shares.
"""
from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType
from typing import TypeVar

from generator.core.errors import ContentError, Location, Problem, Severity, did_you_mean, sort_problems
from generator.core.model import Round, Start
from generator.loading.yamlsource import Mapping, ParsedYaml, Scalar, Sequence, YamlNode, parse_yaml, read_content_text

SITE_FILE = "site.yml"
CONTENT_DIR = "content"
NEWS_DIR = "news"
TOURNAMENT_FILE = "tournament.yml"
ROUNDS_DIR = "rounds"
FORMAT_DOC = "docs/content-format.md"

E = TypeVar("E")
Problems = list[Problem]


def raise_on_errors(problems: Problems) -> None:
    """Raise every problem of the run (warnings too, sorted) when at least one is an error."""
    if any(p.is_error for p in problems):
        raise ContentError(tuple(sort_problems(problems)))


_KEY_HINTS = MappingProxyType({"a player": "; other keys are kept as extra information about the player"})


def unknown_key(key: Scalar, known: Iterable[str], where: str) -> Problem:
    """"unknown key 'x' in <where>", with a did-you-mean and the list of known keys."""
    known = list(known)
    message = f"unknown key '{key.text}' in {where}"
    guess = did_you_mean(key.text, known)
    if guess:
        message += f" — did you mean '{guess}'?"
    return key.problem(message, f"the keys of {where} are: {', '.join(known)}{_KEY_HINTS.get(where, '')}")


def check_keys(mapping: Mapping, known: tuple[str, ...], where: str, problems: Problems) -> None:
    """Record every key of the mapping that is not a known one."""
    for key, _ in mapping.items():
        if key.text not in known:
            problems.append(unknown_key(key, known, where))


def as_mapping(node: YamlNode | None, what: str, problems: Problems) -> Mapping | None:
    """The node if it is a mapping (None stays None); anything else is a problem."""
    if node is None or isinstance(node, Mapping):
        return node
    problems.append(node.problem(f"{what} must be a mapping of 'key: value' lines, not {node.describe()}"))
    return None


def read_text(node: YamlNode, key: str, problems: Problems) -> str | None:
    """Any single value as text, trimmed (a number or a date as typed); lists, mappings and empty are problems."""
    if isinstance(node, Scalar) and not node.is_null:
        value = node.value
        return value.strip() if isinstance(value, str) else node.text.strip()
    problems.append(node.problem(f"'{key}' must be text, not {node.describe()}"))
    return None


def read_whole_number(node: YamlNode, key: str, problems: Problems, minimum: int = 0,
                      maximum: int | None = None) -> int | None:
    """A whole number within [minimum, maximum]; yes/no and decimals are refused."""
    value = node.value if isinstance(node, Scalar) else None
    if not isinstance(value, int) or isinstance(value, bool):
        problems.append(node.problem(f"'{key}' must be a whole number, not {node.describe()}"))
        return None
    if value < minimum or (maximum is not None and value > maximum):
        upper = f" and at most {maximum}" if maximum is not None else ""
        problems.append(node.problem(f"'{key}' must be at least {minimum}{upper}, not {value}"))
        return None
    return value


def read_date(node: YamlNode, key: str, problems: Problems) -> dt.date | None:
    """A year-month-day date."""
    value = node.value if isinstance(node, Scalar) else None
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    problems.append(node.problem(f"'{key}' must be a date like 2026-09-03, not {node.describe()}",
                                 "write dates as year-month-day"))
    return None


def read_flag(node: YamlNode, key: str, problems: Problems) -> bool | None:
    """true/false (also yes/no)."""
    value = node.value if isinstance(node, Scalar) else None
    if isinstance(value, bool):
        return value
    problems.append(node.problem(f"'{key}' must be true or false, not {node.describe()}"))
    return None


_POINTS = re.compile(r"(?P<whole>\d+)?(?:(?P<half>½)|\.(?P<decimal>\d+)|/(?P<denominator>\d+))?")


def read_points(node: YamlNode, key: str, problems: Problems) -> Fraction | None:
    """Points as an exact fraction, from the text as typed: 1, ½, 1½, 0.5, 1/2."""
    text = node.text.strip() if isinstance(node, Scalar) and not node.is_null else ""
    match = _POINTS.fullmatch(text)
    if text and match:
        whole, half = match["whole"], match["half"]
        if match["denominator"]:
            if int(match["denominator"]):
                return Fraction(int(whole or 0), int(match["denominator"]))
        elif match["decimal"] is not None:
            return Fraction(text)
        elif whole or half:
            return Fraction(int(whole or 0)) + (Fraction(1, 2) if half else 0)
    problems.append(node.problem(f"'{key}' must be a number of points such as 1, ½, 0.5 or 1/2, "
                                 f"not {node.describe()}"))
    return None


def read_choice(node: YamlNode, key: str, choices: dict[str, E], problems: Problems) -> E | None:
    """One of a fixed set of words (any case), with a did-you-mean when it is none of them."""
    text = read_text(node, key, problems)
    if text is None:
        return None
    if text.casefold() in choices:
        return choices[text.casefold()]
    message = f"unknown {key} '{text}'"
    guess = did_you_mean(text, choices)
    if guess:
        message += f" — did you mean '{guess}'?"
    problems.append(node.problem(message, f"'{key}' is one of: {', '.join(choices)}"))
    return None


def items_of(node: YamlNode) -> list[YamlNode]:
    """A list, or a single value standing for a one-item list (short form)."""
    if isinstance(node, Sequence):
        return node.items
    if isinstance(node, Scalar) and node.is_null:
        return []
    return [node]


_UNSAFE_IN_NAMES = re.compile(r"[\x00-\x1f\x7f/\\]")


def unusable_name(name: str, shown: str) -> Problem | None:
    """A file or folder name that becomes part of page addresses (a tournament's folder, a news post's file)
    must not hold control characters (a line break would split the list of written files) or slashes."""
    found = _UNSAFE_IN_NAMES.search(name)
    if found is None:
        return None
    return file_problem(shown.encode("unicode_escape").decode("ascii"),
                        f"the name {name!r} cannot be part of a page address: it holds {found.group()!r}",
                        "rename it with letters, digits, '-' and '_'")


def file_problem(name: str, message: str, hint: str | None = None,
                 severity: Severity = Severity.ERROR) -> Problem:
    """A problem about a whole file (no line to point at)."""
    return Problem(Location(name), message, None, hint, severity)


def read_yaml(path: Path, name: str, problems: Problems) -> ParsedYaml | None:
    """Read and parse a YAML file; None when it could not be read or parsed (the problems say why)."""
    text, problem = read_content_text(path, name)
    if problem is not None:
        problems.append(problem)
        return None
    parsed = parse_yaml(text, name)
    problems.extend(parsed.problems)
    return parsed if parsed.root is not None or not parsed.problems else None


def root_mapping(parsed: ParsedYaml | None, name: str, problems: Problems, example: str) -> Mapping | None:
    """The top of a settings file, which must be a mapping; an empty file is a problem."""
    if parsed is None:
        return None
    if parsed.root is None:
        problems.append(file_problem(name, "the file is empty", f"start it with e.g. {example}"))
        return None
    return as_mapping(parsed.root, name.rsplit("/", 1)[-1], problems)


@dataclass
class RoundEntries:
    """A round as read, with the nodes later checks point at."""

    round: Round
    anchor: YamlNode | None                            # the 'boards' key, or the file's root
    shown: str
    board_nodes: list[YamlNode] = field(default_factory=list)       # one per game, in order
    bye_nodes: list[YamlNode] = field(default_factory=list)         # one per bye, in order
    mentioned: dict[Start, str] = field(default_factory=dict)       # everyone named, even on a faulty board
    faulty: bool = False                                            # the file has errors
