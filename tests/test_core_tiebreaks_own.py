"""A participant's own figures as tie-breaks (generator/core/tiebreaks/own.py; C.07 as amended in 2026: STD 7.7,
TPN 7.8, RTNG 10.6): worked by hand on small tournaments, and every value and rank checked against the FIDE TEC
checker on generated and real files (tests/data/tiebreaks/own/, sources in its README)."""
from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction as F
from pathlib import Path

import pytest
from tiebreak_cases import tournament

from generator.core.model import Player, PointSystem, RuleSet, Start
from generator.core.standings import compute_standings, explain
from generator.core.tiebreaks import text
from generator.trf.checks import decode_trf
from generator.trf.reader import read_trf

OWN = Path(__file__).parent / "data" / "tiebreaks" / "own"
TRF = Path(__file__).parent / "data" / "trf"
CHECKER = json.loads((OWN / "tec-checker.json").read_text(encoding="utf-8"))["files"]
THREE_ONE_NIL = PointSystem(win=F(3), draw=F(1), loss=F(0), forfeit_win=F(3), pab=F(3), full_bye=F(3),
                            half_bye=F(1))


def _file(key: str):
    name, _, unrated = key.partition(":")
    path = next(p for p in (OWN / name, TRF / name, TRF / "icu" / name) if p.exists())
    t = read_trf(decode_trf(path.read_bytes(), name)[0], name)
    return replace(t, unrated_rating=int(unrated)) if unrated else t


def test_std_counts_a_3_1_0_event_as_1_half_0():
    """3 / 1 / 0 scoring: #1 beats #2 (3 points), draws #3 (1), has a half-point bye (1) and a pairing-allocated
    bye (3): 8 points, standard points 1 + ½ + ½ + 1 = 3; #2 lost to #1 and won a forfeit: 3 points, STD 1."""
    t = replace(tournament(4, ["1-2 1-0, 3 PAB", "1-3 =, 2-4 +-", "1 HPB, 2-3 0-1", "1 PAB, 4-2 1-0"]),
                points=THREE_ONE_NIL)
    values = explain(t, Start(1), 4, rules=RuleSet.FIDE_2026, chain=("STD",))
    assert values[0].value == 3
    assert [term.value for term in values[0].terms] == [1, F(1, 2), F(1, 2), 1]
    assert text.term_working(values[0], values[0].terms[1]) == "draw: 1 against 1 for a draw, so ½"
    assert explain(t, Start(2), 4, rules=RuleSet.FIDE_2026, chain=("STD",))[0].value == 1


def test_tpn_ranks_the_lower_number_first_and_r_reverses_it_and_rtng_the_higher_rating():
    """Four players level on points: TPN puts them 1, 2, 3, 4; TPN/R 4, 3, 2, 1; RTNG by rating (#3 rated
    highest), RTNG/R the other way round. The explanation says what the figure is."""
    t = tournament(4, ["1-2 =, 3-4 ="])
    t = replace(t, players=tuple(replace(p, rating=r) for p, r in zip(t.players, (1800, 1900, 2000, 1700))))
    order = {chain: [row.start for row in compute_standings(t, 1, chain=(chain,)).rows]
             for chain in ("TPN", "TPN/R", "RTNG", "RTNG/R")}
    assert order == {"TPN": [1, 2, 3, 4], "TPN/R": [4, 3, 2, 1], "RTNG": [3, 2, 1, 4], "RTNG/R": [4, 1, 2, 3]}
    value = explain(t, Start(3), 1, chain=("RTNG", "TPN"))
    assert [text.computation(v) for v in value] == ["rating 2000", "pairing number 3"]
    assert text.title(explain(t, Start(3), 1, chain=("TPN/R",))[0]) == "Tournament pairing number (reversed) (TPN/R)"


def test_rtng_of_an_unrated_player_follows_the_tournaments_rule_or_is_dropped():
    """C.07 Art. 10: with an unrated player and no rule for them RTNG is dropped for all (as the other
    rating-based tie-breaks); with `unrated_rating` the unrated player counts as that."""
    t = tournament(2, ["1-2 ="])
    t = replace(t, players=(Player(Start(1), "A", 1800), Player(Start(2), "B", None)))
    assert explain(t, Start(1), 1, chain=("RTNG",))[0].value is None
    assert explain(replace(t, unrated_rating=1400), Start(2), 1, chain=("RTNG",))[0].value == 1400


@pytest.mark.parametrize("key", sorted(CHECKER))
def test_every_value_and_rank_is_the_tec_checkers(key: str):
    """Each figure of every chain the checker was run with, and the rank where the chain starts with the points
    (ours always does; the checker's chain "STD TPN/R" ranks by STD alone, so there the figures are compared)."""
    t = _file(key)
    for chain, rows in CHECKER[key].items():
        codes = chain.split()
        by_points = codes[0] == "PTS"
        standings = compute_standings(t, t.rounds_entered, rules=RuleSet.FIDE_2026,
                                      chain=tuple(codes[1:] if by_points else codes), explain=False)
        ours = {row.start: row for row in standings.rows}
        for start, (rank, *values) in rows.items():
            row = ours[int(start)]
            assert [None if v is None else F(v) for v in values] == \
                ([row.points] if by_points else []) + list(row.tiebreaks), (key, chain, start)
            assert not by_points or row.rank == rank, (key, chain, start)
