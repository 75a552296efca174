"""The data plane: an aiohttp reverse proxy that injects the rules' faults.

Every path is forwarded to the upstream (``/v1/chat/completions``, ``/v1/completions``,
``/v1/embeddings``, ``/v1/models``, ``/v1/responses`` are the ones faults understand).
With no rule firing the proxy is transparent: status, headers (but hop-by-hop ones) and
body bytes pass unchanged, and response bodies, SSE included, are forwarded chunk by
chunk as they arrive. Request bodies are read whole (rules match on their ``model``).

One request, in order: its id (``x-genai-chaos-request-id``, then ``x-request-id``,
otherwise ``proxy#<n>``; returned in ``x-genai-chaos-request-id``); the rules in scope
(path, model, headers) decide with their fault's seed and blast radius; prompt faults
rewrite the JSON body; call faults wait and may answer instead of the upstream; the
upstream answers; stream faults reshape an SSE answer, response faults a JSON one. An
upstream error passes through untouched. A failure of the proxy itself answers ``502``
with a ``proxy_error`` body (or aborts the connection when the answer had begun), never
a made-up success.

The modules, in a request's order: :mod:`~genai_chaos.proxy.state` (what the data plane
and the admin API share; the upstream connections), :mod:`~genai_chaos.proxy.exchange`
(one request: arrival, the rules' decision, the request and call stages),
:mod:`~genai_chaos.proxy.relay` (forwarding, relaying the answer with faults applied) and
this one (the handler, its bookkeeping, the server).
"""

from __future__ import annotations

import asyncio
import functools
import time
from typing import Any

from aiohttp import web

from genai_chaos.proxy import wire
from genai_chaos.proxy.events import request_secrets
from genai_chaos.proxy.exchange import Exchange
from genai_chaos.proxy.grading import retry_after_s
from genai_chaos.proxy.metrics import endpoint
from genai_chaos.proxy.state import ProxyState, close_upstream, open_upstream
from genai_chaos.proxy.tracing import ProxyTracing

__all__ = [
    "Exchange",
    "ProxyState",
    "close_upstream",
    "make_server",
    "open_upstream",
    "serve",
]

_FAILED = frozenset({408, 409, 429})


async def serve(request: web.BaseRequest, state: ProxyState) -> web.StreamResponse:
    """One request through the proxy (the handler of :func:`make_server`)."""
    started = time.monotonic()
    headers = request.headers
    rid = headers.get(wire.RID_HEADER) or headers.get("x-request-id") or state.next_id()
    stats = state.stats
    stats.begin()
    ex = Exchange(request, state, rid, started)
    resp: web.StreamResponse | None = None
    tracing = state.tracing
    with request_secrets(headers):
        try:
            resp = await (ex.run() if tracing is None else _traced(ex, tracing))
        except web.HTTPException as exc:  # the server refused the request (its body's size)
            resp = _refusal(ex, exc)
        except Exception as exc:
            resp = ex.fail("proxy", exc)
        finally:
            ex.abandon("the request ended before this fault's stage")
            try:
                _done(ex, resp, started)
            except Exception as exc:  # bookkeeping must never break traffic
                stats.error(rid, "bookkeeping", exc)
    return resp


def _refusal(ex: Exchange, exc: web.HTTPException) -> web.Response:
    """The answer to a request the proxy refuses itself (aiohttp raised an HTTP error for
    it): its status, with an OpenAI-shaped body; not a failure of the proxy."""
    if isinstance(exc, web.HTTPRequestEntityTooLarge):
        limit = ex.request.client_max_size
        message = f"the request body is over the proxy's limit of {limit} bytes (--max-body-mb)"
        code = "request_too_large"
    else:
        message, code = exc.text or exc.reason, None
    return wire.json_error(
        exc.status,
        f"genai-chaos proxy: {message}",
        rid=ex.rid,
        code=code,
        headers={"x-genai-chaos-error": "request"},
    )


async def _traced(ex: Exchange, tracing: ProxyTracing) -> web.StreamResponse:
    """Run a request inside its span; injections land on it as span events."""
    request = ex.request
    trace = ex.trace = tracing.start(request.method, ex.path, request.headers, ex.rid)
    with trace:
        try:
            resp = await ex.run()
        finally:  # skips recorded now land on the span too
            ex.abandon("the request ended before this fault's stage")
        rules = [c.rule.id for c, _ in ex.fired]
        trace.finish(resp.status, trace.kept, sse=ex.sse, rules=rules, cut=ex.cut)
    return resp


def _done(ex: Exchange, resp: web.StreamResponse | None, started: float) -> None:
    """Keep the summary of a finished request, count it and grade its client."""
    state = ex.state
    request = ex.request
    now = time.monotonic()
    status = resp.status if resp is not None else 0
    summary: dict[str, Any] = {
        "request_id": ex.rid,
        "method": request.method,
        "path": request.path,
        "status": status,
        "duration_ms": round((now - started) * 1000, 3),
        "fired": [c.rule.id for c, _ in ex.fired],
    }
    retry = request.headers.get("x-stainless-retry-count")
    if retry is not None:
        summary["retry_count"] = retry
    state.stats.request_done(summary)
    ep = endpoint(ex.path)
    metrics = state.metrics
    metrics.requests.inc(request.method, ep, str(status))
    metrics.duration.observe(now - started, ep)
    if ex.first_byte:
        metrics.ttft.observe(ex.first_byte - started, ep)
    if ex.attempt is not None:
        failed = ex.reset or status in _FAILED or status >= 500
        backoff = retry_after_s(resp.headers) if failed and resp is not None else None
        state.grader.finish(ex.attempt, now, failed=failed, retry_after=backoff, cut=ex.cut)


def make_server(state: ProxyState, *, max_body: int = 64 * 2**20) -> web.Server:
    """The data plane as aiohttp's low-level server: every request goes to :func:`serve`
    (no router, no match info, no middleware chain per request).
    Open the upstream with :func:`open_upstream` first; call in the running loop."""
    loop = asyncio.get_running_loop()

    def request(
        message: Any, payload: Any, protocol: Any, writer: Any, task: Any
    ) -> web.BaseRequest:
        return web.BaseRequest(
            message, payload, protocol, writer, task, loop, client_max_size=max_body
        )

    return web.Server(
        functools.partial(serve, state=state), request_factory=request, access_log=None
    )
