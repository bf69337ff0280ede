"""What is at stake, in words: short sentences derived from the exact search, as keyed data.

A `Phrase` is a catalogue key with parameters (names, numbers, other phrases, lists of phrases); `word` turns
one into text with any function that words a key (a `generator.i18n` Translator: the catalogues' keys
`scenarios.*`), so the core stays free of files and a page only formats what it is given.

For a player who can still reach the prize places, with P his best place over all his results:
- results that make him P whatever else happens: "Yılmaz is first with a win or a draw.";
- each result that makes P possible but not sure: the condition on the boards that decide the points, as the
  fewest terms over the fewest boards that hold in every completion where P is possible and in none where it
  is not ("With a loss, Yılmaz is first only if Meißner does not win and Brandt does not win."), and where a
  tie decides, which tie-break and how many other games it depends on;
- results that keep him in the prize places whatever happens, when P is better than the last prize place.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from types import MappingProxyType
from typing import Callable, Iterable, Sequence

from generator.core.model import Start
from generator.core.scenarios.ranges import PlaceSearch
from generator.core.scenarios.space import BLACK_WINS, DRAW, RESULTS, WHITE_WINS, PendingBoard, Space
from generator.core.scenarios.standing import BudgetExceeded

MAX_DECIDING_BOARDS = 3     # a condition looks at most at this many boards; beyond, the sentence says it depends
MAX_TERMS = 2               # "… only if A, or B and C": at most two alternatives …
MAX_LITERALS = 3            # … and three boards named, or the sentence is too long for a phone
MAX_GAMES_NAMED = 2         # a tie-break's other games are named up to this many, else counted
MAX_RIVALS_NAMED = 2

Worder = Callable[..., str]


@dataclass(frozen=True)
class Phrase:
    key: str
    params: tuple[tuple[str, object], ...] = ()

    def get(self, name: str) -> object:
        return dict(self.params)[name]


@dataclass(frozen=True)
class Listing:
    """Phrases joined with "and" or "or" in the reader's language."""

    joiner: str            # "and" | "or"
    items: tuple[object, ...]


def phrase(key: str, **params: object) -> Phrase:
    return Phrase(f"scenarios.{key}", tuple(params.items()))


# The phrases that count something ({n}): the catalogues word them as `<key>.one` and `<key>.other`.
COUNTED = frozenset({"scenarios.games", "scenarios.rivals_many", "scenarios.depends_with", "scenarios.depends_fixed",
                     "scenarios.short.depends"})


def word(value: object, t: Worder) -> str:
    """A phrase (or a listing, or plain text) in the language `t` words keys in; a phrase that counts something
    in its singular or plural form."""
    if isinstance(value, Phrase):
        key = value.key
        if key in COUNTED:
            key += ".one" if dict(value.params).get("n") == 1 else ".other"
        return t(key, **{name: word(v, t) for name, v in value.params})
    if isinstance(value, Listing):
        items = [word(item, t) for item in value.items]
        if len(items) == 1:
            return items[0]
        head = items[0]
        for item in items[1:-1]:
            head = t("scenarios.comma", first=head, next=item)
        joiner = value.joiner
        if joiner == "or" and any(isinstance(i, Listing) and len(i.items) > 1 for i in value.items):
            joiner = "either"   # "either A, or B and C": the reader sees where the alternatives part
        return t(f"scenarios.{joiner}", first=head, last=items[-1])
    return str(value)


def short_names(names: dict[Start, str]) -> dict[Start, str]:
    """Surnames where they are unique in the field ("Yılmaz"), whole names where not ("Anna Weiß")."""
    last = {s: n.split()[-1] if n.split() else n for s, n in names.items()}
    counts: dict[str, int] = {}
    for surname in last.values():
        counts[surname] = counts.get(surname, 0) + 1
    return {s: last[s] if counts[last[s]] == 1 else names[s] for s in names}


def place_phrase(place: int) -> Phrase:
    return phrase(f"place.{place}" if place <= 3 else "place.n", n=place)


# -- one player's sentences -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class OwnResult:
    name: str              # win / draw / loss / bye / absent (or the entered result)
    state: int | None
    best: int
    worst: int


@dataclass(frozen=True)
class ResultLine:
    """What one result of his own game means for a player, in short phrases (keys `scenarios.short.*`, the
    player's name and the result left for whoever shows them to say once): a phone reads his name, then one
    line per result."""

    result: str            # as OwnResult.name
    best: int
    worst: int
    phrases: tuple[Phrase, ...]


@dataclass(frozen=True)
class Said:
    statements: tuple[Phrase, ...]     # whole sentences, each naming the player (the command, the JSON)
    lines: tuple[ResultLine, ...]      # the same, result by result (the page)


def player_statements(space: Space, start: Start, name: str, results: Sequence[OwnResult], places: int,
                      names: dict[Start, str], budget: int) -> Said:
    goal = min(r.best for r in results)
    if goal > places:
        return Said((), ())
    fixed = len(results) == 1 and results[0].state is None
    said: list[tuple[Sequence[OwnResult], Phrase]] = []    # each phrase with the results it speaks of
    safe = [r for r in results if r.worst <= goal]
    if safe:
        said.append((safe, phrase("safe_fixed", name=name, place=place_phrase(goal)) if fixed else
                     phrase("safe", name=name, place=place_phrase(goal), results=_results(safe))))
    for result in results:
        if result.best <= goal < result.worst:
            said.extend(([result], p) for p in _conditional(space, start, name, result, goal, fixed, names, budget))
    if goal < places:
        prize = [r for r in results if r.worst <= places and r.worst > goal]
        if prize:
            always = all(r.worst <= places for r in results)
            said.append((prize, phrase("prize_fixed", name=name, n=places) if fixed or always else
                         phrase("prize", name=name, n=places, results=_results(prize))))
    lines = tuple(ResultLine(r.name, r.best, r.worst, tuple(_short(p) for about, p in said if r in about))
                  for r in results)
    return Said(tuple(p for _, p in said), lines)


def _short(sentence: Phrase) -> Phrase:
    """The sentence without the player's name and his result: `scenarios.only_if_with` → `scenarios.short.only_if`
    (the parameters are the same; the short form leaves some unsaid)."""
    kind = sentence.key.removeprefix("scenarios.").removesuffix("_with").removesuffix("_fixed")
    follows = dict(sentence.params).get("follows")
    if kind == "tiebreak_if" and follows:
        kind = f"tiebreak_{follows}"      # "Then BH decides it …" rather than the condition again
    return Phrase(f"scenarios.short.{kind}", sentence.params)


def _results(results: Sequence[OwnResult]) -> Listing:
    return Listing("or", tuple(phrase(f"result.{r.name}") for r in results))


def _conditional(space: Space, start: Start, name: str, result: OwnResult, goal: int, fixed: bool,
                 names: dict[Start, str], budget: int) -> list[Phrase]:
    """One result that makes the goal possible but not sure: on which boards it turns, and how."""
    states = _own_states(space, start, result.state)
    search = PlaceSearch(space, start, states, budget)
    boards = sorted({space.board_of[q] for q in search.tied if q in space.board_of} - {
        b for b, s in enumerate(states) if s is not None})
    lead = {"name": name, "place": place_phrase(goal)}
    if not fixed:
        lead["result"] = phrase(f"result.{result.name}")
    key = "fixed" if fixed else "with"
    depends = [phrase(f"depends_{key}", n=len(boards), **lead)]
    if len(boards) > MAX_DECIDING_BOARDS:
        return depends
    try:
        cells = _cells(space, start, states, boards, goal, budget)
    except BudgetExceeded:
        return depends
    by_verdict = {v: {c for c, w in cells.items() if w == v} for v in ("yes", "no", "mixed")}
    contenders = search.tied
    out = []
    if by_verdict["no"]:
        condition = board_condition(space, boards, set(cells) - by_verdict["no"], by_verdict["no"], start, contenders,
                               names)
        if condition is None:
            return depends
        out.append(phrase(f"only_if_{key}", condition=condition, **lead))
    elif by_verdict["yes"]:
        condition = board_condition(space, boards, by_verdict["yes"], by_verdict["mixed"], start, contenders, names)
        if condition is None:
            return depends
        out.append(phrase(f"if_{key}", condition=condition, **lead))
    if by_verdict["mixed"]:
        tie = _tiebreak(space, start, states, boards, by_verdict["mixed"], names)
        if tie["games"] == Listing("and", ()):   # nothing left to decide: the place is shared
            which = "shared" if tie["same_rivals"] else "shared_some"
            out.append(phrase(f"{which}_{key}", rivals=tie["rivals"], **lead))
        elif len(by_verdict["mixed"]) == len(cells):
            out.append(phrase(f"tiebreak_{key}", **_said(tie), **lead))
        else:
            condition = board_condition(space, boards, by_verdict["mixed"], set(cells) - by_verdict["mixed"], start,
                                   contenders, names)
            if condition is None:
                out.append(phrase(f"tiebreak_some_{key}", **_said(tie), **lead))
            else:
                # the short form says where the tie-break decides by what the line said before it: the very
                # cases of "only if" ("then"), or all the others of "if" ("otherwise")
                follows = "otherwise" if not by_verdict["no"] else "then" if not by_verdict["yes"] else ""
                out.append(phrase(f"tiebreak_if_{key}", condition=condition, follows=follows, **_said(tie), **lead))
    return out


def _said(tie: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in tie.items() if k != "same_rivals"}


def board_condition(space: Space, boards: Sequence[int], wanted: set[Cell], unwanted: set[Cell], start: Start,
                    contenders: Sequence[Start], names: dict[Start, str]) -> Listing | None:
    """The fewest terms over these boards' results that hold in every `wanted` cell and in no `unwanted` one, said
    of the players who matter most to `start` (also the prize outlook's, generator/core/prizes/outlook.py)."""
    terms = _cover(boards, wanted, unwanted)
    if terms is None:
        return None
    return Listing("or", tuple(Listing("and", tuple(_literal(space, b, s, start, contenders, names)
                                                    for b, s in term)) for term in terms))


def _own_states(space: Space, start: Start, state: int | None) -> list[int | None]:
    states: list[int | None] = [None] * len(space.boards)
    if state is not None:
        states[space.board_of[start]] = state
    return states


Cell = tuple[int, ...]


def _cells(space: Space, start: Start, states: list[int | None], boards: Sequence[int], goal: int,
           budget: int) -> dict[Cell, str]:
    """For each result of the deciding boards: the goal 'yes' (sure), 'no' (impossible) or 'mixed'."""
    out: dict[Cell, str] = {}
    for cell in itertools.product(RESULTS, repeat=len(boards)):
        trial = list(states)
        for b, s in zip(boards, cell):
            trial[b] = s
        search = PlaceSearch(space, start, trial, budget)
        if not search.can_reach(goal):
            out[cell] = "no"
        else:
            search.nodes = 0
            out[cell] = "yes" if search.sure_of(goal) else "mixed"
    return out


_SUBSETS = (frozenset({WHITE_WINS}), frozenset({DRAW}), frozenset({BLACK_WINS}), frozenset({WHITE_WINS, DRAW}),
            frozenset({DRAW, BLACK_WINS}), frozenset({WHITE_WINS, BLACK_WINS}))
Term = tuple[tuple[int, frozenset[int]], ...]


def _cover(boards: Sequence[int], wanted: set[Cell], unwanted: set[Cell]) -> list[Term] | None:
    """The fewest terms (then literals) whose union holds every wanted cell and no unwanted one."""
    def holds(term: Term, cell: Cell) -> bool:
        return all(cell[boards.index(b)] in s for b, s in term)

    implicants: list[tuple[Term, frozenset[Cell]]] = []
    for size in range(1, len(boards) + 1):
        for chosen in itertools.combinations(boards, size):
            for subsets in itertools.product(_SUBSETS, repeat=size):
                term = tuple(zip(chosen, subsets))
                if any(holds(term, c) for c in unwanted):
                    continue
                covered = frozenset(c for c in wanted if holds(term, c))
                if covered:
                    implicants.append((term, covered))
    for count in range(1, MAX_TERMS + 1):
        short = [i for i in implicants if len(i[0]) <= MAX_LITERALS - (count - 1)]   # the others take one each
        fits = [combo for combo in itertools.combinations(short, count)
                if sum(len(t) for t, _ in combo) <= MAX_LITERALS
                and frozenset().union(*(c for _, c in combo)) >= wanted]
        if fits:
            best = min(fits, key=lambda combo: (sum(len(t) for t, _ in combo), [t for t, _ in combo].__repr__()))
            return [term for term, _ in best]
    return None


_SUBJECT_WORDS = MappingProxyType({frozenset({"W"}): "win", frozenset({"D"}): "draw", frozenset({"L"}): "loss",
                                   frozenset({"W", "D"}): "not_loss", frozenset({"D", "L"}): "not_win",
                                   frozenset({"W", "L"}): "not_draw"})


def _literal(space: Space, board: int, results: frozenset[int], player: Start, contenders: Iterable[Start],
             names: dict[Start, str]) -> Phrase:
    """One board's condition, said of its player who matters most to `player` (a contender, else white)."""
    game = space.boards[board]
    rivals = set(contenders)
    subject = game.white if game.white in rivals or game.black not in rivals else game.black
    own = frozenset(space.own(subject, r) for r in results)
    return phrase(f"game.{_SUBJECT_WORDS[own]}", a=names[subject], b=names[_opponent(game, subject)])


def _opponent(game: PendingBoard, start: Start) -> Start:
    return game.black if start == game.white else game.white


def _tiebreak(space: Space, start: Start, states: list[int | None], boards: Sequence[int], mixed: Iterable[Cell],
              names: dict[Start, str]) -> dict[str, object]:
    """Which tie-break decides when the points leave him level, against whom, and on which other games."""
    codes: list[str] = []
    rivals: list[Start] = []
    games: set[int] = set()
    level: list[frozenset[Start]] = []   # who is level with him in each case
    for cell in sorted(mixed):
        trial = list(states)
        for b, s in zip(boards, cell):
            trial[b] = s
        target = space.points(start, trial)
        tied = [q for q in PlaceSearch(space, start, trial, 1).tied if space.points(q, trial) == target]
        level.append(frozenset(tied))
        for q in tied:
            index = _deciding_code(space, start, q, trial)
            if index is None:      # level on everything, whatever else happens: a shared place
                if q not in rivals:
                    rivals.append(q)
                continue
            if space.codes[index].text not in codes:
                codes.append(space.codes[index].text)
            if q not in rivals:
                rivals.append(q)
            deps = set(space.dep_boards[index][q]) | set(space.dep_boards[index][start])
            games |= {b for b in deps if trial[b] is None}
    shown = sorted(rivals, key=lambda q: (-space.before[q], q))
    who: object = Listing("and", tuple(names[q] for q in shown))
    if len(shown) > MAX_RIVALS_NAMED:
        who = phrase("rivals_many", first=names[shown[0]], n=len(shown) - 1)
    if len(games) <= MAX_GAMES_NAMED:
        on: object = Listing("and", tuple(phrase("board", a=names[space.boards[b].white],
                                                 b=names[space.boards[b].black]) for b in sorted(games)))
    else:
        on = phrase("games", n=len(games))
    return {"tiebreak": Listing("or", tuple(codes)), "rivals": who, "games": on, "same_rivals": len(set(level)) == 1}


def _deciding_code(space: Space, start: Start, other: Start, states: Sequence[int | None]) -> int | None:
    """The first tie-break of the chain the free boards can still change between the two."""
    for index in range(len(space.codes)):
        if space.per_group[index]:
            return index
        mine, theirs = space.interval(index, start, states), space.interval(index, other, states)
        if mine is None or theirs is None or not mine[0] == mine[1] == theirs[0] == theirs[1]:
            return index
    return None
