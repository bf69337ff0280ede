"""Leagues for the team tests: the TEC team Swiss (FIDE TEC, "Exercises in Tie-Breaking", C.07-2023, §2.3: 14
teams of 4 boards, 7 rounds, MP 2/1/0; a PAB and an HPB are worth 1 MP + 2 GP, +F 2 MP + 4 GP) built from its
crosstable, helpers that make boards from a team's game points, and those the team tests read tables with
(the hand-worked league of tests/data/league, one tie-break's values, small leagues with chosen boards)."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from hypothesis import strategies as st

from generator.core.model import Colour, GameResult, Player, RuleSet, Start
from generator.core.teams.model import (
    HOME_BLACK_ON_ODD,
    ByeKind,
    League,
    Match,
    MatchForfeit,
    MatchPoints,
    Team,
    TeamBye,
    make_board,
)
from generator.core.teams.standings import compute_league_table

F = Fraction

# The crosstable as the TEC document prints it: opponent, colour of the first-named team, game points scored.
TEC_CROSSTABLE = """\
1 Antelopes 8w2½ 4b1½ 7w3 2b2½ 5w1½ +F 3b2½
2 Bonobos 9b3 3w4 5b0 1w1½ 13w3 4b2½ 10b3
3 Cougars 10w2½ 2b0 9w3 6b2½ 4w3 5b3½ 1w1½
4 Deer 11b3 1w2½ 13b3 5w3½ 3b1 2w1½ 9b2½
5 Elephants 12w4 6b3 2w4 4b½ 1b2½ 3w½ 13b3½
6 Falcons 13b2 5w1 8b3 3w1½ 11b2½ -F 12w2½
7 Giraffes 14w2 8b2 1b1 10w2½ 9b2 13w2 ZPB
8 Hippopotami 1b1½ 7w2 6w1 12b3½ 10b2 9w2 11w3
9 Iguanas 2w1 12b4 3b1 14w3 7w2 8b2 4w1½
10 Jackals 3b1½ 11w1½ 12b2½ 7b1½ 8w2 14b3 2w1
11 Koalas 4w1 10b2½ 14w2 13b1½ 6w1½ 12w2 8b1
12 Lynxes 5b0 9w0 10w1½ 8w½ PAB 11b2 6b1½
13 Moose 6w2 14b2½ 4w1 11w2½ 2b1 7b2 5w½
14 Narwhals 7b2 13w1½ 11b2 9b1 HPB 10w1 PAB
"""
_BYES = {"PAB": ByeKind.PAB, "HPB": ByeKind.HALF, "ZPB": ByeKind.ZERO}


def gp(text: str) -> Fraction:
    return Fraction(int(text[:-1] or 0)) + Fraction(1, 2) if text.endswith("½") else Fraction(int(text))


def boards_for(points: Fraction, boards: int) -> list[GameResult]:
    """Home results that give the home team `points` on `boards` boards: wins first, then a draw, then losses."""
    wins = int(points)
    draw = points - wins == Fraction(1, 2)
    out = [GameResult.WHITE_WINS] * wins + [GameResult.DRAW] * draw
    return out + [GameResult.BLACK_WINS] * (boards - len(out))


def tec_swiss() -> League:
    rows = [line.split() for line in TEC_CROSSTABLE.splitlines()]
    boards, players, teams = 4, [], []
    for row in rows:
        number = int(row[0])
        starts = tuple(Start((number - 1) * 4 + b) for b in range(1, 5))
        players += [Player(s, f"{row[1]} {b}") for b, s in enumerate(starts, start=1)]
        teams.append(Team(row[1].lower(), row[1], number, starts))
    slug = {t.number: t.slug for t in teams}
    matches, byes, forfeits = [], [], []
    for row in rows:
        number = int(row[0])
        for rnd, cell in enumerate(row[2:], start=1):
            if cell in _BYES:
                byes.append(TeamBye(rnd, slug[number], _BYES[cell]))
            elif cell == "+F":
                forfeits.append((rnd, number))
            elif cell[-2] == "w" or "w" in cell:
                opponent, points = cell.split("w")
                results = boards_for(gp(points), boards)
                home_team, away_team = teams[number - 1], teams[int(opponent) - 1]
                board_list = tuple(make_board(b, home_team.roster[b - 1], away_team.roster[b - 1], r, Colour.WHITE)
                                   for b, r in enumerate(results, start=1))
                matches.append(Match(rnd, slug[number], slug[int(opponent)], board_list))
    forfeited = {(6, 1): 6}   # round 6: Antelopes (+F) against Falcons (-F)
    for (rnd, winner), loser in forfeited.items():
        matches.append(Match(rnd, slug[winner], slug[loser], forfeit=MatchForfeit.HOME_WINS))
    return League("tec", "TEC team Swiss", tuple(teams), tuple(players), boards=4, swiss=True,
                  pab_points=(Fraction(1), Fraction(2)), matches=tuple(sorted(matches, key=lambda m: m.round)),
                  byes=tuple(byes), planned_rounds=7, rules=RuleSet.FIDE_2024)   # the C.07-2023 exercises


RESULTS = st.sampled_from([GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW,
                           GameResult.WHITE_WINS_FORFEIT, GameResult.BLACK_WINS_FORFEIT])


@st.composite
def leagues(draw: st.DrawFn) -> League:
    """A random round robin of 3–6 teams, 2–6 boards, some matches forfeited whole, 3/1/0 or 2/1/0."""
    count, boards = draw(st.integers(3, 6)), draw(st.integers(2, 6))
    teams = tuple(Team(f"t{i}", f"T{i}", i, tuple(Start((i - 1) * boards + b) for b in range(1, boards + 1)))
                  for i in range(1, count + 1))
    players = tuple(Player(s, f"P{s}") for t in teams for s in t.roster)
    matches, number = [], 0
    for i, home in enumerate(teams):
        for away in teams[i + 1:]:
            number += 1
            if draw(st.integers(0, 9)) == 0:
                matches.append(Match(number, home.slug, away.slug, forfeit=draw(st.sampled_from(list(MatchForfeit)))))
                continue
            results = draw(st.lists(RESULTS, min_size=boards, max_size=boards))
            matches.append(Match(number, home.slug, away.slug, tuple(
                make_board(b, home.roster[b - 1], away.roster[b - 1], r, HOME_BLACK_ON_ODD[(b - 1) % 2])
                for b, r in enumerate(results, start=1))))
    points = draw(st.sampled_from([MatchPoints(), MatchPoints(F(3), F(1), F(0))]))
    return League("p", "P", teams, players, boards=boards, match_points=points, matches=tuple(matches))


# -- reading the tables ------------------------------------------------------------------------------------

LEAGUE = Path(__file__).parent / "data" / "league"


def values(league: League, code: str) -> dict[str, Fraction | None]:
    table = compute_league_table(league, chain=[code])
    return {row.team: row.tiebreaks[0].value for row in table.rows}


def by_number(league: League, found: dict[str, Fraction | None]) -> list[Fraction | None]:
    return [found[t.slug] for t in league.teams]


def two_teams(results: list[GameResult]) -> League:
    players = tuple(Player(Start(i), f"P{i}") for i in range(1, 2 * len(results) + 1))
    a = Team("a", "A", 1, tuple(Start(i) for i in range(1, len(results) + 1)))
    b = Team("b", "B", 2, tuple(Start(i) for i in range(len(results) + 1, 2 * len(results) + 1)))
    boards = tuple(make_board(n, a.roster[n - 1], b.roster[n - 1], r, Colour.WHITE)
                   for n, r in enumerate(results, start=1))
    return League("x", "X", (a, b), players, boards=len(results), matches=(Match(1, "a", "b", boards),))


def koalas_narwhals(tec: League, koalas: list[GameResult]) -> League:
    """The TEC league with round 3's Koalas – Narwhals match (Koalas at home, White on board 1) on given boards."""
    match = next(m for m in tec.matches if m.round == 3 and {m.home, m.away} == {"koalas", "narwhals"})
    home, away = tec.team(match.home), tec.team(match.away)
    results = koalas if match.home == "koalas" else [flip(r) for r in koalas]
    boards = tuple(make_board(b, home.roster[b - 1], away.roster[b - 1], r, Colour.WHITE)
                   for b, r in enumerate(results, start=1))
    return replace(tec, matches=tuple(replace_match(tec.matches, match, boards)))


def flip(result: GameResult) -> GameResult:
    return {GameResult.WHITE_WINS: GameResult.BLACK_WINS, GameResult.BLACK_WINS: GameResult.WHITE_WINS}.get(
        result, result)


def replace_match(matches: tuple[Match, ...], old: Match, boards: tuple) -> list[Match]:  # type: ignore[type-arg]
    return [Match(m.round, m.home, m.away, boards) if m is old else m for m in matches]


def order_of(league: League, code: str, teams: tuple[str, ...]) -> list[str]:
    rows = compute_league_table(league, chain=[code]).rows
    return [r.team for r in rows if r.team in teams]


W, D, L = GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS
