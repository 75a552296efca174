"""Summaries of a load run: a mergeable :class:`Tally` and the JSON-ready report.

A :class:`Tally` holds counters and log-bucket histograms
(:class:`~genai_chaos.probes.LogHistogram`, 1% relative error) of TTFT, ITL, TPOT, E2E
and send lag, plus the time span of the run. Two tallies merge by adding counts, so a
run sharded over workers (:mod:`genai_chaos.load.distributed`) gives exactly the tally
of the same records in one process. Goodput counts requests meeting *every* SLO (vLLM's
definition), per second.

Validity: a run is ``valid`` when the send lag p99 is at most ``max_send_lag_ms`` (5 ms)
and the achieved rate at least ``min_rate_ratio`` (98%) of the target rate.

>>> from genai_chaos.load.engine import RequestRecord
>>> recs = [RequestRecord(i, i * 0.1, 0.05, "ok", detail={"ttft": 0.01, "e2e": 0.05,
...         "output_tokens": 5, "itl": [0.01] * 4}) for i in range(10)]
>>> t = Tally.from_records(recs, lags=[0.001] * 10, slos={"ttft": 0.02})
>>> s = t.summary(target_rate=10.0)
>>> s["requests"], s["valid"], round(s["achieved_rate"], 1), s["goodput_count"]
(10, True, 10.0, 10)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from genai_chaos.load.engine import RequestRecord
from genai_chaos.probes import LogHistogram

METRICS = ("ttft", "itl", "tpot", "e2e")
#: the SLO names goodput understands (seconds): a request meets ``tpot`` when its TPOT
#: is at most the value, and so on; ``itl`` is judged on the request's largest gap.
SLO_NAMES = ("ttft", "tpot", "e2e", "itl")


def _hist() -> LogHistogram:
    return LogHistogram(relative_error=0.01, min_value=1e-7)


def tpot_of(detail: Mapping[str, Any]) -> float:
    """``(E2E - TTFT) / (output tokens - 1)``; ``nan`` below two tokens."""
    n = int(detail.get("output_tokens") or 0)
    if n < 2 or "ttft" not in detail or "e2e" not in detail or detail.get("streamed") is False:
        return math.nan
    return (float(detail["e2e"]) - float(detail["ttft"])) / (n - 1)


def meets(detail: Mapping[str, Any], slos: Mapping[str, float]) -> bool:
    """Whether one successful request meets every SLO in ``slos``."""
    for name, limit in slos.items():
        if name == "itl":
            value = max(detail.get("itl") or [0.0])
        elif name == "tpot":
            value = tpot_of(detail)
            if math.isnan(value):
                continue
        else:
            value = float(detail.get(name, math.inf))
        if value > limit:
            return False
    return True


@dataclass
class Tally:
    """Mergeable counters and histograms of a run (times in seconds from its start)."""

    slos: dict[str, float] = field(default_factory=dict)
    outcomes: dict[str, int] = field(default_factory=dict)
    hists: dict[str, LogHistogram] = field(default_factory=lambda: {m: _hist() for m in METRICS})
    lag: LogHistogram = field(default_factory=_hist)
    good: int = 0
    output_tokens: int = 0
    first_send: float = math.inf
    last_send: float = -math.inf
    last_end: float = -math.inf

    @classmethod
    def from_records(
        cls,
        records: Iterable[RequestRecord],
        *,
        lags: Sequence[float] = (),
        slos: Mapping[str, float] | None = None,
    ) -> Tally:
        """Tally ``records`` (and the send lags of an open-loop run)."""
        t = cls(slos=dict(slos or {}))
        for r in records:
            t.add(r)
        for lag in lags:
            t.lag.add(max(lag, 0.0))
        return t

    def add(self, r: RequestRecord) -> None:
        """Count one request."""
        self.outcomes[r.outcome] = self.outcomes.get(r.outcome, 0) + 1
        self.first_send = min(self.first_send, r.start)
        self.last_send = max(self.last_send, r.start)
        self.last_end = max(self.last_end, r.end)
        d = r.detail or {}
        if r.outcome != "ok":
            return
        h = self.hists
        if "ttft" in d:
            h["ttft"].add(float(d["ttft"]))
        h["e2e"].add(float(d.get("e2e", r.latency)))
        for gap in d.get("itl") or ():
            h["itl"].add(gap)
        tpot = tpot_of(d)
        if not math.isnan(tpot):
            h["tpot"].add(tpot)
        self.output_tokens += int(d.get("output_tokens") or 0)
        if meets(d, self.slos):
            self.good += 1

    def merge(self, other: Tally) -> None:
        """Add ``other`` (a shard of the same run, on the same clock origin)."""
        for k, n in other.outcomes.items():
            self.outcomes[k] = self.outcomes.get(k, 0) + n
        for m in METRICS:
            self.hists[m].merge(other.hists[m])
        self.lag.merge(other.lag)
        self.good += other.good
        self.output_tokens += other.output_tokens
        self.first_send = min(self.first_send, other.first_send)
        self.last_send = max(self.last_send, other.last_send)
        self.last_end = max(self.last_end, other.last_end)

    @property
    def requests(self) -> int:
        """Requests counted."""
        return sum(self.outcomes.values())

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (``from_dict`` reads it back), for shipping between processes."""

        def fin(x: float) -> float | None:
            return x if math.isfinite(x) else None

        return {
            "slos": self.slos,
            "outcomes": self.outcomes,
            "hists": {m: h.to_dict() for m, h in self.hists.items()},
            "lag": self.lag.to_dict(),
            "good": self.good,
            "output_tokens": self.output_tokens,
            "first_send": fin(self.first_send),
            "last_send": fin(self.last_send),
            "last_end": fin(self.last_end),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Tally:
        """Rebuild from :meth:`to_dict`."""

        def num(key: str, default: float) -> float:
            v = data.get(key)
            return default if v is None else float(v)

        return cls(
            slos=dict(data["slos"]),
            outcomes=dict(data["outcomes"]),
            hists={m: LogHistogram.from_dict(h) for m, h in data["hists"].items()},
            lag=LogHistogram.from_dict(data["lag"]),
            good=int(data["good"]),
            output_tokens=int(data["output_tokens"]),
            first_send=num("first_send", math.inf),
            last_send=num("last_send", -math.inf),
            last_end=num("last_end", -math.inf),
        )

    def summary(
        self,
        *,
        target_rate: float | None = None,
        scheduled_rate: float | None = None,
        max_send_lag_ms: float = 5.0,
        min_rate_ratio: float = 0.98,
    ) -> dict[str, Any]:
        """The report of the run (JSON-ready; ``nan`` written as ``None``). The achieved
        rate is judged against ``scheduled_rate`` (the rate of the precomputed schedule,
        which for Poisson arrivals differs from the nominal ``target_rate`` by chance)
        when given."""
        n = self.requests
        ok = self.outcomes.get("ok", 0)
        span = self.last_end - self.first_send if n else 0.0
        send_span = self.last_send - self.first_send if n > 1 else 0.0
        achieved = (n - 1) / send_span if send_span > 0 else None
        lag_p99_ms = self.lag.quantile(0.99) * 1000 if self.lag.count else None
        out: dict[str, Any] = {
            "requests": n,
            "outcomes": dict(sorted(self.outcomes.items())),
            "ok": ok,
            "error_rate": (n - ok) / n if n else None,
            "duration_s": span,
            "target_rate": target_rate,
            "scheduled_rate": scheduled_rate,
            "achieved_rate": achieved,
            "throughput": ok / span if span > 0 else None,
            "output_tokens_per_s": self.output_tokens / span if span > 0 else None,
            "goodput": self.good / span if span > 0 and self.slos else None,
            "goodput_count": self.good if self.slos else None,
            "slos": self.slos,
            "send_lag_ms": {
                "p50": self.lag.quantile(0.5) * 1000 if self.lag.count else None,
                "p99": lag_p99_ms,
                "max": self.lag.max * 1000 if self.lag.count else None,
            },
        }
        for m in METRICS:
            h = self.hists[m]
            out[m] = {
                "count": h.count,
                "mean": _none(h.mean),
                "p50": _none(h.quantile(0.5)),
                "p90": _none(h.quantile(0.9)),
                "p99": _none(h.quantile(0.99)),
                "max": h.max if h.count else None,
            }
        reasons: list[str] = []
        goal = scheduled_rate if scheduled_rate is not None else target_rate
        if goal is not None:
            if lag_p99_ms is not None and lag_p99_ms > max_send_lag_ms:
                reasons.append(f"send lag p99 {lag_p99_ms:.2f} ms > {max_send_lag_ms:g} ms")
            if achieved is not None and achieved < min_rate_ratio * goal:
                reasons.append(
                    f"achieved rate {achieved:.1f}/s < {min_rate_ratio:.0%} of {goal:.1f}/s"
                )
        out["valid"] = not reasons
        out["invalid_reasons"] = reasons
        return out


def _none(x: float) -> float | None:
    return None if math.isnan(x) else x
