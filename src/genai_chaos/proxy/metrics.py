"""The proxy's Prometheus metrics (``GET /metrics`` on the admin port).

=================================================  =========  =============================
metric                                             type       labels
=================================================  =========  =============================
``genai_chaos_proxy_requests_total``               counter    method, endpoint, code
``genai_chaos_proxy_requests_in_flight``           gauge
``genai_chaos_proxy_request_duration_seconds``     histogram  endpoint
``genai_chaos_proxy_time_to_first_token_seconds``  histogram  endpoint (SSE answers)
``genai_chaos_proxy_injections_total``             counter    kind, rule, status
``genai_chaos_proxy_injected_requests_total``      counter
``genai_chaos_proxy_upstream_errors_total``        counter    code (``none``: no answer)
``genai_chaos_proxy_errors_total``                 counter    where
``genai_chaos_proxy_client_disconnects_total``     counter
``genai_chaos_proxy_client_retries_total``         counter    client
``genai_chaos_proxy_client_violations_total``      counter    client, check
``genai_chaos_proxy_clients``                      gauge      grade
``genai_chaos_proxy_rules``                        gauge      state (enabled, disabled)
``genai_chaos_proxy_build_info``                   gauge      version
``genai_chaos_proxy_start_time_seconds``           gauge
=================================================  =========  =============================

``endpoint`` is the OpenAI endpoint a path ends with (``/v1/chat/completions``, ...) or
``other``, so raw paths never become label values. Rule ids and client names are capped
at ``max_values`` distinct values each (the rest count as ``other``). Counters only go
up: ``POST /reset`` zeroes the status counters, not these (Prometheus's ``rate()``
expects that).

Time to first token is measured from the request's arrival at the proxy to the first
body bytes of an SSE answer written to the client.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from genai_chaos._version import __version__
from genai_chaos.faults.events import InjectionEvent
from genai_chaos.telemetry.prometheus import Registry

ENDPOINTS = (
    "/chat/completions",
    "/completions",
    "/embeddings",
    "/responses",
    "/models",
    "/messages",
    "/moderations",
    "/images/generations",
    "/audio/transcriptions",
    "/audio/speech",
)
_P = "genai_chaos_proxy_"


def endpoint(path: str, _cache: dict[str, str] = {}) -> str:  # noqa: B006 (a bounded memo)
    """The endpoint label of a path: the OpenAI endpoint it ends with, else ``other``.

    >>> endpoint("/v1/chat/completions"), endpoint("/openai/deployments/x/embeddings")
    ('/v1/chat/completions', '/v1/embeddings')
    >>> endpoint("/admin/secret-123")
    'other'
    """
    hit = _cache.get(path)
    if hit is not None:
        return hit
    stripped = path.rstrip("/")
    label = next((f"/v1{e}" for e in ENDPOINTS if stripped.endswith(e)), "other")
    if len(_cache) < 4096:
        _cache[path] = label
    return label


class ProxyMetrics:
    """The metrics of one proxy; the data plane feeds them, ``GET /metrics`` renders them."""

    def __init__(self, *, max_values: int = 100) -> None:
        self.registry = r = Registry(max_values=max_values)
        self.started = time.time()
        self.requests = r.counter(
            _P + "requests_total", "Requests handled.", ["method", "endpoint", "code"]
        )
        self.in_flight = r.gauge(_P + "requests_in_flight", "Requests being handled now.")
        self.duration = r.histogram(
            _P + "request_duration_seconds",
            "Time from a request's arrival to the end of its answer.",
            ["endpoint"],
        )
        self.ttft = r.histogram(
            _P + "time_to_first_token_seconds",
            "Time from a request's arrival to the first bytes of its SSE answer.",
            ["endpoint"],
        )
        self.injections = r.counter(
            _P + "injections_total",
            "Injection events by fault kind, rule and status (injected, skipped, broken).",
            ["kind", "rule", "status"],
        )
        self.injected_requests = r.counter(
            _P + "injected_requests_total", "Requests on which at least one rule fired."
        )
        self.upstream_errors = r.counter(
            _P + "upstream_errors_total",
            "Upstream answers with status >= 400 (code none: the upstream failed to answer).",
            ["code"],
        )
        self.errors = r.counter(
            _P + "errors_total", "Failures of the proxy itself, by where they happened.", ["where"]
        )
        self.disconnects = r.counter(
            _P + "client_disconnects_total", "Clients gone before their answer was sent."
        )
        self.retries = r.counter(
            _P + "client_retries_total", "Retries of one logical request, by client.", ["client"]
        )
        self.violations = r.counter(
            _P + "client_violations_total",
            "Client-behaviour violations (retry_storm, retry_after_ignored, "
            "cut_stream_accepted), by client.",
            ["client", "check"],
        )
        self.clients = r.gauge(_P + "clients", "Clients by grade.", ["grade"])
        self.rules = r.gauge(_P + "rules", "Rules loaded, by state.", ["state"])
        r.gauge(_P + "build_info", "The genai-chaos version.", ["version"], function=_info)
        r.gauge(
            _P + "start_time_seconds",
            "When the proxy started (Unix time).",
            function=lambda: {(): self.started},
        )

    def injection(self, event: InjectionEvent, rule: str) -> None:
        """Count one injection event."""
        self.injections.inc(event.kind, rule, event.status)

    def render(
        self,
        *,
        in_flight: int,
        rules: tuple[int, int],
        grades: Callable[[], dict[str, int]] | None = None,
    ) -> str:
        """The exposition, with the gauges read now."""
        self.in_flight.set(in_flight)
        self.rules.set(rules[0], "enabled")
        self.rules.set(rules[1], "disabled")
        if grades is not None:
            for grade, n in grades().items():
                self.clients.set(n, grade)
        return self.registry.render()


def _info() -> dict[tuple[str, ...], float]:
    return {(__version__,): 1.0}
