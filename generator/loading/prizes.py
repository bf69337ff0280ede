"""tournament.yml `categories:` and `prizes:`: the prize fund as the regulations declare it, every problem located.

    categories:
      U18: {age: U18}                     # born in the age year − 18 or later
      Women: {sex: f, title: Best woman}
      Seniors: {age: 65+}
      U1800: {rating: below 1800}
    prizes:
      currency: €
      sharing: hort                       # tiebreak (default), split or hort
      main: [300, 200, 150]
      U18: [40]
      Women: [60, {item: Book, value: 20}]

docs/content-format.md ("Categories and prizes") has every key; docs/rules/prizes.md the rules they set.
"""
from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from collections.abc import Sequence as Seq
from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

from generator.core.errors import did_you_mean
from generator.core.model import Player
from generator.core.prizes.categories import age_overlap, members, missing_birth
from generator.core.prizes.fund import (
    CENTS,
    AgeLimit,
    Category,
    EqualValue,
    Prize,
    PrizeFund,
    RatingBand,
    Sharing,
    category_slug,
)
from generator.loading.players import PlayerIndex, label, resolve
from generator.loading.values import (
    Problems,
    as_mapping,
    check_keys,
    items_of,
    read_choice,
    read_flag,
    read_points,
    read_text,
    read_whole_number,
)
from generator.loading.yamlsource import Mapping, Scalar, Sequence, YamlNode

CATEGORY_KEYS = ("title", "age", "born", "sex", "rating", "with_unrated", "unrated", "club", "federation",
                 "players", "min_points", "min_size")
CRITERIA = ("age", "born", "sex", "rating", "unrated", "club", "federation", "players")
SETTING_KEYS = ("currency", "sharing", "hort_share", "min_share", "rounding", "one_per_player", "equal_value",
                "age_year", "age_groups", "min_points", "withdrawn", "rating_list", "main")
AMOUNT_HINT = "write the amount as a number, such as 300 or 150.50; the currency goes once in 'currency: €'"
_AMOUNT = re.compile(r"(\d+)(?:[.,](\d{1,2}))?")
_AGE = re.compile(r"(?:u|under\s*)(\d{1,2})|(\d{1,3})\s*\+")
_BORN = re.compile(r"(\d{4})?\s*[-–]\s*(\d{4})?|(\d{4})")
_BAND = re.compile(r"(?:below|under|u)\s*(\d{3,4})|(?:from|over)\s*(\d{3,4})|(\d{3,4})\s*\+"
                   r"|(\d{3,4})\s*[-–]\s*(\d{3,4})")
_SEXES = MappingProxyType({"f": "f", "w": "f", "female": "f", "woman": "f", "women": "f", "m": "m", "male": "m",
                           "man": "m", "men": "m"})


def read_prize_fund(mapping: Mapping, players: Seq[Player], index: PlayerIndex, problems: Problems,
                    start: dt.date | None, end: dt.date | None,
                    player_nodes: dict[int, tuple[Player, YamlNode]]) -> PrizeFund | None:
    """The fund of `categories:` and `prizes:` (None when the tournament has neither)."""
    categories_node, prizes_node = mapping.get("categories"), mapping.get("prizes")
    if categories_node is None and prizes_node is None:
        return None
    reader = _FundReader(players, index, problems)
    categories = reader.categories(categories_node)
    fund = reader.settings(as_mapping(prizes_node, "prizes", problems), categories)
    held = start or end
    year = fund.age_year if fund.age_year is not None else held.year if held is not None else None
    fund = replace(fund, age_year=year)
    reader.check_ages(fund, player_nodes)
    return fund


class _FundReader:
    def __init__(self, players: Seq[Player], index: PlayerIndex, problems: Problems) -> None:
        self.players, self.index, self.problems = players, index, problems
        self.nodes: dict[str, Mapping] = {}            # each category's entry
        self.age_nodes: dict[str, YamlNode] = {}

    # -- categories ----------------------------------------------------------------------------------------

    def categories(self, node: YamlNode | None) -> tuple[Category, ...]:
        mapping = as_mapping(node, "categories", self.problems) if node is not None else None
        if mapping is None:
            return ()
        found: list[Category] = []
        slugs: dict[str, str] = {}
        for key, value in mapping.items():
            name = key.text.strip()
            if name in SETTING_KEYS:
                self.problems.append(key.problem(f"a category cannot be called '{name}': prizes: uses the word for "
                                                 "a setting", "give the category another name"))
                continue
            if (other := slugs.get(category_slug(name))) is not None:
                self.problems.append(key.problem(f"categories '{other}' and '{name}' would share a page address",
                                                 "give them names that differ in more than case and punctuation"))
                continue
            category = self._category(name, key, value)
            if category is not None:
                slugs[category_slug(name)] = name
                found.append(category)
        return tuple(found)

    def _category(self, name: str, key: Scalar, node: YamlNode) -> Category | None:
        entry = as_mapping(node, f"category '{name}'", self.problems)
        if entry is None:
            return None
        check_keys(entry, CATEGORY_KEYS, f"category '{name}'", self.problems)
        if not any(k in entry for k in CRITERIA):
            self.problems.append(key.problem(f"category '{name}' says nothing of who belongs to it",
                                             f"give it one of: {', '.join(CRITERIA)}, e.g. {name}: {{age: U18}}"))
            return None
        self.nodes[name] = entry
        fields: dict[str, object] = {"title": name}
        p = self.problems
        if (value := entry.get("title")) is not None:
            fields["title"] = read_text(value, "title", p) or name
        if "age" in entry and "born" in entry:
            p.append(entry["born"].problem(f"category '{name}' gives both 'age' and 'born'", "give one of them"))
        elif (value := entry.get("age")) is not None:
            fields["age"] = self._age(value)
            self.age_nodes[name] = value
        elif (value := entry.get("born")) is not None:
            fields["age"] = self._born(value)
            self.age_nodes[name] = value
        if (value := entry.get("sex")) is not None:
            fields["sex"] = read_choice(value, "sex", dict(_SEXES), p)
        if (value := entry.get("rating")) is not None:
            fields["rating"] = self._band(value, entry.get("with_unrated"))
        elif (value := entry.get("with_unrated")) is not None:
            p.append(value.problem("'with_unrated' belongs to a rating band", "give the category a 'rating'"))
        if (value := entry.get("unrated")) is not None:
            fields["unrated"] = read_flag(value, "unrated", p) is True
        if (value := entry.get("club")) is not None:
            fields["clubs"] = tuple(t for item in items_of(value) if (t := read_text(item, "club", p)))
        if (value := entry.get("federation")) is not None:
            fields["federations"] = tuple(t.upper() for item in items_of(value)
                                          if (t := read_text(item, "federation", p)))
        if (value := entry.get("players")) is not None:
            fields["players"] = tuple(player.start for item in items_of(value)
                                      if (player := resolve(item, self.index, p)) is not None)
        if (value := entry.get("min_points")) is not None:
            fields["min_points"] = read_points(value, "min_points", p)
        if (value := entry.get("min_size")) is not None:
            fields["min_size"] = read_whole_number(value, "min_size", p, minimum=1)
        return Category(name=name, **fields)  # type: ignore[arg-type]  # each field's reader checked its type

    def _age(self, node: YamlNode) -> AgeLimit | None:
        text = node.text.strip().casefold() if isinstance(node, Scalar) and not node.is_null else ""
        match = _AGE.fullmatch(text)
        if match is None:
            self.problems.append(node.problem(f"'age' must be an age group such as U18 or 65+, not {node.describe()}",
                                              "U18: born in the tournament's year − 18 or later; 65+: born in its "
                                              "year − 65 or earlier; for other bands write born: 2012-2013"))
            return None
        return AgeLimit(under=int(match[1])) if match[1] else AgeLimit(over=int(match[2]))

    def _born(self, node: YamlNode) -> AgeLimit | None:
        text = node.text.strip() if isinstance(node, Scalar) and not node.is_null else ""
        match = _BORN.fullmatch(text)
        if match is None or (match[3] is None and match[1] is None and match[2] is None):
            self.problems.append(node.problem(f"'born' must be birth years such as 2012-2013 or 2012, not "
                                              f"{node.describe()}", "2012-2013: born in 2012 or 2013; 2010-: born "
                                                                    "in 2010 or later; -1961: in 1961 or earlier"))
            return None
        if match[3] is not None:
            return AgeLimit(born=(int(match[3]), int(match[3])))
        first, last = (int(match[1]) if match[1] else None), (int(match[2]) if match[2] else None)
        if first is not None and last is not None and last < first:
            self.problems.append(node.problem(f"'born' runs backwards: {first} to {last}", f"write {last}-{first}"))
            return None
        return AgeLimit(born=(first, last))

    def _band(self, node: YamlNode, with_unrated: YamlNode | None) -> RatingBand | None:
        text = node.text.strip().casefold() if isinstance(node, Scalar) and not node.is_null else ""
        match = _BAND.fullmatch(text)
        unrated = with_unrated is not None and read_flag(with_unrated, "with_unrated", self.problems) is True
        if match is None:
            self.problems.append(node.problem(
                f"'rating' must be a band such as below 1800, 1600-1799 or from 2000, not {node.describe()}",
                "below 1800 (or U1800): 1799 and lower; 1600-1799: both included; from 2000 (or 2000+): 2000 and "
                "higher"))
            return None
        if match[1]:
            return RatingBand(high=int(match[1]) - 1, with_unrated=unrated)
        if match[2] or match[3]:
            return RatingBand(low=int(match[2] or match[3]), with_unrated=unrated)
        low, high = int(match[4]), int(match[5])
        if high < low:
            self.problems.append(node.problem(f"the rating band runs backwards: {low} to {high}",
                                              f"write {high}-{low}"))
            return None
        return RatingBand(low, high, unrated)

    # -- the prizes and their rules --------------------------------------------------------------------------

    def settings(self, mapping: Mapping | None, categories: tuple[Category, ...]) -> PrizeFund:
        fund = PrizeFund(categories=categories)
        if mapping is None:
            return fund
        names = {c.name for c in categories}
        prizes: dict[str, tuple[Prize, ...]] = {}
        for key, entry in mapping.items():
            if key.text.strip() in names:
                prizes[key.text.strip()] = self._prize_list(entry, key.text.strip())
            elif key.text.strip() not in SETTING_KEYS:
                self._unknown(key, names)
        fields = {field: read(node) for key, (field, read) in self._readers().items()
                  if (node := mapping.get(key)) is not None}
        if "hort_share" in fields and fields.get("sharing", Sharing.TIEBREAK) is not Sharing.HORT:
            self.problems.append(mapping["hort_share"].problem("'hort_share' is for prizes shared by the Hort system",
                                                               "set sharing: hort, or remove hort_share"))
        ordered = tuple((c.name, prizes[c.name]) for c in categories if c.name in prizes)
        return replace(fund, prizes=ordered, **{k: v for k, v in fields.items() if v is not None})  # type: ignore[arg-type]

    def _readers(self) -> dict[str, tuple[str, Callable[[YamlNode], object]]]:
        """Each setting of `prizes:`: the field of the fund it sets, and its reader (None: not set)."""
        p = self.problems
        return {
            "main": ("main", lambda n: self._prize_list(n, "main")),
            "currency": ("currency", lambda n: read_text(n, "currency", p)),
            "sharing": ("sharing", lambda n: read_choice(n, "sharing", {s.value: s for s in Sharing}, p)),
            "hort_share": ("hort_share", self._part),
            "min_share": ("min_share", lambda n: self._amount(n, "'min_share'")),
            "rounding": ("rounding", self._rounding),
            "one_per_player": ("one_per_player", lambda n: read_flag(n, "one_per_player", p)),
            "equal_value": ("equal_value", lambda n: read_choice(n, "equal_value", {e.value: e for e in EqualValue},
                                                                 p)),
            "age_year": ("age_year", lambda n: read_whole_number(n, "age_year", p, minimum=1900, maximum=2200)),
            "age_groups": ("disjoint_ages", lambda n: read_choice(n, "age_groups", {"nested": False, "disjoint": True},
                                                                  p)),
            "min_points": ("min_points", lambda n: read_points(n, "min_points", p)),
            "withdrawn": ("withdrawn_eligible", lambda n: read_choice(n, "withdrawn", {"eligible": True,
                                                                                      "excluded": False}, p)),
            "rating_list": ("rating_list", lambda n: read_text(n, "rating_list", p)),
        }

    def _unknown(self, key: Scalar, names: set[str]) -> None:
        guess = did_you_mean(key.text, [*names, *SETTING_KEYS])
        message = f"a prize for an undefined category '{key.text}'"
        if guess:
            message += f" — did you mean '{guess}'?"
        known = ", ".join(sorted(names)) or "none"
        self.problems.append(key.problem(message, f"categories declared under 'categories:': {known}; the settings "
                                                  f"of prizes: are {', '.join(SETTING_KEYS)}"))

    def _prize_list(self, node: YamlNode, name: str) -> tuple[Prize, ...]:
        if not isinstance(node, Sequence):
            if isinstance(node, Scalar) and node.is_null:
                return ()
            node_items = [node]      # one prize written alone: 'U18: 40'
        else:
            node_items = node.items
        return tuple(prize for item in node_items if (prize := self._prize(item, name)) is not None)

    def _prize(self, node: YamlNode, name: str) -> Prize | None:
        if isinstance(node, Mapping):
            check_keys(node, ("item", "value"), "a prize object", self.problems)
            item = node.get("item")
            if item is None:
                self.problems.append(node.problem(f"a prize of {name} written as a mapping needs an 'item'",
                                                  "e.g. {item: Trophy} or {item: Book, value: 20}"))
                return None
            text = read_text(item, "item", self.problems)
            value = self._amount(node["value"], "value") if "value" in node else 0
            return Prize(item=text, value=value or 0) if text else None
        cents = self._amount(node, f"a prize of {name}")
        return Prize(cents=cents) if cents is not None else None

    def _amount(self, node: YamlNode, what: str) -> int | None:
        """Money in cents, from the text as typed (never through a float): 300, 150.50, 150,50."""
        text = node.text.strip() if isinstance(node, Scalar) and not node.is_null and not isinstance(node.value, bool) \
            else ""
        match = _AMOUNT.fullmatch(text)
        if match is None:
            self.problems.append(node.problem(f"{what} must be an amount of money, not {node.describe()}", AMOUNT_HINT))
            return None
        return int(match[1]) * CENTS + int((match[2] or "0").ljust(2, "0"))

    def _rounding(self, node: YamlNode) -> int | None:
        cents = self._amount(node, "'rounding'")
        if cents is not None and cents < 1:
            self.problems.append(node.problem("'rounding' must be at least a cent, 0.01",
                                              "0.01: cents; 1: whole units"))
            return None
        return cents

    def _part(self, node: YamlNode) -> Fraction | None:
        text = node.text.strip() if isinstance(node, Scalar) and not node.is_null else ""
        try:
            part = Fraction(text[:-1].strip()) / 100 if text.endswith("%") else Fraction(text)
        except (ValueError, ZeroDivisionError):
            part = None
        if part is None or not 0 < part < 1:
            self.problems.append(node.problem(f"'hort_share' must be a part between 0 and 1 such as 50% or 1/2, not "
                                              f"{node.describe()}", "the part of his own place's prize each tied "
                                                                    "player keeps; the Hort system's is 50%"))
            return None
        return part

    # -- checks over the whole fund ----------------------------------------------------------------------------

    def check_ages(self, fund: PrizeFund, player_nodes: dict[int, tuple[Player, YamlNode]]) -> None:
        """Age groups need the tournament's year and, when the rules make them disjoint, no shared birth year;
        a player an age group cannot place for want of a birth year is named; a category of nobody is a warning."""
        year = fund.age_year
        aged = [c for c in fund.categories if c.age is not None]
        if year is None and any(c.age.under is not None or c.age.over is not None for c in aged if c.age):
            first = next(c for c in aged if c.age and c.age.born is None)
            self.problems.append(self.age_nodes[first.name].problem(
                f"category '{first.name}' counts ages in the tournament's year, but the tournament has no dates",
                "give the tournament 'dates', or prizes: 'age_year: 2026'"))
            return
        if fund.disjoint_ages and year is not None:
            for i, later in enumerate(aged):
                for earlier in aged[:i]:
                    shared = age_overlap(earlier.age, later.age, year)  # type: ignore[arg-type]
                    if shared is not None:
                        self.problems.append(self.age_nodes[later.name].problem(
                            f"age groups '{earlier.name}' and '{later.name}' overlap (born {_years(shared)}), but "
                            "the rules make age groups disjoint (age_groups: disjoint)",
                            "give each group its own birth years, e.g. born: 2012-2013, or set age_groups: nested"))
        for category in fund.categories:
            for player in missing_birth(category, self.players, year):
                where = player_nodes.get(player.start)
                node = where[1] if where is not None else self.age_nodes[category.name]
                self.problems.append(node.warning(
                    f"{label(player)} has no birth year: age category '{category.name}' leaves the player out",
                    "add the year to his line, e.g. birth: 2010"))
            if self.players and not members(category, self.players, year):
                self.problems.append(self.nodes[category.name].warning(
                    f"category '{category.name}' matches nobody of the {len(self.players)} players",
                    "check its criteria against the players' lines (birth, sex, rating, club)"))


def _years(span: tuple[int, int]) -> str:
    low, high = span
    if low <= -10**5:
        return f"{high} or earlier"
    if high >= 10**5:
        return f"{low} or later"
    return str(low) if low == high else f"{low}-{high}"
