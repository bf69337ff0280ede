"""What tournament.yml says about ratings: the rating system whose change the pages show (`rating_change: dwz |
fide | none`), a player's DWZ (`dwz: 1650-23`, or `dwz: 1650` with `dwz_index: 23`), the rating an unrated
opponent counts as in the rating-based tie-breaks (`unrated_rating:`), and the warnings about data the DWZ
needs (a birth year for the coefficient E, the index for its bound)."""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import Mapping as TypingMapping

from generator.core.errors import Problem
from generator.core.model import Player, RatingSystem, Tournament
from generator.core.ratings.fide import birth_year
from generator.core.ratings.systems import system_of
from generator.loading.values import Problems, read_whole_number
from generator.loading.yamlsource import Mapping, Scalar, YamlNode

MAX_DWZ = 3000          # no DWZ ever came near: a higher figure is a typing error
MAX_INDEX = 999         # one evaluation per tournament: a four-digit index is a typing error
RATING_CHANGES = MappingProxyType({"dwz": RatingSystem.DWZ, "fide": RatingSystem.FIDE, "none": RatingSystem.NONE})
_DWZ_WITH_INDEX = re.compile(r"\s*(-?\d+)\s*-\s*(-?\d+)\s*")
_DWZ_HINT = "a DWZ as the DSB's list writes it, e.g. dwz: 1650-23 (the rating, then its index), or dwz: 1650"
_INDEX_HINT = "the index is the number of evaluations so far, e.g. dwz_index: 23; leave it out if you do not know it"


def read_rating_change(node: YamlNode, problems: Problems) -> tuple[bool, RatingSystem | None]:
    """(whether it was read, the system): dwz, fide or none; `false` is none, `true` as the data has it."""
    value = node.value if isinstance(node, Scalar) else None
    if isinstance(value, bool):
        return True, None if value else RatingSystem.NONE
    text = value.strip().casefold() if isinstance(value, str) else ""
    if text in RATING_CHANGES:
        return True, RATING_CHANGES[text]
    problems.append(node.problem(f"'rating_change' must be dwz, fide or none, not {node.describe()}",
                                 "dwz: the German rating's change; fide: FIDE's; none: no rating change; leave "
                                 "it out to follow the data (players with dwz: show the DWZ)"))
    return False, None


def read_unrated_rating(node: YamlNode, fields: dict[str, object], problems: Problems) -> None:
    """`unrated_rating: 1000` (the rating an unrated opponent counts as in ARO, TPR, PTP, APRO, APPO) or
    `unrated_rating: leave-out` (unrated opponents left out of those averages): the "detailed rules on the
    handling of unrated players" C.07 Art. 10 asks the regulations for (docs/rules/decisions.md §2.17)."""
    if isinstance(node, Scalar) and isinstance(node.value, str) and node.value.strip().lower() in (
            "leave-out", "leave out", "left-out"):
        fields["unrated_left_out"] = True
        return
    hint = "a rating such as 1000, or 'leave-out' to leave unrated opponents out of the rating-based tie-breaks"
    if not (isinstance(node, Scalar) and isinstance(node.value, int) and not isinstance(node.value, bool)):
        problems.append(node.problem(f"'unrated_rating' must be a rating or leave-out, not {node.describe()}",
                                     hint))
        return
    if (value := read_whole_number(node, "unrated_rating", problems, minimum=0, maximum=4000)) is not None:
        fields["unrated_rating"] = value


def read_player_dwz(node: Mapping, problems: Problems) -> dict[str, object]:
    """A player's `dwz` and `dwz_index` as Player fields (none when not given; a DWZ of 0 is none, as a rating of
    0 is in TRF)."""
    dwz_node, index_node = node.get("dwz"), node.get("dwz_index")
    found: dict[str, object] = {}
    dwz = index = None
    if dwz_node is not None and not _null(dwz_node):
        dwz, index = _dwz(dwz_node, problems)
    if index_node is not None and not _null(index_node):
        given = _index(index_node, problems)
        if index is not None and given is not None and given != index:
            problems.append(index_node.problem(f"dwz_index {given} contradicts the index {index} of dwz "
                                               f"'{_text(dwz_node)}'", "give the index once"))
        elif dwz_node is None or _null(dwz_node):
            problems.append(index_node.problem("a dwz_index without a dwz", "add the DWZ it belongs to, e.g. "
                                               "dwz: 1650 (or write both as dwz: 1650-23)"))
        else:
            index = given if given is not None else index
    if dwz:
        found["dwz"] = dwz
        if index is not None:
            found["dwz_index"] = index
    return found


def _dwz(node: YamlNode, problems: Problems) -> tuple[int | None, int | None]:
    value = node.value if isinstance(node, Scalar) else None
    if isinstance(value, int) and not isinstance(value, bool):
        return _rating(node, value, problems), None
    match = _DWZ_WITH_INDEX.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        problems.append(node.problem(f"'dwz' must be a DWZ such as 1650 or 1650-23, not {node.describe()}",
                                     _DWZ_HINT))
        return None, None
    rating = _rating(node, int(match[1]), problems)
    index = int(match[2])
    if not 0 <= index <= MAX_INDEX:
        problems.append(node.problem(f"the index of dwz '{_text(node)}' is {index}: an index is a count of "
                                     f"evaluations, from 0 to {MAX_INDEX}", _INDEX_HINT))
        return rating, None
    return rating, index


def _rating(node: YamlNode, rating: int, problems: Problems) -> int | None:
    if 0 <= rating <= MAX_DWZ:
        return rating or None
    problems.append(node.problem(f"a DWZ of {rating} is impossible: the DSB's ratings lie between 1 and {MAX_DWZ} "
                                 "(0 or nothing: no DWZ)", _DWZ_HINT))
    return None


def _index(node: YamlNode, problems: Problems) -> int | None:
    value = node.value if isinstance(node, Scalar) else None
    if not isinstance(value, int) or isinstance(value, bool):
        problems.append(node.problem(f"'dwz_index' must be a whole number, not {node.describe()}", _INDEX_HINT))
        return None
    if not 0 <= value <= MAX_INDEX:
        problems.append(node.problem(f"a DWZ index of {value} is impossible: an index is a count of evaluations, "
                                     f"from 0 to {MAX_INDEX}", _INDEX_HINT))
        return None
    return value


def _null(node: YamlNode) -> bool:
    return isinstance(node, Scalar) and node.is_null


def _text(node: YamlNode | None) -> str:
    return node.text.strip() if isinstance(node, Scalar) else ""


def dwz_warnings(tournament: Tournament, nodes: TypingMapping[int, tuple[Player, YamlNode]]) -> list[Problem]:
    """What the DWZ evaluation will have to assume, said where the player is written: a rated player without a
    birth year counts as over 25 in E (Annex 1.2: J = 15); a DWZ without its index, as an index above 5 (E at
    most 30). Only for a tournament that shows the DWZ."""
    if system_of(tournament) is not RatingSystem.DWZ:
        return []
    problems: list[Problem] = []
    no_index: list[tuple[Player, YamlNode]] = []
    for start in sorted(nodes):
        player, node = nodes[start]
        if not (player.dwz or player.rating):
            continue
        if birth_year(player.birth) is None:
            read = f" ('{player.birth}' is not a year)" if player.birth else ""
            problems.append(node.warning(
                f"{player.name} has no birth year{read}: the DWZ's coefficient E counts {_them(player)} as over "
                f"25, with J = 15 (WO Annex 1.2)", "add the year of birth, e.g. birth: 1990"))
        if player.dwz and player.dwz_index is None:
            no_index.append((player, node))
    if no_index:
        first, node = no_index[0]
        names = ", ".join(p.name for p, _ in no_index[:3]) + (", …" if len(no_index) > 3 else "")
        problems.append(node.warning(
            f"{len(no_index)} DWZ without an index ({names}): E is bounded as for an index above 5 (at most 30), "
            "which is wrong for a DWZ evaluated five times or fewer", "write each DWZ with its index as the DSB's "
            "list shows it, e.g. dwz: 1650-23"))
    return problems


def _them(player: Player) -> str:
    return {"f": "her", "m": "him"}.get((player.sex or "").casefold(), "the player")
