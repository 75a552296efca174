"""The injector: decides which faults fire on a request, applies them, records events.

One :class:`Injector` serves every delivery: the callable wrappers, the HTTP transport
and (later) the proxy. It is the only place that turns a decision into an event, so every
injection is recorded the same way wherever it happened.

Request ids: an explicit id (the :func:`request_id` context manager; on a hot path
:func:`set_request_id` and :func:`reset_request_id`; in HTTP the caller's header) wins;
otherwise each injector numbers its calls ``<target>#<n>`` in call order.
Give ids explicitly when calls run concurrently and the injections must be reproducible.

Ambient faults (:mod:`genai_chaos.faults.ambient`) are not decided per request: an
injector *holds* them between :meth:`Injector.activate` and :meth:`Injector.deactivate`
(or for a ``with injector:`` block), and each runs while it is held and enabled.
"""

from __future__ import annotations

import contextlib
import itertools
import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar, Token
from dataclasses import dataclass
from typing import Any

# numpy loads numpy.random at its first use: a fault's first draw would import it in the
# middle of the request it delays or breaks (tens of ms, in that request's latency)
import numpy.random  # noqa: F401

from genai_chaos.faults import base
from genai_chaos.faults.ambient import AmbientFault
from genai_chaos.faults.base import (
    REQUEST_SURFACES,
    CallEffect,
    Fault,
    FaultContext,
    FaultSkipped,
    StreamPlan,
    Surface,
    with_run_seed,
)
from genai_chaos.faults.events import EventSink, InjectionEvent, current_sink
from genai_chaos.inject.values import map_value

_request_id: ContextVar[str | None] = ContextVar("genai_chaos_request_id", default=None)


@contextmanager
def request_id(rid: str) -> Iterator[str]:
    """Give the calls made in this block the request id ``rid``.

    >>> with request_id("checkout-42"):
    ...     current_request_id()
    'checkout-42'
    """
    token = _request_id.set(rid)
    try:
        yield rid
    finally:
        _request_id.reset(token)


def set_request_id(rid: str) -> Token[str | None]:
    """Give the calls that follow, in this context, the request id ``rid``; undo with
    :func:`reset_request_id` and the returned token (a ``try``/``finally``: the
    token-based twin of :func:`request_id`, without a generator per request).

    >>> token = set_request_id("checkout-43")
    >>> try:
    ...     current_request_id()
    ... finally:
    ...     reset_request_id(token)
    'checkout-43'
    >>> current_request_id() is None
    True
    """
    return _request_id.set(rid)


def reset_request_id(token: Token[str | None]) -> None:
    """Restore the request id that was in force before :func:`set_request_id` gave
    ``token``."""
    _request_id.reset(token)


def current_request_id() -> str | None:
    """The request id set by :func:`request_id` or :func:`set_request_id`, if any."""
    return _request_id.get()


@dataclass(slots=True)
class Fired:
    """A fault that fired on one request, with its context."""

    fault: Fault
    ctx: FaultContext
    #: set once its event is recorded; every fired fault gets exactly one event
    recorded: bool = False


@dataclass(slots=True)
class PlannedStream:
    """A stream plan and the fault it came from; :meth:`finish` records the event once the
    stream has ended, so that a plan whose position the stream never reached is recorded
    as skipped, not injected."""

    plan: StreamPlan
    fired: Fired
    injector: Injector

    def finish(self, applied: bool, chunks: int) -> None:
        """Record the outcome (called by the stream executor at the end)."""
        if self.fired.recorded:
            return
        if applied:
            self.injector.record(self.fired, "injected", self.fired.ctx.detail)
        else:
            reason = f"the stream ended after {chunks} chunks, before the fault's position"
            self.injector.skip(self.fired, reason)


class Injection:
    """The faults that fired on one request, split by stage."""

    __slots__ = ("call", "fired", "injector", "request", "request_id", "response", "stream")

    def __init__(self, injector: Injector, rid: str, fired: list[Fired]) -> None:
        self.injector = injector
        self.request_id = rid
        self.fired = fired
        self.request = [f for f in fired if f.fault.surface in REQUEST_SURFACES]
        self.call = [f for f in fired if f.fault.surface is Surface.CALL]
        self.stream = [f for f in fired if f.fault.surface is Surface.STREAM]
        self.response = [
            f
            for f in fired
            if f.fault.surface not in REQUEST_SURFACES
            and f.fault.surface not in (Surface.CALL, Surface.STREAM)
        ]

    def transform(self, stage: list[Fired], value: Any) -> Any:
        """Apply the faults of ``stage`` to ``value`` in order, through the adapters."""
        for f in stage:
            value = self.injector.apply_one(f, value)
        return value

    def call_effects(self) -> list[CallEffect]:
        """The effects of the call-stage faults (recorded as they are computed)."""
        out = []
        for f in self.call:
            effect = self.injector.run_one(f)
            if isinstance(effect, CallEffect):
                out.append(effect)
        return out

    def stream_plans(self) -> list[PlannedStream]:
        """The plans of the stream-stage faults; each is recorded when its stream ends."""
        out = []
        for f in self.stream:
            plan = self.injector.run_one(f, record=False)
            if isinstance(plan, StreamPlan):
                out.append(PlannedStream(plan, f, self.injector))
        return out

    def abandon(self, reason: str) -> None:
        """Record every fired fault that has no event yet as skipped, with ``reason``
        (for example: an earlier fault raised, so the response never came)."""
        for f in self.fired:
            if not f.recorded:
                self.injector.skip(f, reason)


_Hot = tuple[
    int,
    list[tuple[float, float, float]],
    list[tuple[float, float, float, float, float, float]],
    bool,
]


class Injector:
    """Decides, applies and records the faults of one target.

    ``run_seed`` replaces the faults' seeds with seeds derived from it (see
    :func:`~genai_chaos.faults.base.with_run_seed`); ``faults`` is fixed at construction.

    >>> from genai_chaos.faults import create_fault
    >>> from genai_chaos.faults.events import MemorySink
    >>> sink = MemorySink()
    >>> inj = Injector([create_fault("zero_results", seed=1)], target="kb.search", sink=sink)
    >>> inj.perturb(["doc a", "doc b"], request_id="q1")
    []
    >>> sink.events[0].kind, sink.events[0].detail["removed"]
    ('zero_results', 2)
    """

    def __init__(
        self,
        faults: Sequence[Fault],
        *,
        target: str = "",
        sink: EventSink | None = None,
        run_seed: int | None = None,
    ) -> None:
        if run_seed is not None:
            faults = with_run_seed(run_seed, faults)
        self.faults = tuple(faults)
        self.target = target
        self.sink = sink
        self._hot: _Hot = (-1, [], [], False)
        self._counter = itertools.count()
        self._prefix_crc = zlib.crc32(f"{target}#".encode("utf-8", "surrogatepass"))
        self.ambient = tuple(f for f in self.faults if isinstance(f, AmbientFault))

    def activate(self) -> Injector:
        """Hold this injector's ambient faults: each runs while it is enabled, until
        :meth:`deactivate` (idempotent; a no-op without ambient faults).

        >>> from genai_chaos.faults import create_fault
        >>> load = create_fault("cpu_load", load=0.1, seed=1)
        >>> with Injector([load], target="svc") as inj:
        ...     load.running
        True
        >>> load.running
        False
        """
        for fault in self.ambient:
            fault.attach(self)
        return self

    def deactivate(self) -> None:
        """Release this injector's ambient faults (idempotent); each one that nobody
        else holds stops."""
        for fault in self.ambient:
            fault.detach(self)

    def __enter__(self) -> Injector:
        return self.activate()

    def __exit__(self, *exc: object) -> None:
        self.deactivate()

    def next_request_id(self) -> str:
        """The id of the next call when none is given."""
        rid = _request_id.get()
        if rid is not None:
            return rid
        return f"{self.target}#{next(self._counter)}"  # count() is atomic under the GIL

    def begin(self, rid: str | None = None) -> Injection | None:
        """Decide every fault for one request; ``None`` when none fired (the fast path).

        Auto-numbered ids (``<target>#<n>``) are hashed by continuing the CRC-32 of the
        ``<target>#`` prefix, so the id string is only built when a fault fires.
        """
        hot = self._hot
        if hot[0] != base.generation[0]:
            hot = self._refresh()
        _, hot_full, hot_partial, any_live = hot
        n = -1
        if rid is None:
            rid = _request_id.get()
        if rid is None:
            n = next(self._counter)  # counted even when no fault can fire: stable numbering
            if not any_live:
                return None
            r = zlib.crc32(str(n).encode(), self._prefix_crc)
        elif not any_live:
            return None
        else:
            r = zlib.crc32(rid.encode("utf-8", "surrogatepass"))
        rf = float(r)
        # Fault.fires inlined over cached keys: these loops are the whole cost of a call
        # that no fault touches (bench/bench_overhead.py). u < 1 always, so faults with a
        # radius of 1 skip the eligibility draw (same result, less work).
        for c, d, prob in hot_full:
            if (rf * c + d) % 1.0 < prob:
                return self._collect(r, rid, n)
        for a, b, blast, c, d, prob in hot_partial:
            if (rf * a + b) % 1.0 < blast and (rf * c + d) % 1.0 < prob:
                return self._collect(r, rid, n)
        return None

    def _collect(self, r: int, rid: str | None, n: int) -> Injection:
        """The slow path, once something fired: every fault that fires, in order."""
        if rid is None:
            rid = f"{self.target}#{n}"
        fired = [
            Fired(fault, FaultContext(rid, fault.decision_for(rid), self.target))
            for fault in self.faults
            if fault.enabled and fault.fires(r)
        ]
        return Injection(self, rid, fired)

    def _refresh(self) -> _Hot:
        # Built in locals and published as one tuple: a thread that reads self._hot sees
        # either the old state or the new one, never a mix.
        gen = base.generation[0]
        # A fault that is off, or whose probability or radius is 0, can never fire.
        live = [
            keys
            for fault in self.faults
            if (keys := fault.decision_keys()) is not None and keys[2] > 0 and keys[5] > 0
        ]
        hot: _Hot = (
            gen,
            [(c, d, p) for _, _, blast, c, d, p in live if blast >= 1.0],
            [k for k in live if k[2] < 1.0],
            bool(live),
        )
        self._hot = hot
        return hot

    def apply_one(self, f: Fired, value: Any) -> Any:
        """Apply one fired fault to ``value`` through its surface's adapter; record it."""
        try:
            out = map_value(f.fault.surface, value, lambda v: f.fault.apply(v, f.ctx))
        except FaultSkipped as exc:
            self._record(f, "skipped", {"reason": str(exc)})
            return value
        except Exception as exc:  # a broken fault must not break the call
            self._record(f, "broken", {"error": f"{type(exc).__name__}: {exc}"})
            return value
        self._record(f, "injected", f.ctx.detail)
        return out

    def run_one(self, f: Fired, *, record: bool = True) -> Any:
        """Run a fault that produces an effect or a plan (call and stream surfaces).

        With ``record=False`` a successful run is not recorded yet (stream plans are
        recorded when their stream ends); failures always are.
        """
        try:
            out = f.fault.apply(None, f.ctx)
        except FaultSkipped as exc:
            self._record(f, "skipped", {"reason": str(exc)})
            return None
        except Exception as exc:
            self._record(f, "broken", {"error": f"{type(exc).__name__}: {exc}"})
            return None
        if record:
            self._record(f, "injected", f.ctx.detail)
        return out

    def skip(self, f: Fired, reason: str) -> None:
        """Record that ``f`` fired but could not reach its surface on this request."""
        self._record(f, "skipped", {"reason": reason})

    def perturb(self, value: Any, *, request_id: str | None = None) -> Any:
        """Apply the value faults that fire on one request to ``value`` (no call involved).

        Call and stream faults are ignored here; use the wrappers for those.
        """
        inj = self.begin(request_id)
        if inj is None:
            return value
        return inj.transform(inj.response, inj.transform(inj.request, value))

    def record(self, f: Fired, status: Any, detail: dict[str, Any]) -> None:
        """Record the one event of ``f``."""
        self._record(f, status, detail)

    def _record(self, f: Fired, status: Any, detail: dict[str, Any]) -> None:
        if f.recorded:
            return
        f.recorded = True
        fault = f.fault
        event = InjectionEvent.now(
            fault.kind,
            f.ctx.request_id,
            target=self.target,
            layer=str(fault.layer),
            status=status,
            seed=fault.seed,
            params=fault.params.model_dump(mode="json"),
            detail=_jsonable(detail),
        )
        with contextlib.suppress(Exception):  # a sink must never break the application
            (self.sink if self.sink is not None else current_sink()).record(event)


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    if hasattr(value, "tolist"):
        return value.tolist()
    return repr(value)
