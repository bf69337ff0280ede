"""Keizer competitions written out for the tests: the worked examples of docs/rules/keizer.md.

K1: six players of keizer.schlapp.name's "Beispielturnier" (its round 1 as published there: Botwinnik 10,
Lasker 9.5, Capablanca 9, Keres 5, Steinitz 4, Tal 3), values 7 … 2, KeizerForClubs' shares, three evenings.
K2: eight players under FreeKeizer's rules (src/SchaakConstantes.h, src/Competitie.cpp), top value 12.
"""
from __future__ import annotations

import dataclasses
from fractions import Fraction

from generator.core.keizer.settings import FREEKEIZER, KeizerSettings
from generator.core.model import (
    Absence,
    AbsenceKind,
    Bye,
    ByeKind,
    Game,
    GameResult,
    PairingSystem,
    Player,
    Round,
    Start,
    Tournament,
)

W, B, D = GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW

K1_PLAYERS = (("Botwinnik", 2885), ("Lasker", 2878), ("Capablanca", 2877), ("Steinitz", 2826), ("Tal", 2786),
              ("Keres", 2773))
BOT, LAS, CAP, STE, TAL, KER = (Start(n) for n in range(1, 7))


def players(names: tuple[tuple[str, int], ...]) -> tuple[Player, ...]:
    return tuple(Player(Start(n), name, rating) for n, (name, rating) in enumerate(names, start=1))


def games(*boards: tuple[int, int, GameResult]) -> tuple[Game, ...]:
    return tuple(Game(Start(w), Start(b), result, board) for board, (w, b, result) in enumerate(boards, start=1))


K1_ROUNDS = (
    Round(1, games((LAS, BOT, D), (STE, CAP, B), (KER, TAL, W))),
    Round(2, games((BOT, KER, W), (STE, LAS, D)), byes=(Bye(TAL, ByeKind.PAB),),
          absences=(Absence(CAP, AbsenceKind.EXCUSED),)),
    Round(3, games((CAP, BOT, W), (KER, LAS, B), (TAL, STE, D))),
)
K1_SETTINGS = KeizerSettings(top=7)


def k1(rounds: int = 3, settings: KeizerSettings = K1_SETTINGS) -> Tournament:
    return Tournament("k1", "Beispielturnier", players(K1_PLAYERS), K1_ROUNDS[:rounds], planned_rounds=0,
                      pairing=PairingSystem.KEIZER, keizer=settings)


K2_PLAYERS = tuple((f"P{n}", rating) for n, rating in enumerate((2010, 1960, 1905, 1850, 1790, 1720, 1655, 1590),
                                                                 start=1))
P = {n: Start(n) for n in range(1, 9)}
K2_ROUNDS = (
    Round(1, games((2, 1, D), (4, 3, W), (6, 5, B)), byes=(Bye(P[7], ByeKind.PAB),),
          absences=(Absence(P[8], AbsenceKind.EXCUSED),)),
    Round(2, games((1, 4, W), (5, 2, B), (7, 3, B)), byes=(Bye(P[8], ByeKind.PAB),),
          absences=(Absence(P[6], AbsenceKind.EXCUSED),)),
    Round(3, games((3, 1, D), (4, 2, D), (7, 5, W), (8, 6, D))),
)
K2_SETTINGS = dataclasses.replace(FREEKEIZER, top=12)


def k2(rounds: int = 3, settings: KeizerSettings = K2_SETTINGS) -> Tournament:
    return Tournament("k2", "FreeKeizer example", players(K2_PLAYERS), K2_ROUNDS[:rounds], pairing=PairingSystem.KEIZER,
                      keizer=settings)


def f(text: str) -> Fraction:
    return Fraction(text)
