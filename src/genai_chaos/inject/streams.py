"""Executing a :class:`StreamPlan` on a stream of chunks, sync or async.

The same executor serves in-process generators (chunks are strings, dicts or SDK objects)
and the HTTP transport (chunks are SSE events as bytes). Chunks for which ``passthrough``
is true (SSE ``[DONE]``) are not counted and vanish when the stream is cut.

>>> from genai_chaos.faults.base import StreamPlan
>>> list(run_plan(iter("abcdef"), StreamPlan(cut_after=3)))
['a', 'b', 'c']
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any, TypeVar

from genai_chaos.faults.base import StreamPlan

T = TypeVar("T")


def malformed_chunk(chunk: Any) -> Any:
    """A broken version of ``chunk``: unterminated JSON where JSON was, garbled text
    otherwise."""
    if isinstance(chunk, dict):
        text = json.dumps(chunk)
        return text[: max(1, len(text) // 2)]
    if isinstance(chunk, str):
        return chunk[: len(chunk) // 2] + '\ufffd\ufffd{"delta": '
    if isinstance(chunk, bytes):
        return chunk[: len(chunk) // 2]
    dump = getattr(chunk, "model_dump_json", None)
    if callable(dump):
        text = str(dump())
        return text[: max(1, len(text) // 2)]
    return chunk


def error_chunk(body: dict[str, Any] | None) -> Any:
    """The error object a provider sends mid-stream."""
    return body or {"error": {"message": "stream error", "type": "server_error"}}


def _delay_for(plan: StreamPlan, index: int) -> float:
    delay = plan.first_delay_s if index == 0 else plan.chunk_delay_s
    if plan.stall_at == index:
        delay += plan.stall_s
    return delay


class _Cursor:
    """Where a plan stands on a stream: the logic shared by the sync and async executors."""

    def __init__(
        self,
        plan: StreamPlan,
        malformed: Callable[[Any], Any],
        error: Callable[[dict[str, Any] | None], Any],
        passthrough: Callable[[Any], bool],
    ) -> None:
        self.plan = plan
        self.malformed = malformed
        self.error = error
        self.passthrough = passthrough
        self.index = 0
        self.applied = False
        self.errored = False
        self.cut = plan.cut_after == 0

    def delay(self, chunk: Any) -> float:
        """How long to wait before ``chunk`` goes out."""
        if self.passthrough(chunk):
            return 0.0
        delay = _delay_for(self.plan, self.index)
        self.applied = self.applied or delay > 0
        return delay

    def emit(self, chunk: Any) -> Any:
        """What goes out in place of ``chunk``; sets :attr:`cut` when the stream must end."""
        if self.passthrough(chunk):
            return chunk
        plan, index = self.plan, self.index
        self.index += 1
        if plan.error_chunk_at == index:
            self.applied = self.cut = self.errored = True
            return self.error(plan.error_body)
        if plan.cut_after is not None and self.index >= plan.cut_after:
            self.cut = True
        if plan.malformed_at == index:
            self.applied = True
            return self.malformed(chunk)
        return chunk

    def end(self) -> None:
        """After the last chunk out: a cut with an error raises it."""
        if self.cut and not self.errored:
            self.applied = True
            if self.plan.cut_error is not None:
                raise self.plan.cut_error


def run_plan(
    chunks: Iterator[T],
    plan: StreamPlan,
    *,
    malformed: Callable[[T], Any] = malformed_chunk,
    error: Callable[[dict[str, Any] | None], Any] = error_chunk,
    passthrough: Callable[[T], bool] = lambda c: False,
    sleep: Callable[[float], None] = time.sleep,
    on_finish: Callable[[bool, int], None] | None = None,
) -> Iterator[Any]:
    """Yield ``chunks`` reshaped by ``plan`` (delays, stall, malformed, error, cut).

    Chunks for which ``passthrough`` is true (SSE comments, ``[DONE]``) are neither counted
    nor changed. A cut happens right after the ``cut_after``-th chunk, without waiting for
    the next one. ``on_finish(applied, n)`` is called once at the end: whether the plan
    changed anything, and how many chunks were seen.
    """
    cur = _Cursor(plan, malformed, error, passthrough)
    try:
        if not cur.cut:
            for chunk in chunks:
                delay = cur.delay(chunk)
                if delay > 0:
                    sleep(delay)
                yield cur.emit(chunk)
                if cur.cut:
                    break
        cur.end()
    finally:
        close = getattr(chunks, "close", None)
        if callable(close):
            close()
        if on_finish is not None:
            on_finish(cur.applied, cur.index)


async def arun_plan(
    chunks: AsyncIterator[T],
    plan: StreamPlan,
    *,
    malformed: Callable[[T], Any] = malformed_chunk,
    error: Callable[[dict[str, Any] | None], Any] = error_chunk,
    passthrough: Callable[[T], bool] = lambda c: False,
    on_finish: Callable[[bool, int], None] | None = None,
) -> AsyncIterator[Any]:
    """The async twin of :func:`run_plan` (delays use ``asyncio.sleep``)."""
    cur = _Cursor(plan, malformed, error, passthrough)
    try:
        if not cur.cut:
            async for chunk in chunks:
                delay = cur.delay(chunk)
                if delay > 0:
                    await asyncio.sleep(delay)
                yield cur.emit(chunk)
                if cur.cut:
                    break
        cur.end()
    finally:
        aclose = getattr(chunks, "aclose", None)
        if callable(aclose):
            await aclose()
        if on_finish is not None:
            on_finish(cur.applied, cur.index)
