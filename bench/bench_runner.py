"""Benchmark: the experiment runner's overhead over a bare asyncio loop.

10,000 requests against an in-process async target with a 1 ms service time, at
concurrency 16: once through the runner (steady-state probes sampled every 0.5 s,
safeguards, a fault switched on and off by the schedule, the journal written) and once
with a bare asyncio loop making the same calls. Targets: at most 25% more wall time and
at most 150 microseconds of runner CPU per request (``time.process_time``).

    python bench/bench_runner.py            # 10,000 requests, 5 pairs interleaved: medians
    python bench/bench_runner.py --smoke    # 2,000 requests, one pair, same checks (CI)
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from genai_chaos.experiment.loader import load_text
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.runner import Runner
from genai_chaos.inject.wrap import chaos_point

SERVICE_S = 0.001
CONCURRENCY = 16


@chaos_point("bench.dependency")
async def dependency(prompt: str) -> str:
    """The dependency faults are injected into."""
    return prompt


async def target(prompt: str) -> dict[str, Any]:
    """The system under test: 1 ms of service time."""
    await asyncio.sleep(SERVICE_S)
    return {"answer": await dependency(prompt), "sources": ["kb-1"]}


EXPERIMENT = """
apiVersion: genai-chaos.dev/v1alpha1
kind: ChaosExperiment
metadata: {{name: bench}}
spec:
  seed: 1
  target: {{type: callable, callable: "bench_runner:target", points: [bench.dependency]}}
  workload: {{prompts: ["When are invoices sent?", "What is the API rate limit?"],
              concurrency: {concurrency}, count: {count}}}
  steadyState:
    before: {{count: 16}}
    after: {{count: 16}}
    interval: 0.5s
    window: 1s
    probes:
      - {{type: latency, percentile: 99, tolerance: {{max: 1000}}}}
      - {{type: error_rate, tolerance: {{max: 0.01}}}}
      - {{type: fallback_rate, tolerance: {{max: 0.01}}}}
  method:
    - {{fault: latency, at: bench.dependency, probability: 0.01,
       params: {{delay_ms: 0, distribution: fixed}}, schedule: {{start: 0.2s, duration: 0.5s}}}}
  safeguards:
    conditions:
      - {{probe: {{type: error_rate, tolerance: {{max: 0.5}}}}, for: 1s}}
"""


async def bare(count: int) -> None:
    """The same calls with nothing around them."""
    counter = [0]

    async def worker() -> None:
        while counter[0] < count:
            counter[0] += 1
            await target("When are invoices sent?")

    await asyncio.gather(*(worker() for _ in range(CONCURRENCY)))


def pair(count: int) -> dict[str, Any]:
    """One bare run and one runner run, back to back."""
    t0, c0 = time.perf_counter(), time.process_time()
    asyncio.run(bare(count))
    bare_wall, bare_cpu = time.perf_counter() - t0, time.process_time() - c0

    module = sys.modules.get("bench_runner") or sys.modules["__main__"]
    sys.modules["bench_runner"] = module
    prepared = prepare(load_text(EXPERIMENT.format(concurrency=CONCURRENCY, count=count)))
    with tempfile.TemporaryDirectory() as tmp:
        journal_path = Path(tmp) / "journal.json"
        runner = Runner(prepared, journal_path=journal_path)
        t0, c0 = time.perf_counter(), time.process_time()
        asyncio.run(runner.run())
        run_wall, run_cpu = time.perf_counter() - t0, time.process_time() - c0
        journal = json.loads(journal_path.read_text())
    total = len(journal["workload"]["records"])
    return {
        "runner_requests": total,
        "status": journal["status"],
        "bare_wall_s": bare_wall,
        "runner_wall_s": run_wall,
        "wall_overhead": run_wall / bare_wall - 1,
        "bare_cpu_us_per_request": bare_cpu / count * 1e6,
        "runner_cpu_us_per_request": run_cpu / total * 1e6,
        "runner_cpu_overhead_us_per_request": (run_cpu / total - bare_cpu / count) * 1e6,
        "injections": sum(a["injections"] for a in journal["run"]),
        "during_samples": len(journal["steady_states"]["during"]),
    }


def measure(count: int, repeat: int = 1) -> dict[str, Any]:
    """``repeat`` pairs, interleaved; the medians, each pair's ratio, and the load."""
    pairs = [pair(count) for _ in range(repeat)]
    out: dict[str, Any] = {
        "load_avg_1m": round(os.getloadavg()[0], 2),  # a shared machine: read with care
        "cpus": len(os.sched_getaffinity(0)),
        "requests": count,
        "pairs": repeat,
        "orjson": importlib.util.find_spec("orjson") is not None,  # the journal's encoder
    }
    for key, value in pairs[0].items():
        values = [p[key] for p in pairs]
        if isinstance(value, float):  # the median over the pairs
            digits = 1 if key.endswith("per_request") else 3
            out[key] = round(statistics.median(values), digits)
        else:
            out[key] = value if all(v == value for v in values) else values
    out["wall_overhead_pairs"] = [round(p["wall_overhead"], 3) for p in pairs]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--smoke", action="store_true", help="2,000 requests, one pair (CI)")
    parser.add_argument("--count", type=int, default=None)
    parser.add_argument("--repeat", type=int, default=None, help="pairs (default 5, smoke 1)")
    args = parser.parse_args()
    count = args.count or (2_000 if args.smoke else 10_000)
    repeat = args.repeat or (1 if args.smoke else 5)
    result = measure(count, repeat)
    ok_wall = result["wall_overhead"] <= 0.25
    ok_cpu = result["runner_cpu_overhead_us_per_request"] <= 150
    result["wall_target_met"] = ok_wall
    result["cpu_target_met"] = ok_cpu
    print(json.dumps(result, indent=2))
    # The smoke run gates on CPU only: its wall time is too short for a stable ratio, and
    # the wall ratio at 1 ms service times is dominated by asyncio's 1 ms timer rounding
    # (see docs/experiments.md, "Performance").
    return 0 if ok_cpu and (ok_wall or args.smoke) else 1


if __name__ == "__main__":
    raise SystemExit(main())
