"""Prometheus metrics of in-process chaos and steady-state probes.

================================================  =========  ==============================
metric                                            type       labels
================================================  =========  ==============================
``genai_chaos_injections_total``                  counter    kind, layer, status
``genai_chaos_requests_total``                    counter    operation, outcome
``genai_chaos_request_duration_seconds``          histogram  operation
``genai_chaos_semantic_consistency_ratio``        gauge      monitor (SLOv2 window score)
``genai_chaos_semantic_consistency_steady``       gauge      monitor (1 steady, 0 not)
``genai_chaos_semantic_consistency_alarm``        gauge      monitor (1 alarm raised)
``genai_chaos_semantic_entropy_bits``             gauge      stream
``genai_chaos_semantic_entropy_window_requests``  gauge      stream
================================================  =========  ==============================

The semantic gauges are computed when scraped (from the monitors and windows being
watched), so an idle process costs nothing. :func:`serve` exposes a registry on
``/metrics`` from a background thread (stdlib only), for a Prometheus scrape and, through
an external-metrics adapter, a Kubernetes HPA (docs/steady-state.md).

>>> from genai_chaos.faults.events import InjectionEvent
>>> m = ChaosMetrics()
>>> m.sink().record(InjectionEvent(0.0, "r1", "latency", "integration", "llm"))
>>> m.injections.value("latency", "integration", "injected")
1.0
"""

from __future__ import annotations

import math
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from genai_chaos.faults.events import EventSink, InjectionEvent
from genai_chaos.telemetry.prometheus import CONTENT_TYPE, Registry

_P = "genai_chaos_"


class _CountingSink:
    def __init__(self, metrics: ChaosMetrics, inner: EventSink | None) -> None:
        self.metrics = metrics
        self.inner = inner

    def record(self, event: InjectionEvent) -> None:
        self.metrics.injections.inc(event.kind, event.layer, event.status)
        if self.inner is not None:
            self.inner.record(event)


class ChaosMetrics:
    """The metrics above in one registry (a new one unless given)."""

    def __init__(self, registry: Registry | None = None, *, max_values: int = 100) -> None:
        self.registry = registry if registry is not None else Registry(max_values=max_values)
        r = self.registry
        self.injections = r.counter(
            _P + "injections_total", "Fault injections recorded.", ["kind", "layer", "status"]
        )
        self.requests = r.counter(
            _P + "requests_total", "Requests by outcome.", ["operation", "outcome"]
        )
        self.duration = r.histogram(
            _P + "request_duration_seconds", "Request duration.", ["operation"]
        )
        self._monitors: dict[str, Any] = {}
        self._windows: dict[str, Any] = {}
        self._lock = threading.Lock()
        r.gauge(
            _P + "semantic_consistency_ratio",
            "SLOv2 semantic consistency of the latest window.",
            ["monitor"],
            function=lambda: self._monitor_values("score"),
        )
        r.gauge(
            _P + "semantic_consistency_steady",
            "1 when the SLOv2 steady state is confirmed.",
            ["monitor"],
            function=lambda: self._monitor_values("steady"),
        )
        r.gauge(
            _P + "semantic_consistency_alarm",
            "1 while the SLOv2 alarm is raised.",
            ["monitor"],
            function=lambda: self._monitor_values("alarm"),
        )
        r.gauge(
            _P + "semantic_entropy_bits",
            "Semantic entropy of the recent request stream.",
            ["stream"],
            function=lambda: self._window_values(entropy=True),
        )
        r.gauge(
            _P + "semantic_entropy_window_requests",
            "Requests in the semantic entropy window.",
            ["stream"],
            function=lambda: self._window_values(entropy=False),
        )

    def sink(self, inner: EventSink | None = None) -> EventSink:
        """An event sink that counts injections, then passes them on to ``inner``."""
        return _CountingSink(self, inner)

    def request(self, operation: str, outcome: str, seconds: float) -> None:
        """Count one request and its duration."""
        self.requests.inc(operation, outcome)
        self.duration.observe(seconds, operation)

    def watch_monitor(self, name: str, monitor: Any) -> None:
        """Export a :class:`~genai_chaos.probes.consistency.ConsistencyMonitor`."""
        with self._lock:
            self._monitors[name] = monitor

    def watch_entropy(self, name: str, window: Any) -> None:
        """Export a :class:`~genai_chaos.probes.entropy.SemanticEntropyWindow`."""
        with self._lock:
            self._windows[name] = window

    def _monitor_values(self, field: str) -> dict[tuple[str, ...], float]:
        with self._lock:
            monitors = dict(self._monitors)
        out: dict[tuple[str, ...], float] = {}
        for name, monitor in monitors.items():
            status = monitor.status
            if status is None or (field == "score" and math.isnan(status.score)):
                continue
            out[(name,)] = float(getattr(status, field))
        return out

    def _window_values(self, *, entropy: bool) -> dict[tuple[str, ...], float]:
        with self._lock:
            windows = dict(self._windows)
        return {(n,): (w.value() if entropy else float(len(w))) for n, w in windows.items()}

    def render(self) -> str:
        """The registry in the Prometheus text format."""
        return self.registry.render()


def serve(
    registry: Registry | ChaosMetrics, port: int = 9464, host: str = "127.0.0.1"
) -> ThreadingHTTPServer:
    """Serve ``GET /metrics`` from a daemon thread; ``server.shutdown()`` stops it.
    ``port=0`` picks a free port (``server.server_address[1]``)."""
    render = registry.render

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if self.path.split("?", 1)[0] != "/metrics":
                self.send_error(404)
                return
            body = render().encode()
            self.send_response(200)
            self.send_header("Content-Type", CONTENT_TYPE)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer((host, port), Handler)
    thread = threading.Thread(target=server.serve_forever, name="genai-chaos-metrics", daemon=True)
    thread.start()
    return server
