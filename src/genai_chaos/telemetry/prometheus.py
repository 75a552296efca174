"""Prometheus metrics without a dependency: counters, gauges, histograms, text format 0.0.4.

Names follow Prometheus conventions (checked when a metric is made): ``snake_case``,
counters end in ``_total``, durations are in seconds and end in ``_seconds``. Every
labelled metric bounds its cardinality: each label keeps at most ``max_values``
distinct values (100 by default) and any further value is counted under ``"other"``,
so a client that sends a new header value per request cannot grow the exposition
without end.

Histograms have fixed, cumulative ``le`` buckets (what Prometheus expects, and what two
processes merge by adding counts). For in-process quantiles use
:class:`genai_chaos.probes.histogram.LogHistogram`, whose relative-width buckets do not
line up with ``le`` boundaries.

Metrics are thread-safe (one lock each) and cheap to update: a few dictionary look-ups.
Each metric remembers what a raw label tuple resolved to (its cap applied), so a series
updated again costs one look-up instead of a pass over every label; the memo is bounded
(:data:`KEY_CACHE_SIZE` tuples) and forgotten with the series on ``clear()``.

>>> reg = Registry()
>>> req = reg.counter("app_requests_total", "Requests handled.", ["code"])
>>> lat = reg.histogram("app_latency_seconds", "Latency.", buckets=[0.1, 1.0])
>>> req.inc("200"); req.inc("200"); lat.observe(0.05)
>>> print(reg.render())  # doctest: +NORMALIZE_WHITESPACE
# HELP app_requests_total Requests handled.
# TYPE app_requests_total counter
app_requests_total{code="200"} 2
# HELP app_latency_seconds Latency.
# TYPE app_latency_seconds histogram
app_latency_seconds_bucket{le="0.1"} 1
app_latency_seconds_bucket{le="1"} 1
app_latency_seconds_bucket{le="+Inf"} 1
app_latency_seconds_sum 0.05
app_latency_seconds_count 1
"""

from __future__ import annotations

import bisect
import math
import re
import threading
from collections.abc import Callable, Iterable, Sequence

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
#: The label value that stands for every value past a label's cap.
OTHER = "other"
#: Seconds, from a millisecond to two minutes: proxy overheads to slow LLM answers.
LATENCY_BUCKETS = (
    0.0005,
    0.001,
    0.0025,
    0.005,
    0.01,
    0.025,
    0.05,
    0.1,
    0.25,
    0.5,
    1.0,
    2.5,
    5.0,
    10.0,
    30.0,
    60.0,
    120.0,
)
#: How many raw label tuples a metric remembers the resolved series of.
KEY_CACHE_SIZE = 4096
_NAME = re.compile(r"^[a-zA-Z_:][a-zA-Z0-9_:]*$")
_LABEL = re.compile(r"^[a-zA-Z_][a-zA-Z0-9_]*$")
_RESERVED = frozenset({"le", "quantile"})


def format_value(value: float) -> str:
    """A sample value as the text format writes it (``+Inf``, ``NaN``, integers bare).

    >>> format_value(2.0), format_value(0.25), format_value(math.inf)
    ('2', '0.25', '+Inf')
    """
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "+Inf" if value > 0 else "-Inf"
    if value == int(value) and abs(value) < 2**53:
        return str(int(value))
    return repr(value)


def escape_label(value: str) -> str:
    r"""A label value escaped for the text format (backslash, double quote, newline).

    >>> escape_label('a"b\\c')
    'a\\"b\\\\c'
    """
    return value.replace("\\", r"\\").replace('"', r"\"").replace("\n", r"\n")


def _escape_help(text: str) -> str:
    return text.replace("\\", r"\\").replace("\n", r"\n")


class _Metric:
    """What every metric kind shares: name, help, label names and the label cap."""

    kind = "untyped"

    def __init__(
        self, name: str, help: str, labels: Sequence[str] = (), *, max_values: int = 100
    ) -> None:
        if not _NAME.match(name):
            raise ValueError(f"invalid metric name {name!r}")
        for label in labels:
            if not _LABEL.match(label) or label.startswith("__") or label in _RESERVED:
                raise ValueError(f"invalid label name {label!r} for {name}")
        if len(set(labels)) != len(labels):
            raise ValueError(f"duplicate label names for {name}: {list(labels)}")
        if max_values < 1:
            raise ValueError("max_values must be at least 1")
        self.name = name
        self.help = help
        self.labels = tuple(labels)
        self.max_values = max_values
        self._lock = threading.Lock()
        self._seen: tuple[set[str], ...] = tuple(set() for _ in self.labels)
        # raw label tuple -> its series key; entries stay right until clear(): a value
        # once seen stays seen, and a label at its cap stays there
        self._keys: dict[tuple[str, ...], tuple[str, ...]] = {}

    def _key(self, values: tuple[str, ...]) -> tuple[str, ...]:
        # under self._lock: values past a label's cap become OTHER
        key = self._keys.get(values)
        if key is not None:
            return key
        key = self._resolve(values)
        if len(self._keys) < KEY_CACHE_SIZE:
            self._keys[values] = key
        return key

    def _forget(self) -> None:
        # under self._lock: the label values seen and the memo built on them
        self._keys.clear()
        for seen in self._seen:
            seen.clear()

    def _resolve(self, values: tuple[str, ...]) -> tuple[str, ...]:
        if len(values) != len(self.labels):
            raise ValueError(f"{self.name} takes labels {list(self.labels)}, got {list(values)}")
        if not values:
            return values
        out = []
        for seen, value in zip(self._seen, values, strict=True):
            if value in seen:
                out.append(value)
            elif len(seen) >= self.max_values:
                out.append(OTHER)
            else:
                seen.add(value)
                out.append(value)
        return tuple(out)

    def _labelset(self, key: tuple[str, ...], extra: str = "") -> str:
        parts = [f'{n}="{escape_label(v)}"' for n, v in zip(self.labels, key, strict=True)]
        if extra:
            parts.append(extra)
        return "{" + ",".join(parts) + "}" if parts else ""

    def _header(self) -> list[str]:
        return [f"# HELP {self.name} {_escape_help(self.help)}", f"# TYPE {self.name} {self.kind}"]

    def render(self) -> list[str]:
        """The metric's lines in the text format."""
        raise NotImplementedError

    def clear(self) -> None:
        """Forget every series (and the label values seen)."""
        raise NotImplementedError


class Counter(_Metric):
    """A value that only goes up (its name must end in ``_total``).

    >>> c = Counter("jobs_total", "Jobs.", ["queue"], max_values=1)
    >>> c.inc("a"); c.inc("b", by=2)          # "b" is past the cap of one value
    >>> c.value("a"), c.value("other")
    (1.0, 2.0)
    """

    kind = "counter"

    def __init__(
        self, name: str, help: str, labels: Sequence[str] = (), *, max_values: int = 100
    ) -> None:
        if not name.endswith("_total"):
            raise ValueError(f"a counter's name ends in _total: {name!r}")
        super().__init__(name, help, labels, max_values=max_values)
        self._values: dict[tuple[str, ...], float] = {}

    def inc(self, *labels: str, by: float = 1.0) -> None:
        """Add ``by`` (not negative) to the series of ``labels``."""
        if by < 0:
            raise ValueError("a counter only goes up")
        with self._lock:
            key = self._key(labels)
            self._values[key] = self._values.get(key, 0.0) + by

    def value(self, *labels: str) -> float:
        """The current value of a series (0 when it was never touched)."""
        with self._lock:
            return self._values.get(tuple(labels), 0.0)

    def render(self) -> list[str]:
        with self._lock:
            items = sorted(self._values.items())
        return self._header() + [
            f"{self.name}{self._labelset(k)} {format_value(v)}" for k, v in items
        ]

    def clear(self) -> None:
        with self._lock:
            self._values.clear()
            self._forget()


class Gauge(_Metric):
    """A value that goes up and down; or, with ``function``, read when rendered.

    >>> g = Gauge("queue_depth", "Jobs waiting.")
    >>> g.set(3); g.inc(); g.value()
    4.0
    >>> Gauge("up_seconds", "Uptime.", function=lambda: {(): 1.5}).render()[-1]
    'up_seconds 1.5'
    """

    kind = "gauge"

    def __init__(
        self,
        name: str,
        help: str,
        labels: Sequence[str] = (),
        *,
        max_values: int = 100,
        function: Callable[[], dict[tuple[str, ...], float]] | None = None,
    ) -> None:
        super().__init__(name, help, labels, max_values=max_values)
        self._values: dict[tuple[str, ...], float] = {}
        self.function = function

    def set(self, value: float, *labels: str) -> None:
        """Set the series of ``labels`` to ``value``."""
        with self._lock:
            self._values[self._key(labels)] = float(value)

    def inc(self, *labels: str, by: float = 1.0) -> None:
        """Add ``by`` (negative to take away)."""
        with self._lock:
            key = self._key(labels)
            self._values[key] = self._values.get(key, 0.0) + by

    def value(self, *labels: str) -> float:
        """The current value of a series (0 when it was never set)."""
        with self._lock:
            return self._values.get(tuple(labels), 0.0)

    def render(self) -> list[str]:
        if self.function is not None:
            raw = self.function()
            with self._lock:
                values: dict[tuple[str, ...], float] = {}
                for k, v in raw.items():  # the same cap applies to computed series
                    key = self._key(tuple(k))
                    values[key] = values.get(key, 0.0) + v
        else:
            with self._lock:
                values = dict(self._values)
        return self._header() + [
            f"{self.name}{self._labelset(k)} {format_value(v)}" for k, v in sorted(values.items())
        ]

    def clear(self) -> None:
        with self._lock:
            self._values.clear()
            self._forget()


class _Series:
    __slots__ = ("count", "counts", "sum")

    def __init__(self, n: int) -> None:
        self.counts = [0] * n
        self.sum = 0.0
        self.count = 0


class Histogram(_Metric):
    """Counts of observations in cumulative ``le`` buckets, with their sum and count.

    >>> h = Histogram("wait_seconds", "Wait.", buckets=[0.5, 1.0])
    >>> for v in (0.2, 0.7, 3.0):
    ...     h.observe(v)
    >>> h.buckets_of()
    [(0.5, 1), (1.0, 2), (inf, 3)]
    """

    kind = "histogram"

    def __init__(
        self,
        name: str,
        help: str,
        labels: Sequence[str] = (),
        *,
        buckets: Iterable[float] = LATENCY_BUCKETS,
        max_values: int = 100,
    ) -> None:
        super().__init__(name, help, labels, max_values=max_values)
        bounds = sorted(float(b) for b in buckets if not math.isinf(b))
        if not bounds or len(set(bounds)) != len(bounds):
            raise ValueError(f"{name}: buckets must be distinct finite numbers, got {bounds}")
        self.bounds = tuple(bounds)
        self._series: dict[tuple[str, ...], _Series] = {}

    def observe(self, value: float, *labels: str) -> None:
        """Count one observation (seconds, for a ``_seconds`` histogram)."""
        i = bisect.bisect_left(self.bounds, value)
        with self._lock:
            key = self._key(labels)
            series = self._series.get(key)
            if series is None:
                series = self._series[key] = _Series(len(self.bounds) + 1)
            series.counts[i] += 1
            series.sum += value
            series.count += 1

    def buckets_of(self, *labels: str) -> list[tuple[float, int]]:
        """``(upper bound, cumulative count)`` of a series, ``+Inf`` last."""
        with self._lock:
            series = self._series.get(tuple(labels))
            counts = list(series.counts) if series else [0] * (len(self.bounds) + 1)
        out, total = [], 0
        for bound, n in zip((*self.bounds, math.inf), counts, strict=True):
            total += n
            out.append((bound, total))
        return out

    def count(self, *labels: str) -> int:
        """How many observations a series holds."""
        with self._lock:
            series = self._series.get(tuple(labels))
            return series.count if series else 0

    def render(self) -> list[str]:
        with self._lock:
            items = [(k, list(s.counts), s.sum, s.count) for k, s in self._series.items()]
        lines = self._header()
        for key, counts, total_sum, count in sorted(items):
            cumulative = 0
            for bound, n in zip((*self.bounds, math.inf), counts, strict=True):
                cumulative += n
                le = f'le="{format_value(bound)}"'
                lines.append(f"{self.name}_bucket{self._labelset(key, le)} {cumulative}")
            lines.append(f"{self.name}_sum{self._labelset(key)} {format_value(total_sum)}")
            lines.append(f"{self.name}_count{self._labelset(key)} {count}")
        return lines

    def clear(self) -> None:
        with self._lock:
            self._series.clear()
            self._forget()


class Registry:
    """A set of metrics rendered together (``GET /metrics``); names are unique.

    ``max_values`` is the default label cap of the metrics it makes.
    """

    def __init__(self, *, max_values: int = 100) -> None:
        self.max_values = max_values
        self._metrics: dict[str, _Metric] = {}
        self._lock = threading.Lock()

    def _add(self, metric: _Metric) -> None:
        with self._lock:
            if metric.name in self._metrics:
                raise ValueError(f"a metric named {metric.name!r} exists already")
            self._metrics[metric.name] = metric

    def counter(
        self, name: str, help: str, labels: Sequence[str] = (), *, max_values: int | None = None
    ) -> Counter:
        """Make and register a :class:`Counter`."""
        c = Counter(name, help, labels, max_values=max_values or self.max_values)
        self._add(c)
        return c

    def gauge(
        self,
        name: str,
        help: str,
        labels: Sequence[str] = (),
        *,
        max_values: int | None = None,
        function: Callable[[], dict[tuple[str, ...], float]] | None = None,
    ) -> Gauge:
        """Make and register a :class:`Gauge` (``function`` computes it when rendered)."""
        g = Gauge(name, help, labels, max_values=max_values or self.max_values, function=function)
        self._add(g)
        return g

    def histogram(
        self,
        name: str,
        help: str,
        labels: Sequence[str] = (),
        *,
        buckets: Iterable[float] = LATENCY_BUCKETS,
        max_values: int | None = None,
    ) -> Histogram:
        """Make and register a :class:`Histogram` (seconds: name it ``..._seconds``)."""
        h = Histogram(name, help, labels, buckets=buckets, max_values=max_values or self.max_values)
        self._add(h)
        return h

    def get(self, name: str) -> _Metric | None:
        """The metric registered under ``name``."""
        return self._metrics.get(name)

    def render(self) -> str:
        """Every metric in the text format 0.0.4 (serve it with :data:`CONTENT_TYPE`)."""
        with self._lock:
            metrics = list(self._metrics.values())
        lines: list[str] = []
        for metric in metrics:
            lines.extend(metric.render())
        return "\n".join(lines) + "\n"
