"""Simulated time: drive a :class:`~genai_chaos.sim.engine.BatchEngine` by jumping from
event to event, far faster than real time.

Open loop: ``offsets`` (seconds from the start; see :mod:`genai_chaos.load.arrivals`).
Closed loop: ``concurrency`` clients, each sending its next request ``client_gap_s``
after its previous one ended (``reject_backoff_s`` after a rejection, as a client that
honours 429s does), until ``duration``. Requests past their client
``timeout`` are aborted and count as ``timeout``.

>>> from genai_chaos.sim.engine import SimConfig
>>> run = simulate(SimConfig(), offsets=[0.0, 0.1, 0.2], prompt_tokens=32, output_tokens=8)
>>> [r.outcome for r in run.records], run.records[0].output_tokens
(['ok', 'ok', 'ok'], 8)
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from genai_chaos.sim.engine import BatchEngine, EngineStats, Seq, SimConfig

Lengths = int | Sequence[int]


@dataclass(slots=True)
class SimRecord:
    """One simulated request as a client sees it (times in seconds)."""

    index: int
    start: float
    outcome: str
    status: int
    e2e: float
    ttft: float
    output_tokens: int
    prompt_tokens: int
    preemptions: int = 0

    @property
    def tpot(self) -> float:
        """``(e2e - ttft) / (output tokens - 1)``; ``nan`` for one token."""
        if self.output_tokens < 2:
            return math.nan
        return (self.e2e - self.ttft) / (self.output_tokens - 1)

    @property
    def end(self) -> float:
        """When it ended."""
        return self.start + self.e2e


@dataclass
class SimRun:
    """The records (in end order), the simulated span and the engine's counters."""

    records: list[SimRecord] = field(default_factory=list)
    span_s: float = 0.0
    stats: EngineStats = field(default_factory=EngineStats)

    def to_dict(self) -> dict[str, Any]:
        """A short JSON-ready summary."""
        ok = sum(1 for r in self.records if r.outcome == "ok")
        return {
            "requests": len(self.records),
            "ok": ok,
            "span_s": self.span_s,
            "steps": self.stats.steps,
            "tokens": self.stats.tokens,
            "preemptions": self.stats.preemptions,
            "mean_batch": self.stats.mean_batch,
        }


def _length(value: Lengths, i: int) -> int:
    return int(value) if isinstance(value, int) else int(value[i % len(value)])


def simulate(  # noqa: PLR0915 (one event loop, kept in one place)
    config: SimConfig,
    *,
    offsets: Sequence[float] | None = None,
    concurrency: int | None = None,
    duration: float | None = None,
    prompt_tokens: Lengths = 128,
    output_tokens: Lengths = 64,
    timeout: float = math.inf,
    client_gap_s: float = 0.0005,
    reject_backoff_s: float = 0.05,
    on_record: Callable[[SimRecord], None] | None = None,
) -> SimRun:
    """Run a workload through one replica in simulated time (module docstring)."""
    if (offsets is None) == (concurrency is None):
        raise ValueError("give exactly one of offsets (open loop) or concurrency (closed loop)")
    if concurrency is not None and (duration is None or concurrency < 1):
        raise ValueError("a closed loop needs concurrency >= 1 and a duration")
    engine = BatchEngine(config)
    run = SimRun(stats=engine.stats)
    arrivals: list[tuple[float, int]] = []
    if offsets is not None:
        arrivals = [(float(t), i) for i, t in enumerate(offsets)]
        heapq.heapify(arrivals)
    else:
        assert concurrency is not None
        arrivals = [(0.0, i) for i in range(concurrency)]
    next_index = len(arrivals)
    horizon = math.inf if duration is None else float(duration)
    closed = concurrency is not None

    def finish(seq: Seq) -> None:
        nonlocal next_index
        assert seq.finished_at is not None
        ttft = seq.first_token_at - seq.arrival if seq.first_token_at is not None else math.nan
        rec = SimRecord(
            seq.rid,
            seq.arrival,
            seq.outcome or "error",
            seq.status,
            seq.finished_at - seq.arrival,
            ttft,
            seq.generated,
            seq.prompt_tokens,
            seq.preemptions,
        )
        run.records.append(rec)
        if on_record is not None:
            on_record(rec)
        if closed:
            t = seq.finished_at + (client_gap_s if seq.outcome == "ok" else reject_backoff_s)
            if t < horizon:
                heapq.heappush(arrivals, (t, next_index))
                next_index += 1

    def submit(t: float, i: int) -> None:
        engine.submit(
            _length(prompt_tokens, i), _length(output_tokens, i), t, deadline=t + timeout, rid=i
        )

    now = 0.0
    step_end: float | None = None
    while True:
        if step_end is None:
            if not arrivals:
                break
            t, i = heapq.heappop(arrivals)
            now = max(now, t)
            submit(now, i)
        elif arrivals and arrivals[0][0] <= step_end:
            t, i = heapq.heappop(arrivals)
            now = t
            submit(now, i)
        else:
            now = step_end
            engine.end_step(now)
            step_end = None
        for seq in engine.drain_done():
            finish(seq)
        if step_end is None:
            duration_s = engine.start_step(now)
            for seq in engine.drain_done():
                finish(seq)
            if duration_s is not None:
                step_end = now + duration_s
            elif not arrivals and engine.waiting:
                # queued work that cannot start (all blocks pinned): let time expire it
                step_end = now + config.queue_timeout_s
    run.span_s = now
    return run
