"""Scale-out: shard one open-loop schedule across a Ray cluster (``--ray``).

Worker ``k`` of ``n`` sends requests ``k, k + n, ...`` at their original offsets from a
shared start time (wall clock, a little in the future so every worker is ready), and
returns its :class:`~genai_chaos.load.summary.Tally`; the tallies merge exactly (counts
and histogram buckets add), so the merged report is the one a single process would
have written from the same records.

>>> from genai_chaos.load.summary import Tally
>>> merge_tallies([Tally(outcomes={"ok": 2}), Tally(outcomes={"ok": 1, "timeout": 1})]).outcomes
{'ok': 3, 'timeout': 1}
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from genai_chaos.exceptions import MissingExtra
from genai_chaos.load.arrivals import shard
from genai_chaos.load.generator import LoadConfig, run_open_loop
from genai_chaos.load.openai_client import OpenAIClient
from genai_chaos.load.summary import Tally


def merge_tallies(tallies: Sequence[Tally]) -> Tally:
    """One tally from many (the shards of one run)."""
    if not tallies:
        return Tally()
    out = Tally(slos=dict(tallies[0].slos))
    for t in tallies:
        out.merge(t)
    return out


async def run_shard_async(
    cfg: LoadConfig, offsets: Sequence[float], indices: Sequence[int], start_at: float
) -> Tally:
    """Send one shard: request ``indices[k]`` at wall-clock ``start_at + offsets[k]``."""
    t0 = time.perf_counter() + (start_at - time.time())
    async with OpenAIClient(cfg.target) as client:

        async def send(i: int) -> Any:
            prompt, max_tokens = cfg.workload.request(i)
            return await client.send(prompt, max_tokens)

        run = await run_open_loop(send, offsets, indices=indices, t0=t0)
    return Tally.from_records(run.records, lags=run.lags, slos=cfg.slos)


def run_shard(
    cfg: LoadConfig, offsets: Sequence[float], indices: Sequence[int], start_at: float
) -> dict[str, Any]:
    """:func:`run_shard_async` in its own event loop; the tally as a dict (for Ray)."""
    return asyncio.run(run_shard_async(cfg, offsets, indices, start_at)).to_dict()


def run_sharded(
    cfg: LoadConfig, *, workers: int = 2, lead_s: float = 2.0, address: str | None = None
) -> dict[str, Any]:
    """Run ``cfg``'s open-loop schedule on ``workers`` Ray tasks and merge; the summary.
    Connects to ``address`` (or ``RAY_ADDRESS``), else starts a local runtime."""
    try:
        import ray
    except ImportError as exc:
        raise MissingExtra("ray", "ray") from exc
    if not ray.is_initialized():
        ray.init(address=address, include_dashboard=False, log_to_driver=False)
    offsets = cfg.schedule()
    indices = np.arange(len(offsets))
    remote = ray.remote(num_cpus=0.5)(run_shard)
    start_at = time.time() + lead_s
    plain = replace(cfg, offsets=None)
    futures = [
        remote.remote(plain, o.tolist(), i.tolist(), start_at)
        for o, i in zip(shard(offsets, workers), shard(indices, workers), strict=True)
    ]
    tallies = [Tally.from_dict(d) for d in ray.get(futures)]
    merged = merge_tallies(tallies)
    scheduled = (
        (len(offsets) - 1) / float(offsets[-1]) if len(offsets) > 1 and offsets[-1] > 0 else None
    )
    summary = merged.summary(
        target_rate=cfg.rate,
        scheduled_rate=scheduled,
        max_send_lag_ms=cfg.max_send_lag_ms,
        min_rate_ratio=cfg.min_rate_ratio,
    )
    summary.update(mode="open", ray_workers=workers, stream=cfg.target.stream, api=cfg.target.api)
    return summary
