"""generator/core/gcpause.py: the cyclic garbage collector paused around allocation-heavy work and put back as it
was, whatever happens inside; survivors of a build hidden from later collections."""
from __future__ import annotations

import gc

import pytest

from generator.core.gcpause import freeze_survivors, no_cycle_collection


def test_collection_is_paused_inside_and_back_after_even_on_an_error():
    assert gc.isenabled()
    with no_cycle_collection():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(RuntimeError):
        with no_cycle_collection():
            raise RuntimeError("boom")
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off():
    gc.disable()
    try:
        with no_cycle_collection():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_freezing_moves_the_objects_alive_now_out_of_the_collectors_sight():
    kept = [[n] for n in range(1000)]
    try:
        freeze_survivors()
        assert gc.get_freeze_count() >= len(kept)
    finally:
        gc.unfreeze()
    assert gc.get_freeze_count() == 0
