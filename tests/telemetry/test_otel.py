from __future__ import annotations

import asyncio

import pytest
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

from genai_chaos.faults import create_fault
from genai_chaos.faults.events import InjectionEvent, MemorySink, use_sink
from genai_chaos.inject.wrap import chaos_point, faults_enabled
from genai_chaos.telemetry import otel


@chaos_point("test.llm")
def llm(prompt: str) -> dict[str, object]:
    return {
        "id": "cmpl-1",
        "model": "m-2024",
        "choices": [{"message": {"content": "hi"}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 7, "completion_tokens": 3},
    }


def test_request_span_follows_genai_conventions(spans: InMemorySpanExporter) -> None:
    with otel.request_span("chat", model="m", provider="openai", request_id="r1") as span:
        otel.record_response(span, llm("hello"))
    (s,) = spans.get_finished_spans()
    assert s.name == "chat m" and s.kind is SpanKind.CLIENT
    a = dict(s.attributes or {})
    assert a["gen_ai.operation.name"] == "chat" and a["gen_ai.provider.name"] == "openai"
    assert a["gen_ai.request.model"] == "m" and a["gen_ai.response.model"] == "m-2024"
    assert a["gen_ai.usage.input_tokens"] == 7 and a["gen_ai.usage.output_tokens"] == 3
    assert a["gen_ai.response.finish_reasons"] == ("stop",)
    assert a["chaos.request_id"] == "r1"


def test_each_injection_is_a_span_event_and_maps_to_its_trace(spans: InMemorySpanExporter) -> None:
    journal = MemorySink()
    index = otel.ChaosTraceIndex()
    traced_llm = otel.traced("chat", model="m", provider="openai")(llm)
    fault = create_fault("latency", delay_ms=1, seed=3)
    with (
        use_sink(otel.TracingSink(journal, index=index)),
        otel.experiment_span("exp-1", run_id="run-9"),
        faults_enabled("test.llm", fault),
    ):
        traced_llm("hello")
    by_name = {s.name: s for s in spans.get_finished_spans()}
    call, root = by_name["chat m"], by_name["chaos.experiment exp-1"]
    assert call.parent is not None and call.parent.span_id == root.context.span_id
    (event,) = call.events
    assert event.name == "chaos.injection"
    ev = dict(event.attributes or {})
    assert ev["chaos.fault.kind"] == "latency" and ev["chaos.fault.target"] == "test.llm"
    assert ev["chaos.experiment"] == "exp-1" and ev["chaos.fault.delay_ms"] == 1
    chaos = ev["chaos.id"]
    assert dict(call.attributes or {})["chaos.id"] == (chaos,)
    assert dict(call.attributes or {})["chaos.fault.kind"] == ("latency",)
    # both ways: chaos id -> trace, trace -> chaos ids; and in the journal's event
    trace_id = format(call.context.trace_id, "032x")
    assert index.trace_of(str(chaos)) == (trace_id, format(call.context.span_id, "016x"))
    assert index.chaos_ids(trace_id) == [chaos]
    (recorded,) = journal.events
    assert recorded.detail["trace_id"] == trace_id and recorded.detail["chaos_id"] == chaos
    assert dict(root.attributes or {})["chaos.run_id"] == "run-9"


def test_an_injection_outside_any_span_gets_its_own(spans: InMemorySpanExporter) -> None:
    journal = MemorySink()
    with use_sink(otel.TracingSink(journal)):
        otel.record_event(InjectionEvent.now("zero_results", "r2", target="kb", layer="retrieval"))
    (s,) = spans.get_finished_spans()
    assert s.name == "chaos.injection zero_results" and s.events[0].name == "chaos.injection"
    assert journal.events[0].detail["trace_id"] == format(s.context.trace_id, "032x")


def test_a_failing_call_marks_its_span(spans: InMemorySpanExporter) -> None:
    @otel.traced("chat", model="m")
    def boom() -> None:
        raise TimeoutError("slow")

    with pytest.raises(TimeoutError):
        boom()
    (s,) = spans.get_finished_spans()
    assert s.status.status_code is StatusCode.ERROR
    assert dict(s.attributes or {})["error.type"] == "TimeoutError"
    assert s.events[0].name == "exception"


def test_traced_async_callables(spans: InMemorySpanExporter) -> None:
    @otel.traced("embeddings", model="e")
    async def embed(texts: list[str]) -> dict[str, object]:
        return {"usage": {"input_tokens": 4}}

    asyncio.run(embed(["a"]))
    (s,) = spans.get_finished_spans()
    assert s.name == "embeddings e" and dict(s.attributes or {})["gen_ai.usage.input_tokens"] == 4


def test_trace_context_propagates_through_headers(spans: InMemorySpanExporter) -> None:
    headers: dict[str, str] = {}
    with otel.request_span("chat", model="client") as outer:
        otel.inject_headers(headers)
        assert otel.current_trace_id() == format(outer.get_span_context().trace_id, "032x")
    assert "traceparent" in headers
    with otel.request_span("chat", model="proxy", parent=otel.extract_context(headers)):
        pass
    client, proxy = spans.get_finished_spans()
    assert proxy.context.trace_id == client.context.trace_id
    assert otel.current_trace_id() is None


def test_sink_never_breaks_the_application(spans: InMemorySpanExporter) -> None:
    journal = MemorySink()
    sink = otel.TracingSink(journal)
    sink._trace = None  # type: ignore[method-assign,assignment]
    sink.record(InjectionEvent.now("latency", "r", target="t", layer="integration"))
    assert len(journal) == 1


def test_setup_reads_the_standard_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "none")
    monkeypatch.setenv("OTEL_SERVICE_NAME", "svc")
    provider = otel.setup_tracing(set_global=False)
    assert provider.resource.attributes["service.name"] == "svc"
    otel.shutdown()
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "otlp")
    monkeypatch.setenv("OTEL_SDK_DISABLED", "true")
    otel.setup_tracing(set_global=False)
    otel.shutdown()
    monkeypatch.delenv("OTEL_SDK_DISABLED")
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "zipkin")
    with pytest.raises(ValueError, match="zipkin"):
        otel.setup_tracing(set_global=False)


def test_otlp_exporter_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "otlp")
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:9")
    provider = otel.setup_tracing(set_global=False)
    processors = provider._active_span_processor._span_processors
    assert type(processors[0].span_exporter).__name__ == "OTLPSpanExporter"
    provider._active_span_processor._span_processors = ()  # nothing to flush to port 9
    otel.shutdown()


def test_traced_calls_carry_the_run_they_happen_in(spans: InMemorySpanExporter) -> None:
    # the request attributes are built once per decorator: the experiment must not be
    # baked in when the decorator is applied inside a run
    with otel.experiment_span("exp-a", run_id="run-a"):
        traced_llm = otel.traced("chat", model="m", provider="openai")(llm)
        traced_llm("inside")
    traced_llm("outside")
    with otel.experiment_span("exp-b", run_id="run-b"):
        traced_llm("another run")
    calls = [dict(s.attributes or {}) for s in spans.get_finished_spans() if s.name == "chat m"]
    assert [a.get("chaos.experiment") for a in calls] == ["exp-a", None, "exp-b"]
    for a in calls:
        assert a["gen_ai.operation.name"] == "chat" and a["gen_ai.provider.name"] == "openai"
        assert a["gen_ai.request.model"] == "m" and a["gen_ai.usage.input_tokens"] == 7


def test_record_response_reads_sdk_objects(spans: InMemorySpanExporter) -> None:
    from types import SimpleNamespace

    response = SimpleNamespace(
        id="resp-1",
        model="m-obj",
        choices=(SimpleNamespace(finish_reason="length"), SimpleNamespace(finish_reason=None)),
        usage=SimpleNamespace(input_tokens=5, output_tokens=2),
    )
    with otel.request_span("chat", model="m") as span:
        otel.record_response(span, response)
        otel.record_response(span, {"usage": None, "choices": "not a list", "model": 3})
    a = dict(spans.get_finished_spans()[0].attributes or {})
    assert a["gen_ai.usage.input_tokens"] == 5 and a["gen_ai.usage.output_tokens"] == 2
    assert a["gen_ai.response.finish_reasons"] == ("length",)
    assert a["gen_ai.response.model"] == "m-obj" and a["gen_ai.response.id"] == "resp-1"


def test_the_forwarded_event_keeps_every_field(spans: InMemorySpanExporter) -> None:
    journal = MemorySink()
    event = InjectionEvent(
        1.5, "r7", "latency", "integration", "llm", "skipped", 11, {"delay_ms": 5}, {"why": "x"}
    )
    with use_sink(otel.TracingSink(journal)), otel.request_span("chat", model="m") as span:
        otel.record_event(event)
        ctx = span.get_span_context()
    (got,) = journal.events
    assert type(got) is InjectionEvent
    assert (got.time, got.request_id, got.kind, got.layer, got.target) == (
        1.5,
        "r7",
        "latency",
        "integration",
        "llm",
    )
    assert (got.status, got.seed, got.params) == ("skipped", 11, {"delay_ms": 5})
    assert got.detail["why"] == "x" and got.detail["chaos_id"].startswith("ch-")
    assert got.detail["trace_id"] == format(ctx.trace_id, "032x")
    assert got.detail["span_id"] == format(ctx.span_id, "016x")
    assert event.detail == {"why": "x"}  # the original is left alone
