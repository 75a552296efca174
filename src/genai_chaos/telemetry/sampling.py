"""The SDK's default sampler, ``parentbased_always_on``, decided in one step.

OpenTelemetry's default (``ParentBased(root=ALWAYS_ON)``) samples every span unless its
parent is valid and not sampled. The SDK's implementation reaches that decision through
two samplers and three look-ups of the parent span in the context; on the per-call path of
a traced request that is about 4% of the SDK's span (callgrind: 134.9 → 129.6 thousand
instructions for a span started and ended; docs/steady-state.md). :class:`ParentBasedAlwaysOn`
makes the same decision, with the same result (decision, attributes, the parent's trace
state), looking the parent up once.

:func:`default_sampler` gives it only where the SDK would use ``parentbased_always_on``:
``OTEL_TRACES_SAMPLER`` unset or naming it. Any other value (``always_off``,
``parentbased_traceidratio``, a sampler of an entry point) is left to the SDK.

>>> from opentelemetry.sdk.trace import TracerProvider
>>> tracer = TracerProvider(sampler=ParentBasedAlwaysOn()).get_tracer("demo")
>>> tracer.start_span("root").get_span_context().trace_flags.sampled
True
>>> from opentelemetry.trace import NonRecordingSpan, SpanContext, TraceFlags, set_span_in_context
>>> unsampled = SpanContext(1, 2, is_remote=True, trace_flags=TraceFlags(0))
>>> tracer.start_span("child", set_span_in_context(NonRecordingSpan(unsampled))).is_recording()
False
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from opentelemetry.context import Context
from opentelemetry.sdk.trace.sampling import Decision, Sampler, SamplingResult
from opentelemetry.trace import Link, SpanKind, get_current_span
from opentelemetry.trace.span import TraceState
from opentelemetry.util.types import Attributes

__all__ = ["ParentBasedAlwaysOn", "default_sampler"]

#: The value of ``OTEL_TRACES_SAMPLER`` that this sampler stands for (also the default).
NAME = "parentbased_always_on"


class ParentBasedAlwaysOn(Sampler):
    """``ParentBased(root=ALWAYS_ON)``: a root span is sampled; a child follows its parent
    (sampled or not, remote or local), as the SDK's default sampler decides."""

    def should_sample(  # noqa: PLR0917 - the SDK's Sampler signature
        self,
        parent_context: Context | None,
        trace_id: int,
        name: str,
        kind: SpanKind | None = None,
        attributes: Attributes = None,
        links: Sequence[Link] | None = None,
        trace_state: TraceState | None = None,
    ) -> SamplingResult:
        parent = get_current_span(parent_context).get_span_context()
        if parent is None or not parent.is_valid:
            return SamplingResult(Decision.RECORD_AND_SAMPLE, attributes, None)
        if parent.trace_flags.sampled:
            return SamplingResult(Decision.RECORD_AND_SAMPLE, attributes, parent.trace_state)
        return SamplingResult(Decision.DROP, None, parent.trace_state)

    def get_description(self) -> str:
        # the SDK's ParentBased(ALWAYS_ON) describes itself so
        return (
            "ParentBased{root:AlwaysOnSampler,remoteParentSampled:AlwaysOnSampler,"
            "remoteParentNotSampled:AlwaysOffSampler,localParentSampled:AlwaysOnSampler,"
            "localParentNotSampled:AlwaysOffSampler}"
        )


def default_sampler() -> Sampler | None:
    """:class:`ParentBasedAlwaysOn` where ``OTEL_TRACES_SAMPLER`` is unset or names it;
    ``None`` (the SDK reads the variable itself) for anything else."""
    name = os.environ.get("OTEL_TRACES_SAMPLER", "").strip().lower()
    return ParentBasedAlwaysOn() if name in ("", NAME) else None
