"""The load engine: open-loop rate or closed-loop concurrency, bounded, on asyncio.

* **Closed loop** (``concurrency=N``): N workers, each sends its next request when the
  previous one ends. Throughput follows the service: what a pool of users does.
* **Open loop** (``rate=R``): requests start at ``R`` per second whatever the service
  does (uniform or seeded Poisson arrivals), at most ``max_in_flight`` at once; an
  arrival that finds the limit reached is recorded as ``dropped`` (not sent), so an
  overloaded service shows up as drops instead of an unbounded task pile.
* **Precomputed open loop** (``offsets=[...]``, seconds from the start: a schedule of
  :mod:`~genai_chaos.load.arrivals` or a trace's): request ``k`` is due at ``offsets[k]``,
  and its *send lag* (how late it started) goes into :attr:`LoadResult.lags`, so a client
  that cannot keep its schedule is caught measuring itself.

A run ends after ``count`` requests or ``duration`` seconds, whichever comes first,
or when ``stop`` is set; requests in flight are awaited (each bounded by ``timeout``).

``send(index)`` performs one request and returns a :class:`Result` (an outcome label and
details); an exception becomes outcome ``error`` (``timeout`` for timeouts) with its type
name. ``gate`` pauses the load while it is cleared. ``clock`` lets a caller pause time
as well (experiments do) and tests run without sleeping long.

>>> import asyncio
>>> async def send(i: int) -> Result:
...     await asyncio.sleep(0)
...     return Result("ok" if i % 2 else "fallback")
>>> res = asyncio.run(run_load(send, LoadPlan(rate=1000, count=4)))
>>> [r.outcome for r in sorted(res.records, key=lambda r: r.index)]
['fallback', 'ok', 'fallback', 'ok']
>>> res = asyncio.run(run_load(send, LoadPlan(offsets=[0.0, 0.002, 0.004])))
>>> len(res.records), len(res.lags)
(3, 3)
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

Send = Callable[[int], Awaitable["Result"]]
_YIELD_EVERY_S = 0.005
OnRecord = Callable[["RequestRecord"], None]


@dataclass(slots=True)
class Result:
    """What one request gave: an outcome label and optional details (JSON-ready)."""

    outcome: str
    detail: dict[str, Any] | None = None


@dataclass(slots=True)
class RequestRecord:
    """One request: when it started (clock seconds), how long it took, how it ended."""

    index: int
    start: float
    latency: float
    outcome: str
    error: str | None = None
    detail: dict[str, Any] | None = None

    @property
    def end(self) -> float:
        """When the request ended (clock seconds)."""
        return self.start + self.latency

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (``None`` fields left out)."""
        out: dict[str, Any] = {
            "index": self.index,
            "start": self.start,
            "latency": self.latency,
            "outcome": self.outcome,
        }
        if self.error is not None:
            out["error"] = self.error
        if self.detail:
            out["detail"] = self.detail
        return out


@dataclass
class LoadPlan:
    """How much load, and until when. Give ``rate``, ``concurrency`` or ``offsets``, and
    ``count`` or ``duration`` (or both: the first reached ends the run; ``offsets`` bound
    the run by themselves)."""

    rate: float | None = None
    concurrency: int | None = None
    count: int | None = None
    duration: float | None = None
    timeout: float | None = None
    max_in_flight: int = 256
    arrival: Literal["uniform", "poisson"] = "uniform"
    seed: int = 0
    first_index: int = 0
    offsets: Sequence[float] | None = None

    def __post_init__(self) -> None:
        given = (self.rate, self.concurrency, self.offsets)
        if sum(x is not None for x in given) != 1:
            raise ValueError(
                "give exactly one of rate (open loop), concurrency (closed loop) "
                "or offsets (a precomputed open-loop schedule)"
            )
        if self.rate is not None and not self.rate > 0:
            raise ValueError("rate must be positive")
        if self.concurrency is not None and self.concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        if self.count is None and self.duration is None and self.offsets is None:
            raise ValueError("give a count or a duration: the load must be bounded")
        if self.count is not None and self.count < 0:
            raise ValueError("count must not be negative")
        if self.duration is not None and self.duration < 0:
            raise ValueError("duration must not be negative")
        if self.max_in_flight < 1:
            raise ValueError("max_in_flight must be at least 1")


@dataclass
class LoadResult:
    """The records of a run (in completion order), its span on the clock and, for a
    precomputed schedule (``offsets``), each sent request's send lag (seconds, in
    start order)."""

    records: list[RequestRecord] = field(default_factory=list, repr=False)
    started: float = 0.0
    ended: float = 0.0
    lags: list[float] = field(default_factory=list, repr=False)

    @property
    def sent(self) -> int:
        """Requests actually sent (not dropped)."""
        return sum(1 for r in self.records if r.outcome != "dropped")


class _Deadlines:
    """Per-request timeouts without a timer per request: one sweeper cancels the tasks
    whose request has run too long (cheaper than ``asyncio.timeout`` per call).

    Cancellation only reaches a task while it is suspended inside ``send``; the request
    is then recorded as a ``timeout``.
    """

    def __init__(self, timeout: float | None, clock: Callable[[], float]) -> None:
        self.timeout = timeout
        self.clock = clock
        self.started: dict[asyncio.Task[Any], float] = {}
        self.expired: set[asyncio.Task[Any]] = set()

    async def sweep(self) -> None:
        assert self.timeout is not None
        period = min(max(self.timeout / 20, 0.001), 0.05)
        while True:
            await asyncio.sleep(period)
            now = self.clock()
            for task, started in list(self.started.items()):
                if now - started >= self.timeout and task not in self.expired:
                    self.expired.add(task)
                    task.cancel()

    def release(self, task: asyncio.Task[Any]) -> None:
        """Forget ``task``'s request, however it ended (called in a ``finally``, so that
        a cancelled run or an exception leaves no entry behind). A task still marked
        expired swallowed its timeout's cancellation: that cancellation is withdrawn."""
        self.started.pop(task, None)
        if task in self.expired:
            self.expired.discard(task)
            task.uncancel()


def _timed_out(task: asyncio.Task[Any] | None, expired: set[asyncio.Task[Any]]) -> bool:
    """Whether a ``CancelledError`` in ``task`` is the sweeper's timeout alone; the
    sweeper's cancellation is withdrawn either way. One that came with another
    cancellation (the run cancelled in the same step) is not a timeout: the caller
    raises it again, or the run's cancellation would be lost."""
    if task is None or task not in expired:
        return False
    expired.discard(task)
    return task.uncancel() == 0


async def _one(
    send: Send,
    index: int,
    deadlines: _Deadlines,
    due: float = 0.0,
    lags: list[float] | None = None,
) -> RequestRecord:
    clock = deadlines.clock
    start = clock()
    if lags is not None:
        lags.append(start - due)
    task = asyncio.current_task() if deadlines.timeout is not None else None
    if task is not None:
        deadlines.started[task] = start
    try:
        result = await send(index)
    except asyncio.CancelledError:
        if not _timed_out(task, deadlines.expired):
            raise
        return RequestRecord(index, start, clock() - start, "timeout", "TimeoutError")
    except TimeoutError as exc:
        return RequestRecord(index, start, clock() - start, "timeout", type(exc).__name__)
    except Exception as exc:
        return RequestRecord(index, start, clock() - start, "error", type(exc).__name__)
    finally:
        if task is not None:
            deadlines.release(task)
    return RequestRecord(index, start, clock() - start, result.outcome, None, result.detail)


async def run_load(
    send: Send,
    plan: LoadPlan,
    *,
    on_record: OnRecord | None = None,
    gate: asyncio.Event | None = None,
    stop: asyncio.Event | None = None,
    clock: Callable[[], float] = time.monotonic,
    origin: float | None = None,
    into: list[RequestRecord] | None = None,
) -> LoadResult:
    """Run ``plan`` against ``send`` (see the module docstring). ``origin``: the clock
    time the run's schedule starts from (default: now; later to start several shards
    together). ``into``: a list each record is appended to as it completes, so that a
    caller can read the records while the load runs without an ``on_record`` call per
    request (:attr:`LoadResult.records` still holds this run's records only).

    >>> async def send(i: int) -> Result:
    ...     return Result("ok")
    >>> log = [RequestRecord(-1, 0.0, 0.0, "earlier")]
    >>> res = asyncio.run(run_load(send, LoadPlan(concurrency=2, count=3), into=log))
    >>> len(log), len(res.records)
    (4, 3)
    """
    result = LoadResult(started=clock() if origin is None else origin)
    sink = result.records if into is None else into
    first = len(sink)
    append = sink.append

    def keep(record: RequestRecord) -> None:
        append(record)
        if on_record is not None:
            on_record(record)

    deadlines = _Deadlines(plan.timeout, clock)
    sweeper = asyncio.ensure_future(deadlines.sweep()) if plan.timeout is not None else None
    try:
        if plan.concurrency is not None:
            await _closed_loop(
                send,
                plan.concurrency,
                plan=plan,
                append=append,
                on_record=on_record,
                gate=gate,
                stop=stop,
                deadlines=deadlines,
                t0=result.started,
            )
        else:
            await _open_loop(
                send,
                plan=plan,
                keep=keep,
                gate=gate,
                stop=stop,
                deadlines=deadlines,
                t0=result.started,
                lags=result.lags if plan.offsets is not None else None,
            )
    finally:
        if sweeper is not None:
            sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sweeper
        if into is not None:
            result.records = into[first:]
    result.ended = clock()
    return result


def _done(plan: LoadPlan, n: int, now: float, t0: float, stop: asyncio.Event | None) -> bool:
    if plan.count is not None and n >= plan.count:
        return True
    if plan.duration is not None and now - t0 >= plan.duration:
        return True
    return stop is not None and stop.is_set()


def _failed(
    exc: BaseException,
    index: int,
    start: float,
    latency: float,
    *,
    task: asyncio.Task[Any] | None,
    expired: set[asyncio.Task[Any]],
) -> RequestRecord:
    """The record of a request that raised; a cancellation that is not the sweeper's
    (the run itself cancelled) and anything but an ``Exception`` is raised again."""
    if isinstance(exc, asyncio.CancelledError):
        if not _timed_out(task, expired):
            raise exc
        return RequestRecord(index, start, latency, "timeout", "TimeoutError")
    if isinstance(exc, TimeoutError):
        return RequestRecord(index, start, latency, "timeout", type(exc).__name__)
    if isinstance(exc, Exception):
        return RequestRecord(index, start, latency, "error", type(exc).__name__)
    raise exc


async def _closed_loop(
    send: Send,
    concurrency: int,
    *,
    plan: LoadPlan,
    append: OnRecord,
    on_record: OnRecord | None,
    gate: asyncio.Event | None,
    stop: asyncio.Event | None,
    deadlines: _Deadlines,
    t0: float,
) -> None:
    """N workers, each a task for the whole run (not one per request). Per request: two
    clock reads (start and end; the end also serves the next bound check), no deadline
    object (the sweeper watches the worker's task), one record."""
    clock = deadlines.clock
    next_index = plan.first_index
    last_index = math.inf if plan.count is None else plan.first_index + plan.count
    end_time = math.inf if plan.duration is None else t0 + plan.duration
    last_yield = clock()
    stopped = stop.is_set if stop is not None else None
    started, expired, release = deadlines.started, deadlines.expired, deadlines.release

    async def worker() -> None:
        nonlocal next_index, last_yield
        task = asyncio.current_task() if deadlines.timeout is not None else None
        now = clock()
        while True:
            if gate is not None and not gate.is_set():
                await gate.wait()
                now = clock()
            if now - last_yield >= _YIELD_EVERY_S:
                # a target that answers without suspending (an immediate error) would
                # otherwise starve the loop: probes, safeguards and signals wait on it
                last_yield = now
                await asyncio.sleep(0)
                now = clock()
            if next_index >= last_index or now >= end_time or (stopped and stopped()):
                return
            index = next_index
            next_index += 1
            start = clock()
            if task is not None:
                started[task] = start
            try:
                result = await send(index)
            except BaseException as exc:  # a real cancellation is raised again
                now = clock()
                record = _failed(exc, index, start, now - start, task=task, expired=expired)
            else:
                now = clock()
                record = RequestRecord(
                    index, start, now - start, result.outcome, None, result.detail
                )
            finally:
                if task is not None:
                    release(task)
            append(record)
            if on_record is not None:
                on_record(record)

    workers = [asyncio.ensure_future(worker()) for _ in range(concurrency)]
    try:
        await asyncio.gather(*workers)
    finally:
        for w in workers:
            w.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.gather(*workers, return_exceptions=True)


async def _open_loop(
    send: Send,
    *,
    plan: LoadPlan,
    keep: OnRecord,
    gate: asyncio.Event | None,
    stop: asyncio.Event | None,
    deadlines: _Deadlines,
    t0: float,
    lags: list[float] | None,
) -> None:
    clock = deadlines.clock
    offsets = None if plan.offsets is None else [float(x) for x in plan.offsets]
    gaps = None if offsets is not None else _gaps(plan)
    in_flight: set[asyncio.Task[RequestRecord]] = set()
    next_at = 0.0
    n = 0

    def finished(task: asyncio.Task[RequestRecord]) -> None:
        in_flight.discard(task)
        if not task.cancelled() and task.exception() is None:
            keep(task.result())

    try:
        while True:
            if offsets is not None:
                if n >= len(offsets):
                    break
                next_at = offsets[n]
            if gate is not None and not gate.is_set():
                await gate.wait()
            due = t0 + next_at
            delay = due - clock()
            if delay > 0:
                if stop is not None:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(stop.wait(), delay)
                else:
                    await asyncio.sleep(delay)
            now = clock()
            if _done(plan, n, now, t0, stop):
                break
            index = plan.first_index + n
            n += 1
            if len(in_flight) >= plan.max_in_flight:
                keep(RequestRecord(index, now, 0.0, "dropped"))
            else:
                task = asyncio.ensure_future(_one(send, index, deadlines, due, lags))
                in_flight.add(task)
                task.add_done_callback(finished)
            if gaps is not None:
                gap = gaps()
                next_at += gap if math.isfinite(gap) else 0.0
        if in_flight:
            await asyncio.gather(*list(in_flight), return_exceptions=True)
    finally:
        for task in list(in_flight):
            task.cancel()


def _gaps(plan: LoadPlan) -> Callable[[], float]:
    """The gap to the next arrival of a ``rate`` plan (seeded for Poisson)."""
    assert plan.rate is not None
    rate = plan.rate
    if plan.arrival == "poisson":
        rng = random.Random(plan.seed)
        return lambda: rng.expovariate(rate)
    return lambda: 1.0 / rate
