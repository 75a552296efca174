"""Probe primitives: exact and log-bucket percentiles, rates, streaming timings."""

from __future__ import annotations

import math

import numpy as np
import pytest

from genai_chaos.probes import (
    LogHistogram,
    OutcomeCounter,
    SlidingRate,
    WindowPercentiles,
    percentile,
    stream_timings,
)


def test_percentile_matches_numpy_linear() -> None:
    values = np.random.default_rng(1).lognormal(3, 1, 1000)
    for q in (50, 95, 99, 99.9):
        assert percentile(values, q) == pytest.approx(float(np.percentile(values, q)))
    with pytest.raises(ValueError):
        percentile([1.0], 101)


def test_window_percentiles_forget_old_samples() -> None:
    w = WindowPercentiles(window_s=1.0)
    for t in range(10):
        w.add(t * 0.5, float(t))
    assert w.values(now=4.5) == [7.0, 8.0, 9.0]
    with pytest.raises(ValueError):
        WindowPercentiles(0)


def test_log_histogram_quantiles_within_relative_error() -> None:
    values = np.random.default_rng(2).lognormal(2, 1.2, 20_000)
    h = LogHistogram(relative_error=0.01)
    h.extend(values.tolist())
    for q in (0.5, 0.9, 0.99):
        exact = float(np.quantile(values, q, method="lower"))
        assert h.quantile(q) == pytest.approx(exact, rel=0.03)
    assert h.mean == pytest.approx(float(values.mean()))


def test_log_histograms_merge_and_round_trip() -> None:
    a, b, both = LogHistogram(), LogHistogram(), LogHistogram()
    for i, v in enumerate(np.linspace(0.0, 50.0, 501)):
        (a if i % 2 else b).add(float(v))
        both.add(float(v))
    a.merge(b)
    assert a.to_dict() == both.to_dict()
    assert LogHistogram.from_dict(a.to_dict()).quantile(0.5) == a.quantile(0.5)
    with pytest.raises(ValueError):
        a.merge(LogHistogram(relative_error=0.05))
    assert math.isnan(LogHistogram().quantile(0.5))


def test_rates() -> None:
    c = OutcomeCounter()
    assert math.isnan(c.rate("error"))
    for o in ("ok", "error", "timeout", "ok"):
        c.add(o)
    assert c.rate("error", "timeout") == 0.5
    r = SlidingRate(window_s=2)
    for t, o in [(0, "error"), (1, "ok"), (2.5, "ok")]:
        r.add(t, o)
    assert r.rate(2.5, "error") == 0.0 and r.count(2.5) == 2
    assert math.isnan(r.rate(100, "ok"))


def test_stream_timings_follow_vllm_definitions() -> None:
    t = stream_timings(10.0, [10.2, 10.25, 10.35], end=10.4)
    assert t.ttft == pytest.approx(0.2)
    assert t.itl == pytest.approx([0.05, 0.1])
    assert t.e2e == pytest.approx(0.4)
    assert t.tpot == pytest.approx((0.4 - 0.2) / 2)
    assert math.isnan(stream_timings(0.0, [1.0]).tpot)
    assert math.isnan(stream_timings(0.0, []).ttft)
