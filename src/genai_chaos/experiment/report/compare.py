"""Comparing two journals: what got better or worse; a CI gate.

A probe *regresses* when its value in any phase moved the wrong way by more than the
threshold: latency (and throughput, the other way) by a relative share, rates by an
absolute amount. "The wrong way" follows the tolerance: up for a ``max`` bound, down for
a ``min`` bound. A probe that held in the baseline and deviates now, or a run that
completed and now does not, is a regression too.

>>> def j(status, p95):
...     probe = {"name": "p95", "type": "latency", "category": "service", "unit": "ms",
...              "value": p95, "tolerance": "<= 500", "max": 500, "status": "ok"}
...     return {"status": status, "steady_states": {"before": None, "during": [],
...             "after": {"probes": [probe]}}}
>>> compare(j("completed", 100), j("completed", 130)).regressed
True
>>> compare(j("completed", 100), j("completed", 110)).regressed
False
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.table import Table

from genai_chaos.experiment.report.model import fmt, probe_rows


@dataclass(frozen=True)
class Thresholds:
    """How much worse counts as a regression."""

    latency: float = 0.2  # relative: +20%
    rate: float = 0.05  # absolute: +5 points of a 0..1 rate


@dataclass
class Change:
    """One probe in one phase, before and now."""

    probe: str
    phase: str
    baseline: float | None
    new: float | None
    unit: str
    verdict: str  # better, worse, regression, same, new, gone

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return dict(self.__dict__)


@dataclass
class Comparison:
    """Every change, and whether any is a regression."""

    changes: list[Change] = field(default_factory=list)
    status: tuple[str, str] = ("", "")
    notes: list[str] = field(default_factory=list)

    @property
    def regressed(self) -> bool:
        """True when the new run is worse beyond the thresholds."""
        return bool(self.notes) or any(c.verdict == "regression" for c in self.changes)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {
            "regressed": self.regressed,
            "status": {"baseline": self.status[0], "new": self.status[1]},
            "notes": self.notes,
            "changes": [c.to_dict() for c in self.changes],
        }


def _direction(row: dict[str, Any], bounds: dict[str, Any]) -> int:
    """+1 when higher is worse, -1 when lower is worse."""
    if row["type"] == "throughput" or (bounds.get("max") is None and bounds.get("min") is not None):
        return -1
    return 1


def _bounds(journal: dict[str, Any], name: str) -> dict[str, Any]:
    ss = journal.get("steady_states") or {}
    blocks = [ss.get("before"), ss.get("after"), *(ss.get("during") or [])]
    for block in blocks:
        for p in (block or {}).get("probes", []):
            if p["name"] == name:
                return dict(p)
    return {}


def _verdict(row: dict[str, Any], sign: int, old: float, new: float, t: Thresholds) -> str:
    delta = (new - old) * sign
    relative = row["type"] in ("latency", "throughput")
    limit = abs(old) * t.latency if relative else t.rate
    if delta > limit:
        return "regression"
    if delta > 1e-12:
        return "worse"
    if delta < -1e-12:
        return "better"
    return "same"


def compare(
    baseline: dict[str, Any], new: dict[str, Any], t: Thresholds | None = None
) -> Comparison:
    """Compare ``new`` against ``baseline`` (see the module docstring)."""
    t = t or Thresholds()
    out = Comparison(status=(str(baseline.get("status")), str(new.get("status"))))
    if baseline.get("status") == "completed" and new.get("status") != "completed":
        out.notes.append(f"status went from completed to {new.get('status')}")
    old_rows = {r["name"]: r for r in probe_rows(baseline)}
    new_rows = {r["name"]: r for r in probe_rows(new)}
    for name, row in new_rows.items():
        before = old_rows.get(name)
        if before is None:
            out.changes.append(Change(name, "-", None, None, row["unit"], "new"))
            continue
        if before["ok"] and not row["ok"]:
            out.notes.append(f"probe {name!r} held in the baseline and deviates now")
        sign = _direction(row, _bounds(new, name))
        for phase in ("before", "during", "after"):
            old_v, new_v = before["values"].get(phase), row["values"].get(phase)
            if old_v is None or new_v is None:
                continue
            verdict = _verdict(row, sign, float(old_v), float(new_v), t)
            out.changes.append(Change(name, phase, old_v, new_v, row["unit"], verdict))
    for name in old_rows.keys() - new_rows.keys():
        out.changes.append(Change(name, "-", None, None, old_rows[name]["unit"], "gone"))
    return out


_STYLE = {"regression": "bold red", "worse": "yellow", "better": "green"}


def render_table(result: Comparison) -> Table:
    """A rich table of the changes."""
    title = f"compare: {result.status[0]} -> {result.status[1]}"
    title += " [bold red](regression)[/bold red]" if result.regressed else " (no regression)"
    table = Table(title=title)
    for col in ("probe", "phase", "baseline", "new", "verdict"):
        table.add_column(col)
    for c in result.changes:
        style = _STYLE.get(c.verdict, "")
        verdict = f"[{style}]{c.verdict}[/{style}]" if style else c.verdict
        table.add_row(c.probe, c.phase, fmt(c.baseline, c.unit), fmt(c.new, c.unit), verdict)
    for note in result.notes:
        table.add_row("-", "-", "-", "-", f"[bold red]{note}[/bold red]")
    return table
