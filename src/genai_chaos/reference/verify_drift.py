"""The embedding-drift experiments of :mod:`~genai_chaos.reference.verify`.

Drift is switched on at ``reference.embedder`` (the query side: a drifting encoder) or at
``reference.index_vectors`` (the stored vectors: an index built with another model). The
same request ids are used for every magnitude, so a sweep scales the same directions.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from genai_chaos.faults.base import Fault
from genai_chaos.faults.registry import create
from genai_chaos.inject.engine import request_id
from genai_chaos.inject.wrap import faults_enabled
from genai_chaos.reference.verify_base import Context, Row, hit


def _drift_recall(ctx: Context, faults: Sequence[Fault], point: str | None, tag: str) -> float:
    hits = []
    for q in ctx.questions:
        with request_id(f"{tag}/{q.id}"):
            if point is None:
                docs = ctx.naive.retrieve(q.question, 5)
            else:
                with faults_enabled(point, *faults):
                    docs = ctx.naive.retrieve(q.question, 5)
        hits.append(hit([d.id for d in docs], q))
    return statistics.fmean(hits)


def _with_fallback(
    ctx: Context, fault: Fault, point: str, tag: str
) -> tuple[float, float, set[str]]:
    """Recall@5 of the guarded retriever under ``fault``, the share it degraded, notices."""
    ctx.guarded.reset_health()
    degraded, hits, notices = 0, [], set()
    for q in ctx.questions:
        with faults_enabled(point, fault), request_id(f"{tag}/{q.id}"):
            result = ctx.guarded.fallback.retrieve(q.question, 5)
        degraded += result.degraded
        if result.notice:
            notices.add(result.notice)
        hits.append(hit([d.id for d in result.docs], q))
    ctx.guarded.reset_health()
    return statistics.fmean(hits), degraded / len(ctx.questions), notices


def embedding_drift(ctx: Context, magnitude: float = 0.15) -> list[Row]:
    """Recall@5 before and after drift on the query or the index, and with the fallback."""
    before = _drift_recall(ctx, [], None, "clean")
    off = create("embedding_drift", magnitude=magnitude, probability=0.0, seed=15)
    fb, share, _ = _with_fallback(ctx, off, "reference.embedder", "clean")
    rows = [
        Row(
            "embedding_drift",
            "no drift",
            f"recall@5 {before:.3f}; with fallback {fb:.3f}, health check fired on {share:.0%}",
            "no false alarms",
            share == 0,
            {
                "recall@5": round(before, 4),
                "recall@5_with_fallback": round(fb, 4),
                "fallback_share": round(share, 4),
            },
        )
    ]
    targets = (("query", "reference.embedder"), ("index", "reference.index_vectors"))
    for mode in ("random", "directed"):
        for target, point in targets:
            fault = create("embedding_drift", magnitude=magnitude, mode=mode, seed=15)
            tag = f"drift/{mode}/{target}"
            after = _drift_recall(ctx, [fault], point, tag)
            drop = (before - after) / before if before else 0.0
            fallback, share, notices = _with_fallback(ctx, fault, point, tag)
            numbers = {
                "magnitude": magnitude,
                "recall@5_before": round(before, 4),
                "recall@5_after": round(after, 4),
                "relative_drop": round(drop, 4),
                "recall@5_with_fallback": round(fallback, 4),
                "fallback_share": round(share, 4),
                "notices": sorted(notices),
            }
            measured = (
                f"recall@5 {before:.3f} -> {after:.3f} ({-drop:+.1%}); with fallback "
                f"{fallback:.3f}, health check fired on {share:.0%}"
            )
            expected = "keyword fallback + notice when the health check fires"
            holds = share == 0 or bool(notices)
            rows.append(
                Row(
                    "embedding_drift",
                    f"{magnitude:.0%} L2, {mode}, on the {target}",
                    measured,
                    expected,
                    holds,
                    numbers,
                )
            )
    return rows


def drift_sweep(
    ctx: Context, magnitudes: Sequence[float] = (0.15, 0.3, 0.5, 1.0, 1.5, 2.0)
) -> list[Row]:
    """Random query drift of growing size (same directions, scaled): where the source's
    40% drop appears, and what the fallback does about it."""
    before = _drift_recall(ctx, [], None, "clean")
    rows = []
    for m in magnitudes:
        fault = create("embedding_drift", magnitude=m, mode="random", seed=15)
        tag = "drift/random/query"
        after = _drift_recall(ctx, [fault], "reference.embedder", tag)
        drop = (before - after) / before if before else 0.0
        fallback, share, notices = _with_fallback(ctx, fault, "reference.embedder", tag)
        numbers = {
            "magnitude": m,
            "recall@5_after": round(after, 4),
            "relative_drop": round(drop, 4),
            "recall@5_with_fallback": round(fallback, 4),
            "fallback_share": round(share, 4),
            "notices": sorted(notices),
        }
        measured = (
            f"recall@5 {before:.3f} -> {after:.3f} ({-drop:+.1%}); with fallback "
            f"{fallback:.3f}, health check fired on {share:.0%}"
        )
        rows.append(
            Row(
                "drift_sweep",
                f"{m:.0%} L2, random, on the query",
                measured,
                "fallback + notice when the health check fires",
                share == 0 or bool(notices),
                numbers,
            )
        )
    return rows
