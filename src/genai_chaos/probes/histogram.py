"""Latency distributions: exact percentiles over a window, and a log-bucket histogram.

Exact percentiles use linear interpolation between closest ranks (NumPy's default, the
``linear`` method), so ``percentile([1, 2, 3, 4], 50) == 2.5``.

:class:`LogHistogram` keeps counts in logarithmic buckets whose width is a fixed relative
error (1% by default), so two histograms from different processes merge by adding
counts, and a quantile is off by at most that relative error. Use it when a run is too
long to keep every sample.

>>> h = LogHistogram()
>>> for v in (10.0, 20.0, 30.0, 40.0):
...     h.add(v)
>>> round(h.quantile(0.5), 0)
20.0
>>> h.count
4
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable, Sequence

import numpy as np


def percentile(values: Sequence[float] | np.ndarray, q: float) -> float:
    """The ``q``-th percentile (0..100) of ``values``; ``nan`` when there are none.

    >>> percentile([5.0], 99)
    5.0
    >>> import math; math.isnan(percentile([], 50))
    True
    """
    if not 0.0 <= q <= 100.0:
        raise ValueError(f"percentile must be between 0 and 100, got {q!r}")
    if len(values) == 0:
        return math.nan
    return float(np.percentile(np.asarray(values, dtype=float), q))


class WindowPercentiles:
    """Exact percentiles of the samples whose time falls in the last ``window_s`` seconds.

    Samples must be added in non-decreasing time order (the time a request *ended*).

    >>> w = WindowPercentiles(window_s=10)
    >>> for t, v in [(0, 1.0), (5, 2.0), (12, 3.0)]:
    ...     w.add(t, v)
    >>> w.percentile(50, now=12)     # the sample at t=0 has left the window
    2.5
    """

    def __init__(self, window_s: float) -> None:
        if window_s <= 0:
            raise ValueError("window_s must be positive")
        self.window_s = window_s
        self._samples: deque[tuple[float, float]] = deque()

    def add(self, time: float, value: float) -> None:
        """Add one sample taken at ``time`` (seconds, any monotonic origin)."""
        self._samples.append((time, value))

    def _evict(self, now: float) -> None:
        cutoff = now - self.window_s
        samples = self._samples
        while samples and samples[0][0] < cutoff:
            samples.popleft()

    def values(self, now: float) -> list[float]:
        """The samples in the window ending at ``now``."""
        self._evict(now)
        return [v for _, v in self._samples]

    def percentile(self, q: float, now: float) -> float:
        """The ``q``-th percentile of the window ending at ``now``."""
        return percentile(self.values(now), q)


class LogHistogram:
    """A mergeable histogram with buckets of constant relative width.

    Bucket ``i`` holds values in ``[gamma**i, gamma**(i+1))`` where
    ``gamma = (1 + e) / (1 - e)`` for a relative error ``e``; values at or below
    ``min_value`` share bucket "zero". A quantile is the midpoint of its bucket, within
    ``e`` of the exact answer.
    """

    def __init__(self, relative_error: float = 0.01, min_value: float = 1e-9) -> None:
        if not 0.0 < relative_error < 1.0:
            raise ValueError("relative_error must be in (0, 1)")
        self.relative_error = relative_error
        self.min_value = min_value
        self._gamma = (1 + relative_error) / (1 - relative_error)
        self._log_gamma = math.log(self._gamma)
        self.buckets: dict[int, int] = {}
        self.zeros = 0
        self.count = 0
        self.total = 0.0
        self.min = math.inf
        self.max = -math.inf

    def add(self, value: float, count: int = 1) -> None:
        """Count ``value`` (``count`` times)."""
        if value <= self.min_value:
            self.zeros += count
        else:
            key = math.floor(math.log(value) / self._log_gamma)
            self.buckets[key] = self.buckets.get(key, 0) + count
        self.count += count
        self.total += value * count
        self.min = min(self.min, value)
        self.max = max(self.max, value)

    def extend(self, values: Iterable[float]) -> None:
        """Count every value."""
        for v in values:
            self.add(v)

    def merge(self, other: LogHistogram) -> None:
        """Add ``other``'s counts (both must have the same relative error)."""
        if not math.isclose(other.relative_error, self.relative_error):
            raise ValueError("cannot merge histograms with different relative errors")
        for key, n in other.buckets.items():
            self.buckets[key] = self.buckets.get(key, 0) + n
        self.zeros += other.zeros
        self.count += other.count
        self.total += other.total
        self.min = min(self.min, other.min)
        self.max = max(self.max, other.max)

    @property
    def mean(self) -> float:
        """The exact mean; ``nan`` when empty."""
        return self.total / self.count if self.count else math.nan

    def quantile(self, q: float) -> float:
        """The ``q``-quantile (0..1), within the relative error; ``nan`` when empty."""
        if not 0.0 <= q <= 1.0:
            raise ValueError(f"quantile must be between 0 and 1, got {q!r}")
        if self.count == 0:
            return math.nan
        rank = q * (self.count - 1)
        seen = self.zeros
        if rank < seen:
            return max(self.min, 0.0)
        for key in sorted(self.buckets):
            seen += self.buckets[key]
            if rank < seen:
                mid = (self._gamma**key + self._gamma ** (key + 1)) / 2
                return min(max(mid, self.min), self.max)
        return self.max

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready form (``from_dict`` reads it back)."""
        return {
            "relative_error": self.relative_error,
            "zeros": self.zeros,
            "buckets": {str(k): v for k, v in sorted(self.buckets.items())},
            "count": self.count,
            "total": self.total,
            "min": self.min if self.count else None,
            "max": self.max if self.count else None,
        }

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> LogHistogram:
        """Rebuild a histogram from :meth:`to_dict`."""
        h = cls(float(data["relative_error"]))  # type: ignore[arg-type]
        h.zeros = int(data["zeros"])  # type: ignore[call-overload]
        h.buckets = {int(k): int(v) for k, v in dict(data["buckets"]).items()}  # type: ignore[call-overload]
        h.count = int(data["count"])  # type: ignore[call-overload]
        h.total = float(data["total"])  # type: ignore[arg-type]
        if h.count:
            h.min = float(data["min"])  # type: ignore[arg-type]
            h.max = float(data["max"])  # type: ignore[arg-type]
        return h
