"""generator/core/errors.py: a problem names file:line:column, quotes the line with a caret under the mistake and
hints; a run's problems come sorted and together; exit codes 0 / 1 / 2 (README, "Using it"); every error about the
input is a BulletinError, which the commands catch; "did you mean …?" is found one way."""
from __future__ import annotations

import pytest

from generator.core.errors import (
    EXIT_CONTENT_ERROR,
    EXIT_OK,
    EXIT_USAGE_ERROR,
    BulletinError,
    ContentError,
    Location,
    Problem,
    Severity,
    did_you_mean,
    sort_problems,
)
from generator.core.pairing.core import PairingError
from generator.core.tiebreaks.codes import UnknownTieBreak
from generator.i18n.catalogues import CatalogueError
from generator.loading.players import fold_name
from generator.trf.reader import TrfError


def test_exit_codes_are_those_the_readme_promises():
    assert (EXIT_OK, EXIT_CONTENT_ERROR, EXIT_USAGE_ERROR) == (0, 1, 2)


def test_a_location_reads_file_line_column():
    assert str(Location("content/open/rounds/02.yml", 3, 14)) == "content/open/rounds/02.yml:3:14"
    assert str(Location("site.yml")) == "site.yml"


def test_a_problem_quotes_its_line_with_a_caret_and_a_hint():
    """The caret stands under column 14 of the quoted line; the hint comes last."""
    problem = Problem(Location("rounds/02.yml", 3, 14), "unknown player 'Meisner'",
                      "  - [Schröder, Meisner, 1-0]", "did you mean 'Meißner' (no. 3)?")
    assert problem.format().splitlines() == [
        "error: unknown player 'Meisner'",
        "  --> rounds/02.yml:3:14",
        " 3 |   - [Schröder, Meisner, 1-0]",
        "   |              ^",
        "  hint: did you mean 'Meißner' (no. 3)?",
    ]


def test_a_warning_says_so_and_a_problem_without_a_line_quotes_nothing():
    warning = Problem(Location("site.yml"), "no tournaments yet", severity=Severity.WARNING)
    assert warning.format() == "warning: no tournaments yet\n  --> site.yml"
    assert not warning.is_error and Problem(Location("a"), "x").is_error


def test_every_problem_of_a_run_comes_together_sorted_by_file_line_and_column():
    """A ContentError carries all problems; its text lists them by file, line, column, blank-line separated."""
    late = Problem(Location("b.yml", 1, 1), "second file")
    early = Problem(Location("a.yml", 9, 2), "later line")
    first = Problem(Location("a.yml", 2, 5), "first line")
    error = ContentError([late, early, first])
    assert [p.message for p in sort_problems(error.problems)] == ["first line", "later line", "second file"]
    assert str(error) == "\n\n".join(p.format() for p in (first, early, late))
    assert isinstance(error, ValueError)


def test_did_you_mean_finds_the_closest_name_ignoring_case():
    names = ["Meißner", "Schröder", "Lehmann"]
    assert did_you_mean("Meisner", names) == "Meißner"
    assert did_you_mean("lehmann", names) == "Lehmann"
    assert did_you_mean("Zukertort", names) is None


@pytest.mark.parametrize("error", [ContentError, TrfError, CatalogueError, PairingError, UnknownTieBreak])
def test_every_error_about_the_input_is_a_bulletin_error(error: type[Exception]) -> None:
    """Each is a BulletinError, and so still a ValueError for code that caught that before."""
    assert issubclass(error, BulletinError) and issubclass(error, ValueError)


def test_the_cutoff_says_how_close_a_suggestion_must_be() -> None:
    """'ratign' is 0.83 like 'rating' (difflib's ratio): a suggestion at 0.6, none at 0.9."""
    assert did_you_mean("ratign", ["rating"]) == "rating"
    assert did_you_mean("ratign", ["rating"], cutoff=0.9) is None


def test_words_are_compared_in_the_form_the_caller_folds_them() -> None:
    """With player names folded (ü = ue, accents dropped) 'Mueller' is 'Müller' and 'Lefevre' is 'Lefèvre';
    ignoring case only, neither is that close."""
    names = ["Müller", "Lefèvre"]
    assert did_you_mean("Mueller", names, cutoff=0.9, fold=fold_name) == "Müller"
    assert did_you_mean("lefevre", names, cutoff=0.9, fold=fold_name) == "Lefèvre"
    assert did_you_mean("Mueller", names, cutoff=0.9) is None
    assert did_you_mean("lefevre", names, cutoff=0.9) is None
