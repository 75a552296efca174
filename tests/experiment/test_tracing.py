"""Experiment runs export OpenTelemetry spans when the document asks (and only then)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
import yaml
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

from genai_chaos.experiment import tracing
from genai_chaos.experiment.errors import ExperimentInvalid
from genai_chaos.experiment.loader import load_text
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.runner import run_experiment
from genai_chaos.experiment.spec import Telemetry
from genai_chaos.experiment.templates import index, template_text
from tests.experiment.conftest import ZERO_RECALL, make


def hexid(value: int, digits: int) -> str:
    return format(value, f"0{digits}x")


def shortened(name: str, target: str) -> str:
    data = yaml.safe_load(template_text(name, target=target))
    spec = data["spec"]
    spec["workload"].update(duration="1s")
    spec["method"][0]["schedule"] = {"start": "0.2s", "duration": "0.5s"}
    spec["steadyState"].update(
        before={"count": 8}, after={"count": 8}, interval="0.3s", window="0.6s"
    )
    return yaml.safe_dump(data)


def run(text: str) -> tuple[dict[str, Any], Sequence[ReadableSpan]]:
    spans = InMemorySpanExporter()
    journal = run_experiment(prepare(load_text(text), seed=5), span_exporter=spans)
    return journal.to_dict(), spans.get_finished_spans()


def test_observability_template_exports_run_request_and_injection_spans() -> None:
    j, spans = run(shortened("observability-latency", "sample"))
    assert j["status"] in ("completed", "deviated"), j["reason"]
    (root,) = [s for s in spans if s.name == "chaos.experiment observability-latency"]
    assert root.attributes is not None and root.attributes["chaos.status"] == j["status"]
    assert [e.name for e in root.events] == ["chaos.fault.on", "chaos.fault.off"]
    phases = [s for s in spans if s.name.startswith("chaos.phase")]
    assert {s.name for s in phases} == {
        "chaos.phase before",
        "chaos.phase method",
        "chaos.phase after",
    }
    assert all(s.parent is not None and s.parent.span_id == root.context.span_id for s in phases)
    requests = [s for s in spans if s.name == "chat"]
    assert len(requests) == len(j["workload"]["records"])
    for s in requests:  # each request is a trace of its own, linked to the run
        assert s.kind is SpanKind.CLIENT and s.parent is None
        assert s.links[0].context.span_id == root.context.span_id
        assert s.attributes is not None and s.attributes["gen_ai.operation.name"] == "chat"
        assert s.attributes["chaos.experiment"] == "observability-latency"
    # every injection: a span event with chaos.* attributes on the request it hit
    hit = [s for s in requests if s.events]
    assert hit and len(hit) == len(j["events"])
    event = hit[0].events[0]
    assert event.name == "chaos.injection" and event.attributes is not None
    assert event.attributes["chaos.fault.kind"] == "latency"
    assert event.attributes["chaos.fault.target"] == "reference.generator"
    assert event.attributes["chaos.experiment"] == "observability-latency"
    # chaos id -> trace (journal events, telemetry index) and trace -> chaos ids (spans)
    by_trace = {hexid(s.context.trace_id, 32): s for s in requests}
    for e in j["events"]:
        span = by_trace[e["detail"]["trace_id"]]
        assert span.attributes is not None
        assert e["detail"]["chaos_id"] in span.attributes["chaos.id"]
        assert j["telemetry"]["injections"][e["detail"]["chaos_id"]]["trace_id"] in by_trace
    assert j["telemetry"]["trace_id"] == hexid(root.context.trace_id, 32)
    records = j["workload"]["records"]
    assert {r["detail"]["trace_id"] for r in records} == set(by_trace)
    request_ids = {s.attributes["chaos.request_id"] for s in requests if s.attributes}
    assert {e["request_id"] for e in j["events"]} <= request_ids


def test_request_spans_follow_the_genai_conventions() -> None:
    doc = make(
        target={"type": "callable", "callable": "tests.experiment.helpers:openai_like"},
        telemetry={"exporter": "console", "provider": "openai", "model": "gpt-x"},
    )
    doc["spec"]["steadyState"]["probes"] = [{"type": "error_rate", "tolerance": {"max": 0.1}}]
    j, spans = run(yaml.safe_dump(doc))
    assert j["status"] == "completed", j["reason"]
    call = next(s for s in spans if s.name == "chat gpt-x")
    a = dict(call.attributes or {})
    assert a["gen_ai.provider.name"] == "openai" and a["gen_ai.request.model"] == "gpt-x"
    assert a["gen_ai.usage.input_tokens"] == 5 and a["gen_ai.usage.output_tokens"] == 2
    assert a["gen_ai.response.finish_reasons"] == ("stop",) and a["chaos.outcome"] == "ok"


def test_injections_collected_from_the_reference_service_get_spans() -> None:
    pytest.importorskip("faiss")
    pytest.importorskip("uvicorn")
    j, spans = run(shortened("observability-zero-recall", "reference"))
    assert j["events"], j["reason"]
    requests = {s.context.span_id: s for s in spans if s.name == "chat genai-chaos-reference"}
    injected = [s for s in spans if s.name == "chaos.injection zero_results"]
    assert len(injected) == len(j["events"])
    for s in injected:  # a child of the request span it hit
        assert s.parent is not None and s.parent.span_id in requests
        parent = requests[s.parent.span_id]
        assert parent.attributes is not None and s.attributes is not None
        assert s.attributes["chaos.request_id"] == parent.attributes["chaos.request_id"]
        assert s.events[0].name == "chaos.injection"
    assert {e["detail"]["span_id"] for e in j["events"]} == {
        hexid(s.context.span_id, 16) for s in injected
    }


def test_without_telemetry_nothing_of_opentelemetry_loads(tmp_path: Path) -> None:
    path = tmp_path / "exp.yaml"
    doc = make(method=[ZERO_RECALL])
    path.write_text(yaml.safe_dump(doc))
    code = (
        "import sys\n"
        "from genai_chaos.experiment.loader import load_file\n"
        "from genai_chaos.experiment.prepare import prepare\n"
        "from genai_chaos.experiment.runner import run_experiment\n"
        f"j = run_experiment(prepare(load_file({str(path)!r}))).to_dict()\n"
        "assert 'telemetry' not in j and j['events'], j\n"
        "assert not any('trace_id' in (r['detail'] or {}) for r in j['workload']['records'])\n"
        "print(sorted(m for m in sys.modules if 'opentelemetry' in m or m.endswith('tracing')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert out.stdout.strip() == "[]", out.stdout


def test_telemetry_without_its_extra_is_invalid(monkeypatch: pytest.MonkeyPatch) -> None:
    from genai_chaos.experiment import prepare as prepare_module

    monkeypatch.setattr(prepare_module, "_module_exists", lambda m: "opentelemetry" not in m)
    with pytest.raises(ExperimentInvalid, match=r"pip install 'genai-chaos\[telemetry\]'"):
        prepare(load_text(template_text("observability-latency", target="sample")))


def test_otel_variables_win_over_the_document(monkeypatch: pytest.MonkeyPatch) -> None:
    from opentelemetry.sdk.trace.export import ConsoleSpanExporter

    for var in ("OTEL_TRACES_EXPORTER", "OTEL_EXPORTER_OTLP_ENDPOINT"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", raising=False)
    assert isinstance(tracing._exporter(Telemetry(exporter="console")), ConsoleSpanExporter)
    otlp = tracing._exporter(Telemetry(endpoint="http://127.0.0.1:4318"))
    assert otlp._endpoint == "http://127.0.0.1:4318/v1/traces"
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:9999")
    assert tracing._exporter(Telemetry(endpoint="http://x:4318"))._endpoint.startswith(
        "http://127.0.0.1:9999"
    )
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "none")
    assert tracing._exporter(Telemetry(exporter="console")) is None


@pytest.mark.parametrize("name", [t.name for t in index() if t.layer == "observability"])
def test_observability_template_sets_the_attributes_it_announces(name: str) -> None:
    j, spans = run(shortened(name, "sample"))
    assert j["events"], j["reason"]
    seen = {k for s in spans for k in (s.attributes or {})}
    seen |= {k for s in spans for e in s.events for k in (e.attributes or {})}
    seen |= {k for e in j["events"] for k in e["detail"]}  # trace_id, span_id
    announced = set(next(t for t in index() if t.name == name).telemetry_attributes)
    assert announced <= seen, sorted(announced - seen)


def test_a_slow_collector_does_not_stall_the_workload(monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

    class Slow(SpanExporter):
        exported = 0

        def export(self, spans: Any) -> SpanExportResult:
            time.sleep(1.0)  # a collector that takes its time: on the loop, a 1 s stall
            Slow.exported += len(spans)
            return SpanExportResult.SUCCESS

    monkeypatch.setattr(tracing, "_exporter", lambda spec: Slow())
    doc = make(telemetry={"exporter": "otlp"})
    doc["spec"]["steadyState"]["probes"] = [
        {"type": "latency", "percentile": 95, "tolerance": {"max": 800}}
    ]
    journal = run_experiment(prepare(load_text(yaml.safe_dump(doc)))).to_dict()
    assert journal["status"] == "completed", journal["steady_states"]["before"]
    assert Slow.exported > 0  # the spans went out, from the exporter's own thread


@pytest.mark.parametrize("kind", ["reference", "proxy"])
def test_http_targets_carry_the_request_span_to_the_application(kind: str) -> None:
    import asyncio

    import httpx

    from genai_chaos.experiment.remote_targets import build
    from genai_chaos.experiment.spec import HttpAppTarget, ReferenceTarget
    from genai_chaos.telemetry import otel

    if kind == "proxy":
        pytest.importorskip("aiohttp")
        spec: Any = HttpAppTarget(
            type="proxy", url="http://127.0.0.1:9/ask", proxy={"admin_url": "http://127.0.0.1:9"}
        )
    else:
        spec = ReferenceTarget(type="reference", url="http://127.0.0.1:9")
    seen: list[str] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers.get("traceparent", ""))
        return httpx.Response(200, json={"answer": "ok"})

    target = build(spec)
    target._http = httpx.AsyncClient(  # type: ignore[attr-defined]
        base_url="http://127.0.0.1:9", transport=httpx.MockTransport(answer)
    )
    spans = InMemorySpanExporter()

    async def call() -> None:
        await target.call("hello", "r0")  # not propagating: no header
        target.propagate_trace = True
        with otel.request_span("chat", parent=otel.ROOT):
            await target.call("hello", "r1")
        await target.close()

    with otel.tracing(exporter=spans):
        asyncio.run(call())
    (span,) = spans.get_finished_spans()
    assert seen[0] == ""
    assert seen[1].split("-")[1:3] == [
        hexid(span.context.trace_id, 32),
        hexid(span.context.span_id, 16),
    ]
