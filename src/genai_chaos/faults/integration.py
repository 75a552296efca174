"""Integration faults: slow, failing and lying dependencies.

Call faults return a :class:`CallEffect` (wait, then maybe raise); the injector, the HTTP
transport and the proxy each deliver it in their own form: an HTTP error is an
:class:`~genai_chaos.exceptions.InjectedHTTPError` in-process and a real HTTP response
with the provider's body on the wire.
"""

from __future__ import annotations

import importlib
from typing import Any, ClassVar, Literal

from pydantic import Field, field_validator, model_validator

from genai_chaos.exceptions import (
    InjectedConnectionError,
    InjectedHTTPError,
    InjectedTimeout,
)
from genai_chaos.faults.base import (
    CallEffect,
    Doc,
    Fault,
    FaultContext,
    FaultParams,
    Layer,
    Surface,
)
from genai_chaos.faults.registry import register

Distribution = Literal["fixed", "uniform", "normal", "lognormal", "pareto"]


class LatencyParams(FaultParams):
    distribution: Distribution = "fixed"
    #: fixed: the delay; normal: the mean; lognormal: the median; pareto: the minimum.
    delay_ms: float = Field(500.0, ge=0)
    #: uniform: the bounds.
    min_ms: float = Field(0.0, ge=0)
    max_ms: float = Field(1000.0, ge=0)
    #: normal: standard deviation in ms; lognormal: sigma of the underlying normal.
    sigma: float = Field(0.5, ge=0)
    #: pareto: tail index (smaller is heavier; 1.16 gives the 80/20 rule).
    alpha: float = Field(1.5, gt=0)
    #: every draw is clipped to this ceiling.
    cap_ms: float = Field(60_000.0, gt=0)

    @model_validator(mode="after")
    def _bounds(self) -> LatencyParams:
        if self.distribution == "uniform" and self.min_ms > self.max_ms:
            raise ValueError(f"min_ms ({self.min_ms}) must not exceed max_ms ({self.max_ms})")
        return self


@register
class Latency(Fault):
    """Delay the call by a drawn amount (fixed, uniform, normal, lognormal or Pareto)."""

    kind = "latency"
    layer = Layer.INTEGRATION
    surface = Surface.CALL
    Params = LatencyParams
    example: ClassVar[dict[str, Any]] = {"distribution": "lognormal", "delay_ms": 180, "sigma": 0.6}

    params: LatencyParams

    def draw_ms(self, ctx: FaultContext) -> float:
        """One delay in milliseconds from the configured distribution."""
        p, rng = self.params, ctx.rng
        if p.distribution == "fixed":
            ms = p.delay_ms
        elif p.distribution == "uniform":
            ms = float(rng.uniform(p.min_ms, p.max_ms))
        elif p.distribution == "normal":
            ms = float(rng.normal(p.delay_ms, p.sigma))
        elif p.distribution == "lognormal":
            ms = float(p.delay_ms * rng.lognormal(0.0, p.sigma))
        else:  # pareto: Lomax + 1 scaled by the minimum is the classic Pareto
            ms = float(p.delay_ms * (1.0 + rng.pareto(p.alpha)))
        return min(max(ms, 0.0), p.cap_ms)

    def apply(self, value: Any, ctx: FaultContext) -> CallEffect:
        ms = self.draw_ms(ctx)
        ctx.note(delay_ms=round(ms, 3))
        return CallEffect(delay_s=ms / 1000.0)


class TimeoutParams(FaultParams):
    #: how long the dependency hangs before the caller gives up.
    timeout_ms: float = Field(500.0, ge=0)


@register
class Timeout(Fault):
    """The dependency hangs; after ``timeout_ms`` the call fails with a timeout."""

    kind = "timeout"
    layer = Layer.INTEGRATION
    surface = Surface.CALL
    Params = TimeoutParams
    example: ClassVar[dict[str, Any]] = {"timeout_ms": 500}

    params: TimeoutParams

    def apply(self, value: Any, ctx: FaultContext) -> CallEffect:
        ms = self.params.timeout_ms
        ctx.note(timeout_ms=ms)
        err = InjectedTimeout(f"injected timeout after {ms:g} ms")
        return CallEffect(delay_s=ms / 1000.0, error=ctx.injected(err, self.kind))


@register
class ConnectionReset(Fault):
    """The connection is reset by the peer before an answer arrives."""

    kind = "connection_reset"
    layer = Layer.INTEGRATION
    surface = Surface.CALL

    def apply(self, value: Any, ctx: FaultContext) -> CallEffect:
        ctx.note(error="connection reset by peer")
        err = InjectedConnectionError("[Errno 104] Connection reset by peer (injected)")
        return CallEffect(error=ctx.injected(err, self.kind))


def _provider_error(
    status: int, provider: str, retry_after_s: float, model: str, max_context: int
) -> tuple[dict[str, Any], dict[str, str]]:
    """The body and headers a real provider sends with ``status``."""
    headers = {"content-type": "application/json"}
    if provider == "anthropic":
        kinds = {
            400: ("invalid_request_error", "prompt is too long: tokens > maximum"),
            429: ("rate_limit_error", "Number of request tokens has exceeded your rate limit."),
            500: ("api_error", "Internal server error"),
            503: ("overloaded_error", "Overloaded"),
            529: ("overloaded_error", "Overloaded"),
        }
        typ, msg = kinds.get(status, ("api_error", f"HTTP {status}"))
        body: dict[str, Any] = {"type": "error", "error": {"type": typ, "message": msg}}
    else:
        table: dict[int, tuple[str, str, str | None, str | None]] = {
            400: (
                "invalid_request_error",
                f"This model's maximum context length is {max_context} tokens. However, your "
                f"messages resulted in {max_context + 1024} tokens. Please reduce the length "
                "of the messages.",
                "messages",
                "context_length_exceeded",
            ),
            401: ("invalid_request_error", "Incorrect API key provided.", None, "invalid_api_key"),
            429: (
                "requests",
                f"Rate limit reached for {model} on requests per min (RPM): Limit 500, "
                f"Used 500, Requested 1. Please try again in {retry_after_s:g}s.",
                None,
                "rate_limit_exceeded",
            ),
            500: (
                "server_error",
                "The server had an error while processing your request. Sorry about that!",
                None,
                None,
            ),
            502: ("server_error", "Bad gateway.", None, None),
            503: (
                "server_error",
                "The engine is currently overloaded, please try again later.",
                None,
                None,
            ),
        }
        typ, msg, param, code = table.get(status, ("server_error", f"HTTP {status}", None, None))
        body = {"error": {"message": msg, "type": typ, "param": param, "code": code}}
    if status == 429 or status in (503, 529):
        headers["retry-after"] = f"{retry_after_s:g}"
        headers["retry-after-ms"] = f"{retry_after_s * 1000:g}"
    if status == 429:
        headers["x-ratelimit-limit-requests"] = "500"
        headers["x-ratelimit-remaining-requests"] = "0"
        headers["x-ratelimit-reset-requests"] = f"{retry_after_s:g}s"
    return body, headers


class HTTPErrorParams(FaultParams):
    status: int = Field(429, ge=400, le=599)
    provider: Literal["openai", "anthropic"] = "openai"
    retry_after_s: float = Field(1.0, ge=0)
    model: str = "gpt-4o-mini"
    max_context: int = Field(8192, gt=0)
    #: delay before the error arrives (a provider takes time to fail too).
    delay_ms: float = Field(0.0, ge=0)


@register
class HTTPError(Fault):
    """The provider answers with an HTTP error and its real body (429 with Retry-After,
    500, 503, 400 context_length_exceeded, ...)."""

    kind = "http_error"
    layer = Layer.INTEGRATION
    surface = Surface.CALL
    Params = HTTPErrorParams
    example: ClassVar[dict[str, Any]] = {"status": 429, "retry_after_s": 2}

    params: HTTPErrorParams

    def apply(self, value: Any, ctx: FaultContext) -> CallEffect:
        p = self.params
        body, headers = _provider_error(
            p.status, p.provider, p.retry_after_s, p.model, p.max_context
        )
        ctx.note(status=p.status, body=body)
        err = InjectedHTTPError(p.status, body, headers)
        return CallEffect(delay_s=p.delay_ms / 1000.0, error=ctx.injected(err, self.kind))


class ExceptionParams(FaultParams):
    #: dotted path of the exception class (``module.Class``); builtins need no module.
    exception: str = "RuntimeError"
    message: str = "injected failure"

    @field_validator("exception")
    @classmethod
    def _resolves(cls, value: str) -> str:
        _exception_class(value)
        return value


def _exception_class(path: str) -> type[BaseException]:
    module_name, _, name = path.rpartition(".")
    try:
        module = importlib.import_module(module_name or "builtins")
        obj = getattr(module, name)
    except (ImportError, AttributeError) as exc:
        raise ValueError(f"{path!r} is not an importable exception class") from exc
    if not (isinstance(obj, type) and issubclass(obj, BaseException)):
        raise ValueError(f"{path!r} is not an exception class")
    return obj


@register
class RaiseException(Fault):
    """The call raises an exception of any class (``builtins`` or ``module.Class``)."""

    kind = "exception"
    layer = Layer.INTEGRATION
    surface = Surface.CALL
    Params = ExceptionParams
    example: ClassVar[dict[str, Any]] = {
        "exception": "ConnectionError",
        "message": "vector store unreachable",
    }

    params: ExceptionParams

    def apply(self, value: Any, ctx: FaultContext) -> CallEffect:
        cls = _exception_class(self.params.exception)
        ctx.note(exception=self.params.exception)
        return CallEffect(error=ctx.injected(cls(self.params.message), self.kind))


class EmptyContextParams(FaultParams):
    #: what an empty context looks like: nothing, or documents with no text.
    mode: Literal["none", "blank"] = "none"


@register
class EmptyContext(Fault):
    """The RAG service answers but the context is empty (no documents, or blank ones)."""

    kind = "empty_context"
    layer = Layer.INTEGRATION
    surface = Surface.DOCUMENTS
    Params = EmptyContextParams
    example: ClassVar[dict[str, Any]] = {"mode": "blank"}

    params: EmptyContextParams

    def apply(self, value: list[Doc], ctx: FaultContext) -> list[Doc]:
        ctx.note(mode=self.params.mode, removed=len(value))
        if self.params.mode == "none":
            return []
        return [Doc("", {}, d.score, d.id, d.original) for d in value]


class ForgedFieldsParams(FaultParams):
    #: fields to overwrite (dotted paths into the JSON object) and their forged values.
    fields: dict[str, Any] = Field(
        default_factory=lambda: {"model": "gpt-4o-2024-05-13", "system_fingerprint": "fp_forged"}
    )
    #: also create fields that are missing.
    create: bool = True

    @field_validator("fields")
    @classmethod
    def _not_empty(cls, value: dict[str, Any]) -> dict[str, Any]:
        if not value:
            raise ValueError("at least one field to forge")
        return value


@register
class ForgedFields(Fault):
    """Overwrite fields of a response object (model, ids, usage, source metadata)."""

    kind = "forged_fields"
    layer = Layer.INTEGRATION
    surface = Surface.PAYLOAD
    Params = ForgedFieldsParams
    example: ClassVar[dict[str, Any]] = {
        "fields": {"model": "gpt-3.5-turbo", "usage.total_tokens": 0}
    }

    params: ForgedFieldsParams

    def apply(self, value: dict[str, Any], ctx: FaultContext) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ctx.skip(f"expected a JSON object, got {type(value).__name__}")
        out: dict[str, Any] = _deep_copy_json(value)
        changed: dict[str, Any] = {}
        for path, forged in self.params.fields.items():
            node: Any = out
            parts = path.split(".")
            for part in parts[:-1]:
                if not isinstance(node, dict):
                    break
                if part not in node and self.params.create:
                    node[part] = {}
                node = node.get(part)
            if isinstance(node, dict) and (parts[-1] in node or self.params.create):
                changed[path] = {"was": node.get(parts[-1]), "now": forged}
                node[parts[-1]] = forged
        if not changed:
            raise ctx.skip("none of the fields exist and create is false")
        ctx.note(fields=changed)
        return out


def _deep_copy_json(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _deep_copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep_copy_json(v) for v in value]
    return value
