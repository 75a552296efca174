from __future__ import annotations

import urllib.request

from genai_chaos.faults.events import InjectionEvent, MemorySink
from genai_chaos.probes.consistency import ConsistencyMonitor
from genai_chaos.probes.entropy import SemanticEntropyWindow
from genai_chaos.telemetry.metrics import ChaosMetrics, serve


def test_metrics_follow_prometheus_naming_and_count_injections() -> None:
    m = ChaosMetrics()
    inner = MemorySink()
    m.sink(inner).record(InjectionEvent(0.0, "r", "latency", "integration", "llm"))
    m.request("chat", "ok", 0.2)
    text = m.render()
    assert len(inner) == 1
    assert (
        'genai_chaos_injections_total{kind="latency",layer="integration",status="injected"} 1'
        in text
    )
    assert 'genai_chaos_requests_total{operation="chat",outcome="ok"} 1' in text
    assert 'genai_chaos_request_duration_seconds_count{operation="chat"} 1' in text


def test_semantic_gauges_are_read_when_scraped() -> None:
    m = ChaosMetrics()
    monitor = ConsistencyMonitor(embed=lambda t: [[1.0, 0.0]] * len(t), threshold=0.5, window=2)
    window = SemanticEntropyWindow(10, embed=lambda t: [[1.0, 0.0]] * len(t))
    m.watch_monitor("faq", monitor)
    m.watch_entropy("traffic", window)
    assert "genai_chaos_semantic_consistency_ratio{" not in m.render()  # nothing yet
    monitor.observe(["a", "b"], now=0)
    window.add_embeddings([[1.0, 0.0], [0.0, 1.0]])
    text = m.render()
    assert 'genai_chaos_semantic_consistency_ratio{monitor="faq"} 1' in text
    assert 'genai_chaos_semantic_consistency_alarm{monitor="faq"} 0' in text
    assert 'genai_chaos_semantic_entropy_bits{stream="traffic"} 1' in text
    assert 'genai_chaos_semantic_entropy_window_requests{stream="traffic"} 2' in text


def test_serve_exposes_metrics_on_loopback() -> None:
    m = ChaosMetrics()
    server = serve(m, port=0)
    try:
        port = server.server_address[1]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
            assert r.headers["Content-Type"].startswith("text/plain; version=0.0.4")
            assert b"# TYPE genai_chaos_injections_total counter" in r.read()
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/other", timeout=5)
        except urllib.error.HTTPError as exc:
            assert exc.code == 404
    finally:
        server.shutdown()
        server.server_close()
