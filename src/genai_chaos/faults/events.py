"""Injection events and the sinks that collect them.

Every time a fault fires (or breaks, or cannot apply) one :class:`InjectionEvent` is
recorded. Experiments, journals and reports read them from a sink.

The sink in force is a context variable: :func:`use_sink` switches it for a block (and
for the tasks started in it); without one, events go to :data:`default_sink`, a bounded
in-memory ring.

>>> sink = MemorySink()
>>> with use_sink(sink):
...     record(InjectionEvent.now("latency", "req-1", target="t", layer="integration"))
>>> [e.kind for e in sink.events]
['latency']
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any, Literal, Protocol

EventStatus = Literal["injected", "skipped", "broken"]


@dataclass(frozen=True, slots=True)
class InjectionEvent:
    """One occurrence of a fault.

    ``status`` is ``injected`` when the fault changed something, ``skipped`` when it fired
    but could not apply to the value it got (the reason is in ``detail``), and ``broken``
    when the fault itself raised (the call went on unchanged).
    """

    time: float
    request_id: str
    kind: str
    layer: str
    target: str
    status: EventStatus = "injected"
    seed: int | None = None
    params: dict[str, Any] = field(default_factory=dict)
    detail: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def now(
        cls,
        kind: str,
        request_id: str,
        *,
        target: str,
        layer: str,
        status: EventStatus = "injected",
        seed: int | None = None,
        params: dict[str, Any] | None = None,
        detail: dict[str, Any] | None = None,
    ) -> InjectionEvent:
        """An event stamped with the current wall-clock time."""
        return cls(
            time.time(),
            request_id,
            kind,
            layer,
            target,
            status,
            seed,
            dict(params or {}),
            dict(detail or {}),
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return asdict(self)


class EventSink(Protocol):
    """Anything that takes events: experiments, the proxy, a file."""

    def record(self, event: InjectionEvent) -> None:
        """Take one event. Must be thread-safe and must not raise."""


class MemorySink:
    """Keeps events in memory, the newest ``maxlen`` of them (all when ``None``)."""

    def __init__(self, maxlen: int | None = None) -> None:
        self._events: deque[InjectionEvent] = deque(maxlen=maxlen)
        self._lock = threading.Lock()

    def record(self, event: InjectionEvent) -> None:
        with self._lock:
            self._events.append(event)

    @property
    def events(self) -> list[InjectionEvent]:
        """A snapshot of the events, oldest first."""
        with self._lock:
            return list(self._events)

    def clear(self) -> None:
        """Forget every event."""
        with self._lock:
            self._events.clear()

    def __len__(self) -> int:
        return len(self._events)


class JsonlSink:
    """Appends one JSON object per event to a file (line-buffered, thread-safe)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._fh: IO[str] = self.path.open("a", encoding="utf-8", buffering=1)

    def record(self, event: InjectionEvent) -> None:
        line = json.dumps(event.to_dict(), default=str, ensure_ascii=False)
        with self._lock:
            self._fh.write(line + "\n")

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            self._fh.close()


class FanoutSink:
    """Sends each event to several sinks."""

    def __init__(self, *sinks: EventSink) -> None:
        self.sinks = sinks

    def record(self, event: InjectionEvent) -> None:
        for sink in self.sinks:
            sink.record(event)


default_sink = MemorySink(maxlen=10_000)
_current: ContextVar[EventSink] = ContextVar("genai_chaos_sink", default=default_sink)


def current_sink() -> EventSink:
    """The sink events go to in this context."""
    return _current.get()


def record(event: InjectionEvent) -> None:
    """Record ``event`` into the sink in force."""
    _current.get().record(event)


@contextmanager
def use_sink(sink: EventSink) -> Iterator[EventSink]:
    """Send events recorded in this block to ``sink``."""
    token = _current.set(sink)
    try:
        yield sink
    finally:
        _current.reset(token)
