"""An HTTP transport that injects faults into requests and responses.

Give it to any ``httpx`` or ``httpx2`` client, which covers the official openai SDK::

    import httpx2, openai
    from genai_chaos import ChaosTransport, create_fault

    transport = ChaosTransport([create_fault("http_error", status=429, retry_after_s=1)])
    client = openai.OpenAI(http_client=httpx2.Client(transport=transport))

The SDK then sees real 429 responses with provider bodies and ``Retry-After``, real
``ReadTimeout`` exceptions, answers with broken JSON content, and SSE streams cut without
``[DONE]``. One class serves both libraries: it answers with the ``Response`` class of
the library that made the request, and creates that library's default transport as the
inner hop when none is given.

Request ids come from the ``x-genai-chaos-request-id`` header, then ``x-request-id``, and
otherwise count up per transport. What acts where:

=============  ============================================================================
surface        effect
=============  ============================================================================
prompt         the last user message (or ``prompt`` / ``input``) of a JSON request body
call           delay; then ``InjectedHTTPError`` -> a real error response, timeout ->
               ``ReadTimeout``, connection reset -> ``RemoteProtocolError``
stream         SSE responses (``text/event-stream``), event by event
completion     JSON chat/completions responses (the content of the first choice)
embeddings     JSON embeddings responses (``data[].embedding``)
payload        any JSON response object
documents      not on the wire: skipped and recorded
=============  ============================================================================
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading
import time
from collections.abc import AsyncIterator, Iterator, Sequence
from types import ModuleType
from typing import Any

from genai_chaos.exceptions import InjectedConnectionError, InjectedHTTPError, InjectedTimeout
from genai_chaos.faults.base import Fault, StreamPlan, Surface
from genai_chaos.faults.events import EventSink
from genai_chaos.inject.engine import Injection, Injector
from genai_chaos.inject.streams import arun_plan, run_plan

REQUEST_ID_HEADERS = ("x-genai-chaos-request-id", "x-request-id")
_DROP_HEADERS = ("content-length", "content-encoding", "transfer-encoding")


def _lib(request: Any) -> ModuleType:
    """The HTTP library (``httpx`` or ``httpx2``) a request object belongs to."""
    return sys.modules[type(request).__module__.split(".")[0]]


def _error_response(lib: ModuleType, request: Any, err: InjectedHTTPError) -> Any:
    return lib.Response(
        err.status,
        headers=err.headers,
        content=json.dumps(err.body).encode(),
        request=request,
    )


def _raise_for(lib: ModuleType, request: Any, error: BaseException) -> Any:
    """Deliver an injected error the way the library would have met the real one."""
    if isinstance(error, InjectedHTTPError):
        return _error_response(lib, request, error)
    if isinstance(error, InjectedTimeout):
        raise lib.ReadTimeout(str(error), request=request) from error
    if isinstance(error, InjectedConnectionError):
        raise lib.RemoteProtocolError(str(error), request=request) from error
    raise error


# -- SSE framing ---------------------------------------------------------------------------


class SSEFramer:
    """Cuts a byte stream into whole SSE events, whatever the chunking and line endings
    (``\\n``, ``\\r\\n`` or ``\\r``, as the SSE spec allows). Events come out with
    ``\\n`` line endings and a blank line at the end."""

    def __init__(self) -> None:
        self._buf = b""

    def feed(self, chunk: bytes) -> list[bytes]:
        """Add bytes; return the events completed by them."""
        buf = self._buf + chunk
        # a trailing \r may be the first half of \r\n: keep it for the next chunk
        held = buf.endswith(b"\r")
        if held:
            buf = buf[:-1]
        buf = buf.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        events = []
        while b"\n\n" in buf:
            event, buf = buf.split(b"\n\n", 1)
            events.append(event + b"\n\n")
        self._buf = buf + (b"\r" if held else b"")
        return events

    def flush(self) -> list[bytes]:
        """What is left when the stream ends (an event without its blank line)."""
        rest = self._buf.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        self._buf = b""
        return [rest] if rest.strip() else []


def sse_events(chunks: Iterator[bytes]) -> Iterator[bytes]:
    """Re-frame a byte stream into whole SSE events (see :class:`SSEFramer`)."""
    framer = SSEFramer()
    for chunk in chunks:
        yield from framer.feed(chunk)
    yield from framer.flush()


async def asse_events(chunks: AsyncIterator[bytes]) -> AsyncIterator[bytes]:
    """Async twin of :func:`sse_events`."""
    framer = SSEFramer()
    async for chunk in chunks:
        for event in framer.feed(chunk):
            yield event
    for event in framer.flush():
        yield event


def is_done_event(event: bytes) -> bool:
    """True for ``data: [DONE]`` (with or without the space), OpenAI's end marker."""
    return event.strip().replace(b"data:", b"", 1).strip() == b"[DONE]"


def is_control_event(event: bytes) -> bool:
    """Events that are not content: ``[DONE]``, comments (``: keep-alive``), and events
    without data. Stream faults neither count nor change them."""
    if is_done_event(event):
        return True
    return not any(line.startswith(b"data:") for line in event.split(b"\n"))


def malformed_event(event: bytes) -> bytes:
    """An SSE event whose JSON payload is cut in half."""
    lines = event.rstrip(b"\n").split(b"\n")
    out = []
    for line in lines:
        if line.startswith(b"data:"):
            payload = line[5:].strip()
            out.append(b"data: " + payload[: max(1, len(payload) // 2)])
        else:
            out.append(line)
    return b"\n".join(out) + b"\n\n"


def error_event(body: dict[str, Any] | None) -> bytes:
    """An SSE event that carries a provider error object (Anthropic's, which has
    ``"type": "error"``, goes out as ``event: error`` as Anthropic sends it)."""
    payload = body or {"error": {"message": "stream error", "type": "server_error"}}
    data = b"data: " + json.dumps(payload).encode() + b"\n\n"
    return b"event: error\n" + data if payload.get("type") == "error" else data


def _plan_kwargs() -> dict[str, Any]:
    return {"malformed": malformed_event, "error": error_event, "passthrough": is_control_event}


# -- bodies --------------------------------------------------------------------------------


def _request_id(headers: Any, injector: Injector) -> str:
    for name in REQUEST_ID_HEADERS:
        value = headers.get(name)
        if value:
            return str(value)
    return injector.next_request_id()


def _rewrite_request(lib: ModuleType, request: Any, inj: Injection, body: bytes) -> Any:
    """Apply prompt faults to a JSON request body; unchanged when not applicable."""
    try:
        data = json.loads(body) if body else None
    except ValueError:
        data = None
    if not isinstance(data, dict):
        for f in inj.request:
            inj.injector.skip(f, "the request body is not a JSON object")
        return request
    new = inj.transform(inj.request, data)
    if new is data:
        return request
    headers = [(k, v) for k, v in request.headers.items() if k.lower() not in _DROP_HEADERS]
    return lib.Request(
        request.method,
        request.url,
        headers=headers,
        content=json.dumps(new).encode(),
        extensions=request.extensions,
    )


def _rewrite_json(lib: ModuleType, request: Any, response: Any, inj: Injection) -> Any:
    """Apply response faults to a JSON body (already read)."""
    try:
        data = json.loads(response.content)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        for f in inj.response:
            inj.injector.skip(f, "the response body is not a JSON object")
        return response
    out = data
    for f in inj.response:
        if f.fault.surface is Surface.DOCUMENTS:
            inj.injector.skip(f, "documents are not visible in an HTTP response")
            continue
        out = inj.injector.apply_one(f, out)
    headers = [(k, v) for k, v in response.headers.items() if k.lower() not in _DROP_HEADERS]
    return lib.Response(
        response.status_code,
        headers=headers,
        content=json.dumps(out).encode(),
        request=request,
        extensions=response.extensions,
    )


def _is_sse(response: Any) -> bool:
    return "text/event-stream" in response.headers.get("content-type", "")


def _stream_headers(response: Any) -> list[tuple[str, str]]:
    return [(k, v) for k, v in response.headers.items() if k.lower() not in _DROP_HEADERS]


def _closing(events: Iterator[bytes], upstream: Any) -> Iterator[bytes]:
    """Yield ``events``, then close the upstream response whatever happened."""
    try:
        yield from events
    finally:
        upstream.close()


async def _aclosing(events: AsyncIterator[bytes], upstream: Any) -> AsyncIterator[bytes]:
    try:
        async for event in events:
            yield event
    finally:
        await upstream.aclose()


def _cut_error(lib: ModuleType, plan: StreamPlan, request: Any) -> StreamPlan:
    if plan.cut_error is None:
        return plan
    err = lib.RemoteProtocolError(
        "peer closed connection without sending complete message body (injected)",
        request=request,
    )
    return StreamPlan(**{**plan.__dict__, "cut_error": err})


class ChaosTransport:
    """Fault-injecting transport for ``httpx`` and ``httpx2`` clients, sync and async.

    ``inner`` is the transport that does the real work (default: the library's own
    ``HTTPTransport`` / ``AsyncHTTPTransport``). Ambient faults (``cpu_load``) run in this
    process from construction, while enabled, until the transport is closed.
    """

    def __init__(
        self,
        faults: Sequence[Fault],
        *,
        inner: Any = None,
        target: str = "http",
        sink: EventSink | None = None,
        run_seed: int | None = None,
    ) -> None:
        self.injector = Injector(faults, target=target, sink=sink, run_seed=run_seed)
        self.injector.activate()  # ambient faults: held until close()/aclose()
        # One inner transport per (library, sync/async): a transport may serve an httpx
        # client and an httpx2 one, a sync client and an async one.
        self._given = inner
        self._inners: dict[tuple[str, bool], Any] = {}
        self._lock = threading.Lock()

    # -- sync ------------------------------------------------------------------------------

    def _inner_for(self, lib: ModuleType, is_async: bool) -> Any:
        if self._given is not None:
            return self._given
        key = (lib.__name__, is_async)
        inner = self._inners.get(key)
        if inner is None:
            with self._lock:
                inner = self._inners.get(key)
                if inner is None:
                    inner = lib.AsyncHTTPTransport() if is_async else lib.HTTPTransport()
                    self._inners[key] = inner
        return inner

    def handle_request(self, request: Any) -> Any:
        """Send ``request`` through the faults and the inner transport."""
        lib = _lib(request)
        inner = self._inner_for(lib, is_async=False)
        inj = self.injector.begin(_request_id(request.headers, self.injector))
        if inj is None:
            return inner.handle_request(request)
        request = _prepare(lib, request, inj, request.read() if inj.request else b"")
        for effect in inj.call_effects():
            if effect.delay_s > 0:
                time.sleep(effect.delay_s)
            if effect.error is not None:
                return _deliver_error(lib, request, inj, effect.error)
        response = inner.handle_request(request)
        if _is_sse(response):
            events = sse_events(iter(response.stream))
            return _stream_response(
                lib, request, response, inj, events, run=run_plan, closing=_closing
            )
        return self._json_response(lib, request, response, inj, response.read)

    def close(self) -> None:
        """Close the sync inner transports (and stop ambient faults)."""
        self.injector.deactivate()
        targets = [self._given] if self._given is not None else list(self._inners.values())
        for inner in targets:
            if hasattr(inner, "close") and not hasattr(inner, "handle_async_request"):
                inner.close()

    def __enter__(self) -> ChaosTransport:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- async -----------------------------------------------------------------------------

    async def handle_async_request(self, request: Any) -> Any:
        """Async twin of :meth:`handle_request`."""
        lib = _lib(request)
        inner = self._inner_for(lib, is_async=True)
        inj = self.injector.begin(_request_id(request.headers, self.injector))
        if inj is None:
            return await inner.handle_async_request(request)
        request = _prepare(lib, request, inj, await request.aread() if inj.request else b"")
        for effect in inj.call_effects():
            if effect.delay_s > 0:
                await asyncio.sleep(effect.delay_s)
            if effect.error is not None:
                return _deliver_error(lib, request, inj, effect.error)
        response = await inner.handle_async_request(request)
        if _is_sse(response):
            events = asse_events(aiter(response.stream))
            return _stream_response(
                lib, request, response, inj, events, run=arun_plan, closing=_aclosing
            )
        if inj.response:
            await response.aread()
        return self._json_response(lib, request, response, inj, lambda: b"")

    async def aclose(self) -> None:
        """Close the async inner transports (and stop ambient faults)."""
        self.injector.deactivate()
        targets = [self._given] if self._given is not None else list(self._inners.values())
        for inner in targets:
            if hasattr(inner, "aclose"):
                await inner.aclose()

    async def __aenter__(self) -> ChaosTransport:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- helpers ---------------------------------------------------------------------------

    def _json_response(
        self, lib: ModuleType, request: Any, response: Any, inj: Injection, read: Any
    ) -> Any:
        for f in inj.stream:
            self.injector.skip(f, "the response is not a stream")
        if not inj.response:
            return response
        read()
        return _rewrite_json(lib, request, response, inj)


def _prepare(lib: ModuleType, request: Any, inj: Injection, body: bytes) -> Any:
    """The request as it leaves: prompt faults applied; identity encoding for streams."""
    if inj.request:
        request = _rewrite_request(lib, request, inj, body)
    if inj.stream:
        # compressed SSE cannot be cut event by event
        request.headers["accept-encoding"] = "identity"
    return request


def _deliver_error(lib: ModuleType, request: Any, inj: Injection, error: BaseException) -> Any:
    inj.abandon(f"an earlier fault answered with {type(error).__name__}")
    return _raise_for(lib, request, error)


def _stream_response(
    lib: ModuleType,
    request: Any,
    response: Any,
    inj: Injection,
    events: Any,
    *,
    run: Any,
    closing: Any,
) -> Any:
    """The SSE response with the stream plans applied event by event (sync or async:
    ``run`` is run_plan or arun_plan, ``closing`` the matching closer)."""
    for f in inj.response:
        inj.injector.skip(f, "the response is a stream")
    plans = inj.stream_plans()
    if not plans:
        return response
    for planned in plans:
        events = run(
            events,
            _cut_error(lib, planned.plan, request),
            on_finish=planned.finish,
            **_plan_kwargs(),
        )
    return lib.Response(
        response.status_code,
        headers=_stream_headers(response),
        content=closing(events, response),
        request=request,
        extensions=response.extensions,
    )
