"""Outcome counts and rates: error, fallback, refusal, format-violation rates.

An *outcome* is a short label per request (``ok``, ``error``, ``timeout``, ``fallback``,
``refusal``, ``invalid``...). A rate is the share of requests with given outcomes.

>>> c = OutcomeCounter()
>>> for o in ["ok", "ok", "error", "fallback"]:
...     c.add(o)
>>> c.rate("error"), c.rate("error", "fallback")
(0.25, 0.5)
"""

from __future__ import annotations

import math
from collections import Counter, deque


class OutcomeCounter:
    """Counts of outcome labels over all time."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.total = 0

    def add(self, outcome: str, n: int = 1) -> None:
        """Count ``n`` requests with ``outcome``."""
        self.counts[outcome] += n
        self.total += n

    def rate(self, *outcomes: str) -> float:
        """Share of requests whose outcome is one of ``outcomes``; ``nan`` when empty."""
        if self.total == 0:
            return math.nan
        return sum(self.counts[o] for o in outcomes) / self.total


class SlidingRate:
    """Outcome rates over the last ``window_s`` seconds (events in time order).

    >>> r = SlidingRate(window_s=10)
    >>> r.add(0, "error"); r.add(4, "ok"); r.add(11, "ok")
    >>> r.rate(11, "error")       # the error at t=0 has left the window
    0.0
    >>> r.count(11)
    2
    """

    def __init__(self, window_s: float) -> None:
        if window_s <= 0:
            raise ValueError("window_s must be positive")
        self.window_s = window_s
        self._events: deque[tuple[float, str]] = deque()
        self._counts: Counter[str] = Counter()

    def add(self, time: float, outcome: str) -> None:
        """Add one request that ended at ``time`` with ``outcome``."""
        self._events.append((time, outcome))
        self._counts[outcome] += 1

    def _evict(self, now: float) -> None:
        cutoff = now - self.window_s
        events = self._events
        while events and events[0][0] < cutoff:
            _, outcome = events.popleft()
            self._counts[outcome] -= 1

    def count(self, now: float) -> int:
        """How many requests are in the window ending at ``now``."""
        self._evict(now)
        return len(self._events)

    def rate(self, now: float, *outcomes: str) -> float:
        """Share of the window's requests with one of ``outcomes``; ``nan`` when empty."""
        self._evict(now)
        if not self._events:
            return math.nan
        return sum(self._counts[o] for o in outcomes) / len(self._events)
