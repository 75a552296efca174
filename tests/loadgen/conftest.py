from __future__ import annotations

import pytest

from genai_chaos.sim.engine import SimConfig
from genai_chaos.sim.process import spawn_sim_server


@pytest.fixture(scope="session")
def sim_url():
    """A fast simulator in its own process (no GIL shared with the load generator)."""
    with spawn_sim_server(
        SimConfig(decode_base_s=0.002, decode_per_seq_s=0.0, prefill_s_per_token=0.0)
    ) as srv:
        yield srv.url
