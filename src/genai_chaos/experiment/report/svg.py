"""Inline SVG line charts drawn by hand: no script, no external resource.

>>> svg = line_chart([("p95", "#1f77b4", [(0, 1.0), (1, 2.0)])], x_span=(0, 1),
...                  shaded=[("latency", 0.2, 0.6)], y_label="ms")
>>> svg.startswith("<svg") and "<polyline" in svg and "<rect" in svg
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from genai_chaos.experiment.report.model import nice

SHADES = ("#f4a582", "#92c5de", "#b8e186", "#fdb863", "#c2a5cf", "#80cdc1")


def line_chart(
    lines: Sequence[tuple[str, str, Sequence[tuple[float, float]]]],
    *,
    x_span: tuple[float, float],
    shaded: Sequence[tuple[str, float, float]] = (),
    y_label: str = "",
    y_max: float | None = None,
    width: int = 900,
    height: int = 220,
) -> str:
    """A chart of ``lines`` (label, colour, points) over ``x_span`` seconds, with
    ``shaded`` windows (label, from, to) behind them."""
    left, right, top, bottom = 56, 12, 12, 30
    plot_w, plot_h = width - left - right, height - top - bottom
    x0, x1 = x_span
    x1 = x1 if x1 > x0 else x0 + 1
    values = [y for _, _, pts in lines for _, y in pts]
    ymax = y_max if y_max is not None else nice(max(values) if values else 1.0)

    def sx(x: float) -> float:
        return left + (x - x0) / (x1 - x0) * plot_w

    def sy(y: float) -> float:
        return top + plot_h - min(max(y / ymax, 0.0), 1.0) * plot_h

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" role="img" aria-label="{escape(y_label)}">',
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>',
    ]
    names = sorted({name for name, _, _ in shaded})
    for name, on, off in shaded:
        colour = SHADES[names.index(name) % len(SHADES)]
        parts.append(
            f'<rect x="{sx(max(on, x0)):.1f}" y="{top}" '
            f'width="{max(sx(min(off, x1)) - sx(max(on, x0)), 1.5):.1f}" height="{plot_h}" '
            f'fill="{colour}" fill-opacity="0.35"><title>{escape(name)}</title></rect>'
        )
    for i in range(5):
        y = ymax * i / 4
        parts.append(
            f'<line x1="{left}" x2="{left + plot_w}" y1="{sy(y):.1f}" y2="{sy(y):.1f}" '
            f'stroke="#dddddd"/><text x="{left - 6}" y="{sy(y) + 4:.1f}" font-size="11" '
            f'text-anchor="end" fill="#444">{y:.3g}</text>'
        )
    for i in range(6):
        x = x0 + (x1 - x0) * i / 5
        parts.append(
            f'<text x="{sx(x):.1f}" y="{height - 10}" font-size="11" text-anchor="middle" '
            f'fill="#444">{x:.1f}s</text>'
        )
    parts.append(
        f'<text x="12" y="{top + plot_h / 2:.0f}" font-size="11" fill="#444" '
        f'transform="rotate(-90 12 {top + plot_h / 2:.0f})" text-anchor="middle">'
        f"{escape(y_label)}</text>"
    )
    for label, colour, pts in lines:
        if not pts:
            continue
        coords = " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in pts)
        parts.append(
            f'<polyline points="{coords}" fill="none" stroke="{colour}" stroke-width="2">'
            f"<title>{escape(label)}</title></polyline>"
        )
    parts.append(
        f'<rect x="{left}" y="{top}" width="{plot_w}" height="{plot_h}" fill="none" '
        f'stroke="#999"/></svg>'
    )
    return "".join(parts)


def legend(items: Sequence[tuple[str, str]], *, shaded: Sequence[str] = ()) -> str:
    """An HTML legend: line colours, then the shaded fault windows."""
    out = []
    for label, colour in items:
        out.append(
            f'<span class="key"><span class="swatch" style="background:{colour}"></span>'
            f"{escape(label)}</span>"
        )
    for i, name in enumerate(sorted(set(shaded))):
        out.append(
            f'<span class="key"><span class="swatch" style="background:{SHADES[i % len(SHADES)]};'
            f'opacity:.6"></span>fault on: {escape(name)}</span>'
        )
    return '<div class="legend">' + "".join(out) + "</div>"
