"""Circuit breaker: stop calling a dependency that keeps failing, try again later.

A breaker is shared by every guard that calls the same dependency
(:class:`~genai_chaos.guards.callguard.CallGuard` takes one as ``breaker=``).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from enum import StrEnum


class BreakerState(StrEnum):
    """Closed: calls pass. Open: calls fail fast. Half-open: a trial call may pass."""

    CLOSED = "closed"
    OPEN = "open"
    HALF_OPEN = "half_open"


class CircuitBreaker:
    """Opens after ``failure_threshold`` failures in a row; after ``reset_after_s`` lets
    ``half_open_calls`` trial calls through: a success closes it, a failure opens it again.

    Share one breaker between the guards of one dependency. The guard reports transient
    errors as failures (see :func:`~genai_chaos.guards.callguard.is_transient`); any
    answer, an error status like 400 included, shows the dependency is up and counts as a
    success. Thread-safe.

    >>> now = [0.0]
    >>> breaker = CircuitBreaker(failure_threshold=2, reset_after_s=10, clock=lambda: now[0])
    >>> breaker.record_failure(); breaker.record_failure(); breaker.state
    <BreakerState.OPEN: 'open'>
    >>> now[0] = 10.0; breaker.allow(), breaker.state
    (True, <BreakerState.HALF_OPEN: 'half_open'>)
    >>> breaker.record_success(); breaker.state
    <BreakerState.CLOSED: 'closed'>
    """

    def __init__(
        self,
        failure_threshold: int = 5,
        reset_after_s: float = 30.0,
        *,
        half_open_calls: int = 1,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if failure_threshold < 1 or half_open_calls < 1 or reset_after_s < 0:
            raise ValueError("failure_threshold and half_open_calls >= 1, reset_after_s >= 0")
        self.failure_threshold = failure_threshold
        self.reset_after_s = reset_after_s
        self.half_open_calls = half_open_calls
        self.clock = clock
        self._lock = threading.Lock()
        self._state = BreakerState.CLOSED
        self._failures = 0
        self._opened_at = 0.0
        self._trials = 0
        #: every state change as ``(time, state)``, for reports.
        self.transitions: list[tuple[float, BreakerState]] = []

    def _set(self, state: BreakerState) -> None:
        if state is not self._state:
            self._state = state
            self.transitions.append((self.clock(), state))

    def _refresh(self) -> None:
        if self._state is BreakerState.OPEN and self.retry_in_s <= 0:
            self._set(BreakerState.HALF_OPEN)
            self._trials = 0

    @property
    def state(self) -> BreakerState:
        """The current state (an open breaker turns half-open once its time is up)."""
        with self._lock:
            self._refresh()
            return self._state

    @property
    def retry_in_s(self) -> float:
        """Seconds until an open breaker lets a trial call through (0 when not open)."""
        if self._state is not BreakerState.OPEN:
            return 0.0
        return max(0.0, self._opened_at + self.reset_after_s - self.clock())

    def allow(self) -> bool:
        """Whether a call may go through now (in half-open, this takes a trial slot)."""
        with self._lock:
            self._refresh()
            if self._state is BreakerState.CLOSED:
                return True
            if self._state is BreakerState.HALF_OPEN and self._trials < self.half_open_calls:
                self._trials += 1
                return True
            return False

    def release(self) -> None:
        """Give back a trial slot taken by :meth:`allow` when the call got no verdict."""
        with self._lock:
            if self._state is BreakerState.HALF_OPEN and self._trials > 0:
                self._trials -= 1

    def record_success(self) -> None:
        """The dependency answered."""
        with self._lock:
            self._failures = 0
            self._set(BreakerState.CLOSED)

    def record_failure(self) -> None:
        """The dependency failed (timed out, refused, answered 5xx or 429)."""
        with self._lock:
            self._failures += 1
            if self._state is BreakerState.HALF_OPEN or self._failures >= self.failure_threshold:
                self._opened_at = self.clock()
                self._set(BreakerState.OPEN)
