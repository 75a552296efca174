"""Chaos ids: a stable id per injection, its span attributes, and the trace it landed in.

:func:`chaos_id` names one injection (the same fault, seed, target and request in the same
experiment give the same id); :func:`injection_attributes` are the ``chaos.*`` attributes
of its span event; :class:`ChaosTraceIndex` maps chaos ids to the traces and spans they
landed in and back. :mod:`~genai_chaos.telemetry.otel` re-exports them.

>>> from genai_chaos.faults.events import InjectionEvent
>>> chaos_id(InjectionEvent(0.0, "r1", "latency", "integration", "llm", seed=7))[:3]
'ch-'
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from typing import Any

from genai_chaos.faults.events import InjectionEvent

CHAOS_ID = "chaos.id"
EXPERIMENT = "chaos.experiment"
FAULT_KIND = "chaos.fault.kind"
FAULT_TARGET = "chaos.fault.target"
FAULT_LAYER = "chaos.fault.layer"
FAULT_STATUS = "chaos.fault.status"
REQUEST_ID = "chaos.request_id"


def chaos_id(event: InjectionEvent, experiment: str | None = None) -> str:
    """A stable id of one injection: the same fault, seed, target and request in the same
    experiment give the same id.

    >>> e = InjectionEvent(0.0, "r1", "latency", "integration", "llm", seed=7)
    >>> chaos_id(e) == chaos_id(e), chaos_id(e) == chaos_id(e, "exp")
    (True, False)
    """
    key = f"{experiment or ''}|{event.request_id}|{event.kind}|{event.target}|{event.seed}"
    return "ch-" + hashlib.blake2b(key.encode(), digest_size=8).hexdigest()


class ChaosTraceIndex:
    """Which trace each injection landed in, and which injections each trace holds (the
    newest ``maxlen`` injections; thread-safe).

    >>> idx = ChaosTraceIndex()
    >>> idx.add("ch-1", "ab" * 16, "cd" * 8)
    >>> idx.trace_of("ch-1")[1], idx.chaos_ids("ab" * 16)
    ('cdcdcdcdcdcdcdcd', ['ch-1'])
    """

    def __init__(self, maxlen: int = 100_000) -> None:
        self.maxlen = maxlen
        self._by_chaos: OrderedDict[str, tuple[str, str]] = OrderedDict()
        self._lock = threading.Lock()

    def add(self, chaos: str, trace_id: str, span_id: str) -> None:
        """Record that injection ``chaos`` happened in span ``span_id`` of ``trace_id``."""
        with self._lock:
            self._by_chaos[chaos] = (trace_id, span_id)
            self._by_chaos.move_to_end(chaos)
            while len(self._by_chaos) > self.maxlen:
                self._by_chaos.popitem(last=False)

    def trace_of(self, chaos: str) -> tuple[str, str] | None:
        """``(trace id, span id)`` of an injection."""
        with self._lock:
            return self._by_chaos.get(chaos)

    def chaos_ids(self, trace_id: str) -> list[str]:
        """Every injection recorded in a trace, oldest first."""
        with self._lock:
            return [c for c, (t, _) in self._by_chaos.items() if t == trace_id]

    def to_dict(self) -> dict[str, dict[str, str]]:
        """``{chaos id: {"trace_id", "span_id"}}`` (JSON-ready, for a journal)."""
        with self._lock:
            return {c: {"trace_id": t, "span_id": s} for c, (t, s) in self._by_chaos.items()}


#: The index :class:`TracingSink` uses unless given another.
default_index = ChaosTraceIndex()


class _Received:
    """The chaos ids and fault kinds each span has received (the newest ``maxlen`` spans),
    kept here so that adding one does not read the span's attributes back (the SDK copies
    them through a slow mapping on every read)."""

    def __init__(self, maxlen: int = 4096) -> None:
        self.maxlen = maxlen
        self._by_span: OrderedDict[int, tuple[list[str], list[str]]] = OrderedDict()
        self._lock = threading.Lock()

    def add(self, span_id: int, chaos: str, kind: str) -> dict[str, tuple[str, ...]]:
        """Record one injection on ``span_id``; the span's list attributes, updated."""
        with self._lock:
            lists = self._by_span.get(span_id)
            if lists is None:
                lists = self._by_span[span_id] = ([], [])
                if len(self._by_span) > self.maxlen:
                    self._by_span.popitem(last=False)
            ids, kinds = lists
            if chaos not in ids:
                ids.append(chaos)
            if kind not in kinds:
                kinds.append(kind)
            return {CHAOS_ID: tuple(ids), FAULT_KIND: tuple(kinds)}


_received = _Received()


_SCALARS = (str, bool, int, float)


def _attr(value: Any) -> Any:
    if type(value) in _SCALARS or isinstance(value, _SCALARS):  # the type test is faster
        return value
    return json.dumps(value, default=str, sort_keys=True)


def injection_attributes(
    event: InjectionEvent, chaos: str, experiment: str | None
) -> dict[str, Any]:
    """The attributes of an injection's span event."""
    attrs: dict[str, Any] = {
        CHAOS_ID: chaos,
        FAULT_KIND: event.kind,
        FAULT_TARGET: event.target,
        FAULT_LAYER: event.layer,
        FAULT_STATUS: event.status,
        REQUEST_ID: event.request_id,
    }
    if experiment:
        attrs[EXPERIMENT] = experiment
    if event.seed is not None:
        attrs["chaos.fault.seed"] = event.seed
    for key, value in event.params.items():
        if value is not None:
            attrs[f"chaos.fault.{key}"] = _attr(value)
    return attrs
