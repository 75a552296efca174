from __future__ import annotations

import asyncio
import math

import numpy as np
import pytest

from genai_chaos.load.arrivals import schedule, shard
from genai_chaos.load.engine import RequestRecord, Result
from genai_chaos.load.generator import LoadConfig, Workload, generate, run_open_loop
from genai_chaos.load.openai_client import Target
from genai_chaos.load.summary import Tally, meets, tpot_of


def test_schedules_are_seeded_and_have_the_asked_rate():
    a = schedule("poisson", 200, count=5000, seed=3)
    assert np.array_equal(a, schedule("poisson", 200, count=5000, seed=3))
    assert len(a) / a[-1] == pytest.approx(200, rel=0.05)
    g = schedule("gamma", 200, count=5000, burstiness=0.25, seed=3)
    gaps_cv = np.std(np.diff(g)) / np.mean(np.diff(g))
    assert gaps_cv == pytest.approx(2.0, rel=0.15)  # cv = 1/sqrt(shape)
    d = schedule("constant", 10, duration=2.0)
    assert len(d) == 20 and d[-1] < 2.0


def test_a_duration_bounded_gamma_schedule_covers_the_duration():
    s = schedule("gamma", 50, duration=10, burstiness=0.1, seed=1)
    assert s[-1] < 10 and len(s) > 100


def test_shards_together_are_the_schedule():
    s = schedule("poisson", 100, count=101, seed=1)
    parts = shard(s, 3)
    assert sorted(np.concatenate(parts).tolist()) == s.tolist()


def test_tpot_and_slos_follow_vllm():
    d = {"ttft": 0.1, "e2e": 0.5, "output_tokens": 5, "itl": [0.1, 0.1, 0.1, 0.1]}
    assert tpot_of(d) == pytest.approx(0.1)
    assert math.isnan(tpot_of({**d, "output_tokens": 1}))
    assert meets(d, {"ttft": 0.2, "tpot": 0.1}) and not meets(d, {"e2e": 0.4})


async def test_open_loop_keeps_its_schedule_and_records_send_lag():
    open_now, most_open = 0, 0

    async def send(i: int) -> Result:
        nonlocal open_now, most_open
        open_now += 1
        most_open = max(most_open, open_now)
        await asyncio.sleep(0.2)  # 40x the 5 ms gaps: a closed loop would take 20 s
        open_now -= 1
        return Result("ok", {"e2e": 0.2})

    offsets = schedule("constant", 200, count=100)
    run = await run_open_loop(send, offsets)
    assert len(run.records) == 100 and len(run.lags) == 100
    # each lag is its request's start less its scheduled time, and none started early
    measured = sorted(r.start - float(offsets[r.index]) for r in run.records)
    assert sorted(run.lags) == pytest.approx(measured, abs=1e-9)
    assert min(run.lags) > -1e-3
    # open loop: arrivals do not wait for responses, so requests overlap the first one
    # (a closed loop starts nothing before the first ends). No bound on the lags' size:
    # under a loaded machine they grow, and that is what they are for.
    first = min(run.records, key=lambda r: r.start)
    assert sum(r.start < first.end for r in run.records) > 1
    assert most_open > 1  # counted inside send: sends were not serialised after their start
    # a loose bound, far from the 20 s of a closed loop, that no loaded machine reaches
    assert max(run.lags) < 5.0


async def test_a_run_is_invalid_when_the_client_falls_behind():
    recs = [RequestRecord(i, i * 0.02, 0.01, "ok", detail={"e2e": 0.01}) for i in range(50)]
    summary = Tally.from_records(recs, lags=[0.02] * 50).summary(
        target_rate=100.0, scheduled_rate=100.0
    )
    assert not summary["valid"]
    assert any("send lag" in r for r in summary["invalid_reasons"])
    assert any("achieved rate" in r for r in summary["invalid_reasons"])


@pytest.mark.parametrize("stream", [True, False])
async def test_open_loop_against_the_simulator_is_valid_with_vllm_metrics(sim_url, stream):
    cfg = LoadConfig(
        Target(sim_url, stream=stream),
        Workload(16, 8),
        rate=100,
        arrival="poisson",
        count=200,
        slos={"ttft": 0.5, "e2e": 1.0},
        max_send_lag_ms=25,  # a shared CI machine; the benchmark holds 5 ms
    )
    res = await generate(cfg)
    s = res.summary
    assert s["outcomes"] == {"ok": 200} and s["valid"], s["invalid_reasons"]
    assert s["goodput_count"] == 200 and s["ttft"]["count"] == 200
    assert (s["itl"]["count"] > 0) == stream and (s["tpot"]["count"] > 0) == stream
    assert s["output_tokens_per_s"] > 0 and s["scheduled_rate"] > 0


async def test_closed_loop_uses_the_shared_engine(sim_url):
    res = await generate(LoadConfig(Target(sim_url), Workload(8, 4), concurrency=4, count=40))
    assert res.summary["mode"] == "closed" and res.summary["requests"] == 40
    assert res.summary["throughput"] > 0 and res.summary["valid"]


async def test_an_unreachable_endpoint_ends_quickly_with_errors_kept():
    res = await generate(LoadConfig(Target("http://127.0.0.1:9", timeout=2), rate=50, count=10))
    assert res.summary["outcomes"] == {"connect_error": 10} and res.summary["error_rate"] == 1.0
