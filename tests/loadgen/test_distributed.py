from __future__ import annotations

import time

import numpy as np
import pytest

from genai_chaos.load.arrivals import schedule, shard
from genai_chaos.load.distributed import merge_tallies, run_shard_async, run_sharded
from genai_chaos.load.engine import RequestRecord
from genai_chaos.load.generator import LoadConfig, Workload
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
    cfg = LoadConfig(Target(sim_url, stream=False), Workload(8, 2), slos={"e2e": 1.0})
    offsets = schedule("constant", 100, count=60)
    start = time.time() + 0.2
    tallies = []
    for o, i in zip(shard(offsets, 2), shard(np.arange(60), 2), strict=True):
        tallies.append(await run_shard_async(cfg, o.tolist(), i.tolist(), start))
    merged = merge_tallies(tallies)
    assert merged.outcomes == {"ok": 60}
    s = merged.summary(target_rate=100.0, scheduled_rate=100.0)
    assert s["achieved_rate"] == pytest.approx(100, rel=0.05)


@pytest.mark.slow
def test_ray_sharding_matches_a_single_process_run(sim_url):
    ray = pytest.importorskip("ray")
    import asyncio

    from genai_chaos.load.generator import generate

    cfg = LoadConfig(
        Target(sim_url, stream=False),
        Workload(8, 2),
        rate=50,
        arrival="poisson",
        count=100,
        seed=4,
        slos={"e2e": 1.0},
        max_send_lag_ms=50,
    )
    single = asyncio.run(generate(cfg)).summary
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        sharded = run_sharded(cfg, workers=2, lead_s=3.0)
    finally:
        ray.shutdown()
    assert sharded["ray_workers"] == 2
    for key in ("requests", "outcomes", "ok", "goodput_count", "scheduled_rate"):
        assert sharded[key] == single[key], key
    assert sharded["e2e"]["count"] == single["e2e"]["count"] == 100
    assert sharded["achieved_rate"] == pytest.approx(single["achieved_rate"], rel=0.05)
