"""The load engine: closed and open loop, bounds, drops, errors, gate, stop."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

from genai_chaos.load import LoadPlan, RequestRecord, Result, engine, run_load


async def ok(i: int) -> Result:
    await asyncio.sleep(0.001)
    return Result("ok", {"i": i})


def test_closed_loop_runs_exactly_count_with_bounded_concurrency() -> None:
    active, peak = [0], [0]

    async def send(i: int) -> Result:
        active[0] += 1
        peak[0] = max(peak[0], active[0])
        await asyncio.sleep(0.002)
        active[0] -= 1
        return Result("ok")

    res = asyncio.run(run_load(send, LoadPlan(concurrency=3, count=20)))
    assert len(res.records) == 20 and peak[0] == 3
    assert sorted(r.index for r in res.records) == list(range(20))


def test_open_loop_paces_arrivals_and_stops_at_duration() -> None:
    res = asyncio.run(run_load(ok, LoadPlan(rate=200, duration=0.25)))
    starts = sorted(r.start for r in res.records)
    assert 40 <= len(res.records) <= 55
    assert starts[-1] - starts[0] == pytest.approx(0.25, abs=0.06)


def test_open_loop_drops_beyond_max_in_flight() -> None:
    async def slow(i: int) -> Result:
        await asyncio.sleep(0.2)
        return Result("ok")

    res = asyncio.run(run_load(slow, LoadPlan(rate=500, count=20, max_in_flight=5)))
    outcomes = [r.outcome for r in res.records]
    assert outcomes.count("ok") == 5 and outcomes.count("dropped") == 15
    assert res.sent == 5


def test_poisson_arrivals_are_seeded() -> None:
    a = asyncio.run(run_load(ok, LoadPlan(rate=1000, count=30, arrival="poisson", seed=4)))
    assert len(a.records) == 30


def test_errors_and_timeouts_become_outcomes() -> None:
    async def send(i: int) -> Result:
        if i == 0:
            raise ConnectionError("boom")
        if i == 1:
            await asyncio.sleep(1)
        return Result("ok")

    res = asyncio.run(run_load(send, LoadPlan(concurrency=3, count=3, timeout=0.05)))
    by_index = {r.index: r for r in res.records}
    assert by_index[0].outcome == "error" and by_index[0].error == "ConnectionError"
    assert by_index[1].outcome == "timeout"
    assert by_index[2].outcome == "ok"


def test_a_worker_goes_on_after_its_request_timed_out() -> None:
    async def send(i: int) -> Result:
        await asyncio.sleep(1 if i in (0, 2) else 0.001)
        return Result("ok")

    res = asyncio.run(run_load(send, LoadPlan(concurrency=1, count=4, timeout=0.05)))
    assert [(r.index, r.outcome) for r in res.records] == [
        (0, "timeout"),
        (1, "ok"),
        (2, "timeout"),
        (3, "ok"),
    ]
    assert all(r.latency < 0.5 for r in res.records)


def test_cancelling_the_run_is_not_recorded_as_a_timeout() -> None:
    async def main() -> list[RequestRecord]:
        log: list[RequestRecord] = []
        task = asyncio.ensure_future(
            run_load(ok_slow, LoadPlan(concurrency=2, count=10, timeout=5), into=log)
        )
        await asyncio.sleep(0.05)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        return log

    assert asyncio.run(main()) == []


async def ok_slow(i: int) -> Result:
    await asyncio.sleep(1)
    return Result("ok")


def test_records_go_into_the_callers_list_as_they_complete() -> None:
    log = [RequestRecord(-1, 0.0, 0.0, "earlier")]
    seen: list[int] = []

    async def send(i: int) -> Result:
        seen.append(len(log))  # the records of the requests that ended before this one
        await asyncio.sleep(0)
        return Result("ok")

    res = asyncio.run(run_load(send, LoadPlan(concurrency=1, count=3), into=log))
    assert seen == [1, 2, 3]
    assert [r.index for r in log] == [-1, 0, 1, 2]
    assert [r.index for r in res.records] == [0, 1, 2]


def test_a_precomputed_schedule_is_kept_and_its_send_lag_recorded() -> None:
    offsets = [0.0, 0.01, 0.01, 0.05, 0.1]
    t0 = time.perf_counter()
    res = asyncio.run(
        run_load(ok, LoadPlan(offsets=offsets), clock=lambda: time.perf_counter() - t0)
    )
    starts = {r.index: r.start - res.started for r in res.records}
    assert sorted(starts) == [0, 1, 2, 3, 4] and len(res.lags) == 5
    for i, off in enumerate(offsets):
        assert off - 0.001 <= starts[i] < off + 0.25  # never early; late only by the loop's lag
    assert all(-0.001 <= lag < 0.25 for lag in res.lags)


def test_a_schedule_starts_at_its_origin_and_bounds_apply() -> None:
    async def main() -> tuple[float, list[float], int]:
        loop = asyncio.get_running_loop()
        origin = loop.time() + 0.1
        plan = LoadPlan(offsets=[0.0, 0.02, 0.04, 0.06], count=3)
        res = await run_load(ok, plan, clock=loop.time, origin=origin)
        return origin, [r.start for r in res.records], len(res.lags)

    origin, starts, lags = asyncio.run(main())
    assert len(starts) == 3 and lags == 3 and min(starts) >= origin


def test_a_slow_client_shows_as_send_lag_not_as_an_early_schedule() -> None:
    async def busy(i: int) -> Result:
        time.sleep(0.02)  # blocks the loop: the next arrivals start late
        return Result("ok")

    res = asyncio.run(run_load(busy, LoadPlan(offsets=[0.0, 0.001, 0.002, 0.003])))
    assert max(res.lags) >= 0.04 and len(res.records) == 4


def test_rate_plans_record_no_send_lag() -> None:
    res = asyncio.run(run_load(ok, LoadPlan(rate=1000, count=5)))
    assert len(res.records) == 5 and res.lags == []


def test_gate_holds_and_stop_ends_the_run() -> None:
    async def main() -> int:
        gate, stop = asyncio.Event(), asyncio.Event()
        task = asyncio.ensure_future(
            run_load(ok, LoadPlan(concurrency=2, duration=10), gate=gate, stop=stop)
        )
        await asyncio.sleep(0.05)
        held = task.done()
        gate.set()
        await asyncio.sleep(0.05)
        stop.set()
        res = await asyncio.wait_for(task, 2)
        assert not held
        return len(res.records)

    assert asyncio.run(main()) > 0


@pytest.mark.parametrize(
    "kwargs",
    [
        {},
        {"rate": 1, "concurrency": 1, "count": 1},
        {"rate": 1},
        {"concurrency": 0, "count": 1},
        {"rate": -1, "count": 1},
        {"concurrency": 1, "duration": -1},
        {"offsets": [0.0], "rate": 1, "count": 1},
    ],
)
def test_plans_must_be_bounded_and_coherent(kwargs: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        LoadPlan(**kwargs)  # type: ignore[arg-type]


@pytest.fixture
def deadlines(monkeypatch: pytest.MonkeyPatch) -> list[engine._Deadlines]:
    """The deadline trackers of the runs a test makes, to look inside after the run."""
    made: list[engine._Deadlines] = []

    class Kept(engine._Deadlines):
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            made.append(self)

    monkeypatch.setattr(engine, "_Deadlines", Kept)
    return made


@pytest.mark.parametrize(
    "plan",
    [LoadPlan(concurrency=2, count=10, timeout=5), LoadPlan(rate=1000, count=4, timeout=5)],
    ids=["closed", "open"],
)
def test_a_cancelled_run_leaves_no_request_in_the_deadline_tracker(
    plan: LoadPlan, deadlines: list[engine._Deadlines]
) -> None:
    async def main() -> None:
        task = asyncio.ensure_future(run_load(ok_slow, plan))
        while not deadlines or len(deadlines[0].started) < 2:
            await asyncio.sleep(0.001)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
    assert deadlines[0].started == {} and deadlines[0].expired == set()


@pytest.mark.parametrize(
    "plan",
    [LoadPlan(concurrency=1, count=2, timeout=0.02), LoadPlan(rate=1000, count=2, timeout=0.02)],
    ids=["closed", "open"],
)
def test_a_request_that_swallows_its_timeout_leaves_nothing_expired(
    plan: LoadPlan, deadlines: list[engine._Deadlines]
) -> None:
    async def stubborn(i: int) -> Result:
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:  # a client that turns cancellation into an answer
            return Result("swallowed")
        return Result("ok")

    res = asyncio.run(run_load(stubborn, plan))
    assert [r.outcome for r in res.records] == ["swallowed", "swallowed"]
    assert deadlines[0].started == {} and deadlines[0].expired == set()


def test_cancelling_the_run_as_a_request_times_out_still_cancels_the_run(
    deadlines: list[engine._Deadlines],
) -> None:
    async def main() -> None:
        task = asyncio.ensure_future(run_load(ok_slow, LoadPlan(concurrency=1, count=3, timeout=5)))
        while not deadlines or not deadlines[0].started:
            await asyncio.sleep(0.001)
        (worker,) = deadlines[0].started
        deadlines[0].expired.add(worker)  # what the sweeper does, in the same step as ...
        worker.cancel()
        task.cancel()  # ... the run's own cancellation
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(asyncio.shield(task), 0.5)

    asyncio.run(main())
    assert deadlines[0].started == {} and deadlines[0].expired == set()
