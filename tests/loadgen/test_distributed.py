from __future__ import annotations

import asyncio
import time
from dataclasses import replace

import numpy as np
import pytest

from genai_chaos.load.arrivals import schedule
from genai_chaos.load.distributed import (
    merge_tallies,
    run_processes,
    run_sharded,
    run_share_async,
    share,
)
from genai_chaos.load.engine import RequestRecord
from genai_chaos.load.generator import LoadConfig, Workload, generate
from genai_chaos.load.openai_client import Target
from genai_chaos.load.summary import Tally


def test_merging_shard_tallies_equals_tallying_all_records():
    rng = np.random.default_rng(0)
    recs = [
        RequestRecord(
            i,
            float(i) / 100,
            float(rng.uniform(0.01, 0.5)),
            "ok" if i % 7 else "http_error",
            detail={
                "ttft": 0.01 + i / 1e4,
                "e2e": 0.2 + i / 1e3,
                "output_tokens": 1 + i % 9,
                "itl": [0.01 * (1 + i % 3)] * (i % 9),
            },
        )
        for i in range(500)
    ]
    lags = rng.uniform(0, 0.004, 500).tolist()
    slos = {"ttft": 0.04, "e2e": 0.5}
    whole = Tally.from_records(recs, lags=lags, slos=slos)
    parts = [Tally.from_records(recs[k::3], lags=lags[k::3], slos=slos) for k in range(3)]
    merged = merge_tallies([Tally.from_dict(p.to_dict()) for p in parts])
    a, b = merged.to_dict(), whole.to_dict()
    # counts, buckets, extremes and spans are equal exactly; float sums (for the means)
    # only up to the order of addition
    totals_a = [h.pop("total") for h in [*a["hists"].values(), a["lag"]]]
    totals_b = [h.pop("total") for h in [*b["hists"].values(), b["lag"]]]
    assert a == b
    assert totals_a == pytest.approx(totals_b, rel=1e-12)
    sa, sb = merged.summary(target_rate=100.0), whole.summary(target_rate=100.0)
    for m in ("ttft", "itl", "tpot", "e2e"):
        assert sa[m].pop("mean") == pytest.approx(sb[m].pop("mean"), rel=1e-12)
    assert sa == sb


async def test_shards_on_a_shared_clock_send_the_whole_schedule(sim_url):
    cfg = LoadConfig(
        Target(sim_url, stream=False),
        Workload(8, 2),
        rate=100,
        arrival="constant",
        count=60,
        slos={"e2e": 1.0},
    )
    start = time.time() + 0.2
    tallies = await asyncio.gather(*(run_share_async(cfg, k, 2, start) for k in range(2)))
    merged = merge_tallies(tallies)
    assert merged.outcomes == {"ok": 60} and merged.lag.count == 60
    assert_kept_schedule(merged.summary(target_rate=100.0, scheduled_rate=100.0))


def assert_kept_schedule(s):
    """The sends spanned the schedule's span, give or take the send lags: the shards ran
    on one clock (a shard on its own clock would start late, its lags would show it)."""
    n = s["requests"]
    span, scheduled = (n - 1) / s["achieved_rate"], (n - 1) / s["scheduled_rate"]
    lag = s["send_lag_ms"]
    assert abs(span - scheduled) <= lag["max"] / 1000 + 0.001, (span, scheduled, lag)
    assert lag["p50"] < 50, lag


def test_shares_split_the_schedule_the_concurrency_and_the_count():
    target = Target("http://127.0.0.1:9")
    open_cfg = LoadConfig(target, rate=10, count=7, arrival="constant")
    parts = [share(open_cfg, k, 3).offsets for k in range(3)]
    assert sorted(x for p in parts for x in p or []) == schedule("constant", 10, count=7).tolist()
    closed = LoadConfig(target, concurrency=7, count=100)
    shares = [share(closed, k, 3) for k in range(3)]
    assert [s.concurrency for s in shares] == [3, 2, 2]
    assert sum(s.count or 0 for s in shares) == 100
    with pytest.raises(ValueError, match="shard 3 of 3"):
        share(closed, 3, 3)


def test_a_closed_loop_over_processes_sends_every_request_once(sim_url):
    cfg = LoadConfig(
        Target(sim_url, stream=True),
        Workload(8, 3),
        concurrency=4,
        count=90,
        slos={"e2e": 2.0},
        processes=2,
    )
    run = run_processes(cfg)
    single = asyncio.run(generate(replace(cfg, processes=1))).summary
    s = run.summary
    assert s["processes"] == 2 and s["mode"] == "closed" and run.records == []
    for key in ("requests", "outcomes", "ok", "goodput_count"):
        assert s[key] == single[key], key
    assert s["outcomes"] == {"ok": 90} and s["itl"]["count"] == single["itl"]["count"] == 180
    assert s["throughput"] > 0


def test_an_open_loop_over_processes_keeps_the_schedule_and_its_send_lags(sim_url):
    cfg = LoadConfig(
        Target(sim_url, stream=False),
        Workload(8, 2),
        rate=60,
        arrival="poisson",
        count=90,
        seed=3,
        slos={"e2e": 1.0},
        max_send_lag_ms=50,
        processes=3,
    )
    s = asyncio.run(generate(cfg)).summary
    single = asyncio.run(generate(replace(cfg, processes=1))).summary
    for key in ("requests", "outcomes", "goodput_count", "scheduled_rate", "target_rate"):
        assert s[key] == single[key], key
    assert s["outcomes"] == {"ok": 90} and s["mode"] == "open" and s["processes"] == 3
    assert_kept_schedule(s)


def test_generate_refuses_more_processes_than_the_concurrency_or_on_record():
    target = Target("http://127.0.0.1:9")
    with pytest.raises(ValueError, match="must not exceed the concurrency"):
        asyncio.run(generate(LoadConfig(target, concurrency=2, count=5, processes=3)))
    with pytest.raises(ValueError, match="on_record"):
        asyncio.run(generate(LoadConfig(target, rate=5, count=5, processes=2), on_record=print))


@pytest.mark.slow
def test_ray_sharding_matches_a_single_process_run(sim_url):
    ray = pytest.importorskip("ray")

    open_cfg = LoadConfig(
        Target(sim_url, stream=False),
        Workload(8, 2),
        rate=50,
        arrival="poisson",
        count=100,
        seed=4,
        slos={"e2e": 1.0},
        max_send_lag_ms=50,
    )
    closed_cfg = LoadConfig(
        Target(sim_url, stream=True), Workload(8, 3), concurrency=4, count=80, slos={"e2e": 2.0}
    )
    singles = [asyncio.run(generate(c)).summary for c in (open_cfg, closed_cfg)]
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        sharded = [run_sharded(c, workers=2, lead_s=10.0) for c in (open_cfg, closed_cfg)]
    finally:
        ray.shutdown()
    for single, shard_run in zip(singles, sharded, strict=True):
        assert shard_run["ray_workers"] == 2 and shard_run["mode"] == single["mode"]
        for key in ("requests", "outcomes", "ok", "goodput_count", "scheduled_rate"):
            assert shard_run[key] == single[key], key
        for m in ("e2e", "itl"):
            assert shard_run[m]["count"] == single[m]["count"], m
    assert sharded[0]["e2e"]["count"] == 100 and sharded[1]["itl"]["count"] == 160
    assert sharded[0]["achieved_rate"] == pytest.approx(singles[0]["achieved_rate"], rel=0.05)
