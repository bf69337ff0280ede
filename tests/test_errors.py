"""The package's errors share one base the command line catches, and "did you mean …?" is found one way."""
from __future__ import annotations

import pytest

from generator.errors import BulletinError, ContentError, did_you_mean
from generator.i18n import CatalogueError
from generator.loading.players import fold_name
from generator.pairing import PairingError
from generator.tiebreaks import UnknownTieBreak
from generator.trf import TrfError


@pytest.mark.parametrize("error", [ContentError, TrfError, CatalogueError, PairingError, UnknownTieBreak])
def test_every_error_about_the_input_is_a_bulletin_error(error: type[Exception]) -> None:
    """Each is a BulletinError, and so still a ValueError for code that caught that before."""
    assert issubclass(error, BulletinError) and issubclass(error, ValueError)


def test_a_suggestion_ignores_case_and_comes_back_as_written() -> None:
    assert did_you_mean("OUTPUT", ["output", "title"]) == "output"
    assert did_you_mean("Titel", ["output", "title"]) == "title"
    assert did_you_mean("zzz", ["output", "title"]) is None


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
