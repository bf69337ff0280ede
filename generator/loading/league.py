"""A league folder into the model: `league.yml`, `teams/<slug>.yml`, `rounds/NN.yml` (docs/content-format.md,
"Team competitions").

Every problem is collected, located and hinted, as for tournaments; the round files (the matches) are read and
checked by `league_rounds`. `load_league` reads one folder on its own; `read_league` is the part a site loader
calls with its own list of problems.
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType

from generator.core.errors import Problem, did_you_mean, sort_problems
from generator.core.model import TITLES, Colour, Player, PointSystem, RuleSet, Start
from generator.core.teams.chain import NotATeamTieBreak, all_team_codes, parse_team_code
from generator.core.teams.model import (
    HOME_BLACK_ON_ODD,
    HOME_WHITE_ON_ODD,
    Fixture,
    League,
    MatchPoints,
    Score,
    Team,
)
from generator.core.tiebreaks.codes import UnknownTieBreak
from generator.loading.league_rounds import TeamRefs, read_matches
from generator.loading.players import fold_name
from generator.loading.site import read_language
from generator.loading.values import (
    Problems,
    as_mapping,
    check_keys,
    file_problem,
    items_of,
    raise_on_errors,
    read_choice,
    read_date,
    read_flag,
    read_points,
    read_text,
    read_whole_number,
    read_yaml,
    root_mapping,
    unusable_name,
)
from generator.loading.yamlsource import Mapping, Scalar, Sequence, YamlNode

LEAGUE_FILE = "league.yml"
TEAMS_DIR = "teams"
LEAGUE_KEYS = ("name", "season", "boards", "match_points", "points", "primary", "tiebreaks", "colours", "colors",
               "keep_order", "rounds", "cycles", "teams", "schedule", "dates", "language", "info", "system", "rules",
               "pab", "start", "end")
TEAM_KEYS = ("name", "club", "short", "roster", "substitutes")
ROSTER_KEYS = ("no", "name", "rating", "fide_id", "fed", "federation", "title", "sex", "birth", "national_id")
PAB_KEYS = ("mp", "gp")
SYSTEMS = MappingProxyType({"round-robin": False, "swiss": True})
MATCH_POINT_KEYS = ("win", "draw", "loss")
_COLOUR_WORDS = MappingProxyType({"home-black-odd": HOME_BLACK_ON_ODD, "home-white-odd": HOME_WHITE_ON_ODD})
_PATTERN = re.compile(r"[WBwb]+")
DEFAULT_TIEBREAKS = ("GP", "EMGSB", "EDE", "WIN", "BERLIN")   # DSJ Spielordnung 5.4 (round robins), in codes


def load_league(folder: Path, shown: str | None = None) -> tuple[League, list[Problem]]:
    """Read one league folder; returns the league and its warnings, raises `ContentError` on any error."""
    problems: Problems = []
    league = read_league(folder, shown if shown is not None else folder.as_posix(), problems)
    if league is None and not any(p.is_error for p in problems):
        problems.append(file_problem(shown or folder.as_posix(), f"no {LEAGUE_FILE} here"))
    raise_on_errors(problems)
    assert league is not None, "without a league there is an error, raised above"
    return league, sort_problems(problems)


def read_league(folder: Path, shown: str, problems: Problems) -> League | None:
    """The league of a folder (None when league.yml cannot be used at all), recording every problem."""
    file = f"{shown}/{LEAGUE_FILE}"
    mapping = root_mapping(read_yaml(folder / LEAGUE_FILE, file, problems), file, problems,
                           "name: Bezirksliga 2026/27")
    if mapping is None:
        return None
    check_keys(mapping, LEAGUE_KEYS, LEAGUE_FILE, problems)
    fields = _settings(mapping, folder, problems)
    teams, players = _teams(folder, shown, mapping.get("teams"), problems)
    players.sort(key=lambda player: player.start)
    league = League(slug=folder.name, teams=tuple(teams), players=tuple(players), **fields)  # type: ignore[arg-type]  # each field read by type
    refs = TeamRefs(league)
    league = replace(league, schedule=_schedule(mapping.get("schedule"), refs, league, problems))
    matches, byes, dates = read_matches(folder, shown, league, refs, problems)
    return replace(league, matches=matches, byes=byes, dates=_dates(league.dates, dates))


def _dates(planned: tuple[dt.date | None, ...], entered: dict[int, dt.date]) -> tuple[dt.date | None, ...]:
    """Each round's date: its round file's, else the planned one from `dates:`."""
    count = max([len(planned), *entered])
    return tuple(entered.get(n) or (planned[n - 1] if n <= len(planned) else None) for n in range(1, count + 1))


# -- league.yml ---------------------------------------------------------------------------------------------

def _settings(mapping: Mapping, folder: Path, p: Problems) -> dict[str, object]:
    f: dict[str, object] = {}
    name = mapping.get("name")
    if name is None:
        p.append(mapping.problem(f"{LEAGUE_FILE} has no 'name'", "add e.g. name: Bezirksliga 2026/27"))
    f["name"] = (read_text(name, "name", p) if name is not None else None) or folder.name
    if (node := mapping.get("season")) is not None:
        f["season"] = read_text(node, "season", p)
    if (node := mapping.get("boards")) is not None and (boards := read_whole_number(node, "boards", p, 1, 14)):
        f["boards"] = boards
    for key, field in (("rounds", "planned_rounds"), ("cycles", "cycles")):
        node = mapping.get(key)
        if node is not None and (number := read_whole_number(node, key, p, 1, 99 if key == "rounds" else 2)):
            f[field] = number
    if (node := mapping.get("primary")) is not None:
        f["primary"] = read_choice(node, "primary", {"mp": Score.MP, "gp": Score.GP}, p) or Score.MP
    if (node := mapping.get("keep_order")) is not None:
        f["keep_order"] = read_flag(node, "keep_order", p) is not False
    if (node := mapping.get("match_points")) is not None:
        f["match_points"] = _match_points(node, p)
    if (node := mapping.get("points")) is not None:
        f["points"] = _board_points(node, p)
    colour_key = "colours" if "colours" in mapping else "colors"
    if (node := mapping.get(colour_key)) is not None:
        f["colours"] = _colours(node, colour_key, p)
    f["tiebreaks"] = _tiebreaks(mapping.get("tiebreaks"), p)
    if (node := mapping.get("language")) is not None:
        f["language"] = read_language(node, folder.parent.parent, p)
    if (node := mapping.get("dates")) is not None:
        f["dates"] = tuple(None if isinstance(i, Scalar) and i.is_null else read_date(i, "dates", p)
                           for i in items_of(node))
    for key, field in (("start", "start_date"), ("end", "end_date")):
        if (node := mapping.get(key)) is not None:
            f[field] = read_date(node, key, p)
    if (node := mapping.get("system")) is not None:
        f["swiss"] = read_choice(node, "system", dict(SYSTEMS), p) or False
    if (node := mapping.get("rules")) is not None and not (isinstance(node, Scalar) and node.is_null):
        f["rules"] = read_choice(node, "rules", {s.value: s for s in RuleSet}, p)
    if (node := mapping.get("pab")) is not None:
        f["pab_points"] = _pab_points(node, p)
    info = as_mapping(mapping.get("info"), "'info'", p)
    if info is not None:
        f["extra"] = tuple((k.text, t) for k, v in info.items() for item in (v.items if isinstance(v, Sequence)
                                                                             else [v])
                           if (t := read_text(item, k.text, p)) is not None)
    return f


def _pab_points(node: YamlNode, p: Problems) -> tuple[Fraction, Fraction] | None:
    """`pab: {mp: 1, gp: 2}`: what a pairing-allocated bye of a team Swiss is worth (TRF-2026 record 320)."""
    mapping = as_mapping(node, "'pab'", p)
    if mapping is None:
        return None
    check_keys(mapping, PAB_KEYS, "pab", p)
    given = {k.text: read_points(v, k.text, p) for k, v in mapping.items() if k.text in PAB_KEYS}
    mp, gp = given.get("mp"), given.get("gp")
    if mp is None or gp is None:
        p.append(mapping.problem("'pab' gives both the match points and the game points of a bye",
                                 "e.g. pab: {mp: 1, gp: 2}"))
        return None
    return mp, gp


def _match_points(node: YamlNode, p: Problems) -> MatchPoints:
    """`match_points: {win: 3, draw: 1, loss: 0}`, or the short `3-1-0` / `2-1-0`."""
    if isinstance(node, Scalar) and (match := re.fullmatch(r"\s*(\d+)\s*[-/:]\s*(\d+)\s*[-/:]\s*(\d+)\s*",
                                                            node.text)):
        return MatchPoints(*(Fraction(int(g)) for g in match.groups()))
    mapping = as_mapping(node, "'match_points'", p)
    if mapping is None:
        return MatchPoints()
    check_keys(mapping, MATCH_POINT_KEYS, "match_points", p)
    given = {k.text: v for k, v in ((key, read_points(value, key.text, p)) for key, value in mapping.items())
             if k.text in MATCH_POINT_KEYS and v is not None}
    return MatchPoints(**given)


def _board_points(node: YamlNode, p: Problems) -> PointSystem:
    mapping = as_mapping(node, "'points'", p)
    if mapping is None:
        return PointSystem()
    keys = ("win", "draw", "loss", "forfeit_win", "forfeit_loss")
    check_keys(mapping, keys, "points", p)
    given = {k.text: v for k, v in ((key, read_points(value, key.text, p)) for key, value in mapping.items())
             if k.text in keys and v is not None}
    for follower, leader in (("forfeit_win", "win"), ("forfeit_loss", "loss")):
        if leader in given:
            given.setdefault(follower, given[leader])
    return PointSystem(**given)


def _colours(node: YamlNode, key: str, p: Problems) -> tuple[Colour, ...]:
    """`home-black-odd` (the default: German leagues), `home-white-odd`, or the home team's colours board by
    board as TRF-2026 record 352 writes them (`BWWB`, repeated over the boards)."""
    text = read_text(node, key, p)
    if text is None:
        return HOME_BLACK_ON_ODD
    if text.casefold() in _COLOUR_WORDS:
        return _COLOUR_WORDS[text.casefold()]
    if _PATTERN.fullmatch(text):
        return tuple(Colour.WHITE if c in "Ww" else Colour.BLACK for c in text)
    guess = did_you_mean(text, _COLOUR_WORDS)
    p.append(node.problem(f"unknown {key} '{text}'" + (f" — did you mean '{guess}'?" if guess else ""),
                          f"'{key}' is home-black-odd, home-white-odd, or the home team's colours board by board "
                          "such as BWWB"))
    return HOME_BLACK_ON_ODD


def _tiebreaks(node: YamlNode | None, p: Problems) -> tuple[str, ...]:
    if node is None:
        return DEFAULT_TIEBREAKS
    codes: list[str] = []
    for item in items_of(node):
        text = read_text(item, "tiebreaks", p)
        if text is None:
            continue
        try:
            code = parse_team_code(text).text
        except NotATeamTieBreak as exc:
            p.append(item.problem(f"'{text}' is not a team tie-break", exc.hint))
            continue
        except UnknownTieBreak as exc:
            guess = did_you_mean(text.strip().upper().replace("-", "/"), all_team_codes())
            message = f"unknown team tie-break '{text}'" + (f" — did you mean '{guess}'?" if guess else "")
            hint = exc.hint if exc.hint and "modifier" in exc.hint else \
                f"team tie-breaks are: {', '.join(all_team_codes())}"
            p.append(item.problem(message, hint))
            continue
        if code in codes:
            p.append(item.problem(f"tie-break '{code}' is listed twice"))
        else:
            codes.append(code)
    return tuple(codes)


def _schedule(node: YamlNode | None, refs: TeamRefs, league: League, p: Problems) -> tuple[Fixture, ...]:
    """`schedule:` by hand: round number → [home, away] pairs, e.g. `1: [[lindenau-1, gruenau-1], …]`."""
    mapping = as_mapping(node, "'schedule'", p)
    if mapping is None:
        return ()
    fixtures: list[Fixture] = []
    for key, value in mapping.items():
        number = read_whole_number(key, "schedule", p, 1)
        if number is None:
            continue
        seen: dict[str, YamlNode] = {}
        for pair in items_of(value):
            if not isinstance(pair, Sequence) or len(pair) != 2:
                p.append(pair.problem(f"a scheduled match is [home, away], not {pair.describe()}"))
                continue
            home, away = (refs.resolve(item, p) for item in pair.items)
            if home is None or away is None:
                continue
            for team, item in ((home, pair.items[0]), (away, pair.items[1])):
                if team in seen:
                    p.append(item.problem(f"{league.team(team).name} is scheduled twice in round {number} "
                                          f"(also on line {seen[team].line})"))
                seen[team] = item
            fixtures.append(Fixture(number, home, away))
    return tuple(fixtures)


# -- teams/<slug>.yml ---------------------------------------------------------------------------------------

def _teams(folder: Path, shown: str, listed: YamlNode | None, p: Problems) -> tuple[list[Team], list[Player]]:
    """Every team file, numbered in the order of `teams:` in league.yml (else alphabetically); players are
    numbered across the league in that order, each team's ranked roster in turn."""
    files = sorted(path for path in (folder / TEAMS_DIR).glob("*.yml") if path.is_file()) \
        if (folder / TEAMS_DIR).is_dir() else []
    by_slug = {}
    for path in files:
        problem = unusable_name(path.stem, f"{shown}/{TEAMS_DIR}/{path.name}")
        if problem is not None:
            p.append(problem)
        else:
            by_slug[path.stem] = path
    order = _team_order(listed, by_slug, f"{shown}/{TEAMS_DIR}", p)
    if not order:
        p.append(file_problem(f"{shown}/{TEAMS_DIR}", "the league has no team files",
                              f"add one file per team: {shown}/{TEAMS_DIR}/<team>.yml with its name and roster"))
    teams: list[Team] = []
    players: list[Player] = []
    for number, slug in enumerate(order, start=1):
        team = _team(by_slug[slug], f"{shown}/{TEAMS_DIR}/{slug}.yml", number, players, p)
        if team is not None:
            teams.append(team)
    return teams, players


def _team_order(listed: YamlNode | None, by_slug: dict[str, Path], folder: str, p: Problems) -> list[str]:
    if listed is None:
        return list(by_slug)
    order: list[str] = []
    for item in items_of(listed):
        slug = read_text(item, "teams", p)
        if slug is None:
            continue
        if slug in order:
            p.append(item.problem(f"team '{slug}' is listed twice"))
        elif slug in by_slug:
            order.append(slug)
        else:
            guess = did_you_mean(slug, by_slug)
            p.append(item.problem(f"no team file for '{slug}'" + (f" — did you mean '{guess}'?" if guess else ""),
                                  f"each team of 'teams:' needs a file {TEAMS_DIR}/{slug}.yml"))
    for slug in by_slug:
        if slug not in order:
            p.append(file_problem(f"{folder}/{slug}.yml", f"team file '{slug}' is not listed in 'teams:' of "
                                  f"{LEAGUE_FILE}", "add it to 'teams:', or remove the file"))
    return order


def _team(path: Path, shown: str, number: int, known: list[Player], p: Problems) -> Team | None:
    """A team file; its players join `known` (the league's players), except one already there (the same FIDE
    id, or the same name and club: a player of a club's second team who may substitute in its first)."""
    mapping = root_mapping(read_yaml(path, shown, p), shown, p, "name: SK Lindenau 1921 I")
    if mapping is None:
        return None
    check_keys(mapping, TEAM_KEYS, "a team file", p)
    name_node = mapping.get("name")
    if name_node is None:
        p.append(mapping.problem("a team file has no 'name'", "add e.g. name: SK Lindenau 1921 I"))
    name = (read_text(name_node, "name", p) if name_node is not None else None) or path.stem
    club, short = _optional_text(mapping, "club", p), _optional_text(mapping, "short", p)
    parts: dict[str, tuple[Start, ...]] = {}
    for key in ("roster", "substitutes"):
        node = mapping.get(key)
        if key == "roster" and node is None:
            p.append(mapping.problem("a team file has no 'roster'", "add the players in board order: "
                                                                     "roster: [Konstantin Brandt, Lena Hoffmann, …]"))
        starts = []
        for item in items_of(node) if node is not None else []:
            player = _roster_player(item, Start(max((k.start for k in known), default=0) + 1), club, p)
            if player is None:
                continue
            same = _known(known, player, _numbered(item), item, p)
            if same is not None and same.name != player.name:   # a number taken by someone else: reported
                same, player = None, replace(player, start=Start(max(k.start for k in known) + 1))
            if same is None:
                known.append(player)
            start = (same or player).start
            if start in starts or any(start in other for other in parts.values()):
                p.append(item.problem(f"{player.name} is listed twice in {path.name}"))
                continue
            starts.append(start)
        parts[key] = tuple(starts)
    return Team(path.stem, name, number, parts["roster"], parts["substitutes"], club, short)


def _numbered(node: YamlNode) -> bool:
    return isinstance(node, Mapping) and node.get("no") is not None


def _known(known: list[Player], player: Player, numbered: bool, node: YamlNode, p: Problems) -> Player | None:
    """The league's player this roster entry names again, if any: by its number when it gives one (`no:`, as an
    import from TRF writes), otherwise the same FIDE id, or the same name and club."""
    if not numbered:
        return next((k for k in known if _same_person(k, player)), None)
    same = next((k for k in known if k.start == player.start), None)
    if same is not None and same.name != player.name:
        p.append(node.problem(f"player no. {player.start} is already {same.name}",
                              "each player of the league has a number of their own"))
    return same


def _same_person(a: Player, b: Player) -> bool:
    if a.fide_id and b.fide_id:
        return a.fide_id == b.fide_id
    return fold_name(a.name) == fold_name(b.name) and (a.club or "") == (b.club or "")


def _optional_text(mapping: Mapping, key: str, p: Problems) -> str | None:
    node = mapping.get(key)
    return None if node is None or (isinstance(node, Scalar) and node.is_null) else read_text(node, key, p)


def _roster_player(node: YamlNode, start: Start, club: str | None, p: Problems) -> Player | None:
    """A roster entry: a name, `[name, rating]`, `[name, rating, fide_id]`, or a mapping with every field."""
    if isinstance(node, Sequence):
        if len(node) not in (1, 2, 3):
            p.append(node.problem(f"a player written as a list is [name, rating] or [name, rating, fide_id], "
                                  f"not {len(node)} items", "quote names that contain a comma"))
            return None
        name = read_text(node.items[0], "name", p)
        rating = _rating(node.items[1], p) if len(node) > 1 else None
        fide_id = read_text(node.items[2], "fide_id", p) if len(node) > 2 else None
        return Player(start, name, rating, fide_id, club=club) if name else None
    if isinstance(node, Mapping):
        check_keys(node, ROSTER_KEYS, "a player", p)
        if node.get("name") is None:
            p.append(node.problem("a player needs a 'name'"))
            return None
        name = _optional_text(node, "name", p)
        fields: dict[str, object] = {"club": club}
        if (value := node.get("no")) is not None:
            start = Start(read_whole_number(value, "no", p, 1) or start)
        if (value := node.get("rating")) is not None:
            fields["rating"] = _rating(value, p)
        for key in ("fide_id", "sex", "birth", "national_id"):
            if (value := node.get(key)) is not None and not (isinstance(value, Scalar) and value.is_null):
                fields[key] = read_text(value, key, p)
        fed = node.get("fed") if "fed" in node else node.get("federation")
        if fed is not None:
            fields["federation"] = (read_text(fed, "fed", p) or "").upper() or None
        if (value := node.get("title")) is not None:
            fields["title"] = read_choice(value, "title", {t.casefold(): t for t in TITLES}, p)
        return Player(start, name, **fields) if name else None  # type: ignore[arg-type]  # fields read by type
    name = read_text(node, "roster", p)
    return Player(start, name, club=club) if name else None


def _rating(node: YamlNode, p: Problems) -> int | None:
    if isinstance(node, Scalar) and node.is_null:
        return None
    return read_whole_number(node, "rating", p, 0, 4000) or None


__all__ = ["LEAGUE_FILE", "TEAMS_DIR", "load_league", "read_league"]
