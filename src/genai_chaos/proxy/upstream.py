"""A lean upstream client for the no-fault path: pooled keep-alive HTTP/1.1 connections
to a plain-``http://`` upstream, request bytes built and sent in one write.

aiohttp's ``ClientSession.request`` builds a request object, merges headers, consults
the cookie jar, acquires a connection through the connector and builds a response object
for every request: on loopback that machinery is a large share of the proxy's CPU per
request (docs/performance-proxy.md, "Fourth round"). When no fault has to read or alter
the answer, :class:`UpstreamPool` sends what aiohttp would send (``Host``, the forwarded
headers, ``Content-Length``; nothing added) and parses the answer with aiohttp's own
protocol and HTTP parser (``ResponseHandler``, the one aiohttp's connector uses), so the
answer's status, reason, headers and body reader are those the aiohttp path sees. Faults,
an upstream over TLS or with credentials in its URL, ``HEAD``/``CONNECT`` and
``Expect: 100-continue`` keep the full aiohttp client.

>>> from yarl import URL
>>> UpstreamPool.serves(URL("http://127.0.0.1:8000/v1")), UpstreamPool.serves(URL("https://api"))
(True, False)
>>> UpstreamPool(URL("http://[::1]:8000")).host_header
'[::1]:8000'
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import math
import socket
import time
from collections import deque
from collections.abc import Iterable
from typing import Any, Protocol, cast

from aiohttp import (
    ClientConnectorCertificateError,
    ClientConnectorError,
    ClientConnectorSSLError,
    ClientOSError,
    ClientResponseError,
    ConnectionTimeoutError,
    RequestInfo,
    ServerDisconnectedError,
    StreamReader,
    TCPConnector,
)
from aiohttp.client_proto import ResponseHandler
from aiohttp.http import HttpProcessingError, RawResponseMessage
from multidict import CIMultiDict, CIMultiDictProxy
from yarl import URL

#: methods whose answers the lean client relays (HEAD has a body-less answer with a
#: length, CONNECT tunnels: both keep aiohttp)
METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
#: retried once on a fresh connection when a kept-alive one turns out closed (as aiohttp)
_IDEMPOTENT = frozenset({"GET", "OPTIONS", "PUT", "DELETE"})
#: methods aiohttp sends no ``Content-Length: 0`` for when there is no body
_NO_BODY_LENGTH = frozenset({"GET", "OPTIONS"})
_READ_BUFSIZE = 2**16  # aiohttp's default read_bufsize
_SWEEP_MIN_S = 1.0  # the idle-pool timer fires no more often than this (or the timeout)
#: aiohttp's connect errors that say more than "unreachable" (kept as they are)
_TLS_ERRORS = (ClientConnectorCertificateError, ClientConnectorSSLError)


def _address(sockaddr: tuple[Any, ...]) -> tuple[str, int]:
    """A resolved address as ``create_connection`` takes it: an IPv6 address keeps the
    interface (scope id) its look-up named, without which a link-local one is unreachable.

    >>> _address(("10.0.0.1", 80)), _address(("fe80::1", 80, 0, 2)), _address(("::1", 80, 0, 0))
    (('10.0.0.1', 80), ('fe80::1%2', 80), ('::1', 80))
    """
    host = str(sockaddr[0])
    if len(sockaddr) >= 4 and sockaddr[3] and "%" not in host:
        host = f"{host}%{sockaddr[3]}"
    return host, int(sockaddr[1])


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


class UpstreamAnswer(Protocol):
    """What the relay needs of an upstream answer (aiohttp's ``ClientResponse`` has it)."""

    @property
    def status(self) -> int: ...

    @property
    def reason(self) -> str | None: ...

    @property
    def headers(self) -> CIMultiDictProxy[str]: ...

    @property
    def content(self) -> StreamReader: ...

    async def read(self) -> bytes: ...


class UpstreamUnreachable(ConnectionError):
    """No connection to the upstream could be opened (refused, unreachable, timed out,
    or its name did not resolve): the same error and message whichever client tried,
    the lean pool or aiohttp's (whose errors :func:`unreachable` maps to this one).

    >>> refused = ConnectionRefusedError(111, "Connect call failed ('::1', 9)")
    >>> str(UpstreamUnreachable("::1", 9, refused))
    "cannot connect to the upstream [::1]:9: [Errno 111] Connect call failed ('::1', 9)"
    >>> str(UpstreamUnreachable("api.internal", 80, TimeoutError()))
    'cannot connect to the upstream api.internal:80: timed out'
    """

    def __init__(self, host: str, port: int | None, reason: BaseException) -> None:
        where = f"[{host}]" if ":" in host else host
        why = str(reason) or ("timed out" if isinstance(reason, TimeoutError) else repr(reason))
        super().__init__(f"cannot connect to the upstream {where}:{port}: {why}")
        #: the upstream's host and port, and the OS error (or timeout) the connect met
        self.host, self.port, self.reason = host, port, reason

    def __reduce__(self) -> tuple[type[UpstreamUnreachable], tuple[str, int | None, BaseException]]:
        return type(self), (self.host, self.port, self.reason)


def unreachable(upstream: URL, error: BaseException) -> BaseException:
    """``error`` as :class:`UpstreamUnreachable` when it is aiohttp's failure to connect
    (refused, unreachable, name not resolved, connect timeout; TLS failures keep their
    own, more telling, type), caused by aiohttp's error; any other error unchanged.

    >>> from aiohttp import ClientConnectorError
    >>> from aiohttp.client_reqrep import ConnectionKey
    >>> key = ConnectionKey("127.0.0.1", 9, False, True, None, None, None)
    >>> refused = ConnectionRefusedError(111, "Connect call failed ('127.0.0.1', 9)")
    >>> print(unreachable(URL("http://127.0.0.1:9"), ClientConnectorError(key, refused)))
    cannot connect to the upstream 127.0.0.1:9: [Errno 111] Connect call failed ('127.0.0.1', 9)
    >>> unreachable(URL("http://127.0.0.1:9"), ValueError("other"))
    ValueError('other')
    """
    host, port = upstream.raw_host or "", upstream.port
    mapped: UpstreamUnreachable | None = None
    if isinstance(error, ClientConnectorError) and not isinstance(error, _TLS_ERRORS):
        mapped = UpstreamUnreachable(host, port, error.os_error)
    elif isinstance(error, ConnectionTimeoutError):
        mapped = UpstreamUnreachable(host, port, TimeoutError())
    if mapped is None:
        return error
    mapped.__cause__ = error
    return mapped


class KeepAliveConnector(TCPConnector):
    """aiohttp's ``TCPConnector`` that never reuses an idle connection the upstream has
    written to unasked (a ``408 Request Timeout`` before it closes an idle connection,
    say): aiohttp's own reuses any connection still open, and reads that stale answer as
    the next request's (the lean :class:`UpstreamPool` skips them the same way).

    A connection goes back to aiohttp's pool only when its protocol's ``should_close``
    is false, so one that turns true while it waits got bytes nobody asked for (or
    failed): such connections at the end of the pool aiohttp reuses from are closed, up to
    the first good one, before aiohttp takes one (:func:`_drop_stale`). This reads
    aiohttp's idle pool (``_conns``, stable since aiohttp 3.0); on a version without it,
    the connector is aiohttp's own.

    >>> async def main() -> bool:
    ...     connector = KeepAliveConnector()
    ...     try:
    ...         return isinstance(connector, TCPConnector)
    ...     finally:
    ...         await connector.close()
    >>> asyncio.run(main())
    True
    """

    def _get(self, key: Any, *args: Any, **kwargs: Any) -> Any:
        # (a plain function up to aiohttp 3.10.10, a coroutine function since: whatever it
        # is, it runs after the stale connections at the end it takes from are gone)
        idle = getattr(self, "_conns", {}).get(key)
        if idle:
            _drop_stale(idle, self._keepalive_timeout)
        return super()._get(key, *args, **kwargs)


def _drop_stale(idle: Any, keepalive: float | None) -> None:
    """Close the idle connections at the end aiohttp takes from (the front of a deque
    since aiohttp 3.11, the end of a list before) that got bytes unasked, up to the first
    one still good: one look per request while the pool is healthy, however many idle
    connections it holds. An expired connection there goes too, or aiohttp would skip it
    and take the one behind it without this check."""
    front = not isinstance(idle, list)
    now = time.monotonic()
    while idle:
        proto, since = idle[0] if front else idle[-1]
        expired = keepalive is not None and now - since > keepalive
        if not (proto.should_close or expired):
            return
        if front:
            idle.popleft()
        else:
            idle.pop()
        proto.close()


class _Conn(ResponseHandler):
    """One pooled connection (aiohttp's client protocol; its parser set once)."""

    idle_since = 0.0


class Answer:
    """An answer on a pooled connection; the connection goes back to the pool when the
    answer was read to its end and the upstream keeps it alive, else it is closed."""

    __slots__ = ("_conn", "_pool", "content", "headers", "reason", "status")

    def __init__(
        self,
        pool: UpstreamPool,
        conn: _Conn,
        message: RawResponseMessage,
        content: StreamReader,
    ) -> None:
        self._pool = pool
        self._conn: _Conn | None = conn
        self.status: int = message.code
        self.reason: str | None = message.reason
        self.headers: CIMultiDictProxy[str] = message.headers
        self.content = content

    async def read(self) -> bytes:
        """The whole body."""
        return await self.content.read()

    def release(self) -> None:
        """Give the connection back (or close it when the answer was not read through)."""
        conn, self._conn = self._conn, None
        if conn is not None:
            self._pool.put(conn, reusable=self.content.is_eof())


class _Exchange:
    """``async with pool.request(...) as answer``: sends on enter, releases on exit."""

    __slots__ = ("_answer", "_args", "_pool")

    def __init__(self, pool: UpstreamPool, args: tuple[str, str, bytes]) -> None:
        self._pool = pool
        self._args = args
        self._answer: Answer | None = None

    async def __aenter__(self) -> Answer:
        self._answer = await self._pool.send(*self._args)
        return self._answer

    async def __aexit__(self, *exc: object) -> None:
        if self._answer is not None:
            self._answer.release()


class UpstreamPool:
    """Keep-alive connections to one plain-HTTP upstream (at most ``max_idle`` idle ones
    kept, each for at most ``idle_timeout_s``); see the module docstring. A host name is
    looked up at most once every ``dns_ttl_s`` for new connections.

    The newest idle connection is used first (it is the likeliest still open); expired
    ones are closed from the oldest end at every take and put, and, while the pool sees
    no traffic, by one timer (at most one pending per pool, firing at most once a second,
    cancelled by :meth:`close`). An idle connection the upstream has written to (an
    unasked ``408``) is closed, never reused.
    """

    def __init__(
        self,
        upstream: URL,
        *,
        max_idle: int = 256,
        idle_timeout_s: float = 30.0,
        connect_timeout_s: float = 30.0,
        dns_ttl_s: float = 10.0,
        attempt_timeout_s: float = 2.0,
    ) -> None:
        if not self.serves(upstream):
            raise ValueError(f"the lean upstream client needs a plain http:// URL, not {upstream}")
        self.host = cast(str, upstream.raw_host)
        self.port = cast(int, upstream.port)
        host = f"[{self.host}]" if ":" in self.host else self.host
        #: the ``Host`` header aiohttp would send (no port when it is the default)
        self.host_header = host if upstream.is_default_port() else f"{host}:{self.port}"
        self._host_line = f"Host: {self.host_header}\r\n"
        self.max_idle = max_idle
        self.idle_timeout_s = idle_timeout_s
        self.connect_timeout_s = connect_timeout_s
        #: how long a name's addresses are reused for new connections (aiohttp's
        #: connector caches them for 10 s too); 0 resolves for every connection
        self.dns_ttl_s = dns_ttl_s
        #: the most one address of several may take to connect before the next is tried
        self.attempt_timeout_s = attempt_timeout_s
        self._addresses: list[tuple[str, int]] = []
        self._resolved_at = -math.inf
        #: the look-up under way, shared by the connections that wait for it
        self._lookup: asyncio.Task[list[tuple[str, int]]] | None = None
        #: an IP literal needs no look-up
        self._literal = _is_ip(self.host)
        #: idle connections, oldest first
        self._idle: deque[_Conn] = deque()
        self._sweeper: asyncio.TimerHandle | None = None
        self._closed = False

    @staticmethod
    def serves(upstream: URL) -> bool:
        """Whether the lean client can reach ``upstream`` (plain http, no credentials)."""
        return (
            upstream.scheme == "http"
            and bool(upstream.raw_host)
            and not upstream.raw_user
            and not upstream.raw_password
        )

    @staticmethod
    def takes(method: str, expect: str | None) -> bool:
        """Whether a request (its method, its ``Expect`` header) can go the lean way;
        else aiohttp's client takes it (it waits for ``100 Continue`` to send a body)."""
        return method in METHODS and (expect is None or expect.lower() != "100-continue")

    def request(
        self, method: str, target: str, headers: Iterable[tuple[str, str]], body: bytes
    ) -> _Exchange:
        """Send one request (``target``: the path and query as sent); use as
        ``async with pool.request(...) as answer``."""
        return _Exchange(self, (method, target, self.head(method, target, headers, body)))

    def head(
        self, method: str, target: str, headers: Iterable[tuple[str, str]], body: bytes
    ) -> bytes:
        """The request's bytes: what aiohttp's client sends for it, in its order
        (``Host``, the headers, ``Content-Length``), then the body."""
        lines = [method, " ", target, " HTTP/1.1\r\n", self._host_line]
        for k, v in headers:
            lines += (k, ": ", v, "\r\n")
        if body or method not in _NO_BODY_LENGTH:
            lines += ("Content-Length: ", str(len(body)), "\r\n")
        lines.append("\r\n")
        return "".join(lines).encode("utf-8", "surrogateescape") + body

    async def send(self, method: str, target: str, data: bytes) -> Answer:
        """Send ``data`` (a whole request) and wait for the answer's head."""
        conn = self._take()
        reused = conn is not None
        if conn is None:
            conn = await self._connect()
        while True:
            transport = conn.transport
            assert transport is not None
            transport.write(data)
            try:
                message, payload = await conn.read()
                while 100 <= message.code < 200 and message.code != 101:
                    message, payload = await conn.read()  # an interim answer (as aiohttp)
            except HttpProcessingError as exc:
                conn.close()
                raise self._malformed(method, target, exc) from exc
            except BaseException as exc:
                conn.close()
                stale = isinstance(exc, (ClientOSError, ServerDisconnectedError))
                if not (stale and reused and method in _IDEMPOTENT):
                    raise
                reused = False  # a kept-alive connection had gone: once more, on a fresh one
                conn = await self._connect()
                continue
            return Answer(self, conn, message, payload)

    def _malformed(self, method: str, target: str, exc: HttpProcessingError) -> ClientResponseError:
        """A malformed answer as aiohttp's ``ClientResponse.start`` reports it: an upstream
        failure (a ``ClientError``), not one of the proxy's."""
        url = URL(f"http://{self.host_header}{target}", encoded=True)
        info = RequestInfo(url, method, CIMultiDictProxy(CIMultiDict()), url)
        return ClientResponseError(
            info, (), status=exc.code, message=exc.message, headers=exc.headers
        )

    def put(self, conn: _Conn, *, reusable: bool) -> None:
        """A finished exchange's connection: back to the pool, or closed."""
        if not (reusable and not self._closed and not conn.should_close and conn.is_connected()):
            conn.close()
            return
        loop = asyncio.get_running_loop()
        now = loop.time()
        self._expire(now)
        if len(self._idle) >= self.max_idle:
            conn.close()
            return
        conn.idle_since = now
        self._idle.append(conn)
        if self._sweeper is None:
            self._sweeper = loop.call_later(self.idle_timeout_s, self._sweep)

    def _take(self) -> _Conn | None:
        idle = self._idle
        if not idle:
            return None
        self._expire(asyncio.get_running_loop().time())
        while idle:
            conn = idle.pop()
            # should_close: the upstream sent something unasked while it sat idle (a 408,
            # say), which would be read as the next request's answer
            if conn.is_connected() and not conn.should_close:
                return conn
            conn.close()
        return None

    def _expire(self, now: float) -> None:
        """Close the idle connections older than ``idle_timeout_s`` (the oldest first)."""
        idle = self._idle
        oldest = now - self.idle_timeout_s
        while idle and idle[0].idle_since <= oldest:
            idle.popleft().close()

    def _sweep(self) -> None:
        """The timer of a pool without traffic: expire, then wait for the next expiry
        (no sooner than ``_SWEEP_MIN_S``, or the timeout when shorter)."""
        self._sweeper = None
        if self._closed:
            return
        loop = asyncio.get_running_loop()
        now = loop.time()
        self._expire(now)
        if self._idle:
            due = self._idle[0].idle_since + self.idle_timeout_s - now
            floor = min(_SWEEP_MIN_S, self.idle_timeout_s)
            self._sweeper = loop.call_later(max(due, floor), self._sweep)

    async def _resolve(self, loop: asyncio.AbstractEventLoop) -> list[tuple[str, int]]:
        """The upstream's addresses, in the resolver's order; looked up at most once per
        ``dns_ttl_s`` (and again after a failed connect), one look-up shared by the
        connections opened meanwhile (a caller that gives up does not stop it)."""
        if self._literal:
            return [(self.host, self.port)]
        now = loop.time()
        if self._addresses and now - self._resolved_at < self.dns_ttl_s:
            return self._addresses
        lookup = self._lookup
        if lookup is None:
            lookup = self._lookup = loop.create_task(self._look_up(loop, now))
            lookup.add_done_callback(self._looked_up)
        return await asyncio.shield(lookup)

    async def _look_up(self, loop: asyncio.AbstractEventLoop, now: float) -> list[tuple[str, int]]:
        infos = await loop.getaddrinfo(self.host, self.port, type=socket.SOCK_STREAM)
        found = list(dict.fromkeys(_address(i[4]) for i in infos))
        if not found:
            raise OSError(f"no address for {self.host}")
        self._addresses, self._resolved_at = found, now
        return found

    def _looked_up(self, task: asyncio.Task[list[tuple[str, int]]]) -> None:
        if self._lookup is task:
            self._lookup = None
        if not task.cancelled():
            task.exception()  # retrieved: every caller may have given up already

    async def _connect(self) -> _Conn:
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(self.connect_timeout_s):
                transport, conn = await self._open(loop)
        except OSError as exc:
            self._addresses = []  # the name may have moved: look it up again next time
            raise UpstreamUnreachable(self.host, self.port, exc) from exc
        sock = transport.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):  # as aiohttp's connector does
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        conn.set_response_params(
            read_until_eof=True, auto_decompress=False, read_bufsize=_READ_BUFSIZE
        )
        return conn

    async def _open(self, loop: asyncio.AbstractEventLoop) -> tuple[asyncio.Transport, _Conn]:
        """A connection to the first address that accepts one, in turn (as
        ``create_connection`` tries a name's addresses). Every address but the last gets at
        most ``attempt_timeout_s`` (and its share of ``connect_timeout_s``), so one that
        drops connection attempts silently delays the next instead of using up the whole
        timeout."""
        error: OSError | None = None
        addresses = await self._resolve(loop)
        share = min(self.attempt_timeout_s, self.connect_timeout_s / len(addresses))
        for i, (host, port) in enumerate(addresses):
            try:
                if i == len(addresses) - 1:  # the last one: the rest of the whole timeout
                    return await loop.create_connection(lambda: _Conn(loop), host, port)
                async with asyncio.timeout(share):
                    return await loop.create_connection(lambda: _Conn(loop), host, port)
            except OSError as exc:  # TimeoutError included
                error = exc
        assert error is not None  # _resolve returns at least one address
        raise error

    def close(self) -> None:
        """Close every idle connection; the pool takes none back after this."""
        self._closed = True
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        while self._idle:
            self._idle.pop().close()
