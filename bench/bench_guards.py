"""Guards: validator repair rate per malformation mode, fallback overhead, drift sensitivity.

1. Validator. Realistic helpdesk answers (JSON, compact and indented) are broken by every
   ``malformed_json`` mode of the fault catalogue, over many seeds. Per mode: accepted
   after repair (no retry), exact (the repaired value equals the original answer), false
   accepts (accepted but different), and valid within two retries when the generator
   breaks every answer the same way (each retry broken afresh), or half of them.
2. Fallback overhead on a healthy index. ``FallbackRetriever`` (health check with a score
   threshold and the drift detector) against the bare ``VectorIndex.search`` it wraps,
   same queries, interleaved round after round; median per-query times and their ratio.
   Real FAISS, real bm25s, wordllama embeddings, the 30-article helpdesk corpus.
3. Drift sensitivity. Query embeddings turned towards one fixed direction with their norm
   kept (``embedding_drift`` directed, renormalize) by several magnitudes: how often and
   how fast the detector flags it, recall@1 of the vector search under drift, and false
   alarms on the same traffic without drift. The healthy traffic repeats the calibration
   questions (searches the baseline has seen); magnitude 0.01 (top-1 scores move by ~0.05%,
   recall unchanged) is the same traffic with every search new.
4. Drift on a mix of two repeated questions (``--drift-only``). The reference service's
   detector (window 30, baseline 150, calibrated on its question set) fed the vector
   scores of two of its questions (top-1 0.779 and 0.451) in random order, 1,000 searches
   a run: runs with a false alarm, by the share of the first question; and how soon a fall
   of every score by 30% or 40% is flagged on the same traffic.

Usage: python bench/bench_guards.py [--smoke] [--out bench/results/guards.json]
       python bench/bench_guards.py --drift-only [--trials 100] [--max-top1-drop 0.12]
           [--out bench/results/guards_drift.json]
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
import typing
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.guards.corpus

import numpy as np

from genai_chaos import create_fault, inject
from genai_chaos.faults.base import Completion, FaultContext, FaultSkipped
from genai_chaos.faults.generation import JsonMode
from genai_chaos.guards.fallback import (
    FallbackRetriever,
    HealthCheck,
    KeywordIndex,
    ScoreDriftDetector,
    VectorIndex,
)
from genai_chaos.guards.validator import OutputValidator
from tests.guards.corpus import (
    ANSWERS,
    QUESTIONS,
    SCHEMA,
    article_ids,
    article_texts,
    wordllama_embed,
)

MODES: tuple[str, ...] = typing.get_args(JsonMode)


def bench_validator(seeds: int) -> dict[str, Any]:
    validator = OutputValidator(SCHEMA, max_retries=2)
    out: dict[str, Any] = {}
    for mode in MODES:
        n = accepted = exact = skipped = 0
        times: list[float] = []
        persistent: list[bool] = []
        intermittent: list[bool] = []
        for seed in range(seeds):
            for i, answer in enumerate(ANSWERS):
                for indent in (None, 2):
                    text = json.dumps(answer, indent=indent)
                    fault = create_fault("malformed_json", mode=mode, seed=seed)
                    rid = f"a{i}-{indent}"
                    try:
                        broken = fault.apply(Completion(text), FaultContext(rid, fault.decide(rid)))
                    except FaultSkipped:
                        skipped += 1
                        continue
                    n += 1
                    start = time.perf_counter_ns()
                    result = validator.validate(broken.text)
                    times.append(time.perf_counter_ns() - start)
                    accepted += result.valid
                    exact += result.valid and result.value == answer
                    for p, counter in ((1.0, persistent), (0.5, intermittent)):
                        flaky = create_fault("malformed_json", mode=mode, seed=seed, probability=p)
                        generate = inject(flaky, target=f"llm-{seed}-{i}-{indent}")(
                            lambda feedback, text=text: text
                        )
                        run = validator.run(generate)
                        counter.append(run.valid and run.value == answer)
        out[mode] = {
            "cases": n,
            "skipped": skipped,
            "accepted": round(accepted / n, 3),
            "exact": round(exact / n, 3),
            "false_accepts": round((accepted - exact) / n, 3),
            "valid_within_2_retries_every_answer_broken": round(sum(persistent) / n, 3),
            "valid_within_2_retries_half_broken": round(sum(intermittent) / n, 3),
            "median_us": round(statistics.median(times) / 1000, 1),
        }
    return out


def build() -> tuple[VectorIndex, KeywordIndex]:
    texts = article_texts()
    store = VectorIndex.from_texts(texts, wordllama_embed(), ids=article_ids())
    return store, KeywordIndex.from_texts(texts, ids=article_ids())


def shuffled(passes: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out: list[str] = []
    for _ in range(passes):
        qs = [q for q, _ in QUESTIONS]
        rng.shuffle(qs)
        out += qs
    return out


def bench_overhead(store: VectorIndex, keyword: KeywordIndex, rounds: int) -> dict[str, Any]:
    retriever = FallbackRetriever(
        store, keyword, health=HealthCheck(min_score=0.3, drift=ScoreDriftDetector())
    )
    retriever.calibrate(shuffled(2, 0))
    queries = [q for q, _ in QUESTIONS]
    for q in queries:  # warm up
        store.search(q)
        retriever.retrieve(q)
    bare: list[float] = []
    guarded: list[float] = []
    degraded = 0
    for r in range(rounds):
        for j, q in enumerate(queries):
            pair = [("bare", store.search), ("guarded", retriever.retrieve)]
            if (r + j) % 2:
                pair.reverse()
            for name, fn in pair:
                start = time.perf_counter_ns()
                result = fn(q)
                took = time.perf_counter_ns() - start
                (bare if name == "bare" else guarded).append(took)
                degraded += name == "guarded" and result.degraded  # type: ignore[union-attr]
    keyword_ns = []
    for q in queries:
        start = time.perf_counter_ns()
        keyword.search(q)
        keyword_ns.append(time.perf_counter_ns() - start)
    b, g = statistics.median(bare), statistics.median(guarded)
    return {
        "queries": len(bare),
        "bare_median_us": round(b / 1000, 1),
        "fallback_retriever_median_us": round(g / 1000, 1),
        "added_us": round((g - b) / 1000, 1),
        "ratio": round(g / b, 3),
        "degraded_on_healthy_traffic": degraded,
        "keyword_search_median_us": round(statistics.median(keyword_ns) / 1000, 1),
    }


def bench_drift(
    store: VectorIndex,
    keyword: KeywordIndex,
    magnitudes: list[float],
    trials: int,
    max_top1_drop: float = 0.12,
) -> dict[str, Any]:
    truth = dict(QUESTIONS)
    rows: dict[str, Any] = {}
    false_alarms = healthy_queries = alarmed_runs = runs = 0
    for magnitude in magnitudes:
        detected = 0
        delays: list[int] = []
        recall: list[float] = []
        for trial in range(trials):
            detector = ScoreDriftDetector(window=20, baseline=60, max_top1_drop=max_top1_drop)
            retriever = FallbackRetriever(
                store, keyword, health=HealthCheck(min_score=0.3, drift=detector)
            )
            retriever.calibrate(shuffled(2, 100 + trial))
            healthy = [retriever.retrieve(q) for q in shuffled(2, 200 + trial)]
            if magnitude == magnitudes[0]:  # the same healthy streams for every magnitude
                alarms = sum("drift" in r.reasons for r in healthy)
                false_alarms += alarms
                alarmed_runs += alarms > 0
                runs += 1
                healthy_queries += len(healthy)
            direction = np.random.default_rng(trial).standard_normal(store.dimension).tolist()
            fault = create_fault(
                "embedding_drift",
                mode="directed",
                magnitude=magnitude,
                renormalize=True,
                direction=direction,
                seed=trial,
            )
            drifted = retriever.with_vector(store.replace(embed=inject(fault)(store.embed)))
            stream = shuffled(2, 300 + trial)
            results = [drifted.retrieve(q) for q in stream]
            flags = [i for i, r in enumerate(results) if "drift" in r.reasons]
            if flags:
                detected += 1
                delays.append(flags[0] + 1)
            hits = [r.vector_docs[0].id == truth[q] for q, r in zip(stream, results, strict=True)]
            recall.append(sum(hits) / len(hits))
        rows[str(magnitude)] = {
            "detected": round(detected / trials, 3),
            "median_queries_to_detect": statistics.median(delays) if delays else None,
            "vector_recall_at_1": round(statistics.mean(recall), 3),
        }
    return {
        "window": 20,
        "baseline": 60,
        "max_top1_drop": max_top1_drop,
        "trials": trials,
        "by_magnitude": rows,
        "false_alarms": false_alarms,
        "healthy_queries": healthy_queries,
        "healthy_runs": runs,
        "healthy_runs_with_a_false_alarm": alarmed_runs,
    }


def bench_drift_mix(runs: int) -> dict[str, Any]:
    from genai_chaos.reference.corpus import load_questions
    from genai_chaos.reference.pipeline import Pipeline

    pipeline = Pipeline(drift=False)
    scores = [
        [float(d.score or 0.0) for d in pipeline.retrieve(q, pipeline.k)]
        for q in (
            "how do I reset the administrator password",
            "forgot my login, can I fix it myself without calling anyone?",
        )
    ]
    calibration = [
        [float(d.score or 0.0) for d in pipeline.retrieve(q.question, pipeline.k)]
        for q in load_questions()
    ]

    def run(share: float, seed: int, fall: float = 0.0) -> list[bool]:
        detector = ScoreDriftDetector(window=30, baseline=150, max_top1_drop=0.2)
        detector.prime(calibration)
        rng = random.Random(seed)
        flags = []
        for i in range(1000):
            hit = scores[0] if rng.random() < share else scores[1]
            scale = 1 - fall if i >= 500 else 1.0
            flags.append(detector.observe([s * scale for s in hit]).drifting)
        return flags

    rows: dict[str, Any] = {}
    for share in (0.5, 0.3, 0.1):
        healthy = [run(share, seed) for seed in range(runs)]
        row: dict[str, Any] = {
            "runs_with_a_false_alarm": sum(any(f) for f in healthy),
            "false_alarms": sum(sum(f) for f in healthy),
        }
        for fall in (0.3, 0.4):
            drifted = [run(share, seed, fall) for seed in range(runs // 4)]
            delays = [f.index(True, 500) - 500 + 1 for f in drifted if any(f[500:])]
            row[f"fall_{fall}"] = {
                "detected": round(len(delays) / len(drifted), 3),
                "median_searches_to_detect": statistics.median(delays) if delays else None,
            }
        rows[str(share)] = row
    return {
        "top1": [s[0] for s in scores],
        "searches_per_run": 1000,
        "runs": runs,
        "fall_runs": runs // 4,
        "by_share_of_the_first_question": rows,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="seconds-long run for CI")
    parser.add_argument("--out", type=Path, default=None, help="results JSON")
    parser.add_argument("--drift-only", action="store_true", help="only the drift sensitivity")
    parser.add_argument("--trials", type=int, default=None, help="drift trials (10)")
    parser.add_argument(
        "--max-top1-drop", type=float, default=0.12, help="drift threshold (the detector's default)"
    )
    args = parser.parse_args()
    if args.trials is not None and args.trials < 1:
        parser.error(f"--trials: expected a whole number of at least 1, got {args.trials}")
    if not 0 < args.max_top1_drop <= 1:
        parser.error(f"--max-top1-drop: expected a fraction in (0, 1], got {args.max_top1_drop}")
    seeds, rounds, trials = (3, 3, 1) if args.smoke else (60, 31, 10)
    trials = args.trials if args.trials is not None else trials
    magnitudes = [0.7] if args.smoke else [0.01, 0.15, 0.3, 0.5, 0.6, 0.7, 1.0]
    store, keyword = build()
    if args.drift_only:
        drift = {
            "python": platform.python_version(),
            "machine": platform.machine(),
            "drift": bench_drift(store, keyword, magnitudes, trials, args.max_top1_drop),
            "two_question_mix": bench_drift_mix(4 if args.smoke else 200),
        }
        out = args.out or Path("bench/results/guards_drift.json")
        if not args.smoke:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps(drift, indent=2) + "\n")
        print(json.dumps(drift, indent=2))
        return 0
    results = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "smoke": args.smoke,
        "validator": bench_validator(seeds),
        "fallback_overhead": bench_overhead(store, keyword, rounds),
        "drift": bench_drift(store, keyword, magnitudes, trials, args.max_top1_drop),
    }
    err = sys.stderr
    print(
        "| mode | cases | repaired, accepted | exact | false accepts "
        "| valid in 3 tries, every answer broken | half broken | median µs |",
        file=err,
    )
    print("|---|---|---|---|---|---|---|---|", file=err)
    for mode, r in results["validator"].items():
        print(
            f"| {mode} | {r['cases']} | {r['accepted']:.0%} | {r['exact']:.0%} | "
            f"{r['false_accepts']:.0%} | {r['valid_within_2_retries_every_answer_broken']:.0%} | "
            f"{r['valid_within_2_retries_half_broken']:.0%} | {r['median_us']} |",
            file=err,
        )
    print(json.dumps(results["fallback_overhead"]), file=err)
    print(json.dumps(results["drift"]["by_magnitude"]), file=err)
    if not args.smoke:
        out = args.out or Path("bench/results/guards.json")
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results["fallback_overhead"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
