"""A league's `rounds/NN.yml`: the matches of a round, board by board, checked within the round and against
the rosters and the schedule (docs/content-format.md, "Team competitions")."""
from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from types import MappingProxyType

from generator.core.errors import Problem, did_you_mean
from generator.core.model import Colour, GameResult, Player, Start
from generator.core.teams.model import (
    NO_PLAYER,
    Board,
    ByeKind,
    League,
    Match,
    MatchForfeit,
    Team,
    TeamBye,
    colour_of_home,
    make_board,
)
from generator.loading.players import PlayerIndex, fold_name
from generator.loading.rounds import RoundFiles, parse_result
from generator.loading.values import (
    Problems,
    as_mapping,
    check_keys,
    items_of,
    read_date,
    read_yaml,
    unknown_key,
)
from generator.loading.yamlsource import Scalar, Sequence, YamlNode

ROUND_KEYS = ("round", "date", "matches", "byes")
BYE_KEYS = MappingProxyType({"pab": ByeKind.PAB, "full": ByeKind.FULL, "half": ByeKind.HALF, "zero": ByeKind.ZERO})
COLOUR_WORDS = MappingProxyType({"white": Colour.WHITE, "w": Colour.WHITE, "black": Colour.BLACK, "b": Colour.BLACK})
MATCH_HINT = "one line per match: 'home-team - away-team:' followed by its boards, home player first"
RESULT_HINT = ("the home player's result first: 1-0, 0-1 or ½-½ (also 1/2-1/2, =); a forfeit is +- (home wins) "
               "or -+ (away wins), a double forfeit --; leave it out until the game is played")
_EMPTY = ("-", "—", "")
_FORFEITS = MappingProxyType({
    "+-": MatchForfeit.HOME_WINS,
    "-+": MatchForfeit.AWAY_WINS,
    "--": MatchForfeit.DOUBLE,
    "+:-": MatchForfeit.HOME_WINS,
    "-:+": MatchForfeit.AWAY_WINS,
    "-:-": MatchForfeit.DOUBLE,
})
_MATCH_KEY = re.compile(r"^(?P<home>.+?)\s+[-–—]\s+(?P<away>.+)$")


class TeamRefs:
    """Teams by slug or name; references resolved with a suggestion."""

    def __init__(self, league: League) -> None:
        self.league = league
        self.keys = {fold_name(t.slug): t.slug for t in league.teams}
        self.keys.update({fold_name(t.name): t.slug for t in league.teams})
        self.indexes = {t.slug: PlayerIndex(league.player(s) for s in t.ranked) for t in league.teams}

    def find(self, text: str) -> str | None:
        return self.keys.get(fold_name(text))

    def unknown(self, text: str) -> str:
        guess = did_you_mean(text, [t.slug for t in self.league.teams] + [t.name for t in self.league.teams])
        return f"unknown team '{text}'" + (f" — did you mean '{guess}'?" if guess else "")

    def hint(self) -> str:
        return "teams are: " + ", ".join(t.slug for t in self.league.teams)

    def resolve(self, node: YamlNode, problems: Problems) -> str | None:
        text = node.text.strip() if isinstance(node, Scalar) and not node.is_null else ""
        slug = self.find(text) if text else None
        if slug is None:
            problems.append(node.problem(self.unknown(text) if text else
                                         f"a team is a slug or a name, not {node.describe()}", self.hint()))
        return slug


def read_matches(folder: Path, shown: str, league: League, refs: TeamRefs, problems: Problems
                 ) -> tuple[tuple[Match, ...], tuple[TeamBye, ...], dict[int, dt.date]]:
    """Every round file's matches and team byes, in round order, and the dates the round files give."""
    # The round files are named, numbered and checked for gaps exactly as a tournament's are.
    round_files = RoundFiles(folder, shown, league.rounds, problems,
                             "raise 'rounds:' in league.yml if the season got longer")
    files = round_files.numbered()
    round_files.check_gaps(files)
    matches: list[Match] = []
    byes: list[TeamBye] = []
    dates: dict[int, dt.date] = {}
    for number, path in files:
        reader = _RoundReader(league, refs, number, round_files.shown_of(path), problems)
        matches.extend(reader.read(path, round_files))
        byes.extend(sorted(reader.byes, key=lambda b: league.team(b.team).number))
        if reader.date is not None:
            dates[number] = reader.date
    return tuple(matches), tuple(byes), dates


class _RoundReader:
    def __init__(self, league: League, refs: TeamRefs, number: int, shown: str, problems: Problems) -> None:
        self.league, self.refs, self.number, self.shown, self.problems = league, refs, number, shown, problems
        self.playing: dict[str, tuple[str, YamlNode]] = {}      # team → its match's name, node
        self.seen: dict[Start, str] = {}                       # player → where already in this round
        self.date: dt.date | None = None
        self.byes: list[TeamBye] = []

    def read(self, path: Path, round_files: RoundFiles) -> list[Match]:
        parsed = read_yaml(path, self.shown, self.problems)
        if parsed is None or parsed.root is None:
            return []
        mapping = as_mapping(parsed.root, path.name, self.problems)
        if mapping is None:
            return []
        check_keys(mapping, ROUND_KEYS, "a league round file", self.problems)
        round_files.check_round_number(mapping, self.number, path.name, self.shown)
        if (node := mapping.get("date")) is not None and not (isinstance(node, Scalar) and node.is_null):
            self.date = read_date(node, "date", self.problems)
        listed = as_mapping(mapping.get("matches"), "'matches'", self.problems)
        out = []
        for key, value in listed.items() if listed is not None else ():
            match = self._match(key, value)
            if match is not None:
                out.append(match)
        self._byes(mapping.get("byes"))
        return out

    def _byes(self, node: YamlNode | None) -> None:
        """`byes: {pab: [team], full: […], half: […], zero: […]}`: the team byes of a team Swiss (TRF-2026 records
        320 and 240); a team with a bye plays no match that round."""
        mapping = as_mapping(node, "'byes'", self.problems)
        for key, value in mapping.items() if mapping is not None else ():
            kind = BYE_KEYS.get(key.text)
            if kind is None:
                self.problems.append(unknown_key(key, tuple(BYE_KEYS), "byes"))
                continue
            for item in items_of(value):
                slug = self.refs.resolve(item, self.problems)
                if slug is None:
                    continue
                if slug in self.playing:
                    other, where = self.playing[slug]
                    self.problems.append(item.problem(f"{self.league.team(slug).name} already plays in round "
                                                      f"{self.number} ({other}, line {where.line})",
                                                      "a team with a bye plays no match that round"))
                    continue
                self.playing[slug] = (f"a {key.text} bye", item)
                self.byes.append(TeamBye(self.number, slug, kind))

    # -- one match ----------------------------------------------------------------------------------------

    def _match(self, key: Scalar, value: YamlNode) -> Match | None:
        teams = self._teams(key)
        if teams is None:
            return None
        home, away = teams
        self._check_scheduled(key, home, away)
        if isinstance(value, Scalar) and not value.is_null:
            forfeit = _FORFEITS.get("".join(value.text.split()))
            if forfeit is None:
                self.problems.append(value.problem(f"a whole match forfeited is +-, -+ or --, not '{value.text}'",
                                                   "or list the match's boards below it"))
                return None
            return Match(self.number, home, away, forfeit=forfeit)
        if isinstance(value, Scalar):
            return Match(self.number, home, away)     # announced, boards not entered yet
        if not isinstance(value, Sequence):
            self.problems.append(value.problem(f"a match is a list of boards, not {value.describe()}",
                                               "one line per board: - [home player, away player, result]"))
            return None
        return self._boards(key, value, home, away)

    def _teams(self, key: Scalar) -> tuple[str, str] | None:
        found = _MATCH_KEY.match(key.text.strip())
        if found is None:
            self.problems.append(key.problem(f"a match is named 'home - away', not '{key.text}'", MATCH_HINT))
            return None
        slugs = []
        for part in ("home", "away"):
            slug = self.refs.find(found[part])
            if slug is None:
                self.problems.append(key.problem(self.refs.unknown(found[part]), self.refs.hint()))
            slugs.append(slug)
        home, away = slugs
        if home is None or away is None:
            return None
        if home == away:
            self.problems.append(key.problem(f"{self.league.team(home).name} cannot play against itself"))
            return None
        ok = True
        for slug in (home, away):
            if slug in self.playing:
                other, node = self.playing[slug]
                self.problems.append(key.problem(f"{self.league.team(slug).name} already plays in round "
                                                 f"{self.number} ({other}, line {node.line})",
                                                 "a team plays one match per round"))
                ok = False
        for slug in (home, away):
            self.playing.setdefault(slug, (key.text.strip(), key))
        return (home, away) if ok else None

    def _check_scheduled(self, key: Scalar, home: str, away: str) -> None:
        planned = [f for f in self.league.schedule if f.round == self.number]
        if not self.league.schedule or any(f.home == home and f.away == away for f in planned):
            return
        name = self.league.team
        if any(f.home == away and f.away == home for f in planned):
            self.problems.append(key.problem(f"the schedule has {name(away).name} at home against {name(home).name} "
                                             f"in round {self.number}", "the home team comes first: "
                                                                         f"'{away} - {home}:'"))
            return
        theirs = [f"{f.home} - {f.away}" for f in planned if home in (f.home, f.away) or away in (f.home, f.away)]
        self.problems.append(key.problem(f"{name(home).name} – {name(away).name} is not scheduled in round "
                                         f"{self.number}", "the schedule has " + (", ".join(theirs) or
                                                                                  "no match for these teams")
                                         + " in this round"))

    # -- boards -------------------------------------------------------------------------------------------

    def _boards(self, key: Scalar, node: Sequence, home: str, away: str) -> Match | None:
        boards: list[Board] = []
        faulty = False
        sides: list[tuple[YamlNode, YamlNode]] = []
        label = f"{home} - {away}"
        for number, item in enumerate(node.items, start=1):
            board = self._board(item, number, home, away, label)
            if board is None:
                faulty = True
                continue
            boards.append(board[0])
            sides.append(board[1])
        if len(node) != self.league.boards:
            self.problems.append(key.problem(
                f"the match has {len(node)} board{'s' if len(node) != 1 else ''}, but the league plays "
                f"{self.league.boards}", "an empty board is written with '-' for the missing player, e.g. "
                                         "[Brandt, -, +-]; a whole match not played is 'home - away: +-'"))
            faulty = True
        if self.league.keep_order and not faulty:
            self._check_order(boards, sides, home, away)
        return None if faulty else Match(self.number, home, away, tuple(boards))

    def _board(self, node: YamlNode, number: int, home: str, away: str, match: str
               ) -> tuple[Board, tuple[YamlNode, YamlNode]] | None:
        if not isinstance(node, Sequence) or len(node) not in (2, 3, 4):
            what = f"{len(node)} items" if isinstance(node, Sequence) else node.describe()
            self.problems.append(node.problem(f"a board is [home player, away player, result], not {what}",
                                              "quote names that contain a comma; '-' stands for an empty side"))
            return None
        home_node, away_node = node.items[0], node.items[1]
        home_player = self._player(home_node, home, away, number, match)
        away_player = self._player(away_node, away, home, number, match)
        result = self._result(node.items[2] if len(node) >= 3 else None, node, home_player, away_player)
        colour = self._colour(node.items[3]) if len(node) == 4 else colour_of_home(self.league.colours, number)
        if home_player is None or away_player is None or result is None or colour is None:
            return None
        return make_board(number, home_player, away_player, result, colour), (home_node, away_node)

    def _colour(self, node: YamlNode) -> Colour | None:
        """A board played in other colours than `colours:` says: the home player's colour as a fourth item."""
        text = node.text.strip().casefold() if isinstance(node, Scalar) and not node.is_null else ""
        if text in COLOUR_WORDS:
            return COLOUR_WORDS[text]
        self.problems.append(node.problem(f"the fourth item of a board is the home player's colour, white or "
                                          f"black, not {node.describe()}",
                                          "leave it out when the board follows 'colours:' in league.yml"))
        return None

    def _player(self, node: YamlNode, slug: str, opponent: str, board: int, match: str) -> Start | None:
        team = self.league.team(slug)
        text = node.text.strip() if isinstance(node, Scalar) and not node.is_null else ""
        if isinstance(node, Scalar) and (node.is_null or text in _EMPTY):
            return NO_PLAYER
        value = node.value if isinstance(node, Scalar) else None
        if isinstance(value, int) and not isinstance(value, bool):
            return self._by_rank(node, team, value, board, match)
        if not isinstance(value, str):
            self.problems.append(node.problem(f"a player is a name or a roster number, not {node.describe()}"))
            return None
        found = self.refs.indexes[slug].find(text)
        if len(found) > 1:
            names = ", ".join(p.name for p in found)
            self.problems.append(node.problem(f"ambiguous player '{text}' on the roster of {team.name}: {names}",
                                              "write the full name"))
            return None
        if not found:
            if team.ranked:   # a team file without a readable roster has its own error; none for each board
                self.problems.append(self._not_on_roster(node, text, team, opponent))
            return None
        return self._first_time(node, found[0], board, match)

    def _by_rank(self, node: YamlNode, team: Team, rank: int, board: int, match: str) -> Start | None:
        if 1 <= rank <= len(team.ranked):
            return self._first_time(node, self.league.player(team.ranked[rank - 1]), board, match)
        self.problems.append(node.problem(f"{team.name} has no player no. {rank}",
                                          f"its roster numbers run from 1 to {len(team.ranked)} (substitutes "
                                          "after the regular players)"))
        return None

    def _not_on_roster(self, node: YamlNode, text: str, team: Team, opponent: str) -> Problem:
        message = f"'{text}' is not on the roster of {team.name}"
        guess = self.refs.indexes[team.slug].suggestion(text)
        if guess:
            message += f" — did you mean '{guess[0]}'?"
        for other in self.league.teams:
            if other.slug != team.slug and self.refs.indexes[other.slug].find(text):
                side = " (the home player comes first)" if other.slug == opponent else ""
                return node.problem(message, f"{text} plays for {other.name}{side}")
        return node.problem(message, f"add the player to {team.slug}.yml (roster or substitutes), or correct "
                                     "the name")

    def _first_time(self, node: YamlNode, player: Player, board: int, match: str) -> Start | None:
        """A player appears once per round: on one board of one match."""
        where = f"on board {board} of {match}"
        if player.start in self.seen:
            self.problems.append(node.problem(f"{player.name} is already {self.seen[player.start]} in round "
                                              f"{self.number}", "each player has one board per round"))
            return None
        self.seen[player.start] = where
        return player.start

    def _result(self, node: YamlNode | None, board: YamlNode, home: Start | None, away: Start | None
                ) -> GameResult | None:
        if node is None or (isinstance(node, Scalar) and node.is_null):
            return self._possible(board, GameResult.PENDING, home, away)
        result = parse_result(node.text) if isinstance(node, Scalar) else None
        if result is None:
            shown = f"'{node.text}'" if isinstance(node, Scalar) else node.describe()
            self.problems.append(node.problem(f"invalid result {shown}", RESULT_HINT))
            return None
        return self._possible(node, result, home, away)

    def _possible(self, node: YamlNode, result: GameResult, home: Start | None, away: Start | None
                  ) -> GameResult | None:
        """A board with an empty side can only be lost by that side by forfeit (or forfeited by both)."""
        empty = [side for side, player in (("home", home), ("away", away)) if player == NO_PLAYER]
        if not empty:
            return result
        allowed = {("home",): (GameResult.BLACK_WINS_FORFEIT, GameResult.DOUBLE_FORFEIT),
                   ("away",): (GameResult.WHITE_WINS_FORFEIT, GameResult.DOUBLE_FORFEIT),
                   ("home", "away"): (GameResult.DOUBLE_FORFEIT,)}[tuple(empty)]
        if result in allowed:
            return result
        words = {GameResult.WHITE_WINS_FORFEIT: "+-", GameResult.BLACK_WINS_FORFEIT: "-+",
                 GameResult.DOUBLE_FORFEIT: "--"}
        sides = " and ".join(empty)
        choices = " or ".join(words[r] for r in allowed)
        message = f"the {sides} side of this board is empty, so its result can only be {choices}"
        self.problems.append(node.problem(message, "a board nobody played for is lost by forfeit"))
        return None

    def _check_order(self, boards: list[Board], sides: list[tuple[YamlNode, YamlNode]], home: str, away: str
                     ) -> None:
        """Where the league keeps the roster order, each team's players sit in ranking order from board 1 down."""
        for index, slug in ((0, home), (1, away)):
            team = self.league.team(slug)
            previous: tuple[int, Board] | None = None
            for board, nodes in zip(boards, sides):
                player = board.home if index == 0 else board.away
                if player == NO_PLAYER:
                    continue
                rank = team.rank_of(player) or 0
                if previous is not None and rank < previous[0]:
                    earlier = self.league.player(previous[1].home if index == 0 else previous[1].away)
                    self.problems.append(nodes[index].problem(
                        f"boards out of roster order: {self.league.player(player).name} (no. {rank} of {team.name}) "
                        f"on board {board.number} after {earlier.name} (no. {previous[0]}) on board "
                        f"{previous[1].number}",
                        "the league keeps the roster order (keep_order: true in league.yml): put the players in "
                        "roster order, or set keep_order: false"))
                previous = (rank, board)
