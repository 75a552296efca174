"""SLO penetration: inject a latency spike that pierces a P99 SLO for a set window, and
measure how long the breach takes to show in the metrics and to clear after the spike.

The source's example: a 180 ms spike against a P99 SLO of 120 ms. The load is a constant
open-loop rate; the spike is added in-process (each request waits ``spike_ms`` before it
is sent while the spike is on) or through the chaos proxy (a ``latency`` rule added and
removed through its admin API). The P99 is the one a dashboard shows: over a sliding
``window_s`` of completed requests, evaluated every ``tick_s``.

* ``detect_s``: from the spike's start to the first tick whose windowed P99 breaches;
* ``recover_s``: from the spike's end to the first tick after which the windowed P99
  stays within the SLO.

>>> timeline = [(0.0, 0.05), (1.0, 0.05), (1.2, 0.2), (2.0, 0.2), (2.4, 0.05), (3.0, 0.05)]
>>> detect_and_recover(timeline, slo_s=0.12, spike_at=1.0, spike_end=2.0)
(0.2, 0.4)
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from genai_chaos.load.arrivals import schedule
from genai_chaos.load.engine import RequestRecord, Result
from genai_chaos.load.generator import run_open_loop
from genai_chaos.load.http1 import ClientKind, open_client
from genai_chaos.load.openai_client import Target, synthetic_prompt
from genai_chaos.probes import WindowPercentiles


@dataclass
class SloPenetration:
    """The result: detection and recovery delays (seconds; ``None`` when never), the
    timeline of windowed P99 and the run's parameters."""

    detect_s: float | None
    recover_s: float | None
    slo_ms: float
    spike_ms: float
    spike_at: float
    spike_end: float
    mode: str
    baseline_p99_ms: float | None
    spike_p99_ms: float | None
    timeline: list[tuple[float, float]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return asdict(self)


def windowed_p99(
    records: Sequence[RequestRecord], *, window_s: float, tick_s: float, until: float
) -> list[tuple[float, float]]:
    """``(t, P99 of the requests that ended in (t - window_s, t])`` every ``tick_s``."""
    done = sorted((r.end, r.latency) for r in records if r.outcome == "ok")
    w = WindowPercentiles(window_s)
    out: list[tuple[float, float]] = []
    i = 0
    t = tick_s
    while t <= until + 1e-9:
        while i < len(done) and done[i][0] <= t:
            w.add(*done[i])
            i += 1
        out.append((round(t, 6), w.percentile(99, now=t)))
        t += tick_s
    return out


def detect_and_recover(
    timeline: Sequence[tuple[float, float]], *, slo_s: float, spike_at: float, spike_end: float
) -> tuple[float | None, float | None]:
    """Detection and recovery delays from a windowed-P99 timeline (module docstring)."""
    detect = next((t - spike_at for t, p in timeline if t >= spike_at and p > slo_s), None)
    recover = None
    after = [(t, p) for t, p in timeline if t >= spike_end]
    for k, (t, _) in enumerate(after):
        if all(not (p > slo_s) for _, p in after[k:]):
            recover = t - spike_end
            break

    def r(x: float | None) -> float | None:
        return None if x is None else round(x, 6)

    return r(detect), r(recover)


async def slo_penetration(
    target: Target,
    *,
    rate: float = 50.0,
    duration: float = 8.0,
    spike_at: float = 2.0,
    spike_for: float = 2.0,
    spike_ms: float = 180.0,
    slo_ms: float = 120.0,
    window_s: float = 1.0,
    tick_s: float = 0.05,
    prompt_tokens: int = 16,
    output_tokens: int = 4,
    proxy_admin: Any = None,
    client_kind: ClientKind = "auto",
) -> SloPenetration:
    """Run the experiment. With ``proxy_admin`` (a
    :class:`~genai_chaos.proxy.ProxyClient` of a proxy that ``target`` points at), the
    spike is a proxy ``latency`` rule; otherwise it is added in-process."""
    spike_end = spike_at + spike_for
    on = [False]
    rule = {"id": "slo-spike", "kind": "latency", "params": {"delay_ms": spike_ms}}

    async def toggle() -> None:
        await asyncio.sleep(spike_at)
        if proxy_admin is not None:
            await asyncio.to_thread(proxy_admin.add_rule, rule)
        on[0] = True
        await asyncio.sleep(spike_for)
        on[0] = False
        if proxy_admin is not None:
            await asyncio.to_thread(proxy_admin.delete_rule, "slo-spike")

    async with open_client(target, client_kind) as client:

        async def send(i: int) -> Result:
            if on[0] and proxy_admin is None:
                await asyncio.sleep(spike_ms / 1000.0)
            return await client.send(synthetic_prompt(prompt_tokens, i), output_tokens)

        t0 = time.perf_counter()
        switch = asyncio.ensure_future(toggle())
        try:
            run = await run_open_loop(send, schedule("constant", rate, duration=duration), t0=t0)
            await switch
        finally:
            if not switch.done():  # the run failed: never leave the spike on
                switch.cancel()
                if on[0] and proxy_admin is not None:
                    await asyncio.to_thread(proxy_admin.delete_rule, "slo-spike")
    timeline = windowed_p99(run.records, window_s=window_s, tick_s=tick_s, until=duration + 1.0)
    detect, recover = detect_and_recover(
        timeline, slo_s=slo_ms / 1000, spike_at=spike_at, spike_end=spike_end
    )
    base = [p for t, p in timeline if window_s <= t <= spike_at and not math.isnan(p)]
    during = [p for t, p in timeline if spike_at + window_s <= t <= spike_end and not math.isnan(p)]
    return SloPenetration(
        detect,
        recover,
        slo_ms,
        spike_ms,
        spike_at,
        spike_end,
        "proxy" if proxy_admin is not None else "in-process",
        max(base) * 1000 if base else None,
        max(during) * 1000 if during else None,
        timeline,
    )
