"""OpenTelemetry spans for requests through the proxy (``otel=True``), read back from the
SDK's in-memory exporter."""

from __future__ import annotations

import time
from collections.abc import Iterator

import httpx
import pytest
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import StatusCode

from genai_chaos.proxy import RunningProxy, run_proxy
from genai_chaos.proxy.tracing import stream_summary

CHAT = "/v1/chat/completions"
BODY = {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Hi"}]}
TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
PARENT_ID = "00f067aa0ba902b7"


@pytest.fixture
def traced(upstream: str, spans: InMemorySpanExporter) -> Iterator[RunningProxy]:
    with run_proxy(upstream, seed=3, otel=True) as running:
        yield running


def finished(spans: InMemorySpanExporter, n: int = 1) -> list:
    """The spans ended so far (the proxy ends a span just after the answer's last byte)."""
    deadline = time.monotonic() + 5
    while len(got := spans.get_finished_spans()) < n and time.monotonic() < deadline:
        time.sleep(0.01)
    return list(got)


def test_a_request_gets_a_genai_span_in_the_clients_trace(traced, spans, received):
    received.clear()
    parent = f"00-{TRACE_ID}-{PARENT_ID}-01"
    r = httpx.post(traced.url + CHAT, json=BODY, headers={"traceparent": parent})
    assert r.status_code == 200
    (span,) = finished(spans)
    assert span.name == "chat gpt-4o-mini"
    a = span.attributes
    assert a["gen_ai.operation.name"] == "chat"
    assert a["gen_ai.provider.name"] == "openai"
    assert a["gen_ai.request.model"] == "gpt-4o-mini"
    assert (a["gen_ai.usage.input_tokens"], a["gen_ai.usage.output_tokens"]) == (12, 20)
    assert tuple(a["gen_ai.response.finish_reasons"]) == ("stop",)
    assert a["http.response.status_code"] == 200
    assert a["chaos.request_id"] == r.headers["x-genai-chaos-request-id"]
    assert format(span.context.trace_id, "032x") == TRACE_ID
    assert format(span.parent.span_id, "016x") == PARENT_ID
    # the upstream is called inside the proxy's span, not the client's
    sent = received[-1]["headers"]["traceparent"]
    assert sent == f"00-{TRACE_ID}-{format(span.context.span_id, '016x')}-01"


def test_each_injection_is_a_span_event_and_its_event_names_the_trace(traced, spans):
    traced.client.add_rule({"id": "slow", "kind": "latency", "params": {"delay_ms": 1}})
    assert httpx.post(traced.url + CHAT, json=BODY).status_code == 200
    (span,) = finished(spans)
    (event,) = [e for e in span.events if e.name == "chaos.injection"]
    assert event.attributes["chaos.fault.kind"] == "latency"
    assert event.attributes["chaos.fault.status"] == "injected"
    assert tuple(span.attributes["chaos.proxy.rules"]) == ("slow",)
    (recorded,) = traced.client.events()[0]
    assert recorded["detail"]["trace_id"] == format(span.context.trace_id, "032x")
    assert recorded["detail"]["chaos_id"] == event.attributes["chaos.id"]


def test_an_error_answer_marks_the_span(traced, spans):
    rule = {"id": "rl", "kind": "http_error", "params": {"status": 429}}
    traced.client.add_rule(rule)
    assert httpx.post(traced.url + CHAT, json=BODY).status_code == 429
    (span,) = finished(spans)
    assert span.attributes["error.type"] == "429"
    assert span.status.status_code is StatusCode.ERROR


def test_a_stream_span_reads_the_finish_reason_and_a_cut(traced, spans):
    body = {**BODY, "stream": True}
    r = httpx.post(traced.url + CHAT, json=body)
    assert r.status_code == 200 and b"[DONE]" in r.content
    traced.client.add_rule({"id": "cut", "kind": "stream_cut", "params": {"after_chunks": 2}})
    r = httpx.post(traced.url + CHAT, json=body)
    assert b"[DONE]" not in r.content
    whole, cut = finished(spans, 2)
    assert tuple(whole.attributes["gen_ai.response.finish_reasons"]) == ("stop",)
    assert "chaos.stream.cut" not in whole.attributes
    assert cut.attributes["chaos.stream.cut"] is True
    assert "gen_ai.response.finish_reasons" not in cut.attributes


def test_other_paths_are_traced_as_http(traced, spans):
    assert httpx.get(traced.url + "/v1/models").status_code == 200
    (span,) = finished(spans)
    assert span.name == "http"
    assert span.attributes["url.path"] == "/v1/models"


def test_tracing_is_off_by_default(proxy, http, spans):
    assert proxy.proxy.state.tracing is None
    assert http.post(CHAT, json=BODY).status_code == 200
    time.sleep(0.05)
    assert spans.get_finished_spans() == ()


def test_stream_summary_reads_chat_and_responses_events():
    chat = (
        b'data: {"id": "c", "model": "m", "choices": [{"index": 1, "finish_reason": "length"},'
        b' {"index": 0, "finish_reason": "stop"}]}\n\n'
        b'data: {"choices": [], "usage": {"prompt_tokens": 4, "completion_tokens": 2}}\n\n'
        b"data: [DONE]\n\n"
    )
    summary = stream_summary(chat)
    assert summary is not None
    assert [c["finish_reason"] for c in summary["choices"]] == ["stop", "length"]
    assert summary["usage"]["completion_tokens"] == 2 and summary["model"] == "m"
    responses = (
        b"event: response.completed\n"
        b'data: {"type": "response.completed", "response": {"id": "r", "usage": '
        b'{"input_tokens": 5, "output_tokens": 7}}}\n\n'
    )
    assert stream_summary(responses) == {
        "id": "r",
        "usage": {"input_tokens": 5, "output_tokens": 7},
    }
    assert stream_summary(b"data: not json\n\n: comment\n\n") is None
