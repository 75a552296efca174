"""The garbage-collector hold that the runner (and the proxy) use: given back on every
exit, safe to overlap, and never growing a heap someone else froze."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import ExitStack

import pytest

from genai_chaos._gc import GC_THRESHOLD0, quiet_gc


@pytest.fixture(autouse=True)
def clean_gc() -> Iterator[None]:
    before = gc.get_threshold()
    gc.unfreeze()
    yield
    gc.set_threshold(*before)
    gc.unfreeze()


def test_overlapping_blocks_that_do_not_nest_give_everything_back() -> None:
    before = gc.get_threshold()
    a, b = ExitStack(), ExitStack()
    a.enter_context(quiet_gc())
    b.enter_context(quiet_gc())
    assert gc.get_threshold()[0] >= GC_THRESHOLD0 and gc.get_freeze_count() > 0
    a.close()  # the first one ends while the second still runs
    b.close()
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_a_heap_frozen_by_someone_else_is_not_frozen_further() -> None:
    gc.freeze()
    frozen = gc.get_freeze_count()
    alive = [[] for _ in range(1000)]  # tracked objects made after that freeze
    with quiet_gc():
        pass
    # frozen objects may die meanwhile (the count falls); it must not grow by ``alive``
    assert gc.get_freeze_count() <= frozen, "the block froze more of the heap"
    assert len(alive) == 1000


def test_given_back_when_the_block_raises() -> None:
    before = gc.get_threshold()
    with pytest.raises(RuntimeError), quiet_gc():
        raise RuntimeError("boom")
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
