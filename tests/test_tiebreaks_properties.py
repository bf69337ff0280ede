"""Property tests over random Swiss tournaments (byes, forfeits, withdrawals, unrated players) for every code
under every rule set."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.core.model import (
    Bye,
    ByeKind,
    Game,
    GameResult,
    PairingSystem,
    Player,
    Round,
    RuleSet,
    Start,
    Tournament,
)
from generator.core.standings import compute_standings, standings_and_context
from generator.core.tiebreaks.codes import all_codes
from generator.core.tiebreaks.context import Context
from generator.core.tiebreaks.registry import compute, parse_code, values_only
from generator.core.tiebreaks.values import Shape
from generator.trf.reader import read_trf

DATA = Path(__file__).parent / "data" / "tiebreaks"

RESULTS = [GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW, GameResult.WHITE_WINS_FORFEIT,
           GameResult.BLACK_WINS_FORFEIT, GameResult.DOUBLE_FORFEIT]
BYES = [ByeKind.PAB, ByeKind.FULL, ByeKind.HALF, ByeKind.ZERO, None]   # None: simply absent


@st.composite
def tournaments(draw, played_only: bool = False, round_robin: bool = False) -> Tournament:
    size = draw(st.integers(2, 10))
    rounds = draw(st.integers(1, 6))
    players = tuple(Player(Start(i), f"P{i}", draw(st.one_of(st.none(), st.integers(1000, 2800))))
                    for i in range(1, size + 1))
    made = []
    for number in range(1, rounds + 1):
        order = draw(st.permutations(range(1, size + 1)))
        paired = len(order) if played_only else draw(st.integers(0, len(order)))
        paired -= paired % 2
        games = tuple(Game(Start(order[i]), Start(order[i + 1]),
                           draw(st.sampled_from(RESULTS[:3] if played_only else RESULTS)))
                      for i in range(0, paired, 2))
        byes = []
        for start in order[paired:]:
            kind = ByeKind.PAB if played_only else draw(st.sampled_from(BYES))
            if kind is not None:
                byes.append(Bye(Start(start), kind))
        made.append(Round(number, games, tuple(byes)))
    withdrawals = {} if played_only else draw(st.dictionaries(
        st.integers(1, size).map(Start), st.integers(2, rounds + 1), max_size=2))
    return Tournament("random", "Random", players, tuple(made), planned_rounds=rounds,
                      withdrawals=withdrawals,
                      pairing=PairingSystem.ROUND_ROBIN if round_robin else PairingSystem.DUTCH)


CODES = [parse_code(c) for c in all_codes()]


@settings(max_examples=60, deadline=None)
@given(tournaments(), st.sampled_from(list(RuleSet)), st.booleans())
def test_sum_of_used_terms_equals_the_value(t, rules, round_robin):
    """For every sum-type tie-break the terms not cut add up to the value, exactly."""
    if round_robin:
        t = Tournament(t.slug, t.name, t.players, t.rounds, t.planned_rounds, pairing=PairingSystem.ROUND_ROBIN)
    ctx = Context(t, t.rounds_entered, rules)
    for code in CODES:
        for start, v in compute(ctx, code, ctx.starts).items():
            if v.shape is Shape.SUM:
                assert sum((term.used for term in v.terms), Fraction(0)) == v.value, (code.text, start)


@settings(max_examples=60, deadline=None)
@given(tournaments(), st.sampled_from(list(RuleSet)))
def test_cuts_only_ever_lower_a_buchholz(t, rules):
    """Cut-1 and Cut-2 drop terms, Median drops a low and a high one: BH ≥ C1 ≥ C2 and C1 ≥ M1 ≥ M2."""
    ctx = Context(t, t.rounds_entered, rules)
    got = {c: compute(ctx, parse_code(c), ctx.starts) for c in ("BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2")}
    for s in ctx.starts:
        bh, c1, c2, m1, m2 = (got[c][s].value for c in ("BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2"))
        assert bh >= c1 >= c2 and c1 >= m1 >= m2
        assert sum(t.cut for t in got["BH/C1"][s].terms) == min(1, len(ctx.lines[s].cells))


@settings(max_examples=40, deadline=None)
@given(tournaments(played_only=True))
def test_rule_sets_agree_when_every_game_was_played(t):
    """Without byes, forfeits or absences the FIDE corrections change nothing: all rule sets agree, and
    BH is the plain sum of the opponents' scores."""
    base = Context(t, t.rounds_entered, RuleSet.NONE)
    if any(not c.kind.played for line in base.lines.values() for c in line.cells):
        return  # an odd player out got a PAB
    for code in ("BH", "BH/C1", "BH/M1", "SB", "SB/C1", "FB", "AOB"):
        reference = compute(base, parse_code(code), base.starts)
        for rules in (RuleSet.FIDE_2012, RuleSet.FIDE_2024, RuleSet.FIDE_2026):
            ctx = Context(t, t.rounds_entered, rules)
            assert {s: v.value for s, v in compute(ctx, parse_code(code), ctx.starts).items()} == \
                   {s: v.value for s, v in reference.items()}, (code, rules)
    for s, line in base.lines.items():
        plain = sum(base.lines[c.opponent].score for c in line.cells)
        assert compute(base, parse_code("BH"), [s])[s].value == base.frac(plain)


@settings(max_examples=40, deadline=None)
@given(tournaments(), st.sampled_from(list(RuleSet)))
def test_standings_follow_points_then_the_chain(t, rules):
    """Rows are ordered by points then each tie-break in turn; equal rows share one rank label."""
    chain = ("BH/C1", "BH", "SB", "DE", "WIN", "ARO")
    s = compute_standings(t, t.rounds_entered, rules=rules, chain=chain)
    assert sorted(r.start for r in s.rows) == [p.start for p in t.players]

    def key(row):
        return (row.points,) + tuple((-1, 0) if v is None else (0, v) for v in row.tiebreaks)

    for previous, row in zip(s.rows, s.rows[1:]):
        assert key(previous) >= key(row)
        same = key(previous) == key(row)
        assert (previous.rank == row.rank) == same
    for row in s.rows:
        tied = [r for r in s.rows if key(r) == key(row)]
        assert row.rank_last - row.rank + 1 == len(tied)


@settings(max_examples=40, deadline=None)
@given(tournaments())
def test_aro_lies_between_the_lowest_and_highest_opponent(t):
    """ARO is a rounded mean of the ratings it lists: never below the lowest nor above the highest (unrated
    opponents left out, `unrated_rating: leave-out`)."""
    ctx = Context(replace(t, unrated_left_out=True), t.rounds_entered, RuleSet.FIDE_2024)
    for v in compute(ctx, parse_code("ARO"), ctx.starts).values():
        ratings = [term.value for term in v.terms if not term.cut]
        if ratings:
            assert min(ratings) <= v.value <= max(ratings)
        else:
            assert v.value is None


@settings(max_examples=40, deadline=None)
@given(tournaments(), st.sampled_from(list(RuleSet)), st.data())
def test_standings_after_round_k_ignore_later_rounds(t, rules, data):
    """Standings after round k are those of the same tournament cut after round k."""
    k = data.draw(st.integers(0, t.rounds_entered))
    cut = Tournament(t.slug, t.name, t.players, t.rounds[:k], t.planned_rounds, withdrawals=t.withdrawals,
                     pairing=t.pairing)
    chain = ("BH/C1", "SB/C1", "FB", "PS", "DE", "GE", "ARO", "AOB")
    full = compute_standings(t, k, rules=rules, chain=chain)
    short = compute_standings(cut, k, rules=rules, chain=chain)
    assert full.rows == short.rows
    assert full.explanations == short.explanations


def _values(t: Tournament, rules: RuleSet, explain: bool) -> dict[str, dict[Start, Fraction | None]]:
    """Each code's values, explained (`compute`) or not (`values_only`, the path of unexplained standings)."""
    ctx = Context(t, t.rounds_entered, rules, explain=explain)
    if not explain:
        return {code.text: dict(values_only(ctx, code, ctx.starts)) for code in CODES}
    return {code.text: {s: v.value for s, v in compute(ctx, code, ctx.starts).items()} for code in CODES}


def _assert_values_only_path_agrees(t: Tournament) -> None:
    for rules in RuleSet:
        explained, bare = _values(t, rules, True), _values(t, rules, False)
        assert bare == explained, rules
        assert (compute_standings(t, t.rounds_entered, rules=rules, chain=[c.text for c in CODES], explain=False).rows
                == compute_standings(t, t.rounds_entered, rules=rules, chain=[c.text for c in CODES]).rows), rules


@settings(max_examples=40, deadline=None)
@given(st.booleans().flatmap(lambda rr: tournaments(round_robin=rr)))
def test_values_only_path_gives_the_explained_values(t):
    """Without explanations every code under every rule set gives exactly the same value
    (and the same standings) as with them."""
    _assert_values_only_path_agrees(t)


def test_values_only_path_gives_the_explained_values_on_the_tec_fixtures():
    """The TEC Swiss and round-robin fixtures rank and score alike with and without terms."""
    for name in ("tec-swiss.trf", "tec-round-robin.trf"):
        t = read_trf((DATA / name).read_text(encoding="utf-8"), name)
        explained = _values(t, RuleSet.FIDE_2026, True)
        assert any(v is not None for v in explained["BH/C1"].values())   # the fixture has results to compare
        _assert_values_only_path_agrees(t)


LONG_CHAIN = ("DE", "BH/C1", "SB/C1", "WIN", "KS", "BPG", "BWG", "GE", "BH/M1", "AOB", "ARO", "FB", "PS/C1", "TPR",
              "SB", "BH")


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(tournaments(), st.sampled_from(list(RuleSet)), st.booleans(), st.booleans())
def test_standings_grown_round_by_round_are_the_standings_made_afresh(t, rules, round_robin, explain):
    """A build works out the standings after round k from the context after round k − 1 (each player's line grows
    by a round, the Type-B counts and mini-tables with it); they must be the standings computed from nothing:
    ranks, figures, explanations and scorecards, withdrawals striking round-robin games included."""
    if round_robin:
        t = replace(t, pairing=PairingSystem.ROUND_ROBIN)
    previous = None
    for k in range(1, t.rounds_entered + 1):
        cut = replace(t, rounds=tuple(r for r in t.rounds if r.number <= k))
        grown, previous = standings_and_context(cut, k, rules=rules, chain=LONG_CHAIN, explain=explain,
                                                previous=previous)
        fresh = compute_standings(cut, k, rules=rules, chain=LONG_CHAIN, explain=explain)
        assert grown.rows == fresh.rows, k
        assert grown.explanations == fresh.explanations, k
        assert grown.cards == fresh.cards and grown.counted == fresh.counted, k


@settings(max_examples=60, deadline=None)
@given(tournaments(), st.sampled_from(list(RuleSet)), st.booleans())
def test_values_alone_are_the_values_explained(t, rules, round_robin):
    """Standings nobody reads the explanations of take each tie-break's values alone (`values_only`): for every
    code they are the values of the explained computation, undefined ones included."""
    if round_robin:
        t = replace(t, pairing=PairingSystem.ROUND_ROBIN)
    bare = Context(t, t.rounds_entered, rules, explain=False)
    full = Context(t, t.rounds_entered, rules)
    for code in CODES:
        explained = {start: value.value for start, value in compute(full, code, full.starts).items()}
        assert values_only(bare, code, bare.starts) == explained, code.text


@settings(max_examples=60, deadline=None)
@given(tournaments(), st.sampled_from(list(RuleSet)), st.booleans(), st.sampled_from(["SB", "SB/C1", "SB/C2"]))
def test_sonneborn_berger_explained_alone_is_the_one_made_from_the_buchholz_terms(t, rules, round_robin, sb):
    """A chain without Buchholz has Sonneborn-Berger's terms made alone (`Context.round_term` with the player's
    points as weight); with Buchholz first they are made from its terms: the same values, terms and words, stand-in
    opponents and cuts included."""
    if round_robin:
        t = replace(t, pairing=PairingSystem.ROUND_ROBIN)
    alone = Context(t, t.rounds_entered, rules)
    after_buchholz = Context(t, t.rounds_entered, rules)
    compute(after_buchholz, parse_code("BH"), after_buchholz.starts)
    code = parse_code(sb)
    assert compute(alone, code, alone.starts) == compute(after_buchholz, code, after_buchholz.starts)
