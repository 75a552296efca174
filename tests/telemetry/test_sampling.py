from __future__ import annotations

import pytest
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.sdk.trace.sampling import ALWAYS_ON, Decision, ParentBased, StaticSampler
from opentelemetry.trace import (
    INVALID_SPAN,
    NonRecordingSpan,
    SpanContext,
    TraceFlags,
    TraceState,
    set_span_in_context,
)

from genai_chaos.telemetry import otel
from genai_chaos.telemetry.sampling import ParentBasedAlwaysOn, default_sampler

STATE = TraceState([("vendor", "v1")])


def _parent(*, sampled: bool, remote: bool) -> SpanContext:
    flags = TraceFlags(TraceFlags.SAMPLED if sampled else TraceFlags.DEFAULT)
    return SpanContext(0xABC, 0xDEF, is_remote=remote, trace_flags=flags, trace_state=STATE)


PARENTS = [None, INVALID_SPAN.get_span_context()] + [
    _parent(sampled=s, remote=r) for s in (True, False) for r in (True, False)
]


@pytest.mark.parametrize("parent", PARENTS)
def test_decides_as_the_sdks_default_sampler(parent: SpanContext | None) -> None:
    context = None if parent is None else set_span_in_context(NonRecordingSpan(parent))
    attributes = {"gen_ai.operation.name": "chat"}
    ours = ParentBasedAlwaysOn().should_sample(context, 0xABC, "chat m", attributes=attributes)
    sdk = ParentBased(ALWAYS_ON).should_sample(context, 0xABC, "chat m", attributes=attributes)
    assert ours.decision is sdk.decision
    assert dict(ours.attributes) == dict(sdk.attributes)
    assert ours.trace_state == sdk.trace_state


def test_a_child_of_an_unsampled_parent_is_dropped() -> None:
    unsampled = set_span_in_context(NonRecordingSpan(_parent(sampled=False, remote=True)))
    result = ParentBasedAlwaysOn().should_sample(unsampled, 0xABC, "chat m")
    assert result.decision is Decision.DROP


def test_describes_itself_as_the_sdks_default() -> None:
    assert ParentBasedAlwaysOn().get_description() == ParentBased(ALWAYS_ON).get_description()


def test_only_stands_in_for_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OTEL_TRACES_SAMPLER", raising=False)
    assert isinstance(default_sampler(), ParentBasedAlwaysOn)
    monkeypatch.setenv("OTEL_TRACES_SAMPLER", "ParentBased_Always_On")
    assert isinstance(default_sampler(), ParentBasedAlwaysOn)
    monkeypatch.setenv("OTEL_TRACES_SAMPLER", "parentbased_traceidratio")
    assert default_sampler() is None


def test_setup_tracing_keeps_the_environments_sampler(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_TRACES_SAMPLER", "always_off")
    spans = InMemorySpanExporter()
    provider = otel.setup_tracing(exporter=spans, set_global=False)
    try:
        assert isinstance(provider.sampler, StaticSampler)
        with otel.request_span("chat", model="m"):
            pass
        assert spans.get_finished_spans() == ()
    finally:
        otel.shutdown()
    monkeypatch.delenv("OTEL_TRACES_SAMPLER")
    spans = InMemorySpanExporter()  # the first was shut down with its provider
    provider = otel.setup_tracing(exporter=spans, set_global=False)
    try:
        assert isinstance(provider.sampler, ParentBasedAlwaysOn)
        with otel.request_span("chat", model="m"):
            pass
        assert [s.name for s in spans.get_finished_spans()] == ["chat m"]
    finally:
        otel.shutdown()
