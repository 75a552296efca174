"""The phase-transition fit: where the error rate takes off, and the latency knee.

The source's law, ``eps(lam) = eps0 * exp((lam - lam_c) / delta)`` for ``lam >= lam_c``,
cannot separate ``eps0`` from ``lam_c`` by itself (any pair on the same curve fits). We fit
it as a *segmented* model in log space::

    log eps(lam) = log eps0                          for lam <  lam_c   (the floor)
    log eps(lam) = log eps0 + (lam - lam_c) / delta  for lam >= lam_c

where ``eps0`` is the measured floor (the geometric mean of the error rates below the
breakpoint, each at least ``1/N`` of its ``N`` requests when none failed) and ``lam_c``
is the breakpoint. A fine grid search over ``lam_c`` (``eps0`` and the slope in closed form for
each) finds the least-squares fit. 95% confidence intervals: for ``lam_c`` a
profile-likelihood interval (the breakpoints whose best residual stays within the F-test
bound, :mod:`scipy.stats`); for ``delta`` a parametric bootstrap (error counts redrawn as
binomial at the observed rates, refitted). ``curve_fit``'s covariance is not used: the
best breakpoint of a hinge often sits on a data point, where it has no curvature. At
least ``min_above`` (3) points must lie above ``lam_c``.

>>> rates = [10, 20, 30, 40, 44, 48, 52, 56, 60]
>>> errors = [0, 0, 0, 0, 0, 0, 30, 120, 300]
>>> fit = fit_phase_transition(rates, errors, [1000] * 9)
>>> 44 <= fit.lambda_c <= 52, fit.points_above >= 3
(True, True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np


class FitError(ValueError):
    """Not enough data for the fit (fewer than 3 points above a breakpoint, and such)."""


@dataclass(frozen=True)
class PhaseFit:
    """The fitted transition; intervals are 95%."""

    lambda_c: float
    lambda_c_ci: tuple[float, float]
    delta_lambda: float
    delta_lambda_ci: tuple[float, float]
    epsilon0: float
    points_above: int
    points_below: int
    rss: float

    def epsilon(self, rate: float) -> float:
        """The fitted error rate at ``rate``."""
        return self.epsilon0 * math.exp(max(rate - self.lambda_c, 0.0) / self.delta_lambda)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return asdict(self)


def _log_eps(errors: np.ndarray, totals: np.ndarray) -> np.ndarray:
    out: np.ndarray = np.log(np.maximum(errors, 1.0) / totals)
    return out


def _grid_rss(x: np.ndarray, y: np.ndarray, candidates: np.ndarray) -> tuple[np.ndarray, ...]:
    """For every candidate breakpoint at once: the floor (mean below), the least-squares
    slope above through (lc, floor), the residual sum of squares (inf where unusable)."""
    lc = candidates[:, None]
    below = x[None, :] < lc
    nb = below.sum(axis=1)
    y0 = np.where(nb > 0, (y[None, :] * below).sum(axis=1) / np.maximum(nb, 1), np.nan)
    dx = np.where(below, 0.0, x[None, :] - lc)
    sxx = (dx * dx).sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        slope = ((y[None, :] - y0[:, None]) * dx).sum(axis=1) / sxx
    resid = y[None, :] - y0[:, None] - slope[:, None] * dx
    rss = (resid * resid).sum(axis=1)
    ok = (nb > 0) & (sxx > 0) & (slope > 0) & np.isfinite(rss)
    return y0, slope, np.where(ok, rss, np.inf)


def _grid_fit(
    x: np.ndarray, y: np.ndarray, candidates: np.ndarray
) -> tuple[float, float, float, float] | None:
    """The best breakpoint, floor, slope and RSS; None when nothing rises."""
    y0, slope, rss = _grid_rss(x, y, candidates)
    i = int(np.argmin(rss))
    if not np.isfinite(rss[i]):
        return None
    return float(candidates[i]), float(y0[i]), float(slope[i]), float(rss[i])


def fit_phase_transition(
    rates: Sequence[float],
    errors: Sequence[float],
    totals: Sequence[float],
    *,
    min_above: int = 3,
    local: bool = True,
    grid: int = 400,
) -> PhaseFit:
    """Fit the segmented law to error counts ``errors`` out of ``totals`` at ``rates``
    (see the module docstring). Raises :class:`FitError` when the data cannot support it.

    With ``local`` (the default) a second fit keeps only the floor and the first
    ``min_above`` points above the first fit's breakpoint: a real service's error rate
    jumps at saturation and then flattens (concave in log space), which a single
    exponential through far points would answer with a breakpoint too low."""
    fit = _fit(rates, errors, totals, min_above=min_above, grid=grid)
    if not local:
        return fit
    x = np.sort(np.asarray(rates, dtype=float))
    above = x[x >= fit.lambda_c]
    if len(above) <= min_above:
        return fit
    cut = above[min_above - 1]
    keep = [i for i, r in enumerate(rates) if r <= cut]
    try:
        return _fit(
            [rates[i] for i in keep],
            [errors[i] for i in keep],
            [totals[i] for i in keep],
            min_above=min_above,
            grid=grid,
        )
    except FitError:
        return fit


def _fit(
    rates: Sequence[float],
    errors: Sequence[float],
    totals: Sequence[float],
    *,
    min_above: int,
    grid: int,
    resamples: int = 200,
    seed: int = 0,
) -> PhaseFit:
    from scipy import stats

    x = np.asarray(rates, dtype=float)
    order = np.argsort(x)
    x = x[order]
    n = np.asarray(totals, dtype=float)[order]
    if len(x) < min_above + 1 or (n <= 0).any():
        raise FitError(f"need at least {min_above + 1} points with requests, got {len(x)}")
    k = np.asarray(errors, dtype=float)[order]
    # breakpoints from just above the lowest point to the one that leaves ``min_above``
    # points at or above it
    candidates = np.linspace(x[0] + 1e-9 * max(abs(x[0]), 1.0), x[-min_above], grid)
    best = _grid_fit(x, _log_eps(k, n), candidates)
    if best is None:
        raise FitError("the error rate does not rise with the rate: no transition to fit")
    lc, y0, s, rss = best
    # lambda_c: a profile-likelihood interval, the breakpoints whose best RSS stays
    # within the F-test bound of the minimum
    dof = max(len(x) - 3, 1)
    _, _, prof = _grid_rss(x, _log_eps(k, n), candidates)
    bound = max(rss, 1e-12) * (1.0 + float(stats.f.ppf(0.95, 1, dof)) / dof)
    inside = candidates[prof <= bound]
    lc_ci = (float(min(inside.min(), lc)), float(max(inside.max(), lc)))
    # a parametric bootstrap: error counts redrawn as binomial at the observed rates
    draws = stats.binom.rvs(
        n.astype(int)[None, :], (k / n)[None, :], size=(resamples, len(x)), random_state=seed
    )
    deltas = []
    for row in draws:
        b = _grid_fit(x, _log_eps(row.astype(float), n), candidates)
        if b is not None:
            deltas.append(1.0 / b[2])
    delta_ci = _interval(deltas, 1.0 / s)
    return PhaseFit(
        lambda_c=lc,
        lambda_c_ci=lc_ci,
        delta_lambda=1.0 / s,
        delta_lambda_ci=delta_ci,
        epsilon0=float(math.exp(y0)),
        points_above=int((x >= lc).sum()),
        points_below=int((x < lc).sum()),
        rss=rss,
    )


def _interval(values: list[float], point: float) -> tuple[float, float]:
    if len(values) < 10:
        return (-math.inf, math.inf)
    lo, hi = np.percentile(values, [2.5, 97.5])
    return (float(min(lo, point)), float(max(hi, point)))


@dataclass(frozen=True)
class Knee:
    """The latency knee: the breakpoint of a two-segment fit of log P99 on the rate."""

    rate: float
    slope_below: float
    slope_above: float

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return asdict(self)


def latency_knee(rates: Sequence[float], p99: Sequence[float]) -> Knee | None:
    """Where log P99 bends up: the breakpoint ``k`` of
    ``a + b1 * lam + b2 * max(lam - k, 0)`` with the least squared error (``b2 > 0``);
    ``None`` with fewer than 4 usable points.

    >>> k = latency_knee([1, 2, 3, 4, 5, 6], [0.1, 0.1, 0.11, 0.5, 1.0, 1.5])
    >>> 2.5 <= k.rate <= 3.5
    True
    """
    x = np.asarray(rates, dtype=float)
    yv = np.asarray(p99, dtype=float)
    ok = np.isfinite(x) & np.isfinite(yv) & (yv > 0)
    x, y = x[ok], np.log(yv[ok])
    if len(x) < 4:
        return None
    order = np.argsort(x)
    x, y = x[order], y[order]
    best: tuple[float, float, float, float] | None = None
    for k in np.linspace(x[1], x[-2], 200):
        a = np.column_stack([np.ones_like(x), x, np.maximum(x - k, 0.0)])
        coef, *_ = np.linalg.lstsq(a, y, rcond=None)
        if coef[2] <= 0:
            continue
        rss = float(((a @ coef - y) ** 2).sum())
        if best is None or rss < best[0]:
            best = (rss, float(k), float(coef[1]), float(coef[1] + coef[2]))
    if best is None:
        return None
    return Knee(rate=best[1], slope_below=best[2], slope_above=best[3])
