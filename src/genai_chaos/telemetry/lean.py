"""Request spans started in fewer steps than the SDK's ``Tracer.start_span``.

Every traced call starts one CLIENT span with a handful of attributes that genai-chaos
itself built (strings, numbers). The SDK's ``Tracer.start_span`` is general: it asks the
sampler (a :class:`~opentelemetry.sdk.trace.sampling.SamplingResult` per span), makes
three :class:`~opentelemetry.trace.TraceFlags`, asks its internal metrics for a callback,
and cleans each attribute value through the generic attribute checks (about a third of a
span's Python calls). :class:`LeanStarter` makes the same span (an SDK ``Span``, built by
the SDK's own constructor, started by its own ``start``, ended and exported by the SDK as
usual) and skips only what cannot change the result for such a span:

- the sampling decision where it is known: the tracer's sampler is
  :class:`~genai_chaos.telemetry.sampling.ParentBasedAlwaysOn` (the default
  :func:`~genai_chaos.telemetry.otel.setup_tracing` installs), so a span with no parent
  or a sampled parent is recorded and sampled, with the parent's trace state; any other
  case (an unsampled parent, links) goes to the SDK's ``start_span``;
- the ids from the SDK's ``RandomIdGenerator``'s source (``random.getrandbits``), with
  the same flags (sampled, random trace id) the SDK would set;
- the attribute checks for values that need none: exact ``str``, ``bool``, ``int`` and
  ``float`` values pass those checks unchanged when no value length limit is set, so they
  are put in the span's attribute dict directly (``list``/``tuple`` of ``str`` become a
  tuple, as the checks make them); any other value, or a length limit, or more attributes
  than the span's limit, goes through the SDK.

A starter is made only for a tracer where all of this holds (:meth:`LeanStarter.for_tracer`
checks the tracer's class, sampler, id generator, internal metrics and span limits, and
that the SDK's span still has the fields this module touches); otherwise ``None``, and
callers use the SDK's ``start_span``. Tests compare the exported spans of both ways field
by field. What it saves: ``docs/steady-state.md`` ("Tracing cost per call").

>>> from opentelemetry.sdk.trace import TracerProvider
>>> from opentelemetry.trace import SpanKind
>>> from genai_chaos.telemetry.sampling import ParentBasedAlwaysOn
>>> tracer = TracerProvider(sampler=ParentBasedAlwaysOn()).get_tracer("demo")
>>> starter = LeanStarter.for_tracer(tracer)
>>> span = starter.start("chat m", SpanKind.CLIENT, {"gen_ai.request.model": "m"})
>>> set_plain(span, {"gen_ai.usage.output_tokens": 7})
>>> span.end()
>>> dict(span.attributes), span.get_span_context().trace_flags.sampled
({'gen_ai.request.model': 'm', 'gen_ai.usage.output_tokens': 7}, True)
"""

from __future__ import annotations

import functools
import inspect
import random
from collections.abc import Mapping, Sequence
from typing import Any

from opentelemetry.attributes import BoundedAttributes
from opentelemetry.context import Context
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Event, ReadableSpan, SpanProcessor, _Span
from opentelemetry.sdk.trace import Tracer as SDKTracer
from opentelemetry.sdk.trace.id_generator import RandomIdGenerator
from opentelemetry.sdk.util import BoundedList
from opentelemetry.trace import (
    INVALID_SPAN_ID,
    INVALID_TRACE_ID,
    Link,
    Span,
    SpanContext,
    SpanKind,
    Status,
    StatusCode,
    TraceFlags,
    get_current_span,
)
from opentelemetry.trace.span import DEFAULT_TRACE_STATE

from genai_chaos.telemetry.genai import set_checked
from genai_chaos.telemetry.sampling import ParentBasedAlwaysOn

__all__ = ["LeanSpan", "LeanStarter", "set_plain"]

#: The exact types whose attribute values the SDK's checks return unchanged (no length
#: limit set). ``bool`` is listed apart from ``int`` because the test is on exact types.
_PLAIN = frozenset((str, bool, int, float))
_SEQUENCES = (list, tuple)
#: The flags the SDK gives a sampled span whose trace id is random (the id generator's).
#: (``RANDOM_TRACE_ID`` exists from opentelemetry-api 1.42: older SDKs get no starter)
_RANDOM: int | None = getattr(TraceFlags, "RANDOM_TRACE_ID", None)
_ROOT_FLAGS = TraceFlags(TraceFlags.SAMPLED | (_RANDOM or 0))
_SAMPLED = TraceFlags(TraceFlags.SAMPLED)
#: The fields of an SDK span and of its attribute mapping that this module relies on.
_SPAN_FIELDS = ("_attributes", "_events", "_links", "_lock", "_end_time")
_ATTRIBUTE_FIELDS = ("_dict", "maxlen", "max_value_len", "_immutable", "_lock")

#: The SDK span constructor's positional parameters, in the order ``LeanStarter.start``
#: passes them (positionally: keywords cost about 6% of a traced call); checked on use.
_SPAN_PARAMETERS = (
    "self",
    "name",
    "context",
    "parent",
    "sampler",
    "trace_config",
    "resource",
    "attributes",
    "events",
    "links",
    "kind",
    "span_processor",
    "instrumentation_info",
    "record_exception",
    "set_status_on_exception",
    "limits",
    "instrumentation_scope",
)


class LeanSpan(_Span):
    """The SDK's span, with one difference: when it ends, the read-only copy it gives the
    span processors holds its attributes, events and links as a plain ``dict`` and tuples
    instead of the SDK's bounded containers (each with a lock and a deque), where none was
    dropped (a dropped count needs the bounded container, which is then passed as the SDK
    passes it). An exporter reads the same values (``attributes``, ``events``, ``links``,
    the ``dropped_*`` counts); an in-memory exporter keeps 3 objects per span for the
    garbage collector to walk instead of 8. The dict is the ended span's own, which
    nothing can change once the span has ended. And :meth:`add_event` skips the generic
    attribute checks for values that need none, as :func:`set_plain` does."""

    def add_event(
        self, name: str, attributes: Mapping[str, Any] | None = None, timestamp: int | None = None
    ) -> None:
        """The SDK's ``add_event``; plain attribute values (see :func:`set_plain`) go into
        the event's immutable ``BoundedAttributes`` without the generic checks."""
        limits = self._limits
        most = limits.max_event_attributes
        if (
            not attributes
            or limits.max_attribute_length is not None
            or (most is not None and len(attributes) > most)
            or not _plain(attributes)
        ):
            super().add_event(name, attributes, timestamp)
            return
        bounded: Any = BoundedAttributes(most, None, immutable=False)
        store: dict[str, Any] = bounded._dict
        for key, value in attributes.items():
            store[key] = tuple(value) if type(value) in _SEQUENCES else value
        bounded._immutable = True
        self._add_event(Event(name=name, attributes=bounded, timestamp=timestamp))

    def _readable_span(self) -> ReadableSpan:
        attributes: Any = self._attributes
        events: Any = self._events
        links: Any = self._links
        if type(attributes) is BoundedAttributes and not attributes.dropped:
            attributes = attributes._dict
        if type(events) is BoundedList and not events.dropped:
            events = tuple(events)
        if type(links) is BoundedList and not links.dropped:
            links = tuple(links)
        return ReadableSpan(
            name=self._name,
            context=self._context,
            parent=self._parent,
            resource=self._resource,
            attributes=attributes,
            events=events,
            links=links,
            kind=self.kind,
            status=self._status,
            start_time=self._start_time,
            end_time=self._end_time,
            instrumentation_info=self._instrumentation_info,
            instrumentation_scope=self._instrumentation_scope,
        )


@functools.cache
def _layout_ok() -> bool:
    """:func:`_sdk_layout_ok`, once per process (the SDK does not change while running)."""
    try:
        return _sdk_layout_ok()
    except Exception:  # anything unexpected in the SDK: its own path, always
        return False


def _sdk_layout_ok() -> bool:
    """The SDK's span still takes its constructor's arguments in the order
    :class:`LeanStarter` passes them, keeps what :func:`set_plain` and :class:`LeanStarter`
    use, and its read-only copy, for a span with a value in every field, is what
    :meth:`LeanSpan._readable_span` makes (all but the compacted containers equal, those
    with the same content)."""
    if _RANDOM is None:
        return False
    try:
        parameters = tuple(inspect.signature(_Span.__init__).parameters)
    except (TypeError, ValueError):
        return False
    if parameters[: len(_SPAN_PARAMETERS)] != _SPAN_PARAMETERS:
        return False
    parent = SpanContext(1, 2, True, _SAMPLED)
    probe = LeanSpan(
        "probe",
        SpanContext(1, 3, False, _ROOT_FLAGS),
        parent=parent,
        resource=Resource.get_empty(),
        attributes={"a": 1},
        links=[Link(parent, {"l": 1})],
        kind=SpanKind.CLIENT,
        span_processor=SpanProcessor(),
    )
    attrs = getattr(probe, "_attributes", None)
    if not (
        all(hasattr(probe, f) for f in _SPAN_FIELDS)
        and all(hasattr(attrs, f) for f in _ATTRIBUTE_FIELDS)
        and type(attrs) is BoundedAttributes
        and type(getattr(attrs, "_dict", None)) is dict
        and all(type(getattr(probe, f)) is BoundedList for f in ("_events", "_links"))
    ):
        return False
    probe.start(1)
    probe.add_event("e", {"k": "v"}, 2)
    probe.set_status(Status(StatusCode.ERROR, "probe"))
    probe.end(3)
    theirs, ours = vars(_Span._readable_span(probe)), vars(probe._readable_span())
    if set(theirs) != set(ours):
        return False
    for key, value in theirs.items():
        mine = ours[key]
        if key == "_attributes":
            same = dict(value) == mine
        elif key in ("_events", "_links"):
            same = tuple(value) == mine
        else:
            same = value is mine or value == mine
        if not same:
            return False
    return True


def _metrics_off(tracer: SDKTracer) -> bool:
    """The SDK's internal span metrics are off for ``tracer`` (or the SDK has none)."""
    try:
        from opentelemetry.sdk.trace._tracer_metrics import NoOpTracerMetrics
    except ImportError:  # an SDK without internal metrics: nothing to skip there
        return not hasattr(tracer, "_tracer_metrics")
    return type(getattr(tracer, "_tracer_metrics", None)) is NoOpTracerMetrics


class LeanStarter:
    """Starts SDK spans for one tracer without the steps that cannot change them (see
    the module docstring). Make one with :meth:`for_tracer`."""

    __slots__ = ("_limits", "_tracer")

    def __init__(self, tracer: SDKTracer) -> None:
        self._tracer = tracer
        self._limits = tracer._span_limits

    @classmethod
    def for_tracer(cls, tracer: Any) -> LeanStarter | None:
        """A starter for ``tracer``, or ``None`` where its spans need the SDK's general
        path: not the SDK's tracer, another sampler or id generator, the SDK's internal
        span metrics switched on, or an SDK whose span keeps its fields elsewhere."""
        if type(tracer) is not SDKTracer or not _metrics_off(tracer):
            return None
        if type(tracer.sampler) is not ParentBasedAlwaysOn:
            return None
        if type(tracer.id_generator) is not RandomIdGenerator:
            return None
        if not hasattr(tracer, "_span_limits") or not hasattr(tracer, "_tracer_config"):
            return None
        return cls(tracer) if _layout_ok() else None

    def start(
        self,
        name: str,
        kind: SpanKind,
        attributes: Mapping[str, Any],
        context: Context | None = None,
        links: Sequence[Any] | None = None,
    ) -> Span:
        """Start a span as ``tracer.start_span(name, context, kind, attributes, links)``
        would (not current: attach it yourself)."""
        tracer = self._tracer
        if links or not tracer._tracer_config.is_enabled:
            return tracer.start_span(name, context, kind, attributes, links)
        parent: SpanContext | None = get_current_span(context).get_span_context()
        if parent is None or not parent.is_valid:
            parent, trace_id, flags, state = None, random.getrandbits(128), _ROOT_FLAGS, None
            while trace_id == INVALID_TRACE_ID:
                trace_id = random.getrandbits(128)
        elif parent.trace_flags.sampled:
            trace_id, state = parent.trace_id, parent.trace_state
            flags = _ROOT_FLAGS if parent.trace_flags.random_trace_id else _SAMPLED
        else:  # not sampled: the SDK makes the non-recording span
            return tracer.start_span(name, context, kind, attributes, links)
        span_id = random.getrandbits(64)
        while span_id == INVALID_SPAN_ID:
            span_id = random.getrandbits(64)
        span = LeanSpan(
            name,
            SpanContext(trace_id, span_id, False, flags, state or DEFAULT_TRACE_STATE),
            parent,
            tracer.sampler,
            None,
            tracer.resource,
            None,
            None,
            (),
            kind,
            tracer.span_processor,
            tracer.instrumentation_info,
            True,
            True,
            self._limits,
            tracer._instrumentation_scope,
        )
        if attributes and not (_plain(attributes) and _write(span, attributes)):
            span.set_attributes(attributes)  # what the SDK's constructor does with them
        span.start(None, context)
        return span


def _plain(attributes: Mapping[str, Any]) -> bool:
    """Every key a non-empty ``str``, every value one the SDK's checks leave as it is."""
    for key, value in attributes.items():
        if type(key) is not str or not key:
            return False
        kind = type(value)
        if kind in _PLAIN:
            continue
        if kind not in _SEQUENCES or not all(type(v) is str for v in value):
            return False
    return True


def _write(span: Any, attributes: Mapping[str, Any]) -> bool:
    """Write checked ``attributes`` into an SDK span's own mapping, as ``set_attribute``
    would (a key set again moves to the end); ``False`` (nothing written) where the SDK
    must act: the span ended, a value length limit, or not enough room."""
    bounded = span._attributes
    if type(bounded) is not BoundedAttributes:  # replaced by a processor: the SDK's way
        return False
    store: dict[str, Any] = bounded._dict
    maxlen: int | None = bounded.maxlen
    with span._lock, bounded._lock:
        if (
            span._end_time is not None
            or bounded._immutable
            or bounded.max_value_len is not None
            or (maxlen is not None and len(store) + len(attributes) > maxlen)
        ):
            return False
        for key, value in attributes.items():
            store.pop(key, None)
            store[key] = tuple(value) if type(value) in _SEQUENCES else value
    return True


def set_plain(span: Span, attributes: Mapping[str, Any]) -> None:
    """``span.set_attributes(attributes)``: where every value needs no check (see the
    module docstring) and the span has room, they are written straight into the span
    (sequences of ``str`` as tuples, a key set again moved to the end, as the SDK does);
    otherwise, and for spans that are not the SDK's, through the SDK's checks
    (:func:`~genai_chaos.telemetry.genai.set_checked`).

    >>> from opentelemetry.sdk.trace import TracerProvider
    >>> span = TracerProvider().get_tracer("demo").start_span("s")
    >>> set_plain(span, {"a": ["x", "y"], "b": 1})
    >>> dict(span.attributes)
    {'a': ('x', 'y'), 'b': 1}
    """
    # the SDK's own classes only: a subclass may override set_attribute (to redact, say)
    # (a LeanSpan exists only where the layout was checked)
    sdk_span = type(span) is LeanSpan or (type(span) is _Span and _layout_ok())
    if not (sdk_span and _plain(attributes) and _write(span, attributes)):
        set_checked(span, attributes)  # the SDK checks, truncates, drops and warns
