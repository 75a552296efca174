"""What reports show, computed once from a journal: probe rows, time series, counts.

>>> j = {"steady_states": {"before": {"probes": [{"name": "error rate", "type": "error_rate",
...      "category": "service", "value": 0.0, "tolerance": "<= 0.1", "status": "ok"}]},
...      "during": [], "after": None}}
>>> [(r["name"], r["before"], r["ok"]) for r in probe_rows(j)]
[('error rate', '0', True)]
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

import numpy as np

_BAD_SEMANTIC = frozenset({"fallback", "refusal", "invalid"})


def fmt(value: Any, unit: str = "ratio") -> str:
    """A probe value for people: ``12.3 ms``, ``0.25``, ``-`` when missing."""
    if value is None:
        return "-"
    if unit == "ms":
        return f"{value:.1f} ms"
    if unit == "req/s":
        return f"{value:.1f}/s"
    return f"{value:.3g}"


def _worst(samples: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The during-sample furthest outside (or closest to) the tolerance."""
    found = [s for s in samples if s.get("value") is not None]
    if not found:
        return None
    hi = found[0].get("max")
    if hi is not None:
        return max(found, key=lambda s: s["value"])
    return min(found, key=lambda s: s["value"])


def probe_rows(journal: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per probe: values before / during (worst window) / after, overall verdict."""
    ss = journal.get("steady_states") or {}
    rows: dict[str, dict[str, Any]] = {}

    def row(p: dict[str, Any]) -> dict[str, Any]:
        return rows.setdefault(
            p["name"],
            {
                "name": p["name"],
                "type": p.get("type", ""),
                "category": p.get("category", "service"),
                "unit": p.get("unit", "ratio"),
                "tolerance": p.get("tolerance", ""),
                "before": "-",
                "during": "-",
                "after": "-",
                "ok": True,
                "values": {},
                "during_samples": [],
            },
        )

    for phase in ("before", "after"):
        block = ss.get(phase) or {}
        for p in block.get("probes", []):
            r = row(p)
            r[phase] = fmt(p.get("value"), r["unit"])
            r["values"][phase] = p.get("value")
            r["ok"] = r["ok"] and p.get("status") != "deviated"
    for sample in ss.get("during") or []:
        for p in sample.get("probes", []):
            r = row(p)
            r["during_samples"].append(p)
            r["ok"] = r["ok"] and p.get("status") != "deviated"
    for r in rows.values():
        worst = _worst(r.pop("during_samples"))
        if worst is not None:
            r["during"] = fmt(worst["value"], r["unit"])
            r["values"]["during"] = worst["value"]
    return list(rows.values())


def series(journal: dict[str, Any], bins: int = 60) -> dict[str, Any]:
    """Time series of p95 latency (ms), error rate and degraded-answer rate, binned."""
    records = [
        r for r in journal.get("workload", {}).get("records", []) if r["outcome"] != "dropped"
    ]
    if not records:
        return {"t": [], "p95": [], "errors": [], "semantic": [], "span": [0.0, 1.0]}
    ends = np.array([r["start"] + r["latency"] for r in records])
    lo, hi = float(ends.min()), float(ends.max())
    width = max((hi - lo) / bins, 1e-3)
    index = np.minimum(((ends - lo) / width).astype(int), bins - 1)
    out: dict[str, Any] = {"t": [], "p95": [], "errors": [], "semantic": [], "span": [lo, hi]}
    for b in range(bins):
        members = [records[i] for i in np.nonzero(index == b)[0]]
        if not members:
            continue
        lat = [m["latency"] * 1000 for m in members]
        out["t"].append(lo + (b + 0.5) * width)
        out["p95"].append(float(np.percentile(lat, 95)))
        out["errors"].append(
            sum(m["outcome"] in ("error", "timeout") for m in members) / len(members)
        )
        out["semantic"].append(sum(m["outcome"] in _BAD_SEMANTIC for m in members) / len(members))
    return out


def fault_windows(journal: dict[str, Any], end: float) -> list[tuple[str, float, float]]:
    """``(fault name, on, off)`` for every window a fault was on."""
    out = []
    for action in journal.get("run", []):
        for on, off in action.get("windows", []):
            out.append((action["name"], float(on), float(off if off is not None else end)))
    return out


def injection_counts(journal: dict[str, Any]) -> list[tuple[str, int, int]]:
    """``(kind@target, injected, skipped or broken)`` for every fault that fired."""
    injected: Counter[str] = Counter()
    other: Counter[str] = Counter()
    for e in journal.get("events", []):
        key = f"{e['kind']}@{e['target']}"
        (injected if e.get("status") == "injected" else other)[key] += 1
    for action in journal.get("run", []):
        key = f"{action['fault']['kind']}@{action.get('at') or 'target'}"
        injected.setdefault(key, 0)
    return sorted(((k, injected[k], other[k]) for k in injected), key=lambda x: -x[1])


def outcome_counts(journal: dict[str, Any]) -> dict[str, int]:
    """How many requests ended each way."""
    return dict(Counter(r["outcome"] for r in journal.get("workload", {}).get("records", [])))


def nice(value: float) -> float:
    """A round number at or above ``value`` for an axis maximum.

    >>> nice(0.37), nice(180)
    (0.5, 200.0)
    """
    if value <= 0 or math.isnan(value):
        return 1.0
    exp = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 2.5, 5, 10):
        if value <= step * exp:
            return float(step * exp)
    return float(10 * exp)


#: Columns of the client-grades table (the chaos proxy's checks, in its order).
GRADE_COLUMNS = [
    "client",
    "grade",
    "requests",
    "retries",
    "failures seen",
    "retry storms",
    "Retry-After ignored",
    "cut streams accepted",
]


def grade_rows(journal: dict[str, Any]) -> list[list[str]]:
    """One row per client graded by the chaos proxy (empty when none was).

    >>> grade_rows({"client_grades": {"clients": [{"client": "app", "grade": "fail",
    ...     "requests": 9, "retries": 6, "failures_seen": 7, "pending": 1,
    ...     "violations": {"retry_storm": 1}}]}})
    [['app', 'fail (1 pending)', '9', '6', '7', '1', '0', '0']]
    """
    rows = []
    for g in (journal.get("client_grades") or {}).get("clients") or []:
        v = g.get("violations") or {}
        pending = f" ({g['pending']} pending)" if g.get("pending") else ""
        rows.append(
            [
                str(g.get("client", "?")),
                f"{g.get('grade', '?')}{pending}",
                *(str(g.get(k, 0)) for k in ("requests", "retries", "failures_seen")),
                *(
                    str(v.get(k, 0))
                    for k in ("retry_storm", "retry_after_ignored", "cut_stream_accepted")
                ),
            ]
        )
    return rows
