"""A tournament or a league as our own content files: tournament.yml and rounds/NN.yml, or a league folder, in the
short forms of docs/content-format.md. Pure: model in, `{relative path: text}` out; `bulletin import-trf` writes
them.

Players are referred to by starting number in round files, so no name can be ambiguous. A round with boards
lists every player who has nothing in it under `zero:` (a blank TRF cell means a zero-point bye), so the loader
has no absence to warn about. Acceleration (`XXA`, `250`, Baku by record 192) becomes `acceleration:`. What TRF
cannot say (withdrawals) is named by `left_out`.
"""
from __future__ import annotations

import json
from fractions import Fraction
from types import MappingProxyType

from generator.core.model import ByeKind, Colour, Game, GameResult, Player, PointSystem, Round, Start, Tournament
from generator.core.teams.model import NO_PLAYER, Board, League, MatchPoints, Score, Team, colour_of_home
from generator.core.teams.model import ByeKind as TeamByeKind
from generator.core.tiebreaks.values import chess_text
from generator.trf.reader import title_of

_RESULTS = MappingProxyType({GameResult.WHITE_WINS: "1-0", GameResult.BLACK_WINS: "0-1", GameResult.DRAW: "½-½",
                             GameResult.WHITE_WINS_FORFEIT: "+-", GameResult.BLACK_WINS_FORFEIT: "-+",
                             GameResult.DOUBLE_FORFEIT: "--"})
_BYE_KEYS = ((ByeKind.PAB, "pab"), (ByeKind.HALF, "half"), (ByeKind.FULL, "full"), (ByeKind.ZERO, "zero"))
_EXTRA_KEYS = MappingProxyType({"arbiter": ("arbiter", "102"), "time_control": ("time_control", "122")})
_TEAM_BYE_WORDS = (("pab", TeamByeKind.PAB), ("full", TeamByeKind.FULL), ("half", TeamByeKind.HALF),
                   ("zero", TeamByeKind.ZERO))


def content_files(tournament: Tournament, source: str = "") -> dict[str, str]:
    """tournament.yml and one rounds/NN.yml per entered round, by path inside the tournament folder."""
    files = {"tournament.yml": tournament_yaml(tournament, source)}
    for rnd in tournament.rounds:
        files[f"rounds/{rnd.number:02d}.yml"] = round_yaml(tournament, rnd)
    return files


def inferred_withdrawals(tournament: Tournament) -> dict[Start, int]:
    """Players of a Swiss with nothing (no board, no bye but a zero-point one) in each of at least the last two
    rounds entered, after a round they were in: withdrawn from the first round missed (TRF has no record for a
    withdrawal; docs/rules/decisions.md §6.2). A player missing only the last round may be back for the next
    one and stays absent; a round robin's withdrawn player has forfeits instead, which are kept."""
    last = tournament.rounds_entered
    if tournament.round_robin or last < 2:
        return {}
    present: dict[Start, set[int]] = {p.start: set() for p in tournament.players}
    paired = {r.number for r in tournament.rounds if r.games}
    for rnd in tournament.rounds:
        for start in rnd.participants():
            if start in present:
                present[start].add(rnd.number)
        for bye in rnd.byes:
            if bye.kind is ByeKind.ZERO:
                present[bye.player].discard(rnd.number)
    out = {}
    for start, rounds in present.items():
        last_in = max(rounds, default=0)
        missed = range(last_in + 1, last + 1)
        if 1 <= last_in <= last - 2 and all(n in paired for n in missed):
            out[start] = last_in + 1
    return dict(sorted(out.items()))


def first_last(name: str) -> str:
    """'Meißner, Tobias' as the site writes names: 'Tobias Meißner'; a name without a comma as it is."""
    if "," not in name:
        return name
    surname, given = (part.strip() for part in name.split(",", 1))
    return f"{given} {surname}".strip()


def left_out(tournament: Tournament) -> tuple[str, ...]:
    """What the tournament holds that our content files cannot say."""
    notes = []
    absent = _absent_at_the_end(tournament)
    if absent:
        who = f"player no. {absent[0]} was" if len(absent) == 1 else \
            f"players no. {', '.join(map(str, absent))} were"
        notes.append(f"withdrawals: TRF has none; {who} absent in the last round, listed there as a zero-point "
                     f"bye (after a withdrawal, add 'withdrawn: N' to the player in tournament.yml)")
    return tuple(notes)


def _absent_at_the_end(tournament: Tournament) -> list[int]:
    last = tournament.round(tournament.rounds_entered)
    if last is None or not last.games:
        return []
    present = last.participants()
    return [p.start for p in sorted(tournament.players, key=lambda p: p.start)
            if p.start not in present and not tournament.withdrawn_in(p.start, last.number)]


def tournament_yaml(t: Tournament, source: str = "") -> str:
    extra = dict(t.extra)
    lines = [f"# Imported from {source} by bulletin import-trf" if source else "# Imported by bulletin import-trf",
             f"name: {quoted(t.name)}"]
    if t.start_date and t.end_date and t.start_date != t.end_date:
        lines.append(f"dates: {{start: {t.start_date.isoformat()}, end: {t.end_date.isoformat()}}}")
    elif t.start_date:
        lines.append(f"date: {t.start_date.isoformat()}")
    if t.venue:
        lines.append(f"venue: {quoted(t.venue)}")
    lines.append(f"rounds: {max(t.planned_rounds, t.rounds_entered, 1)}")
    lines.append(f"pairing: {t.pairing.value}")
    if t.round_robin and t.cycles != 1:
        lines.append(f"cycles: {t.cycles}")
    if t.rules is not None:
        lines.append(f"rules: {t.rules.value}")
    if t.tiebreaks:
        lines.append(f"tiebreaks: [{', '.join(t.tiebreaks)}]")
    if t.initial_colour is not None:
        lines.append(f"initial_colour: {'white' if t.initial_colour is Colour.WHITE else 'black'}")
    if t.points != PointSystem():
        values = ", ".join(f"{name}: {_points(getattr(t.points, name))}" for name in PointSystem.__dataclass_fields__)
        lines.append(f"points: {{{values}}}")
    for key, sources in _EXTRA_KEYS.items():
        value = next((extra[s] for s in sources if extra.get(s)), None)
        if value:
            lines.append(f"{key}: {quoted(value)}")
    if any(t.schedule):
        lines.append(f"schedule: [{', '.join(d.isoformat() if d else 'null' for d in t.schedule)}]")
    if t.forbidden_pairs:
        lines.append("forbidden_pairs:")
        lines += [f"  - [{a}, {b}]" for a, b in sorted(tuple(sorted(pair)) for pair in t.forbidden_pairs)]
    lines += _acceleration_yaml(t)
    lines.append("players:")
    lines += [f"  - {player_yaml(p, t.pairing_numbers.get(p.start), t.withdrawals.get(p.start))}"
              for p in sorted(t.players, key=lambda p: p.start)]
    return "\n".join(lines) + "\n"


def _acceleration_yaml(t: Tournament) -> list[str]:
    """Virtual points per player from round 1 (trailing zeros and rounds beyond the planned ones left out), or
    `acceleration: baku`."""
    rounds = max(t.planned_rounds, t.rounds_entered, 1)
    lines = []
    for start in sorted(t.acceleration):
        values = list(t.acceleration[start][:rounds])
        while values and values[-1] == 0:
            values.pop()
        if values:
            lines.append(f"  {start}: [{', '.join(_points(v) for v in values)}]")
    if lines:
        return ["acceleration:                # virtual points of each player in rounds 1, 2, …"] + lines
    return ["acceleration: baku"] if t.baku_acceleration and not t.acceleration else []


def player_yaml(player: Player, pairing_number: int | None = None, withdrawn: int | None = None) -> str:
    """A player in the mapping form, one line: {no: 3, name: "Weiß, Anna", rating: 1987, …}; `withdrawn`, the
    first round missed after a withdrawal."""
    fields = [f"no: {player.start}", f"name: {quoted(player.name)}"]
    if player.rating:
        fields.append(f"rating: {player.rating}")
    if player.dwz:
        fields.append(f"dwz: {player.dwz}" + (f"-{player.dwz_index}" if player.dwz_index is not None else ""))
    if player.federation and len(player.federation) == 3 and player.federation.isalpha():
        fields.append(f"fed: {player.federation.upper()}")
    title = title_of(player.title)
    if title:
        fields.append(f"title: {title}")
    for key in ("fide_id", "club", "sex", "birth"):
        value = getattr(player, key)
        if value:
            fields.append(f"{key}: {quoted(value)}")
    if pairing_number is not None:   # a round robin's number as drawn by lot (docs/rules/round-robin.md)
        fields.append(f"pairing_number: {pairing_number}")
    if withdrawn is not None:
        fields.append(f"withdrawn: {withdrawn}")
    return "{" + ", ".join(fields) + "}"


def round_yaml(t: Tournament, rnd: Round) -> str:
    lines = [f"round: {rnd.number}"]
    date = t.round_date(rnd.number)
    if date:
        lines.append(f"date: {date.isoformat()}")
    if rnd.games:
        lines.append("boards:")
        lines += [_game_yaml(t, g) for g in sorted(rnd.games, key=lambda g: g.board)]
    byes = {kind: sorted(b.player for b in rnd.byes if b.kind is kind) for kind, _ in _BYE_KEYS}
    if rnd.games:
        present = rnd.participants()
        byes[ByeKind.ZERO] = sorted(set(byes[ByeKind.ZERO]) | {p.start for p in t.players if p.start not in present
                                                               and not t.withdrawn_in(p.start, rnd.number)})
    if any(byes.values()):
        lines.append("byes:")
        lines += [f"  {key}: [{', '.join(str(s) for s in byes[kind])}]" for kind, key in _BYE_KEYS if byes[kind]]
    return "\n".join(lines) + "\n"


def _game_yaml(t: Tournament, game: Game) -> str:
    """A board by starting numbers, its players named in a comment: `- [54, 1, 0-1]   # Kavouras – Naoum`."""
    board = f"[{game.white}, {game.black}" + (f", {_RESULTS[game.result]}]" if not game.result.pending else "]")
    names = " – ".join(t.player(s).name for s in (game.white, game.black))
    return f"  - {board}".ljust(22) + f"  # {names}"


def quoted(text: str) -> str:
    """A YAML double-quoted string (JSON's escapes are YAML's)."""
    return json.dumps(text, ensure_ascii=False)


def _points(value: Fraction) -> str:
    return quoted(chess_text(value)) if value.denominator != 1 else str(value.numerator)


# -- a league (bulletin import-trf of a team file) -------------------------------------------------------------
#
# league.yml, teams/<slug>.yml and rounds/NN.yml in the forms of docs/content-format.md ("Team competitions"),
# which generator/loading/league.py reads back into the same League: players keep their numbers (`no:`), a board
# names each player by the team's roster number (a comment gives the names), a board whose colours differ from
# `colours:` adds the home player's colour.

def league_files(league: League, source: str = "") -> dict[str, str]:
    """league.yml, one teams/<slug>.yml per team and one rounds/NN.yml per round with matches or byes."""
    files = {"league.yml": league_yaml(league, source)}
    for team in league.teams:
        files[f"teams/{team.slug}.yml"] = team_yaml(league, team)
    for number in sorted({m.round for m in league.matches} | {b.round for b in league.byes}):
        files[f"rounds/{number:02d}.yml"] = league_round_yaml(league, number)
    return files


def league_yaml(league: League, source: str = "") -> str:
    lines = [f"# Imported from {source} by bulletin import-trf" if source else "# Imported by bulletin import-trf",
             f"name: {quoted(league.name)}"]
    if league.season:
        lines.append(f"season: {quoted(league.season)}")
    lines.append(f"boards: {league.boards}")
    if league.planned_rounds:
        lines.append(f"rounds: {league.planned_rounds}")
    if league.swiss:
        lines.append("system: swiss")
    if league.rules is not None:
        lines.append(f"rules: {league.rules.value}")
    mp = league.match_points
    if mp != MatchPoints():
        lines.append(f"match_points: {{win: {_points(mp.win)}, draw: {_points(mp.draw)}, loss: {_points(mp.loss)}}}")
    if league.points != PointSystem():
        values = ", ".join(f"{name}: {_points(getattr(league.points, name))}"
                           for name in ("win", "draw", "loss", "forfeit_win", "forfeit_loss"))
        lines.append(f"points: {{{values}}}")
    if league.primary is not Score.MP:
        lines.append(f"primary: {league.primary.value.lower()}")
    lines.append(f"tiebreaks: [{', '.join(league.tiebreaks)}]")
    lines.append(f"colours: {''.join('W' if c is Colour.WHITE else 'B' for c in league.colours)}")
    lines.append(f"keep_order: {'true' if league.keep_order else 'false'}")
    if league.pab_points is not None:
        lines.append(f"pab: {{mp: {_points(league.pab_points[0])}, gp: {_points(league.pab_points[1])}}}")
    for key, day in (("start", league.start_date), ("end", league.end_date)):
        if day:
            lines.append(f"{key}: {day.isoformat()}")
    if league.dates:
        lines.append(f"dates: [{', '.join(d.isoformat() if d else 'null' for d in league.dates)}]")
    lines.append(f"teams: [{', '.join(t.slug for t in league.teams)}]")
    lines += _info_yaml(league.extra)
    return "\n".join(lines) + "\n"


def _info_yaml(extra: tuple[tuple[str, str], ...]) -> list[str]:
    grouped: dict[str, list[str]] = {}
    for key, text in extra:
        grouped.setdefault(key, []).append(text)
    if not grouped:
        return []
    return ["info:"] + [f"  {key}: {quoted(texts[0]) if len(texts) == 1 else _flow(texts)}"
                        for key, texts in grouped.items()]


def _flow(texts: list[str]) -> str:
    return "[" + ", ".join(quoted(t) for t in texts) + "]"


def team_yaml(league: League, team: Team) -> str:
    lines = [f"name: {quoted(team.name)}"]
    if team.club:
        lines.append(f"club: {quoted(team.club)}")
    if team.short:
        lines.append(f"short: {quoted(team.short)}")
    for key, starts in (("roster", team.roster), ("substitutes", team.substitutes)):
        if starts or key == "roster":
            lines.append(f"{key}:" if starts else f"{key}: []")
            lines += [f"  - {player_yaml(_without_club(league.player(s)))}" for s in starts]
    return "\n".join(lines) + "\n"


def _without_club(player: Player) -> Player:
    """The team file gives the club (`club:`); the roster does not repeat it."""
    return Player(player.start, player.name, player.rating, player.fide_id, player.federation, None, player.title,
                  player.sex, player.birth)


def league_round_yaml(league: League, number: int) -> str:
    lines = [f"round: {number}"]
    matches = league.matches_of_round(number)
    if matches:
        lines.append("matches:")
    for match in matches:
        key = f"  {match.home} - {match.away}:"
        if match.forfeit is not None:
            lines.append(f"{key} {match.forfeit.value}")
            continue
        lines.append(key)
        home, away = league.team(match.home), league.team(match.away)
        lines += [f"    - {_board_yaml(league, home, away, board)}" for board in match.boards]
    byes = [(word, [b.team for b in league.byes if b.round == number and b.kind is kind])
            for word, kind in _TEAM_BYE_WORDS]
    if any(teams for _, teams in byes):
        lines.append("byes:")
        lines += [f"  {word}: [{', '.join(teams)}]" for word, teams in byes if teams]
    return "\n".join(lines) + "\n"


def _board_yaml(league: League, home: Team, away: Team, board: Board) -> str:
    parts = [_on_board(home, board.home), _on_board(away, board.away)]
    if not board.result.pending or board.home_colour is not colour_of_home(league.colours, board.number):
        parts.append(_RESULTS.get(board.home_result, "~"))
    if board.home_colour is not colour_of_home(league.colours, board.number):
        parts.append("white" if board.home_colour is Colour.WHITE else "black")
    names = " – ".join(league.player(p).name if p != NO_PLAYER else "empty" for p in (board.home, board.away))
    return f"[{', '.join(parts)}]".ljust(20) + f"  # {names}"


def _on_board(team: Team, player: Start) -> str:
    return "-" if player == NO_PLAYER else str(team.rank_of(player))
