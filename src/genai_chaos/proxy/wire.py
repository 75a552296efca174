"""How fault effects look on the wire: error answers, resets, rewritten bodies, reshaped
SSE streams. The data plane (:mod:`genai_chaos.proxy.app`, the exchange in
:mod:`~genai_chaos.proxy.exchange` and :mod:`~genai_chaos.proxy.relay`) decides *when*;
this module says *what goes out*.

=====================  ==================================================================
effect                 on the wire
=====================  ==================================================================
``http_error``         the provider's status, headers (``Retry-After``) and JSON body
``timeout``            the request is held ``timeout_ms``, then ``504`` with an OpenAI-
                       shaped ``timeout`` error (a client whose own timeout is shorter
                       gives up first: the openai SDK raises ``APITimeoutError``)
``connection_reset``   the TCP connection is aborted with RST before any byte is sent
``exception``          ``500`` with a provider-shaped ``server_error`` naming it
stream cut + error     the connection is aborted mid-body (the client sees an incomplete
                       chunked message, as when a provider's connection drops)
=====================  ==================================================================
"""

from __future__ import annotations

import contextlib
import json
import re
import socket
import struct
from collections.abc import AsyncIterator, Callable
from dataclasses import replace
from typing import Any

from aiohttp import HttpVersion11, web

from genai_chaos.exceptions import InjectedHTTPError
from genai_chaos.faults.base import Surface
from genai_chaos.inject.engine import Fired, Injection, PlannedStream
from genai_chaos.inject.http import error_event, is_control_event, malformed_event
from genai_chaos.inject.streams import arun_plan
from genai_chaos.proxy import responses

RID_HEADER = "x-genai-chaos-request-id"
REQUEST_ID_HEADERS = (RID_HEADER, "x-request-id")
#: Never forwarded in either direction (hop-by-hop, or recomputed by the proxy).
HOP_BY_HOP = frozenset(
    {
        "connection",
        "keep-alive",
        "proxy-authenticate",
        "proxy-authorization",
        "proxy-connection",
        "te",
        "trailer",
        "trailers",
        "transfer-encoding",
        "upgrade",
        "host",
        "content-length",
    }
)


class StreamCut(Exception):
    """Raised inside a reshaped stream where a cut-with-error plan says to drop the line."""


def json_error(
    status: int,
    message: str,
    *,
    rid: str,
    type_: str = "proxy_error",
    code: str | None = None,
    headers: dict[str, str] | None = None,
) -> web.Response:
    """An OpenAI-shaped JSON error answer carrying the request id."""
    body = {"error": {"message": message, "type": type_, "param": None, "code": code}}
    out = {"content-type": "application/json", RID_HEADER: rid, **(headers or {})}
    return web.Response(status=status, body=json.dumps(body).encode(), headers=out)


def provider_error(err: InjectedHTTPError, rid: str) -> web.Response:
    """An injected provider error, exactly as the fault built it."""
    headers = {**err.headers, RID_HEADER: rid}
    headers.setdefault("content-type", "application/json")
    return web.Response(status=err.status, body=json.dumps(err.body).encode(), headers=headers)


def timeout_answer(rid: str, error: BaseException) -> web.Response:
    """What a held request gets when the hold is over: a gateway timeout."""
    return json_error(504, f"{error}", rid=rid, type_="timeout", code="timeout")


def exception_answer(rid: str, error: BaseException) -> web.Response:
    """An injected exception of another kind: a server error naming it."""
    return json_error(
        500, f"{type(error).__name__}: {error} (injected)", rid=rid, type_="server_error"
    )


def reset(request: web.BaseRequest) -> None:
    """Abort the client's connection with a TCP RST (SO_LINGER 0, then abort)."""
    transport = request.transport
    if transport is None:
        return
    sock = transport.get_extra_info("socket")
    if sock is not None:
        with contextlib.suppress(OSError):  # an already closed socket
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    transport.abort()


async def answer_expect(request: web.BaseRequest, rid: str) -> web.Response | None:
    """Answer a request's ``Expect`` header before its body is read, as aiohttp's router
    does (``_default_expect_handler``) and its low-level server, the data plane's, does
    not: ``100 Continue`` for ``100-continue`` (a client such as curl otherwise waits a
    second before sending its body), ``417`` for any other expectation (returned)."""
    expect = request.headers.get("expect")
    if expect is None or request.version != HttpVersion11:
        return None
    if expect.lower() == "100-continue":
        await request.writer.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        request.writer.output_size = 0  # the answer proper has not begun
        return None
    return json_error(
        417,
        f"genai-chaos proxy: unknown expectation (Expect: {expect[:100]})",
        rid=rid,
        code="expectation_failed",
    )


def hop_by_hop(headers: Any) -> frozenset[str]:
    """The header names never to forward from ``headers`` (a multidict): :data:`HOP_BY_HOP`
    and those its sender named in ``Connection`` (RFC 9110, 7.6.1: they belong to this hop).

    >>> from multidict import CIMultiDict
    >>> sorted(hop_by_hop(CIMultiDict({"Connection": "close, X-Trace-Hop"})) - HOP_BY_HOP)
    ['close', 'x-trace-hop']
    >>> hop_by_hop(CIMultiDict({"connection": "keep-alive"})) is HOP_BY_HOP
    True
    """
    if "connection" not in headers:
        return HOP_BY_HOP
    extra = {t.strip().lower() for v in headers.getall("connection") for t in v.split(",")}
    extra -= HOP_BY_HOP
    extra.discard("")
    return HOP_BY_HOP | extra if extra else HOP_BY_HOP


def forward_headers(headers: Any, *, identity: bool = False) -> list[tuple[str, str]]:
    """Request headers for the upstream: all but hop-by-hop ones (:func:`hop_by_hop`; and
    ``Accept-Encoding`` set to ``identity`` when the answer must be read by a fault)."""
    drop = hop_by_hop(headers)
    out = [(k, v) for k, v in headers.items() if k.lower() not in drop]
    if identity:
        out = [(k, v) for k, v in out if k.lower() != "accept-encoding"]
        out.append(("Accept-Encoding", "identity"))
    return out


def copy_response_headers(target: Any, headers: Any, *, keep_length: bool) -> None:
    """Copy an upstream answer's headers onto ours (all but hop-by-hop ones,
    :func:`hop_by_hop`)."""
    drop = hop_by_hop(headers)
    for k, v in headers.items():
        low = k.lower()
        if low == "content-length":
            if keep_length:
                target.add(k, v)
        elif low not in drop:
            target.add(k, v)


# -- bodies --------------------------------------------------------------------------------


def json_object(body: bytes) -> dict[str, Any] | None:
    """``body`` parsed when it is a JSON object, else None (too deeply nested to parse
    included: ``json`` raises RecursionError there)."""
    if not body or body[:1] not in (b"{", b" ", b"\n", b"\r", b"\t"):
        return None
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def rewrite_json(
    fired: list[tuple[Injection, list[Fired]]], body: bytes, path: str
) -> bytes | None:
    """Apply response faults to a JSON answer; None when nothing could apply (each
    fault's skip is recorded with the reason)."""
    data = json_object(body)
    if data is None:
        for inj, faults in fired:
            for f in faults:
                inj.injector.skip(f, "the response body is not a JSON object")
        return None
    is_responses = responses.is_response_object(data)
    for inj, faults in fired:
        for f in faults:
            if f.fault.surface is Surface.COMPLETION and is_responses:
                chat = responses.to_chat(data)
                if chat is None:
                    inj.injector.skip(f, "the response has no output message")
                    continue
                data = responses.from_chat(data, inj.injector.apply_one(f, chat), chat)
            else:
                data = inj.injector.apply_one(f, data)
    return json.dumps(data).encode()


# -- streams -------------------------------------------------------------------------------

_SEQ = re.compile(rb'"sequence_number"\s*:\s*(\d+)')


def reshape(events: AsyncIterator[bytes], plans: list[PlannedStream], path: str) -> Any:
    """Run the stream plans over SSE events; a cut with error raises :class:`StreamCut`.

    On the Responses API an injected error is an ``event: error`` with the provider's
    ``{"type": "error", "code", "message", "param", "sequence_number"}``; elsewhere it is
    a ``data:`` line with an ``{"error": {...}}`` object (what chat completions send).
    """
    error: Callable[[dict[str, Any] | None], bytes] = error_event
    if path.rstrip("/").endswith("/responses"):
        seen = [0]
        events = _track_sequence(events, seen)

        def error(body: dict[str, Any] | None) -> bytes:
            inner = (body or {}).get("error") or {}
            payload = {
                "type": "error",
                "code": inner.get("code") or inner.get("type") or "server_error",
                "message": inner.get("message") or "stream error",
                "param": inner.get("param"),
                "sequence_number": seen[0],  # that of the event it replaces
            }
            return b"event: error\ndata: " + json.dumps(payload).encode() + b"\n\n"

    out: Any = events
    for planned in plans:
        plan = planned.plan
        if plan.cut_error is not None:
            plan = replace(plan, cut_error=StreamCut())
        out = arun_plan(
            out,
            plan,
            malformed=malformed_event,
            error=error,
            passthrough=is_control_event,
            on_finish=planned.finish,
        )
    return out


async def _track_sequence(events: AsyncIterator[bytes], seen: list[int]) -> AsyncIterator[bytes]:
    try:
        async for event in events:
            m = _SEQ.search(event)
            if m:
                seen[0] = int(m.group(1))
            yield event
    finally:
        aclose = getattr(events, "aclose", None)
        if callable(aclose):
            await aclose()
