"""Forwarding a request to the upstream and relaying its answer, faults applied.

The second half of an :class:`~genai_chaos.proxy.exchange.Exchange`, as the mixin
:class:`Relay`: the request goes out through the lean pooled client when no fault reads
the answer (else aiohttp's); a JSON answer is rewritten by the response faults that
fired; an SSE answer is reshaped by the stream faults, or passed through chunk by chunk
as it arrives when none fired. A failure of the upstream answers ``502`` (or aborts the
connection when the answer had begun); a client that goes away ends the relay.
"""

from __future__ import annotations

import contextlib
import io
import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
from aiohttp import web

from genai_chaos.inject.engine import Fired, Injection, PlannedStream
from genai_chaos.inject.http import asse_events
from genai_chaos.proxy import wire
from genai_chaos.proxy.grading import is_completion_path
from genai_chaos.proxy.grading import stream_finished as _finished
from genai_chaos.proxy.rules import CompiledRule
from genai_chaos.proxy.state import ProxyState
from genai_chaos.proxy.tracing import RequestTrace
from genai_chaos.proxy.upstream import UpstreamAnswer, unreachable

_SKIP_AUTO = frozenset({"User-Agent", "Accept", "Accept-Encoding", "Content-Type"})


class _ClientGone(Exception):
    pass


class _UpstreamBroke(Exception):
    pass


class Relay:
    """The upstream half of an exchange: forward, relay the answer, fail cleanly.

    A mixin of :class:`~genai_chaos.proxy.exchange.Exchange`: the slots this half writes
    are declared here, the rest there, and the exchange sets them all (no instance dict,
    and no object of its own per request)."""

    __slots__ = ("_judge_stream", "cut", "first_byte", "response", "sse")

    response: web.StreamResponse | None
    first_byte: float
    cut: bool
    sse: bool
    _judge_stream: bool
    # the exchange's slots this half reads
    request: web.BaseRequest
    state: ProxyState
    rid: str
    path: str
    fired: list[tuple[CompiledRule, Injection]]
    trace: RequestTrace | None
    _body: bytes

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
            cause = unreachable(st.upstream, cause or exc)
            st.metrics.upstream_errors.inc("none")
            self.cut = self._judge_stream
            return self.fail("upstream", cause, code="upstream_failed")

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
