"""Ambient faults: a resource condition held for as long as a fault is switched on.

Per-request faults change one value or one call when they fire. An *ambient* fault holds a
condition in the process it lives in (busy CPU workers, touched memory) from the moment
it is switched on until it is switched off. It never fires per request: the injector's
hot path never sees it, and ``probability`` and ``blast_radius`` do not apply (anything
but 1 is refused).

**When it runs.** An ambient fault runs while it is both *enabled* and *held*. An
:class:`~genai_chaos.inject.engine.Injector` holds its ambient faults between
``activate()`` and ``deactivate()``, which ``faults_enabled`` blocks, ``ChaosPatch``
start/stop, ``inject()`` and the reference service's fault control call for you. So
building a fault (``genai-chaos validate``, a dry run) starts nothing, and flipping
``fault.enabled`` while it is installed starts and stops it: that is how an experiment's
schedule drives it. :meth:`AmbientFault.start` and :meth:`AmbientFault.stop` drive it
by hand.

**Guarantees.** ``start`` and ``stop`` are idempotent and thread-safe; ``stop`` gives
everything back in bounded time (threads joined, child processes reaped); a fault still
running at interpreter exit is stopped by an ``atexit`` hook (and child processes also
exit when their parent dies); ``duration_s`` caps how long one start holds. Each start
records one injection event (``injected``, or ``broken`` when the resource could not be
taken).

**Writing a kind.** Subclass :class:`AmbientFault`, give it parameters derived from
:class:`AmbientParams`, and implement :meth:`AmbientFault.hold`: take the resource and
return a :class:`Held` whose ``release()`` gives it back, with a detail dict for the
event. ``hold`` gets a generator seeded from the fault's seed for anything random.

>>> from genai_chaos.faults import create_fault
>>> fault = create_fault("cpu_load", load=0.2, workers=1, seed=3)
>>> fault.running                      # built, enabled, but held by nobody
False
>>> fault.start(), fault.start(), fault.running
(True, False, True)
>>> fault.stop(), fault.stop(), fault.running
(True, False, False)
"""

from __future__ import annotations

import atexit
import contextlib
import threading
from typing import Any, ClassVar, Protocol

import numpy as np
from pydantic import Field

from genai_chaos.exceptions import InvalidFaultParameter
from genai_chaos.faults.base import Fault, FaultContext, FaultParams, Surface
from genai_chaos.faults.events import EventSink, EventStatus, InjectionEvent, current_sink
from genai_chaos.faults.randomness import Decision, rng_seed


class AmbientParams(FaultParams):
    """Parameters every ambient kind takes."""

    duration_s: float | None = Field(
        None,
        gt=0,
        le=86_400,
        description="stop by itself this many seconds after starting (none: hold until off)",
    )


class Held(Protocol):
    """What :meth:`AmbientFault.hold` returns: the resource, and how to give it back."""

    def release(self) -> None:
        """Give the resource back, in bounded time; must not raise."""


class Holder(Protocol):
    """Who holds an ambient fault (an injector): where its events go."""

    @property
    def sink(self) -> EventSink | None:
        """The sink of the holder's events (``None``: the sink in force)."""

    @property
    def target(self) -> str:
        """The holder's target name, recorded in events."""


#: Strong references: a running fault stays reachable (so atexit can stop it) even when
#: its owner dropped it.
_RUNNING: set[AmbientFault] = set()
_RUNNING_LOCK = threading.Lock()


class AmbientFault(Fault):
    """Base class of faults that hold a condition while switched on (see the module)."""

    surface: ClassVar[Surface] = Surface.HOST
    Params: ClassVar[type[FaultParams]] = AmbientParams

    params: AmbientParams

    def __init__(self, **kwargs: Any) -> None:
        self._init_runtime()
        problems: list[tuple[str, str]] = [
            (name, _NOT_PER_REQUEST)
            for name in ("probability", "blast_radius")
            if name in kwargs and not _is_one(kwargs[name])
        ]
        if problems:
            raise InvalidFaultParameter(self.kind, problems)
        super().__init__(**kwargs)

    def _init_runtime(self) -> None:
        self._lock = threading.RLock()
        self._holders: list[Holder] = []
        self._held: Held | None = None
        self._timer: threading.Timer | None = None
        self._expired = False
        self._starts = 0

    def __copy__(self) -> AmbientFault:
        """A copy with the same settings and its own (stopped) runtime state."""
        clone = type(self).__new__(type(self))
        for name in Fault.__slots__:
            setattr(clone, name, getattr(self, name))
        clone._init_runtime()
        return clone

    def __deepcopy__(self, memo: dict[int, Any]) -> AmbientFault:
        return self.__copy__()  # parameters are immutable; runtime state is never shared

    # probability and blast radius are per-request notions: only 1 is accepted, later too

    @property
    def probability(self) -> float:
        """Always 1: an ambient fault holds while switched on."""
        return 1.0

    @probability.setter
    def probability(self, value: float) -> None:
        _only_one(self.kind, "probability", value)

    @property
    def blast_radius(self) -> float:
        """Always 1: an ambient fault holds while switched on."""
        return 1.0

    @blast_radius.setter
    def blast_radius(self, value: float) -> None:
        _only_one(self.kind, "blast_radius", value)

    # -- what a kind implements -----------------------------------------------------------

    def hold(self, rng: np.random.Generator) -> tuple[Held, dict[str, Any]]:
        """Take the resource; return it with a detail dict for the start event."""
        raise NotImplementedError

    # -- never per request ------------------------------------------------------------------

    def decision_keys(self) -> None:
        """Always ``None``: the injector's per-request decisions never see this fault."""
        return None

    def fires(self, r: int) -> bool:
        """Always False: an ambient fault does not fire per request."""
        return False

    def decide(self, request_id: str) -> Decision:
        """Never fires (see :meth:`fires`)."""
        return Decision(False, False, rng_seed(self.seed, request_id))

    def apply(self, value: Any, ctx: FaultContext) -> Any:
        """Ambient faults do not transform values."""
        raise ctx.skip(f"{self.kind} is ambient: it holds while switched on, not per request")

    # -- lifecycle -----------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """True while the condition is held."""
        return self._held is not None

    def start(self) -> bool:
        """Take the resource now; True when this call started it (False: already running).

        Raises what :meth:`hold` raised when the resource cannot be taken (recorded as a
        ``broken`` event first).
        """
        with self._lock:
            if self._held is not None:
                return False
            self._start_locked()
            return True

    def stop(self) -> bool:
        """Give the resource back now; True when this call stopped it."""
        with self._lock:
            if self._held is None:
                return False
            self._stop_locked()
            return True

    def attach(self, holder: Holder) -> None:
        """Count ``holder`` among those that hold this fault; start it when enabled."""
        with self._lock:
            if not any(h is holder for h in self._holders):
                self._holders.append(holder)
            self._sync()

    def detach(self, holder: Holder) -> None:
        """Forget ``holder`` (idempotent); stop the fault when nobody holds it."""
        with self._lock:
            self._holders = [h for h in self._holders if h is not holder]
            self._sync()

    def _switched(self) -> None:
        if "_lock" in self.__dict__:  # not yet during Fault.__init__ of a bare copy
            self._sync()

    def _sync(self) -> None:
        """Run exactly when enabled and held. A failure to start is recorded, not raised:
        switching a fault on must not take the caller (a schedule, a request) down."""
        with self._lock:
            if not (self.enabled and self._holders):
                self._expired = False
                if self._held is not None:
                    self._stop_locked()
            elif self._held is None and not self._expired:
                with contextlib.suppress(Exception):
                    self._start_locked()

    def _start_locked(self) -> None:
        self._starts += 1
        holder = self._holders[0] if self._holders else None
        rng = np.random.Generator(np.random.PCG64(rng_seed(self.seed, f"{self.kind}#ambient")))
        try:
            held, detail = self.hold(rng)
        except Exception as exc:
            self._emit(holder, "broken", {"error": f"{type(exc).__name__}: {exc}"})
            raise
        self._held = held
        self._expired = False
        with _RUNNING_LOCK:
            _RUNNING.add(self)
        duration = self.params.duration_s
        if duration is not None:
            self._timer = threading.Timer(duration, self._expire, args=(self._starts,))
            self._timer.name = f"genai-chaos timer ({self.kind})"
            self._timer.daemon = True
            self._timer.start()
        self._emit(holder, "injected", {"ambient": "started", **detail})

    def _stop_locked(self) -> None:
        held = self._held
        timer, self._timer = self._timer, None
        if timer is not None:
            timer.cancel()  # one already in _expire waits for the lock, then finds it stopped
        try:
            if held is not None:
                held.release()
        finally:  # `running` turns false only once everything is given back
            self._held = None
            with _RUNNING_LOCK:
                _RUNNING.discard(self)

    def _expire(self, start_number: int) -> None:
        with self._lock:
            if self._held is not None and self._starts == start_number:
                self._stop_locked()
                self._expired = True

    def _emit(self, holder: Holder | None, status: EventStatus, detail: dict[str, Any]) -> None:
        target = holder.target if holder is not None else ""
        sink = holder.sink if holder is not None else None
        event = InjectionEvent.now(
            self.kind,
            f"{target or self.kind}#ambient-{self._starts}",
            target=target,
            layer=str(self.layer),
            status=status,
            seed=self.seed,
            params=self.params.model_dump(mode="json"),
            detail=detail,
        )
        with contextlib.suppress(Exception):  # a sink must never break the switch
            (sink if sink is not None else current_sink()).record(event)

    def describe(self) -> dict[str, Any]:
        """As :meth:`Fault.describe`, with ``ambient`` and ``running``."""
        return {**super().describe(), "ambient": True, "running": self.running}


_NOT_PER_REQUEST = (
    "does not apply to an ambient fault (it holds while switched on); omit it or use 1"
)


def _is_one(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, int | float) and value == 1


def _only_one(kind: str, name: str, value: Any) -> None:
    if not _is_one(value):
        raise InvalidFaultParameter(kind, [(name, _NOT_PER_REQUEST)])


def is_ambient(fault: Fault | type[Fault]) -> bool:
    """True for ambient faults (and kinds).

    >>> from genai_chaos.faults import create_fault, get_fault_class
    >>> is_ambient(get_fault_class("cpu_load")), is_ambient(create_fault("latency"))
    (True, False)
    """
    cls = fault if isinstance(fault, type) else type(fault)
    return issubclass(cls, AmbientFault)


def running_faults() -> list[AmbientFault]:
    """The ambient faults running in this process now."""
    with _RUNNING_LOCK:
        return list(_RUNNING)


def stop_all() -> int:
    """Stop every ambient fault running in this process; returns how many were stopped.

    Registered with :mod:`atexit`, so nothing outlives the interpreter.

    >>> from genai_chaos.faults import create_fault
    >>> create_fault("cpu_load", load=0.1, seed=1).start()
    True
    >>> stop_all(), running_faults()
    (1, [])
    """
    return sum(fault.stop() for fault in running_faults())


atexit.register(stop_all)

__all__ = [
    "AmbientFault",
    "AmbientParams",
    "Held",
    "Holder",
    "is_ambient",
    "running_faults",
    "stop_all",
]
