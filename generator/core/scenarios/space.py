"""The completions of a round: its pending boards, each player's line for each result, and tie-break values.

A completion gives every pending board of the round a result (white wins, draw, black wins). Rather than build
a tournament and a tie-break `Context` per completion, one context is built once and each player's `Line` is
made once per result of his own board (`Context.line_for`); a value is computed by swapping in the lines of the
players it can depend on, and kept by the results of exactly the boards it can depend on (see `DEPENDENCE`).

Board states beyond the three results serve the interval bounds of the search: `LOW` puts both players of a
board at their line for a loss, `HIGH` at their line for a win (a box around the real results, see ranges.py).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import product
from math import lcm
from operator import itemgetter
from types import MappingProxyType
from typing import Callable, Mapping, Sequence

from generator.core.model import Colour, Game, GameResult, Round, RuleSet, Start, Tournament
from generator.core.scoring import Cell, CellKind, points_for
from generator.core.tiebreaks.context import Context, Line
from generator.core.tiebreaks.direct import direct_encounter
from generator.core.tiebreaks.registry import Code, parse_chain
from generator.core.tiebreaks.rules import rules_for

WHITE_WINS, DRAW, BLACK_WINS, LOW, HIGH = 0, 1, 2, 3, 4
RESULTS = (WHITE_WINS, DRAW, BLACK_WINS)
GAME_RESULTS = MappingProxyType({WHITE_WINS: GameResult.WHITE_WINS, DRAW: GameResult.DRAW,
                                 BLACK_WINS: GameResult.BLACK_WINS})
WIN, LOSS = "W", "L"
_OWN = MappingProxyType({  # a board state → (white's own result, black's own result)
    WHITE_WINS: ("W", "L"), DRAW: ("D", "D"), BLACK_WINS: ("L", "W"), LOW: ("L", "L"), HIGH: ("W", "W"),
})
_KINDS = MappingProxyType({"W": CellKind.WIN, "D": CellKind.DRAW, "L": CellKind.LOSS})

# What each tie-break of a player can depend on, as a radius in the graph of who met whom (rounds 1..n, forfeits
# and the round itself included): 0 = his own board only, 1 = his opponents' boards too (their scores), 2 = his
# opponents' opponents' boards (AOB averages the opponents' Buchholz). `monotone`: with his own board fixed, the
# value never decreases when an opponent scores more, so loss/win lines for the free boards bound it (LOW/HIGH).
# Read from generator/core/tiebreaks/: BH and its cuts and medians add order statistics of the opponents' scores (C.07
# 16.5's cut of a VUR first drops the smallest VUR term, still monotone); the dummy of 16.4 and the 2012 virtual
# opponent use the player's own score; the 2026 cap takes the forfeit opponent's score as others see it, and
# min(own, cap) is monotone. SB uncut multiplies by the player's own results (≥ 0); SB with a cut is not monotone
# (a lost game's opponent overtaking another moves the cut to a game that counted). FB draws the last round for
# everyone, so it does not move at all. Koya counts a result once the opponent reaches the threshold. APRO and
# APPO average the opponents' TPR/PTP, which grow with the opponents' own points. DE needs the whole tied group.
DEPENDENCE: Mapping[str, tuple[int, bool]] = MappingProxyType({
    "BH": (1, True), "FB": (1, True), "SB": (1, True), "KS": (1, True), "APRO": (1, True), "APPO": (1, True),
    "AOB": (2, False), "DE": (0, False),
    "PS": (0, True), "WIN": (0, True), "WON": (0, True), "BPG": (0, True), "BWG": (0, True), "GE": (0, True),
    "ARO": (0, True), "TPR": (0, True), "PTP": (0, True),
    "STD": (0, True), "TPN": (0, True), "RTNG": (0, True),   # the player's own results, number and rating
})

# A value as standings order it, as a number that compares fast: scaled to an integer (every tie-break value is a
# multiple of 1/(unit² · 100): SB is in units², AOB in hundredths), else the exact Fraction; undefined is below
# every value, as in the standings.
Key = int | Fraction | float
UNDEFINED: Key = float("-inf")
EXTREMES_UP_TO = 5     # boards whose three results `extremes` tries (3^5 = 243 completions of one player's values)


@dataclass(frozen=True)
class PendingBoard:
    index: int            # position among the pending boards
    white: Start
    black: Start
    number: int           # the board number of the round (1-based)

    def players(self) -> tuple[Start, Start]:
        return (self.white, self.black)


class Space:
    """A tournament with one round paired and (some of) its results pending; pure, no I/O."""

    def __init__(self, tournament: Tournament, paired: Round, *, rules: RuleSet | None = None,
                 chain: Sequence[str] | None = None) -> None:
        self.round_number = number = paired.number
        kept = tuple(r for r in tournament.rounds if r.number < number)
        self.tournament = replace(tournament, rounds=kept + (paired,))
        self.rules = rules if rules is not None else rules_for(tournament)
        self.codes: tuple[Code, ...] = parse_chain(tournament.tiebreaks if chain is None else chain)
        pending = [g for g in paired.games if g.result.pending]
        self.boards = tuple(PendingBoard(i, g.white, g.black, _board_number(paired, g))
                            for i, g in enumerate(pending))
        filled = replace(paired, games=tuple(replace(g, result=GameResult.DRAW) if g.result.pending else g
                                             for g in paired.games))
        self.ctx = Context(replace(self.tournament, rounds=kept + (filled,)), number, self.rules, explain=False)
        self.board_of: dict[Start, int] = {s: b.index for b in self.boards for s in b.players()}
        self.starts = self.ctx.starts
        self.unit = self.ctx.unit
        self._lines: dict[tuple[Start, str], Line] = {}
        self.fixed_lines: dict[Start, Line] = {s: self.ctx.lines[s] for s in self.starts if s not in self.board_of}
        for board in self.boards:
            for start, colour in ((board.white, Colour.WHITE), (board.black, Colour.BLACK)):
                earlier = self.ctx.lines[start].cells[:-1]
                if self.ctx.lines[start].cells[-1].struck:
                    # a round robin's game against (or of) a player whose results are struck: it counts for
                    # nothing whatever its result (and the struck set does not depend on the result)
                    self.fixed_lines[start] = self.ctx.lines[start]
                    for own in _KINDS:
                        self._lines[start, own] = self.ctx.lines[start]
                    continue
                for own, kind in _KINDS.items():
                    cell = Cell(number, kind, points_for(kind, self.tournament), _other(board, start), colour)
                    self._lines[start, own] = self.ctx.line_for(start, earlier + (cell,))
        self.before = {s: self.ctx.lines[s].before[-1] if self.ctx.lines[s].before else 0 for s in self.starts}
        self.points_for_own = {own: self.ctx.units(points_for(kind, self.tournament)) for own, kind in _KINDS.items()}
        self.opponents = {s: frozenset(c.opponent for c in self.ctx.lines[s].cells if c.opponent is not None)
                          for s in self.starts}
        self.dep_players: list[dict[Start, tuple[Start, ...]]] = []
        self.dep_boards: list[dict[Start, tuple[int, ...]]] = []
        for code in self.codes:
            radius = DEPENDENCE[code.base][0]
            players = {s: self._within(s, radius) for s in self.starts}
            self.dep_players.append(players)
            self.dep_boards.append({s: tuple(sorted({self.board_of[y] for y in ys if y in self.board_of}))
                                    for s, ys in players.items()})
        # STD ordered lowest first (/R) falls as the player's own board goes better: not monotone the way the
        # bounds assume
        self.monotone = tuple(DEPENDENCE[c.base][1] and not (c.base == "SB" and c.low)
                              and not (c.base == "STD" and c.lowest_first) for c in self.codes)
        self.per_group = tuple(c.tiebreak.per_group for c in self.codes)
        self.chain_boards = {s: tuple(sorted({b for boards in self.dep_boards for b in boards[s]}))
                             for s in self.starts}
        self.scale = lcm(self.unit * self.unit, 100)
        self._getters = [{s: _getter(boards) for s, boards in per_player.items()} for per_player in self.dep_boards]
        self._memo: list[dict[Start, dict[object, Key]]] = [{s: {} for s in self.starts} for _ in self.codes]
        # the bounds too, by the states of the same boards (a free one as None): the search asks for them far
        # more often than a board it depends on changes
        self._intervals: list[dict[Start, dict[object, tuple[Key, Key] | None]]] = [
            {s: {} for s in self.starts} for _ in self.codes]
        # exact extremes of a player's whole chain over the free boards (see `extremes`): every tie-break monotone
        # in the opponents' scores and none beyond them, no direct encounter
        self.separable = bool(self.codes) and all(self.monotone) and not any(self.per_group) and all(
            DEPENDENCE[c.base][0] <= 1 for c in self.codes)
        self._reached = {s: frozenset(y for players in self.dep_players for y in players[s]) for s in self.starts}
        self._chain_getters = {s: _getter(boards) for s, boards in self.chain_boards.items()}
        self._extremes: dict[Start, dict[object, tuple[Extreme, Extreme]]] = {s: {} for s in self.starts}
        self._attained: dict[Start, dict[object, bool]] = {s: {} for s in self.starts}
        self.evaluations = 0

    # -- points ----------------------------------------------------------------------------------------

    def points(self, start: Start, states: Sequence[int | None]) -> int | None:
        """Points in units after the round; None while his board has no result."""
        fixed = self.fixed_lines.get(start)
        if fixed is not None:
            return fixed.score
        board = self.board_of[start]
        state = states[board]
        if state is None:
            return None
        return self.before[start] + self.points_for_own[self.own(start, state)]

    def points_if(self, start: Start, state: int) -> int:
        """Points in units after the round were his board to end in `state`."""
        fixed = self.fixed_lines.get(start)
        if fixed is not None:
            return fixed.score
        return self.before[start] + self.points_for_own[self.own(start, state)]

    def points_range(self, start: Start) -> tuple[int, int]:
        if start in self.fixed_lines:
            score = self.fixed_lines[start].score
            return score, score
        low, high = min(self.points_for_own.values()), max(self.points_for_own.values())
        return self.before[start] + low, self.before[start] + high

    def own(self, start: Start, state: int) -> str:
        board = self.boards[self.board_of[start]]
        return _OWN[state][0 if start == board.white else 1]

    def frac(self, units: int) -> Fraction:
        return Fraction(units, self.unit)

    # -- tie-break values --------------------------------------------------------------------------------

    def value(self, index: int, start: Start, states: Sequence[int | None]) -> Key:
        """Tie-break `index` of the chain for one player, every board it depends on having a state."""
        memo = self._memo[index][start]
        key = self._getters[index][start](states)
        found = memo.get(key)
        if found is None:
            self._swap_in(self.dep_players[index][start], states)
            code = self.codes[index]
            fn = code.tiebreak.compute
            assert fn is not None
            if code.tiebreak.medians:
                value = fn(self.ctx, start, code.text, code.low, code.high).value
            elif code.tiebreak.cuts:
                value = fn(self.ctx, start, code.text, code.low).value
            else:
                value = fn(self.ctx, start, code.text).value
            found = memo[key] = self._key(value, code.lowest_first)
            self.evaluations += 1
        return found

    def _key(self, value: Fraction | None, lowest_first: bool = False) -> Key:
        """The value as a number that orders like the standings (TPN, and a code reversed by /R: negated)."""
        if value is None:
            return UNDEFINED
        if lowest_first:
            value = -value
        scaled = value * self.scale
        return scaled.numerator if scaled.denominator == 1 else value

    def interval(self, index: int, start: Start, states: Sequence[int | None]) -> tuple[Key, Key] | None:
        """Bounds on a value over every completion of the free boards; None when there are none to give."""
        key = self._getters[index][start](states)
        memo = self._intervals[index][start]
        if key in memo:
            return memo[key]
        found: tuple[Key, Key] | None
        if None not in key:
            exact = self.value(index, start, states)
            found = exact, exact
        elif not self.monotone[index]:
            found = None
        else:
            low = list(states)
            high = list(states)
            for b in self.dep_boards[index][start]:
                if states[b] is None:
                    low[b], high[b] = LOW, HIGH
            found = self.value(index, start, low), self.value(index, start, high)
        memo[key] = found
        return found

    def extremes(self, start: Start, states: Sequence[int | None]) -> tuple[tuple[Key, ...], tuple[Key, ...], bool]:
        """The lowest and the highest of his values over every completion of the free boards, as the chain
        orders them (lexicographically), and whether they are attained (only for a `separable` chain).

        Every value is monotone in the scores of the players it reads (his opponents), so on a free board with
        one of them only, that one's loss gives the least of every value at once and his win the most: only the
        boards where two of them meet (or his own) need their three results tried. The box of `interval` is
        below the lowest and above the highest in every value, so beyond `EXTREMES_UP_TO` boards to try its
        corners are given instead (not attained)."""
        low, high = self.extreme(start, states, upper=False), self.extreme(start, states, upper=True)
        indices = range(len(self.codes))
        return (tuple(low.value(i) for i in indices), tuple(high.value(i) for i in indices),
                self.attained(start, states))

    def attained(self, start: Start, states: Sequence[int | None]) -> bool:
        """Whether his extremes are reached by completions (few enough boards to try), see `extremes`."""
        memo = self._attained[start]
        key = self._chain_getters[start](states)
        found = memo.get(key)
        if found is None:
            found = memo[key] = len(self._tried(start, states)) <= EXTREMES_UP_TO
        return found

    def extreme(self, start: Start, states: Sequence[int | None], *, upper: bool) -> Extreme:
        """His lowest (highest) values, worked out one tie-break at a time as a comparison asks for them: the
        first of the chain decides most comparisons."""
        return self.bounds(start, states)[upper]

    def bounds(self, start: Start, states: Sequence[int | None]) -> tuple[Extreme, Extreme]:
        """His lowest and his highest values (`extreme`), remembered by the states of his chain's boards."""
        memo = self._extremes[start]
        key = self._chain_getters[start](states)
        found = memo.get(key)
        if found is None:
            low, high = list(states), list(states)
            for b in self.chain_boards[start]:
                if states[b] is None:
                    low[b], high[b] = LOW, HIGH
            tried = self._tried(start, states)
            if len(tried) > EXTREMES_UP_TO:
                tried = []
            found = memo[key] = (Extreme(self, start, low, tried, False), Extreme(self, start, high, tried, True))
        return found

    def _tried(self, start: Start, states: Sequence[int | None]) -> list[int]:
        """His free boards whose three results must be tried: his own, and those where two players his values
        read meet."""
        reached = self._reached[start]
        tried = []
        for b in self.chain_boards[start]:
            if states[b] is None:
                board = self.boards[b]
                if start in (board.white, board.black) or (board.white in reached and board.black in reached):
                    tried.append(b)
        return tried

    def group_values(self, index: int, group: Sequence[Start], states: Sequence[int | None]) -> dict[Start, Key]:
        """Direct encounter inside one tied group (its members' boards all have results)."""
        self._swap_in(group, states)
        self.evaluations += 1
        values = direct_encounter(self.ctx, sorted(group), self.codes[index].text)
        return {s: self._key(v.value) for s, v in values.items()}

    def _swap_in(self, players: Sequence[Start], states: Sequence[int | None]) -> None:
        lines = self.ctx.lines
        for y in players:
            board = self.board_of.get(y)
            if board is not None:
                state = states[board]
                assert state is not None
                lines[y] = self._lines[y, self.own(y, state)]
        self.ctx.cache = {}

    def order(self, members: Sequence[Start], states: Sequence[int | None]) -> list[list[Start]]:
        """Players of equal points in tiers, best first, by the whole chain as `standings` applies it."""
        groups = [sorted(members)]
        for index in range(len(self.codes)):
            split: list[list[Start]] = []
            for group in groups:
                if len(group) == 1:
                    split.append(group)
                    continue
                if self.per_group[index]:
                    values = self.group_values(index, group, states)
                else:
                    values = {s: self.value(index, s, states) for s in group}
                split.extend(_tiers(group, values))
            groups = split
        return groups

    # -- the graph of who met whom ---------------------------------------------------------------------------

    def _within(self, start: Start, radius: int) -> tuple[Start, ...]:
        reached, frontier = {start}, {start}
        for _ in range(radius):
            frontier = {o for s in frontier for o in self.opponents[s]} - reached
            reached |= frontier
        return tuple(sorted(reached))


class Extreme:
    """One player's lowest (or highest) values over the completions of his free boards, in the chain's order:
    the first value is the least (most) over the completions tried, the second the least (most) among those
    that give that first, and so on; each one computed when first asked for."""

    def __init__(self, space: Space, start: Start, corner: list[int | None], tried: Sequence[int],
                 upper: bool) -> None:
        self.space, self.start, self.upper = space, start, upper
        self.completions: list[list[int | None]] = []
        for results in product(RESULTS, repeat=len(tried)):
            states = list(corner)
            for b, r in zip(tried, results):
                states[b] = r
            self.completions.append(states)
        self.values: list[Key] = []
        self.first = self.value(0)      # a chain has one tie-break at least (`Space.separable`)

    def value(self, index: int) -> Key:
        while len(self.values) <= index:
            i = len(self.values)
            found = [self.space.value(i, self.start, states) for states in self.completions]
            best = max(found) if self.upper else min(found)
            self.values.append(best)
            if len(self.completions) > 1:
                self.completions = [states for states, v in zip(self.completions, found) if v == best]
        return self.values[index]


def compare(a: Extreme, b: Extreme) -> int:
    """-1, 0 or 1 as a's values are below, equal to or above b's in the chain's order."""
    known_a, known_b = a.values, b.values
    for index in range(len(a.space.codes)):
        x = known_a[index] if index < len(known_a) else a.value(index)
        y = known_b[index] if index < len(known_b) else b.value(index)
        if x != y:
            return 1 if x > y else -1
    return 0


def _getter(boards: tuple[int, ...]) -> Callable[[Sequence[int | None]], tuple[int | None, ...]]:
    """The states of these boards, as a tuple (the memo key of a value)."""
    if not boards:
        return lambda states: ()
    if len(boards) == 1:
        only = boards[0]
        return lambda states: (states[only],)
    return itemgetter(*boards)


def _tiers(group: Sequence[Start], values: Mapping[Start, Key]) -> list[list[Start]]:
    ordered = sorted(group, key=lambda s: (values[s], -s), reverse=True)
    out: list[list[Start]] = [[ordered[0]]]
    for start in ordered[1:]:
        if values[start] == values[out[-1][0]]:
            out[-1].append(start)
        else:
            out.append([start])
    return [sorted(t) for t in out]


def _other(board: PendingBoard, start: Start) -> Start:
    return board.black if start == board.white else board.white


def _board_number(paired: Round, game: Game) -> int:
    return game.board or paired.games.index(game) + 1
