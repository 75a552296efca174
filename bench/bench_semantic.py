"""Steady-state science benchmarks: semantic entropy scaling, consistency throughput, and
the cost of tracing a call.

1. Semantic entropy at 2,000, 5,000 and 50,000 embeddings (256-d, like wordllama's;
   intents of about 50 requests each, paraphrase noise inside an intent): time and peak
   memory of ``genai_chaos.probes.entropy.semantic_entropy`` beside the naive computation
   (SciPy ``linkage(method="average", metric="cosine")`` on the full condensed matrix,
   then ``fcluster``) where that fits in memory, with the partitions compared. Each
   measurement runs in a child process so that its peak RSS is its own.
2. SLOv2 consistency throughput: windows of 12 answers scored per second (wordllama,
   embedding included), and monitor updates per second from precomputed embeddings.
3. Tracing cost per call: a traced no-op call against the bare call, with the SDK's
   in-memory exporter (target: at most 50 microseconds), and with one injection event.

Usage: python bench/bench_semantic.py [--smoke] [--out bench/results/semantic.json]
``--smoke`` (under 20 s): entropy at 2,000 only, fewer rounds.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

CHILD = """
import json, resource, sys, time
import numpy as np
sys.path.insert(0, {root!r})
from bench.bench_semantic import embeddings
n, mode = {n}, {mode!r}
from scipy.cluster.hierarchy import fcluster, linkage
from scipy.sparse.csgraph import connected_components
from genai_chaos.probes.clustering import canonical, cluster_labels
from genai_chaos.probes.entropy import entropy_of_labels
x = embeddings(n)
start = time.perf_counter()  # imports above: only the computation is timed
if mode == "ours":
    labels = cluster_labels(x, 0.3)
else:
    labels = canonical(fcluster(linkage(x, "average", metric="cosine"), 0.3, "distance"))
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
np.save({out!r}, labels)
print(json.dumps({{"seconds": seconds, "peak_rss_mb": peak, "clusters": int(labels.max()) + 1,
                  "entropy_bits": entropy_of_labels(labels)}}))
"""


def embeddings(n: int, d: int = 256, per_intent: int = 50, seed: int = 0) -> Any:
    """Unit-scale clustered embeddings: ``n / per_intent`` intents, paraphrase noise."""
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(max(1, n // per_intent), d))
    labels = rng.integers(len(centres), size=n)
    return (centres[labels] + 0.45 * rng.normal(size=(n, d))).astype(np.float32)


def _child(n: int, mode: str, out: Path) -> dict[str, Any]:
    root = str(Path(__file__).resolve().parent.parent)
    code = CHILD.format(root=root, n=n, mode=mode, out=str(out))
    base = subprocess.run(
        [
            sys.executable,
            "-c",
            "import numpy, scipy.cluster.hierarchy, scipy.sparse.csgraph, "
            "genai_chaos.probes.clustering, genai_chaos.probes.entropy"
            "; import resource; print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True)
    if done.returncode != 0:
        return {"error": done.stderr.strip().splitlines()[-1] if done.stderr else "failed"}
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    result["baseline_rss_mb"] = round(float(base.stdout.strip()), 1)
    return result


def bench_entropy(sizes: list[int], naive_max: int, tmp: Path) -> list[dict[str, Any]]:
    rows = []
    for n in sizes:
        row: dict[str, Any] = {"n": n, "ours": _child(n, "ours", tmp / f"ours{n}.npy")}
        if n <= naive_max:
            row["naive"] = _child(n, "naive", tmp / f"naive{n}.npy")
            row["equal_partition"] = bool(
                np.array_equal(np.load(tmp / f"ours{n}.npy"), np.load(tmp / f"naive{n}.npy"))
            )
        else:
            row["naive"] = {
                "skipped": f"the full matrix needs {n * n * 8 / 2**30:.1f} GiB (condensed "
                f"{n * (n - 1) * 4 / 2**30:.1f} GiB, copied by linkage)"
            }
        print(json.dumps(row), file=sys.stderr)
        rows.append(row)
    return rows


def bench_consistency(rounds: int) -> dict[str, Any]:
    from genai_chaos.probes.consistency import ConsistencyMonitor, load_answer_groups
    from genai_chaos.probes.semantic import consistency_score, embedder

    answers = [a for g in load_answer_groups() for a in g.answers]
    windows = [answers[i : i + 12] for i in range(0, len(answers) - 12, 12)]
    embed = embedder("wordllama")
    consistency_score(windows[0], embed)  # load the model
    start = time.perf_counter()
    for i in range(rounds):
        consistency_score(windows[i % len(windows)], embed)
    per_window = (time.perf_counter() - start) / rounds
    vectors = np.asarray(embed(answers), dtype=np.float64)
    monitor = ConsistencyMonitor(embed="wordllama", window=12)
    start = time.perf_counter()
    for i in range(rounds * 10):
        monitor.observe_embeddings(vectors[i % len(vectors)], now=float(i))
    per_update = (time.perf_counter() - start) / (rounds * 10)
    return {
        "windows_per_second_with_embedding": round(1 / per_window),
        "monitor_updates_per_second": round(1 / per_update),
        "window": 12,
        "backend": "wordllama",
    }


def bench_tracing(calls: int, rounds: int) -> dict[str, Any]:
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from genai_chaos.faults.events import InjectionEvent, MemorySink, use_sink
    from genai_chaos.telemetry import otel

    exporter = InMemorySpanExporter()
    otel.setup_tracing(exporter=exporter, set_global=False)

    def bare(x: int) -> dict[str, Any]:
        return {"usage": {"prompt_tokens": x, "completion_tokens": 1}}

    traced = otel.traced("chat", model="m", provider="openai")(bare)
    event = InjectionEvent(0.0, "r", "latency", "integration", "llm", params={"delay_ms": 5})

    def with_event(x: int) -> dict[str, Any]:
        otel.record_event(event)
        return bare(x)

    traced_event = otel.traced("chat", model="m")(with_event)
    sdk = otel.tracer()

    def sdk_only(x: int) -> dict[str, Any]:
        # the SDK's own floor: one span started, ended and exported, nothing of ours
        sdk.start_span("chat m", attributes={"gen_ai.operation.name": "chat"}).end()
        return bare(x)

    def measure(fn: Any) -> tuple[float, float]:
        start, cpu = time.perf_counter(), time.process_time()
        for i in range(calls):
            fn(i)
        exporter.clear()
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        return wall / calls * 1e6, cpu / calls * 1e6

    names = ("bare", "sdk_span_only", "traced", "traced_with_injection")
    fns = (bare, sdk_only, traced, traced_event)
    wall: dict[str, list[float]] = {k: [] for k in names}
    cpu: dict[str, list[float]] = {k: [] for k in names}
    with use_sink(otel.TracingSink(MemorySink(maxlen=1000))):
        for _ in range(rounds):  # interleaved, so that noise hits all alike
            for name, fn in zip(names, fns, strict=True):
                w, c = measure(fn)
                wall[name].append(w)
                cpu[name].append(c)
    otel.shutdown()
    med = {k: statistics.median(v) for k, v in wall.items()}
    med_cpu = {k: statistics.median(v) for k, v in cpu.items()}
    return {
        "calls_per_round": calls,
        "rounds": rounds,
        "median_us_per_call": {k: round(v, 2) for k, v in med.items()},
        # CPU time: what a loaded, shared machine distorts least
        "median_cpu_us_per_call": {k: round(v, 2) for k, v in med_cpu.items()},
        "added_us_traced": round(med["traced"] - med["bare"], 2),
        "added_us_sdk_span_only": round(med["sdk_span_only"] - med["bare"], 2),
        "added_us_traced_with_injection": round(med["traced_with_injection"] - med["bare"], 2),
        "added_cpu_us_traced": round(med_cpu["traced"] - med_cpu["bare"], 2),
        "added_cpu_us_ours_over_sdk": round(med_cpu["traced"] - med_cpu["sdk_span_only"], 2),
        "target_us": 50,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="a quick run (< 20 s)")
    parser.add_argument("--out", type=Path, default=None, help="write the results as JSON")
    args = parser.parse_args()
    tmp = Path(__file__).resolve().parent / "results" / ".semantic-tmp"
    tmp.mkdir(parents=True, exist_ok=True)
    sizes = [2000] if args.smoke else [2000, 5000, 50_000]
    result = {
        "machine": {
            "python": platform.python_version(),
            "cpus": _cpus(),
            "mode": "smoke" if args.smoke else "full",
            "load_avg_1m": round(os.getloadavg()[0], 2),
        },
        "semantic_entropy": bench_entropy(sizes, naive_max=5000, tmp=tmp),
        "consistency": bench_consistency(50 if args.smoke else 500),
        "tracing": bench_tracing(2000 if args.smoke else 10_000, 3 if args.smoke else 7),
    }
    for f in tmp.glob("*.npy"):
        f.unlink()
    tmp.rmdir()
    text = json.dumps(result, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")


def _cpus() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


if __name__ == "__main__":
    main()
