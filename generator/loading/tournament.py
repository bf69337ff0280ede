"""content/<slug>/tournament.yml: settings and players; the rounds are read by `rounds`."""
from __future__ import annotations

import re
from dataclasses import fields, replace
from fractions import Fraction
from pathlib import Path
from typing import TypeVar, cast

from generator.core.errors import Problem, did_you_mean
from generator.core.model import (
    TITLES,
    Colour,
    PairingSystem,
    Player,
    PointSystem,
    RuleSet,
    Start,
    Tournament,
    WithdrawalRule,
)
from generator.core.pairing.berger import CYCLES, MIN_PLAYERS, VarmaError, rounds_per_cycle, varma_draw
from generator.core.tiebreaks.codes import MODIFIERS, UnknownTieBreak, all_codes, read_code
from generator.loading.keizer import keizer_settings
from generator.loading.players import PlayerIndex, resolve
from generator.loading.prizes import read_prize_fund
from generator.loading.ratings import dwz_warnings, read_player_dwz, read_rating_change, read_unrated_rating
from generator.loading.rounds import read_rounds
from generator.loading.schedule import read_round_times, read_schedule
from generator.loading.site import read_language
from generator.loading.values import (
    TOURNAMENT_FILE,
    Problems,
    as_mapping,
    check_keys,
    items_of,
    read_choice,
    read_date,
    read_points,
    read_text,
    read_whole_number,
    read_yaml,
    root_mapping,
    unknown_key,
)
from generator.loading.yamlsource import Mapping, Scalar, Sequence, YamlNode

TOURNAMENT_KEYS = ("name", "date", "dates", "venue", "rounds", "pairing", "rules", "tiebreaks", "points",
                   "initial_colour", "initial_color", "players", "withdrawn", "forbidden_pairs",
                   "arbiter", "organiser", "time_control", "website", "info", "schedule", "language",
                   "acceleration", "cycles", "pairing_numbers", "withdrawal", "seeding_rounds",
                   "scenarios", "rating_change", "unrated_rating", "keizer", "time", "categories", "prizes")
_EXTRA_TOURNAMENT_KEYS = ("arbiter", "organiser", "time_control", "website")
PLAYER_KEYS = ("no", "name", "rating", "fide_id", "fed", "federation", "club", "title", "sex", "birth",
               "withdrawn", "pairing_number", "k", "dwz", "dwz_index", "national_id")
POINT_KEYS = tuple(f.name for f in fields(PointSystem))
T = TypeVar("T")


class TournamentReader:
    """Reads one tournament folder, recording every problem."""

    def __init__(self, folder: Path, shown: str, problems: Problems, games: bool = False) -> None:
        self.games = games   # read the rounds' games files too (a site's build)
        self.folder = folder
        self.shown = shown
        self.file = f"{shown}/{TOURNAMENT_FILE}"
        self.problems = problems
        self.fields: dict[str, object] = {}
        self.withdrawals: dict[Start, int] = {}
        self.withdrawal_nodes: dict[Start, YamlNode] = {}
        self.left_out: list[Player] = []        # named in the list, but not taken (their number was taken)
        self.pairing_number_nodes: dict[Start, YamlNode] = {}   # round robins: `pairing_number:` as given
        self.player_nodes: dict[int, tuple[Player, YamlNode]] = {}   # each player taken, with its entry

    def read(self) -> Tournament | None:
        """The tournament with its rounds, or None when tournament.yml cannot be used at all."""
        parsed = read_yaml(self.folder / TOURNAMENT_FILE, self.file, self.problems)
        mapping = root_mapping(parsed, self.file, self.problems, "name: Autumn Open 2026")
        if mapping is None:
            return None
        check_keys(mapping, TOURNAMENT_KEYS, TOURNAMENT_FILE, self.problems)
        self._settings(mapping)
        players = self._players(mapping.get("players"), mapping)
        listed = mapping.get("players")
        unreadable = not isinstance(listed, Sequence) and not (isinstance(listed, Scalar) and listed.is_null)
        index = PlayerIndex(players, self.left_out, unreadable=listed is not None and unreadable)
        self._withdrawn_map(mapping.get("withdrawn"), index)
        self.fields["withdrawals"] = dict(sorted(self.withdrawals.items()))
        self._forbidden_pairs(mapping.get("forbidden_pairs"), index)
        planned = cast("int | None", self.fields.get("planned_rounds"))
        if planned is None:
            planned = 0 if "rounds" in mapping else self._default_planned_rounds(mapping, len(players))
        self._round_robin(mapping, players, planned)
        self._check_withdrawal_rounds(planned)
        if (dates := read_schedule(mapping.get("schedule"), planned, self.problems)) is not None:
            self.fields["schedule"] = dates
        if (times := read_round_times(mapping.get("time"), planned, self.problems)) is not None:
            self.fields["round_times"] = times
        self._acceleration(mapping.get("acceleration"), index, planned)
        self.fields["keizer"] = keizer_settings(mapping, self.fields.get("pairing"), len(players), self.problems)
        self.fields["prize_fund"] = read_prize_fund(mapping, players, index, self.problems, self.fields.get(
            "start_date"), self.fields.get("end_date"), self.player_nodes)  # type: ignore[arg-type]
        tournament = Tournament(slug=self.folder.name, players=tuple(sorted(players, key=lambda p: p.start)),
                                **self.fields)  # type: ignore[arg-type]  # each field's reader checked its type
        rounds = read_rounds(self.folder, self.shown, tournament, index, self.problems, self.games)
        self.problems.extend(dwz_warnings(tournament, self.player_nodes))
        return replace(tournament, rounds=rounds)

    # -- settings ------------------------------------------------------------------------------------------

    def _settings(self, mapping: Mapping) -> None:
        p, f = self.problems, self.fields
        name_node = mapping.get("name")
        if name_node is None:
            p.append(mapping.problem("tournament.yml has no 'name'", "add e.g. name: Autumn Open 2026"))
            f["name"] = self.folder.name
        else:
            f["name"] = read_text(name_node, "name", p) or self.folder.name
        if (node := mapping.get("venue")) is not None:
            f["venue"] = read_text(node, "venue", p)
        if (node := mapping.get("language")) is not None:
            f["language"] = read_language(node, self.folder.parent.parent, p)
        if (node := mapping.get("rounds")) is not None:
            if (rounds := read_whole_number(node, "rounds", p, minimum=1)) is not None:
                f["planned_rounds"] = rounds
        if (node := mapping.get("pairing")) is not None:
            if (pairing := read_choice(node, "pairing", {s.value: s for s in PairingSystem}, p)) is not None:
                f["pairing"] = pairing
        if (node := mapping.get("cycles")) is not None:
            self._read_cycles(node)
        if (node := mapping.get("withdrawal")) is not None:
            f["withdrawal"] = read_choice(node, "withdrawal", {r.value: r for r in WithdrawalRule}, p)
        if (node := mapping.get("rating_change")) is not None and (read := read_rating_change(node, p))[0]:
            f["rating_change"] = read[1]
        if (node := mapping.get("unrated_rating")) is not None:
            read_unrated_rating(node, f, p)
        if (node := mapping.get("rules")) is not None and not (isinstance(node, Scalar) and node.is_null):
            f["rules"] = read_choice(node, "rules", {s.value: s for s in RuleSet}, p)
        colour_key = "initial_colour" if "initial_colour" in mapping else "initial_color"
        if (node := mapping.get(colour_key)) is not None:
            f["initial_colour"] = read_choice(node, colour_key, {"white": Colour.WHITE, "black": Colour.BLACK}, p)
        if (node := mapping.get("seeding_rounds")) is not None:
            self._seeding_rounds(node)
        self._dates(mapping)
        if (node := mapping.get("tiebreaks")) is not None:
            f["tiebreaks"] = self._tiebreaks(node)
        if (node := mapping.get("points")) is not None:
            f["points"] = self._point_system(node)
        f["extra"] = self._extra(mapping)
        if (node := mapping.get("scenarios")) is not None:
            self._scenarios(node)

    def _scenarios(self, node: YamlNode) -> None:
        """`scenarios: {places: 3}`: how many prize places the "what's at stake" statements speak of."""
        mapping = as_mapping(node, "scenarios", self.problems)
        if mapping is None:
            return
        check_keys(mapping, ("places",), "scenarios", self.problems)
        if (places := mapping.get("places")) is not None:
            if (value := read_whole_number(places, "places", self.problems, minimum=1, maximum=20)) is not None:
                self.fields["scenario_places"] = value

    def _field(self, key: str, default: T) -> T:
        """A field read so far, or `default`; its reader stored a value of the default's type."""
        return cast(T, self.fields.get(key, default))

    def _seeding_rounds(self, node: YamlNode) -> None:
        """`seeding_rounds: N` (Burstein 2025, C.04.4.2 Art. 1.6): the first N rounds are paired by the Dutch
        system; without it, half the rounds (rounded down), at most 4. From 0 to the number of rounds."""
        pairing = self._field("pairing", PairingSystem.BURSTEIN)
        if pairing is not PairingSystem.BURSTEIN_2025:
            self.problems.append(node.problem(
                f"'seeding_rounds' belongs to the Burstein system as applied from 2025, but this tournament is "
                f"paired by '{pairing.value}'", "set 'pairing: burstein-2025', or remove 'seeding_rounds'"))
            return
        if (count := read_whole_number(node, "seeding_rounds", self.problems)) is None:
            return
        planned = self._field("planned_rounds", 0)
        if planned and count > planned:
            default = min(planned // 2, 4)
            self.problems.append(node.problem(
                f"{count} seeding rounds asked for, but the tournament has only {planned} rounds",
                f"at most {planned}; without 'seeding_rounds' the first {default} (half the rounds, at most 4) "
                f"are seeding rounds"))
            return
        self.fields["seeding_rounds"] = count

    def _dates(self, mapping: Mapping) -> None:
        single, both = mapping.get("date"), mapping.get("dates")
        if single is not None and both is not None:
            self.problems.append(both.problem("give either 'date' (one day) or 'dates' (start and end), not both"))
            return
        if single is not None:
            day = read_date(single, "date", self.problems)
            self.fields["start_date"] = self.fields["end_date"] = day
            return
        if both is None:
            return
        start_node, end_node = self._date_range_nodes(both)
        if start_node is None:
            return
        start = read_date(start_node, "start", self.problems)
        end = read_date(end_node, "end", self.problems) if end_node is not None else start
        if start and end and end < start and end_node is not None:
            self.problems.append(end_node.problem(f"the tournament ends ({end}) before it starts ({start})"))
        self.fields["start_date"], self.fields["end_date"] = start, end

    def _date_range_nodes(self, node: YamlNode) -> tuple[YamlNode | None, YamlNode | None]:
        if isinstance(node, Mapping):
            check_keys(node, ("start", "end"), "dates", self.problems)
            if node.get("start") is None:
                self.problems.append(node.problem("'dates' has no 'start'", "dates: {start: 2026-09-03, end: "
                                                                            "2026-10-15}"))
            return node.get("start"), node.get("end")
        if isinstance(node, Sequence) and len(node) == 2:
            return node.items[0], node.items[1]
        self.problems.append(node.problem(f"'dates' must be start and end, not {node.describe()}",
                                          "dates: {start: 2026-09-03, end: 2026-10-15}"))
        return None, None

    def _acceleration(self, node: YamlNode | None, index: PlayerIndex, planned: int) -> None:
        """`acceleration: baku` (FIDE Baku acceleration, Dutch system) or, per player, the virtual points of
        each round from round 1: `{Brandt: [1, 1, ½], 2: [1, 1, ½]}` (as TRF XXA/250 give them)."""
        if node is None or (isinstance(node, Scalar) and node.is_null):
            return
        if isinstance(node, Mapping):
            self._explicit_acceleration(node, index, planned)
        elif read_choice(node, "acceleration", {"baku": True}, self.problems):
            self._check_baku(node)

    def _check_baku(self, node: YamlNode) -> None:
        """docs/rules/dutch.md §9.2: Baku belongs to the Dutch system and needs win = 2 × draw and loss = 0."""
        pairing = self._field("pairing", PairingSystem.BURSTEIN)
        points = self._field("points", PointSystem())
        if pairing is not PairingSystem.DUTCH:
            self.problems.append(node.problem(
                f"Baku acceleration is part of the Dutch system, but this tournament is paired by "
                f"'{pairing.value}'", "set 'pairing: dutch', or give the virtual points per player"))
        elif points.win != 2 * points.draw or points.loss != 0:
            self.problems.append(node.problem(
                "Baku acceleration needs a win worth twice a draw and a loss worth 0 (FIDE C.04.7)",
                "use the default points, or give the virtual points per player"))
        else:
            self.fields["baku_acceleration"] = True

    def _explicit_acceleration(self, node: Mapping, index: PlayerIndex, planned: int) -> None:
        values: dict[Start, tuple[Fraction, ...]] = {}
        for key, value in node.items():
            player = resolve(key, index, self.problems)
            rounds = items_of(value)
            points = [read_points(item, "acceleration", self.problems) for item in rounds]
            if planned and len(rounds) > planned:
                self.problems.append(rounds[planned].problem(
                    f"acceleration gives {len(rounds)} rounds, but only {planned} rounds are planned",
                    "one value per round from round 1: [1, 1, ½] means 1 point in rounds 1 and 2, ½ in round 3"))
            read = [point for point in points if point is not None]
            if player is None or len(read) < len(points):
                continue
            if player.start in values:
                self.problems.append(key.problem(f"the acceleration of {player.name} is given twice"))
                continue
            values[player.start] = tuple(read)
        self.fields["acceleration"] = dict(sorted(values.items()))

    def _tiebreaks(self, node: YamlNode) -> tuple[str, ...]:
        codes: list[str] = []
        for item in items_of(node):
            text = read_text(item, "tiebreaks", self.problems)
            if text is None:
                continue
            try:
                code = read_code(text)[0]
            except UnknownTieBreak as exc:
                self.problems.append(self._unknown_tiebreak(item, text, exc))
                continue
            if code in codes:
                self.problems.append(item.problem(f"tie-break '{code}' is listed twice"))
            else:
                codes.append(code)
        return tuple(codes)

    @staticmethod
    def _unknown_tiebreak(node: YamlNode, text: str, exc: UnknownTieBreak) -> Problem:
        codes = all_codes()
        message = f"unknown tie-break '{text}'"
        guess = did_you_mean(text.strip().upper().replace("-", "/"), codes)
        if guess:
            message += f" — did you mean '{guess}'?"
        base = text.strip().upper().replace("-", "/").split("/")[0]
        about_modifier = base in MODIFIERS and exc.hint and "modifier" in exc.hint
        hint = exc.hint if about_modifier else f"tie-breaks are: {', '.join(codes)}"
        return node.problem(message, hint)

    def _point_system(self, node: YamlNode) -> PointSystem:
        mapping = as_mapping(node, "'points'", self.problems)
        if mapping is None:
            return PointSystem()
        check_keys(mapping, POINT_KEYS, "points", self.problems)
        given: dict[str, Fraction] = {}
        for key, value in mapping.items():
            if key.text in POINT_KEYS and (points := read_points(value, key.text, self.problems)) is not None:
                given[key.text] = points
        # A changed win or draw carries over to the unplayed results worth the same by default.
        for follower, leader in (("forfeit_win", "win"), ("pab", "win"), ("full_bye", "win"),
                                 ("half_bye", "draw"), ("forfeit_loss", "loss"), ("zero_bye", "loss")):
            if leader in given:
                given.setdefault(follower, given[leader])
        return PointSystem(**given)

    def _extra(self, mapping: Mapping) -> tuple[tuple[str, str], ...]:
        extra = []
        for key in _EXTRA_TOURNAMENT_KEYS:
            if (node := mapping.get(key)) is not None and (text := read_text(node, key, self.problems)):
                extra.append((key, text))
        info = as_mapping(mapping.get("info"), "'info'", self.problems)
        if info is not None:
            for name, value in info.items():
                if (text := read_text(value, name.text, self.problems)) is not None:
                    extra.append((name.text, text))
        return tuple(extra)

    def _default_planned_rounds(self, mapping: Mapping, player_count: int) -> int:
        if self.fields.get("pairing") is PairingSystem.ROUND_ROBIN:
            rounds = rounds_per_cycle(player_count) * self._cycles() if player_count >= MIN_PLAYERS else 0
            self.fields["planned_rounds"] = rounds
            return rounds
        if self.fields.get("pairing") is PairingSystem.KEIZER:   # a season of club evenings: as many as are played
            return 0
        self.problems.append(mapping.problem("tournament.yml has no 'rounds' (the number of rounds planned)",
                                             "add e.g. rounds: 7"))
        return 0

    # -- round robins (docs/rules/round-robin.md) ------------------------------------------------------------

    def _cycles(self) -> int:
        return self._field("cycles", 1)

    def _read_cycles(self, node: YamlNode) -> None:
        cycles = read_whole_number(node, "cycles", self.problems, minimum=1)
        if cycles is None:
            return
        if cycles not in CYCLES:
            self.problems.append(node.problem(
                f"a round robin is played over one cycle or two, not {cycles}",
                "cycles: 1 (everyone meets once) or cycles: 2 (twice, colours reversed in the second cycle)"))
            return
        self.fields["cycles"] = cycles

    def _round_robin(self, mapping: Mapping, players: list[Player], planned: int) -> None:
        """The round-robin keys: only for a round robin, which needs 3 players and plays whole cycles. (The
        Berger tables and the pairing core are imported for round robins only: a Swiss's `bulletin standings`
        has no use for them.)"""
        pairing = self._field("pairing", PairingSystem.BURSTEIN)
        if pairing is not PairingSystem.ROUND_ROBIN:
            given: list[tuple[str, YamlNode]] = [(key, mapping.key_node(key)) for key in
                                                 ("cycles", "pairing_numbers", "withdrawal") if key in mapping]
            given += [("pairing_number", node) for node in self.pairing_number_nodes.values()]
            for key, node in given:
                self.problems.append(node.problem(f"'{key}' is for round robins, but this tournament is paired by "
                                                  f"'{pairing.value}'", "set 'pairing: round-robin', or remove it"))
            return
        if len(players) < MIN_PLAYERS:
            where = mapping.get("players") or mapping
            self.problems.append(where.problem(
                f"a round robin needs at least {MIN_PLAYERS} players, but tournament.yml lists {len(players)}",
                "add players, or pair the tournament as a Swiss (pairing: burstein)"))
            return
        self._check_round_robin_rounds(mapping, len(players), planned)
        self._pairing_numbers(mapping.get("pairing_numbers"), players)

    def _check_round_robin_rounds(self, mapping: Mapping, player_count: int, planned: int) -> None:
        expected = rounds_per_cycle(player_count) * self._cycles()
        node = mapping.get("rounds")
        if node is not None and planned and planned != expected:
            cycles = "one cycle" if self._cycles() == 1 else "two cycles"
            self.problems.append(node.problem(
                f"a round robin of {player_count} players over {cycles} has {expected} rounds, not {planned}",
                "leave 'rounds' out: it follows from the players and 'cycles'"))

    def _pairing_numbers(self, node: YamlNode | None, players: list[Player]) -> None:
        """`pairing_numbers: varma` (C.05 Annex 2), or a `pairing_number:` for every player (a drawing of lots);
        without either the starting order numbers the players."""
        given = self.pairing_number_nodes
        if node is not None:
            if not read_choice(node, "pairing_numbers", {"varma": True}, self.problems):
                return
            if given:
                self.problems.append(next(iter(given.values())).problem(
                    "'pairing_numbers: varma' draws the pairing numbers, so a player's own 'pairing_number' "
                    "cannot count", "remove 'pairing_numbers: varma' or the players' pairing numbers"))
                return
            hint = "give each player a 'pairing_number' instead, as drawn by lot"
            try:
                draw = varma_draw(players)
            except VarmaError as exc:
                self.problems.append(node.problem(str(exc), hint))
                return
            self.fields["pairing_numbers"] = dict(sorted(draw.numbers.items()))
            self.problems.extend(node.warning(sentence, hint) for sentence in draw.split)
            return
        if given:
            self._given_pairing_numbers(players)

    def _given_pairing_numbers(self, players: list[Player]) -> None:
        numbers: dict[Start, int] = {}
        holders: dict[int, tuple[Player, YamlNode]] = {}
        for player in players:
            node = self.pairing_number_nodes.get(player.start)
            if node is None:
                self.problems.append(self.player_nodes[player.start][1].problem(
                    f"{player.name} has no 'pairing_number', but other players have one",
                    "give every player a pairing_number (1 to the number of players), or none: the starting order"))
                continue
            number = read_whole_number(node, "pairing_number", self.problems, minimum=1)
            if number is None:
                continue
            if number > len(players):
                self.problems.append(node.problem(
                    f"pairing number {number} is out of range: {len(players)} players have the numbers 1 to "
                    f"{len(players)}", "number the players from 1, as drawn by lot"))
            elif number in holders:
                other, other_node = holders[number]
                self.problems.append(node.problem(
                    f"pairing number {number} is already {other.name}'s (line {other_node.line})",
                    "each player needs a different pairing number"))
            else:
                holders[number] = (player, node)
                numbers[player.start] = number
        if len(numbers) == len(players):
            self.fields["pairing_numbers"] = dict(sorted(numbers.items()))

    # -- players -------------------------------------------------------------------------------------------

    def _players(self, node: YamlNode | None, mapping: Mapping) -> list[Player]:
        if node is None:
            self.problems.append(mapping.problem("tournament.yml has no 'players'",
                                                 "add a list: players: [\"Anna Weiß\", …]"))
            return []
        if not isinstance(node, Sequence):
            if not (isinstance(node, Scalar) and node.is_null):
                self.problems.append(node.problem(f"'players' must be a list, not {node.describe()}"))
            return []
        players: list[Player] = []
        first_line: dict[int, tuple[Player, YamlNode]] = self.player_nodes
        for position, item in enumerate(node.items, start=1):
            player = self._player(item, position)
            if player is None:
                continue
            if player.start in first_line:
                other, other_node = first_line[player.start]
                self.problems.append(item.problem(
                    f"starting number {player.start} is already used by {other.name} (line {other_node.line})",
                    "each player needs a different starting number"))
                self.left_out.append(player)
                continue
            first_line[player.start] = (player, item)
            players.append(player)
        return players

    def _player(self, node: YamlNode, position: int) -> Player | None:
        """A player: a mapping, a short list [no, name] / [no, name, rating], or just a name."""
        if isinstance(node, Mapping):
            return self._player_mapping(node, position)
        if isinstance(node, Sequence):
            return self._player_list(node)
        name = read_text(node, "players", self.problems)
        return Player(Start(position), name) if name else None

    def _player_list(self, node: Sequence) -> Player | None:
        if len(node) not in (2, 3):
            self.problems.append(node.problem(
                f"a player written as a list is [no, name] or [no, name, rating], but this one has "
                f"{len(node)} items", "use the mapping form for more, e.g. {no: 3, name: Anna Weiß, club: SK}; "
                                      "quote names that contain a comma"))
            return None
        start = read_whole_number(node.items[0], "no", self.problems, minimum=1)
        name = read_text(node.items[1], "name", self.problems)
        rating = self._rating(node.items[2]) if len(node) == 3 else None
        if start is None or not name:
            return None
        return Player(Start(start), name, rating)

    def _player_mapping(self, node: Mapping, position: int) -> Player | None:
        p = self.problems
        extra: list[tuple[str, str]] = []
        for key_node, given in node.items():
            if key_node.text in PLAYER_KEYS:
                continue
            near = did_you_mean(key_node.text, PLAYER_KEYS, cutoff=0.75)
            if near:
                p.append(unknown_key(key_node, PLAYER_KEYS, "a player"))
            elif (text := read_text(given, key_node.text, p)) is not None:
                extra.append((key_node.text, text))
        start_node = node.get("no")
        start = position if start_node is None else read_whole_number(start_node, "no", p, minimum=1)
        name_node = node.get("name")
        if name_node is None:
            p.append(node.problem("a player needs a 'name'"))
            return None
        name = read_text(name_node, "name", p)
        if start is None or not name:
            return None
        fields: dict[str, object] = {"extra": tuple(extra), **read_player_dwz(node, p)}
        if (value := node.get("rating")) is not None:
            fields["rating"] = self._rating(value)
        if (value := node.get("k")) is not None and not (isinstance(value, Scalar) and value.is_null):
            fields["k"] = self._k_factor(value)
        for key in ("fide_id", "club", "sex", "birth", "national_id"):
            if (value := node.get(key)) is not None and not (isinstance(value, Scalar) and value.is_null):
                fields[key] = read_text(value, key, p)
        fed_node = node.get("fed") if "fed" in node else node.get("federation")
        if fed_node is not None:
            fields["federation"] = self._federation(fed_node)
        if (value := node.get("title")) is not None:
            fields["title"] = read_choice(value, "title", {t.casefold(): t for t in TITLES}, p)
        if (value := node.get("withdrawn")) is not None:
            self._withdraw(Start(start), value)
        if (value := node.get("pairing_number")) is not None and not (isinstance(value, Scalar) and value.is_null):
            self.pairing_number_nodes.setdefault(Start(start), value)
        return Player(Start(start), name, **fields)  # type: ignore[arg-type]  # each field's reader checked its type

    def _rating(self, node: YamlNode) -> int | None:
        if isinstance(node, Scalar) and node.is_null:
            return None
        rating = read_whole_number(node, "rating", self.problems, minimum=0, maximum=4000)
        return rating or None  # 0 means unrated, as in TRF

    def _k_factor(self, node: YamlNode) -> int | None:
        """FIDE's K as its list publishes it (B.02 8.3.3: 40, 20 or 10, or lower under the 700 rule)."""
        return read_whole_number(node, "k", self.problems, minimum=1, maximum=40)

    def _federation(self, node: YamlNode) -> str | None:
        text = read_text(node, "fed", self.problems)
        if text is None:
            return None
        if re.fullmatch(r"[A-Za-z]{3}", text):
            return text.upper()
        self.problems.append(node.problem(f"'fed' must be a three-letter federation code such as GER, "
                                          f"not '{text}'"))
        return None

    # -- withdrawals and forbidden pairs ------------------------------------------------------------------

    def _withdraw(self, start: Start, node: YamlNode) -> None:
        first_missed = read_whole_number(node, "withdrawn", self.problems, minimum=1)
        if first_missed is None:
            return
        if start in self.withdrawals:
            self.problems.append(node.problem(f"the withdrawal of player no. {start} is given twice "
                                              f"(also on line {self.withdrawal_nodes[start].line})"))
            return
        self.withdrawals[start] = first_missed
        self.withdrawal_nodes[start] = node

    def _withdrawn_map(self, node: YamlNode | None, index: PlayerIndex) -> None:
        if node is None:
            return
        if not isinstance(node, Mapping):
            self.problems.append(node.problem(f"'withdrawn' must be a mapping of player: round, not "
                                              f"{node.describe()}", "withdrawn: {Meißner: 5} means: "
                                                                    "plays no more from round 5 on"))
            return
        mapping = node
        for key, value in mapping.items():
            player = resolve(key, index, self.problems)
            if player is not None:
                self._withdraw(player.start, value)

    def _check_withdrawal_rounds(self, planned: int) -> None:
        for start, first_missed in self.withdrawals.items():
            if planned and first_missed > planned:
                self.problems.append(self.withdrawal_nodes[start].problem(
                    f"withdrawal from round {first_missed}, but only {planned} rounds are planned",
                    "'withdrawn: N' names the first round the player misses"))

    def _forbidden_pairs(self, node: YamlNode | None, index: PlayerIndex) -> None:
        if node is None:
            return
        pairs = set()
        for item in items_of(node):
            if not isinstance(item, Sequence) or len(item) != 2:
                self.problems.append(item.problem(f"a forbidden pair is [player, player], not {item.describe()}"))
                continue
            players = [player for ref in item.items if (player := resolve(ref, index, self.problems)) is not None]
            if len(players) == len(item.items):
                pairs.add(frozenset(p.start for p in players))
        self.fields["forbidden_pairs"] = frozenset(pairs)
