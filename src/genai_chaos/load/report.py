"""The sweep's picture: P99, error rate and goodput against the rate, with the fitted
curve and ``lambda_c`` marked, as a self-contained HTML page of inline SVG (no CDN).

>>> svg = panel([1.0, 2.0], [[1.0, 3.0]], title="P99", colors=["#1f77b4"])
>>> svg.startswith("<svg") and "P99" in svg
True
"""

# SVG and HTML markup lines are long by nature; wrapping them would not make them clearer.
# ruff: noqa: E501
from __future__ import annotations

import html
import json
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from genai_chaos.load.sweep import SweepResult

W, H, PAD_L, PAD_R, PAD_T, PAD_B = 560, 260, 64, 16, 28, 40


def _ticks(lo: float, hi: float, n: int = 5) -> list[float]:
    if hi <= lo:
        return [lo]
    step = 10 ** math.floor(math.log10((hi - lo) / n))
    for m in (1, 2, 5, 10):
        if (hi - lo) / (step * m) <= n:
            step *= m
            break
    first = math.ceil(lo / step) * step
    return [first + i * step for i in range(int((hi - first) / step) + 1)]


def panel(
    x: Sequence[float],
    series: Sequence[Sequence[float]],
    *,
    title: str,
    colors: Sequence[str],
    log_y: bool = False,
    curve: tuple[Sequence[float], Sequence[float]] | None = None,
    vline: float | None = None,
    band: tuple[float, float] | None = None,
    truth: float | None = None,
    y_label: str = "",
) -> str:
    """One chart: markers joined by lines per series; optional fitted ``curve``,
    ``vline`` (lambda_c) with its confidence ``band``, and a dashed ``truth`` line."""
    ys = [v for s in series for v in s if math.isfinite(v) and (v > 0 or not log_y)]
    if curve is not None:
        ys += [v for v in curve[1] if math.isfinite(v) and (v > 0 or not log_y)]
    xs = [v for v in x if math.isfinite(v)] + [v for v in (vline, truth) if v is not None]
    if not ys or not xs:
        return f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}"><text x="10" y="20">{html.escape(title)}: no data</text></svg>'
    x0, x1 = min(xs), max(xs)
    x1 = x1 if x1 > x0 else x0 + 1
    f: Callable[[float], float] = math.log10 if log_y else float
    y0, y1 = f(min(ys)), f(max(ys))
    if log_y:
        y0, y1 = math.floor(y0), math.ceil(y1)
    else:
        y0 = min(y0, 0.0)
    y1 = y1 if y1 > y0 else y0 + 1

    def px(v: float) -> float:
        return PAD_L + (v - x0) / (x1 - x0) * (W - PAD_L - PAD_R)

    def py(v: float) -> float:
        return H - PAD_B - (f(v) - y0) / (y1 - y0) * (H - PAD_T - PAD_B)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="11">'
    ]
    out.append(
        f'<text x="{PAD_L}" y="16" font-size="13" font-weight="bold">{html.escape(title)}</text>'
    )
    out.append(
        f'<rect x="{PAD_L}" y="{PAD_T}" width="{W - PAD_L - PAD_R}" height="{H - PAD_T - PAD_B}" fill="none" stroke="#999"/>'
    )
    if band is not None and all(math.isfinite(b) for b in band):
        a, b = px(max(band[0], x0)), px(min(band[1], x1))
        out.append(
            f'<rect x="{a:.1f}" y="{PAD_T}" width="{max(b - a, 1):.1f}" height="{H - PAD_T - PAD_B}" fill="#d62728" opacity="0.12"/>'
        )
    for t in _ticks(x0, x1):
        out.append(f'<text x="{px(t):.1f}" y="{H - PAD_B + 14}" text-anchor="middle">{t:g}</text>')
    yt = [10.0**e for e in range(int(y0), int(y1) + 1)] if log_y else _ticks(y0, y1)
    for t in yt:
        out.append(f'<text x="{PAD_L - 4}" y="{py(t) + 4:.1f}" text-anchor="end">{t:g}</text>')
        out.append(
            f'<line x1="{PAD_L}" x2="{W - PAD_R}" y1="{py(t):.1f}" y2="{py(t):.1f}" stroke="#eee"/>'
        )
    out.append(
        f'<text x="{(W + PAD_L) / 2}" y="{H - 6}" text-anchor="middle">rate (requests/s)</text>'
    )
    out.append(
        f'<text x="12" y="{(H + PAD_T) / 2}" transform="rotate(-90 12 {(H + PAD_T) / 2})" text-anchor="middle">{html.escape(y_label)}</text>'
    )
    for s, color in zip(series, colors, strict=False):
        pts = [
            (px(a), py(b))
            for a, b in zip(x, s, strict=False)
            if math.isfinite(b) and (b > 0 or not log_y)
        ]
        if pts:
            out.append(f'<polyline fill="none" stroke="{color}" points="{_points(pts)}"/>')
            out += [f'<circle cx="{a:.1f}" cy="{b:.1f}" r="3" fill="{color}"/>' for a, b in pts]
    if curve is not None:
        pts = [(px(a), py(b)) for a, b in zip(*curve, strict=False) if math.isfinite(b) and b > 0]
        out.append(
            f'<polyline fill="none" stroke="#d62728" stroke-width="2" points="{_points(pts)}"/>'
        )
    if vline is not None:
        out.append(
            f'<line x1="{px(vline):.1f}" x2="{px(vline):.1f}" y1="{PAD_T}" y2="{H - PAD_B}" stroke="#d62728" stroke-width="1.5"/>'
        )
        out.append(
            f'<text x="{px(vline) + 3:.1f}" y="{PAD_T + 12}" fill="#d62728">λc = {vline:.1f}</text>'
        )
    if truth is not None:
        out.append(
            f'<line x1="{px(truth):.1f}" x2="{px(truth):.1f}" y1="{PAD_T}" y2="{H - PAD_B}" stroke="#2ca02c" stroke-dasharray="4 3"/>'
        )
        out.append(
            f'<text x="{px(truth) + 3:.1f}" y="{PAD_T + 26}" fill="#2ca02c">analytical {truth:.1f}</text>'
        )
    out.append("</svg>")
    return "\n".join(out)


def render_html(
    res: SweepResult, *, truth_rate: float | None = None, title: str = "Load sweep"
) -> str:
    """The report page: three charts, the fit, the table below/above lambda_c, the points."""
    pts = [p for p in res.points if p.kind == "rate"]
    x = [p.x for p in pts]
    nan = math.nan
    p99 = [(p.p99 * 1000) if not math.isnan(p.p99) else nan for p in pts]
    err = [max(p.errors, 1) / p.requests if p.requests else nan for p in pts]
    good = [float(p.summary.get("goodput") or p.summary.get("throughput") or 0.0) for p in pts]
    fit = res.fit
    curve = None
    if fit is not None and x:
        lo, hi = min(x), max(x)
        cx = [lo + (hi - lo) * i / 100 for i in range(101)]
        curve = (cx, [fit.epsilon(v) for v in cx])
    lc = fit.lambda_c if fit else None
    band = fit.lambda_c_ci if fit else None
    charts = [
        panel(
            x,
            [p99],
            title="P99 latency (ms)",
            colors=["#1f77b4"],
            vline=lc,
            truth=truth_rate,
            y_label="ms",
        ),
        panel(
            x,
            [err],
            title="Error rate (log; no error shown at 1/N)",
            colors=["#ff7f0e"],
            log_y=True,
            curve=curve,
            vline=lc,
            band=band,
            truth=truth_rate,
            y_label="error rate",
        ),
        panel(
            x,
            [good],
            title="Goodput (requests/s meeting every SLO; throughput without SLOs)",
            colors=["#2ca02c"],
            vline=lc,
            truth=truth_rate,
            y_label="requests/s",
        ),
    ]
    data = res.to_dict()
    rows = "".join(
        "<tr>"
        + "".join(
            f"<td>{html.escape(_fmt(r.get(k)))}</td>"
            for k in (
                "kind",
                "rate",
                "requests",
                "error_rate",
                "p99_s",
                "throughput",
                "goodput",
                "valid",
            )
        )
        + "</tr>"
        for r in data["points"]
    )
    fit_text = (
        "no fit: " + html.escape(str(res.fit_error))
        if fit is None
        else (
            f"λc = {fit.lambda_c:.2f}/s (95% CI {fit.lambda_c_ci[0]:.2f} to {fit.lambda_c_ci[1]:.2f}); "
            f"Δλ = {fit.delta_lambda:.2f}/s (95% CI {fit.delta_lambda_ci[0]:.2f} to {fit.delta_lambda_ci[1]:.2f}); "
            f"ε0 = {fit.epsilon0:.2g}; {fit.points_above} points above λc"
        )
    )
    if truth_rate is not None and fit is not None:
        fit_text += f"; analytical saturation {truth_rate:.2f}/s (error {(fit.lambda_c - truth_rate) / truth_rate:+.1%})"
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{font-family:sans-serif;margin:24px}} td,th{{padding:2px 8px;text-align:right}} table{{border-collapse:collapse}} tr:nth-child(even){{background:#f4f4f4}}</style></head>
<body><h1>{html.escape(title)}</h1><p>{fit_text}</p>
{"".join(f"<div>{c}</div>" for c in charts)}
<h2>Below and above λc</h2><pre>{html.escape(json.dumps(data["table"], indent=2))}</pre>
<h2>Points</h2><table><tr><th>kind</th><th>rate</th><th>requests</th><th>error rate</th><th>P99 (s)</th><th>throughput</th><th>goodput</th><th>valid</th></tr>{rows}</table>
</body></html>
"""


def _points(pts: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{a:.1f},{b:.1f}" for a, b in pts)


def _fmt(v: object) -> str:
    if isinstance(v, float):
        return f"{v:.4g}"
    return "" if v is None else str(v)


def write_report(res: SweepResult, path: str | Path, *, truth_rate: float | None = None) -> None:
    """Write :func:`render_html` to ``path``."""
    Path(path).write_text(render_html(res, truth_rate=truth_rate))
