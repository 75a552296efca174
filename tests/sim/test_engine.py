from __future__ import annotations

import asyncio
import math
import time

import numpy as np
import pytest

from genai_chaos.sim.capacity import config_for_rate, saturation
from genai_chaos.sim.engine import BatchEngine, SimConfig, SimConfigError
from genai_chaos.sim.realtime import RealtimeEngine
from genai_chaos.sim.simulate import simulate


def drive(engine: BatchEngine, until: float = math.inf) -> float:
    t = 0.0
    while t < until and (d := engine.start_step(t)) is not None:
        t += d
        engine.end_step(t)
    return t


def test_a_request_gets_exactly_max_tokens_and_first_token_after_prefill():
    cfg = SimConfig(prefill_s_per_token=0.001, decode_base_s=0.01, decode_per_seq_s=0.0)
    eng = BatchEngine(cfg)
    seq = eng.submit(prompt_tokens=100, max_tokens=5, now=0.0)
    end = drive(eng)
    assert seq.outcome == "ok" and seq.generated == 5
    assert seq.first_token_at == pytest.approx(0.11)  # 0.01 base + 100 * 0.001 prefill
    assert end == pytest.approx(0.11 + 4 * 0.01)


def test_full_queue_rejects_with_429_and_too_long_with_400():
    eng = BatchEngine(SimConfig(max_queue=2, kv_capacity_tokens=1024))
    a, b, c = (eng.submit(10, 10, 0.0) for _ in range(3))
    assert (a.outcome, b.outcome) == (None, None)
    assert (c.outcome, c.status, c.reason) == ("rejected", 429, "queue_full")
    big = eng.submit(1000, 100, 0.0)
    assert (big.status, big.reason) == (400, "context_length_exceeded")


def test_waiting_past_queue_timeout_is_rejected_with_503():
    cfg = SimConfig(max_num_seqs=1, queue_timeout_s=0.05, decode_base_s=0.02)
    eng = BatchEngine(cfg)
    first = eng.submit(10, 50, 0.0)
    second = eng.submit(10, 5, 0.0)
    drive(eng)
    assert first.outcome == "ok"
    assert (second.outcome, second.status) == ("rejected", 503)


def test_a_client_deadline_aborts_a_running_request():
    eng = BatchEngine(SimConfig(decode_base_s=0.01))
    seq = eng.submit(10, 1000, 0.0, deadline=0.1)
    drive(eng)
    assert (seq.outcome, seq.status) == ("timeout", 504)
    assert seq.generated < 1000 and eng.free_blocks == eng.config.kv_blocks


def test_a_full_kv_cache_preempts_and_every_request_still_finishes():
    # 8 blocks of 16 tokens; 4 sequences growing to 48 tokens each cannot all fit
    cfg = SimConfig(max_num_seqs=4, kv_capacity_tokens=128, block_size=16, max_queue=16)
    eng = BatchEngine(cfg)
    seqs = [eng.submit(16, 32, 0.0) for _ in range(4)]
    drive(eng)
    assert all(s.outcome == "ok" and s.generated == 32 for s in seqs)
    assert eng.stats.preemptions > 0
    assert eng.stats.peak_blocks <= cfg.kv_blocks
    assert eng.free_blocks == cfg.kv_blocks


def test_bad_parameters_are_refused():
    with pytest.raises(SimConfigError, match="max_num_seqs"):
        SimConfig(max_num_seqs=0)


@pytest.mark.parametrize(
    ("rate", "prompt", "output", "seqs"),
    [(50.0, 64, 32, 16), (20.0, 256, 128, 8), (150.0, 128, 16, 32)],
)
def test_simulated_throughput_matches_the_analytical_saturation_rate(rate, prompt, output, seqs):
    cfg = config_for_rate(rate, prompt_tokens=prompt, output_tokens=output, max_num_seqs=seqs)
    truth = saturation(cfg, prompt_tokens=prompt, output_tokens=output)
    assert truth.rate == pytest.approx(rate)
    run = simulate(
        cfg, concurrency=seqs + 4, duration=60, prompt_tokens=prompt, output_tokens=output
    )
    measured = sum(r.outcome == "ok" for r in run.records) / run.span_s
    assert measured == pytest.approx(rate, rel=0.02)


def test_kv_limited_capacity_is_a_lower_bound():
    cfg = SimConfig(max_num_seqs=64, kv_capacity_tokens=4096, max_queue=64)
    cap = saturation(cfg, prompt_tokens=128, output_tokens=128)
    assert cap.limited_by == "kv_cache" and cap.batch == 16
    run = simulate(cfg, concurrency=64, duration=60, prompt_tokens=128, output_tokens=128)
    measured = sum(r.outcome == "ok" for r in run.records) / run.span_s
    assert cap.rate * 0.95 <= measured <= cap.rate * 1.4


def test_open_loop_below_capacity_has_no_errors_and_above_has_some():
    cfg = config_for_rate(40.0, prompt_tokens=64, output_tokens=16, max_queue=8)
    below = simulate(
        cfg, offsets=np.arange(0, 30, 1 / 36).tolist(), prompt_tokens=64, output_tokens=16
    )
    above = simulate(
        cfg, offsets=np.arange(0, 30, 1 / 48).tolist(), prompt_tokens=64, output_tokens=16
    )
    assert all(r.outcome == "ok" for r in below.records)
    assert sum(r.status == 429 for r in above.records) > 0.1 * len(above.records)


def test_simulated_time_runs_100x_faster_than_real_time_at_10k_tokens_per_s():
    cfg = config_for_rate(10_000 / 64, prompt_tokens=128, output_tokens=64, max_num_seqs=64)
    assert saturation(cfg, prompt_tokens=128, output_tokens=64).tokens_per_s == pytest.approx(
        10_000
    )
    offsets = np.arange(0, 60, 1 / (0.95 * 10_000 / 64)).tolist()
    cpu = time.process_time()
    run = simulate(cfg, offsets=offsets, prompt_tokens=128, output_tokens=64)
    cpu = time.process_time() - cpu
    assert run.stats.tokens / run.span_s > 9000
    # CPU time, not wall time: this machine is shared with other test runs
    assert run.span_s / cpu >= 100, f"only {run.span_s / cpu:.0f}x real time"


async def test_the_realtime_engine_streams_tokens_at_the_modelled_pace():
    cfg = SimConfig(decode_base_s=0.01, decode_per_seq_s=0.0, prefill_s_per_token=0.0)
    async with RealtimeEngine(cfg) as rt:
        t0 = time.monotonic()
        handle = rt.submit(prompt_tokens=8, max_tokens=10, stream=True)
        times = [t async for t in handle.tokens()]
        elapsed = time.monotonic() - t0
    assert len(times) == 10 and handle.seq.outcome == "ok"
    assert np.diff(times) == pytest.approx([0.01] * 9)
    assert 0.09 <= elapsed < 0.3


async def test_the_realtime_engine_aborts_a_request_whose_client_left():
    async with RealtimeEngine(SimConfig(decode_base_s=0.01)) as rt:
        handle = rt.submit(prompt_tokens=8, max_tokens=10_000)
        await asyncio.sleep(0.05)
        rt.abort(handle)
        assert (await handle.done).outcome == "aborted"
        assert rt.engine.free_blocks == rt.engine.config.kv_blocks
