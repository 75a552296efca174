"""Call guard: Retry-After, seeded backoff, circuit breaker, budget, sync and async timeouts."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

import httpx
import pytest

from genai_chaos import chaos_point, create_fault, faults_enabled, inject
from genai_chaos.exceptions import InjectedHTTPError, InjectedTimeout
from genai_chaos.guards.callguard import (
    Backoff,
    BreakerState,
    CallGuard,
    CallTimeout,
    CircuitBreaker,
    CircuitOpenError,
    is_transient,
    retry_after,
    status_of,
)


class FakeClock:
    """A clock that only moves when the guard sleeps (or a test says so)."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds

    async def async_sleep(self, seconds: float) -> None:
        self.sleep(seconds)


def failing(errors: list[BaseException], value: Any = "ok", clock: FakeClock | None = None):
    """A dependency that raises ``errors`` in turn, then answers ``value``."""
    calls: list[int] = []

    def call() -> Any:
        calls.append(1)
        if clock is not None:
            clock.now += 0.1  # every attempt takes 100 ms
        if len(calls) <= len(errors):
            raise errors[len(calls) - 1]
        return value

    call.calls = calls  # type: ignore[attr-defined]
    return call


def http_error(status: int, **headers: str) -> InjectedHTTPError:
    return InjectedHTTPError(status, {"error": {"message": f"status {status}"}}, headers)


def guard(clock: FakeClock, **options: Any) -> CallGuard:
    options.setdefault("backoff", Backoff(base_s=0.5, max_s=8, jitter=0.0))
    return CallGuard(clock=clock, sleep=clock.sleep, async_sleep=clock.async_sleep, **options)


# -- retries and Retry-After ----------------------------------------------------------------


def test_retries_wait_at_least_what_retry_after_asks():
    clock = FakeClock()
    fn = failing([http_error(429, **{"retry-after": "2"}), http_error(503, **{"retry-after": "3"})])
    result = guard(clock, retries=3).call(fn)
    assert result.value == "ok" and not result.degraded
    assert clock.sleeps == [2.0, 3.0]  # backoff alone would wait 0.5 and 1.0
    assert [a.retry_after_s for a in result.attempts] == [2.0, 3.0, None]
    assert [a.status for a in result.attempts] == [429, 503, None]


def test_backoff_wins_when_it_is_longer_than_retry_after():
    clock = FakeClock()
    fn = failing([http_error(429, **{"retry-after": "0.1"})] * 3)
    guard(clock, retries=3).call(fn)
    assert clock.sleeps == [0.5, 1.0, 2.0]


def test_retry_after_formats():
    assert retry_after(http_error(429, **{"retry-after-ms": "250", "retry-after": "9"})) == 0.25
    assert retry_after(http_error(429, **{"Retry-After": "4"})) == 4.0
    when = datetime(2030, 1, 1, tzinfo=UTC)
    dated = http_error(503, **{"retry-after": format_datetime(when, usegmt=True)})
    assert retry_after(dated, now=(when - timedelta(seconds=30)).timestamp()) == 30.0
    assert retry_after(http_error(503, **{"retry-after": "soon"})) is None
    assert retry_after(ValueError("no headers")) is None


def test_retry_after_from_httpx_and_the_openai_sdk():
    request = httpx.Request("POST", "http://127.0.0.1/v1/chat/completions")
    response = httpx.Response(429, headers={"Retry-After": "7"}, request=request)
    error = httpx.HTTPStatusError("429", request=request, response=response)
    assert retry_after(error) == 7.0 and status_of(error) == 429 and is_transient(error)

    openai = pytest.importorskip("openai")
    httpx2 = pytest.importorskip("httpx2")
    req2 = httpx2.Request("POST", "http://127.0.0.1/v1/chat/completions")
    resp2 = httpx2.Response(429, headers={"retry-after-ms": "1500"}, request=req2)
    sdk_error = openai.RateLimitError("rate limited", response=resp2, body=None)
    assert retry_after(sdk_error) == 1.5 and status_of(sdk_error) == 429
    assert is_transient(sdk_error)
    assert is_transient(openai.APIConnectionError(request=req2))
    assert is_transient(httpx.ConnectTimeout("slow"))


def test_what_is_transient():
    assert is_transient(TimeoutError()) and is_transient(ConnectionResetError())
    assert is_transient(http_error(500)) and is_transient(http_error(408))
    assert not is_transient(http_error(400)) and not is_transient(http_error(401))
    assert not is_transient(ValueError("bug")) and not is_transient(CircuitOpenError(1.0))


def test_errors_that_are_not_transient_are_raised_at_once():
    clock = FakeClock()
    fn = failing([http_error(400)])
    with pytest.raises(InjectedHTTPError) as info:
        guard(clock, retries=3, degraded="cached").call(fn)
    assert info.value.status == 400 and len(fn.calls) == 1 and clock.sleeps == []


def test_retry_on_classes():
    clock = FakeClock()
    fn = failing([KeyError("flaky cache")])
    assert guard(clock, retry_on=(KeyError,)).call(fn).value == "ok"


def test_backoff_jitter_is_deterministic_with_a_seed():
    def sleeps(seed: int) -> list[float]:
        clock = FakeClock()
        g = guard(clock, retries=4, seed=seed, backoff=Backoff(base_s=1, max_s=30, jitter=0.5))
        g.call(failing([TimeoutError()] * 4))
        return clock.sleeps

    first = sleeps(7)
    assert first == sleeps(7)
    assert first != sleeps(8)
    for n, wait in enumerate(first):
        assert 0.5 * 2**n <= wait <= 2**n  # half of each delay is jitter


def test_backoff_is_capped():
    rng = __import__("random").Random(0)
    assert Backoff(base_s=1, max_s=5, jitter=0).delay(10, rng) == 5


# -- budget and degraded results ---------------------------------------------------------------


def test_budget_exhausted_gives_the_degraded_result():
    clock = FakeClock()
    fn = failing([TimeoutError("slow")] * 10, clock=clock)
    result = guard(clock, retries=10, budget_s=2.0, degraded="Sorry, try again later.").call(fn)
    assert result.degraded and result.value == "Sorry, try again later."
    assert result.reason == "budget_exhausted"
    assert isinstance(result.error, TimeoutError)
    assert result.elapsed_s <= 2.0
    assert len(result.attempts) == 3  # 0.1 + 0.5 + 0.1 + 1.0 + 0.1; the next wait does not fit


def test_a_retry_after_beyond_the_budget_stops_without_waiting():
    clock = FakeClock()
    fn = failing([http_error(429, **{"retry-after": "30"})])
    result = guard(clock, budget_s=5.0, degraded="later").call(fn)
    assert result.degraded and result.reason == "budget_exhausted" and clock.sleeps == []


def test_max_retry_after():
    clock = FakeClock()
    fn = failing([http_error(503, **{"retry-after": "120"})])
    result = guard(clock, max_retry_after_s=60, degraded="later").call(fn)
    assert result.reason == "retry_after_too_long" and result.value == "later"


def test_degraded_function_receives_the_last_error():
    clock = FakeClock()
    fn = failing([http_error(503)] * 3)
    result = guard(clock, retries=2, degraded=lambda e: f"degraded after {e.status}").call(fn)
    assert result.value == "degraded after 503" and result.reason == "retries_exhausted"


def test_without_a_degraded_result_the_last_error_is_raised_with_a_note():
    clock = FakeClock()
    with pytest.raises(InjectedHTTPError) as info:
        guard(clock, retries=1).call(failing([http_error(503), http_error(502)]))
    assert info.value.status == 502
    assert "gave up after 2 attempt(s)" in info.value.__notes__[0]
    assert "retries_exhausted" in info.value.__notes__[0]


def test_settings_are_checked():
    with pytest.raises(ValueError):
        CallGuard(retries=-1)
    with pytest.raises(ValueError):
        CallGuard(budget_s=0)
    with pytest.raises(ValueError):
        CircuitBreaker(failure_threshold=0)


# -- circuit breaker ---------------------------------------------------------------------------


def test_breaker_opens_half_opens_and_closes():
    clock = FakeClock()
    breaker = CircuitBreaker(failure_threshold=3, reset_after_s=10, clock=clock)
    g = guard(clock, retries=0, breaker=breaker, degraded="fallback")
    down = failing([ConnectionError("refused")] * 100)
    for _ in range(3):
        assert g.call(down).reason == "retries_exhausted"
    assert breaker.state is BreakerState.OPEN

    calls_before = len(down.calls)
    fast = g.call(down)  # fails fast: the dependency is not called
    assert fast.degraded and fast.reason == "circuit_open" and fast.attempts == []
    assert isinstance(fast.error, CircuitOpenError) and fast.error.retry_in_s == 10
    assert len(down.calls) == calls_before

    clock.now += 10
    assert breaker.state is BreakerState.HALF_OPEN
    assert g.call(down).degraded  # the trial call fails: open again
    assert breaker.state is BreakerState.OPEN

    clock.now += 10
    assert g.call(lambda: "back").value == "back"  # the trial call succeeds: closed
    assert breaker.state is BreakerState.CLOSED
    states = [s for _, s in breaker.transitions]
    assert states == ["open", "half_open", "open", "half_open", "closed"]


def test_half_open_lets_only_the_trial_calls_through():
    clock = FakeClock()
    breaker = CircuitBreaker(failure_threshold=1, reset_after_s=5, clock=clock)
    breaker.record_failure()
    clock.now += 5
    assert breaker.allow() and not breaker.allow()


def test_an_open_breaker_stops_retries_and_raises_without_degraded():
    clock = FakeClock()
    breaker = CircuitBreaker(failure_threshold=2, reset_after_s=30, clock=clock)
    g = guard(clock, retries=5, breaker=breaker)
    with pytest.raises(ConnectionError) as info:
        g.call(failing([ConnectionError("down")] * 5))
    assert "circuit_open" in info.value.__notes__[0]
    with pytest.raises(CircuitOpenError):
        g.call(lambda: "never called")


def test_a_client_error_shows_the_dependency_is_up():
    clock = FakeClock()
    breaker = CircuitBreaker(failure_threshold=2, clock=clock)
    g = guard(clock, retries=0, breaker=breaker, degraded="x")
    g.call(failing([ConnectionError()]))
    with pytest.raises(InjectedHTTPError):
        g.call(failing([http_error(400)]))
    g.call(failing([ConnectionError()]))
    assert breaker.state is BreakerState.CLOSED  # the 400 reset the count


# -- real timeouts and injected faults ----------------------------------------------------------


def test_sync_attempts_time_out_in_a_worker_thread():
    g = CallGuard(timeout_s=0.05, retries=1, backoff=Backoff(base_s=0.01), degraded="late")
    start = time.monotonic()
    result = g.call(time.sleep, 2)
    assert time.monotonic() - start < 1.0
    assert result.degraded and isinstance(result.error, CallTimeout)
    assert [a.error.split(":")[0] for a in result.attempts] == ["CallTimeout", "CallTimeout"]


def test_executor_runs_attempts_on_its_workers_and_bounds_abandoned_ones():
    import threading
    from concurrent.futures import ThreadPoolExecutor

    release = threading.Event()
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="guard-pool") as pool:
        g = CallGuard(timeout_s=0.05, retries=1, backoff=Backoff(base_s=0.01), executor=pool)
        assert g.call(lambda: threading.current_thread().name).value.startswith("guard-pool")
        before = threading.active_count()
        g_late = CallGuard(
            timeout_s=0.05, retries=2, backoff=Backoff(base_s=0.001), degraded="x", executor=pool
        )
        result = g_late.call(release.wait, 5)
        # the first attempt holds the only worker; the retries queue behind it and are
        # cancelled at their deadline instead of each starting a thread of its own
        assert result.degraded and isinstance(result.error, CallTimeout)
        assert threading.active_count() == before
        release.set()


def test_unthreaded_guard_runs_in_the_calling_thread():
    g = CallGuard(timeout_s=5, threaded=False)
    import threading

    assert g.call(threading.get_ident).value == threading.get_ident()


def test_injected_timeouts_and_rate_limits_are_retried():
    fault = create_fault("http_error", status=429, retry_after_s=0.02, probability=0.5, seed=9)
    calls = inject(fault, target="llm")(lambda: "answer")
    g = CallGuard(retries=8, timeout_s=1.0, backoff=Backoff(base_s=0.001), seed=1)
    result = g.call(calls)
    assert result.value == "answer" and not result.degraded
    assert len(result.attempts) == 3  # seed 9 fires on the first two calls
    assert all(a.retry_after_s == 0.02 for a in result.attempts[:-1])

    slow = inject(create_fault("timeout", timeout_ms=30, seed=1))(lambda: "never")
    degraded = CallGuard(retries=1, backoff=Backoff(base_s=0.001), degraded="fallback").call(slow)
    assert degraded.degraded and isinstance(degraded.error, InjectedTimeout)


@chaos_point("kb.rag")
def rag_service(question: str) -> str:
    return f"answer to {question}"


def test_chaos_points_reach_the_worker_thread():
    latency = create_fault("latency", delay_ms=300, seed=1)
    g = CallGuard(timeout_s=0.05, retries=0, degraded="the service is slow")
    with faults_enabled("kb.rag", latency):
        assert g.call(rag_service, "vpn").value == "the service is slow"
    assert g.call(rag_service, "vpn").value == "answer to vpn"


async def test_async_timeouts_cancel_the_attempt():
    cancelled: list[bool] = []

    async def hang() -> str:
        try:
            await asyncio.sleep(5)
        except asyncio.CancelledError:
            cancelled.append(True)
            raise
        return "never"

    g = CallGuard(timeout_s=0.05, retries=1, backoff=Backoff(base_s=0.01), degraded="late")
    start = time.monotonic()
    result = await g.acall(hang)
    assert time.monotonic() - start < 1.0
    assert result.degraded and isinstance(result.error, CallTimeout)
    assert cancelled == [True, True]


async def test_async_retries_honour_retry_after_and_budget():
    clock = FakeClock()
    errors = [http_error(429, **{"retry-after": "1"})]

    async def call() -> str:
        if errors:
            raise errors.pop()
        return "ok"

    result = await guard(clock, budget_s=10).acall(call)
    assert result.value == "ok" and clock.sleeps == [1.0]


async def test_async_dependency_timeout_is_not_mistaken_for_ours():
    fn = inject(create_fault("timeout", timeout_ms=10, seed=1))(_async_answer)
    result = await CallGuard(timeout_s=1.0, retries=0, degraded="x").acall(fn)
    assert isinstance(result.error, InjectedTimeout)


async def test_async_budget_limits_each_attempt():
    g = CallGuard(budget_s=0.1, retries=5, backoff=Backoff(base_s=0.01), degraded="late")
    start = time.monotonic()
    result = await g.acall(asyncio.sleep, 3)
    assert time.monotonic() - start < 1.0
    assert result.degraded and result.reason == "budget_exhausted"


async def _async_answer() -> str:
    return "answer"


async def test_a_cancelled_trial_call_gives_its_slot_back():
    clock = FakeClock()
    breaker = CircuitBreaker(failure_threshold=1, reset_after_s=5, clock=clock)
    breaker.record_failure()
    clock.now += 5
    task = asyncio.ensure_future(CallGuard(breaker=breaker).acall(asyncio.sleep, 5))
    await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert breaker.state is BreakerState.HALF_OPEN and breaker.allow()
