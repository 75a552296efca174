"""The serving simulator: a continuous-batching replica with a paged KV cache and a known
capacity, in simulated time (:func:`simulate`) or real time behind an OpenAI-compatible
HTTP server (:mod:`genai_chaos.sim.server`, ``genai-chaos sim serve``; needs aiohttp).

>>> from genai_chaos.sim import SimConfig, saturation, simulate
>>> cfg = SimConfig(max_num_seqs=8)
>>> cap = saturation(cfg, prompt_tokens=64, output_tokens=16)
>>> run = simulate(cfg, concurrency=12, duration=30, prompt_tokens=64, output_tokens=16)
>>> measured = sum(r.outcome == "ok" for r in run.records) / run.span_s
>>> abs(measured - cap.rate) / cap.rate < 0.03
True
"""

from __future__ import annotations

from genai_chaos.sim.capacity import Saturation, config_for_rate, saturation
from genai_chaos.sim.engine import BatchEngine, EngineStats, Seq, SimConfig, SimConfigError
from genai_chaos.sim.simulate import SimRecord, SimRun, simulate

__all__ = [
    "BatchEngine",
    "EngineStats",
    "Saturation",
    "Seq",
    "SimConfig",
    "SimConfigError",
    "SimRecord",
    "SimRun",
    "config_for_rate",
    "saturation",
    "simulate",
]
