"""The proxy process tunes the garbage collector once it listens (proxy/server.py)."""

from __future__ import annotations

import asyncio
import gc

from genai_chaos._gc import GC_THRESHOLD0
from genai_chaos.proxy import run_proxy
from genai_chaos.proxy.server import ChaosProxy


def test_a_proxy_freezes_the_heap_and_raises_the_threshold_while_it_serves() -> None:
    before = gc.get_threshold()
    proxy = ChaosProxy("http://127.0.0.1:9", listen="127.0.0.1:0", admin="127.0.0.1:0")

    async def serve() -> tuple[tuple[int, int, int], int]:
        await proxy.start()
        try:
            return gc.get_threshold(), gc.get_freeze_count()
        finally:
            await proxy.stop()

    try:
        during, frozen = asyncio.run(serve())
        assert during[0] == max(before[0], GC_THRESHOLD0)
        assert during[1:] == before[1:]
        assert frozen > 1000  # the startup heap: imports, rules, the apps
        assert gc.get_threshold() == before  # given back at stop
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_the_in_process_runner_leaves_the_callers_collector_alone(upstream: str) -> None:
    before, frozen = gc.get_threshold(), gc.get_freeze_count()
    with run_proxy(upstream) as running:
        assert running.proxy.gc_tuning is False
        assert gc.get_threshold() == before
        assert gc.get_freeze_count() == frozen
