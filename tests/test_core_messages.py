"""generator/core/messages.py: messages that are English text and remember their catalogue key and parameters, so the
site can word them in another language while the terminal and every comparison see English."""
from __future__ import annotations

import pickle

import pytest

from generator.core.messages import Joined, Msg, Wording

WORDING = Wording({"greet": "{who} gets {colour}", "white": "White"})


def test_a_message_is_its_english_text_and_keeps_key_and_parameters():
    colour = WORDING.say("white")
    msg = WORDING.say("greet", who="Anna", colour=colour)
    assert msg == "Anna gets White" and isinstance(msg, str)
    assert (msg.key, msg.params["who"], msg.params["colour"].key) == ("greet", "Anna", "white")


def test_joined_messages_keep_their_parts():
    parts = (WORDING.say("white"), WORDING.say("greet", who="Ben", colour="Black"))
    joined = Joined("; ", parts)
    assert joined == "White; Ben gets Black" and joined.parts == parts and joined.separator == "; "


def test_messages_survive_pickling_with_their_key():
    """The parallel build hands messages between processes."""
    msg = pickle.loads(pickle.dumps(WORDING.say("greet", who="Anna", colour="White")))
    joined = pickle.loads(pickle.dumps(Joined(" ", (Msg("white", "White"), Msg("white", "White")))))
    assert (msg, msg.key) == ("Anna gets White", "greet")
    assert joined == "White White" and [p.key for p in joined.parts] == ["white", "white"]


def test_a_key_defined_twice_must_keep_its_text():
    """`define` registers a sentence written where it is used; the same key with other words is a mistake."""
    wording = Wording({})
    assert wording.define("rule.1", "One.") == "One." and wording.define("rule.1", "One.").key == "rule.1"
    with pytest.raises(ValueError, match="'rule.1' defined twice"):
        wording.define("rule.1", "Another.")
    assert wording.say("rule.1") == "One."
