"""The two curves of the DWZ, worked in whole numbers to `DECIMALS` decimals: the winning probability of the
Wertungsordnung 3.3 (a normal distribution of the rating difference D with σ = 200·√2, so P(D) = ½(1 + erf(D/400)))
and the exponential of the brake surcharge (Annex 1.2). No float is involved: the same input gives the same
digits on every machine, and the results are Fractions the rest of the engine keeps exact.

Series used: erf(z) = 2/√π · e^(−z²) · Σ 2ⁿ z^(2n+1) / (1·3·…·(2n+1)) (every term positive, so nothing cancels),
e^x = Σ xⁿ/n!, and π by Machin's formula (16·arctan 1/5 − 4·arctan 1/239).
"""
from __future__ import annotations

from fractions import Fraction
from math import isqrt

DECIMALS = 30
SCALE: int = 10 ** DECIMALS
_GUARD: int = 10 ** 12
_WORK = SCALE * _GUARD     # the working precision: twelve guard digits beyond the result's


def _arctan_of_inverse(n: int) -> int:
    """arctan(1/n) × _WORK, by its Taylor series."""
    power: int = _WORK // n
    total, k, sign = power, 1, -1
    while power:
        power //= n * n
        total += sign * (power // (2 * k + 1))
        sign, k = -sign, k + 1
    return total


_PI = 16 * _arctan_of_inverse(5) - 4 * _arctan_of_inverse(239)          # π × _WORK
_TWO_OVER_SQRT_PI = 2 * _WORK * _WORK // isqrt(_PI * _WORK)              # 2/√π × _WORK


def _exp(numerator: int, denominator: int) -> int:
    """e^(numerator/denominator) × _WORK for a fraction ≥ 0."""
    term: int = _WORK
    total, n = term, 1
    while term:
        term = term * numerator // (denominator * n)
        total += term
        n += 1
    return total


def exponential(x: Fraction) -> Fraction:
    """e^x for x ≥ 0, to `DECIMALS` decimals (rounded half up)."""
    if x < 0:
        raise ValueError(f"exponential() is for x ≥ 0, not {x}")
    return Fraction(_rounded(_exp(x.numerator, x.denominator)), SCALE)


def winning_probability(twice_difference: int) -> Fraction:
    """P(D) of the Wertungsordnung 3.3 for the rating difference D = `twice_difference`/2 (own − opponent; a
    half-integer D arises when a performance is sought), to `DECIMALS` decimals: ½(1 + erf(D/400))."""
    return Fraction(scaled_probability(twice_difference), SCALE)


def scaled_probability(twice_difference: int) -> int:
    """P(D) × `SCALE`, a whole number (what `winning_probability` is made of: sums of many stay whole numbers)."""
    if twice_difference == 0:
        return SCALE // 2
    half_erf = _erf(abs(twice_difference), 800) // 2            # z = |D|/400
    upper = _WORK // 2 + half_erf
    return _rounded(upper if twice_difference > 0 else _WORK - upper)


def _erf(numerator: int, denominator: int) -> int:
    """erf(numerator/denominator) × _WORK for a fraction > 0."""
    squared_numerator, squared_denominator = numerator * numerator, denominator * denominator
    term: int = _WORK * numerator // denominator
    total, n = term, 1
    while term:
        term = term * 2 * squared_numerator // (squared_denominator * (2 * n + 1))
        total += term
        n += 1
    growth = _exp(squared_numerator, squared_denominator)          # e^(z²) × _WORK
    return int(_TWO_OVER_SQRT_PI * total // growth)


def _rounded(work: int) -> int:
    """A working-precision figure at `SCALE`, half up."""
    return (work + _GUARD // 2) // _GUARD
