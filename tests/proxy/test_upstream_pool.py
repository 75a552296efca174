"""The lean client's pool of idle upstream connections: none is kept past its idle
timeout, and none the upstream has written to unasked is reused."""

from __future__ import annotations

import asyncio
import contextlib
import pickle
import re
import socket
import time
from collections import deque
from collections.abc import AsyncIterator

import aiohttp
import pytest
from aiohttp.client_reqrep import ConnectionKey
from yarl import URL

from genai_chaos.proxy.upstream import (
    KeepAliveConnector,
    UpstreamPool,
    UpstreamUnreachable,
    _drop_stale,
    unreachable,
)


class Upstream:
    """A keep-alive upstream on loopback that counts its open connections; ``/then408``
    answers, then sends an unasked ``408`` on the idle connection."""

    def __init__(self) -> None:
        self.open = 0
        self.url = ""

    async def serve(self, r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        self.open += 1
        try:
            for _ in range(1000):
                head = await r.readuntil(b"\r\n\r\n")
                m = re.search(rb"(?i)\r\ncontent-length: *(\d+)", head)
                if m:
                    await r.readexactly(int(m.group(1)))
                w.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
                await w.drain()
                if head.split(b" ")[1] == b"/then408":
                    await asyncio.sleep(0.02)
                    w.write(b"HTTP/1.1 408 Request Timeout\r\nContent-Length: 0\r\n\r\n")
                    await w.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            self.open -= 1
            w.close()


@contextlib.asynccontextmanager
async def _upstream() -> AsyncIterator[Upstream]:
    up = Upstream()
    server = await asyncio.start_server(up.serve, "127.0.0.1", 0)
    up.url = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}"
    try:
        yield up
    finally:
        server.close()
        await server.wait_closed()


async def _get(pool: UpstreamPool, path: str = "/") -> tuple[int, bytes]:
    async with pool.request("GET", path, [], b"") as answer:
        return answer.status, await answer.read()


async def _settle(up: Upstream, open_: int) -> None:
    for _ in range(100):  # the upstream sees a close a moment after the pool makes it
        if up.open <= open_:
            return
        await asyncio.sleep(0.01)


async def test_steady_traffic_after_a_burst_closes_the_burst_s_idle_connections():
    async with _upstream() as up:
        pool = UpstreamPool(URL(up.url), idle_timeout_s=0.2)
        try:
            await asyncio.gather(*(_get(pool) for _ in range(20)))
            assert len(pool._idle) == 20
            for _ in range(6):  # one request at a time, on the newest connection
                await asyncio.sleep(0.1)
                assert await _get(pool) == (200, b"ok")
            now = asyncio.get_running_loop().time()
            ages = [now - c.idle_since for c in pool._idle]
            assert len(ages) == 1 and ages[0] < 0.2
            await _settle(up, 1)
            assert up.open == 1
        finally:
            pool.close()


async def test_an_idle_pool_closes_its_connections_after_the_timeout():
    async with _upstream() as up:
        pool = UpstreamPool(URL(up.url), idle_timeout_s=0.1)
        try:
            await asyncio.gather(*(_get(pool) for _ in range(5)))
            assert len(pool._idle) == 5 and up.open == 5
            for _ in range(200):  # no traffic at all: the pool's timer does it
                if not pool._idle:
                    break
                await asyncio.sleep(0.01)
            assert len(pool._idle) == 0
            await _settle(up, 0)
            assert up.open == 0
        finally:
            pool.close()
        assert pool._sweeper is None


async def test_close_cancels_the_idle_timer():
    async with _upstream() as up:
        pool = UpstreamPool(URL(up.url), idle_timeout_s=60)
        await _get(pool)
        timer = pool._sweeper
        assert timer is not None
        pool.close()
        assert timer.cancelled() and pool._sweeper is None
        await _settle(up, 0)
        assert up.open == 0


async def test_a_connection_the_upstream_wrote_to_while_idle_is_not_reused():
    async with _upstream() as up:
        pool = UpstreamPool(URL(up.url))
        try:
            assert await _get(pool, "/then408") == (200, b"ok")
            await asyncio.sleep(0.1)  # the unasked 408 arrives on the idle connection
            assert len(pool._idle) == 1
            assert await _get(pool) == (200, b"ok")  # not the stale 408
        finally:
            pool.close()


def _spy_on_lookups(loop: asyncio.AbstractEventLoop) -> list[tuple[object, ...]]:
    calls: list[tuple[object, ...]] = []
    real = loop.getaddrinfo

    async def getaddrinfo(*args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        calls.append(args)
        return await real(*args, **kwargs)  # type: ignore[arg-type]

    loop.getaddrinfo = getaddrinfo  # type: ignore[method-assign]
    return calls


async def test_a_host_name_is_looked_up_once_per_ttl_and_again_after_a_failed_connect():
    async with _upstream() as up:
        port = URL(up.url).port
        calls = _spy_on_lookups(asyncio.get_running_loop())
        pool = UpstreamPool(URL(f"http://localhost:{port}"), max_idle=0)
        try:
            for _ in range(3):  # max_idle=0: a new connection every time
                assert await _get(pool) == (200, b"ok")
            assert len(calls) == 1 and calls[0][:2] == ("localhost", port)
            pool._resolved_at -= pool.dns_ttl_s  # the TTL has run out
            assert await _get(pool) == (200, b"ok")
            assert len(calls) == 2
        finally:
            pool.close()
    # the upstream is gone: the failed connect forgets the addresses
    try:
        await _get(pool)
    except ConnectionError as exc:
        assert f"localhost:{port}" in str(exc)
    else:
        raise AssertionError("expected a ConnectionError")
    assert pool._addresses == []


async def test_an_ip_literal_is_never_looked_up():
    async with _upstream() as up:
        calls = _spy_on_lookups(asyncio.get_running_loop())
        pool = UpstreamPool(URL(up.url), max_idle=0, dns_ttl_s=0)
        try:
            assert await _get(pool) == (200, b"ok")
            assert await _get(pool) == (200, b"ok")
        finally:
            pool.close()
        assert calls == []


def _fake_lookups(
    loop: asyncio.AbstractEventLoop, answers: list[tuple[object, ...]], delay_s: float = 0.0
) -> list[tuple[object, ...]]:
    """getaddrinfo replaced: each look-up is recorded and answers ``answers`` (sockaddrs)."""
    calls: list[tuple[object, ...]] = []

    async def getaddrinfo(*args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        calls.append(args)
        await asyncio.sleep(delay_s)
        family = {2: socket.AF_INET, 4: socket.AF_INET6}
        return [(family[len(a)], socket.SOCK_STREAM, 6, "", a) for a in answers]

    loop.getaddrinfo = getaddrinfo  # type: ignore[method-assign]
    return calls


def _named_pool(up: Upstream, delay_s: float) -> tuple[UpstreamPool, list[tuple[object, ...]]]:
    """A pool for ``up`` by a name whose look-up takes ``delay_s``, and its look-ups."""
    port = URL(up.url).port
    calls = _fake_lookups(asyncio.get_running_loop(), [("127.0.0.1", port)], delay_s)
    return UpstreamPool(URL(f"http://upstream.test:{port}"), max_idle=0), calls


async def test_connections_opened_together_share_one_look_up():
    async with _upstream() as up:
        pool, calls = _named_pool(up, 0.05)
        try:
            answers = await asyncio.gather(*(_get(pool) for _ in range(16)))
        finally:
            pool.close()
    assert answers == [(200, b"ok")] * 16
    assert len(calls) == 1


async def test_a_look_up_outlives_a_connect_that_gave_up_waiting_for_it():
    async with _upstream() as up:
        pool, calls = _named_pool(up, 0.2)
        try:
            first = asyncio.ensure_future(_get(pool))
            await asyncio.sleep(0.05)
            second = asyncio.ensure_future(_get(pool))
            await asyncio.sleep(0.01)
            first.cancel()  # its caller gave up: the look-up goes on for the second
            assert await second == (200, b"ok")
            assert first.cancelled() and len(calls) == 1
        finally:
            pool.close()


async def test_a_name_whose_first_address_refuses_is_reached_at_the_next():
    dead = socket.socket()
    dead.bind(("127.0.0.1", 0))  # bound, never listening: a connect is refused
    try:
        async with _upstream() as up:
            port = URL(up.url).port
            refused = ("127.0.0.1", dead.getsockname()[1])
            calls = _fake_lookups(asyncio.get_running_loop(), [refused, ("127.0.0.1", port)])
            pool = UpstreamPool(URL(f"http://upstream.test:{port}"), max_idle=0)
            try:
                assert await _get(pool) == (200, b"ok")
                assert await _get(pool) == (200, b"ok")
            finally:
                pool.close()
            assert len(calls) == 1  # a refusal by one address forgets none
    finally:
        dead.close()


async def test_an_ipv6_address_keeps_the_interface_its_look_up_named():
    loop = asyncio.get_running_loop()
    try:
        server = await asyncio.start_server(Upstream().serve, "::1", 0)
    except OSError:  # no IPv6 here
        return
    port = server.sockets[0].getsockname()[1]
    _fake_lookups(loop, [("::1", port, 0, 1)])  # scope id 1: the loopback interface
    dialled: list[object] = []
    real = loop.create_connection

    async def create_connection(factory, host, port, **kwargs):  # type: ignore[no-untyped-def]
        dialled.append(host)
        return await real(factory, host, port, **kwargs)

    loop.create_connection = create_connection  # type: ignore[method-assign]
    pool = UpstreamPool(URL(f"http://upstream.test:{port}"), max_idle=0)
    try:
        assert await _get(pool) == (200, b"ok")
    finally:
        pool.close()
        server.close()
        await server.wait_closed()
    # a link-local address (fe80::) is unreachable without its interface
    assert dialled == ["::1%1"]


async def test_an_address_that_drops_connection_attempts_delays_the_next_but_briefly():
    hung = socket.socket()
    hung.bind(("127.0.0.1", 0))
    hung.listen(0)  # a backlog of one, filled below: further SYNs are dropped, not refused
    filler: list[socket.socket] = []
    for _ in range(4):  # connect until the backlog is full (Linux takes backlog + 1)
        try:
            filler.append(socket.create_connection(hung.getsockname(), timeout=0.2))
        except TimeoutError:
            break
    try:
        async with _upstream() as up:
            port = URL(up.url).port
            silent = ("127.0.0.1", hung.getsockname()[1])
            _fake_lookups(asyncio.get_running_loop(), [silent, ("127.0.0.1", port)])
            pool = UpstreamPool(
                URL(f"http://upstream.test:{port}"), max_idle=0, attempt_timeout_s=0.2
            )
            loop = asyncio.get_running_loop()
            started = loop.time()
            try:
                assert await _get(pool) == (200, b"ok")
            finally:
                pool.close()
            assert 0.15 < loop.time() - started < 5  # waited for the first, then moved on
    finally:
        for s in filler:
            s.close()
        hung.close()


async def test_aiohttps_connector_as_the_proxy_opens_it_skips_a_connection_written_to_while_idle():
    """The aiohttp path (faults that read the answer, TLS upstreams) has the same hazard:
    aiohttp's own connector reuses the connection and reads the unasked 408 as the next
    request's answer."""
    async with _upstream() as up:
        async with aiohttp.ClientSession(connector=KeepAliveConnector()) as session:
            async with session.get(f"{up.url}/then408") as r:
                assert (r.status, await r.read()) == (200, b"ok")
            await asyncio.sleep(0.1)  # the unasked 408 arrives on the idle connection
            async with session.get(f"{up.url}/") as r:
                assert (r.status, await r.read()) == (200, b"ok")
            await _settle(up, 1)  # the stale connection was closed, the fresh one kept
            async with session.get(f"{up.url}/") as r:  # an ordinary idle one is reused
                assert (r.status, await r.read()) == (200, b"ok")
            assert up.open == 1


_KEY = ConnectionKey("api.internal", 8443, True, True, None, None, None)
_URL = URL("https://user:s3cret@api.internal:8443/v1")


@pytest.mark.parametrize(
    ("error", "why"),
    [
        (
            aiohttp.ClientConnectorError(_KEY, ConnectionRefusedError(111, "refused")),
            "[Errno 111] refused",
        ),
        (aiohttp.ConnectionTimeoutError("Connection timeout to host https://api"), "timed out"),
        (
            aiohttp.ClientConnectorDNSError(_KEY, socket.gaierror(-2, "Name not known")),
            "[Errno -2] Name not known",
        ),
    ],
    ids=["refused", "connect timeout", "name not resolved"],
)
def test_aiohttps_connect_failures_become_upstream_unreachable(error, why):
    mapped = unreachable(_URL, error)
    assert isinstance(mapped, UpstreamUnreachable) and mapped.__cause__ is error
    assert str(mapped) == f"cannot connect to the upstream api.internal:8443: {why}"
    assert "s3cret" not in str(mapped)
    again = pickle.loads(pickle.dumps(mapped))
    assert (type(again), str(again), again.port) == (UpstreamUnreachable, str(mapped), 8443)


@pytest.mark.parametrize(
    "error",
    [
        aiohttp.ClientConnectorCertificateError(_KEY, ValueError("self-signed")),
        aiohttp.ClientConnectorSSLError(_KEY, OSError(1, "handshake")),
        aiohttp.SocketTimeoutError("read timed out"),
        aiohttp.ServerDisconnectedError(),
        TimeoutError(),
    ],
    ids=["certificate", "tls", "read timeout", "disconnected", "plain timeout"],
)
def test_other_upstream_errors_keep_their_own_type(error):
    assert unreachable(_URL, error) is error


class _Proto:
    def __init__(self, stale: bool) -> None:
        self.should_close, self.closed = stale, False

    def close(self) -> None:
        self.closed = True


@pytest.mark.parametrize("kind", [deque, list], ids=["deque (aiohttp 3.11+)", "list (3.10)"])
def test_stale_connections_go_from_the_end_aiohttp_reuses_first_up_to_a_good_one(kind):
    now = time.monotonic()
    stale_a, stale_b, good, stale_behind = (_Proto(s) for s in (True, True, False, True))
    expired = _Proto(False)
    order = [stale_a, expired, stale_b, good, stale_behind]
    stamps = {id(expired): now - 100}
    entries = [(p, stamps.get(id(p), now)) for p in order]
    idle = deque(entries) if kind is deque else list(reversed(entries))
    _drop_stale(idle, 30.0)
    assert [p.closed for p in order] == [True, True, True, False, False]
    assert [p for p, _ in idle] == ([good, stale_behind] if kind is deque else [stale_behind, good])
