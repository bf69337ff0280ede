"""Content files into the model: `site.yml`, `content/<slug>/tournament.yml` + `rounds/NN.yml`, news posts.

Every problem of a run is collected (never just the first), located at file:line:column with the source line
and a hint, and raised together as one `ContentError`, sorted by file and line. Warnings travel with the
loaded site. The format is documented in docs/content-format.md; this module is its single implementation.
"""
from __future__ import annotations

import datetime as dt
import difflib
import re
import unicodedata
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from typing import Iterable, TypeVar

from .config import LoadedSite, NewsPost, SiteConfig
from .errors import ContentError, Location, Problem, Severity, sort_problems
from .model import (Bye, ByeKind, Colour, Game, GameResult, PairingSystem, Player, PointSystem, Round,
                    RuleSet, Start, Tournament)
from .tiebreaks import TIEBREAKS, UnknownTieBreak, all_codes, parse_code
from .yamlsource import Mapping, ParsedYaml, Scalar, Sequence, Source, YamlNode, decode_utf8, parse_yaml

SITE_FILE = "site.yml"
CONTENT_DIR = "content"
NEWS_DIR = "news"
TOURNAMENT_FILE = "tournament.yml"
ROUNDS_DIR = "rounds"
FORMAT_DOC = "docs/content-format.md"

RESULT_HINT = ("write 1-0, 0-1 or ½-½ (also 1/2-1/2, 0.5-0.5 or =); a forfeit is +- (white wins) or -+ "
               "(black wins), a double forfeit --; leave it empty until the game is played")
_RESULTS = {
    "1-0": GameResult.WHITE_WINS, "0-1": GameResult.BLACK_WINS, "½-½": GameResult.DRAW, "=": GameResult.DRAW,
    "+-": GameResult.WHITE_WINS_FORFEIT, "-+": GameResult.BLACK_WINS_FORFEIT, "--": GameResult.DOUBLE_FORFEIT,
}
_BYE_KEYS = {"pab": ByeKind.PAB, "half": ByeKind.HALF, "zero": ByeKind.ZERO, "full": ByeKind.FULL}
_BYE_WORDS = {ByeKind.PAB: "pairing-allocated bye", ByeKind.HALF: "half-point bye",
              ByeKind.ZERO: "zero-point bye", ByeKind.FULL: "full-point bye"}
TITLES = ("GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM")

SITE_KEYS = ("title", "base_url", "language", "theme", "output", "tournaments", "description",
             "allow_raw_html")
TOURNAMENT_KEYS = ("name", "date", "dates", "venue", "rounds", "pairing", "rules", "tiebreaks", "points",
                   "initial_colour", "initial_color", "players", "withdrawn", "forbidden_pairs",
                   "arbiter", "organiser", "time_control", "website", "info")
_EXTRA_TOURNAMENT_KEYS = ("arbiter", "organiser", "time_control", "website")
PLAYER_KEYS = ("no", "name", "rating", "fide_id", "fed", "federation", "club", "title", "sex", "birth",
               "withdrawn")
POINT_KEYS = tuple(PointSystem.__dataclass_fields__)
ROUND_KEYS = ("round", "date", "boards", "byes")
BOARD_KEYS = ("white", "black", "result")
NEWS_KEYS = ("title", "date", "tournament", "round", "author", "draft")

E = TypeVar("E")
Problems = list[Problem]


# ---------------------------------------------------------------------------------------------------------
# Public entry points


def load_site(root: Path) -> LoadedSite:
    """Read a whole site. Raises `ContentError` with every problem when any of them is an error."""
    problems: Problems = []
    config, listed = _load_site_config(root, problems)
    tournaments = _load_tournaments(root, config, listed, problems)
    slugs = {t.slug: t for t in tournaments}
    news = _load_news(root, slugs, problems)
    _raise_on_errors(problems)
    return LoadedSite(root=root, config=config, tournaments=tuple(tournaments), news=tuple(news),
                      warnings=tuple(sort_problems(problems)))


def load_tournament(path: Path) -> tuple[Tournament, list[Problem]]:
    """Read one tournament: a content folder (tournament.yml or one *.trf), its tournament.yml, or a .trf file.

    Returns the tournament and its warnings; raises `ContentError` when there is any error.
    """
    problems: Problems = []
    if path.is_file() and path.name == TOURNAMENT_FILE:
        path = path.parent
    if path.is_file():
        tournament = _load_trf(path, path.stem, path.as_posix(), problems)
    else:
        tournament = _load_tournament_folder(path, path.as_posix(), problems)
    if tournament is None and not any(p.is_error for p in problems):
        problems.append(Problem(Location(path.as_posix()), f"no {TOURNAMENT_FILE} or .trf file here",
                                hint=f"a tournament folder holds {TOURNAMENT_FILE} and rounds/01.yml, …"))
    _raise_on_errors(problems)
    return tournament, sort_problems(problems)  # type: ignore[return-value]


def parse_result(text: str) -> GameResult | None:
    """A result as typed ('1-0', '½:½', '+-', '1/2-1/2', '=' …) or None when it is not one."""
    compact = "".join(text.split())
    compact = compact.replace("1/2", "½").replace("0.5", "½").replace("0,5", "½")
    if compact.count(":") == 1:  # German style 1:0, ½:½, +:-
        white, black = compact.split(":")
        forfeit = white in ("+", "-") and black in ("+", "-")
        compact = f"{white}{black}" if forfeit else f"{white}-{black}"
    return _RESULTS.get(compact)


def fold_name(name: str) -> str:
    """The form names are compared in: case, ß/ss, umlauts (ü = ue), accents and spacing do not matter."""
    text = unicodedata.normalize("NFC", " ".join(name.replace(",", ", ").split())).casefold()
    text = text.translate(_UMLAUTS)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c))


_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ı": "i"})


def _raise_on_errors(problems: Problems) -> None:
    if any(p.is_error for p in problems):
        raise ContentError(tuple(sort_problems(problems)))


# ---------------------------------------------------------------------------------------------------------
# Typed reading of located values: each returns None (and records a problem) when the value is wrong.


def _unknown_key(key: Scalar, known: Iterable[str], where: str) -> Problem:
    known = list(known)
    message = f"unknown key '{key.text}' in {where}"
    guess = _closest(key.text, known)
    if guess:
        message += f" — did you mean '{guess}'?"
    return key.problem(message, f"the keys of {where} are: {', '.join(known)}{_KEY_HINTS.get(where, '')}")


_KEY_HINTS = {"a player": "; other keys are kept as extra information about the player"}


def _closest(word: str, candidates: Iterable[str], cutoff: float = 0.6) -> str | None:
    pool = {c.casefold(): c for c in candidates}
    found = difflib.get_close_matches(word.casefold(), list(pool), n=1, cutoff=cutoff)
    return pool[found[0]] if found else None


def _check_keys(mapping: Mapping, known: tuple[str, ...], where: str, problems: Problems) -> None:
    for key, _ in mapping.items():
        if key.text not in known:
            problems.append(_unknown_key(key, known, where))


def _as_mapping(node: YamlNode | None, what: str, problems: Problems) -> Mapping | None:
    if node is None or isinstance(node, Mapping):
        return node
    problems.append(node.problem(f"{what} must be a mapping of 'key: value' lines, not {node.describe()}"))
    return None


def _text(node: YamlNode, key: str, problems: Problems) -> str | None:
    if isinstance(node, Scalar) and not node.is_null:
        value = node.value
        return value.strip() if isinstance(value, str) else node.text.strip()
    problems.append(node.problem(f"'{key}' must be text, not {node.describe()}"))
    return None


def _whole_number(node: YamlNode, key: str, problems: Problems, minimum: int = 0,
                  maximum: int | None = None) -> int | None:
    value = node.value if isinstance(node, Scalar) else None
    if not isinstance(value, int) or isinstance(value, bool):
        problems.append(node.problem(f"'{key}' must be a whole number, not {node.describe()}"))
        return None
    if value < minimum or (maximum is not None and value > maximum):
        upper = f" and at most {maximum}" if maximum is not None else ""
        problems.append(node.problem(f"'{key}' must be at least {minimum}{upper}, not {value}"))
        return None
    return value


def _date(node: YamlNode, key: str, problems: Problems) -> dt.date | None:
    value = node.value if isinstance(node, Scalar) else None
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    problems.append(node.problem(f"'{key}' must be a date like 2026-09-03, not {node.describe()}",
                                 "write dates as year-month-day"))
    return None


def _flag(node: YamlNode, key: str, problems: Problems) -> bool | None:
    value = node.value if isinstance(node, Scalar) else None
    if isinstance(value, bool):
        return value
    problems.append(node.problem(f"'{key}' must be true or false, not {node.describe()}"))
    return None


_POINTS = re.compile(r"(?P<whole>\d+)?(?:(?P<half>½)|\.(?P<decimal>\d+)|/(?P<denominator>\d+))?")


def _points(node: YamlNode, key: str, problems: Problems) -> Fraction | None:
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


def _choice(node: YamlNode, key: str, choices: dict[str, E], problems: Problems) -> E | None:
    text = _text(node, key, problems)
    if text is None:
        return None
    if text.casefold() in choices:
        return choices[text.casefold()]
    message = f"unknown {key} '{text}'"
    guess = _closest(text, choices)
    if guess:
        message += f" — did you mean '{guess}'?"
    problems.append(node.problem(message, f"'{key}' is one of: {', '.join(choices)}"))
    return None


def _items(node: YamlNode) -> list[YamlNode]:
    """A list, or a single value standing for a one-item list (short form)."""
    if isinstance(node, Sequence):
        return node.items
    if isinstance(node, Scalar) and node.is_null:
        return []
    return [node]


def _file_problem(name: str, message: str, hint: str | None = None,
                  severity: Severity = Severity.ERROR) -> Problem:
    return Problem(Location(name), message, None, hint, severity)


def _read_yaml(path: Path, name: str, problems: Problems) -> ParsedYaml | None:
    try:
        data = path.read_bytes()
    except OSError as exc:
        problems.append(_file_problem(name, f"cannot read the file: {exc.strerror or exc}"))
        return None
    text, problem = decode_utf8(data, name)
    if problem is not None:
        problems.append(problem)
        return None
    parsed = parse_yaml(text, name)
    problems.extend(parsed.problems)
    return parsed if parsed.root is not None or not parsed.problems else None


def _root_mapping(parsed: ParsedYaml | None, name: str, problems: Problems, example: str) -> Mapping | None:
    if parsed is None:
        return None
    if parsed.root is None:
        problems.append(_file_problem(name, "the file is empty", f"start it with e.g. {example}"))
        return None
    return _as_mapping(parsed.root, name.rsplit("/", 1)[-1], problems)


# ---------------------------------------------------------------------------------------------------------
# site.yml


def _load_site_config(root: Path, problems: Problems) -> tuple[SiteConfig, list[YamlNode]]:
    """The site settings, and the nodes of its `tournaments:` list (to point at a wrong name)."""
    path = root / SITE_FILE
    if not path.is_file():
        problems.append(_file_problem(SITE_FILE, f"no {SITE_FILE} in {root.as_posix()}",
                                      f"create it with at least 'title: …'; see {FORMAT_DOC}"))
        return SiteConfig(), []
    mapping = _root_mapping(_read_yaml(path, SITE_FILE, problems), SITE_FILE, problems, "title: My chess club")
    if mapping is None:
        return SiteConfig(), []
    _check_keys(mapping, SITE_KEYS, SITE_FILE, problems)
    values: dict[str, object] = {}
    for key, attribute in (("title", "title"), ("language", "language"), ("theme", "theme"),
                           ("output", "output_dir"), ("description", "description")):
        node = mapping.get(key)
        if node is not None and (text := _text(node, key, problems)) is not None:
            values[attribute] = text
    if (node := mapping.get("base_url")) is not None:
        values["base_url"] = _base_url(node, problems)
    if (node := mapping.get("allow_raw_html")) is not None:
        values["allow_raw_html"] = _flag(node, "allow_raw_html", problems)
    listed: list[YamlNode] = []
    if (node := mapping.get("tournaments")) is not None:
        listed = [item for item in _items(node) if _text(item, "tournaments", problems) is not None]
        values["tournaments"] = tuple(_text(item, "tournaments", problems) for item in listed)
    return SiteConfig(**{k: v for k, v in values.items() if v is not None}), listed


def _base_url(node: YamlNode, problems: Problems) -> str | None:
    text = _text(node, "base_url", problems)
    if text is None:
        return None
    if text.startswith("/") or re.match(r"https?://[^/\s]+", text):
        return text
    problems.append(node.problem(f"'base_url' must start with '/' or 'https://', not '{text}'",
                                 "e.g. base_url: /club-site/ or base_url: https://example.org/club-site/"))
    return None


# ---------------------------------------------------------------------------------------------------------
# Tournaments


def _load_tournaments(root: Path, config: SiteConfig, listed: list[YamlNode],
                      problems: Problems) -> list[Tournament]:
    content = root / CONTENT_DIR
    folders = sorted(p for p in content.iterdir() if p.is_dir() and p.name != NEWS_DIR
                     and not p.name.startswith(".")) if content.is_dir() else []
    candidates = {p.name: p for p in folders if (p / TOURNAMENT_FILE).is_file() or _trf_files(p)}
    slugs = list(candidates)
    if config.tournaments is not None:
        slugs = _narrowed_slugs(listed, candidates, problems)
    tournaments = []
    for slug in slugs:
        shown = f"{CONTENT_DIR}/{slug}"
        tournament = _load_tournament_folder(candidates[slug], shown, problems)
        if tournament is not None:
            tournaments.append(tournament)
    return tournaments


def _narrowed_slugs(listed: list[YamlNode], candidates: dict[str, Path], problems: Problems) -> list[str]:
    """site.yml `tournaments:` in its order; a name without a tournament folder is an error."""
    slugs = []
    for node in listed:
        slug = node.text.strip()  # type: ignore[attr-defined]
        if slug in slugs:
            problems.append(node.problem(f"tournament '{slug}' is listed twice"))
        elif slug in candidates:
            slugs.append(slug)
        else:
            message = f"unknown tournament '{slug}'"
            guess = _closest(slug, candidates)
            if guess:
                message += f" — did you mean '{guess}'?"
            hint = (f"tournament folders under {CONTENT_DIR}/: {', '.join(candidates)}" if candidates
                    else f"no folder under {CONTENT_DIR}/ holds a {TOURNAMENT_FILE}")
            problems.append(node.problem(message, hint))
    return slugs


def _trf_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.trf") if p.is_file())


def _load_tournament_folder(folder: Path, shown: str, problems: Problems) -> Tournament | None:
    if (folder / TOURNAMENT_FILE).is_file():
        return _TournamentReader(folder, shown, problems).read()
    trf = _trf_files(folder)
    if len(trf) > 1:
        problems.append(_file_problem(shown, f"{len(trf)} TRF files and no {TOURNAMENT_FILE}",
                                      "keep one .trf file per tournament folder"))
        return None
    if trf:
        return _load_trf(trf[0], folder.name, f"{shown}/{trf[0].name}", problems)
    return None


def _load_trf(path: Path, slug: str, shown: str, problems: Problems) -> Tournament | None:
    try:
        from .trf import read_trf
    except ModuleNotFoundError as exc:
        if exc.name != f"{__package__}.trf":
            raise
        problems.append(_file_problem(shown, "TRF files cannot be read by this version"))
        return None
    text, problem = decode_utf8(path.read_bytes(), shown)
    if problem is not None:
        problems.append(problem)
        return None
    try:
        return read_trf(text, shown, slug=slug)
    except ContentError as exc:
        problems.extend(exc.problems)
        return None


# ---------------------------------------------------------------------------------------------------------
# Players and references to them


class PlayerIndex:
    """Finds players by starting number, full name or unique surname; built once per tournament."""

    def __init__(self, players: Iterable[Player]) -> None:
        self.by_start: dict[int, Player] = {}
        self.full: dict[str, list[Player]] = {}
        self.surname: dict[str, list[Player]] = {}
        for player in players:
            self.by_start[player.start] = player
            for key in _full_name_keys(player.name):
                _add_unique(self.full, key, player)
            _add_unique(self.surname, fold_name(_surname(player.name)), player)

    def find(self, text: str) -> list[Player]:
        """Players matching a name: one exact full name, else players with that surname."""
        key = fold_name(text)
        return self.full.get(key) or self.surname.get(key) or []

    def suggestion(self, text: str) -> tuple[str, Player] | None:
        """The closest name (a surname when it is unique, else a full name) to a misspelt one."""
        shown: dict[str, tuple[str, Player]] = {}
        for key, players in self.surname.items():
            if len(players) == 1:
                shown[key] = (_surname(players[0].name), players[0])
        for key, players in self.full.items():
            if len(players) == 1:
                shown.setdefault(key, (players[0].name, players[0]))
        found = difflib.get_close_matches(fold_name(text), list(shown), n=1, cutoff=0.7)
        return shown[found[0]] if found else None


def _add_unique(index: dict[str, list[Player]], key: str, player: Player) -> None:
    bucket = index.setdefault(key, [])
    if player not in bucket:
        bucket.append(player)


def _surname(name: str) -> str:
    """'Meißner, Tobias' and 'Tobias Meißner' both have the surname 'Meißner'."""
    if "," in name:
        return name.split(",", 1)[0].strip()
    return name.split()[-1] if name.split() else name


def _full_name_keys(name: str) -> set[str]:
    """A name is found as written and in the other order ('Tobias Meißner' / 'Meißner, Tobias')."""
    keys = {fold_name(name)}
    if "," in name:
        surname, given = (part.strip() for part in name.split(",", 1))
        keys.add(fold_name(f"{given} {surname}"))
    elif len(name.split()) > 1:
        words = name.split()
        keys.add(fold_name(f"{words[-1]}, {' '.join(words[:-1])}"))
    return keys


def label(player: Player) -> str:
    """How messages name a player."""
    return f"{player.name} (no. {player.start})"


def _resolve(node: YamlNode, index: PlayerIndex, problems: Problems) -> Player | None:
    """A reference to a player: a starting number, or a name that picks out exactly one player."""
    value = node.value if isinstance(node, Scalar) else None
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool):
        if value in index.by_start:
            return index.by_start[value]
        numbers = sorted(index.by_start)
        hint = (f"starting numbers in tournament.yml run from {numbers[0]} to {numbers[-1]}" if numbers
                else "tournament.yml lists no players")
        problems.append(node.problem(f"there is no player no. {value}", hint))
        return None
    if not isinstance(value, str) or not value.strip():
        problems.append(node.problem(f"a player is a starting number or a name, not {node.describe()}"))
        return None
    found = index.find(value)
    if len(found) == 1:
        return found[0]
    if found:
        names = ", ".join(label(p) for p in sorted(found, key=lambda p: p.start))
        problems.append(node.problem(f"ambiguous player '{value.strip()}': {names}",
                                     "write the full name or the starting number"))
        return None
    message = f"unknown player '{value.strip()}'"
    guess = index.suggestion(value)
    if guess:
        message += f" — did you mean '{guess[0]}' (no. {guess[1].start})?"
    problems.append(node.problem(message, "refer to players by starting number or by a name from "
                                          "tournament.yml"))
    return None


# ---------------------------------------------------------------------------------------------------------
# tournament.yml and rounds/NN.yml


@dataclass
class _RoundEntries:
    """A round as read, with the nodes later checks point at."""

    round: Round
    anchor: YamlNode | None                            # the 'boards' key, or the file's root
    shown: str
    board_nodes: list[YamlNode] = field(default_factory=list)       # one per game, in order
    bye_nodes: list[YamlNode] = field(default_factory=list)         # one per bye, in order
    mentioned: dict[Start, str] = field(default_factory=dict)       # everyone named, even on a faulty board
    faulty: bool = False                                            # the file has errors


class _TournamentReader:
    """Reads one tournament folder, recording every problem."""

    def __init__(self, folder: Path, shown: str, problems: Problems) -> None:
        self.folder = folder
        self.shown = shown
        self.file = f"{shown}/{TOURNAMENT_FILE}"
        self.problems = problems
        self.fields: dict[str, object] = {}
        self.withdrawals: dict[Start, int] = {}
        self.withdrawal_nodes: dict[Start, YamlNode] = {}

    def read(self) -> Tournament | None:
        mapping = _root_mapping(_read_yaml(self.folder / TOURNAMENT_FILE, self.file, self.problems), self.file,
                                self.problems, "name: Autumn Open 2026")
        if mapping is None:
            return None
        _check_keys(mapping, TOURNAMENT_KEYS, TOURNAMENT_FILE, self.problems)
        self._settings(mapping)
        players = self._players(mapping.get("players"), mapping)
        index = PlayerIndex(players)
        self._withdrawn_map(mapping.get("withdrawn"), index)
        self.fields["withdrawals"] = dict(sorted(self.withdrawals.items()))
        self._forbidden_pairs(mapping.get("forbidden_pairs"), index)
        planned = self.fields.get("planned_rounds")
        if planned is None:
            planned = 0 if "rounds" in mapping else self._default_planned_rounds(mapping, len(players))
        self._check_withdrawal_rounds(planned)
        tournament = Tournament(slug=self.folder.name, players=tuple(sorted(players, key=lambda p: p.start)),
                                **self.fields)  # type: ignore[arg-type]
        entries = _RoundsReader(self, tournament, index).read()
        return replace(tournament, rounds=tuple(e.round for e in entries))

    # -- settings ------------------------------------------------------------------------------------------

    def _settings(self, mapping: Mapping) -> None:
        p, f = self.problems, self.fields
        name_node = mapping.get("name")
        if name_node is None:
            p.append(mapping.problem("tournament.yml has no 'name'", "add e.g. name: Autumn Open 2026"))
            f["name"] = self.folder.name
        else:
            f["name"] = _text(name_node, "name", p) or self.folder.name
        if (node := mapping.get("venue")) is not None:
            f["venue"] = _text(node, "venue", p)
        if (node := mapping.get("rounds")) is not None:
            if (rounds := _whole_number(node, "rounds", p, minimum=1)) is not None:
                f["planned_rounds"] = rounds
        if (node := mapping.get("pairing")) is not None:
            if (pairing := _choice(node, "pairing", {s.value: s for s in PairingSystem}, p)) is not None:
                f["pairing"] = pairing
        if (node := mapping.get("rules")) is not None and not (isinstance(node, Scalar) and node.is_null):
            f["rules"] = _choice(node, "rules", {s.value: s for s in RuleSet}, p)
        colour_key = "initial_colour" if "initial_colour" in mapping else "initial_color"
        if (node := mapping.get(colour_key)) is not None:
            f["initial_colour"] = _choice(node, colour_key, {"white": Colour.WHITE, "black": Colour.BLACK}, p)
        self._dates(mapping)
        if (node := mapping.get("tiebreaks")) is not None:
            f["tiebreaks"] = self._tiebreaks(node)
        if (node := mapping.get("points")) is not None:
            f["points"] = self._point_system(node)
        f["extra"] = self._extra(mapping)

    def _dates(self, mapping: Mapping) -> None:
        single, both = mapping.get("date"), mapping.get("dates")
        if single is not None and both is not None:
            self.problems.append(both.problem("give either 'date' (one day) or 'dates' (start and end), not both"))
            return
        if single is not None:
            day = _date(single, "date", self.problems)
            self.fields["start_date"] = self.fields["end_date"] = day
            return
        if both is None:
            return
        start_node, end_node = self._date_range_nodes(both)
        if start_node is None:
            return
        start = _date(start_node, "start", self.problems)
        end = _date(end_node, "end", self.problems) if end_node is not None else start
        if start and end and end < start:
            self.problems.append(end_node.problem(f"the tournament ends ({end}) before it starts ({start})"))  # type: ignore[union-attr]
        self.fields["start_date"], self.fields["end_date"] = start, end

    def _date_range_nodes(self, node: YamlNode) -> tuple[YamlNode | None, YamlNode | None]:
        if isinstance(node, Mapping):
            _check_keys(node, ("start", "end"), "dates", self.problems)
            if node.get("start") is None:
                self.problems.append(node.problem("'dates' has no 'start'", "dates: {start: 2026-09-03, end: "
                                                                            "2026-10-15}"))
            return node.get("start"), node.get("end")
        if isinstance(node, Sequence) and len(node) == 2:
            return node.items[0], node.items[1]
        self.problems.append(node.problem(f"'dates' must be start and end, not {node.describe()}",
                                          "dates: {start: 2026-09-03, end: 2026-10-15}"))
        return None, None

    def _tiebreaks(self, node: YamlNode) -> tuple[str, ...]:
        codes: list[str] = []
        for item in _items(node):
            text = _text(item, "tiebreaks", self.problems)
            if text is None:
                continue
            try:
                code = parse_code(text).text
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
        guess = _closest(text.strip().upper().replace("-", "/"), codes)
        if guess:
            message += f" — did you mean '{guess}'?"
        base = text.strip().upper().replace("-", "/").split("/")[0]
        about_modifier = base in TIEBREAKS and exc.hint and "modifier" in exc.hint
        hint = exc.hint if about_modifier else f"tie-breaks are: {', '.join(codes)}"
        return node.problem(message, hint)

    def _point_system(self, node: YamlNode) -> PointSystem:
        mapping = _as_mapping(node, "'points'", self.problems)
        if mapping is None:
            return PointSystem()
        _check_keys(mapping, POINT_KEYS, "points", self.problems)
        given: dict[str, Fraction] = {}
        for key, value in mapping.items():
            if key.text in POINT_KEYS and (points := _points(value, key.text, self.problems)) is not None:
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
            if (node := mapping.get(key)) is not None and (text := _text(node, key, self.problems)):
                extra.append((key, text))
        info = _as_mapping(mapping.get("info"), "'info'", self.problems)
        if info is not None:
            for key, value in info.items():
                if (text := _text(value, key.text, self.problems)) is not None:
                    extra.append((key.text, text))
        return tuple(extra)

    def _default_planned_rounds(self, mapping: Mapping, player_count: int) -> int:
        if self.fields.get("pairing") is PairingSystem.ROUND_ROBIN:
            rounds = player_count - 1 if player_count % 2 == 0 else player_count
            self.fields["planned_rounds"] = max(rounds, 0)
            return self.fields["planned_rounds"]  # type: ignore[return-value]
        self.problems.append(mapping.problem("tournament.yml has no 'rounds' (the number of rounds planned)",
                                             "add e.g. rounds: 7"))
        return 0

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
        first_line: dict[int, tuple[Player, YamlNode]] = {}
        for position, item in enumerate(node.items, start=1):
            player = self._player(item, position)
            if player is None:
                continue
            if player.start in first_line:
                other, other_node = first_line[player.start]
                self.problems.append(item.problem(
                    f"starting number {player.start} is already used by {other.name} (line {other_node.line})",
                    "each player needs a different starting number"))
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
        name = _text(node, "players", self.problems)
        return Player(Start(position), name) if name else None

    def _player_list(self, node: Sequence) -> Player | None:
        if len(node) not in (2, 3):
            self.problems.append(node.problem(
                f"a player written as a list is [no, name] or [no, name, rating], but this one has "
                f"{len(node)} items", "use the mapping form for more, e.g. {no: 3, name: Anna Weiß, club: SK}; "
                                      "quote names that contain a comma"))
            return None
        start = _whole_number(node.items[0], "no", self.problems, minimum=1)
        name = _text(node.items[1], "name", self.problems)
        rating = self._rating(node.items[2]) if len(node) == 3 else None
        if start is None or not name:
            return None
        return Player(Start(start), name, rating)

    def _player_mapping(self, node: Mapping, position: int) -> Player | None:
        p = self.problems
        extra: list[tuple[str, str]] = []
        for key, value in node.items():
            if key.text in PLAYER_KEYS:
                continue
            near = _closest(key.text, PLAYER_KEYS, cutoff=0.75)
            if near:
                p.append(_unknown_key(key, PLAYER_KEYS, "a player"))
            elif (text := _text(value, key.text, p)) is not None:
                extra.append((key.text, text))
        start_node = node.get("no")
        start = position if start_node is None else _whole_number(start_node, "no", p, minimum=1)
        name_node = node.get("name")
        if name_node is None:
            p.append(node.problem("a player needs a 'name'"))
            return None
        name = _text(name_node, "name", p)
        if start is None or not name:
            return None
        fields: dict[str, object] = {"extra": tuple(extra)}
        if (value := node.get("rating")) is not None:
            fields["rating"] = self._rating(value)
        for key in ("fide_id", "club", "sex", "birth"):
            if (value := node.get(key)) is not None and not (isinstance(value, Scalar) and value.is_null):
                fields[key] = _text(value, key, p)
        fed_node = node.get("fed") if "fed" in node else node.get("federation")
        if fed_node is not None:
            fields["federation"] = self._federation(fed_node)
        if (value := node.get("title")) is not None:
            fields["title"] = _choice(value, "title", {t.casefold(): t for t in TITLES}, p)
        if (value := node.get("withdrawn")) is not None:
            self._withdraw(Start(start), value)
        return Player(Start(start), name, **fields)  # type: ignore[arg-type]

    def _rating(self, node: YamlNode) -> int | None:
        if isinstance(node, Scalar) and node.is_null:
            return None
        rating = _whole_number(node, "rating", self.problems, minimum=0, maximum=4000)
        return rating or None  # 0 means unrated, as in TRF

    def _federation(self, node: YamlNode) -> str | None:
        text = _text(node, "fed", self.problems)
        if text is None:
            return None
        if re.fullmatch(r"[A-Za-z]{3}", text):
            return text.upper()
        self.problems.append(node.problem(f"'fed' must be a three-letter federation code such as GER, "
                                          f"not '{text}'"))
        return None

    # -- withdrawals and forbidden pairs ------------------------------------------------------------------

    def _withdraw(self, start: Start, node: YamlNode) -> None:
        first_missed = _whole_number(node, "withdrawn", self.problems, minimum=1)
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
            player = _resolve(key, index, self.problems)
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
        for item in _items(node):
            if not isinstance(item, Sequence) or len(item) != 2:
                self.problems.append(item.problem(f"a forbidden pair is [player, player], not {item.describe()}"))
                continue
            players = [_resolve(ref, index, self.problems) for ref in item.items]
            if all(players):
                pairs.add(frozenset(p.start for p in players))  # type: ignore[union-attr]
        self.fields["forbidden_pairs"] = frozenset(pairs)


_ROUND_FILE = re.compile(r"(\d+)\.ya?ml")
_IGNORED_FILE = re.compile(r"^\.|~$|\.swp$|\.bak$|\.orig$")


class _RoundsReader:
    """Reads rounds/NN.yml in order and checks them against each other."""

    def __init__(self, owner: _TournamentReader, tournament: Tournament, index: PlayerIndex) -> None:
        self.owner = owner
        self.problems = owner.problems
        self.tournament = tournament
        self.index = index

    def read(self) -> list[_RoundEntries]:
        files = self._round_files()
        entries: list[_RoundEntries] = []
        for number, path in files:
            errors_before = sum(p.is_error for p in self.problems)
            entry = self._read_round(number, path)
            if entry is not None:
                entry.faulty = sum(p.is_error for p in self.problems) > errors_before
                entries.append(entry)
        self._check_gaps(files)
        self._check_withdrawals(entries)
        self._check_repeated_pairings(entries)
        self._check_forbidden_pairs(entries)
        self._check_absent_players(entries)
        self._check_results_after_unfinished(entries)
        return entries

    def _shown(self, path: Path) -> str:
        return f"{self.owner.shown}/{ROUNDS_DIR}/{path.name}"

    def _round_files(self) -> list[tuple[int, Path]]:
        folder = self.owner.folder / ROUNDS_DIR
        if not folder.is_dir():
            return []
        numbered: dict[int, Path] = {}
        for path in sorted(folder.iterdir()):
            if not path.is_file() or _IGNORED_FILE.search(path.name):
                continue
            match = _ROUND_FILE.fullmatch(path.name)
            if not match:
                self.problems.append(_file_problem(self._shown(path), "a round file is named by its round "
                                                   "number, like 03.yml", "rename the file, or move it out of "
                                                                          f"{ROUNDS_DIR}/"))
                continue
            number = int(match[1])
            if number in numbered:
                self.problems.append(_file_problem(self._shown(path), f"round {number} is also given in "
                                                   f"{self._shown(numbered[number])}", "keep one file per round"))
                continue
            numbered[number] = path
        return sorted(numbered.items())

    def _check_gaps(self, files: list[tuple[int, Path]]) -> None:
        """Rounds are entered in order: rounds/01.yml and 03.yml without 02.yml is a mistake."""
        previous = 0
        for number, path in files:
            if number > previous + 1:
                missing = ", ".join(f"{n:02d}.yml" for n in range(previous + 1, number))
                self.problems.append(_file_problem(
                    self._shown(path), f"round {number} follows a gap: no {missing} in {ROUNDS_DIR}/",
                    "rounds are entered in order; add the missing round file, or rename this one"))
            previous = number

    # -- one round file ------------------------------------------------------------------------------------

    def _read_round(self, number: int, path: Path) -> _RoundEntries | None:
        shown = self._shown(path)
        parsed = _read_yaml(path, shown, self.problems)
        if parsed is None:
            return None
        if parsed.root is None:
            self._check_planned(number, None, shown)
            return _RoundEntries(Round(number), None, shown)  # an empty file: the round is announced
        mapping = _as_mapping(parsed.root, path.name, self.problems)
        if mapping is None:
            return None
        _check_keys(mapping, ROUND_KEYS, "a round file", self.problems)
        self._check_round_number(mapping, number, path.name, shown)
        date = None
        if (node := mapping.get("date")) is not None and not (isinstance(node, Scalar) and node.is_null):
            date = _date(node, "date", self.problems)
        anchor = mapping.key_node("boards") if "boards" in mapping else mapping
        entry = _RoundEntries(Round(number, date=date), anchor, shown)
        seen = entry.mentioned
        games = self._boards(mapping.get("boards"), number, seen, entry)
        byes = self._byes(mapping.get("byes"), number, seen, entry)
        entry.round = Round(number, tuple(games), tuple(byes), date)
        return entry

    def _check_round_number(self, mapping: Mapping, number: int, file_name: str, shown: str) -> None:
        node = mapping.get("round")
        if node is not None:
            given = _whole_number(node, "round", self.problems, minimum=1)
            if given is not None and given != number:
                self.problems.append(node.problem(f"round {given} does not match the file name {file_name} "
                                                  f"(round {number})", "rename the file or correct 'round:'"))
        self._check_planned(number, node, shown)

    def _check_planned(self, number: int, node: YamlNode | None, shown: str) -> None:
        planned = self.tournament.planned_rounds
        if planned and number > planned:
            message = f"round {number} is beyond the {planned} rounds planned"
            hint = "raise 'rounds:' in tournament.yml if the tournament got longer"
            self.problems.append(node.problem(message, hint) if node is not None
                                 else _file_problem(shown, message, hint))

    def _boards(self, node: YamlNode | None, number: int, seen: dict[Start, str],
                entry: _RoundEntries) -> list[Game]:
        games: list[Game] = []
        if node is None or (isinstance(node, Scalar) and node.is_null):
            return games
        if not isinstance(node, Sequence):
            self.problems.append(node.problem(f"'boards' must be a list, not {node.describe()}",
                                              "one line per board: - [white, black, result]"))
            return games
        for item in node.items:
            game = self._board(item, len(games) + 1, number, seen)
            if game is not None:
                games.append(game)
                entry.board_nodes.append(item)
        return games

    def _board(self, node: YamlNode, board: int, number: int, seen: dict[Start, str]) -> Game | None:
        parts = self._board_parts(node)
        if parts is None:
            return None
        white_node, black_node, result_node = parts
        white = _resolve(white_node, self.index, self.problems)
        black = _resolve(black_node, self.index, self.problems)
        if white is not None and black is not None and white.start == black.start:
            self.problems.append(black_node.problem(f"{label(white)} cannot play against themselves"))
            return None
        place = f"on board {board}"
        white_ok = white is not None and self._first_time(white, white_node, place, number, seen)
        black_ok = black is not None and self._first_time(black, black_node, place, number, seen)
        result = self._result(result_node)
        if not (white_ok and black_ok) or result is None:
            return None
        return Game(white.start, black.start, result, board)  # type: ignore[union-attr]

    def _board_parts(self, node: YamlNode) -> tuple[YamlNode, YamlNode, YamlNode | None] | None:
        if isinstance(node, Sequence):
            if len(node) in (2, 3):
                items = node.items
                return items[0], items[1], items[2] if len(items) == 3 else None
            self.problems.append(node.problem(
                f"a board is [white, black, result], but this one has {len(node)} items",
                "quote names that contain a comma, e.g. [\"Brandt, Konstantin\", 7, 1-0]"))
            return None
        if isinstance(node, Mapping):
            _check_keys(node, BOARD_KEYS, "a board", self.problems)
            white, black = node.get("white"), node.get("black")
            if white is None or black is None:
                missing = "white" if white is None else "black"
                self.problems.append(node.problem(f"a board needs '{missing}'"))
                return None
            return white, black, node.get("result")
        self.problems.append(node.problem(f"a board is [white, black, result], not {node.describe()}"))
        return None

    def _result(self, node: YamlNode | None) -> GameResult | None:
        if node is None or (isinstance(node, Scalar) and node.is_null):
            return GameResult.PENDING
        if isinstance(node, Scalar):
            result = parse_result(node.text)
            if result is not None:
                return result
            self.problems.append(node.problem(f"invalid result '{node.text}'", RESULT_HINT))
            return None
        self.problems.append(node.problem(f"invalid result: {node.describe()}", RESULT_HINT))
        return None

    def _first_time(self, player: Player, node: YamlNode, place: str, number: int,
                    seen: dict[Start, str]) -> bool:
        """A player appears once per round: on one board or with one bye."""
        if player.start in seen:
            self.problems.append(node.problem(f"{label(player)} is already {seen[player.start]} in round "
                                              f"{number}", "each player has one board or one bye per round"))
            return False
        seen[player.start] = place
        return True

    def _byes(self, node: YamlNode | None, number: int, seen: dict[Start, str],
              entry: _RoundEntries) -> list[Bye]:
        mapping = _as_mapping(node, "'byes'", self.problems)
        if mapping is None:
            return []
        byes: list[Bye] = []
        for key, value in mapping.items():
            kind = _BYE_KEYS.get(key.text)
            if kind is None:
                self.problems.append(_unknown_key(key, tuple(_BYE_KEYS), "byes"))
                continue
            for item in _items(value):
                player = _resolve(item, self.index, self.problems)
                if player is not None and self._first_time(player, item, f"given a {_BYE_WORDS[kind]}",
                                                           number, seen):
                    byes.append(Bye(player.start, kind))
                    entry.bye_nodes.append(item)
        pabs = [n for b, n in zip(byes, entry.bye_nodes) if b.kind is ByeKind.PAB]
        if len(pabs) > 1:
            self.problems.append(pabs[1].warning(f"{len(pabs)} pairing-allocated byes in round {number}",
                                                 "a Swiss round has at most one (for an odd number of players)"))
        return byes

    # -- checks across rounds ------------------------------------------------------------------------------

    def _check_withdrawals(self, entries: list[_RoundEntries]) -> None:
        """A player who withdrew has no board and no bye other than a zero-point bye from that round on."""
        withdrawals = self.tournament.withdrawals
        if not withdrawals:
            return
        hint = "correct the withdrawal round in tournament.yml, or remove the {}"
        for entry in entries:
            number = entry.round.number
            for game, node in zip(entry.round.games, entry.board_nodes):
                for start in game.players():
                    if self.tournament.withdrawn_in(start, number):
                        self.problems.append(node.problem(
                            f"{label(self.index.by_start[start])} withdrew from round {withdrawals[start]} on, "
                            f"but has board {game.board} in round {number}", hint.format("board")))
            for bye, node in zip(entry.round.byes, entry.bye_nodes):
                if bye.kind is not ByeKind.ZERO and self.tournament.withdrawn_in(bye.player, number):
                    self.problems.append(node.problem(
                        f"{label(self.index.by_start[bye.player])} withdrew from round {withdrawals[bye.player]} "
                        f"on, but has a {_BYE_WORDS[bye.kind]} in round {number}", hint.format("bye")))

    def _check_repeated_pairings(self, entries: list[_RoundEntries]) -> None:
        """FIDE C.04.1 (a): two players shall not play each other more than once. Forfeited games were not
        played, so only games played (or still to be played) count as a meeting."""
        allowed = self._meetings_allowed()
        met: dict[frozenset[Start], list[int]] = {}
        for entry in entries:
            for game, node in zip(entry.round.games, entry.board_nodes):
                if game.result.forfeit:
                    continue
                pair = frozenset(game.players())
                earlier = met.setdefault(pair, [])
                if len(earlier) >= allowed:
                    white, black = (self.index.by_start[s] for s in game.players())
                    rounds = ", ".join(str(r) for r in earlier)
                    self.problems.append(node.warning(
                        f"{label(white)} and {label(black)} already played each other in round {rounds}",
                        "players meet only once in a Swiss; check the pairing"))
                earlier.append(entry.round.number)

    def _check_forbidden_pairs(self, entries: list[_RoundEntries]) -> None:
        forbidden = self.tournament.forbidden_pairs
        if not forbidden:
            return
        for entry in entries:
            for game, node in zip(entry.round.games, entry.board_nodes):
                if frozenset(game.players()) in forbidden:
                    white, black = (self.index.by_start[s] for s in game.players())
                    self.problems.append(node.warning(
                        f"{label(white)} and {label(black)} are paired although tournament.yml forbids it",
                        "forbidden_pairs keeps the pairing program from pairing them; check this board"))

    def _meetings_allowed(self) -> int:
        players = len(self.tournament.players)
        if self.tournament.pairing is PairingSystem.ROUND_ROBIN and players > 1:
            cycle = players - 1 if players % 2 == 0 else players
            return max(1, -(-self.tournament.planned_rounds // cycle))
        return 1

    def _check_absent_players(self, entries: list[_RoundEntries]) -> None:
        """Scoring counts a player with nothing entered as absent; say so unless the file says it."""
        for entry in entries:
            if not entry.mentioned or entry.faulty:
                continue  # announced round, nothing paired yet; or the errors say more
            present = entry.mentioned
            number = entry.round.number
            absent = [p for p in self.tournament.players
                      if p.start not in present and not self.tournament.withdrawn_in(p.start, number)]
            if not absent:
                continue
            if len(absent) == 1:
                message = (f"{label(absent[0])} has no board and no bye in round {number}; "
                           "counted as absent (zero-point bye)")
            else:
                message = (f"{len(absent)} players have no board and no bye in round {number}: "
                           f"{', '.join(label(p) for p in absent)}; counted as absent (zero-point byes)")
            hint = "list absent players under 'byes: zero:' to say so"
            where = entry.anchor
            self.problems.append(where.warning(message, hint) if where is not None
                                 else _file_problem(entry.shown, message, hint, Severity.WARNING))

    def _check_results_after_unfinished(self, entries: list[_RoundEntries]) -> None:
        for earlier, later in zip(entries, entries[1:]):
            pending = [g for g in earlier.round.games if g.result.pending]
            finished = any(not g.result.pending for g in later.round.games)
            if pending and finished:
                node = earlier.board_nodes[earlier.round.games.index(pending[0])]
                self.problems.append(node.warning(
                    f"board {pending[0].board} of round {earlier.round.number} has no result, but round "
                    f"{later.round.number} has results", "enter the missing result"))


# ---------------------------------------------------------------------------------------------------------
# News


def _load_news(root: Path, tournaments: dict[str, Tournament], problems: Problems) -> list[NewsPost]:
    folder = root / CONTENT_DIR / NEWS_DIR
    if not folder.is_dir():
        return []
    posts = []
    for path in sorted(folder.glob("*.md")):
        post = _read_news_post(path, f"{CONTENT_DIR}/{NEWS_DIR}/{path.name}", tournaments, problems)
        if post is not None:
            posts.append(post)
    posts.sort(key=lambda post: post.slug)
    posts.sort(key=lambda post: post.date, reverse=True)
    return posts


_FENCE = re.compile(r"---[ \t]*")


def _read_news_post(path: Path, shown: str, tournaments: dict[str, Tournament],
                    problems: Problems) -> NewsPost | None:
    text, problem = decode_utf8(path.read_bytes(), shown)
    if problem is not None:
        problems.append(problem)
        return None
    source = Source.from_text(shown, text)
    lines = source.lines
    if not lines or not _FENCE.fullmatch(lines[0]):
        problems.append(source.problem(1, 1, "a news post starts with front matter between '---' lines",
                                       "begin the file with:\n---\ntitle: …\ndate: 2026-10-09\n---"))
        return None
    closing = next((i for i in range(1, len(lines)) if _FENCE.fullmatch(lines[i])), None)
    if closing is None:
        problems.append(source.problem(1, 1, "the front matter is not closed",
                                       "end it with a line of three dashes: ---"))
        return None
    parsed = parse_yaml("\n".join(lines[1:closing]), shown, first_line=2, source=source)
    problems.extend(parsed.problems)
    if parsed.root is None:
        if not parsed.problems:
            problems.append(source.problem(1, 1, "the front matter is empty", "give at least title and date"))
        return None
    mapping = _as_mapping(parsed.root, "the front matter", problems)
    if mapping is None:
        return None
    body = "\n".join(lines[closing + 1:])
    return _news_fields(mapping, path.stem, shown, body, tournaments, problems)


def _news_fields(mapping: Mapping, slug: str, shown: str, body: str, tournaments: dict[str, Tournament],
                 problems: Problems) -> NewsPost | None:
    _check_keys(mapping, NEWS_KEYS, "news front matter", problems)
    for key, example in (("title", "title: Round 6 report"), ("date", "date: 2026-10-09")):
        if key not in mapping:
            problems.append(Problem(Location(shown, 1, 1), f"the front matter has no '{key}'", "---",
                                    f"add e.g. {example}"))
    title = _text(mapping.get("title"), "title", problems) if "title" in mapping else None
    date = _date(mapping.get("date"), "date", problems) if "date" in mapping else None
    tournament = _news_tournament(mapping.get("tournament"), tournaments, problems)
    round_number = _news_round(mapping, tournament, problems)
    author = _text(mapping.get("author"), "author", problems) if "author" in mapping else None
    draft = _flag(mapping.get("draft"), "draft", problems) if "draft" in mapping else False
    if title is None or date is None:
        return None
    return NewsPost(slug=slug, title=title, date=date, body_markdown=body.strip("\n") + "\n",
                    tournament=tournament.slug if tournament else None, round=round_number, author=author,
                    draft=bool(draft), source=shown)


def _news_tournament(node: YamlNode | None, tournaments: dict[str, Tournament],
                     problems: Problems) -> Tournament | None:
    if node is None:
        return None
    slug = _text(node, "tournament", problems)
    if slug is None:
        return None
    if slug in tournaments:
        return tournaments[slug]
    message = f"unknown tournament '{slug}'"
    guess = _closest(slug, tournaments)
    if guess:
        message += f" — did you mean '{guess}'?"
    hint = (f"'tournament' is a folder name under {CONTENT_DIR}/: {', '.join(sorted(tournaments))}"
            if tournaments else "this site has no tournaments")
    problems.append(node.problem(message, hint))
    return None


def _news_round(mapping: Mapping, tournament: Tournament | None, problems: Problems) -> int | None:
    node = mapping.get("round")
    if node is None:
        return None
    number = _whole_number(node, "round", problems, minimum=1)
    if number is None:
        return None
    if "tournament" not in mapping:
        problems.append(node.problem("'round' needs a 'tournament' to belong to"))
    elif tournament is not None and tournament.planned_rounds and number > tournament.planned_rounds:
        problems.append(node.problem(f"round {number} is beyond the {tournament.planned_rounds} rounds of "
                                     f"{tournament.name}"))
    return number
