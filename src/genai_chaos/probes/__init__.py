"""Probe primitives: measurements shared by experiments, the proxy and the load generator.

* :mod:`~genai_chaos.probes.histogram`: exact percentiles over a window, and a mergeable
  log-bucket histogram for long runs;
* :mod:`~genai_chaos.probes.rates`: outcome counts and rates, over all time or a sliding
  time window;
* :mod:`~genai_chaos.probes.streaming`: TTFT, ITL and TPOT of a token stream (vLLM's
  definitions).

>>> from genai_chaos.probes import percentile
>>> percentile([1.0, 2.0, 3.0, 4.0], 50)
2.5
"""

from __future__ import annotations

from genai_chaos.probes.histogram import LogHistogram, WindowPercentiles, percentile
from genai_chaos.probes.rates import OutcomeCounter, SlidingRate
from genai_chaos.probes.streaming import StreamTimings, stream_timings

__all__ = [
    "LogHistogram",
    "OutcomeCounter",
    "SlidingRate",
    "StreamTimings",
    "WindowPercentiles",
    "percentile",
    "stream_timings",
]
