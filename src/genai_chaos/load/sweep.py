"""``genai-chaos load sweep``: find the maximum throughput, then walk the rate up to and
past it, and fit where the service tips over.

As GuideLLM's sweep: a *synchronous* run (one request at a time), a *throughput* run
(closed loop at high concurrency: the maximum throughput ``mu``), then open-loop rates
spread evenly between the two; then rates *refined* near the estimate, from
``refine_from * mu`` to ``refine_to * mu`` in steps of ``refine_step * mu`` (at most 10%),
and more points above until at least 3 lie above the fitted ``lambda_c``
(:mod:`~genai_chaos.load.fit`). A :class:`Runner` runs one point: over HTTP
(:class:`HttpRunner`, the load generator) or in simulated time (:class:`SimRunner`).

>>> import asyncio
>>> from genai_chaos.sim.capacity import config_for_rate
>>> cfg = config_for_rate(40.0, prompt_tokens=64, output_tokens=16, max_queue=8)
>>> res = asyncio.run(sweep(SimRunner(cfg, prompt_tokens=64, output_tokens=16), duration=30))
>>> abs(res.fit.lambda_c - 40.0) / 40.0 < 0.1
True
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

import numpy as np

from genai_chaos.load.arrivals import Arrival, schedule
from genai_chaos.load.engine import RequestRecord
from genai_chaos.load.fit import FitError, Knee, PhaseFit, fit_phase_transition, latency_knee
from genai_chaos.load.summary import Tally
from genai_chaos.sim.engine import SimConfig
from genai_chaos.sim.simulate import SimRecord, simulate


@dataclass
class Point:
    """One run of the sweep."""

    kind: str  # synchronous | throughput | rate
    rate: float | None
    concurrency: int | None
    summary: dict[str, Any]

    @property
    def x(self) -> float:
        """Where the point sits on the rate axis: the target rate, else the throughput."""
        return float(self.rate if self.rate is not None else self.summary.get("throughput") or 0)

    @property
    def requests(self) -> int:
        """Requests in the run."""
        return int(self.summary["requests"])

    @property
    def errors(self) -> int:
        """Requests that did not end ``ok``."""
        return self.requests - int(self.summary["ok"])

    @property
    def p99(self) -> float:
        """P99 of end-to-end latency (successful requests), seconds; ``nan`` if none."""
        v = self.summary["e2e"]["p99"]
        return math.nan if v is None else float(v)

    def row(self) -> dict[str, Any]:
        """A compact JSON-ready row."""
        s = self.summary
        return {
            "kind": self.kind,
            "rate": self.rate,
            "concurrency": self.concurrency,
            "requests": self.requests,
            "errors": self.errors,
            "error_rate": s["error_rate"],
            "achieved_rate": s["achieved_rate"],
            "throughput": s["throughput"],
            "goodput": s["goodput"],
            "p50_s": s["e2e"]["p50"],
            "p99_s": s["e2e"]["p99"],
            "ttft_p99_s": s["ttft"]["p99"],
            "valid": s["valid"],
        }


class Runner(Protocol):
    """Runs one point of a sweep."""

    async def at_rate(self, rate: float, duration: float, seed: int) -> dict[str, Any]:
        """An open-loop run at ``rate`` for ``duration`` seconds: its summary."""

    async def at_concurrency(self, concurrency: int, duration: float) -> dict[str, Any]:
        """A closed-loop run: its summary."""


def _sim_records(recs: list[SimRecord]) -> list[RequestRecord]:
    out = []
    for r in recs:
        detail = {"ttft": r.ttft, "e2e": r.e2e, "output_tokens": r.output_tokens}
        out.append(RequestRecord(r.index, r.start, r.e2e, r.outcome, None, detail))
    return out


@dataclass
class SimRunner:
    """Points in simulated time against one replica (fast: no HTTP, no sleeping)."""

    config: SimConfig
    prompt_tokens: int = 128
    output_tokens: int = 64
    timeout: float = 60.0
    arrival: Arrival = "constant"
    slos: Mapping[str, float] = field(default_factory=dict)

    async def at_rate(self, rate: float, duration: float, seed: int) -> dict[str, Any]:
        offsets = schedule(self.arrival, rate, duration=duration, seed=seed)
        return self._summary(simulate(self.config, offsets=offsets.tolist(), **self._kw()).records)

    async def at_concurrency(self, concurrency: int, duration: float) -> dict[str, Any]:
        run = simulate(self.config, concurrency=concurrency, duration=duration, **self._kw())
        return self._summary(run.records)

    def _kw(self) -> dict[str, Any]:
        return {
            "prompt_tokens": self.prompt_tokens,
            "output_tokens": self.output_tokens,
            "timeout": self.timeout,
        }

    def _summary(self, records: list[SimRecord]) -> dict[str, Any]:
        return Tally.from_records(_sim_records(records), slos=self.slos).summary()


@dataclass
class HttpRunner:
    """Points over HTTP with the load generator; ``template`` gives the target,
    workload and SLOs (its rate and concurrency are replaced per point)."""

    template: Any  # LoadConfig (imported lazily: aiohttp is an extra)
    pause_s: float = 0.5

    async def at_rate(self, rate: float, duration: float, seed: int) -> dict[str, Any]:
        from genai_chaos.load.generator import generate

        cfg = replace(
            self.template, rate=rate, concurrency=None, duration=duration, count=None, seed=seed
        )
        res = await generate(cfg)
        await asyncio.sleep(self.pause_s)  # let the endpoint drain before the next point
        return res.summary

    async def at_concurrency(self, concurrency: int, duration: float) -> dict[str, Any]:
        from genai_chaos.load.generator import generate

        cfg = replace(
            self.template,
            rate=None,
            offsets=None,
            concurrency=concurrency,
            duration=duration,
            count=None,
        )
        res = await generate(cfg)
        await asyncio.sleep(self.pause_s)
        return res.summary


@dataclass
class SweepResult:
    """The points (sorted by rate), the fit and the knee, and the throughput estimate."""

    points: list[Point]
    throughput: float
    fit: PhaseFit | None
    knee: Knee | None
    fit_error: str | None = None

    def table(self) -> dict[str, Any]:
        """The source's table: P99 and error rate below and above ``lambda_c``."""
        if self.fit is None:
            return {}
        rate_points = [p for p in self.points if p.kind == "rate"]
        below = [p for p in rate_points if p.x < self.fit.lambda_c]
        above = [p for p in rate_points if p.x >= self.fit.lambda_c]

        def region(ps: list[Point]) -> dict[str, Any]:
            n = sum(p.requests for p in ps)
            p99s = [p.p99 for p in ps if not math.isnan(p.p99)]
            return {
                "rates": [p.x for p in ps],
                "error_rate": sum(p.errors for p in ps) / n if n else None,
                "p99_s_median": float(np.median(p99s)) if p99s else None,
                "p99_s_max": max(p99s) if p99s else None,
            }

        return {"below": region(below), "above": region(above)}

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {
            "throughput_estimate": self.throughput,
            "fit": self.fit.to_dict() if self.fit else None,
            "fit_error": self.fit_error,
            "latency_knee": self.knee.to_dict() if self.knee else None,
            "table": self.table(),
            "points": [p.row() for p in self.points],
        }


def _fit(points: list[Point]) -> tuple[PhaseFit | None, str | None]:
    ps = [p for p in points if p.kind == "rate" and p.requests > 0]
    try:
        fit = fit_phase_transition(
            [p.x for p in ps], [p.errors for p in ps], [p.requests for p in ps]
        )
    except FitError as exc:
        return None, str(exc)
    return fit, None


async def sweep(
    runner: Runner,
    *,
    rates: int = 6,
    duration: float = 10.0,
    max_concurrency: int = 64,
    refine_from: float = 0.8,
    refine_to: float = 1.3,
    refine_step: float = 0.05,
    seed: int = 0,
    on_point: Callable[[Point], None] | None = None,
) -> SweepResult:
    """Run the sweep (module docstring); ``rates`` evenly spread open-loop points."""
    if not 0 < refine_step <= 0.1:
        raise ValueError("refine_step must be in (0, 0.1]: steps of at most 10% of the estimate")
    points: list[Point] = []

    async def run(kind: str, rate: float | None = None, conc: int | None = None) -> Point:
        if rate is not None:
            summary = await runner.at_rate(rate, duration, seed + len(points))
        else:
            assert conc is not None
            summary = await runner.at_concurrency(conc, duration)
        p = Point(kind, rate, conc, summary)
        points.append(p)
        if on_point is not None:
            on_point(p)
        return p

    sync = await run("synchronous", conc=1)
    thr = await run("throughput", conc=max_concurrency)
    lo = float(sync.summary.get("throughput") or 0.0)
    mu = float(thr.summary.get("throughput") or 0.0)
    if mu <= 0:
        return SweepResult(points, mu, None, None, "the throughput run completed no request")
    lo = min(lo, mu)
    planned = list(np.linspace(lo, mu, rates + 1)[1:]) + list(
        np.arange(refine_from, refine_to + 1e-9, refine_step) * mu
    )
    done: list[float] = []
    for r in sorted(planned):
        if r > 0 and all(abs(r - d) > 0.02 * mu for d in done):
            await run("rate", rate=float(r))
            done.append(float(r))
    fit, err = _fit(points)
    extra = 0
    top = max(done)
    while (fit is None or fit.points_above < 3) and extra < 6:
        top += refine_step * mu
        await run("rate", rate=top)
        extra += 1
        fit, err = _fit(points)
    points.sort(key=lambda p: (p.kind != "synchronous", p.kind != "throughput", p.x))
    rate_pts = [p for p in points if p.kind == "rate"]
    knee = latency_knee([p.x for p in rate_pts], [p.p99 for p in rate_pts])
    return SweepResult(points, mu, fit, knee, err)
