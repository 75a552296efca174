"""A Markdown summary of a journal, short enough for a CI comment.

>>> md = markdown_summary({"experiment": {"metadata": {"name": "x"}}, "status": "deviated",
...                        "steady_states": {"before": None, "during": [], "after": None}})
>>> md.splitlines()[0]
'### :x: x: deviated'
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from genai_chaos.experiment.report.model import injection_counts, probe_rows

_ICONS = {"completed": ":white_check_mark:", "interrupted": ":warning:"}


def _grades(journal: dict[str, Any]) -> list[str]:
    graded = journal.get("client_grades")
    if graded is None:
        return []
    clients = graded.get("clients") or []
    head = ["", "**Client grades (chaos proxy)**", ""]
    if not clients:
        return [*head, "no client called the model"]
    try:
        from genai_chaos.proxy.grading import grades_markdown
    except ImportError:  # the journal came from elsewhere: counts only
        counts = Counter(str(g.get("grade")) for g in clients)
        return [*head, ", ".join(f"{n} {grade}" for grade, n in sorted(counts.items()))]
    return [*head, grades_markdown(clients)]


def markdown_summary(journal: dict[str, Any]) -> str:
    """The verdict, the steady-state table and the injections, as Markdown."""
    name = journal.get("experiment", {}).get("metadata", {}).get("name", "experiment")
    status = journal.get("status", "unknown")
    lines = [f"### {_ICONS.get(status, ':x:')} {name}: {status}", ""]
    if journal.get("reason"):
        lines += [f"> {journal['reason']}", ""]
    lines += [
        f"seed `{journal.get('seed')}` · duration {journal.get('duration', '-')} s · "
        f"deviated: `{str(journal.get('deviated', False)).lower()}`",
        "",
        "| probe | kind | tolerance | before | during (worst) | after | verdict |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in probe_rows(journal):
        verdict = "held" if r["ok"] else "**deviated**"
        lines.append(
            f"| {r['name']} | {r['category']} | `{r['tolerance']}` | {r['before']} | "
            f"{r['during']} | {r['after']} | {verdict} |"
        )
    counts = injection_counts(journal)
    if counts:
        lines += ["", "| fault | injected | skipped/broken |", "|---|---|---|"]
        lines += [f"| `{k}` | {n} | {o} |" for k, n, o in counts]
    lines += _grades(journal)
    failed = [r for r in journal.get("rollbacks") or [] if r.get("status") != "succeeded"]
    if failed:
        lines += ["", f"Rollbacks failed: {', '.join(r['name'] for r in failed)}"]
    return "\n".join(lines) + "\n"
