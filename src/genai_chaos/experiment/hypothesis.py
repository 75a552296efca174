"""Evaluating steady-state probes over workload records.

A probe reads the records of a phase (before, after) or of a sliding window (during the
method) and gives one value; its tolerance says whether the steady state held. Every
probe is evaluated, whatever the others gave.

Probes fall in two families shown side by side in reports: **service** (latency,
errors, timeouts, throughput) and **semantic** (fallbacks, refusals, format, accuracy,
recall, and the kinds of :mod:`genai_chaos.probes.kinds`: consistency, entropy, safety
confidence, MRR, hit rate): "latency green, answers wrong" is the second family failing alone.

>>> from genai_chaos.load.engine import RequestRecord
>>> from genai_chaos.experiment.spec import RateProbe, Tolerance
>>> recs = [RequestRecord(i, i * 0.1, 0.01, "error" if i == 0 else "ok") for i in range(10)]
>>> r = evaluate(RateProbe(type="error_rate", tolerance=Tolerance(max=0.05)), recs)
>>> r.value, r.ok
(0.1, False)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.ma  # np.percentile imports it at its first call: not mid-run

from genai_chaos.experiment.spec import PromptItem
from genai_chaos.experiment.window import Window
from genai_chaos.load.engine import RequestRecord
from genai_chaos.probes import kinds

SERVICE = frozenset(
    {"latency", "error_rate", "timeout_rate", "success_rate", "throughput", "outcome_rate"}
)
_RATE_OUTCOMES = {
    "error_rate": ("error",),
    "timeout_rate": ("timeout",),
    "fallback_rate": ("fallback",),
    "refusal_rate": ("refusal",),
    "success_rate": ("ok",),
}
_FAILED = frozenset({"error", "timeout", "dropped"})
_COUNTED = frozenset({"latency", "outcome_rate", "throughput", *_RATE_OUTCOMES})
UNITS = {**kinds.UNITS, "latency": "ms", "throughput": "req/s"}


def category(probe_type: str) -> str:
    """``service`` or ``semantic``."""
    return "service" if probe_type in SERVICE else "semantic"


def probe_name(probe: Any) -> str:
    """The probe's name, or one made from its type and parameters."""
    if probe.name:
        return str(probe.name)
    if probe.type == "latency":
        return f"p{probe.percentile:g} latency"
    if probe.type == "recall_at_k":
        return f"recall@{probe.k}"
    if probe.type == "outcome_rate":
        return f"rate of {'/'.join(probe.outcomes)}"
    return str(probe.type).replace("_", " ")


@dataclass
class ProbeResult:
    """One probe's value against its tolerance."""

    name: str
    type: str
    value: float
    tolerance: str
    ok: bool
    samples: int
    low: float | None = None
    high: float | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (``nan`` becomes ``None``)."""
        return {
            "name": self.name,
            "type": self.type,
            "category": category(self.type),
            "value": None if math.isnan(self.value) else round(self.value, 6),
            "unit": UNITS.get(self.type, "ratio"),
            "tolerance": self.tolerance,
            "min": self.low,
            "max": self.high,
            "status": "no data" if math.isnan(self.value) else "ok" if self.ok else "deviated",
            "samples": self.samples,
        }


def _share(records: Sequence[RequestRecord], hit: Callable[[RequestRecord], bool]) -> float:
    return sum(1 for r in records if hit(r)) / len(records) if records else math.nan


def _recall(record: RequestRecord, item: PromptItem, k: int) -> float | None:
    if not item.relevant or record.outcome in _FAILED:
        return None
    sources = (record.detail or {}).get("sources", [])[:k]
    return len(set(item.relevant) & set(sources)) / len(set(item.relevant))


def value_of(
    probe: Any,
    records: Sequence[RequestRecord] | Window,
    prompts: Sequence[PromptItem] = (),
) -> tuple[float, int]:
    """The probe's value over ``records`` (a list, or a :class:`Window` of the run's log)
    and how many records it used (the steady-state science kinds are evaluated by
    :func:`genai_chaos.probes.kinds.value_of`)."""
    kind = probe.type
    if kind in _COUNTED:  # the service probes: over every window of the method
        return _counted(probe, records if isinstance(records, Window) else Window.of(records))
    if isinstance(records, Window):
        records = records.records
    found = kinds.value_of(probe, records, prompts)
    if found is not None:
        return found
    sent = [r for r in records if r.outcome != "dropped"]
    answered = [r for r in sent if r.outcome not in _FAILED]
    if kind == "format_validity":
        return _share(answered, lambda r: r.outcome != "invalid"), len(answered)
    if kind == "accuracy":
        judged = [r for r in answered if "correct" in (r.detail or {})]
        return _share(judged, lambda r: bool((r.detail or {})["correct"])), len(judged)
    if kind == "recall_at_k":
        if not prompts:
            return math.nan, 0
        values = [
            v
            for r in sent
            if (v := _recall(r, prompts[r.index % len(prompts)], probe.k)) is not None
        ]
        return (sum(values) / len(values) if values else math.nan), len(values)
    raise ValueError(f"probe type {kind!r} cannot be evaluated here")


def _counted(probe: Any, window: Window) -> tuple[float, int]:
    """A service probe, from the window's columns."""
    kind = probe.type
    counts = window.counts()
    sent = len(window) - counts.get("dropped", 0)
    if kind == "latency":
        lat = window.latencies_ms()
        return (float(np.percentile(lat, probe.percentile)) if lat.size else math.nan), lat.size
    if kind == "outcome_rate":
        hits = sum(counts.get(o, 0) for o in set(probe.outcomes))
        return (hits / len(window) if len(window) else math.nan), len(window)
    if kind == "throughput":
        if sent < 2:
            return math.nan, sent
        span = window.span()
        return (sent / span if span > 0 else math.nan), sent
    hits = sum(counts.get(o, 0) for o in _RATE_OUTCOMES[kind])
    return (hits / sent if sent else math.nan), sent


def evaluate(
    probe: Any,
    records: Sequence[RequestRecord] | Window,
    prompts: Sequence[PromptItem] = (),
    *,
    min_samples: int = 1,
) -> ProbeResult:
    """Evaluate one probe; fewer than ``min_samples`` usable records give "no data"."""
    value, n = value_of(probe, records, prompts)
    if n < min_samples:
        value = math.nan
    return ProbeResult(
        probe_name(probe),
        probe.type,
        value,
        probe.tolerance.describe(),
        probe.tolerance.holds(value),
        n,
        probe.tolerance.min,
        probe.tolerance.max,
    )


def evaluate_all(
    probes: Sequence[Any],
    records: Sequence[RequestRecord] | Window,
    prompts: Sequence[PromptItem],
    phase: str,
    *,
    min_samples: int = 1,
) -> list[ProbeResult]:
    """Every probe that applies to ``phase``, each evaluated whatever the others gave."""
    return [
        evaluate(p, records, prompts, min_samples=min_samples) for p in probes if phase in p.phases
    ]
