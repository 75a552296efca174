"""Real time: drive a :class:`~genai_chaos.sim.engine.BatchEngine` on asyncio, sleeping
through each step, so that an HTTP layer can stream its tokens as they are made.

The engine keeps its own time: each step ends exactly ``duration`` after it began, and
the next one begins there, so that timer jitter does not slow the replica down (its
throughput stays the analytical one). Only when the loop falls more than ``resync_s``
behind the wall clock, or goes idle, does engine time jump to the clock.

>>> import asyncio
>>> from genai_chaos.sim.engine import SimConfig
>>> async def main() -> tuple[str | None, int]:
...     async with RealtimeEngine(SimConfig()) as rt:
...         handle = rt.submit(prompt_tokens=16, max_tokens=4, stream=True)
...         tokens = [t async for t in handle.tokens()]
...         return handle.seq.outcome, len(tokens)
>>> asyncio.run(main())
('ok', 4)
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import time
from collections.abc import AsyncIterator, Callable
from types import TracebackType

from genai_chaos.sim.engine import BatchEngine, Seq, SimConfig


class Handle:
    """One request in flight: ``done`` resolves when it ends; with ``stream=True`` the
    token times (engine clock) arrive on :meth:`tokens`."""

    __slots__ = ("done", "queue", "seq")

    def __init__(self, seq: Seq, stream: bool) -> None:
        self.seq = seq
        self.done: asyncio.Future[Seq] = asyncio.get_running_loop().create_future()
        self.queue: asyncio.Queue[float | None] | None = asyncio.Queue() if stream else None
        if seq.outcome is not None:
            self._finish()

    def _finish(self) -> None:
        if not self.done.done():
            self.done.set_result(self.seq)
        if self.queue is not None:
            self.queue.put_nowait(None)

    async def tokens(self) -> AsyncIterator[float]:
        """The engine time of each token, until the request ends."""
        assert self.queue is not None, "submit with stream=True to get tokens"
        while (t := await self.queue.get()) is not None:
            yield t


class RealtimeEngine:
    """An engine running in real time on the current event loop (an async context)."""

    def __init__(
        self,
        config: SimConfig,
        *,
        request_timeout_s: float = math.inf,
        resync_s: float = 0.05,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.engine = BatchEngine(config)
        self.config = config
        self.request_timeout_s = request_timeout_s
        self.resync_s = resync_s
        self.clock = clock
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> RealtimeEngine:
        self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()

    def start(self) -> None:
        """Start the step loop."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._loop())

    async def stop(self) -> None:
        """Stop the step loop; requests still live are aborted."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        now = self.clock()
        for seq in [*self.engine.running, *self.engine.waiting]:
            self.engine.abort(seq, now)
        self._dispatch()

    def submit(self, prompt_tokens: int, max_tokens: int, *, stream: bool = False) -> Handle:
        """Queue one request (rejected ones come back already done)."""
        now = self.clock()
        seq = self.engine.submit(
            prompt_tokens, max_tokens, now, deadline=now + self.request_timeout_s
        )
        handle = Handle(seq, stream)
        seq.tag = handle
        if seq.outcome is not None:
            self._dispatch()
        self._wake.set()
        return handle

    def abort(self, handle: Handle) -> None:
        """The client went away: free its slot and blocks."""
        if handle.seq.outcome is None:
            self.engine.abort(handle.seq, self.clock())
            self._dispatch()

    def _dispatch(self) -> None:
        for seq in self.engine.drain_done():
            if isinstance(seq.tag, Handle):
                seq.tag._finish()

    async def _loop(self) -> None:
        engine, clock = self.engine, self.clock
        t: float | None = None
        while True:
            now = clock()
            if t is None or now - t > self.resync_s:
                t = now
            duration = engine.start_step(t)
            self._dispatch()
            if duration is None:
                t = None
                self._wake.clear()
                if engine.idle:
                    await self._wake.wait()
                else:  # queued but blocked: wake for its queue timeout
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._wake.wait(), self.config.queue_timeout_s)
                continue
            t_end = t + duration
            delay = t_end - clock()
            await asyncio.sleep(delay if delay > 0 else 0)
            for seq in engine.end_step(t_end):
                handle = seq.tag
                if isinstance(handle, Handle) and handle.queue is not None:
                    handle.queue.put_nowait(t_end)
            self._dispatch()
            t = t_end
