"""The load generator: a precomputed open-loop schedule or a closed loop, against any
OpenAI-compatible endpoint, with vLLM's metrics and a validity verdict.

Both loops run on the shared load engine (:func:`genai_chaos.load.engine.run_load`).
Open loop (``rate``): the schedule (:mod:`~genai_chaos.load.arrivals`, or a trace's) is
computed before the run; each request starts at its offset whatever the endpoint does,
and its *send lag* (how late the client started it) is recorded: a client that cannot
keep its own schedule measures itself, not the endpoint, and the run is marked invalid.
Closed loop (``concurrency``): N requests in flight. The HTTP client is the lean one for
``http://`` (:mod:`~genai_chaos.load.http1`), aiohttp otherwise (``LoadConfig.client``);
``LoadConfig.processes`` shards the run over worker processes
(:mod:`~genai_chaos.load.distributed`).

>>> import asyncio
>>> from genai_chaos.load.engine import Result
>>> async def send(i: int) -> Result:
...     return Result("ok", {"e2e": 0.001})
>>> run = asyncio.run(run_open_loop(send, [0.0, 0.01, 0.02]))
>>> [r.outcome for r in run.records], len(run.lags)
(['ok', 'ok', 'ok'], 3)
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import time
from collections.abc import Awaitable, Callable, Coroutine, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np

from genai_chaos.load.arrivals import Arrival, schedule
from genai_chaos.load.engine import LoadPlan, LoadResult, RequestRecord, Result, run_load
from genai_chaos.load.http1 import ClientKind, open_client
from genai_chaos.load.openai_client import Target, synthetic_prompt
from genai_chaos.load.summary import Tally

Send = Callable[[int], Awaitable[Result]]
OnRecord = Callable[[RequestRecord], None]
T = TypeVar("T")
#: open-loop requests in flight at most, beyond which an arrival is recorded ``dropped``
MAX_IN_FLIGHT = 20_000


@dataclass
class OpenLoopRun:
    """Records (end order), send lags (seconds, schedule order) and the clock origin."""

    records: list[RequestRecord] = field(default_factory=list)
    lags: list[float] = field(default_factory=list)
    t0: float = 0.0


async def run_open_loop(
    send: Send,
    offsets: Sequence[float] | np.ndarray,
    *,
    indices: Sequence[int] | None = None,
    t0: float | None = None,
    clock: Callable[[], float] = time.perf_counter,
    max_in_flight: int = MAX_IN_FLIGHT,
    on_record: OnRecord | None = None,
) -> OpenLoopRun:
    """Start request ``indices[k]`` (default ``k``) at ``t0 + offsets[k]`` on ``clock``
    (the shared engine, :func:`~genai_chaos.load.engine.run_load`, with ``offsets``);
    record times are seconds from ``t0``. An arrival that finds ``max_in_flight``
    requests open is recorded as ``dropped``."""
    base = clock() if t0 is None else t0
    idx = None if indices is None else list(indices)

    async def mapped(k: int) -> Result:
        return await send(k if idx is None else idx[k])

    def relative() -> float:
        return clock() - base

    run = OpenLoopRun(t0=base)

    def keep(rec: RequestRecord) -> None:
        if idx is not None:
            rec.index = idx[rec.index]
        run.records.append(rec)
        if on_record is not None:
            on_record(rec)

    listed = offsets.tolist() if isinstance(offsets, np.ndarray) else offsets
    plan = LoadPlan(offsets=listed, max_in_flight=max_in_flight)
    res = await run_load(mapped, plan, on_record=keep, clock=relative, origin=0.0)
    run.lags = res.lags
    return run


@dataclass
class Workload:
    """What each request asks for: synthetic prompts of ``prompt_tokens`` words and
    ``output_tokens`` max tokens, or per-request ``prompts`` / ``max_tokens`` (a trace)."""

    prompt_tokens: int = 128
    output_tokens: int = 64
    prompts: Sequence[str] | None = None
    max_tokens: Sequence[int] | None = None

    def request(self, i: int) -> tuple[str, int]:
        """The prompt and max tokens of request ``i``."""
        prompt = (
            self.prompts[i % len(self.prompts)]
            if self.prompts
            else synthetic_prompt(self.prompt_tokens, i)
        )
        mt = self.max_tokens[i % len(self.max_tokens)] if self.max_tokens else self.output_tokens
        return prompt, int(mt)


@dataclass
class LoadConfig:
    """One run: the target, the workload and the load (``rate`` or ``concurrency`` or
    explicit ``offsets``), bounded by ``count`` and/or ``duration``."""

    target: Target
    workload: Workload = field(default_factory=Workload)
    rate: float | None = None
    concurrency: int | None = None
    offsets: Sequence[float] | None = None
    arrival: Arrival = "poisson"
    burstiness: float = 1.0
    count: int | None = None
    duration: float | None = None
    seed: int = 0
    slos: Mapping[str, float] = field(default_factory=dict)
    max_send_lag_ms: float = 5.0
    min_rate_ratio: float = 0.98
    client: ClientKind = "auto"
    processes: int = 1

    def check(self) -> bool:
        """Validate the load's shape; ``True`` for a closed loop."""
        closed = self.concurrency is not None
        if closed == (self.rate is not None or self.offsets is not None):
            raise ValueError("give a rate (or offsets) for open loop, or a concurrency")
        if self.processes < 1:
            raise ValueError(f"processes must be at least 1, not {self.processes}")
        if closed and self.processes > int(self.concurrency or 0):
            raise ValueError(
                f"processes ({self.processes}) must not exceed the concurrency "
                f"({self.concurrency}): each process keeps at least one request in flight"
            )
        return closed

    def schedule(self) -> np.ndarray:
        """The open-loop offsets of this run."""
        if self.offsets is not None:
            return np.asarray(self.offsets, dtype=float)
        if self.rate is None:
            raise ValueError("an open-loop run needs a rate or offsets")
        return schedule(
            self.arrival,
            self.rate,
            count=self.count,
            duration=self.duration,
            burstiness=self.burstiness,
            seed=self.seed,
        )


@dataclass
class LoadRun:
    """The result of :func:`generate`: the report (JSON-ready), the tally and records
    (no records from a run over several processes: only their tallies come back)."""

    summary: dict[str, Any]
    tally: Tally
    records: list[RequestRecord] = field(repr=False)


async def generate(
    cfg: LoadConfig,
    *,
    on_record: OnRecord | None = None,
    progress: bool = False,
) -> LoadRun:
    """Run ``cfg`` against its target (see the module docstring); with ``processes > 1``
    the load is sharded over that many worker processes
    (:func:`~genai_chaos.load.distributed.run_processes`)."""
    closed = cfg.check()
    if cfg.processes > 1:
        if on_record is not None:
            raise ValueError("on_record sees each record: not with processes > 1 (tallies only)")
        from genai_chaos.load.distributed import run_processes

        return await asyncio.to_thread(run_processes, cfg)
    offsets = None if closed else cfg.schedule().tolist()
    with _progress(progress) as bar:
        if bar is not None and offsets is not None:
            bar.total = len(offsets)
        res = await drive(cfg, offsets, on_record=_chain(on_record, bar))
    tally = Tally.from_records(res.records, lags=res.lags, slos=cfg.slos)
    return LoadRun(report(cfg, tally, offsets), tally, res.records)


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coro)``, on uvloop when it is installed (a faster event loop for the
    client's hot path; the asyncio one otherwise).

    >>> async def two() -> int:
    ...     return 2
    >>> run_sync(two())
    2
    """
    try:
        uvloop = importlib.import_module("uvloop")
    except ImportError:
        return asyncio.run(coro)
    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
        return runner.run(coro)


async def drive(
    cfg: LoadConfig,
    offsets: Sequence[float] | None,
    *,
    on_record: OnRecord | None = None,
    origin: float | None = None,
    shard: tuple[int, int] = (0, 1),
) -> LoadResult:
    """Send ``cfg``'s load from this process: the open-loop ``offsets``, or else the
    closed loop. Times are seconds from ``origin`` (a ``time.perf_counter`` time;
    default now; a closed loop waits for it). ``shard = (k, n)``: local request ``i`` is
    the run's request ``i * n + k`` (which prompt it sends)."""
    t0 = time.perf_counter() if origin is None else origin
    k, n = shard
    async with open_client(cfg.target, cfg.client) as client:
        request = cfg.workload.request

        async def send(i: int) -> Result:
            prompt, max_tokens = request(i * n + k)
            return await client.send(prompt, max_tokens)

        def clock() -> float:
            return time.perf_counter() - t0

        if offsets is not None:
            plan = LoadPlan(offsets=offsets, max_in_flight=MAX_IN_FLIGHT)
        else:
            plan = LoadPlan(concurrency=cfg.concurrency, count=cfg.count, duration=cfg.duration)
            if (wait := -clock()) > 0:
                await asyncio.sleep(wait)
        return await run_load(send, plan, on_record=on_record, clock=clock, origin=0.0)


def report(cfg: LoadConfig, tally: Tally, offsets: Sequence[float] | None) -> dict[str, Any]:
    """The JSON-ready summary of ``cfg``'s run from its ``tally``."""
    scheduled: float | None = None
    if offsets is not None and len(offsets) > 1 and offsets[-1] > offsets[0]:
        scheduled = (len(offsets) - 1) / float(offsets[-1] - offsets[0])
    closed = cfg.concurrency is not None
    summary = tally.summary(
        target_rate=None if closed else cfg.rate,
        scheduled_rate=scheduled,
        max_send_lag_ms=cfg.max_send_lag_ms,
        min_rate_ratio=cfg.min_rate_ratio,
    )
    summary["mode"] = "closed" if closed else "open"
    summary["concurrency"] = cfg.concurrency
    summary["arrival"] = None if closed else cfg.arrival
    summary["stream"] = cfg.target.stream
    summary["api"] = cfg.target.api
    summary["client"] = cfg.client
    summary["processes"] = cfg.processes
    return summary


class _Bar:
    def __init__(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

        self.progress = Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        self.task = self.progress.add_task("requests", total=None)
        self.done = 0
        self.errors = 0
        self.total: int | None = None
        self._shown = 0.0

    def __call__(self, rec: RequestRecord) -> None:
        self.done += 1
        self.errors += rec.outcome != "ok"
        now = time.monotonic()
        if now - self._shown > 0.2:
            self._shown = now
            self.progress.update(
                self.task,
                completed=self.done,
                total=self.total,
                description=f"requests ({self.errors} not ok)",
            )


@contextlib.contextmanager
def _progress(show: bool) -> Any:
    if not show:
        yield None
        return
    bar = _Bar()
    with bar.progress:
        yield bar


def _chain(a: OnRecord | None, b: OnRecord | None) -> OnRecord | None:
    if a is None or b is None:
        return a or b

    def both(rec: RequestRecord) -> None:
        a(rec)
        b(rec)

    return both
