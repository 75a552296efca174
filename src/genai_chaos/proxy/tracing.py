"""OpenTelemetry spans for the requests through the proxy (``--otel``; opt-in).

Off, it costs nothing: the data plane tests one attribute per request and never imports
OpenTelemetry. On, each request gets one span (GenAI semantic conventions, kind CLIENT,
named ``"{operation} {model}"``) from :mod:`genai_chaos.telemetry.otel`, with

- ``gen_ai.operation.name``: ``chat`` (chat completions, Responses, messages),
  ``text_completion``, ``embeddings``; ``http`` for any other path;
- ``gen_ai.provider.name``: ``openai`` unless configured (``--otel-provider``);
- ``gen_ai.request.model``: the request body's ``model``;
- ``gen_ai.usage.input_tokens`` / ``output_tokens``, ``gen_ai.response.finish_reasons``,
  ``gen_ai.response.model`` / ``id``: from the JSON answer, or from the events of an SSE
  answer (a chat stream's last chunks, a Responses stream's ``response.completed``);
- ``http.request.method``, ``url.path``, ``http.response.status_code``, and ``error.type``
  (the status code) on an error answer;
- ``chaos.request_id`` (the id the rules decided on), ``chaos.proxy.rules`` (the rules
  that fired), ``chaos.stream.cut`` (a stream that ended without its terminator).

Every injection adds a ``chaos.injection`` span event (kind, rule, parameters, status) and
its events in ``GET /events`` carry ``trace_id``, ``span_id`` and ``chaos_id``. A
``traceparent`` the client sent makes the span its child; the upstream receives the
proxy span's ``traceparent`` instead. Export is configured by the standard ``OTEL_*``
variables (:func:`genai_chaos.telemetry.otel.setup_tracing`).

>>> from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
>>> from genai_chaos.telemetry import otel
>>> spans = InMemorySpanExporter()
>>> _ = otel.setup_tracing(exporter=spans, set_global=False)
>>> trace = ProxyTracing().start("POST", "/v1/chat/completions", {}, "r1")
>>> with trace:
...     trace.request({"model": "gpt-4o"})
...     trace.finish(200, [b'{"usage": {"prompt_tokens": 3, "completion_tokens": 5}}'], sse=False)
>>> span = spans.get_finished_spans()[0]
>>> span.name, span.attributes["gen_ai.usage.output_tokens"]
('chat gpt-4o', 5)
>>> otel.shutdown()
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from genai_chaos.faults.events import EventSink
from genai_chaos.proxy.metrics import endpoint
from genai_chaos.proxy.wire import json_object

OPERATIONS = {
    "/v1/chat/completions": "chat",
    "/v1/responses": "chat",
    "/v1/messages": "chat",
    "/v1/completions": "text_completion",
    "/v1/embeddings": "embeddings",
}
#: Trace context headers: a client's are replaced by the proxy span's on the way up.
TRACE_HEADERS = frozenset({"traceparent", "tracestate"})


class ProxyTracing:
    """Makes the spans of a proxy's requests (``ChaosProxy(otel=True)`` builds one).

    ``provider`` is the ``gen_ai.provider.name`` of every span; ``max_body`` the most
    bytes of an answer kept to read its usage and finish reasons from.
    """

    def __init__(self, provider: str = "openai", *, max_body: int = 2**20) -> None:
        from genai_chaos.telemetry import otel  # MissingExtra without the telemetry extra

        self._otel = otel
        self.provider = provider
        self.max_body = max_body

    def sink(self, inner: EventSink) -> EventSink:
        """``inner`` with each injection also put on the current request's span."""
        sink: EventSink = self._otel.TracingSink(inner)
        return sink

    def start(
        self, method: str, path: str, headers: Mapping[str, str], request_id: str
    ) -> RequestTrace:
        """The span of one request (enter it to start it; its parent is the client's)."""
        carrier = {k: v for k in TRACE_HEADERS if (v := headers.get(k))}
        operation = OPERATIONS.get(endpoint(path), "http")
        span = self._otel.request_span(
            operation,
            provider=self.provider,
            request_id=request_id,
            parent=self._otel.extract_context(carrier) if carrier else None,
            attributes={"http.request.method": method, "url.path": path},
        )
        return RequestTrace(self, span, operation)


class RequestTrace:
    """One request's span, as the data plane fills it in."""

    __slots__ = ("_cm", "_size", "_tracing", "kept", "operation", "span")

    def __init__(self, tracing: ProxyTracing, cm: Any, operation: str) -> None:
        self._tracing = tracing
        self._cm = cm
        self.operation = operation
        self.span: Any = None
        #: the answer's bytes kept so far (up to ``max_body``), for usage and finish reasons
        self.kept: list[bytes] = []
        self._size = 0

    def __enter__(self) -> RequestTrace:
        self.span = self._cm.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._cm.__exit__(*exc)

    def request(self, body: dict[str, Any] | None) -> None:
        """What the request body says: its model (which also names the span)."""
        model = body.get("model") if body is not None else None
        if isinstance(model, str) and model:
            self.span.set_attribute(self._tracing._otel.GEN_AI_REQUEST_MODEL, model)
            self.span.update_name(f"{self.operation} {model}")

    def outgoing(self, headers: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The upstream's headers with this span's trace context instead of the client's."""
        out = [(k, v) for k, v in headers if k.lower() not in TRACE_HEADERS]
        carrier: dict[str, str] = {}
        self._tracing._otel.inject_headers(carrier)
        out.extend(carrier.items())
        return out

    def keep(self, chunk: bytes) -> None:
        """Keep a chunk of the answer (until ``max_body`` bytes are kept)."""
        if self._size + len(chunk) <= self._tracing.max_body:
            self.kept.append(chunk)
            self._size += len(chunk)

    def finish(
        self,
        status: int,
        body: Sequence[bytes],
        *,
        sse: bool,
        rules: Sequence[str] = (),
        cut: bool = False,
    ) -> None:
        """What the answer says: status, usage, finish reasons; the rules that fired."""
        span, otel = self.span, self._tracing._otel
        if not span.is_recording():
            return
        raw = b"".join(body)
        # everything in one call: each of the SDK's set_attribute(s) calls costs the same
        # lock, check and copy again
        attrs = otel.response_attributes(stream_summary(raw) if sse else json_object(raw))
        attrs["http.response.status_code"] = status
        if status >= 400:
            attrs[otel.ERROR_TYPE] = str(status)
            from opentelemetry.trace import Status, StatusCode

            span.set_status(Status(StatusCode.ERROR, f"HTTP {status}"))
        if rules:
            attrs["chaos.proxy.rules"] = list(rules)
        if cut:
            attrs["chaos.stream.cut"] = True
        otel.set_attributes(span, attrs)


def stream_summary(raw: bytes) -> dict[str, Any] | None:
    """What the events of an SSE answer say about it, shaped like a chat completion
    (``usage``, ``choices[].finish_reason``, ``model``, ``id``); None when nothing.

    >>> stream_summary(b'data: {"id": "c1", "choices": [{"index": 0, "finish_reason": '
    ...                b'"stop"}]}\\n\\ndata: [DONE]\\n\\n')
    {'id': 'c1', 'choices': [{'index': 0, 'finish_reason': 'stop'}]}
    """
    out: dict[str, Any] = {}
    reasons: dict[int, str] = {}
    for line in raw.splitlines():
        if not line.startswith(b"data:"):
            continue
        try:
            event = json.loads(line[5:])
        except ValueError:
            continue
        if not isinstance(event, dict):
            continue
        inner = event.get("response")  # the Responses API's response.completed
        if isinstance(inner, dict):
            event = inner
        for key in ("id", "model"):
            if isinstance(event.get(key), str):
                out[key] = event[key]
        if isinstance(event.get("usage"), dict):
            out["usage"] = event["usage"]
        for choice in event.get("choices") or ():
            if isinstance(choice, dict) and choice.get("finish_reason"):
                reasons[int(choice.get("index") or 0)] = str(choice["finish_reason"])
    if reasons:
        out["choices"] = [{"index": i, "finish_reason": r} for i, r in sorted(reasons.items())]
    return out or None
