"""Team competitions, the pure core: match and game points, the C.07 team tie-breaks and the Berlin score.

Figures come from FIDE TEC's "Exercises in Tie-Breaking" (C.07-2023; exercise numbers cited), or were worked by
hand on the 4-team league of tests/data/league (comments give the working).
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from team_cases import boards_for, leagues, tec_swiss

from generator.loading.league import load_league
from generator.model import Colour, GameResult, Player, RuleSet, Start
from generator.teams import (
    HOME_BLACK_ON_ODD,
    ByeKind,
    League,
    Match,
    MatchForfeit,
    MatchPoints,
    Outcome,
    Team,
    TeamBye,
    compute_league_table,
    make_board,
    parse_team_code,
    score_match,
    team_cards,
)
from generator.teams.text import render
from generator.tiebreaks import UnknownTieBreak

LEAGUE = Path(__file__).parent / "data" / "league"
F = Fraction


def values(league: League, code: str) -> dict[str, Fraction | None]:
    table = compute_league_table(league, chain=[code])
    return {row.team: row.tiebreaks[0].value for row in table.rows}


def by_number(league: League, found: dict[str, Fraction | None]) -> list[Fraction | None]:
    return [found[t.slug] for t in league.teams]


@pytest.fixture(scope="module")
def liga() -> League:
    return load_league(LEAGUE, "content/liga")[0]


# -- scores (C.07 11.1; DSJ Spielordnung 5.2) -------------------------------------------------------------

def test_match_and_game_points_of_the_league(liga: League) -> None:
    """Lindenau: 2½:1½ win, 2:2 draw, 2:2 draw → 4 MP, 6½ GP; Probstheida lost 1½:2½, 2:2 … → 1 MP."""
    table = compute_league_table(liga)
    assert [(r.team, r.mp, r.gp) for r in table.rows] == [
        ("lindenau", 4, F(13, 2)), ("gruenau", 4, F(13, 2)), ("eutritzsch", 3, 6), ("probstheida", 1, 5)]
    lindenau = table.row("lindenau")
    assert (lindenau.played, lindenau.won, lindenau.drawn, lindenau.lost) == (3, 1, 2, 0)


def test_three_match_points_for_a_win_when_the_league_says_so(liga: League) -> None:
    """match_points 3/1/0: Lindenau won once and drew twice, 3 + 1 + 1 = 5; Eutritzsch drew all three, 3."""
    from dataclasses import replace
    table = compute_league_table(replace(liga, match_points=MatchPoints(F(3), F(1), F(0))))
    assert {r.team: r.mp for r in table.rows} == {"lindenau": 5, "gruenau": 5, "eutritzsch": 3, "probstheida": 1}


def test_an_empty_board_is_lost_by_forfeit(liga: League) -> None:
    """Round 1, Grünau – Eutritzsch: ½ 0 ½ and board 4 left empty by Eutritzsch: 2:2, a drawn match."""
    match = next(m for m in liga.matches if m.round == 1 and m.home == "gruenau")
    home, away = score_match(match, liga)
    assert (home.gp, away.gp, home.outcome, away.outcome) == (2, 2, Outcome.DRAW, Outcome.DRAW)
    assert home.boards == (F(1, 2), 0, F(1, 2), 1)


def test_a_whole_match_forfeited_gives_the_winner_every_board(liga: League) -> None:
    """TEC §2.3: a match won by forfeit is 2 MP and n GP (4 on 4 boards), the loser 0 and 0."""
    home, away = score_match(Match(1, "lindenau", "gruenau", forfeit=MatchForfeit.AWAY_WINS), liga)
    assert (home.mp, home.gp, home.outcome) == (0, 0, Outcome.FORFEIT_LOSS)
    assert (away.mp, away.gp, away.outcome) == (2, 4, Outcome.FORFEIT_WIN)
    double = score_match(Match(1, "lindenau", "gruenau", forfeit=MatchForfeit.DOUBLE), liga)
    assert [(r.mp, r.gp) for r in double] == [(0, 0), (0, 0)]


def test_colours_follow_the_league_rule(liga: League) -> None:
    """Home Black on odd boards (DSJ 5.1): Brandt (home, board 1) had Black, Hoffmann (board 2) White."""
    match = next(m for m in liga.matches if m.round == 1 and m.home == "lindenau")
    assert liga.colours == HOME_BLACK_ON_ODD
    assert [b.home_colour for b in match.boards] == [Colour.BLACK, Colour.WHITE, Colour.BLACK, Colour.WHITE]
    assert match.boards[0].game.black == match.boards[0].home and match.boards[0].result is GameResult.BLACK_WINS


# -- tie-breaks on the league (worked by hand) -------------------------------------------------------------

def test_extended_sonneborn_berger_variants(liga: League) -> None:
    """C.07 13.2.1–4. Lindenau: EMMSB = 2×1 (beat Probstheida, 1 MP) + 1×4 (drew Grünau) + 1×3 (drew Eutritzsch)
    = 9; EMGSB = 2½×1 + 2×4 + 2×3 = 16½; EGMSB = 2×5 + 1×6½ + 1×6 = 22½; EGGSB = 2½×5 + 2×6½ + 2×6 = 37½."""
    assert by_number(liga, values(liga, "EMMSB")) == [9, 9, 9, 3]
    assert by_number(liga, values(liga, "EMGSB")) == [F(33, 2), F(33, 2), 18, 18]
    assert by_number(liga, values(liga, "EGMSB")) == [F(45, 2), F(45, 2), 18, 6]
    assert by_number(liga, values(liga, "EGGSB")) == [F(75, 2), F(75, 2), 36, F(63, 2)]


def test_board_count_top_boards_and_bottom_board_elimination(liga: League) -> None:
    """C.07 12.1: Lindenau's boards 1 ½ 1 0, ½ 1 0 ½, 1 ½ 0 ½ → BC = (1+1+3+0) + (½+2+0+2) + (1+1+0+2) = 13½,
    Grünau 17½: lower is better, Lindenau first. 12.2: board 1 totals 2½ against 2. 12.3: without board 4
    5½ against 4."""
    assert values(liga, "BC")["lindenau"] == F(27, 2) and values(liga, "BC")["gruenau"] == F(35, 2)
    for code in ("BC", "TBR", "BBE"):
        order = [r.team for r in compute_league_table(liga, chain=[code]).rows]
        assert order.index("lindenau") < order.index("gruenau"), code


def test_berlin_score_weighs_board_one_most(liga: League) -> None:
    """4 boards weigh 4 3 2 1. Lindenau: (4 + 1½ + 2 + 0) + (2 + 3 + 0 + ½) + (4 + 1½ + 0 + ½) = 19; it equals
    (n + 1) × GP − BC = 5 × 6½ − 13½ for every team."""
    berlin, bc = values(liga, "BERLIN"), values(liga, "BC")
    assert by_number(liga, berlin) == [19, 15, F(33, 2), F(19, 2)]
    gp = {r.team: r.gp for r in compute_league_table(liga).rows}
    assert all(berlin[t] == 5 * gp[t] - bc[t] for t in gp)  # type: ignore[operator]


def test_berlin_score_of_the_drawn_cup_match() -> None:
    """The textbook case (Wikipedia "Feinwertung", as quoted by German club sites): boards ½, 1:0, 0:1, ½ end
    2:2, and the Berlin score 2 + 3 + 0 + ½ = 5½ against 4½."""
    league = two_teams([GameResult.DRAW, GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW])
    assert values(league, "BERLIN") == {"a": F(11, 2), "b": F(9, 2)}


def test_direct_encounter_uses_the_match_between_the_tied_teams(liga: League) -> None:
    """Lindenau and Grünau drew 2:2: EDE (C.07 13.3) leaves them tied on MP and on GP; GP and EDE then
    EMGSB still tie them, and the Berlin score (19 against 15) ranks Lindenau first."""
    table = compute_league_table(liga)
    assert [r.team for r in table.rows][:2] == ["lindenau", "gruenau"]
    assert [v.display for v in table.row("lindenau").tiebreaks] == ["6.5", "0", "16.5", "19.0"]
    assert table.row("lindenau").rank_label == "1" and table.row("gruenau").rank_label == "2"


def test_buchholz_and_schedule_strength(liga: League) -> None:
    """BH:MP = the opponents' MP: Lindenau 1 + 4 + 3 = 8. SSSC (C.07 13.4): F = ⌊(2 × 3) / 4⌋ = 1, so
    Lindenau's is 6½ + 8 = 14½, Probstheida's 5 + 11 = 16."""
    assert by_number(liga, values(liga, "BH:MP")) == [8, 8, 9, 11]
    assert by_number(liga, values(liga, "SSSC")) == [F(29, 2), F(29, 2), 15, 16]
    assert by_number(liga, values(liga, "WIN")) == [1, 1, 0, 0]


def test_every_term_of_an_explanation_adds_up(liga: League) -> None:
    """An explained value is the sum of its terms, and the terminal rendering names each round."""
    table = compute_league_table(liga, chain=["EMGSB", "BERLIN", "BH:MP/C1"])
    for row in table.rows:
        for value in row.tiebreaks:
            assert sum((t.used for t in value.terms), F(0)) == value.value
    lines = render(table.row("lindenau").tiebreaks[0])
    assert any("Round 1: TSV Probstheida (no. 4)" in line for line in lines)


# -- the TEC team Swiss (dummy opponents, 16.3, cuts) --------------------------------------------------------

@pytest.fixture(scope="module")
def tec() -> League:
    return tec_swiss()


def test_tec_buchholz_on_match_points(tec: League) -> None:
    """TEC exercise 35 (the whole column) and 36: #1's forfeit win counts its own 10 MP (16.4); #7's last-round
    ZPB counts as a draw for its opponents (16.3.2); Cut-1 cuts a VUR first (16.5): #6's 7 rather than its 2."""
    assert by_number(tec, values(tec, "BH:MP")) == [64, 57, 58, 56, 55, 46, 44, 41, 50, 44, 41, 41, 52, 36]
    assert by_number(tec, values(tec, "BH:MP/C1")) == [57, 52, 53, 52, 53, 39, 38, 39, 48, 42, 39, 39, 48, 32]


def test_tec_buchholz_on_game_points(tec: League) -> None:
    """TEC exercise 37: BH:GP and its Cut-1."""
    assert by_number(tec, values(tec, "BH:GP"))[:5] == [114, F(215, 2), F(219, 2), 106, 99]
    assert by_number(tec, values(tec, "BH:GP/C1"))[:5] == [F(201, 2), 96, 97, F(189, 2), F(183, 2)]


def test_tec_extended_sonneborn_berger(tec: League) -> None:
    """TEC exercises 38–41 and the summary table of §10: #1 EMMSB 88 (Cut-1 74: the least significant
    opponent is cut, not the smallest product), EGMSB 158, EMGSB 158½, EGGSB 283; #7 EMGSB 68½."""
    assert by_number(tec, values(tec, "EMMSB")) == [88, 74, 76, 72, 70, 32, 33, 30, 26, 19, 16, 6, 30, 19]
    assert by_number(tec, values(tec, "EMMSB/C1"))[:5] == [74, 64, 66, 64, 66]
    assert by_number(tec, values(tec, "EGMSB"))[:5] == [158, 144, 150, 146, 132]
    assert values(tec, "EMGSB")["antelopes"] == F(317, 2) and values(tec, "EMGSB")["giraffes"] == F(137, 2)
    assert values(tec, "EGGSB")["antelopes"] == 283 and values(tec, "EGGSB")["hippopotami"] == F(363, 2)


def test_tec_extended_direct_encounter(tec: League) -> None:
    """TEC exercise 45: the five 10-MP teams all met and are level on MP among themselves; on GP #4 is first
    and #5 last, and the three left are ranked on GP again (#2, #1, #3). Exercises 43 and 44: #6 beat #8;
    #7, #9 and #13 stay tied (#9 and #13 never met)."""
    order = [tec.team(r.team).number for r in compute_league_table(tec, chain=["EDE"]).rows]
    assert order[:5] == [4, 2, 1, 3, 5]
    assert order.index(6) < order.index(8)
    table = compute_league_table(tec, chain=["EDE"])
    assert {table.row(s).rank_label for s in ("giraffes", "iguanas", "moose")} == {"8–10"}


def test_a_pairing_allocated_bye_counts_as_every_board_won_in_the_board_tie_breaks(tec: League) -> None:
    """TEC exercises §12: "PABs provide the same points as a regular win". #12 Lynxes (boards as team_cases builds
    them, wins first): R1 0 0 0 0, R2 0 0 0 0, R3 1 ½ 0 0 → 2, R4 ½ 0 0 0 → ½, R5 PAB 1 1 1 1 → 1+2+3+4 = 10,
    R6 0 0 1 1 → 7, R7 0 0 ½ 1 → 5½: BC = 25 (15 if the bye counted nothing), although the PAB is worth 2 GP."""
    assert values(tec, "BC")["lynxes"] == 25
    assert values(tec, "TBR")["lynxes"] == F(5, 2)   # board 1: ½ (R4) + 1 (R3) + 1 (PAB)


def test_tec_schedule_strength(tec: League) -> None:
    """TEC exercise 49: F = ⌊14 / 4⌋ = 3; #1: 17½ + 64/3 = 38.8 (exactly 233/6)."""
    assert values(tec, "SSSC")["antelopes"] == F(233, 6)


# -- codes -------------------------------------------------------------------------------------------------

def test_codes_are_read_as_trf_and_tiebreakserver_write_them() -> None:
    assert parse_team_code("bh:gp/c1").text == "BH:GP/C1"
    assert parse_team_code("Berliner").text == "BERLIN"
    with pytest.raises(UnknownTieBreak, match="did you mean 'EMGSB'"):
        parse_team_code("EMGBS")
    with pytest.raises(UnknownTieBreak, match="takes no /M1"):
        parse_team_code("EMMSB/M1")


# -- board points add up (property) -------------------------------------------------------------------------

def two_teams(results: list[GameResult]) -> League:
    players = tuple(Player(Start(i), f"P{i}") for i in range(1, 2 * len(results) + 1))
    a = Team("a", "A", 1, tuple(Start(i) for i in range(1, len(results) + 1)))
    b = Team("b", "B", 2, tuple(Start(i) for i in range(len(results) + 1, 2 * len(results) + 1)))
    boards = tuple(make_board(n, a.roster[n - 1], b.roster[n - 1], r, Colour.WHITE)
                   for n, r in enumerate(results, start=1))
    return League("x", "X", (a, b), players, boards=len(results), matches=(Match(1, "a", "b", boards),))


@settings(max_examples=60, deadline=None)
@given(leagues())
def test_board_points_add_up_to_matches_and_matches_to_the_table(league: League) -> None:
    """Every match: the board points of each side add up to its game points, both sides to the boards played
    (unless forfeited by both), and the match points follow the game points; every team: the table's MP and GP
    are the sums over its matches, and its won/drawn/lost add up to its matches."""
    mp: dict[str, Fraction] = {t.slug: F(0) for t in league.teams}
    gp = dict(mp)
    for match in league.matches:
        home, away = score_match(match, league)
        assert sum(home.boards, F(0)) == home.gp and sum(away.boards, F(0)) == away.gp
        if match.forfeit is not MatchForfeit.DOUBLE:
            assert home.gp + away.gp == league.boards
        if home.gp != away.gp:
            winner, loser = (home, away) if home.gp > away.gp else (away, home)
            assert (winner.mp, loser.mp) == (league.match_points.win, league.match_points.loss)
        mp[match.home] += home.mp
        mp[match.away] += away.mp
        gp[match.home] += home.gp
        gp[match.away] += away.gp
    table = compute_league_table(league, chain=["EDE", "BERLIN"])
    for row in table.rows:
        assert (row.mp, row.gp) == (mp[row.team], gp[row.team])
        assert row.won + row.drawn + row.lost == row.played == len(league.matches_of(row.team))
    assert [r.rank for r in table.rows] == sorted(r.rank for r in table.rows)
    cards = team_cards(league)
    assert sum(c.mp for c in cards.values()) == sum(mp.values())


def test_board_helper_gives_the_points_asked_for() -> None:
    assert boards_for(F(5, 2), 4) == [GameResult.WHITE_WINS, GameResult.WHITE_WINS, GameResult.DRAW,
                                       GameResult.BLACK_WINS]


# -- C.07 13.3.2, the Bavarian direct comparison with the Berlin score, the 2026 cap ---------------------------

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


def test_ede_with_the_board_count_of_the_direct_match(tec: League) -> None:
    """TEC exercise 46 (C.07 13.3.2): #11 and #14, alone on 4 MP, drew 2–2 in round 3 (1–0, ½, ½, 0–1 from #11):
    EDE leaves them tied on MP and GP; BC of that match #11 1 + 1 + 1½ + 0 = 3½, #14 0 + 1 + 1½ + 4 = 6½, lower is
    better: #11 first. Exercise 47 (top boards: #11 won board 1) and 48 (without board 4: 2 against 1) agree."""
    league = koalas_narwhals(tec, [W, D, D, L])
    pair = ("koalas", "narwhals")
    assert {s: v for s, v in values(league, "EDE").items() if s in pair} == {"koalas": 0, "narwhals": 0}
    for code in ("EDEBT", "EDEBB", "EDET", "EDEB"):
        assert order_of(league, code, pair) == ["koalas", "narwhals"], code
        assert values(league, code)["koalas"] == 1 and values(league, code)["narwhals"] == 0
    explained = compute_league_table(league, chain=["EDEBT"]).row("koalas").tiebreaks[0].summary
    assert "the board count between #11, #14: #11 3½, #14 6½ (lower is better)" in explained


def test_board_count_tied_the_next_board_tie_break_decides(tec: League) -> None:
    """#11 wins boards 1 and 4, #14 boards 2 and 3: 2–2, BC 1 + 4 = 5 against 2 + 3 = 5. EDEBT goes on to the top
    board (#11 won it), EDEBB to the bottom board elimination: without board 4, 1 against 2 — #14 first."""
    league = koalas_narwhals(tec, [W, L, L, W])
    pair = ("koalas", "narwhals")
    assert order_of(league, "EDEBT", pair) == ["koalas", "narwhals"]
    assert order_of(league, "EDEBB", pair) == ["narwhals", "koalas"]


def test_the_bavarian_direct_comparison_with_the_berlin_score(liga: League) -> None:
    """BSJ: MP, BP, direct comparison, the Berlin score of the direct comparison, the front-most winning board.
    Lindenau and Grünau (4 MP, 6½ GP each) drew 2–2 in round 2 (½, 1–0, 0–1, ½ from Lindenau): Berlin 2 + 3 + 0
    + ½ = 5½ against 2 + 0 + 2 + ½ = 4½, so Lindenau first, where EDE leaves them tied."""
    assert order_of(liga, "DEBW", ("lindenau", "gruenau")) == ["lindenau", "gruenau"]
    assert values(liga, "DEBW")["lindenau"] == 1 and values(liga, "DEBW")["gruenau"] == 0
    assert values(liga, "EDE")["lindenau"] == values(liga, "EDE")["gruenau"]


def test_the_front_most_winning_board_decides_a_level_berlin_score() -> None:
    """1–0, 0–1, 0–1, 1–0: 2–2 and Berlin 4 + 1 = 5 against 3 + 2 = 5; A won board 1."""
    league = two_teams([W, L, L, W])
    assert values(league, "BERLIN") == {"a": 5, "b": 5}
    assert values(league, "DEBW") == {"a": 1, "b": 0}


def test_the_2026_cap_on_a_forfeit_win_in_a_team_swiss(tec: League) -> None:
    """C.07 16.4 as amended from 1 March 2026, with the team as participant: #1's forfeit win against #6 counts
    #1's own 10 MP capped at #6's adjusted score, 7 (2, 0, 2, 0, 2, forfeit, 2): BH:MP 64 − 10 + 7 = 61. #6's
    forfeit loss meets min(7, 10) = 7: unchanged."""
    capped = replace(tec, rules=RuleSet.FIDE_2026)
    assert values(capped, "BH:MP")["antelopes"] == 61 and values(tec, "BH:MP")["antelopes"] == 64
    assert values(capped, "BH:MP")["falcons"] == values(tec, "BH:MP")["falcons"] == 46


def test_the_2026_cap_on_a_bye_in_a_team_swiss() -> None:
    """Three teams, two boards, two rounds. R1: A beats B 2–0, C has a full-point bye (2 MP, 2 GP); R2: A has
    a full-point bye, B–C 1–1. A: 4 MP; its bye meets a dummy with 4 MP, capped from 2026 at a drawn match's
    1 MP × 2 rounds = 2: BH:MP = S(B) 1 + 2 = 3 (2024: 1 + 4 = 5). C: 3 MP, its bye capped at 2: 2 + 1 = 3 (4)."""
    teams = tuple(Team(s, s.upper(), i, (Start(2 * i - 1), Start(2 * i))) for i, s in enumerate("abc", start=1))
    players = tuple(Player(Start(n), f"P{n}") for n in range(1, 7))
    matches = (Match(1, "a", "b", (make_board(1, Start(1), Start(3), W, Colour.WHITE),
                                   make_board(2, Start(2), Start(4), W, Colour.BLACK))),
               Match(2, "b", "c", (make_board(1, Start(3), Start(5), D, Colour.WHITE),
                                   make_board(2, Start(4), Start(6), D, Colour.BLACK))))
    byes = (TeamBye(1, "c", ByeKind.FULL), TeamBye(2, "a", ByeKind.FULL))
    league = League("s", "S", teams, players, boards=2, matches=matches, byes=byes, swiss=True,
                    rules=RuleSet.FIDE_2026)
    assert values(league, "BH:MP") == {"a": 3, "b": 7, "c": 3}
    assert values(replace(league, rules=RuleSet.FIDE_2024), "BH:MP") == {"a": 5, "b": 7, "c": 4}
    term = compute_league_table(league, chain=["BH:MP"]).row("a").tiebreaks[0].terms[1]
    assert (term.raw, term.value) == (4, 2) and "C.07 16.4, 2026" in term.adjustments[0].reason
