"""Telemetry exposition shared by the proxy, experiments and steady-state probes.

* :mod:`~genai_chaos.telemetry.prometheus`: counters, gauges and histograms with labels
  of bounded cardinality, rendered in the Prometheus text format 0.0.4 (no dependency).
* :mod:`~genai_chaos.telemetry.otel`: OpenTelemetry spans (requests, runs, one event per
  injection), with :mod:`~genai_chaos.telemetry.genai` (the GenAI attributes a response
  gives its span) and :mod:`~genai_chaos.telemetry.sampling` (the default sampler in one
  step); the ``telemetry`` extra.

>>> from genai_chaos.telemetry import Registry
>>> reg = Registry()
>>> hits = reg.counter("demo_hits_total", "Hits.", ["code"])
>>> hits.inc("200")
>>> "demo_hits_total{code=\\"200\\"} 1" in reg.render()
True
"""

from __future__ import annotations

from genai_chaos.telemetry.prometheus import (
    CONTENT_TYPE,
    LATENCY_BUCKETS,
    OTHER,
    Counter,
    Gauge,
    Histogram,
    Registry,
)

__all__ = [
    "CONTENT_TYPE",
    "LATENCY_BUCKETS",
    "OTHER",
    "Counter",
    "Gauge",
    "Histogram",
    "Registry",
]
