"""The HTML report: one self-contained file (no script, no CDN, no web font).

Sections: the verdict; a timeline of p95 latency, error rate and degraded-answer rate
with the fault windows shaded; the steady-state table with service and semantic probes
side by side (so that "latency green, answers wrong" shows at a glance); injections by
fault; outcomes; rollbacks and safeguards.

>>> page = render_html({"experiment": {"metadata": {"name": "x"}}, "status": "completed",
...                     "steady_states": {"before": None, "during": [], "after": None}})
>>> "<svg" in page, any(t in page for t in ("<script", "<link", "src=", "@import"))
(True, False)
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from genai_chaos.experiment.report.model import (
    GRADE_COLUMNS,
    fault_windows,
    grade_rows,
    injection_counts,
    outcome_counts,
    probe_rows,
    series,
)
from genai_chaos.experiment.report.svg import legend, line_chart

_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
margin:24px;color:#222;background:#fafafa}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px}
.meta{color:#555;font-size:13px}.badge{display:inline-block;padding:2px 10px;border-radius:10px;
color:#fff;font-weight:600;font-size:13px;margin-left:8px}
.completed{background:#2e7d32}.deviated,.aborted{background:#c62828}.failed{background:#6a1b9a}
.interrupted,.running{background:#ef6c00}
table{border-collapse:collapse;font-size:13px;background:#fff}
th,td{border:1px solid #ddd;padding:4px 8px;text-align:left}th{background:#f0f0f0}
td.ok{color:#2e7d32;font-weight:600}td.bad{color:#c62828;font-weight:600}
.cols{display:flex;gap:24px;flex-wrap:wrap}.cols>div{flex:1;min-width:380px}
.legend{font-size:12px;margin:4px 0 12px}.key{margin-right:14px;white-space:nowrap}
.swatch{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:middle}
.bar{display:inline-block;height:10px;background:#1f77b4;vertical-align:middle}
.reason{background:#fff3e0;border-left:4px solid #ef6c00;padding:6px 10px;font-size:13px}
"""


def _table(
    headers: list[str], rows: list[list[str]], classes: list[list[str]] | None = None
) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = []
    for i, row in enumerate(rows):
        cls = classes[i] if classes else [""] * len(row)
        cells = "".join(
            f'<td class="{c}">{escape(v)}</td>' if c else f"<td>{escape(v)}</td>"
            for v, c in zip(row, cls, strict=False)
        )
        body.append(f"<tr>{cells}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def _probe_table(rows: list[dict[str, Any]], title: str) -> str:
    if not rows:
        return f"<div><h3>{escape(title)}</h3><p class='meta'>no probes</p></div>"
    table = _table(
        ["probe", "tolerance", "before", "during (worst)", "after", "verdict"],
        [
            [
                r["name"],
                r["tolerance"],
                r["before"],
                r["during"],
                r["after"],
                "held" if r["ok"] else "deviated",
            ]
            for r in rows
        ],
        [["", "", "", "", "", "ok" if r["ok"] else "bad"] for r in rows],
    )
    return f"<div><h3>{escape(title)}</h3>{table}</div>"


def _timeline(journal: dict[str, Any]) -> str:
    s = series(journal)
    lo, hi = s["span"]
    phases = journal.get("workload", {}).get("phases", {})
    if phases:
        lo = min([lo] + [p[0] for p in phases.values() if p])
        hi = max([hi] + [p[1] for p in phases.values() if p and p[1] is not None])
    windows = fault_windows(journal, hi)
    names = [w[0] for w in windows]
    latency = line_chart(
        [("p95 latency (ms)", "#1f77b4", list(zip(s["t"], s["p95"], strict=True)))],
        x_span=(lo, hi),
        shaded=windows,
        y_label="p95 latency (ms)",
    )
    rates = line_chart(
        [
            ("error rate", "#d62728", list(zip(s["t"], s["errors"], strict=True))),
            ("degraded answers", "#9467bd", list(zip(s["t"], s["semantic"], strict=True))),
        ],
        x_span=(lo, hi),
        shaded=windows,
        y_label="share of requests",
        y_max=1.0,
    )
    return (
        "<h2>Timeline</h2>"
        + legend([("p95 latency", "#1f77b4")], shaded=names)
        + latency
        + legend(
            [
                ("error rate", "#d62728"),
                ("degraded answers (fallback, refusal, invalid)", "#9467bd"),
            ],
            shaded=names,
        )
        + rates
    )


def _injections(journal: dict[str, Any]) -> str:
    counts = injection_counts(journal)
    if not counts:
        return "<h2>Injections by fault</h2><p class='meta'>no fault in the method</p>"
    top = max((c[1] for c in counts), default=1) or 1
    rows = "".join(
        f"<tr><td>{escape(name)}</td><td>{n}</td><td>{other}</td>"
        f'<td><span class="bar" style="width:{int(200 * n / top)}px"></span></td></tr>'
        for name, n, other in counts
    )
    return (
        "<h2>Injections by fault</h2><table><thead><tr><th>fault@point</th><th>injected</th>"
        f"<th>skipped/broken</th><th></th></tr></thead><tbody>{rows}</tbody></table>"
    )


def _grades(journal: dict[str, Any]) -> str:
    """The chaos proxy's grade of each client of the model API (when it was in the path)."""
    if journal.get("client_grades") is None:
        return ""
    rows = grade_rows(journal)
    if not rows:
        return "<h2>Client grades (chaos proxy)</h2><p class='meta'>no client called the model</p>"
    grades = [r[1].split(" ")[0] for r in rows]
    classes = [["", "bad" if g == "fail" else "ok" if g == "pass" else ""] for g in grades]
    note = (
        "<p class='meta'>how the application's calls to the model behaved after faults: "
        "retry storms, Retry-After ignored, cut streams accepted as whole</p>"
    )
    return "<h2>Client grades (chaos proxy)</h2>" + note + _table(GRADE_COLUMNS, rows, classes)


def render_html(journal: dict[str, Any]) -> str:
    """The report page for ``journal``."""
    meta = journal.get("experiment", {}).get("metadata", {})
    name = str(meta.get("name", "experiment"))
    status = str(journal.get("status", "unknown"))
    rows = probe_rows(journal)
    service = [r for r in rows if r["category"] == "service"]
    semantic = [r for r in rows if r["category"] != "service"]
    reason = journal.get("reason")
    outcomes = outcome_counts(journal)
    rollbacks = journal.get("rollbacks") or []
    guards = journal.get("safeguards") or []
    parts = [
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
        f"<title>genai-chaos report: {escape(name)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{escape(name)}<span class='badge {escape(status)}'>{escape(status)}</span></h1>",
        f"<div class='meta'>{escape(str(meta.get('description', '')))}</div>",
        f"<div class='meta'>start {escape(str(journal.get('start')))} &middot; duration "
        f"{escape(str(journal.get('duration')))} s &middot; seed {escape(str(journal.get('seed')))}"
        f" &middot; target {escape(str((journal.get('target') or {}).get('type', '-')))}"
        f" &middot; deviated: {escape(str(journal.get('deviated')))}</div>",
    ]
    if reason:
        parts.append(f"<p class='reason'>{escape(str(reason))}</p>")
    parts.append(_timeline(journal))
    parts.append("<h2>Steady state</h2><div class='cols'>")
    parts.append(_probe_table(service, "Service (latency, errors)"))
    parts.append(_probe_table(semantic, "Semantic (answers)"))
    parts.append("</div>")
    parts.append(_injections(journal))
    parts.append("<h2>Outcomes</h2>")
    parts.append(
        _table(["outcome", "requests"], [[k, str(v)] for k, v in sorted(outcomes.items())])
    )
    parts.append("<h2>Rollbacks</h2>")
    parts.append(
        _table(
            ["rollback", "status", "detail"],
            [
                [r["name"], r["status"], str(r.get("exception") or r.get("output") or "")]
                for r in rollbacks
            ],
        )
        if rollbacks
        else "<p class='meta'>none</p>"
    )
    parts.append(_grades(journal))
    if guards:
        parts.append("<h2>Safeguards</h2>")
        parts.append(_table(["reason", "at (s)"], [[g["reason"], f"{g['t']:.2f}"] for g in guards]))
    parts.append("<p class='meta'>generated by genai-chaos</p></body></html>")
    return "".join(parts)


def write_html(journal: dict[str, Any], path: str | Path) -> Path:
    """Write the report of ``journal`` to ``path``."""
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render_html(journal), encoding="utf-8")
    return out
