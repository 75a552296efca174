from __future__ import annotations

import pytest

from genai_chaos.load.openai_client import Target
from genai_chaos.load.slo import slo_penetration


async def test_an_in_process_spike_is_detected_and_recovers(sim_url):
    res = await slo_penetration(
        Target(sim_url, stream=False),
        rate=40,
        duration=4.0,
        spike_at=1.2,
        spike_for=1.2,
        window_s=0.5,
    )
    assert res.mode == "in-process"
    assert res.baseline_p99_ms is not None and res.baseline_p99_ms < 120
    assert res.spike_p99_ms is not None and res.spike_p99_ms > 180
    assert res.detect_s is not None and 0 < res.detect_s < 0.5
    # the slow requests leave the window about window_s after the spike ends
    assert res.recover_s is not None and 0.2 < res.recover_s < 1.2


@pytest.mark.slow
async def test_a_spike_through_the_proxy_is_detected_and_recovers(sim_url):
    proxy = pytest.importorskip("genai_chaos.proxy")
    with proxy.run_proxy(sim_url) as running:
        res = await slo_penetration(
            Target(running.url, stream=False),
            rate=30,
            duration=4.0,
            spike_at=1.2,
            spike_for=1.2,
            window_s=0.5,
            proxy_admin=running.client,
        )
    assert res.mode == "proxy" and res.spike_p99_ms is not None and res.spike_p99_ms > 180
    assert res.detect_s is not None and res.detect_s < 0.6
    assert res.recover_s is not None and res.recover_s < 1.5
