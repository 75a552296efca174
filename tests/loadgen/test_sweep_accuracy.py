"""The fitted lambda_c against the simulator's analytical saturation rate (within 10%)."""

from __future__ import annotations

import json

import pytest

from genai_chaos.load.generator import LoadConfig, Workload
from genai_chaos.load.openai_client import Target
from genai_chaos.load.report import render_html
from genai_chaos.load.sweep import HttpRunner, SimRunner, sweep
from genai_chaos.sim.capacity import config_for_rate, saturation
from genai_chaos.sim.engine import SimConfig
from genai_chaos.sim.process import spawn_sim_server

SIMULATED = [
    # (config, prompt, output): batch-limited; a KV-cache-limited one is in test_engine
    (config_for_rate(40.0, prompt_tokens=64, output_tokens=16, max_queue=8), 64, 16),
    (
        SimConfig(
            max_num_seqs=24,
            prefill_s_per_token=1e-4,
            decode_base_s=0.02,
            decode_per_seq_s=0.001,
            max_queue=16,
        ),
        512,
        128,
    ),
]


@pytest.mark.parametrize(("config", "prompt", "output"), SIMULATED)
async def test_lambda_c_matches_the_analytical_rate_in_simulated_time(config, prompt, output):
    truth = saturation(config, prompt_tokens=prompt, output_tokens=output).rate
    res = await sweep(
        SimRunner(config, prompt, output), duration=60, max_concurrency=config.max_num_seqs + 4
    )
    assert res.fit is not None, res.fit_error
    assert abs(res.fit.lambda_c - truth) / truth < 0.10, (res.fit.lambda_c, truth)
    assert res.fit.points_above >= 3
    assert res.knee is not None and res.knee.rate < truth * 1.1
    table = res.table()
    assert table["below"]["error_rate"] < table["above"]["error_rate"]
    assert table["below"]["p99_s_median"] < table["above"]["p99_s_max"]
    json.dumps(res.to_dict())


def test_refine_steps_are_at_most_ten_percent():
    with pytest.raises(ValueError, match="10%"):
        import asyncio

        asyncio.run(sweep(SimRunner(SimConfig()), refine_step=0.2))


@pytest.mark.slow
async def test_lambda_c_matches_the_analytical_rate_over_real_http(tmp_path):
    prompt, output = 32, 16
    config = config_for_rate(
        60.0, prompt_tokens=prompt, output_tokens=output, max_num_seqs=16, max_queue=4
    )
    with spawn_sim_server(config, prompt_tokens=prompt, output_tokens=output) as srv:
        truth = srv.capacity["rate"]
        assert truth == pytest.approx(60.0) and truth <= 100
        template = LoadConfig(
            Target(srv.url, stream=False, timeout=10), Workload(prompt, output), arrival="constant"
        )
        res = await sweep(
            HttpRunner(template, pause_s=0.3),
            rates=4,
            duration=2.0,
            max_concurrency=18,
            refine_from=0.85,
            refine_to=1.25,
        )
    assert res.fit is not None, res.fit_error
    assert abs(res.fit.lambda_c - truth) / truth < 0.10, (
        res.fit.lambda_c,
        truth,
        res.to_dict()["points"],
    )
    page = render_html(res, truth_rate=truth)
    assert (
        "<svg" in page
        and "λc" in page
        and "http" not in page.split("<body>")[1].replace("http://www.w3.org", "")
    )
    (tmp_path / "sweep.html").write_text(page)
