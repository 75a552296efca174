from __future__ import annotations

import math

import numpy as np
import pytest

from genai_chaos.load.fit import FitError, fit_phase_transition, latency_knee


def synthetic(lc=50.0, delta=4.0, eps0=1e-3, n=5000):
    rates = np.array([10, 20, 30, 40, 45, 48, 52, 55, 58, 62, 66])
    eps = np.where(rates < lc, eps0, eps0 * np.exp((rates - lc) / delta))
    errors = np.round(np.minimum(eps, 1.0) * n)
    return rates, errors, np.full(len(rates), n)


def test_the_fit_recovers_the_law_it_was_given():
    rates, errors, totals = synthetic()
    fit = fit_phase_transition(rates, errors, totals, local=False)
    assert fit.lambda_c == pytest.approx(50.0, rel=0.05)
    assert fit.delta_lambda == pytest.approx(4.0, rel=0.1)
    assert fit.epsilon0 == pytest.approx(1e-3, rel=0.05)
    assert fit.lambda_c_ci[0] <= fit.lambda_c <= fit.lambda_c_ci[1]
    assert fit.delta_lambda_ci[0] <= fit.delta_lambda <= fit.delta_lambda_ci[1]
    assert fit.points_above >= 3
    assert fit.epsilon(40.0) == pytest.approx(fit.epsilon0)


def test_zero_errors_count_as_at_least_one_in_n():
    fit = fit_phase_transition([1, 2, 3, 4, 5, 6], [0, 0, 0, 10, 50, 200], [1000] * 6)
    assert fit.epsilon0 == pytest.approx(1e-3)


def test_fewer_than_three_points_above_is_refused():
    with pytest.raises(FitError):
        fit_phase_transition([1, 2, 3], [0, 0, 10], [100] * 3)


def test_a_flat_error_rate_has_no_transition():
    with pytest.raises(FitError, match="does not rise"):
        fit_phase_transition([1, 2, 3, 4, 5], [5, 5, 5, 5, 5], [100] * 5)


def test_the_latency_knee():
    k = latency_knee([10, 20, 30, 40, 50, 60], [0.1, 0.11, 0.12, 0.13, 0.5, 1.5])
    assert k is not None and 38 <= k.rate <= 50 and k.slope_above > k.slope_below
    assert latency_knee([1, 2], [0.1, 0.2]) is None
    assert latency_knee([1, 2, 3, 4], [math.nan] * 4) is None
