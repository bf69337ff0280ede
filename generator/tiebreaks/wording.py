"""The tie-break engine's sentences in English, by key: one place for every word the engine says.

The engine hands back `Msg`s made here (English text that remembers its key and parameters); the site words
them in its language through the catalogues of `generator.i18n`, which translate these keys.
"""
from __future__ import annotations

from ..messages import Wording

WORDING = Wording({
})

say = WORDING.say
