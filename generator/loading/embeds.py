"""Live tables in news posts: a line `{{ standings herbst-2026 after=6 top=8 }}` becomes the table itself.

A news body is Markdown with, on lines of their own, embeds of the form `{{ KIND [TOURNAMENT] [key=value …] }}`:

    {{ standings herbst-2026 after=6 top=8 }}   standings after round 6, the first 8 rows
    {{ results herbst-2026 round=6 }}            the boards of round 6 with their results
    {{ pairings herbst-2026 round=7 }}           the boards of round 7
    {{ scenarios herbst-2026 round=7 }}          what is at stake in round 7 while its results are not in
    {{ crosstable club-2026 }}                   a round robin's crosstable in rank order (after=5 as for standings)
    {{ schedule club-2026 round=5 }}             a round robin's schedule: round 5, or every round without round=
    {{ match bezirksliga round=3 team=lindenau-1 }}   a league's match of that team in round 3, board by board
    {{ league-table bezirksliga after=3 }}       a league's table after round 3 (also top=)
    {{ game herbst-2026 round=6 board=1 }}       the game of board 1 in round 6: its final position and moves

The tournament may be left out when the post's front matter names one; `after`/`round` default to the latest
finished round (the next round for pairings), so an embed without them follows the tournament as it goes on.
The league embeds name a league (or take the post's `league:`); `team=` is a team's slug (its file name under
teams/) and `round=` of a match defaults to the team's latest match entered, `after=` to the latest round.
Lines inside fenced code blocks are left alone. Pure: text in, parts and located problems out.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from types import MappingProxyType
from typing import Callable, Mapping

from generator.core.errors import Location, Problem, did_you_mean
from generator.core.model import Tournament
from generator.core.teams.model import League

KEYS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "standings": ("after", "top"),
    "results": ("round",),
    "pairings": ("round",),
    "crosstable": ("after",),     # a round robin's crosstable in rank order (pages/roundrobin.py)
    "schedule": ("round",),       # a round robin's schedule: every round, or one
    "match": ("team", "round"),
    "league-table": ("after", "top"),
    "scenarios": ("round",),      # what is at stake in a round before its results (pages/stake.py)
    "game": ("round", "board"),   # a board's game from the round's games file (pages/games.py)
})
TEXT_KEYS = ("team",)                      # settings whose value is a name, not a number
LEAGUE_KINDS = ("match", "league-table")   # embeds of a league rather than a tournament
SYNTAX = "{{ standings [tournament] [after=6] [top=8] }}, {{ results [tournament] [round=6] }}, " \
         "{{ pairings [tournament] [round=7] }}, {{ scenarios [tournament] [round=7] }}, for a round robin " \
         "{{ crosstable [tournament] [after=5] }}, {{ schedule [tournament] [round=5] }}, and for a league " \
         "{{ match [league] team=lindenau-1 [round=3] }}, {{ league-table [league] [after=3] [top=8] }}, and a game: " \
         "{{ game [tournament] round=6 board=1 }}"

_EMBED_LINE = re.compile(r"^(?P<indent>[ \t]*)\{\{(?P<inner>.*)\}\}[ \t]*$")
_FENCE = re.compile(r"^[ \t]*(```|~~~)")
_TOKEN = re.compile(r"\S+")


@dataclass(frozen=True)
class Embed:
    """One embed line as written: what to show, of which tournament, with which settings."""

    kind: str
    tournament: str | None         # the tournament named (the league, for a league embed)
    settings: tuple[tuple[str, int | str], ...]
    line: int                      # 1-based line of the news file
    column: int                    # where `{{` starts

    @property
    def of_league(self) -> bool:
        return self.kind in LEAGUE_KINDS

    def setting(self, key: str) -> int | None:
        value = next((value for name, value in self.settings if name == key), None)
        return value if isinstance(value, int) else None

    def text(self, key: str) -> str | None:
        """A setting that names something (`team=lindenau-1`)."""
        value = next((value for name, value in self.settings if name == key), None)
        return value if isinstance(value, str) else None


Part = str | Embed


@dataclass(frozen=True)
class _Token:
    text: str
    column: int


def split_body(body: str, first_line: int = 1) -> tuple[Part, ...]:
    """The body as Markdown text and embeds, in order (lines that do not parse as embeds stay text)."""
    parts, _ = parse_body(body, "", first_line)
    return parts


def parse_body(body: str, shown: str, first_line: int = 1) -> tuple[tuple[Part, ...], list[Problem]]:
    """Markdown text and embeds in order, and the problems of embed lines that could not be read."""
    parts: list[Part] = []
    problems: list[Problem] = []
    text: list[str] = []
    fenced = False
    for offset, line in enumerate(body.split("\n")):
        if _FENCE.match(line):
            fenced = not fenced
        match = None if fenced else _EMBED_LINE.match(line)
        if match is None:
            text.append(line)
            continue
        embed = _parse_embed(match, line, shown, first_line + offset, problems)
        if embed is None:
            text.append(line)
            continue
        if text:
            parts.append("\n".join(text))
            text = []
        parts.append(embed)
    if text and any(t.strip() for t in text):
        parts.append("\n".join(text))
    return tuple(parts), problems


def _parse_embed(match: re.Match[str], line: str, shown: str, number: int, problems: list[Problem]) -> Embed | None:
    start = match.start("inner")
    tokens = [_Token(m.group(0), start + m.start() + 1) for m in _TOKEN.finditer(match.group("inner"))]
    column = len(match.group("indent")) + 1

    def problem(at: int, message: str, hint: str | None = None) -> None:
        problems.append(Problem(Location(shown, number, at), message, line, hint))

    if not tokens:
        problem(column, "an empty embed '{{ }}'", f"write one of: {SYNTAX}")
        return None
    kind_token, rest = tokens[0], tokens[1:]
    kind = kind_token.text.lower()
    if kind not in KEYS:
        guess = did_you_mean(kind, KEYS)
        problem(kind_token.column,
                f"unknown embed '{kind_token.text}'" + (f" — did you mean '{guess}'?" if guess else ""),
                f"embeds are: {SYNTAX}")
        return None
    tournament = None
    if rest and "=" not in rest[0].text:
        tournament, rest = rest[0].text, rest[1:]
    settings: dict[str, int | str] = {}
    ok = True
    for token in rest:
        key, sep, value = token.text.partition("=")
        known = KEYS[kind]
        if not sep:
            problem(token.column, f"'{token.text}' is not a setting of the form key=value",
                    f"{kind} takes {_listed(known)}, e.g. {known[0]}=6")
            ok = False
        elif key not in known:
            guess = did_you_mean(key, known)
            problem(token.column,
                    f"unknown setting '{key}' for {kind}" + (f" — did you mean '{guess}'?" if guess else ""),
                    f"{kind} takes {_listed(known)}")
            ok = False
        elif key in settings:
            problem(token.column, f"'{key}' is given twice")
            ok = False
        elif key in TEXT_KEYS:
            if value:
                settings[key] = value
            else:
                problem(token.column, f"'{key}' needs a name", f"e.g. {key}=lindenau-1")
                ok = False
        elif not value.isdecimal() or int(value) < 1:
            problem(token.column + len(key) + 1, f"'{key}' must be a whole number from 1, not '{value}'",
                    f"e.g. {key}=6")
            ok = False
        else:
            settings[key] = int(value)
    if not ok:
        return None
    return Embed(kind, tournament, tuple(settings.items()), number, column)


def _listed(keys: tuple[str, ...]) -> str:
    return " and ".join(f"{k}=" for k in keys)


def check_embed(embed: Embed, shown: str, line: str, default_tournament: str | None,
                tournaments: Mapping[str, Tournament | None], default_league: str | None = None,
                leagues: Mapping[str, League | None] = MappingProxyType({})) -> list[Problem]:
    """Problems of an embed against the site: its tournament must exist, its rounds must have happened.

    `tournaments` maps every slug of the site to its tournament (None when its files have errors: nothing more
    is checked then); `leagues` likewise the leagues, for the league embeds."""
    def problem(message: str, hint: str | None = None) -> list[Problem]:
        return [Problem(Location(shown, embed.line, embed.column), message, line, hint)]

    if embed.of_league:
        return _check_league_embed(embed, problem, embed.tournament or default_league, leagues)

    slug = embed.tournament or default_tournament
    if slug is None or slug not in tournaments:
        return _unnamed(embed, problem, slug, tournaments, "tournament", "herbst-2026")
    tournament = tournaments[slug]
    if tournament is None:
        return []
    finished = tournament.rounds_completed
    if embed.kind in ("crosstable", "schedule"):
        return _check_round_robin_embed(embed, tournament, problem)
    if embed.kind == "standings":
        after = embed.setting("after")
        if after is not None and after > finished:
            return problem(f"no standings after round {after} yet: "
                           + (f"rounds 1–{finished} are finished" if finished else "no round is finished"),
                           f"use after=1 … after={finished}" if finished else "leave out after= to show the "
                           "latest standings once a round is finished")
        return []
    number = embed.setting("round")
    if embed.kind == "game":
        return _check_game_embed(embed, tournament, problem)
    if number is None:
        return []
    entered = tournament.round(number)
    if embed.kind == "results" and (entered is None or not entered.games):
        return problem(f"round {number} has no boards yet",
                       f"rounds with boards: {_with_boards(tournament)}")
    if embed.kind in ("pairings", "scenarios") and (entered is None or not entered.games) \
            and number != finished + 1:
        return problem(f"round {number} is not paired",
                       f"rounds with boards: {_with_boards(tournament)}; the next round is {finished + 1}")
    return []


def _check_game_embed(embed: Embed, tournament: Tournament,
                      problem: Callable[[str, str | None], list[Problem]]) -> list[Problem]:
    """{{ game round=6 board=1 }}: the board must have a game in the round's games file (rounds/NN.pgn)."""
    number, board = embed.setting("round"), embed.setting("board")
    with_games = {(r.number, g.board or i): g for r in tournament.rounds
                  for i, g in enumerate(r.games, start=1) if g.record is not None}
    listed = ", ".join(f"round={n} board={b}" for n, b in sorted(with_games)) or "none yet"
    if number is None or board is None:
        return problem("'game' needs round= and board=", f"boards with a game: {listed}")
    if (number, board) not in with_games:
        return problem(f"round {number}, board {board} has no game in rounds/{number:02d}.pgn",
                       f"boards with a game: {listed}")
    return []


def _check_round_robin_embed(embed: Embed, tournament: Tournament,
                             problem: Callable[[str, str | None], list[Problem]]) -> list[Problem]:
    if not tournament.round_robin:
        return problem(f"'{embed.kind}' is for a round robin, but {tournament.slug} is paired by "
                       f"'{tournament.pairing.value}'", "use {{ standings }} or {{ results }} for a Swiss")
    finished = tournament.rounds_completed
    after, number = embed.setting("after"), embed.setting("round")
    if after is not None and after > finished:
        return problem(f"no crosstable after round {after} yet: "
                       + (f"rounds 1–{finished} are finished" if finished else "no round is finished"),
                       "leave out after= to show the latest crosstable")
    if number is not None and tournament.planned_rounds and number > tournament.planned_rounds:
        return problem(f"the round robin has {tournament.planned_rounds} rounds, not {number}",
                       f"use round=1 … round={tournament.planned_rounds}")
    return []


def _with_boards(tournament: Tournament) -> str:
    numbers = [str(r.number) for r in sorted(tournament.rounds, key=lambda r: r.number) if r.games]
    return ", ".join(numbers) or "none"


def _unnamed(embed: Embed, problem: Callable[..., list[Problem]], slug: str | None, known: Mapping[str, object],
             what: str, example: str) -> list[Problem]:
    """The embed names no tournament (league), or one the site does not have."""
    if slug is None:
        return problem(f"'{embed.kind}' needs a {what}",
                       "name it in the embed ({{ " + f"{embed.kind} {example}" + " }}) or give the post "
                       f"'{what}:' in its front matter")
    guess = did_you_mean(slug, known)
    return problem(f"unknown {what} '{slug}'" + (f" — did you mean '{guess}'?" if guess else ""),
                   f"{what} folders: {', '.join(sorted(known)) or 'none'}")


def _check_league_embed(embed: Embed, problem: Callable[..., list[Problem]], slug: str | None,
                        leagues: Mapping[str, League | None]) -> list[Problem]:
    """A league embed: the league and team must exist, the round must have been entered."""
    if slug is None or slug not in leagues:
        return _unnamed(embed, problem, slug, leagues, "league", "bezirksliga-2026")
    league = leagues[slug]
    if league is None:
        return []
    entered = league.rounds_entered
    if embed.kind == "league-table":
        after = embed.setting("after")
        if after is not None and after > entered:
            return problem(f"no table after round {after} yet: "
                           + (f"rounds 1–{entered} are entered" if entered else "no round is entered"),
                           f"use after=1 … after={entered}" if entered else "leave out after=")
        return []
    team = embed.text("team")
    if team is None:
        return problem("'match' needs a team=", f"e.g. team={league.teams[0].slug}" if league.teams else None)
    if team not in league.teams_by_slug:
        guess = did_you_mean(team, league.teams_by_slug)
        return problem(f"unknown team '{team}'" + (f" — did you mean '{guess}'?" if guess else ""),
                       f"teams of {league.name}: {', '.join(league.teams_by_slug)}")
    number = embed.setting("round")
    played = [m.round for m in league.matches_of(team)]
    if number is not None and number not in played:
        return problem(f"{league.team(team).name} has no match in round {number}",
                       f"rounds with a match of the team: {', '.join(map(str, played)) or 'none'}")
    if number is None and not played:
        return problem(f"{league.team(team).name} has played no match yet")
    return []
