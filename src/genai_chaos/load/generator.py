"""The load generator: a precomputed open-loop schedule or a closed loop, against any
OpenAI-compatible endpoint, with vLLM's metrics and a validity verdict.

Open loop (``rate``): the schedule (:mod:`~genai_chaos.load.arrivals`, or a trace's) is
computed before the run; each request starts at its offset whatever the endpoint does,
and its *send lag* (how late the client started it) is recorded: a client that cannot
keep its own schedule measures itself, not the endpoint, and the run is marked invalid.
Closed loop (``concurrency``): the shared load engine
(:func:`genai_chaos.load.engine.run_load`) keeps N requests in flight.

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
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from genai_chaos.load.arrivals import Arrival, schedule
from genai_chaos.load.engine import LoadPlan, RequestRecord, Result, run_load
from genai_chaos.load.openai_client import OpenAIClient, Target, synthetic_prompt
from genai_chaos.load.summary import Tally

Send = Callable[[int], Awaitable[Result]]
OnRecord = Callable[[RequestRecord], None]


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
    max_in_flight: int = 20_000,
    on_record: OnRecord | None = None,
) -> OpenLoopRun:
    """Start request ``indices[k]`` (default ``k``) at ``t0 + offsets[k]`` on ``clock``;
    record times are seconds from ``t0``. An arrival that finds ``max_in_flight``
    requests open is recorded as ``dropped``."""
    run = OpenLoopRun(t0=clock() if t0 is None else t0)
    base = run.t0
    tasks: set[asyncio.Task[None]] = set()
    lags = run.lags
    idx = list(range(len(offsets))) if indices is None else list(indices)

    def keep(rec: RequestRecord) -> None:
        run.records.append(rec)
        if on_record is not None:
            on_record(rec)

    async def one(i: int, due: float) -> None:
        start = clock()
        lags.append(start - due)
        try:
            res = await send(i)
        except Exception as exc:  # a bug in send: record it, keep the run going
            res = Result("error", {"error": f"{type(exc).__name__}: {exc}"})
        end = clock()
        d = res.detail or {}
        keep(RequestRecord(i, start - base, end - start, res.outcome, d.get("error"), d))

    try:
        for k, off in enumerate(offsets):
            due = base + float(off)
            delay = due - clock()
            if delay > 0:
                await asyncio.sleep(delay)
            if len(tasks) >= max_in_flight:
                keep(RequestRecord(idx[k], clock() - base, 0.0, "dropped", "too many in flight"))
                continue
            task = asyncio.ensure_future(one(idx[k], due))
            tasks.add(task)
            task.add_done_callback(tasks.discard)
        if tasks:
            await asyncio.gather(*tasks)
    finally:
        for task in tasks:
            task.cancel()
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
    """The result of :func:`generate`: the report (JSON-ready), the tally and records."""

    summary: dict[str, Any]
    tally: Tally
    records: list[RequestRecord]


async def generate(
    cfg: LoadConfig,
    *,
    on_record: OnRecord | None = None,
    progress: bool = False,
) -> LoadRun:
    """Run ``cfg`` against its target (see the module docstring)."""
    if (cfg.concurrency is None) == (cfg.rate is None and cfg.offsets is None):
        raise ValueError("give a rate (or offsets) for open loop, or a concurrency")
    async with OpenAIClient(cfg.target) as client:
        work = cfg.workload

        async def send(i: int) -> Result:
            prompt, max_tokens = work.request(i)
            return await client.send(prompt, max_tokens)

        with _progress(progress) as bar:
            callback = _chain(on_record, bar)
            scheduled: float | None = None
            if cfg.concurrency is not None:
                t0 = time.perf_counter()
                plan = LoadPlan(concurrency=cfg.concurrency, count=cfg.count, duration=cfg.duration)
                res = await run_load(
                    send, plan, on_record=callback, clock=lambda: time.perf_counter() - t0
                )
                records, lags, target_rate = res.records, [], None
            else:
                offsets = cfg.schedule()
                if bar is not None:
                    bar.total = len(offsets)
                run = await run_open_loop(send, offsets, on_record=callback)
                records, lags = run.records, run.lags
                target_rate = cfg.rate
                if len(offsets) > 1 and offsets[-1] > offsets[0]:
                    scheduled = (len(offsets) - 1) / float(offsets[-1] - offsets[0])
    tally = Tally.from_records(records, lags=lags, slos=cfg.slos)
    summary = tally.summary(
        target_rate=target_rate,
        scheduled_rate=scheduled,
        max_send_lag_ms=cfg.max_send_lag_ms,
        min_rate_ratio=cfg.min_rate_ratio,
    )
    summary["mode"] = "closed" if cfg.concurrency is not None else "open"
    summary["concurrency"] = cfg.concurrency
    summary["arrival"] = cfg.arrival if cfg.concurrency is None else None
    summary["stream"] = cfg.target.stream
    summary["api"] = cfg.target.api
    return LoadRun(summary, tally, records)


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
