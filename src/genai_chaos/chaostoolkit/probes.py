"""Chaos Toolkit probes: run a short workload and measure it.

:func:`run_workload` returns a dict of measurements; select one in a tolerance with
Chaos Toolkit's ``range`` tolerance and its ``target`` key::

    "tolerance": {"type": "range", "range": [0, 0.05], "target": "error_rate"}

>>> m = run_workload("genai_chaos.experiment.sample:ask", count=8, concurrency=2)
>>> m["requests"], m["error_rate"]
(8, 0.0)
"""

from __future__ import annotations

import asyncio
import inspect
import math
from pathlib import Path
from typing import Any

from genai_chaos.chaostoolkit import state
from genai_chaos.experiment.hypothesis import value_of
from genai_chaos.experiment.outcomes import classify
from genai_chaos.experiment.prepare import load_prompts
from genai_chaos.experiment.spec import LatencyProbe, RateProbe, RecallProbe, Tolerance, Workload
from genai_chaos.experiment.targets import load_callable
from genai_chaos.inject.engine import request_id
from genai_chaos.load.engine import LoadPlan, Result, run_load

__all__ = ["injection_count", "run_workload"]

_ANY = Tolerance(min=0)


def run_workload(
    target: str,
    *,
    prompts: list[str] | None = None,
    prompt_set: str = "support",
    count: int = 20,
    concurrency: int = 4,
    timeout: float = 10.0,
    configuration: dict[str, Any] | None = None,
    secrets: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Send ``count`` prompts to the callable ``target`` (``module:function``) with the
    faults injected so far, and measure: ``requests``, ``error_rate``, ``timeout_rate``,
    ``fallback_rate``, ``refusal_rate``, ``accuracy``, ``recall_at_3``, ``p50_ms``,
    ``p95_ms``, ``p99_ms``."""
    func = load_callable(target)
    workload = (
        Workload(prompts=prompts, concurrency=concurrency, count=count)
        if prompts
        else Workload(prompt_set=prompt_set, concurrency=concurrency, count=count)
    )
    items = load_prompts(workload, base_dir=Path.cwd())

    async def send(i: int) -> Result:
        item = items[i % len(items)]
        with request_id(f"ctk#{i}"):
            if inspect.iscoroutinefunction(func):
                answer = await func(item.prompt)
            else:
                answer = await asyncio.to_thread(func, item.prompt)
        return classify(answer, expected=item.expected)

    async def main() -> list[Any]:
        with state.active_points():
            plan = LoadPlan(concurrency=concurrency, count=count, timeout=timeout)
            return (await run_load(send, plan)).records

    records = asyncio.run(main())
    out: dict[str, Any] = {"requests": len(records)}
    for name in ("error_rate", "timeout_rate", "fallback_rate", "refusal_rate", "accuracy"):
        out[name] = _num(value_of(RateProbe(type=name, tolerance=_ANY), records)[0])
    out["recall_at_3"] = _num(
        value_of(RecallProbe(type="recall_at_k", k=3, tolerance=_ANY), records, items)[0]
    )
    for q in (50, 95, 99):
        out[f"p{q}_ms"] = _num(
            value_of(LatencyProbe(type="latency", percentile=q, tolerance=_ANY), records)[0]
        )
    return out


def _num(value: float) -> float | None:
    return None if math.isnan(value) else round(value, 6)


def injection_count(
    kind: str | None = None,
    configuration: dict[str, Any] | None = None,
    secrets: dict[str, Any] | None = None,
) -> int:
    """How many injections (of ``kind``, or all) this ``chaos`` process has recorded."""
    return sum(1 for e in state.sink.events if kind is None or e.kind == kind)
