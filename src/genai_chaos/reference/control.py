"""Fault control: switch faults on and off inside the running reference service.

An experiment POSTs a fault spec naming one of the service's chaos points
(:data:`~genai_chaos.reference.pipeline.POINTS`); every later request runs with the
faults of every point switched on (decided per request id: send
``x-genai-chaos-request-id`` to replay an injection). The endpoint is off unless the
service is started with it, and a token is required whenever the service listens beyond
loopback (``Authorization: Bearer <token>``)::

    POST   /admin/faults        {"point": "reference.retriever", "kind": "latency",
                                 "params": {"delay_ms": 600}, "probability": 1.0,
                                 "blast_radius": 1.0, "seed": 7}      -> 201 {"faults": [...]}
    GET    /admin/faults                                              -> {"faults": [...]}
    DELETE /admin/faults[?point=...]                                  -> {"removed": n}
    DELETE /admin/faults/{id}                                         -> {"removed": 1}
    GET    /admin/events[?limit=100]                                  -> {"events": [...]}

Ambient faults (``cpu_load``, ``memory_pressure``) do not act per request: one starts
when it is added (if enabled) and stops when it is removed; its ``point`` only labels it.

>>> control = FaultControl()
>>> added = control.add({"point": "reference.retriever", "kind": "zero_results", "seed": 1})
>>> added["kind"], added["point"], control.active()
('zero_results', 'reference.retriever', 1)
>>> try:
...     control.add({"point": "reference.nowhere", "kind": "latency"})
... except SpecError as exc:
...     print(exc.field)
point
"""

from __future__ import annotations

import contextlib
import hmac
import itertools
import threading
from collections import deque
from collections.abc import Iterator
from typing import Any

from genai_chaos.exceptions import GenAIChaosError, InvalidFaultParameter, UnknownFaultKind
from genai_chaos.faults.ambient import is_ambient
from genai_chaos.faults.base import Fault
from genai_chaos.faults.events import InjectionEvent
from genai_chaos.faults.registry import create
from genai_chaos.inject.engine import Injector
from genai_chaos.inject.wrap import faults_enabled
from genai_chaos.reference.pipeline import POINTS

_SPEC_FIELDS = {"point", "kind", "params", "probability", "blast_radius", "seed", "enabled"}
LOOPBACK = frozenset({"127.0.0.1", "::1", "localhost"})


class SpecError(GenAIChaosError):
    """A fault spec is invalid; ``field`` names the offending field."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        super().__init__(f"{field}: {message}")


class RecentEvents:
    """A bounded, thread-safe ring of injection events (the newest ``maxlen``)."""

    def __init__(self, maxlen: int = 1000) -> None:
        self._events: deque[InjectionEvent] = deque(maxlen=maxlen)
        self._lock = threading.Lock()

    def record(self, event: InjectionEvent) -> None:
        """Keep ``event``."""
        with self._lock:
            self._events.append(event)

    def latest(self, limit: int = 100) -> list[dict[str, Any]]:
        """The newest ``limit`` events, oldest first, as dicts."""
        with self._lock:
            events = list(self._events)[-limit:] if limit > 0 else []
        return [e.to_dict() for e in events]


def _fault_from(spec: Any) -> tuple[str, Fault]:
    if not isinstance(spec, dict):
        raise SpecError("body", "expected a JSON object (or a list of them)")
    unknown = sorted(set(spec) - _SPEC_FIELDS)
    if unknown:
        raise SpecError(unknown[0], f"unknown field (allowed: {', '.join(sorted(_SPEC_FIELDS))})")
    point = spec.get("point")
    if not isinstance(point, str) or point not in POINTS:
        raise SpecError("point", f"unknown point {point!r} (known: {', '.join(POINTS)})")
    kind = spec.get("kind")
    if not isinstance(kind, str) or not kind:
        raise SpecError("kind", "expected the name of a fault kind (see `genai-chaos faults list`)")
    params = spec.get("params", {})
    if not isinstance(params, dict):
        raise SpecError("params", "expected an object of the kind's parameters")
    options = {k: spec[k] for k in ("probability", "blast_radius", "seed", "enabled") if k in spec}
    clash = sorted(set(params) & set(options))
    if clash:
        raise SpecError(f"params.{clash[0]}", "give it at the top level of the spec")
    try:
        fault = create(kind, **params, **options)
    except UnknownFaultKind as exc:
        raise SpecError("kind", str(exc)) from None
    except InvalidFaultParameter as exc:
        name = exc.parameter
        where = name if name in options else f"params.{name}"
        raise SpecError(where, str(exc)) from None
    except (GenAIChaosError, TypeError, ValueError) as exc:
        raise SpecError("kind", str(exc)) from None
    return point, fault


class FaultControl:
    """The faults switched on in one service, by chaos point, and their events."""

    def __init__(self, events: RecentEvents | None = None) -> None:
        self.events = events if events is not None else RecentEvents()
        self._faults: dict[str, tuple[str, Fault]] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._snapshot: dict[str, tuple[Fault, ...]] = {}
        #: the injectors that hold ambient faults from add to remove, by fault id
        self._held: dict[str, Injector] = {}

    def add(self, spec: Any) -> dict[str, Any]:
        """Validate ``spec`` and switch the fault on; returns it with its ``id``.

        An ambient fault starts now (when enabled) and runs until it is removed.
        """
        point, fault = _fault_from(spec)
        holder = Injector([fault], target=point, sink=self.events) if is_ambient(fault) else None
        with self._lock:
            fault_id = f"f{next(self._ids)}"
            self._faults[fault_id] = (point, fault)
            if holder is not None:
                self._held[fault_id] = holder
            self._rebuild()
        if holder is not None:
            holder.activate()
        return self._describe(fault_id, point, fault)

    def remove(self, *, point: str | None = None, fault_id: str | None = None) -> int:
        """Switch off one fault, the faults of one point, or all; returns how many."""
        with self._lock:
            doomed = [
                fid
                for fid, (pt, _) in self._faults.items()
                if (fault_id is None or fid == fault_id) and (point is None or pt == point)
            ]
            for fid in doomed:
                del self._faults[fid]
            holders = [h for fid in doomed if (h := self._held.pop(fid, None)) is not None]
            self._rebuild()
        for holder in holders:  # outside the lock: stopping joins workers
            holder.deactivate()
        return len(doomed)

    def list(self) -> list[dict[str, Any]]:
        """Every fault switched on, in the order added."""
        with self._lock:
            items = list(self._faults.items())
        return [self._describe(fid, pt, f) for fid, (pt, f) in items]

    def active(self) -> int:
        """How many faults are switched on."""
        return len(self._faults)

    def _rebuild(self) -> None:
        by_point: dict[str, list[Fault]] = {}
        for fid, (point, fault) in self._faults.items():
            if fid not in self._held:  # ambient faults are held by add, not per request
                by_point.setdefault(point, []).append(fault)
        self._snapshot = {p: tuple(fs) for p, fs in by_point.items()}

    @staticmethod
    def _describe(fault_id: str, point: str, fault: Fault) -> dict[str, Any]:
        return {"id": fault_id, "point": point, **fault.describe()}

    @contextlib.contextmanager
    def scope(self) -> Iterator[None]:
        """Run the block with every switched-on fault active at its point."""
        snapshot = self._snapshot
        if not snapshot:
            yield
            return
        with contextlib.ExitStack() as stack:
            for point, faults in snapshot.items():
                stack.enter_context(faults_enabled(point, *faults, sink=self.events))
            yield


def token_ok(expected: str | None, header: str | None) -> bool:
    """Whether an ``Authorization`` header carries ``expected`` (constant-time compare).

    >>> token_ok("s3cret", "Bearer s3cret"), token_ok("s3cret", "Bearer nope"), token_ok(None, None)
    (True, False, True)
    """
    if expected is None:
        return True
    if not header or not header.startswith("Bearer "):
        return False
    return hmac.compare_digest(header[7:].strip().encode(), expected.encode())


def is_loopback(host: str) -> bool:
    """Whether ``host`` is a loopback address (``127.0.0.0/8``, ``::1``, ``localhost``).

    >>> is_loopback("127.0.0.1"), is_loopback("0.0.0.0"), is_loopback("::1")
    (True, False, True)
    """
    return host in LOOPBACK or host.startswith("127.")
