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
import functools
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
from genai_chaos.proxy.events import ProxyEvents, RuleIds, Stats, request_secrets
from genai_chaos.proxy.grading import Attempt, Grader, is_completion_path, retry_after_s
from genai_chaos.proxy.grading import stream_finished as _finished
from genai_chaos.proxy.metrics import ProxyMetrics, endpoint
from genai_chaos.proxy.rules import CompiledRule, RuleSet, request_hash
from genai_chaos.proxy.screen import PathScreen, needles_absent, plain_utf8
from genai_chaos.proxy.tracing import ProxyTracing, RequestTrace
from genai_chaos.proxy.upstream import UpstreamAnswer, UpstreamPool

_NONE: list[str] = []
_SKIP_AUTO = frozenset({"User-Agent", "Accept", "Accept-Encoding", "Content-Type"})


class ProxyState:
    """What the data plane and the admin API share."""

    def __init__(
        self,
        upstream: str,
        rules: RuleSet,
        events: ProxyEvents,
        stats: Stats,
        *,
        metrics: ProxyMetrics | None = None,
        grader: Grader | None = None,
        tracing: ProxyTracing | None = None,
        lean_upstream: bool = True,
    ) -> None:
        url = URL(upstream)
        if url.scheme not in ("http", "https") or not url.host:
            raise ValueError(f"the upstream must be an http(s) URL, got {upstream!r}")
        self.upstream = url
        self._prefix = url.path.rstrip("/")
        self.rules = rules
        self.events = events
        self.stats = stats
        self.metrics = m = metrics or ProxyMetrics()
        self.grader = grader or Grader()
        #: OpenTelemetry spans for every request (None: off, and free)
        self.tracing = tracing
        events.on_record = m.injection
        stats.on_error = m.errors.inc
        self.grader.on_retry = m.retries.inc
        self.grader.on_violation = m.violations.inc
        self.session: aiohttp.ClientSession | None = None
        #: pooled raw connections for requests no fault reads the answer of (plain-http
        #: upstreams; None: aiohttp's client for everything); opens with the session
        self.pool: UpstreamPool | None = None
        self.lean_upstream = lean_upstream and UpstreamPool.serves(url)
        #: shown by ``GET /status`` (the upstream without credentials, the listen URL)
        self.info: dict[str, Any] = {}
        self._ids = itertools.count()
        self._targets: dict[str, URL] = {}
        self._raw: dict[str, str] = {}

    def next_id(self) -> str:
        """The id of a request that brought none."""
        return f"proxy#{next(self._ids)}"

    def target(self, rel_url: URL) -> URL:
        """The upstream URL of a request (the upstream's path prefix, then the request's)."""
        raw = rel_url.raw_path_qs
        url = self._targets.get(raw)
        if url is None:  # building a URL costs more than the look-up; paths repeat
            url = self.upstream.with_path(self._prefix + rel_url.raw_path, encoded=True).with_query(
                rel_url.raw_query_string
            )
            if len(self._targets) < 1024:
                self._targets[raw] = url
        return url

    def target_raw(self, rel_url: URL) -> str:
        """The upstream path and query of a request, as sent on the request line (what
        aiohttp's client sends for :meth:`target`)."""
        raw = rel_url.raw_path_qs
        path = self._raw.get(raw)
        if path is None:
            path = self.target(rel_url).raw_path_qs
            if len(self._raw) < 1024:
                self._raw[raw] = path
        return path


class _ClientGone(Exception):
    pass


class _UpstreamBroke(Exception):
    pass


class Exchange:
    """One request through the proxy."""

    __slots__ = (
        "_body",
        "_data",
        "_judge_stream",
        "attempt",
        "cut",
        "fired",
        "first_byte",
        "path",
        "request",
        "reset",
        "response",
        "rid",
        "sse",
        "started",
        "state",
        "trace",
    )

    def __init__(
        self, request: web.BaseRequest, state: ProxyState, rid: str, started: float
    ) -> None:
        self.request = request
        self.state = state
        self.rid = rid
        self.started = started
        self.path = request.path
        self.fired: list[tuple[CompiledRule, Injection]] = []
        self.response: web.StreamResponse | None = None
        self.attempt: Attempt | None = None
        #: when the first body bytes of an SSE answer went out (time to first token)
        self.first_byte = 0.0
        #: the connection was reset on purpose (a fault), or an LLM stream ended unfinished
        self.reset = False
        self.cut = False
        self._judge_stream = False
        #: the answer is an SSE stream
        self.sse = False
        #: the request's span (when tracing is on)
        self.trace: RequestTrace | None = None
        self._body = b""
        self._data: Any = ...

    def json_body(self) -> Any:
        """The request body as JSON (parsed once; None when it is not a JSON object)."""
        if self._data is ...:
            self._data = wire.json_object(self._body)
        return self._data

    async def run(self) -> web.StreamResponse:
        if "expect" in self.request.headers:
            refused = await wire.answer_expect(self.request, self.rid)
            if refused is not None:
                return refused
        self._body = await self.request.read()
        self._arrive()
        if self.trace is not None:
            self.trace.request(self.json_body())
        self._decide()
        changed = self._request_stage()
        if changed is not None:
            self._body = changed
        answer = await self._call_stage()
        if answer is not None:
            return answer
        return await self._forward()

    def _arrive(self) -> None:
        # grading: who sent it, which logical request it belongs to
        grader = self.state.grader
        req = self.request
        headers = req.headers
        client = headers.get(grader.config.client_header) or req.remote or "unknown"
        idem = headers.get("idempotency-key")
        key: Any = ("idem", idem) if idem else (req.method, self.path, _body_key(self._body))
        self.attempt = grader.arrive(
            client[:128],
            key,
            self.started,
            retry_count=headers.get("x-stainless-retry-count"),
            request_id=self.rid,
            report=grader.is_report(self.path, headers),
        )

    # -- deciding --------------------------------------------------------------------------

    def _decide(self) -> None:
        # Cheap tests first (see proxy/screen.py): the path (bucketed once per path),
        # rules with no other scope drawn at once over cached keys; then headers; the
        # body is parsed for its model only when a model glob could match it.
        screen = self.state.rules.index().screen(self.path)
        if screen is None:
            return
        matched: RuleIds | tuple[str, ...] = screen.open_key
        scoped: list[CompiledRule] | None = None
        if screen.scoped:
            scoped = self._in_scope(screen)
            if scoped:
                matched = screen.open_ids + tuple(c.rule.id for c in scoped)
        if not matched:
            return
        # The id is hashed once for every rule; the injector (which draws the same way,
        # and records what fired) runs only for a rule whose fault fires here.
        r = request_hash(self.rid)
        firing = screen.firing(r)
        if scoped:
            extra = [c for c in scoped if c.may_fire(r)]
            if extra:
                order = screen.order
                firing = sorted([*firing, *extra], key=lambda c: order[id(c)])
        for c in firing:
            inj = c.injector.begin(self.rid)
            if inj is None:
                continue
            if c.rule.stage == "request":
                moved = [f for f in inj.response if f.fault.surface is Surface.PAYLOAD]
                inj.request = inj.request + moved
                inj.response = [f for f in inj.response if f not in moved]
            self.fired.append((c, inj))
        if not self.fired:
            self.state.stats.rule_hits(matched, _NONE)
            return
        self.state.stats.rule_hits(matched, [c.rule.id for c, _ in self.fired])
        self.state.metrics.injected_requests.inc()

    def _in_scope(self, screen: PathScreen) -> list[CompiledRule]:
        """The header- or model-scoped rules whose scope admits this request, in order."""
        headers = self.request.headers
        body = self._body
        headers_out = True
        for name in screen.header_names:
            if name in headers:
                headers_out = False
                break
        # state of the body: 0 nothing known, 1 plain (needles apply), 2 model known,
        # 3 no model glob can match
        state = 0
        needles = screen.needles
        if needles is not None:
            state = 1 if plain_utf8(body) else 2
            if state == 1 and needles.search(body) is None:
                if headers_out:
                    return []  # the common case of silent rules: not one in scope
                state = 3
        model: str | None = None
        if state == 2:
            model = self._model()
        out: list[CompiledRule] = []
        for c in screen.scoped:
            if c.headers and (headers_out or not c.headers_match(headers)):
                continue
            if c.models is not None:
                if state == 3:
                    continue
                if state == 0:
                    state = 1 if plain_utf8(body) else 2
                    if state == 2:
                        model = self._model()
                if state == 1:
                    if needles_absent(c.model_needles, body):
                        continue
                    model, state = self._model(), 2
                if model is None or not c.models.match(model):
                    continue
            out.append(c)
        return out

    def _model(self) -> str | None:
        data = self.json_body()
        value = data.get("model") if data is not None else None
        return value if isinstance(value, str) else None

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
            self.reset = True
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
        request = self.request
        headers = wire.forward_headers(request.headers, identity=identity)
        if self.trace is not None:
            headers = self.trace.outgoing(headers)
        method = request.method
        pool = st.pool
        try:
            # No fault reads or alters the answer: the lean client (same bytes out, the
            # same parser in); else aiohttp's
            if (
                pool is not None
                and not self.fired
                and len(self._body) <= 2**20
                and pool.takes(method, request.headers.get("expect"))
            ):
                opened: Any = pool.request(
                    method, st.target_raw(request.rel_url), headers, self._body
                )
            else:
                opened = session.request(
                    method,
                    st.target(request.rel_url),
                    headers=headers,
                    data=_payload(self._body),
                    allow_redirects=False,
                    skip_auto_headers=_SKIP_AUTO,
                )
            async with opened as upstream:
                st.stats.add("forwarded")
                return await self._relay(upstream)
        except _ClientGone:
            st.stats.add("client_disconnects")
            st.metrics.disconnects.inc()
            return self.response or web.Response(status=499)
        except (_UpstreamBroke, aiohttp.ClientError, OSError, TimeoutError) as exc:
            cause = exc.__cause__ if isinstance(exc, _UpstreamBroke) else exc
            st.metrics.upstream_errors.inc("none")
            self.cut = self._judge_stream
            return self.fail("upstream", cause or exc, code="upstream_failed")

    async def _relay(self, upstream: UpstreamAnswer) -> web.StreamResponse:
        status = upstream.status
        if status >= 400:
            self.state.stats.add("upstream_errors")
            self.state.metrics.upstream_errors.inc(str(status))
        ctype = upstream.headers.get("content-type", "")
        encoded = upstream.headers.get("content-encoding", "identity").lower() != "identity"
        self.sse = sse = "text/event-stream" in ctype
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
            if self.trace is not None:
                self.trace.keep(body or raw)
            resp = web.Response(status=status, reason=upstream.reason, body=body or raw)
            wire.copy_response_headers(resp.headers, upstream.headers, keep_length=False)
            resp.headers[wire.RID_HEADER] = self.rid
            return resp
        return await self._stream(upstream, sse, plans)

    async def _stream(
        self, upstream: UpstreamAnswer, sse: bool, plans: list[PlannedStream]
    ) -> web.StreamResponse:
        """Relay an answer as it arrives (reshaped when stream faults fired)."""
        status = upstream.status
        stream = _Relayed(status=status, reason=upstream.reason)
        wire.copy_response_headers(stream.headers, upstream.headers, keep_length=not plans)
        stream.headers[wire.RID_HEADER] = self.rid
        content = upstream.content
        try:
            await stream.prepare(self.request)
            if plans or not (content.total_bytes or content.is_eof()):
                await stream.write(b"")  # nothing to send with them yet: headers now
        except ConnectionError as exc:
            raise _ClientGone() from exc
        self.response = stream
        self._judge_stream = sse and status < 300 and is_completion_path(self.path)
        if not plans:
            tail = await self._pass(content, stream, sse)
        else:
            chunks = wire.reshape(asse_events(content.iter_any()), plans, self.path)
            try:
                tail = await self._pump(chunks, stream, sse)
            except wire.StreamCut:
                self.cut = self._judge_stream
                wire.reset(self.request)
                return stream
        if self._judge_stream and not _finished(tail):
            self.cut = True
        try:
            await stream.write_eof()
        except (ConnectionError, RuntimeError) as exc:
            raise _ClientGone() from exc
        return stream

    async def _pass(
        self, content: aiohttp.StreamReader, resp: web.StreamResponse, sse: bool
    ) -> bytes:
        """Forward the upstream's bytes as they arrive, untouched (no fault reads them);
        returns the last two chunks (where a stream's terminator is).

        The minimal-work path: whatever has arrived goes out in one write, and the last
        bytes go out with the end of the body (the headers too, when everything came at
        once: a JSON answer leaves in one send)."""
        read, write = content.readany, resp.write
        keep = self.trace.keep if self.trace is not None else None
        prev = last = b""
        while True:
            try:
                chunk = await read()
            except Exception as exc:
                raise _UpstreamBroke() from exc
            if not chunk:
                return prev + last
            prev, last = last, chunk
            if keep is not None:
                keep(chunk)
            try:
                if content.is_eof():  # nothing more will come: the end leaves with it
                    await resp.write_eof(chunk)
                else:
                    await write(chunk)
            except (ConnectionError, RuntimeError) as exc:
                raise _ClientGone() from exc
            if sse and not self.first_byte:
                self.first_byte = time.monotonic()

    async def _pump(
        self, chunks: AsyncIterator[bytes], resp: web.StreamResponse, sse: bool
    ) -> bytes:
        """Forward every chunk of a reshaped stream; returns the last two."""
        it = aiter(chunks)
        keep = self.trace.keep if self.trace is not None else None
        prev = last = b""
        try:
            while True:
                try:
                    chunk = await anext(it)
                except StopAsyncIteration:
                    return prev + last
                except wire.StreamCut:
                    raise
                except Exception as exc:
                    raise _UpstreamBroke() from exc
                try:
                    await resp.write(chunk)
                except (ConnectionError, RuntimeError) as exc:
                    raise _ClientGone() from exc
                if sse and not self.first_byte:
                    self.first_byte = time.monotonic()
                prev, last = last, chunk
                if keep is not None:
                    keep(chunk)
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


class _Relayed(web.StreamResponse):
    """A relayed answer whose headers leave with the first body bytes when those have
    already arrived: one send instead of two (a send on loopback costs as much as all
    the proxy's Python work for a request). When the body is not there yet, the headers
    are flushed at once, as the upstream sent them."""

    _send_headers_immediately = False


def _payload(body: bytes) -> bytes | io.BytesIO | None:
    # aiohttp warns that a large bytes body may block the loop; a file-like one streams
    if not body:
        return None
    return io.BytesIO(body) if len(body) > 2**20 else body


def _body_key(body: bytes) -> int:
    # the logical-request key of a body: a hash of all of it, or of its ends when large
    if len(body) <= 2**20:
        return hash(body)
    return hash((len(body), body[:65536], body[-65536:]))


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


def open_upstream(state: ProxyState) -> None:
    """Open the upstream session (and the lean client's pool) in the running loop."""
    connector = aiohttp.TCPConnector(limit=0, ttl_dns_cache=300, keepalive_timeout=30)
    state.session = aiohttp.ClientSession(
        connector=connector,
        timeout=aiohttp.ClientTimeout(total=None, sock_connect=30),
        auto_decompress=False,
        cookie_jar=aiohttp.DummyCookieJar(),
    )
    if state.lean_upstream:
        state.pool = UpstreamPool(state.upstream)


async def close_upstream(state: ProxyState) -> None:
    """Close what :func:`open_upstream` opened."""
    if state.pool is not None:
        state.pool.close()
        state.pool = None
    if state.session is not None:
        await state.session.close()
        state.session = None


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
