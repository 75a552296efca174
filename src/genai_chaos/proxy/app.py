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
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import itertools
import json
import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
from aiohttp import web
from yarl import URL

from genai_chaos.exceptions import InjectedHTTPError
from genai_chaos.faults.base import Surface
from genai_chaos.inject.engine import Fired, Injection, PlannedStream
from genai_chaos.inject.http import asse_events
from genai_chaos.proxy import wire
from genai_chaos.proxy.events import ProxyEvents, Stats, request_secrets
from genai_chaos.proxy.rules import CompiledRule, RuleSet

_SKIP_AUTO = frozenset({"User-Agent", "Accept", "Accept-Encoding", "Content-Type"})


class ProxyState:
    """What the data plane and the admin API share."""

    def __init__(self, upstream: str, rules: RuleSet, events: ProxyEvents, stats: Stats) -> None:
        url = URL(upstream)
        if url.scheme not in ("http", "https") or not url.host:
            raise ValueError(f"the upstream must be an http(s) URL, got {upstream!r}")
        self.upstream = url
        self._prefix = url.path.rstrip("/")
        self.rules = rules
        self.events = events
        self.stats = stats
        self.session: aiohttp.ClientSession | None = None
        #: shown by ``GET /status`` (the upstream without credentials, the listen URL)
        self.info: dict[str, Any] = {}
        self._ids = itertools.count()

    def next_id(self) -> str:
        """The id of a request that brought none."""
        return f"proxy#{next(self._ids)}"

    def target(self, rel_url: URL) -> URL:
        """The upstream URL of a request (the upstream's path prefix, then the request's)."""
        return self.upstream.with_path(self._prefix + rel_url.raw_path, encoded=True).with_query(
            rel_url.raw_query_string
        )


STATE = web.AppKey("genai_chaos_proxy_state", ProxyState)


class _ClientGone(Exception):
    pass


class _UpstreamBroke(Exception):
    pass


class Exchange:
    """One request through the proxy."""

    def __init__(self, request: web.Request, state: ProxyState, rid: str) -> None:
        self.request = request
        self.state = state
        self.rid = rid
        self.path = request.path
        self.fired: list[tuple[CompiledRule, Injection]] = []
        self.response: web.StreamResponse | None = None
        self._body = b""
        self._data: Any = ...

    def json_body(self) -> Any:
        """The request body as JSON (parsed once; None when it is not a JSON object)."""
        if self._data is ...:
            self._data = wire.json_object(self._body)
        return self._data

    async def run(self) -> web.StreamResponse:
        self._body = await self.request.read()
        self._decide()
        changed = self._request_stage()
        if changed is not None:
            self._body = changed
        answer = await self._call_stage()
        if answer is not None:
            return answer
        return await self._forward()

    # -- deciding --------------------------------------------------------------------------

    def _decide(self) -> None:
        rules = self.state.rules.snapshot()
        if not rules:
            return
        headers = self.request.headers
        model: str | None = None
        model_known = False
        matched: list[str] = []
        for c in rules:
            if not c.rule.enabled:
                continue
            if c.models is not None and not model_known:
                data = self.json_body()
                value = data.get("model") if data is not None else None
                model = value if isinstance(value, str) else None
                model_known = True
            if not c.matches(self.path, model, headers):
                continue
            matched.append(c.rule.id)
            inj = c.injector.begin(self.rid)
            if inj is None:
                continue
            if c.rule.stage == "request":
                moved = [f for f in inj.response if f.fault.surface is Surface.PAYLOAD]
                inj.request = inj.request + moved
                inj.response = [f for f in inj.response if f not in moved]
            self.fired.append((c, inj))
        self.state.stats.rule_hits(matched, [c.rule.id for c, _ in self.fired])

    # -- request and call stages -----------------------------------------------------------

    def _request_stage(self) -> bytes | None:
        data: Any = None
        changed = False
        for _, inj in self.fired:
            if not inj.request:
                continue
            data = data if changed else self.json_body()
            if not isinstance(data, dict):
                for f in inj.request:
                    inj.injector.skip(f, "the request body is not a JSON object")
                continue
            new = inj.transform(inj.request, data)
            if new is not data:
                data, changed = new, True
        if not changed:
            return None
        return json.dumps(data).encode()

    async def _call_stage(self) -> web.StreamResponse | None:
        for _, inj in self.fired:
            for effect in inj.call_effects():
                if effect.delay_s > 0:
                    await asyncio.sleep(effect.delay_s)
                if effect.error is None:
                    continue
                self.abandon(f"an earlier fault answered with {type(effect.error).__name__}")
                return self._deliver(effect.error)
        return None

    def abandon(self, reason: str) -> None:
        """Record every fired fault without an event yet as skipped."""
        for _, inj in self.fired:
            inj.abandon(reason)

    def _deliver(self, error: BaseException) -> web.StreamResponse:
        if isinstance(error, InjectedHTTPError):
            return wire.provider_error(error, self.rid)
        if isinstance(error, TimeoutError):
            return wire.timeout_answer(self.rid, error)
        if isinstance(error, ConnectionError):
            wire.reset(self.request)
            return web.Response(status=499)  # never sent: the connection is gone
        return wire.exception_answer(self.rid, error)

    # -- upstream --------------------------------------------------------------------------

    async def _forward(self) -> web.StreamResponse:
        st = self.state
        session = st.session
        if session is None:
            raise RuntimeError("the proxy's upstream session is not open")
        identity = any(inj.stream or inj.response for _, inj in self.fired)
        headers = wire.forward_headers(self.request.headers, identity=identity)
        try:
            async with session.request(
                self.request.method,
                st.target(self.request.rel_url),
                headers=headers,
                data=_payload(self._body),
                allow_redirects=False,
                skip_auto_headers=_SKIP_AUTO,
            ) as upstream:
                st.stats.add("forwarded")
                return await self._relay(upstream)
        except _ClientGone:
            st.stats.add("client_disconnects")
            return self.response or web.Response(status=499)
        except (_UpstreamBroke, aiohttp.ClientError, OSError, TimeoutError) as exc:
            cause = exc.__cause__ if isinstance(exc, _UpstreamBroke) else exc
            return self.fail("upstream", cause or exc, code="upstream_failed")

    async def _relay(self, upstream: aiohttp.ClientResponse) -> web.StreamResponse:
        status = upstream.status
        if status >= 400:
            self.state.stats.add("upstream_errors")
        ctype = upstream.headers.get("content-type", "")
        encoded = upstream.headers.get("content-encoding", "identity").lower() != "identity"
        sse = "text/event-stream" in ctype
        plans: list[PlannedStream] = []
        json_faults: list[tuple[Injection, list[Fired]]] = []
        for _, inj in self.fired:
            if status >= 400:
                self._skip(inj, inj.stream + inj.response, f"the upstream answered {status}")
            elif encoded:
                self._skip(inj, inj.stream + inj.response, "the upstream answer is compressed")
            elif sse:
                self._skip(inj, inj.response, "the response is a stream")
                plans.extend(inj.stream_plans())
            else:
                self._skip(inj, inj.stream, "the response is not a stream")
                if inj.response:
                    json_faults.append((inj, inj.response))
        if json_faults:
            raw = await upstream.read()
            body = wire.rewrite_json(json_faults, raw, self.path)
            resp = web.Response(status=status, reason=upstream.reason, body=body or raw)
            wire.copy_response_headers(resp.headers, upstream.headers, keep_length=False)
            resp.headers[wire.RID_HEADER] = self.rid
            return resp
        stream = web.StreamResponse(status=status, reason=upstream.reason)
        wire.copy_response_headers(stream.headers, upstream.headers, keep_length=not plans)
        stream.headers[wire.RID_HEADER] = self.rid
        try:
            await stream.prepare(self.request)
        except ConnectionError as exc:
            raise _ClientGone() from exc
        self.response = stream
        chunks: AsyncIterator[bytes] = upstream.content.iter_any()
        if plans:
            chunks = wire.reshape(asse_events(chunks), plans, self.path)
        try:
            await self._pump(chunks, stream)
        except wire.StreamCut:
            wire.reset(self.request)
            return stream
        await stream.write_eof()
        return stream

    async def _pump(self, chunks: AsyncIterator[bytes], resp: web.StreamResponse) -> None:
        it = aiter(chunks)
        try:
            while True:
                try:
                    chunk = await anext(it)
                except StopAsyncIteration:
                    return
                except wire.StreamCut:
                    raise
                except Exception as exc:
                    raise _UpstreamBroke() from exc
                try:
                    await resp.write(chunk)
                except (ConnectionError, RuntimeError) as exc:
                    raise _ClientGone() from exc
        finally:
            aclose = getattr(it, "aclose", None)
            if aclose is not None:
                with contextlib.suppress(Exception):
                    await aclose()

    def _skip(self, inj: Injection, faults: list[Fired], reason: str) -> None:
        for f in faults:
            inj.injector.skip(f, reason)

    # -- failures --------------------------------------------------------------------------

    def fail(
        self, where: str, error: BaseException, *, code: str = "proxy_failed"
    ) -> web.StreamResponse:
        """The proxy could not do its job: 502 with a clear body, or, when the answer had
        begun, an aborted connection (a cut the client can see, not a clean end)."""
        record = self.state.stats.error(self.rid, where, error)
        if self.response is not None:
            wire.reset(self.request)
            return self.response
        what = "the upstream request failed" if where == "upstream" else "internal error"
        return wire.json_error(
            502,
            f"genai-chaos proxy: {what}: {record['error']}",
            rid=self.rid,
            code=code,
            headers={"x-genai-chaos-error": where},
        )


def _payload(body: bytes) -> bytes | io.BytesIO | None:
    # aiohttp warns that a large bytes body may block the loop; a file-like one streams
    if not body:
        return None
    return io.BytesIO(body) if len(body) > 2**20 else body


async def handle(request: web.Request) -> web.StreamResponse:
    """The one handler of the data plane."""
    state = request.app[STATE]
    started = time.perf_counter()
    headers = request.headers
    rid = next((v for h in wire.REQUEST_ID_HEADERS if (v := headers.get(h))), None)
    rid = rid or state.next_id()
    stats = state.stats
    stats.add("requests")
    stats.add("in_flight")
    ex = Exchange(request, state, rid)
    resp: web.StreamResponse | None = None
    with request_secrets(headers):
        try:
            resp = await ex.run()
        except Exception as exc:
            resp = ex.fail("proxy", exc)
        finally:
            ex.abandon("the request ended before this fault's stage")
            stats.add("in_flight", -1)
            status = resp.status if resp is not None else 0
            summary: dict[str, Any] = {
                "request_id": rid,
                "method": request.method,
                "path": request.path,
                "status": status,
                "duration_ms": round((time.perf_counter() - started) * 1000, 3),
                "fired": [c.rule.id for c, _ in ex.fired],
            }
            retry = headers.get("x-stainless-retry-count")
            if retry is not None:
                summary["retry_count"] = retry
            stats.request_done(summary)
    return resp


def make_app(state: ProxyState, *, max_body: int = 64 * 2**20) -> web.Application:
    """The data-plane application (the upstream session opens and closes with it)."""
    app = web.Application(client_max_size=max_body)
    app[STATE] = state

    async def session_ctx(app: web.Application) -> AsyncIterator[None]:
        connector = aiohttp.TCPConnector(limit=0, ttl_dns_cache=300, keepalive_timeout=30)
        state.session = aiohttp.ClientSession(
            connector=connector,
            timeout=aiohttp.ClientTimeout(total=None, sock_connect=30),
            auto_decompress=False,
            cookie_jar=aiohttp.DummyCookieJar(),
        )
        yield
        await state.session.close()
        state.session = None

    app.cleanup_ctx.append(session_ctx)
    app.router.add_route("*", "/{tail:.*}", handle)
    return app
