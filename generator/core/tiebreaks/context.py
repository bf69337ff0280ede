"""Everything the tie-breaks share, computed once per standings: O(players × rounds).

Scores are kept as integers in units of 1/`unit` (half-points with the usual 1 / ½ / 0) so the inner loops
stay cheap; `frac` turns them back into exact Fractions at the edge.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from math import lcm
from types import MappingProxyType

from generator.core.model import Colour, PairingSystem, PointSystem, RuleSet, Start, Tournament
from generator.core.scoring import Cell, CellKind, RoundCellsMemo, Scorecard, may_strike, points_table, scorecards
from generator.core.tiebreaks.rules import OpponentsUnplayed, OwnUnplayed, RuleProfile, profile
from generator.core.tiebreaks.values import Adjustment, Opponent, OpponentKind, Term, Unplayed, chess_text
from generator.core.tiebreaks.wording import say

VOLUNTARY = frozenset({CellKind.HALF_BYE, CellKind.ZERO_BYE, CellKind.WITHDRAWN, CellKind.FORFEIT_LOSS})
REQUESTED = frozenset({CellKind.HALF_BYE, CellKind.ZERO_BYE, CellKind.WITHDRAWN})
FORFEITS = frozenset({CellKind.FORFEIT_WIN, CellKind.FORFEIT_LOSS})
PLAYED = frozenset({CellKind.WIN, CellKind.DRAW, CellKind.LOSS})
BYES = frozenset({CellKind.PAB, CellKind.FULL_BYE, CellKind.HALF_BYE})

_SIGNATURE = MappingProxyType({kind: i for i, kind in enumerate(CellKind)})
_COLOUR_BITS = MappingProxyType({None: 0, Colour.WHITE: 1, Colour.BLACK: 2})

KIND_WORDS = MappingProxyType({kind: say(f"cell.{kind.value}") for kind in CellKind})
_DOUBLE_FORFEIT = say("cell.double_forfeit")


# What a term is without explanations: the VUR flag only (C.07 16.5 cuts a VUR first), nothing to show.
BARE_TERMS = MappingProxyType({flag: Term(None, None, Fraction(0), voluntary=flag) for flag in (False, True)})

_STAND_INS = frozenset({OpponentKind.VIRTUAL, OpponentKind.DUMMY})   # a term of no opponent is worth 0 anyway

_REASON_2012 = say("adjust.reason_2012")
_REASON_2012_BYES = say("adjust.reason_2012_byes")
_REASON_TAIL = say("adjust.reason_tail")


def _unstruck(cell: Cell) -> Cell:
    """A game struck by a withdrawal counts in no tie-break (docs/rules/round-robin.md "Withdrawals")."""
    return Cell(cell.round, CellKind.STRUCK, Fraction(0), struck=True) if cell.struck else cell


def cell_words(cell: Cell) -> str:
    if cell.double_forfeit:
        return _DOUBLE_FORFEIT
    return KIND_WORDS[cell.kind]


def _unit(points: PointSystem, cells: Mapping[Start, tuple[Cell, ...]], credited: Mapping[Start, Fraction] | None,
          plain: bool) -> int:
    """The common denominator of every score: of the win, draw and loss points, of the cells' points and of the
    credited scores. The cells of the tournament itself (`plain`) score its point system's points (or 0,
    struck), so those denominators bound them and the cells are looked at only when they go further."""
    unit = lcm(points.win.denominator, points.draw.denominator, points.loss.denominator,
               *{f.denominator for f in (credited or {}).values()})
    if plain and lcm(unit, *{f.denominator for f in points_table(points).values()}) == unit:
        return unit
    return lcm(unit, *{c.points.denominator for row in cells.values() for c in row})


def _tail(cells: tuple[Cell, ...], voluntary: list[bool]) -> list[bool]:
    """C.07 16.2.5: a requested bye followed by VURs only (or in the last round), within the rounds counted."""
    tail = [False] * len(cells)
    for i in range(len(cells) - 1, -1, -1):
        if cells[i].kind in REQUESTED:
            tail[i] = True
        if not voluntary[i]:
            break
    return tail


@dataclass(slots=True)
class Line:
    """One player's rounds 1..n in the integer units of the context."""

    start: Start
    cells: tuple[Cell, ...]
    points: list[int]
    score: int
    before: list[int]          # before[i]: score before round i + 1
    played: list[bool]         # played over the board
    voluntary: list[bool]      # a VUR: requested bye, withdrawal or forfeit loss (C.07 16.1)
    game: list[bool]           # a game for the Type-B counts (forfeits too in round robins, C.07 15)
    rated: list[bool]          # a game for the rating-based tie-breaks
    signatures: list[int]      # kind, colour and double-forfeit flag of each cell as one small integer
    tail: list[bool]           # C.07 16.2.5: requested bye with only VURs after it (or in the last round)
    seen: int = 0              # the score opponents see (2012 S*, C.07 AS, or face value)
    seen_adjustments: tuple[Adjustment, ...] = ()
    fore_adjustments: tuple[Adjustment, ...] = ()   # Fore Buchholz only: credited score → fore score
    raw_score: int = 0         # the score as credited (differs from `score` only for Fore Buchholz)
    # Made on demand, then carried into the line one round longer (Context's `previous`):
    mini: dict[Start, list[int]] | None = None   # results against each opponent in a mini-table (direct.py)
    tallies: dict[str, tuple[Tally, list[int]]] | None = None   # Type-B counts by code: test, running totals
    faced: Faced | None = None   # the rounds against each opponent, for sums over them in one sweep


@dataclass(slots=True)
class Faced:
    """A line's rounds as the sums without explanations (Buchholz, Sonneborn-Berger, Koya) sweep them: a term
    that is an opponent's score is found by the opponent's number, so the sum over them is one pass in C."""

    opponents: list[Start]     # the rounds whose Buchholz term is the opponent's score (`counts_real_opponent`)
    points: list[int]          # the player's points in each of them
    others: list[int]          # the index of every other round with a Buchholz term (a dummy, virtual or no opponent)
    games: list[Start]         # the rounds that are games against an opponent (`Line.game`: Koya's)
    game_points: list[int]     # the player's points in each of them


class Context:
    """A tournament after round `n` under one rule set, with per-player figures computed once.

    `previous`, the context of the same tournament after round n − 1 under the same rules, gives its lines up: a
    player whose rounds 1..n − 1 are the same cells gets his line grown by round n instead of made again (the
    standings after each round of a long round robin were a third lines), and `previous` keeps no line (it is
    not to be used for anything after)."""

    def __init__(self, tournament: Tournament, after_round: int, rules: RuleSet, *,
                 cells: Mapping[Start, tuple[Cell, ...]] | None = None,
                 credited: Mapping[Start, Fraction] | None = None, fore_round: int | None = None,
                 explain: bool = True, memo: RoundCellsMemo | None = None, previous: Context | None = None) -> None:
        self.tournament = tournament
        self.explain = explain     # False: the tie-breaks compute their values only, without terms
        self.n = after_round
        self.rules = rules
        self.profile: RuleProfile = profile(rules)
        self.round_robin = tournament.pairing is PairingSystem.ROUND_ROBIN
        self.fore_round = fore_round
        self.plain = cells is None and not credited   # a context of the tournament itself (see `previous`)
        lent = previous if previous is not None and self.plain and previous.plain and previous.n == self.n - 1 \
            else None
        self.cards: dict[Start, Scorecard] = scorecards(tournament, after_round, memo=memo,
                                extending=lent.cards if lent is not None else None) if cells is None else {}
        if cells is None:
            struck = may_strike(tournament)
            cells = {start: tuple(_unstruck(c) for c in card.cells) if struck else card.cells
                     for start, card in self.cards.items()}
        self.unit = _unit(tournament.points, cells, credited, self.plain)
        same_unit = lent is not None and lent.unit == self.unit   # the scores made as Fractions: the same ones
        self._fractions: dict[int, Fraction] = lent._fractions if lent is not None and same_unit else {}
        self._fractions2: dict[int, Fraction] = lent._fractions2 if lent is not None and same_unit else {}
        self._integers: dict[int, Fraction] = lent._integers if lent is not None else {}
        points = tournament.points
        self.win = self.units(points.win)
        self.draw = self.units(points.draw)
        earlier = self._carried(lent)
        self.lines: dict[Start, Line] = {s: self._line(s, row, earlier.get(s)) for s, row in cells.items()}
        if lent is not None:
            lent.lines = {}   # its lines are this context's now, grown by a round (`_extended`)
        for start, line in self.lines.items():
            line.raw_score = self.units(credited[start]) if credited else line.score
        self.starts = tuple(sorted(self.lines))
        self.names = {p.start: p.name for p in tournament.players}
        # C.07 Art. 10: unrated players count as the tournament's `unrated_rating`, are left out, or (the
        # article's default, without such a rule) drop the rating-based tie-breaks (docs/rules/decisions.md §2.17)
        self.ratings = {p.start: p.rating if p.rating is not None else tournament.unrated_rating
                        for p in tournament.players}
        self.unrated = frozenset(p.start for p in tournament.players if p.rating is None)
        self.ratings_dropped = (bool(self.unrated) and tournament.unrated_rating is None
                                and not tournament.unrated_left_out)
        self._opponents: dict[Start, Opponent] = {}
        for line in self.lines.values():
            self._seen(line)
        self.cache: dict[object, object] = {}   # a key names the kind of value it holds; readers cast

    @cached_property
    def partial_note(self) -> str | None:
        """"Standings after round k of n" for the tie-breaks that say so; made when first asked (the standings
        after each round of a site are explained for the last one only)."""
        planned = self.tournament.planned_rounds
        if not 0 < self.n < planned:
            return None
        return say("note.partial_first", planned=planned) if self.n == 1 else \
            say("note.partial", after=self.n, planned=planned)

    # -- units ---------------------------------------------------------------------------------------

    def units(self, value: Fraction) -> int:
        """A score in units of 1/unit (every score's denominator divides `unit` by construction)."""
        return value.numerator * (self.unit // value.denominator)

    def frac(self, units: int) -> Fraction:
        """A score held in units, as an exact Fraction (cached: scores repeat a lot)."""
        cached = self._fractions.get(units)
        if cached is None:
            cached = self._fractions[units] = Fraction(units, self.unit)
        return cached

    def integer(self, number: int) -> Fraction:
        """A whole number (a rating) as a Fraction, cached."""
        cached = self._integers.get(number)
        if cached is None:
            cached = self._integers[number] = Fraction(number)
        return cached

    def frac2(self, units2: int) -> Fraction:
        """A product of two scores (an SB contribution), held in units², as a Fraction."""
        cached = self._fractions2.get(units2)
        if cached is None:
            cached = self._fractions2[units2] = Fraction(units2, self.unit * self.unit)
        return cached

    # -- per player ----------------------------------------------------------------------------------

    def line_for(self, start: Start, cells: tuple[Cell, ...]) -> Line:
        """A player's line as the constructor builds it, for other cells of the same rounds (the scenarios of a
        round swap in one line per result of a pending board instead of building a context per completion)."""
        line = self._line(start, cells)
        line.raw_score = line.score
        self._seen(line)
        return line

    def _carried(self, previous: Context | None) -> Mapping[Start, Line]:
        """The lines of `previous` (a plain context one round shorter) that may be extended: under the same
        rules, point system and units."""
        if (previous is None or previous.rules is not self.rules or previous.unit != self.unit
                or previous.round_robin != self.round_robin or previous.tournament.points != self.tournament.points):
            return {}
        return previous.lines

    def _line(self, start: Start, cells: tuple[Cell, ...], earlier: Line | None = None) -> Line:
        """The player's line; from `earlier` (his line one round shorter) when its cells are these but the last."""
        if earlier is not None and len(earlier.cells) == len(cells) - 1 and earlier.cells == cells[:-1]:
            return self._extended(cells, earlier)
        points = [self.units(c.points) for c in cells]
        before, total = [], 0
        for p in points:
            before.append(total)
            total += p
        played = [c.kind in PLAYED for c in cells]
        voluntary = [c.kind in VOLUNTARY for c in cells]
        signatures = [_SIGNATURE[c.kind] * 8 + _COLOUR_BITS[c.colour] * 2 + c.double_forfeit for c in cells]
        if self.round_robin:
            game = [p or self.round_robin_game(c) for p, c in zip(played, cells)]
            rated = [p or (c.kind in FORFEITS and c.opponent is not None and self.profile.rr_forfeits_rated)
                     for p, c in zip(played, cells)]
        else:
            game = rated = played
        return Line(start, cells, points, total, before, played, voluntary, game, rated, signatures,
                    _tail(cells, voluntary))

    def _extended(self, cells: tuple[Cell, ...], line: Line) -> Line:
        """`line` (the player's line one round shorter, taken over from the context before) grown in place by the
        last of `cells`, what was made of it on demand (mini-table, tallies, `Faced`) with it: the line after each
        round of a long round robin costs one round, not all of them again."""
        last = cells[-1]
        kind, opponent = last.kind, last.opponent
        points = self.units(last.points)
        is_played, is_voluntary = kind in PLAYED, kind in VOLUNTARY
        line.cells = cells
        line.points.append(points)
        line.before.append(line.score)
        line.score += points
        line.played.append(is_played)   # in a Swiss `game` and `rated` are this very list (`_line`)
        line.voluntary.append(is_voluntary)
        if self.round_robin:
            line.game.append(is_played or self.round_robin_game(last))
            line.rated.append(is_played or (kind in FORFEITS and opponent is not None
                                            and self.profile.rr_forfeits_rated))
        line.signatures.append(_SIGNATURE[kind] * 8 + _COLOUR_BITS[last.colour] * 2 + last.double_forfeit)
        # _tail: the rounds before keep their marks while the new one is a VUR too; else no round is marked
        if is_voluntary:
            line.tail.append(kind in REQUESTED)
        else:
            line.tail = [False] * len(cells)
        if line.mini is not None and opponent is not None and self.mini_table_game(last):
            line.mini[opponent] = line.mini.get(opponent, []) + [points]
        if line.tallies is not None:
            for test, totals in line.tallies.values():
                totals.append(totals[-1] + test(self, last, points))
        if line.faced is not None:
            self._face(line.faced, line, len(cells) - 1)
        return line

    def faced(self, line: Line) -> Faced:
        """The line's rounds against each opponent (`Faced`), made once per line and carried into the line one
        round longer."""
        if line.faced is None:
            line.faced = Faced([], [], [], [], [])
            for index in range(len(line.cells)):
                self._face(line.faced, line, index)
        return line.faced

    def _face(self, faced: Faced, line: Line, index: int) -> None:
        """Round `index` of the line added to `faced`. In a round robin a round without an opponent has no
        Buchholz term (`sums.buchholz_terms`), in a Swiss every round has one."""
        opponent, points = line.cells[index].opponent, line.points[index]
        if opponent is not None and self.counts_real_opponent(line, index):
            faced.opponents.append(opponent)
            faced.points.append(points)
        elif not self.round_robin:
            faced.others.append(index)
        if opponent is not None and line.game[index]:
            faced.games.append(opponent)
            faced.game_points.append(points)

    def mini_table_game(self, cell: Cell) -> bool:
        """A game of direct encounter's mini-table: played over the board; in a round robin a forfeit too, for the
        winner and the loser alike. C.07 15 counts a round-robin forfeit as a game against the scheduled
        opponent; the 2026 amendment (15.2) takes the forfeit loss out of the Type-B counts (Art. 7) and the
        rating-based tie-breaks (Art. 10) only, so direct encounter (Art. 6) keeps both sides
        (docs/rules/decisions.md §2.27)."""
        if cell.kind in PLAYED:
            return True
        return self.round_robin and cell.opponent is not None and cell.kind in FORFEITS

    def mini_results(self, line: Line) -> dict[Start, list[int]]:
        """The player's results (units) against each opponent met in a mini-table game, made once per line."""
        if line.mini is None:
            line.mini = {}
            for index, cell in enumerate(line.cells):
                if cell.opponent is not None and self.mini_table_game(cell):
                    line.mini.setdefault(cell.opponent, []).append(line.points[index])
        return line.mini

    def round_robin_game(self, cell: Cell) -> bool:
        """C.07 15: a forfeit is a game against the scheduled opponent, except a forfeit loss from 2026."""
        if cell.opponent is None:
            return False
        return cell.kind is CellKind.FORFEIT_WIN or (cell.kind is CellKind.FORFEIT_LOSS
                                                     and self.profile.rr_forfeit_loss_is_game)

    def opponent(self, start: Start) -> Opponent:
        cached = self._opponents.get(start)
        if cached is None:
            cached = self._opponents[start] = Opponent(OpponentKind.REAL, start, self.names.get(start))
        return cached

    def _seen(self, line: Line) -> None:
        """The score this player's opponents count (2012 S*, C.07 16.3 AS, or face value), with reasons."""
        adjustments: list[Adjustment] = []
        if line.raw_score != line.score:
            adjustments.append(Adjustment(
                say("adjust.fore", round=self.fore_round),
                self.frac(line.score - line.raw_score), self.fore_round, "fore"))
        line.fore_adjustments = tuple(adjustments)
        seen = line.score
        mode = OpponentsUnplayed.FACE_VALUE if self.round_robin else self.profile.opponents_unplayed
        if mode is OpponentsUnplayed.FACE_VALUE:
            line.seen, line.seen_adjustments = seen, line.fore_adjustments
            return
        rounds = (range(len(line.cells)) if mode is OpponentsUnplayed.ALL_AS_DRAWS
                  else [i for i, tail in enumerate(line.tail) if tail])
        for i in rounds:
            cell = line.cells[i]
            if mode is OpponentsUnplayed.ALL_AS_DRAWS and cell.kind not in PLAYED:
                reason, rule = (_REASON_2012_BYES, "2012-bye") if cell.kind in BYES else (_REASON_2012, "2012")
            elif mode is OpponentsUnplayed.TAIL_AS_DRAWS and line.tail[i]:
                reason, rule = _REASON_TAIL, "tail"
            else:
                continue
            change = self.draw - line.points[i]
            if change:
                seen += change
                adjustments.append(Adjustment(say("adjust.as_draw", round=i + 1, cell=cell_words(cell), reason=reason),
                                              self.frac(change), i + 1, rule, cell.kind.value))
        line.seen = seen
        line.seen_adjustments = tuple(adjustments)

    # -- what one round of a player counts against ----------------------------------------------------

    def counts_real_opponent(self, line: Line, index: int) -> bool:
        """Played games always; forfeits too in round robins (C.07 15) and under plain sums."""
        cell = line.cells[index]
        if line.played[index]:
            return True
        if cell.opponent is None:
            return False
        return self.round_robin or self.profile.own_unplayed is OwnUnplayed.NOTHING

    def round_term(self, line: Line, index: int, weight: int | None = None) -> tuple[Term, int]:
        """The Buchholz term of one round and its value in units (shared by BH, SB and their cuts). With `weight`
        (the player's points in the round) the term is Sonneborn-Berger's: its value is weight × that of the
        Buchholz term, in units² (the int handed back is still the Buchholz value).

        Without `explain` the term is a bare one carrying only the VUR flag (all the cuts look at)."""
        term, value = self._round_term(line, index, weight)
        if weight is not None and self.explain and term.opponent is not None and term.opponent.kind in _STAND_INS:
            term = term._replace(value=self.frac2(weight * value))
        return term, value

    def _round_term(self, line: Line, index: int, weight: int | None) -> tuple[Term, int]:
        cell = line.cells[index]
        if cell.opponent is not None and self.counts_real_opponent(line, index):
            opp = self.lines[cell.opponent]
            if self.round_robin or self.profile.own_unplayed is OwnUnplayed.NOTHING:
                seen, adjustments = opp.score, opp.fore_adjustments
            else:
                seen, adjustments = opp.seen, opp.seen_adjustments
            if not self.explain:
                return BARE_TERMS[line.voluntary[index] and not self.round_robin], seen
            result = self.frac(line.points[index])
            note = None if line.played[index] else say("note.counted_as_game", cell=cell_words(cell),
                                                       why=self._why_game())
            who = self.opponent(cell.opponent)
            if not line.played[index]:
                who = Opponent(OpponentKind.REAL, who.start, who.name, unplayed=self._unplayed(line, index))
            score = self.frac(seen)
            term = Term(index + 1, who, score if weight is None else self.frac2(weight * seen),
                        self.frac(opp.raw_score), adjustments, score, result, note,
                        line.voluntary[index] and not self.round_robin)
            return term, seen
        if self.round_robin or self.profile.own_unplayed is OwnUnplayed.NOTHING:
            if not self.explain:
                return BARE_TERMS[False], 0
            result = self.frac(line.points[index])
            term = Term(index + 1, Opponent(OpponentKind.NONE, unplayed=self._unplayed(line, index)), Fraction(0),
                        Fraction(0), (), Fraction(0), result,
                        say("note.no_opponent", cell=cell_words(cell)))
            return term, 0
        result = self.frac(line.points[index])
        if self.profile.own_unplayed is OwnUnplayed.VIRTUAL:
            return self._virtual_term(line, index, result)
        return self._dummy_term(line, index, result)

    def bare_round_terms(self, line: Line, rounds: tuple[int, ...]) -> tuple[tuple[Term, ...], tuple[int, ...]]:
        """`round_term` of each of `rounds` without `explain`, the games over the board taken in one sweep:
        their term is the bare one of a round that is no VUR, their value the opponent's score."""
        face = self.round_robin or self.profile.own_unplayed is OwnUnplayed.NOTHING
        lines, cells, played = self.lines, line.cells, line.played
        terms: list[Term] = []
        values: list[int] = []
        for index in rounds:
            if played[index]:
                opponent = lines[cells[index].opponent]   # type: ignore[index]  # a game has an opponent
                terms.append(BARE_TERMS[False])
                values.append(opponent.score if face else opponent.seen)
            else:
                term, value = self.round_term(line, index)
                terms.append(term)
                values.append(value)
        return tuple(terms), tuple(values)

    def explained_round_terms(self, line: Line, rounds: tuple[int, ...]) -> list[tuple[Term, int]]:
        """`round_term` of each of `rounds` with `explain`, the games over the board made in one sweep: their term
        is the opponent's score as counted, with his adjustments (the latest standings' 10⁴ terms of a big Swiss)."""
        face = self.round_robin or self.profile.own_unplayed is OwnUnplayed.NOTHING
        lines, cells, played, points, voluntary = self.lines, line.cells, line.played, line.points, line.voluntary
        frac, opponent = self.frac, self.opponent
        pairs: list[tuple[Term, int]] = []
        for index in rounds:
            if not played[index]:
                pairs.append(self.round_term(line, index))
                continue
            start = cells[index].opponent
            assert start is not None, "a game has an opponent"
            opp = lines[start]
            seen, adjustments = (opp.score, opp.fore_adjustments) if face else (opp.seen, opp.seen_adjustments)
            score = frac(seen)
            pairs.append((Term(index + 1, opponent(start), score, frac(opp.raw_score), adjustments, score,
                               frac(points[index]), None, voluntary[index] and not self.round_robin), seen))
        return pairs

    def _unplayed(self, line: Line, index: int, **figures: Fraction | None) -> Unplayed:
        """The round's kind and scheduled opponent, with `figures` of its virtual or dummy opponent."""
        cell = line.cells[index]
        scheduled = self.opponent(cell.opponent) if cell.opponent is not None else None
        return Unplayed(cell.kind.value, cell.double_forfeit, scheduled, rounds=self.n, tail=line.tail[index],
                        win=self.frac(self.win), draw=self.frac(self.draw), **figures)

    def _why_game(self) -> str:
        return say("note.why_round_robin") if self.round_robin else say("note.why_plain")

    def _virtual_term(self, line: Line, index: int, result: Fraction) -> tuple[Term, int]:
        """2012: Svon = S<R + (1 − s_R) + ½·(n − R), the virtual opponent (docs/rules/tiebreaks.md §4.1)."""
        r = index + 1
        before, got = line.before[index], line.points[index]
        svon = before + (self.win - got) + self.draw * (self.n - r)
        if not self.explain:
            return BARE_TERMS[line.voluntary[index]], svon
        formula = (f"{chess_text(self.frac(before))} + ({chess_text(self.frac(self.win))} − "
                   f"{chess_text(self.frac(got))}) + {chess_text(self.frac(self.draw))} · ({self.n} − {r}) = "
                   f"{chess_text(self.frac(svon))}")
        cell = line.cells[index]
        note = say("note.virtual", cell=cell_words(cell))
        value = self.frac(svon)
        unplayed = self._unplayed(line, index, before=self.frac(before), got=self.frac(got))
        term = Term(r, Opponent(OpponentKind.VIRTUAL, formula=formula, unplayed=unplayed), value, value, (), value,
                    result, note, line.voluntary[index])
        return term, svon

    def _dummy_term(self, line: Line, index: int, result: Fraction) -> tuple[Term, int]:
        """C.07 16.4: a dummy opponent with the player's own score; capped from 1 March 2026."""
        r, cell = index + 1, line.cells[index]
        own = line.score
        if not self.explain:
            return BARE_TERMS[line.voluntary[index]], min(own, self._cap_of(cell)) if self.profile.cap_dummy else own
        adjustments: list[Adjustment] = []
        if line.raw_score != own:
            adjustments.append(Adjustment(
                say("adjust.fore_own", round=self.fore_round),
                self.frac(own - line.raw_score), self.fore_round, "fore"))
        value, cap = own, None
        formula: str = say("formula.own_score", score=chess_text(self.frac(own)))
        if self.profile.cap_dummy:
            value, formula, cap_adjustment, cap = self._cap(line, cell, own)
            if cap_adjustment is not None:
                adjustments.append(cap_adjustment)
        note = say("note.dummy", cell=cell_words(cell))
        scheduled = cell.opponent if cell.kind in FORFEITS else None
        unplayed = self._unplayed(line, index, own=self.frac(own), cap=None if cap is None else self.frac(cap),
                                  scheduled_score=None if scheduled is None else self.frac(self.lines[scheduled].seen))
        term = Term(r, Opponent(OpponentKind.DUMMY, formula=formula, unplayed=unplayed), self.frac(value),
                    self.frac(line.raw_score), tuple(adjustments), self.frac(value), result, note,
                    line.voluntary[index])
        return term, value

    def _cap_of(self, cell: Cell) -> int:
        """The 2026 cap of a dummy opponent's score: AS(scheduled opponent) for a forfeit, ½·n otherwise."""
        if cell.kind in FORFEITS and cell.opponent is not None:
            return self.lines[cell.opponent].seen
        return self.draw * self.n

    def _cap(self, line: Line, cell: Cell, own: int) -> tuple[int, str, Adjustment | None, int]:
        """2026 amendment of 16.4: min(S, AS(scheduled opponent)) for forfeits, min(S, ½·n) otherwise."""
        cap = self._cap_of(cell)
        if cell.kind in FORFEITS and cell.opponent is not None:
            what = say("adjust.cap_forfeit", start=cell.opponent)
            formula = f"min({chess_text(self.frac(own))}, {chess_text(self.frac(cap))})"
        else:
            what = say("adjust.cap_half", n=self.n)
            formula = f"min({chess_text(self.frac(own))}, {chess_text(self.frac(self.draw))} · {self.n})"
        value = min(own, cap)
        formula = say("formula.capped", formula=formula, value=chess_text(self.frac(value)))
        if cap >= own:
            return value, formula, None, cap
        return value, formula, Adjustment(say("adjust.cap", cap=chess_text(self.frac(cap)), what=what),
                                          self.frac(cap - own), rule="cap"), cap


Tally = Callable[[Context, Cell, int], bool]   # does a round count (its cell and points in units)?
