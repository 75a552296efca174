"""A lean HTTP/1.1 client for the load generator's hot path, on raw asyncio protocols.

aiohttp spends about 0.35 ms of CPU per request here, which caps one process near 3,000
requests/s: the generator would measure itself. :class:`LeanClient` sends pre-built
request bytes over keep-alive connections (one per request in flight) and parses only
what the metrics need: the status line, the framing headers (``Content-Length``,
``Transfer-Encoding: chunked``, ``Connection``, ``Content-Type``), then the body, whose SSE
events are timed as they arrive (:class:`~genai_chaos.load.answers.StreamEvents`). It
gives the same outcomes as :class:`~genai_chaos.load.openai_client.OpenAIClient`:

* a connection closed mid-answer is ``incomplete`` (mid-stream, or short of
  ``Content-Length``); closed before any byte of the answer, ``connect_error`` (after one
  retry on a fresh connection when a kept-alive one had gone stale);
* a 4xx/5xx answer is ``http_error`` with its status and the start of its body;
* not finished within ``target.timeout`` is ``timeout`` (the connection is dropped);
* an answer that is not HTTP/1.x, or framed wrongly, is ``invalid``.

Plain ``http://`` only: :func:`open_client` picks aiohttp for anything else (TLS).

>>> from genai_chaos.load.openai_client import Target
>>> c = LeanClient(Target("http://127.0.0.1:8000/v1", model="m", stream=False))
>>> c.request_bytes("hi", 4).split(b"\\r\\n")[:2]
[b'POST /v1/chat/completions HTTP/1.1', b'Host: 127.0.0.1:8000']
>>> parse_head(b"HTTP/1.1 200 OK\\r\\nContent-Length: 12\\r\\nConnection: close")
(200, 12, False, False, b'')
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any, Literal, Protocol, cast
from urllib.parse import urlsplit

from genai_chaos.load.answers import StreamEvents, read_body
from genai_chaos.load.engine import Result
from genai_chaos.load.openai_client import OpenAIClient, Target

ClientKind = Literal["auto", "lean", "aiohttp"]
_MAX_HEAD = 65_536
_KEEP_ERROR_BODY = 300


class Client(Protocol):
    """What the load generator needs of an HTTP client."""

    async def __aenter__(self) -> Client: ...

    async def __aexit__(self, *exc: object) -> None: ...

    async def send(self, prompt: str, max_tokens: int) -> Result: ...


def open_client(target: Target, kind: ClientKind = "auto") -> Client:
    """The client for ``target``: ``lean`` (:class:`LeanClient`, plain HTTP only),
    ``aiohttp`` (:class:`~genai_chaos.load.openai_client.OpenAIClient`, anything aiohttp
    speaks, TLS included), or ``auto``: lean for ``http://``, aiohttp otherwise.

    >>> from genai_chaos.load.openai_client import Target
    >>> type(open_client(Target("https://api.example.com"))).__name__
    'OpenAIClient'
    """
    if kind not in ("auto", "lean", "aiohttp"):
        raise ValueError(f"unknown client {kind!r}; expected auto, lean or aiohttp")
    plain = urlsplit(target.url).scheme == "http"
    if kind == "lean" and not plain:
        raise ValueError(f"the lean client speaks plain http:// only, not {target.url!r}")
    if kind == "aiohttp" or not plain:
        return OpenAIClient(target)
    return LeanClient(target)


def _header(lower_head: bytes, name: bytes) -> bytes | None:
    i = lower_head.find(b"\r\n" + name + b":")
    if i < 0:
        return None
    i += len(name) + 3
    j = lower_head.find(b"\r\n", i)
    return (lower_head[i:] if j < 0 else lower_head[i:j]).strip()


Head = tuple[int, int | None, bool, bool, bytes]
_HEADS: dict[bytes, Head] = {}
_HEADS_KEPT = 512


def parse_head(head: bytes) -> Head:
    """``(status, content length or None, chunked, keep-alive, content type)`` of a
    response head (without its final blank line); ``ValueError`` when it is not HTTP/1.x.
    A server sends the same head again and again: the last few hundred are remembered."""
    known = _HEADS.get(head)
    if known is not None:
        return known
    if not head.startswith(b"HTTP/1.") or len(head) < 12 or head[8:9] != b" ":
        raise ValueError("the answer is not HTTP/1.x: " + head[:60].decode("latin-1"))
    status = int(head[9:12])
    lower = head.lower()
    chunked = b"chunked" in (_header(lower, b"transfer-encoding") or b"")
    raw_length = _header(lower, b"content-length")
    length = None if raw_length is None or chunked else int(raw_length)
    conn = _header(lower, b"connection") or b""
    keep = b"close" not in conn if head[7:8] == b"1" else b"keep-alive" in conn
    ctype = (_header(lower, b"content-type") or b"").split(b";")[0].strip()
    if length is not None and length < 0:
        raise ValueError("negative Content-Length")
    if len(_HEADS) >= _HEADS_KEPT:
        _HEADS.clear()
    parsed = _HEADS[head] = (status, length, chunked, keep, ctype)
    return parsed


class _Exchange:
    """One request on one connection: parses the answer as its bytes arrive and
    resolves ``future`` with the outcome."""

    __slots__ = (
        "body",
        "buf",
        "chunk_left",
        "conn",
        "detail",
        "events",
        "future",
        "got",
        "keep",
        "length",
        "line_buf",
        "mode",
        "start",
        "status",
        "stream",
    )

    def __init__(
        self,
        conn: _Conn,
        future: asyncio.Future[str],
        start: float,
        detail: dict[str, Any],
        stream: bool,
    ) -> None:
        self.conn = conn
        self.future = future
        self.start = start
        self.detail = detail
        self.stream = stream
        self.buf = b""
        self.got = False  # any byte of the answer
        self.mode = "head"  # head, length, chunk-size, chunk-data, chunk-crlf, trailer, eof
        self.status = 0
        self.length = 0
        self.chunk_left = 0
        self.keep = False
        self.body: list[bytes] = []
        self.events: StreamEvents | None = None
        self.line_buf = b""

    # -- framing -------------------------------------------------------------------------

    def feed(self, data: bytes) -> None:
        self.got = True
        buf = self.buf + data if self.buf else data
        self.buf = b""
        try:
            self._parse(buf)
        except ValueError as exc:
            self.finish("invalid", f"a malformed HTTP answer: {exc}", keep=False)

    def _parse(self, buf: bytes) -> None:
        pos = 0
        while not self.future.done():
            nxt = _STEPS[self.mode](self, buf, pos)
            if nxt < 0:
                break
            pos = nxt
        if pos < len(buf):
            if self.future.done():
                self.conn.close()  # bytes after the answer: the connection is unusable
            else:
                self.buf = buf[pos:]

    # each step reads from buf[pos:] and returns the new position, or -1 for more bytes

    def _head(self, buf: bytes, pos: int) -> int:
        end = buf.find(b"\r\n\r\n", pos)
        if end < 0:
            if len(buf) - pos > _MAX_HEAD:
                raise ValueError("a response head over 64 KiB")
            return -1
        status, length, chunked, keep, ctype = parse_head(buf[pos:end])
        if 100 <= status < 200:
            return end + 4  # an interim answer (103 Early Hints): the real one follows
        self._begin(status, ctype, keep)
        if chunked:
            self.mode = "chunk-size"
        elif length is not None:
            self.mode, self.length = "length", length
            if length == 0 or status in (204, 304):
                self._complete()
        else:
            self.mode, self.keep = "eof", False  # the body runs to the close
        return end + 4

    def _sized(self, buf: bytes, pos: int) -> int:
        take = min(self.length, len(buf) - pos)
        if take:
            self._body(buf if pos == 0 and take == len(buf) else buf[pos : pos + take])
            self.length -= take
        if self.length:
            return pos + take if take else -1
        self._complete()
        return pos + take

    def _chunk_size(self, buf: bytes, pos: int) -> int:
        end = buf.find(b"\r\n", pos)
        if end < 0:
            if len(buf) - pos > 1024:
                raise ValueError("a chunk-size line over 1 KiB")
            return -1
        size = int(buf[pos:end].split(b";")[0].strip(), 16)
        if size < 0:
            raise ValueError("a negative chunk size")
        self.chunk_left = size
        self.mode = "chunk-data" if size else "trailer"
        return end + 2

    def _chunk_data(self, buf: bytes, pos: int) -> int:
        take = min(self.chunk_left, len(buf) - pos)
        if take:
            self._body(buf[pos : pos + take])
            self.chunk_left -= take
        if self.chunk_left:
            return pos + take if take else -1
        self.mode = "chunk-crlf"
        return pos + take

    def _chunk_crlf(self, buf: bytes, pos: int) -> int:
        if len(buf) - pos < 2:
            return -1
        if buf[pos : pos + 2] != b"\r\n":
            raise ValueError("a chunk not followed by CRLF")
        self.mode = "chunk-size"
        return pos + 2

    def _trailer(self, buf: bytes, pos: int) -> int:
        end = buf.find(b"\r\n", pos)
        if end < 0:
            return -1
        if end == pos:  # the blank line that ends the trailers
            self._complete()
        return end + 2

    def _to_eof(self, buf: bytes, pos: int) -> int:
        if pos >= len(buf):
            return -1
        self._body(buf[pos:])
        return len(buf)

    def _begin(self, status: int, ctype: bytes, keep: bool) -> None:
        self.status = status
        self.keep = keep
        self.detail["status"] = status
        if status < 400 and self.stream and ctype == b"text/event-stream":
            self.events = StreamEvents(self.start)
        elif status < 400:
            self.detail["streamed"] = False

    def _body(self, data: bytes) -> None:
        events = self.events
        if events is None:
            if self.status < 400 or sum(map(len, self.body)) < _KEEP_ERROR_BODY:
                self.body.append(data)
            return
        lines = (self.line_buf + data if self.line_buf else data).split(b"\n")
        self.line_buf = lines.pop()
        if events.done or events.error is not None or events.invalid is not None:
            return
        for line in lines:
            if events.line(line):
                return

    def _complete(self) -> None:
        events = self.events
        if events is not None:
            if self.line_buf and not events.done:
                events.line(self.line_buf)
            self.finish(events.outcome(self.detail), None, keep=self.keep)
            return
        raw = b"".join(self.body)
        if self.status >= 400:
            text = raw[:_KEEP_ERROR_BODY].decode("utf-8", "replace")
            self.finish("http_error", f"HTTP {self.status}: {text}", keep=self.keep)
            return
        self.detail["ttft"] = self.detail["e2e"] = time.perf_counter() - self.start
        self.finish(read_body(raw, self.detail), None, keep=self.keep)

    def finish(self, outcome: str, error: str | None, *, keep: bool) -> None:
        if self.future.done():
            return
        if error is not None:
            self.detail["error"] = error
        self.conn.done(keep)
        self.future.set_result(outcome)

    def lost(self, exc: Exception | None) -> None:
        """The connection closed before the answer ended."""
        if self.mode == "eof":
            self._complete()
            return
        why = f" ({type(exc).__name__}: {exc})" if exc else ""
        if not self.got:
            self.finish("connect_error", "the server closed the connection" + why, keep=False)
        elif self.events is not None and self.mode != "head":
            outcome = self.events.outcome(self.detail)
            if outcome == "ok":  # [DONE] and a finish_reason: only the framing was cut
                self.finish("ok", None, keep=False)
            else:
                err = self.detail.get("error", "")
                self.finish(outcome, f"the connection closed mid-stream{why}; {err}", keep=False)
        else:
            self.finish("incomplete", "the connection closed mid-answer" + why, keep=False)


class _Conn(asyncio.Protocol):
    """One keep-alive connection; carries one exchange at a time."""

    def __init__(self, idle: list[_Conn], live: set[_Conn]) -> None:
        self.idle = idle
        self.live = live
        self.transport: asyncio.Transport | None = None
        self.exchange: _Exchange | None = None
        self.closed = False
        self.used = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is no subclass

    def data_received(self, data: bytes) -> None:
        ex = self.exchange
        if ex is None:  # an answer nobody asked for
            self.close()
            return
        ex.feed(data)

    def eof_received(self) -> bool | None:
        self.closed = True  # not to be reused; connection_lost follows
        return None

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self.live.discard(self)
        ex, self.exchange = self.exchange, None
        if ex is not None:
            ex.lost(exc)

    def start(self, ex: _Exchange, data: bytes) -> None:
        assert self.transport is not None
        self.exchange = ex
        self.transport.write(data)

    def done(self, keep: bool) -> None:
        """The exchange ended: back to the pool, or closed."""
        self.exchange = None
        self.used = True
        if keep and not self.closed:
            self.idle.append(self)
        else:
            self.close()

    def close(self) -> None:
        self.exchange = None
        if not self.closed:
            self.closed = True
            if self.transport is not None:
                self.transport.close()


class LeanClient:
    """Sends requests to one plain-HTTP :class:`Target` over pooled keep-alive
    connections (use as an async context manager); see the module docstring."""

    def __init__(self, target: Target) -> None:
        parts = urlsplit(target.url)
        if parts.scheme != "http" or not parts.hostname:
            raise ValueError(f"the lean client needs an http://host URL, not {target.url!r}")
        self.target = target
        self.host = parts.hostname
        self.port = parts.port or 80
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        host = f"[{self.host}]" if ":" in self.host else self.host  # no userinfo, ever
        host += f":{parts.port}" if parts.port else ""
        head = f"POST {path} HTTP/1.1\r\nHost: {host}\r\n"
        head += "".join(f"{k}: {v}\r\n" for k, v in target.headers().items())
        self._head = (head + "Content-Length: ").encode("latin-1")
        self._templates: dict[int, tuple[bytes, bytes] | None] = {}
        self._idle: list[_Conn] = []
        self._live: set[_Conn] = set()

    async def __aenter__(self) -> LeanClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        for conn in list(self._live):
            conn.close()
        self._live.clear()
        self._idle.clear()

    def request_bytes(self, prompt: str, max_tokens: int) -> bytes:
        """The whole request: head and JSON body (the body's template cached per
        ``max_tokens``, only the prompt encoded per request)."""
        if max_tokens not in self._templates:
            text = json.dumps(self.target.body("\x00", max_tokens))
            pre, found, post = text.partition('"\\u0000"')
            # extra_body may replace the prompt's field: then the body is built whole
            self._templates[max_tokens] = (pre.encode(), post.encode()) if found else None
        tpl = self._templates[max_tokens]
        if tpl is None:
            body = json.dumps(self.target.body(prompt, max_tokens)).encode()
        else:
            body = tpl[0] + json.dumps(prompt).encode() + tpl[1]
        return self._head + str(len(body)).encode() + b"\r\n\r\n" + body

    async def _connect(self) -> _Conn:
        loop = asyncio.get_running_loop()
        _, conn = await loop.create_connection(
            lambda: _Conn(self._idle, self._live), self.host, self.port
        )
        self._live.add(conn)
        return conn

    def _idle_conn(self) -> _Conn | None:
        idle = self._idle
        while idle:
            conn = idle.pop()
            if not conn.closed:
                return conn
        return None

    async def send(self, prompt: str, max_tokens: int) -> Result:
        """One request; never raises for the endpoint's faults (see the outcomes)."""
        detail: dict[str, Any] = {"max_tokens": max_tokens, "streamed": self.target.stream}
        start = time.perf_counter()
        data = self.request_bytes(prompt, max_tokens)
        timeout = self.target.timeout
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        try:
            for _ in range(2):
                outcome = await self._attempt(data, start, detail, deadline)
                if outcome != "stale":
                    break
                detail.pop("error", None)
            else:
                outcome = "connect_error"
                detail["error"] = "the server closed the connection before answering"
        except TimeoutError:
            outcome = "timeout"
            detail["error"] = f"no complete answer within {timeout:g} s"
        except OSError as exc:
            outcome = "connect_error"
            detail["error"] = f"{type(exc).__name__}: {exc}"
        detail.setdefault("e2e", time.perf_counter() - start)
        return Result(outcome, detail)

    async def _attempt(
        self, data: bytes, start: float, detail: dict[str, Any], deadline: float
    ) -> str:
        loop = asyncio.get_running_loop()
        conn = self._idle_conn()
        if conn is None:
            async with asyncio.timeout_at(deadline):
                conn = await self._connect()
        reused = conn.used
        future: asyncio.Future[str] = loop.create_future()
        ex = _Exchange(conn, future, start, detail, self.target.stream)
        conn.start(ex, data)
        timer = loop.call_at(deadline, _expire, future, conn)
        try:
            outcome = await future
        except BaseException:
            conn.close()  # cancelled or timed out: the answer's state is unknown
            raise
        finally:
            timer.cancel()
        if reused and outcome == "connect_error" and not ex.got:
            return "stale"
        return outcome


_STEPS = {
    "head": _Exchange._head,
    "length": _Exchange._sized,
    "chunk-size": _Exchange._chunk_size,
    "chunk-data": _Exchange._chunk_data,
    "chunk-crlf": _Exchange._chunk_crlf,
    "trailer": _Exchange._trailer,
    "eof": _Exchange._to_eof,
}


def _expire(future: asyncio.Future[str], conn: _Conn) -> None:
    if not future.done():
        future.set_exception(TimeoutError())
        conn.close()
