"""Call guard for integration calls: timeouts, a budget, retries, a circuit breaker.

:class:`CallGuard` runs a call to a dependency (a model provider, a RAG service, a vector
store) and

* gives each attempt at most ``timeout_s`` and the whole call at most ``budget_s``;
* retries transient failures (timeouts, connection errors, HTTP 408/409/425/429/5xx)
  with exponential backoff and seeded jitter, waiting at least what ``Retry-After``
  (or ``retry-after-ms``) asks for, and giving up early when that wait does not fit the
  budget;
* fails fast while a :class:`CircuitBreaker` is open;
* returns a :class:`GuardedResult`. When the guard gives up, ``degraded`` (a value, or a
  function of the last error) becomes the result, marked ``degraded=True``; without it,
  the last error is raised (a note on it says how many attempts were made).

Errors that are not transient (a 400, a bug in the caller) are raised at once: retrying
or degrading would only hide them.

**Sync timeouts.** Python cannot interrupt a running function, so with a finite limit
(``timeout_s`` or ``budget_s``) :meth:`CallGuard.call` runs each attempt in a daemon
worker thread and stops *waiting* for it at the deadline; the abandoned attempt runs on
until it returns by itself, and its result is discarded. Pass ``executor=`` (a
``concurrent.futures`` executor, such as a ``ThreadPoolExecutor(max_workers=8)``) to run
attempts on its workers instead of a new thread each: abandoned attempts then occupy at
most its workers rather than piling up as threads while a dependency hangs. Pass
``threaded=False`` to run attempts in the calling thread: then limits are only enforced
between attempts.
:meth:`CallGuard.acall` cancels an overdue attempt with ``asyncio.wait_for``.

>>> from genai_chaos.exceptions import InjectedHTTPError
>>> calls = []
>>> def flaky():
...     calls.append(1)
...     if len(calls) < 3:
...         raise InjectedHTTPError(503, {}, {"retry-after": "0.01"})
...     return "answer"
>>> guard = CallGuard(retries=3, backoff=Backoff(base_s=0.001), seed=7)
>>> result = guard.call(flaky)
>>> result.value, result.degraded, len(result.attempts), result.attempts[0].wait_s >= 0.01
('answer', False, 3, True)
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import math
import random
import threading
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import Any, Generic, ParamSpec, TypeVar

from genai_chaos.exceptions import CallTimeout, CircuitOpenError
from genai_chaos.guards.breaker import BreakerState, CircuitBreaker

P = ParamSpec("P")
T = TypeVar("T")

#: HTTP statuses worth retrying: timeouts, conflicts, too early, rate limits, 5xx.
RETRYABLE_STATUSES = frozenset({408, 409, 425, 429})
_TRANSIENT_CLASSES = frozenset({"TransportError", "APIConnectionError"})
_CLIENT_MODULES = frozenset({"httpx", "httpx2", "openai", "httpcore"})


# -- reading errors ----------------------------------------------------------------------


def _headers(error: BaseException) -> Mapping[str, Any] | None:
    headers = getattr(error, "headers", None)
    if headers is None:
        headers = getattr(getattr(error, "response", None), "headers", None)
    return headers if isinstance(headers, Mapping) else None


def _header(headers: Mapping[str, Any], name: str) -> str | None:
    for key, value in headers.items():
        if str(key).lower() == name:
            return str(value)
    return None


def retry_after(error: BaseException, now: float | None = None) -> float | None:
    """Seconds the server asked to wait, from ``retry-after-ms`` or ``Retry-After``
    (seconds or an HTTP date) on ``error.headers`` (genai-chaos's injected errors) or
    ``error.response.headers`` (openai's ``APIStatusError``, httpx's ``HTTPStatusError``).

    >>> from genai_chaos.exceptions import InjectedHTTPError
    >>> retry_after(InjectedHTTPError(429, {}, {"retry-after": "2", "retry-after-ms": "1500"}))
    1.5
    """
    headers = _headers(error)
    if not headers:
        return None
    raw_ms = _header(headers, "retry-after-ms")
    if raw_ms is not None:
        try:
            ms = float(raw_ms)
        except ValueError:
            ms = math.nan
        if math.isfinite(ms) and ms >= 0:
            return ms / 1000.0
    raw = _header(headers, "retry-after")
    if raw is None:
        return None
    try:
        seconds = float(raw)
    except ValueError:
        try:
            when = parsedate_to_datetime(raw)
        except (TypeError, ValueError):
            return None
        seconds = when.timestamp() - (time.time() if now is None else now)
    return max(0.0, seconds) if math.isfinite(seconds) else None


def status_of(error: BaseException) -> int | None:
    """The HTTP status an error carries (``status``, ``status_code`` or its response's)."""
    for holder in (error, getattr(error, "response", None)):
        for name in ("status", "status_code"):
            value = getattr(holder, name, None)
            if isinstance(value, int) and not isinstance(value, bool):
                return value
    return None


def is_transient(error: BaseException) -> bool:
    """The default retry policy: timeouts, connection failures, and HTTP statuses 408,
    409, 425, 429 and 5xx (also from httpx, httpx2 and the openai SDK)."""
    if isinstance(error, CircuitOpenError):
        return False
    status = status_of(error)
    if status is not None:
        return status in RETRYABLE_STATUSES or status >= 500
    if isinstance(error, TimeoutError | ConnectionError):
        return True
    return any(
        c.__name__ in _TRANSIENT_CLASSES and c.__module__.split(".")[0] in _CLIENT_MODULES
        for c in type(error).__mro__
    )


# -- policy parts -------------------------------------------------------------------------


@dataclass(frozen=True)
class Backoff:
    """Exponential backoff: retry ``n`` (from 0) waits ``min(max_s, base_s * factor**n)``,
    of which the share ``jitter`` is drawn at random (1.0 is "full jitter").

    >>> import random
    >>> Backoff(base_s=0.1, jitter=0.0).delay(3, random.Random(0))
    0.8
    """

    base_s: float = 0.2
    max_s: float = 10.0
    jitter: float = 0.5
    factor: float = 2.0

    def delay(self, retry: int, rng: random.Random) -> float:
        """The wait before retry number ``retry`` (0 for the first retry)."""
        full = min(self.max_s, self.base_s * self.factor**retry)
        return full * (1.0 - self.jitter * rng.random())


# -- results ------------------------------------------------------------------------------


@dataclass
class AttemptRecord:
    """One attempt: how long it took, what it raised, how long the guard waited after."""

    number: int
    duration_s: float
    error: str | None = None
    status: int | None = None
    retry_after_s: float | None = None
    wait_s: float = 0.0


@dataclass
class GuardedResult(Generic[T]):
    """What :meth:`CallGuard.call` returns: the value, and whether it is the degraded one.

    ``reason`` says why the guard gave up (``retries_exhausted``, ``budget_exhausted``,
    ``circuit_open``, ``retry_after_too_long``); ``error`` is the last error seen.
    """

    value: T
    degraded: bool = False
    attempts: list[AttemptRecord] = field(default_factory=list)
    reason: str | None = None
    error: BaseException | None = None
    elapsed_s: float = 0.0


def _run_in_thread(
    fn: Callable[..., T],
    args: Any,
    kwargs: Any,
    timeout_s: float,
    executor: concurrent.futures.Executor | None = None,
) -> T:
    """Run ``fn`` in a daemon thread, or on ``executor`` when given (with the caller's
    context variables, so chaos points and sinks follow), and wait at most ``timeout_s``."""
    ctx = contextvars.copy_context()
    if executor is not None:
        future = executor.submit(ctx.run, fn, *args, **kwargs)
        try:
            return future.result(timeout_s)
        except concurrent.futures.TimeoutError:
            future.cancel()  # still queued: never runs; already running: result discarded
            raise CallTimeout(timeout_s) from None
    box: dict[str, Any] = {}
    done = threading.Event()

    def target() -> None:
        try:
            box["value"] = ctx.run(fn, *args, **kwargs)
        except BaseException as exc:  # handed to the caller below
            box["error"] = exc
        finally:
            done.set()

    threading.Thread(target=target, name="genai-chaos-callguard", daemon=True).start()
    if not done.wait(timeout_s):
        raise CallTimeout(timeout_s)
    if "error" in box:
        raise box["error"]
    value: T = box["value"]
    return value


class _Run:
    """The bookkeeping of one guarded call, shared by the sync and async loops."""

    def __init__(self, guard: CallGuard) -> None:
        self.guard = guard
        self.start = guard.clock()
        self.deadline = self.start + guard.budget_s if guard.budget_s is not None else math.inf
        self.attempts: list[AttemptRecord] = []
        self.error: BaseException | None = None
        self.reason: str | None = None
        self.began = 0.0

    def begin(self) -> float | None:
        """Start an attempt: its time limit (``inf`` for none), or None to stop here."""
        guard = self.guard
        self.began = guard.clock()
        remaining = self.deadline - self.began
        if self.attempts and remaining <= 0:
            self.reason = "budget_exhausted"
            return None
        if guard.breaker is not None and not guard.breaker.allow():
            self.reason = "circuit_open"
            if self.error is None:
                self.error = CircuitOpenError(guard.breaker.retry_in_s)
            return None
        limit = guard.timeout_s if guard.timeout_s is not None else math.inf
        return max(0.0, min(limit, remaining))

    def interrupted(self) -> None:
        """The attempt ended with no verdict (cancelled, interrupted)."""
        if self.guard.breaker is not None:
            self.guard.breaker.release()

    def succeeded(self) -> None:
        self.attempts.append(AttemptRecord(len(self.attempts) + 1, self._took()))
        if self.guard.breaker is not None:
            self.guard.breaker.record_success()

    def _took(self) -> float:
        return max(0.0, self.guard.clock() - self.began)

    def failed(self, exc: BaseException) -> float | None:
        """Record a failed attempt: the wait before the next one, or None to stop.

        Raises ``exc`` again when it is not transient."""
        guard = self.guard
        record = AttemptRecord(
            len(self.attempts) + 1, self._took(), f"{type(exc).__name__}: {exc}", status_of(exc)
        )
        self.attempts.append(record)
        transient = isinstance(exc, CallTimeout) or guard.retryable(exc)
        if guard.breaker is not None:
            (guard.breaker.record_failure if transient else guard.breaker.record_success)()
        if not transient:
            raise exc
        self.error = exc
        if len(self.attempts) > guard.retries:
            self.reason = "retries_exhausted"
            return None
        wait = guard.backoff.delay(len(self.attempts) - 1, guard.rng)
        asked = retry_after(exc)
        if asked is not None:
            record.retry_after_s = asked
            if guard.max_retry_after_s is not None and asked > guard.max_retry_after_s:
                self.reason = "retry_after_too_long"
                return None
            wait = max(wait, asked)
        if guard.clock() + wait >= self.deadline:
            self.reason = "budget_exhausted"
            return None
        record.wait_s = wait
        return wait

    def give_up(self) -> GuardedResult[Any]:
        guard = self.guard
        elapsed = guard.clock() - self.start
        error = self.error
        if guard.degraded is None:
            assert error is not None  # every way to stop records an error
            error.add_note(
                f"genai-chaos CallGuard gave up after {len(self.attempts)} attempt(s) "
                f"in {elapsed:.3g} s: {self.reason}"
            )
            raise error
        value = guard.degraded(error) if callable(guard.degraded) else guard.degraded
        return GuardedResult(value, True, self.attempts, self.reason, error, elapsed)

    def result(self, value: T) -> GuardedResult[T]:
        return GuardedResult(
            value, False, self.attempts, None, None, self.guard.clock() - self.start
        )


class CallGuard:
    """Timeout budget, retries with backoff and jitter, circuit breaker, degraded result.

    ``timeout_s``: limit of one attempt. ``budget_s``: limit of the whole call, waits
    included (a retry is not started, nor waited for, when it cannot fit).
    ``retries``: attempts after the first. ``backoff``: see :class:`Backoff`; ``seed``
    makes its jitter reproducible. ``breaker``: a :class:`CircuitBreaker`, possibly shared.
    ``retry_on``: exception classes to retry, or a predicate (default
    :func:`is_transient`). ``max_retry_after_s``: give up when the server asks for a
    longer wait. ``degraded``: the result when the guard gives up, or a function from the
    last error to it; ``None`` raises the last error instead (wrap a callable value in a
    lambda). ``executor``: run sync attempts with a finite limit on this
    ``concurrent.futures`` executor instead of a new daemon thread each (see the module
    docstring). ``clock``, ``sleep`` and ``async_sleep`` can be replaced in tests.
    """

    def __init__(
        self,
        *,
        timeout_s: float | None = None,
        budget_s: float | None = None,
        retries: int = 2,
        backoff: Backoff | None = None,
        breaker: CircuitBreaker | None = None,
        retry_on: tuple[type[BaseException], ...] | Callable[[BaseException], bool] = is_transient,
        max_retry_after_s: float | None = None,
        degraded: Any = None,
        seed: int | None = None,
        threaded: bool = True,
        executor: concurrent.futures.Executor | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
        async_sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        if retries < 0:
            raise ValueError("retries must be 0 or more")
        for name, value in (("timeout_s", timeout_s), ("budget_s", budget_s)):
            if value is not None and value <= 0:
                raise ValueError(f"{name} must be positive")
        self.timeout_s = timeout_s
        self.budget_s = budget_s
        self.retries = retries
        self.backoff = backoff if backoff is not None else Backoff()
        self.breaker = breaker
        self.retry_on = retry_on
        self.max_retry_after_s = max_retry_after_s
        self.degraded = degraded
        self.rng = random.Random(seed)
        self.threaded = threaded
        self.executor = executor
        self.clock = clock
        self.sleep = sleep
        self.async_sleep = async_sleep

    def retryable(self, error: BaseException) -> bool:
        """Whether ``error`` is worth another attempt under ``retry_on``."""
        if isinstance(self.retry_on, tuple):
            return isinstance(error, self.retry_on)
        return self.retry_on(error)

    def call(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> GuardedResult[T]:
        """Call ``fn(*args, **kwargs)`` under the guard."""
        run = _Run(self)
        while (limit := run.begin()) is not None:
            try:
                if self.threaded and math.isfinite(limit):
                    value = _run_in_thread(fn, args, kwargs, limit, self.executor)
                else:
                    value = fn(*args, **kwargs)
            except BaseException as exc:
                if not isinstance(exc, Exception):  # KeyboardInterrupt and the like
                    run.interrupted()
                    raise
                wait = run.failed(exc)
                if wait is None:
                    break
                self.sleep(wait)
                continue
            run.succeeded()
            return run.result(value)
        return run.give_up()

    async def acall(
        self, fn: Callable[P, Awaitable[T]], *args: P.args, **kwargs: P.kwargs
    ) -> GuardedResult[T]:
        """Await ``fn(*args, **kwargs)`` under the guard; an overdue attempt is cancelled."""
        run = _Run(self)
        while (limit := run.begin()) is not None:
            task = asyncio.ensure_future(fn(*args, **kwargs))
            try:
                value = await asyncio.wait_for(task, None if math.isinf(limit) else limit)
            except BaseException as exc:
                if not isinstance(exc, Exception):  # the caller was cancelled
                    run.interrupted()
                    raise
                if isinstance(exc, TimeoutError) and task.cancelled():
                    exc = CallTimeout(limit)  # our deadline, not the dependency's error
                wait = run.failed(exc)
                if wait is None:
                    break
                await self.async_sleep(wait)
                continue
            run.succeeded()
            return run.result(value)
        return run.give_up()


__all__ = [
    "RETRYABLE_STATUSES",
    "AttemptRecord",
    "Backoff",
    "BreakerState",
    "CallGuard",
    "CallTimeout",
    "CircuitBreaker",
    "CircuitOpenError",
    "GuardedResult",
    "is_transient",
    "retry_after",
    "status_of",
]
