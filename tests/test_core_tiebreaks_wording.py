"""generator/core/tiebreaks/wording.py: every sentence the tie-break engine says has English, and every call passes
what its sentence needs (a miss would fail only when that rare explanation is shown)."""
from __future__ import annotations

from pathlib import Path

from wordingcheck import placeholders, problems, say_calls

import generator.core.tiebreaks
from generator.core.tiebreaks.wording import WORDING

PACKAGE = Path(generator.core.tiebreaks.__file__).parent


def test_every_key_the_engine_says_has_english_and_gets_its_parameters():
    assert len(list(say_calls(PACKAGE))) > 50
    assert problems(PACKAGE, WORDING.english) == []


def test_the_unplayed_round_reasons_name_their_article():
    """The explanations cite the rule they apply (C.07 16.3, 16.4, 16.5; the 2012 rule), so a reader can look it
    up (docs/rules/tiebreaks.md §5, §6)."""
    english = WORDING.english
    assert "C.07 16.3" in english["adjust.reason_tail"]
    assert "C.07 16.4" in english["note.dummy"] and "2026" in english["adjust.cap"]
    assert "C.07 16.5" in english["cut.voluntary_first"]
    assert "2012 rule" in english["note.virtual"]
    assert placeholders(english["adjust.cap"]) == {"cap", "what"}
