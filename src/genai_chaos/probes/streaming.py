"""Streaming latency metrics with vLLM's definitions.

* **TTFT** (time to first token): from sending the request to receiving the first token;
* **ITL** (inter-token latency): the gaps between consecutive tokens (one per gap);
* **TPOT** (time per output token): ``(e2e latency - TTFT) / (output tokens - 1)``, the
  mean decode time per token after the first (undefined for a single token);
* **E2E**: from sending the request to the last token.

Times are seconds on any monotonic clock; ``token_times`` are the arrival times of
each token (or chunk, when counting chunks).

>>> t = stream_timings(0.0, [0.5, 0.6, 0.8, 0.9])
>>> t.ttft, [round(x, 2) for x in t.itl], round(t.tpot, 4), t.e2e
(0.5, [0.1, 0.2, 0.1], 0.1333, 0.9)
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class StreamTimings:
    """The timings of one streamed response (see the module docstring)."""

    ttft: float
    itl: list[float] = field(default_factory=list)
    tpot: float = math.nan
    e2e: float = math.nan
    tokens: int = 0


def stream_timings(
    start: float, token_times: Sequence[float], end: float | None = None
) -> StreamTimings:
    """Timings of a stream that started at ``start`` and got tokens at ``token_times``.

    ``end`` defaults to the last token's time. A stream with no token has a ``nan`` TTFT.

    >>> stream_timings(1.0, []).tokens
    0
    """
    if not token_times:
        return StreamTimings(ttft=math.nan, e2e=(end - start) if end is not None else math.nan)
    ttft = token_times[0] - start
    itl = [b - a for a, b in itertools.pairwise(token_times)]
    e2e = (end if end is not None else token_times[-1]) - start
    n = len(token_times)
    tpot = (e2e - ttft) / (n - 1) if n > 1 else math.nan
    return StreamTimings(ttft=ttft, itl=itl, tpot=tpot, e2e=e2e, tokens=n)
