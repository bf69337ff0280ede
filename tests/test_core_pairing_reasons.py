"""generator/core/pairing/reasons.py: every reason the pairing engines give has English, and every call passes what
its sentence needs (a miss would fail only when that rare reason is given, e.g. a bye given a second time)."""
from __future__ import annotations

from pathlib import Path

from wordingcheck import problems, say_calls

import generator.core.pairing
from generator.core.keizer.sentences import WORDING as KEIZER_WORDING
from generator.core.model import Colour
from generator.core.pairing.reasons import WORDING, colour_name

PACKAGE = Path(generator.core.pairing.__file__).parent


def test_every_key_the_engines_say_has_english_and_gets_its_parameters():
    assert len(list(say_calls(PACKAGE))) > 20
    assert problems(PACKAGE, {**WORDING.english, **KEIZER_WORDING.english}) == []   # the Keizer engine's own words


def test_colours_are_words_with_their_key():
    """A colour inside a reason is itself a message, so the next-round page can translate it."""
    names = [colour_name(c) for c in (Colour.WHITE, Colour.BLACK, None)]
    assert names == ["White", "Black", "no colour"]
    assert [n.key for n in names] == ["pairing.colour.white", "pairing.colour.black", "pairing.colour.none"]
