"""OpenTelemetry spans of an experiment run, when its document asks for them.

Only a document with ``spec.telemetry`` enabled gets any of this (the runner does not
import it otherwise, so other runs pay nothing). The run gets:

* an **experiment span** (``chaos.experiment {name}``, attributes ``chaos.experiment``,
  ``chaos.run_id``) with a child span per phase (``chaos.phase before|method|after``) and
  an event per fault switch (``chaos.fault.on`` / ``chaos.fault.off``);
* a **request span** per workload request, CLIENT kind, following the GenAI semantic
  conventions (``gen_ai.operation.name``, ``gen_ai.provider.name``,
  ``gen_ai.request.model``, and from the answer, when it says, ``gen_ai.usage.*`` and
  ``gen_ai.response.finish_reasons``), plus ``chaos.request_id``, ``chaos.experiment``,
  ``chaos.outcome`` and ``retrieval.documents.count`` (the sources the answer cites).
  Each request is a trace of its own, linked to the experiment span: a 10,000-request
  run as one trace would be unreadable in a trace viewer, and many backends cap the
  spans of one trace;
* a ``chaos.injection`` **span event** per injection with the ``chaos.*`` attributes
  (fault kind, target, layer, status, parameters, experiment, chaos id): on the request
  span when the fault fired in this process inside it (callable targets), else (the
  reference service, the proxy: their events arrive after the fact) on a
  ``chaos.injection {kind}`` child span of the request span it hit;
* trace ids and chaos ids mapped both ways: each journal event carries ``trace_id``,
  ``span_id`` and ``chaos_id``, each request record its ``trace_id``, and the journal's
  ``telemetry`` section the run's trace and the index ``{chaos id: trace, span}``.

Export follows the standard ``OTEL_*`` variables (``OTEL_TRACES_EXPORTER`` wins over the
document's ``exporter``, ``OTEL_EXPORTER_OTLP_ENDPOINT`` / ``..._TRACES_ENDPOINT`` over its
``endpoint``; ``OTEL_SDK_DISABLED=true`` exports nothing); tests pass an exporter.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import replace
from typing import Any

from opentelemetry import trace
from opentelemetry.trace import Link, NonRecordingSpan, Span

from genai_chaos.experiment.spec import Telemetry
from genai_chaos.faults.events import EventSink, InjectionEvent
from genai_chaos.load.engine import Result
from genai_chaos.telemetry import otel

OUTCOME = "chaos.outcome"
#: How many documents the answer cites (its ``sources``).
DOCUMENTS = "retrieval.documents.count"
#: What the request spans of each target say they call, when the document does not.
_DEFAULTS: dict[str, tuple[str, str]] = {
    "reference": ("genai_chaos.reference", "genai-chaos-reference")
}


def _exporter(spec: Telemetry) -> Any:
    """The document's exporter, unless ``OTEL_TRACES_EXPORTER`` chooses (then ``None``)."""
    if os.environ.get("OTEL_TRACES_EXPORTER"):
        return None
    if spec.exporter == "console":
        from opentelemetry.sdk.trace.export import ConsoleSpanExporter

        return ConsoleSpanExporter()
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

    env = ("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_ENDPOINT")
    if spec.endpoint and not any(os.environ.get(v) for v in env):
        url = spec.endpoint.rstrip("/")
        return OTLPSpanExporter(endpoint=url if url.endswith("/v1/traces") else url + "/v1/traces")
    return OTLPSpanExporter()


def _hex(ctx: Any, digits: int, attr: str) -> str:
    return format(getattr(ctx, attr), f"0{digits}x")


class RunTracing:
    """The spans of one run (see the module docstring); :meth:`open` before the run,
    :meth:`close` after it."""

    def __init__(
        self,
        experiment: str,
        spec: Telemetry,
        *,
        target_kind: str,
        exporter: Any = None,
    ) -> None:
        self.experiment = experiment
        self.spec = spec
        self.run_id = uuid.uuid4().hex[:16]
        self.index = otel.ChaosTraceIndex()
        provider, model = _DEFAULTS.get(target_kind, (None, None))
        self.provider = spec.provider or provider
        self.model = spec.model or model
        self._exporter = exporter
        self._stack = ExitStack()
        self._root: Span | None = None
        self._links: list[Link] = []
        self._phase: Span | None = None
        self._spans: dict[str, Any] = {}  # request id -> its span context

    def open(self) -> None:
        """Start the provider and the experiment span."""
        exporter = self._exporter if self._exporter is not None else _exporter(self.spec)
        # a network exporter exports from a background thread, in batches: never from the
        # event loop, where a collector that does not answer would stall the workload
        batch = self._exporter is None
        self._stack.enter_context(
            otel.tracing(f"genai-chaos {self.experiment}", exporter=exporter, batch=batch)
        )
        self._root = self._stack.enter_context(
            otel.experiment_span(self.experiment, run_id=self.run_id)
        )
        self._links = [Link(self._root.get_span_context())]

    def sink(self, inner: EventSink) -> EventSink:
        """The sink in-process injections go through: each becomes a span event."""
        return otel.TracingSink(inner, index=self.index)

    def phase(self, name: str) -> None:
        """End the current phase span and start ``name``'s."""
        if self._phase is not None:
            self._phase.end()
        self._phase = None
        if self._root is not None and name in ("before", "method", "after"):
            parent = trace.set_span_in_context(self._root)
            self._phase = otel.tracer().start_span(f"chaos.phase {name}", context=parent)

    def switched(self, label: str, kind: str, on: bool) -> None:
        """A fault was switched on or off (an event on the experiment span)."""
        if self._root is not None:
            attrs = {otel.FAULT_KIND: kind, "chaos.fault.name": label}
            self._root.add_event("chaos.fault.on" if on else "chaos.fault.off", attrs)

    @contextlib.contextmanager
    def request(self, rid: str) -> Iterator[Span]:
        """The span of one workload request (a trace of its own, linked to the run)."""
        with otel.request_span(
            "chat",
            model=self.model,
            provider=self.provider,
            request_id=rid,
            parent=otel.ROOT,
            links=self._links,
        ) as span:
            self._spans[rid] = span.get_span_context()
            yield span

    def answered(self, span: Span, answer: Any, result: Result) -> None:
        """Put what the answer says (usage, finish reasons, how many documents it cites)
        and its outcome on ``span``; the request's record gets the trace id."""
        detail = result.detail or {}
        # one mapping for the SDK: the response's attributes, then the outcome's
        attrs = otel.response_attributes(answer) if span.is_recording() else {}
        attrs[OUTCOME] = result.outcome
        attrs[DOCUMENTS] = len(detail.get("sources", ()))
        reason = answer.get("finish_reason") if type(answer) is dict else None
        if type(reason) is str and "choices" not in answer:
            attrs[otel.GEN_AI_FINISH_REASONS] = [reason]
        otel.set_attributes(span, attrs)
        trace_id = _hex(span.get_span_context(), 32, "trace_id")
        result.detail = {**detail, "trace_id": trace_id}

    def adopt(self, events: list[InjectionEvent]) -> list[InjectionEvent]:
        """Injections recorded elsewhere (a server) and collected after the fact: each
        gets a ``chaos.injection`` child span of the request span it hit, and its ids."""
        return [self._adopt(e) for e in events]

    def _adopt(self, event: InjectionEvent) -> InjectionEvent:
        ctx = self._spans.get(event.request_id)
        if ctx is None or "chaos_id" in event.detail:
            return event
        chaos = otel.chaos_id(event, self.experiment)
        attrs = otel.injection_attributes(event, chaos, self.experiment)
        parent = trace.set_span_in_context(NonRecordingSpan(ctx))
        when = int(event.time * 1e9)
        span = otel.tracer().start_span(
            f"{otel.INJECTION_EVENT} {event.kind}",
            context=parent,
            attributes=attrs,
            start_time=when,
        )
        span.add_event(otel.INJECTION_EVENT, attrs, timestamp=when)
        span.end(end_time=when)
        own = span.get_span_context()
        trace_id, span_id = _hex(own, 32, "trace_id"), _hex(own, 16, "span_id")
        self.index.add(chaos, trace_id, span_id)
        detail = {**event.detail, "trace_id": trace_id, "span_id": span_id, "chaos_id": chaos}
        return replace(event, detail=detail)

    def summary(self) -> dict[str, Any]:
        """The journal's ``telemetry`` section."""
        out: dict[str, Any] = {"run_id": self.run_id, "experiment": self.experiment}
        if self._root is not None:
            ctx = self._root.get_span_context()
            out["trace_id"] = _hex(ctx, 32, "trace_id")
            out["span_id"] = _hex(ctx, 16, "span_id")
        out["injections"] = self.index.to_dict()
        return out

    def close(self, status: str) -> None:
        """End the spans and flush the export."""
        self.phase("done")
        if self._root is not None:
            self._root.set_attribute("chaos.status", status)
        self._stack.close()
        self._root = None
