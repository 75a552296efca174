"""The lean span start gives the span the SDK's ``start_span`` gives, field by field."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import SpanLimits, SpanProcessor, TracerProvider, _Span
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.sdk.trace.id_generator import RandomIdGenerator
from opentelemetry.sdk.trace.sampling import ALWAYS_ON
from opentelemetry.trace import (
    Link,
    NonRecordingSpan,
    SpanContext,
    SpanKind,
    TraceFlags,
    set_span_in_context,
)
from opentelemetry.trace.span import TraceState

from genai_chaos.telemetry import lean, otel
from genai_chaos.telemetry.lean import LeanStarter, set_plain
from genai_chaos.telemetry.sampling import ParentBasedAlwaysOn


@pytest.fixture(autouse=True)
def _fresh_layout_check() -> Any:
    """The SDK's layout is checked once per process: each test checks it afresh (some
    change the SDK), and leaves no verdict of a changed SDK behind."""
    lean._layout_ok.cache_clear()
    yield
    lean._layout_ok.cache_clear()


ATTRS = {"gen_ai.operation.name": "chat", "gen_ai.request.model": "m", "n": 3, "ok": True}


def make(limits: SpanLimits | None = None, **kw: Any) -> tuple[Any, InMemorySpanExporter]:
    spans = InMemorySpanExporter()
    provider = TracerProvider(
        sampler=kw.pop("sampler", ParentBasedAlwaysOn()), span_limits=limits, **kw
    )
    provider.add_span_processor(SimpleSpanProcessor(spans))
    return provider.get_tracer("t", "1"), spans


def fields(span: Any) -> dict[str, Any]:
    """Everything an exporter reads of a finished span, but its times."""
    ctx = span.context
    return {
        "name": span.name,
        "kind": span.kind,
        "parent": span.parent,
        "attributes": list(span.attributes.items()),
        "dropped": (span.dropped_attributes, span.dropped_events, span.dropped_links),
        "events": [
            (e.name, list((e.attributes or {}).items()), e.timestamp, e.dropped_attributes)
            for e in span.events
        ],
        "links": [(lk.context, dict(lk.attributes or {})) for lk in span.links],
        "status": (span.status.status_code, span.status.description),
        "resource": span.resource.attributes,
        "scope": span.instrumentation_scope,
        "ids": (ctx.trace_id, ctx.span_id),
        "flags": (ctx.trace_flags, ctx.trace_state, ctx.is_remote),
    }


def both(
    context: Any = None,
    attrs: Any = ATTRS,
    after: Any = None,
    limits: Any = None,
    seed: int = 7,
    event: Any = None,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The same span started by the SDK and by the starter, under the same random seed."""
    out = []
    for use_lean in (False, True):
        tracer, spans = make(limits)
        starter = LeanStarter.for_tracer(tracer)
        assert starter is not None
        random.seed(seed)
        if use_lean:
            span = starter.start("chat m", SpanKind.CLIENT, attrs, context)
        else:
            span = tracer.start_span("chat m", context, SpanKind.CLIENT, attrs)
        if after:
            (set_plain if use_lean else lambda s, a: s.set_attributes(a))(span, after)
        span.add_event("e", {"k": "v"} if event is None else event, timestamp=1)
        span.end()
        out.append(fields(spans.get_finished_spans()[0]))
    return out[0], out[1]


def test_a_root_span_is_the_sdk_span_ids_included() -> None:
    sdk, lean = both(after={"gen_ai.usage.output_tokens": 5, "r": ["stop", "length"]})
    assert lean == sdk
    assert lean["attributes"][-1] == ("r", ("stop", "length"))  # a list stored as a tuple
    assert lean["parent"] is None and lean["flags"][0].sampled


def test_children_of_local_and_remote_parents() -> None:
    tracer, _ = make()
    parent = tracer.start_span("parent")
    sdk, lean = both(context=set_span_in_context(parent))
    assert lean == sdk and lean["parent"] == parent.get_span_context()
    assert lean["ids"][0] == parent.get_span_context().trace_id
    remote = SpanContext(
        0xABC, 0xDEF, True, TraceFlags(TraceFlags.SAMPLED), TraceState([("vendor", "x")])
    )
    sdk, lean = both(context=set_span_in_context(NonRecordingSpan(remote)))
    assert lean == sdk and lean["flags"][1] == TraceState([("vendor", "x")])
    assert not lean["flags"][0].random_trace_id  # the parent's id was not said to be random


def test_an_unsampled_parent_gives_the_sdk_non_recording_span() -> None:
    tracer, spans = make()
    starter = LeanStarter.for_tracer(tracer)
    assert starter is not None
    unsampled = SpanContext(1, 2, True, TraceFlags(0))
    span = starter.start(
        "x", SpanKind.CLIENT, ATTRS, set_span_in_context(NonRecordingSpan(unsampled))
    )
    span.end()
    assert not span.is_recording() and spans.get_finished_spans() == ()


def test_values_that_need_checks_go_through_the_sdk() -> None:
    odd = {"ints": [1, 2], "none": None, "bytes": b"x", "obj": object(), "": "empty key"}
    sdk, lean = both(attrs=odd, after={"f": 1.5, "mixed": ["a", 1]})
    assert lean == sdk and ("ints", (1, 2)) in lean["attributes"]
    long = SpanLimits(max_span_attribute_length=3, max_span_attributes=4)
    sdk, lean = both(
        attrs={"a": "abcdef"}, after={"b": "ghijkl", "c": 1, "d": 2, "e": 3}, limits=long
    )
    assert lean == sdk
    # truncated, and the oldest ("a") dropped to make room for the fourth set after start
    assert lean["attributes"][0] == ("b", "ghi") and lean["dropped"][0] == 1


def test_injection_events_are_the_sdks() -> None:
    plain = {"chaos.id": "ch-1", "chaos.fault.kind": "latency", "n": 2, "ids": ["a", "b"]}
    sdk, lean = both(event=plain)
    assert lean == sdk and lean["events"][0][1][-1] == ("ids", ("a", "b"))
    odd = {"chaos.fault.params": [1, "x"], "obj": object()}
    sdk, lean = both(event=odd)
    assert lean == sdk
    limited = SpanLimits(max_event_attributes=1, max_attribute_length=2)
    sdk, lean = both(event=plain, limits=limited)
    assert lean == sdk and lean["events"][0][3] == 3  # three dropped, by the SDK's checks


def test_a_key_set_again_moves_to_the_end_and_a_full_span_drops_the_oldest() -> None:
    sdk, lean = both(after={"gen_ai.operation.name": "embeddings"})
    assert lean == sdk and lean["attributes"][-1] == ("gen_ai.operation.name", "embeddings")
    full = SpanLimits(max_span_attributes=4)
    sdk, lean = both(after={"x": 1}, limits=full)
    assert lean == sdk and lean["dropped"][0] == 1


def test_set_plain_on_an_ended_span_warns_and_changes_nothing(
    caplog: pytest.LogCaptureFixture,
) -> None:
    tracer, spans = make()
    starter = LeanStarter.for_tracer(tracer)
    assert starter is not None
    span = starter.start("x", SpanKind.CLIENT, {"a": 1})
    span.end()
    with caplog.at_level(logging.WARNING):
        set_plain(span, {"b": 2})
    assert dict(spans.get_finished_spans()[0].attributes) == {"a": 1}
    assert "ended span" in caplog.text


def test_the_span_has_the_sdk_spans_fields() -> None:
    tracer, _ = make()
    starter = LeanStarter.for_tracer(tracer)
    assert starter is not None
    lean, sdk = starter.start("x", SpanKind.CLIENT, ATTRS), tracer.start_span("x", attributes=ATTRS)
    assert isinstance(lean, type(sdk)) and set(vars(lean)) == set(vars(sdk))
    assert set(vars(lean._attributes)) == set(vars(sdk._attributes))  # type: ignore[attr-defined]


class _Ids(RandomIdGenerator):
    pass


@pytest.mark.parametrize(
    "kw",
    [{"sampler": ALWAYS_ON}, {"id_generator": _Ids()}],
    ids=["another sampler", "another id generator"],
)
def test_no_starter_where_the_sdk_must_decide(kw: dict[str, Any]) -> None:
    tracer, _ = make(**kw)
    assert LeanStarter.for_tracer(tracer) is None
    assert LeanStarter.for_tracer(trace.NoOpTracer()) is None


def test_links_and_a_disabled_tracer_go_through_the_sdk() -> None:
    tracer, spans = make()
    starter = LeanStarter.for_tracer(tracer)
    assert starter is not None
    other = tracer.start_span("other").get_span_context()
    span = starter.start("x", SpanKind.CLIENT, {}, None, [Link(other)])
    span.end()
    assert [lk.context for lk in spans.get_finished_spans()[0].links] == [other]
    tracer._tracer_config.is_enabled = False  # what a tracer configurator does
    assert not starter.start("y", SpanKind.CLIENT, {}).is_recording()


def test_setup_tracing_uses_the_starter_only_for_its_own_sampler(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    spans = InMemorySpanExporter()
    otel.setup_tracing(exporter=spans, set_global=False)
    try:
        assert getattr(otel._starter(), "__self__", None).__class__ is LeanStarter
        monkeypatch.setenv("OTEL_TRACES_SAMPLER", "always_on")
        otel.setup_tracing(exporter=spans, set_global=False)
        assert not isinstance(getattr(otel._starter(), "__self__", None), LeanStarter)

        @otel.traced("chat", model="m")
        def call() -> dict[str, Any]:
            return {"usage": {"prompt_tokens": 1, "completion_tokens": 2}}

        call()
        assert dict(spans.get_finished_spans()[-1].attributes)["gen_ai.usage.output_tokens"] == 2
    finally:
        otel.shutdown()


def test_ended_spans_are_handed_on_compact_unless_something_was_dropped() -> None:
    tracer, spans = make(SpanLimits(max_span_attributes=2))
    starter = LeanStarter.for_tracer(tracer)
    assert starter is not None
    for attrs in ({"a": 1}, {"a": 1, "b": 2, "c": 3}):
        span = starter.start("x", SpanKind.CLIENT, attrs)
        span.add_event("e", {"k": "v"})
        span.end()
    kept, dropped = spans.get_finished_spans()
    assert type(kept._attributes) is dict and type(kept._events) is tuple  # type: ignore[attr-defined]
    assert kept.dropped_attributes == 0 and [e.name for e in kept.events] == ["e"]
    with pytest.raises(TypeError):  # an event's attributes are immutable, as the SDK's
        kept.events[0].attributes["late"] = 1  # type: ignore[index]
    assert dropped.dropped_attributes == 1 and dict(dropped.attributes) == {"b": 2, "c": 3}


def test_no_starter_when_the_sdks_read_only_span_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    from opentelemetry.sdk.trace import _Span

    sdk_copy = _Span._readable_span

    def with_a_new_field(self: Any) -> Any:
        out = sdk_copy(self)
        out._new_field = 1
        return out

    tracer, _ = make()
    assert LeanStarter.for_tracer(tracer) is not None
    monkeypatch.setattr(_Span, "_readable_span", with_a_new_field)
    lean._layout_ok.cache_clear()
    assert LeanStarter.for_tracer(tracer) is None


def test_no_starter_when_the_compact_copy_would_lose_a_value(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ours = lean.LeanSpan._readable_span

    def forgets_the_status(self: Any) -> Any:
        out = ours(self)
        out._status = _Span._readable_span(lean.LeanSpan("x", self._context))._status
        return out

    tracer, _ = make()
    monkeypatch.setattr(lean.LeanSpan, "_readable_span", forgets_the_status)
    assert LeanStarter.for_tracer(tracer) is None


def test_no_starter_with_an_sdk_older_than_random_trace_id_flags(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tracer, spans = make()
    monkeypatch.setattr(lean, "_RANDOM", None)  # opentelemetry-api < 1.42
    assert LeanStarter.for_tracer(tracer) is None
    span = tracer.start_span("x")
    set_plain(span, {"a": 1})  # the SDK's checks, not the lean writes
    span.end()
    assert dict(spans.get_finished_spans()[0].attributes) == {"a": 1}


def test_keys_that_are_not_strings_at_start_are_the_sdks() -> None:
    sdk, lean_fields = both(attrs={1: "x", "ok": 1})
    assert lean_fields == sdk and ("1", "x") in lean_fields["attributes"]


def test_a_span_subclass_that_overrides_set_attribute_is_respected() -> None:
    from opentelemetry.sdk.trace import _Span as SDKSpan

    class Redacting(SDKSpan):
        def set_attribute(self, key: str, value: Any) -> None:
            super().set_attribute(key, "***" if key == "secret" else value)

    span = Redacting("x", SpanContext(1, 2, False), span_processor=SpanProcessor())
    set_plain(span, {"secret": "hunter2"})
    assert dict(span.attributes) == {"secret": "***"}


def test_an_attribute_mapping_that_is_not_the_sdks_is_left_to_the_sdk() -> None:
    tracer, _ = make()
    span: Any = tracer.start_span("x")
    span._attributes = {"a": 1}  # replaced by someone: not ours to write into
    assert lean._write(span, {"b": 2}) is False and span._attributes == {"a": 1}
