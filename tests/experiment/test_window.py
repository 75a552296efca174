"""The probes' window over the run's log: the same records and values as the plain forms."""

from __future__ import annotations

import random

import pytest

from genai_chaos.experiment.hypothesis import value_of
from genai_chaos.experiment.spec import (
    LatencyProbe,
    OutcomeRateProbe,
    RateProbe,
    ThroughputProbe,
    Tolerance,
)
from genai_chaos.experiment.window import Columns, Window
from genai_chaos.load.engine import RequestRecord

ANY = Tolerance(max=1e9)
PROBES = [
    LatencyProbe(type="latency", percentile=99, tolerance=ANY),
    RateProbe(type="error_rate", tolerance=ANY),
    RateProbe(type="fallback_rate", tolerance=ANY),
    ThroughputProbe(type="throughput", tolerance=ANY),
    RateProbe(type="accuracy", tolerance=ANY),  # not counted: read from the records
    OutcomeRateProbe(type="outcome_rate", outcomes=["dropped", "timeout"], tolerance=ANY),
]


def completions(n: int, seed: int) -> list[RequestRecord]:
    """Records in completion order, as the engine appends them (ends never go back)."""
    rng = random.Random(seed)
    out, now = [], 0.0
    for i in range(n):
        now += rng.uniform(0, 0.01)
        latency = rng.uniform(0, 0.2)
        outcome = rng.choice(["ok", "ok", "error", "fallback", "timeout", "dropped"])
        detail = {"correct": rng.random() < 0.5} if outcome == "ok" else None
        out.append(RequestRecord(i, now - latency, latency, outcome, detail=detail))
    return out


def plain_window(log: list[RequestRecord], first: int, cutoff: float) -> tuple[int, list]:
    while first < len(log) and log[first].end < cutoff:
        first += 1
    return first, log[first:]


def test_windows_over_a_growing_log_hold_the_records_that_ended_since_the_cutoff() -> None:
    records = completions(3000, seed=1)
    log: list[RequestRecord] = []
    columns = Columns(log)
    first = 0
    for grown, cutoff in [(0, -1.0), (500, 0.5), (500, 0.5), (1700, 2.0), (3000, 14.0)]:
        log.extend(records[len(log) : grown])
        window = columns.window(cutoff)
        first, want = plain_window(log, first, cutoff)
        assert window.records == want
        for probe in PROBES:
            assert value_of(probe, window) == pytest.approx(value_of(probe, want), nan_ok=True)


@pytest.mark.parametrize("n", [0, 1, 2, 300])
def test_counted_probes_over_a_window_equal_those_over_its_list(n: int) -> None:
    records = completions(n, seed=n)
    for probe in PROBES:
        by_window = value_of(probe, Window.of(records))
        sent = [r for r in records if r.outcome != "dropped"]
        if probe.type == "throughput" and len(sent) >= 2:
            span = max(r.end for r in sent) - min(r.start for r in sent)
            assert by_window == (len(sent) / span, len(sent))
        assert by_window == pytest.approx(value_of(probe, list(records)), nan_ok=True)
