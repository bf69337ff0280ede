"""Typed reading of located YAML values: what each reader accepts and the exact message when it does not."""
from __future__ import annotations

from fractions import Fraction

import pytest

from generator.core.errors import did_you_mean
from generator.loading.values import (
    items_of,
    read_choice,
    read_date,
    read_flag,
    read_points,
    read_text,
    read_whole_number,
)
from generator.loading.yamlsource import parse_yaml


def value(text: str):
    """The located value of 'v: <text>'."""
    return parse_yaml(f"v: {text}\n", "f.yml").root.get("v")


@pytest.mark.parametrize("typed, points", [("1", Fraction(1)), ("0", Fraction(0)), ("½", Fraction(1, 2)),
                                           ("0.5", Fraction(1, 2)), ("1/2", Fraction(1, 2)),
                                           ("1½", Fraction(3, 2)), ("2.5", Fraction(5, 2)), ("3", Fraction(3))])
def test_points_are_exact(typed, points):
    """Every documented spelling of points gives the exact fraction, never a float."""
    problems: list = []
    assert read_points(value(typed), "draw", problems) == points and problems == []


@pytest.mark.parametrize("typed", ["-1", "half", "1/0", "", "[1]", "1,5"])
def test_bad_points(typed):
    """Negative, wordy or divided-by-zero points are refused with one message listing the spellings."""
    problems: list = []
    assert read_points(value(typed), "draw", problems) is None
    assert problems[0].message.startswith("'draw' must be a number of points such as 1, ½, 0.5 or 1/2, not ")


def test_whole_numbers_refuse_yes_no_decimals_and_out_of_range():
    """A whole number is an integer in range; 'yes' (a YAML boolean) and 7.5 are not."""
    problems: list = []
    assert read_whole_number(value("7"), "rounds", problems, minimum=1) == 7
    assert read_whole_number(value("yes"), "rounds", problems) is None
    assert read_whole_number(value("7.5"), "rounds", problems) is None
    assert read_whole_number(value("0"), "rounds", problems, minimum=1, maximum=20) is None
    assert [p.message for p in problems] == [
        "'rounds' must be a whole number, not the yes/no value 'yes'",
        "'rounds' must be a whole number, not the decimal number 7.5",
        "'rounds' must be at least 1 and at most 20, not 0"]


def test_text_takes_numbers_as_typed_but_not_lists_or_empty():
    """Text fields accept any single value as typed (a FIDE id written as a number stays its digits)."""
    problems: list = []
    assert read_text(value("0123"), "fide_id", problems) == "0123"
    assert read_text(value("[a]"), "club", problems) is None
    assert read_text(value(""), "club", problems) is None
    assert [p.message for p in problems] == ["'club' must be text, not a list", "'club' must be text, not empty"]


def test_dates_flags_and_choices():
    """Dates are year-month-day, flags true/false, choices one of a set with a did-you-mean."""
    problems: list = []
    assert str(read_date(value("2026-09-03"), "date", problems)) == "2026-09-03"
    assert read_date(value("3.9.2026"), "date", problems) is None
    assert read_flag(value("no"), "draft", problems) is False
    assert read_choice(value("Dutch"), "pairing", {"dutch": 1, "burstein": 2}, problems) == 1
    assert read_choice(value("burstien"), "pairing", {"dutch": 1, "burstein": 2}, problems) is None
    assert [p.message for p in problems] == ["'date' must be a date like 2026-09-03, not the text '3.9.2026'",
                                             "unknown pairing 'burstien' — did you mean 'burstein'?"]


def test_a_single_value_stands_for_a_one_item_list():
    """Short form: 'half: Krüger' means 'half: [Krüger]'; an empty value means no items."""
    assert [n.text for n in items_of(value("Krüger"))] == ["Krüger"]
    assert [n.text for n in items_of(value("[a, b]"))] == ["a", "b"]
    assert items_of(value("")) == []


def test_suggestions_ignore_case():
    """Suggestions are found whatever the case, and returned in their own spelling."""
    assert did_you_mean("OUTPUT", ["output", "title"]) == "output"
    assert did_you_mean("zzz", ["output", "title"]) is None
