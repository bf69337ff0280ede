"""A tournament as our own content files: tournament.yml and rounds/NN.yml in the short forms of
docs/content-format.md. Pure: model in, `{relative path: text}` out; `bulletin import-trf` writes them.

Players are referred to by starting number in round files, so no name can be ambiguous. A round with boards
lists every player who has nothing in it under `zero:` (a blank TRF cell means a zero-point bye), so the loader
has no absence to warn about. Acceleration (`XXA`, `250`, Baku by record 192) becomes `acceleration:`. What TRF
cannot say (withdrawals) is named by `left_out`.
"""
from __future__ import annotations

import json
from fractions import Fraction
from types import MappingProxyType

from ..model import ByeKind, Colour, GameResult, Player, PointSystem, Round, Tournament
from ..tiebreaks import chess_text

TITLES = ("GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM")
# Old TRF files write titles as letters (g, m, f, c, wg, wm, wf, wc).
_TITLE_LETTERS = MappingProxyType({"g": "GM", "m": "IM", "f": "FM", "c": "CM", "wg": "WGM", "wm": "WIM", "wf": "WFM",
                                   "wc": "WCM"})
_RESULTS = MappingProxyType({GameResult.WHITE_WINS: "1-0", GameResult.BLACK_WINS: "0-1", GameResult.DRAW: "½-½",
            GameResult.WHITE_WINS_FORFEIT: "+-", GameResult.BLACK_WINS_FORFEIT: "-+",
                             GameResult.DOUBLE_FORFEIT: "--"})
_BYE_KEYS = ((ByeKind.PAB, "pab"), (ByeKind.HALF, "half"), (ByeKind.FULL, "full"), (ByeKind.ZERO, "zero"))
_EXTRA_KEYS = MappingProxyType({"arbiter": ("arbiter", "102"), "time_control": ("time_control", "122")})


def content_files(tournament: Tournament, source: str = "") -> dict[str, str]:
    """tournament.yml and one rounds/NN.yml per entered round, by path inside the tournament folder."""
    files = {"tournament.yml": tournament_yaml(tournament, source)}
    for rnd in tournament.rounds:
        files[f"rounds/{rnd.number:02d}.yml"] = round_yaml(tournament, rnd)
    return files


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
    return [p.start for p in sorted(tournament.players, key=lambda p: p.start) if p.start not in present]


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
    lines += [f"  - {player_yaml(p)}" for p in sorted(t.players, key=lambda p: p.start)]
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


def player_yaml(player: Player) -> str:
    """A player in the mapping form, one line: {no: 3, name: "Weiß, Anna", rating: 1987, …}."""
    fields = [f"no: {player.start}", f"name: {quoted(player.name)}"]
    if player.rating:
        fields.append(f"rating: {player.rating}")
    if player.federation and len(player.federation) == 3 and player.federation.isalpha():
        fields.append(f"fed: {player.federation.upper()}")
    title = title_of(player.title)
    if title:
        fields.append(f"title: {title}")
    for key in ("fide_id", "club", "sex", "birth"):
        value = getattr(player, key)
        if value:
            fields.append(f"{key}: {quoted(value)}")
    return "{" + ", ".join(fields) + "}"


def title_of(text: str | None) -> str | None:
    """A FIDE title as the content format spells it, from 'GM', 'gm' or the old one-letter codes."""
    if not text:
        return None
    upper = text.strip().upper()
    return upper if upper in TITLES else _TITLE_LETTERS.get(text.strip().lower())


def round_yaml(t: Tournament, rnd: Round) -> str:
    lines = [f"round: {rnd.number}"]
    date = t.round_date(rnd.number)
    if date:
        lines.append(f"date: {date.isoformat()}")
    if rnd.games:
        lines.append("boards:")
        lines += [f"  - [{g.white}, {g.black}" + (f", {_RESULTS[g.result]}]" if not g.result.pending else "]")
                  for g in sorted(rnd.games, key=lambda g: g.board)]
    byes = {kind: sorted(b.player for b in rnd.byes if b.kind is kind) for kind, _ in _BYE_KEYS}
    if rnd.games:
        present = rnd.participants()
        byes[ByeKind.ZERO] = sorted(set(byes[ByeKind.ZERO]) | {p.start for p in t.players if p.start not in present
                                                               and not t.withdrawn_in(p.start, rnd.number)})
    if any(byes.values()):
        lines.append("byes:")
        lines += [f"  {key}: [{', '.join(str(s) for s in byes[kind])}]" for kind, key in _BYE_KEYS if byes[kind]]
    return "\n".join(lines) + "\n"


def quoted(text: str) -> str:
    """A YAML double-quoted string (JSON's escapes are YAML's)."""
    return json.dumps(text, ensure_ascii=False)


def _points(value: Fraction) -> str:
    return quoted(chess_text(value)) if value.denominator != 1 else str(value.numerator)
