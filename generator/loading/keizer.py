"""tournament.yml's `keizer:` block (docs/content-format.md "Keizer competitions"): a variant and the settings
that change it, each checked where it is written; values that would go below zero are refused at `top:`."""
from __future__ import annotations

import dataclasses
from fractions import Fraction

from generator.core.keizer.settings import (
    VARIANTS,
    KeizerSettingError,
    KeizerSettings,
    Recalculation,
    Rounding,
    SelfValue,
)
from generator.core.model import PairingSystem
from generator.loading.values import (
    Problems,
    as_mapping,
    check_keys,
    read_choice,
    read_flag,
    read_points,
    read_whole_number,
)
from generator.loading.yamlsource import Mapping, Scalar, YamlNode

SHARES = ("win", "draw", "loss", "forfeit_win", "forfeit_loss", "bye", "excused", "club", "unexcused")
KEYS = ("variant", "top", "ratio", "step", *SHARES, "absence_limit", "after_first_game", "own_value",
        "recalculation", "rounding", "rematch_after")


def keizer_settings(mapping: Mapping, pairing: object, players: int, problems: Problems) -> KeizerSettings | None:
    """The settings of a Keizer competition (the defaults without `keizer:`); None for another system, which may
    not have the block."""
    node = mapping.get("keizer")
    if pairing is not PairingSystem.KEIZER:
        system = pairing.value if isinstance(pairing, PairingSystem) else PairingSystem.BURSTEIN.value
        if node is not None:
            problems.append(node.problem(f"'keizer' belongs to Keizer competitions, but this tournament is paired by "
                                         f"'{system}'", "set 'pairing: keizer', or remove 'keizer'"))
        return None
    if node is None:
        settings = KeizerSettings()
        _check_values(settings, players, mapping.get("pairing") or mapping, problems)
        return settings
    return read_keizer(node, players, problems)


def read_keizer(node: YamlNode, players: int, problems: Problems) -> KeizerSettings | None:
    """The settings of `keizer:`, or None when the block is not a mapping (a problem is recorded)."""
    mapping = as_mapping(node, "'keizer'", problems)
    if mapping is None:
        return None
    check_keys(mapping, KEYS, "keizer", problems)
    settings = KeizerSettings()
    if (given := mapping.get("variant")) is not None:
        settings = read_choice(given, "variant", dict(VARIANTS), problems) or settings
    changes: dict[str, object] = {}
    for key in SHARES:
        if (given := mapping.get(key)) is not None and (share := _share(given, key, problems)) is not None:
            changes[key] = share
    if (given := mapping.get("top")) is not None:
        changes["top"] = read_whole_number(given, "top", problems, minimum=1)
    if (given := mapping.get("ratio")) is not None:
        changes["ratio"] = read_points(given, "ratio", problems)
    if (given := mapping.get("step")) is not None:
        changes["step"] = read_whole_number(given, "step", problems, minimum=1)
    never = set()   # settings given as 'never': no limit, no rematch
    if (given := mapping.get("absence_limit")) is not None:
        if _never(given):
            never.add("absence_limit")
        changes["absence_limit"] = None if _never(given) else read_whole_number(given, "absence_limit", problems)
    if (given := mapping.get("rematch_after")) is not None:
        if _never(given):
            never.add("rematch_gap")
        changes["rematch_gap"] = None if _never(given) else read_whole_number(given, "rematch_after", problems,
                                                                              minimum=1)
    if (given := mapping.get("after_first_game")) is not None:
        changes["after_first_game"] = read_flag(given, "after_first_game", problems)
    for key, field, kind in (("own_value", "self_value", SelfValue), ("recalculation", "recalculation", Recalculation),
                             ("rounding", "rounding", Rounding)):
        if (given := mapping.get(key)) is not None:
            changes[field] = read_choice(given, key, {member.value: member for member in kind}, problems)
    given_changes = {k: v for k, v in changes.items() if v is not None or k in never}
    settings = dataclasses.replace(settings, **given_changes)  # type: ignore[arg-type]  # each read by its type
    _check_values(settings, players, mapping.get("top") or mapping.get("ratio") or mapping.get("step") or node,
                  problems)
    return settings


def _never(node: YamlNode) -> bool:
    return isinstance(node, Scalar) and isinstance(node.value, str) and node.value.strip().lower() in ("never", "none")


def _share(node: YamlNode, key: str, problems: Problems) -> Fraction | None:
    """A share of a value: 35%, ⅓ as 1/3, 0.35, ½, 1."""
    text = node.text.strip() if isinstance(node, Scalar) and not node.is_null else ""
    if text.endswith("%") and text[:-1].strip().replace(".", "", 1).isdigit():
        percent = text[:-1].strip()
        whole, _, part = percent.partition(".")
        return Fraction(int(whole + part), 10 ** len(part) * 100)
    return read_points(node, key, problems)


def _check_values(settings: KeizerSettings, players: int, where: YamlNode, problems: Problems) -> None:
    try:
        settings.values(players)
    except KeizerSettingError as error:
        problems.append(where.problem(
            f"the Keizer values of {players} players cannot be made: {error}",
            f"set 'top' to {(players - 1) * settings.step} or more, or a lower 'step', or leave out 'top' for the "
            f"ratio rule (the first worth 'ratio' times the last, 3 by default)"))
