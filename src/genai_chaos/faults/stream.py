"""Stream faults: a streamed answer that stalls, dribbles, breaks or stops.

They work on the ``stream`` surface: :meth:`apply` gets ``None`` and returns a
:class:`~genai_chaos.faults.base.StreamPlan`; the injectors (in-process wrapper, HTTP
transport, proxy) execute the plan on the real chunks. Chunk indices count from 0; where a
fault takes ``at_chunk`` and it is not given, the index is drawn uniformly from
``[min_chunk, max_chunk]``.

>>> from genai_chaos.faults.base import FaultContext
>>> fault = StreamCut(after_chunks=3, seed=1)
>>> fault.apply(None, FaultContext("r", fault.decide("r"))).cut_after
3
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field, model_validator

from genai_chaos.exceptions import InjectedConnectionError
from genai_chaos.faults.base import Fault, FaultContext, FaultParams, Layer, StreamPlan, Surface
from genai_chaos.faults.integration import _provider_error
from genai_chaos.faults.registry import register


class AtChunkParams(FaultParams):
    """Parameters of a fault that happens at one chunk, given or drawn."""

    #: the chunk (0-based); by default drawn uniformly from [min_chunk, max_chunk].
    at_chunk: int | None = Field(None, ge=0)
    min_chunk: int = Field(0, ge=0)
    max_chunk: int = Field(10, ge=0)

    @model_validator(mode="after")
    def _bounds(self) -> AtChunkParams:
        if self.min_chunk > self.max_chunk:
            raise ValueError(
                f"min_chunk ({self.min_chunk}) must not exceed max_chunk ({self.max_chunk})"
            )
        return self

    def draw(self, ctx: FaultContext) -> int:
        """The chunk index for this request."""
        if self.at_chunk is not None:
            return self.at_chunk
        return int(ctx.rng.integers(self.min_chunk, self.max_chunk + 1))


# -- stream_cut ------------------------------------------------------------------------------


class StreamCutParams(FaultParams):
    #: end the stream after this many chunks; by default drawn from [min_chunks, max_chunks].
    after_chunks: int | None = Field(None, ge=0)
    min_chunks: int = Field(1, ge=0)
    max_chunks: int = Field(10, ge=0)
    #: raise a connection error at the cut; otherwise the stream just ends (no ``[DONE]``).
    with_error: bool = False

    @model_validator(mode="after")
    def _bounds(self) -> StreamCutParams:
        if self.min_chunks > self.max_chunks:
            raise ValueError(
                f"min_chunks ({self.min_chunks}) must not exceed max_chunks ({self.max_chunks})"
            )
        return self


@register
class StreamCut(Fault):
    """The stream stops after a few chunks, silently (no ``[DONE]``) or with an error."""

    kind = "stream_cut"
    layer = Layer.GENERATION
    surface = Surface.STREAM
    Params = StreamCutParams
    example: ClassVar[dict[str, Any]] = {"min_chunks": 2, "max_chunks": 8, "with_error": True}

    params: StreamCutParams

    def apply(self, value: Any, ctx: FaultContext) -> StreamPlan:
        p = self.params
        n = p.after_chunks
        if n is None:
            n = int(ctx.rng.integers(p.min_chunks, p.max_chunks + 1))
        error: BaseException | None = None
        if p.with_error:
            err = InjectedConnectionError(
                f"stream cut after {n} chunks: peer closed connection without sending "
                "complete message body (injected)"
            )
            error = ctx.injected(err, self.kind)
        ctx.note(cut_after=n, with_error=p.with_error)
        return StreamPlan(cut_after=n, cut_error=error)


# -- stream_stall ----------------------------------------------------------------------------


class StreamStallParams(AtChunkParams):
    #: how long the stream goes quiet before that chunk.
    stall_ms: float = Field(5000.0, ge=0)


@register
class StreamStall(Fault):
    """The stream goes quiet for a while in the middle of the answer."""

    kind = "stream_stall"
    layer = Layer.GENERATION
    surface = Surface.STREAM
    Params = StreamStallParams
    example: ClassVar[dict[str, Any]] = {"stall_ms": 8000, "at_chunk": 5}

    params: StreamStallParams

    def apply(self, value: Any, ctx: FaultContext) -> StreamPlan:
        at = self.params.draw(ctx)
        ctx.note(stall_at=at, stall_ms=self.params.stall_ms)
        return StreamPlan(stall_at=at, stall_s=self.params.stall_ms / 1000.0)


# -- slow_first_token ------------------------------------------------------------------------


class SlowFirstTokenParams(FaultParams):
    #: time to first token.
    delay_ms: float = Field(3000.0, ge=0)


@register
class SlowFirstToken(Fault):
    """The first chunk takes long to arrive (a slow time to first token)."""

    kind = "slow_first_token"
    layer = Layer.GENERATION
    surface = Surface.STREAM
    Params = SlowFirstTokenParams
    example: ClassVar[dict[str, Any]] = {"delay_ms": 4000}

    params: SlowFirstTokenParams

    def apply(self, value: Any, ctx: FaultContext) -> StreamPlan:
        ctx.note(first_delay_ms=self.params.delay_ms)
        return StreamPlan(first_delay_s=self.params.delay_ms / 1000.0)


# -- slow_chunks -----------------------------------------------------------------------------


class SlowChunksParams(FaultParams):
    #: delay before each chunk.
    delay_ms: float = Field(200.0, ge=0)
    #: the delay is drawn once per request in ``delay_ms ± jitter_ms`` (never below 0).
    jitter_ms: float = Field(0.0, ge=0)


@register
class SlowChunks(Fault):
    """Every chunk arrives late: the answer dribbles out token by token."""

    kind = "slow_chunks"
    layer = Layer.GENERATION
    surface = Surface.STREAM
    Params = SlowChunksParams
    example: ClassVar[dict[str, Any]] = {"delay_ms": 250, "jitter_ms": 100}

    params: SlowChunksParams

    def apply(self, value: Any, ctx: FaultContext) -> StreamPlan:
        p = self.params
        ms = p.delay_ms
        if p.jitter_ms:
            ms = max(0.0, ms + float(ctx.rng.uniform(-p.jitter_ms, p.jitter_ms)))
        ctx.note(chunk_delay_ms=round(ms, 3))
        return StreamPlan(chunk_delay_s=ms / 1000.0)


# -- malformed_chunk -------------------------------------------------------------------------


@register
class MalformedChunk(Fault):
    """One chunk of the stream is broken (not parseable as a chunk)."""

    kind = "malformed_chunk"
    layer = Layer.GENERATION
    surface = Surface.STREAM
    Params = AtChunkParams
    example: ClassVar[dict[str, Any]] = {"at_chunk": 3}

    params: AtChunkParams

    def apply(self, value: Any, ctx: FaultContext) -> StreamPlan:
        at = self.params.draw(ctx)
        ctx.note(malformed_at=at)
        return StreamPlan(malformed_at=at)


# -- stream_error_event ----------------------------------------------------------------------


class StreamErrorParams(AtChunkParams):
    #: whose error object to send (the body a real provider streams).
    provider: Literal["openai", "anthropic"] = "openai"
    #: the HTTP status the error object stands for (500: server error, 529: overloaded).
    status: int = Field(500, ge=400, le=599)


@register
class StreamErrorEvent(Fault):
    """The provider sends an error object in the middle of the stream (``server_error``)."""

    kind = "stream_error_event"
    layer = Layer.GENERATION
    surface = Surface.STREAM
    Params = StreamErrorParams
    example: ClassVar[dict[str, Any]] = {
        "provider": "anthropic",
        "status": 529,
        "min_chunk": 1,
        "max_chunk": 6,
    }

    params: StreamErrorParams

    def apply(self, value: Any, ctx: FaultContext) -> StreamPlan:
        p = self.params
        at = p.draw(ctx)
        body, _ = _provider_error(p.status, p.provider, 1.0, "gpt-4o-mini", 8192)
        ctx.note(error_chunk_at=at, error_body=body)
        return StreamPlan(error_chunk_at=at, error_body=body)
