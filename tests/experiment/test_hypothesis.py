"""Service probes over records: the counted forms give what the plain definitions give."""

from __future__ import annotations

import math
import random
import subprocess
import sys

import numpy as np
import pytest

from genai_chaos.experiment.hypothesis import value_of
from genai_chaos.experiment.spec import LatencyProbe, OutcomeRateProbe, RateProbe, Tolerance
from genai_chaos.load.engine import RequestRecord
from genai_chaos.probes.kinds import (
    SafetyConfidenceProbe,
    SemanticConsistencyProbe,
    SemanticEntropyProbe,
    TokenEntropyProbe,
    needs_warm_up,
)

OUTCOMES = ["ok", "ok", "ok", "error", "timeout", "fallback", "refusal", "dropped", "invalid"]
ANY = Tolerance(max=1e9)


def records(n: int, seed: int) -> list[RequestRecord]:
    rng = random.Random(seed)
    return [
        RequestRecord(i, i * 0.01, rng.uniform(0.001, 0.2), rng.choice(OUTCOMES)) for i in range(n)
    ]


def plain_rate(recs: list[RequestRecord], wanted: set[str]) -> float:
    sent = [r for r in recs if r.outcome != "dropped"]
    return sum(r.outcome in wanted for r in sent) / len(sent) if sent else math.nan


@pytest.mark.parametrize("n", [0, 1, 7, 500])
@pytest.mark.parametrize(
    ("kind", "wanted"),
    [
        ("error_rate", {"error"}),
        ("timeout_rate", {"timeout"}),
        ("fallback_rate", {"fallback"}),
        ("refusal_rate", {"refusal"}),
        ("success_rate", {"ok"}),
    ],
)
def test_rates_are_shares_of_the_requests_sent(n: int, kind: str, wanted: set[str]) -> None:
    recs = records(n, seed=n)
    value, samples = value_of(RateProbe(type=kind, tolerance=ANY), recs)
    assert samples == sum(r.outcome != "dropped" for r in recs)
    assert value == pytest.approx(plain_rate(recs, wanted), nan_ok=True)


@pytest.mark.parametrize("n", [0, 1, 500])
def test_outcome_rate_counts_every_record_dropped_included(n: int) -> None:
    recs = records(n, seed=3)
    probe = OutcomeRateProbe(type="outcome_rate", outcomes=["dropped", "error"], tolerance=ANY)
    value, samples = value_of(probe, recs)
    want = sum(r.outcome in ("dropped", "error") for r in recs) / n if n else math.nan
    assert samples == n and value == pytest.approx(want, nan_ok=True)


@pytest.mark.parametrize("percentile", [50, 95, 99, 100])
def test_latency_is_a_percentile_in_ms_of_the_requests_sent(percentile: float) -> None:
    recs = records(300, seed=5)
    value, samples = value_of(
        LatencyProbe(type="latency", percentile=percentile, tolerance=ANY), recs
    )
    lat = [r.latency * 1000 for r in recs if r.outcome != "dropped"]
    assert samples == len(lat) and value == float(np.percentile(lat, percentile))


def test_no_request_sent_is_no_data() -> None:
    dropped = [RequestRecord(i, 0.0, 0.0, "dropped") for i in range(3)]
    for probe in (
        LatencyProbe(type="latency", tolerance=ANY),
        RateProbe(type="error_rate", tolerance=ANY),
    ):
        value, samples = value_of(probe, dropped)
        assert math.isnan(value) and samples == 0


def test_only_probes_with_models_to_load_start_a_warm_up() -> None:
    service = [
        LatencyProbe(type="latency", tolerance=ANY),
        RateProbe(type="error_rate", tolerance=ANY),
    ]
    assert not needs_warm_up(service)
    assert not needs_warm_up([*service, TokenEntropyProbe(type="token_entropy", tolerance=ANY)])
    target = SafetyConfidenceProbe(type="safety_confidence", source="target", tolerance=ANY)
    assert not needs_warm_up([target])
    for probe in (
        SemanticConsistencyProbe(type="semantic_consistency"),
        SemanticEntropyProbe(type="semantic_entropy", tolerance={"max": 3}),
        SafetyConfidenceProbe(type="safety_confidence", tolerance=ANY),
    ):
        assert needs_warm_up([*service, probe]), probe.type


def test_the_runner_loads_up_front_what_numpy_would_import_mid_run() -> None:
    # np.percentile's first call imports numpy.ma, a fault's first draw numpy.random: each
    # a stall of tens of ms inside a running workload (in the latency of the requests)
    code = (
        "import sys; import genai_chaos.experiment.runner; "
        "print(sorted(m for m in ('numpy.ma', 'numpy.random') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['numpy.ma', 'numpy.random']"
