"""OpenTelemetry spans: requests, experiment runs, and one span event per injection.

Spans follow the OpenTelemetry GenAI semantic conventions (``gen_ai.operation.name``,
``gen_ai.provider.name``, ``gen_ai.request.model``, ``gen_ai.usage.input_tokens``,
``gen_ai.usage.output_tokens``, ``gen_ai.response.finish_reasons``; span name
``"{operation} {model}"``, kind CLIENT). Chaos adds its own ``chaos.*`` attributes (the
names the experiment templates announce):

=======================  ==============================================================
``chaos.id``             one injection's id (on its span event; the request span lists
                         the ids of every injection it received)
``chaos.experiment``     the experiment (run span, request spans and events inside it)
``chaos.run_id``         the run of the experiment
``chaos.fault.kind``     fault kind (event; the request span lists the kinds it received)
``chaos.fault.target``   chaos point / patched path / proxy rule the fault fired at
``chaos.fault.layer``    input, retrieval, generation or integration
``chaos.fault.status``   injected, skipped or broken
``chaos.fault.<param>``  the fault's parameters (``chaos.fault.delay_ms``)
``chaos.request_id``     the request id the injector decided on
=======================  ==============================================================

Injections reach spans through :class:`TracingSink`, an event sink that wraps another
(the run's journal sink, say): it adds a ``chaos.injection`` event to the span current
where the fault fired (or a span of its own when there is none), stamps the event it
forwards with ``trace_id``, ``span_id`` and ``chaos_id``, and records the pair in a
:class:`ChaosTraceIndex`, so trace ids and chaos ids map to each other both ways (in
the journal, in the index, and in the trace backend).

Export: :func:`setup_tracing` reads the standard ``OTEL_*`` variables
(``OTEL_SDK_DISABLED``, ``OTEL_TRACES_EXPORTER`` = ``otlp`` | ``console`` | ``none``,
``OTEL_SERVICE_NAME``, ``OTEL_RESOURCE_ATTRIBUTES``, ``OTEL_EXPORTER_OTLP_ENDPOINT``,
``OTEL_EXPORTER_OTLP_HEADERS``...); tests pass an in-memory exporter.

>>> from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
>>> from genai_chaos.faults.events import InjectionEvent, MemorySink, use_sink
>>> spans, journal = InMemorySpanExporter(), MemorySink()
>>> _ = setup_tracing(exporter=spans, set_global=False)
>>> with use_sink(TracingSink(journal)), request_span("chat", model="m1") as span:
...     record_event(InjectionEvent.now("latency", "r1", target="llm", layer="integration"))
>>> [s.name for s in spans.get_finished_spans()], journal.events[0].detail["chaos_id"][:3]
(['chat m1'], 'ch-')
>>> shutdown()
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import os
import uuid
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace
from typing import Any, TypeVar, cast

from genai_chaos.exceptions import MissingExtra
from genai_chaos.faults.events import EventSink, InjectionEvent, current_sink
from genai_chaos.telemetry.chaos_ids import (
    CHAOS_ID,
    EXPERIMENT,
    FAULT_KIND,
    FAULT_LAYER,
    FAULT_STATUS,
    FAULT_TARGET,
    REQUEST_ID,
    ChaosTraceIndex,
    _received,
    chaos_id,
    default_index,
    injection_attributes,
)
from genai_chaos.telemetry.genai import (
    ERROR_TYPE,
    GEN_AI_FINISH_REASONS,
    GEN_AI_INPUT_TOKENS,
    GEN_AI_OPERATION,
    GEN_AI_OUTPUT_TOKENS,
    GEN_AI_PROVIDER,
    GEN_AI_REQUEST_MODEL,
    GEN_AI_RESPONSE_ID,
    GEN_AI_RESPONSE_MODEL,
    record_response,
    response_attributes,
    set_attributes,
)

try:
    from opentelemetry import context as otel_context
    from opentelemetry import propagate, trace
    from opentelemetry.trace import Span, SpanKind, Status, StatusCode, Tracer
except ImportError as exc:  # pragma: no cover - the extra is missing
    raise MissingExtra("telemetry", "opentelemetry-api") from exc

__all__ = [
    "CHAOS_ID",
    "ERROR_TYPE",
    "EXPERIMENT",
    "FAULT_KIND",
    "FAULT_LAYER",
    "FAULT_STATUS",
    "FAULT_TARGET",
    "GEN_AI_FINISH_REASONS",
    "GEN_AI_INPUT_TOKENS",
    "GEN_AI_OPERATION",
    "GEN_AI_OUTPUT_TOKENS",
    "GEN_AI_PROVIDER",
    "GEN_AI_REQUEST_MODEL",
    "GEN_AI_RESPONSE_ID",
    "GEN_AI_RESPONSE_MODEL",
    "INJECTION_EVENT",
    "INSTRUMENTATION",
    "REQUEST_ID",
    "ROOT",
    "RUN_ID",
    "ChaosTraceIndex",
    "TracingSink",
    "chaos_id",
    "current_trace_id",
    "default_index",
    "experiment_span",
    "extract_context",
    "inject_headers",
    "injection_attributes",
    "record_event",
    "record_response",
    "request_span",
    "response_attributes",
    "set_attributes",
    "setup_tracing",
    "shutdown",
    "traced",
    "tracer",
    "tracing",
]

F = TypeVar("F", bound=Callable[..., Any])

INSTRUMENTATION = "genai_chaos"
INJECTION_EVENT = "chaos.injection"
RUN_ID = "chaos.run_id"

_provider: Any = None  # the provider set by setup_tracing (else the global one)
_tracer: Tracer | None = None
#: How request spans start for ``_tracer``: LeanStarter.start where it applies, else the
#: tracer's own start_span (same arguments: name, kind, attributes, context, links)
_start: Callable[..., Span] | None = None
_run: ContextVar[tuple[str, str] | None] = ContextVar("genai_chaos_run", default=None)
#: An empty context: a span started with it as parent begins a trace of its own.
ROOT = otel_context.Context()


# -- setup ---------------------------------------------------------------------------------


def _exporters_from_env() -> list[Any]:
    names = [n.strip() for n in os.environ.get("OTEL_TRACES_EXPORTER", "otlp").split(",")]
    out: list[Any] = []
    for name in filter(None, names):
        if name == "none":
            continue
        if name == "console":
            from opentelemetry.sdk.trace.export import ConsoleSpanExporter

            out.append(ConsoleSpanExporter())
        elif name == "otlp":
            try:
                from opentelemetry.exporter.otlp.proto.http.trace_exporter import (
                    OTLPSpanExporter,
                )
            except ImportError as exc:
                raise MissingExtra("telemetry", "opentelemetry-exporter-otlp-proto-http") from exc
            out.append(OTLPSpanExporter())  # reads OTEL_EXPORTER_OTLP_* itself
        else:
            raise ValueError(f"OTEL_TRACES_EXPORTER: unsupported exporter {name!r}")
    return out


def setup_tracing(
    service_name: str | None = None,
    *,
    exporter: Any = None,
    set_global: bool = True,
    batch: bool | None = None,
) -> Any:
    """Make the tracer provider that genai-chaos spans go to, and return it.

    Without ``exporter`` the exporters come from ``OTEL_TRACES_EXPORTER`` (default
    ``otlp``: OTLP over HTTP, configured by ``OTEL_EXPORTER_OTLP_*``). ``batch``: export
    in a background batch (the default for exporters from the environment; a given
    exporter gets each span as it ends; a batch's settings come from ``OTEL_BSP_*``).
    ``set_global`` also makes it OpenTelemetry's global provider (only the first time in a
    process). With ``OTEL_SDK_DISABLED=true`` nothing is exported. The sampler is the
    SDK's, from ``OTEL_TRACES_SAMPLER``; its default, ``parentbased_always_on``, is
    :class:`~genai_chaos.telemetry.sampling.ParentBasedAlwaysOn` (the same decisions, in
    one step).
    """
    global _provider
    try:
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor

        from genai_chaos.telemetry.sampling import default_sampler
    except ImportError as exc:
        raise MissingExtra("telemetry", "opentelemetry-sdk") from exc
    attributes = {"service.name": service_name} if service_name else {}
    if not service_name and "OTEL_SERVICE_NAME" not in os.environ:
        attributes["service.name"] = "genai-chaos"
    # the default sampler decided in one step (OTEL_TRACES_SAMPLER still chooses)
    provider = TracerProvider(resource=Resource.create(attributes), sampler=default_sampler())
    disabled = os.environ.get("OTEL_SDK_DISABLED", "").strip().lower() == "true"
    exporters = [] if disabled else [exporter] if exporter is not None else _exporters_from_env()
    use_batch = (exporter is None) if batch is None else batch
    for exp in exporters:
        processor = BatchSpanProcessor(exp) if use_batch else SimpleSpanProcessor(exp)
        provider.add_span_processor(processor)
    _provider = provider
    _forget_tracer()
    if set_global:
        with contextlib.suppress(Exception):
            trace.set_tracer_provider(provider)
    return provider


@contextmanager
def tracing(
    service_name: str | None = None, *, exporter: Any = None, batch: bool | None = None
) -> Iterator[Any]:
    """:func:`setup_tracing` for the length of a block (an experiment run): the provider
    it makes is flushed and shut down at the end, and the one in force before (if any)
    comes back. OpenTelemetry's global provider is left alone.

    >>> from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
    >>> spans = InMemorySpanExporter()
    >>> with tracing("demo", exporter=spans):
    ...     with request_span("chat", model="m"):
    ...         pass
    >>> [s.name for s in spans.get_finished_spans()]
    ['chat m']
    """
    global _provider
    before = _provider
    provider = setup_tracing(service_name, exporter=exporter, set_global=False, batch=batch)
    try:
        yield provider
    finally:
        with contextlib.suppress(Exception):
            provider.shutdown()
        _provider = before
        _forget_tracer()


def _forget_tracer() -> None:
    global _tracer, _start
    _tracer, _start = None, None


def tracer() -> Tracer:
    """The tracer genai-chaos spans come from (of :func:`setup_tracing`'s provider, else
    of the global one: a no-op until an application configures OpenTelemetry)."""
    global _tracer
    if _tracer is None:
        from genai_chaos._version import __version__

        source = _provider if _provider is not None else trace.get_tracer_provider()
        _tracer = source.get_tracer(INSTRUMENTATION, __version__)
    return _tracer


def _starter() -> Callable[..., Span]:
    """How request spans start (``_start``), made for the current tracer on first use."""
    global _start
    if _start is None:
        current = tracer()
        lean = None
        # no SDK, or one the lean path cannot load with or use: the tracer's own start_span
        with contextlib.suppress(Exception):
            from genai_chaos.telemetry.lean import LeanStarter

            lean = LeanStarter.for_tracer(current)
        if lean is not None:
            _start = lean.start
        else:

            def sdk_start(
                name: str, kind: SpanKind, attributes: Any, context: Any = None, links: Any = None
            ) -> Span:
                return current.start_span(name, context, kind, attributes, links)

            _start = sdk_start
    return _start


def shutdown() -> None:
    """Flush and close :func:`setup_tracing`'s provider (call at the end of a run)."""
    global _provider
    if _provider is not None:
        with contextlib.suppress(Exception):
            _provider.shutdown()
    _provider = None
    _forget_tracer()


# -- ids -----------------------------------------------------------------------------------


def current_trace_id() -> str | None:
    """The current span's trace id (32 hex digits), or ``None`` outside a span."""
    ctx = trace.get_current_span().get_span_context()
    return format(ctx.trace_id, "032x") if ctx.is_valid else None


# -- injections as span events ---------------------------------------------------------------


class TracingSink:
    """An event sink that puts each injection on the current span (see the module
    docstring) and forwards the event, with ``trace_id``, ``span_id`` and ``chaos_id`` in
    its ``detail``, to ``inner`` (the sink in force when it was made, by default)."""

    def __init__(
        self, inner: EventSink | None = None, *, index: ChaosTraceIndex | None = None
    ) -> None:
        self.inner = inner if inner is not None else current_sink()
        self.index = index if index is not None else default_index

    def record(self, event: InjectionEvent) -> None:
        # try/except, not contextlib.suppress (which costs about 0.4 us a call): a sink
        # must never break the application
        try:
            traced_event = self._trace(event)
        except Exception:
            traced_event = event  # forwarded untraced
        self.inner.record(traced_event)

    def _trace(self, event: InjectionEvent) -> InjectionEvent:
        run = _run.get()
        experiment = run[0] if run else None
        chaos = chaos_id(event, experiment)
        attrs = injection_attributes(event, chaos, experiment)
        span = trace.get_current_span()
        if span.is_recording():
            span.add_event(INJECTION_EVENT, attrs)
            ctx = span.get_span_context()
            set_attributes(span, _received.add(ctx.span_id, chaos, event.kind))
        else:  # nobody traces this call: the injection gets a span of its own
            with tracer().start_as_current_span(
                f"{INJECTION_EVENT} {event.kind}", attributes=attrs
            ) as own:
                own.add_event(INJECTION_EVENT, attrs)
                ctx = own.get_span_context()
        if not ctx.is_valid:
            return event
        # the same digits as format(..., "032x") / "016x", in a quarter of the time
        trace_id = ctx.trace_id.to_bytes(16, "big").hex()
        span_id = ctx.span_id.to_bytes(8, "big").hex()
        self.index.add(chaos, trace_id, span_id)
        detail = {**event.detail, "trace_id": trace_id, "span_id": span_id, "chaos_id": chaos}
        if type(event) is InjectionEvent:  # direct: dataclasses.replace walks the fields
            return InjectionEvent(
                event.time,
                event.request_id,
                event.kind,
                event.layer,
                event.target,
                event.status,
                event.seed,
                event.params,
                detail,
            )
        return replace(event, detail=detail)


def record_event(event: InjectionEvent) -> None:
    """Record ``event`` into the sink in force (as the injector does)."""
    current_sink().record(event)


# -- spans -----------------------------------------------------------------------------------


@contextmanager
def experiment_span(
    experiment: str, *, run_id: str | None = None, attributes: Mapping[str, Any] | None = None
) -> Iterator[Span]:
    """The root span of an experiment run; injections and requests inside it carry
    ``chaos.experiment`` (and their spans are its children)."""
    run = run_id or uuid.uuid4().hex[:16]
    attrs = {EXPERIMENT: experiment, RUN_ID: run, **(attributes or {})}
    with tracer().start_as_current_span(f"chaos.experiment {experiment}", attributes=attrs) as span:
        token = _run.set((experiment, run))
        try:
            yield span
        finally:
            _run.reset(token)


class _RequestSpan:
    """:func:`request_span`'s context manager: a class (not a generator) and a manual
    context attach, because this runs once per call and the generator form costs more."""

    __slots__ = ("_attrs", "_links", "_name", "_parent", "_span", "_token")

    def __init__(self, name: str, attrs: dict[str, Any], parent: Any, links: Any = None) -> None:
        self._name, self._attrs, self._parent, self._links = name, attrs, parent, links

    def __enter__(self) -> Span:
        span = (_start or _starter())(
            self._name, SpanKind.CLIENT, self._attrs, self._parent, self._links
        )
        self._span = span
        self._token = otel_context.attach(trace.set_span_in_context(span))
        return span

    def __exit__(self, kind: Any, exc: BaseException | None, tb: Any) -> None:
        span = self._span
        try:
            if exc is not None:
                _record_error(span, exc)
        finally:
            otel_context.detach(self._token)
            span.end()


def _record_error(span: Span, exc: BaseException) -> None:
    span.set_attribute(ERROR_TYPE, type(exc).__qualname__)
    span.record_exception(exc)
    span.set_status(Status(StatusCode.ERROR, str(exc)[:200]))


def request_span(
    operation: str = "chat",
    *,
    model: str | None = None,
    provider: str | None = None,
    request_id: str | None = None,
    name: str | None = None,
    attributes: Mapping[str, Any] | None = None,
    parent: Any = None,
    links: Any = None,
) -> contextlib.AbstractContextManager[Span]:
    """A CLIENT span for one GenAI call (GenAI semantic conventions), current inside the
    block. An exception marks it as an error (``error.type``) and propagates.
    ``parent``: a context (from :func:`extract_context`) when the call came from elsewhere,
    or :data:`ROOT` to start a trace of its own; ``links``: OpenTelemetry ``Link`` s (to
    the experiment span, say).
    """
    attrs: dict[str, Any] = {GEN_AI_OPERATION: operation}
    if model:
        attrs[GEN_AI_REQUEST_MODEL] = model
    if provider:
        attrs[GEN_AI_PROVIDER] = provider
    if request_id:
        attrs[REQUEST_ID] = request_id
    run = _run.get()
    if run:
        attrs[EXPERIMENT] = run[0]
    if attributes:
        attrs.update(attributes)
    return _RequestSpan(
        name or (f"{operation} {model}" if model else operation), attrs, parent, links
    )


def traced(
    operation: str = "chat",
    *,
    model: str | None = None,
    provider: str | None = None,
    name: str | None = None,
) -> Callable[[F], F]:
    """Decorate a sync or async callable: each call runs in a :func:`request_span` and its
    result goes through :func:`record_response`. Put it outside ``inject``/``chaos_point``
    so that injections inside the call land on the call's span.

    >>> @traced("embeddings", model="wordllama")
    ... def embed(texts): return [[0.0]] * len(texts)
    >>> embed(["a"])
    [[0.0]]
    """

    # the span's name and request attributes are the same on every call: built once here
    # (request_span would rebuild them per call); only the run's experiment can change
    base_attrs: dict[str, Any] = {GEN_AI_OPERATION: operation}
    if model:
        base_attrs[GEN_AI_REQUEST_MODEL] = model
    if provider:
        base_attrs[GEN_AI_PROVIDER] = provider
    span_name = name or (f"{operation} {model}" if model else operation)

    def _attrs() -> dict[str, Any]:
        run = _run.get()
        return {**base_attrs, EXPERIMENT: run[0]} if run else base_attrs

    def decorate(func: F) -> F:
        if inspect.iscoroutinefunction(func):

            @functools.wraps(func)
            async def awrapper(*args: Any, **kwargs: Any) -> Any:
                with _RequestSpan(span_name, _attrs(), None) as span:
                    result = await func(*args, **kwargs)
                    record_response(span, result)
                    return result

            return cast(F, awrapper)

        # sync calls, the common case, start, attach and end the span inline: this runs
        # once per call, and request_span's context manager object costs more. The span
        # stays current during the call: injections and child spans inside need it.
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            span = (_start or _starter())(span_name, SpanKind.CLIENT, _attrs())
            token = otel_context.attach(trace.set_span_in_context(span))
            try:
                result = func(*args, **kwargs)
                if result is not None and span.is_recording():
                    set_attributes(span, response_attributes(result))
                return result
            except BaseException as exc:
                _record_error(span, exc)
                raise
            finally:
                otel_context.detach(token)
                span.end()

        return cast(F, wrapper)

    return decorate


# -- propagation (the proxy, HTTP targets) -------------------------------------------------


def extract_context(headers: Mapping[str, str]) -> Any:
    """The trace context a request carries (W3C ``traceparent``), to pass as ``parent``."""
    return propagate.extract(dict(headers))


def inject_headers(headers: MutableMapping[str, str]) -> MutableMapping[str, str]:
    """Add the current trace context (``traceparent``) to outgoing ``headers``."""
    propagate.inject(headers, context=otel_context.get_current())
    return headers
