"""The Keizer sentences: every one fills its placeholders (docs/rules/keizer.md)."""
from __future__ import annotations

import string

from generator.core.keizer.sentences import WORDING, say


def test_every_sentence_is_made_with_its_placeholders() -> None:
    for key, english in WORDING.english.items():
        fields = {f for _, f, _, _ in string.Formatter().parse(english) if f}
        made = say(key, **{f: f"<{f}>" for f in fields})
        assert all(f"<{f}>" in made for f in fields) and made.key == key


def test_a_term_reads_as_the_issue_asks() -> None:
    assert say("keizer.term.win", opponent="Jonas Weiß", value=38, points=38) == \
        "win against Jonas Weiß, valued 38 this round → 38"
    assert say("keizer.term.excused", share="⅓", value=42, points=14) == \
        "absent, excused → ⅓ of own value 42 = 14"
