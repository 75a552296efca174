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
3. Tracing cost per call (target: at most 50 microseconds): a traced call against the bare
   call and against the SDK's own span (the floor), with and without an injection event,
   with the SDK's in-memory exporter behind each processor: ``SimpleSpanProcessor`` (each
   span exported as it ends; what tests use) and ``BatchSpanProcessor`` (production: spans
   queued and exported in batches from a background thread, settings from ``OTEL_BSP_*``).
   Measured in a fresh interpreter, every variant and processor interleaved.

Usage: python bench/bench_semantic.py [--smoke] [--out bench/results/semantic.json]
       python bench/bench_semantic.py --only-tracing [--calls N] [--rounds R]
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


#: The processors the tracing bench measures, as setup_tracing's ``batch`` argument: the
#: in-memory exporter's usual one in tests (each span exported as it ends) and the
#: production one (spans queued; exported in batches from a background thread).
PROCESSORS = {"simple": False, "batch": True}
TRACE_VARIANTS = (
    "bare",
    "sdk_span_only",
    "sdk_same_content",
    "traced",
    "traced_with_injection",
)


def _bsp_settings() -> dict[str, str]:
    defaults = {
        "OTEL_BSP_SCHEDULE_DELAY": "5000",
        "OTEL_BSP_MAX_QUEUE_SIZE": "2048",
        "OTEL_BSP_MAX_EXPORT_BATCH_SIZE": "512",
        "OTEL_BSP_EXPORT_TIMEOUT": "30000",
    }
    return {k: os.environ.get(k, f"{v} (default)") for k, v in defaults.items()}


def _tracing_variants(otel: Any) -> dict[str, Any]:
    """The calls measured, made under the provider in force (``otel.tracing``)."""
    from opentelemetry import context, trace
    from opentelemetry.trace import SpanKind

    from genai_chaos.faults.events import InjectionEvent

    def bare(x: int) -> dict[str, Any]:
        return {"usage": {"prompt_tokens": x, "completion_tokens": 1}}

    sdk = otel.tracer()
    floor_attrs = {"gen_ai.operation.name": "chat"}

    def sdk_only(x: int) -> dict[str, Any]:
        # the SDK's own floor: one span started, ended and exported, nothing of ours
        sdk.start_span("chat m", attributes=floor_attrs).end()
        return bare(x)

    request = {
        "gen_ai.operation.name": "chat",
        "gen_ai.request.model": "m",
        "gen_ai.provider.name": "openai",
    }

    def sdk_same_content(x: int) -> dict[str, Any]:
        # the SDK asked for what a traced call asks of it (the same span, attributes and
        # current-span context), without our code: what the span's content costs
        span = sdk.start_span("chat m", kind=SpanKind.CLIENT, attributes=request)
        token = context.attach(trace.set_span_in_context(span))
        try:
            result = bare(x)
            span.set_attributes({"gen_ai.usage.input_tokens": x, "gen_ai.usage.output_tokens": 1})
            return result
        finally:
            context.detach(token)
            span.end()

    event = InjectionEvent(0.0, "r", "latency", "integration", "llm", params={"delay_ms": 5})

    def with_event(x: int) -> dict[str, Any]:
        otel.record_event(event)
        return bare(x)

    return {
        "bare": bare,
        "sdk_span_only": sdk_only,
        "sdk_same_content": sdk_same_content,
        "traced": otel.traced("chat", model="m", provider="openai")(bare),
        "traced_with_injection": otel.traced("chat", model="m")(with_event),
    }


def bench_tracing(calls: int, rounds: int) -> dict[str, Any]:
    """Tracing cost per call, for each processor in :data:`PROCESSORS`, with the SDK's
    in-memory exporter: every variant and processor interleaved in each round, each
    measurement under a provider of its own (made outside the timed part), its spans
    kept in the exporter until the end of the measurement, then flushed (the batch
    processor's background export is inside the timed part), counted and cleared.

    CPU time is the process's (``time.process_time``: every thread, so the batch
    processor's export thread is counted); ``main_thread_cpu`` is the calling thread's
    alone; ``gc`` the CPU time the garbage collector took during the measurement (part of
    the CPU time): the SDK's spans kept in memory make it run.
    """
    import gc

    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from genai_chaos.faults.events import MemorySink, use_sink
    from genai_chaos.telemetry import otel

    gc_seconds = [0.0]
    gc_started = [0.0]

    def on_gc(phase: str, info: dict[str, Any]) -> None:
        # CPU time of the thread collecting (the collector runs in the allocating thread)
        if phase == "start":
            gc_started[0] = time.thread_time()
        else:
            gc_seconds[0] += time.thread_time() - gc_started[0]

    def measure(batch: bool, name: str) -> dict[str, float]:
        exporter = InMemorySpanExporter()
        with otel.tracing(exporter=exporter, batch=batch) as provider:
            fn = _tracing_variants(otel)[name]
            gc.collect()
            gc_seconds[0] = 0.0
            wall, cpu = time.perf_counter(), time.process_time()
            thread = time.thread_time()
            for i in range(calls):
                fn(i)
            provider.force_flush()
            exported = len(exporter.get_finished_spans())
            exporter.clear()
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            thread = time.thread_time() - thread
        expected = 0 if name == "bare" else calls
        if exported != expected:  # a span dropped (a full queue) would flatter the result
            raise RuntimeError(f"{name}: {exported} spans exported of {expected}")
        per = 1e6 / calls
        return {
            "wall": wall * per,
            "cpu": cpu * per,
            "main_thread_cpu": thread * per,
            "gc": gc_seconds[0] * per,
        }

    samples: dict[str, dict[str, dict[str, list[float]]]] = {
        p: {v: {} for v in TRACE_VARIANTS} for p in PROCESSORS
    }
    load = [round(os.getloadavg()[0], 2)]
    gc.callbacks.append(on_gc)
    try:
        with use_sink(otel.TracingSink(MemorySink(maxlen=1000))):
            for _ in range(rounds):  # interleaved, so that noise hits all alike
                for processor, batch in PROCESSORS.items():
                    for name in TRACE_VARIANTS:
                        for key, value in measure(batch, name).items():
                            samples[processor][name].setdefault(key, []).append(value)
    finally:
        gc.callbacks.remove(on_gc)
    load.append(round(os.getloadavg()[0], 2))

    def median(values: list[float]) -> float:
        return round(statistics.median(values), 2)

    configurations: dict[str, Any] = {}
    for processor, by_name in samples.items():
        row: dict[str, Any] = {
            "processor": "BatchSpanProcessor" if PROCESSORS[processor] else "SimpleSpanProcessor",
            "exporter": "InMemorySpanExporter (spans kept until the end of the measurement)",
        }
        if PROCESSORS[processor]:
            row["settings"] = _bsp_settings()
        for key in ("cpu", "wall", "main_thread_cpu", "gc"):
            row[f"median_{key}_us_per_call"] = {n: median(by_name[n][key]) for n in TRACE_VARIANTS}
        cpu = {n: by_name[n]["cpu"] for n in TRACE_VARIANTS}
        row["added_cpu_us_traced"] = _paired(cpu, "traced", "bare")
        row["added_cpu_us_sdk_span_only"] = _paired(cpu, "sdk_span_only", "bare")
        row["added_cpu_us_ours_over_sdk"] = _paired(cpu, "traced", "sdk_span_only")
        row["added_cpu_us_ours_over_sdk_same_content"] = _paired(cpu, "traced", "sdk_same_content")
        row["added_cpu_us_traced_with_injection"] = _paired(cpu, "traced_with_injection", "bare")
        row["target_met"] = row["added_cpu_us_traced"] <= 50
        configurations[processor] = row
    return {
        "calls_per_round": calls,
        "rounds": rounds,
        "load_avg_1m": load,
        "gc_tracked_objects": len(gc.get_objects()),
        "configurations": configurations,
        "target_us": 50,
    }


def _paired(samples: dict[str, list[float]], a: str, b: str) -> float:
    """Median of the per-round differences ``a - b`` (measured minutes apart at most)."""
    return round(statistics.median(x - y for x, y in zip(samples[a], samples[b], strict=True)), 2)


def _tracing_in_child(calls: int, rounds: int) -> dict[str, Any]:
    """:func:`bench_tracing` in a fresh interpreter: the garbage collector's cost grows
    with the heap, so the sections measured before (models, embeddings) must not count."""
    done = subprocess.run(
        [
            sys.executable,
            __file__,
            "--only-tracing",
            "--calls",
            str(calls),
            "--rounds",
            f"{rounds}",
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="a quick run (< 20 s)")
    parser.add_argument("--out", type=Path, default=None, help="write the results as JSON")
    parser.add_argument(
        "--only-tracing", action="store_true", help="the tracing section alone, in this process"
    )
    parser.add_argument("--calls", type=int, default=None, help="tracing: calls per round")
    parser.add_argument("--rounds", type=int, default=None, help="tracing: rounds")
    args = parser.parse_args()
    calls = args.calls or (2000 if args.smoke else 10_000)
    rounds = args.rounds or (3 if args.smoke else 7)
    if args.only_tracing:
        print(json.dumps(bench_tracing(calls, rounds), indent=2))
        return
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
        "tracing": _tracing_in_child(calls, rounds),
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
