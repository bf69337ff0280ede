"""When a tournament's rounds are played: tournament.yml `schedule:` (the planned date of each round) and `time:`
(when rounds start: one time for all, or a list with one a round)."""
from __future__ import annotations

import datetime as dt
import re

from generator.loading.values import Problems, read_date
from generator.loading.yamlsource import Scalar, Sequence, YamlNode

_TIME = re.compile(r"(?P<hour>[01]?\d|2[0-3])[:.](?P<minute>[0-5]\d)")
TIME_HINT = "a time of day as hours:minutes, 24-hour clock: time: 19:30, or one a round: time: [10:00, 10:45]"


def read_schedule(node: YamlNode | None, planned: int, problems: Problems) -> tuple[dt.date | None, ...] | None:
    """`schedule: [2026-09-03, 2026-09-10, …]`: the planned date of each round, in order (null: not fixed)."""
    if node is None or (isinstance(node, Scalar) and node.is_null):
        return None
    if not isinstance(node, Sequence):
        problems.append(node.problem(f"'schedule' must be a list of round dates, not {node.describe()}",
                                     "schedule: [2026-09-03, 2026-09-10, 2026-09-17]"))
        return None
    if planned and len(node) > planned:
        problems.append(node.items[planned].problem(
            f"'schedule' gives {len(node)} dates, but only {planned} rounds are planned",
            "one date per round, in order"))
    return tuple(None if isinstance(item, Scalar) and item.is_null else read_date(item, "schedule", problems)
                 for item in node.items)


def read_round_times(node: YamlNode | None, planned: int, problems: Problems) -> tuple[dt.time, ...] | None:
    """`time: 19:30` (every round) or `time: [10:00, 10:45, …]` (round 1, 2, …); None when not given or wrong."""
    if node is None or (isinstance(node, Scalar) and node.is_null):
        return None
    items = node.items if isinstance(node, Sequence) else [node]
    if isinstance(node, Sequence) and planned and len(items) > planned:
        problems.append(items[planned].problem(f"'time' gives {len(items)} times, but only {planned} rounds are "
                                               f"planned", "one time for every round, or one a round in order"))
    times = [read_time(item, problems) for item in items]
    return tuple(t for t in times if t is not None) if None not in times and times else None


def read_time(node: YamlNode, problems: Problems) -> dt.time | None:
    """A time of day as typed ('19:30', '9.45'); YAML's reading of 19:30 as a number in base 60 is not used."""
    text = node.text.strip() if isinstance(node, Scalar) and not node.is_null else ""
    found = _TIME.fullmatch(text)
    if found is None:
        problems.append(node.problem(f"'time' must be a time of day such as 19:30, not {_typed(node)}",
                                     TIME_HINT))
        return None
    return dt.time(int(found["hour"]), int(found["minute"]))


def _typed(node: YamlNode) -> str:
    """The value as typed: YAML reads 25:00 as a number in base 60, which the organiser never meant."""
    return f"'{node.text}'" if isinstance(node, Scalar) and not node.is_null else node.describe()
